"""The prompt panel: any engine prompt as a keyed, clickable list of options."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from engine.core import Option, Prompt
from engine.tui.keys import KeyRing
from engine.tui.panels import TextPanel


def option_text(key: str, option: Option) -> Text:
    text = Text(f"[{key}] " if key else "    ", style="bold")
    text.append(option.label, style="" if option.enabled else "dim")
    if not option.enabled:
        text.append(f"  (not now: {option.reason})", style="dim italic")
    return text


class PromptPanel(Vertical):
    """Shows the instruction and the options; says whose decision it is."""

    DEFAULT_CSS = """
    PromptPanel { height: 45%; border: round $accent; }
    PromptPanel > #instruction { padding: 0 1; text-style: bold; height: 2; }
    /* the same width focused or not, scrolling or not: labels wrap once, at the right width */
    PromptPanel > OptionList { height: 1fr; border: tall transparent; scrollbar-gutter: stable; }
    """

    class Chosen(Message):
        """The player picked an enabled option."""

        def __init__(self, option_id: str) -> None:
            super().__init__()
            self.option_id = option_id

    class Focused(Message):
        """The highlight moved to an option (help follows it)."""

        def __init__(self, option: Option | None, prompt: Prompt | None) -> None:
            super().__init__()
            self.option = option
            self.prompt = prompt

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.prompt: Prompt | None = None
        self._ring = KeyRing()
        self._keys: dict[str, str] = {}  # option id -> key: what is shown is what answers
        self.border_title = "Decision"

    def compose(self) -> ComposeResult:
        yield TextPanel("", id="instruction")
        yield OptionList(id="options")

    def show(self, prompt: Prompt | None, waiting: str = "", turn: int = 0) -> None:
        """Display `prompt`, or `waiting` (e.g. "The game is over") when there is none.
        Options keep their keys while the same decision (seat and kind, in `turn`) is
        asked again."""
        if prompt is not None and prompt is self.prompt:
            return  # shown already (under the pass screen, say): keys and highlight stay
        self.prompt = prompt
        options = self.query_one(OptionList)
        if prompt is None:
            options.clear_options()
            self._ring.forget()
            self._keys = {}
            self.query_one("#instruction", TextPanel).set_text(waiting)
            return
        self.query_one("#instruction", TextPanel).set_text(prompt.instruction)
        run = (turn, prompt.seat, prompt.kind)
        self._keys = self._ring.assign(run, [opt.id for opt in prompt.options])
        options.set_options(  # one update of the list, not a clear and then an add
            ListOption(option_text(self.key_of(opt.id), opt), id=opt.id, disabled=not opt.enabled)
            for opt in prompt.options
        )
        first = next((i for i, opt in enumerate(prompt.options) if opt.enabled), None)
        options.highlighted = first

    def highlighted_option(self) -> Option | None:
        """The option under the highlight (the first enabled one, right after `show`)."""
        index = self.query_one(OptionList).highlighted
        if self.prompt is None or index is None or index >= len(self.prompt.options):
            return None
        return self.prompt.options[index]

    def key_of(self, option_id: str) -> str:
        """The key shown beside the option (and answering it), or "" when it has none."""
        return self._keys.get(option_id, "")

    def option_for_key(self, key: str) -> Option | None:
        if self.prompt is None or not key:
            return None
        return next((o for o in self.prompt.options if self.key_of(o.id) == key), None)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        option = self.prompt.option(event.option.id or "") if self.prompt else None
        self.post_message(self.Focused(option, self.prompt))
