"""Screens both apps share: pass the keyboard, save, load, resume, help, final scores."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.cells import cell_len
from rich.measure import Measurement
from rich.table import Table as RichTable
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option as ListOption

from engine.core import Result, SaveError, SeatScore
from engine.core.save import SaveFile, read_header
from engine.tui.footer import KeyFooter
from engine.tui.help import HelpBook
from engine.tui.inputs import TypedInput
from engine.tui.keys import burst_gap, event_clock
from engine.tui.layout_once import DrawnOnceScreen, DrawnOnceScrollbars, SizedInOnePass


def too_small(size: Size, need: tuple[int, int]) -> str:
    """What the window lacks for the table ("" when it is large enough): said on the
    new-game form before Start, and over the table itself."""
    width, height = need
    if size.width >= width and size.height >= height:
        return ""
    return (f"The window is {size.width}x{size.height}; the game needs at least "
            f"{width}x{height}. Make it larger")


class CardScroll(VerticalScroll, SizedInOnePass, DrawnOnceScrollbars):
    """The pass screen's card: laid out, and its scrollbar drawn, in the frame that shows
    it (a long recap scrolls)."""


class CardText(Static, SizedInOnePass):
    """The card's text, sized in the layout that shows it."""


class PassScreen(DrawnOnceScreen[None]):
    """Covers the whole table until the next player presses a key, telling them what the
    others did since their last turn (`news`, public lines only; the arrows, Page Up and
    Down, Home and End scroll it and lift nothing); then tells the app with
    `Lifted` (a message to the app, not a result callback: that would run on the screen
    that pushed the cover, which may be gone, the new-game screen say), and the app pops
    it."""

    class Lifted(Message):
        """The next player has the keyboard: the app takes the cover away."""

    DEFAULT_CSS = """
    PassScreen { align: center middle; background: $background; }
    /* wide enough for "Pass the keyboard to" and the longest name (24) on one line, and
       for most log lines in the recap */
    PassScreen #card { width: 72; height: auto; max-height: 100%; border: double $accent;
                       padding: 1 2; }
    """
    #: keys that scroll the card, taller than a short screen with a long recap, instead of
    #: lifting the cover (any other key, the next player's first, lifts it)
    SCROLL_KEYS: ClassVar[dict[str, str]] = {
        "up": "scroll_up", "down": "scroll_down", "pageup": "scroll_page_up",
        "pagedown": "scroll_page_down", "home": "scroll_home", "end": "scroll_end"}

    def __init__(self, name: str, news: Text, note: str = "") -> None:
        super().__init__()
        self.player_name = name
        self.news = news
        self.note = note  # said first ("Resumed the game you left"), where nobody misses it
        self.lifted_at: float | None = None  # when the first key or click lifted it
        # keys until the cover has been on screen a moment belong to the burst that ended
        # the turn (see on_key): the next player's first key comes after it
        self._quiet_from = math.inf

    def compose(self) -> ComposeResult:
        # the name is text a person typed: it is never read as markup
        card = Text.assemble(
            (f"{self.note}\n\n" if self.note else "", "bold"),
            (f"Pass the keyboard to {self.player_name}.", "bold"),
            f"\n\n{self.player_name}, press any key when the others cannot see the screen "
            "(the arrows and Page Up/Down scroll the list below).",
            ("\n\nSince your last turn:\n", "bold"),
            self.news,
        )
        with CardScroll(id="card", can_focus=False):
            yield CardText(card)

    def on_mount(self) -> None:
        self.call_after_refresh(self._drawn)

    def _drawn(self) -> None:
        self._quiet_from = event_clock()

    def on_key(self, event: events.Key) -> None:
        # the key only lifts the cover: it must not also answer the prompt underneath
        event.stop()
        event.prevent_default()
        if event.key in self.SCROLL_KEYS:
            getattr(self.query_one("#card", VerticalScroll), self.SCROLL_KEYS[event.key])(
                animate=False)
            return
        if self._typed_ahead(event):
            return
        self.lift()

    def _typed_ahead(self, key: events.Key) -> bool:
        """Whether `key` came before the cover was drawn, or in the same burst as it came
        up: the end of the last player's keys (Escape arrives last, a moment late, as the
        terminal waits to see whether more of a sequence follows). Nobody answers a screen
        that fast; a burst goes on while its keys come that close together."""
        if key.time - self._quiet_from < burst_gap(getattr(self.app, "PASS_BURST_GAP", 0.0)):
            self._quiet_from = max(self._quiet_from, key.time)
            return True
        return False

    def on_click(self) -> None:
        self.lift()

    def lift(self) -> None:
        """Ask once to be taken away. A burst of keys queues many events here before the
        screen is gone; a second pop would take the screen below (the table). The app
        takes the cover away (see `Lifted`), in the same frame as it shows the table."""
        if self.lifted_at is not None:
            return
        self.lifted_at = event_clock()
        self.app.post_message(self.Lifted())


