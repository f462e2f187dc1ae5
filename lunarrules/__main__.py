"""``python -m lunarrules``: the same command line as ``lunarrules``."""

from .cli import main

raise SystemExit(main())
