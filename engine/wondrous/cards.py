"""Creature cards moving: the deck, the Wilderness, hands and the discard pile."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.wondrous import modules, triggers, wilderness
from engine.wondrous.components import Creature
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.deck import deal
from engine.wondrous.skip import SKIP, skip_option


def wild_card_label(ctx: Ctx, slot: int) -> str:
    """A Wilderness card as offered: the card, and the snowflakes its slot gives with it."""
    number = ctx.state.wilderness[slot]
    assert number is not None
    return f"{card_label(ctx, number)}{wilderness.slot_note(ctx, slot)}"


def card_label(ctx: Ctx, number: int) -> str:
    """"#12 Name [type, habitat, species, cost 1Fr 2Co, 3 VP]": printed facts only, so
    each card's is made once per catalog (hands and the Wilderness list them often)."""
    found = ctx.cat.card_labels.get(number)
    if found is None:
        c = ctx.card(number)
        cost = " ".join(f"{n}{r[:2].title()}" for r, n in c.cost.items() if n) or "free"
        species = "/".join(c.species)
        found = ctx.cat.card_labels[number] = (
            f"#{number} {c.name} [{c.type}, {c.habitat}, {species}, cost {cost}, "
            f"{c.ending_score} VP]")
    return found


def draw(ctx: Ctx, seat: int, count: int) -> Step:
    """Draw into the hand; returns the numbers drawn (fewer if the cards ran out)."""
    drawn = []
    for _ in range(count):
        number = deal(ctx)
        if number is None:
            ctx.emit("draw", "There are no cards left to draw.", seat)
            break
        ctx.p(seat).hand.append(number)
        drawn.append(number)
    if drawn:
        ctx.emit("draw", f"{ctx.name(seat)} draws {len(drawn)} card(s).", seat, count=len(drawn))
        yield from triggers.on_draw(ctx, seat, len(drawn))
    return drawn


def refill_wilderness(ctx: Ctx) -> None:
    state = ctx.state
    down = modules.closed_slots(state)  # e.g. a face-down card in the Haze
    for slot, number in enumerate(state.wilderness):
        if number is None and slot not in down:
            state.wilderness[slot] = deal(ctx)


def full_sweep(ctx: Ctx) -> None:
    """Replace every face-up Wilderness card (face-down ones stay)."""
    state = ctx.state
    for slot, number in enumerate(state.wilderness):
        if number is not None and number not in ctx.held:
            state.discard.append(wilderness.take(ctx, slot, None))
    refill_wilderness(ctx)
    ctx.emit("sweep", "Full sweep: every face-up Wilderness card is replaced.")


def sweep(ctx: Ctx, seat: int, skippable: bool = False) -> Step:
    """Discard the three left or three right Wilderness slots and deal three new cards
    (unless a module sweeps its own way). A sweep that starts an ability (`skippable`)
    offers to skip it instead: returns False when skipped, True when swept."""
    instead = modules.sweep_rule(ctx.state)
    if instead is not None:
        if skippable and not (yield from go_ahead(ctx, seat)):
            return False
        yield from instead(ctx, seat)
        return True
    size = ctx.limit("sweep_cards")
    slots = len(ctx.state.wilderness)
    options = [
        Option("left", "Sweep the three left slots", help="sweep"),
        Option("right", "Sweep the three right slots", help="sweep"),
    ]
    if skippable:
        options.append(skip_option())
    side = yield from ctx.ask(
        seat, "sweep", "Sweep which side of the Wilderness?", options, help="sweep", auto=False
    )
    if side == SKIP:
        return False
    side_slots = range(size) if side == "left" else range(slots - size, slots)
    state = ctx.state
    chosen = [slot for slot in side_slots if state.wilderness[slot] not in ctx.held]
    for slot in chosen:
        if state.wilderness[slot] is not None:
            state.discard.append(wilderness.take(ctx, slot, None))
    for slot in chosen:
        state.wilderness[slot] = deal(ctx)
    ctx.emit("sweep", f"{ctx.name(seat)} sweeps the {side} side of the Wilderness.", seat)
    return True


def go_ahead(ctx: Ctx, seat: int) -> Step:
    """A sweep that asks nothing (a module's own), starting an ability: sweep, or skip the
    ability? True to sweep."""
    options = [Option("sweep", "Sweep the Wilderness", help="sweep"), skip_option()]
    answer = yield from ctx.ask(seat, "sweep", "Sweep the Wilderness?", options, help="sweep")
    return answer != SKIP


