"""Finished games kept to be watched again: where, under which name, how many, atomically."""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta

import pytest

from engine.core import Game, SaveError, save
from engine.core.finished import KEPT, keep_finished, kept, prune
from engine.core.paths import finished_dir, saves_dir
from tests.core.test_playback import RULES, finished

NOON = datetime(2026, 11, 30, 12, 0, 0, tzinfo=UTC)


def test_a_kept_game_loads_back_as_the_same_finished_game():
    game = finished()
    path = keep_finished(game, "Player 1 9, Player 2 7. Player 1 wins.", NOON)
    assert path == finished_dir("pebbles") / "20261130-120000-Player-1-Player-2-Player-3.json"
    assert path.parent.parent == saves_dir("pebbles")  # beside the named saves, not among
    again = save.load(RULES, path)
    assert again.is_over and again.choices == game.choices
    assert save.read_header(path).summary == "Player 1 9, Player 2 7. Player 1 wins."


def test_games_ending_in_the_same_second_keep_both():
    game = finished()
    first, second = keep_finished(game, "a", NOON), keep_finished(game, "b", NOON)
    assert first != second and first.exists() and second.exists()


def test_names_without_letters_give_a_name_of_the_time_alone():
    seats = tuple(seat.replace(name="☃☃") for seat in finished().config.seats)
    game = Game(RULES, finished().config.replace(seats=seats))
    assert keep_finished(game, "", NOON).name == "20261130-120000.json"


def test_only_the_newest_are_kept_newest_first():
    game = finished()
    paths = [keep_finished(game, str(i), NOON + timedelta(minutes=i)) for i in range(5)]
    prune(finished_dir("pebbles"), keep=3)
    assert kept(finished_dir("pebbles")) == paths[:1:-1]
    assert KEPT >= 50  # a cap, but not a small one


def test_keeping_a_game_beyond_the_cap_removes_the_oldest(monkeypatch):
    monkeypatch.setattr("engine.core.finished.KEPT", 2)
    game = finished()
    paths = [keep_finished(game, str(i), NOON + timedelta(minutes=i)) for i in range(3)]
    assert kept(finished_dir("pebbles")) == [paths[2], paths[1]]


def test_a_crash_while_keeping_leaves_no_file_half_written(monkeypatch):
    game = finished()
    earlier = keep_finished(game, "earlier", NOON)

    def crash(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(SaveError, match="No space left"):
        keep_finished(game, "later", NOON + timedelta(minutes=1))
    assert list(finished_dir("pebbles").iterdir()) == [earlier]
    assert save.read_header(earlier).summary == "earlier"
