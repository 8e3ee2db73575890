"""The Cryptic Nature app through Pilot: whole games by key presses, the new-game screen,
mouse and palette answers."""

from __future__ import annotations

import pytest

from cryptic_tui.app import make_app
from engine.core import GameConfig, RandomAgent, Seat
from engine.cryptic.no_bids import NO_BIDS
from engine.cryptic.wolpertinger import WOLPERTINGER
from engine.tui.new_game import NewGameForm
from engine.tui.pass_screen import PassScreen
from tests.tui.screen import lift, play_by_keys, screen_text, shown_key
from tests.tui.terminal import Terminal, play_watched

SIZE = (120, 40)


def config(seed: int = 3, players: int = 2, modules: tuple[str, ...] = ()) -> GameConfig:
    names = ("Ada", "Bram", "Cleo", "Dara")
    colours = ("orange", "white", "blue", "purple")
    return GameConfig(game="cryptic", seats=tuple(
        Seat(name=names[i], colour=colours[i]) for i in range(players)), modules=modules,
        seed=seed)


async def play_out(cfg: GameConfig) -> str:
    app = make_app(cfg, resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_by_keys(app, pilot, RandomAgent(cfg.seed))
        assert app.game.is_over
        return screen_text(app)


@pytest.mark.slow
async def test_whole_game_by_key_presses_to_the_final_scores():
    text = await play_out(config(seed=7))
    assert "wins" in text or "shared" in text


@pytest.mark.slow
async def test_whole_game_with_the_wolpertinger_module_by_key_presses():
    text = await play_out(config(seed=8, players=3, modules=(WOLPERTINGER,)))
    assert "wins" in text or "shared" in text


async def test_new_game_screen_starts_a_two_player_game_on_enter():
    app = make_app(None, seed=12, resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, NewGameForm)
        await pilot.press("enter")
        await pilot.pause()
        assert app.game is not None and app.game.config.seed == 12
        assert len(app.game.config.seats) == 2 and app.game.config.modules == ()
        assert app.game.prompt.kind == "setup-city"
        assert isinstance(app.screen, PassScreen)


async def test_the_two_switches_become_modules():
    app = make_app(None, seed=5, resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key in (WOLPERTINGER, NO_BIDS):
            app.screen.query_one(f"#switch-{key}").value = True
        app.screen.query_one("#start").press()
        for _ in range(200):  # the button's message, then the new game (slow on a busy machine)
            await pilot.pause(0.05)
            if app.game is not None:
                break
        assert set(app.game.config.modules) == {WOLPERTINGER, NO_BIDS}
        await pilot.pause(0.2)  # let the new screen finish mounting before the app closes


async def test_palette_and_mouse_answer_prompts():
    app = make_app(config(seed=9), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("ctrl+p")
        await pilot.press(*"Choose: Paris")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.choices[0].option == "city:paris"
        await pilot.click(app.screen.query_one("#options"), offset=(4, 1))
        await pilot.pause()
        assert len(app.game.choices) == 2 and app.game.choices[1].option.startswith("bid:")


class Reached(Exception):
    """The game reached the decision a test waits for."""


async def play_until(app, pilot, kind: str, seed: int = 1) -> None:
    """Random keyed answers until a person is asked a decision of this kind."""
    async def stop(app, pilot):
        prompt = app.game.prompt
        if (prompt is not None and prompt.kind == kind and app.can_answer(prompt)
                and not isinstance(app.screen, PassScreen)):
            raise Reached

    with pytest.raises(Reached):
        await play_by_keys(app, pilot, RandomAgent(seed), visit=stop)


async def test_a_starting_city_picked_on_the_map():
    app = make_app(config(seed=9), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot)
        await pilot.press("f6")
        board = app.screen.board
        assert board.map.has_focus
        await pilot.press("down")
        await pilot.pause()  # the help panel describes the place under the cursor
        assert app.data.cat.location(board.map.cursor).name in screen_text(app)
        board.map.cursor = "N1"  # a region: no cryptozoologist starts there
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.choices == []
        assert any("is not one of the choices now" in n.message for n in app._notifications)
        board.map.cursor = "rome"
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.choices[0].option == "city:rome"


async def test_a_terrain_tile_placed_on_the_sanctuary_by_cursor_and_turns():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_until(app, pilot, "construction-spot")
        board = app.screen.board
        grid = board.sanctuary
        assert grid.display and not board.map.display  # the sanctuary comes up by itself
        await pilot.press("f7")
        assert grid.has_focus
        target = next(o for o in reversed(app.game.prompt.options) if o.enabled)
        (ref,) = target.refs
        row, col, turn = (int(x) for x in ref.partition(":")[2].split(","))
        while grid.cursor[0] != row:
            await pilot.press("down" if grid.cursor[0] < row else "up")
        while grid.cursor[1] != col:
            await pilot.press("right" if grid.cursor[1] < col else "left")
        while grid.turns[grid.turn_index] != turn:
            await pilot.press("r")
        await pilot.pause()
        assert "Enter places it" in grid.status()
        before = len(app.game.choices)
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.choices[before].option == target.id
        assert board.map.display and not grid.display  # the map is back


async def test_ending_the_turn_comes_last_and_the_others_keep_the_engines_order():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_until(app, pilot, "turn", seed=4)
        prompt = app.game.prompt
        shown = [o.id for o in app.shown_options(prompt)]
        assert shown[-1] == "end-turn"
        assert shown[:-1] == [o.id for o in prompt.options if o.id != "end-turn"]
        assert shown_key(app, shown[0]) == "1"


@pytest.mark.parametrize("size", [SIZE, (160, 50)])
async def test_the_sanctuary_takes_the_maps_place_and_the_tabs_stay_put(size):
    """The tabs below do not move when the sanctuary comes up for a placement: a moved tab
    is laid out and drawn again, the slowest frames of a game."""
    from cryptic_tui.board import MAP, SANCTUARY, CrypticBoard

    app = make_app(config(seed=9), resume=False, autosave=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await lift(pilot)
        board = app.screen.query_one(CrypticBoard)
        before = board.tabs.region
        board.show_top(SANCTUARY)
        await pilot.pause()
        assert board.sanctuary.display and board.sanctuary.region.height > 0
        assert board.tabs.region == before
        board.show_top(MAP)
        await pilot.pause()
        assert board.tabs.region == before


async def test_a_resized_window_lets_the_sanctuary_take_its_own_height_again():
    from cryptic_tui.board import SANCTUARY, CrypticBoard

    app = make_app(config(seed=9), resume=False, autosave=False)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        await lift(pilot)
        board = app.screen.query_one(CrypticBoard)
        board.show_top(SANCTUARY)
        await pilot.pause()
        assert board.sanctuary.least_rows > 0
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert board.sanctuary.least_rows == 0
        assert board.tabs.region.bottom <= 40


async def test_the_terminal_shows_what_the_table_holds():
    """Frame by frame, through pass screens and a turn's every kind of prompt, the terminal
    ends up showing what the screen would draw whole: nothing changed is left undrawn."""
    from cryptic_tui.sim_command import config_for

    app = make_app(config_for(2, 5), autosave=False, resume=False)
    terminal = Terminal(app)  # from the first frame on
    async with app.run_test(size=(120, 40)) as pilot:
        assert await play_watched(app, pilot, RandomAgent(5), terminal, steps=80) == []
