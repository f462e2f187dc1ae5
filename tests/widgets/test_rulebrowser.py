"""The rule browser: search by words with or without accents, filter, read in context."""

from __future__ import annotations

import pytest

from lunarrules.kernel.rulebook import PROVENANCE_KINDS, fold
from lunarrules.widgets import RuleBrowser
from lunarrules.widgets.rulebrowser import governed_by

from ..kernel.toy import GAME
from .helpers import GAME_PARAMS, get_game


@pytest.mark.english
def test_search_without_accents_finds_the_seed_passage():
    rb = RuleBrowser(GAME)
    assert rb.count.value == "6 of 6 rules"
    found = rb.search("sentido horario")
    assert [r.id for r in found] == ["TOY-TURN"]
    assert rb.count.value == "1 of 6 rules"
    assert "<mark>o jogo segue em sentido horário</mark>" in rb.detail.value
    # the surrounding sentences of the seed file
    assert "O jogador mais jovem começa." in rb.detail.value


@pytest.mark.english
def test_filter_by_provenance_and_governs():
    rb = RuleBrowser(GAME)
    found = rb.search("", "assumption")
    assert {r.id for r in found} == {"TOY-ROLL", "TOY-PASS-ONCE", "TOY-BOOST", "TOY-END"}
    rb.results.value = "TOY-BOOST"
    assert "<code>boost</code> action: Boost forward" in rb.detail.value
    assert governed_by(GAME, "TOY-PASS-ONCE") == [("pass", "action: Pass")]
    rb.search("", "variant")
    assert rb.results.value == "TOY-GOAL"
    assert "variant of TOY-END, enabled by option goal" in rb.detail.value
    rb.search("no such words here")
    assert rb.count.value == "0 of 6 rules" and rb.detail.value == "<i>no rule matches</i>"


@pytest.mark.english
@pytest.mark.parametrize("gid", GAME_PARAMS)
def test_browser_on_every_game(gid):
    g = get_game(gid)
    rb = RuleBrowser(g)
    assert rb.count.value == f"{len(g.rules)} of {len(g.rules)} rules"
    for kind in PROVENANCE_KINDS:
        found = rb.search("", kind)
        assert [r.id for r in found] == [r.id for r in g.rules.by_provenance(kind)]
    seeds = g.rules.by_provenance("seed")
    assert seeds, f"{gid} cites no seed passage"
    rule = seeds[0]
    words = [w for w in rule.provenance.quote.split() if len(w) > 3][:2]
    found = rb.search(fold(" ".join(words)))
    assert rule.id in [r.id for r in found]
    html = rb.show(rule.id)
    assert rule.id in html
    for kind_name in rule.governs:
        assert f"<code>{kind_name}</code>" in html
