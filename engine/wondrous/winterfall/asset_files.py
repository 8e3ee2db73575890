"""Winterfall's asset files (assets/wondrous/winterfall/): each file's model and the part of
the components they make. The loader (engine.wondrous.loading) checks them beside the base
files and keeps this part deferred, so a base game's start never imports this module."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.records import Record
from engine.wondrous.components import AbilitiesFile, AchievementsFile, CreaturesFile
from engine.wondrous.winterfall import components as wc

#: Winterfall's files, by their name under the asset folder, with their models
FILES: dict[str, type[Record]] = {
    "winterfall/creatures.yaml": CreaturesFile,
    "winterfall/abilities.yaml": AbilitiesFile,
    "winterfall/captains.yaml": wc.CaptainsFile,
    "winterfall/achievements.yaml": AchievementsFile,
    "winterfall/cards.yaml": wc.CardsFile,
    "winterfall/tiles.yaml": wc.TilesFile,
    "winterfall/icons.yaml": wc.IconsFile,
    "winterfall/tracks.yaml": wc.TracksFile,
    "winterfall/tingent.yaml": wc.TingentFile,
    "winterfall/components.yaml": wc.ComponentsFile,
}


@dataclass(frozen=True)
class Winterfall:
    """The Winterfall expansion's components (assets/wondrous/winterfall/)."""

    creatures: CreaturesFile
    abilities: AbilitiesFile
    captains: wc.CaptainsFile
    achievements: AchievementsFile
    cards: wc.CardsFile
    tiles: wc.TilesFile
    icons: wc.IconsFile
    tracks: wc.TracksFile
    tingent: wc.TingentFile
    components: wc.ComponentsFile
