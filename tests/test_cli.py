"""The ``lunarrules`` command line and the generated diagrams and reference pages.

Runs on the toy game (tests/kernel/toy.py) and on a larger made-up game declared
here, so the tools are tested apart from the real games; the rules, coverage and
reference commands then run on every real game too.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import lunarrules as lr
from lunarrules.cli import main
from lunarrules.kernel import (
    ActionKind,
    Assumption,
    Game,
    Phase,
    Requirement,
    Rule,
    RuleBook,
    Seed,
    Transition,
)
from lunarrules.kernel import game as game_registry
from lunarrules.kernel.game import available
from lunarrules.reference import (
    A4_TEXT_WIDTH_PT,
    GENERATED_PAGE,
    MAX_NODES,
    build_diagrams,
    build_rule_pages,
    code_mentions,
    detail_graph,
    outline_graph,
    overview_graph,
    rule_mentions,
    split_action_graph,
    svg_size,
    write_files,
)
from tests.kernel.toy import GAME as TOY
from tests.kernel.toy import ToyState

ROOT = Path(__file__).resolve().parent.parent


def _big_game() -> Game:
    """A made-up game with nested clusters and enough action kinds to need splitting."""
    rules = RuleBook(
        "004_2e522f3cfc1db453.txt",
        [
            Rule("BIG-TURN", "Play goes clockwise.", Seed("o jogo segue em sentido horário")),
            Rule(
                "BIG-REROLL",
                "Rerolls after the first cost 1 energy.",
                Seed("Depois disso, cada rerrolar de dados não ativados custa 1 Energia"),
                ("reroll",),
            ),
            Rule(
                "BIG-END",
                "The game ends at 21 VP.",
                Seed(
                    "O fim do jogo é acionado quando um jogador atinge 21 pontos de vitória ou mais."
                ),
            ),
            Rule("BIG-ACT", "Made-up actions.", Assumption("test game")),
        ],
    )
    kinds = [
        ActionKind(
            f"act{i}",
            f"Action {i}",
            requires=(
                Requirement(
                    "BIG-ACT", f"need r{i % 5}", lambda s, a: None, needs=(f"r{i % 5}", f"c{i}")
                ),
            ),
            produces=(f"r{(i + 1) % 5}",),
            unlocks=(f"act{i + 1}",) if i % 3 == 0 and i < 13 else (),
            rules=("BIG-ACT",),
        )
        for i in range(14)
    ]
    kinds.append(ActionKind("reroll", "Reroll", rules=("BIG-REROLL",)))
    phases = (
        Phase("setup", "Set up", "auto", next=(Transition("roll"),)),
        Phase(
            "roll",
            "Roll dice",
            "chance",
            next=(Transition("act"),),
            cluster="round/turn",
            term="Rolar",
        ),
        Phase(
            "act",
            "Activate dice",
            "decision",
            actions=tuple(k.name for k in kinds[:8]) + ("reroll",),
            next=(
                Transition("act", "dice left"),
                Transition("follow", "die activated"),
                Transition("endturn", "player stops"),
            ),
            cluster="round/turn",
            rules=("BIG-REROLL",),
        ),
        Phase(
            "follow",
            "Others may follow",
            "decision",
            actions=tuple(k.name for k in kinds[8:14]),
            next=(Transition("act", "all decided"),),
            cluster="round/turn",
        ),
        Phase(
            "endturn",
            "End of turn",
            "auto",
            next=(
                Transition("roll", "nobody has 21 VP"),
                Transition("end", "someone has >= 21 VP"),
            ),
            cluster="round",
        ),
        Phase("end", "Game over", "end"),
    )
    return Game(
        id="big_test",
        title="Big test game",
        players=(2, 5),
        state_class=ToyState,
        rules=rules,
        phases=phases,
        start="setup",
        action_kinds=tuple(kinds),
        turn_rule="BIG-TURN",
        end_rule="BIG-END",
    )


BIG = _big_game()


def _hub_game() -> Game:
    """A made-up game too big for a page either way: a hub of a dozen steps, then a chain."""
    steps = [f"step{i}" for i in range(12)]
    chain = [f"wrap{i}" for i in range(8)]
    phases = (
        Phase("setup", "Set up the table", "auto", next=(Transition("hub"),), cluster="setup"),
        Phase(
            "hub",
            "Choose the next step of the action",
            "decision",
            actions=("roll",),
            next=tuple(Transition(x, f"step {x} chosen by the player") for x in steps)
            + (Transition("wrap0", "no step left to choose"),),
            cluster="round/turn",
        ),
        *(
            Phase(
                x,
                f"Resolve the long-named step number {x}",
                "auto",
                next=(Transition("hub", "step done; back to the hub"),),
                cluster="round/turn",
            )
            for x in steps
        ),
        *(
            Phase(
                x,
                f"Wrap up the round, stage {x}",
                "auto",
                next=(Transition(nxt, f"stage {x} finished"),),
                cluster="round/wrapup",
            )
            for x, nxt in zip(chain, chain[1:] + ["end"], strict=True)
        ),
        Phase("end", "Game over", "end"),
    )
    return Game(
        id="hub_test",
        title="Hub test game",
        players=(2, 3),
        state_class=ToyState,
        rules=TOY.rules,
        phases=phases,
        start="setup",
        action_kinds=TOY.action_kinds[:1],
    )


HUB = _hub_game()


@pytest.fixture
def registered(monkeypatch):
    """The toy game and the big test game, reachable through ``lr.game(id)``."""
    monkeypatch.setitem(game_registry._REGISTRY, TOY.id, TOY)
    monkeypatch.setitem(game_registry._REGISTRY, BIG.id, BIG)
    return TOY, BIG


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "lunarrules", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def _one_line_error(err: str) -> str:
    lines = err.strip().splitlines()
    errors = [ln for ln in lines if "warning: skipped" not in ln]
    assert len(errors) == 1, err
    assert "Traceback" not in err
    return errors[0]


# ------------------------------------------------------------------ errors
@pytest.mark.english
def test_module_entry_point_unknown_game_is_one_line_exit_2():
    r = _run("rules", "no_such_game")
    assert r.returncode == 2
    line = _one_line_error(r.stderr)
    assert line.startswith("lunarrules: error: no game 'no_such_game'")


@pytest.mark.english
def test_bad_subcommand_and_bad_option_are_one_line_exit_2():
    r = _run("frobnicate")
    assert r.returncode == 2
    assert "invalid choice: 'frobnicate'" in _one_line_error(r.stderr)
    r = _run("coverage", "--no-such-flag")
    assert r.returncode == 2
    assert "--no-such-flag" in _one_line_error(r.stderr)


@pytest.mark.english
def test_unknown_rule_id_suggests_close_ids(registered, capsys):
    assert main(["rules", "big_test", "--id", "BIG-REROL"]) == 2
    err = capsys.readouterr().err
    assert _one_line_error(err) == (
        "lunarrules: error: no rule 'BIG-REROL' in big_test; did you mean BIG-REROLL, BIG-END, BIG-TURN?"
    )


@pytest.mark.english
def test_bad_provenance_kind(registered, capsys):
    assert main(["rules", "toy_race", "--provenance", "rumour"]) == 2
    line = _one_line_error(capsys.readouterr().err)
    assert "unknown provenance kind 'rumour'; use one of seed, public, assumption, variant" in line


@pytest.mark.english
def test_bad_diagram_format(registered, tmp_path, capsys):
    assert (
        main(["diagrams", "--game", "toy_race", "--format", "svg,png", "--out", str(tmp_path)]) == 2
    )
    line = _one_line_error(capsys.readouterr().err)
    assert "unknown diagram format 'png'" in line
    assert not any(tmp_path.iterdir())


@pytest.mark.english
def test_unknown_game_for_diagrams_and_coverage(capsys):
    assert main(["diagrams", "--game", "nope"]) == 2
    assert "no game 'nope'" in _one_line_error(capsys.readouterr().err)
    assert main(["coverage", "nope"]) == 2
    assert "no game 'nope'" in _one_line_error(capsys.readouterr().err)


def test_simulate_is_there_exactly_when_whatif_provides_it(capsys):
    try:
        from lunarrules.whatif.cli import register  # noqa: F401
    except ImportError:
        expected = False
    else:
        expected = True
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("diagrams", "rules", "coverage", "reference"):
        assert command in out
    assert ("simulate" in out) is expected


# ------------------------------------------------------------------ rules
@pytest.mark.english
def test_rules_lists_every_rule_with_its_passage(registered, capsys):
    assert main(["rules", "toy_race"]) == 0
    out = capsys.readouterr().out
    for rule in TOY.rules:
        assert rule.id in out
    assert "\u201co jogo segue em sentido horário\u201d" in out
    assert f"{len(TOY.rules)} of {len(TOY.rules)} rules of Toy race" in out


@pytest.mark.english
def test_rules_search_and_provenance_filter(registered, capsys):
    assert main(["rules", "big_test", "--search", "energia"]) == 0
    out = capsys.readouterr().out
    assert "BIG-REROLL" in out and "BIG-TURN" not in out
    assert main(["rules", "big_test", "--provenance", "assumption"]) == 0
    out = capsys.readouterr().out
    assert "BIG-ACT" in out and "BIG-REROLL" not in out
    assert main(["rules", "big_test", "--search", "zzzz"]) == 0
    assert "no rule of big_test matches words 'zzzz'" in capsys.readouterr().out


def test_rules_id_shows_context_governs_and_tests(registered, capsys):
    assert main(["rules", "big_test", "--id", "big-reroll"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("BIG-REROLL  [seed]  Rerolls after the first cost 1 energy.")
    assert "O primeiro rerrolar de cada turno é grátis!" in out  # the sentence before the quote
    assert "action `reroll` (Reroll)" in out and "phase `act` (Activate dice)" in out
    assert "tests/test_cli.py::test_rules_id_shows_context_governs_and_tests" in out


# ------------------------------------------------------------------ diagrams
@pytest.mark.english
def test_diagrams_for_one_game_write_each_format(registered, tmp_path, capsys):
    assert main(["diagrams", "--game", "toy_race", "--out", str(tmp_path)]) == 0
    names = sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*") if p.is_file())
    assert names == [
        f"toy_race/{stem}.{ext}"
        for stem in ("action_graph", "phase_flow")
        for ext in ("dot", "mmd", "svg")
    ]
    svg = (tmp_path / "toy_race/phase_flow.svg").read_text(encoding="utf-8")
    assert svg.startswith("<?xml") and "Take a turn" in svg and "someone at 10" in svg
    assert "flowchart" in (tmp_path / "toy_race/phase_flow.mmd").read_text(encoding="utf-8")
    out = capsys.readouterr().out
    assert "wrote 6 files" in out and "overview and README.md gallery left as they were" in out


def test_diagrams_are_deterministic():
    first = build_diagrams([BIG, TOY])
    second = build_diagrams([BIG, TOY])
    assert first == second
    assert {"overview.svg", "overview.mmd", "overview.dot", "README.md"} <= set(first)


def test_diagrams_do_not_depend_on_the_hash_seed():
    code = (
        "import hashlib, json; from tests.test_cli import BIG; "
        "from lunarrules.reference import build_diagrams; "
        "files = build_diagrams([BIG], ('dot', 'mermaid')); "
        "print(hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest())"
    )
    digests = set()
    for seed in ("1", "2"):
        r = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        assert r.returncode == 0, r.stderr
        digests.add(r.stdout.strip())
    assert len(digests) == 1


def test_large_action_graph_is_split_into_readable_parts():
    whole = BIG.action_graph()
    assert whole.number_of_nodes() > MAX_NODES
    parts = split_action_graph(BIG, whole)
    assert len(parts) >= 2
    covered = set()
    for part in parts:
        assert part.number_of_nodes() <= MAX_NODES
        covered |= {n for n, d in part.nodes(data=True) if d["kind"] == "action"}
        for a, b in part.edges:
            assert whole.has_edge(a, b)
    assert covered == {k.name for k in BIG.action_kinds}
    assert len(split_action_graph(TOY)) == 1


@pytest.mark.english
def test_overview_collapses_each_top_level_cluster_and_keeps_guards():
    over = overview_graph([BIG, TOY])
    assert list(over.nodes) == [
        "big_test:setup",
        "big_test:round/",
        "big_test:end",
        "toy_race:turn",
        "toy_race:end",
    ]
    round_ = over.nodes["big_test:round/"]
    assert round_["label"] == (
        "round:\n- Roll dice\n- Activate dice\n- Others may follow\n- End of turn"
    )
    assert round_["kind"] == "decision"
    assert round_["cluster"] == "Big test game (2-5 players)"
    assert over.edges["big_test:round/", "big_test:round/"]["label"] == "repeat"
    assert over.edges["big_test:round/", "big_test:end"]["label"] == "someone has >= 21 VP"
    assert over.edges["toy_race:turn", "toy_race:end"]["label"] == "someone at 10"
    assert over.nodes["toy_race:turn"]["cluster"] == "Toy race (2-3 players)"


def test_overview_shows_the_games_in_their_order_in_either_direction():
    games = [replace(BIG, id=f"big{i}", title=f"Big game {i}") for i in range(1, 6)]
    files = build_diagrams(games, ("svg",))
    svg = files["overview.svg"]
    direction = "LR" if "rankdir=LR" in build_diagrams(games, ("dot",))["overview.dot"] else "TB"
    places = []
    for m in re.finditer(
        r"<title>cluster_Big_game_(\d)[^<]*</title>\s*<(?:path|polygon)[^>]*?"
        r'(?:d="M|points=")([-\d.]+),([-\d.]+)',
        svg,
    ):
        x, y = float(m.group(2)), float(m.group(3))
        places.append(((y if direction == "LR" else x), m.group(1)))
    assert [n for _, n in sorted(places)] == ["1", "2", "3", "4", "5"]
    assert direction == "LR"  # five of them do not fit side by side on a page


@pytest.mark.english
def test_outline_keeps_two_cluster_levels():
    outline = outline_graph(BIG)
    assert list(outline.nodes) == ["setup", "round/turn/", "endturn", "end"]
    turn = outline.nodes["round/turn/"]
    assert turn["label"] == "turn:\n- Roll dice\n- Activate dice\n- Others may follow"
    assert turn["cluster"] == "round"
    # A phase directly in an outer cluster stays itself, inside that cluster.
    assert outline.nodes["endturn"]["cluster"] == "round"
    assert outline.nodes["endturn"]["label"] == "End of turn"
    assert outline.edges["endturn", "round/turn/"]["label"] == "nobody has 21 VP"


@pytest.mark.english
def test_an_unreadable_phase_flow_gets_an_outline_and_details():
    files = build_diagrams([HUB], ("svg",), overview=False)
    assert sorted(files) == [
        "hub_test/action_graph.svg",
        "hub_test/phase_detail_round_turn.svg",
        "hub_test/phase_detail_round_wrapup.svg",
        "hub_test/phase_flow.svg",
        "hub_test/phase_outline.svg",
    ]
    assert svg_size(files["hub_test/phase_flow.svg"])[0] > 2 * A4_TEXT_WIDTH_PT
    outline = outline_graph(HUB)
    assert list(outline.nodes) == ["setup/", "round/turn/", "round/wrapup/", "end"]
    turn = outline.nodes["round/turn/"]["label"]
    assert turn.startswith(
        "turn:\n- Choose the next step of the action\n- Resolve the long-named step number step0"
    )
    assert turn.endswith("- ... 8 more")
    assert outline.nodes["setup/"]["label"] == "Set up the table"
    assert outline.edges["round/turn/", "round/wrapup/"]["label"] == "no step left to choose"
    assert outline.edges["round/wrapup/", "end"]["label"] == "stage wrap7 finished"
    detail = detail_graph(HUB, "round/turn/")
    assert set(detail.nodes) == {"setup", "hub", "wrap0", *(f"step{i}" for i in range(12))}
    assert detail.graph["name"] == "Hub test game: round/turn"
    # Outline and details print larger than the whole flow.
    whole = svg_size(files["hub_test/phase_flow.svg"])[0]
    assert svg_size(files["hub_test/phase_outline.svg"])[0] < whole


def test_gallery_shows_every_svg_with_its_size_and_mermaid():
    files = build_diagrams([BIG, TOY])
    readme = files["README.md"]
    for name, text in files.items():
        if name.endswith(".svg"):
            assert f"]({name})" in readme, name
            w, h = svg_size(text)
            assert f"{w:.0f} x {h:.0f} pt" in readme, name
        if name.endswith(".mmd"):
            assert f"```mermaid\n{text}```" in readme, name
    # The whole split graph is folded away below its parts.
    whole = readme.index("<details><summary>The whole action graph (34 nodes")
    assert readme.index("](big_test/action_graph_part1.svg)") < whole
    assert readme.index("](big_test/action_graph.svg)") > whole


def test_writing_prunes_only_stale_generated_files(tmp_path, capsys):
    (tmp_path / "toy_race").mkdir()
    stale = tmp_path / "toy_race" / "action_graph_part3.svg"
    stale.write_text("old", encoding="utf-8")
    others = [
        tmp_path / "notes.md",
        tmp_path / "toy_race" / "sketch.svg",
        tmp_path / "tiny_epic_galaxies.txt",
    ]
    for path in others:
        path.write_text("mine", encoding="utf-8")
    with pytest.MonkeyPatch.context() as mp:
        mp.setitem(game_registry._REGISTRY, TOY.id, TOY)
        assert main(["diagrams", "--game", "toy_race", "--out", str(tmp_path)]) == 0
    assert not stale.exists()
    assert all(p.read_text(encoding="utf-8") == "mine" for p in others)
    write_files(tmp_path, {"planet_unknown.md": "new"}, prune=[("", GENERATED_PAGE)])
    (tmp_path / "captains_chair.md").write_text("stale page", encoding="utf-8")
    write_files(tmp_path, {"planet_unknown.md": "new"}, prune=[("", GENERATED_PAGE)])
    assert not (tmp_path / "captains_chair.md").exists()
    assert (tmp_path / "notes.md").exists()


def test_svg_size_reads_the_graphviz_header():
    assert svg_size('<svg width="280pt" height="209.5pt"\n viewBox="0 0 1 1">') == (280.0, 209.5)
    with pytest.raises(ValueError):
        svg_size("<svg>")


# ------------------------------------------------------------------ reference
def test_rule_page_has_every_rule_with_provenance_passage_governs_tests(tmp_path):
    tests = tmp_path / "tests"
    tests.mkdir()
    (tests / "test_big.py").write_text(
        "import pytest\n\n"
        "@pytest.mark.parametrize('rid', ['BIG-END'])\n"
        "def test_end(rid):\n    pass\n\n"
        "class TestReroll:\n    def test_cost(self):\n        assert 'BIG-REROLL'\n\n"
        "SCENARIOS = {'x': 'BIG-TURN'}\n",
        encoding="utf-8",
    )
    assert rule_mentions(tests) == {
        "BIG-END": ["tests/test_big.py::test_end"],
        "BIG-REROLL": ["tests/test_big.py::TestReroll::test_cost"],
        "BIG-TURN": ["tests/test_big.py"],
    }
    pages = build_rule_pages([BIG], tests_dir=tests)
    page = pages["big_test.md"]
    for rule in BIG.rules:
        assert f"## {rule.id}\n\n{rule.summary}\n" in page
    assert "> Depois disso, cada rerrolar de dados não ativados custa 1 Energia" in page
    assert "- Provenance: seed, `seeds/004_2e522f3cfc1db453.txt`" in page
    assert "- Governs: action `reroll` (Reroll); phase `act` (Activate dice)" in page
    assert "- Governs: turn order" in page
    assert "  - `tests/test_big.py::TestReroll::test_cost`" in page
    assert "- Tests: none name this rule id" in page  # BIG-ACT
    index = pages["README.md"]
    assert "| [Big test game](big_test.md) | 4 | 3 | 0 | 1 | 0 | 3 |" in index
    # The index ends with the coverage table (three seed quotes, each in one sentence).
    assert (
        index.split("## Coverage of the rulebooks")[1]
        .splitlines()[-1]
        .startswith("| `big_test` | ")
    )
    assert "| 3 | 0 |" in index.splitlines()[-1]


def test_code_mentions_name_the_function_applying_a_rule():
    found = code_mentions(TOY)
    assert "tests/kernel/toy.py::ToyState._execute" in found["TOY-ROLL"]
    assert "tests/kernel/toy.py::ToyState._check" in found["TOY-BOOST"]
    # Module-level declarations (the action kinds) map to the file.
    assert "tests/kernel/toy.py" in found["TOY-PASS-ONCE"]


def test_rule_ids_are_matched_whole(tmp_path):
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        "def test_a():\n    'BIG-REROLL-COST'\n", encoding="utf-8"
    )
    assert "BIG-REROLL" not in rule_mentions(tmp_path / "tests")


def test_reference_command_writes_one_page_per_game(tmp_path, capsys):
    games = list(available())
    assert len(games) == 5
    status = main(["reference", "--out", str(tmp_path)])
    assert status == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["README.md"] + [f"{g}.md" for g in games] + [f"{g}-positions.md" for g in games]
    )


# ------------------------------------------------------------------ coverage
@pytest.mark.english
def test_coverage_command_prints_table_and_uncited(registered, capsys):
    assert main(["coverage", "toy_race"]) == 0
    out = capsys.readouterr().out
    header = out.splitlines()[0].split()
    assert header[:3] == ["game", "sentences", "cited"]
    row = out.splitlines()[2].split()
    assert row[0] == "toy_race" and row[2] == "1"  # TOY-TURN is its only seed quote
    assert "uncited sentences in seeds/004_2e522f3cfc1db453.txt" in out
    assert main(["coverage", "toy_race", "--markdown"]) == 0
    md = capsys.readouterr().out
    assert md.startswith("| game | sentences | cited |") and "| `toy_race` |" in md


@pytest.mark.parametrize("game_id", game_registry.GAME_IDS)
def test_rules_and_coverage_run_on_every_game(game_id, capsys):
    game = lr.game(game_id)
    assert main(["rules", game_id]) == 0
    out = capsys.readouterr().out
    assert all(rule.id in out for rule in game.rules)
    first = game.rules.ids()[0]
    assert main(["rules", game_id, "--id", first]) == 0
    assert capsys.readouterr().out.startswith(first)
    assert main(["coverage", game_id, "--summary"]) == 0
    assert capsys.readouterr().out.splitlines()[2].split()[0] == game_id


# ------------------------------------------------------------------ words
def _solo():
    """A stand-in for a one-player game with a single rule (what the commands read)."""
    from types import SimpleNamespace

    book = RuleBook(
        "004_2e522f3cfc1db453.txt",
        [Rule("SOLO-TURN", "Play goes clockwise.", Seed("o jogo segue em sentido horário"))],
    )
    return SimpleNamespace(id="solo", title="Solo", players=(1, 1), rules=book)


@pytest.mark.english
def test_counts_printed_by_the_commands_agree_with_their_noun(monkeypatch, tmp_path, capsys):
    import lunarrules.cli as cli

    solo = _solo()
    monkeypatch.setitem(game_registry._REGISTRY, "solo", solo)
    monkeypatch.setattr(cli, "available", lambda: ["solo"])
    assert main(["games"]) == 0
    assert "Solo (1 player, 1 rule)" in capsys.readouterr().out
    assert main(["rules", "solo"]) == 0
    assert "1 of 1 rule of Solo" in capsys.readouterr().out

    import lunarrules.reference as reference

    monkeypatch.setattr(reference, "build_diagrams", lambda *a, **k: {"solo/flow.mmd": "graph TD\n"})
    assert main(["diagrams", "--game", "solo", "--format", "mermaid", "--out", str(tmp_path)]) == 0
    assert f"wrote 1 file to {tmp_path}/" in capsys.readouterr().out


@pytest.mark.english
def test_games_prints_a_fixed_player_count_as_one_number(monkeypatch, capsys):
    import lunarrules.cli as cli

    duel = replace(TOY, id="toy_duel", title="Toy duel", players=(2, 2))
    monkeypatch.setitem(game_registry._REGISTRY, "toy_duel", duel)
    monkeypatch.setattr(cli, "available", lambda: ["toy_duel"])
    assert main(["games"]) == 0
    assert f"Toy duel (2 players, {len(TOY.rules)} rules)" in capsys.readouterr().out


@pytest.mark.english
def test_position_shows_a_saved_position(tmp_path, capsys):
    g = lr.game("tiny_epic_galaxies")
    s = g.new(players=2, seed=4)
    for _ in range(3):
        s = s.apply(s.legal_actions()[0])
    path = tmp_path / "lesson.json"
    path.write_text(s.to_json(), encoding="utf-8")
    assert main(["position", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Tiny Epic Galaxies, 2 players, step 3\n")
    assert f"{s.to_act_label} may do" in out
    first = s.legal_actions()[0]
    assert f"  - {s.describe(first)}  ({first})" in out
    assert main(["position", str(path), "--replay"]) == 0


@pytest.mark.english
def test_position_lists_every_problem_of_a_broken_file(tmp_path, capsys):
    g = lr.game("tiny_epic_galaxies")
    doc = json.loads(g.new(players=2, seed=4).to_json())
    doc["position"]["to_act"] = 5
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["position", str(path)]) == 1
    out = capsys.readouterr().out
    assert out.startswith("broken.json is not a position of Tiny Epic Galaxies:\n")
    assert "  - to_act: seat 5 is not a player of this 2-player game" in out
    path.write_text('{"game": "chess"}', encoding="utf-8")
    assert main(["position", str(path)]) == 1
    assert "not a saved position of a known game" in capsys.readouterr().out
    assert main(["position", str(tmp_path / "missing.json")]) == 2
