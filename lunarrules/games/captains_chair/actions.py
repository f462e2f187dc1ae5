"""Action kinds of Captain's Chair: parameters, requirements, costs, products, unlocks.

Operations are played with ``play`` (from hand) or ``activate`` (a card in play);
both name the card, a neutral-zone ``target`` ('-' when none), whether to take
the optional "may" effects, and how much glory stands in for dilithium
(``glory_dil``) and latinum (``glory_lat``). The requirements below are the
objects that refuse an action and the edges of the action-dependency graph.
"""

from __future__ import annotations

from lunarrules.kernel import ActionKind, Param, Requirement

from .engine import n_of, names

OP_PARAMS = (
    Param("card", "str", "the card (uid) whose operation is resolved"),
    Param("target", "str", "a neutral location for away teams or ship tokens, '-' for none"),
    Param("may", "bool", "also resolve the optional ('pode') effects"),
    Param("glory_dil", "int", "glory tokens spent in place of dilithium"),
    Param("glory_lat", "int", "glory tokens spent in place of latinum"),
)
PLAY_OP_PARAMS = (
    OP_PARAMS[0],
    Param("op", "int", "which PLAY operation, 1 for the first written on the card"),
    *OP_PARAMS[1:],
)
BUY_PARAMS = (
    Param("card", "str", "the card (uid) to take"),
    Param("glory_dil", "int", "glory tokens spent in place of dilithium"),
    Param("glory_lat", "int", "glory tokens spent in place of latinum"),
)


def _action_token(state, action):
    op, name = state.op_for(action)
    if op is None or not op.action:
        return None
    pl = state.data["seats"][action.actor]
    if pl.action_tokens <= 0:
        total = state.cat.params["action_tokens"]
        gained = state.actions_gained()
        extra = f" and {gained} gained this turn" if gained else ""
        return (
            f"{name} starts with the action icon and needs an action token; you have 0 of "
            f"{total}{extra} left ({total + gained} actions already taken this turn)"
        )
    return None


def _resources(state, action):
    op, name = state.op_for(action)
    if op is None:
        return None
    d, lat, g = op.resource_cost()
    gd, gl = action.get("glory_dil"), action.get("glory_lat")
    cd, cl = state.glory_caps(d, lat)
    if not (isinstance(gd, int) and isinstance(gl, int) and 0 <= gd <= cd and 0 <= gl <= cl):
        return None  # refused with the exact limits by CC-GLORY-NO-OVERPAY
    nd, nl, ng = state.to_pay(d, lat, g, gd, gl)
    pool = state.data["seats"][action.actor].pool
    if nd > pool[0] or nl > pool[1] or ng > pool[2]:
        sub = f" with {gd} glory for dilithium and {gl} glory for latinum" if gd or gl else ""
        # CC-NO-CONVERT: say so when the other metal would have covered the shortfall
        swap = ""
        if (nd > pool[0] and pool[1] >= nd) or (nl > pool[1] and pool[0] >= nl):
            swap = " (dilithium and latinum cannot pay for each other)"
        return (
            f"{name} costs {d} dilithium, {lat} latinum, {g} glory{sub}: you must spend "
            f"{nd} dilithium, {nl} latinum, {ng} glory; your pool has {pool[0]} dilithium, "
            f"{pool[1]} latinum, {pool[2]} glory{swap}"
        )
    return None


def _other_costs(state, action):
    op, name = state.op_for(action)
    if op is None or not op.cost:
        return None
    target = action.get("target", "-")
    return state.other_cost_problem(action.actor, op, action["card"], target)


def _away_ships(state, action):
    op, name = state.op_for(action)
    if op is None or not op.targeted:
        return None
    target = action.get("target")
    if target not in state.data["neutral_zone"]:
        return None
    if not (op.sends_away or (action.get("may") is True and op.may_send_away)):
        return None
    why = state.away_problem(action.actor, target)
    if why is None:
        return None
    allowed = state.op_targets(action.actor, op, action.get("may") is True)
    return (f"{name} cannot send away teams to {state.card(target).name}: {why}; possible "
            f"targets: {names(state, allowed)}")


ACTION_TOKEN = Requirement(
    "CC-ACTION-LIMIT",
    "an action token (at most 3 actions a turn)",
    _action_token,
    needs=("action token",),
)
PAY_IN_FULL = Requirement(
    "CC-COST-IN-FULL",
    "pay the cost in full from your pool (glory may stand in)",
    _resources,
    needs=("dilithium", "latinum", "glory"),
)
AWAY_SHIPS = Requirement(
    "CC-AWAY-SHIPS",
    "away teams go only where the opponent does not have more ships",
    _away_ships,
    needs=("tokens at a location",),
)
OTHER_COSTS = Requirement(
    "CC-COST-DEF",
    "pay 'do A' costs (junk an incident, recall away teams, take incidents into your hand)",
    _other_costs,
    needs=("incident in hand", "away team at a location"),
)


def _secured(state, action):
    loc = action.get("location")
    if loc not in state.data["neutral_zone"]:
        return None
    p = action.actor
    prm = state.cat.params
    mine, theirs = state.tokens_at(loc, p), state.tokens_at(loc, 1 - p)
    if mine < prm["secure_min"] or mine - theirs < prm["secure_lead"]:
        return (
            f"{state.card(loc).name} is not secured by you: you have {n_of(mine, 'token')} there and your "
            f"opponent {theirs}; you need at least {prm['secure_min']} and {prm['secure_lead']} more"
        )
    return None


def _mission(state, action):
    return state.mission_problem(action.actor, action.get("mission"))


