"""Shared helpers for the what-if tests."""

from __future__ import annotations

import pytest

from lunarrules.kernel.game import get


def loaded_game(gid: str):
    """The registered game ``gid``, or a skip while its package cannot be imported.

    The conformance suite is where a broken game fails; here a game that does not
    import yet is reported as skipped, with the reason.
    """
    try:
        return get(gid)
    except Exception as e:  # noqa: BLE001 - any import failure of another package
        pytest.skip(f"{gid} does not load: {type(e).__name__}: {e}")
