"""Final scoring in the rulebook's nine steps, and the winner with its four tie-breaks.
Modules add and drop score categories and may score the personal contracts their way; a
module playing a seat itself gives the result its own way (`modules`)."""

from __future__ import annotations

from engine.core import Result, SeatScore, rank
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import REGISTRY, automa
from engine.cryptic.settling import habitat, majority
from engine.cryptic.state import PlayerState

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
TIEBREAKS = ("found cryptids", "relocated cryptids", "experience and coins")
MAJORITY_POINTS = 2
EXPERIENCE_PER_POINT = 3
COINS_PER_POINT = 5


def fits_contract(ctx: Ctx, name: str, contract_id: str) -> bool:
    """A cryptid counts for a contract: it shows the evidence, lives in the habitat, or is
    of the type."""
    contract = next(c for c in ctx.data.cat.contracts.contracts if c.id == contract_id)
    cryptid = ctx.card(name)
    if contract.kind == "evidence":
        return contract.target in cryptid.evidence  # a drawn '?' token never counts
    if contract.kind == "type":
        return contract.target in cryptid.types
    return living_in(ctx, name) == contract.target


def contract_points(ctx: Ctx, p: PlayerState, contract_id: str) -> int:
    count = sum(fits_contract(ctx, name, contract_id) for name in p.found)
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
            played = automa(ctx.state)
            if played is not None:  # against what the automa seat holds
                rivals = [len(played.holds(ctx.state))]
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
    personal = [contract_points(ctx, p, c) for c in p.contracts]
    scored = REGISTRY.first(ctx.state, lambda m: m.contracts_scored) or _best
    points = {
        "found": sum(ctx.card(n).find_points for n in p.found),
        "settled": sum(ctx.card(n).settle_points for n in p.settled if n not in in_requests),
        "requests": contracts.request_points * len(p.requests),
        "general contract": contract_points(ctx, p, ctx.state.general_contract)
        if ctx.state.general_contract else 0,
        "personal contract": scored(personal),
        "game-end powers": power_points(ctx, p),
        "sanctuary majority": MAJORITY_POINTS if p.seat in majority(ctx.state.sanctuary) else 0,
        "experience": p.experience // EXPERIENCE_PER_POINT,
        "coins": (p.coins + sold_value(ctx, p)) // COINS_PER_POINT,
    }
    for module in REGISTRY.switched_on(ctx.state):
        for step, score in module.scores.items():
            points[step] = score(ctx, p.seat)
        for step in module.scores_left_out:
            del points[step]
    return points


def _best(personal: list[int]) -> int:
    """The base game scores the better personal contract."""
    return max(personal, default=0)


def relocated(p: PlayerState) -> int:
    return len(set(p.settled) | set(requested(p)))


def result(ctx: Ctx) -> Result:
    played = automa(ctx.state)
    if played is not None:
        return played.result(ctx)
    scores = []
    for p in ctx.state.players:
        parts = breakdown(ctx, p)
        tiebreak = (len(p.found), relocated(p), p.experience + p.coins + sold_value(ctx, p))
        scores.append(SeatScore(p.seat, p.name, sum(parts.values()), parts, tiebreak))
    return rank(scores, TIEBREAKS, ctx.state.end_reason or "the game was stopped")
