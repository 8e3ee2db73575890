"""The one-line choice field of the new-game form: keys, list, mouse, changes."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.widgets import Button, OptionList

from engine.tui.choice import Choice, ChoiceList
from engine.tui.styles import SHARED_CSS

LEVELS = [("Lazy *", "lazy"), ("Easygoing **", "easy"), ("Wild ****", "wild")]


class Form(App[None]):
    CSS_PATH = [SHARED_CSS]

    def __init__(self) -> None:
        super().__init__()
        self.changes: list[str] = []

    def compose(self) -> ComposeResult:
        yield Choice(LEVELS, value="easy", id="level")
        yield Button("Start", id="start")

    def on_choice_changed(self, event: Choice.Changed) -> None:
        self.changes.append(event.value)


def level(app: App[None]) -> Choice[str]:
    return app.query_one("#level", Choice)


async def test_left_and_right_step_through_the_values_and_say_so() -> None:
    app = Form()
    async with app.run_test() as pilot:
        level(app).focus()
        await pilot.press("right")
        assert level(app).value == "wild"
        await pilot.press("right")  # round to the first
        assert level(app).value == "lazy"
        await pilot.press("left")
        assert level(app).value == "wild"
        await pilot.pause()
        assert app.changes == ["wild", "lazy", "wild"]
        assert "Wild ****" in str(level(app).render())


async def test_enter_opens_the_list_on_the_value_and_enter_again_chooses() -> None:
    app = Form()
    async with app.run_test() as pilot:
        level(app).focus()
        await pilot.press("enter")
        assert level(app).expanded and isinstance(app.screen, ChoiceList)
        assert app.screen.query_one(OptionList).highlighted == 1  # the value now
        await pilot.press("down", "enter")
        assert level(app).value == "wild" and not level(app).expanded
        assert not isinstance(app.screen, ChoiceList)
        await pilot.press("space")  # Space opens it too
        await pilot.press("up", "escape")  # Escape leaves the value as it was
        assert level(app).value == "wild" and not level(app).expanded
        await pilot.pause()
        assert app.changes == ["wild"]


async def test_a_click_opens_the_list_and_a_click_beside_it_closes_it() -> None:
    app = Form()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.click("#level")
        assert isinstance(app.screen, ChoiceList) and app.focused is not None
        await pilot.click(offset=(55, 18))  # beside the list
        assert not isinstance(app.screen, ChoiceList) and level(app).value == "easy"
        await pilot.click("#level")
        await pilot.click(OptionList, offset=(3, 1))  # the list's first line: Lazy
        assert level(app).value == "lazy" and app.focused is level(app)


async def test_the_field_keeps_its_width_and_takes_only_its_values() -> None:
    app = Form()
    async with app.run_test() as pilot:
        width = level(app).size.width
        assert width == len("Easygoing **") + 2  # the longest value and " ▼"
        level(app).value = "lazy"
        await pilot.pause()
        assert level(app).size.width == width
        with pytest.raises(ValueError, match="'hard' is not one of"):
            level(app).value = "hard"
        assert level(app).value == "lazy"


async def test_new_values_keep_the_chosen_one_when_they_still_have_it() -> None:
    app = Form()
    async with app.run_test() as pilot:
        level(app).set_options([*LEVELS, ("Nightmare *****", "nightmare")])
        assert level(app).value == "easy"
        level(app).set_options(LEVELS[2:])
        assert level(app).value == "wild"
        assert level(app).options == (("Wild ****", "wild"),)
        await pilot.pause()
        assert app.changes == ["wild"]
        assert Choice(LEVELS, value="hard").value == "lazy"  # an unknown first value: the first


async def test_up_and_down_open_the_list_and_a_letter_jumps_to_a_value() -> None:
    app = Form()
    async with app.run_test() as pilot:
        level(app).focus()
        await pilot.press("up")
        assert isinstance(app.screen, ChoiceList)
        await pilot.press("l", "enter")  # the next value from "Easygoing" that starts with l
        assert level(app).value == "lazy"
        await pilot.press("down", "w", "e", "enter")  # w: Wild, then e: round to Easygoing
        assert level(app).value == "easy"
        await pilot.press("down", "x", "enter")  # no value starts with x: it stays
        assert level(app).value == "easy"

