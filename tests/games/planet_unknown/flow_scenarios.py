"""Named scenarios for the phase edges random playouts rarely take.

Stored biomass patches only arise when a patch has no legal square; the
scenario sets two players up with stored patches in the last round.
"""

from __future__ import annotations

from .helpers import edit, fresh


def stored_patches_before_scoring():
    """round_end -> final_patches -> final_patches -> scoring -> end."""
    s = edit(fresh(players=3, seed=4))
    s.data["ending"] = ["depot"]
    for p in (0, 1):
        s.seat(p).stored = 1
    while not s.is_over:
        s = s.apply(s.legal_actions()[0])
    phases = [e.text for e in s.log]
    assert any("places a biomass patch" in t for t in phases)
    return s


SCENARIOS = {"stored_patches_before_scoring": stored_patches_before_scoring}
