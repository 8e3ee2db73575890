"""The map of Europe as one widget drawn with the Line API.

Each location is a small box on a grid (`at: [row, col]` in map.yaml). A city shows its name
and below it a Wolpertinger token and the cryptozoologists standing there; a region shows
its id, the evidence lying there and who stands there, with its name under them when the
box has the lines. Each grid column is as wide as its names need, and names are shortened
(with a dot) only when the window is too narrow for them whole. Links are lines that start
and end at the boxes they join: across, up and down, or with two bends in the line between
two rows. The line under the map names the place under the cursor and where its links go.
What each mark means is in `map_marks`; `MapLegend` explains them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text
from textual.binding import Binding
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from cryptic_tui.map_marks import (
    CITY,
    EVIDENCE,
    FADED,
    FILL,
    LINK,
    LIT,
    MORE,
    REGION,
    STEPS,
    WOLPERTINGER,
    player_mark,
)
from engine.core.records import Frozen
from engine.cryptic.api import Catalog, Location
from engine.tui.board import BoardMoved, Cell, CursorBoard, Ref, ref_kind, ref_value
from engine.tui.legend import CURSOR, Mark

Pos = tuple[int, int]  # (row, column) on the map's grid
Runs = list[tuple[str, Style]]  # a line of a place: pieces of text and their styles


class TokenShown(Protocol):
    """An evidence token face up on the map (`engine.cryptic.api.EvidencePiece`)."""

    @property
    def type(self) -> str: ...
    @property
    def price(self) -> int: ...


class Standing(Protocol):
    """A cryptozoologist on the map (`engine.cryptic.api.PlayerView`)."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def location(self) -> str: ...


class TokensLaid(Protocol):
    """The Wolpertinger's part of a view: the cities where a token lies face down."""

    @property
    def cities(self) -> Sequence[str]: ...


class MapView(Protocol):
    """The parts of a view the map reads (`engine.cryptic.api.CrypticView` has them): a
    test can show the map a table of its own making."""

    @property
    def viewer(self) -> int: ...
    @property
    def board(self) -> Mapping[str, Sequence[TokenShown | None]]: ...
    @property
    def players(self) -> Sequence[Standing]: ...
    @property
    def wolpertinger(self) -> TokensLaid | None: ...  # None: the module is off
CURSOR_LEFT, CURSOR_RIGHT = "[", "]"
# lines kept below the map for its legend and for the tabs under it before the boxes grow
BELOW_ROOM = 12
MIN_COLUMNS = 7  # places without `at` fill rows this wide below the others
# the narrowest inside of a box: a region's id and two evidence letters, and in a box of
# three lines (where a region's first line also says who stands there) one more of each
MIN_ROOM = {2: 6, 3: 8}
# how a link is drawn: along a row, down a column, or from one row to the next with two
# bends in the line between the rows (FALL: down to the right, RISE: up to the right); the
# bends touch the two boxes, so each end of the line is at the place it joins
ACROSS, DOWN, FALL, RISE = "─", "│", "fall", "rise"
CROSSING = "┼"
FALL_BENDS = ("╰", "╮")  # under the upper place (on its left), over the lower one
RISE_BENDS = ("╭", "╯")  # over the lower place (on its left), under the upper one


def location_ref(loc: str) -> Ref:
    return f"location:{loc}"


def locations_in(refs: Iterable[Ref]) -> set[str]:
    """The location ids among board references ("location:N1" -> "N1")."""
    return {ref_value(r) for r in refs if ref_kind(r) == "location"}


