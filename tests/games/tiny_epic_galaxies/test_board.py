"""The board view, driven headless: values the kernel owns, and buttons that send actions."""

from __future__ import annotations

from lunarrules.games.tiny_epic_galaxies.board import make_board

from .helpers import play, start, with_row


def test_board_shows_dice_planets_and_players_and_updates():
    s = with_row(start(players=2, dice=("move", "energy", "culture", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    sent = []
    board = make_board(s, on_action=sent.append)
    assert board.title.value == str(s)
    assert [b.description for b in board.dice.children] == [
        "1: 🚀 move", "2: ⚡ energy", "3: 🎭 culture", "4: 🏛 colony"]
    assert len(board.planets.children) == 4
    assert "<td>2</td><td>1</td><td>1</td>" in board.players.value
    s2 = play(s, "P1 energy")
    board.update(s2)
    assert board.dice.children[1].disabled and "activated" in board.dice.children[1].description
    assert "<td>4</td>" in board.players.value  # 2 + 2 ships on the Galaxy Mat


def test_board_buttons_send_legal_action_texts():
    s = with_row(start(players=2, dice=("move", "energy", "culture", "colony")),
                 ("brasa", "lumen", "ferrugem", "coral"))
    sent = []
    board = make_board(s, on_action=sent.append)
    board.dice.children[0].click()
    board.ship.value = 2
    board.planets.children[3].children[1].children[1].click()  # Coral: Orbit
    board.end_turn.click()
    assert sent == ["P1 reroll dice=1", "P1 move ship=2 to=coral mode=orbit", "P1 end_turn"]
    assert all(s.check(t) is None for t in sent)
    after = s.apply(sent[1])
    board.update(after)
    assert "P1 ship 2: track 0/2" in board.planets.children[3].children[0].value
    assert board.title.value == str(after)
