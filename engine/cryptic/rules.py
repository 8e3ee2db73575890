"""Cryptic Nature on the engine core's contract."""

from __future__ import annotations

from functools import cache, cached_property
from pathlib import Path
from typing import Any

from engine.core import GameConfig, Result, Rng, Seat, Table, Turn
from engine.core.assets import asset_root
from engine.core.checked_cache import remembered
from engine.core.config import refuse_unknown_settings
from engine.core.editions import kept
from engine.core.records import digest
from engine.cryptic import flow, registered, scoring, setup  # noqa: F401 (registered: the modules)
from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.hidden import deal_again
from engine.cryptic.invariants import check
from engine.cryptic.modules import chosen
from engine.cryptic.parts.catalog import CODE, GAME, load_catalog, resolve_folder
from engine.cryptic.parts.catalog import FILES as CATALOG_FILES
from engine.cryptic.parts.table import FILES as PART_FILES
from engine.cryptic.parts.table import load_table_parts
from engine.cryptic.registered import CrypticView, PlayerView
from engine.cryptic.state import OVER, CrypticState
from engine.cryptic.view import view

COLOURS = ("orange", "white", "blue", "purple")  # the four player colours of the box


def load_data(root: Any = None) -> Data:
    """The checked components of `root` (default: the current asset root), kept checked
    between starts and once per process."""
    return _remembered(resolve_folder(root if root is not None else asset_root()).resolve())


@cache
def _remembered(folder: Path) -> Data:
    files = [folder / name for name in (*CATALOG_FILES, *PART_FILES)]
    return remembered(GAME, folder, files, CODE,
                      lambda: Data(load_catalog(folder), load_table_parts(folder)), Data)


@cache
def _editions(root: Path) -> list[CrypticRules]:
    return kept(root / GAME, [*CATALOG_FILES, *PART_FILES],
                lambda found: CrypticRules(load_data(found)))


class CrypticRules:
    game_id = "cryptic"
    title = "Cryptic Nature"
    rules_version = 4  # 2: solo against the Poacher; 3: returned bids placed at once,
    # passing the top space, each bonus rumor its own token, the bag refilled once empty,
    # Lagopus and Zitiron on 1-2 tiles; 4: the Poacher renews the market even with nothing
    # to take, a power's assistant move may stay, a roll asked first, steady option lists

    def __init__(self, data: Data | None = None) -> None:
        self.data = data or load_data()

    @cached_property
    def components(self) -> str:
        return digest(self.data)

    def editions(self) -> list[CrypticRules]:
        """The rules with each older edition of the components kept (engine.core.editions),
        for saves played before a balance change."""
        return _editions(asset_root())

    def validate(self, config: GameConfig) -> None:
        setup.validate(config, self.data)
        colours = (*COLOURS, *(c for m in chosen(config) for c in m.colours))
        refuse_unknown_settings(config, colours, {})  # no options

    def setup(self, config: GameConfig, table: Table) -> CrypticState:
        return setup.new_state(config, self.data, table)

    def play_turn(self, state: CrypticState, table: Table) -> Turn:
        return flow.play_turn(Ctx(state, table, self.data))

    def turn_count(self, state: CrypticState) -> int:
        """Player turns finished, both phases (setup decisions are not turns)."""
        return state.turns

    def is_over(self, state: CrypticState) -> bool:
        return state.phase == OVER

    def result(self, state: CrypticState) -> Result:
        return scoring.result(self._ctx(state))

    def view(self, state: CrypticState, seat: int) -> CrypticView:
        return view(self._ctx(state), seat, CrypticView, PlayerView)

    def invariants(self, state: CrypticState) -> list[str]:
        return check(self._ctx(state))

    def sample_hidden(self, state: CrypticState, viewer: int, rng: Rng) -> None:
        """Deal again what `viewer` cannot see, from sorted pools: the outcome follows only
        their view and `rng` (a bot's sampled world)."""
        deal_again(self._ctx(state), viewer, rng)

    def vary_hidden(self, state: CrypticState, viewer: int, rng: Rng) -> None:
        """Re-deal what nobody may see: the bag with the runaways' face-down tokens, the
        decks, the request pile, the face-down Wolpertinger tokens, and other players'
        contracts with the contract pile (solo: the Poacher's deck instead)."""
        deal_again(self._ctx(state), viewer, rng)

    def _ctx(self, state: CrypticState) -> Ctx:
        return Ctx(state, _QUIET, self.data)


# A table for reading (views, scores, invariants): nothing it records is kept.
_QUIET = Table(GameConfig(game="cryptic", seats=(Seat(name="-", colour="-"),), seed=0))
