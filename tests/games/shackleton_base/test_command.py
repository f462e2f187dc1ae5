"""Ações de Comando: surcharges, solar panels, build, fund, corporation actions."""

from __future__ import annotations

import pytest

from lunarrules.games.shackleton_base import geometry
from lunarrules.games.shackleton_base.content import catalog, content_problems

from .helpers import G, at_action, blank_board, edit, refusal, sector

CAT = catalog(G)


def _me(players=2, credits=20, ti=5, re=5, astronauts=(2, 2, 2), **extra):
    s = at_action(players)
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((me, "dome"),)
        d["sector_panels"][sector("c1")] = True
        d["central_panels"] = 0
        d["energy"] = 4
        d["agencies"][me].update(
            credits=credits,
            titanium=ti,
            rare_earth=re,
            astronauts=astronauts,
            reputation=0,
            vp=0,
            structures=(("dome", 0, "c1", ()),),
            waiting=(0, 0, 0),
            projects=(),
            turned_projects=(),
        )
        for k, v in extra.items():
            d[k] = v

    return edit(s, fn), me


# ---------------------------------------------------------------- slots
def test_leftmost_slot_and_its_surcharge():
    s, me = _me()
    other = 1 - me
    s = edit(s, lambda d: d["slots"].__setitem__("corp", ((other, 0),)))
    s2 = s.apply(f"P{me + 1} command astronaut=technician which=corp")
    # 2-player slots are 0, 1, 2: the second slot costs 1 [SB-COMMAND-SURCHARGE]
    assert s2.data["agencies"][me]["credits"] == 19
    assert s2.data["slots"]["corp"] == ((other, 0), (me, 1))
    assert s2.phase == "corp_step"


@pytest.mark.english
def test_full_command_area_is_refused():
    s, me = _me()
    s = edit(s, lambda d: d["slots"].__setitem__("corp", ((0, 0),) * 3))
    err = refusal(s, f"P{me + 1} command astronaut=engineer which=corp")
    assert err.rule_id == "SB-COMMAND-SURCHARGE" and "all 3 corp command slots" in str(err)


@pytest.mark.english
def test_surcharge_must_be_affordable():
    s, me = _me(credits=1)
    s = edit(s, lambda d: d["slots"].__setitem__("corp", ((0, 0), (0, 0))))
    err = refusal(s, f"P{me + 1} command astronaut=engineer which=corp")
    assert "costs 2 credits; you have 1" in str(err)


def test_unknown_command_is_refused():
    s, me = _me()
    err = refusal(s, f"P{me + 1} command astronaut=engineer which=dance")
    assert err.rule_id == "SB-COMMAND-LEFTMOST"


# ---------------------------------------------------------------- solar panels
def _build_step(s, me, astronaut="technician"):
    return s.apply(f"P{me + 1} command astronaut={astronaut} which=build")


@pytest.mark.english
def test_solar_panel_energy_and_reputation_symbols():
    # ring space 1 produces 2 energy; reputation symbols at 3, 6, 9, 11
    s, me = _me(ring_panels=tuple(range(1, 16)))
    s = _build_step(s, me)
    s2 = s.apply(f"P{me + 1} solar_panel")
    assert s2.data["energy"] == 6 and s2.data["central_panels"] == 1
    assert s2.data["agencies"][me]["rare_earth"] == 4
    # SB-PANEL-ENERGY (+2) and SB-PANEL-REPUTATION: stopped on the symbol at 6
    assert s2.data["agencies"][me]["reputation"] == 1
    assert s2.data["ring_panels"][0] == 2  # SB-PANEL-NEXT: the next panel clockwise, to the centre
    assert {"SB-PANEL-NEXT", "SB-PANEL-ENERGY", "SB-PANEL-REPUTATION"} <= set(s2.log[-1].rules)
    assert s2.phase == "build_step"
    err = refusal(s2, f"P{me + 1} solar_panel")
    assert err.rule_id == "SB-PANEL-BUILD" and "already built" in str(err)


def test_solar_panel_passing_a_symbol_counts():
    s, me = _me(ring_panels=tuple(range(1, 16)), energy=2)
    s = _build_step(s, me)
    s2 = s.apply(f"P{me + 1} solar_panel")
    assert s2.data["energy"] == 4 and s2.data["agencies"][me]["reputation"] == 1  # passed 3


