"""Every game draws a picture of its table (``State._picture``), shown as the rich display.

The checks here are the ones every game shares: the picture exists at the start, in the
middle and at the end of random games at every player count; its SVG is well-formed with
a text alternative; every seat appears; and a reader sees words, never engine notation,
field names, Python reprs or emoji. Each game's own tests check what its picture shows.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

import pytest

import lunarrules as lr

GAMES = lr.games()
COUNTS = [(gid, n) for gid in GAMES for n in range(lr.game(gid).players[0], lr.game(gid).players[1] + 1)]

_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F]")
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)
_IDENTIFIER = re.compile(r"\b[a-z]+_[a-z0-9_]+\b")      # turn_i, aur_engineer, keep_mission
_NOTATION = re.compile(r"\b[a-z]+=\S")                  # card=x, dice=2
_REPR = re.compile(r"\{'|\['|\bNone\b|\bTrue\b|\bFalse\b|<function|object at 0x|Fraction\(")


class _Text(HTMLParser):
    """The text a reader sees (not inside <style>, <script> or <title> of an SVG)."""

    def __init__(self) -> None:
        super().__init__()
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag, attrs):
        if tag in ("style", "script"):
            self._skip += 1

    def handle_endtag(self, tag):
        if tag in ("style", "script") and self._skip:
            self._skip -= 1

    def handle_data(self, data):
        if not self._skip:
            self.parts.append(data)


def visible_text(html_text: str) -> str:
    p = _Text()
    p.feed(html_text)
    return " ".join(" ".join(p.parts).split())


def states(gid: str, players: int):
    """The start, a middle and the end of a seeded random game."""
    g = lr.game(gid)
    rng = random.Random(f"{gid}-{players}")
    s = g.new(players=players, seed=players)
    seen = [s]
    steps = 0
    while not s.is_over:
        s = s.apply(rng.choice(s.legal_actions()))
        steps += 1
        if steps in (7, 40):
            seen.append(s)
    seen.append(s)
    return seen


def picture_problems(s) -> list[str]:
    pic = s._picture()
    if pic is None:
        return ["no picture (State._picture returned None)"]
    out = []
    svgs = _SVG.findall(pic)
    if not svgs:
        out.append("the picture has no inline SVG")
    for svg in svgs:
        try:
            root = ET.fromstring(svg)
        except ET.ParseError as e:
            out.append(f"an SVG is not well-formed: {e}")
            continue
        has_alt = root.get("aria-label") or root.find("{http://www.w3.org/2000/svg}title") is not None \
            or root.find("title") is not None
        if not has_alt:
            out.append("an SVG has no text alternative (aria-label or <title>)")
    text = visible_text(pic)
    for i in range(s.players):
        if f"P{i + 1}" not in text:
            out.append(f"P{i + 1} does not appear")
    for name, pattern in (("emoji", _EMOJI), ("an identifier", _IDENTIFIER),
                          ("engine notation", _NOTATION), ("a Python repr", _REPR)):
        m = pattern.search(text)
        if m:
            out.append(f"{name} in the text a reader sees: {text[max(0, m.start() - 40):m.end() + 40]!r}")
    return out


@pytest.mark.parametrize("gid,players", COUNTS)
def test_every_position_has_a_picture(gid, players):
    for s in states(gid, players):
        assert picture_problems(s) == [], f"{gid} {players}p at step {s.steps}"


@pytest.mark.parametrize("gid", GAMES)
def test_the_rich_display_is_the_picture(gid):
    s = lr.game(gid).new(players=lr.game(gid).players[0], seed=1)
    shown = s._repr_html_()
    assert s._picture() in shown
    assert "<summary>table</summary>" not in shown, "the field dump is shown beside the picture"


def test_the_checks_can_fail():
    class Fake:
        players = 2

        def __init__(self, pic):
            self.pic = pic

        def _picture(self):
            return self.pic

    assert picture_problems(Fake(None))
    assert any("no inline SVG" in p for p in picture_problems(Fake("<p>P1 P2</p>")))
    ok = "<svg xmlns='http://www.w3.org/2000/svg' aria-label='x'></svg><p>P1 P2</p>"
    assert picture_problems(Fake(ok)) == []
    assert any("identifier" in p for p in picture_problems(Fake(ok + "<p>turn_i 3</p>")))
    assert any("notation" in p for p in picture_problems(Fake(ok + "<p>card=aur</p>")))
    assert any("repr" in p for p in picture_problems(Fake(ok + "<p>{'a': 1}</p>")))
    assert any("emoji" in p for p in picture_problems(Fake(ok + "<p>\U0001F680</p>")))
    assert any("P2" in p for p in picture_problems(Fake(ok.replace("P2", ""))))
    assert any("alternative" in p for p in picture_problems(
        Fake("<svg xmlns='http://www.w3.org/2000/svg'></svg><p>P1 P2</p>")))
