"""The island map as a person sees it: hexes that touch, a mark and a colour for each kind,
a legend that explains what is shown, room for everything at 120x40, drawn once per
change."""

from __future__ import annotations

from functools import partial

import pytest
from rich.style import Style

from engine.core import RandomAgent
from engine.tui.board import Highlight
from engine.tui.pass_screen import PassScreen
from engine.wondrous.rules import WondrousRules
from tests.tui.screen import lift, screen_text
from tests.wondrous_tui.test_app import config, settle, to_place_spot
from wondrous_tui.app import make_app
from wondrous_tui.help_book import wondrous_book
from wondrous_tui.hexmap import HexMap, hex_coord
from wondrous_tui.map_marks import CREW_SIGNS, EGG, GROUND, ICON, MARKING, TILE

SMALLEST = (120, 40)
RESOURCES = ("fruit", "coral", "flower", "mushroom")
TERRAIN = {"plains": "·", "mountain": "^^^", "lake": "~~~", "net_habitat": "Net"}


async def mid_game(app, pilot) -> None:
    """Random choices well into the game (crew, eggs and habitats on the map), then the
    table of whoever is to decide, with no cover."""
    agent = RandomAgent(4)
    await settle(pilot)
    for _ in range(120):
        app.game.choose(agent.pick(app.game.prompt))
    while app.game.prompt.kind != "turn":
        app.game.choose(agent.pick(app.game.prompt))
    app._after_choice()
    await pilot.pause()
    while isinstance(app.screen, PassScreen):
        await lift(pilot, "space")


def hex_lines(app, hexmap: HexMap, coord) -> list[str]:
    """The text inside a hex as the screen shows it, line by line, walls left out."""
    rows = screen_text(app).splitlines()
    scale = hexmap.scale
    x = hexmap.region.x + hexmap._left + scale.margin + hexmap._x(coord)
    top = hexmap.region.y + 1 + coord[0] * scale.lines
    return [rows[top + i][x + 1:x + scale.width] for i in range(scale.lines)]


def hex_style(hexmap: HexMap, coord) -> Style:
    """The style of the first character inside a hex, as the terminal gets it (through
    the filters, such as the monochrome one of NO_COLOR)."""
    scale = hexmap.scale
    strip = hexmap.render_line(1 + coord[0] * scale.lines)
    for line_filter in hexmap.app.get_line_filters():
        strip = strip.apply_filter(line_filter, hexmap.background_colors[1])
    x = hexmap._left + scale.margin + hexmap._x(coord) + 1
    for segment in strip.crop(x, x + 1):
        return segment.style
    raise AssertionError(f"nothing drawn at {coord}")


