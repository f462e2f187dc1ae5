"""Beaming: beamed cards stay in play with their operations unavailable.

Seed (Passo de Limpeza): "excluindo cartas teletransportadas, mas incluindo cartas em sua
Área de Preparação"; published: beamed cards count their printed VP, not their ENDGAME
operations.
"""

from __future__ import annotations

import pytest

from lunarrules.games.captains_chair.content import validate
from lunarrules.games.captains_chair.scoring import breakdown, incident_count

from .helpers import GAME, TEST_CONTENT, act, at_action, edit, give, me, play, position, rule_ids

BEAMER = "mk_survey_team"  # PLAY: gain 1 latinum, beam; CLEAN-UP: gain 1 dilithium


def test_beam_is_a_content_word_and_the_sample_has_a_beaming_card():
    assert validate(GAME.content) == []
    op = GAME.new(seed=1).cat.card[BEAMER].op("play")
    assert ("beam",) in op.effects


def _with_host(s, p):
    return edit(
        s,
        lambda t: (
            give(t, p, "mk_scout.1", "fleet")
            if "mk_scout.1" not in t.data["seats"][p].fleet
            else None
        ),
    )


@pytest.mark.english
def test_a_beamed_card_leaves_the_play_area_and_is_shown_as_beamed():
    s = position(hand=[BEAMER], pool=[0, 0, 0])
    p = s.to_act
    s = _with_host(s, p)
    s2 = play(s, BEAMER)
    pl = me(s2)
    assert BEAMER in pl.beamed and BEAMER not in pl.play_area  # CC-BEAM
    assert pl.pool[1] == 1  # its other effect resolved
    assert s2.view()["players"][p]["beamed"] == [BEAMER]
    assert "CC-BEAM" in rule_ids(s2, len(s.log))
    # its operations are not available: no ACTIVATE, no CLEAN-UP
    err = s2.check(f"P{p + 1} activate card={BEAMER} target=- may=no glory_dil=0 glory_lat=0")
    assert err is not None and err.rule_id == "CC-BEAM" and "beamed" in str(err)


def test_cleanup_excludes_beamed_cards_but_includes_the_staging_area():
    g = GAME.with_content(TEST_CONTENT)
    s = at_action(seed=1, game=g)
    p = s.to_act

    def setup(t):
        pl = t.data["seats"][p]
        pl.fleet, pl.locations, pl.ships, pl.status, pl.duty_officer = (), (), {}, None, None
        give(t, p, BEAMER, "beamed")
        give(t, p, "test_beacon", "hand")
        pl.hand.remove("test_beacon")
        pl.staging += (("test_beacon", t.data["turn"]),)

    s = edit(s, setup)
    s2 = act(s, "P? end_actions")
    assert s2.phase == "cleanup_ops"
    assert s2.data["pending_operations"] == (
        "test_beacon",
    )  # CC-CLEANUP-OPS: staging in, beamed out
    ids = rule_ids(s2, len(s.log))
    assert "CC-CLEANUP-OPS" in ids and "CC-BEAM" in ids
    assert any(BEAMER in e.text or "Survey Team" in e.text for e in s2.log[len(s.log) :])


def test_without_a_ship_or_location_to_beam_to_the_card_stays_in_play():
    s = position(hand=[BEAMER], pool=[0, 0, 0])
    p = s.to_act
    s = edit(
        s,
        lambda t: [
            setattr(t.data["seats"][p], f, v)
            for f, v in (
                ("fleet", ()),
                ("locations", ()),
                ("ships", {}),
                ("status", None),
                ("duty_officer", None),
            )
        ],
    )
    s2 = play(s, BEAMER)
    assert BEAMER in me(s2).play_area and me(s2).beamed == ()
    assert {"CC-BEAM", "CC-SKIP-EFFECT"} <= set(rule_ids(s2, len(s.log)))
    s3 = act(s2, "P? end_actions")
    assert (
        s3.phase == "cleanup_ops" and BEAMER in s3.data["pending_operations"]
    )  # in play: it triggers


def test_beamed_cards_score_printed_vp_but_not_endgame_and_count_as_incidents_in_play():
    s = position()
    p = s.to_act

    def setup(t):
        give(t, p, "mk_cruiser.1", "beamed")  # printed 2, ENDGAME 1 not scored
        give(t, p, "inc_hull_breach.1", "beamed")

    before = breakdown(s, p)
    inc = incident_count(s, p)
    s = edit(s, setup)
    after = breakdown(s, p)
    assert after["printed VP"] == before["printed VP"] + 2 - 1  # CC-SCORE-PRINTED
    assert after["endgame operations"] == before["endgame operations"]  # CC-SCORE-ENDGAME
    assert incident_count(s, p) == inc + 1  # in play for the Burn (CC-BURN-COUNT)


@pytest.mark.english
def test_resupply_excludes_beamed_cards():
    # seed: "acione todas as operações de REABASTECIMENTO que você tem em jogo (excluindo
    # cartas teletransportadas)" (CC-RESUPPLY)
    g = GAME.with_content(TEST_CONTENT)
    s = at_action(seed=1, game=g)
    p = s.to_act
    s = edit(s, lambda t: give(t, p, "test_beacon", "beamed"))
    n = len(s.log)
    turn = s.data["turn"]
    while not (s.data["turn"] == turn + 2 and s.to_act == p) and not s.is_over:
        legal = s.legal_actions()
        pick = [
            a for a in legal if a.kind in ("end_actions", "skip_control", "decline_development")
        ]
        s = s.apply(pick[0] if pick else legal[0])
    assert "test_beacon" not in s.data["pending_operations"]
    assert "test_beacon" in me(s).beamed
    texts = [e for e in s.log[n:] if "CC-BEAM" in e.rules and "CC-RESUPPLY" in e.rules]
    assert (
        texts
        and "Distress Beacon" in texts[0].text
        and "RESUPPLY operation does not trigger" in texts[0].text
    )
