"""The Wondrous Creatures app: the shared game app with the island, the table panels,
map picking and a new-game screen."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from textual import on
from textual.binding import Binding

from engine.core import Game, GameConfig, Seat
from engine.tui.app import GameApp, GameScreen
from engine.tui.panels import HelpPanel
from engine.wondrous.ctx import Ctx
from engine.wondrous.place import habitats_around
from engine.wondrous.rules import WondrousRules
from wondrous_tui import selection
from wondrous_tui.board import WondrousBoard
from wondrous_tui.help_book import wondrous_book
from wondrous_tui.hexmap import HexMap
from wondrous_tui.new_game import NewGameScreen

Coord = tuple[int, int]

TAB_KEYS = {"f2": "tab-table", "f3": "tab-you", "f4": "tab-players", "f5": "tab-achievements"}


def default_config(seed: int = 1) -> GameConfig:
    return GameConfig(game="wondrous", seats=(Seat(name="Ada", colour="red"),
                                              Seat(name="Bram", colour="blue")), seed=seed)


class WondrousApp(GameApp):
    MIN_SIZE: ClassVar[tuple[int, int]] = (120, 40)
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"undo", "go_back", "tab", "tingent_tab", "focus_map"}
    )
    BINDINGS: ClassVar = [
        Binding("f2", "tab('tab-table')", "Table", id="tab_table"),
        Binding("f3", "tab('tab-you')", "You", id="tab_you"),
        Binding("f4", "tab('tab-players')", "Players", id="tab_players"),
        Binding("f4", "tingent_tab", "Tingent", id="tab_tingent"),  # the same tab, in solo
        Binding("f5", "tab('tab-achievements')", "Achievements", id="tab_achievements"),
        Binding("f6", "focus_map", "Map", id="map"),
    ]

    def __init__(self, config: GameConfig | None = None, *, seed: int | None = None,
                 ask_settings: bool = True, autosave: bool = True,
                 resume: bool | None = None) -> None:
        rules = WondrousRules()
        super().__init__(rules, wondrous_book(rules.cat), config or default_config(seed or 1),
                         autosave=autosave, resume=resume)
        self.cat = rules.cat
        self.seed = seed
        self.ask_settings = ask_settings
        self.pending: Coord | None = None

    def make_board(self) -> WondrousBoard:
        assert self.game is not None
        colours = [s.colour for s in self.game.config.seats]
        return WondrousBoard(self.cat, self.game._state.side, colours,
                             solo=self.game._state.solo is not None)

    def begin_new_game(self) -> None:
        if not self.ask_settings:
            super().begin_new_game()
            return
        last = self.game.config if self.game is not None else None
        self.push_screen(NewGameScreen(self.cat, self.seed, last), self._configured)

    def _configured(self, config: GameConfig | None) -> None:
        if config is None:
            self.exit()
            return
        self.config = config
        self.start(Game(self.rules, config))
        self._autosave()

    def describe(self, game: Game[Any]) -> str:
        state = game._state
        if game.prompt is None:
            return "finished"
        if state.solo is not None:  # count the player's own turns, not Tingent's
            return f"solo, your turn {(state.turn + 1) // 2}"
        return f"turn {state.turn}, {game.config.seat_name(game.prompt.seat)} to decide"

    # -- the map ---------------------------------------------------------------------------

    def _board(self) -> WondrousBoard | None:
        screen = self._game_screen()
        return screen.query_one(WondrousBoard) if screen else None

    def _after_choice(self) -> None:
        self.pending = None
        self._sync_map()
        super()._after_choice()

    def _sync_map(self) -> None:
        board = self._board()
        if board is None or self.game is None:
            return
        prompt = self.game.prompt
        if prompt is not None and not self.can_answer(prompt):
            prompt = None
        board.selectable = selection.selectable(prompt, self.pending)
        board.marked = {self.pending} if self.pending else set()
        board.marked |= self._touched(prompt, board.map.cursor)

    def _touched(self, prompt: Any, cursor: Coord) -> set[Coord]:
        """While placing: the habitats the crew member would touch, for the picked hex and
        the hex under the cursor, shown before anything is confirmed."""
        if self.game is None or prompt is None or prompt.kind != "place-spot":
            return set()
        hexes = tuple(c for c in (self.pending, cursor) if c is not None)
        if cursor not in selection.selectable(prompt, self.pending):
            hexes = tuple(c for c in hexes if c != cursor)
        if not hexes:
            return set()
        ctx = Ctx(self.game._state, self.game._table, self.cat)
        return {h.coord for h in habitats_around(ctx, hexes)}

    @on(HexMap.Picked)
    def _picked(self, event: HexMap.Picked) -> None:
        game = self.game
        if game is None or game.prompt is None or not self.can_answer(game.prompt):
            return
        if self._paced:  # Tingent's turn is still being told
            self.say_still_playing()
            return
        option, self.pending = selection.pick(game.prompt, event.coord, self.pending)
        if option is not None:
            self.answer(option)
            return
        self._sync_map()
        screen = self._game_screen()
        if screen is not None:
            screen.show_game(game, self.viewer, "", True)
            if self.pending is not None:  # say so: the first of two hexes is only marked
                r, c = self.pending
                screen.query_one(HelpPanel).show_text(
                    f"Hex {r},{c} picked",
                    "Now pick the second hex next to it (picking this one again lets go).",
                )

    @on(HexMap.Moved)
    def _moved(self, event: HexMap.Moved) -> None:
        screen = self._game_screen()
        if screen is None or self.game is None or self._paced:
            return
        screen.query_one(HelpPanel).show_text(f"Hex {event.coord[0]},{event.coord[1]}",
                                              self.describe_hex(event.coord))
        board = self._board()
        if board is not None and self.game.prompt is not None:
            before = set(board.marked)
            self._sync_map()
            if board.marked != before:
                board.map.show(replace(board.map.state, selectable=board.selectable,
                                       marked=board.marked))

    def describe_hex(self, coord: Coord) -> str:
        assert self.game is not None
        state = self.game._state
        hx = self.cat.maps[state.side].get(coord)
        if hx is None:
            return "open sea"
        lines = [hx.terrain.replace("_", " ")]
        tile = state.tiles.get(coord)
        habitat, special = (hx.habitat, hx.special)
        if tile is not None:
            habitat, special = self.cat.tiles[tile].habitat, self.cat.tiles[tile].special
            lines = ["lake covered by a habitat tile"]
        if habitat:
            lines.append(f"{habitat} habitat: gives {habitat} or a {habitat} Wilderness card")
        if special:
            lines.append(f"icon: {self.cat.specials[special].text}")
        if hx.terrain == "net_habitat":
            lines.append("gives a butterfly net to a crew member next to it")
        if hx.terrain == "mountain":
            lines.append("placing a crew member here costs one resource")
        if hx.marking:
            lines.append(f"marking: {hx.marking} (eggs appear when its time token turns)")
        if coord in state.map_eggs:
            lines.append(f"egg: {state.map_eggs[coord]}")
        for p in state.players:
            for member, spot in enumerate(p.crew):
                if spot and coord in spot:
                    lines.append(f"{'captain' if member == 0 else 'crew member'} of {p.name}")
        return "\n".join(lines)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        solo = self.game is not None and self.game._state.solo is not None
        if action == "tingent_tab" and not solo:
            return False
        if action == "tab" and parameters == ("tab-players",) and solo:
            return False
        return super().check_action(action, parameters)

    def action_tingent_tab(self) -> None:
        self.action_tab("tab-players")

    def action_tab(self, tab: str) -> None:
        board = self._board()
        if board is not None:
            board.query_one("#tabs").active = tab  # type: ignore[attr-defined]

    def action_focus_map(self) -> None:
        board = self._board()
        if board is not None:
            board.map.focus()


def make_app(config: GameConfig | None = None, **kwargs: Any) -> WondrousApp:
    """For tests and benchmarks: an app that starts `config` without the settings screen."""
    kwargs.setdefault("ask_settings", config is None)
    return WondrousApp(config, **kwargs)


__all__ = ["TAB_KEYS", "GameScreen", "WondrousApp", "make_app"]
