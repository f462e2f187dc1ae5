"""Every Shackleton Base action in plain words (``State.describe``), exact sentences.

Content names (leaders, corporations, projects), astronauts by type, sectors and
spaces by number, and what the action costs or gives in the position; illegal
actions are described too, without assuming they are possible.
"""

from __future__ import annotations

import random
import re

import pytest

from lunarrules.kernel import Action

from .helpers import G, at_action, blank_board, edit, sector


def _said(state, text: str) -> str:
    return state.describe(G.parse_action(text))


# ------------------------------------------------------------------ setup and shuttles
@pytest.mark.english
def test_leader_tiles_by_name_face_and_income():
    s = edit(
        G.new(players=2, seed=0),
        lambda d: d.update(leaders=(("navigator", "A"), ("diplomat", "B"))),
    )
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} pick_leader leader=navigator") == (
        "Choose the Navigator leader tile, face A (2 credits in each maintenance)"
    )
    assert _said(s, f"{me} pick_leader leader=diplomat") == (
        "Choose the Diplomat leader tile, face B (2 credits in each maintenance)"
    )
    # not on offer, and not a leader at all: still words, no ids
    assert (
        _said(s, f"{me} pick_leader leader=engineer_chief")
        == "Choose the Chief Engineer leader tile"
    )
    assert _said(s, f"{me} pick_leader leader=moon_base") == (
        "Choose an unknown leader (moon base) as your leader tile"
    )


@pytest.mark.english
def test_first_dome_names_the_central_sector_and_its_resource():
    s = G.new(players=2, seed=0)
    s = s.apply(s.legal_actions()[0])
    assert s.phase == "setup_dome"
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} first_dome sector=c2") == (
        "Place your first dome and a solar panel in central sector c2, where engineers mine "
        "rare earth"
    )
    assert _said(s, f"{me} first_dome sector=o4") == (
        "Place your first dome and a solar panel in sector o4, where engineers mine rare earth"
    )


@pytest.mark.english
def test_shuttle_tiles_list_their_astronauts_and_resources():
    s = G.new(players=2, seed=0)
    while s.phase != "shuttle_pick":
        s = s.apply(s.legal_actions()[0])
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} take_shuttle tile=4") == (
        "Take shuttle tile 4: two engineers, one technician and three scientists, plus "
        "1 titanium and 1 credit"
    )
    assert _said(s, f"{me} take_shuttle tile=5") == (
        "Take shuttle tile 5: three engineers and three technicians, plus 1 rare earth and "
        "2 credits"
    )
    assert _said(s, f"{me} take_shuttle tile=1") == (
        "Take shuttle tile 1: two engineers, two technicians and two scientists"
    )
    assert _said(s, f"{me} take_shuttle tile=9") == "Take shuttle tile 9 (not a tile of round 1)"


# ------------------------------------------------------------------ main actions
def _crater(s):
    """Row 7 (o12 c1 c2 o4): the opponent's dome in c1, the player's own dome in c2."""
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((1 - me, "dome"),)
        d["structures"][sector("c2")] = ((me, "dome"),)
        d["agencies"][me]["astronauts"] = (2, 2, 2)
        d["agencies"][me]["credits"] = 10

    return edit(s, fn)


@pytest.mark.english
def test_explore_names_the_sectors_the_fees_and_what_the_astronaut_does():
    s = _crater(at_action(2, seed=0))
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} explore astronaut=engineer space=7") == (
        "Explore the crater from space 7 with an engineer, activating sectors c1 and c2: pay "
        "2 credits in fees, then mine 1 titanium and 1 rare earth"
    )
    assert _said(s, f"{me} explore astronaut=technician space=7") == (
        "Explore the crater from space 7 with a technician, activating sectors c1 and c2: pay "
        "2 credits in fees, then earn 6 credits"
    )
    assert _said(s, f"{me} explore astronaut=scientist space=13") == (
        "Explore the crater from space 13 with a scientist, activating sector c2: activate one "
        "corporation marker around each sector"
    )
    assert _said(s, f"{me} explore astronaut=scientist space=1") == (
        "Explore the crater from space 1 with a scientist, activating no sector (no structure "
        "stands on its row)"
    )


