"""Checking outside data into records, with pydantic (see `engine.core.records`).

Each record kind is checked through a pydantic model made from it when first needed: the
same fields, types and limits, no extra keys, and its field checks as validators. What the
model accepts becomes the record, whose record checks then run; a fault in either is
reported at its place in the data, as pydantic reports any other.
"""

from __future__ import annotations

import typing
from typing import Annotated, Any, TypeVar

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

from engine.core.records import CheckFailed, FieldCheck, FieldSpec, Record

R = TypeVar("R", bound=Record)


def check(kind: type[R], data: Any) -> R:
    try:
        return _adapter(kind).validate_python(data)  # type: ignore[no-any-return]  # a kind
    except ValidationError as exc:
        errors = [{"loc": tuple(e["loc"]), "msg": e["msg"], "type": e["type"]}
                  for e in exc.errors()]
        raise CheckFailed(kind.__name__, errors) from None


_ADAPTERS: dict[type[Record], TypeAdapter[Any]] = {}
_MODELS: dict[type[Record], type[BaseModel]] = {}


def _adapter(kind: type[Record]) -> TypeAdapter[Any]:
    if kind not in _ADAPTERS:
        _ADAPTERS[kind] = TypeAdapter(kind)
    return _ADAPTERS[kind]


def record_schema(kind: type[Record], handler: Any) -> core_schema.CoreSchema:
    """The pydantic schema of `kind`: its model's, then the record made and checked."""
    def to_record(model: BaseModel) -> Record:
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


def _model_of(kind: type[Record]) -> type[BaseModel]:
    if kind not in _MODELS:
        _MODELS[kind] = _model(kind)
    return _MODELS[kind]


def _model(kind: type[Record]) -> type[BaseModel]:
    hints = typing.get_type_hints(kind, include_extras=True)  # Annotated limits too
    fields: dict[str, Any] = {
        name: (hints[name], _pydantic_field(spec)) for name, spec in kind.record_fields.items()}
    validators = {f"check_{i}": _validator(kind, rule)
                  for i, rule in enumerate(kind.field_checks)}
    return create_model(
        kind.__name__, __config__=ConfigDict(extra="forbid", frozen=True),
        __validators__=validators, __module__=kind.__module__, **fields)


def _pydantic_field(spec: FieldSpec) -> Any:
    if spec.default_factory is not None:
        return PydanticField(default_factory=spec.default_factory, **spec.limits)
    if spec.required():
        return PydanticField(**spec.limits)
    return PydanticField(default=spec.default, **spec.limits)


def _validator(kind: type[Record], rule: FieldCheck) -> Any:
    def run(cls: Any, value: Any, info: ValidationInfo) -> Any:
        if rule.wants_earlier:
            return rule.func(kind, value, info.data)
        return rule.func(kind, value)

    return field_validator(*rule.names)(classmethod(run))


__all__ = ["check", "limited_schema", "record_schema"]
