"""Solo mode against the Poacher: the configuration (you in the first seat, the Poacher as
the automa seat), the setup changes and the changes to your own turns (a bid at once after
finding, the 3-coin overlay for replacing a cryptid). The Poacher's turns are `poacher`.

A solo game is told by its seats alone: no option is needed, since the Poacher has no
difficulty level."""

from __future__ import annotations

from engine.core import ConfigError, GameConfig, Seat, SeatKind
from engine.cryptic.ctx import NO_BIDS, Ctx, Step
from engine.cryptic.row import bid_options, must_bid, place_bid
from engine.cryptic.state import PoacherState
from engine.cryptic.table_parts import TOP_SPACE, PoacherCard

YOU = 0  # the one player's seat; the Poacher sits in the second
POACHER_COLOUR = "black"


def solo_config(seed: int, modules: tuple[str, ...] = (), name: str = "Player 1",
                colour: str = "orange") -> GameConfig:
    """You in the first seat, the Poacher as the automa seat in the second."""
    seats = (Seat(name=name, colour=colour),
             Seat(name="Poacher", colour=POACHER_COLOUR, kind=SeatKind.AUTOMA))
    return GameConfig(game="cryptic", seats=seats, modules=modules, seed=seed)


def is_solo(config: GameConfig) -> bool:
    return any(seat.kind is SeatKind.AUTOMA for seat in config.seats)


def validate(config: GameConfig) -> None:
    kinds = [seat.kind for seat in config.seats]
    if len(kinds) != 2 or kinds[0] is SeatKind.AUTOMA or kinds[1] is not SeatKind.AUTOMA:
        raise ConfigError("Solo play is one player in the first seat and the Poacher (an "
                          "automa seat) in the second.")
    if NO_BIDS in config.modules:
        raise ConfigError("The mode without bid markers cannot be played against the Poacher.")


def set_up(ctx: Ctx) -> None:
    """You start first with 1 coin, the Poacher's meeple just below you; his cards are
    shuffled; your contracts lie face up and one of them at least shows evidence."""
    state = ctx.state
    poacher = state.poacher = PoacherState(seat=YOU + 1)
    poacher.deck = [c.number for c in ctx.data.parts.poacher.cards]
    state.rng.shuffle(poacher.deck)
    track = ctx.data.parts.initiative
    state.track = [None] * track.spaces
    top = track.highlighted - TOP_SPACE
    state.track[top], state.track[top + 1] = YOU, poacher.seat
    state.players[YOU].coins = ctx.data.parts.player_board.starting_coins[0]
    state.players[poacher.seat].coins = 0
    _evidence_contract(ctx)


def _evidence_contract(ctx: Ctx) -> None:
    """While neither contract shows evidence, the last one drawn is discarded for the next
    card of the deck (the discarded cards leave the game)."""
    contracts = ctx.state.players[YOU].contracts
    while not any(_shows_evidence(ctx, c) for c in contracts) and ctx.state.contract_deck:
        contracts[-1] = ctx.state.contract_deck.pop()


def _shows_evidence(ctx: Ctx, contract_id: str) -> bool:
    return any(c.id == contract_id and c.kind == "evidence"
               for c in ctx.data.cat.contracts.contracts)


def poacher_card(ctx: Ctx, number: int) -> PoacherCard:
    return ctx.data.parts.poacher.cards[number - 1]


def bid_at_once(ctx: Ctx, seat: int) -> Step:
    """Solo: after finding a cryptid (and refilling the row) your freed bid marker goes on a
    card at once."""
    if ctx.solo and not ctx.is_poacher(seat) and must_bid(ctx, seat):
        answer = yield from ctx.ask(seat, "solo-bid", "Bid again at once: on which cryptid?",
                                    bid_options(ctx, seat), help="bids")
        place_bid(ctx, seat, answer)


def replace_cost(ctx: Ctx) -> tuple[int, int]:
    """(coins, cards) of the Assistant Phase reset of cryptids: 1 coin for up to 2 cards,
    or with the solo overlay 3 coins for 1 card."""
    if ctx.solo:
        overlay = ctx.data.parts.poacher.reset_overlay
        return overlay.coins, overlay.cryptid_cards
    return 1, 2

