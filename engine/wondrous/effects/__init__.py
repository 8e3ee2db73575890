"""Every effect function, registered by name on import (see engine.wondrous.registry)."""

from engine.wondrous.effects import (  # noqa: F401
    captains,
    common,
    continuous,
    energy,
    instant,
    recharge,
    winter_events,
)
