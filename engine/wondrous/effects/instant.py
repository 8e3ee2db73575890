"""Instant creature abilities: they fire once, right after their card enters the reserve.

Using one is its owner's choice (skip.py): the first question of an ability, asked before
it has done anything, offers to skip it; abilities that ask nothing only give. Where one
part leads to the next (hatch an egg to gain one, draw then discard), the next is no longer
optional: declining is only possible before the first part."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.wondrous import wilderness
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
from engine.wondrous.eggs import flip, hatch, pick_eggs
from engine.wondrous.free import special_effect
from engine.wondrous.gains import (
    choose_resource,
    gain_egg,
    gain_nets,
    gain_resource,
    gain_vp,
)
from engine.wondrous.habitats import counts_as, habitat_at
from engine.wondrous.play import play_card
from engine.wondrous.prices import price_refusal
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.registry import Source, effect, num, run, run_card, source_name
from engine.wondrous.reserve import (
    card_species,
    cost_total,
    habitat_icons,
    last_instant,
    of_type,
    species_icons,
)
from engine.wondrous.scoring import end_card_score
from engine.wondrous.skip import SKIP, may_skip, skip_option, with_skip
from engine.wondrous.state import RESOURCES

Params = dict[str, Any]
REPEAT = "repeat_last_instant"


# -- small shared pieces ------------------------------------------------------------------


_name = source_name  # one helper for "which card is this effect from"


def gain_egg_of(ctx: Ctx, seat: int, among: Sequence[str], why: str, count: int = 1,
                shown_by: str = "", skippable: bool = False) -> Step:
    species = yield from choose_egg_species(ctx, seat, list(dict.fromkeys(among)), why,
                                            shown_by, skippable)
    if species is None:
        return
    for _ in range(count):
        yield from gain_egg(ctx, seat, species)


def fire_recharge(ctx: Ctx, seat: int, number: int, why: str) -> Step:
    """Fire exactly one recharge card, through the shared recharge path (so continuous
    cards react as they do for any firing)."""
    others = tuple(c.number for c in of_type(ctx, ctx.p(seat), "recharge") if c.number != number)
    yield from activate_recharge_cards(ctx, seat, 1, why, exclude=others)


def fire_chosen_recharge(ctx: Ctx, seat: int, why: str) -> Step:
    """A recharge card of the reserve the player fires: its number, or None when there is
    none or the player skips."""
    cards = [c.number for c in of_type(ctx, ctx.p(seat), "recharge")]
    if not cards:
        ctx.emit("no-effect", f"{ctx.name(seat)} has no recharge card to fire.", seat)
        return None
    options = [
        Option(f"fire:{n}", card_label(ctx, n), refs=(f"card:{n}",), help=f"card:{n}")
        for n in cards
    ]
    options.append(skip_option())
    answer = yield from ctx.ask(
        seat, "fire-recharge", f"Fire which recharge card ({why})?", options, help="recharge"
    )
    if answer == SKIP:
        return None
    number = read_id(answer).number()
    yield from fire_recharge(ctx, seat, number, why)
    return number


def wild_options(ctx: Ctx, seat: int, paying: bool) -> list[Option]:
    return [
        Option(
            f"wild:{slot}",
            wild_card_label(ctx, slot),
            refs=(f"card:{n}",),
            help=f"card:{n}",
            enabled=not (refusal := price_refusal(ctx, seat, n) if paying else ""),
            reason=refusal,
        )
        for slot, n in enumerate(ctx.state.wilderness)
        if n is not None and n not in ctx.held
    ]


def hatch_one_egg(ctx: Ctx, seat: int, why: str) -> Step:
    """An unhatched egg the player hatches as a payment: its index, or None when there is
    none or the player skips (then the effect gives nothing)."""
    if all(e.hatched for e in ctx.p(seat).eggs):
        ctx.emit("egg", f"{ctx.name(seat)} has no unhatched egg to hatch.", seat)
        return None
    chosen = yield from pick_eggs(ctx, seat, 1, f"{why}: hatch which egg?", unhatched_only=True)
    yield from hatch(ctx, seat, chosen)
    return chosen[0] if chosen else None


# -- scoring by what the reserve holds ----------------------------------------------------


@effect("score_per_habitat_icon")
def score_per_habitat_icon(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    habitat = str(params["habitat"])
    icons = habitat_icons(ctx, ctx.p(seat), habitat)
    vp = num(params, "vp") * icons
    cap = num(params, "cap")
    vp = min(vp, cap) if cap else vp
    yield from gain_vp(ctx, seat, vp, f"{_name(ctx, source)}: {icons} {habitat} icon(s)")


@effect("score_top_habitat_count")
def score_top_habitat_count(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    top = max(habitat_icons(ctx, ctx.p(seat), r) for r in RESOURCES)
    yield from gain_vp(ctx, seat, num(params, "vp") * top, f"{_name(ctx, source)}: top habitat")


@effect("discounted_by_habitat_icons")
def discounted_by_habitat_icons(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    # the cheaper price was already applied while paying (prices.fixed_discount)
    yield from gain_vp(ctx, seat, num(params, "vp"), _name(ctx, source))


@effect("discard_for_discount_score")
def discard_for_discount_score(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    # the discards for a lower price happened while paying (play.pay_for)
    yield from gain_vp(ctx, seat, num(params, "vp"), _name(ctx, source))


@effect("discard_for_discount_net")
def discard_for_discount_net(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from gain_nets(ctx, seat, num(params, "nets", 1))


@effect("trigger_end_card_now")
def trigger_end_card_now(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    cards = [c.number for c in of_type(ctx, p, "end")]
    if not cards:
        ctx.emit("score", f"{p.name} has no end card to score now.", seat)
        return
    cap = num(params, "cap")
    worth = {
        n: min(end_card_score(ctx, p, n), cap) if cap else end_card_score(ctx, p, n) for n in cards
    }
    options = [
        Option(
            f"card:{n}",
            f"{card_label(ctx, n)}: {worth[n]} VP now",
            refs=(f"card:{n}",),
            help=f"card:{n}",
        )
        for n in cards
    ]
    answer = yield from ctx.ask(
        seat, "end-card-now", "Score which end card now?",
        with_skip(options, may_skip(source), costly=False), help="card_types"
    )
    if answer == SKIP:
        return
    number = read_id(answer).number()
    yield from gain_vp(ctx, seat, worth[number], f"{ctx.card(number).name} scored early")


# -- special effect icons and recharge cards ----------------------------------------------


@effect("activate_habitat_special_effect")
def activate_habitat_special_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Any habitat of the type with an icon, printed or on a tile, or a wild habitat
    (Winterfall: of every type). This is no net use, so a net may still use the same icon
    this turn."""
    kind = str(params["habitat"])
    options = []
    for coord in sorted(ctx.hexes):
        h = habitat_at(ctx, coord)
        if h is None or not counts_as(h.kind, kind) or h.special is None:
            continue
        r, c = coord
        options.append(
            Option(
                option_id("icon", (r, c)),
                f"The icon at {r},{c}: {ctx.cat.special(h.special).text}",
                refs=(f"hex:{r},{c}",),
                help="special-effects",
            )
        )
    if not options:
        ctx.emit("icon", f"No {kind} habitat shows an icon.", seat)
        return
    options.append(skip_option())
    answer = yield from ctx.ask(
        seat,
        "habitat-icon",
        f"Use the icon of which {kind} habitat?",
        options,
        help="special-effects",
    )
    if answer == SKIP:
        return
    r, c = read_id(answer).coord()
    ctx.emit("icon", f"{ctx.name(seat)} uses the icon at {r},{c}.", seat)
    yield from special_effect(ctx, seat, (r, c))


