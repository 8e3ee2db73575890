"""Records: the plain, frozen objects that hold checked data (components, a game's config,
a save's header).

A record class lists its fields as annotations, with `Field(...)` for a default or a limit
(the limits pydantic knows: ge, gt, le, lt, min_length, max_length, pattern), and marks
its own checks with `field_check` and `record_check`.

Making a record checks nothing: code makes records from values it trusts, and the checked
cache (`engine.core.checked_cache`) keeps them pickled. Data from outside (an asset file, a
save, the new-game form) goes through `Kind.check(data)`, which checks it with pydantic
(`engine.core.checking`), imported only then. So a start whose components were checked
before imports no validator at all: pydantic's import alone is a fifth of a bare Textual
app's start. The checker reads a record kind's parts and imports nothing of this module, so
these late imports close no cycle; a refusal is an `engine.core.errors.CheckFailed`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import inspect
import json
import types
import typing
from collections.abc import Callable
from enum import Enum
from pathlib import PurePath
from typing import Any, ClassVar, Self, dataclass_transform

_MISSING: Any = object()


class FieldSpec:
    """A field's default (a value, or a factory called for each record) and its limits."""

    __slots__ = ("default", "default_factory", "limits")

    def __init__(self, default: Any = _MISSING, *,
                 default_factory: Callable[[], Any] | None = None, **limits: Any) -> None:
        self.default = default
        self.default_factory = default_factory
        self.limits = limits

    def required(self) -> bool:
        return self.default is _MISSING and self.default_factory is None

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        """Its limits, when it stands in `Annotated[type, Field(...)]`."""
        from engine.core.checking import limited_schema  # lazy: start-up time (pydantic)

        return limited_schema(source, self.limits, handler)

    def value(self) -> Any:
        """The default for a new record."""
        if self.default_factory is not None:
            return self.default_factory()
        if isinstance(self.default, list | dict | set):
            return self.default.copy()  # each record its own, as pydantic does
        return self.default


def Field(default: Any = _MISSING, *, default_factory: Callable[[], Any] | None = None,
          **limits: Any) -> Any:
    """A field's default or limits, as `name: int = Field(ge=1)` (typed Any, as pydantic's
    is, so that type checkers take it for the field's value)."""
    return FieldSpec(default, default_factory=default_factory, **limits)


class FieldCheck:
    """A check of one or more fields' values, run by `check` on outside data only:
    `func(record_class, value)` returns the value to keep or raises ValueError. A func with
    a third parameter gets the fields checked before this one, as a dict."""

    def __init__(self, names: tuple[str, ...], func: Callable[..., Any]) -> None:
        self.names = names
        self.func = func
        self.wants_earlier = func.__code__.co_argcount == 3


class RecordCheck:
    """A check of a whole record, run by `check` once its fields passed theirs:
    `func(record)` raises ValueError when the record is wrong."""

    def __init__(self, func: Callable[..., Any]) -> None:
        self.func = func


def field_check(*names: str) -> Callable[[Any], FieldCheck]:
    def mark(func: Any) -> FieldCheck:
        return FieldCheck(names, func.__func__ if isinstance(func, classmethod) else func)
    return mark


def record_check(func: Callable[..., Any]) -> RecordCheck:
    return RecordCheck(func)


