"""Save, load and edit a position: the explorer's "Position" tab.

A teacher sets up the position a question is about (numbers and pieces), saves it
to a file or downloads it, and a class loads it back. Every edit and every load goes
through the engine (``State.edit``, ``Game.from_json``), which refuses a position
that cannot happen and says every reason.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..errors import InvalidSave
from ..i18n import _, number_text, pgettext, table_field_context, table_field_words
from ..kernel.content import sample_names
from ..kernel.plain import flatten
from ..kernel.position import encode_table, path_steps
from ..kernel.state import State
from ..kernel.words import (
    Place,
    game_places,
    known_names,
    place_hidden,
    place_of,
    read_seat,
    record_fields,
    seat_label,
    split_outside_brackets,
)
from ._model import STYLE, row, ui

#: Most editable places listed (a long deck counts as one place).
FIELDS_SHOWN = 400
_INDEX = re.compile(r"\[(\d+)\]")


def editable_fields(state: State) -> dict[str, Any]:
    """Every place of the table a person may set by hand: numbers, yes/no, words and
    lists of words or numbers (a hand, a deck, a row), by the path ``edit`` takes."""
    if state.game.table is None:
        return {}
    plain = encode_table(state.data)

    def whole(items: list | tuple) -> bool:  # a hand, a deck, a row: one place
        return all(isinstance(x, str) for x in items)

    out = {}
    game = state.game
    for path, value in flatten(plain, whole=whole).items():
        if place_hidden(game, path):
            continue  # a decision still to make, a copy the engine keeps
        if isinstance(value, (bool, int, str, list)) and not isinstance(value, dict):
            out[path] = value
        if len(out) >= FIELDS_SHOWN:
            break
    return out


def _game_of(game: Any) -> Any:
    if game is None or not isinstance(game, str):
        return game
    from ..kernel.game import get

    try:
        return get(game)
    except Exception:  # noqa: BLE001 - an unknown or broken game: its places are not known
        return None


def field_label(path: str, game: Any = None) -> str:
    """A field path as a person reads it: ``seats[1].energy`` -> ``seats 2 › energy``.

    With the game (or its id), each name is in the language in use, a content id is
    the content's name as printed, and the game's :class:`~lunarrules.kernel.words.Place`
    declarations name what they declare (``P2 › ships › USS Meridian``).
    """
    g = _game_of(game)
    gid = g.id if g is not None else (game if isinstance(game, str) else None)
    names: Mapping[str, str] = sample_names((g.base or g).id if g is not None else gid) if gid else {}

    def said(name: str) -> str:
        if name in names:
            return names[name]
        if gid and name and not any(ch.isdigit() for ch in name):
            return pgettext(table_field_context(gid), table_field_words(name))
        return table_field_words(name)

    try:
        steps = path_steps(path)
    except InvalidSave:  # not a path of the table: read it as written
        return " › ".join(said(_INDEX.sub("", p)) for p in path.split("."))
    fields = record_fields(g, steps) if g is not None else [None] * len(steps)
    places = game_places(g)
    parts: list[str] = []
    pattern = ""
    words: str | None = None
    indices: list[int] = []

    def close() -> None:  # the words of one name and the list indices after it
        if words is None:
            return
        place = places.get(pattern)
        if place is not None and place.label is not None and indices:
            parts.append(place.label(words, *indices))
        else:
            parts.append(" ".join([words, *(str(i + 1) for i in indices)]))

    for step, field_name in zip(steps, fields, strict=True):
        if isinstance(step, int) and field_name is None:
            indices.append(step)
            pattern += "[]"
            continue
        close()
        name = step if isinstance(step, str) else (field_name or "")
        words, indices = said(name), []
        pattern += f".{name}" if pattern else name
    close()
    return " › ".join(p for p in parts if p)


def place_text(state: State, path: str, value: Any, names: Mapping[Any, str] | None = None) -> str:
    """The value at ``path`` as a person reads it: the game's words for its place
    (a seat as ``P2``, a planet's squares by row and column), else :func:`value_text`."""
    place = place_of(state.game, path)
    if place is not None:
        if place.show is not None:
            return place.show(state, value)
        if place.seat and isinstance(value, int) and not isinstance(value, bool):
            return seat_label(value)
    return value_text(value, names)


def read_place(state: State, path: str, text: str, like: Any,
               names: Mapping[Any, str] | None = None) -> Any:
    """What a person typed for the place at ``path``, as a value (see :func:`place_text`).

    Raises
    ------
    ValueError
        Text that is not a value of that place, saying what to write.
    """
    place: Place | None = place_of(state.game, path)
    if place is not None:
        if place.read is not None:
            return place.read(state, text)
        if place.seat and isinstance(like, int) and not isinstance(like, bool):
            return read_seat(text)
    return parse_value(text, like, names)


class PositionPanel:
    """Save the current position, load one, and set numbers and pieces by hand.

    Parameters
    ----------
    get_state : callable
        Returns the current position.
    push : callable
        ``push(state, note)``: make ``state`` the current position (undo returns).

    Attributes
    ----------
    file_name : ipywidgets.Text
        Where "Save to file" writes (relative to the notebook's folder).
    save_button, download : ipywidgets.Button, ipywidgets.HTML
        Write the position to the file; a link that downloads it in the browser.
    upload : ipywidgets.FileUpload
        Load a position from a file.
    field, value, set_button : widgets of the editor
        Choose a place of the table, type its new value, set it.
    status : ipywidgets.HTML
        What the last save, load or edit did, or every reason it was refused.
    """

    def __init__(self, get_state: Callable[[], State], push: Callable[[State, str], None]):
        self._get = get_state
        self._push = push
        self.file_name = w.Text(value="position.json", description=_("File"))
        self.save_button = w.Button(description=_("Save to file"))
        self.save_button.add_class("lr-save")
        self.download = w.HTML()
        self.upload = w.FileUpload(accept=".json", multiple=False, description=_("Load a position"),
                                   icon="")  # no icon font offline: words only
        self.upload.add_class("lr-upload")
        self.field = w.Dropdown(description=_("Place"), layout=w.Layout(width="auto"))
        self.field.add_class("lr-edit-field")
        # wide enough for a hand or a deck by name (the page's style caps it at the screen)
        self.value = w.Text(description=_("Value"), layout=w.Layout(width="36em"),
                            placeholder=_("a number, a word, or words separated by commas"))
        self.value.add_class("lr-edit-value")
        self.set_button = w.Button(description=_("Set"))
        self.set_button.add_class("lr-edit-set")
        self.status = w.HTML()
        self.status.add_class("lr-position-status")
        self.save_button.on_click(lambda _: self.save_typed())
        self.upload.observe(self._uploaded, "value")
        self.field.observe(lambda _: self._show_value(), "value")
        self.set_button.on_click(lambda _: self.set_field(self.field.value, self.value.value))
        self.widget = w.VBox([
            w.HTML(STYLE + html.escape(_(
                "Save this position to share it, load a saved one, or set up a position "
                "by hand. The engine checks every position and says what is wrong."))),
            row([self.file_name, self.save_button, self.download]),
            self.upload,
            w.HTML("<b>" + html.escape(_("Set up by hand")) + "</b>"),
            row([self.field, self.value, self.set_button]),
            self.status,
        ])
        ui(self.widget, "lr-position")
        self._fields: dict[str, Any] = {}
        self.update(get_state())

    # ------------------------------------------------------------ saving
    def save_typed(self) -> Path | None:
        """What "Save to file" does: save under the name typed in the box, a plain file
        name beside the notebook (a page's reader never names a path on the server)."""
        name = (self.file_name.value or "").strip() or "position.json"
        if Path(name).name != name or name.startswith(".") or "\\" in name:
            self._say(html.escape(_("Not saved: {file} is not a plain file name; give one "
                                    "such as lesson.json (no folders).").format(file=name)))
            return None
        return self.save(name)

    def save(self, name: str) -> Path | None:
        """Write the position to ``name`` (a ``.json`` file) and offer it for download."""
        state = self._get()
        text = state.to_json(indent=2)
        name = (name or "").strip() or "position.json"
        if not name.endswith(".json"):
            name += ".json"
        self._offer_download(text, name)
        path = Path(name)
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as e:
            self._say(html.escape(_("Not saved to {file}: {reason}. The download link still has it.").format(
                file=name, reason=e.strerror or str(e))))
            return None
        self._say(html.escape(_("Saved step {step} to {file} ({size} bytes).").format(
            step=state.steps, file=name, size=number_text(len(text.encode())))))
        return path

    def _offer_download(self, text: str, name: str) -> None:
        data = base64.b64encode(text.encode()).decode()
        fname = html.escape(Path(name).name, quote=True)
        self.download.value = (f"<a download='{fname}' href='data:application/json;base64,{data}'>"
                               f"" + html.escape(_("Download")) + "</a>")

    # ----------------------------------------------------------- loading
    def load(self, data: bytes | str) -> State | None:
        """Load a saved position; on success it becomes the current one."""
        game = self._get().game
        try:
            state = game.from_json(data)
        except InvalidSave as e:
            self._refused(_("Not loaded"), e.problems)
            return None
        self._push(state, _("loaded a saved position"))
        self._say(html.escape(_("Loaded: {position}, step {step}.").format(position=state, step=state.steps)))
        return state

    def _uploaded(self, change) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        content = item["content"] if isinstance(item, dict) else item.content
        self.load(bytes(content))

    # ----------------------------------------------------------- editing
    def set_field(self, path: str | None, text: str) -> State | None:
        """Set one place of the table (typed as a person types it) and check the result."""
        if not path:
            self._say(html.escape(_("Choose a place of the table first.")))
            return None
        old = self._fields.get(path)
        state = self._get()
        try:
            value = read_place(state, path, text, old, names=self._names(state, old))
        except ValueError as e:
            self._refused(_("Not set"), [str(e)])
            return None
        try:
            state = state.edit({path: value})
        except InvalidSave as e:
            self._refused(_("Not set"), e.problems)
            return None
        place = field_label(path, state.game)
        self._push(state, _("set {place}").format(place=place))
        self._say(html.escape(_("Set {place} to {value}.").format(place=place, value=text.strip())))
        return state

    def update(self, state: State) -> None:
        """Follow the current position."""
        self._fields = editable_fields(state)
        editable = bool(self._fields) and not state.is_over
        previous = self.field.value
        self.field.options = [(field_label(p, state.game), p) for p in self._fields]
        if previous in self._fields:
            self.field.value = previous
        elif self._fields:
            self.field.index = 0  # a place chosen, its value shown, ready to change
        for box in (self.field, self.value, self.set_button):
            box.disabled = not editable
        self._show_value()

    def _show_value(self) -> None:
        path = self.field.value
        v = self._fields.get(path)
        state = self._get()
        self.value.value = "" if v is None else place_text(state, path, v, self._names(state, v))

    @staticmethod
    def _names(state: State, value: Any) -> dict[Any, str]:
        """The names of the game's content, and of the words ``value`` holds."""
        items = value if isinstance(value, list) else [value]
        return known_names(state, [x for x in items if isinstance(x, str)])

    def _say(self, text: str) -> None:
        self.status.value = f"<div>{text}</div>"

    def _refused(self, what: str, problems: list[str]) -> None:
        items = "".join(f"<li>{html.escape(p)}</li>" for p in problems)
        self.status.value = f"<div><b>{html.escape(what)}:</b><ul>{items}</ul></div>"


def value_text(v: Any, names: Mapping[Any, str] | None = None) -> str:
    """A table value as the editor shows it: a card, a tile, a face by the name in
    ``names`` (``{value: name}``, see ``known_names``)."""
    if isinstance(v, bool):
        return _("yes") if v else _("no")
    if isinstance(v, list):
        return ", ".join(value_text(x, names) for x in v)
    if names and isinstance(v, str):
        return names.get(v, v)
    return str(v)


def parse_value(text: str, like: Any, names: Mapping[Any, str] | None = None) -> Any:
    """Read what a person typed, as a value of the same kind as ``like``; a name in
    ``names`` (``{value: name}``) stands for its value, and a value may be typed as it is.

    Raises
    ------
    ValueError
        Text that is not a value of that kind ("a whole number", "yes or no").
    """
    t = (text or "").strip()
    if isinstance(like, bool):
        # English words are read in every language, besides the language's own.
        if t.lower() in ("yes", "true", "1", _("yes").lower()):
            return True
        if t.lower() in ("no", "false", "0", _("no").lower()):
            return False
        raise ValueError(_("{text!r}: write yes or no").format(text=t))
    if isinstance(like, int):
        try:
            return int(t)
        except ValueError:
            raise ValueError(_("{text!r}: write a whole number").format(text=t)) from None
    if isinstance(like, list):
        items = [x for x in split_outside_brackets(t) if x]
        if like and all(isinstance(x, int) for x in like) or (not like and all(
                x.lstrip("-").isdigit() for x in items) and items):
            try:
                return [int(x) for x in items]
            except ValueError:
                raise ValueError(_("{text!r}: write whole numbers separated by commas").format(text=t)) from None
        return [by_name.get(x, x) for x in items] if (by_name := _by_name(names)) else items
    if isinstance(like, str):
        return _by_name(names).get(t, t)
    return t


def _by_name(names: Mapping[Any, str] | None) -> dict[str, Any]:
    return {n: v for v, n in names.items()} if names else {}
