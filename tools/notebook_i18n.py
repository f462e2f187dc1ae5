"""The notebooks in Portuguese and Spanish: catalogs of their prose, and the copies.

Each English notebook ``notebooks/<name>.ipynb`` has a translated copy per language,
``notebooks/pt-BR/<name>.ipynb`` and ``notebooks/es/<name>.ipynb``, which the app's
language picker opens. The copies are built, never edited by hand: from the English
notebook and the catalog ``lunarrules/locale/<pt_BR|es>/LC_MESSAGES/notebooks.po``.

What is translated (a catalog message each, its context the notebook's name):

* every markdown cell, whole;
* every string literal of a code cell that a reader sees as prose (it has a letter and
  a space), as its source text, quotes and ``f`` prefix included. A translation keeps
  the quotes' kind and, for an f-string, the same ``{expressions}`` in the same order
  (``check`` refuses anything else). Action notation (``"P1 end_turn"``) and other
  strings the code reads are "translated" as themselves.

The copy's first ``import lunarrules as lr`` is followed by ``lr.set_language(...)``,
so everything the engine and the widgets print speaks the copy's language; links of
its markdown that leave the notebooks' folder get one more ``../``.

Commands (``make locale`` runs ``extract`` and ``build``)::

    python tools/notebook_i18n.py extract   # add new messages to the catalogs
    python tools/notebook_i18n.py build     # write the translated copies
    python tools/notebook_i18n.py check     # exit 1 naming every stale copy or gap
"""

from __future__ import annotations

import ast
import copy
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LOCALE = ROOT / "lunarrules" / "locale"
DOMAIN = "notebooks"
#: Folder name (a BCP 47 tag, as the app's languages) -> catalog locale id.
LANGUAGES = {"pt-BR": "pt_BR", "es": "es"}
_PROSE = re.compile(r"[A-Za-z].*\s|\s.*[A-Za-z]", re.S)
_LINK = re.compile(r"(\]\()(?!https?:|#|/|mailto:)([^)\s]+)(\))")
_IMPORT = "import lunarrules as lr"


def english_notebooks() -> list[Path]:
    return sorted(NOTEBOOKS.glob("*.ipynb"))


def catalog_path(loc: str) -> Path:
    return LOCALE / loc / "LC_MESSAGES" / f"{DOMAIN}.po"


