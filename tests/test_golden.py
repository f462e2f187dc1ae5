"""Golden playthroughs: every recorded game replays step for step (see tests/golden)."""

from __future__ import annotations

import copy
import json

import pytest

from lunarrules.kernel.game import GAME_IDS

from . import golden
from .golden import HERE, compare, expected_files

FILES = expected_files()


def _load(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_every_game_and_player_count_has_its_golden_files():
    present = set(HERE.glob("*/*.json"))
    missing = [str(p.relative_to(HERE)) for p in FILES if p not in present]
    extra = [str(p.relative_to(HERE)) for p in present - set(FILES)]
    assert not missing, f"missing golden files (python -m tests.golden --regenerate): {missing}"
    assert not extra, f"golden files no game or player count asks for: {extra}"
    assert {p.parent.name for p in FILES} == set(GAME_IDS)


@pytest.mark.english
@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_golden_playthrough_replays(path):
    rec = _load(path)
    assert (rec["game"], rec["players"]) == (path.parent.name, int(path.stem.split("p_")[0]))
    assert rec["steps"], f"{path.parent.name}/{path.name} records no steps"
    diff = compare(rec, f"{path.parent.name}/{path.name}")
    assert diff is None, str(diff)


def test_goldens_stay_small():
    total = sum(p.stat().st_size for p in FILES)
    assert all(len(_load(p)["steps"]) <= golden.MAX_STEPS for p in FILES)
    assert total < 2_000_000, f"golden files total {total:,} bytes"


# The comparison itself can fail, and says where.
def _sample():
    path = HERE / "tiny_epic_galaxies" / "2p_seed0.json"
    return _load(path)


@pytest.mark.parametrize(
    "change, what",
    [
        (lambda r: r["steps"][5].__setitem__(0, r["steps"][5][0] + 1), "number of legal actions"),
        (lambda r: r["steps"][5].__setitem__(1, "P1 pass"), "action chosen"),
        (lambda r: r["steps"][5][2].append("TEG-NOT-A-RULE"), "rule ids logged"),
    ],
)
def test_a_changed_step_is_named(change, what):
    rec = copy.deepcopy(_sample())
    change(rec)
    diff = compare(rec, "tiny_epic_galaxies/2p_seed0.json")
    assert diff is not None and diff.step == 5 and diff.what == what
    text = str(diff)
    assert text.startswith("tiny_epic_galaxies: tiny_epic_galaxies/2p_seed0.json differs first at step 5")
    assert "--regenerate tiny_epic_galaxies" in text and "bug or rule fix" in text


def test_a_shorter_or_longer_game_is_named():
    rec = copy.deepcopy(_sample())
    assert rec["over"], "this sample should be a finished game"
    rec["steps"].append([1, "P1 pass", []])
    diff = compare(rec)
    assert diff is not None and diff.what == "the game ended early" and diff.step == len(rec["steps"]) - 1
    rec = copy.deepcopy(_sample())
    del rec["steps"][-1]
    diff = compare(rec)
    assert diff is not None and diff.what == "the game went on"
    rec = copy.deepcopy(_sample())
    rec["outcome"]["winners"] = [9]
    diff = compare(rec)
    assert diff is not None and diff.what == "outcome" and diff.step is None


@pytest.mark.english
def test_regeneration_writes_the_files_as_they_are():
    path = HERE / "captains_chair" / "2p_seed1.json"
    assert golden.dumps(golden.record("captains_chair", 2, 1)) == path.read_text(encoding="utf-8")


@pytest.mark.english
def test_regeneration_command_reports_differences(capsys):
    from .golden.__main__ import main

    assert main(["captains_chair"]) == 0
    assert "0 of 3 golden files differ" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["no_such_game"])


def test_rule_ids_per_step_match_the_public_log():
    import lunarrules as lr

    s = lr.game("shackleton_base").new(players=2, seed=3)
    for _ in range(30):
        after = s.apply(s.legal_actions()[0])
        want = [r for e in after.log[len(s.log):] for r in e.rules]
        assert golden.rules_logged(s, after) == want
        s = after
