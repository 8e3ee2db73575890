"""Every effect function, registered by name on import (see engine.wondrous.registry)."""

from engine.wondrous.effects import captains, common, energy, instant, recharge  # noqa: F401
