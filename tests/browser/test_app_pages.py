"""The app as a person sees it, at 1280 px wide and on a 390 px phone screen.

Opens the start page, checks that nothing is cut off or wider than its box, that no
code artefact shows (Python reprs, tracebacks, "Shift+Enter", Mermaid source, long
seeds), picks a game through the picker and lands on its page, and saves a
screenshot of each page under ``test-artifacts/browser/``.

Skipped without Chromium or Playwright, unless ``LUNARRULES_REQUIRE_BROWSER=1`` (CI).
"""

from __future__ import annotations

import re

import pytest

import lunarrules as lr
from lunarrules.app import START_HERE

from .chromium import ARTIFACTS, local_page
from .test_app_in_browser import NOTEBOOKS, PAGE_TIMEOUT_MS, STEP_TIMEOUT_MS, _open

pytestmark = pytest.mark.browser

SCREENS = {"desktop": (1280, 800), "phone": (390, 844)}
# The game picked on the start page: the first with a notebook.
PICKED = next(g for g in ("tiny_epic_galaxies", *lr.games()) if (NOTEBOOKS / f"{g}.ipynb").is_file())

#: Text that is a program talking, not the app: reprs, tracebacks, notation for coders.
ARTEFACTS = {
    "a Python function repr": re.compile(r"<function "),
    "an object repr": re.compile(r" object at 0x[0-9a-f]+"),
    "a traceback": re.compile(r"Traceback \(most recent call last\)|Traceback"),
    "a Fraction repr": re.compile(r"Fraction\("),
    "a dict repr": re.compile(r"\{'"),
    "raw Mermaid source": re.compile(r"^\s*(flowchart (TD|LR)|%%)", re.M),
    "a 20-digit seed": re.compile(r"\b\d{15,}\b"),
    "a Jupyter instruction": re.compile(r"Shift\+Enter"),
}

# Elements whose text must not be cut (scrollWidth beyond their box) and whose box must
# not stick out of the page; content inside a box that scrolls sideways on purpose
# (a wide diagram, a board on a phone) is left to its scroll bar.
OVERFLOW_JS = """() => {
  const sel = ['.lr-ui button', '.lr-ui .widget-label', '.lr-ui .widget-dropdown',
               '.lr-ui select', '.lr-ui .lm-TabBar-tab', '.lr-ui .widget-toggle-button',
               '.lr-nav a', '.lr-picker-card', '.lr-picker-card a', '.lr-picker-card p'].join(',');
  const pageWidth = document.documentElement.clientWidth;
  const scrolls = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if ((o === 'auto' || o === 'scroll') && p.scrollWidth > p.clientWidth + 1
          && p.clientWidth < pageWidth - 40) return true;
    }
    return false;
  };
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
    if (scrolls(el)) continue;
    const text = (el.innerText || el.value || '').replace(/\\s+/g, ' ').trim().slice(0, 60);
    const ox = getComputedStyle(el).overflowX;
    if (el.tagName !== 'SELECT' && ox !== 'auto' && ox !== 'scroll'
        && el.scrollWidth > el.clientWidth + 1)
      out.push(`cut: <${el.tagName.toLowerCase()} class="${el.className}"> "${text}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
    else if (r.right > pageWidth + 1)
      out.push(`sticks out: <${el.tagName.toLowerCase()} class="${el.className}"> "${text}" ends at ${Math.round(r.right)}px of ${pageWidth}px`);
  }
  return out;
}"""

FULL_HEIGHT_JS = """() => {
  let h = document.documentElement.scrollHeight;
  for (const el of document.querySelectorAll('*')) {
    const o = getComputedStyle(el).overflowY;
    if ((o === 'auto' || o === 'scroll') && el.scrollHeight > el.clientHeight + 5)
      h = Math.max(h, el.scrollHeight);
  }
  return h;
}"""

