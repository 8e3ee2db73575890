"""The engine's own seeded random number generator.

Python's `random` may change between versions, so saves would not replay. This is PCG32
(XSH-RR), small and fully specified; its whole state is three integers kept in the game
state, and its algorithm name is written into every save.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

ALGORITHM = "pcg32-xsh-rr/1"
_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005


class Rng:
    """PCG32 with a draw counter: the game driver watches `draws` to spot commit points."""

    __slots__ = ("draws", "inc", "state")

    def __init__(self, seed: int, stream: int = 0x5EED) -> None:
        self.inc = ((stream << 1) | 1) & _MASK64
        self.state = 0
        self._next32()
        self.state = (self.state + (seed & _MASK64)) & _MASK64
        self._next32()
        self.draws = 0

    def _next32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        shifted = (((old >> 18) ^ old) >> 27) & 0xFFFFFFFF
        rot = old >> 59
        return ((shifted >> rot) | (shifted << ((-rot) & 31))) & 0xFFFFFFFF

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        self.draws += 1
        threshold = (0x100000000 - n) % n
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high], both ends included."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Fisher-Yates in place; counts as one draw."""
        draws = self.draws
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
        self.draws = draws + 1

    def fork(self, salt: int) -> Rng:
        """A new generator for an agent or a sub-task; draws here do not touch this one."""
        return Rng(self.state ^ (salt * 0x9E3779B97F4A7C15 & _MASK64), stream=salt)

    def reseed(self, source: Rng) -> None:
        """Continue from a state drawn from `source` (a bot's sampled world: chance there
        must not be the game's chance to come). The draw count stays, as the driver reads
        it to spot commit points."""
        self.state = (source.below(1 << 32) << 32) | source.below(1 << 32)
        self.inc = ((source.below(1 << 31) << 1) | 1) & _MASK64

    def to_data(self) -> dict[str, int]:
        return {"state": self.state, "inc": self.inc, "draws": self.draws}

    @classmethod
    def from_data(cls, data: dict[str, int]) -> Rng:
        rng = cls.__new__(cls)
        rng.state, rng.inc, rng.draws = data["state"], data["inc"], data["draws"]
        return rng

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.to_data() == other.to_data()

    def __hash__(self) -> int:
        return hash((self.state, self.inc, self.draws))

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x}, draws={self.draws})"
