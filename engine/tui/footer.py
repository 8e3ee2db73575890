"""The footer: the screen's keys on one line of text.

Textual's own footer is a row of widgets, rebuilt whenever the keys it shows change (a
multi-pick adds Tick, say); rebuilding them restyles and lays out the whole screen, a
good part of a key press. This one is a single line drawn from the keys: a change of keys,
or a key greyed or lit (Undo), only redraws that line."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.widget import Widget

from engine.core.records import Frozen


class FooterEntry(Frozen):
    key: str  # what pressing it sends (the binding's first key)
    shown_key: str  # how the key is written ("^z", "f1")
    description: str
    enabled: bool
    tooltip: str
    binding_id: str = ""


class KeyFooter(Widget, can_focus=False):
    """The keys of the screen it is on; the command palette's key at the right end.
    A click on a key presses it; hovering one shows what it does."""

    COMPONENT_CLASSES = {"key-footer--key", "key-footer--description", "key-footer--line"}

    def __init__(self, *, compact: bool = False, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.compact = compact  # no space inside the keys (a screen with many keys)
        self.entries: tuple[FooterEntry, ...] = ()
        self.palette: FooterEntry | None = None
        self._spans: list[tuple[int, int, FooterEntry]] = []  # where each entry is drawn

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        self._bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _bindings_changed(self, screen: Screen[object]) -> None:
        if screen is not self.screen:
            return
        entries, palette = self._read(screen)
        if (entries, palette) != (self.entries, self.palette):
            self.entries, self.palette = entries, palette
            self.refresh()

    def _read(self, screen: Screen[object]) -> tuple[tuple[FooterEntry, ...],
                                                     FooterEntry | None]:
        """One entry per action shown (its first key), and the palette's key."""
        entries: dict[str, FooterEntry] = {}
        palette = None
        palette_key = self.app.COMMAND_PALETTE_BINDING
        for key, (_node, binding, enabled, tooltip) in screen.active_bindings.items():
            entry = FooterEntry(key, self.app.get_key_display(binding), binding.description,
                                enabled, tooltip or binding.tooltip or binding.description,
                                binding.id or "")
            if key == palette_key:
                palette = entry if self.app.ENABLE_COMMAND_PALETTE else None
            elif binding.show and binding.action not in entries:
                entries[binding.action] = entry
        return tuple(entries.values()), palette

    def _fitting(self, room: int) -> list[FooterEntry]:
        """The entries that fit in `room` columns: when they do not all fit, the app's
        FOOTER_SPARE ones (keys shown elsewhere too, such as on a tab bar) give way first,
        the rightmost first, so that the keys of the moment (Tick, Confirm) stay."""
        spare: frozenset[str] = getattr(self.app, "FOOTER_SPARE", frozenset())
        entries = list(self.entries)

        def width() -> int:
            pad = 2 if self.compact else 3
            return sum(len(e.shown_key) + len(e.description) + pad for e in entries)

        while width() > room:
            drop = next((e for e in reversed(entries) if e.binding_id in spare), None)
            if drop is None:
                break
            entries.remove(drop)
        return entries

    def render(self) -> Text:
        key_style = self.get_component_rich_style("key-footer--key")
        description_style = self.get_component_rich_style("key-footer--description")
        line = Text(no_wrap=True, overflow="crop")
        self._spans = []

        def add(entry: FooterEntry, key: str, description: str) -> None:
            start = line.cell_len
            line.append(key, key_style)
            line.append(description, description_style)
            if not entry.enabled:
                line.stylize("dim", start)
            self._spans.append((start, line.cell_len, entry))

        palette = self.palette
        room = self.size.width
        if palette is not None:
            room -= len(palette.shown_key) + len(palette.description) + (2 if self.compact else 3)
        for entry in self._fitting(room):
            if self.compact:  # the keys bare, a space after each
                add(entry, entry.shown_key, f" {entry.description}")
                line.append(" ")
            else:
                add(entry, f" {entry.shown_key} ", f"{entry.description} ")
        if palette is not None:  # at the right end, after a thin line
            end = "" if self.compact else " "
            line.truncate(max(0, room))
            self._spans = [span for span in self._spans if span[1] <= room]
            line.append(" " * (room - line.cell_len))
            line.append("▏", self.get_component_rich_style("key-footer--line"))
            add(palette, palette.shown_key, f" {palette.description}")
            line.append(end)
        return line

    def entry_at(self, x: int) -> FooterEntry | None:
        return next((entry for start, end, entry in self._spans if start <= x < end), None)

    def on_mouse_move(self, event: events.MouseMove) -> None:
        entry = self.entry_at(event.x)
        self.tooltip = entry.tooltip if entry is not None else None

    def on_click(self, event: events.Click) -> None:
        entry = self.entry_at(event.x)
        if entry is None:
            return
        if entry.enabled:
            self.app.simulate_key(entry.key)
        else:
            self.app.bell()


__all__ = ["FooterEntry", "KeyFooter"]