@pytest.mark.english
def test_solar_panel_needs_rare_earth():
    s, me = _me(re=1)
    s = _build_step(s, me)
    s = edit(s, lambda d: d["agencies"][me].update(rare_earth=0))
    err = refusal(s, f"P{me + 1} solar_panel")
    assert (
        err.rule_id == "SB-PANEL-BUILD"
        and "a solar panel needs 1 rare earth; you have 0" in str(err)
    )


@pytest.mark.english
def test_solar_panel_blocked_on_the_two_rightmost_energy_spaces():
    s, me = _me()
    s = _build_step(s, me)
    mx = CAT.energy_max
    s = edit(s, lambda d: d.update(energy=mx - 1))
    err = refusal(s, f"P{me + 1} solar_panel")
    assert err.rule_id == "SB-PANEL-BLOCKED" and f"energy is at {mx - 1}" in str(err)


@pytest.mark.english
def test_solar_panel_only_during_a_command_action():
    s, me = _me()
    s = s.apply(f"P{me + 1} gateway astronaut=engineer")
    s = s.apply(s.legal_actions()[0]) if s.phase == "take_step" else s
    assert s.phase == "corp_step"
    err = refusal(s, f"P{me + 1} solar_panel")
    assert err.rule_id == "SB-PANEL-BUILD" and "only while taking a command action" in str(err)


# ---------------------------------------------------------------- build
def test_build_in_an_energized_sector_pays_the_base_cost():
    s, me = _me()
    s = edit(s, lambda d: d["sector_panels"].__setitem__(sector("c2"), True))
    s = _build_step(s, me)
    s2 = s.apply(f"P{me + 1} build structure=workshop sector=c2")
    cost = CAT.structures["workshop"]["cost"]
    assert s2.data["agencies"][me]["credits"] == 20 - cost["credits"]
    assert s2.data["agencies"][me]["titanium"] == 5 - cost["titanium"]
    assert s2.data["structures"][sector("c2")] == ((me, "workshop"),)
    # SB-BUILD-TAKE: the structure leaves the base
    assert s2.data["agencies"][me]["structures"][-1] == ("workshop", 0, "c2", ())
    assert "SB-BUILD-TAKE" in [r for e in s2.log[-3:] for r in e.rules]


def test_build_takes_a_central_panel_to_energize():
    s, me = _me(central_panels=1)
    s = _build_step(s, me)
    s2 = s.apply(f"P{me + 1} build structure=dome sector=o5")
    assert s2.data["central_panels"] == 0 and s2.data["sector_panels"][sector("o5")]
    assert any("SB-ENERGIZED" in e.rules for e in s2.log)


@pytest.mark.english
def test_build_refusals_same_size_same_player_not_energized():
    s, me = _me(central_panels=0)
    other = 1 - me
    s = edit(
        s,
        lambda d: (
            d["structures"].__setitem__(sector("c2"), ((other, "dome"),)),
            d["sector_panels"].__setitem__(sector("c2"), True),
        ),
    )
    s = _build_step(s, me)
    err = refusal(s, f"P{me + 1} build structure=dome sector=c2")
    assert err.rule_id == "SB-BUILD-PLACE" and "size 1" in str(err)
    err = refusal(s, f"P{me + 1} build structure=workshop sector=c1")
    assert err.rule_id == "SB-BUILD-PLACE" and "you already have a dome in sector c1" in str(err)
    err = refusal(s, f"P{me + 1} build structure=dome sector=o5")
    assert err.rule_id == "SB-ENERGIZED" and "no solar panel" in str(err)
    assert s.check(f"P{me + 1} build structure=workshop sector=c2") is None


@pytest.mark.english
def test_build_cost_refusal_names_the_shortfall():
    s, me = _me()
    s = edit(s, lambda d: d["sector_panels"].__setitem__(sector("c2"), True))
    s = _build_step(s, me)
    s = edit(s, lambda d: d["agencies"][me].update(titanium=0))
    err = refusal(s, f"P{me + 1} build structure=hq sector=c2")
    assert err.rule_id == "SB-BUILD-COST" and "2 titanium (you have 0)" in str(err)


def test_build_command_needs_a_possible_build():
    s, me = _me(credits=1, ti=0, re=0)
    err = refusal(s, f"P{me + 1} command astronaut=engineer which=build")
    assert err.rule_id == "SB-BUILD-COST"


