"""Solo games against the Poacher for the tests: a started game and ways to lay out a
situation (his card, his evidence, the map, the market, your contracts)."""

from __future__ import annotations

from engine.core import Game
from engine.core.testing import first, play
from engine.cryptic.ctx import Ctx
from engine.cryptic.parts.poacher_cards import PoacherCard, poacher_parts
from engine.cryptic.solo.seats import YOU, solo_config
from engine.cryptic.state import BONUS_RUMOR, CRYPTO
from tests.cryptic.rules_helpers import ctx_of, give, put_in_row, rules, take_token

POACHER = 1


def solo_game(seed: int = 1, modules: tuple[str, ...] = ()) -> Game:
    return Game(rules(), solo_config(seed, modules))


def solo_started(seed: int = 1, modules: tuple[str, ...] = ()) -> tuple[Game, Ctx]:
    """A solo game past your setup decisions (each its first option), at round 1, with
    your starting bonus rumor gone so it is in no test's way."""
    game = solo_game(seed, modules)
    play(game, then=first, until=lambda g: g.state.phase == CRYPTO)
    ctx = ctx_of(game)
    you = ctx.p(YOU)
    while BONUS_RUMOR in you.evidence:
        you.evidence.remove(BONUS_RUMOR)
        ctx.state.rumor_supply += 1
    return game, ctx


def card(ctx: Ctx, **changes: object) -> PoacherCard:
    """Poacher card 1 with some fields changed (a test's own card)."""
    return poacher_parts(ctx.data.parts).cards[0].replace(**changes)


def clear_board(ctx: Ctx) -> None:
    """Every map token goes near the bag."""
    for tokens in ctx.state.board.values():
        ctx.state.set_aside += tokens
    ctx.state.board = {}


def lay(ctx: Ctx, location: str, kind: str) -> int:
    """Put a free token of this type on a map location; returns it."""
    held = {x for p in ctx.state.players for x in p.evidence}
    on_map = {x for ts in ctx.state.board.values() for x in ts}
    piece = next(i for i, t in enumerate(ctx.data.cat.evidence.tokens)
                 if t.type == kind and i not in held | on_map
                 and i not in ctx.state.market)
    take_token(ctx, piece)  # first: it rebuilds the board
    ctx.state.board.setdefault(location, []).append(piece)
    return piece


def market(ctx: Ctx, *kinds: str) -> list[int]:
    """The market holds tokens of these types (the old ones go near the bag)."""
    for i, piece in enumerate(ctx.state.market):
        if piece is not None:
            ctx.state.set_aside.append(piece)
            ctx.state.market[i] = None
    pieces = []
    for i, kind in enumerate(kinds):
        held = {x for p in ctx.state.players for x in p.evidence}
        on_map = {x for ts in ctx.state.board.values() for x in ts}
        piece = next(j for j, t in enumerate(ctx.data.cat.evidence.tokens)
                     if t.type == kind and j not in held | on_map
                     and j not in ctx.state.market)
        ctx.state.market[i] = take_token(ctx, piece)
        pieces.append(piece)
    return pieces


def arm(ctx: Ctx, *kinds: str) -> None:
    """The Poacher holds exactly these evidence types."""
    for piece in ctx.p(POACHER).evidence:
        ctx.state.set_aside.append(piece)
    ctx.p(POACHER).evidence = []
    give(ctx, POACHER, *kinds)


def contracts(ctx: Ctx, *ids: str) -> None:
    ctx.p(YOU).contracts = list(ids)


def kinds_of(ctx: Ctx, seat: int) -> list[str]:
    return sorted(ctx.kind(p) for p in ctx.p(seat).evidence)


def poacher_events(game: Game) -> list[str]:
    return [e.text for e in game.events if e.kind == "poacher"]


FILLERS = ("Lomie", "Tulikettu", "Elwetritsch", "Black Shuck", "Cù-Sìth", "Dip")


def bids_on(ctx: Ctx, *names: str) -> None:
    """The row holds these cryptids first, with your bid markers on them, then cards
    without bids (so no other card carries a bid of yours)."""
    rest = [n for n in FILLERS if n not in names]
    set_row(ctx, [*names, *rest][:len(ctx.state.row)])
    for slot in range(len(names)):
        ctx.state.row[slot].bids.append(YOU)  # type: ignore[union-attr]
        ctx.p(YOU).free_bids -= 1


def set_row(ctx: Ctx, names: list[str]) -> None:
    """Exactly these cards in the row, without bids (the old ones go back to their decks
    and your bid markers to your hand)."""
    s = ctx.state
    for slot, old in enumerate(s.row):
        if old is not None:
            s.decks[ctx.card(old.name).level].insert(0, old.name)
            s.bag += [t for t in (old.location_token, old.evidence_token) if t is not None]
            ctx.p(YOU).free_bids += len(old.bids)
            s.row[slot] = None
    for slot, name in enumerate(names):
        put_in_row(ctx, slot, name)