# Characters drawn as a box: no font of the page has them. A character outside Latin
# is drawn on a canvas in its element's font and compared with a code point no font has
# (Chromium draws both as the same missing-glyph box). Text from CSS (``::before``, as
# icon fonts put it) counts as well.
MISSING_GLYPHS_JS = """(scope) => {
  const canvas = document.createElement('canvas');
  canvas.width = 48; canvas.height = 48;
  const ctx = canvas.getContext('2d', {willReadFrequently: true});
  const draw = (ch, font) => {
    ctx.clearRect(0, 0, 48, 48); ctx.font = font; ctx.fillStyle = '#000';
    ctx.textBaseline = 'top'; ctx.fillText(ch, 4, 4);
    return ctx.getImageData(0, 0, 48, 48).data.join(',');
  };
  const seen = new Map();
  const note = (text, el) => {
    const st = getComputedStyle(el);
    for (const ch of text) {
      const cp = ch.codePointAt(0);
      if (cp < 0x250 || /\\s/.test(ch) || seen.has(ch)) continue;
      seen.set(ch, [`24px ${st.fontFamily}`, el]);
    }
  };
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    const st = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && st.visibility !== 'hidden' && st.display !== 'none';
  };
  for (const root of document.querySelectorAll(scope)) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && !el.closest('script,style,title') && visible(el)) note(n.textContent, el);
    }
    for (const el of root.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after']) {
        const c = getComputedStyle(el, pseudo).content;
        if (c && c !== 'none' && c !== 'normal' && visible(el)) {
          const text = c.replace(/^["']|["']$/g, '');
          const st = getComputedStyle(el, pseudo);
          for (const ch of text) {
            const cp = ch.codePointAt(0);
            if (cp < 0x250 || seen.has(ch)) continue;
            seen.set(ch, [`24px ${st.fontFamily}`, el]);
          }
        }
      }
    }
  }
  const out = [];
  for (const [ch, [font, el]] of seen) {
    if (draw(ch, font) === draw('\\u{10FFFD}', font)) {
      const cp = ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
      const where = (el.innerText || el.className || '').toString().trim().slice(0, 40);
      out.push(`no glyph for U+${cp} in <${el.tagName.toLowerCase()} class="${el.className}"> "${where}"`);
    }
  }
  return out;
}"""

# Buttons a person can press: shown and enabled; a toggle already chosen is a state shown,
# not a button to press.
BUTTONS_JS = """(scope) => {
  const root = document.querySelector(scope);
  if (!root) return [];
  const parents = new Map();
  const out = [];
  root.querySelectorAll('button').forEach((b, i) => {
    const r = b.getBoundingClientRect();
    const st = getComputedStyle(b);
    if (!r.width || !r.height || st.visibility === 'hidden' || b.disabled) return;
    if (b.closest('.widget-toggle-buttons') && b.classList.contains('mod-active')) return;
    if (!parents.has(b.parentElement)) parents.set(b.parentElement, parents.size);
    const label = (b.innerText || b.title || '').trim();
    out.push({index: i, label: label, group: b.className + '|' + parents.get(b.parentElement)});
  });
  return out;
}"""

# Counts what changes on the page from now on (the pressed button's own focus and
# hover styles aside): a button that changes nothing does nothing a person can see.
WATCH_JS = """(button) => {
  window.__lrChanges = 0;
  if (window.__lrObserver) window.__lrObserver.disconnect();
  window.__lrObserver = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes' && r.target === button) continue;
      window.__lrChanges += 1;
    }
  });
  window.__lrObserver.observe(document.body, {subtree: true, childList: true,
                                              attributes: true, characterData: true});
}"""


def _problems(page, scope: str = "body") -> list[str]:
    """What is cut, sticks out, reads as code or has no glyph, in the elements of ``scope``."""
    texts = page.locator(scope).all_inner_texts()
    found = [
        f"shows {what}: {m.group(0)!r}"
        for what, rx in ARTEFACTS.items()
        for text in texts
        if (m := rx.search(text))
    ]
    return found + page.evaluate(OVERFLOW_JS) + page.evaluate(MISSING_GLYPHS_JS, scope)


def _dead_buttons(page, scope: str = ".lr-explorer", tries: int = 3,
                  limit: int = 80) -> tuple[int, list[str]]:
    """Press the buttons of ``scope`` a person can press, one after another, and name
    those after which nothing on the page changed within a few seconds.

    Buttons side by side with the same look (the squares of a planet, the cards of a
    hand) are one group: a group does something when one of its first ``tries`` presses
    changes the page (the second card of a refused hand repeats the first's refusal, and
    that is an answer). A button alone is its own group. The page goes on from whatever
    each press did, so every button is pressed in the position the ones before left.
    Returns how many were pressed and the labels of the groups that did nothing.
    """
    from playwright.sync_api import Error as PlaywrightError

    pressed = retries = 0
    tried: dict[str, list[str]] = {}
    alive: set[str] = set()
    seen: set[tuple[str, str]] = set()
    for _round in range(limit):
        target = next((b for b in page.evaluate(BUTTONS_JS, scope)
                       if (b["group"], b["label"]) not in seen and b["group"] not in alive
                       and len(tried.get(b["group"], [])) < tries), None)
        if target is None:
            break
        seen.add((target["group"], target["label"]))
        button = page.locator(scope).first.locator("button").nth(target["index"])
        try:
            button.scroll_into_view_if_needed(timeout=5000)
            page.evaluate(WATCH_JS, button.element_handle(timeout=5000))
            button.click(timeout=5000)
        except PlaywrightError:
            # redrawn between being listed and pressed (the view follows the kernel):
            # listed afresh next round, and pressed then if it is still there
            seen.discard((target["group"], target["label"]))
            retries += 1
            assert retries < limit, "the explorer never stopped redrawing its buttons"
            page.wait_for_timeout(300)
            continue
        tried.setdefault(target["group"], []).append(target["label"] or "(a button without a label)")
        pressed += 1
        for _wait in range(60):
            if page.evaluate("window.__lrChanges") > 0:
                alive.add(target["group"])
                break
            page.wait_for_timeout(100)
    dead = [" / ".join(labels) for group, labels in tried.items() if group not in alive]
    return pressed, dead


