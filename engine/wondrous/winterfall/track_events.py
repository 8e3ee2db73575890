"""The events at the bottom of a Winterfall time track's spaces, run when a recharge moves
the tracker there (after the space's icons, before the hand limit).

- Winterfall event: turn up the top Winterfall card; while its symbol matches the top card
  of the Winterfall discard pile it is discarded and the next one turned up. Its effects
  run top to bottom: an instructional one once, by the recharging player; a sequential one
  by every player in turn from the recharging player on, clockwise. Then it is discarded.
  An empty deck is made again from the discard pile but its top card, which stays to
  compare symbols with (nothing happens when no card there shows another symbol). In
  Double Trouble (solo, hard) two cards are turned up and applied one after the other,
  symbols not compared.
- Aurora event: every player in turn from the recharging player on, clockwise, draws two
  aurora tiles, lays one on a habitat (auroras.aurora_refusal), gains one resource of that
  habitat (any one for a wild habitat; Tingent none) and discards the other. A tile laid
  next to a crew member already standing there gives it nothing (place.py reads the tiles
  only when a crew member is placed).

It stays the recharging player's turn: the questions go to each player in turn, and only
the recharging player may take a free action (an energy), offered before each step of theirs
in the event. An automa (Tingent) takes its turn in a sequential effect and in an aurora
event by its own rules (modules.Automa); when it moved the tracker, the first person after
it does the instructional effects."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import coord_text, option_id, read_id
from engine.wondrous import modules
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import pause
from engine.wondrous.gains import RESOURCE_NAMES, gain_habitat_resource, loss_warning
from engine.wondrous.habitats import habitat_at, is_wild
from engine.wondrous.registry import Source, run
from engine.wondrous.solo.mode import scenario_level
from engine.wondrous.state import Coord
from engine.wondrous.winterfall.auroras import (
    aurora_gift,
    aurora_spots,
    draw_aurora,
    lay_aurora,
    tile_of,
    tokens_left,
)
from engine.wondrous.winterfall.catalog import winter_cards
from engine.wondrous.winterfall.played import winter


def clockwise(ctx: Ctx, seat: int) -> list[int]:
    """Every seat from `seat` on, clockwise (seat order), an automa's too."""
    count = len(ctx.state.players)
    return [(seat + i) % count for i in range(count)]


def first_person(ctx: Ctx, seat: int) -> int:
    """The first seat from `seat` on, clockwise, that a person plays."""
    return next(s for s in clockwise(ctx, seat) if modules.automa_of(ctx.state, s) is None)


def recharging(ctx: Ctx, seat: int | None) -> int:
    return seat if seat is not None else ctx.state.current


# -- the Winterfall event -----------------------------------------------------------------


def winterfall_event(ctx: Ctx, seat: int | None) -> Step:
    cards, compare = cards_per_event(ctx)
    for _ in range(cards):
        yield from apply_winterfall_card(ctx, seat, compare)


def cards_per_event(ctx: Ctx) -> tuple[int, bool]:
    """How many Winterfall cards an event turns up, and whether a card showing the discard
    pile's symbol is passed over: one and yes, but in Double Trouble (solo)."""
    double = scenario_level(ctx, "double")
    if double is None:
        return 1, True
    assert double.event_cards is not None and double.compare_symbols is not None
    return double.event_cards, double.compare_symbols


def apply_winterfall_card(ctx: Ctx, seat: int | None, compare: bool) -> Step:
    state = ctx.state
    first = recharging(ctx, seat)
    number = turn_up_winterfall_card(ctx, compare)
    if number is None:
        ctx.emit("winterfall", "No Winterfall card shows another symbol: nothing happens.")
        return
    card = winter_cards(ctx.cat)[number]
    winter(state).winter_card = number
    ctx.emit("winterfall", f"Winterfall event: {card.name}.", first, card=number)
    source = Source("winterfall", number)
    for step in card.effects:
        name, params = step.effect.effect, step.effect.params
        if step.kind == "instructional":
            who = first_person(ctx, first)  # with Tingent recharging, its opponent
            yield from free_moment(ctx, who, first)
            yield from run(ctx, who, name, dict(params), source)
            continue
        for who in clockwise(ctx, first):
            automa = modules.automa_of(state, who)
            if automa is None:
                yield from free_moment(ctx, who, first)
                yield from run(ctx, who, name, dict(params), source)
            elif name in automa.sequential:
                yield from automa.sequential[name](ctx, params)
    winter(state).winter_card = 0
    winter(state).winter_discard.append(number)
    ctx.emit("winterfall", f"{card.name} goes to the Winterfall discard pile.", first,
             card=number)


