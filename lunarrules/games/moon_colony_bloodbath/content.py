"""Reading and checking the component data (``content.toml``).

:func:`validate` lists every problem of a content table at once (a missing field,
a wrong type, an unknown effect), each naming the card and the field.
:func:`compiled` turns the tables into the small tuples the engine runs on, once
per game object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from lunarrules.i18n import _, ngettext

from .params import HAND_START, PLAYERS, RESOURCES

#: the gettext context of this game's short words (``pgettext("moon_colony_bloodbath", "MINE")``)
GID = "moon_colony_bloodbath"

EFFECTS = {
    # do: required fields
    "gain": ("res", "n"),
    "lose": ("res", "n"),
    "lose_per_building": ("res", "n"),
    "action": ("action",),
    "draw": ("n",),
    "discard": ("n",),
    "spend_box": ("then",),
    "add": ("deck",),
    "hunger": (),
    "paperwork": (),
    "end_game": (),
}
ACTIONS = ("mine", "farm", "restock", "research")
ADD_DECKS = ("event", "robot", "development", "perk", "twist")
TRIGGERS = ("play", "mine", "farm", "restock", "research", "lost")
LOST_EFFECTS = ("gain", "lose", "draw")
DECKS = ("building", "twist", "robot", "development", "event", "perk", "scientist")


def _effect_problems(where: str, effects, allowed=None, ids: dict | None = None,
                     building: bool = False, nested: bool = False) -> list[str]:
    out = []
    if not isinstance(effects, list):
        return [f"{where}: " + _("expected a list of effects, got {type}").format(type=type(effects).__name__)]
    for i, e in enumerate(effects):
        w = f"{where}[{i}]"
        if not isinstance(e, dict):
            out.append(f"{w}: " + _("expected a table like {example}").format(
                example='{do = "gain", res = "food", n = 1}'))
            continue
        do = e.get("do")
        if not isinstance(do, str) or do not in EFFECTS:
            out.append(f"{w}: " + _("missing or unknown field 'do' ({value!r}); one of {effects}").format(
                value=do, effects=", ".join(EFFECTS)))
            continue
        if allowed is not None and do not in allowed:
            out.append(f"{w}: " + _("a LOST ability may only {effects}, not {value!r}").format(
                effects=", ".join(allowed), value=do))
        for f in EFFECTS[do]:
            if f not in e:
                out.append(f"{w}: " + _("effect {effect!r} is missing field {field!r}").format(effect=do, field=f))
        if "res" in e and (not isinstance(e["res"], str) or e["res"] not in RESOURCES):
            out.append(f"{w}: " + _("{field} {value!r} is not one of {choices}").format(
                field="res", value=e["res"], choices=", ".join(RESOURCES)))
        if "n" in e and (not isinstance(e["n"], int) or isinstance(e["n"], bool) or e["n"] < 0):
            out.append(f"{w}: " + _("n must be a whole number >= 0, got {value!r}").format(value=e["n"]))
        elif do == "add" and "n" in e:
            out.extend(_add_count_problems(w, e, nested))
        if "action" in e and (not isinstance(e["action"], str) or e["action"] not in ACTIONS):
            out.append(f"{w}: " + _("{field} {value!r} is not one of {choices}").format(
                field="action", value=e["action"], choices=", ".join(ACTIONS)))
        if "deck" in e and (not isinstance(e["deck"], str) or e["deck"] not in ADD_DECKS):
            out.append(f"{w}: " + _("{field} {value!r} is not one of {choices}").format(
                field="deck", value=e["deck"], choices=", ".join(ADD_DECKS)))
        if "card" in e:
            out.extend(_card_problems(w, e, ids))
        if "may" in e and not isinstance(e["may"], bool):
            out.append(f"{w}: " + _("field {field!r} must be true or false, got {value!r}").format(
                field="may", value=e["may"]))
        if do == "spend_box":
            out.extend(_spend_box_problems(w, e, allowed, ids, building))
        elif "then" in e:
            out.append(f"{w}: " + _("field 'then' belongs only to a 'spend_box' effect, not to {value!r}").format(
                value=do))
    return out


def _spend_box_problems(w: str, e: dict, allowed, ids, building: bool) -> list[str]:
    """``spend_box`` (MCB-SPEND-BOX): a building's ability, with one effect in ``then``."""
    if not building:
        return [f"{w}: " + _("'spend_box' spends a box from the building whose ability it is, so only a "
                             "building's abilities may use it")]
    then = e.get("then")
    if not isinstance(then, dict):
        return [f"{w}: " + _("field 'then' must be one effect table like {example}, got {value!r}").format(
            example='{do = "gain", res = "colonists", n = 4}', value=then)]
    if then.get("do") in ("spend_box", "may") or "may" in then:
        return [f"{w}.then: " + _("the effect bought with a box is a plain effect (no spend_box, no may)")]
    return _effect_problems(f"{w}.then", [then], allowed, ids, building, nested=True)


