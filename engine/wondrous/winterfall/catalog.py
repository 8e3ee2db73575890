"""Winterfall's lookups into its components (its part: component_set.winterfall_parts),
each made on first use and kept with the catalog: its creatures, captains, cards, time
tracks, wild habitat tiles and aurora tiles by id."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from engine.wondrous.components import Ability, Creature
from engine.wondrous.ctx import Catalog
from engine.wondrous.winterfall.component_set import winterfall_parts

if TYPE_CHECKING:  # imported with the Winterfall components, when a game first reads them
    from engine.wondrous.winterfall.components import (
        WildHabitatTile,
        WinterfallCaptain,
        WinterfallCard,
        WinterfallTimeTrack,
    )


#: the keys of its lookups in `Catalog.made` (a test may put its own there)
CREATURES = "winterfall creatures"
CAPTAINS = "winterfall captains"
WILD_HABITAT_TILES = "winterfall wild habitat tiles"
TRACKS = "winterfall tracks"
AURORA_TILES = "winterfall aurora tiles"
CARDS = "winterfall cards"


class AuroraTile(Protocol):
    """An aurora tile as the rules read it: its effect by registered name with its
    parameters, and how many token slots it has."""

    @property
    def id(self) -> int: ...
    @property
    def effect(self) -> Ability: ...
    @property
    def slots(self) -> int: ...
    @property
    def text(self) -> str: ...


@dataclass(frozen=True)
class PlacedAurora:
    """An aurora tile with its effect looked up (the data names the effect by id)."""

    id: int
    effect: Ability
    slots: int
    text: str


def winter_creatures(cat: Catalog) -> dict[int, Creature]:
    return cat.kept(CREATURES, lambda: {
        c.number: c for c in winterfall_parts(cat.comps).creatures.creatures})


def winter_captains(cat: Catalog) -> dict[int, WinterfallCaptain]:
    return cat.kept(CAPTAINS, lambda: {
        c.number: c for c in winterfall_parts(cat.comps).captains.captains})


def wild_habitat_tiles(cat: Catalog) -> list[WildHabitatTile]:
    """The wild habitat tiles (a prelude card lays two of them)."""
    return cat.kept(WILD_HABITAT_TILES,
                    lambda: list(winterfall_parts(cat.comps).tiles.wild_habitat_tiles))


def winter_tracks(cat: Catalog) -> dict[str, WinterfallTimeTrack]:
    """The Winterfall time tracks, whose spaces may hold an event."""
    return cat.kept(TRACKS, lambda: {
        t.id: t for t in winterfall_parts(cat.comps).tracks.time_tracks})


def aurora_tiles(cat: Catalog) -> dict[int, AuroraTile]:
    """The aurora tiles by id, each with its effect."""
    def make() -> dict[int, AuroraTile]:
        tiles = winterfall_parts(cat.comps).tiles
        effects = {e.id: e for e in tiles.aurora_effects}
        return {t.id: PlacedAurora(t.id, effects[t.effect].effect, t.slots,
                                   effects[t.effect].text)
                for t in tiles.aurora_tiles}
    return cat.kept(AURORA_TILES, make)


def winter_cards(cat: Catalog) -> dict[int, WinterfallCard]:
    return cat.kept(CARDS, lambda: {
        c.number: c for c in winterfall_parts(cat.comps).cards.cards})
