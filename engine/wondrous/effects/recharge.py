"""Recharge card abilities: each fires when its owner recharges (or when another effect
activates the card; see engine.wondrous.recharge.activate_recharge_cards).

Using one is its owner's choice, as for an instant ability (skip.py; the rulebook's own
example of optional parts is Housilk, a recharge card): a gain offers the skip only on a
question it asks anyway (a tie among resources or habitats, Housilk's resource); a gain
that asks nothing, or asks only after it has drawn, is simply used."""

from __future__ import annotations

from typing import Any

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import with_article
from engine.wondrous.cards import draw
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import flip, pick_eggs
from engine.wondrous.gains import (
    RESOURCE_NAMES,
    choose_resource,
    gain_egg,
    gain_resource,
    gain_vp,
)
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.reserve import habitat_icons, of_type
from engine.wondrous.skip import SKIP, may_skip, with_skip
from engine.wondrous.state import RESOURCES

Params = dict[str, Any]
NO_RESOURCE = "no-resource"  # Housilk's: no resource, but the eggs may still be turned


def capped(vp: int, cap: int) -> int:
    """`vp`, at most `cap` (no cap when 0)."""
    return min(vp, cap) if cap > 0 else vp


def scarcest(ctx: Ctx, seat: int) -> tuple[str, ...]:
    """The resource types the player holds fewest of (one or several when tied)."""
    p = ctx.p(seat)
    least = min(p.resources.values())
    return tuple(r for r in RESOURCES if p.resources[r] == least)


def pick_scarcest(ctx: Ctx, seat: int, skippable: bool = False) -> Step:
    """The scarcest resource; a choice only when several are tied (then, `skippable`, one
    that may skip the ability it starts: None)."""
    resource = yield from choose_resource(
        ctx, seat, "Which of your scarcest resources?", scarcest(ctx, seat),
        skippable=skippable,
    )
    return resource


def choose_egg_species(ctx: Ctx, seat: int, species: list[str], why: str,
                       shown_by: str = "", skippable: bool = False) -> Step:
    """One of `species` whose supply still holds an egg (asked only when two are possible);
    None when the supply has none of them, or when the player skips the ability this
    question starts (`skippable`). `why` names the card or power at work; `shown_by`, the
    card whose species the egg must match, when that is another one."""
    supply = ctx.state.supply_eggs
    options = [
        Option(
            f"species:{s}",
            f"{'An' if s[0] in 'aeiou' else 'A'} {s} egg ({supply.get(s, 0)} in the supply)",
            help="eggs",
            enabled=supply.get(s, 0) > 0,
            reason="none left in the supply",
        )
        for s in species
    ]
    if not any(o.enabled for o in options):
        ctx.emit("egg", f"The supply has no {' or '.join(species)} egg left.", seat)
        return None
    of = f", of a species {shown_by} shows" if shown_by else ""
    options = with_skip(options, skippable, costly=False)
    answer = yield from ctx.ask(seat, "egg-species", f"{why}: which egg{of}?", options,
                                help="eggs")
    return None if answer == SKIP else read_id(answer).word()


