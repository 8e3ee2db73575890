"""The game driver on Pebble Dice: prompts, choices, errors, events, views, clone, undo."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core import (
    Game,
    IllegalChoice,
    Option,
    Prompt,
    RandomAgent,
    RulesError,
    Table,
    Turn,
    UndoRefused,
    play_out,
)
from engine.core.game import CHANCE
from engine.core.option_ids import read_id
from tests.core.broken_rules import AsksTheNext, FailsOnRoll
from tests.tinygame.rules import MAX_ROLLS, PebbleRules, PebbleState, config


def snapshot(game: Game[Any]) -> tuple[Any, ...]:
    """Everything a caller can observe about a game."""
    return (
        game.state_hash(),
        list(game.choices),
        list(game.events),
        game.prompt,
        game.turns,
        game.turn_choices,
        [game.view(seat) for seat in range(len(game.config.seats))],
    )


def new_game(players: int = 2, seed: int = 1, rounds: int = 3) -> Game[PebbleState]:
    return Game(PebbleRules(), config(players=players, seed=seed, rounds=rounds))


def find_game(wanted: Callable[[Game[PebbleState]], bool], *choices: str) -> Game[PebbleState]:
    """The first seed whose game, after `choices`, satisfies `wanted`."""
    for seed in range(1, 200):
        game = new_game(seed=seed)
        try:
            for choice in choices:
                game.choose(choice)
        except IllegalChoice:
            continue
        if wanted(game):
            return game
    raise AssertionError("no seed gives the wanted situation")


def still_pushing(game: Game[PebbleState]) -> bool:
    return game.prompt is not None and game.prompt.kind == "push" and game.prompt.seat == 0


def one_line(message: str) -> bool:
    return bool(message) and "\n" not in message and "Traceback" not in message


# -- prompts and choices -----------------------------------------------------------------


def test_a_new_game_asks_the_first_player_to_play() -> None:
    game = new_game()
    prompt = game.prompt
    assert prompt is not None
    assert (prompt.seat, prompt.kind) == (0, "play")
    assert [o.id for o in prompt.options] == ["pebble:0", "pebble:1", "pebble:2"]
    assert all(o.refs == (f"hand:{i}",) for i, o in enumerate(prompt.options))
    assert not game.is_over
    assert game.result() is None
    assert [e.kind for e in game.events] == ["setup"]


def test_choose_applies_the_option() -> None:
    game = new_game()
    hand = list(game.state.players[0].hand)
    game.choose("pebble:1")
    assert game.state.players[0].played == hand[1]
    assert game.view(0)["hand"] == [hand[0], hand[2]]
    assert game.events[-1].kind == "play"
    assert game.events[-1].payload == {"value": hand[1]}
    assert game.events[-1].seat == 0
    assert game.prompt is not None and game.prompt.kind == "push"
    assert [c.option for c in game.choices] == ["pebble:1"]
    assert game.choices[0].fingerprint == "play@0"
    assert game.choices[0].commit == ""


def test_stop_ends_the_turn_with_a_draw_as_commit_point() -> None:
    game = new_game()
    game.choose("pebble:0")
    game.choose("stop")
    assert game.prompt is not None and (game.prompt.seat, game.prompt.kind) == (1, "play")
    assert game.choices[-1].commit == "Player 1 drew a pebble"
    assert game.turns == 2
    assert game.turn_choices == 0


def test_an_unknown_option_id_is_refused_and_changes_nothing() -> None:
    game = new_game()
    game.choose("pebble:0")
    before = snapshot(game)
    with pytest.raises(IllegalChoice) as caught:
        game.choose("pebble:7")
    message = str(caught.value)
    assert message == "'pebble:7' is not one of the options for: Player 1: roll the die or stop?"
    assert one_line(message)
    assert snapshot(game) == before


def test_a_disabled_option_is_refused_with_its_reason_and_changes_nothing() -> None:
    game = find_game(
        lambda g: still_pushing(g) and g.turn_choices == 1 + MAX_ROLLS,
        "pebble:0",
        *["roll"] * MAX_ROLLS,
    )
    assert game.prompt is not None
    roll = game.prompt.option("roll")
    assert roll is not None and not roll.enabled
    before = snapshot(game)
    with pytest.raises(IllegalChoice) as caught:
        game.choose("roll")
    message = str(caught.value)
    assert message == "Roll the die is not possible now: 3 rolls is the most in one turn"
    assert one_line(message)
    assert snapshot(game) == before
    game.choose("stop")  # the game goes on
    assert game.prompt is not None and game.prompt.seat == 1


def test_choosing_after_the_end_is_refused() -> None:
    game = new_game(players=1, rounds=1)
    game.choose("pebble:0")
    game.choose("stop")
    assert game.is_over and game.prompt is None
    before = snapshot(game)
    with pytest.raises(IllegalChoice, match="The game is over"):
        game.choose("stop")
    assert snapshot(game) == before


def test_the_last_choice_of_a_finished_game_cannot_be_taken_back() -> None:
    """The final scores stand (and the app keeps the game as finished): no undo."""
    game = new_game(players=1, rounds=1)
    game.choose("pebble:0")
    game.choose("stop")
    assert game.is_over and game.turn_choices > 0
    assert game.undo_refusal() == "The game is over: its result stands."
    with pytest.raises(UndoRefused):
        game.undo()
    assert game.is_over


def test_events_have_one_line_of_text_each() -> None:
    for seed in range(1, 6):
        game = new_game(players=3, seed=seed)
        play_out(game, {seat: RandomAgent(seed + seat) for seat in range(3)})
        kinds = {e.kind for e in game.events}
        assert {"setup", "play", "draw", "round", "end"} <= kinds
        for event in game.events:
            assert event.kind and event.text.strip()
            assert "\n" not in event.text and "\r" not in event.text


# -- views --------------------------------------------------------------------------------


def test_view_shows_only_the_own_hand_and_counts_of_the_others() -> None:
    game = new_game(players=3, seed=4)
    hands = [list(p.hand) for p in game.state.players]
    for seat in range(3):
        view = game.view(seat)
        assert view["hand"] == hands[seat]
        assert [p["hand"] for p in view["players"]] == [3, 3, 3]
        assert all(isinstance(p["hand"], int) for p in view["players"])
        assert view["bag"] == len(game.state.bag)
        assert "bag_order" not in view and not isinstance(view["bag"], list)


def test_view_does_not_change_when_another_hand_changes() -> None:
    game = new_game(players=2, seed=4)
    before = game.view(0)
    game.state.players[1].hand.reverse()
    game.state.players[1].hand[0] = 6 if game.state.players[1].hand[0] != 6 else 5
    assert game.view(0) == before
    assert game.view(1) != before


# -- clone --------------------------------------------------------------------------------


def test_clone_equals_the_original() -> None:
    game = new_game(players=3, seed=2)
    agent = RandomAgent(5)
    for _ in range(7):
        assert game.prompt is not None
        game.choose(agent.pick(game.prompt))
        twin = game.clone()
        assert twin.state_hash() == game.state_hash()
        assert twin.prompt == game.prompt
        assert twin.events == game.events
        assert twin.choices == game.choices
        assert twin.turns == game.turns
        assert twin.undo_refusal() == game.undo_refusal()


def test_clone_is_independent() -> None:
    game = new_game(players=2, seed=2)
    game.choose("pebble:0")
    before = snapshot(game)
    twin = game.clone()
    twin.choose("stop")
    twin.choose("pebble:1")
    assert snapshot(game) == before
    assert twin.state_hash() != game.state_hash()
    # and the other way round
    twin_before = snapshot(twin)
    game.choose("roll")
    assert snapshot(twin) == twin_before


# -- undo ---------------------------------------------------------------------------------


def test_undo_restores_the_exact_earlier_state() -> None:
    game = new_game(players=2, seed=3)
    before = snapshot(game)
    game.choose("pebble:2")
    assert game.undo_refusal() == ""
    game.undo()
    assert snapshot(game) == before
    game.choose("pebble:0")  # another choice is possible after undo
    assert game.state.players[0].played == game.events[-1].payload["value"]


def test_undo_then_the_same_choice_gives_the_same_state() -> None:
    game = new_game(players=2, seed=8)
    game.choose("pebble:1")
    after = snapshot(game)
    game.undo()
    game.choose("pebble:1")
    assert snapshot(game) == after


def test_undo_right_after_a_die_roll_is_refused_with_a_reason() -> None:
    game = find_game(still_pushing, "pebble:0", "roll")
    assert game.choices[-1].commit == "the die was rolled"
    before = snapshot(game)
    reason = game.undo_refusal()
    assert "die" in reason
    with pytest.raises(UndoRefused) as caught:
        game.undo()
    assert str(caught.value) == "The last choice cannot be taken back: the die was rolled."
    assert str(caught.value) == reason
    assert snapshot(game) == before


def test_undo_at_the_start_of_a_turn_is_refused() -> None:
    game = new_game()
    with pytest.raises(UndoRefused, match="nothing to undo"):
        game.undo()
    game.choose("pebble:0")
    game.choose("stop")  # the turn is over: the next one has nothing to undo yet
    before = snapshot(game)
    with pytest.raises(UndoRefused, match="nothing to undo"):
        game.undo()
    assert snapshot(game) == before


class SecretRoll(PebbleRules):
    """Rolls without revealing: the driver must still mark the draw as a commit point."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        answer = yield Prompt(state.current, "peek", "Peek?", (Option("peek", "Peek"),))
        if answer == "peek":
            state.players[state.current].dice += state.rng.randint(0, 0)
        yield Prompt(state.current, "go", "Go on", (Option("go", "Go"),))
        state.over = True


