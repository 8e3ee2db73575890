"""Basic action 3: complete an achievement (main, single- or multi-species)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.core import Option
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import hatch, pick_eggs
from engine.wondrous.gains import gain_trophy, gain_vp
from engine.wondrous.registry import Source, num, run
from engine.wondrous.reserve import species_on_cards
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


def species_claim(
    ctx: Ctx, seat: int, species: tuple[str, ...], threshold: int
) -> tuple[bool, int]:
    p = ctx.p(seat)
    on_cards = sum(species_on_cards(ctx, p, s) for s in species)
    eggs = sum(1 for e in p.eggs if e.species in species and not e.hatched)
    return on_cards + eggs >= threshold, max(0, threshold - on_cards)


def main_claim(
    ctx: Ctx, seat: int, effect: str, params: Mapping[str, object]
) -> tuple[bool, int, tuple[str, ...]]:
    """Whether a main condition holds, how many eggs it needs and of which species."""
    p = ctx.p(seat)
    count = num(params, "count")
    cards = [ctx.card(c.number) for c in p.reserve]
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
    if effect == "same_species_icons":
        best: tuple[bool, int, tuple[str, ...]] = (False, 0, ())
        for s in sorted(
            {s for c in p.reserve for s in ctx.card(c.number).species} | {e.species for e in p.eggs}
        ):
            ok, need = species_claim(ctx, seat, (s,), count)
            if ok and (not best[0] or need < best[1]):
                best = (True, need, (s,))
        return best
    raise ValueError(f"unknown main achievement condition {effect!r}")


def claims(ctx: Ctx, seat: int) -> list[Claim]:
    p = ctx.p(seat)
    if not p.markers:
        return []
    found = []
    for a in ctx.state.achievements:
        if a.id in p.achievements:
            continue
        card = ctx.cat.achievements[a.id]
        side = card.sides[ctx.state.achievement_side]  # type: ignore[index]
        if card.kind == "main":
            assert card.condition is not None
            free = [i for i, holder in enumerate(a.slots) if holder is None]
            ok, need, eggs = main_claim(
                ctx, seat, card.condition.effect, dict(card.condition.params)
            )
            if ok and free:
                found.append(Claim(a.id, free[0], need, eggs))
            continue
        for i, slot in enumerate(side.slots):
            if a.slots[i] is not None:
                continue
            assert slot.threshold is not None
            ok, need = species_claim(ctx, seat, tuple(card.species), slot.threshold)
            if ok:
                found.append(Claim(a.id, i, need, tuple(card.species)))
    return found


def achieve(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    options = []
    possible = claims(ctx, seat)
    for c in possible:
        card = ctx.cat.achievements[c.achievement]
        slot = card.sides[ctx.state.achievement_side].slots[c.slot]  # type: ignore[index]
        where = "upper" if c.slot == 0 else "lower"
        options.append(
            Option(
                f"ach:{c.achievement}:{c.slot}",
                f"{card.text} ({where} slot, {slot.points} VP at the end)",
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
    _, ach_id, slot_text = answer.split(":")
    claim = next(c for c in possible if c.achievement == ach_id and c.slot == int(slot_text))
    options = [Option(f"marker:{m}", ctx.cat.markers[m].text, help="markers") for m in p.markers]
    answer = yield from ctx.ask(
        seat, "marker", "Use which achievement marker (its reward)?", options, help="markers"
    )
    marker = answer.split(":")[1]
    p.markers.remove(marker)
    state_ach = next(a for a in ctx.state.achievements if a.id == ach_id)
    state_ach.slots[claim.slot] = seat
    p.achievements.append(ach_id)
    ctx.emit(
        "achievement",
        f"{p.name} completes {ach_id} (slot {claim.slot + 1}).",
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
    """Pick the eggs used (at least the ones needed); they hatch."""
    p = ctx.p(seat)
    usable = [i for i, e in enumerate(p.eggs) if not e.hatched and e.species in claim.egg_species]
    card = ctx.cat.achievements[claim.achievement]
    most = claim.eggs_needed  # a main condition uses exactly the eggs it needs
    if card.kind != "main":
        slot = card.sides[ctx.state.achievement_side].slots[claim.slot]  # type: ignore[index]
        most = min(len(usable), slot.threshold or 0)
    if not usable or most == 0:
        return
    if claim.eggs_needed == most and len(set(p.eggs[i].species for i in usable)) == 1:
        chosen = usable[:most]
    else:
        chosen = yield from pick_eggs(
            ctx,
            seat,
            most,
            "Pick the eggs this achievement uses",
            unhatched_only=True,
            least=claim.eggs_needed,
            allow=usable,
        )
    yield from hatch(ctx, seat, chosen)


def marker_reward(ctx: Ctx, seat: int, marker: str) -> Step:
    reward = ctx.cat.markers[marker]
    alt = ctx.cat.comps.tracks.marker_reward_alternative_vp
    options = [
        Option("reward", reward.text, help="markers"),
        Option("vp", f"Score {alt} VP instead", help="markers"),
    ]
    answer = yield from ctx.ask(
        seat,
        "marker-reward",
        "Take the marker's reward or the points?",
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
    captain = ctx.cat.captains[p.captain]
    ctx.emit("unlock", f"{p.name}'s captain {captain.name} is unlocked.", seat)
    if captain.unlock is not None:
        yield from run(
            ctx,
            seat,
            captain.unlock.effect,
            dict(captain.unlock.params),
            Source("captain", captain.number),
        )
