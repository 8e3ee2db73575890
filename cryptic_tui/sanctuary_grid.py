"""The sanctuary as one widget drawn with the Line API: the board's squares, the status
line and the legend.

Each square is two characters: a terrain tile's letter and the bonus symbol still showing
on it, a cryptid tile's owner ("●2"), a starting space's letter, a fence ("##") or an
open square ("· "). Rows and columns are numbered from 1, as the options name them.

While the game asks where a tile goes (`placing`), the cursor sits on a square the tile
covers: its anchor, the first square of its top row (the options name the top left corner
of the turned tile's outline, "Row 3, column 4, turned 90°", which an L-shaped tile may
leave open). The squares the tile would cover show reversed, a starting space's letter
still showing on them; the anchors where it fits at this turn are underlined; the status
line says what the spot gives and which starting space it covers, or why the tile may not
go there. R turns the tile about its anchor, Shift+R back; Enter (or a click) places it
only where it fits. What each mark means is in one table (`TERRAIN`, `SYMBOL`, ...), which
the legend reads too."""

from __future__ import annotations

import textwrap
from collections.abc import Iterable
from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.binding import Binding
from textual.geometry import Size
from textual.strip import Strip

from cryptic_tui.map_marks import player_mark
from engine.core import Prompt
from engine.core.records import Frozen
from engine.cryptic.api import (
    Cell,
    CrypticView,
    Data,
    Sanctuary,
    Spot,
    cryptid_cells,
    cryptid_turns,
    cryptid_why_not,
    placed_squares,
    sanctuary_of,
    settle_gains,
    terrain_turns,
    terrain_why_not,
)
from engine.tui.board import BoardMoved, BoardPicked, CursorBoard, ref_kind
from engine.tui.legend import CURSOR, Mark, legend_lines

Char = tuple[str, Style]  # one character of the board and its style


def settler_mark(seat: int, colour: str, name: str) -> Mark:
    """A settled cryptid tile: a dot and its owner's number, on the owner's colour."""
    return player_mark(seat, colour, name).replace(text=f"●{seat + 1}")
MARGIN = 2  # the row numbers on the left
SQUARE = 3  # columns per square: a gap (where the cursor's brackets go), then 2 characters
STATUS_LINES = 2
ALL_TURNS = [0, 1, 2, 3]  # when the piece is not known, every turn is tried


def _ground(bg: str) -> Style:
    return Style(bgcolor=bg, color="#ffffff", bold=True)


# What each square may show; the legend reads the same marks.
TERRAIN: dict[str, Mark] = {
    "water": Mark("W", "water", _ground("#285a9c")),
    "mountains": Mark("M", "mountains", _ground("#7a5230")),
    "forests": Mark("F", "forests", _ground("#2e6b2e")),
}
SYMBOL: dict[str, Mark] = {
    "coin": Mark("c", "coin", Style(color="#ffd54f", bold=True)),
    "experience": Mark("e", "experience", Style(color="#ff9ecb", bold=True)),
    "initiative": Mark("i", "initiative", Style(color="#9ee7ff", bold=True)),
}
OPEN = Mark("·", "open square", Style(dim=True))
FENCE = Mark("##", "fence", Style(color="#808080", dim=True))
START_STYLE = Style(bgcolor="#505050", color="#ffffff", bold=True)
SETTLED = Mark("●", "cryptid tile, owner's number", Style(bold=True))
PREVIEW = Mark("rev", "the tile you place", Style(reverse=True, bold=True))
FITS = Mark("__", "where it fits (the cursor on this square)", Style(underline=True))


def start_mark(space: str, terrain: str | None) -> Mark:
    """A starting space square still uncovered: its letter, then the terrain it is kept
    for once a first tile opened it ("Aw")."""
    if terrain is None:
        return Mark(space, "starting space", START_STYLE, group="starting spaces")
    kept = TERRAIN[terrain].text.lower()
    return Mark(f"{space}{kept}", f"kept for {terrain}", START_STYLE)


class Piece(Frozen):
    """The tile being placed: a terrain tile ("terrain", its id) or a found cryptid's
    tile ("found", its name), and whose it is."""

    kind: str
    name: str
    seat: int

    @property
    def terrain(self) -> bool:
        return self.kind == "terrain"


