"""A Wilderness card being paid for is in its player's hands, not in the Wilderness: while
the payment runs (a discard for a discount can set off a continuous card), no reward may
take it, no nested play may pick it, and no sweep may discard it. Found by a bot: in a
solo game a discount discard led to a lake reward offering the very card being paid for,
and taking it broke the play ("109 is not in list")."""

from __future__ import annotations

from engine.wondrous.cards import full_sweep, sweep, take_from_wilderness
from engine.wondrous.effects.instant import wild_options
from tests.wondrous.engine_helpers import ctx_of, run_step, started


def _ctx_holding_slot_0():  # type: ignore[no-untyped-def]
    game = started()
    ctx = ctx_of(game)
    held = ctx.state.wilderness[0]
    assert held is not None
    ctx.held.add(held)
    return ctx, held


def test_a_reward_cannot_take_the_card_being_paid_for() -> None:
    ctx, held = _ctx_holding_slot_0()
    ran = run_step(ctx, take_from_wilderness(ctx, 0), then="wild:1")
    offered = [o.id for o in ran.prompts[0].options]
    assert "wild:0" not in offered and "wild:1" in offered
    assert ctx.state.wilderness[0] == held


def test_a_nested_play_from_the_wilderness_cannot_pick_it() -> None:
    ctx, _held = _ctx_holding_slot_0()
    ids = [o.id for o in wild_options(ctx, 0, paying=False)]
    assert "wild:0" not in ids and ids


def test_sweeps_leave_the_card_being_paid_for() -> None:
    ctx, held = _ctx_holding_slot_0()
    before = list(ctx.state.wilderness)
    run_step(ctx, sweep(ctx, 0), ["left"])
    assert ctx.state.wilderness[0] == held
    assert ctx.state.wilderness[1] != before[1] or ctx.state.wilderness[2] != before[2]
    full_sweep(ctx)
    assert ctx.state.wilderness[0] == held
    assert held not in ctx.state.discard


def test_without_a_payment_under_way_every_card_is_in_reach() -> None:
    game = started()
    ctx = ctx_of(game)
    ran = run_step(ctx, take_from_wilderness(ctx, 0), then="wild:0")
    assert "wild:0" in [o.id for o in ran.prompts[0].options]