def test_dome_bonus_and_lab_chain():
    s, me = _me(central_panels=3)
    s = _build_step(s, me)
    s2 = s.apply(f"P{me + 1} build structure=dome sector=o5")
    # second dome of the base: bonus 2 credits [SB-DOME, SB-BASE-ORDER]
    assert s2.data["agencies"][me]["credits"] == 20 - 2 + 2
    s, me = _me(central_panels=3)
    s = edit(
        s,
        lambda d: d["agencies"][me].update(
            structures=d["agencies"][me]["structures"] + (("lab", 0, "o1", ()),)
        ),
    )
    s = _build_step(s, me)
    before = dict(s.data["agencies"][me])
    s2 = s.apply(f"P{me + 1} build structure=lab sector=o5")
    after = s2.data["agencies"][me]
    # SB-LAB: lab 2 triggers lab 1 (+1 titanium) and lab 2 (+3 credits)
    cost = CAT.structures["lab"]["cost"]
    assert after["titanium"] == before["titanium"] - cost["titanium"] + 1
    assert after["credits"] == before["credits"] - cost["credits"] + 3
    assert s2.data["energy"] == 4 - cost["energy"]


@pytest.mark.english
def test_house_astronauts_after_building():
    s, me = _me(central_panels=2)
    s = edit(s, lambda d: d["agencies"][me].update(waiting=(1, 0, 2)))
    s = _build_step(s, me)
    s = s.apply(f"P{me + 1} build structure=lab sector=o5")
    assert s.phase == "house_step"
    err = refusal(s, f"P{me + 1} house astronaut=technician")
    assert err.rule_id == "SB-HOUSE" and "no technician" in str(err)
    s = s.apply(f"P{me + 1} house astronaut=scientist")
    s = s.apply(f"P{me + 1} house astronaut=engineer")
    assert s.phase == "house_step"
    s = s.apply(f"P{me + 1} house_done")
    lab = s.data["agencies"][me]["structures"][-1]
    assert lab[0] == "lab" and lab[3] == (2, 0)  # SB-CAPACITY: a lab houses up to 3
    assert s.data["agencies"][me]["waiting"] == (0, 0, 1)


@pytest.mark.english
def test_engineer_bonus_places_and_activates_a_marker():
    s, me = _me(central_panels=2)
    s = _build_step(s, me, "engineer")
    s = s.apply(f"P{me + 1} build structure=dome sector=o5")
    assert s.phase == "bonus_step"
    # no Moon Mining marker around o5: its next marker may go to any empty space there
    spaces = {a["space"] for a in s.legal_actions() if a["corp"] == "moon_mining"}
    assert spaces == set(geometry.AROUND["o5"])
    ti = s.data["agencies"][me]["titanium"]
    target = geometry.AROUND["o5"][-1]
    s2 = s.apply(f"P{me + 1} engineer_bonus corp=moon_mining space={target}")
    assert s2.data["markers"][target] == ("moon_mining", "a")
    assert s2.data["board_markers"]["moon_mining"] == ("a", "a", "a")
    assert s2.data["agencies"][me]["titanium"] == ti + 1  # activated at once
    err = refusal(s, f"P{me + 1} engineer_bonus corp=nasa space={target}")
    assert err.rule_id == "SB-ENGINEER-BONUS" and "not in play" in str(err)
    err = refusal(s, f"P{me + 1} engineer_bonus corp=moon_mining space=1")
    assert err.rule_id == "SB-ENGINEER-BONUS" and "empty space around o5" in str(err)


@pytest.mark.english
def test_engineer_bonus_activates_an_existing_marker():
    s, me = _me(central_panels=2)
    m = geometry.AROUND["o5"][0]
    s = edit(s, lambda d: d["markers"].__setitem__(m, ("artemis_tours", "a")))
    s = _build_step(s, me, "engineer")
    s = s.apply(f"P{me + 1} build structure=dome sector=o5")
    credits = s.data["agencies"][me]["credits"]
    err = refusal(
        s, f"P{me + 1} engineer_bonus corp=artemis_tours space={geometry.AROUND['o5'][1]}"
    )
    assert "already around o5: activate it" in str(err)
    s2 = s.apply(f"P{me + 1} engineer_bonus corp=artemis_tours space={m}")
    assert s2.data["board_markers"]["artemis_tours"] == ("a",) * 4
    assert s2.data["agencies"][me]["credits"] == credits + 2


