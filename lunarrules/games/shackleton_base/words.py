"""Shackleton Base in plain words: the names and amounts, and every action described.

The name and amount words come first: the pieces by name with their article
(:func:`astronaut_name`, :func:`an_astronaut`, :func:`structure_name`,
:func:`a_structure`, :func:`your_structure`...), resources and tracks
(:func:`resource_name`), "3 credits" (:func:`amount`, :func:`amounts`,
:func:`stat_amount`) and content entries by their name (:func:`name_of`).

:func:`describe` turns an action (legal or not) into one sentence in the game's
vocabulary: leaders, corporations and projects by their names from the content,
astronauts by type, sectors and spaces by number, and what the action costs or
gives in this position ("Build a dome in sector o4, paying 2 credits and 1
titanium"). It never assumes the action is possible: ids the table lacks read as
words ("an unknown project"), and costs that cannot be worked out are left out.
:func:`value_words` names the values the table holds and ``PLACES`` the places of the
table, for the position editor and the branch comparison.
"""

from __future__ import annotations

from lunarrules.i18n import _, join_words, ngettext, pgettext
from lunarrules.kernel import Action
from lunarrules.kernel.words import HIDDEN, SEAT, SEAT_RECORD, Place, read_seat, seat_label

from . import geometry, legal
from .geometry import INDEX as SECTOR_INDEX
from .params import (
    ASTRO_INDEX,
    ASTRONAUTS,
    GATEWAY_CREDITS,
    PANEL_COST,
    REP_ACTIONS,
    SIZE,
    TECH_CREDITS,
)


def an(word: str) -> str:
    """``word`` with its English indefinite article: "an engineer", "a technician", "an HQ".

    English only (ids in English messages); what a person reads uses :func:`an_astronaut`
    and :func:`a_structure`, whose words each language translates with their article."""
    return ("an " if word[:1].lower() in "aeiou" or word == "HQ" else "a ") + word


# The words a person reads for the game's pieces, looked up in the language in use when
# shown (never at import: the language can change at run time).
_ASTRONAUT_WORD = {
    "engineer": lambda: pgettext("shackleton_base", "engineer"),
    "technician": lambda: pgettext("shackleton_base", "technician"),
    "scientist": lambda: pgettext("shackleton_base", "scientist"),
}
_AN_ASTRONAUT = {
    "engineer": lambda: _("an engineer"),
    "technician": lambda: _("a technician"),
    "scientist": lambda: _("a scientist"),
}
_STRUCTURE_WORD = {
    "dome": lambda: pgettext("shackleton_base", "dome"),
    "workshop": lambda: pgettext("shackleton_base", "workshop"),
    "lab": lambda: pgettext("shackleton_base", "lab"),
    "hq": lambda: pgettext("shackleton_base", "HQ"),
}
_A_STRUCTURE = {
    "dome": lambda: _("a dome"),
    "workshop": lambda: _("a workshop"),
    "lab": lambda: _("a lab"),
    "hq": lambda: _("an HQ"),
}
_STRUCTURES_WORD = {
    "dome": lambda: pgettext("shackleton_base", "domes"),
    "workshop": lambda: pgettext("shackleton_base", "workshops"),
    "lab": lambda: pgettext("shackleton_base", "labs"),
    "hq": lambda: pgettext("shackleton_base", "HQs"),
}
_RESOURCE_WORD = {
    "credits": lambda: pgettext("shackleton_base", "credits"),
    "titanium": lambda: pgettext("shackleton_base", "titanium"),
    "rare_earth": lambda: pgettext("shackleton_base", "rare earth"),
    "energy": lambda: pgettext("shackleton_base", "energy"),
    "reputation": lambda: pgettext("shackleton_base", "reputation"),
    "vp": lambda: pgettext("shackleton_base", "VP"),
}


