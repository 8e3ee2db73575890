"""The log: lines wrap at the panel's width, and the newest stay in view after a resize."""

from __future__ import annotations

from textual.app import App, ComposeResult

from engine.core import Event
from engine.tui.panels import EventLog
from engine.tui.styles import SHARED_CSS


class LogApp(App[None]):
    CSS_PATH = [SHARED_CSS]

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


async def test_lines_wrap_again_when_the_panel_narrows():
    app = LogApp()
    async with app.run_test(size=(100, 20)) as pilot:
        log = app.query_one(EventLog)
        log.add(Event("x", f"Line {i}: " + "word " * 11 + "end.") for i in range(5))
        await pilot.pause()
        assert len(log.lines) == 5  # one row each at this width
        await pilot.resize_terminal(50, 20)
        await pilot.pause()
        width = log.scrollable_content_region.width
        assert all(line.cell_length <= width for line in log.lines), "cut at the old width"
        assert sum(line.text.count("end.") for line in log.lines) == 5  # every line whole


async def test_many_lines_are_written_at_once_each_on_its_own_rows():
    """A resumed game's whole log is one write (one render), yet every event keeps its own
    rows, wrapped as if written alone."""
    app = LogApp()
    async with app.run_test(size=(50, 40)) as pilot:
        log = app.query_one(EventLog)
        await pilot.pause()
        writes = 0
        write = log.write

        def counted(*args, **kwargs):
            nonlocal writes
            writes += 1
            return write(*args, **kwargs)

        log.write = counted  # type: ignore[method-assign]
        texts = [f"Event {i}" + (": " + "word " * 12 if i % 3 == 0 else "") for i in range(30)]
        log.add(Event("x", text) for text in texts)
        await pilot.pause()
        assert writes == 1
        rows = shown(log)
        firsts = [row for row in rows if row.startswith("Event")]  # each event's first row
        assert len(firsts) == 30
        assert all(text.startswith(row) for text, row in zip(texts, firsts, strict=True))
        assert len(rows) == 30 + 10  # each long one takes a second row at this width
        assert log.scroll_y == log.max_scroll_y, "the newest lines should be in view"


def shown(log: EventLog) -> list[str]:
    return [strip.text.rstrip() for strip in log.lines]


async def test_ctrl_l_shows_only_what_the_others_did_since_your_last_turn_and_back():
    from tests.tinygame.app import make_app
    from tests.tinygame.rules import config
    from tests.tui.screen import lift

    app = make_app(config(players=2, seed=21), resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        await pilot.press("1", "2")  # Player 1 plays a pebble and stops
        await pilot.pause()
        await lift(pilot, "space")  # Player 2 has the keyboard
        log = app.screen.query_one(EventLog)
        assert shown(log) == [e.text for e in app.game.events]
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert shown(log) == [e.text for e in app.game.events if e.seat == 0]
        assert log.border_title == "Log: the others since your last turn"
        before = len(app.game.events)
        await pilot.press("1", "2")  # Player 2's turn; the filter follows the keyboard
        await pilot.pause()
        await lift(pilot, "space")
        assert app.viewer == 0
        assert shown(log) == [e.text for e in app.game.events[before:]]  # Player 2's turn
        assert any(line.startswith("Player 2 plays") for line in shown(log))
        await pilot.press("ctrl+l")  # the whole log again
        await pilot.pause()
        assert shown(log) == [e.text for e in app.game.events]
        assert log.border_title == "Log"


async def test_new_lines_are_in_view_at_once_not_a_frame_later():
    app = LogApp()
    async with app.run_test(size=(50, 10)) as pilot:
        log = app.query_one(EventLog)
        log.add(Event("x", f"Line {i}") for i in range(3))
        await pilot.pause()
        log.add(Event("x", f"More {i}") for i in range(30))
        assert log.scroll_y == log.max_scroll_y > 0  # before any refresh
