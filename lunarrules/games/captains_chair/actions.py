"""Action kinds of Captain's Chair: parameters, requirements, costs, products, unlocks.

Operations are played with ``play`` (from hand) or ``activate`` (a card in play);
both name the card, a neutral-zone ``target`` ('-' when none), whether to take
the optional "may" effects, and how much glory stands in for dilithium
(``glory_dil``) and latinum (``glory_lat``). The requirements below are the
objects that refuse an action and the edges of the action-dependency graph.
"""

from __future__ import annotations

from lunarrules.i18n import N_, _, ngettext
from lunarrules.kernel import ActionKind, Param, Requirement

from . import effects
from .legal import mission_problem, op_for
from .words import names

OP_PARAMS = (
    Param("card", "str", N_("the card (uid) whose operation is resolved")),
    Param("target", "str", N_("a neutral location for away teams or ship tokens, '-' for none")),
    Param("may", "bool", N_("also resolve the optional ('pode') effects")),
    Param("glory_dil", "int", N_("glory tokens spent in place of dilithium")),
    Param("glory_lat", "int", N_("glory tokens spent in place of latinum")),
)
PLAY_OP_PARAMS = (
    OP_PARAMS[0],
    Param("op", "int", N_("which PLAY operation, 1 for the first written on the card")),
    *OP_PARAMS[1:],
)
BUY_PARAMS = (
    Param("card", "str", N_("the card (uid) to take")),
    Param("glory_dil", "int", N_("glory tokens spent in place of dilithium")),
    Param("glory_lat", "int", N_("glory tokens spent in place of latinum")),
)


def _action_token(state, action):
    op, name = op_for(state, action)
    if op is None or not op.action:
        return None
    pl = state.data["seats"][action.actor]
    if pl.action_tokens <= 0:
        total = state.cat.params["action_tokens"]
        gained = effects.actions_gained(state)
        if gained:
            text = _(
                "{card} starts with the action icon and needs an action token; you have 0 of {total} "
                "and {gained} gained this turn left ({taken} actions already taken this turn)"
            )
        else:
            text = _(
                "{card} starts with the action icon and needs an action token; you have 0 of {total} "
                "left ({taken} actions already taken this turn)"
            )
        return text.format(card=name, total=total, gained=gained, taken=total + gained)
    return None


def _resources(state, action):
    op, name = op_for(state, action)
    if op is None:
        return None
    d, lat, g = op.resource_cost()
    gd, gl = action.get("glory_dil"), action.get("glory_lat")
    cd, cl = effects.glory_caps(state, d, lat)
    if not (isinstance(gd, int) and isinstance(gl, int) and 0 <= gd <= cd and 0 <= gl <= cl):
        return None  # refused with the exact limits by CC-GLORY-NO-OVERPAY
    nd, nl, ng = effects.to_pay(state, d, lat, g, gd, gl)
    pool = state.data["seats"][action.actor].pool
    if nd > pool[0] or nl > pool[1] or ng > pool[2]:
        if gd or gl:
            cost = _(
                "{card} costs {d} dilithium, {lat} latinum, {g} glory with {gd} glory for dilithium and "
                "{gl} glory for latinum"
            ).format(card=name, d=d, lat=lat, g=g, gd=gd, gl=gl)
        else:
            cost = _("{card} costs {d} dilithium, {lat} latinum, {g} glory").format(
                card=name, d=d, lat=lat, g=g
            )
        # CC-NO-CONVERT: say so when the other metal would have covered the shortfall
        if (nd > pool[0] and pool[1] >= nd) or (nl > pool[1] and pool[0] >= nl):
            text = _(
                "{cost}: you must spend {d} dilithium, {lat} latinum, {g} glory; your pool has {pd} "
                "dilithium, {pl} latinum, {pg} glory (dilithium and latinum cannot pay for each other)"
            )
        else:
            text = _(
                "{cost}: you must spend {d} dilithium, {lat} latinum, {g} glory; your pool has {pd} "
                "dilithium, {pl} latinum, {pg} glory"
            )
        return text.format(cost=cost, d=nd, lat=nl, g=ng, pd=pool[0], pl=pool[1], pg=pool[2])
    return None


def _other_costs(state, action):
    op, name = op_for(state, action)
    if op is None or not op.cost:
        return None
    target = action.get("target", "-")
    return effects.other_cost_problem(state, action.actor, op, action["card"], target)


