"""The new-game form every app shares: player count, names, colours, who plays each seat
(a person, a bot or the game's automa), modules and options as switches, how long a hard
bot thinks (where there is one), and the seed.
Sensible defaults with the focus on Start, so Enter begins a game.

Where the focus is must be plain in any terminal, NO_COLOR included: the focused field gets
a heavy border (a shape, not only a colour) and a "▶" before its row's name, and the hint
line, always in view, says what Enter does there. Enter opens a list, ticks a switch or
moves on from a text field; only the Start button starts a game. A window smaller than the
table needs is told above the buttons, before Start.

An app describes its game in a `FormSpec`; an app with more to ask (Wondrous' solo level
and scenarios) subclasses `NewGameForm` and fills its hooks.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Header, Input, Label, Static

from engine.core import GameConfig, Seat, SeatKind
from engine.core.errors import CheckFailed
from engine.core.session import GameSession
from engine.tui.choice import Choice
from engine.tui.footer import KeyFooter
from engine.tui.help import HelpBook
from engine.tui.inputs import TypedInput
from engine.tui.screens import ConfirmScreen, HelpScreen, too_small
from engine.tui.seats import seat_choices, seat_of, seat_value
from engine.tui.textual_compat.drawn_once import DrawnOnceScreen
from engine.tui.think_time import THINK_TIMES, offers_timed, think_label

COLOURS = ("red", "blue", "green", "yellow")
NAMES = ("Ada", "Bram", "Cleo", "Dara")


@dataclass(frozen=True)
class Switch:
    """One on/off setting: a module named in `GameConfig.modules` when `module`, otherwise
    a true/false value in `GameConfig.options` under `key`."""

    key: str
    label: str
    module: bool = False
    help: str = ""  # the help topic F1 opens while the switch has the keyboard (its own)


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
    help: str = "app.new-game"  # the help topic F1 opens on this form

    @property
    def seats(self) -> int:
        return max(self.players)


@dataclass(frozen=True)
class SeatFields:
    """The fields of one seat's row."""

    name: Input
    colour: Choice[str]
    kind: Choice[str]


class Tick(Checkbox):
    """A checkbox whose mark shows whether it is on, not only its colour (NO_COLOR)."""

    BUTTON_INNER = " "

    def watch_value(self) -> None:
        super().watch_value()
        self.BUTTON_INNER = "X" if self.value else " "
        self.refresh()


class RowName(Label):
    """A row's name on the form, with room for the "▶" that marks the row holding the focus."""

    def __init__(self, name: str, **kwargs: object) -> None:
        super().__init__(f"  {name}", markup=False, **kwargs)  # type: ignore[arg-type]
        self.row_name = name

    def mark(self, here: bool) -> None:
        self.update(f"{'▶' if here else ' '} {self.row_name}")


def field_row(name: str, field: Widget, **kwargs: str) -> Horizontal:
    """One line of the form: its name, then the field."""
    return Horizontal(RowName(name), field, classes="row", **kwargs)  # type: ignore[arg-type]


#: What Enter does on each kind of field, for the hint line.
ENTER_DOES = (
    (Choice, "Enter opens the list, arrows pick, Enter again chooses; Left and Right step."),
    (Input, "Type here; Enter moves on to the next field."),
    (Checkbox, "Enter or Space ticks or clears it."),
)
BUTTON_DOES = {"start": "Enter starts the game.", "load": "Enter opens a saved game.",
               "quit": "Enter quits."}
#: the buttons' own labels, before the focus mark
BUTTON_LABELS = {"start": "Start", "load": "Load a save", "quit": "Quit"}


