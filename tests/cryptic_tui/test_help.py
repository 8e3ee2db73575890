"""Cryptic Nature's help through the app: "Start here" says what wins and when the game
ends, and the list is grouped under headings, the rules first."""

from __future__ import annotations

from textual.widgets import OptionList, Static

from cryptic_tui.app import make_app
from engine.tui.screens import HelpScreen
from tests.cryptic_tui.test_app import SIZE, config
from tests.tui.screen import lift, screen_text


async def open_help(app, pilot) -> OptionList:  # type: ignore[no-untyped-def]
    await pilot.pause()
    await lift(pilot)
    await pilot.press("f1")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    return app.screen.query_one("#topics", OptionList)


async def test_start_here_says_the_goal_what_scores_and_when_the_game_ends():
    app = make_app(config(), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        text = " ".join(str(app.screen.query_one("#topic", Static).render()).split())
        assert text.startswith("Start here")
        assert "The goal: the most reputation (points) at the end." in text
        assert "settle in the sanctuary" in text and "better of your two secret" in text
        assert "Once no tile could fit any more, that round is played out, one more full " \
               "round follows" in text


async def test_the_help_list_is_grouped_rules_first_then_cryptids_skills_and_the_rest():
    app = make_app(config(), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        topics = await open_help(app, pilot)
        heads = [str(o.prompt) for o in topics.options if o.id is None]
        assert heads[0] == "── Rules ──"
        for words in ("Cryptids", "Skills", "Contracts and requests", "Terrain tiles",
                      "Using the app"):
            assert f"── {words} ──" in heads
        ids = [o.id for o in topics.options]
        assert ids[1] == "start" and topics.highlighted == 1
        prompts = [str(o.prompt) for o in topics.options]
        after = ids[prompts.index("── Cryptids ──") + 1]
        assert after is not None and after.startswith("cryptid:")


async def test_a_topic_taller_than_its_pane_reads_on_with_page_down():
    """"Start here" ends below the pane at the smallest window: it scrolls, with Page Down
    from the search box, instead of being cut."""
    app = make_app(config(), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await open_help(app, pilot)
        assert "New to the game?" not in screen_text(app)
        pane = app.screen.query_one("#topic-pane")
        assert pane.max_scroll_y > 0
        await pilot.press("pagedown")
        await pilot.pause()
        assert "New to the game?" in screen_text(app)
        await pilot.press("pageup")
        await pilot.pause()
        assert pane.scroll_y == 0
