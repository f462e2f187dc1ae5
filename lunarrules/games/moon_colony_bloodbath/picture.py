"""What is shown of the Moon Colony Bloodbath table: :func:`view` (the plain data a player
may see, secrets hidden: ``State._view``), the picture of the table (``State._picture``):
HTML with inline SVG, and the plain-HTML fragments the board reuses (a colony's buildings,
the steps of the latest colonist loss: :func:`buildings_html`, :func:`cascade_steps`).

What a spectator sees: the progress deck (face down, how many cards), the card
revealed and the discard pile; the twists in play; the face-up event and
development decks in order; the building and robot decks; the decision the table
waits for; and every colony mat: the scientist, colonists, money and food on the
mat, the score, the loss the colony can absorb, the cards in hand (face down),
the action chits on the work spaces (a Work choice stays hidden until everyone
has chosen, as the state's view hides it), the perks not yet added, and the buildings
in play with their printed colonists, boxes and abilities. Drawn from the
spectator's view of the state, in the game's words; icons carry their names as
text alternatives. No ipywidgets: this is the rich display of every state.

Each thing an action names carries a ``data-pick`` attribute (:mod:`lunarrules.kernel.picks`)
holding the action's own ``param=value`` tokens, so a click on it offers those actions. Only
the mat of the seat to act is marked, and only in the step where the mark means its thing:

* Work: the work spaces ``space=mine`` (restock, mine, farm, research), and the BUILD space
  with ``food=0`` (``food=0 food=1 ... food=k`` with a Potato Farm, k the food that seat could
  pay): every build action pays some food, so a click on BUILD lists the builds, build
  nothing included, without the picture naming the cards of the face-down hand;
* a building to lose: each building in play ``card=<id>``;
* RESTOCK's boxes: each building in play with every ``cards=<id>,<id>`` placing a box on it;
* a perk to add: each perk not yet added ``perk=<id>`` (its name in the perks line).

Not marked: the scientists to pick (not drawn before they are picked), the cards to discard
(in the face-down hand), and the yes/no and before/after choices (they name no thing).
"""

from __future__ import annotations

import re
from html import escape

from lunarrules.i18n import _, ngettext, pgettext
from lunarrules.kernel.picks import pick_attr, token

from . import legal
from .content import compiled
from .params import ACTION_CHITS
from .table import absorbable_loss, colony_total, food_available, has_food_as_money
from .words import action_word, amount, card_words, cards, effect_words, source_words
from .words import boxes as _boxes

NS = "http://www.w3.org/2000/svg"
KIND_COLOUR = {"twist": "#7c3aed", "dev": "#0f766e", "event": "#b91c1c", "robot": "#475569", "perk": "#b45309",
               "work": "#1d4ed8", "trouble": "#991b1b"}


def view(state, player: int | None) -> dict:
    """The table as ``player`` sees it: hands, face-down decks, the progress deck's
    order, other players' Work choices and every discard pile are hidden
    (MCB-FAQ-DISCARD-HIDDEN, MCB-SIMULTANEOUS-ORDER)."""
    d = state.data
    comp = compiled(state.game)
    seats = []
    for p in range(state.players):
        mine = player == p
        seats.append({
            "scientist": d["scientist"][p],
            "colonists": d["colonists"][p],
            "money": d["money"][p],
            "food": d["food"][p],
            "buildings": [
                {"id": bid, "colonists": comp.buildings[bid].colonists, "stock": s}
                for bid, s in d["tableau"][p]
            ],
            "hand": list(d["hand"][p]) if mine else None,
            "hand_size": len(d["hand"][p]),
            "chits": list(d["chits"][p]),
            "work_choice": (
                d["work_choice"][p].text() if mine and d["work_choice"][p] else None
            ),
            "has_chosen": d["work_choice"][p] is not None,
            "perks_left": list(d["perks"][p]),
            "score": colony_total(state, p),
        })
    return {
        "viewer": player,
        "phase": state.phase,
        "turn": d["turn"],
        "revealed": d["revealed"],
        "players": seats,
        "progress_deck_size": len(d["progress_on_top"]) + len(d["progress_deck"]),
        "progress_discard_size": len(d["progress_discard"]),
        "building_deck_size": len(d["building_deck"]),
        "building_discard_size": len(d["building_discard"]),
        "robot_deck_size": len(d["robot_deck"]),
        "twists_in_play": list(d["twists"]),
        "twist_deck_size": len(d.get("twist_deck", ())),
        "next_event": d["event_deck"][0] if d["event_deck"] else None,
        "events_left": len(d["event_deck"]),
        "next_development": d["development_deck"][0] if d["development_deck"] else None,
        "developments": list(d["development_deck"]),  # face up, in order, every copy (MCB-DEV-COPIES)
        "pending": dict(d["decision"]) if d["decision"] else None,
    }


