"""Game-state records that pickle as their field values.

The game driver pickles the state at the start of every turn (a copy or an undo starts
from there) and unpickles it for every copy. Python's own way writes each record with its
attribute dictionary, names and all, and a state holds a hundred records late in a game
(two for every tile laid): that took more time than the rest of a short turn. A
`FieldsPickled` dataclass is written as its class and its field values in order and made
again by its constructor, about twice as fast, to an equal record."""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable
from typing import Any


class FieldsPickled:
    """Mixed into a dataclass whose constructor takes every field, in order."""

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        cls = type(self)
        values = _VALUES.get(cls) or _values_of(cls)
        return cls, values(self)


_VALUES: dict[type, Callable[[Any], tuple[Any, ...]]] = {}  # by class: its fields' getter


def _values_of(cls: type) -> Callable[[Any], tuple[Any, ...]]:
    names = [f.name for f in dataclasses.fields(cls)]
    if len(names) < 2 or any(not f.init for f in dataclasses.fields(cls)):
        raise TypeError(f"{cls.__name__}: FieldsPickled needs two fields or more, all in init")
    _VALUES[cls] = operator.attrgetter(*names)
    return _VALUES[cls]
