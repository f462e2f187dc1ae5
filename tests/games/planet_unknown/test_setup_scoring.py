"""Setup per player count, the 2-player objective variant, scoring, tie-breaks, saves, content."""

from __future__ import annotations

import pytest

from lunarrules.errors import InvalidContent, InvalidOption
from lunarrules.games.planet_unknown import geometry as pl
from lunarrules.games.planet_unknown import scoring
from lunarrules.games.planet_unknown.table import Seat

from .helpers import G, fresh


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_for_each_player_count(n):
    s = G.new(players=n, seed=n)
    d = s.data
    c = s.content
    # PU-SETUP-STATION: six depots, two stacks of 12 each, top tile showing
    assert len(d["stacks"]) == 12
    assert all(top is not None and len(rest) == 11 for top, rest in d["stacks"])
    shapes = [c.tiles[top].shape for top, _ in d["stacks"]]
    assert shapes[0::2] == list(c.inner) and shapes[1::2] == list(c.outer)
    # PU-SETUP-CIV: players + 1 per rank
    assert {r: len(p) for r, p in d["piles"].items()} == {"1": n + 1, "2": n + 1, "3": n + 1, "4": n + 1}
    # PU-SETUP-OBJECTIVES: one between each pair of neighbours, or three for two players
    assert len(d["objectives"]) == (n if n >= 3 else 3)
    assert d["objective_side"] == ("neighbour" if n >= 3 else "private")
    # PU-SETUP-INDICATOR: each player faces a different depot
    assert len({s.depot_of(p) for p in range(n)}) == n
    for seat in d["seats"]:
        assert seat.covered == 0 and seat.pods == c.pods and seat.supply == 2
        assert seat.tracks == [0, 0, 0, 0, 0]
    assert 0 <= d["commander"] < n


def test_two_player_neighbour_variant():
    s = G.new(players=2, seed=1, objectives_2p="neighbour")
    assert s.data["objective_side"] == "neighbour" and len(s.data["objectives"]) == 3
    with pytest.raises(InvalidOption):
        G.new(players=2, objectives_2p="both")


def test_setup_chance_can_be_forced_and_replays():
    a, b = G.new(players=4, seed=9), G.new(players=4, seed=9)
    assert a == b
    assert G.new(players=4, seed=10).data["stacks"] != a.data["stacks"]


def scored_seat(rows=(), cols=(), meteors=()):
    s = Seat()
    for r in rows:
        s.covered |= pl.ROWS[r]
    for c in cols:
        s.covered |= pl.COLUMNS[c]
    s.meteors = pl.mask_of(meteors)
    return s


C = fresh().content


def test_complete_rows_and_columns_score_their_medal():
    # "Cada linha e coluna pontua 1, 2 ou 3 PV, conforme a medalha ao lado ou acima dela."
    seat = scored_seat(rows=(0, 5), cols=(3,))
    b = scoring.seat_score(seat, C)
    assert b["rows"] == 1 + 3 and b["columns"] == 2


def test_a_meteorite_or_a_gap_spoils_the_line():
    # "desde que não tenham um Meteorito ou grade vazia."
    seat = scored_seat(rows=(5, 6), meteors=[(6, 2)])
    assert scoring.complete_lines(seat, C) == ([5], [])
    seat.covered &= ~pl.bit(5, 11)
    assert scoring.complete_lines(seat, C) == ([], [])


def test_track_medals_best_passed():
    # "Marque a medalha de maior valor que cada Marcador de Recursos ultrapassou ou cobre"
    seat = Seat()
    seat.tracks = [10, 3, 0, 11, 2]
    tm = scoring.track_medals(seat, C)
    assert tm == {"civ": 4, "water": 1, "biomass": 0, "rover": 4, "tech": 0}


def test_lifepods_meteorites_and_civ_ratios():
    # "Uma medalha por cada Cápsula ..." / "Uma medalha a cada três Meteoritos coletados (arredondando para baixo)."
    seat = Seat()
    seat.pods_collected = 3
    seat.meteorites_collected = 8
    b = scoring.seat_score(seat, C)
    assert b["lifepods"] == 3 and b["meteorites"] == 2
    seat.civ = ("c2-smelter", "c4-ark", "c3-museum")  # ratio 2, pods worth 3, 3 medals
    b = scoring.seat_score(seat, C)
    assert b["meteorites"] == 4 and b["lifepods"] == 9 and b["civ"] == 3


def test_end_game_civ_advances_and_removals_before_scoring():
    # "avançaram marcadores devido a Cartas de Civ de Final de Partida" / "Remova veículos e cápsulas"
    seat = Seat.start(pods=pl.bit(2, 5), supply=1)
    seat.rovers = [3]
    seat.civ = ("c3-observatory",)  # end: tech +2
    seat.tracks = [0, 0, 0, 0, 10]
    lines = scoring.prepare(seat, C)
    assert seat.tracks[4] == 11 and seat.rovers == [] and seat.pods == 0 and lines


