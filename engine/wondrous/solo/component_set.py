"""Tingent's component set (engine.wondrous.component_sets): tingent.yaml (his cards, boards
and the scenarios) in the base folder, checked with the base files; it adds nothing to the
base game's lists. `tingent_parts(comps)` reads it typed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.records import Record
from engine.wondrous.asset_checks import Problems, dupes
from engine.wondrous.component_sets import ComponentSet, register
from engine.wondrous.solo.components import TingentFile

TINGENT = "tingent"
FILE = "tingent.yaml"


def tingent_parts(comps: Any) -> TingentFile:
    part: TingentFile = comps.part(TINGENT)
    return part


def _check(comps: Any) -> list[str]:
    p = Problems(comps.folder)
    t = tingent_parts(comps)
    if [x.number for x in t.cards] != list(range(1, 13)):
        p.add(FILE, "cards", "number", "cards are numbered 1-12 in order")
    if sorted(b.rank for b in t.boards) != [1, 2, 3, 4]:
        p.add(FILE, "boards", "rank", "ranks 1-4 once each")
    for d in dupes([b.level for b in t.boards]):
        p.add(FILE, "boards", "level", f"'{d}' used twice")
    for d in dupes([s.id for s in t.scenarios]):
        p.add(FILE, "scenarios", "id", f"'{d}' used twice")
    return p.lines


def _models() -> Mapping[str, type[Record]]:
    return {FILE: TingentFile}


COMPONENT_SET = register(ComponentSet(
    id=TINGENT,
    files=(FILE,),
    models=_models,
    build=lambda records: records[FILE],
    check=_check,
    counts={"tingent_cards": lambda t: len(t.cards)},
))
