"""The board view, driven headless: values the kernel owns, and buttons that send actions."""

from __future__ import annotations

import unicodedata

import pytest

from lunarrules.games.tiny_epic_galaxies.board import make_board

from .helpers import play, seat, start, table, with_row


def _buttons(board):
    """The reroll button of each die (below the die's icon)."""
    return [die.children[1] for die in board.dice.children]


def _texts(widget) -> list[str]:
    """Every text a widget tree shows: HTML and label values, button descriptions, options."""
    out = []
    for attr in ("value", "description", "tooltip", "placeholder"):
        v = getattr(widget, attr, None)
        if isinstance(v, str):
            out.append(v)
    out.extend(str(o) for o in getattr(widget, "options", ()) or ())
    for child in getattr(widget, "children", ()):
        out.extend(_texts(child))
    return out


def _symbols(text: str) -> list[str]:
    """Emoji and pictographs (symbols above U+2000, and emoji presentation selectors)."""
    return [c for c in text if (ord(c) > 0x2000 and unicodedata.category(c).startswith("S"))
            or c == "\ufe0f"]


@pytest.mark.english
def test_board_shows_dice_planets_and_players_and_updates():
    s = with_row(start(players=2, dice=("move", "energy", "culture", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    sent = []
    board = make_board(s, on_action=sent.append)
    assert board.title.value == str(s)
    assert [b.description for b in _buttons(board)] == [
        "1: move", "2: energy", "3: culture", "4: utilize colony"]
    assert len(board.planets.children) == 4
    assert "<td>2</td><td>1</td><td>1</td>" in board.players.value
    s2 = play(s, "P1 energy")
    board.update(s2)
    assert _buttons(board)[1].disabled and "activated" in _buttons(board)[1].description
    assert "<td>4</td>" in board.players.value  # 2 + 2 ships on the Galaxy Mat


@pytest.mark.english
def test_board_buttons_send_legal_action_texts():
    s = with_row(start(players=2, dice=("move", "energy", "culture", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    sent = []
    board = make_board(s, on_action=sent.append)
    _buttons(board)[0].click()
    board.ship.value = 2
    board.planets.children[3].children[1].children[1].click()  # Coral: Orbit
    board.end_turn.click()
    assert sent == ["P1 reroll dice=1", "P1 move ship=2 to=coral mode=orbit", "P1 end_turn"]
    assert all(s.check(t) is None for t in sent)
    after = s.apply(sent[1])
    board.update(after)
    assert "P1 ship 2: track 0/2" in board.planets.children[3].children[0].value
    assert board.title.value == str(after)


@pytest.mark.english
def test_board_draws_icons_as_svg_with_text_and_no_emoji():
    s = with_row(start(players=3, dice=("move", "energy", "culture", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral", "vesper"))
    s = seat(seat(s, "colonies", 1, ("nebra",)), "ships", 2, (("coral", 1), ("lumen", -1)))
    faces = ("diplomacy", "economy", "move", "energy", "culture")
    boards = [make_board(s), make_board(table(s, dice=faces, used=(1, 2, 2, 0, 0))),
              make_board(table(s, dice=("colony",) * 5, used=(0,) * 5))]
    for board in boards:
        texts = _texts(board.widget)
        assert texts and not [c for t in texts for c in _symbols(t)], texts
    html = "".join(_texts(boards[1].widget))
    for i, face in enumerate(faces, 1):
        assert f'role="img" aria-label="die {i}: {face}"' in html
        assert f"<title>die {i}: {face}</title>" in html
    assert 'aria-label="active player"' in html and 'aria-label="culture planet"' in html
    assert 'aria-label="economy track"' in html
    # the words are visible beside the icons too
    assert [b.description for b in _buttons(boards[2])] == [
        f"{i}: utilize colony" for i in range(1, 6)]
    assert "action: send a rival ship on a face-up planet back to its Galaxy Mat" in html
