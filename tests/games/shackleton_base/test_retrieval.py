"""Maintenance step 2: crater astronauts return to the bases (SB-RETRIEVE), and the room
a base has for astronauts (SB-BASE-ROOM, SB-BASE-SPARE, SB-BASE-NO-ROOM)."""

from __future__ import annotations

from lunarrules.games.shackleton_base import crater

from .helpers import at_action, blank_board, edit, sector

ENGINEER, TECHNICIAN, SCIENTIST = 0, 1, 2


def _last_turn(structures=(), explore=(), **player):
    """2 players; ``me`` places the round's last astronaut, then maintenance runs.

    ``structures``: (owner, kind, sector) on the board, the players' own lists follow;
    ``explore``: (space, owner, astronaut type) left in the crater.
    """
    s = at_action(2)
    me = s.to_act

    def fn(d):
        blank_board(d)
        for q in range(2):
            d["p"][q].update(astro=(0, 0, 0), credits=0, structs=(), projects=(), vp=0,
                             reputation=0, waiting=(0, 0, 0), leader=None)
        d["p"][me].update(astro=(0, 1, 0))
        counts: dict = {}
        for owner, kind, sec in structures:
            who = me if owner == "me" else 1 - me
            d["structs"][sector(sec)] += ((who, kind),)
            d["panel"][sector(sec)] = True
            nth = counts.get((who, kind), 0)
            counts[(who, kind)] = nth + 1
            d["p"][who]["structs"] += ((kind, nth, sec, ()),)
        for sp, owner, t in explore:
            d["explore"][sp - 1] = (me if owner == "me" else 1 - me, t)
        d["p"][me].update(player)
        d["gateway"] = [0, 0, 0]

    return edit(s, fn), me


def _gateway_and_pass(s, me):
    """``me`` places the last astronaut, a technician, on explore space 1, whose row
    (o11, o10, o9) no test builds in: it returns to the Gateway [SB-RETRIEVE-NOBODY]."""
    return s.apply(f"P{me + 1} explore astronaut=technician space=1")


def test_retrieval_runs_clockwise_from_the_topmost_space():
    # SB-RETRIEVE-ORDER: every explore space once, starting at the one nearest twelve o'clock
    assert sorted(crater.RETRIEVAL_ORDER) == list(range(1, 16))
    assert crater.RETRIEVAL_ORDER[0] == 4


def test_crater_astronauts_join_the_only_agency_in_their_rows():
    # the issue's case: P1's dome in c1 is the only structure in rows 3, 7 and 14; room for
    # 2 (the spare slot and the dome's slot), so the third engineer goes to the Gateway
    s, me = _last_turn(structures=[("me", "dome", "c1")],
                       explore=[(3, "me", ENGINEER), (7, "me", ENGINEER), (14, "me", ENGINEER)])
    s = _gateway_and_pass(s, me)
    assert s.data["p"][me]["waiting"] == (2, 0, 0)
    # one engineer, and the technician of the empty row 1 [SB-RETRIEVE-NOBODY]
    assert s.data["gateway"] == [1, 1, 0]
    ev = [e for e in s.log if "SB-RETRIEVE" in e.rules]
    assert [e.text.split(" from explore space ")[1].split(" ")[0] for e in ev] == ["14", "1", "7", "3"]
    assert "joins P" in ev[0].text and "no room" in ev[3].text
    assert "an engineer" in ev[0].text
    assert all(x is None for x in s.data["explore"])


def test_biggest_total_size_in_the_row_wins_even_for_another_agency():
    # row of space 3: o1, c1, c4, o7. Me: dome in c1 (1); rival: workshop in c4 (2)
    s, me = _last_turn(structures=[("me", "dome", "c1"), ("rival", "workshop", "c4")],
                       explore=[(3, "me", SCIENTIST)])
    s = _gateway_and_pass(s, me)
    assert s.data["p"][1 - me]["waiting"] == (0, 0, 1)
    assert s.data["p"][me]["waiting"] == (0, 0, 0)


def test_a_tie_goes_to_the_biggest_structure_nearest_the_space():
    # row of space 3 from the space inward: o1, c1, c4, o7; totals 3 each.
    # the nearest sector, o1, holds the rival's dome (1) and my workshop (2): mine wins
    s, me = _last_turn(structures=[("me", "workshop", "o1"), ("rival", "dome", "o1"),
                                   ("me", "dome", "c4"), ("rival", "workshop", "c4")],
                       explore=[(3, "rival", TECHNICIAN)])
    s = _gateway_and_pass(s, me)
    assert s.data["p"][me]["waiting"] == (0, 1, 0)
    # nobody in the nearest sector: the next one decides (c1 empty, c4: rival's workshop)
    s, me = _last_turn(structures=[("me", "workshop", "o7"), ("rival", "dome", "o7"),
                                   ("me", "dome", "c4"), ("rival", "workshop", "c4")],
                       explore=[(3, "me", TECHNICIAN)])
    s = _gateway_and_pass(s, me)
    assert s.data["p"][1 - me]["waiting"] == (0, 1, 0)


def test_no_room_sends_the_astronaut_to_the_gateway_past_its_cap():
    s, me = _last_turn(structures=[("me", "dome", "c1")], explore=[(3, "me", ENGINEER)],
                       waiting=(1, 0, 0))
    s = edit(s, lambda d: d["p"][me].update(structs=(("dome", 0, "c1", (2,)),)))
    s = edit(s, lambda d: d.update(gateway=[4, 0, 0]))
    s = _gateway_and_pass(s, me)
    assert s.data["gateway"][ENGINEER] == 5  # SB-GATEWAY-CAP is only checked at the shuttle step
    assert s.data["p"][me]["waiting"] == (1, 0, 0)


def test_a_row_without_structures_returns_its_astronaut_to_the_gateway():
    s, me = _last_turn(explore=[(5, "me", SCIENTIST)])
    s = _gateway_and_pass(s, me)
    assert s.data["gateway"] == [0, 1, 1]  # SB-RETRIEVE-NOBODY
    ev = [e for e in s.log if "SB-RETRIEVE-NOBODY" in e.rules]
    assert len(ev) == 2 and "a scientist from explore space 5 returns to the Gateway" in ev[0].text
