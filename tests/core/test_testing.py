"""The one test driver (engine.core.testing), on the tiny game: it drives steps and games,
and each way a test can go wrong fails with a message that says which."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import Game, Option, Prompt, Table
from engine.core.fuzz import fuzz
from engine.core.steps import Step
from engine.core.testing import first, play, restart_turn, run_step, table_of
from tests.tinygame.rules import PebbleContext, PebbleRules, PebbleState, config, play_pebble


def pebble_context(**options: Any) -> PebbleContext:
    cfg = config(**options)
    table = Table(cfg)
    return PebbleContext(PebbleRules().setup(cfg, table), table)


def test_a_step_is_driven_with_answers_in_order() -> None:
    ctx = pebble_context()
    hand = list(ctx.me(0).hand)
    value, prompts = run_step(play_pebble(ctx, 0), ["pebble:2"])
    assert value == hand[2] and ctx.me(0).hand == hand[:2]
    assert [p.kind for p in prompts] == ["play"]


def test_an_answer_may_be_a_function_of_the_prompt() -> None:
    ctx = pebble_context()
    last = run_step(play_pebble(ctx, 0), [lambda p: p.enabled[-1].id])
    assert last.value == ctx.state.discard[-1]


def test_an_unanswered_prompt_fails_and_shows_the_prompt() -> None:
    with pytest.raises(AssertionError, match=r"unanswered prompt play .*pebble:0"):
        run_step(play_pebble(pebble_context(), 0))


def test_an_illegal_answer_fails() -> None:
    with pytest.raises(AssertionError, match="'pebble:7' is not a legal answer to play"):
        run_step(play_pebble(pebble_context(), 0), ["pebble:7"])


def test_a_disabled_option_is_not_a_legal_answer() -> None:
    def stuck(ctx: PebbleContext) -> Step:
        yield Prompt(
            0,
            "wait",
            "Wait",
            (Option("go", "Go"), Option("no", "No", enabled=False, reason="never")),
        )

    with pytest.raises(AssertionError, match="'no' is not a legal answer to wait"):
        run_step(stuck(pebble_context()), ["no"])


def test_answers_left_over_fail() -> None:
    with pytest.raises(AssertionError, match=r"answers left over: \['stop'\]"):
        run_step(play_pebble(pebble_context(), 0), ["pebble:0", "stop"])


def test_then_answers_every_prompt_after_the_list_and_most_caps_them() -> None:
    ctx = pebble_context()
    game_turn = PebbleRules().play_turn(ctx.state, ctx.table)
    prompts = run_step(game_turn, ["pebble:0"], then="stop").prompts
    assert [p.kind for p in prompts] == ["play", "push"]
    twice = PebbleRules().play_turn(ctx.state, ctx.table)
    with pytest.raises(AssertionError, match="more than 1 prompts; the last: push"):
        run_step(twice, then=first, most=1)


def test_the_check_runs_at_every_prompt_and_at_the_end() -> None:
    ctx = pebble_context()
    seen: list[int] = []

    def count() -> list[str]:
        seen.append(len(ctx.me(0).hand))
        return []

    run_step(play_pebble(ctx, 0), ["pebble:0"], check=count)
    assert seen == [3, 2]  # at the prompt, then after the pebble left the hand


def test_a_broken_invariant_at_a_prompt_fails_there() -> None:
    ctx = pebble_context()

    def cheat(ctx: PebbleContext) -> Step:
        ctx.me(0).hand.append(6)  # a pebble from nowhere
        value = yield from play_pebble(ctx, 0)
        return value

    def invariants() -> list[str]:
        return PebbleRules().invariants(ctx.state)

    with pytest.raises(AssertionError, match=r"at play .*: pebbles are not conserved"):
        run_step(cheat(ctx), ["pebble:0"], check=invariants)


def test_a_malformed_prompt_fails_at_once() -> None:
    def no_options(ctx: PebbleContext) -> Step:
        yield Prompt(0, "empty", "Nothing", ())

    with pytest.raises(AssertionError, match="prompt 'empty' has no options"):
        run_step(no_options(pebble_context()), then=first)


# -- games ---------------------------------------------------------------------------------


def test_a_game_is_played_to_the_end_with_the_charms_module() -> None:
    game = Game(PebbleRules(), config(players=3, seed=4, modules=("charms",)))
    prompts = play(game, then=first)
    assert game.is_over and game.result() is not None
    assert {p.kind for p in prompts} == {"play", "push", "swap"}
    charms = [e.text for e in game.events if e.kind == "charm"]
    assert any("comforts" in t for t in charms) and any("swaps" in t for t in charms)


def test_play_stops_when_until_holds_and_refuses_leftover_answers() -> None:
    game = Game(PebbleRules(), config())
    seen = play(
        game, ["pebble:0", "stop"], until=lambda g: g.prompt is not None and g.prompt.seat == 1
    )
    assert [p.kind for p in seen] == ["play", "push"] and game.prompt is not None
    with pytest.raises(AssertionError, match="answers left over"):
        play(game, ["pebble:0", "stop", "pebble:0"], until=lambda g: g.state.current == 0)


def test_without_until_play_stops_when_the_answers_run_out() -> None:
    game = Game(PebbleRules(), config())
    assert len(play(game, ["pebble:1"])) == 1
    assert game.prompt is not None and game.prompt.kind == "push"


class Leaky(PebbleRules):
    """Loses the discard pile in round two: the invariants break mid-game."""

    def play_turn(self, state: PebbleState, table: Table) -> Step:
        if state.round == 2:
            state.discard.clear()
        yield from super().play_turn(state, table)


def test_play_checks_the_invariants_at_every_prompt() -> None:
    game = Game(Leaky(), config())
    with pytest.raises(AssertionError, match="pebbles are not conserved"):
        play(game, then=first)
    assert game.state.round == 2


def test_restart_turn_asks_again_from_the_state_the_test_set_up() -> None:
    game = Game(PebbleRules(), config())
    game.state.players[0].hand[:] = [6, 6, 6]  # a test changes the live state
    prompt = restart_turn(game)
    assert prompt is not None
    assert [o.label for o in prompt.options] == ["Play the 6"] * 3


def test_table_of_is_the_game_s_own_table() -> None:
    game = Game(PebbleRules(), config())
    table_of(game).emit("note", "A test note.")
    assert game.events[-1].text == "A test note."


def test_the_charms_module_passes_every_random_play_check() -> None:
    report = fuzz(
        PebbleRules(), lambda s: config(players=1 + s % 4, seed=s, modules=("charms",)), 200, seed=3
    )
    assert [str(f) for f in report.failures] == []
    assert report.games == 200
