"""Energy card abilities: each runs after one energy of its card was spent (see
engine.wondrous.free.use_energy, which also holds the cards' own conditions)."""

from __future__ import annotations

from typing import Any

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.core.words import with_article
from engine.wondrous.cards import (
    card_label,
    discard_from_hand,
    draw,
    examine_keep,
    pick_from_hand,
    take_from_wilderness,
    wild_card_label,
)
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.effects.recharge import choose_egg_species
from engine.wondrous.eggs import flip, pick_eggs
from engine.wondrous.gains import (
    RESOURCE_NAMES,
    choose_resource,
    gain_any,
    gain_egg,
    gain_resource,
    gain_vp,
    pay,
)
from engine.wondrous.play import play_card
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.reserve import card_species, cost_total, in_play
from engine.wondrous.state import RESOURCES

Params = dict[str, Any]


@effect("energy_gain_resource_and_exchange")
def energy_gain_resource_and_exchange(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A resource of choice; then, if wanted, any number of one kind traded for another."""
    name = source_name(ctx, source)
    yield from gain_any(ctx, seat, num(params, "amount", 1), name)
    p = ctx.p(seat)
    options = [
        Option(
            f"give:{r}",
            f"Trade away {RESOURCE_NAMES[r]} (you have {p.resources[r]})",
            help="resources",
        )
        for r in RESOURCES
        if p.resources[r] > 0
    ]
    options.append(Option(DONE, "No exchange", help="resources"))
    answer = yield from ctx.ask(
        seat, "exchange-give", f"{name}: exchange one resource kind?", options, help="resources"
    )
    if answer == DONE:
        return
    give = read_id(answer).word()
    options = [
        Option(f"get:{r}", f"{RESOURCE_NAMES[r]} (you have {p.resources[r]})", help="resources")
        for r in RESOURCES
        if r != give
    ]
    answer = yield from ctx.ask(
        seat,
        "exchange-get",
        f"{name}: take which kind for your {RESOURCE_NAMES[give]}?",
        options,
        help="resources",
    )
    get = read_id(answer).word()
    options = [
        Option(
            f"amount:{n}",
            f"{n} {RESOURCE_NAMES[give]} for {n} {RESOURCE_NAMES[get]}",
            help="resources",
        )
        for n in range(1, p.resources[give] + 1)
    ]
    answer = yield from ctx.ask(
        seat, "exchange-amount", f"{name}: how many to exchange?", options, help="resources"
    )
    amount = read_id(answer).number()
    pay(ctx, seat, {give: amount})
    gain_resource(ctx, seat, get, amount)


@effect("energy_play_recharge_free")
def energy_play_recharge_free(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    number = yield from pick_from_hand(
        ctx,
        seat,
        f"{source_name(ctx, source)}: play which recharge card for free?",
        optional=False,
        allow=lambda n: ctx.card(n).type == "recharge",
        kind="play-free",
    )
    if number is None:
        ctx.emit("energy", f"{ctx.name(seat)} has no recharge card in hand to play.", seat)
        return
    yield from play_card(ctx, seat, number, source="hand", paid=False)


@effect("energy_gain_resource_trophy_bonus")
def energy_gain_resource_trophy_bonus(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    amount = 1 + ctx.p(seat).trophies // num(params, "per_trophies", 3)
    resource = yield from choose_resource(
        ctx, seat, f"{source_name(ctx, source)}: gain which resource?", gaining=amount
    )
    gain_resource(ctx, seat, resource, amount)


@effect("energy_activate_recharge")
def energy_activate_recharge(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from activate_recharge_cards(ctx, seat, num(params, "count", 1), source_name(ctx, source))


@effect("energy_play_end_card_free")
def energy_play_end_card_free(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """An end card from the hand or the Wilderness, into the reserve for free."""
    state = ctx.state
    p = ctx.p(seat)
    options = [
        Option(
            f"hand:{n}", f"From your hand: {card_label(ctx, n)}", refs=(f"card:{n}",), help="hand"
        )
        for n in sorted(set(p.hand))
        if ctx.card(n).type == "end"
    ]
    options += [
        Option(
            f"wild:{slot}",
            f"From the Wilderness: {wild_card_label(ctx, slot)}",
            refs=(f"card:{n}",),
            help="wilderness",
        )
        for slot, n in enumerate(state.wilderness)
        if n is not None and ctx.card(n).type == "end"
    ]
    if not options:
        ctx.emit("energy", "No end card is in the hand or the Wilderness.", seat)
        return
    answer = yield from ctx.ask(
        seat,
        "play-free",
        f"{source_name(ctx, source)}: play which end card for free?",
        options,
        help="play",
    )
    picked = read_id(answer)
    if picked.kind == "hand":
        yield from play_card(ctx, seat, picked.number(), source="hand", paid=False)
    else:
        number = state.wilderness[picked.number()]
        assert number is not None
        yield from play_card(ctx, seat, number, source="wilderness", paid=False)


@effect("energy_take_wilderness")
def energy_take_wilderness(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = source_name(ctx, source)
    yield from take_from_wilderness(ctx, seat, num(params, "count", 1), why=why)


@effect("energy_add_species_egg")
def energy_add_species_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """A supply egg goes onto the card itself and only adds its species there: it is not a
    stored egg (no slot, no reward, no continuous card, never turned over)."""
    p = ctx.p(seat)
    card = in_play(p, source.number)
    if card is None:
        return
    shown = card_species(ctx, card)
    supply = ctx.state.supply_eggs
    options = [
        Option(
            f"species:{s}",
            f"Add {s} ({supply.get(s, 0)} in the supply)",
            refs=(f"card:{card.number}",),
            help="eggs",
            enabled=supply.get(s, 0) > 0,
            reason="none left in the supply",
        )
        for s in ctx.species
        if s not in shown
    ]
    if not any(o.enabled for o in options):
        ctx.emit("egg", f"No new species can go on {ctx.card(card.number).name}.", seat)
        return
    answer = yield from ctx.ask(
        seat,
        "add-species",
        f"{ctx.card(card.number).name}: put an egg of which species on it?",
        options,
        help="eggs",
    )
    species = read_id(answer).word()
    supply[species] -= 1
    card.added_species.append(species)
    ctx.emit(
        "species",
        f"{p.name} puts {with_article(species)} egg on {ctx.card(card.number).name}: "
        f"it is {with_article(species)} too.",
        seat,
        card=card.number,
        species=species,
    )


@effect("energy_draw_choose_two")
def energy_draw_choose_two(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Draw a card, then two different rewards from it: an egg of its species, one of its
    habitat resource, points equal to its ending score."""
    name = source_name(ctx, source)
    drawn = yield from draw(ctx, seat, 1)
    if not drawn:
        return
    card = ctx.card(drawn[0])
    supply = ctx.state.supply_eggs
    egg_ok = any(supply.get(s, 0) > 0 for s in card.species)
    rewards = {
        "egg": Option(
            "egg",
            f"A {' or '.join(card.species)} egg",
            help="eggs",
            enabled=egg_ok,
            reason="none left in the supply",
        ),
        "resource": Option("resource", f"1 {RESOURCE_NAMES[card.habitat]}", help="resources"),
        "vp": Option("vp", f"{card.ending_score} VP (its ending score)", help="scoring"),
    }
    for i in range(2):
        answer = yield from ctx.ask(
            seat,
            "choose-reward",
            f"{name}: {card.name} was drawn; take which reward ({i + 1} of 2)?",
            list(rewards.values()),
            help="energy",
        )
        del rewards[answer]
        if answer == "egg":
            species = yield from choose_egg_species(ctx, seat, list(card.species), name)
            if species is not None:
                yield from gain_egg(ctx, seat, species)
        elif answer == "resource":
            gain_resource(ctx, seat, card.habitat, 1)
        else:
            yield from gain_vp(ctx, seat, card.ending_score, name)


@effect("energy_examine_keep_gain_resource")
def energy_examine_keep_gain_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Look at cards, keep one (cards.examine_keep), gain its habitat resource."""
    kept = yield from examine_keep(ctx, seat, num(params, "look", 3), source_name(ctx, source))
    if kept is None:
        return
    gain_resource(ctx, seat, ctx.card(kept).habitat, num(params, "amount", 1))


@effect("energy_flip_eggs_score")
def energy_flip_eggs_score(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    name = source_name(ctx, source)
    chosen = yield from pick_eggs(
        ctx, seat, num(params, "flips", 2), f"{name}: turn over which egg(s)?", unhatched_only=False
    )
    yield from flip(ctx, seat, chosen)
    yield from gain_vp(ctx, seat, num(params, "vp", 2), name)


@effect("energy_empty_hand_draw_gain")
def energy_empty_hand_draw_gain(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    drawn = yield from draw(ctx, seat, num(params, "draw", 4))
    for number in drawn:
        gain_resource(ctx, seat, ctx.card(number).habitat, 1)


@effect("energy_replay_cheap_discard")
def energy_replay_cheap_discard(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The card the player just discarded comes back from the discard pile, played free."""
    number = ctx.p(seat).last_discarded
    if (
        not number
        or number not in ctx.state.discard
        or cost_total(ctx, number) > num(params, "max_cost", 3)
    ):
        ctx.emit("energy", "No cheap card was just discarded: nothing to play.", seat)
        return
    yield from play_card(ctx, seat, number, source="discard", paid=False)


@effect("energy_discard_gain_habitat_resources")
def energy_discard_gain_habitat_resources(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    number = yield from pick_from_hand(
        ctx,
        seat,
        f"{source_name(ctx, source)}: discard which card for its habitat resource?",
        optional=False,
        kind="discard",
    )
    if number is None:
        ctx.emit("energy", f"{ctx.name(seat)} has no card in hand to discard.", seat)
        return
    yield from discard_from_hand(ctx, seat, number)
    gain_resource(ctx, seat, ctx.card(number).habitat, num(params, "amount", 2))
