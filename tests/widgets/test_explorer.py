"""The explorer driven headless through its Python API, on the toy game and every real game."""

from __future__ import annotations

import html
import random

import pytest

from lunarrules.errors import ImpossibleOutcome
from lunarrules.kernel.actions import Action
from lunarrules.kernel.picks import matching, picks_in
from lunarrules.kernel.words import known_names, value_names
from lunarrules.widgets import Explorer
from lunarrules.widgets._model import differences, group_actions, who
from lunarrules.widgets.explorer import CURRENT, cell_text
from lunarrules.widgets.position import field_label

from .helpers import GAME_PARAMS, get_game, new_state, play


@pytest.fixture(params=GAME_PARAMS)
def gid(request):
    return request.param


@pytest.mark.english
def test_header_shows_whose_turn_and_phase(gid):
    s = new_state(gid)
    ex = Explorer(s)
    assert ex.turn.value == f"{who(s)} to act"
    assert ex.phase.value == f"Phase: {s.phase_label}"
    assert ex.step.value == "Step 0"


@pytest.mark.english
def test_header_says_what_the_player_to_act_is_deciding():
    from tests.kernel.test_decisions import offered

    s = offered()
    ex = Explorer(s)
    assert ex.turn.value == "P2 to act: whether to take the coin offered"
    assert ex.try_action("P2 answer take=no") is None
    assert ex.turn.value == "P2 to act"


@pytest.mark.english
def test_actions_grouped_by_kind_in_plain_words(gid):
    s = new_state(gid)
    ex = Explorer(s)
    groups = group_actions(s)
    assert [v for _, v in ex.kind_select.options] == [k.name for k, _ in groups]
    for (label, _), (kind, acts) in zip(ex.kind_select.options, groups, strict=True):
        assert label == f"{kind.label} ({len(acts)})"
    assert sum(len(a) for _, a in groups) == len(s.legal_actions())
    first_kind, first_actions = groups[0]
    assert [v for _, v in ex.action_select.options] == first_actions
    # the list and the chosen action read in the game's words, never the notation
    assert [label for label, _ in ex.action_select.options] == [s.describe(a) for a in first_actions]
    a = first_actions[0]
    assert ex.action_words.value == f"{a.player}: {s.describe(a)}"
    assert str(a) not in ex.action_words.value and not ex.action_words.tooltip


@pytest.mark.english
def test_apply_click_changes_engine_state_and_display(gid):
    s = new_state(gid)
    before = s.fingerprint()
    ex = Explorer(s)
    kind, actions = group_actions(s)[-1]
    action = actions[-1]
    ex.select(action)
    ex.apply_button.click()
    expected = s.apply(action)
    assert ex.state == expected
    assert s.fingerprint() == before, "the old position must not change"
    assert ex.step.value == f"Step {expected.steps}"
    assert ex.turn.value == (f"{who(expected)} to act" if not expected.is_over else f"Game over: {expected.outcome}")
    assert ex.message.value.startswith(f"Applied {s.describe(action)}: ")
    for event in expected.log[len(s.log):]:
        assert html.escape(event.text) in ex.log.value
        for rid in event.rules:
            assert rid in ex.log.value


@pytest.mark.english
def test_undo_redo(gid):
    s = new_state(gid)
    ex = Explorer(s)
    assert ex.undo_button.disabled and ex.redo_button.disabled
    ex.apply_button.click()
    after = ex.state
    assert not ex.undo_button.disabled
    ex.undo_button.click()
    assert ex.state is s
    assert ex.step.value == "Step 0"
    assert not ex.redo_button.disabled
    ex.redo_button.click()
    assert ex.state is after
    assert ex.undo() and ex.undo() is False
    assert ex.message.value == "Nothing to undo."


@pytest.mark.english
def test_many_clicks_match_the_engine(gid):
    s = new_state(gid, seed=5)
    ex = Explorer(s)
    rng = random.Random(3)
    expected = s
    for _ in range(25):
        legal = expected.legal_actions()
        if not legal:
            break
        a = rng.choice(legal)
        ex.select(a)
        ex.apply_button.click()
        expected = expected.apply(a)
        assert ex.state == expected
    assert ex.step.value == f"Step {expected.steps}"
    assert len(ex.line.past) == expected.steps


