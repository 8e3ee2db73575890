"""Wondrous Creatures on the engine core's contract."""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path

from engine.core import GameConfig, Result, Rng, Seat, Table, Turn
from engine.core.assets import asset_root
from engine.core.config import refuse_unknown_settings
from engine.core.editions import kept
from engine.wondrous import (
    effects,  # noqa: F401  (registers every base effect)
    flow,
    hidden,
    modules,
    scoring,
    setup,
)
from engine.wondrous.ctx import Catalog, Ctx, catalog
from engine.wondrous.invariants import check
from engine.wondrous.loading import ALL_NAMES, Components, load_components, played_with
from engine.wondrous.setup import LEARNING_TROPHIES, STARTER_ACHIEVEMENTS
from engine.wondrous.solo import tingent  # noqa: F401  (the solo mode and its scenarios)
from engine.wondrous.solo.mode import SOLO
from engine.wondrous.solo.view import TingentView
from engine.wondrous.state import WondrousState
from engine.wondrous.view import BoardView, TableView
from engine.wondrous.view import view as seat_view
from engine.wondrous.winterfall import (
    effects as winterfall_effects,  # noqa: F401  (registers Winterfall's effects)
)
from engine.wondrous.winterfall import expansion  # noqa: F401  (the Winterfall module)
from engine.wondrous.winterfall.view import WinterfallView

COLOURS = ("red", "blue", "green", "yellow")  # the four player colours of the box
#: the options a config may hold, with the type of each value
OPTIONS = {LEARNING_TROPHIES: bool, STARTER_ACHIEVEMENTS: bool, SOLO: dict}


class PlayerView(BoardView):
    """A player's board with the part a module adds (its `board_sections`): `snowflakes`
    only in a Winterfall game. Here because only the rules know every module."""

    snowflakes: int | None = None


class WondrousView(TableView[PlayerView]):
    """The table as one seat sees it, with a field for each module's part (its
    `view_sections`), None when the module is off: `solo` (Tingent's board and cards),
    `winterfall` (snowfields, blizzards, auroras, the Winterfall cards, the project board)."""

    solo: TingentView | None = None
    winterfall: WinterfallView | None = None


@cache
def _editions(root: Path) -> list[WondrousRules]:
    return kept(root / "wondrous", ALL_NAMES,
                lambda found: WondrousRules(load_components(found)))


class WondrousRules:
    game_id = "wondrous"
    title = "Wondrous Creatures"
    rules_version = 5  # 2: free actions inside basic actions; 3: solo against Tingent;
    # 4: free actions inside a Recharge, an instant card is the last played from its entry;
    # 5: the aurora event's resource, a skip for every ability that may cost, achievement
    # eggs chosen when more than one way meets the goal. Not counted: a recharge card never
    # fires inside its own ability (only a save that looped so stops replaying, and says so)

    def __init__(self, components: Components | None = None) -> None:
        self.cat: Catalog = catalog(components or load_components())

    @cached_property
    def components(self) -> str:
        return played_with(self.cat.comps)

    def editions(self) -> list[WondrousRules]:
        """The rules with each older edition of the components kept (engine.core.editions),
        for saves played before a balance change."""
        return _editions(asset_root())

    def validate(self, config: GameConfig) -> None:
        setup.validate(config, self.cat)
        refuse_unknown_settings(config, COLOURS, OPTIONS)

    def setup(self, config: GameConfig, table: Table) -> WondrousState:
        return setup.new_state(config, self.cat, table)

    def play_turn(self, state: WondrousState, table: Table) -> Turn:
        return flow.play_turn(Ctx(state, table, self.cat))

    def turn_count(self, state: WondrousState) -> int:
        """Turns finished so far (setup decisions are not turns); `state.turn` numbers the
        turn under way, which is the last one once the game is over."""
        return state.turn if state.phase == "over" else max(0, state.turn - 1)

    def is_over(self, state: WondrousState) -> bool:
        return state.phase == "over"

    def result(self, state: WondrousState) -> Result:
        return scoring.result(Ctx(state, _quiet_table(), self.cat))

    def view(self, state: WondrousState, seat: int) -> WondrousView:
        return seat_view(Ctx(state, _quiet_table(), self.cat), seat, WondrousView, PlayerView)

    def invariants(self, state: WondrousState) -> list[str]:
        return check(Ctx(state, _quiet_table(), self.cat))

    def sample_hidden(self, state: WondrousState, viewer: int, rng: Rng) -> None:
        """Deal again what `viewer` cannot see, from pools that depend only on its view
        (engine.wondrous.hidden)."""
        hidden.sample_hidden(self.cat, state, viewer, rng)

    def vary_hidden(self, state: WondrousState, viewer: int, rng: Rng) -> None:
        """Shuffle the deck, the pouch, the tile stack, the face-down time tokens and each
        module's face-down piles, and swap other players' hand cards with deck cards."""
        rng.shuffle(state.deck)
        rng.shuffle(state.pouch)
        rng.shuffle(state.tile_stack)
        spaces = sorted(state.time_tokens)
        marks = [state.time_tokens[s] for s in spaces]
        rng.shuffle(marks)
        state.time_tokens = dict(zip(spaces, marks, strict=True))
        for unseen in modules.unseen(state):
            for pile in unseen.piles(state):
                rng.shuffle(pile)
        for p in state.players:
            if p.seat == viewer:
                continue
            _swap_with_deck(state, p.hand, rng)
            if p.captain == 0:
                rng.shuffle(p.captain_offer)
        if state.solo is not None:  # Tingent's deck and every face-down creature card
            rng.shuffle(state.solo.deck)
            _swap_with_deck(state, state.solo.face_down, rng)
            hazed = state.solo.hazed
            slots = sorted(hazed)
            cards = [hazed[s] for s in slots]
            _swap_with_deck(state, cards, rng)
            state.solo.hazed = dict(zip(slots, cards, strict=True))


def _swap_with_deck(state: WondrousState, cards: list[int], rng: Rng) -> None:
    """Swap each hidden card with a random deck card (in place)."""
    for i in range(len(cards)):
        if state.deck:
            j = rng.below(len(state.deck))
            cards[i], state.deck[j] = state.deck[j], cards[i]


def _quiet_table() -> Table:
    return Table(GameConfig(game="wondrous", seats=(Seat(name="-", colour="-"),), seed=0))