@pytest.mark.english
def test_an_illegal_explore_is_described_without_assuming_it_is_possible():
    s = _crater(at_action(2, seed=0))
    me = s.to_act
    s = edit(s, lambda d: d["explore"].__setitem__(6, (1 - me, 0)))
    taken = f"P{me + 1} explore astronaut=engineer space=7"
    assert s.check(taken) is not None  # space 7 is taken this round
    assert _said(s, taken) == (
        "Explore the crater from space 7 with an engineer, activating sectors c1 and c2: pay "
        "2 credits in fees, then mine 1 titanium and 1 rare earth"
    )
    nowhere = f"P{me + 1} explore astronaut=pilot space=99"
    assert s.check(nowhere) is not None
    assert _said(s, nowhere) == (
        "Explore the crater from space 99 with an unknown astronaut type: there is no such "
        "explore space"
    )


@pytest.mark.english
def test_command_actions_say_their_surcharge():
    s = _crater(at_action(2, seed=0))
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} command astronaut=technician which=build") == (
        "Take the build command action with a technician, with no surcharge"
    )
    s = edit(s, lambda d: d["slots"].update(corp=((1, 0),), fund=((0, 1), (1, 1), (0, 2))))
    assert _said(s, f"{me} command astronaut=scientist which=corp") == (
        "Take the corporation command action with a scientist, paying a surcharge of 1 credit"
    )
    assert _said(s, f"{me} command astronaut=engineer which=fund") == (
        "Take the fund command action with an engineer (all three slots are taken)"
    )
    assert _said(s, f"{me} command astronaut=engineer which=party") == (
        "Take the party command action with an engineer (the command actions are build, fund "
        "and corporation)"
    )
    assert _said(s, f"{me} gateway astronaut=engineer") == (
        "Visit the Lunar Gateway with an engineer for 3 credits"
    )


@pytest.mark.english
def test_build_says_the_structure_the_sector_and_the_price():
    s = _crater(at_action(2, seed=0))
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} build structure=dome sector=o4") == (
        "Build a dome in sector o4, paying 2 credits and 1 titanium"
    )
    assert _said(s, f"{me} build structure=hq sector=c1") == (
        "Build an HQ in central sector c1, paying 5 credits, 2 titanium, 2 rare earth and 2 energy"
    )
    # a scientist workshop's leftover discount comes off the credits
    s2 = edit(s, lambda d: d["turn_action"].update(discount=2))
    assert _said(s2, f"{me} build structure=dome sector=o4") == (
        "Build a dome in sector o4, paying 1 titanium"
    )
    assert _said(s, f"{me} build structure=tower sector=moon_side") == (
        "Build tower in an unknown sector (moon side): not a structure of your base"
    )


@pytest.mark.english
def test_solar_panel_says_energy_and_reputation():
    s = _crater(at_action(2, seed=0))
    s = edit(s, lambda d: d.update(energy=5, ring_panels=(1, 2)))  # panel 2 produces 2 energy
    me = f"P{s.to_act + 1}"
    assert _said(s, f"{me} solar_panel") == (
        "Build a solar panel for 1 rare earth, producing 2 energy and 1 reputation"
    )
    s = edit(s, lambda d: d.update(energy=11))  # the two rightmost spaces: blocked
    assert _said(s, f"{me} solar_panel") == "Build a solar panel for 1 rare earth"


@pytest.mark.english
def test_moving_astronauts_into_structures():
    s = _crater(at_action(2, seed=0))
    me = s.to_act

    def fn(d):
        d["agencies"][me]["structures"] = (("dome", 0, "c2", ()), ("lab", 0, "o7", ()))
        d["step"] = ("house", 1)

    s = edit(s, fn)
    p = f"P{me + 1}"
    assert _said(s, f"{p} house astronaut=scientist") == (
        "Move a scientist from your base into your new lab in sector o7"
    )
    assert _said(s, f"{p} house_at astronaut=engineer structure=1") == (
        "Move an engineer from your base into your dome in sector c2"
    )
    assert _said(s, f"{p} house_at astronaut=engineer structure=5") == (
        "Move an engineer from your base into your structure 5, which you have not built"
    )
    assert _said(s, f"{p} house_done") == "Stop moving astronauts into your structures"
    assert _said(s, f"{p} take_astronaut astronaut=technician") == (
        "Take a technician from the Lunar Gateway into your base"
    )