@pytest.mark.english
def test_engineer_bonus_with_an_empty_corporation_board():
    s, me = _me(central_panels=2)
    s = edit(s, lambda d: d["board_markers"].__setitem__("selenium_research", ()))
    s = _build_step(s, me, "engineer")
    s = s.apply(f"P{me + 1} build structure=dome sector=o5")
    assert [a["space"] for a in s.legal_actions() if a["corp"] == "selenium_research"] == [0]
    s2 = s.apply(f"P{me + 1} engineer_bonus corp=selenium_research space=0")
    assert "board is empty" in [e for e in s2.log if "SB-ENGINEER-BONUS" in e.rules][-1].text


# ---------------------------------------------------------------- fund
def _fund_setup(**kw):
    s, me = _me(**kw)

    def fn(d):
        d["visible"] = {
            "artemis_tours": ("lunar_hotel", "ticket_office"),
            "moon_mining": ("ice_drill", "mass_driver"),
            "selenium_research": ("helium_lab", "spectrometer"),
        }
        d["project_piles"] = {
            "artemis_tours": ("rover_tours",),
            "moon_mining": (),
            "selenium_research": (),
        }

    return edit(s, fn), me


def test_fund_consumes_energy_pays_and_reveals():
    s, me = _fund_setup()
    s = s.apply(f"P{me + 1} command astronaut=engineer which=fund")
    s2 = s.apply(f"P{me + 1} fund project=lunar_hotel")
    # SB-FUND-CHOOSE, SB-FUND-ENERGY, SB-FUND-COST: 1 energy consumed, 4 credits paid
    assert s2.data["energy"] == 4 - 1 and s2.data["agencies"][me]["credits"] == 20 - 4
    # SB-FUND-TAKE (immediate effect) and SB-FUND-REVEAL (next of the same corporation)
    assert {
        "SB-FUND-CHOOSE",
        "SB-FUND-ENERGY",
        "SB-FUND-COST",
        "SB-FUND-TAKE",
        "SB-FUND-REVEAL",
    } <= set(s2.log[-1].rules)
    assert s2.data["agencies"][me]["projects"] == ("lunar_hotel",)
    assert s2.data["agencies"][me]["reputation"] == 1  # immediate effect
    assert s2.data["visible"]["artemis_tours"] == ("ticket_office", "rover_tours")
    assert s2.phase == "action"


@pytest.mark.english
def test_fund_refusals():
    s, me = _fund_setup()
    s = s.apply(f"P{me + 1} command astronaut=engineer which=fund")
    err = refusal(s, f"P{me + 1} fund project=rover_tours")
    assert err.rule_id == "SB-FUND-VISIBLE" and "not visible" in str(err)
    s2 = edit(s, lambda d: d.update(energy=1))
    err = refusal(s2, f"P{me + 1} fund project=ice_drill")
    assert err.rule_id == "SB-FUND-COST" and "needs 2 energy; the energy track is at 1" in str(err)
    s3 = edit(s, lambda d: d["agencies"][me].update(credits=3))
    err = refusal(s3, f"P{me + 1} fund project=mass_driver")
    assert "costs 6 credits; you have 3" in str(err)


def test_fund_with_too_little_energy_can_build_a_panel_first():
    s, me = _fund_setup(energy=0, ring_panels=tuple(range(1, 16)))
    s = s.apply(f"P{me + 1} command astronaut=engineer which=fund")
    assert {a.kind for a in s.legal_actions()} == {"fund", "solar_panel"}
    s = s.apply(f"P{me + 1} solar_panel")
    assert "SB-FUND-PRODUCE-ENERGY" in s.log[-1].rules
    assert s.check(f"P{me + 1} fund project=ice_drill") is None


def test_technician_bonus_and_workshop_discount():
    s, me = _fund_setup()
    s = edit(
        s,
        lambda d: d["agencies"][me].update(
            structures=d["agencies"][me]["structures"] + (("workshop", 0, "o1", (1,)),)
        ),
    )
    s = s.apply(f"P{me + 1} command astronaut=technician which=fund")
    s2 = s.apply(f"P{me + 1} fund project=ice_drill")
    # technician workshop: -1 credit, -1 energy [SB-WORKSHOP]
    assert s2.data["agencies"][me]["credits"] == 20 - 3 and s2.data["energy"] == 4 - 1
    assert s2.phase == "corp_step"  # SB-TECH-BONUS
    s3 = s2.apply(f"P{me + 1} corp_action source=rep0")
    assert s3.phase == "action"  # only one corporation action


