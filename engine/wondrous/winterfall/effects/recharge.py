"""Winterfall's recharge card abilities: each fires when its owner recharges (or when
another effect fires it).

Using one is its owner's choice (skip.py, effects/recharge.py): Blancoberon's blizzard,
Ozerro's snowflake and Fronterrier's pool tile icon change the table, so their first
question offers the skip even when it has one answer; the scoring and drawing ones only
give and ask nothing."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.wondrous.cards import draw
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.effects.captains import activate_pool_tile_effect
from engine.wondrous.effects.recharge import capped
from engine.wondrous.gains import gain_vp
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.reserve import of_type
from engine.wondrous.skip import SKIP, may_skip, with_skip
from engine.wondrous.winterfall.blizzards import (
    blizzard_spot_label,
    blizzard_spots,
    no_blizzard_text,
    place_blizzard,
)
from engine.wondrous.winterfall.effects.instant import habitat_resource, snowflake_for_resource
from engine.wondrous.winterfall.snowfields import snow_placed_by_card

Params = dict[str, Any]


def score_count(ctx: Ctx, seat: int, count: int, params: Params, source: Source) -> Step:
    """`vp` per thing counted, at most `cap`."""
    vp = capped(count * num(params, "vp", 1), num(params, "cap"))
    yield from gain_vp(ctx, seat, vp, source_name(ctx, source))


def place_card_blizzard(ctx: Ctx, seat: int, why: str, uses_icon: bool = False,
                        skippable: bool = False) -> Step:
    """A creature ability puts a blizzard on a free habitat of the player's choice (not
    the Butterfly Net Habitat); returns where, or None when no habitat is free or the
    supply is out, or when the player skips the ability this question starts (`skippable`):
    then the ability gives nothing more. The options name the habitat's icon when the
    ability `uses_icon` next."""
    spots = blizzard_spots(ctx)
    if not spots:
        ctx.emit("blizzard", f"{no_blizzard_text(ctx)}: {why} gives nothing.", seat)
        return None
    options = [
        Option(option_id("blizzard", c), f"The {blizzard_spot_label(ctx, c, uses_icon)}",
               refs=(f"hex:{c[0]},{c[1]}",), help="blizzards")
        for c in spots
    ]
    answer = yield from ctx.ask(seat, "place-blizzard", f"{why}: put a blizzard on which habitat?",
                                with_skip(options, skippable), help="blizzards")
    if answer == SKIP:
        return None
    coord = read_id(answer).coord()
    place_blizzard(ctx, coord, seat)
    yield from snow_placed_by_card(ctx, seat, 1)
    return coord


@effect("recharge_place_blizzard_gain_resource")
def recharge_place_blizzard_gain_resource(ctx: Ctx, seat: int, params: Params,
                                          source: Source) -> Step:
    why = source_name(ctx, source)
    coord = yield from place_card_blizzard(ctx, seat, why, skippable=may_skip(source))
    if coord is not None:
        yield from habitat_resource(ctx, seat, coord, why)


@effect("recharge_snowflake_gain_resource")
def recharge_snowflake_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A snowflake on any snowfield, then the habitat resource of the card below it."""
    placed = yield from snowflake_for_resource(ctx, seat, source_name(ctx, source),
                                               num(params, "amount", 1),
                                               skippable=may_skip(source))
    if placed:
        yield from snow_placed_by_card(ctx, seat, 1)


@effect("recharge_activate_pool_tile")
def recharge_activate_pool_tile(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The icon of one habitat tile waiting in the pool (as Captain Marie does)."""
    yield from activate_pool_tile_effect(ctx, seat, params, source)


@effect("recharge_draw_score_ending")
def recharge_draw_score_ending(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Draw a card and score its printed ending score (an end card's is 0)."""
    drawn = yield from draw(ctx, seat, 1)
    for number in drawn:
        yield from gain_vp(ctx, seat, ctx.card(number).ending_score, source_name(ctx, source))


@effect("recharge_score_per_continuous")
def recharge_score_per_continuous(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    count = len(of_type(ctx, ctx.p(seat), "continuous"))
    yield from score_count(ctx, seat, count, params, source)


@effect("recharge_score_per_trophy")
def recharge_score_per_trophy(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from score_count(ctx, seat, ctx.p(seat).trophies, params, source)


@effect("recharge_score_top_egg_species")
def recharge_score_top_egg_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The eggs in storage of the species stored most, hatched or not (cards do not count)."""
    stored = Counter(e.species for e in ctx.p(seat).eggs)
    yield from score_count(ctx, seat, max(stored.values(), default=0), params, source)
