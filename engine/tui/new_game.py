"""The new-game form every app shares: player count, names, colours, who plays each seat
(a person, a bot or the game's automa), modules and options as switches, and the seed.
Sensible defaults with the focus on Start, so Enter begins a game.

An app describes its game in a `FormSpec`; an app with more to ask (Wondrous' solo level
and scenarios) subclasses `NewGameForm` and fills its hooks.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from pydantic import ValidationError
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Header, Input, Label, Select, Static

from engine.core import GameConfig, Seat, SeatKind
from engine.tui.footer import KeyFooter
from engine.tui.inputs import TypedInput

COLOURS = ("red", "blue", "green", "yellow")
NAMES = ("Ada", "Bram", "Cleo", "Dara")


@dataclass(frozen=True)
class Switch:
    """One on/off setting: a module named in `GameConfig.modules` when `module`, otherwise
    a true/false value in `GameConfig.options` under `key`."""

    key: str
    label: str
    module: bool = False


@dataclass(frozen=True)
class FormSpec:
    """What the form offers for one game."""

    game: str  # GameConfig.game
    title: str
    players: tuple[int, ...] = (2, 3, 4)  # the player counts on offer
    default_players: int = 2
    kinds: tuple[SeatKind, ...] = (SeatKind.HUMAN, SeatKind.BOT)
    switches: tuple[Switch, ...] = ()
    names: tuple[str, ...] = NAMES
    colours: tuple[str, ...] = COLOURS

    @property
    def seats(self) -> int:
        return max(self.players)


class Tick(Checkbox):
    """A checkbox whose mark shows whether it is on, not only its colour (NO_COLOR)."""

    BUTTON_INNER = " "

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = "X" if self.value else " "
        self.refresh()


class NewGameForm(Screen[GameConfig | None]):
    """Dismisses with the new game's config, or None when the player quits."""

    DEFAULT_CSS = """
    NewGameForm { align: center middle; }
    NewGameForm #form { width: 76; height: auto; max-height: 100%; border: round $accent;
                        padding: 1 2; }
    NewGameForm .seat { height: 3; }
    NewGameForm .seat Input { width: 24; }
    NewGameForm .seat Select { width: 18; }
    NewGameForm #buttons { height: 3; margin-top: 1; }
    NewGameForm Button { margin-right: 2; }
    NewGameForm .row { height: 3; }
    NewGameForm .row Label { padding: 1 1 0 0; }
    """
    BINDINGS = [Binding("escape", "app.quit", "Quit", id="quit")]

    def __init__(self, spec: FormSpec, seed: int | None = None,
                 last: GameConfig | None = None) -> None:
        super().__init__()
        self.spec = spec
        self.fixed_seed = seed
        self.last = last  # the settings of the game before, offered again

    # -- hooks for apps with more to ask -------------------------------------------------

    def compose_before_seats(self) -> Iterable[Widget]:
        """Fields above the player count (a mode, say)."""
        return ()

    def compose_after_seats(self) -> Iterable[Widget]:
        """Fields between the seats and the switches."""
        return ()

    def seat_count(self) -> int:
        return int(self.query_one("#players", Select).value)  # type: ignore[arg-type]

    def show_fields(self) -> None:
        """Show or hide the app's own fields after a change of the form."""

    def offer_more(self, last: GameConfig) -> None:
        """Fill the app's own fields from the game before."""

    def finish(self, seats: list[Seat], options: dict[str, object]) -> list[Seat]:
        """The seats as the game sits them (an automa may join); may add to `options`."""
        return seats

    # -- the form ------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        spec = self.spec
        yield Header()
        with VerticalScroll(id="form", can_focus=False):
            yield Static(f"[b]New game of {spec.title}[/b]")
            yield from self.compose_before_seats()
            with Horizontal(classes="row", id="players-row"):
                yield Label("Players")
                yield Select([(str(n), n) for n in spec.players], value=spec.default_players,
                             allow_blank=False, id="players")
            kinds = [(kind.value, kind.value) for kind in spec.kinds]
            for i in range(spec.seats):
                with Horizontal(classes="seat", id=f"seat-{i}"):
                    yield TypedInput(spec.names[i], id=f"name-{i}", max_length=24)
                    yield Select([(c, c) for c in spec.colours], value=spec.colours[i],
                                 allow_blank=False, id=f"colour-{i}")
                    yield Select(kinds, value=spec.kinds[0].value, allow_blank=False,
                                 id=f"kind-{i}")
            yield from self.compose_after_seats()
            for switch in spec.switches:
                yield Tick(switch.label, id=f"switch-{switch.key}")
            with Horizontal(classes="row"):
                yield Label("Seed")
                yield TypedInput("" if self.fixed_seed is None else str(self.fixed_seed),
                                 placeholder="random", id="seed", restrict=r"[0-9]*", max_length=18)
            with Vertical(id="buttons"), Horizontal():
                yield Button("Start", id="start", variant="primary")
                yield Button("Load a save", id="load")
                yield Button("Quit", id="quit")
        yield KeyFooter()

    def on_mount(self) -> None:
        if self.last is not None:
            self._offer(self.last)
        self._show_seats()
        self.query_one("#start", Button).focus()

    def _offer(self, last: GameConfig) -> None:
        """Fill the form with the last game's players and switches (not its seed)."""
        seated = [s for s in last.seats if s.kind in self.spec.kinds]
        for i, seat in enumerate(seated[: self.spec.seats]):
            self.query_one(f"#name-{i}", Input).value = seat.name
            self.query_one(f"#colour-{i}", Select).value = seat.colour
            self.query_one(f"#kind-{i}", Select).value = seat.kind.value
        if len(seated) in self.spec.players:
            self.query_one("#players", Select).value = len(seated)
        for switch in self.spec.switches:
            was = switch.key in last.modules if switch.module else last.options.get(switch.key)
            self.query_one(f"#switch-{switch.key}", Tick).value = bool(was)
        self.offer_more(last)

    @on(Select.Changed)
    def _show_seats(self) -> None:
        count = self.seat_count()
        for i in range(self.spec.seats):
            self.query_one(f"#seat-{i}").display = i < count
        self.show_fields()

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

    def _seat(self, i: int) -> Seat:
        name = self.query_one(f"#name-{i}", Input).value.strip()
        return Seat(
            name=name or self.spec.names[i],
            colour=str(self.query_one(f"#colour-{i}", Select).value),
            kind=SeatKind(str(self.query_one(f"#kind-{i}", Select).value)),
        )

    def build(self) -> GameConfig | None:
        """The config the form describes, or None after saying what is wrong."""
        options: dict[str, object] = {}
        modules: list[str] = []
        for switch in self.spec.switches:
            chosen = self.query_one(f"#switch-{switch.key}", Tick).value
            if switch.module:
                modules += [switch.key] if chosen else []
            else:
                options[switch.key] = chosen
        text = self.query_one("#seed", Input).value
        seed = int(text) if text else time.time_ns() % 1_000_000_007
        try:
            seats = self.finish([self._seat(i) for i in range(self.seat_count())], options)
            problem = seating_problem(seats)
            if problem:
                self.notify(problem, severity="error")
                return None
            return GameConfig(game=self.spec.game, seats=tuple(seats), modules=tuple(modules),
                              options=options, seed=seed)
        except ValidationError as exc:
            self.notify(f"These settings cannot be played: {exc.errors()[0]['msg']}",
                        severity="error")
            return None


def seating_problem(seats: list[Seat]) -> str:
    """Why these seats cannot sit at one table, or ""."""
    if len({s.name for s in seats}) < len(seats):
        return "Every player needs a different name."
    if len({s.colour for s in seats}) < len(seats):
        return "Every player needs a different colour."
    if not any(s.kind is SeatKind.HUMAN for s in seats):
        return "At least one seat must be a person."
    return ""
