"""The colony-mat board view: one mat per player and the colonist-loss cascade.

Each mat shows the colonists, money and food on it, the buildings in play with their
printed colonists and abilities, and how much loss the colony can still absorb.
When a loss reaches the buildings, the cascade panel shows every step logged so far
(mat -> which building -> LOST effect -> continue, with rule ids) and one button per
building: the learner picks the building to lose, and the engine rules on it.
"""

from __future__ import annotations

import ipywidgets as w

from .content import amount, compiled, plural
from .display import buildings_html, cascade_steps
from .table import absorbable_loss, colony_total


class ColonyBoard:
    """Colony mats plus the cascade panel, kept in step with a state by :meth:`update`.

    Attributes
    ----------
    widget : ipywidgets.VBox
        The whole view.
    mats : list of dict
        Per seat: ``colonists``, ``money``, ``food``, ``score``, ``absorb``, ``hand``
        (``Label`` widgets) and ``buildings`` (``HTML``).
    cascade_title : ipywidgets.Label
        What the current loss still needs, or that no loss is pending.
    cascade_steps : ipywidgets.HTML
        The logged steps of the current loss, each with its rule ids.
    choices : ipywidgets.HBox
        Buttons for the decision at hand (buildings to lose, perks to add, cards to discard,
        buildings to take boxes).
    """

    def __init__(self, state, on_action=None):
        self.on_action = on_action
        self.state = state
        self.header = w.Label()
        self.mats = []
        boxes = []
        for _seat in range(state.players):
            m = {k: w.Label() for k in ("title", "colonists", "money", "food", "score", "absorb", "hand")}
            m["buildings"] = w.HTML()
            self.mats.append(m)
            boxes.append(w.VBox(
                [m["title"], w.HBox([m["colonists"], m["money"], m["food"]]), m["score"], m["absorb"],
                 m["hand"], m["buildings"]],
                layout=w.Layout(border="1px solid #999", padding="4px", margin="2px", min_width="220px"),
            ))
        self.cascade_title = w.Label()
        self.cascade_steps = w.HTML()
        self.choices = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.widget = w.VBox([
            self.header,
            w.HBox(boxes, layout=w.Layout(flex_flow="row wrap")),
            w.VBox([self.cascade_title, self.choices, self.cascade_steps],
                   layout=w.Layout(border="1px solid #c33", padding="4px", margin="2px")),
        ])
        self.update(state)

    def _click(self, text: str):
        def handler(_button):
            if self.on_action is not None:
                self.on_action(text)
        return handler

    def update(self, state) -> None:
        """Show ``state``."""
        self.state = state
        d = state.data
        comp = compiled(state.game)
        self.header.value = f"turn {d['turn']} · revealed: {card_name(comp, d['revealed'])} · {state}"
        for p, m in enumerate(self.mats):
            sci = d["scientist"][p]
            m["title"].value = f"P{p + 1} · {comp.scientists[sci] if sci else 'no scientist yet'}"
            m["colonists"].value = amount(d["colonists"][p], "colonists")
            m["money"].value = amount(d["money"][p], "money")
            m["food"].value = amount(d["food"][p], "food")
            m["score"].value = f"score {colony_total(state, p)} (colonists on the mat + printed on buildings)"
            m["absorb"].value = f"can absorb a loss of {amount(absorbable_loss(state, p), 'colonists')}"
            m["hand"].value = (f"{plural(len(d['hand'][p]), 'card')} in hand · chits: "
                               f"{', '.join(d['chits'][p]) or 'none'}")
            m["buildings"].value = buildings_html(state, p)
        pend = d["decision"]
        buttons = []
        if pend and pend["kind"] == "lose_building":
            p = pend["player"]
            self.cascade_title.value = (
                f"P{p + 1} must still lose {amount(pend['need'], 'colonists')} ({pend['source']}); the mat is empty: "
                "choose any building to lose [MCB-LOSS-BUILDING, MCB-FAQ-ANY-BUILDING]"
            )
            for bid, _ in d["tableau"][p]:
                b = comp.buildings[bid]
                lost = f", LOST: {plural(len(b.lost), 'effect')}" if b.lost else ""
                btn = w.Button(description=f"lose {b.name} ({amount(b.colonists, 'colonists', '+')}{lost})",
                               layout=w.Layout(width="auto"))
                btn.on_click(self._click(f"P{p + 1} lose_building card={bid}"))
                buttons.append(btn)
        elif pend and pend["kind"] == "choose_perk":
            p = pend["player"]
            self.cascade_title.value = f"P{p + 1} adds a perk on top of the progress deck [MCB-PERK-ADD]"
            for k in d["perks"][p]:
                btn = w.Button(description=f"add {comp.perks[k].name}", layout=w.Layout(width="auto"))
                btn.on_click(self._click(f"P{p + 1} choose_perk perk={k}"))
                buttons.append(btn)
        elif pend and pend["kind"] == "place_boxes":
            p = pend["player"]
            self.cascade_title.value = (
                f"P{p + 1} puts {plural(pend['n'], 'box', 'boxes')} on their buildings "
                f"({pend['source']}) [MCB-RESTOCK-PLACE]"
            )
            for a in state.legal_actions():
                btn = w.Button(description=state.describe(a), layout=w.Layout(width="auto"))
                btn.on_click(self._click(str(a)))
                buttons.append(btn)
        elif pend and pend["kind"] in ("discard", "may", "ability_order"):
            p = pend["player"]
            if pend["kind"] == "discard":
                title = (f"P{p + 1} discards {plural(pend['n'], 'card')} ({pend['source']}) "
                         f"[{pend.get('rule', 'MCB-PAPERWORK')}]")
            elif pend["kind"] == "may":
                title = f"P{p + 1} decides whether to follow an optional instruction ({pend['source']}) [MCB-MAY]"
            else:
                title = (f"P{p + 1} resolves {', '.join(pend['names'])} before or after "
                         f"{pend['act'].upper()} [MCB-ABILITY-ORDER]")
            self.cascade_title.value = title
            for a in state.legal_actions():
                btn = w.Button(description=state.describe(a), layout=w.Layout(width="auto"))
                btn.on_click(self._click(str(a)))
                buttons.append(btn)
        elif state.is_over:
            self.cascade_title.value = f"game over: {state.outcome.reason}"
        else:
            self.cascade_title.value = "no colonist loss waiting for a choice"
        self.choices.children = tuple(buttons)
        card, steps = cascade_steps(state)
        self.cascade_steps.value = (
            f"<b>last loss</b> ({_esc(card or 'setup')}):"
            "<ol style='margin:2px 0 2px 16px;padding:0'>"
            + "".join(f"<li>{_esc(s)}</li>" for s in steps) + "</ol>"
            if steps else "<i>no colonist lost yet</i>"
        )


def card_name(comp, card: str | None) -> str:
    """A progress card as the table says it ("event Hunger", "P2's perk Pantry"), from
    its engine key (``event:hunger_1``, ``perk:1:pantry``)."""
    if not card:
        return "nothing yet"
    kind, _, rest = card.partition(":")
    if kind in ("work", "trouble"):
        return kind.capitalize()
    if kind == "perk":
        owner, _, perk = rest.partition(":")
        return f"P{int(owner) + 1}'s perk {comp.perks[perk].name}"
    table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events, "robot": comp.robots}[kind]
    word = {"twist": "twist", "dev": "development", "event": "event", "robot": "robot"}[kind]
    return f"{word} {table[rest].name}"


def _esc(text: str) -> str:
    import html

    return html.escape(text)


def make_board(state, on_action=None) -> ColonyBoard:
    """The colony-mat board for ``state``.

    Parameters
    ----------
    state : MoonColonyState
        Position to show.
    on_action : callable, optional
        Called with an action's text (``"P1 lose_building card=iron_mine"``) when the
        learner clicks a choice; the engine decides whether it is legal.

    Returns
    -------
    ColonyBoard
        With ``.widget`` and ``.update(state)``.
    """
    return ColonyBoard(state, on_action)
