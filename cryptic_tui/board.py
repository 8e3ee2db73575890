"""The Cryptic Nature table: the map of Europe (or the sanctuary, while a tile is placed)
above, and the other panels in tabs below."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical

from cryptic_tui.europe_map import EuropeMap, locations_in
from cryptic_tui.render import (
    WIDTH,
    cryptids_text,
    last_roll,
    market_text,
    player_text,
    players_text,
    poacher_text,
    track_text,
)
from cryptic_tui.sanctuary_grid import SanctuaryGrid, piece_of
from engine.core import Game, Prompt
from engine.cryptic.api import CrypticView, Data
from engine.tui.board import Highlight, ref_kind, ref_value
from engine.tui.legend import MapLegend
from engine.tui.text_tabs import TextTabs

TABS = (("tab-cryptids", "Cryptids [F2]"), ("tab-table", "Table [F3]"),
        ("tab-you", "You [F4]"), ("tab-players", "Players [F5]"))
SOLO_TABS = (*TABS[:-1], ("tab-players", "Poacher [F5]"))  # in solo F5 shows his board
MAP, SANCTUARY = "map", "sanctuary"


def poacher_tiles(prompt: Prompt | None) -> list[str]:
    """The terrain tiles you may choose from for the Poacher to place (else none)."""
    if prompt is None or prompt.kind != "poacher-tile":
        return []
    return [ref_value(r) for o in prompt.options for r in o.refs if ref_kind(r) == "terrain"]


def place_asked(prompt: Prompt | None) -> bool:
    """Whether the decision is where a tile goes on the sanctuary."""
    return prompt is not None and any(ref_kind(r) == "spot" for o in prompt.options
                                      for r in o.refs)


def tab_reads(view: CrypticView, tab: str) -> object:
    """The part of the view a tab is built from."""
    if tab == "tab-cryptids":
        return (view.row, view.decks, view.discards, view.modules,
                [p.name for p in view.players])
    return view


class CrypticBoard(Vertical):
    """The map picks locations, the sanctuary picks spots; the tabs only show."""

    PICKS: ClassVar[frozenset[str]] = frozenset({"location", "spot"})

    def __init__(self, data: Data, colours: list[str], solo: bool = False) -> None:
        super().__init__(id="board")
        self.data = data
        self.solo = solo  # against the Poacher: his board instead of the other players'
        self.map = EuropeMap(data.cat, colours, id="map")
        self.map.border_title = Text("Map [F6]")  # a Text: brackets are not markup
        self.legend = MapLegend(self.map, id="legend")
        self.sanctuary = SanctuaryGrid(data, colours, id="sanctuary")
        self.sanctuary.border_title = Text("Sanctuary [F7]")
        self.sanctuary.display = False
        self.tabs = TextTabs(list(SOLO_TABS if solo else TABS), id="tabs")
        self.view: CrypticView | None = None
        self.game: Game[Any] | None = None
        self.viewer = 0
        self.shown = MAP  # which of the two fills the top
        self._placing = False
        self._tab_shows: tuple[object, ...] = ()  # what the tab body was built from
        self._offering = False  # whether his tab draws the tiles you choose from for him

    def compose(self) -> ComposeResult:
        yield self.map
        yield self.legend
        yield self.sanctuary
        yield self.tabs

    def show_top(self, which: str) -> None:
        """The map (with its legend) or the sanctuary, in the top of the board."""
        self.shown = which
        if which == SANCTUARY:  # the room the map and legend leave, less its own border
            top = self.map.outer_size.height + self.legend.outer_size.height
            self.sanctuary.least_rows = max(0, top - self.sanctuary.styles.gutter.height)
        self.map.display = self.legend.display = which == MAP
        self.sanctuary.display = which == SANCTUARY

    def highlight(self, highlight: Highlight) -> None:
        self.map.highlight(locations_in(highlight.selectable), locations_in(highlight.marked))
        self.legend.refresh_marks()
        self.sanctuary.highlight(highlight.selectable, highlight.marked)

    def show(self, view: CrypticView, game: Game[Any], viewer: int) -> None:
        self.view, self.game, self.viewer = view, game, viewer
        self.map.show(view)
        self.legend.refresh_marks()
        self.sanctuary.show(view)
        prompt = game.prompt
        placing = place_asked(prompt)
        self.sanctuary.placing(piece_of(prompt) if placing else None)
        if placing != self._placing:  # the sanctuary comes up for a placement, then goes
            self._placing = placing
            self.show_top(SANCTUARY if placing else MAP)
        offered = bool(poacher_tiles(prompt))
        if offered and not self._offering:  # his tiles' shapes are in his tab: show it
            self.tabs.active = "tab-players"
        self._offering = offered
        self._fill_tab()

    def tab_width(self) -> int:
        """The cells a line of a tab may take: the body's width, which stays the same when
        the text grows taller than the tab (the scroll bar has its gutter kept)."""
        return max(WIDTH, self.tabs.body.content_region.width)

    def _fill_tab(self) -> None:
        """Only the visible tab is drawn (the others when they are shown): keys stay quick."""
        view, game = self.view, self.game
        if view is None or game is None or not self.tabs.body.content_region.width:
            return  # nothing to draw yet, or not laid out yet: on_resize draws it to its width
        active, width = self.tabs.active, self.tab_width()
        # a tab is built again only when what it shows changed (most keys change little)
        shows = (active, width, self.viewer, repr(tab_reads(view, active)),
                 len(game.events) if active == "tab-table" else 0,  # the last roll
                 repr(poacher_tiles(game.prompt)) if active == "tab-players" else "")
        if shows == self._tab_shows:
            return
        self._tab_shows = shows
        if active == "tab-cryptids":
            self.tabs.show_text(cryptids_text(view, self.data, width=width))
        elif active == "tab-table":
            text = market_text(view, self.data, tracking=last_roll(game.events), width=width)
            text.append("\n\n")
            text.append_text(track_text(view, self.data, width=width))
            self.tabs.show_text(text)
        elif active == "tab-you":
            self.tabs.show_text(player_text(view, self.data, self.viewer, own=True,
                                            width=width))
        elif self.solo:
            self.tabs.show_text(poacher_text(view, self.data, width=width,
                                             offered=poacher_tiles(game.prompt)))
        else:
            self.tabs.show_text(players_text(view, self.data, width=width))

    def on_resize(self, event: events.Resize) -> None:
        """The tab's lines are laid out for its width: again once the body has its new one.
        The sanctuary's least height was the map's at the old size: it lets go of it."""
        if self.sanctuary.least_rows:
            self.sanctuary.least_rows = 0
            self.sanctuary.refresh(layout=True)
        self.call_after_refresh(self._fill_tab)

    def on_text_tabs_shown(self, event: TextTabs.Shown) -> None:
        event.stop()
        self._fill_tab()
