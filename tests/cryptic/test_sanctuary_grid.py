"""The sanctuary widget as a person sees and drives it: every square of a game under way,
a legend for every mark, a tile placed by cursor, turn and Enter (or a click), an illegal
spot that says why and places nothing, and all of it without colour too."""

from __future__ import annotations

from typing import Any

from rich.style import Style
from textual.app import App, ComposeResult

from cryptic_tui.app import CrypticApp
from cryptic_tui.sanctuary_grid import (
    MARGIN,
    SQUARE,
    Piece,
    SanctuaryGrid,
    anchor,
    piece_of,
    piece_turns,
    preview_cells,
)
from engine.core import Game
from engine.core.option_ids import read_id
from engine.cryptic.sanctuary import Spot
from engine.cryptic.settling import cryptid_spots
from engine.tui.board import BoardMoved, BoardPicked, Picking
from tests.cryptic.rules_helpers import COLOURS, rules
from tests.cryptic.test_sanctuary_preview import mid_game
from tests.tui.screen import screen_text

LETTER = {"water": "W", "mountains": "M", "forests": "F"}
SYMBOL = {"coin": "c", "experience": "e", "initiative": "i"}
SIZE = (60, 30)


class Holder(App[None]):
    """The grid alone, keeping the messages it posts."""

    CSS_PATH = CrypticApp.CSS_PATH

    def __init__(self) -> None:
        super().__init__()
        self.picked: list[str] = []
        self.moved: list[str] = []

    def compose(self) -> ComposeResult:
        yield SanctuaryGrid(rules().data, list(COLOURS))

    def on_board_picked(self, message: BoardPicked) -> None:
        self.picked.append(message.ref)

    def on_board_moved(self, message: BoardMoved) -> None:
        self.moved.append(message.ref)


async def shown(app: Holder, pilot: Any, game: Game, placing: bool) -> SanctuaryGrid:
    """The grid showing the game, and with `placing` the spot prompt, as an app would."""
    grid = app.query_one(SanctuaryGrid)
    grid.show(game.view(game.prompt.seat))
    if placing:
        grid.placing(piece_of(game.prompt))
        grid.highlight(Picking(frozenset({"spot"})).selectable(game.prompt), set())
        grid.focus()
    await pilot.pause()
    return grid


def square_text(app: Holder, grid: SanctuaryGrid, cell: tuple[int, int]) -> str:
    row = screen_text(app).splitlines()[grid.region.y + 1 + cell[0]]
    x = grid.region.x + MARGIN + cell[1] * SQUARE + 1
    return row[x:x + 2]


def square_style(grid: SanctuaryGrid, cell: tuple[int, int]) -> Style:
    """The style of a square's first character as the terminal gets it (through the
    filters, such as NO_COLOR's)."""
    strip = grid.render_line(1 + cell[0])
    for line_filter in grid.app.get_line_filters():
        strip = strip.apply_filter(line_filter, grid.background_colors[1])
    x = MARGIN + cell[1] * SQUARE + 1
    return next(iter(strip.crop(x, x + 1))).style


def flat(text: str) -> str:
    """The screen's words with the wrapping undone."""
    return " ".join(text.split())


def expected_text(game: Game, cell: tuple[int, int]) -> str:
    """A square as the state says it should read."""
    s = game.state.sanctuary
    on = [x for x in s.settled if cell in x.cells]
    if cell in s.fenced:
        return "##"
    if on:
        return f"●{on[-1].seat + 1}"
    if cell in s.terrain:
        return LETTER[s.terrain[cell]] + SYMBOL.get(s.symbols.get(cell, ""), " ")
    for space, cells in rules().data.parts.sanctuary.starting_spaces.items():
        if cell in cells:
            kept = s.opened.get(space)
            return space + (LETTER[kept].lower() if kept else " ")
    return "· "


async def test_a_game_under_way_is_drawn_square_by_square_with_its_legend():
    game = mid_game("settle-spot")
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=False)
        board = rules().data.parts.sanctuary
        texts = {square_text(app, grid, (r, c)) for r in range(board.rows)
                 for c in range(board.cols)}
        for r in range(board.rows):
            for c in range(board.cols):
                assert square_text(app, grid, (r, c)) == expected_text(game, (r, c)), (r, c)
        owner = game.state.sanctuary.settled[0].seat
        assert {"##", f"●{owner + 1}"} <= texts and texts & {"Wc", "Mc", "Fc"}  # under way
        rows = screen_text(app).splitlines()
        legend = "\n".join(rows[grid.region.y + 1 + board.rows:grid.region.bottom])
        marks = {m for t in texts for m in (t if t[0] in "WMF" else [t.strip()])}
        missing = [m for m in marks if m and f"{m} " not in legend]
        assert not missing, f"not in the legend: {missing}\n{legend}"
        assert f"●{owner + 1} {COLOURS[owner].title()}" in legend  # the owner's name


async def test_the_grid_fits_beside_other_panels():
    game = mid_game("settle-spot")
    app = Holder()
    async with app.run_test(size=(45, 30)) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        assert grid.region.height <= 20
        assert grid.get_content_width(app.size, app.size) <= 40


