"""Events: every change the rules make, as data plus one plain line of text."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """`seat` is who it concerns (None for the table); `kind` is a stable name tests read."""

    kind: str
    text: str
    seat: int | None = None
    payload: dict[str, Any] = field(default_factory=dict)