def turn_up_winterfall_card(ctx: Ctx, compare: bool = True) -> int | None:
    """The first card turned up whose symbol differs from the discard pile's top card's
    (the others go on the pile), or None; without `compare`, simply the top card."""
    state = ctx.state

    def symbol(number: int) -> str:
        return winter_cards(ctx.cat)[number].symbol

    top = (
        symbol(winter(state).winter_discard[-1])
        if winter(state).winter_discard and compare
        else None
    )
    while True:
        if not winter(state).winter_deck:
            rest = winter(state).winter_discard[:-1]
            if not any(symbol(n) != top for n in rest):
                return None
            winter(state).winter_deck, winter(state).winter_discard = (
                rest,
                winter(state).winter_discard[-1:],
            )
            state.rng.shuffle(winter(state).winter_deck)
            ctx.emit("winterfall", "The Winterfall discard pile but its top card is shuffled "
                     "into a new deck.")
        number = winter(state).winter_deck.pop()
        ctx.table.reveal("a Winterfall card was turned up")
        if symbol(number) != top:
            return number
        winter(state).winter_discard.append(number)
        ctx.emit("winterfall", f"{winter_cards(ctx.cat)[number].name} shows the discard pile's "
                 "symbol: it is discarded and the next card turned up.", card=number)


# -- the aurora event ---------------------------------------------------------------------


def aurora_event(ctx: Ctx, seat: int | None) -> Step:
    first = recharging(ctx, seat)
    for who in clockwise(ctx, first):
        automa = modules.automa_of(ctx.state, who)
        if automa is None:
            yield from free_moment(ctx, who, first)
            yield from lay_drawn_aurora(ctx, who)
        elif "aurora" in automa.track_events:
            yield from automa.track_events["aurora"](ctx)


def free_moment(ctx: Ctx, who: int, first: int) -> Step:
    """Before a step of the recharging player's in an event: their free actions (an energy,
    say), asked only while one is usable. The others take none during the event."""
    if who == first:
        yield from pause(ctx, who, "event-pause", f"{ctx.name(who)}, the event goes on: a free "
                         "action first?", "Go on with the event", help="winterfall-event")


def lay_drawn_aurora(ctx: Ctx, seat: int) -> Step:
    """Draw two tiles, lay one, discard the other (both when no habitat can take one or
    no aurora token is left in the supply)."""
    state = ctx.state
    for _ in range(2):
        tile = draw_aurora(ctx)
        if tile is not None:
            winter(state).aurora_drawn.append(tile)
    if not winter(state).aurora_drawn:
        ctx.emit("aurora", "No aurora tile is left to draw.", seat)
        return
    tokens = tokens_left(ctx)
    spots = aurora_spots(ctx) if tokens else []
    if not tokens:
        ctx.emit("aurora", "No aurora token is left in the supply: both tiles go to the "
                 "aurora discard pile.", seat)
    if spots:
        options = [tile_option(ctx, t, min(tile_of(ctx, t).slots, tokens))
                   for t in winter(state).aurora_drawn]
        answer = yield from ctx.ask(seat, "aurora-tile", f"{ctx.name(seat)}, aurora event: lay "
                                    "which tile? The other goes to the aurora discard pile.",
                                    options, help="aurora-event")
        tile = read_id(answer).number()
        options = [spot_option(ctx, c, seat) for c in spots]
        gift = aurora_gift(ctx, tile)
        answer = yield from ctx.ask(seat, "aurora-spot", f"{ctx.name(seat)}: lay the aurora "
                                    f"tile on which habitat? It gives: {gift}.", options,
                                    help="auroras", refs=(f"aurora-tile:{tile}",))
        winter(state).aurora_drawn.remove(tile)
        yield from lay_for_a_resource(ctx, seat, tile, read_id(answer).coord())
    winter(state).aurora_discard.extend(winter(state).aurora_drawn)
    winter(state).aurora_drawn.clear()


def lay_for_a_resource(ctx: Ctx, seat: int, tile: int, coord: Coord) -> Step:
    """A player who lays the event's tile gains one resource of the habitat it covers (any
    one under a wild habitat); Tingent lays its own by its rules and gains none."""
    covered = habitat_at(ctx, coord)  # read first: the tile hides it
    assert covered is not None
    lay_aurora(ctx, tile, coord, seat)
    if coord in winter(ctx.state).auroras:  # not when no token was left for it
        yield from gain_habitat_resource(ctx, seat, covered.kind, 1,
                                         f"the aurora tile laid at {coord_text(coord)}")


def tile_option(ctx: Ctx, tile: int, tokens: int) -> Option:
    """A drawn tile with the tokens it would get (fewer than its slots when the supply
    runs short)."""
    slots = tile_of(ctx, tile).slots
    short = f" of its {slots}, the supply runs short" if tokens < slots else ""
    return Option(option_id("aurora-tile", tile),
                  f"{tile_of(ctx, tile).text} ({tokens} token{'s' if tokens > 1 else ''}{short})",
                  refs=(f"aurora-tile:{tile}",), help="aurora-event")


def spot_option(ctx: Ctx, coord: tuple[int, int], seat: int) -> Option:
    """A habitat the event's tile may cover, with the resource laying it there gives (and
    a warning when the limit would waste it)."""
    h = habitat_at(ctx, coord)
    assert h is not None
    where = coord_text(coord)
    storm = ", its blizzard goes" if h.covered else ""
    if is_wild(h.kind):
        kind, gain = "wild", "gain 1 resource of your choice"
    else:
        lost = loss_warning(ctx, seat, h.kind)
        kind, gain = h.kind.title(), f"gain 1 {RESOURCE_NAMES[h.kind]}{': ' if lost else ''}{lost}"
    return Option(option_id("hex", coord), f"The {kind} habitat at {where} ({gain}{storm})",
                  refs=(f"hex:{where}",), help="auroras")