def _svg(width: float, height: float, label: str, body: str, style: str = "vertical-align:-3px") -> str:
    """An inline SVG with its text alternative (aria-label and title)."""
    lab = escape(label)
    st = f" style='{style}'" if style else ""
    return (f"<svg xmlns='{NS}' role='img' aria-label='{lab}' width='{width:g}' height='{height:g}' "
            f"viewBox='0 0 {width:g} {height:g}'{st}><title>{lab}</title>{body}</svg>")


_ICONS = {
    "colonists": ("<circle cx='8' cy='5' r='3.2' fill='#1e3a8a'/>"
                  "<path d='M2.5,15 Q2.5,8.5 8,8.5 Q13.5,8.5 13.5,15 Z' fill='#1e3a8a'/>"),
    "money": ("<circle cx='8' cy='8' r='6.5' fill='#fbbf24' stroke='#92400e' stroke-width='1.2'/>"
              "<circle cx='8' cy='8' r='3.5' fill='none' stroke='#92400e' stroke-width='1'/>"),
    "food": ("<path d='M8,14 C2,13 1.5,6 6,4 C7,3.6 8,4.2 8,4.2 C8,4.2 9,3.6 10,4 C14.5,6 14,13 8,14 Z' "
             "fill='#16a34a' stroke='#14532d'/><path d='M8,4 Q8.5,1.5 10.5,1' fill='none' stroke='#14532d'/>"),
    "box": "<rect x='2.5' y='3.5' width='11' height='10' fill='#d6a86b' stroke='#78350f'/>"
           "<path d='M2.5,6.5 h11' stroke='#78350f'/>",
    "card": "<rect x='3' y='1.5' width='10' height='13' rx='1.5' fill='#334155' stroke='#0f172a'/>"
            "<rect x='5' y='3.5' width='6' height='9' rx='1' fill='none' stroke='#94a3b8'/>",
    "chit": "<circle cx='8' cy='8' r='6' fill='#f97316' stroke='#7c2d12' stroke-width='1.2'/>",
    "free_chit": "<circle cx='8' cy='8' r='6' fill='#fff' stroke='#7c2d12' stroke-width='1.2' stroke-dasharray='2 2'/>",
    "shield": "<path d='M8,1.5 L14,4 Q14,11 8,14.5 Q2,11 2,4 Z' fill='#e0e7ff' stroke='#3730a3'/>",
    "hidden": "<rect x='2' y='2' width='12' height='12' rx='2' fill='#64748b'/>"
              "<text x='8' y='12' text-anchor='middle' font-size='10' fill='#fff'>?</text>",
}


def _icon(kind: str, label: str, size: int = 16) -> str:
    return _svg(size, size, label, f"<g transform='scale({size / 16:g})'>{_ICONS[kind]}</g>")


def _card_effects(comp, card: str) -> str:
    kind, _sep, rest = card.partition(":")
    if kind == "perk":
        rest = rest.partition(":")[2]
    table = {"twist": comp.twists, "dev": comp.developments, "event": comp.events, "robot": comp.robots,
             "perk": comp.perks}.get(kind, {})
    info = table.get(rest)
    if info is None:
        if kind == "work":
            return _("each colony picks a work space")
        if kind == "trouble":
            return _("trouble strikes the colonies")
        return ""
    return "; ".join(effect_words(e) for e in info.effects)


