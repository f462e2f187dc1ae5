"""ipywidgets is imported by lunarrules.widgets only, never by ``import lunarrules``."""

from __future__ import annotations

import subprocess
import sys


def test_import_lunarrules_does_not_import_ipywidgets():
    code = (
        "import sys, lunarrules as lr\n"
        "lr.games()\n"
        "assert 'ipywidgets' not in sys.modules, 'ipywidgets imported by lunarrules'\n"
        "import lunarrules.widgets\n"
        "assert 'ipywidgets' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
