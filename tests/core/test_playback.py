"""Playback: any position of a game, forward and back, equals the game rebuilt to it."""

from __future__ import annotations

import pytest

from engine.core import Choice, Game, RulesError
from engine.core.playback import CHECKPOINT_EVERY, Playback
from tests.tinygame.played import RULES, played_out, rebuilt
from tests.tinygame.rules import PebbleState, config


def finished(seed: int = 5, players: int = 3) -> Game[PebbleState]:
    return played_out(config(players=players, seed=seed), seed)


def test_every_position_forward_then_back_matches_the_rebuilt_game():
    game = finished()
    playback = Playback(RULES, game.config, game.choices)
    assert playback.length == len(game.choices) > 2 * CHECKPOINT_EVERY
    order = list(range(playback.length + 1)) + list(range(playback.length, -1, -1))
    for position in [*order, 7, 0, playback.length, 3, 17]:
        shown = playback.go(position)
        expected = rebuilt(game, position)
        assert playback.position == position
        assert shown.state_hash() == expected.state_hash()
        assert [e.text for e in shown.events] == [e.text for e in expected.events]


def test_a_step_says_who_chose_what_when_it_was_asked():
    game = finished()
    playback = Playback(RULES, game.config, game.choices)
    playback.go(playback.length)
    for number in (1, 5, playback.length):
        before = rebuilt(game, number - 1)
        prompt = before.prompt
        assert prompt is not None
        step = playback.step(number)
        assert (step.seat, step.instruction, step.turn) == (
            prompt.seat, prompt.instruction, before.turns)
        assert step.label == prompt.option(game.choices[number - 1].option).label


def test_turn_jumps_land_where_turns_begin():
    game = finished()
    playback = Playback(RULES, game.config, game.choices)
    starts = [p for p in range(1, playback.length) if
              rebuilt(game, p).turns != rebuilt(game, p - 1).turns]
    seen = []
    while playback.position < playback.length:
        playback.next_turn()
        seen.append(playback.position)
    assert seen == [*starts, playback.length]
    back = []
    while playback.position > 0:
        playback.previous_turn()
        back.append(playback.position)
    assert back == [*reversed(starts), 0]


def test_going_back_replays_from_a_checkpoint_not_from_the_start(monkeypatch):
    game = finished()
    playback = Playback(RULES, game.config, game.choices)
    playback.go(playback.length)
    made = []
    real = Game.choose
    monkeypatch.setattr(Game, "choose", lambda self, option: (made.append(option),
                                                              real(self, option)))
    playback.go(playback.length - 1)
    assert 0 < len(made) < CHECKPOINT_EVERY


def test_the_playback_leaves_the_game_it_came_from_alone():
    game = finished()
    choices, state = list(game.choices), game.state_hash()
    playback = Playback(RULES, game.config, game.choices)
    playback.go(playback.length)
    playback.go(2)
    assert game.choices == choices and game.state_hash() == state and game.is_over


def test_a_choice_that_does_not_fit_stops_with_one_sentence():
    game = finished()
    changed = list(game.choices)
    changed[3] = Choice("no-such-option", changed[3].fingerprint)
    playback = Playback(RULES, game.config, changed)
    playback.go(3)
    with pytest.raises(RulesError, match="Choice 4 does not fit the game"):
        playback.go(4)
    assert playback.position == 3  # still usable where it stopped
    assert playback.go(1).state_hash() == rebuilt(game, 1).state_hash()