# the structure with a possessive or "the new": its gender decides the words in Portuguese
# and Spanish ("sua nova Cúpula", "seu novo Laboratório")
_THE_NEW = {
    "dome": lambda: _("the new dome"),
    "workshop": lambda: _("the new workshop"),
    "lab": lambda: _("the new lab"),
    "hq": lambda: _("the new HQ"),
}
_YOUR_NEW = {
    "dome": lambda: _("your new dome"),
    "workshop": lambda: _("your new workshop"),
    "lab": lambda: _("your new lab"),
    "hq": lambda: _("your new HQ"),
}
_YOUR = {
    "dome": lambda: _("your dome"),
    "workshop": lambda: _("your workshop"),
    "lab": lambda: _("your lab"),
    "hq": lambda: _("your HQ"),
}
_ITS = {
    "dome": lambda: _("its dome"),
    "workshop": lambda: _("its workshop"),
    "lab": lambda: _("its lab"),
    "hq": lambda: _("its HQ"),
}
# a structure kind by its id, as a refusal quoting the id names it ("your hq in c1")
_KIND_WORD = {
    "dome": lambda: pgettext("shackleton_base", "dome"),
    "workshop": lambda: pgettext("shackleton_base", "workshop"),
    "lab": lambda: pgettext("shackleton_base", "lab"),
    "hq": lambda: pgettext("shackleton_base", "hq"),
}


def _phrase(table: dict, kind: str, english: str) -> str:
    fn = table.get(kind)
    return fn() if fn else english


def the_new_structure(kind: str) -> str:
    """ "the new dome", "the new HQ"."""
    return _phrase(_THE_NEW, kind, f"the new {structure_name(kind)}")


def your_new_structure(kind: str) -> str:
    """ "your new dome", "your new HQ"."""
    return _phrase(_YOUR_NEW, kind, f"your new {structure_name(kind)}")


def your_structure(kind: str) -> str:
    """ "your dome", "your HQ"."""
    return _phrase(_YOUR, kind, f"your {structure_name(kind)}")


def its_structure(kind: str) -> str:
    """ "its dome", "its HQ"."""
    return _phrase(_ITS, kind, f"its {structure_name(kind)}")


def kind_word(kind: str) -> str:
    """A structure kind named by its id in English ("hq"), translated for other languages."""
    return _phrase(_KIND_WORD, kind, str(kind))


def astronaut_name(t: str) -> str:
    """An astronaut type in the language in use: engineer, technician, scientist."""
    fn = _ASTRONAUT_WORD.get(t)
    return fn() if fn else str(t)


def an_astronaut(t: str) -> str:
    """An astronaut of type ``t`` with its article: "an engineer", "a technician"."""
    fn = _AN_ASTRONAUT.get(t)
    return fn() if fn else an(str(t))


def structure_name(kind: str) -> str:
    """How messages name a structure kind: dome, workshop, lab, HQ."""
    fn = _STRUCTURE_WORD.get(kind)
    return fn() if fn else ("HQ" if kind == "hq" else kind)


def structures_name(kind: str) -> str:
    """A structure kind in the plural, without a number: domes, workshops, labs, HQs."""
    fn = _STRUCTURES_WORD.get(kind)
    return fn() if fn else structure_name(kind) + "s"


def a_structure(kind: str) -> str:
    """A structure of ``kind`` with its article: "a dome", "an HQ"."""
    fn = _A_STRUCTURE.get(kind)
    return fn() if fn else an(structure_name(kind))


_COMMAND_WORD = {
    "build": lambda: pgettext("shackleton_base", "build"),
    "fund": lambda: pgettext("shackleton_base", "fund"),
    "corp": lambda: pgettext("shackleton_base", "corp"),
}


def command_name(which: str) -> str:
    """A command action by its word in the command area: build, fund, corp."""
    fn = _COMMAND_WORD.get(which)
    return fn() if fn else str(which)


def resource_name(resource: str) -> str:
    """A resource or track without a number: credits, titanium, rare earth, VP..."""
    fn = _RESOURCE_WORD.get(resource)
    return fn() if fn else resource.replace("_", " ")


