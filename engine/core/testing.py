"""Test support for every game: one driver for rule steps and games, and the few test-only
ways into a running `Game`.

`run_step` drives a rule step and `play` drives a `Game`, answering prompts from a list of
answers (option ids, or functions of the prompt). Both fail with a plain message on an
unanswered prompt, an illegal answer or answers left over, and check at every prompt that
the prompt is well formed and the game's invariants hold.

Only tests may use this module: `restart_turn` and `table_of` reach into the game driver
so that a test can set a situation up on the live state and play on from it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from engine.core.game import Game
from engine.core.prompt import Prompt
from engine.core.rules import S, Table
from engine.core.steps import Step

#: How a test answers a prompt: an option id, or a function of the prompt giving one.
Answer = str | Callable[[Prompt], str]
#: Broken invariants of the situation under test (empty when all hold).
Check = Callable[[], Sequence[str]]


class Ran(NamedTuple):
    """What a driven step returned, and every prompt it asked on the way."""

    value: Any
    prompts: list[Prompt]


class _Answers:
    """The answers still to give: the listed ones in order, then `then` for every prompt
    after them (if given), never more than `most` prompts in all."""

    def __init__(self, answers: Sequence[Answer], then: Answer | None, most: int | None) -> None:
        self.queue = list(answers)
        self.then = then
        self.most = most
        self.seen: list[Prompt] = []

    def has_one(self) -> bool:
        return bool(self.queue) or self.then is not None

    def reply(self, prompt: Prompt, check: Check | None) -> str:
        self.seen.append(prompt)
        _check(prompt, check)
        if self.most is not None and len(self.seen) > self.most:
            raise AssertionError(f"more than {self.most} prompts; the last: {_show(prompt)}")
        if not self.has_one():
            raise AssertionError(f"unanswered prompt {_show(prompt)}")
        answer = self.queue.pop(0) if self.queue else self.then
        assert answer is not None
        chosen = answer(prompt) if callable(answer) else answer
        legal = [o.id for o in prompt.enabled]
        if chosen not in legal:
            raise AssertionError(f"{chosen!r} is not a legal answer to {prompt.kind}: {legal}")
        return chosen

    def finish(self) -> None:
        if self.queue:
            raise AssertionError(f"answers left over: {self.queue}")


def run_step(
    step: Step,
    answers: Sequence[Answer] = (),
    *,
    then: Answer | None = None,
    most: int | None = None,
    check: Check | None = None,
) -> Ran:
    """Drive a rule step to its end, answering its prompts with `answers` in order and then
    with `then`; `check` (e.g. the rules' invariants on the live state) must hold at every
    prompt and at the end."""
    given = _Answers(answers, then, most)
    try:
        prompt = next(step)
        while True:
            prompt = step.send(given.reply(prompt, check))
    except StopIteration as stop:
        given.finish()
        _check(None, check)
        return Ran(stop.value, given.seen)


def play(
    game: Game[S],
    answers: Sequence[Answer] = (),
    *,
    then: Answer | None = None,
    until: Callable[[Game[S]], bool] | None = None,
    most: int | None = None,
) -> list[Prompt]:
    """Answer a game's prompts until `until(game)` holds or the game is over; without
    `until`, until the answers run out. The rules' invariants must hold at every prompt.
    Returns the prompts answered."""
    given = _Answers(answers, then, most)

    def invariants() -> Sequence[str]:
        return game.rules.invariants(game.state)

    while game.prompt is not None and not (until is not None and until(game)):
        if until is None and not given.has_one():
            break
        game.choose(given.reply(game.prompt, invariants))
    given.finish()
    _check(game.prompt, invariants)
    return given.seen


def first(prompt: Prompt) -> str:
    """The first legal option: an answer for prompts a test does not care about."""
    return prompt.enabled[0].id


def _check(prompt: Prompt | None, check: Check | None) -> None:
    problems = list(prompt.problems()) if prompt is not None else []
    problems += check() if check is not None else []
    if problems:
        where = _show(prompt) if prompt is not None else "the end of the step"
        raise AssertionError(f"at {where}: " + "; ".join(problems))


def _show(prompt: Prompt) -> str:
    return f"{prompt.kind} ({prompt.instruction}): {[o.id for o in prompt.options]}"


# -- test-only ways into a running game -------------------------------------------------


def table_of(game: Game[S]) -> Table:
    """The game's live table (events, commit points), so a test can build a rule context
    on `game.state` and change the situation before playing on. Test-only."""
    return game._table


def restart_turn(game: Game[S]) -> Prompt | None:
    """Begin the current turn again from the live state as the test left it, so the next
    prompt reflects the set-up situation; returns that prompt. Test-only: undo cannot
    reach back past this point, and the choices made so far no longer replay."""
    game._start = game._begin_turn(keep=True)
    game._run(None)
    return game.prompt
