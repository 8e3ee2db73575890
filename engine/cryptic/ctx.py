"""What every Cryptic Nature rule function gets: the core step context (state, table,
`ask`) plus the static data (`Data`: the catalog and the table parts) and lookups."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import cached_property
from typing import Any, TypeVar

from engine.core import Option, Table
from engine.core.records import Frozen
from engine.core.steps import Step, StepContext
from engine.cryptic.parts.catalog import Catalog
from engine.cryptic.parts.catalog_records import Cryptid, EvidenceToken
from engine.cryptic.parts.player_pieces import Skill
from engine.cryptic.parts.table import TableParts
from engine.cryptic.state import CrypticState, PlayerState, RowCard, is_bonus_rumor

__all__ = ["Ctx", "Data", "Step"]

T = TypeVar("T")


class Data(Frozen):
    """The static components: never changed by play."""

    cat: Catalog
    parts: TableParts

    @cached_property
    def cryptids(self) -> dict[str, Cryptid]:
        return {c.name: c for c in self.cat.cryptids.cryptids}

    @cached_property
    def neighbours(self) -> dict[str, set[str]]:
        return self.cat.neighbours()

    @cached_property
    def skills(self) -> dict[str, Skill]:
        return {s.id: s for s in self.parts.player_board.skills}

    @cached_property
    def made(self) -> dict[tuple[Hashable, ...], Any]:
        """The options made so far, by what each was made of: see `Ctx.once`."""
        return {}

    def distances(self, start: str) -> dict[str, int]:
        return _distances(self.cat, start)


_DIST: dict[tuple[int, str], dict[str, int]] = {}


def _distances(cat: Catalog, start: str) -> dict[str, int]:
    key = (id(cat), start)
    if key not in _DIST:
        _DIST[key] = cat.distances(start)
    return _DIST[key]


class Ctx(StepContext[CrypticState]):
    def __init__(self, state: CrypticState, table: Table, data: Data) -> None:
        super().__init__(state, table)
        self.data = data
        self.modules_on: tuple[Any, ...] | None = None  # `modules.switched_on`, kept

    def once(self, make: Callable[..., T], *made_of: Hashable) -> T:
        """`make(ctx, *made_of)`, made once for this game data and kept: `make` reads
        nothing but `made_of` and the static data, and makes something nobody changes (an
        option, a tuple of them). Prompts are built again and again (a replayed turn, a
        bot's copies) with the same few options; an option is frozen, so one serves them
        all, and its label is not written anew each time."""
        key = (make, *made_of)
        found = self.data.made.get(key)
        if found is None:
            found = self.data.made[key] = make(self, *made_of)
        return found

    # -- lookups -------------------------------------------------------------------------

    def p(self, seat: int) -> PlayerState:
        return self.state.players[seat]

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def card(self, name: str) -> Cryptid:
        return self.data.cryptids[name]

    def token(self, piece: int) -> EvidenceToken | None:
        """The evidence token behind a piece; None for a bonus rumor."""
        return None if is_bonus_rumor(piece) else self.data.cat.evidence.tokens[piece]

    def kind(self, piece: int) -> str:
        """The evidence type of a piece (a bonus rumor is a rumor)."""
        token = self.token(piece)
        return "rumor" if token is None else token.type

    def price(self, piece: int) -> int:
        token = self.token(piece)
        return self.data.cat.evidence.bonus_rumors.price if token is None else token.price

    def piece_name(self, piece: int) -> str:
        if is_bonus_rumor(piece):
            return "bonus rumor"
        return self.data.cat.evidence.names[self.kind(piece)].lower()  # type: ignore[index]

    @property
    def players(self) -> int:
        return len(self.state.players)

    def slots(self) -> int:
        return self.data.parts.player_board.evidence_slots

    def needs(self, card: RowCard) -> list[str]:
        """The evidence a revealed card asks for (a drawn token stands for its '?')."""
        cryptid = self.card(card.name)
        if cryptid.drawn_evidence:
            return [] if card.evidence_token is None else [self.kind(card.evidence_token)]
        return list(cryptid.evidence)

    def where(self, card: RowCard) -> str | None:
        """Where a revealed cryptid lives (a runaway: the back of its token)."""
        cryptid = self.card(card.name)
        if not cryptid.runaway:
            return cryptid.location
        token = None if card.location_token is None else self.token(card.location_token)
        return None if token is None else token.location

    def owns(self, seat: int, skill: str) -> int:
        return self.p(seat).skills.get(skill, 0)

    def ready(self, seat: int, skill: str) -> bool:
        """An active skill owned and not spent."""
        return self.owns(seat, skill) > 0 and skill not in self.p(seat).spent

    def spend_skill(self, seat: int, skill: str) -> None:
        self.p(seat).spent.append(skill)
        self.emit("skill", f"{self.name(seat)} uses {self.data.skills[skill].name}.", seat,
                  skill=skill)

    def is_city(self, location: str) -> bool:
        return self.data.cat.location(location).kind == "city"

    def place_name(self, location: str) -> str:
        return self.data.cat.location(location).name

    def place_label(self, location: str) -> str:
        """A place as options and the log name it: a region with its id ("Alps (S1)", the
        map shows ids), a city by its name alone."""
        where = self.data.cat.location(location)
        return where.name if where.kind == "city" else f"{where.name} ({where.id})"


def plain(ctx: Ctx, oid: str, label: str, help: str, why: str = "") -> Option:
    """An option given whole (for `Ctx.once`): enabled unless there is a `why` not."""
    return Option(oid, label, help=help, enabled=not why, reason=why)