# n of a thing, in the language in use: the plural forms agree with n.
_AMOUNT = {
    "credits": lambda n: ngettext("{n} credit", "{n} credits", n),
    "titanium": lambda n: ngettext("{n} titanium", "{n} titanium", n),
    "rare_earth": lambda n: ngettext("{n} rare earth", "{n} rare earth", n),
    "energy": lambda n: ngettext("{n} energy", "{n} energy", n),
    "reputation": lambda n: ngettext("{n} reputation", "{n} reputation", n),
    "vp": lambda n: ngettext("{n} VP", "{n} VP", n),
    "markers": lambda n: ngettext("{n} marker", "{n} markers", n),
    "engineer": lambda n: ngettext("{n} engineer", "{n} engineers", n),
    "technician": lambda n: ngettext("{n} technician", "{n} technicians", n),
    "scientist": lambda n: ngettext("{n} scientist", "{n} scientists", n),
    "domes": lambda n: ngettext("{n} dome", "{n} domes", n),
    "workshops": lambda n: ngettext("{n} workshop", "{n} workshops", n),
    "labs": lambda n: ngettext("{n} lab", "{n} labs", n),
    "hq": lambda n: ngettext("{n} HQ", "{n} HQs", n),
    "structures": lambda n: ngettext("{n} structure", "{n} structures", n),
    "projects": lambda n: ngettext("{n} project", "{n} projects", n),
    "sectors": lambda n: ngettext("{n} sector", "{n} sectors", n),
    "housed": lambda n: ngettext("{n} housed astronaut", "{n} housed astronauts", n),
}
_STAT_OF_STRUCTURE = {"dome": "domes", "workshop": "workshops", "lab": "labs", "hq": "hq"}
_UNCOUNTED = {
    "titanium": "titanium",
    "rare_earth": "rare earth",
    "energy": "energy",
    "reputation": "reputation",
    "vp": "VP",
}


def _english_amount(n: int, resource: str) -> str:
    if resource in _UNCOUNTED:
        return f"{n} {_UNCOUNTED[resource]}"
    word = resource[:-1] if resource.endswith("s") else resource
    return f"{n} {word}" + ("" if n == 1 else "s")


def amount(n: int, resource: str) -> str:
    """``n`` of ``resource`` in plain words: "1 credit", "3 credits", "2 rare earth"."""
    fn = _AMOUNT.get(resource)
    return fn(n).format(n=n) if fn else _english_amount(n, resource)


def structure_count(n: int, kind: str) -> str:
    """``n`` structures of ``kind`` in words: "1 dome", "0 HQs"."""
    return amount(n, _STAT_OF_STRUCTURE.get(kind, kind))


def stat_amount(n: int, stat: str) -> str:
    """``n`` of a statistic (see ``STATS``) in plain words: "1 lab", "3 domes"."""
    return amount(n, stat)


def amounts(effect: dict | None) -> str:
    """A table of resources in plain words: "2 credits, 1 titanium" ("nothing" if empty)."""
    return ", ".join(amount(v, k) for k, v in (effect or {}).items()) or _("nothing")


def name_of(table: dict, key) -> str:
    """How messages name a content entry: its ``name``, else its id in words.

    >>> name_of({"moon_mining": {"name": "Moon Mining"}}, "moon_mining")
    'Moon Mining'
    >>> name_of({}, "engineer_chief")
    'engineer chief'
    """
    entry = table.get(key) if isinstance(key, str) else None
    name = entry.get("name") if isinstance(entry, dict) else None
    return str(name) if name else str(key).replace("_", " ")