def test_scientist_workshop_discounts_the_command():
    s, me = _me()
    s = edit(
        s,
        lambda d: (
            d["agencies"][me].update(
                structures=d["agencies"][me]["structures"] + (("workshop", 0, "o1", (2,)),)
            ),
            d["slots"].__setitem__("corp", ((0, 0), (0, 0))),
        ),
    )
    s2 = s.apply(f"P{me + 1} command astronaut=engineer which=corp")
    assert s2.data["agencies"][me]["credits"] == 20 - (2 - 1)


# ---------------------------------------------------------------- corporation actions
@pytest.mark.english
def test_up_to_three_with_distinct_reputation_actions():
    s, me = _me()
    s = edit(s, lambda d: d["agencies"][me].update(reputation=4))
    s = s.apply(f"P{me + 1} command astronaut=engineer which=corp")
    assert "SB-CORP-COMMAND" in s.log[-1].rules
    s = s.apply(f"P{me + 1} corp_action source=rep4")  # SB-REP-TRACK-ACTIONS: 1 titanium
    err = refusal(s, f"P{me + 1} corp_action source=rep4")
    assert err.rule_id == "SB-REP-ACTIONS" and "already took" in str(err)
    err = refusal(s, f"P{me + 1} corp_action source=rep8")
    assert err.rule_id == "SB-REP-ACTIONS" and "needs reputation 8; you have 4" in str(err)
    s = s.apply(f"P{me + 1} corp_action source=artemis_tours")
    s = s.apply(f"P{me + 1} corp_action source=artemis_tours")  # the same board action twice
    assert s.phase == "action"  # SB-CORP-UP-TO-3: three actions taken
    pl = s.data["agencies"][me]
    assert pl["titanium"] == 6 and pl["credits"] == 20 - 4 and pl["reputation"] == 8


@pytest.mark.english
def test_corp_done_and_board_action_cost():
    s, me = _me(credits=1)
    s = s.apply(f"P{me + 1} command astronaut=engineer which=corp")
    err = refusal(s, f"P{me + 1} corp_action source=moon_mining")
    assert err.rule_id == "SB-CORP-BOARD-ACTION"
    assert "the Moon Mining action costs 3 credits; you have 1 credit" in str(err)
    err = refusal(s, f"P{me + 1} corp_action source=bogus")
    assert err.rule_id == "SB-CORP-BOARD-ACTION"
    s = s.apply(f"P{me + 1} corp_done")
    assert s.phase == "action"


def test_rep12_activates_any_marker():
    s, me = _me()
    s = edit(
        s,
        lambda d: (
            d["agencies"][me].update(reputation=12),
            d["markers"].update({30: ("moon_mining", "a")}),
        ),
    )
    s = s.apply(f"P{me + 1} command astronaut=engineer which=corp")
    s = s.apply(f"P{me + 1} corp_action source=rep12")
    assert s.phase == "marker_step"
    s = s.apply(f"P{me + 1} activate_marker space=30")
    assert s.phase == "corp_step" and s.data["agencies"][me]["titanium"] == 6


@pytest.mark.english
def test_project_action_once_per_round():
    s, me = _me()
    s = edit(s, lambda d: d["agencies"][me].update(projects=("spectrometer", "ore_refinery")))
    s = s.apply(f"P{me + 1} command astronaut=engineer which=corp")
    s = s.apply(f"P{me + 1} corp_action source=spectrometer")
    assert s.data["agencies"][me]["vp"] == 1
    err = refusal(s, f"P{me + 1} corp_action source=spectrometer")
    assert err.rule_id == "SB-PROJECT-ACTION" and "once per round" in str(err)
    s = s.apply(f"P{me + 1} corp_action source=ore_refinery")
    assert s.check(f"P{me + 1} corp_action source=ore_refinery") is None  # not once per round
    err = refusal(s, f"P{me + 1} corp_action source=lunar_hotel")
    assert err.rule_id == "SB-CORP-BOARD-ACTION"


