"""Cryptid powers, one small function per effect named in `cryptids.yaml`, run at their
timing (found, fail, relocated). Settling rules (special tiles, a request that still
settles) are read by the relocation rules; game-end powers by scoring."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.effects import EffectRegistry
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.market import buy_and_refill
from engine.cryptic.modules import bid_markers
from engine.cryptic.reset import reset_action, reset_refusal
from engine.cryptic.supply import gain_bonus_rumor, gain_coins, gain_experience, gain_from_bag
from engine.cryptic.track import bonus_move

Params = dict[str, int | str]
PowerFn = Callable[[Ctx, int, str, Params], Step]

POWERS: EffectRegistry[PowerFn] = EffectRegistry("cryptic")

POWERS.passive({
    "settle_any_terrain",  # relocation: its tile goes on any one terrain
    "settle_on_cryptids",  # relocation: on top of other cryptid tiles, no terrain bonus
    "request_and_settle",  # relocation: a request still settles it; scoring adds its point
    "fewest_found", "all_skills", "request_fulfilled", "per_found_type",  # scoring
})


def run_power(ctx: Ctx, seat: int, name: str, when: str) -> Step:
    power = ctx.card(name).power
    if power.when != when or power.effect is None:
        return
    ctx.emit("power", f"{name}: {power.text}", seat, card=name)
    yield from POWERS.run(power.effect, ctx, seat, name, dict(power.params))


def _num(params: Params, key: str) -> int:
    value = params.get(key, 0)
    assert isinstance(value, int)
    return value


@POWERS.effect("gain")
def gain(ctx: Ctx, seat: int, name: str, params: Params) -> Step:
    why = f" ({name})"
    if coins := _num(params, "coins"):
        gain_coins(ctx, seat, coins, why)
    if experience := _num(params, "experience"):
        gain_experience(ctx, seat, experience, why)
    for _ in range(_num(params, "evidence_from_bag")):
        gain_from_bag(ctx, seat)
    for _ in range(_num(params, "bonus_rumor")):
        gain_bonus_rumor(ctx, seat)
    return
    yield


@POWERS.effect("move_assistant")
def move_assistant(ctx: Ctx, seat: int, name: str, params: Params) -> Step:
    """Tulikettu and Simargl: the initiative symbol, optional as on a terrain tile."""
    yield from bonus_move(ctx, seat, _num(params, "spaces"), optional=True)


@POWERS.effect("buy_evidence")
def buy_evidence(ctx: Ctx, seat: int, name: str, params: Params) -> Step:
    yield from buy_and_refill(ctx, seat)


@POWERS.effect("reset_evidence")
def reset_evidence(ctx: Ctx, seat: int, name: str, params: Params) -> Step:
    """Tatzelwurm and Caladrius: the reset action, not with 7 tokens on the map."""
    if reset_refusal(ctx):
        ctx.emit("power", f"{name}: all 7 tokens are on the map, so nothing is reset.", seat)
        return
    yield from reset_action(ctx, seat, replace=bid_markers(ctx))