def _away_ships(state, action):
    op, name = op_for(state, action)
    if op is None or not op.targeted:
        return None
    target = action.get("target")
    if target not in state.data["neutral_zone"]:
        return None
    if not (op.sends_away or (action.get("may") is True and op.may_send_away)):
        return None
    why = effects.away_problem(state, action.actor, target)
    if why is None:
        return None
    allowed = effects.op_targets(state, action.actor, op, action.get("may") is True)
    return _(
        "{card} cannot send away teams to {place}: {reason}; possible targets: {targets}"
    ).format(card=name, place=state.card(target).name, reason=why, targets=names(state, allowed))


ACTION_TOKEN = Requirement(
    "CC-ACTION-LIMIT",
    N_("an action token (at most 3 actions a turn)"),
    _action_token,
    needs=(N_("action token"),),
)
PAY_IN_FULL = Requirement(
    "CC-COST-IN-FULL",
    N_("pay the cost in full from your pool (glory may stand in)"),
    _resources,
    needs=(N_("dilithium"), N_("latinum"), N_("glory")),
)
AWAY_SHIPS = Requirement(
    "CC-AWAY-SHIPS",
    N_("away teams go only where the opponent does not have more ships"),
    _away_ships,
    needs=(N_("tokens at a location"),),
)
OTHER_COSTS = Requirement(
    "CC-COST-DEF",
    N_("pay 'do A' costs (junk an incident, recall away teams, take incidents into your hand)"),
    _other_costs,
    needs=(N_("incident in hand"), N_("away team at a location")),
)


def _secured(state, action):
    loc = action.get("location")
    if loc not in state.data["neutral_zone"]:
        return None
    p = action.actor
    prm = state.cat.params
    mine, theirs = effects.tokens_at(state, loc, p), effects.tokens_at(state, loc, 1 - p)
    if mine < prm["secure_min"] or mine - theirs < prm["secure_lead"]:
        return ngettext(
            "{place} is not secured by you: you have {n} token there and your opponent {theirs}; you "
            "need at least {least} and {lead} more",
            "{place} is not secured by you: you have {n} tokens there and your opponent {theirs}; you "
            "need at least {least} and {lead} more",
            mine,
        ).format(
            place=state.card(loc).name,
            n=mine,
            theirs=theirs,
            least=prm["secure_min"],
            lead=prm["secure_lead"],
        )
    return None


def _mission(state, action):
    return mission_problem(state, action.actor, action.get("mission"))