async def test_a_tile_is_placed_by_cursor_turn_and_enter():
    game = mid_game("construction-spot")
    prompt = game.prompt
    piece = piece_of(prompt)
    assert piece is not None and piece.terrain
    turns = piece_turns(rules().data, piece)
    spots = [Spot.of_ref(o.refs[0]) for o in prompt.options]
    target = next((s for s in spots if s.turn == turns[-1] != 0), spots[-1])
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        assert len(turns) == 4  # tile M16: every turn looks different
        start = grid.turn_index
        await pilot.press("R")  # Shift+R turns back, r on
        assert grid.turn_index == (start - 1) % 4
        await pilot.press("r")
        await pilot.press(*["r"] * ((turns.index(target.turn) - grid.turn_index) % len(turns)))
        row, col = grid.cursor  # the cursor is on the tile's anchor, not its outline's corner
        down, across = anchor(rules().data, piece, target.turn)
        keys = ["down" if target.row + down > row else "up"] * abs(target.row + down - row)
        keys += ["right" if target.col + across > col else "left"] * abs(
            target.col + across - col)
        await pilot.press(*keys)
        assert grid.spot == target and app.moved[-1] == target.ref
        board = rules().data.parts.sanctuary
        covered = [c for c in preview_cells(rules().data, piece, target) if c in board.squares]
        assert covered and all(square_style(grid, c).reverse for c in covered)
        assert "Enter places it" in flat(screen_text(app))
        await pilot.press("enter")
        assert app.picked == [target.ref]
        chosen = Picking(frozenset({"spot"})).pick(prompt, app.picked[0])
        assert chosen is not None and read_id(chosen, "spot").word() == target.id
        game.choose(chosen)
        assert game.state.sanctuary.laid[-1].spot == target


async def test_a_click_places_a_cryptid():
    game = mid_game("settle-spot")
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        target = Spot.of_ref(game.prompt.options[-1].refs[0])
        await pilot.press(*["r"] * grid.turns.index(target.turn))
        down, across = grid.anchored  # a click puts the cursor, the tile's anchor, there
        await pilot.click(SanctuaryGrid, offset=(MARGIN + (target.col + across) * SQUARE + 1,
                                                 1 + target.row + down))
        assert app.picked == [target.ref]


async def test_an_illegal_spot_says_why_and_places_nothing():
    game = mid_game("settle-spot")
    s = game.state.sanctuary
    name = game.prompt.refs[0].partition(":")[2]
    legal = set(cryptid_spots(s, rules().data.cat, name))
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        row, col = grid.cursor
        await pilot.press(*["up"] * row, *["left"] * col)  # the corner: on the west fence
        assert grid.spot not in legal and (0, 0) in s.fenced
        assert "not here, part of it is on a fence" in flat(screen_text(app))
        await pilot.press("enter", "space")
        assert app.picked == []
        await pilot.press("right")  # still usable after the refusal
        assert grid.cursor == (0, 1)


async def test_without_colour_every_mark_still_reads(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    game = mid_game("construction-spot")
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        for y in range(grid.region.height):  # a style on every segment: filters read them
            assert all(seg.style is not None for seg in grid.render_line(y))
        cell = grid.cursor
        piece = piece_of(game.prompt)
        assert piece is not None
        covered = preview_cells(rules().data, piece, grid.spot)
        free = next(c for c in [(r, c) for r in range(9) for c in range(12)]
                    if c not in covered and c not in game.state.sanctuary.fenced
                    and c in game.state.sanctuary.terrain)
        assert square_style(grid, covered[0]).reverse and not square_style(grid, free).reverse
        rows = screen_text(app).splitlines()
        assert rows[grid.region.y + 1 + cell[0]][grid.region.x + MARGIN
                                                 + cell[1] * SQUARE] == "["
        assert square_text(app, grid, free) == expected_text(game, free)


async def test_a_name_with_brackets_is_text():
    game = mid_game("settle-spot")
    settled = game.state.sanctuary.settled[0]
    view = game.view(game.prompt.seat)
    players = list(view.players)
    players[settled.seat] = players[settled.seat].replace(name="[b]Zed[/b]")
    view = view.replace(players=players)
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = app.query_one(SanctuaryGrid)
        grid.show(view)
        grid.focus()
        row, col = settled.cells[0]
        await pilot.press(*["down"] * row, *["right"] * col)
        text = flat(screen_text(app))
        assert f"●{settled.seat + 1} [b]Zed[/b]" in text  # the legend
        assert f"{settled.cryptid} ([b]Zed[/b])" in text  # the square under the cursor
        assert app.moved[-1] == f"square:{row},{col}"


async def test_the_option_focused_in_the_prompt_panel_shows_under_the_cursor():
    game = mid_game("construction-spot")
    selectable = Picking(frozenset({"spot"})).selectable(game.prompt)
    app = Holder()
    async with app.run_test(size=SIZE) as pilot:
        grid = await shown(app, pilot, game, placing=True)
        grid.blur()
        await pilot.pause()
        focused = game.prompt.options[-1].refs[0]
        grid.highlight(selectable, {focused})
        assert grid.spot.ref == focused
        grid.focus()
        await pilot.pause()
        grid.highlight(selectable, {game.prompt.options[0].refs[0]})
        assert grid.spot.ref == focused, "the player's own cursor stays while focused"


def test_only_a_spot_prompt_places_a_piece():
    game = mid_game("construction-spot")
    # the prompt asks "Where does tile F07 go?"
    assert piece_of(game.prompt) == Piece("terrain", "F07", game.prompt.seat)
    game.choose(game.prompt.options[0].id)  # then a terrain tile is drawn: no spot asked
    assert game.prompt.kind != "construction-spot" and piece_of(game.prompt) is None
    assert piece_of(None) is None