def _add_count_problems(w: str, e: dict, nested: bool) -> list[str]:
    """``add`` with ``n`` (MCB-ADD-SHUFFLE): n cards of the deck at once, shuffled together."""
    if e["n"] < 1:
        return [f"{w}: " + _("an add of n = 0 cards adds nothing; n must be 1 or more")]
    if e["n"] > 1 and (e.get("may") or nested):
        if e.get("may"):
            return [f"{w}: " + _("an optional add (may = true) adds one card, got n = {n}; "
                                 "write one effect per card").format(n=e["n"])]
        return [f"{w}: " + _("the add a box buys (spend_box) adds one card, got n = {n}; "
                             "write one effect per card").format(n=e["n"])]
    return []


def _card_problems(w: str, e: dict, ids: dict | None) -> list[str]:
    """An ``add`` that names its card (MCB-ADD-NAMED): the card must be an id of that deck."""
    card, deck = e["card"], e.get("deck")
    if e.get("do") != "add":
        return [f"{w}: " + _("field 'card' belongs only to an 'add' effect, not to {value!r}").format(
            value=e.get("do"))]
    if not isinstance(card, str) or not card:
        return [f"{w}: " + _("field 'card' must be the id of a card (text), got {value!r}").format(value=card)]
    known = (ids or {}).get(deck)
    if known is not None and card not in known:
        return [f"{w}: " + _("field 'card' {card!r} is not a {deck} id; one of {ids}").format(
            card=card, deck=deck, ids=", ".join(known))]
    return []


def _need(card: dict, where: str, field: str, kind, out: list[str]) -> None:
    if field not in card:
        out.append(f"{where}: " + _("missing field {field!r}").format(field=field))
        return
    v = card[field]
    if kind is int and (not isinstance(v, int) or isinstance(v, bool) or v < 0):
        out.append(f"{where}: " + _("field {field!r} must be a whole number >= 0, got {value!r}").format(
            field=field, value=v))
    elif kind is str and (not isinstance(v, str) or not v):
        out.append(f"{where}: " + _("field {field!r} must be non-empty text, got {value!r}").format(
            field=field, value=v))
    elif kind is bool and not isinstance(v, bool):
        out.append(f"{where}: " + _("field {field!r} must be true or false, got {value!r}").format(
            field=field, value=v))