def piece_of(prompt: Prompt | None) -> Piece | None:
    """The tile a prompt asks a spot for (its refs name it), or None."""
    if prompt is None:
        return None
    for ref in prompt.refs:
        kind, _, name = ref.partition(":")
        if kind in ("terrain", "found") and any(
                ref_kind(r) == "spot" for o in prompt.options for r in o.refs):
            return Piece(kind, name, prompt.seat)
    return None


def piece_turns(data: Data, piece: Piece) -> list[int]:
    """The turns of the piece that look different: the ones its spots use."""
    if piece.terrain:
        return terrain_turns(data.parts, piece.name)
    return cryptid_turns(data.cat, piece.name)


def preview_cells(data: Data, piece: Piece, spot: Spot) -> list[Cell]:
    """The squares the piece covers at a spot (some may lie off the board)."""
    if piece.terrain:
        return sorted(placed_squares(data.parts, piece.name, spot))
    return cryptid_cells(data.cat, piece.name, spot)


def anchor(data: Data, piece: Piece | None, turn: int) -> Cell:
    """Where the cursor sits on the turned tile, from its outline's top left corner: the
    first square of its top row, which the tile always covers."""
    if piece is None:
        return 0, 0
    return min(preview_cells(data, piece, Spot(turn, 0, 0)))


def why_not(data: Data, sanctuary: Sanctuary, piece: Piece, spot: Spot) -> str:
    """Why the piece may not go at a spot ("" when it may)."""
    if piece.terrain:
        return terrain_why_not(sanctuary, data.parts, piece.name, spot)
    return cryptid_why_not(sanctuary, data.parts, data.cat, piece.name, spot)


def gains_text(data: Data, sanctuary: Sanctuary, piece: Piece, spot: Spot) -> str:
    """What a legal spot gives: the symbols a terrain tile lays, or what a cryptid tile
    covers."""
    if piece.terrain:
        symbols = [s for s in placed_squares(data.parts, piece.name, spot).values() if s]
        return f"lays {', '.join(sorted(symbols))}" if symbols else "lays no symbol"
    gains = settle_gains(sanctuary, data.cat, piece.name, spot)
    found = [f"{n} {what}" for n, what in ((gains.coins, "coin"),
                                           (gains.experience, "experience"),
                                           (gains.initiative, "initiative")) if n]
    return f"gains {', '.join(found)}" if found else "gains nothing"


