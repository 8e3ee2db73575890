"""Cryptic Nature on the engine core's contract."""

from __future__ import annotations

from typing import Any

from engine.core import GameConfig, Result, Rng, Seat, Table, Turn
from engine.core.assets import asset_root
from engine.cryptic import flow, scoring, setup
from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.invariants import check
from engine.cryptic.loading import load_catalog, resolve_folder
from engine.cryptic.state import OVER, CrypticState
from engine.cryptic.table_parts import load_table_parts
from engine.cryptic.view import view


def load_data(root: Any = None) -> Data:
    folder = resolve_folder(root if root is not None else asset_root())
    return Data(load_catalog(folder), load_table_parts(folder))


class CrypticRules:
    game_id = "cryptic"
    title = "Cryptic Nature"
    rules_version = 2  # 2: solo against the Poacher

    def __init__(self, data: Data | None = None) -> None:
        self.data = data or load_data()

    def validate(self, config: GameConfig) -> None:
        setup.validate(config, self.data)

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

    def view(self, state: CrypticState, seat: int) -> dict[str, Any]:
        return view(self._ctx(state), seat)

    def invariants(self, state: CrypticState) -> list[str]:
        return check(self._ctx(state))

    def vary_hidden(self, state: CrypticState, viewer: int, rng: Rng) -> None:
        """Shuffle the bag, the decks, the contract and request piles and the face-down
        Wolpertinger tokens, and swap other players' contracts with the contract pile (solo:
        shuffle the Poacher's deck instead)."""
        rng.shuffle(state.bag)
        for deck in state.decks.values():
            rng.shuffle(deck)
        rng.shuffle(state.request_pile)
        cities = sorted(state.wolpertinger)
        faces = [state.wolpertinger[c] for c in cities]
        rng.shuffle(faces)
        state.wolpertinger = dict(zip(cities, faces, strict=True))
        if state.poacher is not None:  # his deck; your contracts lie face up
            rng.shuffle(state.poacher.deck)
            return
        pile = state.contract_deck
        for p in state.players:
            if p.seat == viewer or not pile:
                continue
            for i in range(len(p.contracts)):
                j = rng.below(len(pile))
                p.contracts[i], pile[j] = pile[j], p.contracts[i]

    def _ctx(self, state: CrypticState) -> Ctx:
        return Ctx(state, _QUIET, self.data)


# A table for reading (views, scores, invariants): nothing it records is kept.
_QUIET = Table(GameConfig(game="cryptic", seats=(Seat(name="-", colour="-"),), seed=0))
