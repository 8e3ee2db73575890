"""What every Wondrous rule function gets: the core step context (state, table, `ask`)
plus the components and lookups into them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from engine.core import Table
from engine.core.steps import Step, StepContext
from engine.wondrous.board import Island, hex_map, island_of, overlaid, spots_on
from engine.wondrous.component_sets import SETS, ComponentSet, Part, in_game
from engine.wondrous.components import (
    SPECIES,
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

__all__ = ["Catalog", "Ctx", "Step", "catalog"]  # Step: the core's

K = TypeVar("K")
V = TypeVar("V")
T = TypeVar("T")


class WithSets(Mapping[K, V], Generic[K, V]):
    """Entries of the base game and of the component sets by id (the ids differ between
    the sets), base first. The sets' are read only for an id the base game lacks, or to go
    through them all, so that a base game never loads them."""

    def __init__(self, base: Iterable[V], sets: Callable[[], Iterable[V]]) -> None:
        self._base: dict[K, V] = {entry.id: entry for entry in base}  # type: ignore[attr-defined]
        self._sets = sets
        self._both: dict[K, V] | None = None

    def _all(self) -> dict[K, V]:
        if self._both is None:
            added = {entry.id: entry for entry in self._sets()}  # type: ignore[attr-defined]
            self._both = {**self._base, **added}
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


class ByNumber(dict[int, V]):
    """Cards by number, the base game's first; a component set's are added on the first
    number the base lacks, so a base game never loads them. A plain dict otherwise: a game
    looks cards up very often, and the dict's own item getter is the quickest way."""

    def __init__(self, base: Iterable[V], sets: Callable[[], Iterable[V]]) -> None:
        super().__init__((entry.number, entry) for entry in base)  # type: ignore[attr-defined]
        self._sets: Callable[[], Iterable[V]] | None = sets

    def __missing__(self, number: int) -> V:
        if self._sets is None:
            raise KeyError(number)
        for entry in self._sets():  # two threads may both add them: the same entries
            self.setdefault(entry.number, entry)  # type: ignore[attr-defined]
        self._sets = None  # only once they are all in
        return self[number]