class SanctuaryGrid(CursorBoard, can_focus=True):
    """The arrows move the cursor, r and R turn the tile, Enter, Space or a click
    places it: the board's messages name spots as "spot:row,col,turn" (0-based, as
    `Spot.ref`), squares as "square:row,col"."""

    BINDINGS = [
        Binding("r", "turn(1)", "Turn", id="turn_tile", show=False),
        Binding("R,shift+r", "turn(-1)", "Turn back", id="turn_tile_back", show=False),
        Binding("enter,space", "pick", "Place", id="place_tile", show=False),
    ]

    def __init__(self, data: Data, colours: list[str], **kwargs: Any) -> None:
        """`data`: the game's static parts (`CrypticRules().data`: the catalog for the
        cryptid tiles, the table parts for the board and the terrain tiles)."""
        super().__init__(**kwargs)
        self.data = data
        self.colours = colours
        board = data.parts.sanctuary
        self.rows, self.cols = board.rows, board.cols
        self.sanctuary = Sanctuary(fenced=[])
        self.names: list[str] = []
        self.selectable: frozenset[str] = frozenset()
        self.marked: frozenset[str] = frozenset()
        self.piece: Piece | None = None
        self.anchored: Cell = (0, 0)  # the anchor, from the corner of the tile's outline
        #: rows it fills at least: the map's and its legend's, so the tabs below stay put
        #: when it takes their place (a moved tab is drawn again, in a slow frame)
        self.least_rows = 0
        self.cursor: Cell = (0, 0)
        self.turns = ALL_TURNS
        self.turn_index = 0
        self._fresh = False  # a new piece: the cursor goes to its first spot
        self._drawn: tuple[object, ...] = ()
        self._shown: tuple[object, ...] = ()  # the view's sanctuary and names, as drawn
        self._strips: list[Strip] = []

    # -- what the game tells -----------------------------------------------------------------

    def show(self, view: CrypticView) -> None:
        """Draw the sanctuary of a view (`game.view(seat)`); nothing to do when it is the
        one drawn (most key presses leave the sanctuary as it was)."""
        names = [p.name for p in view.players]
        shown = (repr(view.sanctuary), names)
        if shown == self._shown:
            return
        self._shown = shown
        self.sanctuary = sanctuary_of(self.data, view.sanctuary)
        self.names = names
        self._changed()

    def highlight(self, selectable: Iterable[str], marked: Iterable[str]) -> None:
        """The refs the decision offers (`spot:...`; others are ignored) and those marked:
        while the board is not focused, the cursor shows the marked spot (the option
        focused in the prompt panel)."""
        self.selectable = frozenset(r for r in selectable if ref_kind(r) == "spot")
        self.marked = frozenset(r for r in marked if ref_kind(r) == "spot")
        if self._fresh and self.selectable:
            self._fresh = False
            self._go_to(min(self.selectable, key=_spot_order))
        elif self.marked and not self.has_focus:
            self._go_to(min(self.marked, key=_spot_order))
        self._changed()

    def placing(self, piece: Piece | None) -> None:
        """Show this piece under the cursor (None: no tile is being placed)."""
        if piece == self.piece:
            return
        self.piece = piece
        self.turns = ALL_TURNS if piece is None else piece_turns(self.data, piece)
        self._set_turn(0)
        self._fresh = piece is not None
        if self._fresh and self.selectable:
            self._fresh = False
            self._go_to(min(self.selectable, key=_spot_order))
        self._changed()

    def _go_to(self, ref: str) -> None:
        """The cursor on the anchor of the tile at a spot, turned as it says."""
        spot = Spot.of_ref(ref)
        if spot.turn in self.turns:
            self._set_turn(self.turns.index(spot.turn))
        self.cursor = (spot.row + self.anchored[0], spot.col + self.anchored[1])

    def _set_turn(self, index: int) -> None:
        self.turn_index = index
        self.anchored = anchor(self.data, self.piece, self.turns[index])

    def _changed(self) -> None:
        """Draw anew; while hidden (the map is shown) only once it is shown again, which
        lays the screen out anyway: a hidden grid asks for no layout on every key."""
        self._drawn = ()
        if self.display:
            self.refresh(layout=True)

    # -- the spot under the cursor -------------------------------------------------------------

    @property
    def spot(self) -> Spot:
        """The spot the options name: the outline's corner, from the cursor's anchor."""
        (row, col), (down, across) = self.cursor, self.anchored
        return Spot(self.turns[self.turn_index], row - down, col - across)

    def _asking(self) -> bool:
        return bool(self.selectable) or self.piece is not None

    def fits(self, spot: Spot) -> bool:
        return spot.ref in self.selectable

    def status(self) -> str:
        """The line under the board: the spot under the cursor (what it gives, or why
        not), or what lies on the square under it."""
        spot = self.spot
        if not self._asking():
            return self._square_text(self.cursor)
        label = spot.label if self.anchored == (0, 0) else f"{spot.label} (its outline's corner)"
        if self.fits(spot):
            gives = "" if self.piece is None else \
                f": {gains_text(self.data, self.sanctuary, self.piece, spot)}"
            return (f"{label}{gives}{self._starts_covered(spot)}. "
                    f"{self._keys_hint('Enter places it, R turns it.')}")
        reason = "" if self.piece is None else \
            why_not(self.data, self.sanctuary, self.piece, spot)
        return (f"{label}: not here, {reason or 'not one of the choices'}. "
                f"{self._keys_hint('R turns it.')}")

    def _starts_covered(self, spot: Spot) -> str:
        """", covers starting space A": the starting spaces the tile would lie on."""
        if self.piece is None:
            return ""
        cells = preview_cells(self.data, self.piece, spot)
        spaces = sorted({self._start_at(cell) for cell in cells} - {""})
        return f", covers starting space {' and '.join(spaces)}" if spaces else ""

    def _keys_hint(self, keys: str) -> str:
        """The grid's keys work once it has the keyboard: until then, say how to get there."""
        return keys if self.has_focus else "F7 moves the keyboard to the grid."

    def _square_text(self, cell: Cell) -> str:
        s = self.sanctuary
        words = [f"Row {cell[0] + 1}, column {cell[1] + 1}:"]
        if cell in s.fenced:
            words.append("fence")
        else:
            words.append(s.terrain.get(cell, "open"))
        on = [x for x in s.settled if cell in x.cells]
        if on:
            top = on[-1]
            words.append(f"{top.cryptid} ({self._owner(top.seat)})")
        elif cell in s.symbols:
            words.append(s.symbols[cell])
        space = self._start_at(cell)
        if space and cell not in s.terrain:
            words.append(f"starting space {space}")
        return " ".join(words)

    def _owner(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else f"Player {seat + 1}"

    def _start_at(self, cell: Cell) -> str:
        for space, cells in self.data.parts.sanctuary.starting_spaces.items():
            if cell in cells:
                return space
        return ""

    # -- marks -----------------------------------------------------------------------------

    def square_mark(self, cell: Cell) -> tuple[Mark, Mark | None]:
        """What a square shows: its main mark, and a second one (a symbol, an owner)."""
        s = self.sanctuary
        if cell in s.fenced:
            return FENCE, None
        on = [x for x in s.settled if cell in x.cells]
        if on:
            seat = on[-1].seat
            return settler_mark(seat, self.colours[seat % len(self.colours)],
                             self._owner(seat)), None
        terrain = s.terrain.get(cell)
        if terrain is not None:
            symbol = s.symbols.get(cell)
            return TERRAIN[terrain], None if symbol is None else SYMBOL[symbol]
        space = self._start_at(cell)
        if space:
            return start_mark(space, s.opened.get(space)), None
        return OPEN, None

    def _square_chars(self, cell: Cell, base: Style) -> list[Char]:
        main, extra = self.square_mark(cell)
        style = base + main.style
        if extra is None:
            text = main.text.ljust(2)
            return [(ch, style) for ch in text[:2]]
        return [(main.text, style), (extra.text, style + extra.style)]

    def _preview(self, base: Style) -> dict[Cell, list[Char]]:
        """The squares the piece would cover, reversed: a terrain tile as it would look
        there, a cryptid tile over what it covers."""
        if self.piece is None:
            return {}
        style = base + PREVIEW.style
        spot = self.spot
        if self.piece.terrain:
            tile = next(t for t in self.data.parts.terrain_tiles.tiles
                        if t.id == self.piece.name)
            letter = TERRAIN[tile.terrain].text
            squares = placed_squares(self.data.parts, self.piece.name, spot)
            return {cell: [(letter, style), (self._under_preview(cell, b), style)]
                    for cell, b in squares.items()}
        return {cell: [(ch, style) for ch, _ in self._square_chars(cell, base)]
                for cell in preview_cells(self.data, self.piece, spot)}

    def _under_preview(self, cell: Cell, symbol: str | None) -> str:
        """The second character of a square under a terrain tile's preview: the letter of
        a starting space still open there (the status line names the symbol it would
        lay), else the tile's symbol."""
        space = self._start_at(cell)
        if space and cell not in self.sanctuary.terrain:
            return space
        return SYMBOL[symbol].text if symbol else " "

    def legend(self) -> list[Mark]:
        """Every mark on the board now, in the table's order, then the owners by seat,
        then how the board shows the decision."""
        s = self.sanctuary
        marks: list[Mark] = [OPEN]
        starts = {self.square_mark(cell)[0] for cells in
                  self.data.parts.sanctuary.starting_spaces.values() for cell in cells}
        marks += sorted((m for m in starts if m.style is START_STYLE), key=lambda m: m.text)
        if s.fenced:
            marks.append(FENCE)
        marks += [TERRAIN[t] for t in TERRAIN if t in s.terrain.values()]
        covered = {cell for x in s.settled for cell in x.cells}
        visible = {b for cell, b in s.symbols.items() if cell not in covered}
        marks += [SYMBOL[b] for b in SYMBOL if b in visible]
        seats = sorted({x.seat for x in s.settled})
        if seats:
            marks.append(SETTLED)
            marks += [settler_mark(seat, self.colours[seat % len(self.colours)],
                                self._owner(seat)) for seat in seats]
        marks.append(CURSOR)
        if self.piece is not None:
            marks += [PREVIEW, FITS]
        return marks

    # -- drawing ---------------------------------------------------------------------------

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return max(len(self._frame(width)), self.least_rows)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return MARGIN + self.cols * SQUARE + 1

    def render_line(self, y: int) -> Strip:
        # every segment carries a style built on the widget's own: Textual's filters (such
        # as the monochrome one NO_COLOR turns on) read the style of each segment
        strips = self._frame(self.size.width)
        if y < len(strips):
            return strips[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def _frame(self, width: int) -> list[Strip]:
        """Every line, drawn once per change of state, cursor, turn, focus or width."""
        base = self.visual_style.rich_style
        key = (width, base, self.cursor, self.turn_index, self.has_focus)
        if key != self._drawn:
            lines = self._grid(base) + self._notes(width, base)
            self._strips = [self._strip(line, width, base) for line in lines]
            self._drawn = key
        return self._strips

    def _grid(self, base: Style) -> list[list[Segment]]:
        """The column numbers, then a line per row with its number."""
        number = base + Style(dim=True)
        head = " " * MARGIN + "".join(f"{c + 1:>{SQUARE}}" for c in range(self.cols))
        lines = [[Segment(head, number)]]
        preview = self._preview(base)
        fits = self._fitting_anchors()
        for row in range(self.rows):
            chars: list[Char] = [(ch, number) for ch in f"{row + 1:>{MARGIN}}"]
            for col in range(self.cols):
                cell = (row, col)
                squares = preview.get(cell) or self._square_chars(cell, base)
                if cell in fits:
                    squares = [(ch, style + FITS.style) for ch, style in squares]
                chars += [(" ", base), *squares]
            chars.append((" ", base))
            if row == self.cursor[0]:
                self._bracket(chars, base)
            lines.append(_segments(chars))
        return lines

    def _fitting_anchors(self) -> set[Cell]:
        """The anchors of the spots where the tile fits at this turn: the squares the
        cursor places it from."""
        turn = self.turns[self.turn_index]
        spots = (Spot.of_ref(r) for r in self.selectable)
        down, across = self.anchored
        return {(s.row + down, s.col + across) for s in spots if s.turn == turn}

    def _bracket(self, chars: list[Char], base: Style) -> None:
        """The cursor's brackets in the gaps around its square, bright while focused."""
        style = base + Style(bold=True, reverse=self.has_focus)
        x = MARGIN + self.cursor[1] * SQUARE
        chars[x], chars[x + SQUARE] = ("[", style), ("]", style)

    def _notes(self, width: int, base: Style) -> list[list[Segment]]:
        """The status lines (always two, so the board keeps its height), the closed
        terrains, then the legend."""
        status = textwrap.wrap(self.status(), max(width, 20))[:STATUS_LINES]
        status += [""] * (STATUS_LINES - len(status))
        lines = [[Segment(text, base + Style(bold=True))] for text in status]
        if self.sanctuary.closed:
            lines.append([Segment(f"Closed for good: {', '.join(self.sanctuary.closed)}",
                                  base)])
        return lines + legend_lines(self.legend(), width, base)

    def _strip(self, segments: list[Segment], width: int, base: Style) -> Strip:
        return Strip(segments).crop(0, width).extend_cell_length(width, base)

    # -- moving ----------------------------------------------------------------------------

    def action_move(self, drow: int, dcol: int) -> None:
        row, col = self.cursor[0] + drow, self.cursor[1] + dcol
        if 0 <= row < self.rows and 0 <= col < self.cols:
            self.cursor = (row, col)
            self._moved()

    def action_turn(self, step: int) -> None:
        """Turn the tile about the square under the cursor."""
        self._set_turn((self.turn_index + step) % len(self.turns))
        self._moved()

    def _moved(self) -> None:
        self.refresh(layout=True)
        ref = self.spot.ref if self._asking() else f"square:{self.cursor[0]},{self.cursor[1]}"
        self.post_message(BoardMoved(ref))

    def action_pick(self) -> None:
        """Place the tile at the spot under the cursor, only where it fits (the status
        line says why not)."""
        if self.fits(self.spot):
            self.post_message(BoardPicked(self.spot.ref))
        elif self._asking():
            self.app.bell()

    def cursor_ref(self) -> str:
        return self.spot.ref

    def thing_at(self, x: int, y: int) -> Cell | None:
        return self.cell_at(x, y)

    def move_cursor_to(self, thing: Cell) -> None:
        self.cursor = thing
        self._moved()

    def cell_at(self, x: int, y: int) -> Cell | None:
        """The square under a point of the widget's content."""
        row, (col, offset) = y - 1, divmod(x - MARGIN, SQUARE)
        if 0 <= row < self.rows and 0 <= col < self.cols and offset:
            return row, col
        return None


def _spot_order(ref: str) -> tuple[int, int, int]:
    """The options' order: by square, then turn."""
    spot = Spot.of_ref(ref)
    return spot.row, spot.col, spot.turn


def _segments(chars: list[Char]) -> list[Segment]:
    """Runs of one style make one segment."""
    segments: list[Segment] = []
    for ch, style in chars:
        if segments and segments[-1].style == style:
            segments[-1] = Segment(segments[-1].text + ch, style)
        else:
            segments.append(Segment(ch, style))
    return segments