class SaveScreen(ModalScreen[str | None]):
    """Ask for a save name."""

    DEFAULT_CSS = """
    SaveScreen { align: center middle; }
    SaveScreen > Vertical { width: 56; height: auto; border: round $accent; padding: 1 2; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Save the game under the name:")
            yield TypedInput(placeholder="for example: friday-night", id="name")
            yield Label("Enter saves, Escape cancels.", classes="hint")

    @on(Input.Submitted)
    def _submit(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class SaveList(ModalScreen[Path | None]):
    """Pick one of the save files `paths`; unreadable files are listed with their fault."""

    DEFAULT_CSS = """
    SaveList { align: center middle; }
    SaveList > Vertical { width: 80; height: auto; max-height: 80%; border: round $accent;
                          padding: 1 2; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]
    QUESTION = "Load which save? (Enter loads, Escape cancels)"
    NONE_YET = "There are no saves yet."

    def __init__(self, paths: list[Path]) -> None:
        super().__init__()
        self.paths = paths

    def describe(self, path: Path, header: SaveFile) -> str:
        """The line the list shows for a readable save."""
        when = header.saved_at.replace("T", " ")[:16]
        return f"{path.stem}  {when}  {header.summary}"

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.QUESTION, markup=False)  # wraps in a narrow box
            options = OptionList(id="saves")
            for path in self.paths:
                try:
                    label = Text(self.describe(path, read_header(path)))  # names: not markup
                    options.add_option(ListOption(label, id=str(path)))
                except SaveError as exc:
                    options.add_option(ListOption(Text(f"{path.stem}  ({exc})"), disabled=True))
            if not self.paths:
                options.add_option(ListOption(self.NONE_YET, disabled=True))
            yield options

    def on_mount(self) -> None:
        saves = self.query_one("#saves", OptionList)
        saves.focus()
        readable = (i for i in range(saves.option_count)
                    if not saves.get_option_at_index(i).disabled)
        saves.highlighted = next(readable, None)  # a damaged file first is passed over

    @on(OptionList.OptionSelected)
    def _picked(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(Path(event.option.id) if event.option.id else None)

    def highlighted_path(self) -> Path | None:
        saves = self.query_one("#saves", OptionList)
        if saves.highlighted is None:
            return None
        option_id = saves.get_option_at_index(saves.highlighted).id
        return Path(option_id) if option_id else None

    def action_cancel(self) -> None:
        self.dismiss(None)


class LoadScreen(SaveList):
    """The named saves in a folder; from here, a save or a finished game can be watched."""

    class Watch(Message):
        """Watch the replay of this save (the app checks that its game is over)."""

        def __init__(self, path: Path) -> None:
            super().__init__()
            self.path = path

    BINDINGS = [
        Binding("w", "watch", "Watch", show=False),
        Binding("r", "app.replays", "Replays", show=False),
    ]
    QUESTION = ("Load which save? Enter loads, W watches a finished one, R lists the "
                "finished games, Escape cancels.")

    def __init__(self, folder: Path) -> None:
        super().__init__(sorted(folder.glob("*.json")) if folder.is_dir() else [])
        self.folder = folder

    def action_watch(self) -> None:
        path = self.highlighted_path()
        if path is not None:
            self.dismiss(None)
            self.app.post_message(self.Watch(path))


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question, keyboard first (y / n)."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen > Vertical { width: 60; height: auto; border: round $accent; padding: 1 2; }
    ConfirmScreen Horizontal { height: auto; margin-top: 1; }
    ConfirmScreen Button { margin-right: 2; }
    """
    BINDINGS = [
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(self.question))  # questions carry save and player names
            with Horizontal():
                yield Button(f"{self.yes} (y)", id="yes", variant="primary")
                yield Button(f"{self.no} (n)", id="no")

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)


class HelpScreen(ModalScreen[None]):
    """Every help topic, searchable; opens on the topic that was asked about, or on
    "Start here" when nothing in particular was."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Horizontal { width: 90%; height: 80%; border: round $accent; }
    /* room for the longest titles ("Track icon winterfall event (Winterfall)") */
    HelpScreen #topics-side { width: 46%; max-width: 50; }
    HelpScreen #topic-pane { width: 1fr; padding: 0 2; }
    /* the topic shown, while the search has the keyboard: not by a shade alone (NO_COLOR) */
    HelpScreen #topics > .option-list--option-highlighted { text-style: bold underline; }
    """
    BINDINGS = [
        Binding("escape,f1", "close", "Close help"),
        # in the list, the list's own Down comes first: this one only acts from the search
        Binding("down", "to_list", "Topics", show=False),
        # a topic taller than the pane reads on (the list's own Page keys come first there)
        Binding("pagedown", "topic_page(1)", "Read on", show=False),
        Binding("pageup", "topic_page(-1)", "Read back", show=False),
    ]

    def __init__(self, book: HelpBook, topic_id: str) -> None:
        super().__init__()
        self.book = book
        self.topic_id = book.opening(topic_id)

    def compose(self) -> ComposeResult:
        with Horizontal():
            with Vertical(id="topics-side"):
                yield TypedInput(placeholder="search help", id="search")
                yield OptionList(id="topics")
            with VerticalScroll(id="topic-pane", can_focus=False):
                yield Static(id="topic")

    def on_mount(self) -> None:
        self._fill_grouped()
        self._show(self.topic_id)
        topics = self.query_one("#topics", OptionList)
        topics.highlighted = topics.get_option_index(self.topic_id)
        self.query_one("#search", Input).focus()

    def action_to_list(self) -> None:
        """Down in the search box goes into the list (a binding, not a key handler: the
        search box runs it in turn with the letters typed before it)."""
        self.query_one("#topics", OptionList).focus()

    def _fill(self, ids: list[str]) -> None:
        """The topics found by a search, best first."""
        topics = self.query_one("#topics", OptionList)
        topics.clear_options()
        topics.add_options(self._entry(tid) for tid in ids)

    def _fill_grouped(self) -> None:
        """Every topic under its heading (a heading is not picked: the arrows pass it)."""
        topics = self.query_one("#topics", OptionList)
        topics.clear_options()
        for group, ids in self.book.grouped():
            # titles come from data (a card's name): never read as markup
            topics.add_option(ListOption(Text(f"── {group.title} ──", style="bold"),
                                         disabled=True))
            topics.add_options(self._entry(tid) for tid in ids)

    def _entry(self, topic_id: str) -> ListOption:
        return ListOption(Text(self.book.get(topic_id).title), id=topic_id)

    def _show(self, topic_id: str) -> None:
        topic = self.book.get(topic_id)
        body = Text(topic.title + "\n\n", style="bold")
        body.append(topic.text, style="")
        self.query_one("#topic", Static).update(body)
        self.query_one("#topic-pane", VerticalScroll).scroll_home(animate=False)

    def action_topic_page(self, pages: int) -> None:
        """Page Down and Page Up scroll a long topic, from the search box too."""
        pane = self.query_one("#topic-pane", VerticalScroll)
        if pages > 0:
            pane.scroll_page_down(animate=False)
        else:
            pane.scroll_page_up(animate=False)

    @on(Input.Changed, "#search")
    def _search(self, event: Input.Changed) -> None:
        topics = self.query_one("#topics", OptionList)
        if not event.value.strip():
            self._fill_grouped()
            topics.highlighted = topics.get_option_index(self.book.start)
            self._show(self.book.start)
            return
        ids = self.book.search(event.value)
        self._fill(ids)
        if ids:  # the text follows the search
            topics.highlighted = 0
            self._show(ids[0])

    @on(OptionList.OptionHighlighted, "#topics")
    def _highlight(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id:
            self._show(event.option.id)

    def action_close(self) -> None:
        self.dismiss(None)


def scored(result: Result) -> list[SeatScore]:
    """The seats the rules score: an opponent scored by none (a breakdown left empty, as
    the Poacher's in Cryptic Nature's solo) is told of in the verdict, not in a column."""
    return [s for s in result.scores if s.breakdown] or list(result.scores)


def score_table(result: Result) -> RichTable:
    """Categories down, seats across, totals last; the winner's column marked with a star."""
    table = RichTable(title="Final scores", caption="* the winner", expand=False)
    table.add_column("Category")
    scores = scored(result)
    for score in scores:
        mark = " *" if score.seat in result.winners else ""
        table.add_column(Text(f"{score.name}{mark}"), justify="right")  # a name, not markup
    categories: list[str] = []
    for score in scores:
        categories.extend(c for c in score.breakdown if c not in categories)
    for category in categories:
        table.add_row(category, *(str(s.breakdown.get(category, 0)) for s in scores))
    table.add_row("Total", *(str(s.total) for s in scores), style="bold")
    return table


def score_bars(result: Result, width: int = 40) -> Text:
    """A bar per seat, drawn with characters so it reads without colour."""
    scores = scored(result)
    top = max((s.total for s in scores), default=0) or 1
    # names line up by the cells they fill on screen (a CJK sign or an emoji fills two)
    name_cells = max([16] + [cell_len(s.name) for s in scores])
    text = Text()
    for score in scores:
        length = max(0, round(width * score.total / top))
        text.append(" " * (name_cells - cell_len(score.name)) + f"{score.name} ")
        text.append("#" * length, style="bold")
        text.append(f" {score.total}\n")
    return text


def verdict(result: Result) -> str:
    names = {s.seat: s.name for s in result.scores}
    if result.winner is None:
        shared = ", ".join(names[s] for s in result.winners)
        return f"A shared victory: {shared}."
    if result.decided_by == "score":
        return f"{names[result.winner]} wins."
    return f"{names[result.winner]} wins on the tie-break: {result.decided_by}."


def finished_summary(result: Result, said: str | None = None) -> str:
    """One line for the list of finished games: every score, then who won (`said`: the
    app's own words for it)."""
    scores = ", ".join(f"{s.name} {s.total}" for s in scored(result))
    return f"{scores}. {said or verdict(result)}"


class ResultScreen(DrawnOnceScreen[None]):
    """The end of the game: who won, how it was decided, the breakdown and a chart."""

    DEFAULT_CSS = """
    ResultScreen { align: center middle; }
    ResultScreen > #result { width: auto; height: auto; border: round $accent; padding: 1 2; }
    ResultScreen #result > Static { width: auto; }
    """
    BINDINGS = [
        Binding("q", "app.quit", "Quit", id="quit"),
        Binding("n", "app.new_game", "New game", id="new_game"),
        Binding("r", "app.watch_replay", "Watch the replay", id="watch_replay"),
        Binding("escape", "back", "Look at the table", id="back"),
        # the table's own commands, which its screen holds: here too (Ctrl+O did nothing)
        Binding("ctrl+s", "app.save", "Save", id="save"),
        Binding("ctrl+o", "app.load", "Load", id="load"),
        Binding("f1,question_mark", "app.help", "Help", id="help"),
    ]

    def __init__(self, result: Result, said: str | None = None,
                 notes: Sequence[str] = ()) -> None:
        """`said`: who won in the app's own words (a solo mode's win or loss); `notes`: more
        lines it tells from the result's details (a solo rating)."""
        super().__init__()
        self.result = result
        self.said = said or verdict(result)
        self.notes = tuple(notes)

    def compose(self) -> ComposeResult:
        with Vertical(id="result"):
            yield Static(Text(self.said, style="bold"), id="verdict")
            yield Static(Text(f"The game ended: {self.result.end_reason}."), id="reason")
            if self.notes:
                yield Static(Text("\n".join(self.notes)), id="notes")
            yield Static(score_table(self.result), id="table")
            yield Static(score_bars(self.result), id="bars")
        yield KeyFooter()

    def on_mount(self) -> None:
        # the box's own width follows its other lines; long names make the table wider
        console = self.app.console
        room = console.options.update_width(self.app.size.width)
        width = Measurement.get(console, room, score_table(self.result)).maximum
        self.query_one("#table", Static).styles.min_width = width

    def action_back(self) -> None:
        self.dismiss(None)
