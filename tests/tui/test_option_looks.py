"""The prompt panel keeps the laid-out text and the drawn lines of options it has shown, by
what they look like: a decision whose options came before is drawn from them, and what is
drawn is always what a list drawn afresh would show (its highlight, its ticks, its places
for a click)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import OptionList

from engine.core import Option, Prompt
from engine.tui.prompt_panel import Choices, PromptPanel
from engine.tui.styles import SHARED_CSS
from tests.tui.screen import screen_text

SIZE = (60, 16)


def ask(*labels: str, kind: str = "pick", multi: bool = False) -> Prompt:
    return Prompt(0, kind, "Pick one", tuple(Option(f"o{i}", label)
                                             for i, label in enumerate(labels)), multi=multi)


class PanelApp(App[None]):
    CSS_PATH = [SHARED_CSS]
    CSS = "PromptPanel { height: 100%; }"

    def compose(self) -> ComposeResult:
        yield PromptPanel()


def drawn(options: Choices) -> list[list[tuple[str, object]]]:
    """The list's lines as drawn: each segment's text and style."""
    return [[(seg.text, seg.style) for seg in options.render_line(y)]
            for y in range(options.scrollable_content_region.height)]


def afresh(options: Choices) -> list[list[tuple[str, object]]]:
    """The list's lines with its kept looks forgotten: drawn anew."""
    options._visuals.clear()
    options._drawn.clear()
    options._clear_caches()
    return drawn(options)


async def test_options_shown_before_are_not_laid_out_again():
    app = PanelApp()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(PromptPanel)
        options = app.query_one(Choices)
        panel.show(ask("Play a card", "Take from the Wilderness"), turn=1)
        await pilot.pause()
        first = options.get_option_at_index(1)._visual
        panel.show(ask("Play a card", "Take from the Wilderness"), turn=2)
        await pilot.pause()
        again = options.get_option_at_index(1)
        assert again._visual is first  # the same look: the text laid out before
        panel.show(ask("Play a card", "Recharge"), turn=3)
        await pilot.pause()
        assert options.get_option_at_index(1)._visual is not first


async def test_what_is_drawn_is_what_a_fresh_list_draws():
    app = PanelApp()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(PromptPanel)
        options = app.query_one(Choices)
        for turn, labels in enumerate([("A", "B", "C"), ("C", "B", "A"), ("B", "A"),
                                       ("A", "B", "C", "D")], 1):
            panel.show(ask(*labels), turn=turn)
            options.focus()
            await pilot.press("down")  # the highlight moves: another look of two options
            await pilot.pause()
            assert "[1]" in screen_text(app)
            assert drawn(options) == afresh(options), labels


async def test_a_click_answers_the_option_at_its_new_place():
    """A drawn line carries its option's place: a line kept from a list where that look
    stood elsewhere must not answer the option that stood there."""
    picked: list[str] = []

    class Clicked(PanelApp):
        def on_prompt_panel_chosen(self, event: PromptPanel.Chosen) -> None:
            picked.append(event.option_id)

    app = Clicked()
    async with app.run_test(size=SIZE) as pilot:
        panel = app.query_one(PromptPanel)
        options = app.query_one(OptionList)
        # a pick of several keeps the keys of those left: the same looks, one place up
        panel.show(ask("First", "Second", "Third", multi=True), turn=1)
        options.focus()
        await pilot.press("down")  # "Second" drawn highlighted, as it will be at the top
        await pilot.pause()
        panel.show(Prompt(0, "pick", "Pick one", (Option("o1", "Second"),
                                                  Option("o2", "Third")), multi=True), turn=1)
        await pilot.pause()
        assert str(options.get_option_at_index(0).prompt).startswith("[2] Second")
        await pilot.click(Choices, offset=(4, 1))  # the top line inside the list's border
        await pilot.pause()
        assert picked == ["o1"]


async def test_a_list_made_shorter_by_the_tick_hint_is_drawn_in_one_frame():
    """A pick of several shows a hint line above the list; the list, shorter, keeps its
    laid-out options (they depend on the width only) instead of drawing them again in a
    frame of their own."""
    from engine.tui.bench import settled
    from tests.tui.test_frames import count_frames

    app = PanelApp()
    async with app.run_test(size=SIZE):
        panel = app.query_one(PromptPanel)
        panel.show(ask(*(f"Card {i}" for i in range(30))), turn=1)
        await settled(app)
        frames = count_frames(app)
        for turn, multi in enumerate((True, False, True), 2):
            frames.clear()
            panel.show(ask(*(f"Card {i}" for i in range(30)), multi=multi), turn=turn)
            await settled(app)
            assert len(frames) == 1, (multi, len(frames))
            assert ("Space ticks" in screen_text(app)) is multi


async def test_options_that_wrapped_show_whole_once_the_window_is_wider():
    app = PanelApp()
    async with app.run_test(size=(40, 20)) as pilot:
        panel = app.query_one(PromptPanel)
        options = app.query_one(Choices)
        panel.show(ask(*(f"forests tile F0{i}: 2 squares, experience" for i in range(4))),
                   turn=1)
        options.focus()
        await pilot.press("down")
        await pilot.pause()
        assert "experience" in screen_text(app).splitlines()[5]  # the second line of [1]
        await pilot.resize_terminal(90, 20)
        await pilot.pause()
        await pilot.pause()
        assert "[2] forests tile F01: 2 squares, experience" in screen_text(app)
        assert drawn(options) == afresh(options)


async def test_a_list_laid_out_between_two_resizes_is_laid_out_again_for_the_last():
    """A decision shown while the window is dragged (narrow, then wide again, before the
    list has heard of either) is laid out at the narrow width: the wide one lays it out
    again, so no option keeps a line too many."""
    from textual.geometry import Size

    from engine.tui.bench import settled

    labels = [f"forests tile F0{i}: 2 squares, experience" for i in range(4)]
    app = PanelApp()
    async with app.run_test(size=(90, 20)) as pilot:
        panel = app.query_one(PromptPanel)
        options = app.query_one(Choices)
        panel.show(ask(*labels), turn=1)
        await settled(app)
        app.screen._refresh_layout(Size(40, 20))
        panel.show(ask(*labels, "x"), turn=2)  # laid out at the narrow width
        app.screen._refresh_layout(Size(90, 20))
        await pilot.pause()
        await settled(app)
        assert len(options._lines) == 5  # one line each at the wide width
        assert drawn(options) == afresh(options)