KINDS = (
    ActionKind(
        "resupply", "Resolve a RESUPPLY operation",
        params=(Param("card", "str", "the card whose RESUPPLY operation resolves"),),
        produces=("dilithium", "latinum", "glory"),
        rules=("CC-RESUPPLY", "CC-MANDATORY"), term="REABASTECIMENTO",
    ),
    ActionKind(
        "control", "Take control of a secured location",
        params=(Param("location", "str", "a secured neutral location"),),
        requires=(Requirement("CC-SECURED", "a secured neutral location", _secured,
                              needs=("tokens at a location",)),),
        produces=("controlled location", "opponent glory"),
        unlocks=("resupply", "cleanup", "activate", "complete_mission"),
        rules=("CC-CONTROL-MAY", "CC-CONTROL-PAYOUT", "CC-CONTROL-RETURN", "CC-CONTROL-MOVE",
               "CC-CONTROL-REFILL"),
        term="assumir o controle",
    ),
    ActionKind(
        "skip_control", "Take control of nothing this turn",
        rules=("CC-CONTROL-MAY",), term="CONTROLE",
    ),
    ActionKind(
        "play", "Play a card from hand (PLAY operation)",
        params=OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=("dilithium", "latinum", "glory", "cards in hand", "tokens at a location",
                  "specialty", "incident for opponent", "deployed ship"),
        unlocks=("activate", "control", "respond"),
        rules=("CC-ACTION-OPS", "CC-ACTION-TOKEN", "CC-COST-IN-FULL", "CC-CANNOT-PAY", "CC-NO-CONVERT",
               "CC-SKIP-EFFECT", "CC-MAY", "CC-PLAY-AREA", "CC-AWAY-SHIPS"),
        term="JOGAR",
    ),
    ActionKind(
        "play_op", "Play a card from hand with one of its several PLAY operations",
        params=PLAY_OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=("dilithium", "latinum", "glory", "cards in hand", "tokens at a location",
                  "specialty", "incident for opponent", "deployed ship"),
        unlocks=("activate", "control", "respond"),
        rules=("CC-PLAY-ONE-OP", "CC-ACTION-OPS", "CC-ACTION-TOKEN", "CC-COST-IN-FULL", "CC-CANNOT-PAY",
               "CC-SKIP-EFFECT", "CC-MAY", "CC-PLAY-AREA", "CC-AWAY-SHIPS"),
        term="JOGAR",
    ),
    ActionKind(
        "activate", "Activate a card in play (ACTIVATE operation)",
        params=OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=("dilithium", "latinum", "glory", "cards in hand", "tokens at a location"),
        unlocks=("control",),
        rules=("CC-ACTION-OPS", "CC-ACTION-TOKEN", "CC-ONE-USE", "CC-COST-IN-FULL", "CC-CANNOT-PAY",
               "CC-AWAY-SHIPS"),
        term="ATIVAÇÃO",
    ),
    ActionKind(
        "acquire", "Acquire a market card",
        params=BUY_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL),
        produces=("card in discard", "glory"),
        unlocks=("play",),
        rules=("CC-ACQUIRE", "CC-MARKET-GLORY", "CC-ACTION-TOKEN"),
        term="Mercado",
    ),
    ActionKind(
        "develop", "Develop a card from your development pile",
        params=BUY_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL),
        produces=("card in discard",),
        unlocks=("play",),
        rules=("CC-DEVELOP", "CC-ACTION-TOKEN"),
        term="Desenvolvimento",
    ),
    ActionKind(
        "complete_mission", "Complete a crew-board mission",
        params=(Param("mission", "str", "mission id"),),
        requires=(Requirement("CC-MISSION", "mission condition met and a completion token",
                              _mission, needs=("controlled location", "specialty", "deployed ship",
                                               "mission-completion token")),),
        produces=("mission VP",),
        rules=("CC-MISSION",), term="Conclusão de Missão",
    ),
    ActionKind(
        "end_actions", "End the action step",
        rules=("CC-END-ACTIONS",), term="fim do Passo de Ação",
    ),
    ActionKind(
        "respond", "Choose an option of the opponent's ATTACK",
        params=(Param("option", "int", "the option (0-based)"),
                Param("cards", "strs", "hand cards to discard for a discard option, '-' for none")),
        rules=("CC-ATTACK-CHOICE", "CC-ATTACK-NONE-FULL"), term="ATAQUE",
    ),
    ActionKind(
        "cleanup", "Resolve a CLEAN-UP operation",
        params=(Param("card", "str", "the card whose CLEAN-UP operation resolves"),),
        produces=("dilithium", "latinum", "glory"),
        rules=("CC-CLEANUP-OPS",), term="LIMPEZA",
    ),
    ActionKind(
        "develop_on_top", "Pay for a development and put it on top of the new draw deck",
        params=BUY_PARAMS,
        requires=(PAY_IN_FULL,),
        produces=("card on top of the draw deck",),
        rules=("CC-RESERVE-EMPTY-DEVELOP", "CC-COST-IN-FULL"), term="Desenvolvimento",
    ),
    ActionKind(
        "decline_development", "Put no development on top of the new draw deck",
        rules=("CC-RESERVE-EMPTY-DEVELOP",), term="Desenvolvimento",
    ),
    ActionKind(
        "place_glory", "Place 1 glory from the stardate (the supply after a resolution) on a market card",
        params=(Param("card", "str", "a face-up market card"),),
        produces=("glory on market card",),
        unlocks=("acquire",),
        rules=("CC-GLORY-PLACEMENT", "CC-PLACEMENT-SUPPLY"), term="COLOCAÇÃO DE GLÓRIA",
    ),
)