def _shoot(page, name: str) -> None:
    """A screenshot of the whole page (Voila scrolls inside its own box)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    width = page.viewport_size["width"]
    height = page.viewport_size["height"]
    full = 0
    for _ in range(3):  # a taller window lays the page out again: measure until it settles
        now = min(int(page.evaluate(FULL_HEIGHT_JS)) + 40, 16_000)
        if now <= full:
            break
        full = now
        page.set_viewport_size({"width": width, "height": max(full, height)})
        page.wait_for_timeout(500)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    page.set_viewport_size({"width": width, "height": height})


@pytest.mark.parametrize("screen", list(SCREENS))
def test_pick_a_game_on_the_start_page(browser, app, screen):
    from playwright.sync_api import expect

    width, height = SCREENS[screen]
    with local_page(browser, width, height, STEP_TIMEOUT_MS) as page:
        _open(page, app.page(START_HERE))
        # every widget drawn: the last one on the page is the quiz
        expect(page.locator(".lr-quiz").first).to_be_visible(timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(1500)
        nav = page.locator(".lr-nav").first
        expect(nav).to_be_visible()
        expect(nav.locator("a[aria-current=page]")).to_have_text(re.compile("Start"))
        picker = page.locator(".lr-picker").first
        for gid in lr.games():
            g = lr.game(gid)
            card = picker.locator(f".lr-picker-card[data-game='{gid}']")
            expect(card).to_contain_text(g.title)
            lo, hi = g.players
            expect(card).to_contain_text(f"{lo} players" if lo == hi else f"{lo}\u2013{hi} players")
        # the games are listed once: the plain table is for GitHub readers only
        assert page.locator("table:visible", has_text="key mechanism").count() == 0
        _shoot(page, f"start_here_{screen}")
        problems = _problems(page)
        # every tab of the explorer, opened: "Set next outcome(s)", "Compare A and B"...
        explorer = page.locator(".lr-explorer").first
        tabs = explorer.locator(".lm-TabBar-tab")
        for i in range(tabs.count()):
            tab = tabs.nth(i)
            name = tab.inner_text().strip()
            tab.click()
            page.wait_for_timeout(300)
            problems += [f"{name} tab: {p}" for p in page.evaluate(OVERFLOW_JS)
                         + page.evaluate(MISSING_GLYPHS_JS, ".lr-explorer")]
            if name == "Branches":
                explorer.scroll_into_view_if_needed()
                explorer.screenshot(path=str(ARTIFACTS / f"start_here_branches_{screen}.png"))
        tabs.first.click()
        assert not problems, f"the start page at {width}x{height}:\n" + "\n".join(problems)

        # pick a game through the picker and land on its page
        title = lr.game(PICKED).title
        picker.locator(f".lr-picker-card[data-game='{PICKED}'] a.lr-picker-open").click()
        page.wait_for_url(re.compile(rf"/voila/render/{PICKED}\.ipynb$"), wait_until="commit",
                          timeout=PAGE_TIMEOUT_MS)
        explorer = page.locator(".lr-explorer").first
        explorer.wait_for(state="visible", timeout=PAGE_TIMEOUT_MS)
        expect(explorer).to_contain_text(title)
        page.wait_for_timeout(1500)
        _shoot(page, f"{PICKED}_{screen}")
        back = page.locator(".lr-nav a", has_text="Start")
        if back.count():  # once the game's notebook shows the bar
            assert back.first.get_attribute("href") == START_HERE
        # The widgets and the bar; the game's own notebook text is checked by its authors.
        problems = _problems(page, ".lr-ui, .lr-nav")
        assert not problems, f"the {title} page at {width}x{height}:\n" + "\n".join(problems)


LESSON_PAGE = "learn_a_turn.ipynb"


@pytest.mark.parametrize("screen", list(SCREENS))
def test_learn_a_turn_for_every_game(browser, app, screen):
    """The lesson page: every game's turn played by clicking, a refusal read, nothing cut."""
    from playwright.sync_api import expect

    if not (NOTEBOOKS / LESSON_PAGE).is_file():
        pytest.fail(f"notebooks/{LESSON_PAGE} is missing")
    width, height = SCREENS[screen]
    with local_page(browser, width, height, STEP_TIMEOUT_MS) as page:
        page.goto(app.page(LESSON_PAGE), wait_until="domcontentloaded", timeout=PAGE_TIMEOUT_MS)
        lesson = page.locator(".lr-lesson").first
        lesson.wait_for(state="visible", timeout=PAGE_TIMEOUT_MS)
        expect(page.locator(".lr-nav a[aria-current=page]")).to_have_text("Learn a turn")
        games = lr.games() if screen == "desktop" else [PICKED]
        for gid in games:
            title = lr.game(gid).title
            page.locator(".widget-dropdown select").first.select_option(label=title)
            lesson = page.locator(".lr-lesson").first
            expect(lesson).to_contain_text(f"Learn a turn: {title}")
            expect(lesson.locator(".lr-lesson-rule").first).to_be_visible()
            # a refused move, explained; the table does not change
            lesson.locator(".lr-lesson-refuse").click()
            expect(lesson.locator(".lr-lesson-feedback .lr-refused")).to_be_visible()
            # play the turn by clicking Choose until the lesson says it is over
            header = lesson.locator("h3 + div").first
            for n in range(1, 61):
                # widget updates arrive one by one: wait for this decision's header, or the end
                expect(header).to_have_text(re.compile(rf"Decision {n} of your turn|turn is over"),
                                            timeout=STEP_TIMEOUT_MS)
                if "turn is over" in header.inner_text():
                    break
                lesson.locator(".lr-lesson-choose").click()
            expect(lesson).to_contain_text("That was a whole turn", timeout=STEP_TIMEOUT_MS)
            expect(lesson).to_contain_text("You chose:")
            _shoot(page, f"lesson_{gid}_{screen}")
            problems = _problems(page, ".lr-ui, .lr-nav")
            assert not problems, f"the {title} lesson at {width}x{height}:\n" + "\n".join(problems)


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("gid", [g for g in lr.games() if (NOTEBOOKS / f"{g}.ipynb").is_file()])
def test_every_game_page_reads_as_an_app(browser, app, gid, screen):
    """Each game's page: the bar marks it, nothing is cut or sticks out, no code artefact shows."""
    from playwright.sync_api import expect

    width, height = SCREENS[screen]
    with local_page(browser, width, height, STEP_TIMEOUT_MS) as page:
        _open(page, app.page(f"{gid}.ipynb"))
        page.wait_for_timeout(1000)
        expect(page.locator(".lr-nav a[aria-current=page]").first).to_have_text(lr.game(gid).title)
        # every picture of the table drawn, none of them a field dump
        assert page.locator(".lr-explorer").count() >= 1
        assert page.locator("summary", has_text=re.compile(r"^table$")).count() == 0
        _shoot(page, f"page_{gid}_{screen}")
        problems = _problems(page)
        assert not problems, f"the {gid} page at {width}x{height}:\n" + "\n".join(problems)
        if screen == "desktop":
            pressed, dead = _dead_buttons(page)
            assert pressed >= 3, f"the {gid} explorer offers {pressed} buttons to press"
            assert not dead, f"buttons of the {gid} explorer that do nothing: {dead}"


