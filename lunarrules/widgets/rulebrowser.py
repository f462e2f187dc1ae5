"""Browse a game's rule book: search, filter by provenance, read the passage in context."""

from __future__ import annotations

import html

import ipywidgets as w

from ..i18n import N_, _, game_title, ngettext, search_rules
from ..kernel.rulebook import PROVENANCE_KINDS
from ._model import STYLE, mark, passage_context, ui

ALL = "all"
#: The provenance filter's buttons, in the language in use (values stay the kinds).
KIND_LABELS = {ALL: N_("all"), "seed": N_("seed"), "public": N_("public"),
               "assumption": N_("assumption"), "variant": N_("variant")}


def governed_by(game, rule_id: str) -> list[tuple[str, str]]:
    """What a rule governs: ``(name, plain words)`` for action kinds and phases.

    Combines the rule's own ``governs`` list with the action kinds and phases whose
    declarations cite it (their ``rules`` or a requirement's rule).
    """
    rule = game.rules[rule_id]
    names: list[str] = list(rule.governs)
    for k in game.action_kinds:
        cited = rule_id in k.rules or any(r.rule == rule_id for r in k.requires)
        if cited and k.name not in names:
            names.append(k.name)
    for p in game.phases:
        if rule_id in p.rules and p.id not in names:
            names.append(p.id)
    out = []
    for n in names:
        if n in game.kinds:
            out.append((n, _("action: {label}").format(label=game.kinds[n].shown_label)))
        elif n in game.flow.by_id:
            out.append((n, _("phase: {label}").format(label=_(game.flow.by_id[n].label))))
        else:
            out.append((n, n))
    return out


def source_words(rule, game) -> str:
    """Where a rule comes from, as a reader says it (not the seed file's name)."""
    p = rule.provenance
    if p.kind == "seed":
        if game.language:
            return _("the rulebook ({language}), quoted word for word").format(language=game.language)
        return _("the rulebook, quoted word for word")
    return f"{_(KIND_LABELS.get(rule.kind, rule.kind))} \u2014 {p.describe()}"


class RuleBrowser:
    """Search a game's rule book and read each rule with its source.

    Search words match the rule id, the English summary, the quoted passage
    (Portuguese or Spanish) and the names of what it governs; accents are optional
    (``"onibus"`` finds ``"Ônibus"``).

    Parameters
    ----------
    game : Game
    query : str
        Initial search words.

    Attributes
    ----------
    query : ipywidgets.Text
    provenance : ipywidgets.ToggleButtons
        ``"all"``, ``"seed"``, ``"public"``, ``"assumption"`` or ``"variant"``.
    results : ipywidgets.Select
        Matching rules (values are rule ids).
    count : ipywidgets.Label
        ``"12 of 40 rules"``.
    detail : ipywidgets.HTML
        The chosen rule: summary, provenance, passage in context, what it governs.
    found : list of Rule
        The current matches.

    Examples
    --------
    >>> rb = RuleBrowser(lr.game("tiny_epic_galaxies"))   # doctest: +SKIP
    >>> rb.search("rerrolar", provenance="seed")          # doctest: +SKIP
    """

    def __init__(self, game, query: str = ""):
        self.game = game
        self.query = w.Text(value=query, placeholder=_("words in pt / es / en"), description=_("Search"))
        self.query.add_class("lr-rules-query")
        self.provenance = w.ToggleButtons(
            options=[(_(KIND_LABELS.get(k, k)), k) for k in (ALL, *PROVENANCE_KINDS)], value=ALL)
        self.results = w.Select(rows=10, layout=w.Layout(width="100%"))
        self.results.add_class("lr-rules-results")
        self.count = w.Label()
        self.count.add_class("lr-rules-count")
        self.detail = w.HTML()
        self.detail.add_class("lr-rules-detail")
        self.found: list = []
        self.query.observe(lambda _: self.refresh(), "value")
        self.provenance.observe(lambda _: self.refresh(), "value")
        self.results.observe(lambda _: self.show(self.results.value), "value")
        self.widget = w.VBox(
            [w.HTML(f"{STYLE}<b>"
                    + html.escape(_("Rules of {title}").format(title=game_title(game))) + "</b>"),
             self.query, self.provenance,
             self.count, self.results, self.detail]
        )
        ui(self.widget, "lr-rules")
        self.refresh()

    def search(self, words: str = "", provenance: str = ALL) -> list:
        """Set the search words and provenance filter; returns the matching rules."""
        self.provenance.value = provenance
        self.query.value = words
        self.refresh()
        return self.found

    def refresh(self) -> None:
        """Search again with the current words and filter."""
        kind = None if self.provenance.value == ALL else self.provenance.value
        self.found = search_rules(self.game.rules, self.query.value, provenance=kind)
        n = len(self.game.rules)
        self.count.value = ngettext("{shown} of {n} rule", "{shown} of {n} rules", n).format(
            shown=len(self.found), n=n)
        options = [(f"{r.id} \u2014 {r.translated_summary}", r.id) for r in self.found]
        self.results.options = options
        self.results.value = options[0][1] if options else None
        self.show(self.results.value)

    def show(self, rule_id: str | None) -> str:
        """Show one rule in the detail pane; returns the HTML shown."""
        if not rule_id:
            self.detail.value = "<i>" + html.escape(_("no rule matches")) + "</i>"
            return self.detail.value
        r = self.game.rules[rule_id]
        esc = html.escape
        p = r.provenance
        parts = [
            f"<h4><code>{esc(r.id)}</code> {esc(r.translated_summary)}</h4>",
            "<div><b>" + esc(_("Source:")) + f"</b> {esc(source_words(r, self.game))}</div>",
        ]
        if p.kind == "seed":
            lang = esc(self.game.language) if self.game.language else esc(_("original language"))
            ctx = passage_context(r) or p.quote
            parts.append(
                "<div>" + _("{passage} ({language}), in context:").format(
                    passage="<b>" + esc(_("Passage")) + "</b>", language=lang) + "</div>"
                f"<blockquote class='lr-rules-passage'>{mark(ctx, p.quote)}</blockquote>"
            )
            if p.term:
                parts.append("<div><b>" + esc(_("Term:")) + f"</b> {esc(p.term)}</div>")
        governs = governed_by(self.game, r.id)
        if governs:
            items = "".join(f"<li><code>{esc(n)}</code> {esc(words)}</li>" for n, words in governs)
            parts.append("<div><b>" + esc(_("Governs:")) + f"</b><ul>{items}</ul></div>")
        else:
            parts.append("<div><b>" + esc(_("Governs:")) + "</b> "
                         "" + esc(_("the game as a whole (no single action or phase)")) + "</div>")
        self.detail.value = "".join(parts)
        return self.detail.value

    def _repr_mimebundle_(self, **kwargs):
        return self.widget._repr_mimebundle_(**kwargs)