class _Fields:
    """What both kinds of record share: fields in declaration order (a base class's first),
    equal, hashed and shown by them, frozen. Reading the fields from the annotations, with
    no code generated for each class (as `dataclasses` does), makes a record kind cost a
    twentieth of a frozen dataclass at import: the apps define dozens at start."""

    record_fields: ClassVar[dict[str, FieldSpec]] = {}
    field_checks: ClassVar[tuple[FieldCheck, ...]] = ()
    record_checks: ClassVar[tuple[RecordCheck, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        fields = dict(cls.record_fields)
        field_checks, record_checks = list(cls.field_checks), list(cls.record_checks)
        for name, annotation in inspect.get_annotations(cls).items():
            if str(annotation).startswith(("ClassVar", "typing.ClassVar")):
                continue
            default = cls.__dict__.get(name, _MISSING)
            fields[name] = default if isinstance(default, FieldSpec) else FieldSpec(default)
            if isinstance(default, FieldSpec):
                delattr(cls, name)
        for name, value in list(cls.__dict__.items()):
            if isinstance(value, FieldCheck):
                field_checks.append(value)
            elif isinstance(value, RecordCheck):
                record_checks.append(value)
            else:
                continue
            delattr(cls, name)
        cls.record_fields = fields
        cls.field_checks, cls.record_checks = tuple(field_checks), tuple(record_checks)

    def _fill(self, values: dict[str, Any]) -> None:
        own = self.__dict__
        for name, spec in self.record_fields.items():
            if name in values:
                own[name] = values.pop(name)
            elif spec.required():
                raise TypeError(f"{type(self).__name__} needs {name}")
            else:
                own[name] = spec.value()
        if values:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(values))}")

    def replace(self, **changes: Any) -> Self:
        """A copy with some fields changed, unchecked as any record made in code."""
        unknown = changes.keys() - self.record_fields.keys()
        if unknown:
            raise TypeError(f"{type(self).__name__} has no field {', '.join(sorted(unknown))}")
        copy = object.__new__(type(self))
        copy.__dict__.update({name: self.__dict__[name] for name in self.record_fields})
        copy.__dict__.update(changes)
        return copy

    def to_data(self, exclude: tuple[str, ...] = ()) -> dict[str, Any]:
        """The fields as JSON's types: records as dicts, tuples as lists, enums as values."""
        own = self.__dict__
        return {name: plain(own[name]) for name in self.record_fields if name not in exclude}

    def _values(self) -> tuple[Any, ...]:
        # cached properties live in __dict__ too: only the fields count
        return tuple(self.__dict__[name] for name in self.record_fields)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={self.__dict__[name]!r}" for name in self.record_fields)
        return f"{type(self).__name__}({shown})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen: make a copy with replace()")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is frozen")


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(Field,))
class Record(_Fields):
    """A record of checked data: made by keyword, and from outside data by `check`."""

    def __init__(self, **values: Any) -> None:
        self._fill(values)

    @classmethod
    def check(cls, data: Any) -> Self:
        """A record made from outside data, every field and check passed; raises
        `CheckFailed` (engine.core.errors) saying what is wrong."""
        from engine.core.checking import check  # lazy: start-up time (pydantic)

        return check(cls, data)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Self:
        """The record whose `to_data()` gave `data`, rebuilt unchecked: only for data this
        program wrote from a record (see `engine.core.save`, which knows its own files)."""
        hints = typing.get_type_hints(cls)
        return cls(**{name: _rebuilt(hints[name], value) for name, value in data.items()})

    def checked(self) -> Self:
        """This record, checked as if it came from outside (made from a player's entries)."""
        return self.check(self.to_data())

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """How pydantic checks this kind, when it checks a record or one holding it."""
        from engine.core.checking import record_schema  # lazy: start-up time (pydantic)

        return record_schema(cls, handler)


@dataclass_transform(frozen_default=True, field_specifiers=(Field,))
class Frozen(_Fields):
    """A record only code makes (a view, a module's hooks, a report): its fields given in
    order or by name, as a frozen dataclass's are, and never checked."""

    def __init__(self, *args: Any, **values: Any) -> None:
        names = list(self.record_fields)
        if len(args) > len(names):
            raise TypeError(f"{type(self).__name__} takes {len(names)} fields, "
                            f"not {len(args)}")
        for name, value in zip(names, args, strict=False):
            if name in values:
                raise TypeError(f"{type(self).__name__} got {name} twice")
            values[name] = value
        self._fill(values)


def plain(value: Any) -> Any:
    """`value` as JSON's types (see `Record.to_data`)."""
    if isinstance(value, _Fields):
        return value.to_data()
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, dict):
        return {key: plain(item) for key, item in value.items()}
    return value


def digest(value: Any) -> str:
    """A short fingerprint of components' values, the same on every machine and in every
    folder: a save keeps the one it was played with, to say why it no longer replays."""
    text = json.dumps(_values(value), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _values(value: Any) -> Any:
    """`value` as JSON's types for `digest`: records and dataclasses by their fields, and
    no folder (where the files were read from is not one of their values)."""
    if isinstance(value, _Fields):
        return {name: _values(value.__dict__[name]) for name in value.record_fields}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _values(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, list | tuple):
        return [_values(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _values(item) for key, item in value.items()}
    if isinstance(value, PurePath):
        return None
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise TypeError(f"{type(value).__name__} is not a component value")


def _rebuilt(kind: Any, value: Any) -> Any:
    """`value`, as `plain` gave it, back as `kind`: records, enums and tuples again."""
    if isinstance(kind, type):
        if issubclass(kind, Record):
            return kind.from_data(value)
        return kind(value) if issubclass(kind, Enum) else value
    origin, args = typing.get_origin(kind), typing.get_args(kind)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_rebuilt(args[0], item) for item in value)
        return tuple(_rebuilt(arg, item) for arg, item in zip(args, value, strict=True))
    if origin is list:
        return [_rebuilt(args[0], item) for item in value]
    if origin is dict:
        return {key: _rebuilt(args[1], item) for key, item in value.items()}
    if origin in (typing.Union, types.UnionType) and value is not None:
        kinds = [arg for arg in args if arg is not type(None)]
        return _rebuilt(kinds[0], value) if len(kinds) == 1 else value
    return value  # Literal, Any, None


__all__ = ["Field", "FieldCheck", "FieldSpec", "Frozen", "Record", "RecordCheck", "field_check",
           "plain", "record_check"]
