"""The island as one widget drawn with the Line API.

Hexes sit in offset rows, odd rows half a hex to the right, and share their walls, so each
hex touches its six neighbours: two beside it, two above and two below (a line under each
row separates the rows). Row numbers stand on the left, column numbers on top for the even
rows and at the bottom for the odd ones; an empty hex shows its own "row,column". What
each mark means is in `map_marks`; `engine.tui.legend.MapLegend` explains them.

Walls say what the colours say, for a terminal without them: brackets around the cursor's
hex, heavy walls around the six it touches (while the map has the keyboard), » « around the
first hex picked of two. When a decision is about hexes, the arrows jump to the nearest hex
that can be picked in their direction; Shift and an arrow steps to any hex, to read it."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.style import Style
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from engine.core.records import Frozen
from engine.tui.board import BoardMoved, Cell, CursorBoard, Ref, ref_value
from engine.tui.legend import CURSOR, Mark
from engine.wondrous.api import Hex, neighbours
from wondrous_tui.map_marks import (
    AURORA,
    BLIZZARD,
    COORD,
    CREW_SIGNS,
    EGG,
    FADED,
    FIRST_PICK,
    GROUND,
    ICON,
    LIT,
    MARKING,
    MOUNTAIN_TILE,
    SIGNS,
    TILE,
    TOKENS,
    TOUCHING,
    crew_mark,
)

Coord = tuple[int, int]
WALL, CURSOR_LEFT, CURSOR_RIGHT = "│", "[", "]"
FIRST_LEFT, FIRST_RIGHT = FIRST_PICK.text.split()
TOUCHING_WALL = TOUCHING.text[0]
LEGEND_ROOM = 20  # lines kept for the legend and the tabs before hexes grow taller


def hex_ref(coord: Coord) -> Ref:
    return f"hex:{coord[0]},{coord[1]}"


def parse_coord(text: str) -> Coord:
    """"3,4" (the view's and the references' way to write a hex) -> (3, 4)."""
    r, c = text.split(",")
    return int(r), int(c)


def hex_coord(ref: Ref) -> Coord:
    return parse_coord(ref_value(ref))


@dataclass
class MapState:
    """What the map shows beyond the printed board (from the engine's view)."""

    eggs: dict[Coord, str] = field(default_factory=dict)
    tiles: dict[Coord, tuple[str, str]] = field(default_factory=dict)  # habitat, icon
    crew: dict[Coord, tuple[int, bool]] = field(default_factory=dict)  # seat, is captain
    selectable: set[Coord] = field(default_factory=set)  # hexes the decision is about
    marked: set[Coord] = field(default_factory=set)  # picked first hex / habitats touched
    first: Coord | None = None  # the first hex picked of two, waiting for the second
    names: tuple[str, ...] = ()  # the players' names, by seat (for the legend)
    # Winterfall's map: hexes a tile changed (a wild habitat, a mountain tile) as they are
    # now, the habitats under a blizzard, aurora tiles (effect id, tokens left)
    overlaid: dict[Coord, Hex] = field(default_factory=dict)
    blizzards: frozenset[Coord] = frozenset()
    auroras: dict[Coord, tuple[str, int]] = field(default_factory=dict)
    plains_marks: dict[Coord, str] = field(default_factory=dict)  # the marked plains


class Face(Frozen):
    """The marks of one hex: its ground (terrain or habitat kind), a sign after it (a time
    token marking, a tile on a lake, a mountain tile, a blizzard, an aurora's tokens left),
    and what is on it (an icon, an aurora's gift, a crew member or an egg)."""

    ground: Mark
    sign: Mark | None = None
    item: Mark | None = None

    def marks(self) -> list[Mark]:
        return [m for m in (self.ground, self.sign, self.item) if m is not None]


def hex_face(hx: Hex, state: MapState, coord: Coord, colours: list[str]) -> Face:
    aurora = state.auroras.get(coord)
    if aurora is not None:  # it covers the habitat, icon and blizzard
        return Face(GROUND["aurora"], TOKENS.get(aurora[1]), AURORA.get(aurora[0]))
    blizzard = BLIZZARD if coord in state.blizzards else None
    tile = state.tiles.get(coord)
    if tile is not None:  # a blizzard on a lake's tile hides the tile's sign
        return Face(GROUND[tile[0]], blizzard or TILE, ICON.get(tile[1]))
    printed = hx
    hx = state.overlaid.get(coord, hx)
    ground = GROUND[hx.habitat or hx.terrain]
    sign = blizzard or MARKING.get(hx.marking or state.plains_marks.get(coord, ""))
    if hx.terrain == "mountain" and printed.terrain != "mountain":
        sign = MOUNTAIN_TILE
    item = ICON.get(hx.special or "")
    if coord in state.crew:
        seat, captain = state.crew[coord]
        name = state.names[seat] if seat < len(state.names) else f"Player {seat + 1}"
        item = crew_mark(seat, captain, colours[seat % len(colours)], name)
    elif coord in state.eggs:
        item = EGG.get(state.eggs[coord], Mark("(?)", "egg", Style(bold=True)))
    return Face(ground, sign, item)


class Scale(Frozen):
    """How big a hex is drawn: columns from one wall to the next, lines per hex row."""

    width: int
    lines: int
    margin: int  # row numbers on the left

    @property
    def shift(self) -> int:  # odd rows sit half a hex to the right
        return self.width // 2

    def size(self, rows: int, cols: int) -> Size:
        """Column numbers above and below, the rows between."""
        return Size(self.margin + cols * self.width + self.shift + 1, rows * self.lines + 2)


def fit(rows: int, cols: int, width: int, height: int) -> Scale:
    """The biggest hexes for the room: wider hexes when the columns allow, taller when the
    board keeps room for the legend and the tabs below; never smaller than 5 by 2."""
    lines = 3 if height - LEGEND_ROOM >= Scale(5, 3, 3).size(rows, cols).height else 2
    for scale in (Scale(7, lines, 3), Scale(5, lines, 3)):
        if scale.size(rows, cols).width <= width:
            return scale
    return Scale(5, lines, 2)


def centred(text: str, width: int) -> str:
    return text.center(width)[:width]


class HexMap(CursorBoard, can_focus=True):
    """The arrows move the cursor to the nearest hex to pick that way (Shift and an arrow
    step one hex); Enter or a click picks the hex under it (the board's messages name it
    as "hex:r,c")."""

    BINDINGS = [
        Binding("enter,space", "pick", "Pick hex", id="pick_hex", show=False),
        # the plain arrows jump between the hexes to pick; these step to any hex
        Binding("shift+up", "step(-1, 0)", "Up one hex", id="hex_up", show=False),
        Binding("shift+down", "step(1, 0)", "Down one hex", id="hex_down", show=False),
        Binding("shift+left", "step(0, -1)", "Left one hex", id="hex_left", show=False),
        Binding("shift+right", "step(0, 1)", "Right one hex", id="hex_right", show=False),
    ]
    cursor: reactive[Coord] = reactive((0, 0), always_update=True)

    def __init__(self, hexes: dict[Coord, Hex], colours: list[str], **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.hexes = hexes
        self.colours = colours
        self.state = MapState()
        self.rows = max(r for r, _ in hexes) + 1
        self.cols = max(c for _, c in hexes) + 1
        self.scale = Scale(5, 2, 3)
        self._faces = self._faces_of(self.state)
        self._version = 0  # counts the states shown: the drawing is kept until it changes
        self._redraw_asked = False  # the lines that change are found once a key is handled
        self._drawn: tuple[object, ...] = ()
        self._hex_cells: dict[tuple[object, ...], list[list[Cell]]] = {}  # for this scale
        self.start = min(hexes)  # where the cursor stands first
        self.set_reactive(HexMap.cursor, self.start)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # the board's height decides how tall the hexes may grow
        board = self.parent.size.height if isinstance(self.parent, Widget) else container.height
        self.scale = fit(self.rows, self.cols, width, board)
        return self.scale.size(self.rows, self.cols).height

    def show(self, state: MapState) -> None:
        if state == self.state:
            return
        self.state = state
        self._faces = self._faces_of(state)
        self._version += 1
        if not self._redraw_asked:  # once for the states a key shows (board, highlight)
            self._redraw_asked = True
            self.call_next(self._refresh_changed)

    def _refresh_changed(self) -> None:
        """Draw the state shown last and ask Textual to draw again only the lines that
        changed (a crew member placed changes a few; Textual's work is per line)."""
        self._redraw_asked = False
        if not self._drawn or self._drawn[0] == self._version:  # (drawn already: all of it)
            self.refresh()
            return
        base = self._drawn[3]
        assert isinstance(base, Style)
        key = (self._version, self.scale, self.size.width, base)
        before = self._lines
        self._redraw(key, base)
        if len(before) != len(self._lines):
            self.refresh()
            return
        kept = self._line_strips  # the lines drawn before that stay the same
        changed = [Region(0, y, self.size.width, 1)
                   for y in range(len(self._lines)) if y not in kept]
        if changed:  # (no region at all would redraw the whole map)
            self.refresh(*changed)

    def _faces_of(self, state: MapState) -> dict[Coord, Face]:
        return {c: hex_face(hx, state, c, self.colours) for c, hx in self.hexes.items()}

    # -- the legend ------------------------------------------------------------------------

    def legend(self) -> list[Mark]:
        """Every mark on the map now, most needed first (a short legend keeps the first):
        the ground, signs and auroras, the crew by seat (captain first), how the map shows
        the decision, the markings and eggs, then the icons (their words are nearly their
        texts) and the hexes' numbers."""
        shown = {mark for face in self._faces.values() for mark in face.marks()}
        marks = [m for group in (GROUND, SIGNS, AURORA) for m in group.values() if m in shown]
        by_seat = sorted(self.state.crew, key=lambda c: (self.state.crew[c][0],
                                                         not self.state.crew[c][1]))
        crew = (self._faces[coord].item for coord in by_seat)
        if by_seat:
            marks += CREW_SIGNS
        marks += dict.fromkeys(m for m in crew if m is not None)  # a member covers two hexes
        marks.append(CURSOR)
        if self.has_focus:
            marks.append(TOUCHING)
        if self.state.first is not None:
            marks.append(FIRST_PICK)
        if self.state.selectable:
            marks.append(FADED)
        if self.state.marked:
            marks.append(LIT)
        marks += [m for group in (MARKING, EGG, ICON) for m in group.values() if m in shown]
        marks.append(COORD)
        return marks

    # -- drawing ---------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        # every segment carries a style built on the widget's own: Textual's filters (such
        # as the monochrome one NO_COLOR turns on) read the style of each segment; Textual
        # keeps the widget's style until its styles change (working it out is a cost per line)
        base = self.visual_style.rich_style
        key = (self._version, self.scale, self.size.width, base)
        if key != self._drawn:  # the state or the size changed: draw the map once
            self._redraw(key, base)
        return self.line_strip(y, base)

    def _redraw(self, key: tuple[object, ...], base: Style) -> None:
        """Draw the map again, keeping the strips of the lines that stay the same (the
        cells of an unchanged hex are the very same objects: comparing them is quick)."""
        old_lines, old_strips = self._lines, self._line_strips
        if key[1:] != self._drawn[1:]:  # another size or look: nothing is kept
            self._hex_cells, old_lines, old_strips = {}, [], {}
        self._lines = self._draw(base)
        self._line_strips = {y: strip for y, strip in old_strips.items()
                        if y < len(old_lines) and old_lines[y] == self._lines[y]}
        self._cursor_line_strips = {}
        self._drawn = key

    def _draw(self, base: Style) -> list[list[Cell]]:
        """Every line of the map, without the cursor: column numbers, then the rows with
        their numbers, then the odd rows' column numbers."""
        scale = self.scale
        width = scale.size(self.rows, self.cols).width - scale.margin
        grid = [[(" ", base)] * width for _ in range(self.rows * scale.lines)]
        wall = base + Style(dim=True)
        for coord in self.hexes:
            self._paint(grid, coord, base, wall)
        if self.state.first is not None:  # after the hexes: a neighbour paints the walls too
            self._walls(grid, self.state.first, FIRST_LEFT, FIRST_RIGHT, base + FIRST_PICK.style)
        label_style = base + COORD.style
        lines = [self._edge(0, base)]
        for y, cells in enumerate(grid):
            row, line = divmod(y, scale.lines)
            label = str(row) if line == 0 else ""
            if len(label) < scale.margin - 1:  # a gap before the walls when it fits
                label += " "
            lines.append([(ch, label_style) for ch in label.rjust(scale.margin)] + cells)
        lines.append(self._edge(1, base))
        self._left = max(0, (self.size.width - scale.size(self.rows, self.cols).width) // 2)
        return lines

    def _edge(self, parity: int, base: Style) -> list[Cell]:
        """Column numbers centred on the hexes of the even rows (top) or odd rows (bottom)."""
        scale = self.scale
        start = scale.margin + (scale.shift if parity else 0) + 1
        text = " " * start + "".join(centred(str(c), scale.width - 1) + " "
                                     for c in range(self.cols))
        return [(ch, base + COORD.style) for ch in text]

    def _x(self, coord: Coord) -> int:
        return coord[1] * self.scale.width + (self.scale.shift if coord[0] % 2 else 0)

    def _paint(self, grid: list[list[Cell]], coord: Coord, base: Style, wall: Style) -> None:
        """One hex: its walls (shared with the neighbours beside it) and what is inside; its
        last line is underlined, the line between its row and the next."""
        scale, state = self.scale, self.state
        look = (LIT if coord in state.marked else
                FADED if state.selectable and coord not in state.selectable else None)
        key = (coord, self._faces[coord], look)
        if key not in self._hex_cells:
            self._hex_cells[key] = self._cells(coord, look, base, wall)
        x = self._x(coord)
        for line, cells in enumerate(self._hex_cells[key]):
            y = coord[0] * scale.lines + line
            grid[y][x:x + scale.width] = cells
            grid[y][x + scale.width] = cells[0]

    def _cells(self, coord: Coord, look: Mark | None, base: Style,
               wall: Style) -> list[list[Cell]]:
        """A hex's lines from its left wall on (kept: most hexes stay as they were)."""
        face = self._faces[coord]
        style = base + face.ground.style
        if look is LIT:
            style += LIT.style
        elif look is FADED:
            style = base + FADED.style  # no fill: the choices stand out, with colour or not
        lines = []
        for line, runs in enumerate(self._inside(face, coord, style)):
            under = Style(underline=line == self.scale.lines - 1)
            cells = [(WALL, wall + under)]
            for text, run_style in runs:
                run_style += under
                cells += [(ch, run_style) for ch in text]
            lines.append(cells)
        return lines

    def _walls(self, grid: list[list[Cell]], coord: Coord, left: str, right: str,
               style: Style) -> None:
        """Draw a hex's two walls with other glyphs (the line under its row kept)."""
        scale = self.scale
        x = self._x(coord)
        for line in range(scale.lines):
            under = Style(underline=line == scale.lines - 1)
            cells = grid[coord[0] * scale.lines + line]
            cells[x], cells[x + scale.width] = (left, style + under), (right, style + under)

    def _cursor_rows(self) -> range:
        """The hex rows the cursor changes: its own, and while the map has the keyboard the
        rows above and below (their hexes touching it have heavy walls)."""
        row = self.cursor[0]
        return range(row - 1, row + 2) if self.has_focus else range(row, row + 1)

    def _cursor_line(self, y: int) -> bool:
        return y >= 1 and (y - 1) // self.scale.lines in self._cursor_rows()

    def _with_cursor(self, y: int, base: Style) -> list[Cell]:
        """A line through the cursor's rows: brackets for its walls, bright while the map
        has the focus, and then heavy walls for the hexes touching it (only where a plain
        wall stands: the first pick keeps its own)."""
        scale = self.scale
        row, line = divmod(y - 1, scale.lines)
        under = Style(underline=line == scale.lines - 1)
        cells = list(self._lines[y])
        if self.has_focus:
            touching = base + TOUCHING.style + under
            for coord in self.neighbours_of(self.cursor):
                if coord[0] != row:
                    continue
                x = scale.margin + self._x(coord)
                for at in (x, x + scale.width):
                    if cells[at][0] == WALL:
                        cells[at] = (TOUCHING_WALL, touching)
        if row == self.cursor[0]:
            style = base + Style(bold=True, reverse=self.has_focus) + under
            x = scale.margin + self._x(self.cursor)
            cells[x], cells[x + scale.width] = (CURSOR_LEFT, style), (CURSOR_RIGHT, style)
        return cells

    def _inside(self, face: Face, coord: Coord, style: Style) -> list[list[tuple[str, Style]]]:
        """The lines inside a hex, as runs of text: its ground and marking; then what is on
        it; the last line names the hex ("row,column") when nothing else needs it."""
        inner = self.scale.width - 1
        sign = face.sign
        top = [(centred(face.ground.text, inner - 1), style),
               (sign.text, style + sign.style) if sign else (" ", style)]
        where = [(centred(f"{coord[0]},{coord[1]}", inner), style + COORD.style)]
        if face.item is None:
            item = where if self.scale.lines == 2 else [(" " * inner, style)]
        else:
            text = face.item.text
            pad = (inner - len(text)) // 2
            item = [(" " * pad, style), (text, style + face.item.style),
                    (" " * (inner - pad - len(text)), style)]
        return [top, item] if self.scale.lines == 2 else [top, item, where]

    # -- moving ----------------------------------------------------------------------------

    def action_move(self, drow: int, dcol: int) -> None:
        """To the nearest hex that can be picked in that direction, when the decision is
        about hexes (none there: the cursor stays); else one hex, as Shift does."""
        if not self.state.selectable:
            self.action_step(drow, dcol)
            return
        target = self._nearest_choice(drow, dcol)
        if target is not None:
            self.cursor = target

    def _nearest_choice(self, drow: int, dcol: int) -> Coord | None:
        """The hex to pick nearest the cursor in that direction: up and down, in the nearest
        row above or below; left and right, in the cursor's row first. Then the closest
        across (counted in half hexes, as odd rows sit half a hex over)."""
        row = self.cursor[0]
        here = self._half(self.cursor)
        best: tuple[int, int, Coord] | None = None
        for coord in self.state.selectable:
            dy, dx = coord[0] - row, self._half(coord) - here
            ahead = dy * drow > 0 if drow else dx * dcol > 0
            if ahead and (best is None or (abs(dy), abs(dx), coord) < best):
                best = (abs(dy), abs(dx), coord)
        return best[2] if best is not None else None

    @staticmethod
    def _half(coord: Coord) -> int:
        """Where a hex stands across the map, in half hexes."""
        return 2 * coord[1] + coord[0] % 2

    def action_step(self, drow: int, dcol: int) -> None:
        row, col = self.cursor
        target = (row + drow, col + dcol)
        if drow and target not in self.hexes:  # slide to the nearest hex in the next row
            options = [c for c in self.hexes if c[0] == row + drow]
            if not options:
                return
            target = min(options, key=lambda c: abs(c[1] - col))
        if target in self.hexes:
            self.cursor = target

    def watch_cursor(self, old: Coord, coord: Coord) -> None:
        # only the lines of the rows through the cursor, before and now, change
        for row in {r for c in (old, coord) for r in range(c[0] - 1, c[0] + 2)}:
            self.refresh(Region(0, 1 + row * self.scale.lines, self.size.width,
                                self.scale.lines))
        self.post_message(BoardMoved(hex_ref(coord)))

    def cursor_ref(self) -> Ref:
        return hex_ref(self.cursor)

    def thing_at(self, x: int, y: int) -> Coord | None:
        return self.coord_at(x, y)

    def coord_at(self, x: int, y: int) -> Coord | None:
        """The hex under a point of the widget's content (walls belong to no hex)."""
        scale = self.scale
        x -= self._left + scale.margin
        row = (y - 1) // scale.lines
        if y < 1 or row >= self.rows:
            return None
        col, offset = divmod(x - (scale.shift if row % 2 else 0), scale.width)
        if offset == 0:
            return None
        coord = (row, col)
        return coord if coord in self.hexes else None

    def neighbours_of(self, coord: Coord) -> list[Coord]:
        return [n for n in neighbours(*coord) if n in self.hexes]
