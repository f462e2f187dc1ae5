"""The position of a Captain's Chair game: the state class and its setup.

``data`` holds the table (:class:`~.table.CaptainsChairTable`): the market,
Neutral Zone, stardate track, decks and both seats (:class:`~.table.Player`);
the kernel holds the flow. Each kernel hook hands off to the module that holds
the rule: listing and refusals to :mod:`.legal`, executing an action and the
steps of the turn to :mod:`.moves` (the cards' operations resolve in
:mod:`.effects`), scores to :mod:`.scoring`, what is shown to :mod:`.picture`,
words to :mod:`.words`, the checks of a loaded or edited table to :mod:`.position`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from lunarrules.errors import InvalidOption
from lunarrules.i18n import _
from lunarrules.kernel import Action, State

from . import effects, legal, moves, picture, position
from .content import MARKET_SUITS, catalog
from .legal import crew_side
from .params import SUPPLY_ACTION_TOKENS
from .position import table_problems
from .scoring import final_scores
from .table import Player, market_decks_of, market_of
from .words import describe, side_word

if TYPE_CHECKING:  # pragma: no cover
    from .content import CardDef
    from .table import CaptainsChairTable, Market, MarketDecks

PLAY_ZONES = ("fleet", "locations")
#: A log event collected during an action: (text, rule ids, actor).
#: One step of an action as emitted: message, rule ids, acting seat, the message's words.
Emitted = tuple[str, tuple[str, ...], int | None, dict[str, Any]]


class CaptainsChairState(State):
    """A Captain's Chair position (2 players).

    Listing and refusals are functions in :mod:`.legal`, the steps of each action
    in :mod:`.moves`, the resolution of operations and effects in :mod:`.effects`.
    """

    #: Bit i set: this state's table holds its own copy of player i (players are
    #: shared with the state it was copied from until first changed).
    _owned = 0
    #: The effects still to resolve while a resolution runs (None between actions).
    _queue: list | None = None
    #: The effects a resolution left unresolved when a draw stopped it for a
    #: development offer (set by ``effects.run``).
    _left: tuple = ()

    # The functions of :mod:`.legal`, :mod:`.moves` and :mod:`.picture` themselves, as
    # methods (no call in between).
    _legal_actions = legal.legal_actions
    _check = legal.check
    _execute = moves.execute
    _view = picture.view

    def P(self, i: int) -> Player:
        """Player ``i``, copied first if this table does not own it yet (before changing it)."""
        seats = self.data["seats"]
        if self._owned & (1 << i):
            return seats[i]
        pl = seats[i] = seats[i].copy()
        self._owned |= 1 << i
        return pl

    def card(self, uid: str) -> CardDef:
        """The printed card ``uid``."""
        return self.cat.card[uid]

    # ------------------------------------------------------------------ setup
    def _setup(self) -> None:
        cat = self.cat = catalog(self.game)
        prm = cat.params
        crews = (self.options["p1_crew"], self.options["p2_crew"])
        for c in crews:
            if c not in cat.crews:
                raise InvalidOption(
                    _("no crew {crew}; crews: {crews} [CC-SETUP-CREW]").format(
                        crew=repr(c), crews=", ".join(sorted(cat.crews))
                    )
                )
        if crews[0] == crews[1]:
            raise InvalidOption(
                _(
                    "both players chose the crew {crew}; each plays its own deck [CC-CREWS-DIFFER]"
                ).format(crew=repr(crews[0]))
            )
        ch = self.chance
        d: dict = {}
        # CC-SETUP-MARKET: four shuffled market decks, one face-up card each
        d["market_decks"] = {s: tuple(cat.market[s]) for s in MARKET_SUITS}
        d["market"] = {s: None for s in MARKET_SUITS}
        d["market_glory"] = {}
        d["junk"] = []
        d["encounters"] = list(cat.encounters)
        d["incidents"] = list(cat.incidents)
        d["box"] = []
        d["burn"] = False
        d["resolution"] = False
        d["rounds_left"] = None
        d["pending_operations"] = []
        d["attack"] = None
        d["turn"] = 0
        d["supply_action_tokens"] = prm.get(
            "supply_action_tokens", SUPPLY_ACTION_TOKENS
        )  # CC-SETUP-SUPPLY-ACTIONS
        d["stored"] = {}  # card uid -> (dilithium, latinum, glory) kept on it (CC-STORE)
        d["cards_to_draw"] = 0  # cards still to draw when a development offer paused the draw
        d["interrupted"] = (
            None  # the resolution a development offer paused (CC-RESERVE-EMPTY-DEVELOP)
        )
        # CC-SETUP-LOCATIONS / CC-SETUP-NEUTRAL
        starts = list(cat.locations_start)
        hidden = ch.draw("location", tuple(starts))
        starts.remove(hidden)
        d["location_deck_top"] = [hidden]
        d["location_deck"] = list(cat.locations_advanced)
        d["neutral_zone"] = []
        d["away_teams"] = {}
        for _k in range(prm["neutral_zone"]):
            x = ch.draw("location", tuple(starts))
            starts.remove(x)
            d["neutral_zone"].append(x)
            d["away_teams"][x] = (0, 0)
        d["box"].extend(starts)
        # CC-SETUP-STARDATES / CC-SETUP-STARDATE-GLORY
        d["stardates"] = [u for u in cat.stardates if self.players in cat.stardate_players[u]]
        d["box"].extend(u for u in cat.stardates if u not in d["stardates"])
        d["stardate_glory"] = cat.card[d["stardates"][0]].glory
        # the lists above become tuples once filled (below): then d is a CaptainsChairTable
        self.data = cast("CaptainsChairTable", d)
        for s in MARKET_SUITS:
            effects.reveal(self, s)
        # CC-SETUP-FIRST
        first = ch.draw("first_player", ("P1", "P2"))
        d["first_player"] = d["active"] = 0 if first == "P1" else 1
        # player setup
        sides = (crew_side(self, 0), crew_side(self, 1))
        d["seats"] = []
        for seat, cid in enumerate(crews):
            side = sides[seat]
            crew = cat.crews[cid]
            draw: list[str] = []
            discard: list[str] = []
            fleet: list[str] = []
            locations: list[str] = []
            development: list[str] = []
            reserve: list[str] = []
            ships: dict[str, str] = {}
            for uid, pos in crew.cards:  # CC-PSETUP-SORT
                if pos == "available":
                    draw.append(uid)
                elif pos == "development":
                    development.append(uid)
                elif pos == "reserve":
                    reserve.append(uid)
                elif pos == "controlled_location":
                    locations.append(uid)
                elif pos == "deployed":
                    fleet.append(uid)
                    if cat.card[uid].suit == "ship":
                        ships[uid] = ""  # CC-PSETUP-DEPLOYED
                elif pos == "incident_deck":
                    d["incidents"].append(uid)
                elif pos == "discard":
                    discard.append(uid)
            pl = Player(
                crew=cid,
                hand=[],
                draw_top=[],
                draw=draw,
                discard=discard,
                play_area=[],
                fleet=tuple(fleet),
                locations=tuple(locations),
                development=tuple(development),
                reserve=tuple(reserve),
                staging=(),
                captains_log=(),
                captain=crew.captain,
                duty_officer=None,
                status=crew.status,
                away_teams=cat.card[crew.captain].away_teams,
                pool=[
                    prm["start_pool"]["dilithium"],
                    prm["start_pool"]["latinum"],
                    prm["start_pool"]["glory"],
                ],
                action_tokens=prm["action_tokens"],
                mission_tokens=prm["mission_tokens"]
                if side == "advanced"
                else prm["basic_mission_tokens"],
                missions=(),
                specialty=(0, 0, 0),
                activated=(),
                ships=ships,
                beamed=(),
            )
            d["seats"].append(pl)
        for k in (
            "junk",
            "encounters",
            "incidents",
            "box",
            "location_deck_top",
            "location_deck",
            "neutral_zone",
            "stardates",
            "pending_operations",
        ):
            d[k] = tuple(d[k])
        self.emit(
            _(
                "central setup: shuffled market, encounter and incident decks, location deck, neutral "
                "zone, stardates; a supply of dilithium, latinum and glory"
            ),
            "CC-SETUP-DECKS",
            "CC-SETUP-SHUFFLE",
            "CC-SETUP-MARKET-DECKS",
            "CC-SETUP-MARKET",
            "CC-SETUP-ENCOUNTER-INCIDENT",
            "CC-SETUP-SUPPLY",
            "CC-RESOURCES",
            "CC-SUPPLY-UNLIMITED",
            "CC-SETUP-LOCATIONS",
            "CC-SETUP-NEUTRAL",
            "CC-SETUP-STARDATES",
            "CC-SETUP-STARDATES-BOX",
            "CC-SETUP-STARDATE-GLORY",
            "CC-SETUP-SHIPS",
            "CC-SETUP-TOKENS",
            "CC-SETUP-SUPPLY-ACTIONS",
            "CC-SETUP-CREW",
        )
        if sides[0] == sides[1]:
            board = _("the {side} side").format(side=side_word(sides[0]))
        else:
            board = _("the {side} side for P1 and the {other} side for P2").format(
                side=side_word(sides[0]), other=side_word(sides[1])
            )
        self.emit(
            _(
                "player setup: crew boards on {board}, specialty markers at 0, crew decks sorted by "
                "position (captain and status cards apart), 1 dilithium, 1 latinum and 1 glory from the "
                "supply, away teams on the captains"
            ),
            "CC-PSETUP-SIDE",
            "CC-PSETUP-BOARD",
            "CC-PSETUP-SPECIALTY",
            "CC-PSETUP-SORT",
            "CC-PSETUP-NO-POSITION",
            "CC-PSETUP-CAPTAIN",
            "CC-PSETUP-DRAW-DECK",
            "CC-PSETUP-DEVELOPMENT",
            "CC-PSETUP-RESERVE",
            "CC-PSETUP-LOCATIONS",
            "CC-PSETUP-DEPLOYED",
            "CC-PSETUP-INCIDENTS",
            "CC-PSETUP-DISCARD",
            "CC-PSETUP-RESOURCES",
            "CC-PSETUP-AWAY",
            board=board,
        )
        for i in range(2):
            effects.draw(self, i, prm["hand_size"])  # CC-PSETUP-HAND
        self.emit(
            _("each player draws a starting hand of {n}; {player} takes the first turn"),
            "CC-PSETUP-HAND",
            "CC-SETUP-FIRST",
            "CC-FIRST-TURN",
            n=prm["hand_size"],
            player=f"P{d['first_player'] + 1}",
        )
        self.goto("turn_start")
        moves.start_turn(self)

    def _clone_data(self) -> dict:
        d = self.data
        # Everything but the players is a tuple or a dict that is replaced, never
        # changed in place, so the copy shares it; players are copied on first
        # change (Engine.P: the copy owns none of them yet, see _clone).
        n = dict(d)
        n["seats"] = d["seats"][:]
        return n

    def _clone(self) -> CaptainsChairState:
        new: CaptainsChairState = State._clone(self)  # type: ignore[assignment]  # a copy of this very class
        new._owned = 0
        return new

    def _describe(self, action: Action) -> str:
        return describe(self, action)

    def _picture(self) -> str:
        """The table drawn as HTML with inline SVG (:mod:`.picture`), the rich display."""
        return picture.picture(self)

    def _scores(self) -> list[float]:
        # whole VP: shown as "15", never "15.0"
        return list(final_scores(self)[0])

    #: The log events of the action being executed (text, rule ids, actor), joined into one.
    _buf: list[Emitted] | None = None

    def emit(self, text: str, *rules: str, actor: int | None = None, **words: Any) -> None:
        """Log an event; during an action, collected into that action's one event."""
        buf = self._buf
        if buf is None:
            State.emit(self, text, *rules, actor=actor, **words)
        else:
            buf.append((text, rules, actor, words))

    # ------------------------------------------------------------ what-if
    def arrange(
        self,
        player: int | None = None,
        *,
        hand=None,
        pool=None,
        actions=None,
        opponent_pool=None,
        stardate_glory=None,
        specialty=None,
    ) -> CaptainsChairState:
        """A copy of this position with the table rearranged, for teaching and what-ifs.

        This is not a move: nothing is logged as played. The copy (and every state
        played from it) is saved by ``to_json`` as a position without its moves, since
        replaying the history would not rebuild the arranged table; its ``undo`` goes
        back to this position while it is in use.

        Parameters
        ----------
        player : int, optional
            The seat to arrange (default: the player to act).
        hand : list of str, optional
            Card uids for that player's hand; they are taken from wherever they are
            (market, decks, other zones); the old hand goes back into the draw deck.
            A face-up market card taken is replaced by the next card of its deck, and
            glory on it returns to the supply.
        pool, opponent_pool : list of 3 int, optional
            Dilithium, latinum and glory of the player and of the opponent.
        actions : int, optional
            Action tokens left this turn.
        stardate_glory : int, optional
            Glory left on the topmost stardate card.
        specialty : list of 3 int, optional
            The player's specialty levels, in the order of the crew's tracks.

        Returns
        -------
        CaptainsChairState

        Raises
        ------
        ValueError
            A card the content does not have.
        InvalidPosition
            The arranged table breaks the game's rules (a negative pool, a glory count
            the stardate does not hold...): every problem is listed.

        Examples
        --------
        >>> import lunarrules as lr
        >>> s = lr.game("captains_chair").new(seed=3)
        >>> t = s.arrange(hand=["mk_saboteur.1"], pool=[0, 2, 0])
        >>> t.data["seats"][t.to_act].hand
        ['mk_saboteur.1']
        """
        return position.arrange(
            self,
            player,
            hand=hand,
            pool=pool,
            actions=actions,
            opponent_pool=opponent_pool,
            stardate_glory=stardate_glory,
            specialty=specialty,
        )

    def _restore(self) -> None:
        # The card catalog of the game's content; players are shared with no other state.
        self.cat = catalog(self.game)
        self._owned = 0
        d = self.data
        # The market is revealed suit by suit in this order (a hand-written table may
        # list the suits in another).
        if tuple(d["market"]) != MARKET_SUITS:
            d["market"] = cast("Market", {s: market_of(d)[s] for s in MARKET_SUITS})
        if tuple(d["market_decks"]) != MARKET_SUITS:
            d["market_decks"] = cast(
                "MarketDecks", {s: market_decks_of(d)[s] for s in MARKET_SUITS}
            )

    def _position_problems(self) -> list[str]:
        return table_problems(self)

    def __getstate__(self) -> dict:
        # The card catalog is rebuilt from the game on load: pickles stay small.
        d = super().__getstate__()
        d.pop("cat", None)
        return d

    def __setstate__(self, d: dict) -> None:
        super().__setstate__(d)
        self.cat = catalog(self.game)