# ---------------------------------------------------------------- actions described
# the command actions as the descriptions name them
_COMMAND_WORDS = {
    "build": lambda: pgettext("shackleton_base", "build"),
    "fund": lambda: pgettext("shackleton_base", "fund"),
    "corp": lambda: pgettext("shackleton_base", "corporation"),
}
# small numbers in words ("two sectors"), looked up when shown; the things they count
# (astronauts, command slots) are masculine in Portuguese and Spanish
_NUMBER_WORDS = (
    lambda: pgettext("shackleton_base", "no"),
    lambda: pgettext("shackleton_base", "one"),
    lambda: pgettext("shackleton_base", "two"),
    lambda: pgettext("shackleton_base", "three"),
    lambda: pgettext("shackleton_base", "four"),
    lambda: pgettext("shackleton_base", "five"),
    lambda: pgettext("shackleton_base", "six"),
    lambda: pgettext("shackleton_base", "seven"),
    lambda: pgettext("shackleton_base", "eight"),
    lambda: pgettext("shackleton_base", "nine"),
    lambda: pgettext("shackleton_base", "ten"),
)
# "{count} engineers" with the number in words
_COUNTED = {
    "engineer": lambda n: ngettext("{count} engineer", "{count} engineers", n),
    "technician": lambda n: ngettext("{count} technician", "{count} technicians", n),
    "scientist": lambda n: ngettext("{count} scientist", "{count} scientists", n),
    "slot": lambda n: ngettext("{count} slot", "{count} slots", n),
}


def _words(v) -> str:
    """An id or value the content does not know, as words (no underscores)."""
    if isinstance(v, str) and v:
        return v.replace("_", " ")
    return _("unknown")


def _count(n: int, one: str) -> str:
    """``n`` things (an astronaut type, ``slot``) with the number in words while it is
    small: "two engineers"."""
    word = _NUMBER_WORDS[n]() if 0 <= n < len(_NUMBER_WORDS) else str(n)
    return _COUNTED[one](n).format(count=word)


def _amounts(effect: dict | None) -> str:
    """Resources in words joined with "and": "2 credits and 1 titanium" ("nothing" if none)."""
    return join_words([amount(v, k) for k, v in (effect or {}).items() if v]) or _("nothing")


def _astronaut(state, a: Action) -> str:
    t = a.get("astronaut")
    return an_astronaut(t) if t in ASTRO_INDEX else _("an unknown astronaut type")


_UNKNOWN = {
    "leader": lambda: _("an unknown leader ({id})"),
    "corporation": lambda: _("an unknown corporation ({id})"),
    "project": lambda: _("an unknown project ({id})"),
}


def _named(table: dict, key, what: str) -> str:
    """The content name of ``key`` in ``table`` (``what`` names the kind when it is unknown)."""
    entry = table.get(key) if isinstance(key, str) else None
    if entry is None:
        return _UNKNOWN[what]().format(id=_words(key))
    return str(entry.get("name") or _words(key))


def _corp(state, key) -> str:
    return _named(state.cat.corps, key, "corporation")


def _project(state, key) -> str:
    return _named(state.cat.projects, key, "project")


def _sector(sector) -> str:
    """A sector as the descriptions name it ("central sector c1"; the context keeps the
    words apart from other games' sectors: Portuguese gives them their article)."""
    if sector in SECTOR_INDEX:
        if sector in geometry.CENTRAL:
            return pgettext("shackleton_base", "central sector {sector}").format(sector=sector)
        return pgettext("shackleton_base", "sector {sector}").format(sector=sector)
    return pgettext("shackleton_base", "an unknown sector ({id})").format(id=_words(sector))


# -------------------------------------------------------------------- one per kind
def _pick_leader(state, a):
    key = a.get("leader")
    name = _named(state.cat.leaders, key, "leader")
    if key not in state.cat.leaders:
        return _("Choose {leader} as your leader tile").format(leader=name)
    face = dict(state.data["leaders"]).get(key)
    if face is None:
        return _("Choose the {leader} leader tile").format(leader=name)
    income = state.cat.leaders[key].get(face.lower())
    return _("Choose the {leader} leader tile, face {face} ({pay} in each maintenance)").format(
        leader=name, face=face, pay=_amounts(income)
    )


