"""A key press is drawn in one frame: the table's changes, its log's new line and its new
options with their scrollbars, not a second frame a sixtieth of a second later."""

from __future__ import annotations

from engine.tui.bench import settled
from engine.tui.game_screen import GameScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option
from tests.tui.terminal import Terminal, play_watched

SIZE = (120, 36)


def count_frames(app) -> list[int]:
    frames: list[int] = []
    draw = app._display

    def display(screen, update):
        if update is not None and not app._batch_count:
            frames.append(1)
        draw(screen, update)

    app._display = display
    return frames


def count_whole_drawings(app) -> list[str]:
    """The name of the top screen at each drawing of the whole terminal, from now on."""
    from textual._compositor import LayoutUpdate

    drawn: list[str] = []
    draw = app._display

    def display(screen, update):
        if isinstance(update, LayoutUpdate):
            drawn.append(type(screen).__name__)
        draw(screen, update)

    app._display = display
    return drawn


async def test_the_first_screen_is_drawn_whole_once():
    """The new-game form, or a game's table with the cover on it, was drawn whole three
    times before it settled: when first laid out, again because Textual asks it of a screen
    just shown, and once more when the empty screen under them all was laid out."""
    for app in (make_app(None, autosave=False, resume=False),
                make_app(config(seed=7), autosave=False, resume=False)):
        whole = count_whole_drawings(app)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await settled(app)
            assert whole == [type(app.screen).__name__], whole


async def test_a_choice_is_drawn_in_one_frame():
    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        frames = count_frames(app)
        drawn = []
        for _ in range(6):  # choices that write to the log and change the options
            if not isinstance(app.screen, GameScreen):
                break
            frames.clear()
            await press_option(pilot, app.game.prompt.enabled[0].id)
            await settled(app)
            if isinstance(app.screen, GameScreen):  # (not the key that passes the keyboard)
                drawn.append(len(frames))
        assert drawn and all(n == 1 for n in drawn), drawn


def count_layouts(app) -> list[str]:
    """The name of each screen laid out, in order, from now on."""
    laid_out: list[str] = []
    for screen in app.screen_stack:
        lay_out = screen._refresh_layout

        def counted(size=None, scroll=False, screen=screen, lay_out=lay_out):
            laid_out.append(type(screen).__name__)
            lay_out(size, scroll)

        screen._refresh_layout = counted
    return laid_out


async def test_the_pass_screen_comes_in_one_frame_and_goes_in_one():
    """A pushed cover used to be drawn three times: at once, again when the widgets it
    mounted said so (and the table under it laid out again, told of the terminal's size),
    and once more because the table, changing under it, had the cover draw those parts;
    then twice, its text drawn again after the layout that sized it. Lifting it drew the
    table twice, its changed parts and then all of it."""
    from engine.tui.pass_screen import PassScreen

    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await lift(pilot, "space")
        frames = count_frames(app)
        pushes, lifts = [], []
        for _ in range(8):
            if isinstance(app.screen, PassScreen):
                frames.clear()
                app.screen.lift()
                await settled(app)
                lifts.append(len(frames))
            elif isinstance(app.screen, GameScreen) and app.game.prompt is not None:
                laid_out = count_layouts(app)
                frames.clear()
                await press_option(pilot, app.game.prompt.enabled[0].id)
                await settled(app)
                if isinstance(app.screen, PassScreen):
                    pushes.append((len(frames), laid_out.count("GameScreen")))
        assert pushes and lifts
        # the table is laid out once under the cover, for the next player; never again
        assert all(frames == 1 and tables == 1 for frames, tables in pushes), pushes
        assert all(n == 1 for n in lifts), lifts


async def test_a_new_terminal_size_lays_out_the_table_and_the_cover_again():
    """Screens skip a layout only for a size they already have: a real resize is laid out,
    on the cover and, once it is lifted, on the table under it."""
    from engine.tui.pass_screen import PassScreen

    app = make_app(config(seed=7), autosave=False, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        table = app.screen_stack[-2]
        card = app.screen.query_one("#card")
        await pilot.resize_terminal(140, 40)
        await pilot.pause()
        assert app.screen.size == (140, 40)
        # centred on the new size (to half a row: a card of an odd height sits a row up)
        (x, y), (mid_x, mid_y) = card.region.center, app.screen.region.center
        assert x == mid_x and abs(y - mid_y) <= 0.5
        await lift(pilot, "space")
        assert app.screen is table and table.size == (140, 40)
        assert table.query_one("#side").region.right == 140
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert table.query_one("#side").region.right == SIZE[0]


async def test_a_list_that_comes_to_need_a_scrollbar_is_laid_out_once():
    """A list grown past its height shows its scrollbar; the scrollbar took its new length
    in a layout of its own, after the key's."""
    from engine.tui.prompt_panel import Choices, PromptPanel
    from tests.tui.test_option_looks import PanelApp, ask

    app = PanelApp()
    async with app.run_test(size=(60, 16)):
        panel = app.query_one(PromptPanel)
        options = app.query_one(Choices)
        panel.show(ask("one", "two"), turn=1)
        await settled(app)
        for turn, count in enumerate((40, 3, 60, 2), start=2):
            frames, laid_out = count_frames(app), count_layouts(app)
            panel.show(ask(*(f"option {i}" for i in range(count))), turn=turn)
            await settled(app)
            assert (len(frames), len(laid_out)) == (1, 1), (count, frames, laid_out)
            assert options.show_vertical_scrollbar == (count > 10)
            if count > 10:  # its length is the list's height
                assert options.vertical_scrollbar.size.height == options.size.height


async def test_the_terminal_shows_what_the_screen_holds():
    """Frame by frame, the terminal ends up showing what the screen would draw whole:
    no change is left undrawn by the passes these screens leave out."""
    from engine.core import RandomAgent

    app = make_app(config(seed=3), autosave=False, resume=False)
    terminal = Terminal(app)  # from the first frame on
    async with app.run_test(size=SIZE) as pilot:
        assert await play_watched(app, pilot, RandomAgent(3), terminal, steps=15) == []
