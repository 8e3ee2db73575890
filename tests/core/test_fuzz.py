"""The fuzz harness: 1,000 clean games of Pebble Dice, and proof that each check can fail."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import Option, Prompt, Table, Turn
from engine.core.fuzz import Failure, FuzzPlan, fuzz
from tests.core.broken_rules import FailsOnRoll
from tests.tinygame.rules import PebbleRules, PebbleState, config


@pytest.mark.slow
def test_a_thousand_random_games_pass_every_check() -> None:
    report = fuzz(PebbleRules(), lambda s: config(players=1 + s % 4, seed=s), 1000, seed=1)
    assert [str(f) for f in report.failures] == []
    assert report.games == 1000
    assert report.steps > 10_000


def two_players(seed: int) -> Any:
    return config(players=2, seed=seed)


class LeakyView(PebbleRules):
    def view(self, state: PebbleState, seat: int) -> dict[str, Any]:
        view = super().view(state, seat)
        view["hands"] = [list(p.hand) for p in state.players]
        return view


class BrokenInvariants(PebbleRules):
    def invariants(self, state: PebbleState) -> list[str]:
        problems = super().invariants(state)
        if state.round >= 2:
            problems.append("round two is not allowed")
        return problems


class RandomLabels(PebbleRules):
    """Uses Python's random in a prompt: the same situation asks different prompts."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        inner = super().play_turn(state, table)
        answer: str | None = None
        while True:
            try:
                prompt = next(inner) if answer is None else inner.send(answer)
            except StopIteration:
                return
            options = tuple(
                Option(
                    o.id, f"{o.label} ({random.random():.6f})", o.refs, o.help, o.enabled, o.reason
                )
                for o in prompt.options
            )
            answer = yield Prompt(prompt.seat, prompt.kind, prompt.instruction, options)


class RandomState(PebbleRules):
    """Draws on Python's random into the state: replays end elsewhere."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        yield from super().play_turn(state, table)
        state.players[0].dice += random.randint(0, 10**9)


class NeverEnds(PebbleRules):
    def is_over(self, state: PebbleState) -> bool:
        return False

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        yield Prompt(state.current, "wait", "Wait", (Option("wait", "Wait"),))


def test_a_leaking_view_fails_hidden_information() -> None:
    report = fuzz(LeakyView(), two_players, 3, seed=1)
    assert report.games == 3
    assert [f.check for f in report.failures] == ["hidden information"] * 3
    assert report.failures[0].step == 0
    assert "view changed when only hidden things changed" in report.failures[0].message


def test_broken_invariants_fail_invariants() -> None:
    report = fuzz(BrokenInvariants(), two_players, 3, seed=1)
    assert [f.check for f in report.failures] == ["invariants"] * 3
    for failure in report.failures:
        assert failure.message == "round two is not allowed"
        assert failure.step > 0  # round one went fine


def test_python_random_in_a_prompt_fails_a_check() -> None:
    report = fuzz(RandomLabels(), two_players, 3, seed=1)
    assert [f.check for f in report.failures] == ["stable options"] * 3
    assert report.failures[0].message == "a clone asks a different prompt"


def test_python_random_in_the_state_fails_a_check() -> None:
    report = fuzz(RandomState(), two_players, 3, seed=1)
    # a copy replays the game from the latest turn start kept (in a game played straight
    # on, the first), so it is the first to end elsewhere
    assert [f.check for f in report.failures] == ["clone"] * 3
    for failure in report.failures:
        assert failure.message == "a clone differs from the game"
        assert failure.step > 0  # the first turn's prompts were still fine


def test_an_exception_in_the_rules_is_a_failure_with_its_seed_and_step() -> None:
    report = fuzz(FailsOnRoll(), two_players, 10, seed=1)
    assert report.failures
    for failure in report.failures:
        assert failure.check == "no exception"
        assert "RulesError" in failure.message
        assert str(failure).startswith(f"seed {failure.seed}, choice {failure.step}: no exception")
    assert [f.seed for f in report.failures] == sorted({f.seed for f in report.failures})
    assert all(1 <= f.seed <= 10 for f in report.failures)


def test_a_game_that_never_ends_fails_ends() -> None:
    report = fuzz(NeverEnds(), two_players, 2, seed=1, plan=FuzzPlan(max_choices=50))
    assert [(f.check, f.step) for f in report.failures] == [("ends", 50), ("ends", 50)]


def test_failures_read_as_one_line() -> None:
    failure = Failure(seed=7, step=3, check="undo", message="undo then redo gives another state")
    assert str(failure) == "seed 7, choice 3: undo: undo then redo gives another state"
