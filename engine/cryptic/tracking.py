"""Tracking a cryptid: the conditions, choosing the evidence to use (two rumors count as one
evidence of any type), finding with all of it or attempting with one tracking die per
missing evidence, luck and second chance, and what success and failure bring."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from itertools import combinations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.core.words import count
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.modules import REGISTRY, bid_markers, rerolls
from engine.cryptic.powers import run_power
from engine.cryptic.row import NEXT_LEVEL, clear_slot, offer_returned_bids, reveal
from engine.cryptic.state import RowCard
from engine.cryptic.supply import discard_pieces, gain_experience

MISS = "miss"
ACCEPT = "accept"
LUCK = "luck"
ROLL = "roll"
DONT_TRACK = "dont-track"


@dataclass
class Attempt:
    """The evidence chosen for each requirement: a tuple of slot indices (one piece, or
    two rumors), or () for a requirement left to a die."""

    units: list[tuple[int, ...]] = field(default_factory=list)

    @property
    def used(self) -> list[tuple[int, ...]]:
        return [u for u in self.units if u]

    @property
    def misses(self) -> int:
        return sum(1 for u in self.units if not u)

    def taken(self) -> set[int]:
        return {i for u in self.units for i in u}


def dice_count(ctx: Ctx) -> int:
    return ctx.data.parts.dice.tracking_dice.count


def _is_rumor(ctx: Ctx, piece: int) -> bool:
    return ctx.kind(piece) == "rumor"


def covers(ctx: Ctx, seat: int, need: str, free: set[int]) -> list[tuple[int, ...]]:
    """The ways to meet one requirement from the slots in `free`: a piece of its type, or
    a pair of rumors (for a requirement that is not itself a rumor)."""
    pieces = ctx.p(seat).evidence
    ways: list[tuple[int, ...]] = [(i,) for i in sorted(free) if ctx.kind(pieces[i]) == need]
    if need != "rumor":
        rumors = [i for i in sorted(free) if _is_rumor(ctx, pieces[i])]
        ways += list(combinations(rumors, 2))
    return ways


def can_cover_any(ctx: Ctx, seat: int, needs: list[str], free: set[int]) -> bool:
    return any(covers(ctx, seat, need, free) for need in needs)


def track_refusal(ctx: Ctx, seat: int, slot: int) -> str:
    card = ctx.state.row[slot]
    if card is None:
        return "no card there"
    if bid_markers(ctx) and seat not in card.bids:
        return "your bid marker is not on it"
    if ctx.where(card) != ctx.p(seat).location:
        return "you are not where it lives"
    needs = ctx.needs(card)
    free = set(range(len(ctx.p(seat).evidence)))
    if not can_cover_any(ctx, seat, needs, free):
        return "you have none of its evidence"
    if len(needs) - 1 > dice_count(ctx):
        return "too much evidence is missing for the dice"
    return ""


def trackable(ctx: Ctx, seat: int) -> list[int]:
    return [i for i in range(len(ctx.state.row)) if not track_refusal(ctx, seat, i)]


def track_action_refusal(ctx: Ctx, seat: int) -> str:
    """Why the Track action is closed now, or "": named after a cryptid that lives where
    the player stands, when one does (what keeps it from being tracked)."""
    if trackable(ctx, seat):
        return ""
    reasons = [(card.name, track_refusal(ctx, seat, slot))
               for slot, card in enumerate(ctx.state.row)
               if card is not None and ctx.where(card) == ctx.p(seat).location]
    if not reasons:
        return ("none of the cryptids you bid on lives here" if bid_markers(ctx)
                else "no cryptid lives here")
    # the one nearest to being tracked first: a bid on it counts
    reasons.sort(key=lambda named: named[1] == "your bid marker is not on it")
    name, why = reasons[0]
    return f"{name} lives here, but {why}"


def choose_evidence(ctx: Ctx, seat: int, card: RowCard) -> Step:
    """Pick the evidence for each requirement in turn, or leave it to a die."""
    needs = ctx.needs(card)
    attempt = Attempt()
    pieces = ctx.p(seat).evidence
    for n, need in enumerate(needs):
        free = set(range(len(pieces))) - attempt.taken()
        options = [
            Option(option_id("use", *unit), " + ".join(ctx.piece_name(pieces[i]) for i in unit),
                   refs=tuple(f"evidence:{i}" for i in unit), help="tracking")
            for unit in covers(ctx, seat, need, free)
        ]
        later = needs[n + 1:]
        miss_ok = attempt.misses < dice_count(ctx) and (
            bool(attempt.used) or can_cover_any(ctx, seat, later, free))
        options.append(Option(MISS, "Leave it to a tracking die", help="tracking",
                              enabled=miss_ok, reason="" if miss_ok else
                              "you need at least one evidence and a die for each missing one"))
        name = ctx.data.cat.evidence.names[need]  # type: ignore[index]
        answer = yield from ctx.ask(seat, "track-evidence", f"{card.name} needs {name.lower()}: "
                                    "which evidence do you use?", options, help="tracking")
        attempt.units.append(() if answer == MISS else
                             tuple(int(x) for x in read_id(answer, "use").parts))
    return attempt


def _roll(ctx: Ctx, dice: list[str], which: list[int]) -> None:
    faces = ctx.data.parts.dice.tracking_dice.faces
    for i in which:
        dice[i] = ctx.state.rng.choice(faces)


FACE_SIGNS = {"success": "✓", "failure": "✗", "luck": "☘"}  # shapes, not only colours


def dice_words(dice: list[str]) -> str:
    """The dice as rolled, each with its number: "die 1 ✓ success, die 2 ✗ failure"."""
    return ", ".join(f"die {i + 1} {FACE_SIGNS.get(d, '')} {d}" for i, d in enumerate(dice))


def failed_words(dice: list[str], lucky: bool) -> str:
    """Which dice failed, for the question after a roll: "Die 2 failed"."""
    failed = [str(i + 1) for i, d in enumerate(dice) if d == "failure" or (d == "luck"
                                                                          and not lucky)]
    return f"{'Die' if len(failed) == 1 else 'Dice'} {' and '.join(failed)} failed"


def _succeeds(dice: list[str], lucky: bool) -> bool:
    return all(d == "success" or (lucky and d == "luck") for d in dice)


def _reroll_options(dice: list[str], kind: str, label: str) -> list[Option]:
    failed = [i for i, d in enumerate(dice) if d != "success"]
    return [
        Option(option_id(kind, *subset),
               f"{label}: roll die {' and '.join(str(i + 1) for i in subset)} again",
               help="tracking")
        for size in range(1, len(failed) + 1)
        for subset in combinations(failed, size)
    ]


def roll_dice(ctx: Ctx, seat: int, misses: int) -> Step:
    """Roll one die per missing evidence; second chance (and a module's reroll pieces)
    roll chosen dice again, luck (only after rerolling) turns its faces into successes."""
    dice = [""] * misses
    _roll(ctx, dice, list(range(misses)))
    lucky = False
    while not _succeeds(dice, lucky):
        ctx.emit("dice", f"{ctx.name(seat)} rolls {dice_words(dice)}.", seat, dice=list(dice))
        options: list[Option] = []
        if not lucky and ctx.ready(seat, "second_chance"):
            options += _reroll_options(dice, "second-chance", "Second chance")
        for pieces in rerolls(ctx):
            if not lucky and pieces.held(ctx, seat):
                options += _reroll_options(dice, pieces.kind, pieces.label)
        if not lucky and ctx.ready(seat, "luck") and "luck" in dice:
            options.append(Option(LUCK, "Luck: the luck faces count as successes", help="luck"))
        options.append(Option(ACCEPT, "Accept the failure", help="tracking"))
        answer = yield from ctx.ask(seat, "track-dice", f"{failed_words(dice, lucky)}. Use a "
                                    "skill, or accept the failure?", options, help="tracking")
        if answer == ACCEPT:
            return False
        if answer == LUCK:
            ctx.spend_skill(seat, "luck")
            lucky = True
            continue
        chosen = read_id(answer)
        if chosen.kind == "second-chance":
            ctx.spend_skill(seat, "second_chance")
        else:
            next(r for r in rerolls(ctx) if r.kind == chosen.kind).spend(ctx, seat)
        _roll(ctx, dice, [int(x) for x in chosen.parts])
    ctx.emit("dice", f"{ctx.name(seat)} rolls {dice_words(dice) or 'no dice'}: every die "
             "succeeds.",
             seat, dice=list(dice))
    return True


def find_chance(ctx: Ctx, seat: int, misses: int, aids: bool = False) -> Fraction:
    """The chance that every die ends on a success: each die is rolled once, plus once more
    for each reroll the player holds ready with `aids` (second chance, a module's reroll
    piece), and with luck ready its faces count too (luck comes after rerolls, so
    a die rerolled only while it shows a plain failure loses nothing). The dice are
    independent: the chance of one, to the power of the dice."""
    faces = ctx.data.parts.dice.tracking_dice.faces
    good = {"success"} | ({LUCK} if aids and ctx.ready(seat, LUCK) else set())
    tries = 1
    if aids:
        tries += int(ctx.ready(seat, "second_chance")) + sum(
            r.held(ctx, seat) for r in rerolls(ctx))
    bad = Fraction(sum(face not in good for face in faces), len(faces))
    return (1 - bad ** tries) ** misses


def percent(chance: Fraction) -> str:
    return f"{round(chance * 100)}%"


def _aid_names(ctx: Ctx, seat: int) -> list[str]:
    """The aids `find_chance` counts with `aids`: each reroll piece too."""
    names = [ctx.data.skills[s].name for s in (LUCK, "second_chance") if ctx.ready(seat, s)]
    for pieces in rerolls(ctx):
        held = pieces.held(ctx, seat)
        names += [count(held, pieces.name)] if held else []
    return names


def confirm_roll(ctx: Ctx, seat: int, card: RowCard, misses: int, spent: str = "") -> Step:
    """Before the dice roll the player sees the chance of finding the cryptid (and with
    the luck and rerolls they hold ready), the evidence it spends (`spent`: a piece that
    was the only way to track is picked unasked), and may still turn back."""
    chance = percent(find_chance(ctx, seat, misses))
    label = f"Roll {count(misses, 'die', 'dice')}: {chance} chance to find {card.name}"
    aids = _aid_names(ctx, seat)
    if aids:
        label += f" ({percent(find_chance(ctx, seat, misses, aids=True))} using " \
                 f"{' and '.join(aids)})"
    options = [Option(ROLL, label, help="tracking"),
               Option(DONT_TRACK, "Don't track (nothing is spent, no evidence lost)",
                      help="tracking")]
    missing = count(misses, "evidence", "evidence")
    using = f" It uses your {spent}." if spent else ""
    answer = yield from ctx.ask(seat, "track-roll", f"{card.name}: {missing} missing.{using} "
                                "Roll the tracking dice?", options, help="tracking")
    return answer == ROLL


def _spend(ctx: Ctx, seat: int, slots: set[int]) -> None:
    """Discard the pieces in these evidence slots."""
    p = ctx.p(seat)
    discard_pieces(ctx, [p.evidence.pop(i) for i in sorted(slots, reverse=True)])


def track(ctx: Ctx, seat: int, commit: Callable[[], None]) -> Step:
    """The whole tracking of one cryptid (the action and the skill). `commit` spends the
    action or the skill once the player goes ahead; a player who turns back before the
    roll keeps both, and this returns False."""
    options = [
        Option(option_id("cryptid", i), f"{card.name}", refs=(f"cryptid:{i}",), help="tracking")
        for i in trackable(ctx, seat)
        if (card := ctx.state.row[i]) is not None
    ]
    answer = yield from ctx.ask(seat, "track", "Track which cryptid?", options, help="tracking")
    slot = read_id(answer, "cryptid").number()
    card = ctx.state.row[slot]
    assert card is not None
    attempt = yield from choose_evidence(ctx, seat, card)
    pieces = ctx.p(seat).evidence
    spent = " + ".join(ctx.piece_name(pieces[i]) for unit in attempt.used for i in unit)
    if attempt.misses and not (yield from confirm_roll(ctx, seat, card, attempt.misses, spent)):
        return False
    commit()
    if attempt.misses:
        ctx.emit("attempt", f"{ctx.name(seat)} tries to find {card.name} with "
                 f"{count(attempt.misses, 'die', 'dice')}.", seat, card=card.name)
        success = yield from roll_dice(ctx, seat, attempt.misses)
    else:
        success = True
    if success:
        _spend(ctx, seat, attempt.taken())
        yield from find(ctx, seat, slot)
    else:
        yield from fail(ctx, seat, card, attempt)
    return True


def find(ctx: Ctx, seat: int, slot: int) -> Step:
    """Take the card and its tile, return the bids, refill the row (the bids' owners may
    place them again at once), then the found power."""
    card = ctx.state.row[slot]
    assert card is not None
    owners = list(card.bids)
    for bidder in owners:
        ctx.p(bidder).free_bids += 1
    card.bids.clear()
    clear_slot(ctx, slot)
    p = ctx.p(seat)
    p.found.append(card.name)
    p.unsettled.append(card.name)
    ctx.emit("found", f"{p.name} finds {card.name}!", seat, card=card.name)
    reveal(ctx, slot, NEXT_LEVEL[ctx.card(card.name).level])
    yield from offer_returned_bids(ctx, seat, owners)
    for after_find in REGISTRY.hooks(ctx.state, lambda m: m.after_find):
        yield from after_find(ctx, seat)
    yield from run_power(ctx, seat, card.name, "found")


def fail(ctx: Ctx, seat: int, card: RowCard, attempt: Attempt) -> Step:
    """Discard one piece of the evidence used (a pair of rumors goes together), gain 1
    experience, then the fail power."""
    pieces = ctx.p(seat).evidence
    units = attempt.used
    options = [
        Option(option_id("lose", *unit), "Discard " + " + ".join(ctx.piece_name(pieces[i])
               for i in unit), help="tracking")
        for unit in units
    ]
    answer = yield from ctx.ask(seat, "track-fail", "The attempt failed: which evidence is "
                                "lost?", options, help="tracking")
    lost = {int(x) for x in read_id(answer, "lose").parts}
    told = " + ".join(ctx.piece_name(pieces[i]) for i in sorted(lost))
    _spend(ctx, seat, lost)
    ctx.emit("fail", f"{ctx.name(seat)} fails to find {card.name} and discards {told}.", seat,
             card=card.name)
    gain_experience(ctx, seat, 1, " for the failed attempt")
    yield from run_power(ctx, seat, card.name, "fail")
