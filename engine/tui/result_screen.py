"""The final scores: a table, bars, who won in words, and the line a finished game is kept
under.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.measure import Measurement
from rich.table import Table as RichTable
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from engine.core import Result, SeatScore
from engine.tui.footer import KeyFooter
from engine.tui.screens import FILE_AND_HELP
from engine.tui.textual_compat.drawn_once import DrawnOnceScreen


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


def hints_note(hints: Sequence[tuple[str, int]]) -> str:
    """How many hints each player took (names and counts), "" when there is nobody to say
    it of."""
    if not hints:
        return ""
    said = ", ".join(f"{name} {count}" if count else f"{name} none" for name, count in hints)
    return f"Hints taken: {said}."


def finished_summary(result: Result, said: str | None = None) -> str:
    """One line for the list of finished games: every score, then who won (`said`: the
    app's own words for it)."""
    scores = ", ".join(f"{s.name} {s.total}" for s in scored(result))
    return f"{scores}. {said or verdict(result)}"


class ResultScreen(DrawnOnceScreen[None]):
    """The end of the game: who won, how it was decided, the breakdown and a chart."""

    BINDINGS = [
        Binding("q", "app.quit", "Quit", id="quit"),
        Binding("n", "app.new_game", "New game", id="new_game"),
        Binding("r", "app.watch_replay", "Watch the replay", id="watch_replay"),
        Binding("escape", "back", "Look at the table", id="back"),
        *FILE_AND_HELP,  # the table's own commands: here too (Ctrl+O did nothing)
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
        for table in self.query("#table").results(Static):  # none on a screen taken down
            table.styles.min_width = width

    def action_back(self) -> None:
        self.dismiss(None)
