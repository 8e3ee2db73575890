"""What each seat took in a finished Wondrous game, for `wondrous balance`
(engine.core.balance_runs): the creatures in its reserve, its captain, the achievements it
completed and the habitat tiles it laid by Discovery (read from the events: the map keeps
where a tile lies, not who laid it). Names lead with the card's number so that they sort
as the catalog does."""

from __future__ import annotations

import math
from typing import Any

from engine.core.balance_runs import GameTally
from engine.core.game import Game
from engine.wondrous.ctx import Catalog
from engine.wondrous.state import WondrousState

CREATURE = "creature"
CAPTAIN = "captain"
ACHIEVEMENT = "achievement"
TILE = "habitat tile"


def creature_name(cat: Catalog, number: int) -> str:
    return f"{number:03d} {cat.creature(number).name}"


def captain_name(cat: Catalog, number: int) -> str:
    return f"{number:02d} {cat.captain(number).name}"


def achievement_name(cat: Catalog, ach_id: str) -> str:
    name = cat.achievement(ach_id).name
    return f"{ach_id} {name}" if name else ach_id


def tile_name(cat: Catalog, tile_id: int) -> str:
    tile = cat.tile(tile_id)
    return f"{tile_id:02d} {tile.habitat} ({tile.special})"


def tally(game: Game[Any]) -> GameTally:
    """The tally hook of `wondrous balance`: reads the finished game."""
    state: WondrousState = game.state
    cat: Catalog = game.rules.cat  # type: ignore[attr-defined]
    seats: list[dict[str, list[str]]] = [{
        CREATURE: [creature_name(cat, card.number) for card in p.reserve],
        CAPTAIN: [captain_name(cat, p.captain)] if p.captain else [],
        ACHIEVEMENT: [achievement_name(cat, a) for a in p.achievements],
        TILE: [],
    } for p in state.players]
    for event in game.events:
        if event.kind == "discovery" and event.seat is not None and "tile" in event.payload:
            seats[event.seat][TILE].append(tile_name(cat, event.payload["tile"]))
    modules = state.modules
    pool = {
        CREATURE: [creature_name(cat, n) for n in cat.creatures_in(modules)],
        CAPTAIN: [captain_name(cat, n) for n in cat.captains_in(modules)],
        ACHIEVEMENT: [achievement_name(cat, a.id) for a in state.achievements],
        TILE: [tile_name(cat, t) for t in cat.tiles_in(modules)],
    }
    rounds = math.ceil(game.rules.turn_count(state) / len(state.players))
    return GameTally(seats, rounds, pool)
