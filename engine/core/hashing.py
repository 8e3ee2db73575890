"""A state hash that is the same on every machine and Python version."""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from enum import Enum
from typing import Any

from engine.core.rng import Rng

#: dataclass field metadata: leave the field out of the hash while it holds its default, so
#: a field a module added keeps the hashes (and the saves) of games without the module
UNSET_UNHASHED = "unset_unhashed"
#: dataclass field metadata: hash the field's record as if its fields sat loose on the record
#: holding it (left out while None), so grouping loose fields into a record of their own
#: keeps the hashes, and so the saves, of games played before
INLINE = "inline"


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
        data: dict[str, Any] = {}
        for name, unset in _fields(type(obj)):
            value = getattr(obj, name)
            if unset is _INLINE:
                if value is not None:
                    data.update(canonical(value))
                    del data["__type__"]
            elif unset is _HASHED or value != unset:
                data[name] = canonical(value)
        data["__type__"] = type(obj).__name__
        return data
    raise TypeError(f"{type(obj).__name__} cannot be part of a game state hash")


_HASHED = object()  # a field always hashed
_INLINE = object()  # a record hashed as loose fields of its holder


@functools.cache
def _fields(cls: type) -> tuple[tuple[str, Any], ...]:
    """Each field with the default it is left out at (`_HASHED`: never left out;
    `_INLINE`: hashed as loose fields)."""
    return tuple((f.name, _unset(f)) for f in dataclasses.fields(cls))


def _unset(f: dataclasses.Field[Any]) -> Any:
    if f.metadata.get(INLINE):
        return _INLINE
    if not f.metadata.get(UNSET_UNHASHED):
        return _HASHED
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return f.default


def state_hash(state: Any) -> str:
    text = json.dumps(canonical(state), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
