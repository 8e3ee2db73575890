"""The prompt panel: any engine prompt as a keyed, clickable list of options.

In a multi-pick (`Prompt.multi`) options can be ticked first and answered together: the
ticks carry over while the same decision is asked again, and the Confirm row at the end
(or its key, or Enter once one is ticked) sends them, in the order they were ticked. A line
under the instruction says so while the multi-pick is asked."""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping, Sequence
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as ListOption

from engine.core import BACK, Option, Prompt
from engine.tui.keys import KeyRing, Run, event_clock
from engine.tui.panels import TextPanel
from engine.tui.textual_compat import set_border_subtitle_in_layout
from engine.tui.textual_compat.drawn_once import DrawnOnceScrollbars
from engine.tui.textual_compat.widgets import KeptOptionList, SizeTakenInLayout

CONFIRM = "--confirm"  # the row that answers the ticked options: no engine option's id
CONFIRM_KEY = "0"  # never an option's key (keys.OPTION_KEYS)
TICK = "✓"
HINTED = "◆"  # the mark of the option the hint would choose (a shape, not only a colour)


def decision(prompt: Prompt, turn: int) -> Run:
    """The run a prompt belongs to: its turn, seat and kind. Its options keep their keys
    while the prompts that follow offer them again (see `engine.tui.keys`)."""
    return turn, prompt.seat, prompt.kind


def option_text(key: str, option: Option, tick: int = 0, hinted: bool = False) -> Text:
    """The option's line: its key, its place among the ticked ones (1 for the first
    ticked), the hint's mark, its label, and why it is greyed out."""
    text = Text(f"[{key}] " if key else "    ", style="bold")
    if hinted:
        text.append(f"{HINTED} hint: ", style="bold reverse")
    if tick:
        text.append(f"{TICK}{tick} ", style="bold reverse")
    text.append(option.label, style="" if option.enabled else "dim")
    if not option.enabled:
        text.append(f"  (not now: {option.reason})", style="dim italic")
    return text


def confirm_text(count: int) -> Text:
    text = Text(f"[{CONFIRM_KEY}] ", style="bold")
    text.append(f"Confirm: answer the {count} ticked, in the order ticked", style="bold")
    return text


def tick_hint(count: int) -> str:
    """What Space and Enter do in a multi-pick with `count` ticked."""
    if not count:
        return "Space ticks several to answer together; Enter takes the highlighted one now."
    return (f"Space ticks or unticks; Enter (or {CONFIRM_KEY}) confirms the {count} ticked, "
            "in the order ticked.")


def text_key(text: Text) -> Hashable:
    """What makes two Rich texts look the same (a Text itself is not hashable)."""
    spans = tuple((s.start, s.end, str(s.style)) for s in text.spans)
    return text.plain, str(text.style), spans, text.justify, text.overflow, text.no_wrap


class Choices(SizeTakenInLayout, KeptOptionList, DrawnOnceScrollbars):
    """The list of options (its scrollbar drawn once per change of options). Enter with
    options ticked confirms them, as the hint says (a click still picks the one clicked).

    Most options come back decision after decision ("Play a card", the spots of the map),
    but each decision is a new list, and Textual lays out and draws a new list's options
    afresh: the laid-out text and the drawn lines of an option are kept by what it
    looks like (`text_key`), so a line seen before is not laid out again."""

    BINDINGS: ClassVar = [Binding("enter", "enter", "Select", id="select", show=False)]

    look_of = staticmethod(text_key)

    def hidden(self) -> tuple[list[int], list[int]]:
        """The options out of sight: above the first row shown, and below the last one (an
        option partly shown counts as shown)."""
        lines = self.option_rows()
        rows = self.scrollable_content_region.height
        if not lines or rows <= 0:
            return [], []
        top = min(round(self.scroll_y), len(lines) - 1)
        bottom = min(top + rows, len(lines)) - 1
        first, last = lines[top][0], lines[bottom][0]
        return list(range(first)), list(range(last + 1, self.option_count))

    def watch_scroll_y(self, old_value: float, new_value: float) -> None:
        super().watch_scroll_y(old_value, new_value)
        if isinstance(panel := self.parent, PromptPanel):
            panel.mark_scroll()

    def resized_in_layout(self) -> None:
        if isinstance(panel := self.parent, PromptPanel):
            panel.mark_scroll(laying_out=True)  # shorter (a hint above it): more below

    def action_enter(self) -> None:
        panel = self.parent
        if isinstance(panel, PromptPanel) and panel.ticked:
            panel.confirm()
        else:
            self.action_select()


