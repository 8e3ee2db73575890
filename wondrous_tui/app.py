"""The Wondrous Creatures app: the shared game app with the island, the table panels,
map picking and a new-game screen."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from textual.binding import Binding

from engine.core import Game, GameConfig, Option, Prompt, Seat
from engine.tui.app import GameApp
from engine.tui.board import Ref, ref_kind, ref_title, ref_value
from engine.tui.game_screen import GameScreen
from engine.tui.styles import app_css
from engine.wondrous.api import (
    AGENTS,
    COLOURS,
    END_TURN,
    WINTERFALL,
    AuroraView,
    Catalog,
    WondrousRules,
    WondrousView,
    aurora_tiles,
    habitats_touching,
    is_wild,
    island_of_view,
    rim_on,
    solo_options,
)
from wondrous_tui.board import WondrousBoard
from wondrous_tui.help_book import icon_text, wondrous_book
from wondrous_tui.hexmap import HexMap, hex_coord, hex_ref, parse_coord

if TYPE_CHECKING:  # the form is imported when asked for: a given game never shows it
    from wondrous_tui.new_game import NewGameScreen

Coord = tuple[int, int]

TAB_KEYS = {"f2": "tab-table", "f3": "tab-you", "f4": "tab-players", "f5": "tab-achievements",
            "f7": "tab-projects"}


#: What activating an aurora tile is worth beside a habitat's one resource or card: most
#: tiles give two of something (resources, cards) or more (4 VP, an egg, a net).
AURORA_GAINS = 2


def spot_rank(cat: Catalog, view: WondrousView) -> Callable[[Option], tuple[int, ...]]:
    """How a crew spot (an option naming its two hexes) sorts among the others, best
    first: more gains (a habitat next to it gives one; an aurora tile next to it that would
    give the player something counts AURORA_GAINS, once, as one is activated per placement;
    a habitat under an aurora tile gives nothing), then more eggs on it, then more special
    effect icons around it; a mountain (its fee) last. Only a tie-break: a spot whose fee
    is waived (a captain's power, a player with nothing to pay) still counts as a mountain
    here; its label, from the rules, says whether it costs."""
    eggs = view.map_eggs
    tiles = {parse_coord(k): t for k, t in view.tiles.items()}
    winter = view.winterfall
    auroras = {parse_coord(k) for k in winter.auroras} if winter else set()
    working = auroras - {parse_coord(k) for k in winter.idle_auroras} if winter else set()
    island = island_of_view(view)
    board = cat.hexes(island)

    def rank(option: Option) -> tuple[int, ...]:
        hexes = tuple(hex_coord(r) for r in option.refs)
        habitats = [h for h in habitats_touching(cat, island, tiles, hexes)
                    if h.coord not in auroras]
        aurora = any(h in working for h in rim_on(cat, island.side, hexes))
        gains = len(habitats) + (AURORA_GAINS if aurora else 0)
        icons = sum(1 for h in habitats if h.special)
        on_eggs = sum(ref_value(r) in eggs for r in option.refs)
        mountain = any(board[c].terrain == "mountain" for c in hexes)
        return (-gains, -on_eggs, -icons, int(mountain))

    return rank


def aurora_lines(cat: Catalog, aurora: AuroraView) -> list[str]:
    """An aurora tile on a habitat: what it gives, its tokens left, and that the habitat
    under it gives nothing while it lies there."""
    tile = aurora_tiles(cat)[aurora.tile]
    return [f"aurora tile: {tile.text}", f"{aurora.tokens} token(s) left: a crew member "
            "placed next to it spends one for this", "the habitat under it gives nothing now"]


def default_config(seed: int = 1) -> GameConfig:
    return GameConfig(game="wondrous", seats=(Seat(name="Ada", colour=COLOURS[0]),
                                              Seat(name="Bram", colour=COLOURS[1])), seed=seed)


class WondrousApp(GameApp):
    CSS_PATH = app_css(__file__, "wondrous.tcss")
    MIN_SIZE: ClassVar[tuple[int, int]] = (120, 40)
    KEYED_WIDGETS = (HexMap,)
    # the turn ends on e in every prompt that offers it, however long the list
    FIXED_KEYS: ClassVar[Mapping[str, str]] = {END_TURN: "e"}
    # the tab bar shows these keys too
    FOOTER_SPARE: ClassVar[frozenset[str]] = frozenset(
        {"tab_table", "tab_you", "tab_players", "tab_tingent", "tab_achievements", "tab_projects"}
    )
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"undo", "go_back", "hint", "tab", "tingent_tab", "focus_map"}
    )
    BINDINGS: ClassVar = [
        Binding("f2", "tab('tab-table')", "Table", id="tab_table"),
        Binding("f3", "tab('tab-you')", "You", id="tab_you"),
        Binding("f4", "tab('tab-players')", "Players", id="tab_players"),
        Binding("f4", "tingent_tab", "Tingent", id="tab_tingent"),  # the same tab, in solo
        Binding("f5", "tab('tab-achievements')", "Achievements", id="tab_achievements"),
        Binding("f6", "focus_map", "Map", id="map"),
        Binding("f7", "tab('tab-projects')", "Projects", id="tab_projects"),  # Winterfall
    ]

    def __init__(self, config: GameConfig | None = None, *, seed: int | None = None,
                 ask_settings: bool = True, autosave: bool = True,
                 resume: bool | None = None, winterfall: bool = False) -> None:
        rules = WondrousRules()
        super().__init__(rules, wondrous_book(rules.cat), config or default_config(seed or 1),
                         autosave=autosave, resume=resume, ask_settings=ask_settings,
                         agents=AGENTS)
        self.seed = seed
        self.winterfall = winterfall  # the new-game screen starts with Winterfall ticked

    @property
    def cat(self) -> Catalog:
        """The components of the game on the table (`GameSession.played_rules`)."""
        rules: WondrousRules = self.session.played_rules
        return rules.cat

    def new_game_form(self, last: GameConfig | None) -> NewGameScreen:
        # lazy: start-up time (a resumed game never shows the form: 36 ms less)
        from wondrous_tui.new_game import NewGameScreen

        return NewGameScreen(self.cat, self.seed, last, winterfall=self.winterfall)

    def make_board(self) -> WondrousBoard:
        assert self.game is not None
        return self.board_for(self.game)

    def board_for(self, game: Game[Any]) -> WondrousBoard:
        colours = [s.colour for s in game.config.seats]
        side = game.view(0).side  # the same for every seat
        solo = solo_options(game.config) is not None
        return WondrousBoard(self.cat, side, colours, solo=solo,
                             winterfall=WINTERFALL in game.config.modules)

    def describe(self, game: Game[Any]) -> str:
        if game.prompt is None:
            return "finished"
        turn = game.view(game.prompt.seat).turn
        if solo_options(game.config) is not None:  # count the player's own turns, not Tingent's
            return f"solo, your turn {(turn + 1) // 2}"
        return f"turn {turn}, {game.config.seat_name(game.prompt.seat)} to decide"

    # -- the map ---------------------------------------------------------------------------

    def _board(self) -> WondrousBoard | None:
        board = self.board()
        return board if isinstance(board, WondrousBoard) else None

    def _shown_board(self) -> WondrousBoard | None:
        """The board on screen: a replay's, or the table's."""
        replay = self.replay_shown()
        if replay is not None:
            return replay.board if isinstance(replay.board, WondrousBoard) else None
        return self._board()

    def sync_board(self) -> None:
        """The board marks the first hex picked of two apart from the habitats lit with it."""
        board = self._board()
        if board is not None:
            pending = self.picking.pending
            board.first = hex_coord(pending) if pending is not None else None
        super().sync_board()

    def option_order(self, prompt: Prompt) -> tuple[Option, ...]:
        """Crew spots by what they give, best first (they get the keys); Back stays first.
        Equal spots keep the engine's (coordinate) order."""
        if prompt.kind != "place-spot" or self.game is None:
            return prompt.options
        spots = [o for o in prompt.options if o.refs]
        ranked = sorted(spots, key=spot_rank(self.cat, self.game.view(prompt.seat)))
        return (*(o for o in prompt.options if not o.refs), *ranked)

    def point_out(self, prompt: Prompt | None) -> set[Ref]:
        """While placing: the habitats the crew member would touch, for the picked hex and
        the hex under the cursor, shown before anything is confirmed."""
        board = self._board()
        if self.game is None or board is None or prompt is None or prompt.kind != "place-spot":
            return set()
        pending = self.picking.pending
        hexes = [hex_coord(pending)] if pending is not None else []
        cursor = board.map.cursor
        if hex_ref(cursor) in self.picking.selectable(prompt) and cursor not in hexes:
            hexes.append(cursor)
        if not hexes:
            return set()
        view: WondrousView = self.game.view(self.viewer)
        tiles = {parse_coord(k): t for k, t in view.tiles.items()}
        touched = habitats_touching(self.cat, island_of_view(view), tiles, tuple(hexes))
        return {hex_ref(h.coord) for h in touched}

    def describe_ref(self, ref: Ref) -> tuple[str, str]:
        if ref_kind(ref) != "hex" or self.game is None:
            return super().describe_ref(ref)
        return ref_title(ref), self.describe_hex(hex_coord(ref))

    def describe_hex(self, coord: Coord) -> str:
        assert self.game is not None
        view: WondrousView = self.game.view(self.viewer)
        hx = self.cat.hexes(island_of_view(view)).get(coord)
        if hx is None:
            return "open sea"
        key = f"{coord[0]},{coord[1]}"
        lines = [hx.terrain.replace("_", " ")]
        tile = view.tiles.get(key)
        habitat, special = (hx.habitat, hx.special)
        if tile is not None:
            habitat, special = self.cat.tiles[tile].habitat, self.cat.tiles[tile].special
            lines = ["lake covered by a habitat tile"]
        winter = view.winterfall
        aurora = winter.auroras.get(key) if winter else None
        if aurora is not None:
            return "\n".join([*lines, *aurora_lines(self.cat, aurora)])
        if is_wild(str(habitat)):
            lines.append("wild habitat: gives any one resource or any Wilderness card")
        elif habitat:
            lines.append(f"{habitat} habitat: gives {habitat} or a {habitat} Wilderness card")
        if winter and key in winter.blizzards:
            lines.append("blizzard: a crew member next to it must take it off and take a "
                         "matching Wilderness card instead of a resource")
        if special:
            lines.append(f"icon: {icon_text(self.cat, special)}")
        if hx.terrain == "net_habitat":
            lines.append("gives a butterfly net to a crew member next to it")
        if hx.terrain == "mountain":
            tiled = key in view.overlays
            lines.append(f"{'a mountain tile: ' if tiled else ''}placing a crew member here "
                         "costs one resource")
        if hx.marking:
            lines.append(f"marking: {hx.marking} (eggs appear when its time token turns)")
        if key in view.map_eggs:
            lines.append(f"egg: {view.map_eggs[key]}")
        for p in view.players:
            for member, spot in enumerate(p.crew):
                if spot and list(coord) in spot:
                    lines.append(f"{'captain' if member == 0 else 'crew member'} of {p.name}")
        return "\n".join(lines)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.replay_shown() is not None:  # its board has the same tabs
            return self._replay_tabs(action, parameters)
        solo = self.game is not None and solo_options(self.game.config) is not None
        if action == "tingent_tab" and not solo:
            return False
        if action == "tab" and parameters == ("tab-players",) and solo:
            return False
        if action == "tab" and parameters == ("tab-projects",):
            board = self._board()
            if board is None or not board.winterfall:
                return False
        return super().check_action(action, parameters)

    def _replay_tabs(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        board = self._shown_board()
        if action not in ("tab", "tingent_tab") or board is None:
            return super().check_action(action, parameters)
        if action == "tingent_tab":
            return board.solo
        if parameters == ("tab-projects",):
            return board.winterfall
        return not (parameters == ("tab-players",) and board.solo)

    def action_tingent_tab(self) -> None:
        self.action_tab("tab-players")

    def action_tab(self, tab: str) -> None:
        board = self._shown_board()
        if board is not None:
            board.tabs.show_tab(tab)

    def action_focus_map(self) -> None:
        """F6: the map takes the keyboard; the cursor starts on the first hex of the option
        highlighted in the list (the best spot, when placing): the map opens where the
        list points."""
        board = self._board()
        if board is None:
            return
        prompt = self.game.prompt if self.game is not None else None
        if prompt is not None and self.can_answer(prompt) and self.picking.pending is None:
            selectable = self.picking.selectable(prompt)
            hexes = [r for r in self._focused_refs if r in selectable]
            if hexes:
                board.map.cursor = hex_coord(hexes[0])
        board.map.focus()


def make_app(config: GameConfig | None = None, **kwargs: Any) -> WondrousApp:
    """For tests and benchmarks: an app that starts `config` without the settings screen."""
    kwargs.setdefault("ask_settings", config is None)
    return WondrousApp(config, **kwargs)


__all__ = ["TAB_KEYS", "GameScreen", "WondrousApp", "make_app"]
