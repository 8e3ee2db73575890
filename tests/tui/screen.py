"""Test helpers that act as a person at the terminal: read the screen as plain text, lift a
pass screen and pause before the next key."""

from __future__ import annotations

import io

from rich.console import Console
from textual.app import App


def screen_text(app: App[object]) -> str:
    """The screen as drawn (the screens below a dialog too), one line per terminal row."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                      record=True, legacy_windows=False, safe_box=False)
    console.print(app.screen._compositor.render_update(
        full=True, screen_stack=app._background_screens))
    return console.export_text()


async def lift(pilot, key: str = "enter") -> None:  # type: ignore[no-untyped-def]
    """Lift a pass screen with `key`, then pause as a person does (keys right after the one
    that lifts it count as the same burst and are dropped)."""
    await pilot.press(key)
    await pilot.pause(pilot.app.PASS_BURST_GAP + 0.02)
    await pilot.pause()