def validate(content: dict) -> list[str]:
    """Every problem in a content table (empty when it is usable).

    Parameters
    ----------
    content : dict
        Tables ``building``, ``twist``, ``robot``, ``development``, ``event``,
        ``perk`` and ``scientist``, each a list of cards.

    Returns
    -------
    list of str
        One line per problem, naming the card (``building[kale_farm]``) and the field.

    Examples
    --------
    >>> validate({"building": [{"id": "x"}]})[0]  # doctest: +ELLIPSIS
    "building[x]: missing field 'name'"
    """
    out: list[str] = []
    ids = {
        deck: [c["id"] for c in content.get(deck, []) if isinstance(c, dict) and isinstance(c.get("id"), str)]
        for deck in ADD_DECKS
        if isinstance(content.get(deck), list)
    }
    for deck in DECKS:
        cards = content.get(deck)
        if not isinstance(cards, list) or not cards:
            out.append(f"{deck}: " + _("expected a non-empty list of [[{deck}]] cards").format(deck=deck))
            continue
        seen: set = set()
        for i, c in enumerate(cards):
            if not isinstance(c, dict):
                out.append(f"{deck}[{i}]: " + _("expected a table"))
                continue
            cid = c.get("id")
            where = f"{deck}[{cid if isinstance(cid, str) else i}]"
            if not isinstance(cid, str) or not cid.replace("_", "").isalnum():
                out.append(f"{where}: " + _("missing field 'id' (a word of letters, digits and _)"))
            elif cid in seen:
                out.append(f"{where}: " + _("duplicate id"))
            seen.add(cid)
            _need(c, where, "name", str, out)
            if deck == "building":
                _need(c, where, "cost", int, out)
                _need(c, where, "colonists", int, out)
                _need(c, where, "copies", int, out)
                for t in TRIGGERS:
                    if t in c:
                        out.extend(_effect_problems(f"{where}.{t}", c[t], LOST_EFFECTS if t == "lost" else None, ids,
                                                   building=True))
                if "boxes" in c:
                    _need(c, where, "boxes", int, out)
                    if c.get("box") not in ("money", "food"):
                        out.append(f"{where}: " + _("field 'box' must be \"money\" or \"food\" when 'boxes' is given"))
                for flag in ("ignore_paperwork", "food_as_money"):
                    if flag in c:
                        _need(c, where, flag, bool, out)
            elif deck == "twist":
                _need(c, where, "first_game", bool, out)
            elif deck == "robot":
                _need(c, where, "colonists", int, out)
            if deck in ("twist", "robot", "development", "event", "perk"):
                if "effects" not in c:
                    out.append(f"{where}: " + _("missing field {field!r}").format(field="effects"))
                else:
                    out.extend(_effect_problems(f"{where}.effects", c["effects"], None, ids))
            if deck == "development" and "copies" in c:
                _need(c, where, "copies", int, out)
    buildings = content.get("building")
    if isinstance(buildings, list) and buildings:
        copies: list[Any] = [c.get("copies") for c in buildings if isinstance(c, dict)]
        if all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in copies):
            need = HAND_START * PLAYERS[1]
            if sum(copies) < need:
                out.append("building: " + _(
                    "the deck has {n} cards (the copies of every building); "
                    "dealing {hand} to each of {players} players needs {need} [MCB-SETUP-DEAL]"
                ).format(n=sum(copies), hand=HAND_START, players=PLAYERS[1], need=need))
    twists = content.get("twist")
    if isinstance(twists, list) and len(twists) >= 1:
        first = [t for t in twists if isinstance(t, dict) and t.get("first_game") is True]
        if len(first) < 2 or len(twists) < 2:
            out.append("twist: " + _("needs at least 2 twists, 2 of them with first_game = true"))
    sci = content.get("scientist")
    if isinstance(sci, list) and 0 < len(sci) < 5:
        out.append("scientist: " + _("needs 5 scientists (one per player at 5 players), got {n}").format(n=len(sci)))
    perks = content.get("perk")
    if isinstance(perks, list) and perks and len(perks) != 5:
        out.append("perk: " + _("a scientist's set has exactly 5 perks, got {n}").format(n=len(perks)))
    return out


class Effect(NamedTuple):
    """One card instruction as the engine runs it."""

    do: str  # what to do: an :data:`EFFECTS` key, or ``may``
    #: the resource, action, deck or count, or the effect a ``may`` or ``spend_box`` carries
    what: str | int | Effect
    #: the number, the card an ``add`` names (0: the next one) or the building a
    #: ``spend_box`` spends from
    n: int | str


def _fx(effects, bid: str = "") -> tuple:
    """Effect tables as :class:`Effect` records; ``bid``: the building whose abilities they are."""
    out = []
    for e in effects or ():
        if e.get("may"):
            # MCB-MAY: the player decides when it resolves; the effect rides inside
            out.append(Effect("may", _fx([{k: v for k, v in e.items() if k != "may"}], bid)[0], 0))
            continue
        do = e["do"]
        if do == "spend_box":
            # MCB-SPEND-BOX: the effect bought, and the building the box comes from
            out.append(Effect(do, _fx([e["then"]], bid)[0], bid))
            continue
        if do in ("gain", "lose", "lose_per_building"):
            out.append(Effect(do, e["res"], e["n"]))
        elif do == "action":
            out.append(Effect(do, e["action"], 0))
        elif do == "add":
            # n: the named card (MCB-ADD-NAMED), 0 for the next one of its deck; an add of
            # several cards is one add per card, all in the same resolution (MCB-ADD-SHUFFLE)
            out.extend([Effect(do, e["deck"], e.get("card", 0))] * e.get("n", 1))
        elif do == "paperwork":
            out.append(Effect(do, 0, 0))
        else:
            out.append(Effect(do, e.get("n", 0), 0))
    return tuple(out)


