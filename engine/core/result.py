"""The end of a game: each seat's score by category, the winner and how it was decided."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class SeatScore:
    seat: int
    name: str
    total: int
    breakdown: dict[str, int] = field(default_factory=dict)
    tiebreak: tuple[int, ...] = ()  # values compared after total, in the rulebook's order


@dataclass(frozen=True, slots=True)
class Result:
    scores: tuple[SeatScore, ...]
    winner: int | None  # None when the victory is shared
    tie: bool
    decided_by: str  # "score", or the tie-break that settled it, or "shared"
    end_reason: str
    winners: tuple[int, ...] = ()
    details: dict[str, Any] = field(default_factory=dict)  # a mode's own facts (solo: rating)

    def problems(self) -> list[str]:
        found = [
            f"seat {s.seat}: total {s.total} is not the sum of its breakdown"
            for s in self.scores
            if s.total != sum(s.breakdown.values())
        ]
        if self.tie != (self.winner is None):
            found.append("a result is a tie exactly when it has no single winner")
        return found

    def to_data(self) -> dict[str, Any]:
        return {
            "scores": [
                {"seat": s.seat, "name": s.name, "total": s.total, "breakdown": dict(s.breakdown)}
                for s in self.scores
            ],
            "winner": self.winner,
            "tie": self.tie,
            "decided_by": self.decided_by,
            "end_reason": self.end_reason,
        } | ({"details": dict(self.details)} if self.details else {})


def rank(scores: list[SeatScore], tiebreak_names: tuple[str, ...], end_reason: str) -> Result:
    """Highest total wins; ties go to each tie-break value in turn; else the win is shared."""
    best = max(s.total for s in scores)
    leaders = [s for s in scores if s.total == best]
    decided_by = "score"
    for depth, name in enumerate(tiebreak_names):
        if len(leaders) == 1:
            break
        top = max(s.tiebreak[depth] for s in leaders)
        leaders = [s for s in leaders if s.tiebreak[depth] == top]
        decided_by = name
    if len(leaders) == 1:
        return Result(
            tuple(scores), leaders[0].seat, False, decided_by, end_reason, (leaders[0].seat,)
        )
    return Result(tuple(scores), None, True, "shared", end_reason, tuple(s.seat for s in leaders))
