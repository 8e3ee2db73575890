"""Winterfall's finite supplies: 18 blizzards and 14 aurora tokens. What is not on the map
is in the supply; when it runs out no blizzard is placed (each effect then gives what the
rulebook gives for a map with no free habitat) and an aurora tile gets only the tokens
left, none meaning it goes to the aurora discard pile."""

from __future__ import annotations

from typing import Any

import pytest

from engine.wondrous.ctx import Ctx
from engine.wondrous.habitats import habitat_at
from engine.wondrous.registry import Source, run
from engine.wondrous.state import RESOURCES
from engine.wondrous.winterfall.auroras import activate, lay_aurora, tokens_left
from engine.wondrous.winterfall.blizzards import (
    blizzard_refusal,
    blizzard_spots,
    blizzards_left,
    place_blizzard,
    remove_blizzard,
)
from engine.wondrous.winterfall.catalog import aurora_tiles
from engine.wondrous.winterfall.state import AuroraOnMap
from engine.wondrous.winterfall.track_events import lay_drawn_aurora
from tests.wondrous.engine_helpers import rules, run_step
from tests.wondrous.rule_helpers import ok, option_ids, put_tile, set_resources
from tests.wondrous.winter_helpers import winter

TWO_SLOTS = [1, 3, 5, 7]  # aurora tiles with two token slots
CORAL = (4, 3)  # a coral habitat on side A
PUCALANCHE, CLOUDERIEL = 154, 144


def with_lake_habitats(ctx: Ctx, count: int) -> None:
    """Habitat tiles on `count` lakes: the map needs more habitats than the 18 blizzards."""
    lakes = [c for c in sorted(ctx.hexes) if ctx.hexes[c].terrain == "lake"]
    for lake in lakes[:count]:
        put_tile(ctx, lake, ctx.state.tile_stack[-1])


def blizzards_on(ctx: Ctx, count: int) -> None:
    for coord in blizzard_spots(ctx)[:count]:
        place_blizzard(ctx, coord)


def free_habitat(ctx: Ctx) -> tuple[int, int]:
    """A habitat with no blizzard that could take one but for the supply."""
    return next(c for c in sorted(ctx.hexes) if (h := habitat_at(ctx, c)) is not None
                and h.kind != "net" and not h.covered)


def card_effect(ctx: Ctx, number: int, answers: list[str] = ()) -> Any:
    ability = ctx.card(number).ability
    step = run(ctx, 0, ability.effect, dict(ability.params), Source("card", number))
    return run_step(ctx, step, answers)


def winter_effect(ctx: Ctx, name: str, answers: list[str] = ()) -> Any:
    return run_step(ctx, run(ctx, 0, name, {"amount": 1}, Source("winterfall", 8)), answers)


# -- blizzards ----------------------------------------------------------------------------


def test_the_supply_holds_the_blizzards_off_the_map() -> None:
    _game, ctx = winter()
    with_lake_habitats(ctx, 3)
    assert blizzards_left(ctx) == 18
    blizzards_on(ctx, 17)
    assert blizzards_left(ctx) == 1 and blizzard_spots(ctx)
    blizzards_on(ctx, 1)
    assert blizzards_left(ctx) == 0 and blizzard_spots(ctx) == []
    free = free_habitat(ctx)
    assert blizzard_refusal(ctx, free) == "no blizzard is left in the supply"
    remove_blizzard(ctx, ctx.state.winterfall.blizzards[0])  # back to the supply
    assert blizzards_left(ctx) == 1 and blizzard_refusal(ctx, free) == ""
    ok(ctx)


def test_an_aurora_laid_on_a_blizzard_returns_it_to_the_supply() -> None:
    """Decided (review b): the blizzard goes back to the supply, where the next one comes
    from, as the solo rules do for Tingent's aurora."""
    _game, ctx = winter()
    with_lake_habitats(ctx, 2)
    blizzards_on(ctx, 18)
    under = ctx.state.winterfall.blizzards[0]
    lay_aurora(ctx, take_from_stack(ctx, TWO_SLOTS[0]), under)
    assert under not in ctx.state.winterfall.blizzards and blizzards_left(ctx) == 1
    ok(ctx)


def poor_with_blizzards(on_map: int) -> Ctx:
    """A Winterfall game with three more habitats, `on_map` blizzards laid, no resources."""
    _game, ctx = winter()
    with_lake_habitats(ctx, 3)
    blizzards_on(ctx, on_map)
    set_resources(ctx, 0, 0, 0, 0, 0)
    return ctx


def test_with_the_supply_out_the_pair_effect_places_none_and_gives_any_resource() -> None:
    ctx = poor_with_blizzards(18)
    before = list(ctx.state.winterfall.blizzards)
    _value, prompts = winter_effect(ctx, "blizzard_pair_gain_resource", ["res:flower"])
    assert [p.kind for p in prompts] == ["resource"] and ctx.state.winterfall.blizzards == before
    assert ctx.p(0).resources["flower"] == 1


def test_with_one_blizzard_left_the_pair_effect_places_one_and_gives_its_resource() -> None:
    ctx = poor_with_blizzards(17)
    coord, kind = next((c, h.kind) for c in blizzard_spots(ctx)
                       if (h := habitat_at(ctx, c)) is not None and h.kind in RESOURCES)
    _value, prompts = winter_effect(ctx, "blizzard_pair_gain_resource",
                                    [f"hex:{coord[0]},{coord[1]}"])
    assert [p.kind for p in prompts] == ["blizzard-spot"]  # no pair of one type is asked
    assert "only one blizzard" in prompts[0].instruction
    assert coord in ctx.state.winterfall.blizzards and blizzards_left(ctx) == 0
    assert ctx.p(0).resources[kind] == 1
    ok(ctx)


