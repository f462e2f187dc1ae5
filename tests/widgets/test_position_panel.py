"""The explorer's Position tab: save, load and set up a position by hand (toy game)."""

from __future__ import annotations

import base64
import json
import re
from datetime import UTC, datetime

import pytest

from lunarrules.widgets import Explorer
from lunarrules.widgets.position import editable_fields, field_label, parse_value, value_text

from ..kernel.toy import GAME


def explorer():
    return Explorer(GAME.new(players=2, seed=3).apply("P1 roll"), board=None, flow=False)


@pytest.mark.english
def test_save_writes_the_position_and_offers_a_download(tmp_path):
    ex = explorer()
    path = ex.position.save(str(tmp_path / "lesson"))
    assert path == tmp_path / "lesson.json"
    assert GAME.from_json(path).data == ex.state.data
    assert "Saved step 1 to" in ex.position.status.value
    link = ex.position.download.value
    assert "download='lesson.json'" in link
    data = link.split("base64,")[1].split("'")[0]
    assert json.loads(base64.b64decode(data))["position"]["table"] == json.loads(
        ex.state.to_json())["position"]["table"]


@pytest.mark.english
def test_loading_a_file_makes_it_the_position_and_undo_returns():
    ex = explorer()
    before = ex.state
    other = GAME.position({"pos": [4, 5]}, players=2, seed=1)
    ex.position.upload.value = [{"name": "x.json", "type": "application/json",
                                 "size": 1, "content": memoryview(other.to_json().encode()),
                                 "last_modified": datetime.now(UTC)}]
    assert ex.state.data == other.data
    assert "Loaded" in ex.position.status.value
    ex.undo()
    assert ex.state is before


@pytest.mark.english
def test_a_damaged_file_is_refused_with_every_reason():
    ex = explorer()
    before = ex.state
    doc = json.loads(ex.state.to_json())
    doc["position"]["table"]["energy"] = [7, -3]
    assert ex.position.load(json.dumps(doc)) is None
    assert ex.state is before
    status = ex.position.status.value
    assert "Not loaded" in status and "energy[0]: 7 is not from 0 to 2" in status
    assert "energy[1]: -3 is not from 0 to 2" in status


@pytest.mark.english
def test_setting_numbers_by_hand_goes_through_the_engine():
    ex = explorer()
    fields = editable_fields(ex.state)
    assert set(fields) >= {"energy[0]", "pos[1]", "passed[0]"}
    assert field_label("energy[0]") == "energy 1"
    ex.position.field.value = "energy[1]"
    assert ex.position.value.value == "2"
    assert ex.position.set_field("energy[1]", "1") is not None
    assert ex.state.data["energy"] == [2, 1]
    assert "set energy 2" in ex.message.value
    assert ex.position.set_field("energy[1]", "9") is None
    assert "energy[1]: 9 is not from 0 to 2" in ex.position.status.value
    assert ex.position.set_field("energy[1]", "lots") is None
    assert "write a whole number" in ex.position.status.value
    assert ex.state.data["energy"] == [2, 1], "a refused edit changes nothing"


def test_typed_values_follow_the_kind_of_the_place():
    assert parse_value("yes", False) is True
    assert parse_value(" 3 ", 0) == 3
    assert parse_value("a, b", ["x"]) == ["a", "b"]
    assert parse_value("1, 2", [0]) == [1, 2]
    assert parse_value("", []) == []