def test_scientist_bonus_takes_from_the_gateway():
    s, me = _me(gateway=[0, 1, 0])
    s = s.apply(f"P{me + 1} command astronaut=scientist which=corp")
    s = s.apply(f"P{me + 1} corp_done")
    assert s.phase == "take_step"
    s = s.apply(f"P{me + 1} take_astronaut astronaut=technician")
    # SB-SCIENTIST-BONUS: the astronaut joins the base (waiting to be housed)
    assert s.data["agencies"][me]["waiting"] == (0, 1, 0) and s.data["gateway"] == [0, 0, 0]
    assert "SB-SCIENTIST-BONUS" in s.log[-1].rules


# ---------------------------------------------------------------- Gateway
@pytest.mark.english
def test_gateway_visit_credits_astronaut_and_corp_action():
    s, me = _me(gateway=[0, 2, 0])
    s = s.apply(f"P{me + 1} gateway astronaut=engineer")
    assert s.data["agencies"][me]["credits"] == 23  # SB-GATEWAY-VISIT, SB-GATEWAY-CREDITS
    # SB-GATEWAY-ORDER: credits first; the placed engineer stays at the Gateway
    assert s.data["gateway"] == [1, 2, 0] and s.phase == "take_step"
    # SB-GATEWAY-TAKE: not the engineer just placed
    err = refusal(s, f"P{me + 1} take_astronaut astronaut=engineer")
    assert err.rule_id == "SB-GATEWAY-TAKE" and "other than the one you just placed" in str(err)
    s = s.apply(f"P{me + 1} take_astronaut astronaut=technician")
    assert s.phase == "corp_step"
    s = s.apply(f"P{me + 1} corp_action source=rep0")
    assert s.phase == "action" and s.data["agencies"][me]["reputation"] == 2
    assert "SB-GATEWAY-CORP" in s.log[-1].rules


@pytest.mark.english
def test_build_command_counts_the_surcharge_and_the_scientist_workshop():
    # a dome costs 2 credits + 1 titanium; the second build slot adds 1 credit
    dome = CAT.structures["dome"]["cost"]["credits"]
    s, me = _me(credits=dome, ti=1, re=0, central_panels=1)
    s = edit(s, lambda d: d["slots"].__setitem__("build", ((1 - me, 0),)))
    err = refusal(s, f"P{me + 1} command astronaut=engineer which=build")
    assert err.rule_id == "SB-BUILD-COST" and "surcharge" in str(err)
    # SB-WORKSHOP: a scientist workshop takes 1 credit off the command action
    s2 = edit(
        s,
        lambda d: d["agencies"][me].update(
            structures=d["agencies"][me]["structures"] + (("workshop", 0, "o1", (2,)),)
        ),
    )
    assert s2.check(f"P{me + 1} command astronaut=engineer which=build") is None
    s3 = s2.apply(f"P{me + 1} command astronaut=engineer which=build")
    s3 = s3.apply(f"P{me + 1} build structure=dome sector=o5")
    # paid surcharge 1 - 1 = 0 and the dome's 2; the second dome's bonus gives 2 back
    assert s3.data["agencies"][me]["credits"] == 0 + 2


@pytest.mark.english
def test_project_energy_required_and_consumed_are_separate_values():
    # SB-FUND-CHOOSE reads the energy requirement; SB-FUND-ENERGY consumes "a quantidade de
    # Energia indicada": content may print a smaller amount consumed (energy_used,
    # SB-FUND-ENERGY-USED); the track must still reach the requirement
    import lunarrules as lr

    drill = dict(
        next(p for p in G.content["projects"] if p["id"] == "ice_drill"), energy=3, energy_used=1
    )
    g = G.with_content({"projects": [drill]})
    s = g.new(players=2, seed=0)
    while s.phase != "action":
        s = s.apply(s.legal_actions()[0])
    me = s.to_act

    def fn(d):
        blank_board(d)
        d["structures"][sector("c1")] = ((me, "dome"),)
        d["sector_panels"][sector("c1")] = True
        d["energy"] = 3
        d["agencies"][me].update(
            credits=20,
            astronauts=(2, 2, 2),
            structures=(("dome", 0, "c1", ()),),
            waiting=(0, 0, 0),
            projects=(),
            turned_projects=(),
        )
        d["visible"] = {**d["visible"], "moon_mining": ("ice_drill", "mass_driver")}

    s = edit(s, fn).apply(f"P{me + 1} command astronaut=engineer which=fund")
    s2 = s.apply(f"P{me + 1} fund project=ice_drill")
    assert s2.data["energy"] == 3 - 1 and s2.data["agencies"][me]["credits"] == 20 - 4
    assert "SB-FUND-ENERGY-USED" in s2.log[-1].rules
    assert "1 energy (3 required)" in s2.log[-1].text
    err = refusal(edit(s, lambda d: d.update(energy=2)), f"P{me + 1} fund project=ice_drill")
    assert "needs 3 energy; the energy track is at 2" in str(err)
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"projects": [dict(drill, energy_used=4)]})
    assert (
        "projects[ice_drill].energy_used: consumes at most the energy required (3), "
        "got 4 (SB-FUND-ENERGY-USED)"
    ) in str(exc.value)
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"projects": [dict(drill, energy_used="one")]})
    assert "projects[ice_drill].energy_used" in str(exc.value)


