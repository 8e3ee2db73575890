"""Replays on Pebble Dice: a finished game is kept, and the replay viewer steps through it
forward and back, showing the board and the log as a game rebuilt to that step does."""

from __future__ import annotations

import json

from textual.command import CommandPalette
from textual.widgets import OptionList

from engine.core import Game, Seat, save
from engine.core.finished import keep_finished, kept
from engine.core.paths import autosave_path, finished_dir, save_path
from engine.tui.pass_screen import PassScreen
from engine.tui.replay import ReplayList, ReplayLog, ReplayScreen, StepPanel
from engine.tui.result_screen import ResultScreen
from engine.tui.save_screens import LoadScreen
from engine.tui.screens import HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.played import RULES, played_out, rebuilt
from tests.tinygame.rules import PebbleState, config
from tests.tui.screen import lift, press_option, screen_text

SIZE = (120, 36)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


def finished(game_config=None, seed: int = 4) -> Game[PebbleState]:
    return played_out(game_config or config(seed=seed), seed)


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


async def finish_by_a_key(app, pilot, done: Game[PebbleState]) -> None:
    """Bring the app's game to one choice before `done`'s end, then make the last one by
    its key, as a person does."""
    await settle(pilot)
    for choice in done.choices[:-1]:
        app.game.choose(choice.option)
    app._after_choice()
    await settle(pilot)
    while isinstance(app.screen, PassScreen):
        await lift(pilot)
    await press_option(pilot, done.choices[-1].option)
    await settle(pilot)
    assert isinstance(app.screen, ResultScreen)


def flat(text: str) -> str:
    return " ".join(text.split())


def assert_shows(app, game: Game[PebbleState], viewer: int = 0) -> None:
    """The replay screen draws the board of `game` as `viewer` sees it, and its log."""
    view, name = game.view(viewer), game.config.seat_name
    drawn = screen_text(app)
    assert f"Round {view['round']} of {view['rounds']}" in drawn
    for seat, player in enumerate(view["players"]):
        points = player["played"] + player["dice"]
        assert f"{name(seat)}: {points} points, {player['hand']} pebbles in hand" in drawn
    hand = " ".join(str(v) for v in view["hand"]) or "(empty)"
    assert f"{name(viewer)}'s hand: {hand}" in drawn
    log = app.screen.query_one(ReplayLog)
    assert flat(" ".join(log.lines)) == flat(" ".join(e.text for e in game.events))


def step_text(app) -> str:
    return app.screen.query_one(StepPanel).text.plain


