"""Captain's Chair: the rule numbers in one place, each beside its rule id.

Most numbers of the game are content, so that a user's content may change them:
the ``[rules]`` table of ``content.toml``, read into ``Catalog.params``:

* ``hand_size`` (CC-PSETUP-HAND, CC-REFRESH): the starting hand and the hand refilled
  at the refresh;
* ``action_tokens``, ``mission_tokens`` (CC-SETUP-TOKENS) and ``basic_mission_tokens``
  (CC-PSETUP-BOARD): the tokens of each player, the mission tokens on the Basic side;
* ``supply_action_tokens`` (CC-SETUP-SUPPLY-ACTIONS): the action tokens in the supply;
* ``neutral_zone`` (CC-SETUP-NEUTRAL, CC-CONTROL-REFILL): the locations in the Neutral Zone;
* ``specialty_max`` (CC-SPECIALTY-MAX): the top of each specialty track;
* ``secure_min``, ``secure_lead`` (CC-SECURED): the tokens that secure a location, and the
  lead over the opponent;
* ``start_pool`` (CC-PSETUP-RESOURCES): each player's first dilithium, latinum and glory.

The numbers below are the ones the engine itself holds.
"""

from __future__ import annotations

# CC-SETUP-SUPPLY-ACTIONS: the action tokens in the supply when the content's [rules]
# table does not give supply_action_tokens.
SUPPLY_ACTION_TOKENS = 3

# CC-PSETUP-HAND: the hand size a crew's available cards are checked against when the
# content's [rules] table does not give hand_size.
HAND_SIZE = 5

# CC-RESOLUTION-END: once a resolution is triggered, the rounds still to play (counted at the
# end of each turn of the second player: the round under way, then one more turn each).
RESOLUTION_ROUNDS = 2

# CC-GLORY-REVERSE (the published exchange); CC-GLORY-DIL, CC-GLORY-LAT (the seed's):
# (dilithium per glory, latinum per glory) by the glory_exchange option.
GLORY_RATES = {"published": (2, 1), "seed": (1, 2)}


def glory_rates(state) -> tuple[int, int]:
    """(dilithium per glory, latinum per glory) under the chosen exchange."""
    return GLORY_RATES.get(state.options["glory_exchange"], (1, 2))
