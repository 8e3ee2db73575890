"""Help and the command palette of the shared TUI, on Pebble Dice: "Start here" first, and
keys typed in a burst (as a terminal delivers them: Pilot waits after every key, a terminal
does not) land in the search boxes in the order they were typed."""

from __future__ import annotations

from textual import events
from textual.command import CommandList, CommandPalette
from textual.widgets import Input, OptionList, Static

from engine.core.paths import data_dir
from engine.tui.panels import HelpPanel
from engine.tui.screens import HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift

SIZE = (120, 36)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


def burst(app, text: str) -> None:
    """Queue `text` at once, "\\b" a Backspace, without waiting for the app in between."""
    for char in text:
        if char == "\b":
            app.post_message(events.Key("backspace", None))
        else:
            app.post_message(events.Key("space" if char == " " else char, char))


def palette_hits(app) -> list[str]:
    return [str(option.hit.text) for option in app.screen.query_one(CommandList).options]


async def test_help_opens_on_start_here_when_nothing_was_asked():
    app = make_app()  # the new-game form: no game, nothing asked
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p", *"Help")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        assert app.screen.topic_id == "start"
        topics = app.screen.query_one("#topics", OptionList)
        # under the first heading, the rules'
        assert str(topics.get_option_at_index(0).prompt) == "── Rules ──"
        assert topics.get_option_at_index(1).id == "start" and topics.highlighted == 1
        assert str(app.screen.query_one("#topic", Static).render()).startswith("Start here")


async def test_a_burst_of_letters_and_backspaces_into_help_search_keeps_every_key():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("f1")
        await settle(pilot)
        burst(app, "sotp roll\b\b\b\b\b\b\b\btop")  # Backspaces had waited for the whole burst
        await settle(pilot)
        assert app.screen.query_one("#search", Input).value == "stop"
        assert app.screen.query_one("#topics", OptionList).get_option_at_index(0).id == "stop"
        assert str(app.screen.query_one("#topic", Static).render()).startswith("Stop")


async def test_a_burst_into_the_palette_keeps_every_key_and_finds_the_option():
    app = make_app(config(seed=9), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("1")  # play a pebble: roll or stop?
        await settle(pilot)
        await pilot.press("ctrl+p")
        await settle(pilot)
        burst(app, "Choose: Stpo\b\bop")
        await pilot.pause(0.3)
        assert isinstance(app.screen, CommandPalette)
        assert app.screen.query_one(Input).value == "Choose: Stop"
        assert palette_hits(app)[0] == "Choose: Stop"
        await pilot.press("enter")
        await settle(pilot)
        assert [c.option for c in app.game.choices] == ["pebble:0", "stop"]


async def test_the_palette_finds_words_in_any_order():
    app = make_app(config(seed=9), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+p", *"die roll")  # the option reads "Roll the die"
        await pilot.pause(0.3)
        assert palette_hits(app) == ["Choose: Roll the die"]


async def test_a_burst_into_a_name_on_the_new_game_form_keeps_every_key():
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        name = app.screen.query_one("#name-0", Input)
        name.focus()
        name.clear()
        await settle(pilot)
        burst(app, "Rbo\b\bob")
        await settle(pilot)
        assert name.value == "Rob"


async def test_the_palettes_own_commands_keep_the_table_whole_and_a_picture_is_saved():
    """Textual's "Keys" would take the table's help panel for its own panel and remove it;
    its "Screenshot" writes to a Downloads folder: ours saves in the data folder."""
    app = make_app(config(players=1, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        commands = {c.title: c for c in app.get_system_commands(app.screen)}
        assert "Keys" not in commands and {"Quit", "Theme", "Screenshot"} <= set(commands)
        commands["Screenshot"].callback()
        await pilot.pause()
        saved = list((data_dir() / "screenshots").glob("*.svg"))
        assert len(saved) == 1 and "<svg" in saved[0].read_text(encoding="utf-8")[:200]
        assert any(str(saved[0]) in n.message for n in app._notifications)
        await pilot.press("1")  # the table still answers, its help panel in place
        await pilot.pause()
        assert app.screen.query(HelpPanel) and app.game.choices