def test_the_checks_catch_a_missing_glyph_and_a_dead_button(browser):
    """The glyph check finds a box, the button check a button that does nothing."""
    with local_page(browser, 800, 600) as page:
        page.set_content(
            "<div class='lr-ui lr-explorer'><p>Ready \u2014 \u00e9 \u2192</p>"
            "<p id='tofu'>\U0010fffd</p>"
            "<button id='live' class='go' onclick=\"this.parentElement.querySelector('p').textContent='done'\">"
            "Go</button><button id='dead' class='other'>Nothing</button></div>"
        )
        glyphs = page.evaluate(MISSING_GLYPHS_JS, ".lr-ui")
        assert len(glyphs) == 1 and "U+10FFFD" in glyphs[0], glyphs
        pressed, dead = _dead_buttons(page)
        assert (pressed, dead) == (2, ["Nothing"])
        # side by side and alike: one group, alive when one of them answers
        page.set_content(
            "<div class='lr-ui lr-explorer'><p>0</p><div>"
            + "".join(f"<button class='cell'>{i}</button>" for i in range(5))
            + "</div><script>document.querySelector('.cell').onclick = () => "
              "{document.querySelector('p').textContent = 'one';};</script></div>")
        pressed, dead = _dead_buttons(page)
        assert dead == [] and pressed == 1
        # alike and side by side, none answering in its first presses: the group is dead
        page.set_content(
            "<div class='lr-ui lr-explorer'><p>0</p><div>"
            + "".join(f"<button class='cell'>{i}</button>" for i in range(5)) + "</div></div>")
        pressed, dead = _dead_buttons(page)
        assert pressed == 3 and dead == ["0 / 1 / 2"]
