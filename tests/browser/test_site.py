"""The static site (`make site`) in a real browser, with the network off.

The site is built once for the session (``tools/site.py`` into a temporary folder; set
``LUNARRULES_SITE`` to a folder built before to test that one instead), served on
127.0.0.1, and opened in Debian's chromium with every request elsewhere refused:

* a game notebook opens in JupyterLite, Run All runs it, an action is applied by clicking
  in the explorer and a refusal is read in its Why not? box, with the time it took; the
  same in every game's explorer-only notebook;
* a notebook that needs packages with no browser build says so, and shows its text;
* every link and picture of every documentation page leads to a file of the site (and to
  an anchor on it), and nothing is loaded from elsewhere;
* the search box finds a rule by its id, and the rules and docs pages load offline.

Without ``/usr/bin/chromium`` (or Playwright) the browser tests are skipped with the
reason, unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI), where that is a failure.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import site_browser as sb  # noqa: E402

ARTIFACTS = ROOT / "test-artifacts" / "site"
GAME_NOTEBOOK = "tiny_epic_galaxies.ipynb"


def _a_rule() -> tuple[str, str]:
    """The first rule of the game's reference page and its quoted passage.

    Read from the page rather than written here: a rule id named in a test would be
    listed under that rule in the generated reference.
    """
    text = (ROOT / "docs" / "rules" / GAME_NOTEBOOK.replace(".ipynb", ".md")).read_text(encoding="utf-8")
    m = re.search(r"^## (\S+)\n(?:.*\n)*?> (.+)$", text, re.M)
    assert m, "no rule with a quoted passage on the rules page"
    return m.group(1), m.group(2).strip()


@pytest.fixture(scope="session")
def site(tmp_path_factory) -> Path:
    given = os.environ.get("LUNARRULES_SITE")
    if given:
        folder = Path(given).resolve()
        assert (folder / "index.html").is_file(), f"LUNARRULES_SITE={given} holds no built site"
        return folder
    if shutil.which("npm") is None and not (ROOT / "build" / "site-cache" / "npm").is_dir():
        reason = "make site needs npm (apt-get install -y npm) for Pyodide and Viz.js"
        if os.environ.get("LUNARRULES_REQUIRE_BROWSER") == "1":
            pytest.fail(f"the site tests are required here (LUNARRULES_REQUIRE_BROWSER=1): {reason}")
        pytest.skip(reason)
    folder = tmp_path_factory.mktemp("site") / "site"
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "site.py"), "--out", str(folder)],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )
    assert done.returncode == 0, f"tools/site.py failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return folder



@pytest.fixture(scope="module")
def base(site):
    with sb.serve(site) as url:
        yield url


# ---------------------------------------------------------------- documentation


class _Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links: list[tuple[str, str, str]] = []  # (tag, attribute, value)
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name == "id":
                self.ids.add(value)
            elif name in ("href", "src") or (tag == "object" and name == "data"):
                self.links.append((tag, name, value))


def _parse(path: Path) -> _Links:
    p = _Links()
    p.feed(path.read_text(encoding="utf-8", errors="replace"))
    return p


def _docs_pages(site: Path) -> list[Path]:
    return sorted(p for p in site.rglob("*.html") if p.relative_to(site).parts[0] != "lite")


def test_every_docs_link_leads_to_a_file_of_the_site(site):
    pages = _docs_pages(site)
    assert len(pages) >= 10, f"only {len(pages)} documentation pages"
    parsed: dict[Path, _Links] = {}

    def parse(path: Path) -> _Links:
        if path not in parsed:
            parsed[path] = _parse(path)
        return parsed[path]

    problems, checked = [], 0
    for page in pages:
        if page.name == "404.html" and page.parent == site:
            continue  # a host's not-found page: its links are absolute from the host's root
        links = parse(page)
        for tag, attr, value in links.links:
            url = urlsplit(value)
            where = f"{page.relative_to(site)}: <{tag} {attr}={value!r}>"
            if url.scheme in ("mailto", "javascript", "data"):
                continue
            if url.scheme or value.startswith("//"):
                # A link to read elsewhere is fine; a resource loaded from elsewhere is not.
                if not (tag == "a" and attr == "href"):
                    problems.append(f"{where} loads from outside the site")
                continue
            checked += 1
            target = (page.parent / unquote(url.path)).resolve() if url.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file() or site not in target.parents:
                problems.append(f"{where}: no such file in the site")
                continue
            if url.path.startswith("lite/") or "/lite/" in url.path:
                # A notebook link: the notebook must be among the site's contents.
                m = re.search(r"path=([^&]+)", url.query)
                if m and not (site / "lite" / "files" / unquote(m.group(1))).is_file():
                    problems.append(f"{where}: no notebook {m.group(1)} in lite/files")
            if url.fragment and target.suffix == ".html":
                ids = parse(target).ids
                if unquote(url.fragment) not in ids:
                    problems.append(f"{where}: no anchor #{url.fragment} on {target.relative_to(site)}")
    assert not problems, f"{len(problems)} broken links of {checked}:\n" + "\n".join(problems[:40])


def test_the_docs_hold_every_rules_page_diagram_and_the_api(site):
    import lunarrules as lr

    for gid in lr.games():
        for md in (ROOT / "docs" / "rules").glob(f"{gid}*.md"):
            assert (site / "rules" / md.with_suffix(".html").name).is_file(), f"no page for docs/rules/{md.name}"
    svgs = sorted(p.relative_to(ROOT / "diagrams") for p in (ROOT / "diagrams").rglob("*.svg"))
    missing = [str(s) for s in svgs if not (site / "diagrams" / s).is_file()]
    assert not missing, f"diagrams missing from the site: {missing}"
    api = (site / "api" / "kernel.html").read_text(encoding="utf-8")
    assert "legal_actions" in api, "the API reference does not document State.legal_actions"
    # Search covers the rules: ids and passages are in the index.
    index = json.loads((site / "search" / "search_index.json").read_text(encoding="utf-8"))
    text = " ".join(d["title"] + " " + d["text"] for d in index["docs"])
    rule, passage = _a_rule()
    assert rule in text and passage[:40] in text, f"the search index misses {rule} or its passage"


@pytest.mark.browser
def test_docs_pages_work_offline_and_search_finds_a_rule(browser, base):
    from playwright.sync_api import expect

    with sb.offline_page(browser, base, height=1200) as (page, blocked):
        page.goto(base + "index.html")
        expect(page.locator("h1").first).to_contain_text("lunarrules")
        rule, _ = _a_rule()
        page.goto(base + f"rules/tiny_epic_galaxies.html#{rule.lower()}")
        expect(page.locator(f"#{rule.lower()}")).to_be_visible()
        page.locator("label.md-search__icon, .md-search__input").first.click()
        page.locator(".md-search__input").fill(rule)
        hit = page.locator(".md-search-result__item").first
        expect(hit).to_contain_text(rule, timeout=30_000)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "search.png"))
        page.goto(base + "diagrams/index.html")
        img = page.locator("img[src$='overview.svg']").first
        expect(img).to_be_visible()
        assert page.evaluate("(i) => i.naturalWidth", img.element_handle()) > 0, "the overview diagram did not load"
        assert not blocked, f"the docs asked for files outside the site: {blocked}"


# ---------------------------------------------------------------- notebooks


@pytest.mark.browser
def test_game_notebook_runs_in_the_browser_offline(browser, base):
    from playwright.sync_api import expect

    with sb.offline_page(browser, base) as (page, blocked):
        import time

        start = time.perf_counter()
        page.goto(sb.notebook_url(base, GAME_NOTEBOOK))
        sb.kernel_idle(page)
        ready = time.perf_counter() - start
        sb.run_all(page)
        explorer = page.locator(".lr-explorer").first
        try:
            explorer.wait_for(state="visible", timeout=sb.RUN_TIMEOUT_MS)
        except Exception:
            pytest.fail(f"no explorer after Run All; cell errors: {sb.cell_errors(page)}", pytrace=False)
        shown = time.perf_counter() - start
        chosen = sb.play_a_step(explorer)
        applied = time.perf_counter() - start
        verdict, message, rule = sb.ask_why_not(explorer)
        assert re.match(r"^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+", rule), f"no rule id under the refusal: {rule!r}"
        assert "[" in message

        # Diagrams are drawn in the browser: the notebook's cells and the Flow tab.
        drawn = page.evaluate(
            """() => [...[...document.querySelectorAll('.jp-RenderedSVG')].map((el) => {
                const img = el.querySelector('img');
                if (!img) return el.innerHTML;
                const src = decodeURIComponent(img.src.split(',')[1] || '');
                return img.src.includes(';base64,') ? atob(img.src.split(',')[1]) : src;
            }), ...[...document.querySelectorAll('.lr-diagram')].map((el) => el.innerHTML)]"""
        )
        graphs = [svg for svg in drawn if 'class="node"' in svg]
        assert len(graphs) >= 3, f"{len(graphs)} of {len(drawn)} SVG outputs are Graphviz drawings"
        explorer.locator(".lm-TabBar-tab", has_text="Flow").click()
        svg = explorer.locator(".lr-flow-svg svg")
        expect(svg).to_be_visible()
        assert svg.locator("[stroke='#f59e0b']").count() > 0, "no highlighted phase in the flow diagram"
        assert not sb.cell_errors(page), f"cells failed: {sb.cell_errors(page)}"

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        explorer.scroll_into_view_if_needed()
        explorer.screenshot(path=str(ARTIFACTS / "explorer.png"))
        timing = {
            "notebook": GAME_NOTEBOOK,
            "kernel_ready_s": round(ready, 1),
            "explorer_shown_s": round(shown, 1),
            "first_action_applied_s": round(applied, 1),
            "applied": chosen,
            "refusal": verdict,
            "load_average": os.getloadavg()[0],
        }
        (ARTIFACTS / "timing.json").write_text(json.dumps(timing, indent=1))
        print(f"\nsite timing: {timing}")
        assert not blocked, f"the notebook asked for files outside the site: {blocked}"


def _games() -> list[str]:
    import lunarrules as lr

    return lr.games()


@pytest.mark.browser
@pytest.mark.parametrize("gid", _games())
def test_every_game_plays_in_the_browser(browser, base, gid):
    """The explorer-only notebook of each game: apply an action, read a refusal."""
    with sb.offline_page(browser, base, height=1600) as (page, blocked):
        page.goto(sb.notebook_url(base, f"play_{gid}.ipynb"))
        sb.kernel_idle(page)
        sb.run_all(page)
        explorer = page.locator(".lr-explorer").first
        try:
            explorer.wait_for(state="visible", timeout=sb.RUN_TIMEOUT_MS)
        except Exception:
            pytest.fail(f"{gid}: no explorer; cell errors: {sb.cell_errors(page)}", pytrace=False)
        sb.play_a_step(explorer)
        sb.ask_why_not(explorer)
        assert not blocked, f"{gid}: the notebook asked for files outside the site: {blocked}"


@pytest.mark.browser
def test_notebook_without_a_browser_build_says_so(browser, base, site):
    from playwright.sync_api import expect

    names = [p.name for p in (site / "lite" / "files").glob("*.ipynb")]
    assert GAME_NOTEBOOK in names
    if "what_if.ipynb" not in names:
        pytest.skip("no what_if notebook")
    with sb.offline_page(browser, base, height=1200) as (page, blocked):
        page.goto(sb.notebook_url(base, "what_if.ipynb"))
        note = page.locator(".jp-MarkdownOutput", has_text="In the browser, part of this notebook is for reading")
        expect(note).to_be_visible(timeout=60_000)
        expect(note).to_contain_text("pandas")
        # its text is all there
        assert page.locator(".jp-Cell").count() > 20
        assert not blocked, f"the notebook asked for files outside the site: {blocked}"


@pytest.mark.browser
def test_the_jupyterlab_link_opens_every_notebook_offline(browser, base, site):
    """The docs' "Open JupyterLab" link: JupyterLab starts from the folder and lists the notebooks."""
    from playwright.sync_api import expect

    with sb.offline_page(browser, base, height=1200) as (page, blocked):
        page.goto(f"{base}lite/lab/index.html")
        listing = page.locator(".jp-DirListing-content")
        expect(listing).to_be_visible(timeout=sb.KERNEL_TIMEOUT_MS)
        for nb in sorted(p.name for p in (site / "lite" / "files").glob("*.ipynb")):
            expect(listing.locator(".jp-DirListing-item", has_text=nb).first).to_be_visible()
        assert not blocked, f"JupyterLab asked for files outside the site: {blocked}"


