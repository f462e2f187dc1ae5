"""Small literal positions for Captain's Chair scenario tests."""

from __future__ import annotations

import lunarrules as lr

GAME = lr.game("captains_chair")

# A card used only by tests: its RESUPPLY and CLEAN-UP operations take an incident.
TEST_CONTENT = {
    "market": [
        {
            "id": "test_beacon",
            "name": "Distress Beacon",
            "suit": "ship",
            "count": 1,
            "cost": {"dilithium": 1},
            "vp": 0,
            "ops": [
                {"when": "resupply", "effects": ["incident:1"]},
                {"when": "cleanup", "effects": ["incident:1"]},
            ],
        }
    ]
}


def edit(state, fn):
    """A copy of ``state`` whose table was changed by ``fn(copy)`` (test setup only)."""
    s = state._clone()
    s.P(0)  # own both players before changing them: the clone shares them
    s.P(1)
    fn(s)
    s._legal = None
    s._legal_set = None
    return s


def at_action(seed: int = 0, game=GAME, **options):
    """A new game advanced to the first player's action step (resupply done, no control)."""
    s = game.new(seed=seed, **options)
    while s.phase != "action":
        legal = s.legal_actions()
        skip = [a for a in legal if a.kind == "skip_control"]
        s = s.apply(skip[0] if skip else legal[0])
    return s


def me(s):
    return s.data["seats"][s.to_act]


def them(s):
    return s.data["seats"][1 - s.to_act]


def give(s, p: int, uid: str, zone: str = "hand"):
    """Move card ``uid`` from wherever it is into player ``p``'s ``zone`` (test setup)."""
    d = s.data
    for pl in d["seats"]:
        for z in ("hand", "draw", "draw_top", "discard", "play_area"):
            lst = getattr(pl, z)
            if uid in lst:
                lst.remove(uid)
        for z in ("fleet", "locations", "development", "reserve", "captains_log", "beamed"):
            setattr(pl, z, tuple(x for x in getattr(pl, z) if x != uid))
        pl.ships = {k: v for k, v in pl.ships.items() if k != uid}
    d["market_decks"] = {k: tuple(x for x in v if x != uid) for k, v in d["market_decks"].items()}
    for k in ("incidents", "encounters", "junk", "location_deck", "location_deck_top", "box"):
        d[k] = tuple(x for x in d[k] if x != uid)
    d["market"] = {k: (None if v == uid else v) for k, v in d["market"].items()}
    pl = d["seats"][p]
    if isinstance(getattr(pl, zone), list):
        getattr(pl, zone).append(uid)
    else:
        setattr(pl, zone, getattr(pl, zone) + (uid,))
    if zone == "fleet" and s.cat.card[uid].suit == "ship":
        pl.ships = {**pl.ships, uid: ""}


def act(s, text):
    """Apply an action given as text with ``P?`` standing for the player to act."""
    return s.apply(text.replace("P?", f"P{s.to_act + 1}"))


def rule_ids(s, since: int = 0):
    return [r for e in s.log[since:] for r in e.rules]


def position(
    seed: int = 1,
    hand=None,
    pool=None,
    actions=None,
    opp_hand=None,
    opp_pool=None,
    game=GAME,
    **options,
):
    """The first player's action step with a literal hand, pool and action tokens."""
    s = at_action(seed, game, **options)

    def setup(t):
        p = t.to_act
        for who, cards, res in ((p, hand, pool), (1 - p, opp_hand, opp_pool)):
            pl = t.data["seats"][who]
            if cards is not None:
                for u in list(pl.hand):
                    pl.hand.remove(u)
                    pl.draw.append(u)
                for u in cards:
                    give(t, who, u)
            if res is not None:
                pl.pool[:] = list(res)
        if actions is not None:
            t.data["seats"][p].action_tokens = actions

    return edit(s, setup)


def play(s, uid, target="-", may=False, gd=0, gl=0, kind="play"):
    return s.apply(op_action(s, uid, target, may, gd, gl, kind))


def op_action(s, uid, target="-", may=False, gd=0, gl=0, kind="play"):
    from lunarrules.kernel import Action

    return Action.of(s.to_act, kind, card=uid, target=target, may=may, glory_dil=gd, glory_lat=gl)
