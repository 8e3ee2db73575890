"""Random play as a test: at every step, the checks DESIGN.md lists under "Random play"."""

from __future__ import annotations

import pickle
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import save
from engine.core.agents import RandomAgent
from engine.core.config import GameConfig
from engine.core.errors import BestiaryError
from engine.core.game import Game
from engine.core.records import Frozen
from engine.core.rng import Rng
from engine.core.rules import Rules


class Failure(Frozen):
    seed: int
    step: int  # how many choices had been made when the check failed
    check: str
    message: str

    def __str__(self) -> str:
        return f"seed {self.seed}, choice {self.step}: {self.check}: {self.message}"


@dataclass
class FuzzReport:
    games: int = 0
    steps: int = 0
    failures: list[Failure] = field(default_factory=list)


class FuzzPlan(Frozen):
    """Which checks run how often; 1 means every step, 0 never (expensive ones can thin out)."""

    clone_every: int = 1
    save_every: int = 1
    undo_every: int = 1
    view_every: int = 1
    max_choices: int = 20_000


class _CheckFailed(Exception):
    def __init__(self, check: str, message: str) -> None:
        super().__init__(message)
        self.check = check


def _expect(ok: bool, check: str, message: str) -> None:
    if not ok:
        raise _CheckFailed(check, message)


def fuzz(
    rules: Rules[Any],
    configs: Callable[[int], GameConfig],
    games: int,
    seed: int,
    plan: FuzzPlan | None = None,
) -> FuzzReport:
    """Play `games` random games; `configs(seed)` gives each game's configuration."""
    plan = plan or FuzzPlan()
    report = FuzzReport()
    for number in range(games):
        game_seed = seed + number
        report.games += 1
        failure = _fuzz_one(rules, configs(game_seed), plan, report)
        if failure is not None:
            report.failures.append(failure)
    return report


def _fuzz_one(
    rules: Rules[Any], config: GameConfig, plan: FuzzPlan, report: FuzzReport
) -> Failure | None:
    agent = RandomAgent(config.seed)
    hidden_rng = Rng(config.seed, stream=0xF022)
    game: Game[Any] | None = None
    try:
        game = Game(rules, config)
        while game.prompt is not None:
            step = len(game.choices)
            _expect(step < plan.max_choices, "ends", f"no end after {step} choices")
            _check_step(rules, game, plan, step, hidden_rng)
            choice = agent.pick(game.prompt)
            game.choose(choice)
            report.steps += 1
            if plan.undo_every and step % plan.undo_every == 0:
                _check_undo(game, choice)
        _check_end(rules, game)
    except _CheckFailed as failed:
        return Failure(config.seed, len(game.choices) if game else 0, failed.check, str(failed))
    except Exception as exc:
        return Failure(config.seed, len(game.choices) if game else 0, "no exception", repr(exc))
    return None


def _checked(check: str, action: Callable[[], Game[Any]]) -> Game[Any]:
    """Run a check's replay; a refusal (the replay diverged) fails that check by name."""
    try:
        return action()
    except BestiaryError as exc:
        raise _CheckFailed(check, str(exc)) from None


def _check_step(rules: Rules[Any], game: Game[Any], plan: FuzzPlan, step: int, rng: Rng) -> None:
    prompt = game.prompt
    assert prompt is not None
    ids = [opt.id for opt in prompt.options]
    _expect(bool(prompt.enabled), "options", f"{prompt.kind}: no legal option")
    _expect(len(set(ids)) == len(ids), "options", f"{prompt.kind}: repeated option ids")
    problems = rules.invariants(game.state)
    _expect(not problems, "invariants", "; ".join(problems))
    if plan.clone_every and step % plan.clone_every == 0:
        twin = _checked("clone", game.clone)
        _expect(twin.state == game.state, "clone", "a clone differs from the game")
        _expect(twin.prompt == prompt, "stable options", "a clone asks a different prompt")
        _expect(twin.events == game.events, "clone", "a clone has a different event log")
    if plan.save_every and step % plan.save_every == 0:
        loaded = _checked("save/load", lambda: save.loads(game.rules, save.dumps(game)))
        _expect(loaded.state_hash() == game.state_hash(), "save/load", "the reloaded game differs")
        _expect(loaded.prompt == prompt, "save/load", "the reloaded game asks a different prompt")
    if plan.view_every and step % plan.view_every == 0:
        frozen = pickle.dumps(game.state, protocol=pickle.HIGHEST_PROTOCOL)
        for viewer in range(len(game.config.seats)):
            before = game.view(viewer)
            copy = pickle.loads(frozen)  # a plain copy of the state is enough here
            rules.vary_hidden(copy, viewer, rng)
            _expect(
                rules.view(copy, viewer) == before,
                "hidden information",
                f"seat {viewer}'s view changed when only hidden things changed",
            )


def _check_undo(game: Game[Any], choice: str) -> None:
    if game.undo_refusal():
        return
    twin = game.clone()
    twin.undo()
    try:
        twin.choose(choice)
    except BestiaryError as exc:
        raise _CheckFailed("undo", f"the same choice is illegal after undo: {exc}") from None
    _expect(twin.state == game.state, "undo", "undo then redo gives another state")


def _check_end(rules: Rules[Any], game: Game[Any]) -> None:
    problems = rules.invariants(game.state)
    _expect(not problems, "invariants", "; ".join(problems))
    result = game.result()
    _expect(result is not None, "result", "a finished game has no result")
    assert result is not None
    problems = result.problems()
    _expect(not problems, "result", "; ".join(problems))
