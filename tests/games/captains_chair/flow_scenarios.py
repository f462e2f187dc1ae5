"""Named scenarios for phase edges that random playouts reach rarely or never.

Each function plays a small literal position through one edge of the phase graph
(the conformance suite runs them and collects the transitions taken).
"""

from __future__ import annotations

from .helpers import GAME, TEST_CONTENT, act, at_action, edit, give


def _one_incident_left(s):
    s.data["incidents"] = s.data["incidents"][:1]


def action_to_burn():
    s = at_action(seed=1)

    def setup(t):
        _one_incident_left(t)
        give(t, t.to_act, "mk_saboteur.1")
        t.data["seats"][t.to_act].pool[:] = [1, 2, 0]

    s = edit(s, setup)
    s = act(s, "P? play card=mk_saboteur.1 target=- may=no glory_dil=0 glory_lat=0")
    return s


def attack_choice_to_burn():
    s = at_action(seed=1)

    def setup(t):
        _one_incident_left(t)
        give(t, t.to_act, "mer_tactical")

    s = edit(s, setup)
    s = act(s, "P? play card=mer_tactical target=- may=no glory_dil=0 glory_lat=0")
    s = act(s, "P? respond option=1 cards=-")
    return s


def control_to_burn():
    s = at_action(seed=1)

    def setup(t):
        _one_incident_left(t)
        p = t.to_act
        d = t.data
        loc = "loc_listening_post"
        give(t, p, loc, "hand")
        t.data["seats"][p].hand.remove(loc)
        d["neutral_zone"] = (loc,) + d["neutral_zone"][1:]
        d["away_teams"] = {u: (0, 0) for u in d["neutral_zone"]}
        d["away_teams"][loc] = (3, 0) if p == 0 else (0, 3)
        t.phase = "control"

    s = edit(s, setup)
    return act(s, "P? control location=loc_listening_post")


def _beacon_state():
    g = GAME.with_content(TEST_CONTENT)
    return g, at_action(seed=1, game=g)


def resupply_to_burn():
    g, s = _beacon_state()

    def setup(t):
        _one_incident_left(t)
        give(t, t.to_act, "test_beacon", "fleet")
        t.data["pending_operations"] = ("test_beacon",)
        t.phase = "resupply"

    s = edit(s, setup)
    return act(s, "P? resupply card=test_beacon")


def cleanup_to_burn_and_self_loop():
    g, s = _beacon_state()

    def setup(t):
        t.data["incidents"] = t.data["incidents"][:1]
        give(t, t.to_act, "test_beacon", "fleet")
        give(t, t.to_act, "loc_derelict_yard", "locations")

    s = edit(s, setup)
    s = act(s, "P? end_actions")
    assert s.phase == "cleanup_ops"
    s = act(s, "P? cleanup card=loc_derelict_yard")  # cleanup_ops -> cleanup_ops
    return act(s, "P? cleanup card=test_beacon")  # cleanup_ops -> end_burn


def stardate_resolution_to_burn():
    s = at_action(seed=1)

    def setup(t):
        _one_incident_left(t)
        pl = t.data["seats"][t.to_act]
        pl.staging += (("sd_2p_3", t.data["turn"] - 1),)
        pl.fleet = ()
        pl.locations = ()
        pl.ships = {}
        pl.status = None
        pl.duty_officer = None
        pl.play_area[:] = []

    s = edit(s, setup)
    return act(s, "P? end_actions")


def refresh_to_development_on_top_and_back():
    s = at_action(seed=1)

    def setup(t):
        pl = t.data["seats"][t.to_act]
        pl.hand[:] = []
        pl.discard.extend(pl.draw + pl.draw_top)
        pl.draw[:] = []
        pl.draw_top[:] = []
        pl.reserve = ()
        pl.pool[:] = [9, 9, 0]
        pl.fleet, pl.locations, pl.ships, pl.status, pl.duty_officer = (), (), {}, None, None

    s = act(edit(s, setup), "P? end_actions")
    while s.phase == "glory_placement":
        s = s.apply(s.legal_actions()[0])
    assert s.phase == "development_on_top"
    return act(s, "P? decline_development")  # development_on_top -> refresh


# A ship whose RESUPPLY and CLEAN-UP operations draw 2 cards, then gain 1 latinum.
DRAWING_BUOY = {
    "market": [
        {
            "id": "test_drawing_buoy",
            "name": "Relay Buoy",
            "suit": "ship",
            "count": 1,
            "cost": {"dilithium": 1},
            "vp": 0,
            "ops": [
                {"when": "resupply", "effects": ["draw:2", "latinum:1"]},
                {"when": "cleanup", "effects": ["draw:2", "latinum:1"]},
            ],
        }
    ]
}


