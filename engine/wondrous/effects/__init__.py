"""The base game's effect functions, registered by name on import (see
engine.wondrous.registry); Winterfall's are in engine.wondrous.winterfall.effects."""

from engine.wondrous.effects import (  # noqa: F401
    captains,
    common,
    continuous,
    energy,
    instant,
    recharge,
)
