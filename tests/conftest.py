import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Keep Jupyter's files inside the project, never in the home folder.
for var, sub in (
    ("JUPYTER_CONFIG_DIR", "config"),
    ("JUPYTER_DATA_DIR", "data"),
    ("JUPYTER_RUNTIME_DIR", "runtime"),
    ("IPYTHONDIR", "ipython"),
):
    os.environ.setdefault(var, str(ROOT / ".jupyter" / sub))
os.environ.setdefault("MPLBACKEND", "Agg")