def _face_card(kind: str, name: str, effects: str, colour: str) -> str:
    return (f"<div style='border:2px solid {colour};border-radius:6px;padding:3px 6px;background:#fff;"
            f"min-width:120px;max-width:230px;flex:0 1 auto'>"
            f"<div style='font-size:11px;color:{colour};font-weight:700;text-transform:uppercase'>"
            f"{escape(kind)}</div><div style='font-weight:700'>{escape(name)}</div>"
            + (f"<div style='font-size:12px;color:#374151'>{escape(effects)}</div>" if effects else "")
            + "</div>")


def _pile(label: str, n: int, colour: str = "#334155") -> str:
    """A face-down pile drawn as a stack of card backs, with its count."""
    layers = min(4, n)
    body = []
    for k in range(max(1, layers)):
        off = (layers - 1 - k) * 2 if layers else 0
        fill = colour if n else "none"
        dash = "" if n else " stroke-dasharray='3 2'"
        body.append(f"<rect x='{2 + off}' y='{2 + off}' width='24' height='32' rx='3' fill='{fill}' "
                    f"stroke='#0f172a'{dash}/>")
    pic = _svg(34, 42, _("{pile}: {cards}").format(pile=label, cards=cards(n)), "".join(reversed(body)), "flex:none")
    return (f"<div style='display:flex;align-items:center;gap:4px;min-width:0'>{pic}"
            f"<div style='font-size:12px;line-height:1.25'>{escape(label)}<br><b>{n}</b></div></div>")


def _decision(state, comp) -> str:
    dec = state.data["decision"]
    if not dec:
        return ""
    who = f"P{dec['player'] + 1}"
    src = dec.get("source", "")
    kind = dec["kind"]
    if kind == "lose_building":
        text = _("{player} must still lose {amount} and chooses a building to lose").format(
            player=who, amount=amount(dec["need"], "colonists"))
    elif kind == "choose_perk":
        text = _("{player} adds a perk on top of the progress deck").format(player=who)
    elif kind == "place_boxes":
        text = _("{player} puts {boxes} on their buildings").format(player=who, boxes=_boxes(dec["n"]))
    elif kind == "discard":
        text = _("{player} discards {cards}").format(player=who, cards=cards(dec["n"]))
    elif kind == "may":
        text = _("{player} decides whether to follow: {effect}").format(player=who, effect=effect_words(dec["effect"]))
    elif kind == "ability_order":
        names = ", ".join(dec.get("names", ()))
        text = _("{player} resolves {building_names} before or after {action}").format(
            player=who, building_names=names, action=action_word(dec["act"]))
    else:
        text = _("{player} decides").format(player=who)
    if src:
        text = _("{decision} ({source})").format(decision=text, source=source_words(src))
    waiting = escape(_("Waiting for: {decision}").format(decision=text))
    return (f"<div style='border-left:4px solid #dc2626;background:#fef2f2;padding:3px 8px;margin:4px 0'>"
            f"{waiting}</div>")


def _building(comp, bid: str, stock: int, pick: str = "") -> str:
    b = comp.buildings.get(bid)
    if b is None:
        return ""
    boxes = ""
    if b.boxes or stock:
        cap = b.boxes
        box = (_("a box of money") if b.box == "money" else _("a box of food") if b.box == "food"
               else _("a box of stock"))
        icons = "".join(_icon("box", box, 13) for _i in range(min(stock, 8)))
        more = f" +{stock - 8}" if stock > 8 else ""
        word = _("{boxes} of {cap}").format(boxes=_boxes(stock), cap=cap) if cap else _boxes(stock)
        boxes = f"<div style='font-size:12px'>{icons}{more} {escape(word)}</div>"
    abil = "; ".join(b.abilities()) or _("no ability")
    printed = _icon("colonists", _("printed colonists"), 13)
    cost = escape(_("cost {n}").format(n=b.cost))
    return (f"<div style='border:1px solid #a8a29e;border-radius:5px;padding:3px 5px;background:#fafaf9;"
            f"flex:1 1 150px;min-width:0;max-width:260px'{pick}>"
            f"<div style='font-weight:700'>{escape(b.name)}</div>"
            f"<div style='font-size:12px'>{printed} "
            f"{escape(amount(b.colonists, 'colonists'))} &middot; {cost}</div>{boxes}"
            f"<div style='font-size:11.5px;color:#44403c'>{escape(abil)}</div></div>")


