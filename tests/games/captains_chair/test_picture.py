"""What the Captain's Chair picture shows: stardate track, market, Neutral Zone, both crews."""

from __future__ import annotations

import re

import pytest

from lunarrules.games.captains_chair.legal import missions_for
from lunarrules.games.captains_chair.picture import picture
from tests.test_pictures import picture_problems, visible_text

from .helpers import GAME, at_action, edit


def seat_text(html: str, p: int) -> str:
    """The visible text of seat ``p``'s crew panel."""
    text = visible_text(html)
    start = text.index(f"P{p + 1} · ")
    nxt = text.find("P2 · ", start + 1) if p == 0 else -1
    return text[start : nxt if nxt >= 0 else None]


@pytest.mark.english
def test_a_market_card_shows_its_name_cost_vp_and_glory():
    s = at_action()
    uid = s.data["market"]["person"]
    c = s.cat.card[uid]
    text = visible_text(picture(s))
    assert re.search(
        rf"PERSON · \d+ cards? in the deck {re.escape(c.name)} cost "
        rf"dilithium {c.cost[0]} dilithium latinum {c.cost[1]} latinum {c.vp} VP",
        text,
    )
    s2 = edit(s, lambda t: t.data.__setitem__("market_glory", {uid: 3}))
    assert "3 glory tokens on it" in visible_text(picture(s2))
    assert "glory tokens on it" not in text


@pytest.mark.english
def test_an_empty_market_deck():
    s = edit(
        at_action(), lambda t: t.data.__setitem__("market", {**t.data["market"], "ship": None})
    )
    assert "SHIP · " in visible_text(picture(s)) and "the deck ran out" in visible_text(picture(s))


@pytest.mark.english
def test_the_stardate_track_shows_the_glory_left():
    s = at_action()
    top = s.cat.card[s.data["stardates"][0]]
    s2 = edit(s, lambda t: t.data.__setitem__("stardate_glory", 2))
    text = visible_text(picture(s2))
    assert (
        f"TOPMOST {top.name} 2 glory tokens left of {top.glory} 2 of {top.glory} glory left" in text
    )
    for uid in s.data["stardates"][1:]:
        assert s.cat.card[uid].name in text
    assert "Resolution triggered" not in text
    s3 = edit(s2, lambda t: t.data.update(resolution=True, rounds_left=1))
    assert "Resolution triggered: 1 round left to play" in visible_text(picture(s3))


@pytest.mark.english
def test_neutral_zone_tokens_and_who_secured_it():
    s = at_action()
    loc = s.data["neutral_zone"][0]

    def send(t):
        t.data["away_teams"] = {**t.data["away_teams"], loc: (0, 4)}

    text = visible_text(picture(edit(s, send)))
    name = s.cat.card[loc].name
    zone = text[text.index(name) :]
    assert re.search(r"P1: 0 tokens P2:( an away team of P2){4} 4 tokens \(secured\)", zone)


@pytest.mark.english
def test_the_pool_and_tokens_of_a_crew():
    def rich(t):
        t.P(1).pool[:] = [7, 8, 9]
        t.P(1).action_tokens = 2

    html = picture(edit(at_action(), rich))
    mine = seat_text(html, 1)
    assert "7 dilithium" in mine and "8 latinum" in mine and "9 glory" in mine
    assert "2 action tokens" in mine
    assert "7 dilithium" not in seat_text(html, 0)


@pytest.mark.english
def test_hands_stay_face_down():
    s = at_action()
    html = picture(s)
    hand = s.data["seats"][0].hand
    assert (
        f"hand: {' '.join(['a card in hand, face down'] * len(hand))} {len(hand)} cards"
        in seat_text(html, 0)
    )
    shown_elsewhere = visible_text(html).replace(" ", "")
    hidden = [s.cat.card[u].name for u in hand]
    # a hand card's name may appear only where the same card is face up elsewhere
    others = {
        s.cat.card[u].name
        for pl in s.data["seats"]
        for u in (
            *pl.discard,
            *pl.fleet,
            *pl.locations,
            *pl.play_area,
            *pl.development,
            pl.captain,
            pl.duty_officer or "",
            pl.status or "",
        )
        if u
    }
    others |= {s.cat.card[u].name for u in s.data["market"].values() if u}
    for name in hidden:
        if name not in others:
            assert name.replace(" ", "") not in shown_elsewhere


@pytest.mark.english
def test_crew_areas_and_missions():
    s = at_action()
    html = picture(s)
    for p in range(2):
        pl = s.data["seats"][p]
        mine = seat_text(html, p)
        assert GAME.content and s.cat.crews[pl.crew].name in mine
        assert f"Captain: {s.cat.card[pl.captain].name}" in mine
        for m in missions_for(s, p):
            assert m.name in mine
        for t in s.cat.crews[pl.crew].tracks:
            assert t.capitalize() in mine


def test_the_picture_is_the_rich_display_and_passes_the_shared_checks():
    s = at_action()
    shown = s._repr_html_()
    assert picture(s) in shown and "<summary>table</summary>" not in shown
    assert picture_problems(s) == []
