"""The effect registry object, on its own and as the tiny game uses it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core import Option, Table
from engine.core.effects import EffectRegistry, UnknownEffect
from engine.core.steps import Step, StepContext
from engine.core.testing import first, run_step
from tests.tinygame.rules import (
    CHARM_EFFECTS,
    CHARMS,
    PebbleContext,
    PebbleRules,
    PebbleState,
    config,
    roll,
)


def pebble_context(seed: int = 1, modules: tuple[str, ...] = ("charms",)) -> PebbleContext:
    cfg = config(seed=seed, modules=modules)
    table = Table(cfg)
    return PebbleContext(PebbleRules().setup(cfg, table), table)


def test_every_charm_the_data_names_is_registered() -> None:
    registered = CHARM_EFFECTS.active_names | CHARM_EFFECTS.passive_names
    assert sorted(CHARMS.values()) == sorted(registered)
    assert all(name in CHARM_EFFECTS for name in CHARMS.values())
    assert CHARM_EFFECTS.is_passive("steady") and not CHARM_EFFECTS.is_passive("swap")


def test_running_an_effect_passes_the_arguments_and_returns_its_value() -> None:
    registry: EffectRegistry[Callable[..., Step]] = EffectRegistry("Test")

    @registry.effect("pick")
    def pick(ctx: StepContext[PebbleState], seat: int) -> Step:
        answer = yield from ctx.ask(
            seat, "pick", "Pick", [Option("a", "A"), Option("b", "B")], auto=False
        )
        return answer

    ctx = pebble_context()
    assert run_step(registry.run("pick", ctx, 1), ["b"]).value == "b"


def test_a_passive_effect_does_nothing_when_run() -> None:
    ctx = pebble_context()
    before = (ctx.me(0).played, list(ctx.me(0).hand))
    ran = run_step(CHARM_EFFECTS.run("steady", ctx, 0, 4))
    assert ran == (None, [])
    assert (ctx.me(0).played, ctx.me(0).hand) == before


def test_an_unknown_effect_is_a_clear_error_not_a_silent_no_op() -> None:
    with pytest.raises(UnknownEffect, match="Pebble Dice: no effect is registered under 'wish'"):
        run_step(CHARM_EFFECTS.run("wish", pebble_context(), 0, 5))


def test_a_name_registers_once_whether_active_or_passive() -> None:
    registry: EffectRegistry[Callable[..., Step]] = EffectRegistry("Test")
    registry.passive(["calm"])
    with pytest.raises(ValueError, match="'calm' registered twice"):
        registry.effect("calm")(lambda: iter(()))
    registry.effect("storm")(lambda: iter(()))
    with pytest.raises(ValueError, match="'storm' registered twice"):
        registry.passive(["storm"])


def test_the_swap_charm_swaps_with_the_top_of_the_bag() -> None:
    ctx = pebble_context()
    hand, top = list(ctx.me(0).hand), ctx.state.bag[-1]
    ran = run_step(CHARM_EFFECTS.run("swap", ctx, 0, 6), ["swap:1"])
    assert [p.kind for p in ran.prompts] == ["swap"]
    assert ctx.me(0).hand == [hand[0], top, *hand[2:]] and ctx.state.bag[-1] == hand[1]
    assert ctx.table.commit_reason  # the bag's pebble was hidden


def test_the_swap_charm_asks_nothing_when_the_bag_is_empty() -> None:
    ctx = pebble_context()
    ctx.state.discard += ctx.state.bag
    ctx.state.bag.clear()
    hand = list(ctx.me(0).hand)
    assert run_step(CHARM_EFFECTS.run("swap", ctx, 0, 6), then=first).prompts == []
    assert ctx.me(0).hand == hand


def losses_to_a_one(modules: tuple[str, ...]) -> list[int]:
    """What rolling after a played 4 loses to a 1, over seeds where a 1 comes up."""
    lost = []
    for seed in range(40):
        ctx = pebble_context(seed, modules)
        run_step(roll(ctx, 0, 4), then=first)  # roll while it may
        ones = [e for e in ctx.table.events if e.payload.get("die") == 1]
        if ones:
            gained = sum(e.payload["die"] for e in ctx.table.events if e.payload.get("die", 1) > 1)
            lost.append(gained - ctx.me(0).dice)
    return lost


def test_a_steady_4_keeps_its_points_when_the_die_shows_1() -> None:
    assert set(losses_to_a_one(("charms",))) == {0}
    assert set(losses_to_a_one(())) == {4}
