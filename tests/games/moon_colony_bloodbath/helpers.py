"""Small literal positions for the Moon Colony Bloodbath scenario tests."""

from __future__ import annotations

import lunarrules as lr

G = lr.game("moon_colony_bloodbath")


def before_first_card(players=2, game=G, seed=1, **options):
    """A position where the last player is about to pick a scientist: the next apply
    reveals the first progress card. The returned state is a private copy that a test
    may set up by writing ``state.data`` before applying anything."""
    s = game.new(players=players, seed=seed, **options)
    for _ in range(players - 1):
        s = s.apply(s.legal_actions()[0])
    s = s.with_outcomes()  # a fresh copy this test owns
    d = s.data
    d["progress_on_top"] = []
    d["progress_deck"] = ()
    d["progress_discard"] = []
    return s


def reveal(s, *cards):
    """Put ``cards`` on top of the progress deck (first one revealed first) and let
    the last player pick a scientist, which reveals the first of them."""
    d = s.data
    d["progress_on_top"] = list(reversed(cards))
    if not d["progress_deck"] and not d["progress_discard"]:
        d["progress_deck"] = ("work",)  # something to reveal once the scenario's cards are done
    return s.apply(s.legal_actions()[0])


def loss_game(n, game=G):
    """The game with the Accident event costing ``n`` colonists (for loss scenarios)."""
    return game.with_content({"event": [{
        "id": "accident", "name": "Accident",
        "effects": [{"do": "lose", "res": "colonists", "n": n}],
    }]})


def act(s, text):
    return s.apply(text)


def texts(s, since=0):
    return [str(e) for e in s.log[since:]]
