"""Basic action 3: complete an achievement (main, single- or multi-species)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, replace

from engine.core import Option
from engine.core.option_ids import read_id
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import hatch, pick_eggs
from engine.wondrous.gains import gain_trophy, gain_vp
from engine.wondrous.registry import Source, num, run
from engine.wondrous.reserve import card_species, distinct_species_on_cards
from engine.wondrous.state import RESOURCES

BACK = "back"
TYPES = ("instant", "recharge", "end", "energy", "continuous")


@dataclass(frozen=True)
class Claim:
    """One slot the player could take now, and the eggs it may use."""

    achievement: str
    slot: int
    eggs_needed: int  # at least this many eggs must be used (and hatched)
    egg_species: tuple[str, ...]  # which species' eggs may be used
    eggs_most: int = 0  # at most this many (the goal: icons beyond it are not used)
    species: str = ""  # the species chosen for "icons of one species" (main achievement 4)
    # Winterfall's conditions on several species (#23-25): how many of `egg_species` the
    # player names, and how many icons of each (or unhatched eggs only, with `eggs_only`)
    of_species: int = 0
    per_species: int = 0
    eggs_only: bool = False

    @property
    def option_id(self) -> str:
        tail = f":{self.species}" if self.species else ""
        return f"ach:{self.achievement}:{self.slot}{tail}"


class Icons:
    """A seat's reserve cards, its species icons on them and its unhatched eggs, by
    species: counted once for all the slots a claim looks at."""

    def __init__(self, ctx: Ctx, seat: int) -> None:
        p = ctx.p(seat)
        self.creatures = [ctx.card(c.number) for c in p.reserve]
        self.cards: Counter[str] = Counter(s for c in p.reserve for s in card_species(ctx, c))
        self.eggs: Counter[str] = Counter(e.species for e in p.eggs if not e.hatched)
        self.most = max((self.cards + self.eggs).values(), default=0)  # of one species

    def claim(self, species: tuple[str, ...], threshold: int) -> tuple[bool, int]:
        """Whether the icons reach `threshold`, and how many eggs must then be used at least."""
        on_cards = unhatched = 0
        for s in species:
            on_cards += self.cards.get(s, 0)
            unhatched += self.eggs.get(s, 0)
        return on_cards + unhatched >= threshold, max(0, threshold - on_cards)

    def usable_eggs(self, species: tuple[str, ...]) -> int:
        """Unhatched eggs of any of `species`."""
        return sum(n for s, n in self.eggs.items() if s in species)


def main_claim(
    ctx: Ctx, seat: int, effect: str, params: Mapping[str, object], icons: Icons | None = None
) -> tuple[bool, int, tuple[str, ...]]:
    """Whether a main condition holds, how many eggs it needs and of which species."""
    p = ctx.p(seat)
    count = num(params, "count")
    cards = (icons or Icons(ctx, seat)).creatures
    if effect == "reserve_cards":
        return len(cards) >= count, 0, ()
    if effect == "unhatched_eggs":
        unhatched = sum(1 for e in p.eggs if not e.hatched)
        return unhatched >= count, count, tuple(sorted({e.species for e in p.eggs}))
    if effect == "cards_same_habitat":
        return any(sum(c.habitat == r for c in cards) >= count for r in RESOURCES), 0, ()
    if effect == "card_type_sets":
        per = num(params, "per_type")
        return all(sum(c.type == t for c in cards) >= per for t in TYPES), 0, ()
    if effect == "non_instant_cards":
        return sum(c.type != "instant" for c in cards) >= count, 0, ()
    if effect == "habitat_icon_sets":
        per = num(params, "per_habitat")
        return all(sum(c.habitat == r for c in cards) >= per for r in RESOURCES), 0, ()
    if effect == "distinct_species_on_cards":
        return distinct_species_on_cards(ctx, p) >= count, 0, ()
    if effect in SPECIES_SETS:
        found = qualifying_species(ctx, seat, count, SPECIES_SETS[effect])
        return len(found) >= num(params, "species"), 0, tuple(found)
    raise ValueError(f"unknown main achievement condition {effect!r}")


#: Winterfall's main conditions on several species at once, and whether only unhatched
#: eggs count (#23) or icons on cards and unhatched eggs (#24, #25); hatched eggs never do
SPECIES_SETS = {"icons_of_species": False, "unhatched_eggs_of_species": True}


def qualifying_species(ctx: Ctx, seat: int, count: int, eggs_only: bool) -> list[str]:
    """The species with `count` icons or more (unhatched eggs only, with `eggs_only`)."""
    icons = Icons(ctx, seat)
    cards, eggs = icons.cards, icons.eggs
    return [s for s in sorted(set(cards) | set(eggs))
            if (0 if eggs_only else cards[s]) + eggs[s] >= count]


def same_species_claims(ctx: Ctx, seat: int, ach: str, slot: int, count: int,
                        icons: Icons) -> list[Claim]:
    """One claim per species with enough icons: the player picks which species (and so
    which eggs) the achievement uses."""
    if icons.most < count:  # no species has enough (asked every turn: most often so)
        return []
    every = sorted(set(icons.cards) | {e.species for e in ctx.p(seat).eggs})
    found = []
    for s in every:
        ok, need = icons.claim((s,), count)
        if ok:
            most = min(icons.usable_eggs((s,)), count)
            found.append(Claim(ach, slot, need, (s,), most, s))
    if len(found) == 1:  # nothing to choose: keep the plain option id
        found = [replace(found[0], species="")]
    return found


def claims(ctx: Ctx, seat: int) -> list[Claim]:
    return list(_claims(ctx, seat))


def can_achieve(ctx: Ctx, seat: int) -> bool:
    """Whether any slot is within reach. Every turn prompt asks it, so the answer is kept
    with the catalog under all that the claims read (a few thousand answers at a time)."""
    p = ctx.p(seat)
    if not p.markers:
        return False
    key = (
        tuple(p.achievements),
        tuple((c.number, tuple(c.added_species)) for c in p.reserve),
        tuple((e.species, e.hatched) for e in p.eggs),
        ctx.state.achievement_side,
        tuple((a.id, tuple(a.slots)) for a in ctx.state.achievements),
    )
    cache = ctx.cat.claimable
    found = cache.get(key)
    if found is None:
        if len(cache) >= 4096:
            cache.clear()
        found = cache[key] = next(_claims(ctx, seat), None) is not None
    return found


def _claims(ctx: Ctx, seat: int) -> Iterator[Claim]:
    p = ctx.p(seat)
    if not p.markers:
        return
    icons = Icons(ctx, seat)
    for a in ctx.state.achievements:
        if a.id in p.achievements:
            continue
        card = ctx.cat.achievement(a.id)
        if card.kind == "main":
            assert card.condition is not None
            free = [i for i, holder in enumerate(a.slots) if holder is None]
            if not free:
                continue
            params = dict(card.condition.params)
            if card.condition.effect == "same_species_icons":
                yield from same_species_claims(ctx, seat, a.id, free[0], num(params, "count"),
                                               icons)
                continue
            ok, need, eggs = main_claim(ctx, seat, card.condition.effect, params, icons)
            if ok and card.condition.effect in SPECIES_SETS:
                yield Claim(a.id, free[0], 0, eggs, of_species=num(params, "species"),
                            per_species=num(params, "count"),
                            eggs_only=SPECIES_SETS[card.condition.effect])
            elif ok:
                yield Claim(a.id, free[0], need, eggs, need)
            continue
        side = card.sides[ctx.state.achievement_side]  # type: ignore[index]
        species = tuple(card.species)
        for i, slot in enumerate(side.slots):
            if a.slots[i] is not None:
                continue
            assert slot.threshold is not None
            ok, need = icons.claim(species, slot.threshold)
            if ok:
                most = min(icons.usable_eggs(species), slot.threshold)
                yield Claim(a.id, i, need, species, most)


def achievement_name(ctx: Ctx, ach_id: str) -> str:
    """A short name for logs: "One habitat achievement", "Fish achievement"."""
    return f"{ctx.cat.achievement(ach_id).title} achievement"


def achieve(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    options = []
    possible = claims(ctx, seat)
    for c in possible:
        card = ctx.cat.achievement(c.achievement)
        slot = card.sides[ctx.state.achievement_side].slots[c.slot]  # type: ignore[index]
        where = "upper" if c.slot == 0 else "lower"
        using = f", with your {c.species} icons" if c.species else ""
        options.append(
            Option(
                c.option_id,
                f"{card.title}: {card.text} ({where} slot{using}, {slot.points} VP at the end)",
                refs=(f"achievement:{c.achievement}",),
                help="achievements",
            )
        )
    options.append(Option(BACK, "Back", help="achievements"))
    answer = yield from ctx.ask(
        seat, "achievement", "Complete which achievement?", options, help="achievements", auto=False
    )
    if answer == BACK:
        return False
    claim = next(c for c in possible if c.option_id == answer)
    ach_id = claim.achievement
    options = [Option(f"marker:{m}", ctx.cat.markers[m].text, help="markers") for m in p.markers]
    answer = yield from ctx.ask(
        seat, "marker", "Use which achievement marker (its reward)?", options, help="markers"
    )
    marker = read_id(answer).word()
    p.markers.remove(marker)
    state_ach = next(a for a in ctx.state.achievements if a.id == ach_id)
    state_ach.slots[claim.slot] = seat
    p.achievements.append(ach_id)
    ctx.emit(
        "achievement",
        f"{p.name} completes the {achievement_name(ctx, ach_id)} "
        f"({'upper' if claim.slot == 0 else 'lower'} slot).",
        seat,
        achievement=ach_id,
        slot=claim.slot,
    )
    yield from use_eggs(ctx, seat, claim)
    yield from marker_reward(ctx, seat, marker)
    yield from gain_trophy(ctx, seat)
    if not p.unlocked:
        yield from unlock(ctx, seat)
    return True


def use_eggs(ctx: Ctx, seat: int, claim: Claim) -> Step:
    """Hatch the eggs the achievement uses, all at once and only after every question about
    them is answered (an egg hatched early would give away a choice not yet made)."""
    chosen = yield from eggs_used_for(ctx, seat, claim)
    yield from hatch(ctx, seat, sorted(chosen))


def eggs_used_for(ctx: Ctx, seat: int, claim: Claim) -> Step:
    """The eggs a claim uses: at least the ones needed, at most the goal, asked whenever
    more than one choice meets the goal (card icons cost nothing, so only the eggs matter).
    For a condition on several species, the player names them first, then the eggs of
    each. Hatches nothing."""
    if claim.of_species:
        chosen: list[int] = []
        for one in (yield from species_claims(ctx, seat, claim)):
            chosen += yield from eggs_used_for(ctx, seat, one)
        return chosen
    p = ctx.p(seat)
    usable = [i for i, e in enumerate(p.eggs) if not e.hatched and e.species in claim.egg_species]
    most = min(claim.eggs_most, len(usable))
    if most == 0:
        return []
    alike = len({p.eggs[i].species for i in usable}) == 1
    if claim.eggs_needed == most and (alike or len(usable) == most):
        return usable[:most]  # one way only: every usable egg, or interchangeable ones
    picked: list[int] = yield from pick_eggs(
        ctx,
        seat,
        most,
        f"{achievement_name(ctx, claim.achievement)}: pick the eggs it uses (they hatch)",
        unhatched_only=True,
        least=claim.eggs_needed,
        allow=usable,
    )
    return picked


def species_claims(ctx: Ctx, seat: int, claim: Claim) -> Step:
    """The species a claim on several species uses, one claim of eggs each. The player
    names them, one by one, when there are more than it needs and eggs are at stake."""
    icons = Icons(ctx, seat)
    cards, eggs = icons.cards, icons.eggs
    per = claim.per_species

    def one(s: str) -> Claim:
        need = max(0, per - (0 if claim.eggs_only else cards[s]))
        most = per if claim.eggs_only else min(eggs[s], per)
        return Claim(claim.achievement, claim.slot, need, (s,), most)

    left = {s: one(s) for s in claim.egg_species}
    if len(left) == claim.of_species or not any(c.eggs_most for c in left.values()):
        return list(left.values())[: claim.of_species]
    chosen: list[Claim] = []
    while len(chosen) < claim.of_species:
        options = [Option(f"species:{s}", f"{s.title()}: {eggs_used(c)}", help="achievements")
                   for s, c in left.items()]
        answer = yield from ctx.ask(
            seat, "achievement-species",
            f"Count which species ({len(chosen) + 1} of {claim.of_species})?", options,
            help="achievements")
        chosen.append(left.pop(read_id(answer).word()))
    return chosen


def eggs_used(claim: Claim) -> str:
    if not claim.eggs_most:
        return "its cards are enough"
    if claim.eggs_needed == claim.eggs_most:
        return f"hatches {claim.eggs_most} of your eggs"
    return f"hatches {claim.eggs_needed} to {claim.eggs_most} of your eggs"


def marker_reward(ctx: Ctx, seat: int, marker: str) -> Step:
    reward = ctx.cat.markers[marker]
    alt = ctx.cat.comps.tracks.marker_reward_alternative_vp
    options = [
        Option("reward", f"Take it: {reward.text}", help="markers"),
        Option("vp", f"Score {alt} VP instead", help="markers"),
    ]
    answer = yield from ctx.ask(
        seat,
        "marker-reward",
        f"Your marker's reward: {reward.text.rstrip('.')}; or {alt} VP instead?",
        options,
        help="markers",
        auto=False,
    )
    if answer == "vp":
        yield from gain_vp(ctx, seat, alt, "marker")
        return
    ctx.p(seat).rewards_taken.append(marker)
    yield from run(ctx, seat, reward.effect.effect, dict(reward.effect.params), Source("reward"))


def unlock(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    p.unlocked = True
    captain = ctx.cat.captain(p.captain)
    ctx.emit("unlock", f"{p.name}'s captain {captain.name} is unlocked.", seat)
    if captain.unlock is not None:
        yield from run(
            ctx,
            seat,
            captain.unlock.effect,
            dict(captain.unlock.params),
            Source("captain", captain.number),
        )
