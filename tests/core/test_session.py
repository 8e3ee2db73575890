"""A game played through the session alone: no App, no screen, no Textual.

The session is what a bot, a test or another front end drives; everything the terminal app
does with a game (answer, undo, autosave, resume, save, load, keep the finished game, open
its replay) works without it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine.core import Game, SeatKind
from engine.core.finished import kept
from engine.core.paths import autosave_path, finished_dir
from engine.core.session import GameSession, describe_game
from tests.tinygame.rules import PebbleRules, config


def first_enabled(game: Game) -> str:  # type: ignore[type-arg]
    assert game.prompt is not None
    return next(o.id for o in game.prompt.options if o.enabled)


def test_a_whole_game_through_the_session_with_autosave_and_keeping_it() -> None:
    rules = PebbleRules()
    session = GameSession(rules)
    session.start(Game(rules, config(seed=4)))
    session.save_now()
    path = autosave_path(rules.game_id)
    session.wait_for_saves()
    assert path.exists() and session.left_game() is not None
    assert session.is_hotseat() and session.human_seats() == [0, 1]
    game = session.game
    assert game is not None
    while not game.is_over:
        assert game.prompt is not None and session.can_answer(game.prompt)
        session.choose(first_enabled(game))
        session.save_now()
    session.keep_finished("Player 1 won")
    session.wait_for_saves()
    assert not path.exists()  # a finished game leaves no autosave
    assert len(kept(finished_dir(rules.game_id))) == 1
    playback = session.playback(game)
    assert playback.length == len(game.choices)


def test_undo_resume_save_and_load() -> None:
    rules = PebbleRules()
    session = GameSession(rules, describe=lambda g: "pebbles: " + describe_game(g))
    session.start(Game(rules, config(seed=2)))
    game = session.game
    assert game is not None
    assert session.undo()  # nothing to take back yet: the reason, and no change
    session.choose(first_enabled(game))
    while game.undo_refusal():  # a roll cannot be taken back: on to a choice that can
        session.choose(first_enabled(game))
    chosen = list(game.choices)
    assert session.undo() == ""
    assert list(game.choices) == chosen[:-1]
    session.wait_for_saves()  # the undo autosaved
    header = session.left_game()
    assert header is not None and header.summary.startswith("pebbles: turn")
    resumed = session.read_left()
    assert list(resumed.choices) == chosen[:-1]
    named = session.save_path("friday")
    session.save_as(named)
    loaded = session.read(named)
    session.start(loaded)
    assert session.game is loaded and session.keyboard is None


def test_ticked_answers_stop_when_the_decision_changes() -> None:
    rules = PebbleRules()
    session = GameSession(rules, autosave=False)
    session.start(Game(rules, config(seed=1)))
    game = session.game
    assert game is not None and game.prompt is not None
    answered, error = session.choose_ticked([first_enabled(game), "no-such-option"])
    assert (answered, error) == (1, None)


def test_bots_choose_through_the_session() -> None:
    rules = PebbleRules()
    cfg = config(seed=3)
    seats = (cfg.seats[0], cfg.seats[1].__class__(name="Bot", colour="blue", kind=SeatKind.BOT))
    session = GameSession(rules, autosave=False)
    session.start(Game(rules, cfg.__class__(**{**cfg.__dict__, "seats": seats})))
    game = session.game
    assert game is not None
    while not game.is_over:
        assert game.prompt is not None
        option = session.bot_to_choose()
        session.choose(option if option is not None else first_enabled(game))
    assert not session.is_hotseat()


def test_the_session_loads_no_ui_library() -> None:
    code = ("import sys, engine.core.session; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=Path(__file__).resolve().parents[2])
    assert out.stdout.strip() == "[]"
