"""Setup: Preparação Geral, das Corporações and Individual."""

from __future__ import annotations

import pytest

import lunarrules as lr
from lunarrules.games.shackleton_base import geometry
from lunarrules.games.shackleton_base.content import catalog

from .helpers import G, refusal, sector


@pytest.mark.english
@pytest.mark.parametrize("players,energy", [(2, 4), (3, 5), (4, 6)])
def test_energy_marker_start_by_player_count(players, energy):
    # SB-ENERGY-START: "Posicione o Marcador de Energia na Trilha de Energia: ..."
    s = G.new(players=players)
    assert s.data["energy"] == energy
    assert any("SB-ENERGY-START" in e.rules and f"energy {energy}" in e.text for e in s.log)


@pytest.mark.parametrize("players,slots", [(2, 3), (3, 4), (4, 5)])
def test_command_overlay_slots_by_player_count(players, slots):
    # SB-OVERLAY: the 2/3-player overlay covers part of the command area
    assert len(catalog(G).slots[players]) == slots
    assert catalog(G).slots[2] == tuple(catalog(G).slots[4][i] for i in (0, 1, 3))


def test_eighteen_panels_and_neutral_domes_for_two_players():
    s2 = G.new(players=2)
    # SB-NEUTRAL-DOMES: two neutral domes, each with a panel, taken from the far end
    for sec in ("o3", "o9"):
        assert s2.data["structures"][sector(sec)] == ((-1, "dome"),)
        assert s2.data["sector_panels"][sector(sec)]
    assert s2.data["ring_panels"] == tuple(range(16))
    s3 = G.new(players=3)
    assert s3.data["ring_panels"] == tuple(range(18))  # SB-PANELS-18
    assert not any(s3.data["structures"])


def test_players_start_at_zero_with_empty_bases():
    s = G.new(players=4, seed=3)
    for pl in s.data["agencies"]:
        assert pl["vp"] == 0 and pl["reputation"] == 0  # SB-VP-START, SB-REP-MARKER-START
        # SB-BASE-STRUCTURES: nothing built yet, every structure still on the base
        assert pl["structures"] == () and pl["objectives"] == ()  # SB-PLAYER-SETUP
        cat = catalog(G)
        assert (pl["credits"], pl["titanium"], pl["rare_earth"]) == (
            cat.start["credits"],
            cat.start["titanium"],
            cat.start["rare_earth"],
        )  # SB-START-RESOURCES
    assert any("SB-REP-START" in e.rules for e in s.log)


def test_first_game_corporations_and_markers():
    s = G.new(players=3, seed=5)
    # SB-CORP-CHOICE: the seed's first-game set is the default
    assert s.data["corporations"] == ("artemis_tours", "moon_mining", "selenium_research")
    # one marker around the central hex per corporation, each central sector touches one
    assert sorted(s.data["markers"]) == list(geometry.START_MARKER_SPACES)
    for sec in geometry.CENTRAL:
        assert sum(1 for m in geometry.AROUND[sec] if m in s.data["markers"]) == 1
    for c in s.data["corporations"]:
        assert len(s.data["board_markers"][c]) == 4  # SB-CORP-MARKERS
    # SB-SELENIUM-MARKERS, SB-SELENIUM-ALTERNATE: the board markers alternate types
    assert s.data["board_markers"]["selenium_research"] == ("a", "b", "a", "b")
    assert any("SB-SELENIUM-MARKERS" in e.rules for e in s.log)


def test_two_visible_projects_per_corporation():
    s = G.new(players=2, seed=2)
    for c in s.data["corporations"]:
        assert len(s.data["visible"][c]) == 2  # SB-PROJECT-DISPLAY, SB-PROJECT-PILE
        allp = set(s.data["visible"][c]) | set(s.data["project_piles"][c])
        assert allp == set(catalog(G).projects_of[c])


def test_random_corporations_option():
    seen = set()
    for seed in range(12):
        s = G.new(players=2, seed=seed, corporations="random")
        assert len(set(s.data["corporations"])) == 3
        seen.add(s.data["corporations"])
    assert len(seen) > 1
    assert "regolith_logistics" in {c for cs in seen for c in cs}
    forced = G.new(players=2, seed=0, corporations="random")
    assert any("SB-CORP-RANDOM" in e.rules for e in forced.log)


