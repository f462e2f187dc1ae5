"""The game-agnostic kernel: rule books, the state/action contract, flow, graphs.

Games build on these names; notebooks and tools use :mod:`lunarrules` instead.
"""

from .actions import Action, ActionKind, Cost, Param, Requirement, shared_action
from .chance import Chance, derive_seed
from .decisions import Decision
from .flow import Flow, Phase, Transition, trace_transitions
from .game import Game, Option, ids_in, register
from .rulebook import Assumption, Public, Rule, RuleBook, Seed, Variant, fold
from .state import Event, Later, Outcome, State

__all__ = [
    "Action",
    "ActionKind",
    "Assumption",
    "Chance",
    "Cost",
    "Decision",
    "Event",
    "Flow",
    "Game",
    "Later",
    "Option",
    "Outcome",
    "Param",
    "Phase",
    "Public",
    "Requirement",
    "Rule",
    "RuleBook",
    "Seed",
    "State",
    "Transition",
    "Variant",
    "derive_seed",
    "fold",
    "ids_in",
    "register",
    "shared_action",
    "trace_transitions",
]
