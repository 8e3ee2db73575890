"""The tabs below the map through Pilot: at the smallest window every line of a tab fits its
body (nothing wraps), and a wider window lays the tabs out again for the wider body."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.containers import VerticalScroll

from cryptic_tui.app import make_app
from cryptic_tui.board import CrypticBoard
from cryptic_tui.render import WIDTH
from tests.cryptic_tui.test_app import SIZE, config
from tests.tui.screen import lift, screen_text

TAB_KEYS = ("f2", "f3", "f4", "f5")


def shown_lines(board: CrypticBoard) -> list[str]:
    """The body's text by lines (the last one, after the text's final newline, empty)."""
    content = board.tabs.body.content
    assert isinstance(content, Text)
    return content.plain.split("\n")


def assert_nothing_wraps(board: CrypticBoard) -> None:
    """The body is no wider than the room the scroller gives it, and it is exactly as tall
    as its text has lines: no line was wrapped."""
    body, scroller = board.tabs.body, board.tabs.query_one(VerticalScroll)
    assert body.virtual_size.width <= scroller.scrollable_content_region.width
    rows = shown_lines(board)
    assert max(cell_len(row) for row in rows) <= body.content_region.width
    assert body.virtual_size.height == len(rows)


async def test_no_line_of_a_tab_wraps_at_the_smallest_window():
    app = make_app(config(seed=3, players=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        board = app.screen.query_one(CrypticBoard)
        for key in TAB_KEYS:
            await pilot.press(key)
            await pilot.pause()
            assert_nothing_wraps(board)
            if key == "f2":  # every card's name can be read whole, scrolled to
                rows = shown_lines(board)
                for card in app.game.view(0).row:
                    at = next(i for i, row in enumerate(rows) if card.name in row)
                    board.tabs.query_one(VerticalScroll).scroll_to(y=at, animate=False)
                    await pilot.pause()
                    assert card.name in screen_text(app)


async def test_a_wider_window_lays_the_tabs_out_for_the_wider_body():
    app = make_app(config(seed=3), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        board = app.screen.query_one(CrypticBoard)
        await pilot.resize_terminal(160, 50)
        await pilot.pause()
        await pilot.pause()
        for key in TAB_KEYS:
            await pilot.press(key)
            await pilot.pause()
            assert board.tabs.body.content_region.width > WIDTH
            assert_nothing_wraps(board)
        await pilot.press("f2")
        await pilot.pause()
        assert max(cell_len(row) for row in shown_lines(board)) > WIDTH  # the room is used
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        await pilot.pause()
        assert_nothing_wraps(board)


async def test_a_tab_is_not_built_again_when_what_it_shows_is_unchanged(monkeypatch):
    import cryptic_tui.board as board_module
    from cryptic_tui.app import make_app
    from tests.cryptic_tui.test_app import config
    from tests.tui.screen import lift

    built = []
    real = board_module.cryptids_text
    monkeypatch.setattr(board_module, "cryptids_text",
                        lambda *a, **k: built.append(1) or real(*a, **k))
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await lift(pilot)
        board = app.screen.board
        before = len(built)
        board.show(board.view, app.game, app.viewer)  # the same table again
        assert len(built) == before
        board.view = board.view.replace(decks={**board.view.decks, 1: 0})
        board.show(board.view, app.game, app.viewer)
        assert len(built) == before + 1
