"""Winterfall's instant creature abilities: snowflakes and blizzards laid by a card, Discover,
and the new egg and card moves. Shared pieces here (naming a species, discovering one, taking
a habitat's resource) serve the Winterfall captains too.

A card that places snowflakes or blizzards tells `snowfields.snow_placed_by_card` how many,
after placing them (Bansheer scores on that); captains place theirs without it."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.core import DONE, Option
from engine.core.option_ids import option_id, read_id
from engine.core.words import with_article
from engine.wondrous.cards import (
    discard_from_hand,
    draw,
    pick_from_hand,
    sweep,
    take_from_wilderness,
    take_into_hand,
)
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.deck import discover
from engine.wondrous.effects.instant import (
    fire_chosen_recharge,
    gain_egg_of,
    hatch_one_egg,
)
from engine.wondrous.effects.recharge import capped
from engine.wondrous.eggs import pick_eggs
from engine.wondrous.free import special_effect
from engine.wondrous.gains import (
    RESOURCE_NAMES,
    gain_egg,
    gain_habitat_resource,
    gain_nets,
    gain_resource,
    gain_vp,
)
from engine.wondrous.habitats import habitat_at
from engine.wondrous.registry import Source, effect, num, source_name
from engine.wondrous.reserve import habitat_icons, species_icons
from engine.wondrous.skip import SKIP, may_skip, with_skip
from engine.wondrous.state import RESOURCES, Coord, Egg
from engine.wondrous.winterfall.blizzards import (
    blizzard_spot_label,
    blizzard_spots,
    no_blizzard_text,
    place_blizzard,
    remove_blizzard,
)
from engine.wondrous.winterfall.played import seat_winter, winter
from engine.wondrous.winterfall.snowfields import (
    place_snowflakes,
    slots_with_habitat,
    snow_on_species,
    snow_placed_by_card,
)

Params = dict[str, Any]


# -- naming a species or a habitat --------------------------------------------------------


def choose_species(ctx: Ctx, seat: int, why: str, question: str = "name a species.",
                   skippable: bool = False) -> Step:
    """Any species of this game (the Spirits too), in the game's order; None when the
    player skips the ability this question starts (`skippable`)."""
    options = [Option(f"species:{s}", s.title(), help="species")
               for s in ctx.species]
    options = with_skip(options, skippable, costly=False)
    answer = yield from ctx.ask(seat, "declare-species", f"{why}: {question}", options,
                                help="species")
    return None if answer == SKIP else read_id(answer).word()


def choose_habitat(ctx: Ctx, seat: int, why: str, skippable: bool = False) -> Step:
    """A habitat icon; None when the player skips the ability it starts (`skippable`)."""
    options = [Option(f"res:{r}", RESOURCE_NAMES[r], help="habitats") for r in RESOURCES]
    options = with_skip(options, skippable, costly=False)
    answer = yield from ctx.ask(seat, "declare-habitat", f"{why}: name a habitat icon.",
                                options, help="habitats")
    return None if answer == SKIP else read_id(answer).word()


def by_card(ctx: Ctx, seat: int, source: Source, count: int) -> Step:
    """Snow placed by `source`: only a creature card's placement is a card's (Bansheer)."""
    if source.kind == "card" and count:
        yield from snow_placed_by_card(ctx, seat, count)


def few_or_many(params: Params, placed: int) -> int:
    """The Dwarfreeze/Stovesel reward: `few`, or `many` from `many_from` snowflakes placed."""
    return num(params, "many") if placed >= num(params, "many_from") else num(params, "few")


# -- discovering --------------------------------------------------------------------------


def discover_species(ctx: Ctx, seat: int, species: Sequence[str]) -> int | None:
    """Discover the first card showing any of `species`."""
    wanted = " or ".join(species)
    return discover(ctx, seat, lambda n: any(s in ctx.card(n).species for s in species),
                    f"a {wanted} card")


def discover_named_species(ctx: Ctx, seat: int, source: Source) -> Step:
    """Name a species, discover a card of it; returns (species, card or None), or None when
    the player skips the ability."""
    why = source_name(ctx, source)
    species = yield from choose_species(ctx, seat, why, skippable=may_skip(source))
    if species is None:
        return None
    return species, discover_species(ctx, seat, (species,))


def discover_type(ctx: Ctx, seat: int, card_type: str) -> int | None:
    article = "an" if card_type[0] in "aeiou" else "a"
    return discover(ctx, seat, lambda n: ctx.card(n).type == card_type,
                    f"{article} {card_type} card")


@effect("discover_species_score_ending")
def discover_species_score_ending(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    named = yield from discover_named_species(ctx, seat, source)
    if named is None:
        return
    _species, found = named
    if found is not None:  # an end card's printed ending score is 0
        yield from gain_vp(ctx, seat, ctx.card(found).ending_score, source_name(ctx, source))


@effect("discover_species_score_hand")
def discover_species_score_hand(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """The discovered card counts among the hand's cards of the species."""
    why = source_name(ctx, source)
    named = yield from discover_named_species(ctx, seat, source)
    if named is None:
        return
    species, _found = named
    held = sum(1 for n in ctx.p(seat).hand if species in ctx.card(n).species)
    vp = capped(num(params, "vp") * held, num(params, "cap"))
    yield from gain_vp(ctx, seat, vp, f"{why}: {held} {species} card(s) in hand")