def test_any_rng_draw_is_a_commit_point_even_without_reveal() -> None:
    game = Game(SecretRoll(), config())
    game.choose("peek")
    assert game.choices[-1].commit == CHANCE
    with pytest.raises(UndoRefused, match="drew on chance"):
        game.undo()


def test_nobody_takes_back_another_seats_choice() -> None:
    game = Game(AsksTheNext(), config(players=2))
    game.choose("a")
    assert game.prompt is not None and game.prompt.seat == 1
    assert game.undo_refusal() == "The last choice was Player 1's: Player 2 cannot take it back."
    before = snapshot(game)
    with pytest.raises(UndoRefused, match="Player 1's"):
        game.undo()
    assert snapshot(game) == before
    game.choose("b")
    game.choose("b")
    assert game.choices[-1].seat == 1 and game.prompt is not None and game.prompt.seat == 0
    assert game.undo_refusal() == "The last choice was Player 2's: Player 1 cannot take it back."


def test_a_seat_asked_in_another_seats_turn_takes_back_its_own_choice() -> None:
    game = Game(AsksTheNext(), config(players=2))
    game.choose("a")
    asked = snapshot(game)
    game.choose("b")
    assert game.undo_refusal() == ""  # Player 2 made it and decides now
    game.undo()
    assert snapshot(game) == asked