_MINED = {
    "titanium": lambda: _(
        "Place your first dome and a solar panel in {where}, where engineers mine titanium"
    ),
    "rare_earth": lambda: _(
        "Place your first dome and a solar panel in {where}, where engineers mine rare earth"
    ),
}


def _first_dome(state, a):
    sector = a.get("sector")
    where = _sector(sector)
    res = state.cat.sector_resource.get(sector)
    if res in _MINED:
        return _MINED[res]().format(where=where)
    if res:
        return _(
            "Place your first dome and a solar panel in {where}, where engineers mine {resource}"
        ).format(where=where, resource=res.replace("_", " "))
    return _("Place your first dome and a solar panel in {where}").format(where=where)


def _marker_gain(state, space) -> str | None:
    """What the marker on ``space`` gives, in words, or ``None``."""
    spot = state.data["markers"].get(space)
    if spot is None:
        return None
    corp, typ = spot
    gain = state.cat.corps[corp]["marker_gain"].get(typ) if corp in state.cat.corps else None
    return _amounts(gain) if gain is not None else None


def _activate_marker(state, a):
    space = a.get("space")
    spot = state.data["markers"].get(space)
    if spot is None:
        return _("Activate a corporation marker on space {space} (no marker stands there)").format(
            space=space
        )
    gain = _marker_gain(state, space)
    if gain is None:
        return _("Activate the {corp} marker on space {space}").format(
            corp=_corp(state, spot[0]), space=space
        )
    return _("Activate the {corp} marker on space {space} for {gain}").format(
        corp=_corp(state, spot[0]), space=space, gain=gain
    )


def _take_shuttle(state, a):
    n = a.get("tile")
    tid = state.cat.shuttle_by_number.get((state.data["round"], n))
    if tid is None:
        return _("Take shuttle tile {tile} (not a tile of round {number})").format(
            tile=n, number=state.data["round"]
        )
    spec = state.cat.shuttles[tid]
    crew = [
        _count(int(spec["astronauts"].get(t, 0)), t)
        for t in ASTRONAUTS
        if spec["astronauts"].get(t)
    ]
    gain = spec.get("gain") or {}
    if any(gain.values()):
        return _("Take shuttle tile {tile}: {crew}, plus {gain}").format(
            tile=n, crew=join_words(crew), gain=_amounts(gain)
        )
    return _("Take shuttle tile {tile}: {crew}").format(tile=n, crew=join_words(crew))


def _explore(state, a):
    space = a.get("space")
    t = a.get("astronaut")
    who = _astronaut(state, a)
    if not isinstance(space, int) or not 1 <= space <= len(geometry.ROWS):
        return _(
            "Explore the crater from space {space} with {worker}: there is no such explore space"
        ).format(space=space, worker=who)
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    active, _fees, total = legal.explore_fees(state, p, space)
    if not active:
        return _(
            "Explore the crater from space {space} with {worker}, activating no sector (no "
            "structure stands on its row)"
        ).format(space=space, worker=who)
    sectors = ngettext("sector {sectors}", "sectors {sectors}", len(active)).format(
        sectors=join_words(active)
    )
    steps = [_("pay {cost} in fees").format(cost=amount(total, "credits"))] if total else []
    if t == ASTRONAUTS[0]:
        mined: dict = {}
        for sec in active:
            res = state.cat.sector_resource[sec]
            mined[res] = mined.get(res, 0) + 1
        steps.append(_("mine {gain}").format(gain=_amounts(mined)))
    elif t == ASTRONAUTS[1]:
        steps.append(_("earn {gain}").format(gain=amount(TECH_CREDITS * len(active), "credits")))
    elif t == ASTRONAUTS[2]:
        steps.append(_("activate one corporation marker around each sector"))
    what = _("Explore the crater from space {space} with {worker}, activating {sectors}").format(
        space=space, worker=who, sectors=sectors
    )
    if len(steps) == 1:
        return _("{explore}: {step}").format(explore=what, step=steps[0])
    if len(steps) == 2:
        return _("{explore}: {step}, then {next}").format(
            explore=what, step=steps[0], next=steps[1]
        )
    return what


