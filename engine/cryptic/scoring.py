"""Final scoring in the rulebook's nine steps, and the winner with its four tie-breaks."""

from __future__ import annotations

from engine.core import Result, SeatScore, rank
from engine.cryptic.ctx import Ctx
from engine.cryptic.sanctuary import habitat, majority
from engine.cryptic.state import PlayerState
from engine.cryptic.wolpertinger import hare_points

STEPS = (
    "found",
    "settled",
    "requests",
    "general contract",
    "personal contract",
    "game-end powers",
    "sanctuary majority",
    "experience",
    "coins",
)
WOLPERTINGER_STEP = "wolpertinger"
TIEBREAKS = ("found cryptids", "relocated cryptids", "experience and coins")
MAJORITY_POINTS = 2
EXPERIENCE_PER_POINT = 3
COINS_PER_POINT = 5


def contract_points(ctx: Ctx, p: PlayerState, contract_id: str) -> int:
    contract = next(c for c in ctx.data.cat.contracts.contracts if c.id == contract_id)
    count = 0
    for name in p.found:
        cryptid = ctx.card(name)
        if contract.kind == "evidence":
            hit = contract.target in cryptid.evidence  # a drawn '?' token never counts
        elif contract.kind == "type":
            hit = contract.target in cryptid.types
        else:
            hit = living_in(ctx, name) == contract.target
        count += hit
    return count * ctx.data.cat.contracts.points_per_cryptid


def living_in(ctx: Ctx, name: str) -> str | None:
    """A cryptid's habitat; Korkodil lives where its tile lies (nowhere until settled)."""
    cryptid = ctx.card(name)
    if cryptid.power.effect == "settle_any_terrain":
        return habitat(ctx.state.sanctuary, name)
    return None if cryptid.terrain == "special" else cryptid.terrain


def requested(p: PlayerState) -> list[str]:
    return [name for r in p.requests for name in r.cryptids]


def power_points(ctx: Ctx, p: PlayerState) -> int:
    total = 0
    for name in p.found:
        power = ctx.card(name).power
        vp = int(power.params.get("vp", 0))
        if power.effect == "fewest_found":
            rivals = [len(q.found) for q in ctx.state.players if q.seat != p.seat]
            total += vp if all(len(p.found) < n for n in rivals) else 0
        elif power.effect == "all_skills":
            skills = ctx.data.parts.player_board.skills
            total += vp if all(ctx.owns(p.seat, s.id) >= s.copies for s in skills) else 0
        elif power.effect == "request_fulfilled":
            total += vp if p.requests else 0
        elif power.effect == "request_and_settle":
            total += vp if name in requested(p) else 0
        elif power.effect == "per_found_type":
            kind, cap = power.params["type"], int(power.params["cap"])
            others = sum(1 for n in p.found if n != name and kind in ctx.card(n).types)
            total += min(others * vp, cap)
    return total


def sold_value(ctx: Ctx, p: PlayerState) -> int:
    return sum(ctx.price(piece) for piece in p.evidence)


def breakdown(ctx: Ctx, p: PlayerState) -> dict[str, int]:
    in_requests = requested(p)
    contracts = ctx.data.cat.contracts
    points = {
        "found": sum(ctx.card(n).find_points for n in p.found),
        "settled": sum(ctx.card(n).settle_points for n in p.settled if n not in in_requests),
        "requests": contracts.request_points * len(p.requests),
        "general contract": contract_points(ctx, p, ctx.state.general_contract),
        "personal contract": max((contract_points(ctx, p, c) for c in p.contracts), default=0),
        "game-end powers": power_points(ctx, p),
        "sanctuary majority": MAJORITY_POINTS if p.seat in majority(ctx.state.sanctuary) else 0,
        "experience": p.experience // EXPERIENCE_PER_POINT,
        "coins": (p.coins + sold_value(ctx, p)) // COINS_PER_POINT,
    }
    if ctx.with_wolpertinger:
        points[WOLPERTINGER_STEP] = hare_points(ctx, p.seat)
    return points


def relocated(p: PlayerState) -> int:
    return len(set(p.settled) | set(requested(p)))


def result(ctx: Ctx) -> Result:
    scores = []
    for p in ctx.state.players:
        parts = breakdown(ctx, p)
        tiebreak = (len(p.found), relocated(p), p.experience + p.coins + sold_value(ctx, p))
        scores.append(SeatScore(p.seat, p.name, sum(parts.values()), parts, tiebreak))
    return rank(scores, TIEBREAKS, ctx.state.end_reason or "the game was stopped")
