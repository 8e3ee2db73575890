"""Shared helpers for the Wondrous Creatures rules tests."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from engine.core import Game, GameConfig, Seat, testing
from engine.core.testing import Answer, Ran, first, table_of
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.rules import WondrousRules
from engine.wondrous.state import InPlay, WondrousState

COLOURS = ("red", "blue", "green", "yellow")


@cache
def rules() -> WondrousRules:
    return WondrousRules()


def config(players: int = 2, seed: int = 1, **options: object) -> GameConfig:
    return GameConfig(
        game="wondrous",
        seats=tuple(Seat(name=f"P{i + 1}", colour=COLOURS[i]) for i in range(players)),
        options=dict(options),
        seed=seed,
    )


def started(players: int = 2, seed: int = 1, **options: object) -> Game[WondrousState]:
    """A game past its setup decisions (each takes the first legal option)."""
    game = Game(rules(), config(players, seed, **options))
    testing.play(game, then=first, until=in_play)
    return game


def in_play(game: Game[WondrousState]) -> bool:
    """Setup is over: the players' turns have begun."""
    return game.state.phase == "play"


def ctx_of(game: Game[WondrousState]) -> Ctx:
    """A rules context on the game's live state (tests set situations up through it)."""
    return Ctx(game.state, table_of(game), rules().cat)


def run_step(
    ctx: Ctx,
    step: Step,
    answers: Sequence[Answer] = (),
    *,
    then: Answer | None = None,
    most: int | None = None,
) -> Ran:
    """Drive a rule step with the core driver (see engine.core.testing.run_step); the
    invariants of `ctx`'s state must hold at every prompt and at the end."""
    return testing.run_step(
        step, answers, then=then, most=most, check=lambda: rules().invariants(ctx.state)
    )


def move_card(ctx: Ctx, number: int, seat: int, to: str) -> None:
    """Take creature `number` from wherever it is and put it in `seat`'s hand or reserve
    (or the Wilderness slot `to="wild:N"`), keeping every card in exactly one place."""
    s = ctx.state
    if number in s.deck:
        s.deck.remove(number)
    elif number in s.discard:
        s.discard.remove(number)
    elif number in s.wilderness:
        s.wilderness[s.wilderness.index(number)] = None
    else:
        for p in s.players:
            if number in p.hand:
                p.hand.remove(number)
            p.reserve = [c for c in p.reserve if c.number != number]
    if to == "hand":
        s.players[seat].hand.append(number)
    elif to == "reserve":
        card = InPlay(number)
        limit = ctx.card(number).energy_limit
        if limit:
            card.energies = limit
            s.energies_supply -= limit
        s.players[seat].reserve.append(card)
    elif to.startswith("wild:"):
        slot = int(to.split(":")[1])
        old = s.wilderness[slot]
        if old is not None:
            s.deck.append(old)
        s.wilderness[slot] = number
    else:
        raise ValueError(to)


def reserve(ctx: Ctx, seat: int, *numbers: int) -> None:
    for number in numbers:
        move_card(ctx, number, seat, "reserve")


def hand(ctx: Ctx, seat: int, *numbers: int) -> None:
    for number in numbers:
        move_card(ctx, number, seat, "hand")


def bare_players(ctx: Ctx) -> Ctx:
    """Every hand empty (to the discard pile), no resources, score track rewards used up,
    so a card's points are plain numbers with no reward prompts."""
    for p in ctx.state.players:
        ctx.state.discard.extend(p.hand)
        p.hand.clear()
        p.track_done = True
        p.resources = dict.fromkeys(p.resources, 0)
    return ctx