@pytest.mark.parametrize("players", [2, 4])  # side A, and the larger side B
async def test_the_whole_map_and_its_legend_fit_at_120x40(players):
    app = make_app(config(seed=4, players=players), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await mid_game(app, pilot)
        board = app._board()
        hexmap, legend, tabs = board.map, board.legend, board.query_one("#tabs")
        assert hexmap.region.bottom <= legend.region.y < legend.region.bottom <= tabs.region.y
        assert tabs.region.height >= 5, "the tabs keep a few lines"
        assert hexmap.region.right <= board.region.right
        rows = screen_text(app).splitlines()
        scale = hexmap.scale
        for coord, hx in hexmap.hexes.items():  # every hex whole on screen, walls and all
            x = hexmap.region.x + hexmap._left + scale.margin + hexmap._x(coord)
            for i in range(scale.lines):
                line = rows[hexmap.region.y + 1 + coord[0] * scale.lines + i]
                assert line[x] in "│[]" and line[x + scale.width] in "│[]", coord
            ground = hex_lines(app, hexmap, coord)[0][:-1].strip()
            kind = hexmap.state.tiles[coord][0] if coord in hexmap.state.tiles else hx.habitat
            assert ground == (kind[:3].capitalize() if kind else TERRAIN[hx.terrain]), coord


async def test_each_habitat_kind_has_its_own_letters_and_colour():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        await lift(pilot)  # the cover before the first decision
        hexmap = app._board().map
        seen: dict[str, set[tuple[str, object]]] = {r: set() for r in RESOURCES}
        for coord, hx in hexmap.hexes.items():
            if hx.habitat:
                text = hex_lines(app, hexmap, coord)[0][:-1].strip()
                seen[hx.habitat].add((text, hex_style(hexmap, coord).bgcolor))
        looks = [seen[r] for r in RESOURCES]
        assert all(len(look) == 1 for look in looks), f"one look per kind, not {looks}"
        texts = {text for (text, _), in looks}
        colours = {colour for (_, colour), in looks}
        assert len(texts) == len(colours) == 4, "each kind its own letters and colour"


async def test_the_legend_explains_every_mark_on_the_map():
    app = make_app(config(seed=4, players=4), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await mid_game(app, pilot)
        board = app._board()
        rows = screen_text(app).splitlines()
        legend = "\n".join(rows[board.legend.region.y:board.legend.region.bottom])
        shown = set()
        for coord in board.map.hexes:
            top, below = hex_lines(app, board.map, coord)
            shown |= {top[:-1].strip(), top[-1].strip(), below.strip()}
        shown = {m for m in shown if m and not m.replace(",", "").isdigit()}  # not "3,4"
        assert {"★1", "●2", "Fru", "+Cor", "Net"} <= shown  # crew, habitats, icons, ...
        missing = [m for m in shown if f"{m} " not in legend]
        assert not missing, f"not in the legend: {missing}\n{legend}"


async def test_the_hexes_to_pick_stand_out_without_colour_too(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await to_place_spot(app, pilot)
        board = app._board()
        hexmap = board.map
        pickable = next(iter(board.selectable))
        other = next(c for c in hexmap.hexes if c not in board.selectable)
        background = hex_style(hexmap, other).bgcolor
        assert background == Style.parse("on #121212").bgcolor  # the screen's, no fill
        assert hex_style(hexmap, pickable).bgcolor != background  # filled, grey or not
        hexmap.cursor = pickable
        hexmap.focus()
        await pilot.press("enter")  # the first hex of two: lit
        assert pickable in board.marked
        assert hex_style(hexmap, pickable).reverse
        assert "lit picked or touched" in screen_text(app)
        # the screen (monochrome) still draws the hex: its ground or habitat on top
        top = hex_lines(app, hexmap, pickable)[0]
        assert any(mark.text in top for mark in GROUND.values()), top


async def test_a_click_on_a_hex_picks_that_hex():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await to_place_spot(app, pilot)
        hexmap = app._board().map
        spots = [o for o in app.game.prompt.enabled if o.refs]
        shared = [r for o in spots for r in o.refs if sum(r in x.refs for x in spots) > 1]
        target = max(hex_coord(r) for r in shared)  # a second hex is then awaited
        scale = hexmap.scale
        x = hexmap._left + scale.margin + hexmap._x(target) + 2
        await pilot.click(hexmap, offset=(x, 1 + target[0] * scale.lines + 1))
        assert hexmap.cursor == target
        assert app.picking.pending == f"hex:{target[0]},{target[1]}"


async def test_the_map_is_drawn_once_per_change_and_not_for_a_cursor_move():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        await lift(pilot)  # choosing a captain: the map only shows
        board = app._board()
        hexmap = board.map
        hexmap.render_line(0)
        draws = []
        original = hexmap._draw

        def counted(base):
            draws.append(1)
            return original(base)

        hexmap._draw = counted
        hexmap.focus()
        await pilot.press("right", "down", "left", "up")
        await pilot.pause()
        assert not draws, "moving the cursor keeps the drawn map"
        hexmap.show(hexmap.state)  # the same state again
        await pilot.pause()
        assert not draws
        board.highlight(Highlight(selectable=frozenset({"hex:0,3", "hex:0,2"})))
        await pilot.pause()
        assert len(draws) == 1


async def test_the_hexes_grow_with_the_window():
    app = make_app(config(seed=4, players=4), resume=False, autosave=False)
    async with app.run_test(size=(200, 70)) as pilot:
        await settle(pilot)
        board = app._board()
        assert (board.map.scale.width, board.map.scale.lines) == (7, 3)
        assert board.map.region.bottom <= board.legend.region.y
        assert board.legend.region.bottom <= board.query_one("#tabs").region.y


def test_help_explains_every_mark_the_map_can_draw():
    book = wondrous_book(WondrousRules().cat)
    lines = (book.get("map").text + "\n" + book.get("icons").text).splitlines()
    for mark in [*GROUND.values(), TILE, *ICON.values(), *MARKING.values(), *EGG.values(),
                 *CREW_SIGNS]:
        assert any(line.startswith(f"{mark.text} ") for line in lines), mark.text
    assert "P1C" not in book.get("map").text  # the old codes are gone


def counted(asked, refresh, *regions, **kwargs):
    """`refresh`, noting the regions it was asked for in `asked`."""
    asked.append(regions)
    return refresh(*regions, **kwargs)


def map_drawn(hexmap: HexMap) -> list[list[tuple[str, object]]]:
    """The map's lines as Textual keeps them for the screen: each segment's text and style
    (a line not drawn again after a change would show here as it was)."""
    lines = hexmap._styles_cache.render_widget(hexmap, hexmap.region.reset_offset)
    return [[(seg.text, seg.style) for seg in line] for line in lines]


async def test_a_change_draws_again_only_its_lines_and_the_map_shown_is_the_new_one():
    app = make_app(config(seed=6), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await mid_game(app, pilot)
        hexmap = app._board().map
        agent = RandomAgent(9)
        original = hexmap.refresh
        partly = 0
        for _ in range(40):  # placements, eggs taken, highlights come and go
            if isinstance(app.screen, PassScreen):
                await lift(pilot, "space")
                continue
            if app.game.prompt is None:
                break
            asked: list[tuple[object, ...]] = []
            hexmap.refresh = partial(counted, asked, original)
            app.answer(agent.pick(app.game.prompt))
            await pilot.pause()  # (the lines that changed are found once the key is handled)
            hexmap.refresh = original
            partly += any(regions and sum(r.height for r in regions) < hexmap.size.height
                           for regions in asked)
            shown = map_drawn(hexmap)
            hexmap.refresh()  # the whole map drawn anew
            await pilot.pause()
            assert shown == map_drawn(hexmap)
        assert partly, "some changes were drawn again in part"


def walls(app, hexmap: HexMap, coord) -> set[str]:
    """The glyphs of a hex's two walls as the screen shows them, on every line of it."""
    rows = screen_text(app).splitlines()
    scale = hexmap.scale
    x = hexmap.region.x + hexmap._left + scale.margin + hexmap._x(coord)
    top = hexmap.region.y + 1 + coord[0] * scale.lines
    return {rows[top + i][at] for i in range(scale.lines) for at in (x, x + scale.width)}


async def test_the_hexes_touching_the_cursor_have_heavy_walls_while_the_map_has_the_keys(
        monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")  # told by the walls' glyphs, not by a colour
    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        await lift(pilot)  # choosing a captain: the map only shows
        board = app._board()
        hexmap = board.map
        hexmap.cursor = (4, 5)
        await pilot.pause()
        assert walls(app, hexmap, (3, 5)) == {"│"}, "not while the options have the keys"
        hexmap.focus()
        await pilot.pause()
        touching = hexmap.neighbours_of((4, 5))
        assert sorted(touching) == [(3, 4), (3, 5), (4, 4), (4, 6), (5, 4), (5, 5)]
        for coord in touching:  # each one's walls heavy, or the cursor's bracket it shares
            assert walls(app, hexmap, coord) <= {"┃", "[", "]"}, coord
        for coord in [(2, 5), (3, 3), (3, 6), (4, 3), (4, 7), (5, 6), (6, 5)]:
            assert "│" in walls(app, hexmap, coord), coord  # one heavy wall at most: shared
        assert "┃ ┃ touches the cursor's hex" in screen_text(app)
        await pilot.press("shift+down")  # the heavy walls follow the cursor
        assert hexmap.cursor == (5, 5)
        assert walls(app, hexmap, (3, 5)) == {"│"}
        assert walls(app, hexmap, (6, 6)) <= {"┃", "[", "]"}


async def test_the_first_hex_picked_keeps_its_own_walls_until_the_second(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await to_place_spot(app, pilot)
        board = app._board()
        hexmap = board.map
        first = (2, 3)  # plains shared by several spots: the map waits for a second hex
        hexmap.cursor = first
        hexmap.focus()
        await pilot.press("enter")
        assert app.picking.pending == "hex:2,3"
        await pilot.press("down")  # off the first hex, onto one that completes a spot
        assert hexmap.cursor != first and hexmap.cursor in board.selectable
        assert walls(app, hexmap, first) <= {"»", "«", "[", "]"}
        assert {"»", "«"} & walls(app, hexmap, first)
        touched = board.marked - {first, hexmap.cursor}
        assert touched, "the habitats touched are lit too"
        assert all(not {"»", "«"} & walls(app, hexmap, c) - walls(app, hexmap, first)
                   for c in touched), "only the first hex has those walls"
        assert "» « first hex picked" in screen_text(app)
        await pilot.press("escape")  # let go: a plain hex again
        assert not {"»", "«"} & walls(app, hexmap, first)
        assert "first hex picked" not in screen_text(app)


async def test_the_arrows_jump_between_the_hexes_to_pick_and_shift_steps_to_any():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await to_place_spot(app, pilot)
        board = app._board()
        hexmap = board.map
        hexmap.cursor = (2, 3)
        hexmap.focus()
        await pilot.press("enter")  # the first hex: only those that go with it are offered
        partners = board.selectable - {(2, 3)}
        assert len(partners) >= 3
        reached = set()
        for keys in [("up",), ("down",), ("left",), ("right",), ("up", "right"),
                     ("down", "right"), ("up", "left"), ("down", "left")]:
            hexmap.cursor = (2, 3)
            await pilot.press(*keys)
            assert hexmap.cursor in board.selectable, keys  # never a hex that is no choice
            reached.add(hexmap.cursor)
        assert partners <= reached, "each second hex within two arrows of the first"
        hexmap.cursor = (2, 3)
        await pilot.press("shift+up", "shift+up")  # one hex at a time, a choice or not
        assert hexmap.cursor == (0, 3) and (0, 3) not in board.selectable
        await pilot.press("down")  # and from there the arrows find the choices again
        assert hexmap.cursor in board.selectable
