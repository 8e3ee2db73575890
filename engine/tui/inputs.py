"""Text boxes whose keys act in the order they were typed, the palette's among them.

Textual's `Input` types a letter as soon as the key reaches the box, but a key it has a
binding for (Backspace, Delete, the arrows, Enter) only acts once the key has bubbled up
to the app, and that goes through the app's message queue, behind every key of the burst
still waiting there. So "ab", Backspace, "c" sent at once gave "ab" + "c", then the
Backspace: "ab" instead of "ac" (tmux: "recharge cards abilities", nine Backspaces and
"energy" left "recharge cards abilit"). Textual issue 6605.
"""

from __future__ import annotations

from textual import events, on
from textual.app import ComposeResult
from textual.command import CommandInput, CommandPalette
from textual.widgets import Input, OptionList

from engine.tui.textual_compat.widgets import BindingsInTypedOrder


class TypedInput(BindingsInTypedOrder):
    """An `Input` that runs the binding of a key it does not type when the key reaches it,
    in line with the letters around it, instead of after the whole burst."""

    def runs_binding_now(self, event: events.Key) -> bool:
        """A key this box does not type, while it has the focus: the bindings the app
        would look up are the ones of this box and its screen. Other keys go Textual's
        way (a key left over after the focus moved bubbles up as it always did)."""
        typed = self.check_consume_key(event.key, event.character)
        return not typed and self.app.focused is self


class PaletteInput(CommandInput, TypedInput):
    """The command palette's search box, keys in order. CommandInput first: Textual finds
    a widget's CSS and its palette's focus by the first base only."""


class GamePalette(CommandPalette):
    """Textual's command palette with a search box that keeps typed keys in order, and
    that runs nothing once closed."""

    @on(Input.Submitted)
    @on(OptionList.OptionSelected)
    def _only_while_open(self, event: Input.Submitted | OptionList.OptionSelected) -> None:
        """An Enter queued behind the one that chose a command reaches the palette after
        it closed: Textual's handler would close it again (taking the screen below) and
        run the command a second time. (Handlers of a subclass run first.)"""
        if not self.is_current:
            event.stop()
            event.prevent_default()

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if type(widget) is CommandInput:  # built the same way, only keys in order
                widget = PaletteInput(placeholder=widget.placeholder,
                                      select_on_focus=widget.select_on_focus)
            yield widget
