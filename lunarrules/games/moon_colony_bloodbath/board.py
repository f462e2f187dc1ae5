"""The colony-mat board view: one mat per player and the colonist-loss cascade.

Each mat shows the colonists, money and food on it, the buildings in play with their
printed colonists and abilities, and how much loss the colony can still absorb.
When a loss reaches the buildings, the cascade panel shows every step logged so far
(mat -> which building -> LOST effect -> continue, with rule ids) and one button per
building: the learner picks the building to lose, and the engine rules on it.
"""

from __future__ import annotations

import ipywidgets as w

from lunarrules.i18n import _, ngettext, pgettext

from .content import compiled
from .picture import buildings_html, cascade_steps
from .table import absorbable_loss, colony_total
from .words import action_word, amount, card_name, cards, source_words, space_name


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
        self.header.value = _("turn {turn} · revealed: {card} · {state}").format(
            turn=d["turn"], card=card_name(comp, d["revealed"]), state=state)
        for p, m in enumerate(self.mats):
            sci = d["scientist"][p]
            name = comp.scientists[sci] if sci else _("no scientist yet")
            m["title"].value = f"P{p + 1} · {name}"
            m["colonists"].value = amount(d["colonists"][p], "colonists")
            m["money"].value = amount(d["money"][p], "money")
            m["food"].value = amount(d["food"][p], "food")
            m["score"].value = _("score {score} (colonists on the mat + printed on buildings)").format(
                score=colony_total(state, p))
            m["absorb"].value = _("can absorb a loss of {amount}").format(
                amount=amount(absorbable_loss(state, p), "colonists"))
            m["hand"].value = _("{cards} in hand · chits: {chits}").format(
                cards=cards(len(d["hand"][p])), chits=", ".join(space_name(x) for x in d["chits"][p]) or pgettext("moon_colony_bloodbath: chits", "none"))
            m["buildings"].value = buildings_html(state, p)
        pend = d["decision"]
        buttons = []
        if pend and pend["kind"] == "lose_building":
            p = pend["player"]
            self.cascade_title.value = _(
                "{player} must still lose {amount} ({source}); the mat is empty: "
                "choose any building to lose [MCB-LOSS-BUILDING, MCB-FAQ-ANY-BUILDING]"
            ).format(player=f"P{p + 1}", amount=amount(pend["need"], "colonists"),
                     source=source_words(pend["source"]))
            for bid, _stock in d["tableau"][p]:
                b = comp.buildings[bid]
                gain = amount(b.colonists, "colonists", "+")
                if b.lost:
                    label = ngettext("lose {building_name} ({colonist_amount}, LOST: {n} effect)",
                                     "lose {building_name} ({colonist_amount}, LOST: {n} effects)", len(b.lost))
                else:
                    label = _("lose {building_name} ({colonist_amount})")
                btn = w.Button(description=label.format(building_name=b.name, colonist_amount=gain, n=len(b.lost)),
                               layout=w.Layout(width="auto"))
                btn.on_click(self._click(f"P{p + 1} lose_building card={bid}"))
                buttons.append(btn)
        elif pend and pend["kind"] == "choose_perk":
            p = pend["player"]
            self.cascade_title.value = _("{player} adds a perk on top of the progress deck [MCB-PERK-ADD]").format(
                player=f"P{p + 1}")
            for k in d["perks"][p]:
                btn = w.Button(description=_("add {perk}").format(perk=comp.perks[k].name),
                               layout=w.Layout(width="auto"))
                btn.on_click(self._click(f"P{p + 1} choose_perk perk={k}"))
                buttons.append(btn)
        elif pend and pend["kind"] == "place_boxes":
            p = pend["player"]
            self.cascade_title.value = ngettext(
                "{player} puts {n} box on their buildings ({source}) [MCB-RESTOCK-PLACE]",
                "{player} puts {n} boxes on their buildings ({source}) [MCB-RESTOCK-PLACE]", pend["n"],
            ).format(player=f"P{p + 1}", n=pend["n"], source=source_words(pend["source"]))
            for a in state.legal_actions():
                btn = w.Button(description=state.describe(a), layout=w.Layout(width="auto"))
                btn.on_click(self._click(str(a)))
                buttons.append(btn)
        elif pend and pend["kind"] in ("discard", "may", "ability_order"):
            p = pend["player"]
            who, source = f"P{p + 1}", source_words(pend["source"])
            if pend["kind"] == "discard":
                title = ngettext("{player} discards {n} card ({source}) [{rule}]",
                                 "{player} discards {n} cards ({source}) [{rule}]", pend["n"]).format(
                    player=who, n=pend["n"], source=source, rule=pend.get("rule", "MCB-PAPERWORK"))
            elif pend["kind"] == "may":
                title = _("{player} decides whether to follow an optional instruction ({source}) [MCB-MAY]").format(
                    player=who, source=source)
            else:
                title = _("{player} resolves {building_names} before or after {action} [MCB-ABILITY-ORDER]").format(
                    player=who, building_names=", ".join(pend["names"]), action=action_word(pend["act"]))
            self.cascade_title.value = title
            for a in state.legal_actions():
                btn = w.Button(description=state.describe(a), layout=w.Layout(width="auto"))
                btn.on_click(self._click(str(a)))
                buttons.append(btn)
        elif state.is_over:
            self.cascade_title.value = _("game over: {reason}").format(reason=state.outcome.reason)
        else:
            self.cascade_title.value = _("no colonist loss waiting for a choice")
        self.choices.children = tuple(buttons)
        card, steps = cascade_steps(state)
        none_yet = _esc(_("no colonist lost yet"))
        self.cascade_steps.value = (
            _("<b>last loss</b> ({card}):").format(card=_esc(card or _("setup")))
            + "<ol style='margin:2px 0 2px 16px;padding:0'>"
            + "".join(f"<li>{_esc(s)}</li>" for s in steps) + "</ol>"
            if steps else f"<i>{none_yet}</i>"
        )


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
