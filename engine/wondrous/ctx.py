"""What every Wondrous rule function gets: the core step context (state, table, `ask`)
plus the components and lookups into them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from engine.core import Table
from engine.core.steps import Step, StepContext
from engine.wondrous.board import Island, hex_map, island_of, overlaid, spots_on
from engine.wondrous.components import (
    SPECIES,
    WINTERFALL_SPECIES,
    Ability,
    Achievement,
    Captain,
    Creature,
    HabitatTile,
    Hex,
    SpecialEffect,
    Species,
    TimeTrack,
)
from engine.wondrous.loading import Components
from engine.wondrous.state import Coord, PlayerState, WondrousState

if TYPE_CHECKING:  # imported with the Winterfall components, when a game first reads them
    from engine.wondrous.winterfall.asset_files import Winterfall
    from engine.wondrous.winterfall.components import (
        WildHabitatTile,
        WinterfallCaptain,
        WinterfallCard,
        WinterfallTimeTrack,
    )

__all__ = ["WINTERFALL", "AuroraTile", "Catalog", "Ctx", "Step", "catalog"]  # Step: the core's

#: the module id of the Winterfall expansion (GameConfig.modules)
WINTERFALL = "winterfall"


class AuroraTile(Protocol):
    """An aurora tile as the rules read it (Winterfall): its effect by registered name with
    its parameters, and how many token slots it has."""

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


K = TypeVar("K")
V = TypeVar("V")


class BothSets(Mapping[K, V], Generic[K, V]):
    """Entries of the base game and of Winterfall by id (the ids differ between the sets),
    base first. Winterfall's are read only for an id the base game lacks, or to go through
    them all, so that a base game never loads them."""

    def __init__(self, base: Iterable[V], winter: Callable[[], Iterable[V]]) -> None:
        self._base: dict[K, V] = {entry.id: entry for entry in base}  # type: ignore[attr-defined]
        self._winter = winter
        self._both: dict[K, V] | None = None

    def _all(self) -> dict[K, V]:
        if self._both is None:
            winter = {entry.id: entry for entry in self._winter()}  # type: ignore[attr-defined]
            self._both = {**self._base, **winter}
        return self._both

    def __getitem__(self, key: K) -> V:
        found = self._base.get(key)
        return found if found is not None else self._all()[key]

    def __contains__(self, key: object) -> bool:
        return key in self._base or key in self._all()

    def __iter__(self) -> Iterator[K]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


class Catalog:
    """Fast lookups into the static components (built once per Components). Winterfall's
    are made on first use: a base game never reads them (nor unpickles that part of the
    components, nor imports its models)."""

    def __init__(self, comps: Components) -> None:
        self.comps = comps
        #: the base game's creatures and captains; Winterfall's are in `winter_*` (a game
        #: looks cards up with `creature` and `captain`, whichever set they are from)
        self.creatures: dict[int, Creature] = {c.number: c for c in comps.creatures.creatures}
        self.captains: dict[int, Captain] = {c.number: c for c in comps.captains.captains}
        #: achievements, special effect icons, habitat tiles and time tracks of both sets
        #: by id (the ids differ between the sets); a game's own are the `*_in` lookups
        self.achievements: Mapping[str, Achievement] = BothSets(
            comps.achievements.achievements, lambda: self._winter.achievements.achievements)
        self.specials: Mapping[str, SpecialEffect] = BothSets(
            comps.special_effects.icons, lambda: self._winter.icons.icons)
        self.tiles: Mapping[int, HabitatTile] = BothSets(
            comps.habitat_tiles.tiles, lambda: self._winter.tiles.habitat_tiles)
        self.tracks: Mapping[str, TimeTrack] = BothSets(
            comps.tracks.time_tracks, lambda: self._winter.tracks.time_tracks)
        self.maps: dict[str, dict[Coord, Hex]] = {
            s.side: hex_map(s) for s in comps.main_board.sides
        }
        self.markers = {m.id: m for m in comps.tracks.achievement_marker_rewards}
        self.limits = comps.components.limits
        # map geometry worked out on first use, per map as it is (a board side and its
        # overlays: a map that changes reads new geometry)
        self.islands: dict[Island, dict[Coord, Hex]] = {}
        self.spots: dict[Island, list[tuple[Coord, Coord]]] = {}  # crew spots
        self.mountain_spots: dict[Island, frozenset[tuple[Coord, Coord]]] = {}
        # a rim depends only on which hexes exist, which no overlay changes: per side
        self.rims: dict[tuple[str, tuple[Coord, ...]], tuple[Coord, ...]] = {}
        self.near_texts: dict[object, str] = {}  # spot label text under the tiles around it

    @property
    def _winter(self) -> Winterfall:
        return self.comps.winterfall

    @cached_property
    def winter_creatures(self) -> dict[int, Creature]:
        return {c.number: c for c in self._winter.creatures.creatures}

    @cached_property
    def winter_captains(self) -> dict[int, WinterfallCaptain]:
        return {c.number: c for c in self._winter.captains.captains}

    @cached_property
    def wild_habitat_tiles(self) -> list[WildHabitatTile]:
        """Winterfall's wild habitat tiles (a prelude card lays two of them)."""
        return list(self._winter.tiles.wild_habitat_tiles)

    @cached_property
    def winter_tracks(self) -> dict[str, WinterfallTimeTrack]:
        """The Winterfall time tracks, whose spaces may hold an event."""
        return {t.id: t for t in self._winter.tracks.time_tracks}

    @cached_property
    def aurora_tiles(self) -> dict[int, AuroraTile]:
        """Winterfall's aurora tiles by id, each with its effect."""
        effects = {e.id: e for e in self._winter.tiles.aurora_effects}
        return {t.id: PlacedAurora(t.id, effects[t.effect].effect, t.slots,
                                   effects[t.effect].text)
                for t in self._winter.tiles.aurora_tiles}

    @cached_property
    def winter_cards(self) -> dict[int, WinterfallCard]:
        return {c.number: c for c in self._winter.cards.cards}

    def creature(self, number: int) -> Creature:
        return self.creatures.get(number) or self.winter_creatures[number]

    def captain(self, number: int) -> Captain:
        return self.captains.get(number) or self.winter_captains[number]

    def achievement(self, ach_id: str) -> Achievement:
        return self.achievements[ach_id]

    def special(self, icon: str) -> SpecialEffect:
        return self.specials[icon]

    def tile(self, number: int) -> HabitatTile:
        return self.tiles[number]

    def creatures_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The creature cards of a game with these modules (Winterfall adds its own)."""
        winter = self.winter_creatures if WINTERFALL in modules else {}
        return sorted([*self.creatures, *winter])

    def captains_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The captain boards of a game with these modules (Winterfall adds its own)."""
        winter = self.winter_captains if WINTERFALL in modules else {}
        return sorted([*self.captains, *winter])

    def species_in(self, modules: list[str] | tuple[str, ...]) -> tuple[Species, ...]:
        """The species of a game with these modules (Winterfall adds the Spirits)."""
        return WINTERFALL_SPECIES if WINTERFALL in modules else SPECIES

    def hexes(self, island: Island) -> dict[Coord, Hex]:
        found = self.islands.get(island)
        if found is None:
            found = self.islands[island] = overlaid(self.maps[island.side], island)
        return found

    def crew_spots(self, island: Island) -> list[tuple[Coord, Coord]]:
        found = self.spots.get(island)
        if found is None:
            found = self.spots[island] = spots_on(self.hexes(island))
        return found

    def achievements_in(self, modules: list[str] | tuple[str, ...]) -> list[Achievement]:
        """The achievement cards a game may set out: with Winterfall, its own and the base
        cards it keeps (main 1-3)."""
        if WINTERFALL not in modules:
            return list(self.comps.achievements.achievements)
        kept = self.comps.winterfall.components.leaves_the_game.achievements_kept
        return [*(self.achievements[a] for a in kept),
                *self.comps.winterfall.achievements.achievements]

    def eggs_in(self, modules: list[str] | tuple[str, ...]) -> dict[Species, int]:
        """Every egg of a game, by species (Winterfall adds the Spirit eggs)."""
        winter = self.comps.winterfall.components.eggs if WINTERFALL in modules else {}
        return {**self.comps.components.eggs, **winter}

    def tiles_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The habitat tiles of a game (Winterfall adds two)."""
        winter = self.comps.winterfall.tiles.habitat_tiles if WINTERFALL in modules else []
        return sorted([*(t.id for t in self.comps.habitat_tiles.tiles), *(t.id for t in winter)])

    def track_for(self, players: int, modules: list[str] | tuple[str, ...] = ()) -> TimeTrack:
        """The time track for the player count (Winterfall's pieces cover the printed one)."""
        tracks = self.comps.tracks.time_tracks
        if WINTERFALL in modules:
            tracks = list(self.winter_tracks.values())
        return next(t for t in tracks if players in t.players)

    def track_event(self, track: str, space: int) -> str | None:
        """The event icon at the bottom of a time track space (Winterfall), or None."""
        found = self.winter_tracks.get(track)
        return found.spaces[space].event if found is not None else None


_CATALOGS: dict[int, Catalog] = {}


def catalog(comps: Components) -> Catalog:
    found = _CATALOGS.get(id(comps))
    if found is None or found.comps is not comps:
        found = _CATALOGS[id(comps)] = Catalog(comps)
    return found


class Ctx(StepContext[WondrousState]):
    def __init__(self, state: WondrousState, table: Table, cat: Catalog) -> None:
        super().__init__(state, table)
        self.cat = cat

    # -- lookups -------------------------------------------------------------------------

    def card(self, number: int) -> Creature:
        return self.cat.creature(number)

    def p(self, seat: int) -> PlayerState:
        return self.state.players[seat]

    @property
    def island(self) -> Island:
        return island_of(self.state)

    @property
    def hexes(self) -> dict[Coord, Hex]:
        """The map as it is now (read again each time: overlays may change it)."""
        return self.cat.hexes(self.island)

    @property
    def species(self) -> tuple[Species, ...]:
        """The species of this game (Winterfall adds the Spirits)."""
        return self.cat.species_in(self.state.modules)

    @property
    def track(self) -> TimeTrack:
        return self.cat.tracks[self.state.track]

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def limit(self, key: str) -> int:
        return self.cat.limits[key]