@pytest.mark.english
def test_the_save_box_takes_a_plain_file_name_only(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ex = explorer()
    for bad in ("../outside.json", "sub/dir.json", "/etc/x.json", ".hidden.json", "a\\b.json"):
        ex.position.file_name.value = bad
        assert ex.position.save_typed() is None, bad
        assert "is not a plain file name" in ex.position.status.value
    assert not (tmp_path.parent / "outside.json").exists()
    ex.position.file_name.value = "lesson"
    ex.position.save_button.click()
    assert (tmp_path / "lesson.json").is_file()


def test_places_read_in_the_language_with_contents_names():
    """A place of the table in words of the language in use; a content id by the name
    the edition prints; codes and numbers as written."""
    from lunarrules import i18n

    path = "seats[1].ships.mer_flagship"
    with i18n.language("en"):
        assert field_label(path, "captains_chair") == "P2 › ships › USS Meridian"
        assert field_label("seats[0].civ_cards", "planet_unknown") == "P1 › civ cards"
        assert field_label("energy[1]", "tiny_epic_galaxies") == "energy of P2"
    with i18n.language("pt"):
        assert field_label(path, "captains_chair") == "P2 › Naves › USS Meridian"
        assert field_label("seats[0].civ_cards", "planet_unknown") == "P1 › Cartas de Civ"
        assert field_label("crater.c3", "shackleton_base").endswith("› c3")
        assert field_label("energy[1]", "tiny_epic_galaxies") == "Energia de P2"
    with i18n.language("es"):
        assert field_label("seats[0].civ_cards", "planet_unknown") == "P1 › Cartas de Civ"


def test_every_place_a_setup_shows_has_words_in_each_language():
    """The catalog holds a translation of every name of every place the editor lists."""
    import lunarrules as lr
    from lunarrules import i18n
    from lunarrules.kernel.plain import path_names

    for gid in lr.games():
        names = {n for p in editable_fields(lr.game(gid).new(seed=2)) for n in path_names(p)}
        known = set(i18n.table_field_names(gid))
        codes = {n for n in names if any(ch.isdigit() for ch in n)}
        from lunarrules.kernel.content import sample_names
        missing = names - known - codes - set(sample_names(gid))
        assert not missing, f"{gid}: places without words in the catalog: {sorted(missing)}"
        for lang in ("pt-BR", "es"):
            catalog = i18n.read_catalog(lang)
            untranslated = [n for n in known if not getattr(catalog.get(
                i18n.table_field_words(n), context=i18n.table_field_context(gid)), "string", "")]
            assert not untranslated, f"{gid} in {lang}: {untranslated}"


def test_the_editor_opens_on_a_place_with_its_value():
    ex = explorer()
    first = next(iter(editable_fields(ex.state)))
    assert ex.position.field.value == first
    assert ex.position.value.value == value_text(editable_fields(ex.state)[first])


@pytest.mark.english
def test_cards_in_the_editor_read_by_name_and_are_typed_by_name_or_id():
    """A deck of Captain's Chair reads as the cards' names (a copy by its number); what is
    typed back, a name or an id, becomes the ids the engine keeps."""
    import lunarrules as lr

    ex = Explorer(lr.game("captains_chair").new(players=2, seed=1), board=None, flow=False)
    panel = ex.position
    deck = "market_decks.person"
    ids = editable_fields(ex.state)[deck]
    assert len(ids) > 2 and all("_" in i for i in ids)
    panel.field.value = deck
    shown = panel.value.value
    assert "Academy Cadet (copy 1)" in shown.split(", ")
    assert not any(i in shown.split(", ") for i in ids), shown
    # the deck in another order, typed as the names shown: the engine gets the ids
    names = shown.split(", ")
    assert panel.set_field(deck, ", ".join(reversed(names))) is not None
    assert list(ex.state.data["market_decks"]["person"]) == list(reversed(ids))
    # ids are read too
    assert panel.set_field(deck, ", ".join(ids)) is not None
    assert list(ex.state.data["market_decks"]["person"]) == list(ids)
    # a name that is no card is refused by the engine, nothing changes
    assert panel.set_field(deck, "Academy Cadet (copy 9)") is None
    assert list(ex.state.data["market_decks"]["person"]) == list(ids)


def test_every_content_value_of_a_setup_has_one_name():
    """Each game names the cards, tiles and faces of its content, each name standing for
    one value, with no comma outside brackets (lists are typed with commas)."""
    import lunarrules as lr
    from lunarrules.kernel.words import known_names, split_outside_brackets

    for gid in lr.games():
        names = known_names(lr.game(gid).new(seed=2))
        assert len(set(names.values())) == len(names), gid
        assert not [n for n in names.values() if split_outside_brackets(n) != [n] or not n.strip()], gid
    cc = known_names(lr.game("captains_chair").new(seed=2))
    assert cc["sd_2p_4"] == "Stardate 4 (2 players, final)", "a name as printed, its comma in brackets"
    assert parse_value("Stardate 4 (2 players, final), Envoy", ["x"]) == [
        "Stardate 4 (2 players, final)", "Envoy"]


@pytest.mark.english
def test_values_that_read_alike_are_numbered():
    import lunarrules as lr
    from lunarrules.kernel.words import known_names

    names = known_names(lr.game("moon_colony_bloodbath").new(seed=1))
    assert names["event:hunger_1"] == "Hunger (Event) #1"
    assert names["event:hunger_2"] == "Hunger (Event) #2"
    assert names["work"] == "Work" and names["kale_farm"] == "Kale Farm"


# ------------------------------------------------------------------ places
def _played(gid, steps=40, seed=1):
    import random

    import lunarrules as lr

    g = lr.game(gid)
    s = g.new(players=g.players[0], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_over:
            break
        legal = s.legal_actions()
        s = s.apply(legal[rng.randrange(len(legal))])
    return s


def _pattern_exists(table, pattern):
    """Whether ``pattern`` (names, ``.field`` of a record, ``[]``) is a place of ``table``."""
    import re
    import types
    import typing

    import msgspec

    tp = table
    for name, index in re.findall(r"\.?([A-Za-z_][A-Za-z_0-9]*)|(\[\])", pattern):
        if typing.get_origin(tp) in (typing.Union, types.UnionType):
            rest = [a for a in typing.get_args(tp) if a is not type(None)]
            tp = rest[0]
        if index:
            args = typing.get_args(tp)
            if typing.get_origin(tp) not in (list, tuple) or not args:
                return False
            tp = args[0]
        else:
            hints = {}
            if typing.get_origin(tp) is dict:
                hints = {name: typing.get_args(tp)[1]}
            elif isinstance(tp, type) and issubclass(tp, msgspec.Struct):  # by the names saved
                hints = {f.encode_name: f.type for f in msgspec.structs.fields(tp)}
            elif isinstance(tp, type):
                hints = typing.get_type_hints(tp)
            if name not in hints:
                return False
            tp = hints[name]
    return True


def test_every_declared_place_is_a_place_of_the_table():
    import lunarrules as lr

    for gid in lr.games():
        g = lr.game(gid)
        assert g.places, f"{gid} declares how its places read (Game(places=...))"
        wrong = [p for p in g.places if not (
            p.removeprefix("chance.") in g.chance if p.startswith("chance.")
            else _pattern_exists(g.table, p))]
        assert not wrong, f"{gid}: places that are not in its table: {wrong}"


@pytest.mark.english
def test_seats_read_and_are_typed_as_players():
    from lunarrules.widgets.position import place_text, read_place

    s = _played("planet_unknown", steps=0)
    assert place_text(s, "commander", 1) == "P2"
    assert read_place(s, "commander", "P2", 0) == 1
    assert read_place(s, "order[1]", "p1", 0) == 0
    with pytest.raises(ValueError, match="write a player, such as P1"):
        read_place(s, "commander", "the second", 0)
    with pytest.raises(ValueError, match="write a player, such as P1"):
        read_place(s, "commander", "P" + "9" * 5000, 0)
    assert field_label("order[1]", s.game) == "order 2"
    assert field_label("structures[4][0][0]", "shackleton_base") == (
        "structures in central sector c5 › 1 › owner")
    assert field_label("agencies[1].waiting[0]", "shackleton_base") == "P2 › waiting › engineer"
    assert field_label("seats[0].pool[1]", "captains_chair") == "P1 › pool › latinum"
    assert field_label("tableau[1][2][0]", "moon_colony_bloodbath") == "tableau 3 of P2 › building"
    assert field_label("ships[1][0][0]", "tiny_epic_galaxies") == "ship 1 of P2 › planet"
    assert field_label("stacks[3][1]", "planet_unknown") == "depot 2, outer stack › below"
    sb = _played("shackleton_base", steps=0)
    assert place_text(sb, "structures[4][0][0]", -1) == "neutral"
    assert read_place(sb, "structures[4][0][0]", "neutral", 0) == -1


@pytest.mark.english
def test_planet_squares_read_by_row_and_column_and_go_back_to_the_engine():
    """Planet Unknown keeps a planet's squares as bit masks: the editor shows and reads
    them as rows and columns, and what is typed is checked by the engine."""
    s = _played("planet_unknown", steps=60)
    ex = Explorer(s, board=None, flow=False)
    panel = ex.position
    fields = editable_fields(ex.state)
    panel.field.value = "seats[0].lifepods"
    shown = panel.value.value
    assert shown and "row " in shown and ", column " in shown, shown
    assert not re.search(r"\b[0-9a-f]{4,}\b", shown), "no bit mask on the screen"
    # typed back as shown, the table is unchanged
    assert panel.set_field("seats[0].lifepods", shown) is not None
    assert editable_fields(ex.state)["seats[0].lifepods"] == fields["seats[0].lifepods"]
    # a rover's square
    rover = next(p for p in fields if re.match(r"seats\[\d\]\.rovers\[", p))
    panel.field.value = rover
    assert panel.value.value.startswith("row ")
    # squares off the planet, or half a square, are refused with what to write
    before = ex.state
    assert panel.set_field("seats[0].lifepods", "row 12, column 0") is None
    assert "is not on the planet (rows and columns 0 to 11)" in panel.status.value
    assert panel.set_field("seats[0].lifepods", "row 3") is None
    assert "write each square as its row and column" in panel.status.value
    assert panel.set_field("seats[0].lifepods", "row " + "9" * 5000 + ", column 1") is None
    assert "is not on the planet" in panel.status.value
    assert ex.state is before


def test_the_editor_leaves_decisions_in_progress_to_the_engine():
    """Places a person does not set by hand (a decision still to make, the copy of a
    planet the other players saw) are not listed; everything else is."""
    from lunarrules.kernel.words import place_hidden

    for gid in ("planet_unknown", "moon_colony_bloodbath", "tiny_epic_galaxies",
                "captains_chair", "shackleton_base"):
        s = _played(gid)
        fields = editable_fields(s)
        assert fields, gid
        assert not [p for p in fields if place_hidden(s.game, p)], gid
    pu = editable_fields(_played("planet_unknown"))
    assert not [p for p in pu if p.startswith(("shown", "benefits", "placing"))]
    assert any(p.startswith("seats[0].") for p in pu)
