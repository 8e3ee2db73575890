"""Snapshots of the shared screens (update with: pytest --snapshot-update)."""

from __future__ import annotations

from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift_cover

SIZE = (120, 36)




def test_game_screen(snap_compare):
    assert snap_compare(make_app(config(seed=7), resume=False), run_before=lift_cover,
                        press=["1"], terminal_size=SIZE)


def test_pass_screen(snap_compare):
    app = make_app(config(seed=7), resume=False)
    assert snap_compare(app, run_before=lift_cover, press=["1", "2"], terminal_size=SIZE)


def test_help_screen(snap_compare):
    async def open_help(pilot):
        await lift_cover(pilot)
        await pilot.press("f1")
        pilot.app.screen.query_one("#search").cursor_blink = False  # steady, not timed
        await pilot.pause()

    assert snap_compare(make_app(config(seed=7), resume=False), run_before=open_help,
                        terminal_size=SIZE)


def test_result_screen(snap_compare):
    app = make_app(config(players=1, seed=7, rounds=1), resume=False)
    assert snap_compare(app, press=["1", "2"], terminal_size=SIZE)