@dataclass(frozen=True)
class Building:
    """A building card: cost, printed colonists and abilities per trigger."""

    id: str
    name: str
    cost: int
    colonists: int
    copies: int
    term: str
    boxes: int
    box: str
    ignore_paperwork: bool
    food_as_money: bool
    play: tuple
    mine: tuple
    farm: tuple
    restock: tuple
    research: tuple
    lost: tuple
    # per action trigger: whether its abilities only gain resources (applied at once)
    gains_only: dict = field(default_factory=dict, compare=False)

    def describe(self, trigger: str, copies: int = 1) -> str:
        """Its ``trigger`` abilities in words, for ``copies`` copies."""
        from .words import effect_words

        return "; ".join(effect_words(e) for e in getattr(self, trigger) for _i in range(copies))

    @property
    def lost_colonist_delta(self) -> int:
        """Colonists its LOST abilities add (gain) or remove (lose) in total."""
        d = 0
        for do, res, n in self.lost:
            if res == "colonists":
                d += n if do == "gain" else -n if do == "lose" else 0
        return d

    def abilities(self) -> list[str]:
        """Its abilities in words, for the board and docs."""
        from .words import effect_words, trigger_word

        out = []
        for t in TRIGGERS:
            fx = getattr(self, t)
            if fx:
                out.append(_("{trigger}: {effects}").format(
                    trigger=trigger_word(t), effects="; ".join(effect_words(e) for e in fx)))
        if self.boxes:
            holds = (ngettext("BOXES: holds up to {n} box, each spends as 1 money",
                              "BOXES: holds up to {n} boxes, each spends as 1 money", self.boxes)
                     if self.box == "money" else
                     ngettext("BOXES: holds up to {n} box, each spends as 1 food",
                              "BOXES: holds up to {n} boxes, each spends as 1 food", self.boxes))
            out.append(holds.format(n=self.boxes))
        if self.ignore_paperwork:
            out.append(_("ignore Paperwork"))
        if self.food_as_money:
            out.append(_("food may pay costs as money"))
        return out


@dataclass(frozen=True)
class Card:
    """A progress-deck card other than Work and Trouble."""

    id: str
    name: str
    kind: str
    effects: tuple
    colonists: int = 0
    first_game: bool = False
    term: str = ""


@dataclass(frozen=True)
class Compiled:
    buildings: dict
    twists: dict
    robots: dict
    developments: dict
    events: dict
    perks: dict
    scientists: dict
    building_deck: tuple
    event_order: tuple
    development_order: tuple
    manual_events: frozenset
    plans: dict = field(default_factory=dict, compare=False)


def compiled(game) -> Compiled:
    """The game's content as engine tuples (cached on the game object)."""
    try:
        return game._mcb_compiled
    except AttributeError:
        pass
    c = game.content
    b = {}
    deck = []
    for x in c["building"]:
        play, mine, farm, restock, research, lost = (_fx(x.get(t), x["id"]) for t in TRIGGERS)
        b[x["id"]] = Building(
            x["id"], x["name"], x["cost"], x["colonists"], x["copies"], x.get("term", ""),
            x.get("boxes", 0), x.get("box", ""), x.get("ignore_paperwork", False),
            x.get("food_as_money", False),
            play, mine, farm, restock, research, lost,
            {t: bool(x.get(t)) and all(e["do"] == "gain" and not e.get("may") for e in x[t])
             for t in ("mine", "farm", "restock", "research")},
        )
        deck.extend([x["id"]] * x["copies"])

    def cards(kind):
        return {
            x["id"]: Card(x["id"], x["name"], kind, _fx(x["effects"]), x.get("colonists", 0),
                          x.get("first_game", False), x.get("term", ""))
            for x in c[kind]
        }

    events = cards("event")
    comp = Compiled(
        b, cards("twist"), cards("robot"), cards("development"), events, cards("perk"),
        {x["id"]: x["name"] for x in c["scientist"]},
        tuple(deck),
        tuple(x["id"] for x in c["event"]),
        # MCB-DEV-COPIES: the face-up deck holds every copy, in order
        tuple(x["id"] for x in c["development"] for _i in range(x.get("copies", 1))),
        frozenset(k for k, v in events.items() if any(e[0] == "end_game" for e in v.effects)),
    )
    game._mcb_compiled = comp
    return comp
