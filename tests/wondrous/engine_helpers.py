"""Shared helpers for the Wondrous Creatures rules tests."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from engine.core import Game, GameConfig, Prompt, Seat
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
    while game._state.phase != "play":
        assert game.prompt is not None
        game.choose(game.prompt.enabled[0].id)
    return game


def ctx_of(game: Game[WondrousState]) -> Ctx:
    """A rules context on the game's live state (tests set situations up through it)."""
    return Ctx(game._state, game._table, rules().cat)


Answer = str | Callable[[Prompt], str]


def run_step(step: Step, answers: list[Answer] | None = None) -> tuple[Any, list[Prompt]]:
    """Drive a rule step, answering its prompts in order; returns (value, prompts seen).

    An answer may be an option id or a function of the prompt. Running out of answers while
    the step still asks is a test failure that shows the prompt."""
    queue = list(answers or [])
    prompts: list[Prompt] = []
    try:
        prompt = next(step)
        while True:
            prompts.append(prompt)
            if not queue:
                raise AssertionError(f"unanswered prompt {prompt.kind}: {prompt.instruction} "
                                     f"{[o.id for o in prompt.options]}")
            answer = queue.pop(0)
            chosen = answer(prompt) if callable(answer) else answer
            ids = [o.id for o in prompt.enabled]
            if chosen not in ids:
                raise AssertionError(f"{chosen!r} is not a legal answer to {prompt.kind}: {ids}")
            prompt = step.send(chosen)
    except StopIteration as stop:
        if queue:
            raise AssertionError(f"answers left over: {queue}") from None
        return stop.value, prompts


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


def first(prompt: Prompt) -> str:
    return prompt.enabled[0].id