@pytest.mark.browser
def test_the_start_pages_links_open_the_game_notebooks(browser, base):
    """In the browser, the start page's bar and game picker lead to the game's notebook."""
    with sb.offline_page(browser, base, height=1600) as (page, blocked):
        page.goto(sb.notebook_url(base, "00_start_here.ipynb"))
        sb.kernel_idle(page)
        sb.run_all(page)
        picker = page.locator(".lr-picker").first
        picker.wait_for(state="visible", timeout=sb.RUN_TIMEOUT_MS)
        hrefs = page.evaluate("() => [...document.querySelectorAll('.lr-nav a, .lr-picker a')].map(a => a.href)")
        for gid in _games():
            want = sb.notebook_url(base, f"{gid}.ipynb")
            assert want in hrefs, f"no link to {want} among {hrefs[:8]}"
        picker.locator(f".lr-picker-card[data-game='{GAME_NOTEBOOK[:-6]}'] a.lr-picker-open").click()
        page.wait_for_url(sb.notebook_url(base, GAME_NOTEBOOK), timeout=sb.STEP_TIMEOUT_MS)
        sb.kernel_idle(page)
        assert not blocked, f"the pages asked for files outside the site: {blocked}"


@pytest.mark.browser
def test_the_not_found_page_works_below_the_sites_root(browser, tmp_path):
    """Built with its address (``--site-url``), ``404.html`` draws with its styles at any depth,
    as a host serves it for every missing address, and leads back to the site's home."""
    import socket
    import subprocess as sp

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    root = tmp_path / "host"
    out = root / "sub"
    done = sp.run([sys.executable, str(ROOT / "tools" / "site.py"), "--docs-only", "--out", str(out),
                   "--site-url", f"http://127.0.0.1:{port}/sub/"],
                  cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    not_found = (out / "404.html").read_text(encoding="utf-8")
    with sb.serve_on(root, port) as base:
        with sb.offline_page(browser, base) as (page, blocked):
            failed: list[str] = []
            page.on("requestfailed", lambda r: failed.append(r.url))
            page.on("response", lambda r: failed.append(r.url) if r.status >= 400 else None)
            # what a static host does for a missing address: the not-found page, as is
            page.route(re.compile(r".*/sub/deep/missing/page/?$"),
                       lambda route: route.fulfill(status=200, content_type="text/html", body=not_found))
            page.goto(f"{base}sub/deep/missing/page/")
            page.wait_for_load_state("load")
            assert not failed, f"the not-found page could not load: {failed}"
            styled = page.evaluate("() => getComputedStyle(document.body).fontFamily")
            assert "Roboto" in styled or "sans" in styled.lower(), styled
            home = page.locator("a.md-header__button.md-logo, a.md-logo").first.get_attribute("href")
            assert home in (f"{base}sub/", "/sub/", f"{base}sub/index.html", "/sub/index.html"), home
            assert not blocked, blocked
