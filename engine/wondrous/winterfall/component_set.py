"""Winterfall's component set (engine.wondrous.component_sets): the files of its folder
(assets/wondrous/winterfall/), kept pickled until a game first reads them, and what they add
to a game with Winterfall: its cards, captains, achievements, icons, tiles and time tracks
beside the base game's, the Spirits and their eggs, the achievements set out, its time track
pieces over the printed one and their events. `winterfall_parts(comps)` reads its part typed.

Its models are imported only when its files are checked or its part is first read: a base
game's start never imports them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.core.records import Record
from engine.wondrous.component_sets import ComponentSet, register
from engine.wondrous.components import Achievement
from engine.wondrous.winterfall.names import WINTERFALL, WINTERFALL_SPECIES

if TYPE_CHECKING:  # imported with the Winterfall components, when a game first reads them
    from engine.wondrous.winterfall.asset_files import Winterfall

__all__ = ["COMPONENT_SET", "WINTERFALL", "WINTERFALL_SPECIES", "winterfall_parts"]

NAMES = ("creatures", "abilities", "captains", "achievements", "cards", "tiles", "icons",
         "tracks", "tingent", "components")
FOLDER = "winterfall/"


def _models() -> Mapping[str, type[Record]]:
    from engine.wondrous.winterfall.asset_files import FILES  # lazy: start-up time

    return FILES


def _build(records: Mapping[str, Record]) -> Winterfall:
    from engine.wondrous.winterfall.asset_files import Winterfall  # lazy: start-up time

    fields: dict[str, Any] = {name.removeprefix(FOLDER).removesuffix(".yaml"): record
                              for name, record in records.items()}
    return Winterfall(**fields)


class _Checked:
    """The components as Winterfall's checks read them: the base files, its part and
    Tingent's base file (asset_checks.Components)."""

    def __init__(self, comps: Any) -> None:
        self._comps = comps
        self.winterfall = winterfall_parts(comps)
        self.tingent = comps.part("tingent")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._comps, name)


def _check(comps: Any) -> list[str]:
    from engine.wondrous.winterfall.asset_checks import (  # lazy: start-up time
        winterfall_problems,
    )

    return winterfall_problems(_Checked(comps))


def _set_out(w: Winterfall, base: Mapping[str, Achievement]) -> list[Achievement]:
    """Its own achievement cards and the base cards it keeps (main 1-3)."""
    kept = w.components.leaves_the_game.achievements_kept
    return [*(base[a] for a in kept), *w.achievements.achievements]


def _track_event(w: Winterfall, track: str, space: int) -> str | None:
    found = next((t for t in w.tracks.time_tracks if t.id == track), None)
    return found.spaces[space].event if found is not None else None


def _in_game(modules: Sequence[str]) -> bool:
    return WINTERFALL in modules


def winterfall_parts(comps: Any) -> Winterfall:
    """Winterfall's part of the components (unpickled and its models imported on first
    read)."""
    part: Winterfall = comps.part(WINTERFALL)
    return part


COMPONENT_SET = register(ComponentSet(
    id=WINTERFALL,
    files=tuple(f"{FOLDER}{name}.yaml" for name in NAMES),
    models=_models,
    build=_build,
    deferred=True,
    check=_check,
    in_game=_in_game,
    creatures=lambda w: w.creatures.creatures,
    captains=lambda w: w.captains.captains,
    achievements=lambda w: w.achievements.achievements,
    specials=lambda w: w.icons.icons,
    habitat_tiles=lambda w: w.tiles.habitat_tiles,
    tracks=lambda w: w.tracks.time_tracks,
    abilities=lambda w: w.abilities.abilities,
    species=WINTERFALL_SPECIES,
    eggs=lambda w: w.components.eggs,
    set_out=_set_out,
    covering_tracks=lambda w: w.tracks.time_tracks,
    track_event=_track_event,
))
