"""Captain's Chair: the rule numbers in one place, each beside its rule id.

Most numbers of the game are content: the ``[rules]`` table of ``content.toml``
(hand size, action tokens, mission tokens, the Neutral Zone's size, the
specialty track's top, what secures a location, the starting pool), read into
``Catalog.params``, so that a user's content may change them. The numbers here
are the ones the engine itself holds.
"""

from __future__ import annotations

# CC-GLORY-REVERSE (the published exchange); CC-GLORY-DIL, CC-GLORY-LAT (the seed's):
# (dilithium per glory, latinum per glory) by the glory_exchange option.
GLORY_RATES = {"published": (2, 1), "seed": (1, 2)}


def glory_rates(state) -> tuple[int, int]:
    """(dilithium per glory, latinum per glory) under the chosen exchange."""
    return GLORY_RATES.get(state.options["glory_exchange"], (1, 2))
