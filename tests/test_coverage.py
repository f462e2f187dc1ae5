"""Coverage of the rulebooks by the rule books: pinned so it never drops.

The out-of-scope lists in ``lunarrules/coverage_data`` are checked against the seeds
(every entry verbatim, with a reason, covering whole sentences), and each
game's cited-sentence count must stay at or above its pin in ``coverage_pins.toml``.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import lunarrules as lr
from lunarrules.coverage import (
    CITED,
    OUT_OF_SCOPE,
    UNCITED,
    OutOfScope,
    counted_sentences,
    coverage,
    data_file,
    entry_sentences,
    load_out_of_scope,
    table,
)
from lunarrules.kernel.game import GAME_IDS
from lunarrules.kernel.seeds import SEED_FILES, seed_text
from tests.kernel.toy import GAME as TOY

PINS = tomllib.loads((Path(__file__).parent / "coverage_pins.toml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_out_of_scope_entries_are_verbatim_whole_sentences_with_reasons(game_id):
    assert data_file(game_id).is_file(), f"no out-of-scope list for {game_id}"
    seed = SEED_FILES[game_id]
    entries = load_out_of_scope(game_id)
    assert entries
    texts = [e.text for e in entries]
    assert len(texts) == len(set(texts)), "duplicate entries"
    for e in entries:
        assert e.text in seed_text(seed), f"not verbatim in seeds/{seed}: {e.text!r}"
        assert e.reason.strip()
        assert entry_sentences(seed, e), f"covers no whole sentence: {e.text!r}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_coverage_never_drops_below_its_pin(game_id):
    game = lr.game(game_id)
    pin = PINS.get("cited", {}).get(game_id)
    report = coverage(game)
    assert pin is not None, (
        f"no pin for {game_id}: add `{game_id} = {report.cited}` under [cited] in "
        "tests/coverage_pins.toml"
    )
    assert report.cited >= pin, (
        f"{game_id}: {report.cited} seed sentences cited, pinned at {pin}; "
        f"run `python -m lunarrules coverage {game_id}` to see what lost its citation"
    )


def test_pins_name_only_known_games():
    assert set(PINS.get("cited", {})) <= set(GAME_IDS)


def test_sentences_are_cited_out_of_scope_or_uncited_on_the_toy_game():
    seed = TOY.rules.seed_file
    report = coverage(TOY, [OutOfScope("Rerrolando Dados", "heading")])
    assert report.total == len(counted_sentences(seed)) > 100
    assert report.cited + report.out_of_scope + report.uncited == report.total
    by_text = {s.text: s for s in report.sentences}
    turn = by_text["A partir daí, o jogo segue em sentido horário."]
    assert (turn.status, turn.rules) == (CITED, ("TOY-TURN",))
    heading = by_text["Rerrolando Dados"]
    assert (heading.status, heading.reason) == (OUT_OF_SCOPE, "heading")
    assert by_text["O jogador mais jovem começa."].status == UNCITED
    assert report.cited == 1 and report.out_of_scope == 1
    assert report.percent == pytest.approx(100 / (report.total - 1))
    # List numbers such as "1." are not sentences.
    assert "1." not in by_text


def test_a_cited_sentence_listed_out_of_scope_counts_as_cited_and_is_reported():
    entry = OutOfScope("A partir daí, o jogo segue em sentido horário.", "flavour")
    report = coverage(TOY, [entry])
    assert report.out_of_scope == 0 and report.cited == 1
    assert report.cited_out_of_scope == [entry]


def test_out_of_scope_entry_must_contain_whole_sentences():
    seed = TOY.rules.seed_file
    # Part of a sentence covers nothing; a heading with the words after it covers the heading.
    assert entry_sentences(seed, OutOfScope("o jogo segue em sentido", "x")) == []
    found = entry_sentences(seed, OutOfScope("Rerrolando Dados\n\nA qualquer", "x"))
    assert [s[2] for s in found] == ["Rerrolando Dados"]


def test_a_label_ending_in_a_colon_is_one_sentence_with_the_rest_of_its_line():
    texts = [t for _, _, t in counted_sentences(TOY.rules.seed_file)]
    assert (
        "• Pousar na Superfície do Planeta: Se você pousar uma nave na superfície de um "
        "planeta (em pé), pode realizar imediatamente a ação listada nele."
    ) in texts
    # A label that ends its line stays a sentence of its own.
    assert "Regras Gerais de Movimento:" in texts
    assert "• Pousar na Superfície do Planeta:" not in texts


def test_table_text_and_markdown():
    report = coverage(TOY, [])
    text = table([report])
    assert text.splitlines()[2].split() == [
        "toy_race",
        str(report.total),
        "1",
        "0",
        str(report.total - 1),
        f"{report.percent:.0f}%",
    ]
    md = table([report, report], markdown=True).splitlines()
    assert (
        md[0] == "| game | sentences | cited | out of scope | uncited | cited % of rule-bearing |"
    )
    assert md[-1].startswith(f"| `all` | {2 * report.total} | 2 | 0 |")
