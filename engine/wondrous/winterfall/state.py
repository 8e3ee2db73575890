"""Winterfall's records on the game state: the table's (`WondrousState.winterfall`) and each
player's (`PlayerState.winterfall`), both None in a game without Winterfall (played.py reads
them). Hashed as loose fields of their holders, as before they were records."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.hashing import UNSET_UNHASHED

# as in engine.wondrous.state, which names these records' types (so this file cannot
# import it): a field unset leaves the hash as it was; a hex by (row, col)
MODULE_FIELD = {UNSET_UNHASHED: True}
Coord = tuple[int, int]


@dataclass
class AuroraOnMap:
    """An aurora tile lying on a habitat (Winterfall), with the tokens left on it."""

    tile: int
    tokens: int


@dataclass
class WinterfallSeat:
    """A player's part of Winterfall (only in a game it is played in)."""

    snowflakes: int = field(default=0, metadata=MODULE_FIELD)  # a big one is 5


@dataclass
class WinterfallState:
    """The Winterfall expansion's state: everything it lays on the table beside the base
    game (only in a game it is played in; every field at its default to start)."""

    #: the snowflakes on each Wilderness slot's snowfield (empty: no snowfields), the
    #: habitats under a blizzard (sorted), the aurora tiles on habitats and their discard
    snowfields: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    blizzards: list[Coord] = field(default_factory=list, metadata=MODULE_FIELD)
    auroras: dict[Coord, AuroraOnMap] = field(default_factory=dict, metadata=MODULE_FIELD)
    aurora_discard: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    #: the Winterfall cards (drawn from the end), their face-up discard pile (top last) and
    #: the card being applied (0: none); the aurora tile stack (drawn from the end) and the
    #: two tiles a player holds during an aurora event; the prelude card set up with; the
    #: species tokens on the species projects, left to right
    winter_deck: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    winter_discard: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    winter_card: int = field(default=0, metadata=MODULE_FIELD)
    aurora_stack: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    aurora_drawn: list[int] = field(default_factory=list, metadata=MODULE_FIELD)
    prelude: int = field(default=0, metadata=MODULE_FIELD)
    project_species: list[str] = field(default_factory=list, metadata=MODULE_FIELD)