class PromptPanel(Vertical):
    """Shows the instruction and the options; says whose decision it is."""

    class Chosen(Message):
        """The player picked an enabled option."""

        def __init__(self, option_id: str) -> None:
            super().__init__()
            self.option_id = option_id

    class Confirmed(Message):
        """The player confirmed the ticked options (in the order ticked)."""

        def __init__(self, option_ids: tuple[str, ...]) -> None:
            super().__init__()
            self.option_ids = option_ids

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
        self._decision: Run | None = None
        #: when the decision shown was first shown (the event clock): keys typed before it
        #: do not answer it (see GameApp._typed_before_asked)
        self.asked_at = 0.0
        self._asking: object = None
        self.ticked: list[str] = []  # option ids, in the order ticked
        self._fixed: dict[str, str] = {}  # option id -> the key the game always gives it
        self._marked = ""  # the bottom line: how many options are out of sight
        self.hinted = ""  # the option the hint marks (its id), while its decision is shown
        self.border_title = "Decision"

    def compose(self) -> ComposeResult:
        yield TextPanel("", id="instruction")
        yield TextPanel("", id="tick-hint")
        yield TextPanel("", id="hint-line")
        yield Choices(id="options")

    def show(self, prompt: Prompt | None, waiting: str = "", turn: int = 0,
             order: Sequence[Option] | None = None,
             fixed: Mapping[str, str] | None = None) -> None:
        """Display `prompt` with its options in `order` (default: the prompt's), or
        `waiting` (e.g. "The game is over") when there is none. Options keep their keys
        while the prompts that follow offer them again, and ticked ones their ticks while
        the same multi-pick (seat and kind, in `turn`) is asked again; `fixed`: option id
        -> the key the game always gives it."""
        if prompt is not None and prompt is self.prompt:
            return  # shown already (under the pass screen, say): keys, ticks, highlight stay
        footer = self._footer_keys()
        self.prompt = prompt
        self.say_hint("")  # a hint is for the decision it was asked about
        options = self.query_one(Choices)
        if prompt is None:
            options.clear_options()
            self._ring.forget()
            self._keys = {}
            self._decision = None
            self.ticked = []
            self.query_one("#instruction", TextPanel).set_text(waiting)
            self._footer_changes(footer)
            self.mark_scroll()
            return
        self.query_one("#instruction", TextPanel).set_text(prompt.instruction)
        shown = prompt.options if order is None else order
        run = decision(prompt, turn)
        self._fixed = dict(fixed or {})
        self._keys = self._ring.assign(run, [opt.id for opt in shown], self._fixed)
        if not self._ring.continued:
            # a decision of its own (not the last one asked again, whether the player
            # answered that one or the game did), on screen from the frame that draws it:
            # keys typed while the app still worked on the last one, or drew this, were
            # typed for the last one
            self.asked_at = math.inf
            self._asking = asking = object()
            self.call_after_refresh(self._drawn, asking)
        still = [oid for oid in self.ticked if (o := prompt.option(oid)) and o.enabled]
        self.ticked = still if run == self._decision and prompt.multi else []
        self._decision = run
        options.set_options(self._row(opt) for opt in shown)  # one update, not clear + add
        if self.ticked:
            options.add_option(ListOption(confirm_text(len(self.ticked)), id=CONFIRM))
        # the highlight starts on the first option that decides something (not on Back)
        enabled = [i for i, opt in enumerate(shown) if opt.enabled]
        options.highlighted = next((i for i in enabled if shown[i].id != BACK),
                                   enabled[0] if enabled else None)
        self._footer_changes(footer)
        self.mark_scroll()

    def mark_scroll(self, *, laying_out: bool = False) -> None:
        """The panel's bottom line says how many options are out of sight (see
        `Choices.hidden`). While the screen lays out (the list made shorter), it is drawn
        in that layout's frame, not in one of its own."""
        marks = self._marks()
        if marks == self._marked:
            return
        self._marked = marks
        if not laying_out:
            self.border_subtitle = Content(marks) if marks else None  # labels: not markup
            return
        set_border_subtitle_in_layout(self, Content(marks) if marks else None)

    def _marks(self) -> str:
        """How many options are out of sight above and below, and the fixed keys of those
        out of sight ("End your turn" below eight bids is on e); "" when all show."""
        if self.prompt is None:
            return ""
        options = self.query_one(Choices)
        above, below = options.hidden()
        marks = []
        for index in (*above, *below):  # first: in a narrow panel the line is cut at its end
            option = self.prompt.option(options.get_option_at_index(index).id or "")
            if option is not None and option.id in self._fixed:
                marks.append(f"{self._fixed[option.id]}: {option.label}")
        marks += [f"{arrow} {len(out)} {where}" for arrow, out, where
                  in (("▲", above, "above"), ("▼", below, "below")) if out]
        return " · ".join(marks)

    def _drawn(self, asking: object) -> None:
        if asking is self._asking:  # (not a decision shown, and gone, before its frame)
            self.asked_at = event_clock()

    def _row(self, option: Option) -> ListOption:
        tick = self.ticked.index(option.id) + 1 if option.id in self.ticked else 0
        text = option_text(self.key_of(option.id), option, tick, option.id == self.hinted)
        return ListOption(text, id=option.id, disabled=not option.enabled)

    def highlighted_option(self) -> Option | None:
        """The option under the highlight (where `show` puts it, right after it)."""
        options = self.query_one(OptionList)
        if self.prompt is None or options.highlighted is None:
            return None
        return self.prompt.option(options.get_option_at_index(options.highlighted).id or "")

    def key_of(self, option_id: str) -> str:
        """The key shown beside the option (and answering it), or "" when it has none."""
        return self._keys.get(option_id, "")

    def option_for_key(self, key: str) -> Option | None:
        if self.prompt is None or not key:
            return None
        return next((o for o in self.prompt.options if self.key_of(o.id) == key), None)

    def say_waiting(self, line: str) -> None:
        """While nobody here may answer (a bot thinks), say so in the instruction's place."""
        if self.prompt is None:
            self.query_one("#instruction", TextPanel).set_text(line)

    # -- the hint ---------------------------------------------------------------------------

    def say_hint(self, line: str, option_id: str = "") -> None:
        """Show `line` above the options ("" hides it) and mark the option `option_id`
        (none: "") as the one the hint would choose. It only marks: nothing is chosen."""
        panel = self.query_one("#hint-line", TextPanel)
        if panel.display != bool(line):
            panel.display = bool(line)
        panel.set_text(line)
        before, self.hinted = self.hinted, option_id
        if self.prompt is None or before == option_id:
            return
        options = self.query_one(OptionList)
        for oid in (before, option_id):
            option = self.prompt.option(oid) if oid else None
            if option is not None:
                options.replace_option_prompt(oid, self._row(option).prompt)

    # -- ticking a multi-pick ---------------------------------------------------------------

    @property
    def can_tick(self) -> bool:
        return self.prompt is not None and self.prompt.multi

    def tick(self) -> None:
        """Tick the highlighted option of a multi-pick, or untick it."""
        options = self.query_one(OptionList)
        if not self.can_tick or options.highlighted is None:
            return
        assert self.prompt is not None
        option = self.prompt.option(options.get_option_at_index(options.highlighted).id or "")
        if option is None or not option.enabled:
            return  # the Confirm row, or a greyed option
        if option.id in self.ticked:
            self._retick([oid for oid in self.ticked if oid != option.id])
        else:
            self._retick([*self.ticked, option.id])

    def untick_all(self) -> bool:
        """Drop every tick; False when there was none."""
        if not self.ticked:
            return False
        self._retick([])
        return True

    def _retick(self, ticked: list[str]) -> None:
        """Tick `ticked` (in that order) instead, redrawing only the rows that change."""
        assert self.prompt is not None
        options = self.query_one(OptionList)
        footer, before = self._footer_keys(), self.ticked
        self.ticked = ticked
        for oid in {*before, *ticked}:  # the places after an untick move up
            option = self.prompt.option(oid)
            assert option is not None
            options.replace_option_prompt(oid, self._row(option).prompt)
        if not ticked:
            options.remove_option(CONFIRM)
        elif before:
            options.replace_option_prompt(CONFIRM, confirm_text(len(ticked)))
        else:
            options.add_option(ListOption(confirm_text(len(ticked)), id=CONFIRM))
        self._footer_changes(footer)

    def confirm(self) -> None:
        if self.ticked:
            self.post_message(self.Confirmed(tuple(self.ticked)))

    def _tick_note(self) -> None:
        """In a multi-pick, the line under the instruction says what Space and Enter do and
        how many are ticked (the Confirm row may be out of sight, below a long list)."""
        hint = self.query_one("#tick-hint", TextPanel)
        if hint.display != self.can_tick:
            hint.display = self.can_tick
        hint.set_text(tick_hint(len(self.ticked)) if self.can_tick else "")

    def _footer_keys(self) -> tuple[bool, bool]:
        """The footer shows the tick key in a multi-pick, the confirm key once ticked."""
        return self.can_tick, bool(self.ticked)

    def _footer_changes(self, before: tuple[bool, bool]) -> None:
        self._tick_note()
        if self._footer_keys() != before and self.is_attached:
            self.screen.refresh_bindings()  # redrawn only when they change: keys stay quick

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        options = self.query_one(OptionList)
        if event.option_index >= options.option_count or \
                options.get_option_at_index(event.option_index) is not event.option:
            return  # from the list of a decision that is over (Enter twice in a burst)
        if event.option.id == CONFIRM:
            self.confirm()
        elif event.option.id is not None:
            self.post_message(self.Chosen(event.option.id))

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        option = self.prompt.option(event.option.id or "") if self.prompt else None
        self.post_message(self.Focused(option, self.prompt))