class NewGameForm(DrawnOnceScreen[GameConfig | None]):
    """Dismisses with the new game's config, or None when the player quits."""

    BINDINGS = [
        Binding("escape", "leave", "Quit", id="quit"),
        Binding("f1,question_mark", "help", "Help", id="help"),
    ]
    # Start holds the focus from the first frame (Enter starts a game): focused there at
    # once, not first on the first field and then moved, which draws the form twice more
    AUTO_FOCUS = "#start"

    def __init__(self, spec: FormSpec, seed: int | None = None,
                 last: GameConfig | None = None) -> None:
        super().__init__()
        self.spec = spec
        self.fixed_seed = seed
        self.last = last  # the settings of the game before, offered again
        self._seat_fields: list[SeatFields] = []  # of the seat rows made so far, in order

    # -- hooks for apps with more to ask -------------------------------------------------

    def compose_before_seats(self) -> Iterable[Widget]:
        """Fields above the player count (a mode, say)."""
        return ()

    def compose_after_seats(self) -> Iterable[Widget]:
        """Fields between the seats and the switches."""
        return ()

    def seat_count(self) -> int:
        players: Choice[int] = self.query_one("#players", Choice)
        return players.value

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
            yield field_row("Players", Choice([(str(n), n) for n in spec.players],
                                              value=spec.default_players, id="players"),
                            id="players-row")
            for i in range(self._first_seats()):
                yield self._seat_row(i)
            yield from self.compose_after_seats()
            for switch in spec.switches:
                yield field_row("", Tick(switch.label, id=f"switch-{switch.key}"),
                                id=f"switch-row-{switch.key}")
            session = self._session()
            if session is not None and offers_timed(session):
                times = sorted({*THINK_TIMES, session.think_ms})  # a loaded game's own too
                yield field_row("Think", Choice(
                    [(f"{think_label(ms)} a decision (hard bots)", ms) for ms in times],
                    value=session.think_ms, id="think"), id="think-row")
            yield field_row("Seed", TypedInput(
                "" if self.fixed_seed is None else str(self.fixed_seed),
                placeholder="random", id="seed", restrict=r"[0-9]*", max_length=18))
            # above the buttons: in view with Start, which holds the focus
            note = Static(self._size_note(), id="size-note", markup=False)
            note.display = bool(note.content)
            yield note
            with Horizontal(classes="row", id="buttons"):
                yield RowName("")
                yield Button(BUTTON_LABELS["start"], id="start", variant="primary")
                yield Button(BUTTON_LABELS["load"], id="load")
                yield Button(BUTTON_LABELS["quit"], id="quit")
            yield Static("", id="hint", markup=False)
        yield KeyFooter()

    def _first_seats(self) -> int:
        """The seat rows made with the form: the default count's, or the last game's.
        The others are made when the count asks for them: each list takes a while to
        make, and the first frame waits for all of them."""
        seated = len(self._seated(self.last)) if self.last is not None else 0
        return max(self.spec.default_players, min(seated, self.spec.seats))

    def _seated(self, last: GameConfig) -> list[Seat]:
        return [s for s in last.seats if s.kind in self.spec.kinds]

    def _seat_row(self, i: int) -> Horizontal:
        """Seat `i`'s row; its fields are kept, to be read and filled in."""
        spec = self.spec
        fields = SeatFields(
            TypedInput(spec.names[i], id=f"name-{i}", max_length=24),
            Choice([(c, c) for c in spec.colours], value=spec.colours[i], id=f"colour-{i}"),
            Choice(seat_choices(spec.kinds, self._levels()),
                   value=spec.kinds[0].value, id=f"kind-{i}", classes="kind"),
        )
        self._seat_fields.append(fields)
        return Horizontal(RowName(f"Seat {i + 1}"), fields.name, fields.colour, fields.kind,
                          classes="row seat", id=f"seat-{i}")

    def _session(self) -> GameSession | None:
        """The app's session (the think time is its setting), if the app has one."""
        session = getattr(self.app, "session", None)
        return session if isinstance(session, GameSession) else None

    def _levels(self) -> list[str]:
        """The bot levels the app offers (only random moves, if it says none)."""
        levels = getattr(self.app, "bot_levels", None)
        return list(levels()) if callable(levels) else ["random"]

    def _size_note(self) -> str:
        """What the table needs of the window, said before Start when the window is
        smaller ("" when it is large enough): the table checks only once it is shown."""
        lacks = too_small(self.app.size, getattr(self.app, "MIN_SIZE", (0, 0)))
        return f"! {lacks} before you press Start." if lacks else ""

    def on_resize(self) -> None:
        note = self.query_one("#size-note", Static)
        said = self._size_note()
        if str(note.content) != said:
            note.update(said)
        note.display = bool(said)

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """Mark the row that holds the focus and say what Enter does there."""
        for name in self.query(RowName):
            name.mark(isinstance(name.parent, Widget) and name.parent.has_focus_within)
        for button in self.query_one("#buttons").query(Button):  # three on one row
            mark_button(button, button is event.widget)
        self.query_one("#hint", Static).update(
            f"{enter_does(event.widget)}  Tab: next field, Shift+Tab: back.  F1: help."
        )

    def action_leave(self) -> None:
        """Escape asks first: it is easily pressed to close a list, and it would end the
        program (the Quit button quits at once)."""
        def answer(yes: bool | None) -> None:
            if yes:
                self.app.exit()

        back_to = getattr(self.app, "back_to", "")
        question, yes = (f"Back to {back_to}?", "Back") if back_to else ("Quit Bestiary?",
                                                                         "Quit")
        self.app.push_screen(ConfirmScreen(question, yes, "Stay"), answer)

    def action_help(self) -> None:
        book: HelpBook = self.app.book  # type: ignore[attr-defined]
        focused = self.focused.id if self.focused is not None else None
        topic = next((s.help for s in self.spec.switches
                      if s.help and focused == f"switch-{s.key}"), self.spec.help)
        self.app.push_screen(HelpScreen(book, topic))

    def on_mount(self) -> None:
        if self.last is not None:
            self._offer(self.last)
        self._show_seats()

    def _offer(self, last: GameConfig) -> None:
        """Fill the form with the last game's players and switches (not its seed)."""
        seated = self._seated(last)
        for fields, seat in zip(self._seat_fields, seated, strict=False):
            fields.name.value = seat.name
            fields.colour.value = seat.colour
            offered = [value for _label, value in fields.kind.options]
            if seat_value(seat) in offered:
                fields.kind.value = seat_value(seat)
        if len(seated) in self.spec.players:
            self.query_one("#players", Choice).value = len(seated)
        for switch in self.spec.switches:
            was = switch.key in last.modules if switch.module else last.options.get(switch.key)
            self.query_one(f"#switch-{switch.key}", Tick).value = bool(was)
        self.offer_more(last)

    @on(Choice.Changed)
    def _show_seats(self) -> None:
        count = self.seat_count()
        made = len(self._seat_fields)
        if made < count:
            rows = [self._seat_row(i) for i in range(made, count)]
            self.query_one("#form").mount(*rows, after=f"#seat-{made - 1}")
        for i in range(len(self._seat_fields)):
            self.query_one(f"#seat-{i}").display = i < count
        self.show_fields()

    @on(Button.Pressed, "#load")
    def _load(self) -> None:
        self.app.action_load()  # type: ignore[attr-defined]

    @on(Button.Pressed, "#quit")
    def _quit(self) -> None:
        self.app.exit()

    @on(Input.Submitted)
    def _next_field(self) -> None:
        """Enter in a text field moves on: only Start starts, so Enter never starts a game
        from a field the player is still filling in."""
        self.focus_next()

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        config = self.build()
        if config is None:
            return
        session = self._session()
        think = self.query("#think")
        if session is not None and think:
            session.think_ms = int(think.first(Choice).value)  # the new game's, and on
        self.dismiss(config)

    def _seat(self, i: int) -> Seat:
        fields = self._seat_fields[i]
        kind, level = seat_of(str(fields.kind.value))
        return Seat(
            name=fields.name.value.strip() or self.spec.names[i],
            colour=str(fields.colour.value),
            kind=kind,
            level=level,
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
                              options=options, seed=seed).checked()
        except CheckFailed as exc:
            self.notify(f"These settings cannot be played: {exc.errors()[0]['msg']}",
                        severity="error")
            return None


def mark_button(button: Button, here: bool) -> None:
    """A "▶" on the button with the focus: the row's mark does not say which of its three
    buttons Enter presses, and a focused button looks much like the others in some
    terminals."""
    label = BUTTON_LABELS[button.id or ""]
    button.label = f"▶ {label}" if here else label


def enter_does(field: Widget) -> str:
    """What Enter does on `field`."""
    if isinstance(field, Button):
        return BUTTON_DOES.get(field.id or "", "Enter presses it.")
    return next((says for kind, says in ENTER_DOES if isinstance(field, kind)), "")


def seating_problem(seats: list[Seat]) -> str:
    """Why these seats cannot sit at one table, or ""."""
    if len({s.name for s in seats}) < len(seats):
        return "Every player needs a different name."
    if len({s.colour for s in seats}) < len(seats):
        return "Every player needs a different colour."
    if all(s.kind is SeatKind.AUTOMA for s in seats):  # a game of bots can be watched
        return "At least one seat must be a person or a bot."
    return ""