class Catalog:
    """Fast lookups into the static components (built once per Components). The component
    sets' entries are made on first use: a base game never reads them (nor unpickles a
    deferred set's part, nor imports its models). A module reads its own lists through its
    accessors, kept here once made (`kept`, in `made` by key)."""

    def __init__(self, comps: Components) -> None:
        self.comps = comps
        #: the base game's creatures and captains; the sets' are read on first use (a game
        #: looks cards up with `creature` and `captain`, whichever set they are from)
        self.creatures: dict[int, Creature] = {c.number: c for c in comps.creatures.creatures}
        self.captains: dict[int, Captain] = {c.number: c for c in comps.captains.captains}
        #: every set's cards by number (a set's read on first use), and their lookups
        self.all_creatures = ByNumber(self.creatures.values(),
                                      lambda: self._from_sets(lambda s: s.creatures))
        self.all_captains = ByNumber(self.captains.values(),
                                     lambda: self._from_sets(lambda s: s.captains))
        self.creature: Callable[[int], Creature] = self.all_creatures.__getitem__
        self.captain: Callable[[int], Captain] = self.all_captains.__getitem__
        #: achievements, special effect icons, habitat tiles and time tracks of every set
        #: by id (the ids differ between the sets); a game's own are the `*_in` lookups
        self.achievements: Mapping[str, Achievement] = WithSets(
            comps.achievements.achievements, lambda: self._from_sets(lambda s: s.achievements))
        self.specials: Mapping[str, SpecialEffect] = WithSets(
            comps.special_effects.icons, lambda: self._from_sets(lambda s: s.specials))
        self.tiles: Mapping[int, HabitatTile] = WithSets(
            comps.habitat_tiles.tiles, lambda: self._from_sets(lambda s: s.habitat_tiles))
        self.tracks: Mapping[str, TimeTrack] = WithSets(
            comps.tracks.time_tracks, lambda: self._from_sets(lambda s: s.tracks))
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
        self.map_texts: dict[object, Any] = {}  # spot_options.SpotOptions, per map
        self.near_texts: dict[object, str] = {}  # spot_options: under what a rim holds
        self.card_labels: dict[int, str] = {}  # cards.card_label
        self.claimable: dict[object, bool] = {}  # achieve.can_achieve
        self.made: dict[str, Any] = {}  # the modules' lookups, by key (`kept`)

    def kept(self, key: str, make: Callable[[], T]) -> T:
        """A lookup a module makes from its part once, kept with the catalog (`key` names
        it, the module's id first)."""
        if key not in self.made:
            self.made[key] = make()
        found: T = self.made[key]
        return found

    def part(self, s: ComponentSet) -> Part:
        return self.comps.part(s.id)

    def _from_sets(self, entries: Callable[[ComponentSet], Callable[[Part], Iterable[V]]],
                   sets: Iterable[ComponentSet] | None = None) -> list[V]:
        """Each set's entries (its hook `entries` names), in registration order."""
        return [e for s in (SETS if sets is None else sets) for e in entries(s)(self.part(s))]

    def achievement(self, ach_id: str) -> Achievement:
        return self.achievements[ach_id]

    def special(self, icon: str) -> SpecialEffect:
        return self.specials[icon]

    def tile(self, number: int) -> HabitatTile:
        return self.tiles[number]

    def creatures_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The creature cards of a game with these modules (a set adds its own)."""
        added = self._from_sets(lambda s: s.creatures, in_game(modules))
        return sorted([*self.creatures, *(c.number for c in added)])

    def captains_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The captain boards of a game with these modules (a set adds its own)."""
        added = self._from_sets(lambda s: s.captains, in_game(modules))
        return sorted([*self.captains, *(c.number for c in added)])

    def species_in(self, modules: list[str] | tuple[str, ...]) -> tuple[Species, ...]:
        """The species of a game with these modules (a set may add some)."""
        return next((s.species for s in in_game(modules) if s.species is not None), SPECIES)

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
        """The achievement cards a game may set out: a set may choose them (its own and
        the base cards it keeps)."""
        for s in in_game(modules):
            if s.set_out is not None:
                return s.set_out(self.part(s), self.achievements)
        return list(self.comps.achievements.achievements)

    def eggs_in(self, modules: list[str] | tuple[str, ...]) -> dict[Species, int]:
        """Every egg of a game, by species (a set may add eggs)."""
        eggs = dict(self.comps.components.eggs)
        for s in in_game(modules):
            if s.eggs is not None:
                eggs.update(s.eggs(self.part(s)))
        return eggs

    def tiles_in(self, modules: list[str] | tuple[str, ...]) -> list[int]:
        """The habitat tiles of a game (a set may add some)."""
        added = self._from_sets(lambda s: s.habitat_tiles, in_game(modules))
        return sorted([*(t.id for t in self.comps.habitat_tiles.tiles), *(t.id for t in added)])

    def track_for(self, players: int, modules: list[str] | tuple[str, ...] = ()) -> TimeTrack:
        """The time track for the player count (a set's pieces may cover the printed one)."""
        tracks: Iterable[TimeTrack] = self.comps.tracks.time_tracks
        for s in in_game(modules):
            if s.covering_tracks is not None:
                tracks = s.covering_tracks(self.part(s))
        return next(t for t in tracks if players in t.players)

    def track_event(self, track: str, space: int) -> str | None:
        """The event icon at the bottom of a time track space (a set's track), or None."""
        for s in SETS:
            if s.track_event is not None:
                found = s.track_event(self.part(s), track, space)
                if found is not None:
                    return found
        return None


_CATALOGS: dict[int, Catalog] = {}


def catalog(comps: Components) -> Catalog:
    found = _CATALOGS.get(id(comps))
    if found is None or found.comps is not comps:
        found = _CATALOGS[id(comps)] = Catalog(comps)
    return found


class Ctx(StepContext[WondrousState]):
    #: a creature card by number (the catalog's own lookup: rules ask it very often)
    card: Callable[[int], Creature]

    def __init__(self, state: WondrousState, table: Table, cat: Catalog) -> None:
        super().__init__(state, table)
        self.cat = cat
        self.card = cat.creature
        # Wilderness cards a seat is paying for: picked up, so out of every other reach
        # (a reward taking a Wilderness card, a sweep) until they reach the reserve
        self.held: set[int] = set()
        # recharge cards whose abilities are going on, innermost last (none fires again
        # inside its own ability: recharge.activate_recharge_cards)
        self.firing: list[int] = []

    # -- lookups -------------------------------------------------------------------------

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
        """The species of this game (a module's set may add some)."""
        return self.cat.species_in(self.state.modules)

    @property
    def track(self) -> TimeTrack:
        return self.cat.tracks[self.state.track]

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def limit(self, key: str) -> int:
        return self.cat.limits[key]
