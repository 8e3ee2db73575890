"""Effects by name: a game's asset data names an effect (a card ability, a power, an icon)
and one small function implements each name. Each game keeps one `EffectRegistry`."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

from engine.core.steps import Step

E = TypeVar("E", bound=Callable[..., Step])


class UnknownEffect(LookupError):
    """The data names an effect the rules never registered: a bug, never a silent no-op."""


class EffectRegistry(Generic[E]):
    """The effect functions of one game, by name, and the names that never fire on their
    own (passive effects, which other rules read: continuous reactions, end scoring)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self._effects: dict[str, E] = {}
        self._passive: set[str] = set()

    def effect(self, name: str) -> Callable[[E], E]:
        """Decorator: register the function that carries out the effect `name`."""

        def register(fn: E) -> E:
            self._claim(name)
            self._effects[name] = fn
            return fn

        return register

    def passive(self, names: Iterable[str]) -> None:
        """Declare effects that exist in the data but do nothing when run."""
        for name in names:
            self._claim(name)
            self._passive.add(name)

    def _claim(self, name: str) -> None:
        if name in self._effects or name in self._passive:
            raise ValueError(f"{self.game}: effect {name!r} registered twice")

    def __contains__(self, name: object) -> bool:
        return name in self._effects or name in self._passive

    def is_passive(self, name: str) -> bool:
        return name in self._passive

    @property
    def active_names(self) -> frozenset[str]:
        return frozenset(self._effects)

    @property
    def passive_names(self) -> frozenset[str]:
        return frozenset(self._passive)

    def lookup(self, name: str) -> E | None:
        """The function for `name`; None for a passive effect; UnknownEffect otherwise."""
        fn = self._effects.get(name)
        if fn is None and name not in self._passive:
            raise UnknownEffect(f"{self.game}: no effect is registered under {name!r}")
        return fn

    def run(self, name: str, *args: Any) -> Step:
        """Carry out effect `name` with the game's arguments; a passive effect does nothing."""
        fn = self.lookup(name)
        if fn is None:
            return None
        result = yield from fn(*args)
        return result
