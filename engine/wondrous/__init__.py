"""Wondrous Creatures: the base game's rules by layer (state, components and their checks,
the board, cards, gains, placement, the turn's flow, scoring, views), its effects
(effects/), the module registry the expansion and the solo mode plug into (modules.py), the
solo mode against Tingent and its scenarios (solo/) and the Winterfall expansion
(winterfall/). rules.py is the one place that imports them all."""
