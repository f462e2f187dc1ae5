"""The phase graph of Shackleton Base: setup, then 3 rounds of shuttle / actions /
maintenance, then final scoring.

A player's turn is one main action (``action``) followed by the sub-steps it
queues (choose a marker, a structure, a project, corporation actions...). Every
sub-step returns to the ``resolve`` hub, which opens the next queued step or ends
the turn, so each sub-step is a small decision and the graph stays readable.
"""

from __future__ import annotations

from lunarrules.kernel import Phase, Transition

T = Transition
SUBSTEPS = ("marker_step", "build_step", "house_step", "bonus_step", "fund_step", "corp_step",
            "take_step")

PHASES = (
    # ---------------------------------------------------------------- setup
    Phase("setup_leader", "Choose a leader tile", "decision", ("pick_leader",),
          (T("setup_dome", "leader taken"),), cluster="setup", term="Ficha de Líder",
          rules=("SB-LEADER-PICK",)),
    Phase("setup_dome", "Place first dome in a central sector", "decision", ("first_dome",),
          (T("setup_marker", "dome and panel placed"),), cluster="setup", term="Cúpula",
          rules=("SB-FIRST-DOME",)),
    Phase("setup_marker", "Activate a marker of that sector", "decision", ("activate_marker",),
          (T("setup_leader", "next player in turn order"),
           T("shuttle_reveal", "every player placed")), cluster="setup",
          term="Marcador de Corporação", rules=("SB-FIRST-MARKER",)),
    # ---------------------------------------------------------------- shuttle phase
    Phase("shuttle_reveal", "Reveal players + 1 shuttle tiles", "chance", (),
          (T("shuttle_pick", "tiles revealed"),), cluster="round/shuttle",
          term="Fase de Ônibus Espacial", rules=("SB-SHUTTLE-REVEAL",)),
    Phase("shuttle_pick", "Pick a shuttle tile (reverse turn order)", "decision",
          ("take_shuttle",),
          (T("shuttle_pick", "players left to pick"), T("shuttle_order", "everyone picked")),
          cluster="round/shuttle", term="Ficha de Ônibus Espacial", rules=("SB-SHUTTLE-PICK",)),
    Phase("shuttle_order", "New turn order; leftover tile to the Gateway", "auto", (),
          (T("action", "turn order set"),), cluster="round/shuttle",
          term="Trilha de Ordem de Turnos", rules=("SB-SHUTTLE-ORDER", "SB-GATEWAY-FILL")),
    # ---------------------------------------------------------------- action phase
    Phase("action", "Place an astronaut (main action)", "decision",
          ("explore", "command", "gateway"),
          (T("resolve", "action placed"),), cluster="round/actions/turn",
          term="Fase de Ações", rules=("SB-TURN",)),
    Phase("resolve", "Next queued step of the action", "auto", (),
          (T("marker_step", "marker to choose"), T("build_step", "build chosen"),
           T("house_step", "astronauts waiting in base"), T("bonus_step", "engineer placed"),
           T("fund_step", "fund chosen"), T("corp_step", "corporation actions to take"),
           T("take_step", "Gateway astronaut to take"), T("turn_end", "nothing queued")),
          cluster="round/actions/turn", term="", rules=("SB-TURN",)),
    Phase("marker_step", "Activate a corporation marker", "decision", ("activate_marker",),
          (T("resolve", "marker activated"),), cluster="round/actions/turn",
          term="Marcador de Corporação", rules=("SB-SCIENTIST-MARKERS",)),
    Phase("build_step", "Build a structure", "decision", ("build", "solar_panel"),
          (T("resolve", "done"),),
          cluster="round/actions/turn", term="Construir uma Estrutura",
          rules=("SB-BUILD-PLACE",)),
    Phase("house_step", "Move base astronauts into the new structure", "decision",
          ("house", "house_done"),
          (T("resolve", "done"),),
          cluster="round/actions/turn", term="mover Astronautas", rules=("SB-HOUSE",)),
    Phase("bonus_step", "Engineer bonus: choose a corporation", "decision",
          ("engineer_bonus",), (T("resolve", "marker placed or activated"),),
          cluster="round/actions/turn", term="Bônus da Ação", rules=("SB-ENGINEER-BONUS",)),
    Phase("fund_step", "Fund a project", "decision", ("fund", "solar_panel"),
          (T("resolve", "done"),),
          cluster="round/actions/turn", term="Financiar um Projeto", rules=("SB-FUND-VISIBLE",)),
    Phase("corp_step", "Corporation actions", "decision",
          ("corp_action", "corp_done", "solar_panel"),
          (T("resolve", "done"),),
          cluster="round/actions/turn", term="Ações de Corporação", rules=("SB-CORP-UP-TO-3",)),
    Phase("take_step", "Take an astronaut from the Gateway", "decision", ("take_astronaut",),
          (T("resolve", "astronaut taken"),), cluster="round/actions/turn",
          term="Portal de Entrada Lunar", rules=("SB-GATEWAY-TAKE",)),
    Phase("turn_end", "Claim objectives; next player", "auto", (),
          (T("action", "astronauts left"), T("maintenance", "all astronauts placed")),
          cluster="round/actions", term="Objetivos", rules=("SB-OBJECTIVES",)),
    # ---------------------------------------------------------------- maintenance
    Phase("maintenance", "Maintenance: corporations, crater astronauts back", "auto", (),
          (T("maintenance_house", "astronauts waiting in a base"),
           T("maintenance_income", "nobody to house")),
          cluster="round/maintenance", term="Fase de Manutenção", rules=("SB-MAINTENANCE",)),
    Phase("maintenance_house", "Move base astronauts into structures (turn order)", "decision",
          ("house_at", "house_done"),
          (T("maintenance_house", "astronauts left or next player"),
           T("maintenance_income", "everyone done")),
          cluster="round/maintenance", term="mover Astronautas", rules=("SB-MAINT-HOUSE",)),
    Phase("maintenance_income", "Income, upkeep, clear the command area", "auto", (),
          (T("shuttle_reveal", "round < 3"), T("final_scoring", "after round 3")),
          cluster="round/maintenance", term="Manutenção", rules=("SB-UPKEEP",)),
    Phase("final_scoring", "Final scoring", "auto", (), (T("end", "scores added"),),
          term="Pontuação final", rules=("SB-END-SCORING",)),
    Phase("end", "Game over", "end", term="Fim de jogo", rules=("SB-GOAL",)),
)
START = "setup_leader"
