"""Files that are no saves where the app looks for them: a pipe, a link to /dev/zero, a
huge file. The app lists each with its fault and goes on; nothing waits on a pipe or
reads without end. A timeout makes a hang a failure."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from textual.widgets import OptionList

from engine.core import save
from engine.core.finished import keep_finished
from engine.core.paths import autosave_path, finished_dir, keymap_path, save_path, saves_dir
from engine.tui.replay import ReplayList
from engine.tui.save_screens import LoadScreen
from tests.tinygame.app import make_app
from tests.tinygame.played import played_out
from tests.tinygame.rules import config

SIZE = (120, 36)
pytestmark = pytest.mark.timeout(60)


async def settle(pilot) -> None:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await pilot.pause()


def listed(app) -> list[tuple[str, bool]]:  # type: ignore[no-untyped-def]
    options = app.screen.query_one(OptionList)
    return [(str(options.get_option_at_index(i).prompt), options.get_option_at_index(i).disabled)
            for i in range(options.option_count)]


def plant_hostile_files(folder: Path) -> None:
    """A pipe, a link to /dev/zero and a 20 MB file (sparse: no disk used) named as saves."""
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "a-pipe.json")
    (folder / "b-zero.json").symlink_to("/dev/zero")
    with (folder / "c-huge.json").open("wb") as huge:
        huge.truncate(20 * 1024 * 1024)


async def test_the_load_screen_lists_a_pipe_a_device_and_a_huge_file_and_loads_the_save():
    plant_hostile_files(saves_dir("pebbles"))
    app = make_app(config(players=1, seed=3), resume=False)  # one player: no pass screen
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("1")
        await settle(pilot)
        save.save(app.game, save_path("pebbles", "good"))
        saved = app.game.state_hash()
        await pilot.press("ctrl+z")
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        rows = listed(app)
        assert rows[:3] == [
            ("a-pipe  (The save file "
             f"{saves_dir('pebbles') / 'a-pipe.json'} cannot be read: it is a pipe, not a file.)",
             True),
            ("b-zero  (The save file "
             f"{saves_dir('pebbles') / 'b-zero.json'} cannot be read: it is a device, not a "
             "file.)", True),
            ("c-huge  (The file is too large to be a save (20480 kB).)", True),
        ]
        assert rows[3][0].startswith("good  ") and not rows[3][1]
        await pilot.press("enter")  # the highlight passed over the three
        await settle(pilot)
        assert app.game.state_hash() == saved


async def test_the_finished_games_list_passes_over_a_pipe():
    keep_finished(played_out(config(seed=4), 4), "a game")
    os.mkfifo(finished_dir("pebbles") / "99999999-pipe.json")
    app = make_app(config(players=1, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, ReplayList)
        rows = listed(app)
        assert "it is a pipe, not a file" in rows[0][0] and rows[0][1]
        assert not rows[1][1]


async def test_an_autosave_that_is_a_pipe_starts_a_new_game_and_says_why():
    autosave_path("pebbles").parent.mkdir(parents=True)
    os.mkfifo(autosave_path("pebbles"))
    app = make_app(config(seed=3))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        said = " ".join(n.message for n in app._notifications)
        assert "The autosave could not be read" in said and "it is a pipe, not a file" in said
        assert app.game is not None and app.game.choices == []


async def test_a_keys_file_that_is_a_link_to_dev_zero_is_ignored_and_said():
    keymap_path().parent.mkdir(parents=True)
    keymap_path().symlink_to("/dev/zero")
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        said = " ".join(n.message for n in app._notifications)
        assert f"Ignoring {keymap_path()}: it is a device, not a file" in said
