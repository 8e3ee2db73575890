"""The general setup and the player pieces for 2-4 players, then each module's setup step
(`modules`). The players' own decisions (cryptozoologist, bids, terrain tiles) are the
first turns, in `flow`."""

from __future__ import annotations

from engine.core import ConfigError, GameConfig, Rng, SeatKind, Table
from engine.cryptic.ctx import Ctx, Data
from engine.cryptic.evidence import lay_chain
from engine.cryptic.modules import REGISTRY, bid_markers, chosen, is_automa
from engine.cryptic.parts.player_pieces import TOP_SPACE
from engine.cryptic.row import reveal
from engine.cryptic.sanctuary import new_sanctuary
from engine.cryptic.state import (
    MARKET_SLOTS,
    ROW,
    SETUP,
    CrypticState,
    PlayerState,
)
from engine.cryptic.supply import draw_from_bag, take_bonus_rumor

REQUESTS_SHOWN = 4


def validate(config: GameConfig, data: Data) -> None:
    """The modules chosen check the config their way first (the seats of a solo game),
    then the number of seats, then every module named must exist."""
    for module in chosen(config):
        if module.check_config is not None:
            module.check_config(config)
    counts = data.parts.player_board.starting_coins
    if not 2 <= len(config.seats) <= min(4, len(counts)):
        raise ConfigError("Cryptic Nature is for 2 to 4 players.")
    REGISTRY.validate(config)


def new_state(config: GameConfig, data: Data, table: Table) -> CrypticState:
    rng = Rng(config.seed)
    bag = list(range(len(data.cat.evidence.tokens)))
    rng.shuffle(bag)
    players = [PlayerState(seat=i, name=s.name) for i, s in enumerate(config.seats)]
    state = CrypticState(rng=rng, players=players, bag=bag, modules=sorted(config.modules))
    ctx = Ctx(state, table, data)
    _evidence(ctx)
    _cryptids(ctx)
    # an automa seat (played by a module) has no pieces
    people = [p for p, seat in zip(players, config.seats, strict=True)
              if seat.kind is not SeatKind.AUTOMA]
    _cards_and_tokens(ctx, people)
    _initiative(ctx)
    state.sanctuary = new_sanctuary(data.parts, len(players))
    for p in people:
        _player_pieces(ctx, p)
    for module in chosen(config):
        if module.set_up is not None:
            module.set_up(ctx)
    state.setup_order = [s for s in state.track if s is not None and not is_automa(state, s)]
    state.phase = SETUP
    return state


def _evidence(ctx: Ctx) -> None:
    """3 tokens face down to the market; the right-most back starts the chain of 7."""
    state = ctx.state
    state.market = [draw_from_bag(ctx) for _ in range(MARKET_SLOTS)]
    last = state.market[-1]
    assert last is not None
    token = ctx.token(last)
    assert token is not None
    lay_chain(ctx, token.location)
    state.rumor_supply = ctx.data.cat.evidence.bonus_rumors.count


def _cryptids(ctx: Ctx) -> None:
    state = ctx.state
    for level in (1, 2, 3):
        deck = [c.name for c in ctx.data.cat.cryptids.cryptids if c.level == level]
        state.rng.shuffle(deck)
        state.decks[level] = deck
        state.discards[level] = []
    state.row = [None] * ROW
    for slot in range(ROW):
        reveal(ctx, slot, 1)


def _cards_and_tokens(ctx: Ctx, people: list[PlayerState]) -> None:
    state, data = ctx.state, ctx.data
    contracts = [c.id for c in data.cat.contracts.contracts]
    state.rng.shuffle(contracts)
    if len(people) > 1:  # alone against the Poacher there is no general contract
        state.general_contract = contracts.pop()
    for p in people:
        p.contracts = [contracts.pop(), contracts.pop()]
    state.contract_deck = contracts
    requests = [r.id for r in data.cat.contracts.requests]
    state.rng.shuffle(requests)
    state.requests = requests[:REQUESTS_SHOWN]
    state.request_pile = requests[REQUESTS_SHOWN:]
    for terrain in ("water", "mountains", "forests"):
        pile = [t.id for t in data.parts.tiles_of(terrain)]
        state.rng.shuffle(pile)
        state.terrain_piles[terrain] = pile
    dice = data.parts.dice.assistant_dice
    state.dice = [""] * dice.by_players[len(state.players)]
    state.dice_taken = [False] * len(state.dice)


def _initiative(ctx: Ctx) -> None:
    """A random order from the highlighted space down; coins by place on the track."""
    state = ctx.state
    seats = list(range(len(state.players)))
    state.rng.shuffle(seats)
    track = ctx.data.parts.initiative
    state.track = [None] * track.spaces
    for space, seat in zip(track.starting_spaces(len(seats)), seats, strict=True):
        state.track[space - TOP_SPACE] = seat
    coins = ctx.data.parts.player_board.starting_coins
    for place, seat in enumerate(seats):
        state.players[seat].coins = coins[place]


def _player_pieces(ctx: Ctx, p: PlayerState) -> None:
    board = ctx.data.parts.player_board
    p.skills = {s.id: 1 for s in board.skills if s.start}
    p.free_bids = board.bid_markers if bid_markers(ctx) else 0
    for _ in range(board.start_bonus_rumors):
        p.evidence.append(take_bonus_rumor(ctx))

