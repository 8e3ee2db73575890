"""The Wondrous Creatures table: the map above, and the other panels in tabs below it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical

from engine.core import Game
from engine.tui.board import Highlight, ref_kind
from engine.tui.legend import MapLegend
from engine.tui.text_tabs import TextTabs
from engine.wondrous.api import Catalog, WondrousView, island_of_view, winterfall_parts
from wondrous_tui.hexmap import HexMap, MapState, hex_coord, parse_coord
from wondrous_tui.render import (
    achievements_text,
    player_text,
    players_text,
    projects_text,
    table_text,
    tingent_text,
)

Coord = tuple[int, int]
#: The lines kept under the legend for the tabs (their bar and the table's first parts).
TABLE_ROOM = 14


def map_state(view: WondrousView, cat: Catalog, selectable: set[Coord],
              marked: set[Coord], first: Coord | None = None) -> MapState:
    crew: dict[Coord, tuple[int, bool]] = {}
    for p in view.players:
        for member, spot in enumerate(p.crew):
            if spot:
                for r, c in spot:
                    crew[(r, c)] = (p.seat, member == 0)
    tiles: dict[Coord, tuple[str, str]] = {
        parse_coord(k): (cat.tiles[t].habitat, cat.tiles[t].special)
        for k, t in view.tiles.items()
    }
    names = tuple(p.name for p in sorted(view.players, key=lambda p: p.seat))
    return MapState(eggs={parse_coord(k): e for k, e in view.map_eggs.items()}, tiles=tiles,
                    crew=crew, selectable=selectable, marked=marked, first=first,
                    names=names, **winter_map(view, cat))


def winter_map(view: WondrousView, cat: Catalog) -> dict[str, Any]:
    """What lies over the printed map: the hexes a tile changed (a wild habitat, a mountain
    tile); in a Winterfall game also blizzards, aurora tiles with their tokens and the two
    marked plains."""
    found: dict[str, Any] = {}
    if view.overlays:
        hexes = cat.hexes(island_of_view(view))
        found["overlaid"] = {parse_coord(k): hexes[parse_coord(k)] for k in view.overlays}
    winter = view.winterfall
    if winter is None:  # no Winterfall
        return found
    effects = {t.id: t.effect for t in winterfall_parts(cat.comps).tiles.aurora_tiles}
    marked = winterfall_parts(cat.comps).tiles.marked_plains[view.side]  # type: ignore[index]
    return found | {
        "blizzards": frozenset(parse_coord(k) for k in winter.blizzards),
        "auroras": {parse_coord(k): (effects[a.tile], a.tokens)
                    for k, a in winter.auroras.items()},
        "plains_marks": {h.coord: name for name, h in marked.items()},
    }


def hexes_in(refs: frozenset[str]) -> set[Coord]:
    return {hex_coord(r) for r in refs if ref_kind(r) == "hex"}


def tab_labels(solo: bool, winterfall: bool) -> list[tuple[str, str]]:
    """The tabs and their keys; Winterfall's fifth tab needs the keys written shorter to
    fit the table's width at 120 columns."""
    tabs = [("tab-table", "Table", "F2"), ("tab-you", "You", "F3"),
            ("tab-players", "Tingent" if solo else "Players", "F4"),
            ("tab-achievements", "Achievements", "F5")]
    if not winterfall:
        return [(tab, f"{name} [{key}]") for tab, name, key in tabs]
    return [(tab, f"{name} {key}") for tab, name, key in [*tabs, ("tab-projects", "Projects",
                                                                  "F7")]]


class WondrousBoard(Vertical):
    """The map picks hexes; the tabs only show."""

    PICKS: ClassVar[frozenset[str]] = frozenset({"hex"})

    def __init__(self, cat: Catalog, side: str, colours: list[str], solo: bool = False,
                 winterfall: bool = False) -> None:
        super().__init__(id="board")
        self.cat = cat
        self.solo = solo  # the F4 tab shows Tingent instead of the other players
        self.winterfall = winterfall  # a Projects tab (F7)
        self.map = HexMap(cat.maps[side], colours, id="map")
        self.legend = MapLegend(self.map, room=self._legend_room, id="legend")
        self.selectable: set[Coord] = set()
        self.marked: set[Coord] = set()
        self.first: Coord | None = None  # the first hex picked of two (the app says which)
        self.tabs = TextTabs(tab_labels(solo, winterfall), id="tabs")
        self._cursors: dict[int, Coord] = {}  # the map's cursor as each player left it

    def _legend_room(self) -> int | None:
        """The lines the legend may take: all it needs in a base game and while the map has
        the keyboard (the player reads the map); else, in Winterfall's longer table, what
        the map leaves above TABLE_ROOM, so that a short window still shows the time track,
        the auroras and the Winterfall card."""
        if not self.winterfall or self.map.has_focus:
            return None
        drawn = self.map.scale.size(self.map.rows, self.map.cols).height
        return max(2, self.size.height - drawn - TABLE_ROOM)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if event.widget is self.map:  # the walls touching the cursor show: the legend says
            self.legend.refresh_marks()
            self.legend.refresh(layout=True)

    def on_descendant_blur(self, event: events.DescendantBlur) -> None:
        if event.widget is self.map:
            self.legend.refresh_marks()
            self.legend.refresh(layout=True)

    def compose(self) -> ComposeResult:
        yield self.map
        yield self.legend
        yield self.tabs

    def highlight(self, highlight: Highlight) -> None:
        selectable, marked = hexes_in(highlight.selectable), hexes_in(highlight.marked)
        if (selectable, marked, self.first) == (self.selectable, self.marked,
                                                self.map.state.first):
            return
        self.selectable, self.marked = selectable, marked
        self.map.show(replace(self.map.state, selectable=selectable, marked=marked,
                              first=self.first))
        self.legend.refresh_marks()

    def show(self, view: WondrousView, game: Game[Any], viewer: int) -> None:
        self.map.show(map_state(view, self.cat, self.selectable, self.marked, self.first))
        self.legend.refresh_marks()
        self._keep_cursor(viewer)
        self.view, self.viewer = view, viewer
        self._fill_tab()

    def _keep_cursor(self, viewer: int) -> None:
        """In hotseat each player finds the map's cursor where they left it (the one before
        moved it since). Set quietly: the help panel keeps explaining the decision."""
        before = getattr(self, "viewer", None)
        if before is None or before == viewer:
            return
        self._cursors[before] = self.map.cursor
        cursor = self._cursors.get(viewer, self.map.start)
        if cursor != self.map.cursor:
            self.map.set_reactive(HexMap.cursor, cursor)
            self.map.refresh()

    def _fill_tab(self) -> None:
        """Only the visible tab is drawn (the others when they are shown): it keeps a key
        press quick."""
        view = getattr(self, "view", None)
        if view is None:
            return
        active = self.tabs.active
        if active == "tab-table":
            self.tabs.show_text(table_text(view, self.cat))
        elif active == "tab-you":
            me = next(p for p in view.players if p.seat == self.viewer)
            self.tabs.show_text(player_text(me, self.cat, own=True))
        elif active == "tab-players":
            text = tingent_text(view, self.cat) if view.solo else players_text(view, self.cat)
            self.tabs.show_text(text)
        elif active == "tab-achievements":
            self.tabs.show_text(achievements_text(view, self.cat))
        elif active == "tab-projects":
            self.tabs.show_text(projects_text(view))

    def on_text_tabs_shown(self, event: TextTabs.Shown) -> None:
        event.stop()
        self._fill_tab()