def _marks(state, comp, p: int, seat: dict) -> tuple[dict, dict, dict]:
    """The ``data-pick`` attributes of mat ``p``'s work spaces, buildings and perks, by id
    (see the module docstring): only on the mat of the seat to act, in the step the
    mark means its thing."""
    spaces: dict[str, str] = {}
    buildings: dict[str, str] = {}
    perks: dict[str, str] = {}
    if state.is_over or state.to_act != p:
        return spaces, buildings, perks
    step = state.phase
    if step == "work":
        for sp in legal.spaces(state):
            if sp != "build":
                spaces[sp] = pick_attr(token("space", sp))
        # every build pays food 0..k (k: food it could pay, at most the dearest card's cost)
        most = (min(food_available(state, p), max((b.cost for b in comp.buildings.values()), default=0))
                if has_food_as_money(state, p) else 0)
        spaces["build"] = pick_attr(*(token("food", f) for f in range(most + 1)))
    elif step == "lose_building":
        for b in seat["buildings"]:
            buildings[b["id"]] = pick_attr(token("card", b["id"]))
    elif step == "place_boxes":
        placings = [a["cards"] for a in state.legal_actions() if a.kind == "place_boxes"]
        for b in seat["buildings"]:
            alts = [token("cards", c) for c in placings if b["id"] in c]
            if alts:
                buildings[b["id"]] = pick_attr(*alts)
    elif step == "choose_perk":
        for k in seat["perks_left"]:
            perks[k] = pick_attr(token("perk", k))
    return spaces, buildings, perks


def _mat(state, comp, p: int, seat: dict, score, spaces: tuple[str, ...]) -> str:
    space_picks, building_picks, perk_picks = _marks(state, comp, p, seat)
    sci = seat["scientist"]
    sci_name = comp.scientists.get(sci, sci) if sci else _("no scientist yet")
    chits = seat["chits"]
    free = ACTION_CHITS - len(chits)
    space_cells = []
    for sp in spaces:
        on = chits.count(sp)
        word = action_word(sp)
        marks = "".join(_icon("chit", _("an action chit on {space}").format(space=word), 13) for _i in range(on))
        space_cells.append(
            f"<div style='border:1px solid #94a3b8;border-radius:4px;padding:1px 4px;font-size:11px;"
            f"background:{'#ffedd5' if on else '#f8fafc'};min-width:46px;text-align:center'"
            f"{space_picks.get(sp, '')}>"
            f"{escape(word)}<br>{marks or '&nbsp;'}</div>")
    chosen = ""
    if seat["has_chosen"]:
        hidden = _icon("hidden", _("a hidden choice"))
        has_chosen = escape(_("has chosen (hidden until all have)"))
        chosen = f"<div style='font-size:12px'>{hidden} {has_chosen}</div>"
    perks = (", ".join(f"<span{perk_picks[k]}>{escape(comp.perks[k].name)}</span>" if k in perk_picks
                       else escape(comp.perks[k].name) for k in seat["perks_left"] if k in comp.perks)
             or escape(pgettext("moon_colony_bloodbath: perks", "none")))
    buildings = "".join(_building(comp, b["id"], b["stock"], building_picks.get(b["id"], ""))
                        for b in seat["buildings"])
    on_mat = (
        (_icon("colonists", _("colonists on the mat")),
         pgettext("moon_colony_bloodbath: mat", "{n} colonists"), seat["colonists"]),
        (_icon("money", _("money on the mat")), pgettext("moon_colony_bloodbath: mat", "{n} money"), seat["money"]),
        (_icon("food", _("food on the mat")), pgettext("moon_colony_bloodbath: mat", "{n} food"), seat["food"]),
    )
    res = " &nbsp; ".join(
        f"<span style='white-space:nowrap'>{icon} {escape(words).replace('{n}', f'<b>{n}</b>')}</span>"
        for icon, words, n in on_mat)
    hand = seat["hand_size"]
    hand_icons = "".join(_icon("card", _("a building card, face down"), 14) for _i in range(min(hand, 8)))
    title = escape(_("score {score}").format(score=f"{score:g}"))
    shield = _icon("shield", _("loss the colony can absorb"))
    absorb = escape(_("can absorb {amount}").format(amount=amount(absorbable_loss(state, p), "colonists")))
    hand_line = escape(_("hand: {icons} {cards}")).replace("{icons}", hand_icons).replace("{cards}", escape(cards(hand)))
    chit_line = escape(_("action chits: {free} of {total} free").format(free=free, total=ACTION_CHITS))
    perk_line = escape(_("perks not yet added: {perks}")).replace("{perks}", perks)
    in_play = escape(_("Buildings in play ({n})").format(n=len(seat["buildings"])))
    no_building = escape(_("no building"))
    return (
        f"<div style='border:1px solid #94a3b8;border-radius:6px;padding:6px;background:#fff;"
        f"flex:1 1 280px;min-width:0;max-width:420px'>"
        f"<div style='font-size:14px'><b>P{p + 1}</b> &middot; {escape(sci_name)} &middot; "
        f"<b>{title}</b></div>"
        f"<div style='margin:2px 0'>{res}</div>"
        f"<div style='font-size:12px'>{shield} {absorb}</div>"
        f"<div style='font-size:12px'>{hand_line}</div>"
        f"<div style='font-size:12px;margin-top:3px'>{chit_line}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:3px;margin:2px 0'>{''.join(space_cells)}</div>{chosen}"
        f"<div style='font-size:12px'>{perk_line}</div>"
        f"<div style='font-size:12px;font-weight:700;margin-top:4px'>{in_play}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:4px'>{buildings or f'<i>{no_building}</i>'}</div></div>"
    )


