"""The new-game screen: players, names, colours, seats, learning options and seed.
Sensible defaults with the focus on Start, so Enter begins a two-player game."""

from __future__ import annotations

import time

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Header, Input, Label, Select, Static

from engine.core import GameConfig, Seat, SeatKind
from engine.wondrous.setup import LEARNING_TROPHIES, STARTER_ACHIEVEMENTS

COLOURS = ("red", "blue", "green", "yellow")
NAMES = ("Ada", "Bram", "Cleo", "Dara")


class Tick(Checkbox):
    """A checkbox whose mark shows whether it is on, not only its colour (NO_COLOR)."""

    BUTTON_INNER = " "

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = "X" if self.value else " "
        self.refresh()


class NewGameScreen(Screen[GameConfig | None]):
    DEFAULT_CSS = """
    NewGameScreen { align: center middle; }
    NewGameScreen #form { width: 76; height: auto; max-height: 100%; border: round $accent;
                          padding: 1 2; }
    NewGameScreen .seat { height: 3; }
    NewGameScreen .seat Input { width: 24; }
    NewGameScreen .seat Select { width: 18; }
    NewGameScreen #buttons { height: 3; margin-top: 1; }
    NewGameScreen Button { margin-right: 2; }
    NewGameScreen .row { height: 3; }
    NewGameScreen .row Label { padding: 1 1 0 0; }
    """
    BINDINGS = [Binding("escape", "app.quit", "Quit", id="quit")]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__()
        self.fixed_seed = seed

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="form"):
            yield Static("[b]New game of Wondrous Creatures[/b]")
            with Horizontal(classes="row"):
                yield Label("Players")
                yield Select([(str(n), n) for n in (2, 3, 4)], value=2, allow_blank=False,
                             id="players")
            for i in range(4):
                with Horizontal(classes="seat", id=f"seat-{i}"):
                    yield Input(NAMES[i], id=f"name-{i}", max_length=24)
                    yield Select([(c, c) for c in COLOURS], value=COLOURS[i],
                                 allow_blank=False, id=f"colour-{i}")
                    yield Select([("human", "human"), ("bot", "bot")], value="human",
                                 allow_blank=False, id=f"kind-{i}")
            yield Tick("Learning game: two fewer trophies", id="learning")
            yield Tick("Starter achievements (main cards 1, 2 and 3)", id="starter")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield Input("" if self.fixed_seed is None else str(self.fixed_seed),
                            placeholder="random", id="seed", restrict=r"[0-9]*", max_length=18)
            with Vertical(id="buttons"), Horizontal():
                yield Button("Start", id="start", variant="primary")
                yield Button("Load a save", id="load")
                yield Button("Quit", id="quit")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(2)
        self.query_one("#start", Button).focus()

    @on(Select.Changed, "#players")
    def _players(self, event: Select.Changed) -> None:
        self._show_seats(int(event.value))  # type: ignore[arg-type]

    def _show_seats(self, count: int) -> None:
        for i in range(4):
            self.query_one(f"#seat-{i}").display = i < count

    @on(Button.Pressed, "#load")
    def _load(self) -> None:
        self.app.action_load()  # type: ignore[attr-defined]

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def _start(self) -> None:
        config = self.build()
        if config is not None:
            self.dismiss(config)

    def build(self) -> GameConfig | None:
        count = int(self.query_one("#players", Select).value)  # type: ignore[arg-type]
        seats = []
        for i in range(count):
            seats.append(Seat(
                name=self.query_one(f"#name-{i}", Input).value or NAMES[i],
                colour=str(self.query_one(f"#colour-{i}", Select).value),
                kind=SeatKind(str(self.query_one(f"#kind-{i}", Select).value)),
            ) if self.query_one(f"#name-{i}", Input).value.strip() else Seat(
                name=NAMES[i], colour=str(self.query_one(f"#colour-{i}", Select).value)))
        problem = ""
        if len({s.name for s in seats}) < count:
            problem = "Every player needs a different name."
        elif len({s.colour for s in seats}) < count:
            problem = "Every player needs a different colour."
        elif not any(s.kind is SeatKind.HUMAN for s in seats):
            problem = "At least one seat must be a person."
        if problem:
            self.notify(problem, severity="error")
            return None
        text = self.query_one("#seed", Input).value
        seed = int(text) if text else time.time_ns() % 1_000_000_007
        options = {
            LEARNING_TROPHIES: self.query_one("#learning", Checkbox).value,
            STARTER_ACHIEVEMENTS: self.query_one("#starter", Checkbox).value,
        }
        try:
            return GameConfig(game="wondrous", seats=tuple(seats), options=options, seed=seed)
        except ValidationError as exc:
            self.notify(f"These settings cannot be played: {exc.errors()[0]['msg']}",
                        severity="error")
            return None