def _command(state, a):
    which = a.get("which")
    who = _astronaut(state, a)
    if which not in _COMMAND_WORDS:
        return _(
            "Take the {command} command action with {worker} (the command actions are "
            "build, fund and corporation)"
        ).format(command=_words(which), worker=who)
    slots = state.cat.slots[state.players]
    used = len(state.data["slots"][which])
    what = _("Take the {command} command action with {worker}").format(
        command=_COMMAND_WORDS[which](), worker=who
    )
    if used >= len(slots):
        return _("{command} (all {slots} are taken)").format(
            command=what, slots=_count(len(slots), "slot")
        )
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    charge, _left = legal.surcharge(state, p, which)
    if not charge:
        return _("{command}, with no surcharge").format(command=what)
    return _("{command}, paying a surcharge of {cost}").format(
        command=what, cost=amount(charge, "credits")
    )


def _gateway(state, a):
    return _("Visit the Lunar Gateway with {worker} for {gain}").format(
        worker=_astronaut(state, a), gain=amount(GATEWAY_CREDITS, "credits")
    )


def _solar_panel(state, a):
    cost = amount(PANEL_COST, "rare_earth")
    if legal.panel_block_reason(state) is not None:
        return _("Build a solar panel for {cost}").format(cost=cost)
    _idx, energy, rep = legal.panel_outcome(state)
    if rep:
        return _(
            "Build a solar panel for {cost}, producing {energy} energy and {rep} reputation"
        ).format(cost=cost, energy=energy, rep=rep)
    return _("Build a solar panel for {cost}, producing {energy} energy").format(
        cost=cost, energy=energy
    )


def _build(state, a):
    kind, sector = a.get("structure"), a.get("sector")
    if kind not in SIZE:
        return _("Build {structure} in {where}: not a structure of your base").format(
            structure=_words(kind), where=_sector(sector)
        )
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    cost = legal.structure_cost(state, p, kind, state.data["turn_action"].get("discount", 0))
    if any(cost.values()):
        return _("Build {structure} in {where}, paying {cost}").format(
            structure=a_structure(kind), where=_sector(sector), cost=_amounts(cost)
        )
    return _("Build {structure} in {where} for free").format(
        structure=a_structure(kind), where=_sector(sector)
    )


def _house(state, a):
    who = _astronaut(state, a)
    step = state.data.get("step")
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    structs = state.data["agencies"][p]["structures"]
    if step and step[0] == "house" and 0 <= step[1] < len(structs):
        s = structs[step[1]]
        return _("Move {worker} from your base into {structure} in sector {sector}").format(
            worker=who, structure=your_new_structure(s[0]), sector=s[2]
        )
    return _("Move {worker} from your base into your new structure").format(worker=who)


def _house_done(state, a):
    return _("Stop moving astronauts into your structures")


def _house_at(state, a):
    who = _astronaut(state, a)
    n = a.get("structure")
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    structs = state.data["agencies"][p]["structures"]
    if isinstance(n, int) and 1 <= n <= len(structs):
        s = structs[n - 1]
        return _("Move {worker} from your base into {structure} in sector {sector}").format(
            worker=who, structure=your_structure(s[0]), sector=s[2]
        )
    return _(
        "Move {worker} from your base into your structure {n}, which you have not built"
    ).format(worker=who, n=n)


