"""Shared helpers for the what-if tests."""

from __future__ import annotations

from lunarrules.kernel.game import get


def loaded_game(gid: str):
    """The registered game ``gid``, imported (a game that does not load fails the test)."""
    return get(gid)