def _source(cell: dict) -> str:
    src = cell.get("source", "")
    return "".join(src) if isinstance(src, list) else src


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _literal_nodes(code: str) -> list[ast.expr]:
    """The outermost string literals of ``code`` that read as prose, in source order."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    found: list[ast.expr] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.Constant) and isinstance(node.value, str)
        ):
            segment = ast.get_source_segment(code, node) or ""
            if _PROSE.search(_text_of(node)) and segment:
                found.append(node)  # type: ignore[arg-type]
            return
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return sorted(found, key=lambda n: (n.lineno, n.col_offset))


def _text_of(node: ast.AST) -> str:
    if isinstance(node, ast.Constant):
        return str(node.value)
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return ""


def _offsets(code: str) -> list[int]:
    starts, pos = [], 0
    for line in code.splitlines(keepends=True):
        starts.append(pos)
        pos += len(line)
    starts.append(pos)
    return starts


def literals(code: str) -> list[tuple[int, int, str]]:
    """``(start, end, source text)`` of each prose literal of ``code``."""
    starts = _offsets(code)
    out = []
    for n in _literal_nodes(code):
        # ast offsets are in UTF-8 bytes within a line
        def at(line: int, col: int) -> int:
            text = code[starts[line - 1]:starts[line]] if line < len(starts) else ""
            return starts[line - 1] + len(text.encode("utf-8")[:col].decode("utf-8"))

        a = at(n.lineno, n.col_offset)
        b = at(n.end_lineno or n.lineno, n.end_col_offset or 0)
        out.append((a, b, code[a:b]))
    return out


def units(nb: dict) -> list[tuple[str, str]]:
    """``(kind, message)`` of every translation unit of a notebook, in order."""
    out = []
    for cell in nb["cells"]:
        src = _source(cell)
        if cell["cell_type"] == "markdown" and src.strip():
            out.append(("markdown", src))
        elif cell["cell_type"] == "code":
            out += [("literal", text) for _a, _b, text in literals(src)]
    return out


def _fields(segment: str) -> list[str] | None:
    """The expressions of an f-string literal's fields (``[]`` for a plain string),
    ``None`` when ``segment`` is not one string literal."""
    try:  # in parentheses: pieces of an implicit concatenation may sit on several lines
        node = ast.parse("(" + segment.strip() + "\n)", mode="eval").body
    except SyntaxError:
        return None
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return []
    if isinstance(node, ast.JoinedStr):
        return [ast.dump(v.value) for v in node.values if isinstance(v, ast.FormattedValue)]
    return None


def translation_problem(kind: str, message: str, translation: str) -> str | None:
    """Why ``translation`` cannot stand for ``message``, or ``None``."""
    if not translation.strip():
        return "empty"
    if kind == "literal":
        want, got = _fields(message), _fields(translation)
        if got is None:
            return "not one string literal"
        if want != got:
            return "its {fields} differ from the English"
        if translation.lstrip("fFrRbBuU")[:1] != message.lstrip("fFrRbBuU")[:1]:
            return "another kind of quotes"
    return None


def read_catalog(loc: str):
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po

    path = catalog_path(loc)
    if not path.is_file():
        return Catalog(locale=loc, domain=DOMAIN, project="lunarrules notebooks")
    with open(path, "rb") as f:
        return read_po(f, locale=loc, domain=DOMAIN)


def write_catalog(loc: str, catalog) -> None:
    from babel.messages.pofile import write_po

    path = catalog_path(loc)
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as f:
        write_po(f, catalog, width=88, omit_header=False, sort_output=False, ignore_obsolete=True)


def extract() -> None:
    """Bring each catalog in line with the notebooks: new units in, gone units out."""
    from babel.messages.catalog import Catalog

    for loc in LANGUAGES.values():
        old = read_catalog(loc)
        new = Catalog(locale=loc, domain=DOMAIN, project="lunarrules notebooks",
                      copyright_holder="lunarrules contributors", fuzzy=False)
        for path in english_notebooks():
            nb = json.loads(path.read_text(encoding="utf-8"))
            for kind, msg in units(nb):
                was = old.get(msg, context=path.name)
                new.add(msg, was.string if was else "", locations=[(path.name, 0)],
                        auto_comments=[kind], context=path.name)
        write_catalog(loc, new)
        done = sum(1 for m in new if m.id and m.string)
        print(f"{catalog_path(loc).relative_to(ROOT)}: {done} of {len(new)} translated")


def translate_notebook(nb: dict, lang: str, catalog) -> tuple[dict, list[str]]:
    """The copy of ``nb`` in ``lang`` and the units it lacks (shown in English)."""
    name = nb.get("metadata", {}).get("_name", "")
    out = copy.deepcopy(nb)
    gaps: list[str] = []

    def tr(kind: str, msg: str) -> str:
        m = catalog.get(msg, context=name)
        if m is None or not m.string or m.fuzzy or translation_problem(kind, msg, m.string):
            gaps.append(msg)
            return msg
        return m.string

    seen_import = False
    for cell in out["cells"]:
        src = _source(cell)
        if cell["cell_type"] == "markdown" and src.strip():
            text = _LINK.sub(lambda m: m.group(1) + (m.group(2) if m.group(2).endswith(".ipynb")
                                                     and "/" not in m.group(2) else "../" + m.group(2)) + m.group(3),
                             tr("markdown", src))
            cell["source"] = _lines(text)
        elif cell["cell_type"] == "code":
            for a, b, text in reversed(literals(src)):
                src = src[:a] + tr("literal", text) + src[b:]
            if not seen_import and _IMPORT in src.splitlines():
                seen_import = True
                src = src.replace(_IMPORT, f"{_IMPORT}\n\nlr.set_language({lang!r})", 1)
            cell["source"] = _lines(src)
    out.get("metadata", {}).pop("_name", None)
    return out, gaps


def _dump(nb: dict) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False, sort_keys=True) + "\n"


def built() -> dict[Path, tuple[str, list[str]]]:
    """Every translated copy as it should be: path -> (text, untranslated units)."""
    result = {}
    for lang, loc in LANGUAGES.items():
        catalog = read_catalog(loc)
        for path in english_notebooks():
            nb = json.loads(path.read_text(encoding="utf-8"))
            nb.setdefault("metadata", {})["_name"] = path.name
            copy_, gaps = translate_notebook(nb, lang, catalog)
            result[NOTEBOOKS / lang / path.name] = (_dump(copy_), gaps)
    return result


def build() -> None:
    for path, (text, gaps) in built().items():
        path.parent.mkdir(exist_ok=True)
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
        note = f" ({len(gaps)} units still in English)" if gaps else ""
        print(f"{path.relative_to(ROOT)}{note}")


def problems() -> list[str]:
    """Stale copies, stray copies, untranslated or broken units (empty when all is well)."""
    out = []
    expected = built()
    for path, (text, gaps) in expected.items():
        rel = path.relative_to(ROOT)
        if not path.is_file():
            out.append(f"{rel}: missing (python tools/notebook_i18n.py build)")
        elif path.read_text(encoding="utf-8") != text:
            out.append(f"{rel}: stale (python tools/notebook_i18n.py build)")
        out += [f"{rel}: not translated: {g[:60]!r}" for g in gaps]
    for lang in LANGUAGES:
        for path in sorted((NOTEBOOKS / lang).glob("*.ipynb")):
            if path not in expected:
                out.append(f"{path.relative_to(ROOT)}: no English notebook of that name")
    for loc in LANGUAGES.values():
        for m in read_catalog(loc):
            if m.id and m.string:
                kind = (m.auto_comments or ["markdown"])[0]
                why = translation_problem(kind, m.id, m.string)
                if why:
                    out.append(f"{catalog_path(loc).relative_to(ROOT)}: {m.id[:50]!r}: {why}")
    return out


def main(argv: list[str]) -> int:
    cmd = argv[1] if len(argv) > 1 else "check"
    if cmd == "extract":
        extract()
    elif cmd == "build":
        build()
    elif cmd == "check":
        found = problems()
        print("\n".join(found) or "the translated notebooks are current and complete")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
