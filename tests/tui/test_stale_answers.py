"""An answer meant for a decision already over, or typed before the one asked now was on
the screen, does nothing: a list's Enter pressed twice in a burst, the keys of a burst
after the first; a palette entry kept from before is refused in words."""

from __future__ import annotations

from textual import events
from textual._time import get_time as event_clock
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


async def test_a_key_typed_before_the_decision_showed_does_not_answer_it():
    """A burst ("1" then more keys at once) is parsed in one go: the keys after the first
    were typed before the decision they would answer was on the screen."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        typed = event_clock()
        app.game.choose(app.game.prompt.enabled[0].id)  # the first key's answer
        app._after_choice()
        await settle(pilot)
        before = len(app.game.choices)
        late = events.Key("1", "1")
        late.time = typed  # typed with the first
        app.post_message(late)
        await settle(pilot)
        assert len(app.game.choices) == before
        await pilot.press("1")  # typed now, with the decision on the screen
        await settle(pilot)
        assert len(app.game.choices) == before + 1


async def test_a_key_typed_before_the_decision_was_drawn_does_not_answer_it():
    """As tmux showed with a burst on the map: the terminal hands keys over one at a time
    while the app works, so a key of the burst may come in after the next decision is in
    the panel but before the frame that draws it. It was typed ahead: dropped."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        panel = app.screen.query_one(PromptPanel)
        app.answer(app.game.prompt.enabled[0].id)  # the next decision is in the panel now
        before = len(app.game.choices)
        assert panel.prompt is app.game.prompt
        app.post_message(events.Key("1", "1"))  # typed now, before the next frame
        await settle(pilot)
        assert len(app.game.choices) == before
        await pilot.press("1")  # the decision is on the screen
        await settle(pilot)
        assert len(app.game.choices) == before + 1


async def test_two_keys_of_one_burst_answer_one_decision():
    """tmux, Cryptic: `1 3` in one burst chose Main Movement, and the 3 then answered the
    list of places (a flight the player never saw). Both keys pass the app's check while the
    first decision is still shown; the second must be held back where it would answer."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.pause(0.3)  # a person looks first
        before = len(app.game.choices)
        app.post_message(events.Key("1", "1"))
        app.post_message(events.Key("1", "1"))  # in the queue before the first is answered
        await settle(pilot)
        assert len(app.game.choices) == before + 1
        await pilot.pause(0.3)
        await pilot.press("1")  # typed with the next decision on the screen
        await settle(pilot)
        assert len(app.game.choices) == before + 2
