"""The Cryptic Nature app: the shared game app with the map of Europe, the sanctuary, the
table panels and a new-game screen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from textual.binding import Binding

from cryptic_tui.board import MAP, SANCTUARY, CrypticBoard
from cryptic_tui.europe_map import EuropeMap
from cryptic_tui.help_book import cryptic_book
from cryptic_tui.sanctuary_grid import SanctuaryGrid
from engine.core import Game, GameConfig, Option, Prompt, Result, Seat
from engine.cryptic.api import AGENTS, COLOURS, END, CrypticRules, CrypticView, Data, is_solo
from engine.tui.app import GameApp
from engine.tui.board import Ref, ref_kind, ref_value
from engine.tui.styles import app_css

if TYPE_CHECKING:  # the form is imported when asked for: a given game never shows it
    from engine.tui.new_game import NewGameForm


def default_config(seed: int = 1) -> GameConfig:
    return GameConfig(game="cryptic", seats=(Seat(name="Ada", colour=COLOURS[0]),
                                             Seat(name="Bram", colour=COLOURS[1])), seed=seed)


class CrypticApp(GameApp):
    CSS_PATH = app_css(__file__, "cryptic.tcss")
    MIN_SIZE: ClassVar[tuple[int, int]] = (120, 40)
    KEYED_WIDGETS = (EuropeMap, SanctuaryGrid)
    # the turn ends on e in every prompt that offers it, however long the list
    FIXED_KEYS: ClassVar[Mapping[str, str]] = {END: "e"}
    GAME_ACTIONS: ClassVar[frozenset[str]] = frozenset(
        {"undo", "go_back", "hint", "tab", "poacher_tab", "focus_map", "focus_sanctuary"})
    BINDINGS: ClassVar = [
        Binding("f2", "tab('tab-cryptids')", "Cryptids", id="tab_cryptids"),
        Binding("f3", "tab('tab-table')", "Table", id="tab_table"),
        Binding("f4", "tab('tab-you')", "You", id="tab_you"),
        Binding("f5", "tab('tab-players')", "Players", id="tab_players"),
        Binding("f5", "poacher_tab", "Poacher", id="tab_poacher"),  # the same tab, in solo
        Binding("f6", "focus_map", "Map", id="map"),
        Binding("f7", "focus_sanctuary", "Sanctuary", id="sanctuary"),
    ]

    def __init__(self, config: GameConfig | None = None, *, seed: int | None = None,
                 ask_settings: bool = True, autosave: bool = True,
                 resume: bool | None = None) -> None:
        rules = CrypticRules()
        super().__init__(rules, cryptic_book(rules.data), config or default_config(seed or 1),
                         autosave=autosave, resume=resume, ask_settings=ask_settings,
                         agents=AGENTS)
        self.seed = seed

    @property
    def data(self) -> Data:
        """The components of the game on the table (`GameSession.played_rules`)."""
        rules: CrypticRules = self.session.played_rules
        return rules.data

    def new_game_form(self, last: GameConfig | None) -> NewGameForm:
        # lazy: start-up time (a resumed game never shows the form: 22 ms less)
        from cryptic_tui.new_game import CrypticNewGame

        return CrypticNewGame(self.seed, last)

    def make_board(self) -> CrypticBoard:
        assert self.game is not None
        return self.board_for(self.game)

    def board_for(self, game: Game[Any]) -> CrypticBoard:
        return CrypticBoard(self.data, [s.colour for s in game.config.seats],
                            solo=is_solo(game.config))

    def option_order(self, prompt: Prompt) -> tuple[Option, ...]:
        """The engine's order, so an option keeps its key from turn to turn, with "End your
        turn" last, so that a 1 typed at the start of a turn does something rather than
        end it."""
        return (*(o for o in prompt.options if o.id != END),
                *(o for o in prompt.options if o.id == END))

    def asked_for_automa(self, prompt: Prompt | None) -> bool:
        """Solo: a choice you make for the Poacher in his turn (which tile he lays and
        where, which of equal evidence or cryptids he takes; the engine's kinds for these
        start "poacher-") is asked at once, his turn so far logged whole."""
        return prompt is not None and prompt.kind.startswith("poacher-")

    def describe(self, game: Game[Any]) -> str:
        if game.prompt is None:
            return "finished"
        view: CrypticView = game.view(game.prompt.seat)
        if is_solo(game.config):  # every decision in solo is yours, his included
            return f"solo against the Poacher, round {view.round}"
        return f"round {view.round}, {game.config.seat_name(game.prompt.seat)} to decide"

    def verdict(self, result: Result) -> str:
        """Solo: you beat the Poacher, or he won first (he scores no points)."""
        if "poacher_won" not in result.details:
            return super().verdict(result)
        you = result.scores[0].name
        if result.details["poacher_won"]:
            return f"The Poacher wins: {you} loses."
        return f"{you} beats the Poacher."

    def result_notes(self, result: Result) -> list[str]:
        """Solo: your score, the title the rating table gives it, and his captures."""
        details = result.details
        if "poacher_won" not in details:
            return []
        you = result.scores[0]
        captured = details["poacher_captured"]
        notes = [f"The Poacher captured {captured} cryptid{'s' if captured != 1 else ''}."]
        if details["rating"]:
            notes.insert(0, f"Your score: {points(you.total)}. Your title: {details['rating']}.")
        else:
            notes.insert(0, f"Your score: {points(you.total)} (no title: he won first).")
        return notes

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """F5 is the Players tab, or in solo the Poacher's (the footer names the one)."""
        if action == "poacher_tab" or (action == "tab" and parameters == ("tab-players",)):
            board = self._shown_board()  # asked for every key the footer shows: only here
            solo = board is not None and board.solo
            if solo != (action == "poacher_tab"):
                return False
        return super().check_action(action, parameters)

    def action_poacher_tab(self) -> None:
        self.action_tab("tab-players")

    def _shown_board(self) -> CrypticBoard | None:
        """The board on screen: a replay's, or the table's."""
        replay = self.replay_shown()
        board = replay.board if replay is not None else self.board()
        return board if isinstance(board, CrypticBoard) else None

    def action_tab(self, tab: str) -> None:
        board = self._shown_board()
        if board is not None:
            board.tabs.show_tab(tab)

    def action_focus_map(self) -> None:
        """F6: the map takes the keyboard, its cursor where the viewer stands."""
        board = self._board()
        if board is None:
            return
        board.show_top(MAP)
        if board.view is not None:
            me = board.view.players[self.viewer].location
            board.map.cursor = me or board.map.cursor
        board.map.focus()

    def action_focus_sanctuary(self) -> None:
        """F7: the sanctuary takes the keyboard (and the top of the board)."""
        board = self._board()
        if board is not None:
            board.show_top(SANCTUARY)
            board.sanctuary.focus()

    def _board(self) -> CrypticBoard | None:
        board = self.board()
        return board if isinstance(board, CrypticBoard) else None

    def describe_ref(self, ref: Ref) -> tuple[str, str]:
        """The help panel, while a board's cursor rests on something."""
        board = self._shown_board()
        if board is None or board.view is None:
            return super().describe_ref(ref)
        if ref_kind(ref) == "location":
            loc = ref_value(ref)
            return self.data.cat.location(loc).name, board.map.describe(board.view, loc)
        if ref_kind(ref) in ("spot", "square"):
            return "Sanctuary", board.sanctuary.status()
        return super().describe_ref(ref)


def make_app(config: GameConfig | None = None, **kwargs: Any) -> CrypticApp:
    """For tests and benchmarks: an app that starts `config` without the settings screen."""
    kwargs.setdefault("ask_settings", config is None)
    return CrypticApp(config, **kwargs)


def points(total: int) -> str:
    return f"{total} point{'s' if total != 1 else ''}"