KINDS = (
    ActionKind(
        "resupply",
        N_("Resolve a RESUPPLY operation"),
        params=(Param("card", "str", N_("the card whose RESUPPLY operation resolves")),),
        produces=(N_("dilithium"), N_("latinum"), N_("glory")),
        rules=("CC-RESUPPLY", "CC-MANDATORY"),
        term="REABASTECIMENTO",
    ),
    ActionKind(
        "control",
        N_("Take control of a secured location"),
        params=(Param("location", "str", N_("a secured neutral location")),),
        requires=(
            Requirement(
                "CC-SECURED",
                N_("a secured neutral location"),
                _secured,
                needs=(N_("tokens at a location"),),
            ),
        ),
        produces=(N_("controlled location"), N_("opponent glory")),
        unlocks=("resupply", "cleanup", "activate", "complete_mission"),
        rules=(
            "CC-CONTROL-MAY",
            "CC-CONTROL-PAYOUT",
            "CC-CONTROL-RETURN",
            "CC-CONTROL-MOVE",
            "CC-CONTROL-REFILL",
        ),
        term="assumir o controle",
    ),
    ActionKind(
        "skip_control",
        N_("Take control of nothing this turn"),
        rules=("CC-CONTROL-MAY",),
        term="CONTROLE",
    ),
    ActionKind(
        "play",
        N_("Play a card from hand (PLAY operation)"),
        params=OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=(
            N_("dilithium"),
            N_("latinum"),
            N_("glory"),
            N_("cards in hand"),
            N_("tokens at a location"),
            N_("specialty"),
            N_("incident for opponent"),
            N_("deployed ship"),
        ),
        unlocks=("activate", "control", "respond"),
        rules=(
            "CC-ACTION-OPS",
            "CC-ACTION-TOKEN",
            "CC-COST-IN-FULL",
            "CC-CANNOT-PAY",
            "CC-NO-CONVERT",
            "CC-SKIP-EFFECT",
            "CC-MAY",
            "CC-PLAY-AREA",
            "CC-AWAY-SHIPS",
        ),
        term="JOGAR",
    ),
    ActionKind(
        "play_op",
        N_("Play a card from hand with one of its several PLAY operations"),
        params=PLAY_OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=(
            N_("dilithium"),
            N_("latinum"),
            N_("glory"),
            N_("cards in hand"),
            N_("tokens at a location"),
            N_("specialty"),
            N_("incident for opponent"),
            N_("deployed ship"),
        ),
        unlocks=("activate", "control", "respond"),
        rules=(
            "CC-PLAY-ONE-OP",
            "CC-ACTION-OPS",
            "CC-ACTION-TOKEN",
            "CC-COST-IN-FULL",
            "CC-CANNOT-PAY",
            "CC-SKIP-EFFECT",
            "CC-MAY",
            "CC-PLAY-AREA",
            "CC-AWAY-SHIPS",
        ),
        term="JOGAR",
    ),
    ActionKind(
        "activate",
        N_("Activate a card in play (ACTIVATE operation)"),
        params=OP_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL, OTHER_COSTS, AWAY_SHIPS),
        produces=(
            N_("dilithium"),
            N_("latinum"),
            N_("glory"),
            N_("cards in hand"),
            N_("tokens at a location"),
        ),
        unlocks=("control",),
        rules=(
            "CC-ACTION-OPS",
            "CC-ACTION-TOKEN",
            "CC-ONE-USE",
            "CC-COST-IN-FULL",
            "CC-CANNOT-PAY",
            "CC-AWAY-SHIPS",
        ),
        term="ATIVAÇÃO",
    ),
    ActionKind(
        "acquire",
        N_("Acquire a market card"),
        params=BUY_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL),
        produces=(N_("card in discard"), N_("glory")),
        unlocks=("play",),
        rules=("CC-ACQUIRE", "CC-MARKET-GLORY", "CC-ACTION-TOKEN"),
        term="Mercado",
    ),
    ActionKind(
        "develop",
        N_("Develop a card from your development pile"),
        params=BUY_PARAMS,
        requires=(ACTION_TOKEN, PAY_IN_FULL),
        produces=(N_("card in discard"),),
        unlocks=("play",),
        rules=("CC-DEVELOP", "CC-ACTION-TOKEN"),
        term="Desenvolvimento",
    ),
    ActionKind(
        "complete_mission",
        N_("Complete a crew-board mission"),
        params=(Param("mission", "str", N_("mission id")),),
        requires=(
            Requirement(
                "CC-MISSION",
                N_("mission condition met and a completion token"),
                _mission,
                needs=(
                    N_("controlled location"),
                    N_("specialty"),
                    N_("deployed ship"),
                    N_("mission-completion token"),
                ),
            ),
        ),
        produces=(N_("mission VP"),),
        rules=("CC-MISSION",),
        term="Conclusão de Missão",
    ),
    ActionKind(
        "end_actions",
        N_("End the action step"),
        rules=("CC-END-ACTIONS",),
        term="fim do Passo de Ação",
    ),
    ActionKind(
        "respond",
        N_("Choose an option of the opponent's ATTACK"),
        params=(
            Param("option", "int", N_("the option (0-based)")),
            Param("cards", "strs", N_("hand cards to discard for a discard option, '-' for none")),
        ),
        rules=("CC-ATTACK-CHOICE", "CC-ATTACK-NONE-FULL"),
        term="ATAQUE",
    ),
    ActionKind(
        "cleanup",
        N_("Resolve a CLEAN-UP operation"),
        params=(Param("card", "str", N_("the card whose CLEAN-UP operation resolves")),),
        produces=(N_("dilithium"), N_("latinum"), N_("glory")),
        rules=("CC-CLEANUP-OPS",),
        term="LIMPEZA",
    ),
    ActionKind(
        "develop_on_top",
        N_("Pay for a development and put it on top of the new draw deck"),
        params=BUY_PARAMS,
        requires=(PAY_IN_FULL,),
        produces=(N_("card on top of the draw deck"),),
        rules=("CC-RESERVE-EMPTY-DEVELOP", "CC-COST-IN-FULL"),
        term="Desenvolvimento",
    ),
    ActionKind(
        "decline_development",
        N_("Put no development on top of the new draw deck"),
        rules=("CC-RESERVE-EMPTY-DEVELOP",),
        term="Desenvolvimento",
    ),
    ActionKind(
        "place_glory",
        N_("Place 1 glory from the stardate (the supply after a resolution) on a market card"),
        params=(Param("card", "str", N_("a face-up market card")),),
        produces=(N_("glory on market card"),),
        unlocks=("acquire",),
        rules=("CC-GLORY-PLACEMENT", "CC-PLACEMENT-SUPPLY"),
        term="COLOCAÇÃO DE GLÓRIA",
    ),
)
