"""Effects shared by special effect icons, marker rewards and creature cards."""

from __future__ import annotations

from typing import Any

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.wondrous.cards import (
    discard_from_hand,
    draw,
    pick_from_hand,
    sweep,
    take_from_wilderness,
)
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import flip, pick_eggs
from engine.wondrous.gains import gain_any, gain_nets, gain_resource, gain_vp, store_egg
from engine.wondrous.play import play_card
from engine.wondrous.prices import price_refusal
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.registry import Source, effect, source_name
from engine.wondrous.reserve import of_type
from engine.wondrous.skip import may_skip

Params = dict[str, Any]


@effect("gain_resource")
def gain_resource_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    gain_resource(ctx, seat, str(params["resource"]), int(params.get("amount", 1)))
    yield from ()


@effect("score")
def score(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from gain_vp(ctx, seat, int(params["vp"]))


@effect("gain_any_resources")
def gain_any_resources(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from gain_any(ctx, seat, int(params["amount"]), source_name(ctx, source))


@effect("gain_nets")
def gain_nets_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from gain_nets(ctx, seat, int(params["count"]))


@effect("take_wilderness")
def take_wilderness(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from take_from_wilderness(ctx, seat, int(params["count"]))


@effect("sweep_take_wilderness")
def sweep_take_wilderness(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    if (yield from sweep(ctx, seat, skippable=may_skip(source))):
        yield from take_from_wilderness(ctx, seat, int(params.get("take", 1)))


@effect("draw_cards")
def draw_cards(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from draw(ctx, seat, int(params["count"]))


@effect("gain_random_egg")
def gain_random_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    for _ in range(int(params.get("count", 1))):
        if not ctx.state.pouch:
            ctx.emit("egg", "The egg pouch is empty.", seat)
            return
        species = ctx.state.pouch.pop()
        ctx.table.reveal("an egg was drawn from the pouch")
        yield from store_egg(ctx, seat, species)


@effect("flip_eggs")
def flip_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    chosen = yield from pick_eggs(ctx, seat, int(params["max"]),
                                  f"{source_name(ctx, source)}: turn over which egg(s)?",
                                  unhatched_only=False)
    yield from flip(ctx, seat, chosen)


@effect("take_wilderness_gain_habitat_resources")
def take_wilderness_gain_habitat_resources(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    taken = yield from take_from_wilderness(ctx, seat, 1, optional=may_skip(source))
    for number in taken:
        gain_resource(ctx, seat, ctx.card(number).habitat, int(params["amount"]))


@effect("discard_gain_habitat_resources")
def discard_gain_habitat_resources(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    number = yield from pick_from_hand(
        ctx, seat, "Discard which card for its resources?", optional=True
    )
    if number is None:
        return
    yield from discard_from_hand(ctx, seat, number)
    gain_resource(ctx, seat, ctx.card(number).habitat, int(params["amount"]))


@effect("activate_recharge")
def activate_recharge(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from activate_recharge_cards(ctx, seat, int(params.get("count", 1)), "an effect")


@effect("activate_all_recharges")
def activate_all_recharges(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from activate_recharge_cards(ctx, seat, None, "a marker reward")


@effect("play_from_hand_paying")
def play_from_hand_paying(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    number = yield from pick_from_hand(
        ctx,
        seat,
        "Play which card, paying its cost?",
        optional=True,
        refusal=lambda n: price_refusal(ctx, seat, n),
    )
    if number is not None:
        yield from play_card(ctx, seat, number, source="hand", paid=True)


@effect("restore_energy_card")
def restore_energy_card(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    cards = [
        c for c in of_type(ctx, p, "energy") if c.energies < (ctx.card(c.number).energy_limit or 0)
    ]
    if not cards:
        ctx.emit("energy", f"{p.name} has no energy card with room for another energy.", seat)
        return
    options = [
        Option(
            f"card:{c.number}",
            f"{ctx.card(c.number).name} ({c.energies} of {ctx.card(c.number).energy_limit})",
            refs=(f"card:{c.number}",),
            help="energy",
        )
        for c in cards
    ]
    options.append(Option(DONE, "None", help="energy"))
    answer = yield from ctx.ask(
        seat, "restore-energy", "Refill which energy card?", options, help="energy"
    )
    if answer == DONE:
        return
    card = next(c for c in cards if c.number == read_id(answer).number())
    top = ctx.card(card.number).energy_limit or 0
    ctx.state.energies_supply -= top - card.energies
    card.energies = top
    ctx.emit("energy", f"{p.name} refills {ctx.card(card.number).name}.", seat)
