"""Winterfall's energy card abilities: each runs after one energy of its card was spent
(free.energy_refusal says when one cannot be used)."""

from __future__ import annotations

from typing import Any

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import with_article
from engine.wondrous.cards import card_label, discard_from_hand, pick_from_hand, take_into_hand
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.effects.instant import wild_options
from engine.wondrous.effects.recharge import capped
from engine.wondrous.free import ability_refusal, special_effect
from engine.wondrous.gains import gain_vp
from engine.wondrous.habitats import habitat_at
from engine.wondrous.registry import Source, effect, num, resolve, run, source_name
from engine.wondrous.reserve import copyable
from engine.wondrous.winterfall.effects.recharge import place_card_blizzard
from engine.wondrous.winterfall.snowfields import gain_snowflakes

Params = dict[str, Any]


@effect("energy_blizzard_activate_special")
def energy_blizzard_activate_special(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A blizzard on a free habitat, then that habitat's icon (none: nothing more)."""
    coord = yield from place_card_blizzard(ctx, seat, source_name(ctx, source), uses_icon=True)
    if coord is None:
        return
    h = habitat_at(ctx, coord)
    if h is not None and h.special is not None:
        yield from special_effect(ctx, seat, coord)


def copy_ability(ctx: Ctx, seat: int, card_type: str, params: Params, source: Source) -> Step:
    """Use the ability of a `card_type` card in another player's reserve as if it were
    this card's, on the player's own reserve; its owner gains snowflakes. The ability
    speaks of its own card ("its habitat"), so it reads the copied card; it acts through
    this one (Plataurora's egg goes on the copying card)."""
    targets = copyable(ctx, seat, card_type)
    options = []
    for owner, number in targets:
        why = ability_refusal(ctx, seat, ctx.card(number).ability)
        options.append(Option(f"card:{number}", f"{ctx.name(owner)}'s {card_label(ctx, number)}",
                              refs=(f"card:{number}",), help=f"card:{number}",
                              enabled=not why, reason=why or "-"))
    if not any(o.enabled for o in options):
        ctx.emit("copy", f"No other player has {with_article(card_type)} card to copy.", seat)
        return
    name = source_name(ctx, source)
    answer = yield from ctx.ask(seat, "copy-card", f"{name}: copy which {card_type} card?",
                                options, help="energy")
    number = read_id(answer).number()
    owner = next(o for o, n in targets if n == number)
    ctx.emit("copy", f"{ctx.name(seat)} copies {ctx.card(number).name} with {name}.", seat,
             card=number)
    gain_snowflakes(ctx, owner, num(params, "snowflakes", 1), f"{name} copied their card")
    ability = ctx.card(number).ability
    copied = resolve(ctx, dict(ability.params), Source("card", number))
    yield from run(ctx, seat, ability.effect, copied, source)


@effect("energy_copy_other_energy")
def energy_copy_other_energy(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from copy_ability(ctx, seat, "energy", params, source)


@effect("energy_copy_other_recharge")
def energy_copy_other_recharge(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from copy_ability(ctx, seat, "recharge", params, source)


@effect("energy_discard_score_endings")
def energy_discard_score_endings(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Discard any number of cards from the hand; score their ending scores together, at
    most `cap` (an end card's is 0)."""
    name = source_name(ctx, source)
    total = 0
    while True:
        number = yield from pick_from_hand(
            ctx, seat, f"{name}: discard a card for its ending score ({total} so far)?",
            optional=True, kind="discard", multi=True)
        if number is None:
            break
        yield from discard_from_hand(ctx, seat, number)
        total += ctx.card(number).ending_score
    yield from gain_vp(ctx, seat, capped(total, num(params, "cap")), name)


@effect("energy_take_wilderness_score_ending")
def energy_take_wilderness_score_ending(ctx: Ctx, seat: int, params: Params,
                                        source: Source) -> Step:
    """A Wilderness card of choice into the hand, and its ending score (an end card's is 0)."""
    options = wild_options(ctx, seat, paying=False)
    if not options:
        ctx.emit("take", "The Wilderness is empty.", seat)
        return
    name = source_name(ctx, source)
    answer = yield from ctx.ask(seat, "take-wilderness", f"{name}: take which Wilderness card?",
                                options, help="wilderness")
    number = take_into_hand(ctx, seat, read_id(answer).number())
    yield from gain_vp(ctx, seat, ctx.card(number).ending_score, name)