@effect("recharge_draw_score_matching_habitat")
def recharge_draw_score_matching_habitat(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    drawn = yield from draw(ctx, seat, 1)
    if not drawn:
        return
    habitat = ctx.card(drawn[0]).habitat
    count = habitat_icons(ctx, ctx.p(seat), habitat)
    vp = capped(count * num(params, "vp", 1), num(params, "cap"))
    ctx.emit(
        "count",
        f"{source_name(ctx, source)}: the drawn card is {with_article(habitat)} card; "
        f"{count} {habitat} icon(s) in the reserve.",
        seat,
    )
    yield from gain_vp(ctx, seat, vp, source_name(ctx, source))


def pick_top_habitat(ctx: Ctx, seat: int, why: str, skippable: bool = False) -> Step:
    """The habitat whose icons the reserve shows most; a choice only among tied ones (then,
    `skippable`, one that may skip the ability it starts: None)."""
    p = ctx.p(seat)
    counts = {r: habitat_icons(ctx, p, r) for r in RESOURCES}
    top = max(counts.values())
    tied = tuple(r for r in RESOURCES if counts[r] == top)
    resource = yield from choose_resource(
        ctx, seat, f"{why}: your most common habitat icon (tied)?", tied, skippable=skippable
    )
    return resource


@effect("recharge_gain_top_habitat_resource")
def recharge_gain_top_habitat_resource(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    resource = yield from pick_top_habitat(ctx, seat, source_name(ctx, source),
                                           skippable=may_skip(source))
    if resource is None:
        return
    gain_resource(ctx, seat, resource, num(params, "amount", 2))


@effect("recharge_gain_resource_trophy_bonus")
def recharge_gain_resource_trophy_bonus(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    amount = 1 + ctx.p(seat).trophies // num(params, "per_trophies", 3)
    gain_resource(ctx, seat, str(params["resource"]), amount)
    yield from ()


@effect("recharge_gain_least_resource_trophy_bonus")
def recharge_gain_least_resource_trophy_bonus(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    resource = yield from pick_scarcest(ctx, seat, skippable=may_skip(source))
    if resource is None:
        return
    amount = 1 + ctx.p(seat).trophies // num(params, "per_trophies", 3)
    gain_resource(ctx, seat, resource, amount)


@effect("recharge_gain_least_resource_score")
def recharge_gain_least_resource_score(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    resource = yield from pick_scarcest(ctx, seat, skippable=may_skip(source))
    if resource is None:
        return
    gain_resource(ctx, seat, resource, 1)
    held = ctx.p(seat).resources[resource]
    yield from gain_vp(ctx, seat, held, source_name(ctx, source))


@effect("recharge_score_per_end_card")
def recharge_score_per_end_card(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    count = len(of_type(ctx, ctx.p(seat), "end"))
    vp = capped(count * num(params, "vp", 1), num(params, "cap"))
    yield from gain_vp(ctx, seat, vp, source_name(ctx, source))


@effect("recharge_draw_gain_habitat_resource")
def recharge_draw_gain_habitat_resource(
    ctx: Ctx, seat: int, params: Params, source: Source
) -> Step:
    drawn = yield from draw(ctx, seat, 1)
    for number in drawn:
        gain_resource(ctx, seat, ctx.card(number).habitat, num(params, "amount", 1))


@effect("recharge_draw_gain_matching_egg")
def recharge_draw_gain_matching_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    drawn = yield from draw(ctx, seat, 1)
    if not drawn:
        return
    species = yield from choose_egg_species(
        ctx, seat, list(ctx.card(drawn[0]).species), source_name(ctx, source)
    )
    if species is not None:
        yield from gain_egg(ctx, seat, species)


@effect("recharge_gain_resource_flip_eggs")
def recharge_gain_resource_flip_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Both parts are optional: a resource of choice, then up to two different eggs turned.
    The first question offers to skip the whole ability ("No resource" goes on to the
    eggs)."""
    name = source_name(ctx, source)
    for time in range(num(params, "amount", 1)):
        p = ctx.p(seat)
        options = [
            Option(f"res:{r}", f"{RESOURCE_NAMES[r]} (you have {p.resources[r]})", help="resources")
            for r in RESOURCES
        ]
        options.append(Option(NO_RESOURCE, "No resource", help="resources"))
        options = with_skip(options, time == 0 and may_skip(source), costly=False)
        answer = yield from ctx.ask(
            seat, "resource", f"{name}: gain which resource?", options, help="resources"
        )
        if answer == SKIP:
            return
        if answer == NO_RESOURCE:
            break
        gain_resource(ctx, seat, read_id(answer).word())
    chosen = yield from pick_eggs(
        ctx, seat, num(params, "flips", 2), f"{name}: turn over which egg(s)?", unhatched_only=False
    )
    yield from flip(ctx, seat, chosen)


@effect("recharge_score_per_hatched")
def recharge_score_per_hatched(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    hatched = sum(1 for e in ctx.p(seat).eggs if e.hatched)
    vp = hatched // num(params, "per", 2) * num(params, "vp", 1)
    yield from gain_vp(ctx, seat, vp, source_name(ctx, source))
