"""The log: lines wrap at the panel's width, and the newest stay in view after a resize."""

from __future__ import annotations

from textual.app import App, ComposeResult

from engine.core import Event
from engine.tui.panels import EventLog


class LogApp(App[None]):
    def compose(self) -> ComposeResult:
        yield EventLog()


async def test_lines_wrap_to_the_panel_and_the_end_stays_in_view_after_a_resize():
    app = LogApp()
    async with app.run_test(size=(50, 20)) as pilot:
        log = app.query_one(EventLog)
        log.add(Event("x", f"Line {i}: " + "word " * 12) for i in range(40))
        await pilot.pause()
        width = log.scrollable_content_region.width
        assert all(line.cell_length <= width for line in log.lines)
        log.display = False  # as when the window is too small for the table
        await pilot.pause()
        log.add(Event("x", f"Later {i}") for i in range(10))  # an automa keeps playing
        await pilot.resize_terminal(80, 30)
        log.display = True
        await pilot.pause()
        await pilot.pause()
        assert log.scroll_y == log.max_scroll_y, "the newest lines should be in view"
