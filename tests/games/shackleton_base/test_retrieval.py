"""Maintenance step 2: crater astronauts return to the bases (SB-RETRIEVE), and the room
a base has for astronauts (SB-BASE-ROOM, SB-BASE-SPARE, SB-BASE-NO-ROOM)."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base import geometry

from .helpers import at_action, blank_board, edit, refusal, sector

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
            d["agencies"][q].update(
                astronauts=(0, 0, 0),
                credits=0,
                structures=(),
                projects=(),
                vp=0,
                reputation=0,
                waiting=(0, 0, 0),
                leader=None,
            )
        d["agencies"][me].update(astronauts=(0, 1, 0))
        counts: dict = {}
        for owner, kind, sec in structures:
            who = me if owner == "me" else 1 - me
            d["structures"][sector(sec)] += ((who, kind),)
            d["sector_panels"][sector(sec)] = True
            nth = counts.get((who, kind), 0)
            counts[(who, kind)] = nth + 1
            d["agencies"][who]["structures"] += ((kind, nth, sec, ()),)
        for sp, owner, t in explore:
            d["explore"][sp - 1] = (me if owner == "me" else 1 - me, t)
        d["agencies"][me].update(player)
        d["gateway"] = [0, 0, 0]

    return edit(s, fn), me


def _gateway_and_pass(s, me):
    """``me`` places the last astronaut, a technician, on explore space 1, whose row
    (o11, o10, o9) no test builds in: it returns to the Gateway [SB-RETRIEVE-NOBODY]."""
    return s.apply(f"P{me + 1} explore astronaut=technician space=1")


def test_retrieval_runs_clockwise_from_the_topmost_space():
    # SB-RETRIEVE-ORDER: every explore space once, starting at the one nearest twelve o'clock
    assert sorted(geometry.RETRIEVAL_ORDER) == list(range(1, 16))
    assert geometry.RETRIEVAL_ORDER[0] == 4


@pytest.mark.english
def test_crater_astronauts_join_the_only_agency_in_their_rows():
    # the issue's case: P1's dome in c1 is the only structure in rows 3, 7 and 14; room for
    # 2 (the spare slot and the dome's slot), so the third engineer goes to the Gateway
    s, me = _last_turn(
        structures=[("me", "dome", "c1")],
        explore=[(3, "me", ENGINEER), (7, "me", ENGINEER), (14, "me", ENGINEER)],
    )
    s = _gateway_and_pass(s, me)
    assert s.data["agencies"][me]["waiting"] == (2, 0, 0)
    # one engineer, and the technician of the empty row 1 [SB-RETRIEVE-NOBODY]
    assert s.data["gateway"] == [1, 1, 0]
    ev = [e for e in s.log if "SB-RETRIEVE" in e.rules]
    assert [e.text.split(" from explore space ")[1].split(" ")[0] for e in ev] == [
        "14",
        "1",
        "7",
        "3",
    ]
    assert "joins P" in ev[0].text and "no room" in ev[3].text
    assert "an engineer" in ev[0].text
    assert all(x is None for x in s.data["explore"])


def test_biggest_total_size_in_the_row_wins_even_for_another_agency():
    # row of space 3: o1, c1, c4, o7. Me: dome in c1 (1); rival: workshop in c4 (2)
    s, me = _last_turn(
        structures=[("me", "dome", "c1"), ("rival", "workshop", "c4")],
        explore=[(3, "me", SCIENTIST)],
    )
    s = _gateway_and_pass(s, me)
    assert s.data["agencies"][1 - me]["waiting"] == (0, 0, 1)
    assert s.data["agencies"][me]["waiting"] == (0, 0, 0)


def test_a_tie_goes_to_the_biggest_structure_nearest_the_space():
    # row of space 3 from the space inward: o1, c1, c4, o7; totals 3 each.
    # the nearest sector, o1, holds the rival's dome (1) and my workshop (2): mine wins
    s, me = _last_turn(
        structures=[
            ("me", "workshop", "o1"),
            ("rival", "dome", "o1"),
            ("me", "dome", "c4"),
            ("rival", "workshop", "c4"),
        ],
        explore=[(3, "rival", TECHNICIAN)],
    )
    s = _gateway_and_pass(s, me)
    assert s.data["agencies"][me]["waiting"] == (0, 1, 0)
    # nobody in the nearest sector: the next one decides (c1 empty, c4: rival's workshop)
    s, me = _last_turn(
        structures=[
            ("me", "workshop", "o7"),
            ("rival", "dome", "o7"),
            ("me", "dome", "c4"),
            ("rival", "workshop", "c4"),
        ],
        explore=[(3, "me", TECHNICIAN)],
    )
    s = _gateway_and_pass(s, me)
    assert s.data["agencies"][1 - me]["waiting"] == (0, 1, 0)


def test_no_room_sends_the_astronaut_to_the_gateway_past_its_cap():
    s, me = _last_turn(
        structures=[("me", "dome", "c1")], explore=[(3, "me", ENGINEER)], waiting=(1, 0, 0)
    )
    s = edit(s, lambda d: d["agencies"][me].update(structures=(("dome", 0, "c1", (2,)),)))
    s = edit(s, lambda d: d.update(gateway=[4, 0, 0]))
    s = _gateway_and_pass(s, me)
    assert s.data["gateway"][ENGINEER] == 5  # SB-GATEWAY-CAP is only checked at the shuttle step
    assert s.data["agencies"][me]["waiting"] == (1, 0, 0)


@pytest.mark.english
def test_a_row_without_structures_returns_its_astronaut_to_the_gateway():
    s, me = _last_turn(explore=[(5, "me", SCIENTIST)])
    s = _gateway_and_pass(s, me)
    assert s.data["gateway"] == [0, 1, 1]  # SB-RETRIEVE-NOBODY
    ev = [e for e in s.log if "SB-RETRIEVE-NOBODY" in e.rules]
    assert len(ev) == 2 and "a scientist from explore space 5 returns to the Gateway" in ev[0].text


# ---------------------------------------------------------------- room in a base
def _visitor(waiting, gateway=(3, 3, 3), housed=()):
    """``me`` with one dome (its slot holding ``housed``), about to visit the Gateway."""
    s = at_action(2)
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((me, "dome"),)
        d["sector_panels"][sector("c1")] = True
        d["agencies"][me].update(
            astronauts=(1, 1, 1),
            credits=20,
            structures=(("dome", 0, "c1", housed),),
            waiting=waiting,
            reputation=0,
        )
        d["gateway"] = list(gateway)

    return edit(s, fn), me


@pytest.mark.english
def test_taking_from_the_gateway_needs_room_in_the_base():
    # one dome: room for 2 (its slot and the spare slot) [SB-BASE-ROOM, SB-BASE-SPARE]
    s, me = _visitor(waiting=(1, 0, 0))
    s = s.apply(f"P{me + 1} gateway astronaut=technician")
    s = s.apply(f"P{me + 1} take_astronaut astronaut=engineer")
    # the second engineer holds the dome's slot until housed [SB-BASE-WAITING]
    assert s.data["agencies"][me]["waiting"] == (2, 0, 0)
    assert "takes an engineer from the Gateway" in [e for e in s.log if e.actor == me][-1].text
    # the base is now full: the next Gateway visit skips the astronaut [SB-BASE-NO-ROOM]
    s = s.apply(f"P{me + 1} corp_done") if s.phase == "corp_step" else s
    while s.to_act != me:
        s = s.apply(s.legal_actions()[0])
    s = edit(s, lambda d: d.update(gateway=[3, 3, 3]))
    gw = list(s.data["gateway"])
    s = s.apply(f"P{me + 1} gateway astronaut=scientist")
    assert s.phase == "corp_step"  # no take step
    assert s.data["agencies"][me]["waiting"] == (2, 0, 0)
    assert s.data["gateway"] == [gw[0], gw[1], gw[2] + 1]
    ev = [e for e in s.log if "SB-BASE-NO-ROOM" in e.rules]
    assert ev and "no Gateway astronaut: your base has no available space" in ev[-1].text
    assert (
        "its 1 spare slot and 1 structure slot hold 2 astronauts (2 waiting, 0 housed)"
        in ev[-1].text
    )


@pytest.mark.english
def test_an_explicit_take_without_room_is_refused():
    s, me = _visitor(waiting=(0, 1, 0))
    s = s.apply(f"P{me + 1} gateway astronaut=technician")
    assert s.phase == "take_step"
    s = edit(s, lambda d: d["agencies"][me].update(waiting=(1, 1, 0)))  # room used up meanwhile
    assert not s.legal_actions()
    err = refusal(s, f"P{me + 1} take_astronaut astronaut=engineer")
    assert err.rule_id == "SB-BASE-ROOM" and "no available space" in str(err)


@pytest.mark.english
def test_scientist_bonus_is_ignored_without_room():
    s, me = _visitor(waiting=(1, 0, 0), housed=(0,))
    s = s.apply(f"P{me + 1} command astronaut=scientist which=corp")
    s = s.apply(f"P{me + 1} corp_done")
    assert s.phase != "take_step" and s.data["agencies"][me]["waiting"] == (1, 0, 0)
    ev = [e for e in s.log if "SB-BASE-NO-ROOM" in e.rules]
    assert ev and ev[-1].text.startswith("no scientist bonus: ")


@pytest.mark.english
def test_maintenance_moves_what_the_spare_slot_cannot_hold():
    # two astronauts wait beside an empty dome: one must move in before income
    s, me = _last_turn(structures=[("me", "dome", "c1")], waiting=(1, 1, 0))
    s = _gateway_and_pass(s, me)
    assert s.phase == "maintenance_house" and s.to_act == me
    legal = {str(a) for a in s.legal_actions()}
    assert f"P{me + 1} house_done" not in legal
    err = refusal(s, f"P{me + 1} house_done")
    assert err.rule_id == "SB-BASE-SPARE" and "2 astronauts wait" in str(err)
    s = s.apply(f"P{me + 1} house_at astronaut=technician structure=1")
    assert s.phase == "shuttle_pick" and s.data["agencies"][me]["waiting"] == (1, 0, 0)
