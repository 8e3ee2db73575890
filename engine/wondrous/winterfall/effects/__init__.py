"""Winterfall's effect functions (its creature abilities, captain powers, special effect
icons, aurora tiles and Winterfall cards), registered by name on import like the base ones
(see engine.wondrous.registry)."""

from engine.wondrous.winterfall.effects import (  # noqa: F401
    captains,
    continuous,
    energy,
    events,
    icons,
    instant,
    recharge,
)
