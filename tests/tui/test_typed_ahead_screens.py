"""Keys typed ahead act on no screen they were not typed for: a key that arrives before a
screen the app pushed (the palette, help, a question) is on the terminal, or that reaches
the app's bindings after the screen it was typed on is gone, does nothing; and no screen
is ever taken away by a dismissal meant for one that is gone already (the table stays,
the stack never runs empty)."""

from __future__ import annotations

from textual import events
from textual.command import CommandPalette
from textual.widgets import Input

from engine.tui.game_screen import GameScreen
from engine.tui.keys import burst_gap
from engine.tui.screens import ConfirmScreen, HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config

SIZE = (120, 36)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def look(pilot) -> None:
    """Wait as a person does before the next key: the screen is drawn, a burst is over."""
    await settle(pilot)
    await pilot.pause(burst_gap(pilot.app.PASS_BURST_GAP) + 0.02)


def burst(app, *keys: str) -> None:
    """Queue `keys` at once, as a terminal hands over a burst (tmux send-keys)."""
    for key in keys:
        app.post_message(events.Key(key, {"enter": "\r", "escape": "\x1b"}.get(key)
                                    if len(key) > 1 else key))


def one_player():
    return make_app(config(players=1, seed=3), resume=False)


def screens(app) -> list[str]:
    return [type(s).__name__ for s in app.screen_stack]


async def test_enter_enter_ctrl_p_enter_at_once_keeps_the_table_and_the_palette():
    """The burst from the report (tmux: Enter Enter C-p Enter right after the table shows):
    the Enters dismissed the palette once each, then the table, then failed on an empty
    stack (ScreenStackError)."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        burst(app, "enter", "enter", "ctrl+p", "enter")
        await look(pilot)
        assert isinstance(app.screen, CommandPalette), screens(app)
        assert screens(app)[:2] == ["DrawnOnceScreen", "GameScreen"]
        assert len(app.game.choices) <= 1
        await pilot.press("escape")  # typed after a look: it closes the palette
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        before = len(app.game.choices)
        await pilot.press("1")  # and the table answers again
        await settle(pilot)
        assert len(app.game.choices) == before + 1


async def test_a_burst_of_enters_into_the_palette_never_empties_the_stack():
    for keys in (("ctrl+p", *["enter"] * 6), ("enter",) * 3 + ("ctrl+p",) + ("enter",) * 3):
        app = one_player()
        async with app.run_test(size=SIZE) as pilot:
            await look(pilot)
            burst(app, *keys)
            await look(pilot)
            assert "GameScreen" in screens(app), (keys, screens(app))
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, GameScreen)


async def test_a_key_typed_before_help_is_drawn_does_not_close_it():
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        burst(app, "f1", "escape")
        await look(pilot)
        assert isinstance(app.screen, HelpScreen)
        await pilot.press("escape")  # after a look: it closes help
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)


async def test_a_yes_typed_before_the_question_is_drawn_answers_nothing():
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        game = app.game
        burst(app, "ctrl+n", "y")  # "Abandon this game?" and its answer, typed blind
        await look(pilot)
        assert isinstance(app.screen, ConfirmScreen) and app.game is game
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.game is game


async def test_a_key_typed_on_a_screen_since_gone_does_not_act_on_the_one_below():
    """Escape and Enter at once on help: Escape closes it; Enter was typed for help, and
    does not answer the decision on the table."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        await pilot.press("f1")
        await look(pilot)
        assert isinstance(app.screen, HelpScreen)
        burst(app, "escape", "enter", "1")
        await look(pilot)
        assert isinstance(app.screen, GameScreen)
        assert app.game.choices == []


async def test_the_palette_answered_twice_over_dismisses_only_itself():
    """Enters queued in the palette's box before it handled the first: each sends a
    submission; those after the palette is gone dismiss nothing (not the table below)."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        await pilot.press("ctrl+p")
        await look(pilot)
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        box = palette.query_one(Input)
        for _ in range(4):  # highlight the first, choose it, then two more after it closed
            palette.post_message(Input.Submitted(box, box.value))
        await look(pilot)
        assert "GameScreen" in screens(app), screens(app)
        assert len(app.screen_stack) >= 2
        assert len(app.game.choices) <= 1  # the command ran once
        assert not [n for n in app._notifications if "no longer offered" in n.message]


async def test_ctrl_q_always_acts():
    """The way out is never typed ahead: Ctrl+Q twice at once asks, then quits."""
    app = one_player()
    quits: list[object] = []
    app.exit = lambda *args, **kwargs: quits.append(args)  # type: ignore[method-assign]
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        burst(app, "ctrl+q", "ctrl+q")
        await look(pilot)
        assert quits


async def test_a_screen_back_on_top_without_a_frame_of_its_own_takes_keys_after_a_moment():
    """A screen that came back on top with nothing new to draw drew no frame: the first
    key is held back (it may have been typed for the screen before), and has it drawn, so
    the keys after it act (in a terminal, a resumed game's cover took no key at all)."""
    app = one_player()
    async with app.run_test(size=SIZE) as pilot:
        await look(pilot)
        app._top_shown = None  # as if it had not been drawn since it came back on top
        await pilot.press("1")
        await look(pilot)
        assert app.game.choices == []
        await pilot.press("1")
        await settle(pilot)
        assert len(app.game.choices) == 1
