"""Projects (Winterfall): at the end, players are ranked on each project by how many of its
icons they have, and each rank earns the project board's reward for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.wondrous.ctx import Ctx
from engine.wondrous.reserve import species_icons
from engine.wondrous.solo.mode import project_bonus
from engine.wondrous.state import PlayerState
from engine.wondrous.winterfall.played import seat_winter


def rank_points(counts: Sequence[int], rewards: Sequence[int]) -> list[int]:
    """Each seat's points for one project, given each seat's count and the reward of each
    rank (best first). Equal counts tie: the tied seats all get the reward of the rank
    below theirs, and every seat below a tie group goes one rank further down. A seat with
    nothing to count scores nothing, whatever its rank."""
    points = [0] * len(counts)
    rank = 0  # the rank, from 0, of the next group down
    for count in sorted(set(counts), reverse=True):
        seats = [seat for seat, c in enumerate(counts) if c == count]
        tied = len(seats) > 1
        reward = rank + 1 if tied else rank
        for seat in seats:
            if count > 0 and reward < len(rewards):
                points[seat] = rewards[reward]
        rank += 2 if tied else 1
    return points


def species_count(ctx: Ctx, p: PlayerState, species: str) -> int:
    """A species project counts the icons on reserve cards and every egg of it, hatched
    or not; Tingent adds its level's icons (to each species project, not the snowflakes)."""
    return species_icons(ctx, p, species, hatched_too=True) + project_bonus(ctx, p)


def snowflake_count(p: PlayerState) -> int:
    return seat_winter(p).snowflakes


def project_points(ctx: Ctx, count: Callable[[PlayerState], int],
                   rewards: Sequence[int]) -> list[int]:
    """Each seat's points for one project: `count` reads what it counts off a player
    (`snowflake_count`, or `species_count` for a species), `rewards` are the board's."""
    return rank_points([count(p) for p in ctx.state.players], rewards)