def take_from_wilderness(
    ctx: Ctx,
    seat: int,
    count: int = 1,
    why: str = "",
    allow: Callable[[Creature], bool] = lambda c: True,
    optional: bool = False,
) -> Step:
    """Take up to `count` Wilderness cards into the hand; returns the numbers taken."""
    taken: list[int] = []
    for i in range(count):
        state = ctx.state
        options = [
            Option(f"wild:{slot}", wild_card_label(ctx, slot),
                   refs=(f"card:{n}",), help="wilderness")
            for slot, n in enumerate(state.wilderness)
            if n is not None and n not in ctx.held and allow(ctx.card(n))
        ]
        if not options:
            break
        if optional:
            options.append(Option(DONE, "Take nothing", help="wilderness"))
        left = f" ({i + 1} of {count})" if count > 1 else ""
        reason = f" for {why}" if why else ""
        answer = yield from ctx.ask(
            seat,
            "take-wilderness",
            f"Take a Wilderness card{reason}{left}.",
            options,
            help="wilderness",
            multi=count > 1,
        )
        if answer == DONE:
            break
        taken.append(take_into_hand(ctx, seat, read_id(answer).number()))
    return taken


def take_into_hand(ctx: Ctx, seat: int, slot: int) -> int:
    """The card in `slot` goes to the player's hand; returns its number."""
    number = wilderness.take(ctx, slot, seat)
    ctx.p(seat).hand.append(number)
    ctx.emit("take", f"{ctx.name(seat)} takes {ctx.card(number).name} from the Wilderness.",
             seat, card=number)
    return number


def hand_options(
    ctx: Ctx, seat: int, allow: Callable[[int], bool] = lambda n: True,
    refusal: Callable[[int], str] = lambda n: "",
) -> list[Option]:
    """One option per distinct card in `seat`'s hand that `allow` lets through; one with a
    `refusal` is shown greyed, saying why."""
    return [
        Option(f"hand:{n}", card_label(ctx, n), refs=(f"card:{n}",), help="hand",
               enabled=not refusal(n), reason=refusal(n))
        for n in sorted(set(ctx.p(seat).hand))
        if allow(n)
    ]


def pick_from_hand(
    ctx: Ctx,
    seat: int,
    instruction: str,
    optional: bool,
    allow: Callable[[int], bool] = lambda n: True,
    kind: str = "pick-hand",
    multi: bool = False,
    refusal: Callable[[int], str] = lambda n: "",
) -> Step:
    """Pick one card in hand (or None when optional and declined, or when none can be
    picked); `multi`: one pick of several. Cards `allow` keeps out are not shown; cards
    with a `refusal` are shown greyed."""
    options = hand_options(ctx, seat, allow, refusal)
    if not any(o.enabled for o in options):
        return None
    if optional:
        options.append(Option(DONE, "None", help="hand"))
    answer = yield from ctx.ask(seat, kind, instruction, options, help="hand", auto=not optional,
                                multi=multi)
    return None if answer == DONE else read_id(answer).number()


def discard_from_hand(ctx: Ctx, seat: int, number: int) -> Step:
    p = ctx.p(seat)
    p.hand.remove(number)
    ctx.state.discard.append(number)
    p.last_discarded = number
    ctx.emit("discard", f"{p.name} discards {ctx.card(number).name}.", seat, card=number)
    yield from triggers.on_discard(ctx, seat, 1)


def examine_keep(ctx: Ctx, seat: int, look: int, why: str) -> Step:
    """Look at cards from the top of the deck and keep one; the rest go to the discard pile.
    Neither a draw nor a discard from hand, so no continuous card reacts. While the player
    chooses, the cards sit in their hand (every card stays in one place). Returns the card
    kept, or None when the deck and discard pile are empty."""
    p = ctx.p(seat)
    seen: list[int] = []
    for _ in range(look):
        number = deal(ctx)
        if number is None:
            break
        seen.append(number)
    if not seen:
        ctx.emit("examine", "There are no cards left to look at.", seat)
        return None
    p.hand.extend(seen)
    ctx.emit("examine", f"{p.name} looks at {len(seen)} card(s) from the deck.", seat)
    options = [
        Option(f"keep:{n}", card_label(ctx, n), refs=(f"card:{n}",), help=f"card:{n}")
        for n in seen
    ]
    answer = yield from ctx.ask(seat, "examine-keep", f"Keep which card ({why})?", options,
                                help="hand")
    kept = read_id(answer).number()
    rest = [number for number in seen if number != kept]
    for number in rest:
        p.hand.remove(number)
        ctx.state.discard.append(number)
    # the log is public: it names the discarded cards (face up) but not the one kept in hand
    gone = f" and discards {', '.join(ctx.card(n).name for n in rest)}" if rest else ""
    ctx.emit("keep", f"{p.name} keeps one card{gone}.", seat)
    return kept