def _engineer_bonus(state, a):
    corp, space = a.get("corp"), a.get("space")
    name = _corp(state, corp)
    d = state.data
    if corp not in state.cat.corps:
        return _("Engineer bonus for {corp} on marker space {space}").format(corp=name, space=space)
    if space == 0:
        return _("Engineer bonus: no {corp} marker to place or activate").format(corp=name)
    spot = d["markers"].get(space)
    if spot is not None:
        gain = _marker_gain(state, space)
        if spot[0] != corp:
            if gain is None:
                return _(
                    "Engineer bonus for {corp}: activate the {other} marker on space {space}"
                ).format(corp=name, other=_corp(state, spot[0]), space=space)
            return _(
                "Engineer bonus for {corp}: activate the {other} marker on space {space} for {gain}"
            ).format(corp=name, other=_corp(state, spot[0]), space=space, gain=gain)
        if gain is None:
            return _("Engineer bonus: activate the {corp} marker on space {space}").format(
                corp=name, space=space
            )
        return _("Engineer bonus: activate the {corp} marker on space {space} for {gain}").format(
            corp=name, space=space, gain=gain
        )
    supply = d["board_markers"].get(corp) or ()
    spec = state.cat.corps.get(corp)
    gain = spec["marker_gain"].get(supply[0]) if supply and spec else None
    if gain is None:
        return _(
            "Engineer bonus: place the next {corp} marker on space {space} and activate it"
        ).format(corp=name, space=space)
    return _(
        "Engineer bonus: place the next {corp} marker on space {space} and activate it for {gain}"
    ).format(corp=name, space=space, gain=_amounts(gain))


def _fund(state, a):
    pid = a.get("project")
    name = _project(state, pid)
    if pid not in state.cat.projects:
        return _("Fund {name}").format(name=name)
    corp = _corp(state, state.cat.projects[pid]["corp"])
    p = a.actor if 0 <= a.actor < state.players else state.to_act
    credits, _energy = legal.project_price(state, p, pid)
    energy = legal.project_energy_used(state, p, pid)
    if credits or energy:
        return _("Fund the {name} project of {corp}, paying {cost}").format(
            name=name, corp=corp, cost=_amounts({"credits": credits, "energy": energy})
        )
    return _("Fund the {name} project of {corp}, for free").format(name=name, corp=corp)


def _corp_action(state, a):
    src = a.get("source")
    if src in REP_ACTIONS:
        space, gain = REP_ACTIONS[src]
        if gain is None:
            return _(
                "Take the reputation-track action on space {space}: activate any corporation marker"
            ).format(space=space)
        return _("Take the reputation-track action on space {space}: gain {gain}").format(
            space=space, gain=_amounts(gain)
        )
    if src in state.cat.corps:
        spec = state.cat.corps[src].get("action") or {}
        return _("Take the {corp} corporation action: pay {cost}, gain {gain}").format(
            corp=_corp(state, src), cost=_amounts(spec.get("cost")), gain=_amounts(spec.get("gain"))
        )
    if src in state.cat.projects:
        spec = state.cat.projects[src].get("action")
        name = _project(state, src)
        if not spec:
            return _("Use the {name} project's action (it has none)").format(name=name)
        if spec.get("once_per_round"):
            return _(
                "Use the {name} project's action: pay {cost}, gain {gain} (once per round)"
            ).format(name=name, cost=_amounts(spec.get("cost")), gain=_amounts(spec.get("gain")))
        return _("Use the {name} project's action: pay {cost}, gain {gain}").format(
            name=name, cost=_amounts(spec.get("cost")), gain=_amounts(spec.get("gain"))
        )
    return _("Take a corporation action from {source}, which is not one").format(source=_words(src))


def _corp_done(state, a):
    return _("Stop taking corporation actions")


def _take_astronaut(state, a):
    return _("Take {worker} from the Lunar Gateway into your base").format(
        worker=_astronaut(state, a)
    )


_WORDS = {
    "pick_leader": _pick_leader,
    "first_dome": _first_dome,
    "activate_marker": _activate_marker,
    "take_shuttle": _take_shuttle,
    "explore": _explore,
    "command": _command,
    "gateway": _gateway,
    "solar_panel": _solar_panel,
    "build": _build,
    "house": _house,
    "house_done": _house_done,
    "house_at": _house_at,
    "engineer_bonus": _engineer_bonus,
    "fund": _fund,
    "corp_action": _corp_action,
    "corp_done": _corp_done,
    "take_astronaut": _take_astronaut,
}


