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
from engine.wondrous.ctx import Catalog
from engine.wondrous.setup import LEARNING_TROPHIES, STARTER_ACHIEVEMENTS
from engine.wondrous.solo import SOLO, stars

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
    NewGameScreen #solo { height: auto; }
    NewGameScreen #solo Label { width: 32; }
    NewGameScreen #scenario-notes { color: $text-muted; }
    """
    BINDINGS = [Binding("escape", "app.quit", "Quit", id="quit")]

    def __init__(self, cat: Catalog, seed: int | None = None,
                 last: GameConfig | None = None) -> None:
        super().__init__()
        self.fixed_seed = seed
        self.last = last  # the settings of the game before, offered again
        self.cat = cat
        self.boards = sorted(cat.comps.tingent.boards, key=lambda b: b.rank)
        self.scenarios = cat.comps.tingent.scenarios

    def compose(self) -> ComposeResult:
        yield Header()
        with VerticalScroll(id="form", can_focus=False):
            yield Static("[b]New game of Wondrous Creatures[/b]")
            with Horizontal(classes="row"):
                yield Label("Mode")
                yield Select([("Together (hotseat or bots)", "multi"),
                              ("Solo against Tingent", "solo")], value="multi",
                             allow_blank=False, id="mode")
            with Horizontal(classes="row", id="players-row"):
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
            with Vertical(id="solo"):
                with Horizontal(classes="row"):
                    yield Label("Tingent")
                    yield Select([(f"{b.name} {'*' * b.stars}", b.level) for b in self.boards],
                                 value="lazy", allow_blank=False, id="level")
                for scenario in self.scenarios:
                    with Horizontal(classes="row"):
                        yield Label(scenario.name)
                        yield Select([("not played", "")] + [
                            (f"{name} {'+' + '*' * level.stars}", name)
                            for name, level in scenario.levels.items()
                        ], value="", allow_blank=False, id=f"scenario-{scenario.id}")
                yield Static("", id="stars")
                yield Static("\n".join(f"{s.name}: {s.summary}" for s in self.scenarios),
                             id="scenario-notes")
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
        if self.last is not None:
            self._offer(self.last)
        self._show_seats()
        self.query_one("#start", Button).focus()

    def _offer(self, last: GameConfig) -> None:
        """Fill the form with the last game's players and solo settings (not its seed)."""
        people = [s for s in last.seats if s.kind is not SeatKind.AUTOMA]
        for i, seat in enumerate(people[:4]):
            self.query_one(f"#name-{i}", Input).value = seat.name
            self.query_one(f"#colour-{i}", Select).value = seat.colour
            self.query_one(f"#kind-{i}", Select).value = seat.kind.value
        solo = last.options.get(SOLO)
        if isinstance(solo, dict):
            self.query_one("#mode", Select).value = "solo"
            self.query_one("#level", Select).value = solo.get("level", "lazy")
            for scenario_id, difficulty in solo.get("scenarios", {}).items():
                self.query_one(f"#scenario-{scenario_id}", Select).value = difficulty
        elif 2 <= len(people) <= 4:
            self.query_one("#players", Select).value = len(people)

    @property
    def solo(self) -> bool:
        return self.query_one("#mode", Select).value == "solo"

    @on(Select.Changed, "#players")
    @on(Select.Changed, "#mode")
    def _show_seats(self) -> None:
        count = 1 if self.solo else int(self.query_one("#players", Select).value)  # type: ignore[arg-type]
        for i in range(4):
            self.query_one(f"#seat-{i}").display = i < count
        self.query_one("#kind-0").display = not self.solo  # solo: you play the only seat
        self.query_one("#players-row").display = not self.solo
        self.query_one("#solo").display = self.solo
        self.query_one("#learning").display = not self.solo  # solo always has 8 trophies
        self._show_stars()

    @on(Select.Changed, "#solo Select")
    def _show_stars(self) -> None:
        level, scenarios = self._solo_choice()
        total = stars(self.cat, level, scenarios)
        warn = self.cat.comps.tingent.hard_warning_stars
        note = " - beware, a stern challenge" if total > warn else ""
        self.query_one("#stars", Static).update(
            f"Difficulty: {'*' * total} ({total}){note}. Solo always has 8 trophies."
        )

    def _solo_choice(self) -> tuple[str, dict[str, str]]:
        level = str(self.query_one("#level", Select).value)
        scenarios = {}
        for scenario in self.scenarios:
            value = self.query_one(f"#scenario-{scenario.id}", Select).value
            if value:
                scenarios[scenario.id] = str(value)
        return level, scenarios

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
        count = 1 if self.solo else int(self.query_one("#players", Select).value)  # type: ignore[arg-type]
        seats = []
        for i in range(count):
            seats.append(Seat(
                name=self.query_one(f"#name-{i}", Input).value or NAMES[i],
                colour=str(self.query_one(f"#colour-{i}", Select).value),
                kind=SeatKind(str(self.query_one(f"#kind-{i}", Select).value)),
            ) if self.query_one(f"#name-{i}", Input).value.strip() else Seat(
                name=NAMES[i], colour=str(self.query_one(f"#colour-{i}", Select).value)))
        options: dict[str, object] = {}
        if self.solo:
            seats = [seats[0].model_copy(update={"kind": SeatKind.HUMAN})]
            colour = next(c for c in COLOURS if c != seats[0].colour)
            seats.append(Seat(name="Tingent", colour=colour, kind=SeatKind.AUTOMA))
            level, scenarios = self._solo_choice()
            options[SOLO] = {"level": level, "scenarios": scenarios}
            count = 2
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
        options[LEARNING_TROPHIES] = self.query_one("#learning", Checkbox).value and not self.solo
        options[STARTER_ACHIEVEMENTS] = self.query_one("#starter", Checkbox).value
        try:
            return GameConfig(game="wondrous", seats=tuple(seats), options=options, seed=seed)
        except ValidationError as exc:
            self.notify(f"These settings cannot be played: {exc.errors()[0]['msg']}",
                        severity="error")
            return None