def test_objectives_neighbour_and_private():
    # "Marque medalhas se o seu planeta for o vencedor ao comparar com o planeta do seu vizinho."
    a, b, c = Seat(), Seat(), Seat()
    a.pods_collected, b.pods_collected, c.pods_collected = 3, 1, 3
    cards = ("o-rescuers", "o-rescuers", "o-rescuers")
    # card 0 between P1 and P2, card 1 between P2 and P3, card 2 between P3 and P1 (tie: 2 each)
    assert scoring.objective_medals([a, b, c], C, cards, "neighbour") == [7, 0, 7]
    # "Marque medalhas se você completou seus objetivos particulares." (threshold 3)
    assert scoring.objective_medals([a, b], C, ("o-rescuers",), "private") == [5, 0]
    clean = ("o-clean-skies",)
    b.meteors = pl.mask_of([(0, 0), (1, 1), (2, 2)])
    assert scoring.objective_medals([a, b], C, clean, "private") == [5, 0]


@pytest.mark.english
def test_tie_breaks():
    # "Em caso de empate, o jogador com o menor número de quadrados de grade descobertos vence."
    # "Se ainda houver empate, o jogador com menos Meteoritos restantes em seu planeta ganha."
    assert scoring.winners([(30, -5, 0), (31, -40, -3)])[0] == [1]
    win, text, rules = scoring.winners([(30, -5, 0), (30, -4, -3), (29, 0, 0)])
    assert win == [1] and "fewest uncovered squares (4)" in text and rules == ("PU-TIE-UNCOVERED",)
    win, text, rules = scoring.winners([(30, -4, -1), (30, -4, -2)])
    assert win == [0] and "PU-TIE-METEORITES" in rules
    win, _, rules = scoring.winners([(30, -4, -1), (30, -4, -1)])
    assert win == [0, 1] and rules[-1] == "PU-TIE-SHARED"


def test_full_game_breakdown_adds_up():
    s = G.new(players=3, seed=5)
    while not s.is_over:
        s = s.apply(s.legal_actions()[len(s.legal_actions()) // 2])
    o = s.outcome
    for total, b in zip(o.scores, o.breakdown, strict=True):
        parts = {k: v for k, v in b.items() if k not in ("uncovered", "planet_meteorites")}
        assert total == sum(parts.values())
    best = max(o.scores)
    assert all(o.scores[w] == best for w in o.winners)


def test_uncovered_tie_break_decides_a_real_game():
    s = G.new(players=2, seed=0)
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    keys = [(t, -b["uncovered"], -b["planet_meteorites"]) for t, b in zip(s.outcome.scores, s.outcome.breakdown,
                                                                           strict=True)]
    assert list(s.outcome.winners) == scoring.winners(keys)[0]


def test_json_round_trip_mid_game():
    s = fresh(players=4, seed=3)
    for _ in range(25):
        s = s.apply(s.legal_actions()[-1])
    back = G.from_json(s.to_json())
    assert back == s and back.legal_actions() == s.legal_actions()


def test_row_medals_follow_the_published_pattern():
    assert C.row_medals == (1, 1, 1, 2, 2, 3, 3, 2, 2, 1, 1, 1) == C.column_medals


@pytest.mark.english
def test_content_missing_field_is_named():
    with pytest.raises(InvalidContent) as e:
        G.with_content({"civ": [{"id": "c9-x", "rank": 2, "name": "X", "amount": 1}]})
    assert "civ[28]: missing field 'effect'" in str(e.value)
    with pytest.raises(InvalidContent) as e:
        G.with_content({"objectives": [{"id": "o-new", "name": "N", "metric": "height", "better": "more",
                                        "neighbour_medals": 1, "private_threshold": 1, "private_medals": 1}]})
    assert "metric: 'height' is not one of" in str(e.value)


def test_user_content_adds_a_civ_card():
    g = G.with_content({"civ": [{"id": "c1-extra", "rank": 1, "name": "Extra", "effect": "medals", "amount": 2}]})
    assert "c1-extra" in g.content["civ"][-1]["id"]
    s = g.new(players=2, seed=0)
    assert s.content.civ["c1-extra"]["amount"] == 2


@pytest.mark.english
def test_validator_reports_every_problem():
    from lunarrules.games.planet_unknown.content import validate

    bad = dict(G.content)
    bad["shapes"] = [dict(x) for x in G.content["shapes"]]
    bad["shapes"][0] = {"id": "D2", "ring": "middle", "picture": ["aa"], "meteor": [0, 9]}
    problems = validate(bad)
    assert any("ring: expected 'inner' or 'outer'" in p for p in problems)
    assert any("both sections" in p for p in problems)
    assert validate(G.content) == []


def test_json_round_trip_with_the_event_deck_and_the_2p_variant():
    for opts in ({"events": True}, {"objectives_2p": "neighbour"}):
        s = G.new(players=2, seed=4, **opts)
        for _ in range(30):
            s = s.apply(s.legal_actions()[0])
        assert G.from_json(s.to_json()) == s


def test_states_pickle_without_their_compiled_content():
    import pickle

    s = fresh(players=3, seed=2)
    s = s.apply(s.legal_actions()[5])
    data = pickle.dumps(s)
    back = pickle.loads(data)
    assert back == s and back.legal_actions() == s.legal_actions()
    assert len(data) < 100_000


@pytest.mark.parametrize("players,options", [(4, {}), (2, {"events": True})])
def test_apply_never_changes_the_old_state_at_any_step(players, options):
    import random

    rng = random.Random(players)
    s = G.new(players=players, seed=7, **options)
    while not s.is_over:
        before = s.fingerprint()
        legal = s.legal_actions()
        nxt = s.apply(legal[rng.randrange(len(legal))])
        assert s.fingerprint() == before, f"apply changed the old state at step {s.steps}"
        s = nxt
