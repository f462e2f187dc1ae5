"""The explorer's Position tab: save, load and set up a position by hand (toy game)."""

from __future__ import annotations

import base64
import json
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
        assert field_label(path, "captains_chair") == "seats 2 › ships › USS Meridian"
        assert field_label("seats[0].civ_cards", "planet_unknown") == "seats 1 › civ cards"
    with i18n.language("pt"):
        assert field_label(path, "captains_chair") == "jogadores 2 › Naves › USS Meridian"
        assert field_label("seats[0].civ_cards", "planet_unknown") == "jogadores 1 › Cartas de Civ"
        assert field_label("crater.c3", "shackleton_base").endswith("› c3")
    with i18n.language("es"):
        assert field_label("seats[0].civ_cards", "planet_unknown") == "jugadores 1 › Cartas de Civ"


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
