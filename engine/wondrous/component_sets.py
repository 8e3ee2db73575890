"""Component sets: the component files a module brings (Winterfall's folder, Tingent's
cards) and what they add to the base game's lists, so the loader (loading.py) and the
catalog (ctx.py) never name a module. A module's set is a `ComponentSet` record in `SETS`;
`registered` registers them all and the loader imports it, so a set is known wherever the
components are loaded.

A set's models are imported only to check its files (`models`), and a set may be kept
pickled until first read (`deferred`): a base game's start neither imports nor unpickles
what only a module reads. Its part of the components is one record (`build` makes it from
its files' records), which its module reads typed through its own accessor.

What a set adds to the catalog reads its part, and only for a game it is in (`in_game`,
from the game's module ids): its creature cards, captains, achievements, special effect
icons, habitat tiles, time tracks and creature abilities (looked up by id beside the base
game's), the species it adds, its eggs, the achievements set out with it, the time tracks
that cover the printed one, and the events on their spaces."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from engine.core.records import Frozen, Record
from engine.wondrous.components import (
    AbilityDef,
    Achievement,
    Captain,
    Creature,
    HabitatTile,
    SpecialEffect,
    Species,
    TimeTrack,
)

Part = Any  # a set's part of the components: its own record, read by its module


def _nothing(_part: Part) -> Iterable[Any]:
    return ()


class ComponentSet(Frozen):
    """A module's component files and what they add to a game it is in (see the module
    docstring). Every hook gets the set's part of the components."""

    id: str  # the part's key in Components.parts
    files: tuple[str, ...]  # its files' names under the game's asset folder
    models: Callable[[], Mapping[str, type[Record]]]  # each file's model (imported to check)
    build: Callable[[Mapping[str, Record]], Part]  # its part, from its files' records
    deferred: bool = False  # kept pickled until first read
    #: (the components) -> the problems its cross checks find
    check: Callable[[Any], list[str]] | None = None
    #: components.yaml count keys it checks against its files: key -> (part) -> the count
    counts: Mapping[str, Callable[[Part], int]] | None = None
    in_game: Callable[[Sequence[str]], bool] = lambda _modules: False
    creatures: Callable[[Part], Iterable[Creature]] = _nothing
    captains: Callable[[Part], Iterable[Captain]] = _nothing
    achievements: Callable[[Part], Iterable[Achievement]] = _nothing
    specials: Callable[[Part], Iterable[SpecialEffect]] = _nothing
    habitat_tiles: Callable[[Part], Iterable[HabitatTile]] = _nothing
    tracks: Callable[[Part], Iterable[TimeTrack]] = _nothing
    abilities: Callable[[Part], Iterable[AbilityDef]] = _nothing
    species: tuple[Species, ...] | None = None  # a game's species with it (None: the base's)
    eggs: Callable[[Part], Mapping[Species, int]] | None = None  # eggs it adds, by species
    #: the achievement cards set out with it: (its part, the base cards by id)
    set_out: Callable[[Part, Mapping[str, Achievement]], list[Achievement]] | None = None
    #: the time tracks that cover the printed one in a game with it
    covering_tracks: Callable[[Part], Iterable[TimeTrack]] | None = None
    #: the event icon at the bottom of a space of one of its tracks: (part, track, space)
    track_event: Callable[[Part, str, int], str | None] | None = None


SETS: list[ComponentSet] = []


def register(component_set: ComponentSet) -> ComponentSet:
    if any(s.id == component_set.id for s in SETS):
        raise ValueError(f"component set {component_set.id!r} registered twice")
    SETS.append(component_set)
    return component_set


def in_game(modules: Sequence[str]) -> list[ComponentSet]:
    """The sets of a game with these modules."""
    return [s for s in SETS if s.in_game(modules)]


def all_files() -> tuple[str, ...]:
    """Every set's files, in registration order."""
    return tuple(name for s in SETS for name in s.files)