def test_bad_option_is_refused():
    with pytest.raises(lr.InvalidOption):
        G.new(players=2, corporations="all")
    with pytest.raises(lr.InvalidOption):
        G.new(players=5)


def test_random_start_player_and_clockwise_order():
    starts = {G.new(players=4, seed=seed).data["order"][0] for seed in range(20)}
    # SB-START-PLAYER / SB-START-TRAVELLER: nobody's travels are known, so chosen at random
    assert len(starts) > 1
    s = G.new(players=4, seed=1)
    first = s.data["order"][0]
    assert s.data["order"] == [(first + i) % 4 for i in range(4)]  # SB-TURN-ORDER-SETUP
    assert s.to_act == first


def test_leader_tiles_count_and_pick_in_turn_order():
    s = G.new(players=3, seed=4)
    assert len(s.data["leaders"]) == 3  # SB-LEADERS
    assert all(face in ("A", "B") for _, face in s.data["leaders"])
    first = s.to_act
    lid = s.data["leaders"][0][0]
    err = refusal(s, f"P{first + 1} pick_leader leader=nobody")
    assert err.rule_id == "SB-LEADER-PICK" and lid in str(err)
    s = s.apply(f"P{first + 1} pick_leader leader={lid}")
    assert s.data["agencies"][first]["leader"][0] == lid
    assert s.phase == "setup_dome"
    # SB-SETUP-ORDER: the same player places a dome before the next one picks
    assert s.to_act == first


def test_first_dome_central_sector_with_top_panel_then_marker():
    s = G.new(players=3, seed=4)
    p = s.to_act
    s = s.apply(s.legal_actions()[0])
    # SB-FIRST-DOME: only the 6 central sectors
    err = refusal(s, f"P{p + 1} first_dome sector=o1")
    assert err.rule_id == "SB-FIRST-DOME" and "'o1'" in str(err)
    assert {a["sector"] for a in s.legal_actions()} == set(geometry.CENTRAL)
    s = s.apply(f"P{p + 1} first_dome sector=c3")
    assert s.data["structures"][sector("c3")] == ((p, "dome"),)
    # SB-FIRST-PANEL: the panel at the top of the crater (ring space 0) comes first
    assert s.data["sector_panels"][sector("c3")] and s.data["ring_panels"][0] == 1
    # SB-FIRST-MARKER: activate the marker of that sector
    assert s.phase == "setup_marker"
    assert [a["space"] for a in s.legal_actions()] == [
        m for m in geometry.AROUND["c3"] if m in s.data["markers"]
    ]
    err = refusal(s, f"P{p + 1} activate_marker space=1")
    assert err.rule_id == "SB-FIRST-MARKER"
    space = s.legal_actions()[0]["space"]
    corp, typ = s.data["markers"][space]
    gain = catalog(G).corps[corp]["marker_gain"][typ]
    before = dict(s.data["agencies"][p])
    energy = s.data["energy"]
    s = s.apply(s.legal_actions()[0])
    for k, v in gain.items():
        if k == "energy":
            assert s.data["energy"] == energy + v
        else:
            assert s.data["agencies"][p][k] == before[k] + v  # SB-MARKER-GAIN


def test_second_player_cannot_take_an_occupied_central_sector():
    s = G.new(players=2, seed=0)
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0].__class__.of(s.to_act, "first_dome", sector="c1"))
    s = s.apply(s.legal_actions()[0])
    s = s.apply(s.legal_actions()[0])
    err = refusal(s, f"P{s.to_act + 1} first_dome sector=c1")
    assert err.rule_id == "SB-BUILD-PLACE" and "c1" in str(err)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_reaches_the_shuttle_draft(players):
    s = G.new(players=players, seed=9)
    for _ in range(3 * players):
        s = s.apply(s.legal_actions()[0])
    assert s.phase == "shuttle_pick"
    assert len(s.data["revealed"]) == players + 1
    assert len(s.data["ring_panels"]) == (16 if players == 2 else 18) - players
