"""Checking outside data into records, with pydantic (see `engine.core.records`).

Each record kind is checked through a pydantic model made from it when first needed: the
same fields, types and limits, no extra keys, and its field checks as validators. What the
model accepts becomes the record, whose record checks then run; a fault in either is
reported at its place in the data, as pydantic reports any other.

`engine.core.records` imports this module only when outside data comes (pydantic is slow to
import), so this one must not import it back: it reads a record kind through its parts
(`record_fields`, `field_checks`, `record_checks`), described by the protocols below.
"""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Annotated, Any, Protocol, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    create_model,
    field_validator,
)
from pydantic import Field as PydanticField
from pydantic_core import core_schema

from engine.core.errors import CheckFailed

R = TypeVar("R")


class FieldParts(Protocol):
    """What the checker reads of a field's spec (`engine.core.records.FieldSpec`)."""

    @property
    def default(self) -> Any: ...
    @property
    def default_factory(self) -> Callable[[], Any] | None: ...
    @property
    def limits(self) -> dict[str, Any]: ...
    def required(self) -> bool: ...


class FieldRule(Protocol):
    """What the checker reads of a field check (`engine.core.records.FieldCheck`)."""

    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def func(self) -> Callable[..., Any]: ...
    @property
    def wants_earlier(self) -> bool: ...


#: a record kind, a subclass of `engine.core.records.Record` (typed loosely: a protocol of
#: class attributes would not accept the kinds' own, narrower ones)
Kind = type[Any]


def check(kind: type[R], data: Any) -> R:
    try:
        return _adapter(kind).validate_python(data)  # type: ignore[no-any-return]  # a kind
    except ValidationError as exc:
        errors = [{"loc": tuple(e["loc"]), "msg": e["msg"], "type": e["type"]}
                  for e in exc.errors()]
        raise CheckFailed(kind.__name__, errors) from None


_ADAPTERS: dict[Kind, TypeAdapter[Any]] = {}
_MODELS: dict[Kind, type[BaseModel]] = {}


def _adapter(kind: Kind) -> TypeAdapter[Any]:
    if kind not in _ADAPTERS:
        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


def record_schema(kind: Kind, handler: Any) -> core_schema.CoreSchema:
    """The pydantic schema of `kind`: its model's, then the record made and checked."""
    def to_record(model: BaseModel) -> Any:
        record = kind(**{name: getattr(model, name) for name in kind.record_fields})
        for rule in kind.record_checks:
            rule.func(record)
        return record

    return core_schema.no_info_after_validator_function(
        to_record, handler.generate_schema(_model_of(kind)))


def limited_schema(source: Any, limits: dict[str, Any],
                   handler: Any) -> core_schema.CoreSchema:
    """The schema of `source` within `limits`, for a `Field` inside `Annotated`."""
    return handler.generate_schema(Annotated[source, PydanticField(**limits)])  # type: ignore[no-any-return]


def _model_of(kind: Kind) -> type[BaseModel]:
    if kind not in _MODELS:
        _MODELS[kind] = _model(kind)
    return _MODELS[kind]


def _model(kind: Kind) -> type[BaseModel]:
    hints = typing.get_type_hints(kind, include_extras=True)  # Annotated limits too
    fields: dict[str, Any] = {
        name: (hints[name], _pydantic_field(spec)) for name, spec in kind.record_fields.items()}
    validators = {f"check_{i}": _validator(kind, rule)
                  for i, rule in enumerate(kind.field_checks)}
    return create_model(
        kind.__name__, __config__=ConfigDict(extra="forbid", frozen=True),
        __validators__=validators, __module__=kind.__module__, **fields)


def _pydantic_field(spec: FieldParts) -> Any:
    if spec.default_factory is not None:
        return PydanticField(default_factory=spec.default_factory, **spec.limits)
    if spec.required():
        return PydanticField(**spec.limits)
    return PydanticField(default=spec.default, **spec.limits)


def _validator(kind: Kind, rule: FieldRule) -> Any:
    def run(cls: Any, value: Any, info: ValidationInfo) -> Any:
        if rule.wants_earlier:
            return rule.func(kind, value, info.data)
        return rule.func(kind, value)

    return field_validator(*rule.names)(classmethod(run))


__all__ = ["check", "limited_schema", "record_schema"]