async def test_a_finished_game_is_kept_and_its_autosave_removed():
    done = finished()
    app = make_app(done.config, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert autosave_path("pebbles").exists()
        await finish_by_a_key(app, pilot, done)
        assert not autosave_path("pebbles").exists()
        [path] = kept(finished_dir("pebbles"))
        again = save.load(RULES, path)
        assert again.is_over and again.choices == app.game.choices
        summary = save.read_header(path).summary
        assert "Player 1" in summary and "Player 2" in summary and "win" in summary


async def test_a_finished_game_that_cannot_be_written_says_so_and_goes_on(monkeypatch):
    done = finished()
    finished_dir("pebbles").parent.mkdir(parents=True)
    finished_dir("pebbles").write_text("a file where the folder should be")
    app = make_app(done.config, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await finish_by_a_key(app, pilot, done)
        assert any("finished game could not be kept" in n for n in notes(app))
        assert not autosave_path("pebbles").exists()
        await pilot.press("r")  # it can still be watched from here
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)


async def test_the_replay_steps_forward_and_back_as_the_game_was():
    done = finished()
    app = make_app(done.config, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await finish_by_a_key(app, pilot, done)
        length = len(app.game.choices)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        assert step_text(app).startswith(f"Step 0 of {length}")
        assert_shows(app, rebuilt(done, 0))
        await pilot.press("right", "right", "right")
        await settle(pilot)
        assert_shows(app, rebuilt(done, 3))
        before = rebuilt(done, 2).prompt
        label = before.option(done.choices[2].option).label
        assert f"Step 3 of {length}" in step_text(app)
        assert f"{done.config.seat_name(before.seat)} chose: {label}" in step_text(app)
        await pilot.press("left")
        await settle(pilot)
        assert_shows(app, rebuilt(done, 2))
        await pilot.press("end")
        await settle(pilot)
        assert_shows(app, done)
        assert "The end:" in step_text(app)
        await pilot.press("left", "left")
        await settle(pilot)
        assert_shows(app, rebuilt(done, length - 2))
        await pilot.press("home", "pagedown")  # to where the second turn begins
        await settle(pilot)
        second = next(p for p in range(1, length) if rebuilt(done, p).turns == 2)
        assert_shows(app, rebuilt(done, second))
        seat = rebuilt(done, second).prompt.seat
        assert f"Next: {done.config.seat_name(seat)} decides in turn 2" in step_text(app)
        await pilot.press("pageup")
        await settle(pilot)
        assert_shows(app, rebuilt(done, 0))
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


async def test_every_hand_can_be_seen_and_nothing_changes_a_game():
    done = finished()
    app = make_app(done.config, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await finish_by_a_key(app, pilot, done)
        choices = list(app.game.choices)
        await pilot.press("r")
        await settle(pilot)
        await pilot.press("right", "right", "v")
        await settle(pilot)
        assert_shows(app, rebuilt(done, 2), viewer=1)
        await pilot.press("v")
        await settle(pilot)
        assert_shows(app, rebuilt(done, 2), viewer=0)
        await pilot.press("ctrl+p")  # its commands would act on the table's game
        await settle(pilot)
        assert not isinstance(app.screen, CommandPalette)
        await pilot.press("1", "enter", "space", "ctrl+z", "ctrl+s", "ctrl+n")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.playback.position == 2
        assert app.game.choices == choices and app.game.is_over
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.topic_id == "app.replay"
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)


def named(game: Game[PebbleState], *names: str) -> Game[PebbleState]:
    seats = tuple(Seat(name=name, colour=seat.colour)
                  for name, seat in zip(names, game.config.seats, strict=True))
    return finished(game.config.replace(seats=seats))


def listed(app) -> list[tuple[str, bool]]:
    options = app.screen.query_one(OptionList)
    return [(str(options.get_option_at_index(i).prompt), options.get_option_at_index(i).disabled)
            for i in range(options.option_count)]


async def test_the_replays_list_newest_first_with_faults_and_names_as_typed():
    older, newer = finished(seed=4), named(finished(seed=6), "[b]Eve[/b]", "Bo[red]")
    keep_finished(older, "older game")
    path = keep_finished(newer, "[b]Eve[/b] 9, Bo[red] 7. [b]Eve[/b] wins.")
    folder = finished_dir("pebbles")
    (folder / "29990101-000000-cut.json").write_text('{"magic": "bestiary-save", "for')
    altered = json.loads(path.read_text())
    altered["choices"][2][0] = "pebble:9"
    (folder / "29980101-000000-altered.json").write_text(json.dumps(altered))
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("ctrl+p", *"Replays")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayList)
        lines = listed(app)
        assert "cut" in lines[0][0] and "truncated" in lines[0][0] and lines[0][1]
        assert "[b]Eve[/b] 9, Bo[red] 7. [b]Eve[/b] wins." in lines[2][0]
        assert "[b]Eve[/b] wins." in screen_text(app)  # drawn as typed, not as markup
        assert "older game" in lines[3][0]
        assert app.screen.query_one(OptionList).highlighted == 1  # the first one that reads
        await pilot.press("enter")  # the altered one: it does not replay
        await settle(pilot)
        assert any("altered" in n for n in notes(app))
        assert not isinstance(app.screen, ReplayScreen)
        app.action_replays()
        await settle(pilot)
        await pilot.press("down", "enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("end")
        await settle(pilot)
        assert "[b]Eve[/b]'s hand" in screen_text(app)


async def test_a_finished_named_save_can_be_watched_from_the_load_screen_and_no_other():
    save.save(finished(seed=4), save_path("pebbles", "done"))
    save.save(rebuilt(finished(seed=4), 3), save_path("pebbles", "going"))
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("down", "w")  # "going": not over
        await settle(pilot)
        assert any("Only a finished game can be watched" in n for n in notes(app))
        assert not isinstance(app.screen, ReplayScreen)
        assert app.game.choices == []  # the game on the table is left as it was
        await pilot.press("ctrl+o")
        await settle(pilot)
        await pilot.press("w")  # "done"
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("escape", "ctrl+o")
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ReplayList)
        assert listed(app) == [("No finished games yet: each game is kept here when it ends.",
                                True)]


async def test_with_a_replay_open_the_table_cannot_be_answered_even_from_its_help():
    """Help opened over a replay is on top of it; the palette and answers still wait."""
    keep_finished(finished(seed=4), "a game")
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        app.action_replays()
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ReplayScreen)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        before = len(app.game.choices)
        app.answer(app.game.prompt.enabled[0].id)
        assert len(app.game.choices) == before
        assert app.check_action("command_palette", ()) is False
