"""Every effect function, registered by name on import (see engine.wondrous.registry)."""

from engine.wondrous.effects import (  # noqa: F401
    captains,
    common,
    continuous,
    energy,
    instant,
    recharge,
    winter_captains,
    winter_continuous,
    winter_energy,
    winter_events,
    winter_icons,
    winter_instant,
    winter_recharge,
)
