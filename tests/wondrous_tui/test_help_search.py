"""Wondrous help and palette: "Start here" leads the help, a topic's exact title comes
first in the search, and the palette finds an option by its words in any order."""

from __future__ import annotations

from textual.command import CommandList
from textual.widgets import OptionList, Static

from engine.tui.screens import HelpScreen
from tests.tui.screen import lift
from tests.wondrous_tui.test_app import SIZE, config, settle, to_place_spot
from wondrous_tui.app import make_app


async def test_help_search_puts_the_topic_titled_recharge_first():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        topics = app.screen.query_one("#topics", OptionList)
        assert topics.get_option_at_index(0).id == "start"  # "Start here" heads the list
        await pilot.press(*"Recharge")
        await settle(pilot)
        assert topics.get_option_at_index(0).id == "recharge"
        assert str(app.screen.query_one("#topic", Static).render()).startswith("Recharge\n")
        await pilot.press("down")  # from the search box into the list
        assert app.screen.focused is topics


def test_the_help_book_starts_with_start_here_and_opens_on_it_when_nothing_is_asked():
    book = make_app(config()).book
    assert next(iter(book.topics)) == "start"
    assert book.get("start").title == "Start here"
    assert book.opening("") == book.opening(book.general) == "start"
    assert book.opening("recharge") == "recharge"


async def test_palette_finds_net_and_a_hex_in_any_order():
    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await to_place_spot(app, pilot)
        labels = {o.id: f"Choose: {o.label}" for o in app.game.prompt.enabled}
        wanted = {label for label in labels.values() if "4,7" in label and "Net" in label}
        assert len(wanted) > 1  # the spots by the net that touch 4,7
        await pilot.press("ctrl+p", *"net 4,7")
        await pilot.pause(0.3)
        hits = [str(o.hit.text) for o in app.screen.query_one(CommandList).options]
        assert set(hits[:len(wanted)]) == wanted  # the ones holding both words come first
        await pilot.press("enter")
        await settle(pilot)
        assert labels[app.game.choices[-1].option] in wanted