# ------------------------------------------------------------------ corporations
@pytest.mark.english
def test_markers_and_the_engineer_bonus_name_the_corporation_and_the_gain():
    s = at_action(2, seed=0)
    me = s.to_act

    def fn(d):
        d["markers"] = {42: ("moon_mining", "a"), 4: ("selenium_research", "b")}
        d["board_markers"] = {
            **d["board_markers"],
            "artemis_tours": ("a",),
            "selenium_research": (),
        }

    s = edit(s, fn)
    p = f"P{me + 1}"
    assert _said(s, f"{p} activate_marker space=42") == (
        "Activate the Moon Mining marker on space 42 for 1 titanium and 1 rare earth"
    )
    assert _said(s, f"{p} activate_marker space=7") == (
        "Activate a corporation marker on space 7 (no marker stands there)"
    )
    assert _said(s, f"{p} engineer_bonus corp=moon_mining space=42") == (
        "Engineer bonus: activate the Moon Mining marker on space 42 for 1 titanium and "
        "1 rare earth"
    )
    assert _said(s, f"{p} engineer_bonus corp=artemis_tours space=43") == (
        "Engineer bonus: place the next Artemis Tours marker on space 43 and activate it for "
        "2 credits and 1 reputation"
    )
    assert _said(s, f"{p} engineer_bonus corp=selenium_research space=0") == (
        "Engineer bonus: no Selenium Research marker to place or activate"
    )
    assert _said(s, f"{p} engineer_bonus corp=lunar_hotel space=3") == (
        "Engineer bonus for an unknown corporation (lunar hotel) on marker space 3"
    )


@pytest.mark.english
def test_fund_names_the_project_its_corporation_and_the_price():
    s = at_action(2, seed=0)
    p = f"P{s.to_act + 1}"
    assert _said(s, f"{p} fund project=lunar_hotel") == (
        "Fund the Lunar hotel project of Artemis Tours, paying 4 credits and 1 energy"
    )
    assert _said(s, f"{p} fund project=ticket_office") == (
        "Fund the Ticket office project of Artemis Tours, paying 2 credits"
    )
    assert _said(s, f"{p} fund project=warp_drive") == "Fund an unknown project (warp drive)"


@pytest.mark.english
def test_corporation_actions_say_what_is_paid_and_gained():
    s = at_action(2, seed=0)
    p = f"P{s.to_act + 1}"
    assert _said(s, f"{p} corp_action source=rep0") == (
        "Take the reputation-track action on space 0: gain 2 reputation"
    )
    assert _said(s, f"{p} corp_action source=rep12") == (
        "Take the reputation-track action on space 12: activate any corporation marker"
    )
    assert _said(s, f"{p} corp_action source=artemis_tours") == (
        "Take the Artemis Tours corporation action: pay 2 credits, gain 2 reputation"
    )
    assert _said(s, f"{p} corp_action source=crater_broadcast") == (
        "Use the Crater broadcast project's action: pay nothing, gain 1 reputation and "
        "1 credit (once per round)"
    )
    assert _said(s, f"{p} corp_action source=lunar_hotel") == (
        "Use the Lunar hotel project's action (it has none)"
    )
    assert _said(s, f"{p} corp_action source=rep_99") == (
        "Take a corporation action from rep 99, which is not one"
    )
    assert _said(s, f"{p} corp_done") == "Stop taking corporation actions"


@pytest.mark.english
def test_the_words_are_the_games_and_the_notation_stays_typed():
    s = at_action(2, seed=0)
    a = Action.of(s.to_act, "gateway", astronaut="scientist")
    assert (
        s.describe(a) == s._describe(a) == "Visit the Lunar Gateway with a scientist for 3 credits"
    )
    assert str(a) == f"P{s.to_act + 1} gateway astronaut=scientist"


# ------------------------------------------------------------------ the log
IDENTIFIER = re.compile(r"[A-Za-z0-9]+_[A-Za-z0-9_]+|\brep\d+\b")


@pytest.mark.english
def test_the_log_names_leaders_corporations_and_projects():
    s = G.new(players=2, seed=0)
    texts = [e.text for e in s.log]
    assert "corporations in play: Artemis Tours, Moon Mining, Selenium Research" in texts
    assert "leader tiles on offer: Diplomat A, Navigator B" in texts
    seen = set()
    for seed in (1, 2):
        rng = random.Random(seed)
        s = G.new(players=3, seed=seed, corporations="random")
        while not s.is_over:
            s = s.apply(rng.choice(s.legal_actions()))
        for e in s.log:
            assert not IDENTIFIER.search(e.text), e.text
            seen.add(e.text.split(" ")[0])
    assert {"takes", "funds", "activates"} <= seen