def layout(cat: Catalog) -> dict[str, Pos]:
    """Each location's place on the grid: its `at`; a copy of the data without one gets rows
    of its own below the others, in the file's order."""
    spots = {loc.id: loc.at for loc in cat.map.locations if loc.at is not None}
    top = max((r for r, _ in spots.values()), default=-1) + 1
    width = max(MIN_COLUMNS, max((c for _, c in spots.values()), default=-1) + 1)
    loose = [loc.id for loc in cat.map.locations if loc.at is None]
    for i, loc in enumerate(loose):
        spots[loc] = (top + i // width, i % width)
    return spots


def route(a: Pos, b: Pos, taken: set[Pos]) -> str | None:
    """How the line between two places is drawn, or None when it cannot be (they are not
    in one row or column with only empty places between, nor corner to corner)."""
    (r1, c1), (r2, c2) = sorted((a, b))
    if r1 == r2:
        between = {(r1, c) for c in range(c1 + 1, c2)}
        return ACROSS if not between & taken else None
    if c1 == c2:
        between = {(r, c1) for r in range(r1 + 1, r2)}
        return DOWN if not between & taken else None
    if r2 - r1 == 1 and abs(c2 - c1) == 1:
        return FALL if c2 > c1 else RISE
    return None


def routes(links: Iterable[tuple[str, str]], spots: dict[str, Pos]) -> dict[
        tuple[str, str], str | None]:
    """Every link's route. Of two corner links that cross (an X between four places), the
    second is written out in words: their bends would share one stretch of line."""
    taken = set(spots.values())
    found: dict[tuple[str, str], str | None] = {}
    corners: set[tuple[int, int]] = set()  # the top-left grid spot of each corner's square
    for a, b in links:
        how = route(spots[a], spots[b], taken)
        if how in (FALL, RISE):
            square = (min(spots[a][0], spots[b][0]), min(spots[a][1], spots[b][1]))
            how = None if square in corners else how
            corners.add(square)
        found[(a, b)] = how
    return found


class Place(Frozen):
    """What one location shows now."""

    evidence: tuple[str, ...] = ()  # evidence types lying there
    seats: tuple[int, ...] = ()  # cryptozoologists standing there
    wolpertinger: bool = False
    steps: int | None = None  # distance from the viewer, when reachable in a move
    look: Mark | None = None  # FADED (not a choice now) or LIT (picked or pointed out)


class Scale(Frozen):
    """How big the places are drawn: their lines, each grid column's width (the cursor's
    brackets included) and the columns between two grid columns (a line always lies
    between two rows of places)."""

    lines: int
    widths: tuple[int, ...]
    gap: int

    def size(self, rows: int) -> Size:
        return Size(sum(self.widths) + self.gap * (len(self.widths) - 1),
                    rows * (self.lines + 1) - 1)

    def origin(self, pos: Pos) -> tuple[int, int]:
        """The top left corner of a place: (x, y)."""
        row, col = pos
        return sum(self.widths[:col]) + col * self.gap, row * (self.lines + 1)

    def width(self, pos: Pos) -> int:
        return self.widths[pos[1]]


# (lines, gap) from the biggest: the first whose boxes fit, names whole, then shortened
FRAMES = ((3, 3), (3, 2), (2, 3), (2, 2))


def wrapped(name: str, room: int, lines: int) -> list[str]:
    """A name in at most `lines` lines of `room` columns, by words; what does not fit is
    cut short with a dot ("Copenhagen" in 7: "Copenh.")."""
    out: list[str] = []
    words = name.split()
    while words and len(out) < lines:
        line = words.pop(0)
        while words and cell_len(line) + 1 + cell_len(words[0]) <= room:
            line += " " + words.pop(0)
        last = len(out) == lines - 1
        if cell_len(line) > room or (last and words):
            line = " ".join([line, *words])[:room - 1].rstrip() + "."
            words = []
        out.append(line)
    return out


def name_room(name: str, lines: int) -> int:
    """The fewest columns that show a name whole in `lines` lines (each word whole)."""
    room = max(cell_len(word) for word in name.split())
    while " ".join(wrapped(name, room, lines)) != " ".join(name.split()):
        room += 1
    return room


def names_lines(loc: Location, lines: int) -> int:
    """The lines of a box its name has: a city's first, a region's below its marks (none
    in a box of two lines, whose second is for who stands there)."""
    if loc.kind == "city":
        return 1
    return lines - 1 if lines > 2 else 0


def column_rooms(places: list[tuple[Location, Pos]], cols: int, lines: int) -> list[int]:
    """The room inside each grid column's boxes that shows every name there whole."""
    rooms = [MIN_ROOM[lines]] * cols
    for loc, (_, col) in places:
        name_lines = names_lines(loc, lines)
        if name_lines:
            rooms[col] = max(rooms[col], name_room(loc.name, name_lines))
    return rooms


def narrowed(rooms: list[int], least: int, gap: int, width: int) -> list[int] | None:
    """The rooms made to fit `width`, the widest given up first; None if even the
    narrowest boxes do not fit."""
    rooms = list(rooms)
    while sum(rooms) + 2 * len(rooms) + gap * (len(rooms) - 1) > width:
        widest = max(range(len(rooms)), key=lambda i: rooms[i])
        if rooms[widest] <= least:
            return None
        rooms[widest] -= 1
    return rooms


def smallest(cols: int) -> Scale:
    """The boxes drawn when none fit: two lines, the narrowest columns, narrow gaps."""
    return Scale(2, (MIN_ROOM[2] + 2,) * cols, 2)


def fit(rooms_for: Callable[[int], list[int]], rows: int, cols: int, width: int,
        height: int) -> Scale:
    """The biggest boxes that fit: three lines before two, names whole before shortened,
    wide gaps before narrow ones. `rooms_for(lines)` is each grid column's room that
    shows its names whole in boxes of that many lines (`column_rooms`)."""
    for whole in (True, False):
        for lines, gap in FRAMES:
            if rows * (lines + 1) - 1 > height:
                continue
            rooms = rooms_for(lines)
            if not whole:
                rooms = narrowed(rooms, MIN_ROOM[lines], gap, width) or []
            scale = Scale(lines, tuple(room + 2 for room in rooms), gap)
            if rooms and scale.size(rows).width <= width:
                return scale
    return smallest(cols)


def place_label(loc: Location, room: int) -> str:
    """A region by its id, a city by its name (shortened with a dot to its room)."""
    return loc.id if loc.kind == "region" else wrapped(loc.name, room, 1)[0]


def cursor_line(here: Location, near: Sequence[Location], width: int) -> str:
    """The line under the map: the place under the cursor (`here`) by its whole name and
    the places its links lead to (`near`, in the order named), by name while the line
    has room, else by id."""
    def short(where: Location) -> str:
        return where.id if where.kind == "region" else where.name

    line = ""
    for name in (lambda where: location_name(where, id_first=True), short):
        line = f"{location_name(here, id_first=True)}: links to " + ", ".join(
            name(where) for where in near)
        if cell_len(line) <= width:
            return line
    return line


class EuropeMap(CursorBoard, can_focus=True):
    """The arrows move the cursor to the nearest place that way; Enter, Space or a
    click picks the place under it (the board's messages name it "location:<id>").

    `cat` is the Cryptic catalog (`engine.cryptic.parts.catalog.Catalog`, as `Data.cat`): the map
    and the evidence names; `colours` are the players' colours by seat."""

    BINDINGS = [
        Binding("enter,space", "pick", "Pick place", id="pick_place", show=False),
    ]
    cursor: reactive[str] = reactive("", always_update=True)

    def __init__(self, cat: Catalog, colours: list[str], **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.border_title = "Map"  # shown when the app gives the map a border
        self.cat = cat
        self.colours = colours
        self.locations = {loc.id: loc for loc in cat.map.locations}
        self.spots = layout(cat)
        self.rows = max(r for r, _ in self.spots.values()) + 1
        self.cols = max(c for _, c in self.spots.values()) + 1
        self.routes = routes(cat.map.links, self.spots)
        # the places each one's links lead to, in the order the line under the map names them
        self.near = {
            loc: tuple(self.locations[n] for n in sorted(
                ns, key=lambda n: (self.locations[n].at or (0, 0), n)))
            for loc, ns in cat.neighbours().items() if loc in self.locations}
        self._rooms: dict[int, list[int]] = {}  # column_rooms by the boxes' lines
        self._fitted: tuple[int, int] | None = None  # the width and height self.scale fits
        self._subtitle: str | None = None  # the line under the map, as last shown
        self.view: MapView | None = None  # nothing shown yet
        self.selectable: set[str] = set()
        self.marked: set[str] = set()
        self.places: dict[str, Place] = {loc: Place() for loc in self.spots}
        self.scale = smallest(self.cols)
        self._version = 0  # counts the states shown: the drawing is kept until it changes
        self._drawn: tuple[object, ...] = ()
        self.set_reactive(EuropeMap.cursor, min(self.spots, key=lambda loc: self.spots[loc]))

    # -- what it shows -------------------------------------------------------------------

    def show(self, view: MapView) -> None:
        """What lies where: the engine's view for the seat at the keyboard."""
        self.view = view
        self._update()

    def highlight(self, selectable: set[str], marked: set[str]) -> None:
        """The decision on the map: `selectable` places lead to an option (the others are
        dimmed while it is not empty); `marked` places are picked or pointed out."""
        self.selectable, self.marked = set(selectable), set(marked)
        self._update()

    def _update(self) -> None:
        places = self._places()
        if places == self.places:
            return
        self.places = places
        self._version += 1
        self.refresh()

    def _places(self) -> dict[str, Place]:
        view = self.view
        board = view.board if view is not None else {}
        players = view.players if view is not None else []
        tokens = set(_token_cities(view))
        steps = self._reach()
        places = {}
        for loc in self.spots:
            evidence = tuple(t.type for t in board.get(loc, []) if t is not None)
            seats = tuple(p.seat for p in players if p.location == loc)
            look = (LIT if loc in self.marked else
                    FADED if self.selectable and loc not in self.selectable else None)
            places[loc] = Place(evidence, seats, loc in tokens, steps.get(loc), look)
        return places

    def _reach(self) -> dict[str, int]:
        """While places are to be picked: the steps from the viewer's cryptozoologist to each
        of them (none before it stands anywhere)."""
        here = _standing(self.view)
        if not self.selectable or not here:
            return {}
        return {loc: d for loc, d in self.cat.distances(here).items()
                if loc in self.selectable and d > 0}

    def player_name(self, seat: int) -> str:
        names = {p.seat: p.name for p in (self.view.players if self.view is not None else [])}
        return str(names.get(seat, f"Player {seat + 1}"))

    def player(self, seat: int) -> Mark:
        colour = self.colours[seat % len(self.colours)] if self.colours else ""
        return player_mark(seat, colour, self.player_name(seat))

    # -- the legend ----------------------------------------------------------------------

    def legend(self) -> list[Mark]:
        """The marks on the map now: places and links, the evidence lying out, the
        Wolpertinger tokens, the players by seat, then how the decision is shown."""
        places = self.places.values()
        marks = [REGION, CITY, LINK]
        kinds = {kind for place in places for kind in place.evidence}
        marks += [mark for kind, mark in EVIDENCE.items() if kind in kinds]
        if any(len(place.evidence) > self._evidence_room(loc)
               for loc, place in self.places.items()):
            marks.append(MORE)
        if any(p.wolpertinger for p in places):
            marks.append(WOLPERTINGER)
        seats = sorted({seat for place in places for seat in place.seats})
        marks += [self.player(seat) for seat in seats]
        if any(p.steps is not None for p in places):
            marks.append(STEPS)
        marks.append(CURSOR)
        if any(p.look is FADED for p in places):
            marks.append(FADED)
        if any(p.look is LIT for p in places):
            marks.append(LIT)
        return marks

    # -- size ----------------------------------------------------------------------------

    def _column_rooms(self, lines: int) -> list[int]:
        """`column_rooms` for boxes of `lines` lines, worked out once (only the names and
        the lines decide it, never the window)."""
        if lines not in self._rooms:
            placed = [(self.locations[loc], pos) for loc, pos in self.spots.items()]
            self._rooms[lines] = column_rooms(placed, self.cols, lines)
        return self._rooms[lines]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        # the room around the map decides how big the places may grow
        room = self.parent.size.height if isinstance(self.parent, Widget) else container.height
        if self._fitted != (width, room):
            self.scale = fit(self._column_rooms, self.rows, self.cols, width, room - BELOW_ROOM)
            self._fitted = (width, room)
        self._show_cursor_line()
        return self.scale.size(self.rows).height + len(self._unrouted_lines(width))

    def _room(self, loc: str) -> int:
        return self.scale.width(self.spots[loc]) - 2  # inside the cursor's brackets

    def _evidence_room(self, loc: str) -> int:
        """The evidence letters a region's first line has room for: after its id and a
        blank, and in a box of three lines before who stands there."""
        room = self._room(loc) - 3
        if self.scale.lines > 2 and self._people_width(self.places[loc]):
            room -= self._people_width(self.places[loc]) + 1
        return max(1, room)

    @staticmethod
    def _people_width(place: Place) -> int:
        steps = len(f" →{place.steps}") if place.steps is not None else 0
        return len(place.seats) + steps

    # -- drawing -------------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        # every segment carries a style built on the widget's own: Textual's filters (such
        # as the monochrome one NO_COLOR turns on) read the style of each segment
        base = self.visual_style.rich_style
        key = (self._version, self.scale, self.size.width, base)
        if key != self._drawn:  # the state or the size changed: draw the map once
            self._lines = self._draw(base)
            self._line_strips, self._cursor_line_strips, self._drawn = {}, {}, key
        return self.line_strip(y, base)

    def _draw(self, base: Style) -> list[list[Cell]]:
        """Every line of the map without the cursor: the links, the places over them, then
        the links the grid cannot draw, in words."""
        size = self.scale.size(self.rows)
        grid = [[(" ", base)] * size.width for _ in range(size.height)]
        line_style = base + LINK.style
        for (a, b), how in self.routes.items():
            if how is not None:
                self._draw_link(grid, a, b, how, line_style)
        for loc in self.spots:
            self._draw_place(grid, loc, base)
        self._left = max(0, (self.size.width - size.width) // 2)
        notes = [[(ch, base + LINK.style) for ch in line]
                 for line in self._unrouted_lines(self.size.width)]
        return grid + notes

    def _draw_link(self, grid: list[list[Cell]], a: str, b: str, how: str,
                   style: Style) -> None:
        for y, x, glyph in self._link_cells(a, b, how):
            crossing = grid[y][x][0] in (ACROSS, DOWN) and grid[y][x][0] != glyph
            grid[y][x] = (CROSSING if crossing else glyph, style)

    def _link_cells(self, a: str, b: str, how: str) -> list[tuple[int, int, str]]:
        """The cells of a link's line, (y, x, character), each end touching its place."""
        scale = self.scale
        upper, lower = sorted((self.spots[a], self.spots[b]))  # by row, then column
        (xa, ya), (xb, yb) = scale.origin(upper), scale.origin(lower)
        wa, wb = scale.width(upper), scale.width(lower)
        if how == ACROSS:
            return [(ya, x, ACROSS) for x in range(xa + wa, xb)]
        if how == DOWN:
            return [(y, xa + wa // 2, DOWN) for y in range(ya + scale.lines, yb)]
        y = ya + scale.lines  # the line between the two rows
        if how == FALL:  # from under the upper place's right end to over the lower's left
            start, end, (first, last) = xa + wa - 2, xb + 1, FALL_BENDS
        else:  # from over the lower place's right end to under the upper's left
            start, end, (first, last) = xb + wb - 2, xa + 1, RISE_BENDS
        return [(y, start, first), *((y, x, ACROSS) for x in range(start + 1, end)),
                (y, end, last)]

    def _draw_place(self, grid: list[list[Cell]], loc: str, base: Style) -> None:
        x, y = self.scale.origin(self.spots[loc])
        width = self.scale.width(self.spots[loc])
        for i, runs in enumerate(self._inside(loc, base)):
            cells = [(ch, style) for text, style in runs for ch in text]
            grid[y + i][x:x + width] = cells

    def _inside(self, loc: str, base: Style) -> list[Runs]:
        """A place's lines as runs of text, one blank column each side for the cursor: a
        city's name, then its token and who stands there; a region's id, its evidence and
        who stands there (on a line of their own in a box of two lines), then its name."""
        place, where, room = self.places[loc], self.locations[loc], self._room(loc)
        label_mark = REGION if where.kind == "region" else CITY
        if place.look is FADED:  # no fill: the choices stand out, with colour or not
            fill = base
            text_style = fill + FADED.style
        elif place.look is LIT:  # the whole place reversed, its label without colour
            fill = base + LIT.style
            text_style = fill + Style(bold=True, italic=label_mark is CITY)
        else:
            fill = base + FILL[where.kind]
            text_style = fill + label_mark.style
        label: list[tuple[str, Style]] = [(place_label(where, room), text_style)]
        lines = (self._city_lines if where.kind == "city" else self._region_lines)(
            loc, label, fill)
        lines += [[]] * (self.scale.lines - len(lines))
        return [[(" ", fill), *pad(runs, room, fill), (" ", fill)] for runs in lines]

    def _city_lines(self, loc: str, label: Runs, fill: Style) -> list[Runs]:
        """The name, then the Wolpertinger token and who stands there."""
        place = self.places[loc]
        token = [(WOLPERTINGER.text, fill + WOLPERTINGER.style), (" ", fill)]
        token = token if place.wolpertinger else []
        return [label, [*token, *self._people_runs(place, fill, self._room(loc) - len(token))]]

    def _region_lines(self, loc: str, label: Runs, fill: Style) -> list[Runs]:
        """The id and the evidence, who stands there (after them in a box of three lines,
        below them in one of two), then the name in the lines left."""
        place, room = self.places[loc], self._room(loc)
        evidence = self._evidence_runs(place, fill, self._evidence_room(loc))
        label = [*label, (" ", fill), *evidence] if evidence else label
        if self.scale.lines == 2:
            return [label, self._people_runs(place, fill, room)]
        lines = [label]
        if self._people_width(place):
            rest = room - sum(cell_len(text) for text, _ in label) - 1
            lines = [[*label, (" ", fill), *self._people_runs(place, fill, rest)]]
        where = self.locations[loc]
        names = wrapped(where.name, room, names_lines(where, self.scale.lines))
        return lines + [[(text, fill + Style(dim=True))] for text in names]

    @staticmethod
    def _evidence_runs(place: Place, fill: Style, room: int) -> list[tuple[str, Style]]:
        """The evidence lying there, a letter each, in `room` letters (a mark for more)."""
        shown = list(place.evidence)
        if len(shown) > room:
            shown = shown[:room - 1]
        runs = [(EVIDENCE[k].text, fill + EVIDENCE[k].style) for k in shown]
        if len(shown) < len(place.evidence):
            runs.append((MORE.text, fill + MORE.style))
        return runs

    def _people_runs(self, place: Place, fill: Style, room: int) -> list[tuple[str, Style]]:
        """The cryptozoologists standing there, then how far the place is, at the right of
        `room` columns."""
        steps = f"→{place.steps}" if place.steps is not None else ""
        room = max(1, room - (cell_len(steps) + 1 if steps else 0))
        seats = list(place.seats)
        runs = [(self.player(s).text, fill + self.player(s).style) for s in seats[:room]]
        if len(seats) > room:
            runs[-1] = (MORE.text, fill + MORE.style)
        if steps:
            used = sum(cell_len(text) for text, _ in runs)
            runs += [(" " * (room + 1 - used), fill), (steps, fill + STEPS.style)]
        return runs

    def _unrouted_lines(self, width: int) -> list[str]:
        """The links the grid cannot draw (a copy of the data whose places do not line up),
        written under the map."""
        names = [f"{a}-{b}" for (a, b), how in self.routes.items() if how is None]
        if not names:
            return []
        lines, line = [], "Also linked:"
        for name in names:
            if cell_len(line) + 1 + len(name) > max(width, 20):
                lines.append(line)
                line = " "
            line += " " + name
        return [*lines, line]

    def _cursor_region(self, loc: str) -> tuple[int, int, int]:
        """The cursor's place on screen: x of its left bracket, first line, lines."""
        x, y = self.scale.origin(self.spots[loc])
        return x, y, self.scale.lines

    def _cursor_line(self, y: int) -> bool:
        _, top, lines = self._cursor_region(self.cursor)
        return top <= y < top + lines

    def _with_cursor(self, y: int, base: Style) -> list[Cell]:
        """A line through the cursor's place: brackets at its sides, bright while the map
        has the focus."""
        x, _, _ = self._cursor_region(self.cursor)
        style = base + CURSOR.style + Style(reverse=self.has_focus)
        cells = list(self._lines[y])
        cells[x] = (CURSOR_LEFT, style)
        cells[x + self.scale.width(self.spots[self.cursor]) - 1] = (CURSOR_RIGHT, style)
        return cells

    # -- moving and picking --------------------------------------------------------------

    def action_move(self, drow: int, dcol: int) -> None:
        """To the nearest place that way, those within 45 degrees of it first."""
        row, col = self.spots[self.cursor]
        best: tuple[tuple[bool, int, int, Pos], str] | None = None
        for loc, (r, c) in self.spots.items():
            ahead = (r - row) * drow + (c - col) * dcol
            aside = abs((r - row) * dcol) + abs((c - col) * drow)
            if ahead <= 0:
                continue
            key = (aside > ahead, ahead + 2 * aside, aside, (r, c))
            if best is None or key < best[0]:
                best = (key, loc)
        if best is not None:
            self.cursor = best[1]

    def watch_cursor(self, old: str, loc: str) -> None:
        for where in {old, loc} & set(self.spots):  # only the two places' lines change
            _, top, lines = self._cursor_region(where)
            self.refresh(Region(0, top, self.size.width, lines))
        self._show_cursor_line()
        self.post_message(BoardMoved(location_ref(loc)))

    def _show_cursor_line(self) -> None:
        """Under the map (in its border): the whole name of the place under the cursor and
        the places its links lead to; a Text, so names from the data are never markup."""
        room = max(20, self.size.width - 4)  # the border's corners and a blank each side
        line = cursor_line(self.locations[self.cursor], self.near.get(self.cursor, ()), room)
        if line != self._subtitle:  # setting the subtitle repaints the whole map
            self._subtitle = line
            self.border_subtitle = Text(line)

    def cursor_ref(self) -> Ref:
        return location_ref(self.cursor)

    def thing_at(self, x: int, y: int) -> str | None:
        return self.location_at(x, y)

    def location_at(self, x: int, y: int) -> str | None:
        """The place under a point of the widget's content (lines belong to none)."""
        x -= self._left
        for loc, pos in self.spots.items():
            left, top = self.scale.origin(pos)
            width = self.scale.width(pos)
            if left <= x < left + width and top <= y < top + self.scale.lines:
                return loc
        return None

    # -- help ----------------------------------------------------------------------------

    def describe(self, view: MapView, loc: str) -> str:
        return describe(self.cat, view, loc)


def pad(runs: list[tuple[str, Style]], width: int, fill: Style) -> list[tuple[str, Style]]:
    """Runs cut or filled with blanks to `width` columns."""
    out: list[tuple[str, Style]] = []
    used = 0
    for text, style in runs:
        text = text[:max(0, width - used)]
        if text:
            out.append((text, style))
            used += cell_len(text)
    if used < width:
        out.append((" " * (width - used), fill))
    return out


def location_name(where: Location, id_first: bool = False) -> str:
    """A place by its whole name: "Frisian Coast (N1)" for a region (its id is on the map),
    or "N1 Frisian Coast" `id_first` (as the line under the map says it); "London" for a
    city."""
    if where.kind != "region":
        return where.name
    return f"{where.id} {where.name}" if id_first else f"{where.name} ({where.id})"


def place_name(cat: Catalog, loc: str) -> str:
    """A place by its whole name, as the help panel says it: "Frisian Coast (N1)"."""
    return location_name(cat.location(loc))


def _token_cities(view: MapView | None) -> Sequence[str]:
    """The cities where a Wolpertinger token lies (none when the module is off)."""
    tokens = view.wolpertinger if view is not None else None
    return tokens.cities if tokens is not None else []


def _standing(view: MapView | None) -> str:
    """Where the viewer's cryptozoologist stands ("" nowhere yet, or nothing shown)."""
    if view is None:
        return ""
    return next((p.location for p in view.players if p.seat == view.viewer), "")


def describe(cat: Catalog, view: MapView, loc: str) -> str:
    """What the help panel says about a place: its kind, what lies there, who stands
    there, and where its links lead (plain text: names are never markup)."""
    where = cat.location(loc)
    lines = [f"{place_name(cat, loc)}, a {where.kind}."]
    tokens = [t for t in view.board.get(loc, []) if t is not None]
    if tokens:
        names: Mapping[str, str] = cat.evidence.names  # type: ignore[assignment]
        found = ", ".join(f"{names.get(t.type, t.type)} ({t.price} coins)"
                          for t in tokens)
        lines.append(f"Evidence here: {found}.")
    elif where.kind == "region":
        lines.append("No evidence here.")
    if loc in _token_cities(view):
        lines.append("A Wolpertinger token lies here, face down.")
    here = [f"{p.name} (player {p.seat + 1})" for p in view.players if p.location == loc]
    if here:
        lines.append("Standing here: " + ", ".join(here) + ".")
    near = sorted(cat.neighbours()[loc], key=lambda n: cat.location(n).name)
    lines.append("Links to: " + ", ".join(place_name(cat, n) for n in near) + ".")
    start = _standing(view)
    if start and start != loc:
        lines.append(f"{cat.distances(start)[loc]} step(s) from you.")
    return "\n".join(lines)
