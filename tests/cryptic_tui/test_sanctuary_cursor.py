"""The sanctuary while a terrain tile is placed, through the app: the cursor sits on a
square the tile covers at every turn, and the starting spaces' letters stay in sight
under the tile's preview."""

from __future__ import annotations

from collections.abc import Callable

from cryptic_tui.app import make_app
from cryptic_tui.sanctuary_grid import (
    MARGIN,
    SQUARE,
    SanctuaryGrid,
    piece_of,
    piece_turns,
    preview_cells,
)
from engine.core import Game, RandomAgent
from engine.cryptic.rules import CrypticRules
from engine.cryptic.sanctuary import Spot
from engine.tui.pass_screen import PassScreen
from tests.cryptic_tui.test_app import SIZE, config
from tests.tui.screen import lift_cover, screen_text

DATA = CrypticRules().data


def open_corner(game: Game) -> bool:
    """A tile is to be placed that leaves its outline's top left corner open at some turn
    (an L): there the corner and the square the cursor is on differ."""
    piece = piece_of(game.prompt) if game.prompt is not None else None
    if piece is None or game.prompt.kind != "construction-spot":
        return False
    return any((0, 0) not in preview_cells(DATA, piece, Spot(turn, 0, 0))
               for turn in piece_turns(DATA, piece))


def first_tile(game: Game) -> bool:
    """The first terrain tile of the game is to be placed: it must cover a square of its
    terrain's starting space, so its preview lies on one."""
    prompt = game.prompt
    return (prompt is not None and prompt.kind == "construction-spot"
            and not game.state.sanctuary.terrain)


async def placing(pilot, until: Callable[[Game], bool]) -> SanctuaryGrid:  # type: ignore[no-untyped-def]
    """Random choices up to a tile placement `until` accepts, then the table at it, the
    grid with the keyboard."""
    app = pilot.app
    agent = RandomAgent(2)
    while not until(app.game):
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await lift_cover(pilot)
    if isinstance(app.screen, PassScreen):
        await pilot.press("space", "wait:300")
    await pilot.press("f7")
    await pilot.pause()
    grid = app.screen.board.sanctuary
    assert grid.display and grid.has_focus and grid.piece is not None
    return grid


def shown_at(app, grid: SanctuaryGrid, cell: tuple[int, int]) -> str:  # type: ignore[no-untyped-def]
    """A square on the screen with the columns either side (the cursor's brackets)."""
    row = screen_text(app).splitlines()[grid.content_region.y + 1 + cell[0]]
    x = grid.content_region.x + MARGIN + cell[1] * SQUARE
    return row[x:x + SQUARE + 1]


async def test_the_cursor_sits_on_a_square_the_tile_covers_at_every_turn():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        grid = await placing(pilot, open_corner)
        corners_open = 0
        for _ in grid.turns:
            covered = preview_cells(DATA, grid.piece, grid.spot)
            assert grid.cursor in covered, (grid.spot, grid.cursor, covered)
            corners_open += (grid.spot.row, grid.spot.col) not in covered
            square = shown_at(app, grid, grid.cursor)
            assert square[0] == "[" and square[3] == "]", square
            assert square[1] in "WMF", square  # the tile's letter, under the brackets
            await pilot.press("r")
            await pilot.pause()
        assert corners_open, "a turn where the corner is open was tried"
        before = grid.cursor
        await pilot.press("right", "r")  # the tile turns about the cursor's square
        await pilot.pause()
        assert grid.cursor == (before[0], before[1] + 1)
        assert grid.cursor in preview_cells(DATA, grid.piece, grid.spot)


async def test_the_starting_space_letters_show_under_the_preview():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        grid = await placing(pilot, first_tile)
        starts = DATA.parts.sanctuary.starting_spaces
        covered = preview_cells(DATA, grid.piece, grid.spot)
        under = {space: cell for space, cells in starts.items()
                 for cell in cells if cell in covered}
        assert under, "the first tile lies on its starting space"
        for space, cell in under.items():
            assert shown_at(app, grid, cell)[1:3] in {f"{t}{space}" for t in "WMF"}
        status = " ".join(screen_text(app).split())
        assert f"covers starting space {' and '.join(sorted(under))}" in status
        fenced = app.game.state.sanctuary.fenced
        others = [cell for space, cells in starts.items() for cell in cells
                  if cell not in covered and cell not in fenced]
        assert all(shown_at(app, grid, cell)[1] in "ABC" for cell in others)