@pytest.mark.english
def test_engineer_bonus_with_no_empty_space_activates_a_marker_already_there():
    # SB-ENGINEER-BONUS-FULL (published): "If there is no empty slot in the sector, you must
    # activate one of the Corporation tokens already present"; once the bonus passed
    s, me = _me(central_panels=2)
    around = geometry.AROUND["o5"]
    full = {m: ("artemis_tours", "a") for m in around}
    s = edit(s, lambda d: d["markers"].update(full))
    s = _build_step(s, me, "engineer")
    s = s.apply(f"P{me + 1} build structure=dome sector=o5")
    spaces = [a["space"] for a in s.legal_actions() if a["corp"] == "moon_mining"]
    assert spaces == list(around)
    err = refusal(s, f"P{me + 1} engineer_bonus corp=moon_mining space=0")
    assert err.rule_id == "SB-ENGINEER-BONUS-FULL"
    assert f"no empty marker space around o5: activate a marker there (space {around[0]}" in str(
        err
    )
    credits = s.data["agencies"][me]["credits"]
    s2 = s.apply(f"P{me + 1} engineer_bonus corp=moon_mining space={around[0]}")
    assert s2.data["board_markers"]["moon_mining"] == ("a",) * 4  # nothing placed
    assert s2.data["agencies"][me]["credits"] == credits + 2  # the Artemis Tours marker's benefit
    assert (
        "SB-ENGINEER-BONUS-FULL" in [e for e in s2.log if "SB-ENGINEER-BONUS" in e.rules][-1].rules
    )


@pytest.mark.english
def test_lab_abilities_read_the_sector_of_the_newest_lab():
    # SB-LAB-MINE: "The top Laboratory mines the resource where you built your last
    # Laboratory"; SB-LAB-ACTIVATE: "The bottom Laboratory activates a Corporation token
    # around the sector where you built your last Laboratory" (content words mine, activate)
    import lunarrules as lr

    assert CAT.sector_resource["o7"] == "rare_earth" and CAT.sector_resource["o1"] == "rare_earth"
    s, me = _me(central_panels=3)
    m = geometry.AROUND["o7"][0]
    far = next(x for x in geometry.AROUND["c1"] if x not in geometry.AROUND["o7"])
    older = (("lab", 0, "o2", ()), ("lab", 1, "o3", ()))
    s = edit(
        s,
        lambda d: (
            d["agencies"][me].update(structures=d["agencies"][me]["structures"] + older),
            d["markers"].update({m: ("artemis_tours", "a"), far: ("moon_mining", "a")}),
        ),
    )
    s = _build_step(s, me)
    before = dict(s.data["agencies"][me])
    s2 = s.apply(f"P{me + 1} build structure=lab sector=o7")
    after = s2.data["agencies"][me]
    cost = CAT.structures["lab"]["cost"]
    # lab 1 mines o7's rare earth (not titanium), lab 2 gives 3 credits
    assert after["rare_earth"] == before["rare_earth"] - cost["rare_earth"] + 1
    assert after["titanium"] == before["titanium"] - cost["titanium"]
    assert "SB-LAB-MINE" in {r for e in s2.log for r in e.rules}
    # lab 3 activates a marker around o7: a choice
    assert s2.phase == "marker_step"
    assert [a["space"] for a in s2.legal_actions()] == [m]
    err = refusal(s2, f"P{me + 1} activate_marker space={far}")
    assert err.rule_id == "SB-LAB-ACTIVATE" and "not around sector o7" in str(err)
    credits = after["credits"]
    s3 = s2.apply(f"P{me + 1} activate_marker space={m}")
    assert s3.data["agencies"][me]["credits"] == credits + 2
    assert any(
        "SB-LAB-ACTIVATE" in e.rules and "activates the Artemis Tours marker" in e.text
        for e in s3.log
    )
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"labs": [{"id": "lab1", "needs": "engineer", "mine": "yes"}]})
    assert "labs[lab1].mine: expected true or false, got 'yes'" in str(exc.value)
    labs = [{"needs": "engineer", "activate": 1}] * 3
    assert content_problems({**G.content, "labs": labs}) == [
        f"labs[{i}].activate: expected true or false, got 1" for i in range(3)
    ]


