"""Ticking a multi-pick in the prompt panel, and an app's own option order: the shared
pieces (the Wondrous discards prove them through key presses in tests/wondrous_tui)."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import OptionList

from engine.core import Option, Prompt
from engine.tui.keys import OPTION_KEYS
from engine.tui.prompt_panel import CONFIRM, CONFIRM_KEY, PromptPanel
from engine.tui.styles import SHARED_CSS
from tests.tinygame.app import PebbleApp, pebble_book
from tests.tinygame.rules import PebbleRules, config
from tests.tui.screen import lift, screen_text, shown_key


def discard(*cards: str, multi: bool = True, kind: str = "discard") -> Prompt:
    return Prompt(0, kind, "Discard", tuple(Option(c, f"Card {c}") for c in cards), multi=multi)


class PanelApp(App[None]):
    CSS_PATH = [SHARED_CSS]

    def __init__(self) -> None:
        super().__init__()
        self.confirmed: list[tuple[str, ...]] = []

    def compose(self) -> ComposeResult:
        yield PromptPanel()

    def on_prompt_panel_confirmed(self, event: PromptPanel.Confirmed) -> None:
        self.confirmed.append(event.option_ids)


def tick(panel: PromptPanel, option_id: str) -> None:
    options = panel.query_one(OptionList)
    options.highlighted = options.get_option_index(option_id)
    panel.tick()


def rows(panel: PromptPanel) -> dict[str, str]:
    options = panel.query_one(OptionList)
    found = (options.get_option_at_index(i) for i in range(options.option_count))
    return {row.id or "": str(row.prompt) for row in found}


async def test_ticks_are_numbered_in_order_and_confirmed_in_that_order():
    app = PanelApp()
    async with app.run_test() as pilot:
        panel = app.query_one(PromptPanel)
        panel.show(discard("a", "b", "c", "d"))
        for card in ("c", "a", "d", "a"):  # the second tick on a lets it go
            tick(panel, card)
        shown = rows(panel)
        assert shown["c"].startswith("[3] ✓1 ") and shown["d"].startswith("[4] ✓2 ")
        assert "✓" not in shown["a"] and "2 ticked" in shown[CONFIRM]
        panel.query_one(OptionList).highlighted = len(shown) - 1  # the Confirm row
        await pilot.press("enter")
        assert app.confirmed == [("c", "d")]


async def test_ticks_last_while_the_same_decision_is_asked_again():
    app = PanelApp()
    async with app.run_test():
        panel = app.query_one(PromptPanel)
        panel.show(discard("a", "b", "c", "d"), turn=1)
        tick(panel, "b")
        tick(panel, "c")
        panel.show(discard("a", "c", "d"), turn=1)  # b was answered: c is still ticked
        assert panel.ticked == ["c"] and rows(panel)["c"].startswith("[3] ✓1 ")
        panel.show(discard("a", "c", kind="keep"), turn=1)  # another decision
        assert panel.ticked == [] and CONFIRM not in rows(panel)


async def test_the_panel_says_what_space_and_enter_do_and_enter_confirms_the_ticked():
    app = PanelApp()
    async with app.run_test() as pilot:
        panel = app.query_one(PromptPanel)
        panel.show(discard("a", "b", "c"))
        await pilot.pause()
        assert "Enter takes the highlighted one now" in screen_text(app)
        tick(panel, "b")
        tick(panel, "c")
        await pilot.pause()
        assert "Enter (or 0) confirms the 2 ticked" in screen_text(app)
        panel.query_one(OptionList).highlighted = 0  # on an option not ticked
        await pilot.press("enter")
        assert app.confirmed == [("b", "c")]
        panel.show(discard("a", "b", multi=False, kind="keep"))
        await pilot.pause()
        assert "Space ticks" not in screen_text(app)


def test_the_confirm_key_never_answers_an_option():
    assert CONFIRM_KEY not in OPTION_KEYS


async def test_a_single_pick_cannot_be_ticked():
    app = PanelApp()
    async with app.run_test():
        panel = app.query_one(PromptPanel)
        panel.show(discard("a", "b", multi=False))
        tick(panel, "a")
        assert panel.ticked == [] and not panel.can_tick


class ReversedApp(PebbleApp):
    """An app listing the options the other way round."""

    def option_order(self, prompt: Prompt) -> tuple[Option, ...]:
        return prompt.options[::-1]


async def test_keys_follow_the_apps_order_and_space_ticks_nothing_in_a_single_pick():
    app = ReversedApp(PebbleRules(), pebble_book(), config(seed=3), autosave=False,
                      resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        await lift(pilot)
        prompt = app.game.prompt
        last = prompt.options[-1].id
        assert shown_key(app, last) == "1"
        assert "Tick" not in screen_text(app)
        await pilot.press("space")
        assert app.game.choices == []
        await pilot.press("1")
        assert app.game.choices[-1].option == last
