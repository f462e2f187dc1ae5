"""The translated notebooks (notebooks/pt-BR/, notebooks/es/) are current and whole.

They are built from the English notebooks and the catalogs
``lunarrules/locale/<pt_BR|es>/LC_MESSAGES/notebooks.po`` by ``tools/notebook_i18n.py``
(``make locale``). The copies run like every notebook (tests/test_notebooks.py).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("notebook_i18n", ROOT / "tools" / "notebook_i18n.py")
assert _spec and _spec.loader
nbi = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(nbi)


def test_translated_notebooks_are_current_and_complete():
    problems = nbi.problems()
    assert not problems, "run `make locale` and translate:\n" + "\n".join(problems[:40])


def test_a_copy_speaks_its_language_and_keeps_the_code():
    for lang in nbi.LANGUAGES:
        for path in nbi.english_notebooks():
            english = json.loads(path.read_text(encoding="utf-8"))
            copy = json.loads((nbi.NOTEBOOKS / lang / path.name).read_text(encoding="utf-8"))
            assert len(copy["cells"]) == len(english["cells"]), path.name
            code = "".join("".join(c["source"]) for c in copy["cells"] if c["cell_type"] == "code")
            assert f"lr.set_language({lang!r})" in code, f"{lang}/{path.name}"
            for a, b in zip(english["cells"], copy["cells"], strict=True):
                assert a["cell_type"] == b["cell_type"]
                if a["cell_type"] == "markdown" and "".join(a["source"]).strip():
                    assert a["source"] != b["source"], f"{lang}/{path.name}: a cell in English"


def test_translation_checks_can_fail():
    assert nbi.translation_problem("literal", '"a b"', "") == "empty"
    assert nbi.translation_problem("literal", 'f"ship {n} moves"', 'f"nave {m} move"')
    assert nbi.translation_problem("literal", 'f"ship {n} moves"', "f'nave {n} move'")
    assert nbi.translation_problem("literal", '"a b"', '"a" + "b"')
    assert nbi.translation_problem("literal", 'f"ship {n} moves"', 'f"a nave {n} se move"') is None
    assert nbi.translation_problem("markdown", "# Title\n", "# Título\n") is None
    # pieces of one literal on several lines, as a call's argument spells them
    two = 'f"{a} ships, "\n      f"{b} planets"'
    assert nbi.translation_problem("literal", two, 'f"{a} naves, "\n      f"{b} planetas"') is None
    assert nbi.translation_problem("literal", two, 'f"{b} planetas, "\n      f"{a} naves"')


def test_literals_are_found_with_their_exact_source():
    code = 'x = "one two"\nprint(f"é {x} três", "id_only")\n'
    assert [t for _a, _b, t in nbi.literals(code)] == ['"one two"', 'f"é {x} três"']
    for a, b, text in nbi.literals(code):
        assert code[a:b] == text


def test_language_links_open_the_translated_copy(tmp_path, monkeypatch):
    from lunarrules.widgets import nav

    for rel in ("00_start_here.ipynb", "x.ipynb", "pt-BR/00_start_here.ipynb", "pt-BR/x.ipynb"):
        (tmp_path / rel).parent.mkdir(exist_ok=True)
        (tmp_path / rel).write_text("{}", encoding="utf-8")
    monkeypatch.delenv("LUNARRULES_LANG", raising=False)
    monkeypatch.setenv("SERVER_SOFTWARE", "voila/0.5")
    monkeypatch.setenv("HTTP_ACCEPT_LANGUAGE", "en-US")
    monkeypatch.chdir(tmp_path)
    assert nav.translation_folder() is None
    assert nav.language_href("pt-BR", "x.ipynb") == "pt-BR/x.ipynb"
    assert nav.language_href("es", "x.ipynb") == "?lang=es"  # no Spanish copy here
    assert nav.language_href("en", "x.ipynb") == "x.ipynb"
    monkeypatch.chdir(tmp_path / "pt-BR")
    assert nav.translation_folder() == "pt-BR"
    assert nav.page_language() == "pt-BR"  # the copy's language, not the browser's
    assert nav.language_href("en", "x.ipynb") == "../x.ipynb"
    assert nav.language_href("es", "x.ipynb") == "?lang=es"
    monkeypatch.setenv("QUERY_STRING", "lang=es")
    assert nav.page_language() == "es"  # the address still wins
