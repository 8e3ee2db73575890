"""A module's own component file (the Wolpertinger's tokens, the Poacher's cards) as the
base loaders see it: its file name and record, the facts it checks against the rest of the
box, and its part of the JSON export and of the report. The catalog and the table parts
hold such files by name in `modules`, so their records name no module; each module's file
of records has a typed accessor (`ModuleParts.of`) for the rules and the apps that read it.
Which modules bring files is said once, in `parts.registered`."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

from engine.core.records import Frozen, Record

R = TypeVar("R", bound=Record)

#: a fault in a module's file: (entry, field, message)
Fault = tuple[str, str, str]


class Holder(Protocol):
    """What holds the modules' files: the catalog or the table parts."""

    @property
    def modules(self) -> Mapping[str, Record]: ...


class ModuleParts(Frozen, Generic[R]):
    """One module's component file (see the module docstring). `check` gets the file's
    record and its holder (the rest of the box may bound it: one token per city)."""

    file: str
    record: type[R]
    export: Callable[[R], dict[str, Any]]
    check: Callable[[R, Any], list[Fault]] = lambda _record, _holder: []
    report: Callable[[R], str] | None = None

    def of(self, holder: Holder) -> R:
        """This module's record from the catalog or the table parts holding it."""
        found = holder.modules[self.file]
        assert isinstance(found, self.record)
        return found

    def faults(self, holder: Holder) -> list[Fault]:
        return self.check(self.of(holder), holder)

    def exported(self, holder: Holder) -> dict[str, Any]:
        return self.export(self.of(holder))


def files_of(sets: tuple[ModuleParts[Any], ...]) -> dict[str, type[Record]]:
    return {s.file: s.record for s in sets}