def _empty_reserve_one_card_left(t, p):
    pl = t.data["seats"][p]
    keep = pl.draw[0]
    pl.discard.extend(u for u in pl.draw + pl.draw_top + list(pl.reserve) if u != keep)
    pl.draw[:] = [keep]
    pl.draw_top[:] = []
    pl.reserve = ()
    pl.pool[:] = [9, 9, 0]


def _offer_and_decline(s, step):
    assert s.phase == "development_on_top", s.phase
    s = act(s, "P? decline_development")  # development_on_top -> the interrupted step
    assert s.data["interrupted"] is None
    return s


def resupply_to_development_on_top_and_back():
    g = GAME.with_content(DRAWING_BUOY)
    s = at_action(seed=1, game=g)

    def setup(t):
        p = t.to_act
        _empty_reserve_one_card_left(t, p)
        give(t, p, "test_drawing_buoy", "fleet")
        t.data["pending_operations"] = ("test_drawing_buoy",)
        t.phase = "resupply"

    s = act(edit(s, setup), "P? resupply card=test_drawing_buoy")  # resupply -> development_on_top
    return _offer_and_decline(s, "resupply")


def cleanup_to_development_on_top_and_back():
    g = GAME.with_content(DRAWING_BUOY)
    s = at_action(seed=1, game=g)

    def setup(t):
        p = t.to_act
        _empty_reserve_one_card_left(t, p)
        give(t, p, "test_drawing_buoy", "fleet")
        pl = t.data["seats"][p]
        pl.locations, pl.status, pl.duty_officer = (), None, None

    s = act(edit(s, setup), "P? end_actions")
    for u in [u for u in s.data["pending_operations"] if u != "test_drawing_buoy"]:
        s = act(s, f"P? cleanup card={u}")
    s = act(s, "P? cleanup card=test_drawing_buoy")  # cleanup_ops -> development_on_top
    return _offer_and_decline(s, "cleanup_ops")


def control_to_development_on_top_and_back():
    s = at_action(seed=1)

    def setup(t):
        p = t.to_act
        _empty_reserve_one_card_left(t, p)
        d = t.data
        loc = "loc_derelict_yard"  # CONTROL: draw 1
        give(t, p, loc, "hand")
        t.data["seats"][p].hand.remove(loc)
        d["neutral_zone"] = (loc,) + d["neutral_zone"][1:]
        d["away_teams"] = {u: (0, 0) for u in d["neutral_zone"]}
        d["away_teams"][loc] = (3, 0) if p == 0 else (0, 3)
        pl = t.data["seats"][p]
        pl.away_teams -= 3
        pl.discard.extend(pl.draw)  # the deck is empty: the CONTROL draw reshuffles at once
        pl.draw[:] = []
        t.phase = "control"

    s = edit(s, setup)
    s = act(s, "P? control location=loc_derelict_yard")  # control -> development_on_top
    return _offer_and_decline(s, "control")


def action_to_development_on_top_and_back():
    s = at_action(seed=1)

    def setup(t):
        p = t.to_act
        _empty_reserve_one_card_left(t, p)
        pl = t.data["seats"][p]
        pl.discard.extend(pl.draw)  # the deck is empty: the PLAY draw reshuffles at once
        pl.draw[:] = []
        give(t, p, "mk_cadet.1")  # PLAY: 1 latinum, draw 1

    s = act(edit(s, setup), "P? play card=mk_cadet.1 target=- may=no glory_dil=0 glory_lat=0")
    return _offer_and_decline(s, "action")  # action -> development_on_top -> action


SCENARIOS = {
    "action_to_development_on_top_and_back": action_to_development_on_top_and_back,
    "resupply_to_development_on_top_and_back": resupply_to_development_on_top_and_back,
    "cleanup_to_development_on_top_and_back": cleanup_to_development_on_top_and_back,
    "control_to_development_on_top_and_back": control_to_development_on_top_and_back,
    "action_to_burn": action_to_burn,
    "attack_choice_to_burn": attack_choice_to_burn,
    "control_to_burn": control_to_burn,
    "resupply_to_burn": resupply_to_burn,
    "cleanup_to_burn_and_self_loop": cleanup_to_burn_and_self_loop,
    "stardate_resolution_to_burn": stardate_resolution_to_burn,
    "refresh_to_development_on_top_and_back": refresh_to_development_on_top_and_back,
}
