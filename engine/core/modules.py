"""Modules: rules a game switches on over its base game (an expansion, a solo opponent, a
scenario, a variant). Both games keep their modules in a `Registry`; each game's module
record (a dataclass deriving from `Module`) adds the hooks that game's base rules leave
open, named for what they extend (setup steps, turn-flow phases, track icons, rewards, score
categories, component lists, asset checks, view sections, automa responses).

A base rules module asks its game's registry for the hooks of the modules that are on and
never names a module; a module registers once, when its rules are imported. Whether a
module is on is read from the game state, so a saved game needs nothing more."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Generic, TypeVar

from engine.core.config import GameConfig
from engine.core.errors import ConfigError
from engine.core.records import Frozen


class Module(Frozen):
    """What every module has: its id, how to tell from a state that it is on, and whether a
    config switches it on by naming it in `GameConfig.modules` (a solo opponent or a
    scenario is switched on by its own config option instead)."""

    id: str
    is_on: Callable[[Any], bool]
    in_config: bool = False


M = TypeVar("M", bound=Module)
T = TypeVar("T")


class Registry(Generic[M]):
    """One game's modules, in the order they registered (the order their hooks run in)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._modules: dict[str, M] = {}

    def register(self, module: M) -> M:
        if module.id in self._modules:
            raise ValueError(f"{self.game} module {module.id!r} registered twice")
        self._modules[module.id] = module
        return module

    def registered(self) -> tuple[M, ...]:
        return tuple(self._modules.values())

    def switched_on(self, state: object) -> list[M]:
        """The modules on in the game `state` belongs to, in registration order."""
        return [m for m in self._modules.values() if m.is_on(state)]

    def hooks(self, state: object, hook: Callable[[M], T | None]) -> Iterator[T]:
        """Each switched-on module's `hook` (an attribute getter), skipping modules that
        leave it empty (and asking only the others whether they are on: most hooks are
        rare, and rules ask for them very often)."""
        for module in self._modules.values():
            found = hook(module)
            if found is not None and module.is_on(state):
                yield found

    def first(self, state: object, hook: Callable[[M], T | None]) -> T | None:
        """The first switched-on module's `hook`, for a rule only one module may replace."""
        return next(self.hooks(state, hook), None)

    def validate(self, config: GameConfig) -> None:
        """Every module the config names must exist and be one a config switches on."""
        known = sorted(m.id for m in self._modules.values() if m.in_config)
        for name in config.modules:
            if name not in known:
                choices = ", ".join(known) or "none yet"
                raise ConfigError(f"There is no module called {name!r} (modules: {choices}).")


def named_in_config(module_id: str) -> Callable[[Any], bool]:
    """`is_on` for a module switched on by naming it in GameConfig.modules (the game's state
    keeps that list as `modules`)."""
    return lambda state: module_id in state.modules