class PickSome(PebbleRules):
    """A multi-pick turn: a roll for a bonus, then pick pebbles one by one, then done."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        me = state.players[state.current]
        answer = yield Prompt(state.current, "bonus", "Bonus?", (Option("roll", "Roll"),))
        me.dice += state.rng.randint(1, 6)
        table.emit("bonus", f"Bonus {me.dice}.", state.current)
        while me.hand:
            options = [Option(f"pebble:{i}", f"Take {v}") for i, v in enumerate(me.hand)]
            answer = yield Prompt(
                state.current, "take", "Take pebbles", (*options, Option("done", "Done"))
            )
            if answer == "done":
                break
            value = me.hand.pop(read_id(answer, "pebble").number())
            me.played += value
            state.discard.append(value)
            table.emit("take", f"Takes {value}.", state.current)
        self._next_player(state, table)


def test_undo_replays_the_turn_up_to_the_last_commit_point() -> None:
    game = Game(PickSome(), config(seed=6))
    game.choose("roll")
    after_roll = snapshot(game)
    game.choose("pebble:0")
    after_one = snapshot(game)
    game.choose("pebble:0")
    game.undo()
    assert snapshot(game) == after_one
    game.undo()
    assert snapshot(game) == after_roll
    with pytest.raises(UndoRefused, match="drew on chance"):
        game.undo()
    assert snapshot(game) == after_roll


# -- rules that break the contract ---------------------------------------------------------


class FailsOnSecondSeat(PebbleRules):
    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        if state.current == 1:
            raise KeyError("seat 1")
        yield from super().play_turn(state, table)


def test_a_rules_error_mid_turn_restores_the_game() -> None:
    game = Game(FailsOnRoll(), config(seed=3))
    game.choose("pebble:1")
    before = snapshot(game)
    with pytest.raises(RulesError) as caught:
        game.choose("roll")
    message = str(caught.value)
    assert message.startswith("The rules failed on 'roll'")
    assert "the die fell off the table" in message and message.endswith("the game was restored.")
    assert one_line(message)
    assert snapshot(game) == before
    game.choose("stop")  # the restored game still plays
    assert game.prompt is not None and game.prompt.seat == 1


def test_a_rules_error_in_the_next_turn_restores_the_game() -> None:
    game = Game(FailsOnSecondSeat(), config(seed=3))
    game.choose("pebble:0")
    before = snapshot(game)
    with pytest.raises(RulesError, match="seat 1"):
        game.choose("stop")
    assert snapshot(game) == before
    assert game.turns == 1


class Stuck(PebbleRules):
    def __init__(self, bad: Prompt, at_start: bool = False) -> None:
        self.bad, self.at_start = bad, at_start

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        if not self.at_start:
            yield Prompt(state.current, "play", "Play", (Option("pebble:0", "Play"),))
            state.players[state.current].played += 5
            table.emit("play", "Played.")
        yield self.bad


BAD_PROMPTS = {
    "has no legal option": Prompt(
        0, "stuck", "Wait", (Option("w", "Wait", enabled=False, reason="no"),)
    ),
    "has no options": Prompt(0, "stuck", "Wait", ()),
    "repeats an option id": Prompt(0, "stuck", "Wait", (Option("w", "W"), Option("w", "W2"))),
}


@pytest.mark.parametrize("problem", sorted(BAD_PROMPTS))
def test_a_bad_prompt_after_a_choice_is_caught_and_restored(problem: str) -> None:
    game = Game(Stuck(BAD_PROMPTS[problem]), config())
    before = snapshot(game)
    with pytest.raises(RulesError, match=problem):
        game.choose("pebble:0")
    assert snapshot(game) == before


@pytest.mark.parametrize("problem", sorted(BAD_PROMPTS))
def test_a_bad_first_prompt_is_caught(problem: str) -> None:
    with pytest.raises(RulesError, match=problem):
        Game(Stuck(BAD_PROMPTS[problem], at_start=True), config())
