"""The notebooks as a web app for people who don't code (``make app``).

Serves the ``notebooks/`` folder with Voila: each notebook runs in its own kernel
and shows its text, results and widgets with the code hidden. Start at the
start-here notebook; its table links to each game's page.

Run ``python -m lunarrules.app [--port N] [--notebooks DIR]``; it prints the
address once the server is listening and stops with Ctrl-C.
"""

from __future__ import annotations

import argparse
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from .i18n import _

START_HERE = "00_start_here.ipynb"
HOST = "127.0.0.1"


def notebooks_dir() -> Path:
    """The project's ``notebooks/`` folder (next to the ``lunarrules`` package).

    Raises
    ------
    FileNotFoundError
        When the package is installed without its notebooks (a wheel).
    """
    folder = Path(__file__).resolve().parent.parent / "notebooks"
    if not (folder / START_HERE).is_file():
        raise FileNotFoundError(
            _("no {file} in {folder}: the app serves the notebooks of a source "
              "checkout; clone the project and run `make app` there").format(
                file=START_HERE, folder=folder)
        )
    return folder


def free_port(host: str = HOST) -> int:
    """A TCP port that is free on ``host`` right now."""
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def voila_command(folder: Path, port: int, host: str = HOST) -> list[str]:
    """The Voila command line that serves every notebook of ``folder``, code hidden.

    Given a folder, Voila serves a tree page at ``/`` and each notebook at
    ``/voila/render/<name>.ipynb``; sources are stripped by default.
    """
    return [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={host}",
        "--VoilaConfiguration.strip_sources=True",
        "--VoilaConfiguration.show_tracebacks=True",
        # Pass the browser's Accept-Language on to each page's kernel
        # (HTTP_ACCEPT_LANGUAGE): a page speaks the reader's language by default.
        "--VoilaConfiguration.http_header_envs=['Accept-Language']",
        str(folder),
    ]


@dataclass
class App:
    """A running Voila server (see :func:`serve`)."""

    process: subprocess.Popen
    url: str
    folder: Path

    def page(self, notebook: str) -> str:
        """The address of one notebook's page."""
        return f"{self.url}voila/render/{notebook}"

    def stop(self) -> None:
        """Stop the server and the kernels it started (its whole process group)."""
        if self.process.poll() is not None:
            return
        try:
            os.killpg(self.process.pid, signal.SIGTERM)
        except ProcessLookupError:
            return
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait(timeout=5)


def serve(
    folder: Path | None = None,
    port: int | None = None,
    host: str = HOST,
    timeout: float = 60.0,
    quiet: bool = False,
    log: Path | None = None,
) -> App:
    """Start Voila on ``folder`` and wait until it accepts connections.

    Parameters
    ----------
    folder : Path, optional
        The notebooks to serve (default: the project's ``notebooks/``).
    port : int, optional
        Default: a free port.
    host : str
        Listen address (localhost by default).
    timeout : float
        Seconds to wait for the server.
    quiet : bool
        Discard the server's log instead of showing it in the terminal.
    log : Path, optional
        Write the server's log to this file instead.

    Returns
    -------
    App
        Call ``app.stop()`` when done.

    Raises
    ------
    FileNotFoundError
        If ``folder`` is not a folder.
    RuntimeError
        If the server exits or does not listen within ``timeout`` seconds.
    """
    folder = Path(folder).resolve() if folder is not None else notebooks_dir()
    if not folder.is_dir():
        raise FileNotFoundError(_("no folder of notebooks at {folder}").format(folder=folder))
    port = port or free_port(host)
    sink = subprocess.DEVNULL if quiet else None
    if log is not None:
        log.parent.mkdir(parents=True, exist_ok=True)
        sink = open(log, "wb")  # noqa: SIM115 - the server writes to it while it runs
    # Its own process group, so stopping it also stops the kernels it started.
    try:
        process = subprocess.Popen(
            voila_command(folder, port, host),
            cwd=folder,
            start_new_session=True,
            stdout=sink,
            stderr=subprocess.STDOUT if log is not None else sink,
        )
    finally:
        if log is not None:
            sink.close()
    app = App(process, f"http://{host}:{port}/", folder)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(_("voila exited with code {code} before listening").format(
                code=process.returncode))
        # Readiness by TCP connect: an HTTP request to a page would start a kernel.
        try:
            with socket.create_connection((host, port), timeout=1):
                return app
        except OSError:
            time.sleep(0.2)
    app.stop()
    raise RuntimeError(_("voila did not listen on {address} within {seconds} s").format(
        address=f"{host}:{port}", seconds=f"{timeout:g}"))


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the notebooks and print the address; Ctrl-C stops."""
    parser = argparse.ArgumentParser(
        prog="python -m lunarrules.app",
        description=_("Serve the lunarrules notebooks as a web app (Voila, code hidden)."),
    )
    parser.add_argument("--port", type=int, default=None, help=_("port (default: a free one)"))
    parser.add_argument("--notebooks", type=Path, default=None,
                        help=_("folder of notebooks to serve"))
    args = parser.parse_args(argv)
    try:
        app = serve(args.notebooks, args.port)
    except (FileNotFoundError, RuntimeError) as e:
        print(f"lunarrules app: {e}", file=sys.stderr)
        return 1
    print("lunarrules app: " + _("open {url}").format(url=app.page(START_HERE)), flush=True)
    print(_("all notebooks: {url}   (Ctrl-C stops the server)").format(url=app.url), flush=True)

    def _stop(signum, frame):
        raise SystemExit(0)

    # The server runs in its own session (so it can be stopped with its kernels);
    # a terminated app must take it along.
    signal.signal(signal.SIGTERM, _stop)
    signal.signal(signal.SIGHUP, _stop)
    try:
        app.process.wait()
    except KeyboardInterrupt:
        pass
    finally:
        app.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
