"""A terminal that keeps what the app has drawn on it, frame by frame, to hold against what
the screen would draw now if drawn whole: the two differ where a change was never drawn.

Textual hands each frame (the whole screen, or the changed parts of some lines) to
`App._display`, headless too; this applies them to a grid of cells as a terminal would."""

from __future__ import annotations

import io

from rich.cells import cell_len
from rich.console import Console
from rich.segment import ControlType, Segment
from rich.style import Style
from textual.app import App

from engine.tui.bench import settled
from tests.tui.screen import play_by_keys

Cell = tuple[str, Style | None]


class Terminal:
    """The cells the app's frames have drawn so far."""

    def __init__(self, app: App[object]) -> None:
        self.app = app
        self.cells: dict[tuple[int, int], Cell] = {}
        self.frames = 0
        draw = app._display

        def display(screen, update) -> None:  # type: ignore[no-untyped-def]
            if update is not None and not app._batch_count:
                self.frames += 1
                _apply(self.cells, self._segments(update))
            draw(screen, update)

        app._display = display  # type: ignore[method-assign]

    def _segments(self, update: object) -> list[Segment]:
        width, height = self.app.size
        console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True,
                          legacy_windows=False, safe_box=False)
        return list(console.render(update))  # type: ignore[arg-type]

    def shown(self) -> list[str]:
        """Each row of the terminal as drawn, styles included, where the two differ."""
        return _rows(self.cells, self.app.size)

    def drawn_whole(self) -> list[str]:
        """Each row as the screen would draw it now, from nothing."""
        app = self.app
        update = app.screen._compositor.render_update(
            full=True, screen_stack=app._background_screens)
        cells: dict[tuple[int, int], Cell] = {}
        _apply(cells, self._segments(update))
        return _rows(cells, app.size)

    def differences(self) -> list[str]:
        """The rows where the terminal does not show what the screen holds."""
        return [f"row {y}:\n  shown {a!r}\n  holds {b!r}"
                for y, (a, b) in enumerate(zip(self.shown(), self.drawn_whole(), strict=True))
                if a != b]


def _apply(cells: dict[tuple[int, int], Cell], segments: list[Segment]) -> None:
    x = y = 0
    for segment in segments:
        if segment.control:
            for code in segment.control:
                if code[0] == ControlType.CURSOR_MOVE_TO:
                    x, y = int(code[1]), int(code[2])  # type: ignore[misc]
            continue
        style = segment.style.clear_meta_and_links() if segment.style else None
        for char in segment.text:
            if char == "\n":
                x, y = 0, y + 1
                continue
            cells[(x, y)] = (char, style)
            x += cell_len(char)


def _rows(cells: dict[tuple[int, int], Cell], size: tuple[int, int]) -> list[str]:
    width, height = size
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            char, style = cells.get((x, y), (" ", None))
            row.append(f"{char}{'' if style is None else '{' + str(style) + '}'}")
        rows.append("".join(row))
    return rows


async def play_watched(app, pilot, agent, terminal: Terminal,  # type: ignore[no-untyped-def]
                       steps: int) -> list[str]:
    """Play `steps` steps by keys (see `play_by_keys`) on the `terminal` watching the app
    from its first frame; the differences found after each step, with the step and the
    screen."""
    done: list[int] = [0]
    found: list[str] = []

    async def look(app, pilot) -> None:  # type: ignore[no-untyped-def]
        await settled(app)
        found.extend(f"step {done[0]} on {type(app.screen).__name__}: {d}"
                     for d in terminal.differences()[:1])
        done[0] += 1

    await play_by_keys(app, pilot, agent, visit=look, enough=lambda: done[0] > steps)
    assert done[0] > steps, "the game ended before the steps were played"
    return found
