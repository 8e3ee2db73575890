"""Solo play in the app: the new-game screen's solo settings, Tingent's turn shown line by
line with a key to skip ahead, the Tingent tab, and a whole solo game by key presses."""

from __future__ import annotations

import pytest

from engine.core import RandomAgent
from engine.tui.panels import EventLog
from tests.tui.screen import play_by_keys, press_option, shown_key
from wondrous_tui.app import make_app
from wondrous_tui.new_game import NewGameScreen
from wondrous_tui.sim_command import solo_config

SIZE = (150, 45)


def log_lines(app) -> list[str]:
    return [line.text for line in app.screen.query_one(EventLog).lines]


async def end_first_turn(app, pilot) -> None:
    """Answer the setup and one basic action, then end the turn (Tingent plays next)."""
    for _ in range(40):
        prompt = app.game.prompt
        if prompt.kind == "turn" and prompt.option("end-turn").enabled:
            await press_option(pilot, "end-turn")
            return
        # the first with a key (crew spots are listed by what they give, not in this order)
        choice = next(o for o in prompt.options
                      if o.enabled and o.id != "back" and shown_key(app, o.id))
        await press_option(pilot, choice.id)
        await pilot.pause()
    raise AssertionError("the first turn did not end")


async def test_the_solo_rows_are_made_when_solo_is_chosen_and_start_may_come_at_once():
    """A new-game form opens quicker without them (nine lists, and Winterfall's data: see
    tests/tui/test_start.py)."""
    app = make_app(None, seed=4, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert not screen.query("#level") and screen.solo_fields is None
        screen.query_one("#mode").value = "solo"
        screen.show_fields()  # as the mode's message will: Start comes before it is drawn
        screen.query_one("#start").press()
        await pilot.pause()
        assert app.game.config.options["solo"] == {"level": "lazy", "scenarios": {}}


async def test_new_game_screen_sets_up_a_solo_game_by_keys():
    app = make_app(None, seed=4, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        while app.focused.id != "mode":  # the mode is the form's first field
            await pilot.press("tab")
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert screen.query_one("#solo").display and not screen.query_one("#seat-1").display
        screen.query_one("#level").value = "terrifying"
        screen.query_one("#scenario-outlaws").value = "medium"
        await pilot.pause()
        stars = str(screen.query_one("#stars").render())
        assert "(6)" in stars and "challenge" in stars  # 4 + 2 stars: above the warning
        screen.query_one("#scenario-outlaws").value = ""
        await pilot.pause()
        assert "(4)" in str(screen.query_one("#stars").render())
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        config = app.game.config
        assert [s.kind.value for s in config.seats] == ["human", "automa"]
        assert config.options["solo"] == {"level": "terrifying", "scenarios": {}}
        prompt = app.game.prompt
        assert prompt.kind == "setup-captain" and len(prompt.options) == 9  # any captain


async def test_keys_typed_with_the_skip_do_not_answer_the_turn_nobody_has_seen():
    """Space and the keys typed on after it are one burst: the table Tingent left is not
    seen yet, so they answer nothing (the tab and help keys still work); a key after a
    look answers."""
    app = make_app(solo_config("wild", {}, 5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await end_first_turn(app, pilot)
        await pilot.pause()
        assert app._paced
        before = len(app.game.choices)
        await pilot.press("space", "1", "1", "2", "enter", "f3")
        await pilot.pause()
        assert not app._paced and len(app.game.choices) == before
        assert app._board().tabs.active == "tab-you"  # F3 still shows its tab
        await pilot.press("wait:200")
        await press_option(pilot, app.game.prompt.enabled[0].id)
        await pilot.pause()
        assert len(app.game.choices) == before + 1


async def test_tingents_turn_appears_line_by_line_and_space_skips_ahead():
    app = make_app(solo_config("wild", {}, 11), resume=False)
    app.AUTOMA_STEP = 0.2
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await end_first_turn(app, pilot)
        await pilot.pause()
        assert app._paced, "Tingent's lines should be queued"
        shown = len(log_lines(app))
        before = len(app.game.choices)
        await pilot.press("1")  # no answer while Tingent plays
        assert len(app.game.choices) == before
        await pilot.pause(0.5)
        assert len(log_lines(app)) > shown, "a line should appear after each step"
        await pilot.press("space")
        await pilot.pause()
        assert not app._paced
        assert any(line.startswith("Tingent draws card") for line in log_lines(app))
        log = app.screen.query_one(EventLog)
        width = log.scrollable_content_region.width
        assert all(line.cell_length <= width for line in log.lines), "lines wrap to the panel"
        assert app.game.prompt.kind == "turn" and app.game.prompt.seat == 0
        app.action_tab("tab-players")
        await pilot.pause()
        tab = str(app.screen.query_one("#tab-body").render())
        assert "Wild Tingent" in tab and "Last card #" in tab


@pytest.mark.slow
async def test_a_whole_solo_game_by_key_presses_to_the_final_scores():
    app = make_app(solo_config("wild", {"haze": "medium"}, 21), resume=False)
    agent = RandomAgent(21)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_by_keys(app, pilot, agent, passes=False)  # solo play needs no pass screen
        result = app.game.result()
        tingent = next(s for s in result.scores if s.name == "Tingent")
        assert "face-down cards" in tingent.breakdown
        assert tingent.total == sum(tingent.breakdown.values())
        assert app.rules.invariants(app.game.state) == []


async def test_space_skips_ahead_even_from_the_map_and_still_picks_hexes_otherwise():
    app = make_app(solo_config("lazy", {}, 12), resume=False)
    app.AUTOMA_STEP = 5  # slow: the test decides when the lines are done
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await end_first_turn(app, pilot)
        await pilot.pause()
        assert app._paced
        await pilot.press("f6")  # the map takes the focus
        assert app.focused.id == "map"
        await pilot.press("space")
        await pilot.pause()
        assert not app._paced, "Space should skip ahead from the map too"
        assert app.focused.id == "options"  # the turn's decision is not on the map
        # not pacing: the map's own Space picks the hex under the cursor again
        app.game.choose("place")
        app.game.choose(app.game.prompt.enabled[0].id)  # the captain
        app._after_choice()
        await pilot.pause()
        await pilot.press("f6")  # the turn's options took the keyboard back meanwhile
        board = app._board()
        board.map.cursor = next(iter(board.selectable))
        await pilot.press("space")
        await pilot.pause()
        row, col = board.map.cursor
        assert app.picking.pending == f"hex:{row},{col}"


async def test_a_loaded_solo_game_shows_its_past_at_once():
    from engine.core import save as saves
    from engine.core.paths import save_path

    first = make_app(solo_config("wild", {}, 13), resume=False)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await end_first_turn(first, pilot)
        await pilot.press("space")
        await pilot.pause()
        target = save_path("wondrous", "solo-test")
        saves.save(first.game, target, "test")
    second = make_app(solo_config("wild", {}, 1), resume=False)
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        second.start(saves.load(second.rules, target))
        await pilot.pause()
        assert not second._paced, "the past of a loaded game is not told again"
        assert any(line.startswith("Tingent") for line in log_lines(second))
        assert second.game.prompt.kind == "turn"


async def test_a_new_game_offers_the_last_settings_again():
    app = make_app(None, seed=5, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#mode").value = "solo"
        await pilot.pause()
        form.query_one("#level").value = "wild"
        form.query_one("#scenario-haze").value = "hard"
        form.query_one("#name-0").value = "Lin"
        form.query_one("#start").press()
        await pilot.pause()
        assert app.game.config.seats[0].name == "Lin"
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("enter")  # yes, abandon it
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        assert form.query_one("#mode").value == "solo"
        assert form.query_one("#level").value == "wild"
        assert form.query_one("#scenario-haze").value == "hard"
        assert form.query_one("#name-0").value == "Lin"
