"""One package per game; see ``lunarrules.kernel.game.GAME_IDS``."""
