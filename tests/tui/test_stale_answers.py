"""An answer that comes from a decision already over does nothing, and says so in words:
a list's Enter pressed twice in a burst, a palette entry kept from before."""

from __future__ import annotations

from textual.widgets import OptionList

from engine.tui.prompt_panel import PromptPanel
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.test_pebble_app import SIZE, notes, settle


def one_player():
    return make_app(config(players=1, seed=3), resume=False)


async def test_a_second_enter_from_the_list_of_a_decision_that_is_over_does_nothing():
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        options = app.screen.query_one(PromptPanel).query_one(OptionList)
        index = options.highlighted
        old = options.get_option_at_index(index)
        stale = OptionList.OptionSelected(options, old, index)  # what a second Enter sends
        options.post_message(OptionList.OptionSelected(options, old, index))
        await settle(pilot)
        assert len(app.game.choices) == 1  # the first Enter answered
        options.post_message(stale)  # handled after the list was made anew
        await settle(pilot)
        assert len(app.game.choices) == 1 and notes(app) == []


async def test_a_choice_no_longer_offered_is_refused_in_words():
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = list(app.game.choices)
        app.answer("no-such-option")
        await settle(pilot)
        assert app.game.choices == before
        assert notes(app) == ["That choice is no longer offered: the decision has changed."]