def test_with_the_supply_out_a_card_placing_a_blizzard_gives_nothing() -> None:
    """Pucalanche's resource and icon come from the habitat it covers: none, nothing."""
    ctx = poor_with_blizzards(18)
    _value, prompts = card_effect(ctx, PUCALANCHE)
    assert prompts == [] and sum(ctx.p(0).resources.values()) == 0


def test_with_the_supply_out_clouderiel_may_only_lift_a_blizzard() -> None:
    _game, ctx = winter()
    with_lake_habitats(ctx, 3)
    blizzards_on(ctx, 18)
    lift = ctx.state.winterfall.blizzards[0]
    _value, prompts = card_effect(ctx, CLOUDERIEL, [f"lift:{lift[0]},{lift[1]}"])
    assert all(o.startswith("lift:") or o == "done" for o in option_ids(prompts[0]))  # or skip
    assert blizzards_left(ctx) == 1


def test_the_invariants_count_the_blizzards_against_the_box() -> None:
    _game, ctx = winter()
    with_lake_habitats(ctx, 3)
    blizzards_on(ctx, 18)
    ok(ctx)
    # a 19th
    ctx.state.winterfall.blizzards = sorted(
        [*ctx.state.winterfall.blizzards, free_habitat(ctx)]
    )
    assert any("more than the box holds" in p for p in rules().invariants(ctx.state))


# -- aurora tokens ------------------------------------------------------------------------


def tokens_on_map(ctx: Ctx, count: int) -> None:
    """Tiles from the stack with `count` tokens in all on the habitats but CORAL, the
    one-slot tiles first."""
    spots = [c for c in blizzard_spots(ctx) if c != CORAL]
    tiles = sorted(ctx.state.winterfall.aurora_stack, key=lambda t: aurora_tiles(ctx.cat)[t].slots)
    for coord, tile in zip(spots, tiles, strict=False):
        if count <= 0:
            break
        tokens = min(count, aurora_tiles(ctx.cat)[tile].slots)
        ctx.state.winterfall.auroras[coord] = AuroraOnMap(take_from_stack(ctx, tile), tokens)
        count -= tokens
    assert count == 0 and tokens_left(ctx) == 14 - sum(
        a.tokens for a in ctx.state.winterfall.auroras.values())


def take_from_stack(ctx: Ctx, tile: int) -> int:
    ctx.state.winterfall.aurora_stack.remove(tile)
    return tile


def two_slot_tile(ctx: Ctx) -> int:
    """A two-slot tile taken from the stack."""
    return take_from_stack(ctx, next(t for t in ctx.state.winterfall.aurora_stack
                                     if aurora_tiles(ctx.cat)[t].slots == 2))


@pytest.mark.parametrize(("on_map", "gets", "left"), [(10, 2, 2), (13, 1, 0)])
def test_a_two_slot_tile_gets_the_tokens_the_supply_still_has(
    on_map: int, gets: int, left: int
) -> None:
    """Both slots filled while the supply lasts; with one token left, one."""
    _game, ctx = winter()
    tokens_on_map(ctx, on_map)
    lay_aurora(ctx, two_slot_tile(ctx), CORAL)
    assert ctx.state.winterfall.auroras[CORAL].tokens == gets and tokens_left(ctx) == left
    ok(ctx)


def test_with_no_token_left_the_tile_goes_to_the_discard_pile_and_the_blizzard_stays() -> None:
    _game, ctx = winter()
    tokens_on_map(ctx, 14)
    place_blizzard(ctx, CORAL)
    tile = two_slot_tile(ctx)
    lay_aurora(ctx, tile, CORAL)
    assert CORAL not in ctx.state.winterfall.auroras and CORAL in ctx.state.winterfall.blizzards
    assert ctx.state.winterfall.aurora_discard[-1] == tile
    ok(ctx)


def test_an_activation_returns_its_token_to_the_supply() -> None:
    _game, ctx = winter()
    tokens_on_map(ctx, 14)
    coord = next(iter(ctx.state.winterfall.auroras))
    run_step(ctx, activate(ctx, 0, coord), then=lambda p: p.options[0].id)
    assert tokens_left(ctx) == 1
    ok(ctx)


def test_the_aurora_event_with_no_token_left_discards_both_tiles_unasked() -> None:
    _game, ctx = winter()
    tokens_on_map(ctx, 14)
    drawn = ctx.state.winterfall.aurora_stack[-2:]
    _value, prompts = run_step(ctx, lay_drawn_aurora(ctx, 0))
    assert prompts == [] and ctx.state.winterfall.aurora_discard[-2:] == drawn[::-1]
    assert ctx.state.winterfall.aurora_drawn == []
    ok(ctx)


def test_the_aurora_event_names_the_tokens_a_tile_would_get() -> None:
    _game, ctx = winter()
    tokens_on_map(ctx, 13)
    tile = two_slot_tile(ctx)
    ctx.state.winterfall.aurora_stack.append(tile)  # on top
    _value, prompts = run_step(ctx, lay_drawn_aurora(ctx, 0), [f"aurora-tile:{tile}",
                                                               "hex:4,3"])
    shown = prompts[0].option(f"aurora-tile:{tile}")
    assert shown is not None and "1 token of its 2" in shown.label
    assert ctx.state.winterfall.auroras[CORAL].tokens == 1


def test_the_invariants_count_the_aurora_tokens_against_the_box() -> None:
    _game, ctx = winter()
    tokens_on_map(ctx, 14)
    ok(ctx)
    ctx.state.winterfall.auroras[CORAL] = AuroraOnMap(two_slot_tile(ctx), 1)
    assert "more aurora tokens lie on the map than the box holds" in rules().invariants(
        ctx.state)
