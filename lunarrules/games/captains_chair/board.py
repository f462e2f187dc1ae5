"""A table view for Captain's Chair (ipywidgets).

``make_board(state, on_action)`` shows the market strip (face-up cards, their
cost, glory placed on them, deck sizes), the Neutral Zone (tokens of each player
per location and who has secured it), the stardate track with the glory left,
and each player's pool, action tokens, hand, areas and deck counts. Clicking a
market card, a hand card or a location builds an action text and asks the
engine (``state.check``): a refusal is explained, a legal action is passed to
``on_action`` (or applied here when no callback is given). The board never
decides a rule itself.
"""

from __future__ import annotations

import html

import ipywidgets as w

from lunarrules.i18n import _, game_title, pgettext

from . import effects
from .words import operation_words, suit_word, track_word

SUITS = ("person", "cargo", "ship", "ally")
RES = ("dilithium", "latinum", "glory")


class CaptainsChairBoard:
    """The table-view widget; see the module docstring.

    Attributes
    ----------
    widget : ipywidgets.Widget
        What to display.
    market : dict of str -> ipywidgets.Button
        The face-up market card of each suit (description = card name).
    market_glory : dict of str -> ipywidgets.Label
        Glory placed on each face-up market card.
    zone : list of ipywidgets.HTML
        One panel per neutral location (tokens per player, secured by).
    zone_buttons : list of ipywidgets.Button
        One per neutral location: take control of it.
    stardate : ipywidgets.IntProgress
        Glory left on the topmost stardate card.
    pools : list of dict of str -> ipywidgets.Label
        ``pools[p]["glory"].value`` etc.
    hands : list of ipywidgets.HBox
        Hand cards as buttons.
    counts : list of ipywidgets.Label
        Deck counts and areas per player.
    operations : ipywidgets.HTML
        The acting player's PLAY and ACTIVATE operations with their costs, and
        for each either "possible" or the engine's reason why not.
    status : ipywidgets.HTML
        The last engine answer.
    """

    def __init__(self, state, on_action=None):
        self.state = state
        self.on_action = on_action
        self.title = w.HTML()
        self.stardate = w.IntProgress(
            min=0,
            max=10,
            description=pgettext("captains_chair", "Stardate"),
            layout=w.Layout(width="340px"),
        )
        self.stardate_text = w.HTML()
        self.market, self.market_cost, self.market_glory, self.market_deck = {}, {}, {}, {}
        boxes = []
        for suit in SUITS:
            b = w.Button(layout=w.Layout(width="170px"), tooltip=_("acquire this card"))
            b.on_click(lambda _, s=suit: self.acquire(s))
            self.market[suit] = b
            self.market_cost[suit] = w.Label()
            self.market_glory[suit] = w.Label()
            self.market_deck[suit] = w.Label()
            boxes.append(
                w.VBox(
                    [
                        w.HTML(f"<b>{suit_word(suit)}</b>"),
                        b,
                        self.market_cost[suit],
                        self.market_glory[suit],
                        self.market_deck[suit],
                    ],
                    layout=w.Layout(border="1px solid #d1d5db", padding="4px"),
                )
            )
        self.market_box = w.HBox(boxes)
        self.zone = [w.HTML() for _ in range(3)]
        self.zone_buttons = []
        zone_boxes = []
        for i in range(3):
            b = w.Button(description=_("take control"), layout=w.Layout(width="150px"))
            b.on_click(lambda _, i=i: self.control(i))
            self.zone_buttons.append(b)
            zone_boxes.append(
                w.VBox(
                    [self.zone[i], b], layout=w.Layout(border="1px solid #93c5fd", padding="4px")
                )
            )
        self.zone_box = w.HBox(zone_boxes)
        self.pools, self.hands, self.counts, self.areas, self.player_titles = [], [], [], [], []
        players = []
        for _k in range(2):
            pools = {r: w.Label() for r in RES}
            pools["actions"] = w.Label()
            self.pools.append(pools)
            hand = w.HBox(layout=w.Layout(flex_flow="row wrap", min_width="0"))
            self.hands.append(hand)
            counts = w.Label()
            self.counts.append(counts)
            areas = w.HTML()
            self.areas.append(areas)
            t = w.HTML()
            self.player_titles.append(t)
            players.append(
                w.VBox(
                    [
                        t,
                        w.HBox(
                            [
                                w.Label(pgettext("captains_chair", "pool:")),
                                pools["dilithium"],
                                w.Label(pgettext("captains_chair", "dilithium,")),
                                pools["latinum"],
                                w.Label(pgettext("captains_chair", "latinum,")),
                                pools["glory"],
                                w.Label(pgettext("captains_chair", "glory; action tokens:")),
                                pools["actions"],
                            ]
                        ),
                        w.HBox(
                            [
                                w.Label(
                                    pgettext("captains_chair", "hand:"),
                                    layout=w.Layout(flex="0 0 auto"),
                                ),
                                hand,
                            ],
                            layout=w.Layout(flex_flow="row wrap"),
                        ),
                        counts,
                        areas,
                    ],
                    layout=w.Layout(
                        border="1px solid #e5e7eb",
                        padding="4px",
                        width="49%",
                        min_width="min(100%, 330px)",
                        flex="1 1 330px",
                    ),
                )
            )
        self.choices = w.Dropdown(
            description=pgettext("captains_chair", "Decision"),
            layout=w.Layout(width="100%", max_width="520px"),
        )
        self.go = go = w.Button(
            description=pgettext("captains_chair", "Do it"),
            button_style="primary",
            layout=w.Layout(width="70px"),
        )
        go.on_click(lambda _: self.choose())
        self.status = w.HTML()
        self.operations = w.HTML()
        self.widget = w.VBox(
            [
                self.title,
                w.HBox([self.stardate, self.stardate_text]),
                w.HTML("<b>" + pgettext("captains_chair", "Market") + "</b>"),
                self.market_box,
                w.HTML("<b>" + _("Neutral Zone") + "</b>"),
                self.zone_box,
                w.HBox(players, layout=w.Layout(flex_flow="row wrap")),
                self.operations,
                w.HBox([self.choices, go], layout=w.Layout(flex_flow="row wrap")),
                self.status,
            ]
        )
        self.update(state)

    # ------------------------------------------------------------- drawing
    def update(self, state) -> None:
        """Redraw everything from ``state``."""
        self.state = state
        d, cat = state.data, state.cat
        who = (
            f"P{state.to_act + 1}"
            if state.to_act is not None
            else pgettext("captains_chair", "nobody")
        )
        head = (
            str(state.outcome)
            if state.is_over
            else _("turn {n}: {phase}, {player} to act").format(
                n=d["turn"], phase=state.phase_label, player=who
            )
        )
        self.title.value = (
            f"<b>{html.escape(game_title(state.game))}</b> &mdash; {html.escape(head)}"
        )
        top = d["stardates"][0]
        self.stardate.max = max(1, cat.card[top].glory)
        self.stardate.value = d["stardate_glory"]
        track = " &rarr; ".join(html.escape(cat.card[u].name) for u in d["stardates"])
        flag = " <b>" + _("resolution triggered") + "</b>" if d["resolution"] else ""
        self.stardate_text.value = (
            _("{n} glory left on {card}; track: {track}").format(
                n=d["stardate_glory"], card=html.escape(cat.card[top].name), track=track
            )
            + flag
        )
        for suit in SUITS:
            uid = d["market"][suit]
            b = self.market[suit]
            if uid is None:
                b.description, b.disabled = pgettext("captains_chair", "(empty)"), True
                self.market_cost[suit].value = ""
                self.market_glory[suit].value = _("glory: {n}").format(n=0)
            else:
                c = cat.card[uid]
                b.description, b.disabled = c.name, False
                self.market_cost[suit].value = _(
                    "cost {d} dilithium, {lat} latinum; {vp} VP"
                ).format(d=c.cost[0], lat=c.cost[1], vp=c.vp)
                self.market_glory[suit].value = _("glory: {n}").format(
                    n=d["market_glory"].get(uid, 0)
                )
            self.market_deck[suit].value = _("deck: {n}").format(n=len(d["market_decks"][suit]))
        for i in range(3):
            if i < len(d["neutral_zone"]):
                loc = d["neutral_zone"][i]
                sec = [f"P{p + 1}" for p in range(2) if loc in effects.secured(state, p)]
                vp = pgettext("captains_chair", "{n} VP").format(n=cat.card[loc].vp)
                self.zone[i].value = "<br>".join(
                    (
                        f"<b>{html.escape(cat.card[loc].name)}</b> ({vp})",
                        _("P1 tokens: {n}").format(n=effects.tokens_at(state, loc, 0)),
                        _("P2 tokens: {n}").format(n=effects.tokens_at(state, loc, 1)),
                        _("secured by: {players}").format(
                            players=", ".join(sec) or pgettext("captains_chair", "nobody")
                        ),
                    )
                )
                self.zone_buttons[i].disabled = False
            else:
                self.zone[i].value = "<i>" + pgettext("captains_chair", "empty") + "</i>"
                self.zone_buttons[i].disabled = True
        for p in range(2):
            pl = d["seats"][p]
            for r, v in zip(RES, pl.pool, strict=True):
                self.pools[p][r].value = str(v)
            self.pools[p]["actions"].value = str(pl.action_tokens)
            crew = cat.crews[pl.crew].name
            self.player_titles[p].value = (
                f"<b>P{p + 1}: {html.escape(crew)}</b>"
                + (" (" + _("first player") + ")" if d["first_player"] == p else "")
                + (" &larr; " + pgettext("captains_chair", "active") if d["active"] == p else "")
            )
            buttons = []
            for uid in pl.hand:
                b = w.Button(
                    description=cat.card[uid].name,
                    tooltip=_("play this card"),
                    layout=w.Layout(width="auto"),
                )
                b.on_click(lambda _, u=uid, q=p: self.play(q, u))
                buttons.append(b)
            self.hands[p].children = buttons
            self.counts[p].value = _(
                "draw deck {draw}, discard {discard}, reserve {reserve}, development {development}, "
                "captain's log {log}, away teams on captain {away}"
            ).format(
                draw=pl.deck_size(),
                discard=len(pl.discard),
                reserve=len(pl.reserve),
                development=len(pl.development),
                log=len(pl.captains_log),
                away=pl.away_teams,
            )

            tracks = ", ".join(
                f"{track_word(t, False)} {v}"
                for t, v in zip(cat.crews[pl.crew].tracks, pl.specialty, strict=False)
            )

            def names(uids):
                return ", ".join(html.escape(cat.card[u].name) for u in uids) or "&ndash;"

            fleet = (
                ", ".join(
                    html.escape(cat.card[u].name)
                    + (f" @ {html.escape(cat.card[pl.ships[u]].name)}" if pl.ships.get(u) else "")
                    for u in pl.fleet
                )
                or "&ndash;"
            )
            self.areas[p].value = "<br>".join(
                (
                    _("captain: {captain}; duty officer: {officer}").format(
                        captain=names([pl.captain]),
                        officer=names([pl.duty_officer] if pl.duty_officer else []),
                    ),
                    _("fleet: {cards}").format(cards=fleet),
                    _("locations: {cards}").format(cards=names(pl.locations)),
                    _("in play: {cards}").format(cards=names(pl.play_area)),
                    _("beamed: {cards}").format(cards=names(pl.beamed)),
                    _("staging: {cards}").format(cards=names([u for u, _s in pl.staging])),
                    _("specialty: {tracks}").format(tracks=html.escape(tracks)),
                )
            )
        legal = state.legal_actions()
        # a description to read, the action's notation as the value
        self.choices.options = [(state.describe(a), str(a)) for a in legal]
        if self.choices.options and self.choices.value is None:
            self.choices.index = 0  # "Do it" does the first decision unless another is picked
        # nothing to decide: the button is off rather than a click that does nothing
        self.go.disabled = not self.choices.options
        self.operations.value = self._operations(state, legal)

    def _operations(self, state, legal) -> str:
        """The acting player's operations: cost and effects, possible now or why not."""
        if state.is_over or state.to_act is None:
            return ""
        d, cat = state.data, state.cat
        p = state.to_act
        pl = d["seats"][p]
        # a card with several PLAY operations is played with play_op (CC-PLAY-ONE-OP)
        possible = {("play" if a.kind == "play_op" else a.kind, a.get("card")) for a in legal}
        rows = []
        for kind, cards in (("play", pl.hand), ("activate", pl.in_play())):
            for uid in cards:
                op = cat.card[uid].op(kind)
                if op is None:
                    continue
                if (kind, uid) in possible:
                    verdict = pgettext("captains_chair", "possible")
                else:
                    target = d["neutral_zone"][0] if op.targeted and d["neutral_zone"] else "-"
                    if op.scraps:
                        target = effects.op_targets(state, p, op, False)[0]
                    err = state.check(
                        f"P{p + 1} {kind} card={uid} target={target} may=no glory_dil=0 glory_lat=0"
                    )
                    verdict = (
                        _("why not: {reason}").format(reason=err)
                        if err is not None
                        else pgettext("captains_chair", "possible")
                    )
                trigger = _("PLAY") if kind == "play" else _("ACTIVATE")
                rows.append(
                    f"<tr><td>{html.escape(cat.card[uid].name)}</td><td>{trigger}</td>"
                    f"<td>{html.escape(operation_words(state, op))}</td><td>{html.escape(verdict)}</td></tr>"
                )
        if not rows:
            return ""
        head = "".join(
            f"<th>{h}</th>"
            for h in (
                pgettext("captains_chair", "card"),
                pgettext("captains_chair", "operation"),
                _("cost and effects"),
                pgettext("captains_chair", "now"),
            )
        )
        title = _("{player}'s operations").format(player=f"P{p + 1}")
        return f"<b>{title}</b><table><tr>{head}</tr>{''.join(rows)}</table>"

    # ------------------------------------------------------------- clicking
    def submit(self, text: str) -> bool:
        """Ask the engine about ``text``; explain a refusal, else act. True if legal."""
        err = self.state.check(text)
        if err is not None:
            # what was tried, in words, above why not: two refusals alike still name their move
            tried = html.escape(_("{action}: refused").format(action=self.state.describe(text)))
            self.status.value = f"<b>{tried}</b><pre>" + html.escape(err.explain()) + "</pre>"
            return False
        self.status.value = html.escape(
            _("done: {action}").format(action=self.state.describe(text))
        )
        if self.on_action is not None:
            self.on_action(text)
        else:
            self.update(self.state.apply(text))
        return True

    def _actor(self) -> str:
        p = self.state.to_act if self.state.to_act is not None else 0
        return f"P{p + 1}"

    def acquire(self, suit: str) -> bool:
        uid = self.state.data["market"][suit]
        if self.state.phase == "glory_placement":
            return self.submit(f"{self._actor()} place_glory card={uid}")
        return self.submit(f"{self._actor()} acquire card={uid} glory_dil=0 glory_lat=0")

    def control(self, i: int) -> bool:
        loc = self.state.data["neutral_zone"][i]
        return self.submit(f"{self._actor()} control location={loc}")

    def play(self, p: int, uid: str) -> bool:
        """Play a hand card: the first legal way, else the plain text (explained refusal)."""
        for a in self.state.legal_actions():
            if a.kind == "play" and a["card"] == uid:
                return self.submit(str(a))
        return self.submit(f"P{p + 1} play card={uid} target=- may=no glory_dil=0 glory_lat=0")

    def choose(self) -> bool:
        if self.choices.value:
            return self.submit(self.choices.value)
        return False


def make_board(state, on_action=None) -> CaptainsChairBoard:
    """A table view of ``state``; clicks become action texts passed to ``on_action``.

    Parameters
    ----------
    state : CaptainsChairState
    on_action : callable, optional
        Called with an action text the engine accepts; when omitted the board
        applies it to its own state and redraws.

    Returns
    -------
    CaptainsChairBoard
        With ``.widget`` and ``.update(state)``.
    """
    return CaptainsChairBoard(state, on_action)
