"""The Wolpertinger module's components (wolpertinger.yaml): its eleven tokens by face and
its card. They load with the catalog (`Catalog.modules`); `wolpertinger_parts(catalog)` reads
them typed."""

from __future__ import annotations

from typing import Any, Literal

from engine.core.records import Field, Record
from engine.cryptic.parts.module_parts import Fault, ModuleParts

WolpertingerFace = Literal["hare", "coins", "evidence", "reroll"]

# the rulebook's tokens: these counts are facts, so a corrected copy keeps them
WOLPERTINGER_FACES = {"hare": 6, "coins": 2, "evidence": 2, "reroll": 1}


class WolpertingerToken(Record):
    count: int = Field(strict=True, ge=0)
    text: str = Field(min_length=5)
    vp: int = Field(strict=True, default=0, ge=0)
    coins: int = Field(strict=True, default=0, ge=0)
    evidence: int = Field(strict=True, default=0, ge=0)


class WolpertingerCard(Record):
    vp: int = Field(strict=True, ge=0)
    text: str = Field(min_length=5)


class WolpertingerFile(Record):
    tokens: dict[WolpertingerFace, WolpertingerToken]
    card: WolpertingerCard
    rumors_to_search: int = Field(strict=True, ge=0)


def _faults(w: WolpertingerFile, catalog: Any) -> list[Fault]:
    """The faces the box has, and one token for each city on the map."""
    faults = []
    counts = {face: t.count for face, t in w.tokens.items()}
    if counts != WOLPERTINGER_FACES:
        faults.append(("tokens", "count", f"the faces are {WOLPERTINGER_FACES}, got {counts}"))
    cities = len(catalog.city_ids())
    if sum(counts.values()) != cities:
        faults.append(("tokens", "count", f"one token per city: {cities} cities, "
                                          f"{sum(counts.values())} tokens"))
    return faults


def _export(w: WolpertingerFile) -> dict[str, Any]:
    return {"wolpertinger_tokens": {face: t.count for face, t in w.tokens.items()},
            "wolpertinger": w.to_data()}


PARTS = ModuleParts("wolpertinger.yaml", WolpertingerFile, _export, _faults)
wolpertinger_parts = PARTS.of
