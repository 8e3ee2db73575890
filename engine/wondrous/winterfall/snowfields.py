"""Snowfields (Winterfall): each Wilderness slot has a snowfield above it where snowflakes
pile up. Whoever takes the slot's card, by whatever route, takes its snowflakes too; a
sweep replaces the card and leaves them. A player's snowflakes count for the projects (a
big snowflake is five: only the total counts, so the state keeps the total)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core import Option
from engine.core.option_ids import option_id, read_id
from engine.wondrous.components import Creature
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.skip import SKIP, with_skip
from engine.wondrous.state import WondrousState
from engine.wondrous.winterfall.played import seat_winter, winter


def snow_note(ctx: Ctx, slot: int) -> str:
    """" + 2 snowflakes": what a card's label adds when the snowfield over its slot holds
    snowflakes: whoever takes the card takes them too."""
    fields = winter(ctx.state).snowfields
    count = fields[slot] if fields else 0
    return f" + {count} snowflake{'s' if count > 1 else ''}" if count else ""

BIG = 5  # snowflakes a big snowflake stands for


def lay_snowfields(state: WondrousState) -> None:
    """An empty snowfield over each Wilderness slot."""
    winter(state).snowfields = [0] * len(state.wilderness)


def collect(ctx: Ctx, slot: int, taker: int | None) -> None:
    """The card in `slot` left it: a player taking it takes the slot's snowflakes (a sweep,
    `taker` None, leaves them where they lie)."""
    fields = winter(ctx.state).snowfields
    if taker is None or not fields or not fields[slot]:
        return
    count, fields[slot] = fields[slot], 0
    p = ctx.p(taker)
    seat_winter(p).snowflakes += count
    ctx.emit("snowflakes", f"{p.name} takes the {count} snowflake(s) of snowfield {slot + 1} "
             f"({seat_winter(p).snowflakes} in all).", taker, slot=slot, count=count)


def gain_snowflakes(ctx: Ctx, seat: int, count: int, why: str) -> None:
    """`count` snowflakes from the supply to the player (the supply never runs out: five
    small ones change for a big one)."""
    p = ctx.p(seat)
    seat_winter(p).snowflakes += count
    ctx.emit(
        "snowflakes",
        f"{p.name} gains {count} snowflake(s) ({why}): {seat_winter(p).snowflakes} in all.",
        seat,
        count=count,
    )


def place_snowflakes(ctx: Ctx, slots: Iterable[int], seat: int | None = None) -> list[int]:
    """One snowflake on each snowfield of `slots` (a slot listed twice still gets one; a
    snowfield holds any number); returns the slots, left first. `seat`: who places them."""
    chosen = sorted(set(slots))
    for slot in chosen:
        winter(ctx.state).snowfields[slot] += 1
    if chosen:
        where = ", ".join(str(s + 1) for s in chosen)
        ctx.emit("snowflakes", f"A snowflake falls on snowfield(s) {where}.", seat,
                 slots=chosen)
    return chosen


#: what reacts when a creature ability places snow (Bansheer): registered from above, as
#: this layer sits below the rewards it gives
SnowReaction = Callable[[Ctx, int, int], Step]
_BY_CARD: list[SnowReaction] = []


def on_snow_placed_by_card(react: SnowReaction) -> SnowReaction:
    """Decorator: run `react(ctx, seat, count)` at each `snow_placed_by_card`."""
    _BY_CARD.append(react)
    return react


def snow_placed_by_card(ctx: Ctx, seat: int, count: int) -> Step:
    """A creature card's ability (never a Winterfall card's or a captain's) just had `seat`
    place `count` snowflakes or blizzards: the moment Bansheer (#142) scores on. Every card
    effect that places them calls this once per placement, after placing."""
    for react in _BY_CARD:
        yield from react(ctx, seat, count)


def slots_where(ctx: Ctx, match: Callable[[Creature], bool]) -> list[int]:
    """The slots whose face-up card matches (each slot once, whatever its icons)."""
    return [slot for slot, n in enumerate(ctx.state.wilderness)
            if n is not None and match(ctx.card(n))]


def slots_with_habitat(ctx: Ctx, habitat: str) -> list[int]:
    return slots_where(ctx, lambda c: c.habitat == habitat)


def slots_with_species(ctx: Ctx, species: str) -> list[int]:
    """Slots whose card shows the species (a card with two of its icons counts once)."""
    return slots_where(ctx, lambda c: species in c.species)


def choose_shown_species(ctx: Ctx, seat: int, why: str, skippable: bool = False) -> Step:
    """The one question of every "name a species, snow on its snowfields" effect: a species
    shown by a face-up Wilderness card, each offered with the snowfields it would cover, in
    the game's species order; None when the Wilderness shows none (nothing asked) or the
    player skips the ability (`skippable`)."""
    shown = {s: slots for s in ctx.species if (slots := slots_with_species(ctx, s))}
    options = [
        Option(option_id("species", s), f"{s.title()}: snowfield{'s' if len(slots) > 1 else ''} "
               f"{', '.join(str(n + 1) for n in slots)}", help="snowfields")
        for s, slots in shown.items()
    ]
    if not options:
        ctx.emit("snowflakes", "The Wilderness shows no species: no snowflake falls.", seat)
        return None
    options = with_skip(options, skippable)  # snow on the table: may cost
    answer = yield from ctx.ask(seat, "declare-species", f"{why}: name a species shown in the "
                                "Wilderness; a snowflake falls on each snowfield whose card "
                                "shows it.", options, help="snowfields")
    return None if answer == SKIP else read_id(answer).word()


def snow_on_species(ctx: Ctx, seat: int, why: str, skippable: bool = False) -> Step:
    """Name a species shown in the Wilderness and put a snowflake on each of its snowfields
    (once per card, however many of its icons the card shows); returns (species, snowflakes
    placed), or None (nothing shown, or the ability skipped: `skippable`)."""
    species = yield from choose_shown_species(ctx, seat, why, skippable)
    if species is None:
        return None
    return species, len(place_snowflakes(ctx, slots_with_species(ctx, species), seat))


def in_pieces(total: int) -> tuple[int, int]:
    """(big, small) snowflakes showing `total`: as many big ones as it holds."""
    return divmod(total, BIG)