@pytest.mark.english
def test_project_cost_read_from_the_corporation_boards_uncovered_slot():
    # SB-PROJECT-COST-SLOT: a project's credit cost and energy are "indicated on the right of
    # the Corporation board, on the bottommost visible slot" (SB-FUND-CHOOSE: "indicados no
    # tabuleiro da Corporação"); each marker leaving the board uncovers the next slot
    import lunarrules as lr

    artemis = dict(
        next(c for c in G.content["corporations"] if c["id"] == "artemis_tours"),
        project_costs=[
            {"credits": 1, "energy": 0},
            {"credits": 2, "energy": 1},
            {"credits": 4, "energy": 2, "energy_used": 1},
            {"credits": 5, "energy": 3},
            {"credits": 7, "energy": 4},
        ],
    )
    g = G.with_content({"corporations": [artemis]})
    s = g.new(players=2, seed=0)
    while s.phase != "action":
        s = s.apply(s.legal_actions()[0])
    me = s.to_act

    def fn(d, left):
        blank_board(d)
        d["structures"][sector("c1")] = ((me, "dome"),)
        d["sector_panels"][sector("c1")] = True
        d["energy"] = 3
        d["agencies"][me].update(
            credits=20,
            astronauts=(2, 2, 2),
            structures=(("dome", 0, "c1", ()),),
            waiting=(0, 0, 0),
            projects=(),
            turned_projects=(),
        )
        d["visible"] = {**d["visible"], "artemis_tours": ("lunar_hotel", "ticket_office")}
        d["board_markers"] = {**d["board_markers"], "artemis_tours": ("a",) * left}

    s4 = edit(s, lambda d: fn(d, 4)).apply(f"P{me + 1} command astronaut=engineer which=fund")
    done = s4.apply(f"P{me + 1} fund project=lunar_hotel")  # printed cost 4 credits, 1 energy
    assert done.data["agencies"][me]["credits"] == 20 - 1 and done.data["energy"] == 3
    assert "SB-PROJECT-COST-SLOT" in done.log[-1].rules
    s2 = edit(s, lambda d: fn(d, 2)).apply(f"P{me + 1} command astronaut=engineer which=fund")
    done = s2.apply(f"P{me + 1} fund project=lunar_hotel")
    assert done.data["agencies"][me]["credits"] == 20 - 4 and done.data["energy"] == 3 - 1
    s0 = edit(s, lambda d: fn(d, 0))
    s0 = edit(
        s0.apply(f"P{me + 1} command astronaut=engineer which=fund"), lambda d: d.update(energy=3)
    )
    err = refusal(s0, f"P{me + 1} fund project=lunar_hotel")
    assert err.rule_id == "SB-FUND-COST"
    assert "needs 4 energy; the energy track is at 3" in str(err)
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"corporations": [dict(artemis, project_costs=[{"credits": 1}])]})
    text = str(exc.value)
    assert (
        "corporations[artemis_tours].project_costs: expected 5 slots (one per marker on "
        "the board, and the last uncovered), got 1"
    ) in text
    with pytest.raises(lr.InvalidContent) as exc:
        G.with_content({"corporations": [dict(artemis, project_costs=[{"credits": 1}] * 5)]})
    assert "corporations[artemis_tours].project_costs[0]: missing field 'energy'" in str(exc.value)