@pytest.mark.english
def test_why_not_explains_a_refusal_and_changes_nothing(gid):
    s = new_state(gid)
    ex = Explorer(s)
    a = s.legal_actions()[0]
    other = Action((a.actor + 1) % s.players, a.kind, a.params)
    refusal = s.check(other)
    assert refusal is not None
    ex.why_not.input.value = str(other)
    ex.why_not.check_button.click()
    # the verdict reads in plain words, not engine notation
    assert ex.why_not.verdict.value == f"{other.player}: {s.describe(other)} \u2014 Refused ({refusal.kind})"
    assert ex.why_not.message.value == str(refusal)
    assert ex.why_not.rule.value == ", ".join(refusal.rule_ids)
    assert ex.why_not.apply_button.disabled
    assert ex.state is s
    # the same text through the explorer's apply path is refused too, with the same words
    got = ex.try_action(str(other))
    assert got == refusal and ex.state is s
    assert ex.message.value == f"Refused: {refusal}"


@pytest.mark.english
def test_why_not_apply_it_routes_through_explorer(gid):
    s = new_state(gid)
    ex = Explorer(s)
    a = s.legal_actions()[-1]
    ex.why_not.input.value = str(a)
    ex.why_not.check_button.click()
    assert ex.why_not.verdict.value == f"{a.player}: {s.describe(a)} \u2014 Legal now"
    # a legal action gets its reason: the rules that allow it
    assert ex.why_not.message.value.startswith("Legal because ")
    assert g_turn_rule(s) in ex.why_not.message.value
    assert not ex.why_not.apply_button.disabled
    ex.why_not.apply_button.click()
    assert ex.state == s.apply(a)


@pytest.mark.english
def test_fork_and_compare(gid):
    s = new_state(gid)
    ex = Explorer(s)
    name = ex.fork("start")
    assert name == "start" and ex.branches["start"] is s
    assert ex.compare("start", CURRENT) == []
    assert "The two positions are the same." in ex.comparison.value
    ex.apply_button.click()
    rows = ex.compare("start", CURRENT)
    assert rows == differences(s, ex.state)
    names = known_names(s)
    for where, a, b in rows[:5]:
        # places and values as a person reads them: no field paths, no Python lists,
        # cards and tiles by name
        assert html.escape(field_label(where, gid)) in ex.comparison.value
        for v in (a, b):
            assert html.escape(cell_text(v, names)) in ex.comparison.value
            for x in v if isinstance(v, list) else [v]:
                if x in names and names[x] != x:
                    assert f"<td>{html.escape(x)}" not in ex.comparison.value, x
    assert "[&#x27;" not in ex.comparison.value and "<code>" not in ex.comparison.value
    ex.fork("")
    assert "branch 2" in ex.branches
    ex.switch("start")
    assert ex.state is s
    ex.undo()
    assert ex.state.steps == 1


@pytest.mark.english
def test_chance_what_if(gid):
    g = get_game(gid)
    s = new_state(gid)
    ex = Explorer(s)
    if not g.chance:
        assert ex.chance_box.value == "This game has no chance: nothing to set."
        return
    listed = [k for k in g.chance if g.chance_values(k)]
    key = listed[0] if listed else next(iter(g.chance))
    ex.chance_key.value = key
    if listed:
        values = g.chance_values(key)
        place = g.places.get(f"chance.{key}")
        if place is not None and place.seat:  # a seat: only this game's players, as P1, P2
            values = tuple(v for v in values if v < s.players)
            named = {v: f"P{v + 1}" for v in values}
        else:
            named = value_names(s, values)
        value = values[-1]
        # offered and shown by name, each name standing for one value
        assert len(set(named.values())) == len(named)
        shown = ", ".join(named[v] for v in values[:12])
        more = f" and {len(values) - 12} more" if len(values) > 12 else ""
        assert ex.chance_hint.value == f"possible: {shown}{more}"
        assert list(ex.chance_values.allowed_tags) == [named[v] for v in values]
    else:
        # values that depend on the position (cards left...): typed freely, judged at the draw
        value = "some-card"
        assert ex.chance_hint.value.startswith("the possible values depend on the position")
    ex.chance_key.value = key
    shown = named[value] if listed else str(value)
    ex.chance_values.value = [shown]
    ex.chance_button.click()
    assert ex.state.chance.forced == {key: (value,)}
    # the key and the outcome in words, as the lists offer them
    assert ex.chance_queued.value == f"queued: {key.replace('_', ' ')} \u2192 {shown}"
    assert ex.message.value == f"Next {key.replace('_', ' ')}: {shown}"
    # the value as the engine writes it is read too (by the API: the box offers names)
    ex.set_outcomes(key, [str(value)])
    assert ex.state.chance.forced == {key: (value, value)}
    assert (key.replace("_", " "), key) in ex.chance_key.options
    assert ex.state.history[-1] == {"force": key, "values": [value]}
    ex.undo()
    ex.undo()
    assert ex.state is s
    assert ex.chance_queued.value == "nothing queued: draws are random"


