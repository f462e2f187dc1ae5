"""The phase graph of Shackleton Base: setup, then 3 rounds of shuttle / actions /
maintenance, then final scoring.

A player's turn is one main action (``action``) followed by the sub-steps it
queues (choose a marker, a structure, a project, corporation actions...). Every
sub-step returns to the ``resolve`` hub, which opens the next queued step or ends
the turn, so each sub-step is a small decision and the graph stays readable.
"""

from __future__ import annotations

from lunarrules.i18n import N_
from lunarrules.kernel import Phase, Transition

T = Transition
SUBSTEPS = ("marker_step", "build_step", "house_step", "bonus_step", "fund_step", "corp_step",
            "take_step")

PHASES = (
    # ---------------------------------------------------------------- setup
    Phase("setup_leader", N_("Choose a leader tile"), "decision", ("pick_leader",),
          (T("setup_dome", N_("leader taken")),), cluster="setup", term="Ficha de Líder",
          rules=("SB-LEADER-PICK",)),
    Phase("setup_dome", N_("Place first dome in a central sector"), "decision", ("first_dome",),
          (T("setup_marker", N_("dome and panel placed")),), cluster="setup", term="Cúpula",
          rules=("SB-FIRST-DOME",)),
    Phase("setup_marker", N_("Activate a marker of that sector"), "decision", ("activate_marker",),
          (T("setup_leader", N_("next player in turn order")),
           T("shuttle_reveal", N_("every player placed"))), cluster="setup",
          term="Marcador de Corporação", rules=("SB-FIRST-MARKER",)),
    # ---------------------------------------------------------------- shuttle phase
    Phase("shuttle_reveal", N_("Reveal players + 1 shuttle tiles"), "chance", (),
          (T("shuttle_pick", N_("tiles revealed")),), cluster="round/shuttle",
          term="Fase de Ônibus Espacial", rules=("SB-SHUTTLE-REVEAL",)),
    Phase("shuttle_pick", N_("Pick a shuttle tile (reverse turn order)"), "decision",
          ("take_shuttle",),
          (T("shuttle_pick", N_("players left to pick")), T("shuttle_order", N_("everyone picked"))),
          cluster="round/shuttle", term="Ficha de Ônibus Espacial", rules=("SB-SHUTTLE-PICK",)),
    Phase("shuttle_order", N_("New turn order; leftover tile to the Gateway"), "auto", (),
          (T("action", N_("turn order set")),), cluster="round/shuttle",
          term="Trilha de Ordem de Turnos", rules=("SB-SHUTTLE-ORDER", "SB-GATEWAY-FILL")),
    # ---------------------------------------------------------------- action phase
    Phase("action", N_("Place an astronaut (main action)"), "decision",
          ("explore", "command", "gateway"),
          (T("resolve", N_("action placed")),), cluster="round/actions/turn",
          term="Fase de Ações", rules=("SB-TURN",)),
    Phase("resolve", N_("Next queued step of the action"), "auto", (),
          (T("marker_step", N_("marker to choose")), T("build_step", N_("build chosen")),
           T("house_step", N_("astronauts waiting in base")), T("bonus_step", N_("engineer placed")),
           T("fund_step", N_("fund chosen")), T("corp_step", N_("corporation actions to take")),
           T("take_step", N_("Gateway astronaut to take")), T("turn_end", N_("nothing queued"))),
          cluster="round/actions/turn", term="", rules=("SB-TURN",)),
    Phase("marker_step", N_("Activate a corporation marker"), "decision", ("activate_marker",),
          (T("resolve", N_("marker activated")),), cluster="round/actions/turn",
          term="Marcador de Corporação", rules=("SB-SCIENTIST-MARKERS",)),
    Phase("build_step", N_("Build a structure"), "decision", ("build", "solar_panel"),
          (T("resolve", N_("done")),),
          cluster="round/actions/turn", term="Construir uma Estrutura",
          rules=("SB-BUILD-PLACE",)),
    Phase("house_step", N_("Move base astronauts into the new structure"), "decision",
          ("house", "house_done"),
          (T("resolve", N_("done")),),
          cluster="round/actions/turn", term="mover Astronautas", rules=("SB-HOUSE",)),
    Phase("bonus_step", N_("Engineer bonus: choose a corporation"), "decision",
          ("engineer_bonus",), (T("resolve", N_("marker placed or activated")),),
          cluster="round/actions/turn", term="Bônus da Ação", rules=("SB-ENGINEER-BONUS",)),
    Phase("fund_step", N_("Fund a project"), "decision", ("fund", "solar_panel"),
          (T("resolve", N_("done")),),
          cluster="round/actions/turn", term="Financiar um Projeto", rules=("SB-FUND-VISIBLE",)),
    Phase("corp_step", N_("Corporation actions"), "decision",
          ("corp_action", "corp_done", "solar_panel"),
          (T("resolve", N_("done")),),
          cluster="round/actions/turn", term="Ações de Corporação", rules=("SB-CORP-UP-TO-3",)),
    Phase("take_step", N_("Take an astronaut from the Gateway"), "decision", ("take_astronaut",),
          (T("resolve", N_("astronaut taken")),), cluster="round/actions/turn",
          term="Portal de Entrada Lunar", rules=("SB-GATEWAY-TAKE",)),
    Phase("turn_end", N_("Claim objectives; next player"), "auto", (),
          (T("action", N_("astronauts left")), T("maintenance", N_("all astronauts placed"))),
          cluster="round/actions", term="Objetivos", rules=("SB-OBJECTIVES",)),
    # ---------------------------------------------------------------- maintenance
    Phase("maintenance", N_("Maintenance: corporations, crater astronauts back"), "auto", (),
          (T("maintenance_house", N_("astronauts waiting in a base")),
           T("maintenance_income", N_("nobody to house"))),
          cluster="round/maintenance", term="Fase de Manutenção", rules=("SB-MAINTENANCE",)),
    Phase("maintenance_house", N_("Move base astronauts into structures (turn order)"), "decision",
          ("house_at", "house_done"),
          (T("maintenance_house", N_("astronauts left or next player")),
           T("maintenance_income", N_("everyone done"))),
          cluster="round/maintenance", term="mover Astronautas", rules=("SB-MAINT-HOUSE",)),
    Phase("maintenance_income", N_("Income, upkeep, clear the command area"), "auto", (),
          (T("shuttle_reveal", N_("round < 3")), T("final_scoring", N_("after round 3"))),
          cluster="round/maintenance", term="Manutenção", rules=("SB-UPKEEP",)),
    Phase("final_scoring", N_("Final scoring"), "auto", (), (T("end", N_("scores added")),),
          term="Pontuação final", rules=("SB-END-SCORING",)),
    Phase("end", N_("Game over"), "end", term="Fim de jogo", rules=("SB-GOAL",)),
)
START = "setup_leader"