def describe(state, action: Action) -> str:
    """``action`` in one plain sentence of the language in use, for legal and illegal actions
    alike.

    Parameters
    ----------
    state : ShackletonState
        The position the action is read in (costs and gains are this position's).
    action : Action

    Returns
    -------
    str
        For example ``"Build a dome in sector o4, paying 2 credits and 1 titanium"``.
    """
    fn = _WORDS.get(action.kind)
    if fn is None:
        return _("An action this game does not have ({kind})").format(kind=_words(action.kind))
    return fn(state, action)


def value_words(state, value) -> str | None:
    """A corporation, project, leader, shuttle tile or structure by name; see
    ``Game.value_words``."""
    if not isinstance(value, str):
        return None
    cat = state.cat
    for table in (cat.corps, cat.projects, cat.leaders):
        entry = table.get(value)
        if entry is not None:
            return str(entry.get("name") or _words(value))
    spec = cat.shuttles.get(value)
    if spec is not None:
        return _("shuttle tile {tile} of round {number}").format(
            tile=spec["number"], number=spec["round"]
        )
    if value in cat.structures:
        return structure_name(value)
    return None


# ------------------------------------------------------------------ places
# How the position editor names, shows and reads the table (``Game.places``).
def _owner_text(state, value) -> str:
    if value == -1:
        return pgettext("shackleton_base", "neutral")
    return (
        seat_label(value) if isinstance(value, int) and not isinstance(value, bool) else str(value)
    )


def _read_owner(state, text: str) -> int:
    if (text or "").strip().lower() in ("neutral", pgettext("shackleton_base", "neutral").lower()):
        return -1
    return read_seat(text)


def _in_sector(words: str, sector: int = 0, *more: int) -> str:
    """``structures[4]`` as "structures in central sector c5" (sectors in crater order)."""
    name = (
        _sector(geometry.SECTORS[sector])
        if 0 <= sector < len(geometry.SECTORS)
        else str(sector + 1)
    )
    # TRANSLATORS: {sector} is a sector as the descriptions name it, with its article
    # where the language gives one ("o setor central c5").
    place = pgettext("shackleton_base", "{place} in {sector}").format(place=words, sector=name)
    return " › ".join([place, *(str(m + 1) for m in more)])


def _by_type(words: str, t: int = 0, *more: int) -> str:
    """``waiting[2]`` as "waiting › scientist" (astronauts counted by type)."""
    kind = ASTRONAUTS[t] if 0 <= t < len(ASTRONAUTS) else None
    return f"{words} › {astronaut_name(kind)}" if kind else f"{words} {t + 1}"


#: ``Game(places=PLACES)``.
PLACES = {
    "structures[]": Place(label=_in_sector),
    "structures[][]": Place(label=_in_sector),
    "sector_panels[]": Place(label=_in_sector),
    "gateway[]": Place(label=_by_type),
    "agencies[].astronauts[]": Place(label=_by_type),
    "agencies[].waiting[]": Place(label=_by_type),
    "chance.start_player": SEAT,  # the what-if box offers P1, P2...
    "order[]": SEAT,
    "turn_agency": SEAT,
    "agencies[]": SEAT_RECORD,
    "structures[][].owner": Place(show=_owner_text, read=_read_owner),
    "explore[].agency": SEAT,
    "slots.build[].agency": SEAT,
    "slots.fund[].agency": SEAT,
    "slots.corp[].agency": SEAT,
    "goals[].agency": SEAT,
    # the turn being resolved, not set by hand
    "turn_position": HIDDEN,
    "pending_steps": HIDDEN,
    "house_queue": HIDDEN,
    "step": HIDDEN,
    "turn_action": HIDDEN,
}
