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
  aurora tiles, lays one on a habitat (auroras.aurora_refusal) and discards the other. A
  tile laid next to a crew member already standing there gives it nothing (place.py reads
  the tiles only when a crew member is placed).

It stays the recharging player's turn: the questions go to each player in turn, and only
the recharging player may take a free action (an energy), offered before each step of theirs
in the event. Tingent's seat is left out (its own event rules are not
built yet); when Tingent moves the tracker, its opponent does the instructional effects."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import coord_text, option_id, read_id
from engine.wondrous import modules
from engine.wondrous.auroras import aurora_spots, draw_aurora, lay_aurora, tile_of
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import pause
from engine.wondrous.habitats import habitat_at
from engine.wondrous.registry import Source, run
from engine.wondrous.solo import scenario_level
from engine.wondrous.wild_habitats import is_wild


def clockwise(ctx: Ctx, seat: int) -> list[int]:
    """Every player from `seat` on, clockwise (seat order), but an automa."""
    count = len(ctx.state.players)
    order = [(seat + i) % count for i in range(count)]
    return [s for s in order if modules.automa_of(ctx.state, s) is None]


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
    card = ctx.cat.winter_cards[number]
    state.winter_card = number
    ctx.emit("winterfall", f"Winterfall event: {card.name}.", first, card=number)
    source = Source("winterfall", number)
    players = clockwise(ctx, first)  # with Tingent recharging, its opponent decides
    for step in card.effects:
        for who in players[:1] if step.kind == "instructional" else players:
            yield from free_moment(ctx, who, first)
            yield from run(ctx, who, step.effect.effect, dict(step.effect.params), source)
    state.winter_card = 0
    state.winter_discard.append(number)
    ctx.emit("winterfall", f"{card.name} goes to the Winterfall discard pile.", first,
             card=number)


def turn_up_winterfall_card(ctx: Ctx, compare: bool = True) -> int | None:
    """The first card turned up whose symbol differs from the discard pile's top card's
    (the others go on the pile), or None; without `compare`, simply the top card."""
    state = ctx.state

    def symbol(number: int) -> str:
        return ctx.cat.winter_cards[number].symbol

    top = symbol(state.winter_discard[-1]) if state.winter_discard and compare else None
    while True:
        if not state.winter_deck:
            rest = state.winter_discard[:-1]
            if not any(symbol(n) != top for n in rest):
                return None
            state.winter_deck, state.winter_discard = rest, state.winter_discard[-1:]
            state.rng.shuffle(state.winter_deck)
            ctx.emit("winterfall", "The Winterfall discard pile but its top card is shuffled "
                     "into a new deck.")
        number = state.winter_deck.pop()
        ctx.table.reveal("a Winterfall card was turned up")
        if symbol(number) != top:
            return number
        state.winter_discard.append(number)
        ctx.emit("winterfall", f"{ctx.cat.winter_cards[number].name} shows the discard pile's "
                 "symbol: it is discarded and the next card turned up.", card=number)


# -- the aurora event ---------------------------------------------------------------------


def aurora_event(ctx: Ctx, seat: int | None) -> Step:
    first = recharging(ctx, seat)
    for who in clockwise(ctx, first):
        yield from free_moment(ctx, who, first)
        yield from lay_drawn_aurora(ctx, who)


def free_moment(ctx: Ctx, who: int, first: int) -> Step:
    """Before a step of the recharging player's in an event: their free actions (an energy,
    say), asked only while one is usable. The others take none during the event."""
    if who == first:
        yield from pause(ctx, who, "event-pause", f"{ctx.name(who)}, the event goes on: a free "
                         "action first?", "Go on with the event", help="winterfall-event")


def lay_drawn_aurora(ctx: Ctx, seat: int) -> Step:
    """Draw two tiles, lay one, discard the other (both when no habitat can take one)."""
    state = ctx.state
    for _ in range(2):
        tile = draw_aurora(ctx)
        if tile is not None:
            state.aurora_drawn.append(tile)
    if not state.aurora_drawn:
        ctx.emit("aurora", "No aurora tile is left to draw.", seat)
        return
    spots = aurora_spots(ctx)
    if spots:
        options = [
            Option(option_id("aurora-tile", t), f"{tile_of(ctx, t).text} ({tile_of(ctx, t).slots} "
                   f"token{'s' if tile_of(ctx, t).slots > 1 else ''})",
                   refs=(f"aurora-tile:{t}",), help="aurora-event")
            for t in state.aurora_drawn
        ]
        answer = yield from ctx.ask(seat, "aurora-tile", f"{ctx.name(seat)}, aurora event: lay "
                                    "which tile? The other goes to the aurora discard pile.",
                                    options, help="aurora-event")
        tile = read_id(answer).number()
        options = [spot_option(ctx, c) for c in spots]
        gift = tile_of(ctx, tile).text.rstrip(".")
        answer = yield from ctx.ask(seat, "aurora-spot", f"{ctx.name(seat)}: lay the aurora "
                                    f"tile on which habitat? It gives: {gift}.", options,
                                    help="auroras", refs=(f"aurora-tile:{tile}",))
        state.aurora_drawn.remove(tile)
        lay_aurora(ctx, tile, read_id(answer).coord(), seat)
    state.aurora_discard.extend(state.aurora_drawn)
    state.aurora_drawn.clear()


def spot_option(ctx: Ctx, coord: tuple[int, int]) -> Option:
    h = habitat_at(ctx, coord)
    assert h is not None
    kind = "wild" if is_wild(h.kind) else h.kind.title()
    where = coord_text(coord)
    storm = " (its blizzard goes)" if h.blizzard else ""
    return Option(option_id("hex", coord), f"The {kind} habitat at {where}{storm}",
                  refs=(f"hex:{where}",), help="auroras")