def picture(state) -> str:
    """The whole Moon Colony Bloodbath table as HTML with inline SVG (see the module docstring).

    Parameters
    ----------
    state : MoonColonyState
        Any position.

    Returns
    -------
    str
        HTML: the decks and cards in play, then every colony mat.
    """
    view = state.view(None)
    comp = compiled(state.game)
    scores = state.scores() or [0] * state.players
    revealed = view["revealed"]
    if revealed:
        kind, name = card_words(comp, revealed)
        face = _face_card(kind, name, _card_effects(comp, revealed), KIND_COLOUR.get(revealed.split(":")[0], "#334155"))
    else:
        none_yet = escape(_("no card revealed yet"))
        face = ("<div style='border:2px dashed #94a3b8;border-radius:6px;padding:3px 6px;color:#64748b'>"
                f"{none_yet}</div>")
    deck = _pile(_("progress deck"), view["progress_deck_size"], "#1e3a8a")
    discard = _pile(_("progress discard"), view["progress_discard_size"], "#64748b")
    shown = escape(_("revealed"))
    progress = (
        "<div style='display:flex;flex-wrap:wrap;gap:8px;align-items:center'>"
        f"{deck}<div><div style='font-size:12px'>{shown}</div>{face}</div>{discard}</div>"
    )
    twists = "".join(
        _face_card(_("Twist in play"), comp.twists[t].name, "; ".join(effect_words(e) for e in comp.twists[t].effects),
                   KIND_COLOUR["twist"])
        for t in view["twists_in_play"] if t in comp.twists)
    events = view["events_left"]
    nxt = view["next_event"]
    ev = comp.events.get(nxt) if nxt else None
    empty = pgettext("moon_colony_bloodbath: deck", "empty")
    event_card = (_face_card(ngettext("next event ({n} left)", "next event ({n} left)", events).format(n=events),
                             ev.name, "; ".join(effect_words(e) for e in ev.effects), KIND_COLOUR["event"])
                  if ev else _face_card(_("event deck"), empty, "", "#64748b"))
    devs = view["developments"]
    dev_names = [comp.developments[x].name for x in devs if x in comp.developments]
    if dev_names:
        effects = "; ".join(effect_words(e) for e in comp.developments[devs[0]].effects)
        if len(dev_names) > 4:
            effects = _("{effects} (then: {names}...)").format(effects=effects, names=", ".join(dev_names[1:4]))
        elif len(dev_names) > 1:
            effects = _("{effects} (then: {names})").format(effects=effects, names=", ".join(dev_names[1:4]))
        dev_card = _face_card(ngettext("next development ({n} left)", "next development ({n} left)",
                                       len(devs)).format(n=len(devs)),
                              dev_names[0], effects, KIND_COLOUR["dev"])
    else:
        dev_card = _face_card(_("development deck"), empty, "", "#64748b")
    piles = "".join((
        _pile(_("building deck"), view["building_deck_size"], "#78350f"),
        _pile(_("building discard"), view["building_discard_size"], "#a8a29e"),
        _pile(_("robot deck"), view["robot_deck_size"], KIND_COLOUR["robot"]),
        _pile(_("twist deck"), view["twist_deck_size"], KIND_COLOUR["twist"]),
    ))
    spaces = legal.spaces(state)
    so_far = ngettext("{n} progress card revealed so far", "{n} progress cards revealed so far",
                      view["turn"]).format(n=view["turn"])
    mats = "".join(_mat(state, comp, p, view["players"][p], scores[p], spaces) for p in range(state.players))
    return (
        "<div class='lunarrules-picture' style='font:13px/1.4 system-ui,sans-serif;color:#111827;"
        "background:#fff;padding:4px;max-width:100%;box-sizing:border-box'>"
        f"<div>{escape(so_far)}</div>"
        f"{progress}{_decision(state, comp)}"
        f"<div style='display:flex;flex-wrap:wrap;gap:6px;margin:6px 0'>{twists}{event_card}{dev_card}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:10px;margin:4px 0'>{piles}</div>"
        f"<div style='display:flex;flex-wrap:wrap;gap:8px;margin-top:6px'>{mats}</div></div>"
    )


