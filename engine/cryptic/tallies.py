"""What each seat took in a finished Cryptic Nature game, for `cryptic balance`
(engine.core.balance_runs): the cryptids it found and those it settled, the two contracts
dealt to it, the requests it fulfilled, the skills it learned and the terrain tiles it
placed in the sanctuary (read from the events: the sanctuary keeps where a tile lies, not
who placed it)."""

from __future__ import annotations

from typing import Any

from engine.core.balance_runs import GameTally
from engine.core.game import Game
from engine.cryptic.ctx import Data
from engine.cryptic.state import CrypticState

FOUND = "cryptid found"
SETTLED = "cryptid settled"
CONTRACT = "contract"
REQUEST = "request"
SKILL = "skill"
TILE = "terrain tile"
LEVELS = {1: "I", 2: "II", 3: "III"}


def cryptid_name(data: Data, name: str) -> str:
    """A cryptid with its level, so that the report shows how each level does."""
    return f"{name} ({LEVELS[data.cryptids[name].level]})"


def tally(game: Game[Any]) -> GameTally:
    """The tally hook of `cryptic balance`: reads the finished game."""
    state: CrypticState = game.state
    data: Data = game.rules.data  # type: ignore[attr-defined]
    seats: list[dict[str, list[str]]] = [{
        FOUND: [cryptid_name(data, k) for k in p.found],
        SETTLED: [cryptid_name(data, k) for k in p.settled],
        CONTRACT: list(p.contracts),
        REQUEST: [r.id for r in p.requests],
        SKILL: sorted(p.skills),
        TILE: [],
    } for p in state.players]
    for event in game.events:
        if event.kind == "construction" and event.seat is not None and "tile" in event.payload:
            seats[event.seat][TILE].append(event.payload["tile"])
    cryptids = [cryptid_name(data, k.name) for k in data.cat.cryptids.cryptids]
    pool = {
        FOUND: cryptids,
        SETTLED: cryptids,
        CONTRACT: [c.id for c in data.cat.contracts.contracts],
        REQUEST: [r.id for r in data.cat.contracts.requests],
        SKILL: sorted(data.skills),
        TILE: [t.id for t in data.parts.terrain_tiles.tiles],
    }
    return GameTally(seats, state.round, pool)
