"""Winterfall's module id and its species, below everything of Winterfall that reads them
(its component set, its checks, its rules)."""

from __future__ import annotations

from engine.wondrous.components import SPECIES, Species

#: the module id of the Winterfall expansion (GameConfig.modules)
WINTERFALL = "winterfall"
#: the species of a game with Winterfall: the base seven and the Spirits
WINTERFALL_SPECIES: tuple[Species, ...] = (*SPECIES, "spirit")