@effect("activate_recharge_gain_its_egg")
def activate_recharge_gain_its_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    number = yield from fire_chosen_recharge(ctx, seat, why)
    if number is None:
        return
    card = next(c for c in ctx.p(seat).reserve if c.number == number)
    yield from gain_egg_of(ctx, seat, card_species(ctx, card), why,
                           shown_by=ctx.card(number).name)


@effect("activate_different_recharges")
def activate_different_recharges(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    first = yield from fire_chosen_recharge(ctx, seat, why)
    if first is None:
        return
    more = num(params, "count") - 1
    if more > 0:
        yield from activate_recharge_cards(ctx, seat, more, why, exclude=(first,))


# -- the Wilderness -----------------------------------------------------------------------


def _play_from_wilderness(ctx: Ctx, seat: int, paying: bool, why: str) -> Step:
    options = wild_options(ctx, seat, paying)
    if not options:
        return
    options.append(skip_option())
    how = "paying its cost" if paying else "for free"
    answer = yield from ctx.ask(
        seat,
        "play-wilderness",
        f"Play which Wilderness card, {how} ({why})?",
        options,
        help="wilderness",
    )
    if answer == SKIP:
        return
    number = ctx.state.wilderness[read_id(answer).number()]
    assert number is not None
    yield from play_card(ctx, seat, number, source="wilderness", paid=paying)


@effect("play_from_wilderness_paying")
def play_from_wilderness_paying(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from _play_from_wilderness(ctx, seat, True, _name(ctx, source))


@effect("play_from_wilderness_free")
def play_from_wilderness_free(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from _play_from_wilderness(ctx, seat, False, _name(ctx, source))


@effect("take_wilderness_by_species")
def take_wilderness_by_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    state = ctx.state
    reach = [n for n in state.wilderness if n is not None and n not in ctx.held]
    present = {s for n in reach for s in ctx.card(n).species}
    options = []
    for s in ctx.species:
        if s in present:
            count = sum(1 for n in reach if s in ctx.card(n).species)
            options.append(Option(f"species:{s}", f"{s.title()}: {count} card(s)", help="species"))
    if not options:
        return
    options.append(skip_option())
    answer = yield from ctx.ask(
        seat,
        "declare-species",
        "Declare a species: take every Wilderness card showing it.",
        options,
        help="species",
    )
    if answer == SKIP:
        return
    species = read_id(answer).word()
    p = ctx.p(seat)
    taken = []
    for slot, n in enumerate(state.wilderness):
        if n in reach and species in ctx.card(n).species:
            p.hand.append(wilderness.take(ctx, slot, seat))
            taken.append(n)
    names = ", ".join(ctx.card(n).name for n in taken)
    ctx.emit("take", f"{p.name} names {species} and takes {names}.", seat, cards=taken)
    yield from gain_vp(ctx, seat, num(params, "vp") * len(taken), _name(ctx, source))


@effect("take_wilderness_gain_matching_egg")
def take_wilderness_gain_matching_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    taken = yield from take_from_wilderness(ctx, seat, 1, why=why, optional=True)
    for number in taken:
        yield from gain_egg_of(ctx, seat, ctx.card(number).species, why,
                               shown_by=ctx.card(number).name)


@effect("discard_take_wilderness")
def discard_take_wilderness(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    most = num(params, "discard", 1)
    for i in range(most):
        left = f" ({i + 1} of {most})" if most > 1 else ""
        number = yield from pick_from_hand(
            ctx,
            seat,
            f"Discard a card to take Wilderness cards{left} ({why})?",
            optional=i == 0,
            kind="discard",
            multi=most > 1,
        )
        if number is None:
            if i == 0:
                return
            break
        yield from discard_from_hand(ctx, seat, number)
    yield from take_from_wilderness(ctx, seat, num(params, "take"), why=why)


# -- the last instant card ----------------------------------------------------------------


@effect("repeat_last_instant")
def repeat_last_instant(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Use the ability of the last instant card played (reserve.last_instant: the newest
    one other than this card). When that card is itself a repeater, nothing happens
    (Berrong / Blizard)."""
    last = last_instant(ctx, ctx.p(seat))
    if not last:
        ctx.emit("repeat", "No instant card was played before: nothing to repeat.", seat)
        return
    if ctx.card(last).ability.effect == REPEAT:
        ctx.emit("repeat", f"{ctx.card(last).name} repeats abilities too: nothing happens.", seat)
        return
    ctx.emit("repeat", f"{ctx.name(seat)} uses the ability of {ctx.card(last).name}.", seat)
    yield from run_card(ctx, seat, last)


@effect("gain_egg_of_last_instant_species")
def gain_egg_of_last_instant_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    last = last_instant(ctx, ctx.p(seat))
    if not last:
        ctx.emit("egg", "No instant card was played before: no egg.", seat)
        return
    yield from gain_egg_of(ctx, seat, ctx.card(last).species, _name(ctx, source),
                           shown_by=ctx.card(last).name, skippable=may_skip(source))


@effect("discount_next_card")
def discount_next_card(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    p.discount += num(params, "amount", 1)
    ctx.emit("discount", f"{p.name}'s next card this turn costs {p.discount} less.", seat)
    yield from ()


# -- hand and reserve ---------------------------------------------------------------------


@effect("play_cheap_from_hand_free")
def play_cheap_from_hand_free(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    top = num(params, "max_cost")
    number = yield from pick_from_hand(
        ctx,
        seat,
        f"Play which card costing {top} or less, for free ({_name(ctx, source)})?",
        optional=True,
        allow=lambda n: cost_total(ctx, n) <= top,
        kind="play-free",
    )
    if number is not None:
        yield from play_card(ctx, seat, number, source="hand", paid=False)


@effect("repeat_achievement_reward")
def repeat_achievement_reward(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    p = ctx.p(seat)
    taken = list(dict.fromkeys(p.rewards_taken))
    if not taken:
        ctx.emit("reward", f"{p.name} has taken no marker reward yet.", seat)
        return
    options = [Option(f"reward:{m}", ctx.cat.markers[m].text, help="markers") for m in taken]
    answer = yield from ctx.ask(
        seat, "repeat-reward", "Take which marker reward again?",
        with_skip(options, may_skip(source), costly=False), help="markers"
    )
    if answer == SKIP:
        return
    reward = ctx.cat.markers[read_id(answer).word()]
    ctx.emit("reward", f"{p.name} takes a marker reward again: {reward.text}", seat)
    yield from run(ctx, seat, reward.effect.effect, dict(reward.effect.params), Source("reward"))


# -- drawing ------------------------------------------------------------------------------


@effect("draw_gain_matching_egg")
def draw_gain_matching_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    drawn = yield from draw(ctx, seat, num(params, "draw", 1))
    for number in drawn:
        yield from gain_egg_of(ctx, seat, ctx.card(number).species, _name(ctx, source),
                               shown_by=ctx.card(number).name)


@effect("examine_keep_score_ending")
def examine_keep_score_ending(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """Look at cards, keep one (cards.examine_keep), score its printed ending score."""
    kept = yield from examine_keep(ctx, seat, num(params, "look"), _name(ctx, source))
    if kept is None:
        return
    # named by the source: the kept card is in the hand, hidden, and the log is public
    yield from gain_vp(ctx, seat, ctx.card(kept).ending_score, _name(ctx, source))


@effect("draw_then_discard")
def draw_then_discard(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from draw(ctx, seat, num(params, "draw"))
    count = num(params, "discard", 1)
    for _ in range(count):
        number = yield from pick_from_hand(
            ctx, seat, f"Discard a card ({_name(ctx, source)}).", optional=False, kind="discard",
            multi=count > 1,
        )
        if number is None:
            return
        yield from discard_from_hand(ctx, seat, number)


@effect("draw_score_hand_size")
def draw_score_hand_size(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from draw(ctx, seat, num(params, "draw", 1))
    vp = num(params, "vp") * len(ctx.p(seat).hand)
    cap = num(params, "cap")
    yield from gain_vp(ctx, seat, min(vp, cap) if cap else vp, f"{_name(ctx, source)}: hand size")


@effect("draw_net_if_big_hand")
def draw_net_if_big_hand(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    yield from draw(ctx, seat, num(params, "draw", 1))
    if len(ctx.p(seat).hand) >= num(params, "min_hand"):
        yield from gain_nets(ctx, seat, num(params, "nets", 1))


# -- eggs ---------------------------------------------------------------------------------


@effect("flip_eggs_score_each")
def flip_eggs_score_each(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    chosen = yield from pick_eggs(ctx, seat, num(params, "flips"),
                                  f"{_name(ctx, source)}: turn over which egg(s)?",
                                  unhatched_only=False)
    yield from flip(ctx, seat, chosen)
    yield from gain_vp(ctx, seat, num(params, "vp") * len(chosen), _name(ctx, source))


@effect("hatch_eggs_score_each")
def hatch_eggs_score_each(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    chosen = yield from pick_eggs(ctx, seat, num(params, "max"),
                                  f"{_name(ctx, source)}: hatch which egg(s)?",
                                  unhatched_only=True)
    yield from hatch(ctx, seat, chosen)
    yield from gain_vp(ctx, seat, num(params, "vp") * len(chosen), _name(ctx, source))


@effect("hatch_for_chosen_egg")
def hatch_for_chosen_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    if (yield from hatch_one_egg(ctx, seat, why)) is None:
        return
    yield from gain_egg_of(ctx, seat, ctx.species, why)


@effect("hatch_for_resources")
def hatch_for_resources(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = _name(ctx, source)
    if (yield from hatch_one_egg(ctx, seat, why)) is None:
        return
    amount = num(params, "amount")
    resource = yield from choose_resource(ctx, seat, f"{why}: gain {amount} of which resource?",
                                          gaining=amount)
    gain_resource(ctx, seat, resource, amount)


@effect("gain_egg")
def gain_egg_effect(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    species = str(params["species"])
    yield from gain_egg_of(
        ctx, seat, ctx.species if species == "any" else (species,), _name(ctx, source),
        skippable=may_skip(source),
    )


# -- discarding from hand -----------------------------------------------------------------


@effect("discard_score_each")
def discard_score_each(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    most = num(params, "max")
    for i in range(most):
        number = yield from pick_from_hand(
            ctx,
            seat,
            f"Discard a card for points ({i} of up to {most} so far)?",
            optional=True,
            kind="discard",
            multi=most > 1,
        )
        if number is None:
            return
        yield from discard_from_hand(ctx, seat, number)
        yield from gain_vp(ctx, seat, num(params, "vp"), _name(ctx, source))


@effect("discard_score_matching_species")
def discard_score_matching_species(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    number = yield from pick_from_hand(
        ctx,
        seat,
        "Discard which card (points per icon of its species)?",
        optional=True,
        kind="discard",
    )
    if number is None:
        return
    yield from discard_from_hand(ctx, seat, number)
    p = ctx.p(seat)
    count: dict[str, int] = {
        s: species_icons(ctx, p, s, hatched_too=True) for s in ctx.card(number).species
    }
    options = [
        Option(f"species:{s}", f"{s.title()}: {n} icon(s)", help="species")
        for s, n in count.items()
    ]
    answer = yield from ctx.ask(
        seat, "count-species", "Count which species?", options, help="species"
    )
    species = read_id(answer).word()
    yield from gain_vp(ctx, seat, num(params, "vp") * count[species], f"{species} icons")


@effect("discard_gain_matching_eggs")
def discard_gain_matching_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    number = yield from pick_from_hand(
        ctx, seat, "Discard which card (eggs of its species)?", optional=True, kind="discard"
    )
    if number is None:
        return
    yield from discard_from_hand(ctx, seat, number)
    yield from gain_egg_of(
        ctx, seat, ctx.card(number).species, ctx.card(number).name, num(params, "count", 1)
    )