@pytest.mark.english
def test_impossible_chance_value_is_explained_not_set():
    from ..kernel.toy import GAME

    s = GAME.new(players=2, seed=1)
    ex = Explorer(s)
    msg = ex.set_outcomes("die", ["7"])
    assert msg.startswith("Not set: die: '7' cannot come up")
    assert ex.state is s


def test_forced_die_decides_the_roll():
    from ..kernel.toy import GAME

    ex = Explorer(GAME.new(players=2, seed=1))
    ex.set_outcomes("die", ["6"])
    ex.select("P1 roll")
    ex.apply_button.click()
    assert ex.state.data["pos"] == [6, 0]
    assert "rolled 6" in ex.message.value and "TOY-ROLL" in ex.message.value


@pytest.mark.english
def test_flow_tab_follows_play(gid):
    from lunarrules import diagrams
    from lunarrules.widgets.flowview import fit

    s = play(new_state(gid), 3)
    ex = Explorer(s)
    assert ex.flow.phase == s.phase
    assert ex.flow.svg.value == "", "the diagram waits until its tab is opened"
    before = ex.flow.path
    ex.apply_button.click()
    assert ex.flow.phase == ex.state.phase
    assert before <= ex.flow.path
    assert ex.flow.path == ex.line.path
    assert ex.flow.caption.value.startswith(f"Now: {ex.state.phase_label}")
    ex.tabs.selected_index = ex.tabs.titles.index("Flow")
    drawn = fit(diagrams.render(s.game.phase_graph(), "svg", highlight=ex.state.phase, path=ex.line.path))
    assert ex.flow.svg.value == drawn
    ex.apply_button.click()
    assert ex.flow.phase == ex.state.phase
    assert ex.flow.svg.value == fit(
        diagrams.render(s.game.phase_graph(), "svg", highlight=ex.state.phase, path=ex.line.path)
    )


@pytest.mark.english
def test_mid_game_position(gid):
    s = play(new_state(gid, seed=2), 40, seed=9)
    ex = Explorer(s)
    assert ex.step.value == f"Step {s.steps}"
    ex.apply_button.click()
    assert ex.state.steps == s.steps + 1


@pytest.mark.english
def test_game_over_shows_the_outcome_and_offers_nothing():
    from ..kernel.toy import GAME

    ex = Explorer(GAME.new(players=2, seed=1))
    for text in ("P1 boost steps=2", "P2 pass"):
        ex.select(text)
        ex.apply_button.click()
    ex.set_outcomes("die", ["6", "1", "6"])
    for text in ("P1 roll", "P2 roll", "P1 roll"):
        ex.select(text)
        ex.apply_button.click()
    assert ex.state.data["pos"] == [14, 1]
    assert ex.state.is_over
    assert ex.turn.value == f"Game over: {ex.state.outcome}"
    assert ex.turn.value.startswith("Game over: P1 wins")
    assert ex.apply_button.disabled and ex.action_select.options == ()
    assert ex.apply_selected() is None
    assert ex.message.value == "Nothing to apply: no legal action is selected."
    refusal = ex.try_action("P2 roll")
    assert refusal.kind == "game over"
    assert ex.why_not.verdict.value == "P2: Roll and move \u2014 Refused (game over)"


@pytest.mark.english
def test_forced_value_impossible_at_the_draw_is_explained():
    """A key whose values depend on the position accepts any value until the draw."""
    from dataclasses import replace

    from ..kernel.toy import GAME

    game = replace(GAME, chance={"die": None})
    ex = Explorer(game.new(players=2, seed=1))
    ex.set_outcomes("die", ["7"])
    forced = ex.state
    assert forced.chance.forced == {"die": (7,)}
    # The listing leaves out what apply would refuse, and check() agrees with apply.
    assert "P1 roll" not in map(str, forced.legal_actions()) and forced.legal_actions()
    assert isinstance(forced.check("P1 roll"), ImpossibleOutcome)
    problem = ex.try_action("P1 roll")
    assert isinstance(problem, ImpossibleOutcome) and "the forced die 7 cannot come up now" in str(problem)
    assert ex.message.value.startswith("Refused: the forced die 7 cannot come up now")
    assert ex.state is forced


