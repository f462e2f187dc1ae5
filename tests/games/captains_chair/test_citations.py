"""Each rule is cited where it applies: the log or the outcome names its id."""

from __future__ import annotations

from .helpers import GAME, act, edit, give, play, position, rule_ids


def test_setup_cites_its_rules():
    s = GAME.new(seed=3)
    ids = rule_ids(s)
    for rid in (
        "CC-SETUP-DECKS",
        "CC-SETUP-CREW",
        "CC-SETUP-SHIPS",
        "CC-SUPPLY-UNLIMITED",
        "CC-PSETUP-SPECIALTY",
        "CC-PSETUP-SORT",
        "CC-PSETUP-HAND",
        "CC-FIRST-TURN",
        "CC-TURN-STEPS",
        "CC-TURN-CONTINUES",
    ):
        assert rid in ids, rid


def test_resupply_gains_are_mandatory_and_go_to_the_pool():
    s = GAME.new(seed=3)
    s2 = s.apply(s.legal_actions()[0])
    assert {"CC-RESUPPLY", "CC-MANDATORY", "CC-GAIN", "CC-GAIN-POOL"} <= set(
        rule_ids(s2, len(s.log))
    )


def test_paying_cites_pool_and_supply():
    s = position(hand=["inc_hull_breach.1"], pool=[2, 0, 0])
    s2 = play(s, "inc_hull_breach.1")
    assert {"CC-SPEND-POOL", "CC-SPEND-SUPPLY"} <= set(rule_ids(s2, len(s.log)))
    assert (
        "CC-CANNOT-PAY" in GAME.kinds["play"].rules and "CC-NO-CONVERT" in GAME.kinds["play"].rules
    )


def test_end_of_action_step_and_cleanup_sub_steps():
    s = position(hand=[])
    s2 = act(s, "P? end_actions")
    assert {"CC-END-ACTIONS", "CC-CLEANUP-STEPS"} <= set(rule_ids(s2, len(s.log)))


def test_control_cites_securing_by_any_mix_and_the_choice():
    s = position()
    p = s.to_act
    loc = s.data["neutral_zone"][0]

    def setup(t):
        a = [0, 0]
        a[p] = 2
        t.data["away_teams"] = {**t.data["away_teams"], loc: tuple(a)}
        give(t, p, "aur_flagship", "fleet")
        t.data["seats"][p].ships = {**t.data["seats"][p].ships, "aur_flagship": loc}
        t.phase = "control"

    s = edit(s, setup)
    s2 = act(s, f"P? control location={loc}")
    assert {"CC-SECURED", "CC-SECURED-TOKENS", "CC-CONTROL-PAYOUT"} <= set(rule_ids(s2, len(s.log)))
    s3 = act(s, "P? skip_control")
    assert "CC-CONTROL-MAY" in rule_ids(s3, len(s.log))


def test_card_movement_rules_are_cited():
    s = position(
        hand=["aur_shuttle", "aur_first_officer", "mk_scientist.1", "mk_saboteur.1"], pool=[0, 0, 0]
    )
    loc = s.data["neutral_zone"][0]
    s1 = play(s, "aur_shuttle", target=loc)
    assert "CC-PLAY-AREA" in rule_ids(s1, len(s.log))  # deployed out of the play area
    s2 = play(s1, "aur_first_officer")
    assert "CC-DUTY" in rule_ids(s2, len(s1.log))
    s3 = play(s2, "mk_scientist.1")
    assert "CC-ENCOUNTER" in rule_ids(s3, len(s2.log))
    s4 = play(s3, "mk_saboteur.1")
    assert "CC-INCIDENT-DISCARD" in rule_ids(s4, len(s3.log))


def test_develop_is_cited():
    s = position(hand=[], pool=[5, 5, 0])
    dev = s.data["seats"][s.to_act].development[0]
    s2 = act(s, f"P? develop card={dev} glory_dil=0 glory_lat=0")
    assert "CC-DEVELOP" in rule_ids(s2, len(s.log))


def test_emptied_stardate_stays_in_staging_until_the_receivers_clean_up():
    s = position(hand=["mk_diplomat"], pool=[0, 0, 0])
    s = edit(s, lambda t: t.data.__setitem__("stardate_glory", 1))
    s2 = play(s, "mk_diplomat")
    assert "CC-STARDATE-STAGING" in rule_ids(s2, len(s.log))


def test_final_scoring_outcome_cites_most_vp_wins():
    s = position()
    s = edit(
        s,
        lambda t: (
            t.data.__setitem__("resolution", True),
            t.data.__setitem__("rounds_left", 1),
            t.data.__setitem__("stardates", ("sd_2p_4",)),
            t.data.__setitem__("stardate_glory", 0),
            t.data.__setitem__("first_player", 1 - t.to_act),
        ),
    )
    while not s.is_over:
        legal = s.legal_actions()
        pick = [a for a in legal if a.kind == "end_actions"]
        s = s.apply(pick[0] if pick else legal[0])
    assert {"CC-VP-WINS", "CC-FINAL-SCORING", "CC-RESOLUTION-END"} <= set(s.outcome.rules)
    best = max(s.outcome.scores)
    assert set(s.outcome.winners) == {i for i, v in enumerate(s.outcome.scores) if v == best}
