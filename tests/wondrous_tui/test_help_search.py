"""Wondrous help and palette: "Start here" leads the help, a topic's exact title comes
first in the search, and the palette finds an option by its words in any order."""

from __future__ import annotations

from textual.command import CommandList
from textual.widgets import OptionList, Static

from engine.tui.screens import HelpScreen
from engine.wondrous.winterfall.component_set import WINTERFALL
from tests.tui.screen import lift
from tests.wondrous_tui.test_app import SIZE, config, settle, to_place_spot
from wondrous_tui.app import make_app


def listed(topics: OptionList) -> list[str]:
    """The help's list: a topic by its id, a heading by its words."""
    return [o.id or str(o.prompt) for o in topics.options]


def shown(app) -> str:  # type: ignore[no-untyped-def]
    return str(app.screen.query_one("#topic", Static).render())


async def open_help(app, pilot) -> OptionList:  # type: ignore[no-untyped-def]
    """Lift the first cover and press F1 (on the first turn: "Start here")."""
    await settle(pilot)
    await lift(pilot)
    await pilot.press("f1")
    await settle(pilot)
    assert isinstance(app.screen, HelpScreen)
    return app.screen.query_one("#topics", OptionList)


async def test_help_search_puts_the_topic_titled_recharge_first():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot)
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        topics = app.screen.query_one("#topics", OptionList)
        assert listed(topics)[:2] == ["── Rules ──", "start"]  # "Start here" heads the list
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


async def test_start_here_says_the_goal_the_trophies_and_when_the_game_ends():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        text = " ".join(shown(app).split())
        assert text.startswith("Start here")
        assert "The goal: the most victory points" in text
        assert "3 VP a trophy" in text and "achievement" in text
        assert "When the last trophy leaves the board" in text and "one more turn" in text
        assert "Winterfall" not in text  # a base game


async def test_the_help_list_is_grouped_under_headings_rules_first():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        topics = await open_help(app, pilot)
        heads = [o for o in topics.options if o.id is None]
        assert [str(h.prompt) for h in heads][:2] == ["── Rules ──", "── Winterfall rules ──"]
        assert all(h.disabled for h in heads)  # a heading is never picked
        titles = [str(h.prompt) for h in heads]
        for words in ("Creature cards", "Captains", "Achievements", "Using the app"):
            assert f"── {words} ──" in titles
        order = listed(topics)
        cards = order.index("── Creature cards ──")
        assert all(tid.startswith("card:") for tid in order[cards + 1:cards + 150])
        assert order.index("recharge") < order.index("── Winterfall rules ──")
        assert topics.highlighted == order.index("start")
        await pilot.press("down", "down", "up")  # into the list, one on, one back
        assert topics.highlighted == order.index("start")
        assert app.screen.focused is topics
        await pilot.press("shift+tab", *"card")  # a search lists the hits alone, no headings
        await settle(pilot)
        assert all(o.id for o in topics.options)
        await pilot.press(*["backspace"] * 4)
        await settle(pilot)
        assert listed(topics) == order  # an empty search groups them again


async def test_a_winterfall_game_starts_help_with_winterfall_and_counts_eight_species():
    app = make_app(config(seed=4).replace(modules=(WINTERFALL,)), resume=False,
                   autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        topics = await open_help(app, pilot)
        text = " ".join(shown(app).split())
        assert text.startswith("Start here")
        assert "played with Winterfall" in text and '"Winterfall (the expansion)"' in text
        assert listed(topics)[:3] == ["── Rules ──", "start", "winterfall"]
        await pilot.press(*"species")
        await settle(pilot)
        assert listed(topics)[0] == "species"
        assert "This game has 8 species:" in shown(app) and "spirit" in shown(app)


async def test_a_base_game_counts_seven_species():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        await pilot.press(*"species")
        await settle(pilot)
        text = shown(app)
        assert "This game has 7 species:" in text and "spirit" not in text