def test_table_shows_the_position(gid):
    s = new_state(gid)
    ex = Explorer(s)
    assert ex.table.html == s._repr_html_()
    ex.apply_button.click()
    assert ex.table.html == ex.state._repr_html_()
    # what a click on the picture may target: marked things some legal action names
    assert set(ex.table.live) <= set(picks_in(ex.table.html))
    assert all(matching(ex.state.legal_actions(), p) for p in ex.table.live)
    if ex.board is None:
        assert any(ex.table in getattr(c, "children", ()) for c in ex.widget.children)


def g_turn_rule(state) -> str:
    return f"[{state.game.turn_rule}]" if state.game.turn_rule else ""


@pytest.mark.english
def test_a_board_click_replaces_the_old_question_in_the_why_not_box():
    """After a board click the box shows what was clicked, never the older typed text."""
    from ..kernel.toy import GAME

    clicks = []

    class ClickBoard:
        def __init__(self, state, on_action):
            import ipywidgets as w

            self.widget = w.VBox()
            clicks.append(on_action)

        def update(self, state):
            pass

    s = GAME.new(players=2, seed=1)
    ex = Explorer(s, board=ClickBoard)
    ex.why_not.input.value = "P2 boost steps=1"
    assert ex.why_not.verdict.value.startswith("P2: Boost forward")
    clicks[0]("P2 roll")  # a board click: the wrong player
    assert ex.why_not.input.value == "P2 roll"
    assert ex.why_not.verdict.value == "P2: Roll and move \u2014 Refused (not your turn)"
    assert "boost" not in ex.why_not.verdict.value.lower()
    assert ex.state is s



@pytest.mark.english
def test_a_click_on_the_picture_offers_what_targets_the_thing(gid):
    """One action targeting the thing clicked is applied; several are listed; none is explained."""
    ex = Explorer(new_state(gid))
    ex.pick("nothing=here")
    assert ex.message.value == "Nothing you may do now targets that."
    legal = ex.state.legal_actions()
    one = next((a for a in legal if a.params and len(matching(legal, _all_of(a))) == 1), None)
    if one is not None:
        before = ex.state.steps
        assert ex.pick(_all_of(one)) == [one]
        assert ex.state.steps > before or ex.state.is_over
    legal = ex.state.legal_actions()
    k, v = next(((k, v) for a in legal for k, v in a.params
                 if len(matching(legal, f"{k}={v}")) > 1), (None, None))
    if k is not None:
        found = ex.pick(f"{k}={v}")
        shown = [a for _label, a in ex.action_select.options]
        assert shown == [a for a in found if a.kind == found[0].kind]
        assert ex.action_select.value == found[0]
        assert "choose one in the list" in ex.message.value


def _all_of(action) -> str:
    """A pick naming every parameter of ``action`` at once (``row=3+col=4``)."""
    from lunarrules.kernel.picks import token

    return "+".join(token(k, v) for k, v in action.params)


def test_picture_view_calls_back_on_a_click_message():
    from lunarrules.widgets.picture import PictureView

    got = []
    view = PictureView(on_pick=got.append)
    view.show('<div data-pick="to=coral">Coral</div><div data-pick="to=duna">Duna</div>', ["to=coral"])
    assert view.live == ["to=coral"]
    view._message(view, {"pick": "to=coral"}, [])
    view._message(view, {"pick": 3}, [])  # not a pick: ignored
    view._message(view, "garbage", [])
    assert got == ["to=coral"]


def test_the_chance_keys_read_in_the_language():
    from lunarrules import i18n

    with i18n.language("pt"):
        ex = Explorer(get_game("captains_chair").new(seed=1))
        labels = dict((v, k) for k, v in ex.chance_key.options)
        assert labels["first_player"] == "primeiro jogador" and labels["card"] == "carta comprada"


@pytest.mark.english
def test_a_chance_key_that_draws_a_seat_offers_the_players():
    """Shackleton Base draws the start player: the what-if box offers P1 and P2 in a
    2-player game and forces the seat picked."""
    s = get_game("shackleton_base").new(players=2, seed=1)
    ex = Explorer(s, board=None, flow=False)
    ex.chance_key.value = "start_player"
    assert list(ex.chance_values.allowed_tags) == ["P1", "P2"]
    assert ex.chance_hint.value == "possible: P1, P2"
    assert ex.set_outcomes("start_player", ["P2"]) == "Next start player: P2"
    assert ex.state.chance.forced == {"start_player": (1,)}
