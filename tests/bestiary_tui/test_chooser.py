"""The front door's chooser: what it lists, what each key starts, resume entries only for
a game left, help (its own and each game's rules), quitting, the mouse, NO_COLOR."""

from __future__ import annotations

from pathlib import Path

import pytest

from bestiary_tui.chooser import CHOOSER_HELP, ChooserApp
from bestiary_tui.entries import Entry, open_game
from cryptic_tui.app import CrypticApp
from engine.core.paths import autosave_path
from engine.tui.bench import BenchGame, write_autosave
from engine.tui.screens import HelpScreen
from tests.tui.screen import screen_text
from wondrous_tui.app import WondrousApp

SIZE = (100, 40)
WONDROUS = BenchGame("wondrous_tui.app:make_app", "wondrous_tui.sim_command:config_for")
CRYPTIC = BenchGame("cryptic_tui.app:make_app", "cryptic_tui.sim_command:config_for")


async def chosen(key: str) -> Entry | None:
    """The entry the chooser answers with once `key` is pressed (a game loads first)."""
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
    return app.return_value


async def test_the_chooser_lists_the_three_games_their_rules_and_quit() -> None:
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
    for line in ("1  Wondrous Creatures", "2  Wondrous Creatures with Winterfall",
                 "3  Cryptic Nature", "6  Rules of Wondrous Creatures",
                 "7  Rules of Cryptic Nature", "q  Quit"):
        assert line in text
    assert "Resume" not in text  # no game was left


@pytest.mark.parametrize(("key", "kind", "winterfall"), [
    ("1", WondrousApp, False), ("2", WondrousApp, True), ("3", CrypticApp, None)])
async def test_each_game_key_starts_that_game_on_its_new_game_form(
        key: str, kind: type, winterfall: bool | None) -> None:
    entry = await chosen(key)
    assert entry is not None and entry.action == "play"
    game = open_game(entry)
    assert type(game) is kind
    assert game.resume is False and game.ask_settings  # the form, not the question again
    if winterfall is not None:
        assert game.winterfall is winterfall  # ticked on the form, as `--winterfall` does


async def test_the_winterfall_key_opens_the_form_with_winterfall_ticked() -> None:
    entry = await chosen("2")
    assert entry is not None
    game = open_game(entry)
    async with game.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert "New game of Wondrous Creatures" in screen_text(game)
        assert game.screen.query_one("#switch-winterfall").value is True


async def test_a_game_opened_from_the_chooser_asks_to_go_back_there_not_to_quit() -> None:
    entry = await chosen("1")
    assert entry is not None
    game = open_game(entry)
    assert game.back_to == "the game chooser"
    async with game.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await pilot.press("escape")  # on the new-game form
        await pilot.pause()
        assert "Back to the game chooser?" in screen_text(game)
        assert "Quit Bestiary?" not in screen_text(game)


async def test_quitting_a_game_from_the_chooser_says_it_is_resumed_there(
        _isolated_home: Path) -> None:
    left(WONDROUS, _isolated_home, 6)
    entry = await chosen("4")
    assert entry is not None
    game = open_game(entry)
    async with game.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert game.screen.question == (
            "Quit now? It is saved as you play: resume it from the game chooser.")


def left(game: BenchGame, home: Path, choices: int = 6) -> None:
    write_autosave(game, home, choices)


async def test_resume_entries_show_only_for_a_game_left_and_say_where_it_stands(
        _isolated_home: Path) -> None:
    left(CRYPTIC, _isolated_home)
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "5  Resume Cryptic Nature, saved " in text
        assert "4  Resume" not in text  # no Wondrous game was left
        entry = app.entry("5")
        assert entry is not None and entry.label.endswith(" UTC")
        assert entry.detail.startswith("round 0, ") and "players: " in entry.detail
        # a new game of that title says it replaces the one left; the other title's do not
        assert [e.detail.endswith("replaces the game left (5)") for e in app.entries[:3]] == [
            False, False, True]
        await pilot.press("4")  # nothing to resume there: a note, and the chooser stays
        await pilot.pause()
        assert app.is_running and not app.workers


async def test_a_resume_key_resumes_the_game_left(_isolated_home: Path) -> None:
    left(WONDROUS, _isolated_home, 6)
    entry = await chosen("4")
    assert entry is not None and entry.action == "resume" and entry.game == "wondrous"
    game = open_game(entry)
    assert type(game) is WondrousApp and game.resume is True
    async with game.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert game.game is not None and len(game.game.choices) == 6


async def test_an_unreadable_autosave_gives_no_resume_entry_and_no_traceback(
        _isolated_home: Path) -> None:
    path = autosave_path("wondrous")
    path.parent.mkdir(parents=True)
    path.write_text("{not a save", encoding="utf-8")
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Resume" not in screen_text(app)


async def test_f1_and_question_mark_open_the_choosers_help() -> None:
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        for key in ("f1", "question_mark"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen) and app.screen.book is CHOOSER_HELP
            await pilot.press("escape")
            await pilot.pause()
            assert not isinstance(app.screen, HelpScreen)


@pytest.mark.parametrize(("key", "title"), [("6", "Winterfall"), ("7", "Poacher")])
async def test_the_rules_keys_open_each_games_help_book(key: str, title: str) -> None:
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        titles = " ".join(t.title for t in app.screen.book.topics.values())
        assert title in titles  # the game's own book (Winterfall's topics in Wondrous')
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running and app.screen is app.screen_stack[-1]


@pytest.mark.parametrize("key", ["q", "ctrl+q"])
async def test_quitting_answers_none_and_says_so(key: str) -> None:
    told = []
    app = ChooserApp(leaving=lambda: told.append(True))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        await pilot.pause()
    assert app.return_value is None and told == [True]


async def test_arrows_and_enter_and_a_click_choose() -> None:
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("down", "down", "enter")  # the third line: Cryptic Nature
        await app.workers.wait_for_complete()
        await pilot.pause()
    assert app.return_value is not None and app.return_value.key == "3"
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#entries", offset=(10, 3))  # the second entry's first line
        await app.workers.wait_for_complete()
        await pilot.pause()
    assert app.return_value is not None and app.return_value.key == "2"


async def test_other_keys_do_nothing_and_no_colour_works(monkeypatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = ChooserApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"abcdefghijklmnoprstuvwxyz089", "tab", "shift+tab", "up", "down",
                          "home", "end", "pageup", "pagedown", "space", "f2", "f5", "f12",
                          "left", "right", "backspace", "delete", "ctrl+n", "ctrl+s", "ctrl+p")
        await pilot.pause()
        assert app.is_running and not app.workers and len(app.screen_stack) == 1
        assert "choose a game" in screen_text(app)