# ------------------------------------------------ plain-HTML fragments (the board)
# Log events that belong to a colonist loss (the cascade the board replays).
CASCADE_RULES = frozenset({
    "MCB-LOSS-MAT-FIRST", "MCB-LOSS-BUILDING", "MCB-LOSS-REPEAT", "MCB-LOSS-FAIL",
    "MCB-FAQ-ANY-BUILDING", "MCB-FAQ-LOST-FIRST", "MCB-HUNGER", "MCB-HUNGER-PUBLISHED",
    "MCB-PAPERWORK", "MCB-FAQ-ROBOT-LOSS-FIRST", "MCB-END-NO-COLONISTS",
})


#: a card revealed: its log line opens with the turn, "turn 7: " ("turno 7: "...)
_REVEALED = re.compile(r"[^\W\d]+ \d+: ")


def buildings_html(state, p: int) -> str:
    """The player's buildings in play: name, printed colonists, boxes and abilities."""
    comp = compiled(state.game)
    rows = []
    for bid, stock in state.data["tableau"][p]:
        b = comp.buildings[bid]
        box = ""
        if b.boxes:
            box = " " + _("[{boxes} of {cap}]").format(boxes=_boxes(stock), cap=b.boxes)
        elif stock:
            box = " " + _("[{boxes}]").format(boxes=_boxes(stock))
        abil = "; ".join(b.abilities()) or _("no ability")
        rows.append(
            f"<li><b>{escape(b.name)}</b> {amount(b.colonists, 'colonists')}{escape(box)} "
            f"<small>({escape(abil)})</small></li>"
        )
    none = escape(_("no building"))
    return "<ul style='margin:2px 0 2px 16px;padding:0'>" + ("".join(rows) or f"<li><i>{none}</i></li>") + "</ul>"


def cascade_steps(state) -> tuple[str, list[str]]:
    """The most recent colonist loss, step by step.

    Returns
    -------
    (str, list of str)
        The card it came from (``"turn 7: event Accident ..."``, or ``""``) and the
        logged steps under that card, oldest first, each ending with its rule ids
        (mat -> building -> LOST -> continue).
    """
    out: list[str] = []
    # a LOST ability's line names its source "<building> LOST" (in the language in use)
    head, _b, tail = source_words("\0 LOST").partition("\0")
    lost = re.compile(re.escape(head) + ".+?" + re.escape(tail) + ":")
    for e in reversed(state.log):
        if _REVEALED.match(e.text):
            if out:
                out.reverse()
                return e.text, out
            continue
        if CASCADE_RULES.intersection(e.rules) or lost.search(e.text):
            out.append(str(e))
    out.reverse()
    return "", out

