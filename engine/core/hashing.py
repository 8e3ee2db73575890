"""A state hash that is the same on every machine and Python version."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from enum import Enum
from typing import Any

from engine.core.rng import Rng


def canonical(obj: Any) -> Any:
    """Plain JSON data for a state. Sets are refused: their order changes between runs."""
    if obj is None or isinstance(obj, (bool, int, float, str)):
        return obj
    if isinstance(obj, Enum):
        return canonical(obj.value)
    if isinstance(obj, Rng):
        return obj.to_data()
    if isinstance(obj, (list, tuple)):
        return [canonical(item) for item in obj]
    if isinstance(obj, dict):
        return {str(key): canonical(value) for key, value in obj.items()}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        data = {name: canonical(getattr(obj, name)) for name in _field_names(type(obj))}
        data["__type__"] = type(obj).__name__
        return data
    raise TypeError(f"{type(obj).__name__} cannot be part of a game state hash")


@functools.cache
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in dataclasses.fields(cls))


def state_hash(state: Any) -> str:
    text = json.dumps(canonical(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
