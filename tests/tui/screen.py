"""Test helpers that act as a person at the terminal: read the screen as plain text, lift a
pass screen and pause before the next key, press the key shown beside an option."""

from __future__ import annotations

import io
import re

from rich.console import Console
from textual.app import App
from textual.widgets import OptionList

from engine.core import RandomAgent
from engine.tui.keys import burst_gap
from engine.tui.pass_screen import PassScreen
from engine.tui.prompt_panel import PromptPanel
from engine.tui.result_screen import ResultScreen


def screen_text(app: App[object]) -> str:
    """The screen as drawn (the screens below a dialog too), one line per terminal row."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


async def lift(pilot, key: str = "enter") -> None:  # type: ignore[no-untyped-def]
    """Look at a pass screen, lift it with `key`, then pause as a person does (keys as the
    cover comes up, and right after the one that lifts it, count as one burst with it and
    are dropped)."""
    await look_at_cover(pilot)
    await pilot.press(key)
    await pilot.pause(pilot.app.PASS_BURST_GAP + 0.02)
    await pilot.pause()


async def look_at_cover(pilot) -> None:  # type: ignore[no-untyped-def]
    """Wait as a person does before pressing a key on a pass screen that has just come
    up: a key right away belongs to the burst that ended the last turn."""
    await pilot.pause()
    await pilot.pause(burst_gap(pilot.app.PASS_BURST_GAP) + 0.02)


def shown_key(app: App[object], option_id: str) -> str:
    """The key the prompt panel shows beside the option, read off its line ("" if none)."""
    options = app.screen.query_one(PromptPanel).query_one(OptionList)
    match = re.match(r"\[(\w)\] ", str(options.get_option(option_id).prompt))
    return match.group(1) if match else ""


async def press_option(pilot, option_id: str) -> None:  # type: ignore[no-untyped-def]
    """Press the key shown beside the option, as a person reading the panel does."""
    key = shown_key(pilot.app, option_id)
    assert key, f"the option {option_id} shows no key"
    await pilot.press(key)


async def play_by_keys(app, pilot, agent: RandomAgent, passes: bool = True,  # type: ignore[no-untyped-def]
                       visit=None, enough=None) -> None:
    """Answer every prompt with a random keyed option until the final scores show: Enter on
    pass screens (`passes`: they may appear), Space while an automa's turn is told.
    `visit(app, pilot)`, when given, is awaited before every step: it may read the screen
    or take a detour through other screens, as long as it comes back to the game. Once
    `enough()` says so, the rest of the game is played at once (engine choices), and the
    final scores shown."""
    for _ in range(3000):
        if visit is not None:
            await visit(app, pilot)
        if isinstance(app.screen, ResultScreen):
            break
        if enough is not None and enough() and app.game.prompt is not None:
            while app.game.prompt is not None:
                app.game.choose(agent.pick(app.game.prompt))
            app._after_choice()
            await pilot.pause()
            continue
        if isinstance(app.screen, PassScreen):
            assert passes, "no pass screen expected"
            await lift(pilot)
            continue
        if app._paced:  # skip ahead, then look at the table as a person does
            await pilot.press("space", "wait:200")
            continue
        prompt = app.game.prompt
        keyed = [o for o in prompt.options if o.enabled and shown_key(app, o.id)]
        choice = agent.rng.choice(keyed)
        before = len(app.game.choices)
        await press_option(pilot, choice.id)
        assert len(app.game.choices) == before + 1, prompt.kind
    assert isinstance(app.screen, ResultScreen), "the game did not reach the final scores"


async def lift_cover(pilot) -> None:  # type: ignore[no-untyped-def]
    """A hotseat game opens behind the pass screen: wait for it, lift it, and pause as a
    person does (keys right after the one that lifts it count as the same burst)."""
    await look_at_cover(pilot)
    assert isinstance(pilot.app.screen, PassScreen)
    await pilot.press("space", "wait:300")


async def open_help(pilot) -> None:  # type: ignore[no-untyped-def]
    """Help over the table, its search box's cursor steady (a blink would make the picture
    depend on how long the machine took)."""
    await lift_cover(pilot)
    await pilot.press("f1")
    pilot.app.screen.query_one("#search").cursor_blink = False
    await pilot.pause()


async def finish(pilot) -> None:  # type: ignore[no-untyped-def]
    """Random choices to the end of the game, then the final scores."""
    app = pilot.app
    await lift_cover(pilot)
    agent = RandomAgent(6)
    while app.game.prompt is not None:
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await pilot.pause()