@effect("discover_species_gain_nets")
def discover_species_gain_nets(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    if (yield from discover_named_species(ctx, seat, source)) is None:
        return
    yield from gain_nets(ctx, seat, num(params, "nets", 1))


@effect("discover_habitat_score_icons")
def discover_habitat_score_icons(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = source_name(ctx, source)
    habitat = yield from choose_habitat(ctx, seat, why, skippable=may_skip(source))
    if habitat is None:
        return
    discover(ctx, seat, lambda n: ctx.card(n).habitat == habitat, f"a {habitat} card")
    icons = habitat_icons(ctx, ctx.p(seat), habitat)
    yield from gain_vp(ctx, seat, num(params, "vp") * icons, f"{why}: {icons} {habitat} icon(s)")


@effect("discover_end_card_gain_eggs")
def discover_end_card_gain_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """One egg per species icon of the end card (two alike give two of that species)."""
    found = discover_type(ctx, seat, "end")
    if found is None:
        return
    for species in ctx.card(found).species:
        yield from gain_egg(ctx, seat, species)


@effect("discover_energy_card_gain_egg")
def discover_energy_card_gain_egg(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    found = discover_type(ctx, seat, "energy")
    if found is not None:
        yield from gain_egg_of(ctx, seat, ctx.card(found).species, source_name(ctx, source),
                               shown_by=ctx.card(found).name)


@effect("discard_gain_egg_discover_species")
def discard_gain_egg_discover_species(ctx: Ctx, seat: int, params: Params,
                                      source: Source) -> Step:
    """The discard is a real discard (Draksid reacts); with two species the egg is one of
    them, the Discover takes the first card showing either."""
    number = yield from pick_from_hand(
        ctx, seat, f"Discard which card (an egg of its species, then Discover) "
        f"({source_name(ctx, source)})?", optional=True, kind="discard")
    if number is None:
        return
    yield from discard_from_hand(ctx, seat, number)
    card = ctx.card(number)
    yield from gain_egg_of(ctx, seat, card.species, source_name(ctx, source),
                           shown_by=card.name)
    discover_species(ctx, seat, card.species)


# -- snowflakes ---------------------------------------------------------------------------


@effect("snowflakes_by_habitat_gain_resources")
def snowflakes_by_habitat_gain_resources(ctx: Ctx, seat: int, params: Params,
                                         source: Source) -> Step:
    counts = {r: len(slots_with_habitat(ctx, r)) for r in RESOURCES}
    options = [Option(f"res:{r}", f"{RESOURCE_NAMES[r]}: {n} snowfield(s)", help="snowfields")
               for r, n in counts.items() if n]
    if not options:
        ctx.emit("snowflakes", "The Wilderness shows no card: no snowflake falls.", seat)
        return
    answer = yield from ctx.ask(seat, "declare-habitat", f"{source_name(ctx, source)}: name a "
                                "habitat icon shown in the Wilderness.",
                                with_skip(options, may_skip(source)),
                                help="snowfields")
    if answer == SKIP:
        return
    habitat = read_id(answer).word()
    placed = len(place_snowflakes(ctx, slots_with_habitat(ctx, habitat), seat))
    yield from by_card(ctx, seat, source, placed)
    gain_resource(ctx, seat, habitat, few_or_many(params, placed))


@effect("snowflakes_by_species_gain_eggs")
def snowflakes_by_species_gain_eggs(ctx: Ctx, seat: int, params: Params,
                                    source: Source) -> Step:
    done = yield from snow_on_species(ctx, seat, source_name(ctx, source),
                                      skippable=may_skip(source))
    if done is None:
        return
    species, placed = done
    yield from by_card(ctx, seat, source, placed)
    for _ in range(few_or_many(params, placed)):
        yield from gain_egg(ctx, seat, species)


@effect("snowflakes_half_take_other_half")
def snowflakes_half_take_other_half(ctx: Ctx, seat: int, params: Params,
                                    source: Source) -> Step:
    size = ctx.limit("sweep_cards")
    slots = len(ctx.state.wilderness)
    left, right = list(range(size)), list(range(slots - size, slots))
    options = [
        Option("left", "Snow on the three left snowfields, take the three right cards",
               help="snowfields"),
        Option("right", "Snow on the three right snowfields, take the three left cards",
               help="snowfields"),
    ]
    side = yield from ctx.ask(seat, "snow-half", f"{source_name(ctx, source)}: which half gets "
                              "the snow?", with_skip(options, may_skip(source)),
                              help="snowfields", auto=False)
    if side == SKIP:
        return
    snowy, taken = (left, right) if side == "left" else (right, left)
    placed = len(place_snowflakes(ctx, snowy, seat))
    yield from by_card(ctx, seat, source, placed)
    for slot in taken:  # each card brings the snowflakes of its slot
        if ctx.state.wilderness[slot] is not None:
            take_into_hand(ctx, seat, slot)


def snowflake_for_resource(ctx: Ctx, seat: int, why: str, amount: int,
                           skippable: bool = False) -> Step:
    """The "which snowfield" question of Cold Wave and Ozerro: a snowflake on any snowfield,
    then `amount` of the habitat resource of the card below it (none under an empty slot).
    Snow changes the table: a creature's ability (`skippable`) offers its skip here; returns
    False when skipped, True when the snowflake was laid."""
    wild = ctx.state.wilderness
    options = [
        Option(option_id("snowfield", slot),
               f"Snowfield {slot + 1} ({winter(ctx.state).snowfields[slot]} there): "
               + (f"{ctx.card(n).name}, gain {RESOURCE_NAMES[ctx.card(n).habitat]}"
                  if n is not None else "no card below, no resource"),
               refs=(f"card:{n}",) if n is not None else (), help="snowfields")
        for slot, n in enumerate(wild)
    ]
    answer = yield from ctx.ask(seat, "snowfield", f"{ctx.name(seat)}, {why}: put a snowflake "
                                "on which snowfield?", with_skip(options, skippable),
                                help="snowfields")
    if answer == SKIP:
        return False
    slot = read_id(answer).number()
    place_snowflakes(ctx, [slot], seat)
    number = wild[slot]
    if number is not None:
        gain_resource(ctx, seat, ctx.card(number).habitat, amount, why)
    return True


@effect("score_per_snowflake")
def score_per_snowflake(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    held = seat_winter(ctx.p(seat)).snowflakes  # a big snowflake is already counted as five
    vp = capped(num(params, "vp") * held, num(params, "cap"))
    yield from gain_vp(ctx, seat, vp, f"{source_name(ctx, source)}: {held} snowflake(s)")


# -- blizzards ----------------------------------------------------------------------------


def habitat_resource(ctx: Ctx, seat: int, coord: Coord, why: str) -> Step:
    """One of the habitat's resource; any one from a wild habitat."""
    h = habitat_at(ctx, coord)
    assert h is not None
    yield from gain_habitat_resource(ctx, seat, h.kind, 1, why)


def blizzard_option(ctx: Ctx, verb: str, coord: Coord, uses_icon: bool = False) -> Option:
    r, c = coord
    what = {"put": "Put a blizzard on", "lift": "Lift the blizzard from"}[verb]
    label = f"{what} the {blizzard_spot_label(ctx, coord, uses_icon)}"
    return Option(option_id(verb, coord), label, refs=(f"hex:{r},{c}",), help="blizzards")


def put_blizzard(ctx: Ctx, seat: int, coord: Coord, source: Source) -> Step:
    place_blizzard(ctx, coord, seat)
    yield from by_card(ctx, seat, source, 1)


@effect("place_or_remove_blizzard_gain_resource")
def place_or_remove_blizzard_gain_resource(ctx: Ctx, seat: int, params: Params,
                                           source: Source) -> Step:
    why = source_name(ctx, source)
    options = [blizzard_option(ctx, "put", c) for c in blizzard_spots(ctx)]
    options += [blizzard_option(ctx, "lift", c) for c in winter(ctx.state).blizzards]
    if not options:
        ctx.emit("blizzard", "No habitat can take or lose a blizzard.", seat)
        return
    answer = yield from ctx.ask(seat, "blizzard", f"{why}: put a blizzard down or lift one.",
                                with_skip(options, may_skip(source)),
                                help="blizzards")
    if answer == SKIP:
        return
    picked = read_id(answer)
    coord = picked.coord()
    if picked.kind == "put":
        yield from put_blizzard(ctx, seat, coord, source)
    else:
        remove_blizzard(ctx, coord, seat)
    yield from habitat_resource(ctx, seat, coord, why)


@effect("blizzard_gain_resource_activate_special")
def blizzard_gain_resource_activate_special(ctx: Ctx, seat: int, params: Params,
                                            source: Source) -> Step:
    why = source_name(ctx, source)
    options = [blizzard_option(ctx, "put", c, uses_icon=True) for c in blizzard_spots(ctx)]
    if not options:
        ctx.emit("blizzard", f"{no_blizzard_text(ctx)}: {why} gives nothing.", seat)
        return
    answer = yield from ctx.ask(seat, "blizzard", f"{why}: put a blizzard on which habitat?",
                                with_skip(options, may_skip(source)),
                                help="blizzards")
    if answer == SKIP:
        return
    coord = read_id(answer).coord()
    yield from put_blizzard(ctx, seat, coord, source)
    yield from habitat_resource(ctx, seat, coord, why)
    h = habitat_at(ctx, coord)
    if h is not None and h.special is not None:
        yield from special_effect(ctx, seat, coord)


@effect("remove_blizzards_gain_resources")
def remove_blizzards_gain_resources(ctx: Ctx, seat: int, params: Params,
                                    source: Source) -> Step:
    why = source_name(ctx, source)
    most = num(params, "max", 1)
    for i in range(most):
        if not winter(ctx.state).blizzards:
            if not i:
                ctx.emit("blizzard", "No blizzard lies on the map.", seat)
            return
        options = [blizzard_option(ctx, "lift", c) for c in winter(ctx.state).blizzards]
        options.append(Option(DONE, "Stop" if i else "Lift none", help="blizzards"))
        answer = yield from ctx.ask(seat, "lift-blizzard", f"{why}: lift a blizzard ({i} of "
                                    f"up to {most} so far)?", options, help="blizzards",
                                    multi=most > 1)
        if answer == DONE:
            return
        coord = read_id(answer).coord()
        remove_blizzard(ctx, coord, seat)
        yield from habitat_resource(ctx, seat, coord, why)


# -- cards, recharges and eggs ------------------------------------------------------------


@effect("draw_up_to_hand")
def draw_up_to_hand(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    missing = num(params, "hand") - len(ctx.p(seat).hand)
    if missing > 0:
        yield from draw(ctx, seat, missing)


@effect("sweep_take_repeat")
def sweep_take_repeat(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    for time in range(num(params, "times", 1)):
        if not (yield from sweep(ctx, seat, skippable=time == 0 and may_skip(source))):
            return  # skipped before anything was done
        yield from take_from_wilderness(ctx, seat, 1, why=source_name(ctx, source))


@effect("activate_recharge_score_its_ending")
def activate_recharge_score_its_ending(ctx: Ctx, seat: int, params: Params,
                                       source: Source) -> Step:
    why = source_name(ctx, source)
    number = yield from fire_chosen_recharge(ctx, seat, why)
    if number is None:
        return
    yield from gain_vp(ctx, seat, ctx.card(number).ending_score, f"{ctx.card(number).name}'s "
                       "ending score")


@effect("hatch_score_species_icons")
def hatch_score_species_icons(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    why = source_name(ctx, source)
    egg = yield from hatch_one_egg(ctx, seat, why)
    if egg is None:
        return
    species = ctx.p(seat).eggs[egg].species
    icons = species_icons(ctx, ctx.p(seat), species, hatched_too=True)
    vp = capped(num(params, "vp") * icons, num(params, "cap"))
    yield from gain_vp(ctx, seat, vp, f"{why}: {icons} {species} icon(s)")


@effect("swap_eggs")
def swap_eggs(ctx: Ctx, seat: int, params: Params, source: Source) -> Step:
    """An exchange, not a gain: the new eggs lie unhatched in the same slots, with no slot
    reward and no reaction to a gained egg (Stellaling); they come from the supply only, the
    eggs put back included. The new species are asked first, then all are exchanged at once
    (every egg stays in one place while the player chooses)."""
    p = ctx.p(seat)
    count = min(num(params, "count"), len(p.eggs))
    if not count:
        ctx.emit("egg", f"{p.name} has no egg to swap.", seat)
        return
    why = source_name(ctx, source)
    chosen = yield from pick_eggs(ctx, seat, count, f"{why}: put back which egg(s)?",
                                  unhatched_only=False, least=count, kind="swap-eggs",
                                  skippable=may_skip(source))
    if not chosen:  # skipped
        return
    free = Counter(ctx.state.supply_eggs) + Counter(p.eggs[i].species for i in chosen)
    new: list[str] = []
    for i in chosen:
        options = [Option(f"species:{s}", f"{s.title()} ({free[s]} in the supply)",
                          help="eggs", enabled=free[s] > 0, reason="none left in the supply")
                   for s in ctx.species]
        answer = yield from ctx.ask(seat, "egg-species", f"{why}: which egg for slot {i + 1}?",
                                    options, help="eggs")
        new.append(read_id(answer).word())
        free[new[-1]] -= 1
    for i, species in zip(chosen, new, strict=True):
        old = p.eggs[i].species
        ctx.state.supply_eggs[old] += 1
        ctx.state.supply_eggs[species] -= 1
        p.eggs[i] = Egg(species)
        ctx.emit("egg", f"{p.name} swaps the {old} egg in slot {i + 1} for {with_article(species)} "
                 "egg.", seat, species=species)
