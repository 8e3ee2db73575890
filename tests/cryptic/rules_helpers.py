"""Building Cryptic Nature games and rule contexts for the rules tests."""

from __future__ import annotations

from functools import cache

from engine.core import Game, GameConfig, Seat
from engine.core.testing import first, play, table_of
from engine.cryptic.ctx import Ctx
from engine.cryptic.rules import CrypticRules
from engine.cryptic.sanctuary import place_terrain, terrain_spots
from engine.cryptic.state import CRYPTO, RowCard

COLOURS = ("orange", "white", "blue", "purple")


@cache
def rules() -> CrypticRules:
    return CrypticRules()


def config(players: int = 3, seed: int = 1, modules: tuple[str, ...] = ()) -> GameConfig:
    seats = tuple(Seat(name=COLOURS[i].title(), colour=COLOURS[i]) for i in range(players))
    return GameConfig(game="cryptic", seats=seats, modules=modules, seed=seed)


def new_game(players: int = 3, seed: int = 1, modules: tuple[str, ...] = ()) -> Game:
    return Game(rules(), config(players, seed, modules))


def spend_nothing() -> None:
    """What a test passes `tracking.track` as the action or skill it spends: nothing."""


def ctx_of(game: Game) -> Ctx:
    """A rule context on the live state: a test sets a situation up and runs a step."""
    return Ctx(game.state, table_of(game), rules().data)


def token_of(ctx: Ctx, kind: str, skip: int = 0) -> int:
    """The index of an evidence token of this type (the `skip`-th one)."""
    found = [i for i, t in enumerate(ctx.data.cat.evidence.tokens) if t.type == kind]
    return found[skip]


def take_token(ctx: Ctx, piece: int) -> int:
    """Move a token from wherever it is (bag, market, map, cards) to nowhere, for a test
    that then puts it somewhere on purpose; returns it."""
    s = ctx.state
    for pile in (s.bag, s.set_aside, *s.board.values(), *(p.evidence for p in s.players)):
        if piece in pile:
            pile.remove(piece)
            s.board = {k: v for k, v in s.board.items() if v}
            return piece
    if piece in s.market:
        s.market[s.market.index(piece)] = None
        return piece
    for card in s.row:
        if card is not None and card.location_token == piece:
            card.location_token = None
        if card is not None and card.evidence_token == piece:
            card.evidence_token = None
    return piece


def give(ctx: Ctx, seat: int, *kinds: str) -> list[int]:
    """Give `seat` one token of each named type (taken from wherever it lay)."""
    pieces = []
    for kind in kinds:
        used = {x for p in ctx.state.players for x in p.evidence}
        piece = next(i for i, t in enumerate(ctx.data.cat.evidence.tokens)
                     if t.type == kind and i not in used)
        ctx.p(seat).evidence.append(take_token(ctx, piece))
        pieces.append(piece)
    return pieces


def put_in_row(ctx: Ctx, slot: int, name: str, bids: tuple[int, ...] = ()) -> RowCard:
    """Put the card `name` in row slot `slot` (the card there goes back into its deck)."""
    s = ctx.state
    old = s.row[slot]
    for pile in (*s.decks.values(), *s.discards.values()):
        if name in pile:
            pile.remove(name)
    for i, card in enumerate(s.row):
        if card is not None and card.name == name and i != slot:
            raise AssertionError(f"{name} is already in the row")
    if old is not None:
        s.decks[ctx.card(old.name).level].insert(0, old.name)
        for piece in (old.location_token, old.evidence_token):
            if piece is not None:
                s.bag.insert(0, piece)
        for seat in old.bids:
            s.players[seat].free_bids += 1
    card = RowCard(name, bids=list(bids))
    for seat in bids:
        s.players[seat].free_bids -= 1
    s.row[slot] = card
    return card


def started(players: int = 3, seed: int = 1, modules: tuple[str, ...] = ()) -> Game:
    """A game past the setup decisions (each takes its first option), at round 1."""
    game = new_game(players, seed, modules)
    play(game, then=first, until=lambda g: g.state.phase == CRYPTO)
    return game


def lay(ctx: Ctx, terrain: str, count: int) -> None:
    """Lay `count` terrain tiles of one kind at their first legal spots."""
    for tile in [t.id for t in ctx.data.parts.tiles_of(terrain)][:count]:
        for pile in ctx.state.terrain_piles.values():
            if tile in pile:
                pile.remove(tile)
        for p in ctx.state.players:
            if tile in p.terrain:
                p.terrain.remove(tile)
                ctx.state.discarded_tiles.append(tile)  # keep the count: out of play
        place_terrain(ctx.state.sanctuary, ctx.data.parts, tile,
                      terrain_spots(ctx.state.sanctuary, ctx.data.parts, tile)[0])


def found(ctx: Ctx, seat: int, *names: str) -> None:
    """Give `seat` these cryptids as found and waiting (taken from the decks)."""
    for name in names:
        for pile in (*ctx.state.decks.values(),):
            if name in pile:
                pile.remove(name)
        ctx.p(seat).found.append(name)
        ctx.p(seat).unsettled.append(name)
