"""The pass screen in hotseat: it comes before anything hidden (a new game, a resumed
autosave, a loaded save), and it lifts once however many keys arrive at once, as they do
from a real terminal (Pilot waits after every key; a terminal does not)."""

from __future__ import annotations

import asyncio

from textual import events
from textual.command import CommandPalette

from engine.core.paths import saves_dir
from engine.tui.game_screen import GameScreen
from engine.tui.pass_screen import PassScreen
from engine.tui.save_screens import LoadScreen
from engine.tui.screens import ConfirmScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, look_at_cover, screen_text

SIZE = (120, 36)


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


def hand_line(app, seat: int) -> str:
    """How the Pebble board shows a hand (hidden information)."""
    hand = " ".join(str(v) for v in app.game.view(seat)["hand"])
    return f"{app.game.config.seat_name(seat)}'s hand: {hand}"


def assert_covered_for(app, seat: int) -> None:
    """The pass screen names `seat`'s player, and no hand can be read anywhere."""
    assert isinstance(app.screen, PassScreen)
    text = screen_text(app)
    assert f"Pass the keyboard to {app.game.config.seat_name(seat)}." in text
    assert "'s hand" not in text




def count_lifts(cover: PassScreen) -> list[object]:
    """Record every dismissal of `cover` (the fault was one per key)."""
    lifts: list[object] = []
    dismiss = cover.dismiss

    def counted(result=None):
        lifts.append(result)
        return dismiss(result)

    cover.dismiss = counted
    return lifts


async def test_a_new_hotseat_game_passes_the_keyboard_before_the_first_decision():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert_covered_for(app, 0)
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        assert hand_line(app, 0) in screen_text(app)
        assert app.game.choices == []  # the key only lifted the cover


async def test_resuming_the_autosave_passes_the_keyboard_first():
    first = make_app(config(seed=21), resume=False)
    async with first.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        await pilot.press("1", "2")  # Player 1 plays a pebble and stops
        await settle(pilot)
        seat = first.game.prompt.seat
        assert seat == 1
    again = make_app(config(seed=99))
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert_covered_for(again, seat)
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        assert hand_line(again, seat) in screen_text(again)


async def test_loading_a_save_passes_the_keyboard_first():
    app = make_app(config(seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press(*"mine", "enter")
        await settle(pilot)
        assert (saves_dir("pebbles") / "mine.json").exists()
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)  # the game on the table has choices
        await pilot.press("y")
        await settle(pilot)
        # the same player saved and loaded, but the app cannot know who sits there now
        assert_covered_for(app, 0)
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        assert hand_line(app, 0) in screen_text(app)


async def test_a_burst_of_keys_lifts_the_pass_screen_once_and_answers_nothing():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await look_at_cover(pilot)
        cover = app.screen
        assert isinstance(cover, PassScreen)
        lifts = count_lifts(cover)
        # 300 keys queued at once, as a terminal delivers a burst: option keys, Enter (the
        # highlighted option), Space (a priority binding) and undo
        keys = [("1", "1"), ("enter", "\r"), ("2", "2"), ("space", " "), ("ctrl+z", None)]
        for key, character in keys * 60:
            app.post_message(events.Key(key, character))
        await settle(pilot)
        assert lifts == [None]
        assert isinstance(app.screen, GameScreen)
        assert [type(s) for s in app.screen_stack][-1] is GameScreen
        assert app.game.choices == []
        # a key typed after a pause answers again
        await pilot.pause(app.PASS_BURST_GAP + 0.02)
        await pilot.press("1")
        await settle(pilot)
        assert [c.option for c in app.game.choices] == ["pebble:0"]


async def test_keys_as_the_cover_comes_up_do_not_lift_it():
    """The end of the burst that ended the last turn does not lift the cover for the next
    player: Escape, last of "2 Escape" in tmux, arrives a moment after the cover was drawn
    (the terminal waits to see whether a longer sequence follows) and showed the next
    player's hand to the last one. A key after a pause lifts it."""
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await lift(pilot, "space")
        cover_for = 1 - app.game.prompt.seat
        for key in ("1", "2"):  # a pebble, stop: the turn ends, the cover comes up
            await pilot.press(key)
        assert isinstance(app.screen, PassScreen)
        cover = app.screen
        await pilot.press("escape", "x", "escape")  # as it comes up: one burst with the rest
        await settle(pilot)
        assert app.screen is cover and cover.lifted_at is None
        assert_covered_for(app, cover_for)
        await lift(pilot, "escape")
        assert isinstance(app.screen, GameScreen) and app.game.prompt.seat == cover_for


async def test_the_key_handler_called_again_before_the_stack_updates_lifts_once():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await look_at_cover(pilot)
        cover = app.screen
        lifts = count_lifts(cover)
        for _ in range(5):  # the old handler popped the table on the second, then failed
            cover.on_key(events.Key("1", "1"))
        await settle(pilot)
        assert lifts == [None]
        assert isinstance(app.screen, GameScreen)
        assert app.game.choices == []


async def test_keys_typed_while_covered_do_not_answer_after_the_cover_is_gone():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        typed_under_cover = [events.Key("1", "1"), events.Key("enter", "\r")]
        await lift(pilot, "space")
        assert isinstance(pilot.app.screen, GameScreen)
        for key in typed_under_cover:  # delivered late, as from a busy terminal
            app.post_message(key)
        await settle(pilot)
        assert app.game.choices == []


async def test_the_rest_of_a_burst_arriving_after_the_lift_answers_nothing():
    """As tmux showed: the terminal hands the first key over alone and the other 299 a
    moment later, when the table is already back."""
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await look_at_cover(pilot)
        cover = app.screen
        app.post_message(events.Key("1", "1"))  # the first part: this key lifts the cover
        while cover.lifted_at is None:  # not Pilot: it waits for the app to idle
            await asyncio.sleep(0.001)
        assert isinstance(app.screen, GameScreen)
        for _ in range(299):
            app.post_message(events.Key("1", "1"))
        await settle(pilot)
        assert app.game.choices == []
        await pilot.pause(app.PASS_BURST_GAP + 0.02)  # a person's pause ends the burst
        await pilot.press("1")
        await settle(pilot)
        assert [c.option for c in app.game.choices] == ["pebble:0"]


async def test_the_command_palette_does_not_open_over_the_pass_screen():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")  # the palette would list the options (hidden cards)
        await settle(pilot)
        assert not isinstance(app.screen, CommandPalette)


# -- what the others did since your last turn ----------------------------------------------


def card_lines(app) -> list[str]:
    """The pass screen's card, one stripped line per row, without the border."""
    return [line.strip(" ║") for line in screen_text(app).splitlines() if "║" in line]


async def test_the_first_pass_screen_says_nothing_happened_yet():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        lines = card_lines(app)
        assert "Since your last turn:" in lines
        assert "Nothing yet." in lines  # the setup line is not news
        assert not any("rounds" in line for line in lines)


async def test_the_pass_screen_lists_what_the_other_player_did_and_no_hand():
    app = make_app(config(players=2, seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.press("1", "2")  # Player 1 plays a pebble and stops
        await settle(pilot)
        assert_covered_for(app, 1)
        lines = card_lines(app)
        played = [e.text for e in app.game.events if e.seat == 0]
        assert played[0].startswith("Player 1 plays a ")
        assert played[-1] == "Player 1 draws a pebble."  # which pebble stays hidden
        start = lines.index("Player 1")
        assert lines[start + 1 : start + 1 + len(played)] == played
        drawn = app.game.view(0)["hand"][-1]
        assert not any(str(drawn) in line for line in lines if "draws" in line)


async def test_after_a_whole_round_the_pass_screen_tells_only_the_others_turns():
    app = make_app(config(players=3, seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):  # each player plays a pebble and stops
            await lift(pilot, "space")
            await pilot.press("1", "2")
            await settle(pilot)
        assert_covered_for(app, 0)  # round 2: Player 1 again
        lines = card_lines(app)
        assert "Player 2" in lines and "Player 3" in lines and "The table" in lines
        assert "Round 2 begins." in lines
        assert not any(line.startswith("Player 1 ") for line in lines)  # not their own turn


async def test_keys_typed_past_the_end_of_a_turn_do_not_answer_the_next_player():
    """A burst that ends one player's turn and goes on: the pass screen comes up for the
    next player only after the rest of the burst was handed to the table."""
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot, "space")
        await pilot.pause(app.PASS_BURST_GAP + 0.02)
        first = app.game.prompt.seat
        await pilot.press("1")  # a pebble: roll or stop?
        await settle(pilot)
        await pilot.pause(0.2)  # looked at
        deciders = []
        choose = app._choose

        def noted(option_id):
            deciders.append(app.game.prompt.seat)
            choose(option_id)

        app._choose = noted
        for key in "2" + "12" * 20:  # queued at once: stop (the turn ends), and on
            app.post_message(events.Key(key, key))
        await settle(pilot)
        assert deciders == [first]  # the rest of the burst was typed for no decision shown
        assert app.game.prompt.seat != first
        assert_covered_for(app, app.game.prompt.seat)


async def test_lifting_the_cover_draws_the_table_once(monkeypatch):
    """Popping a screen draws the one below twice (uncovered, then again when the cover's
    widgets are gone); the lift holds drawing until both are done, one whole frame."""
    from textual._compositor import Compositor

    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await look_at_cover(pilot)
        assert isinstance(app.screen, PassScreen)
        full = []
        render = Compositor.render_full_update
        monkeypatch.setattr(Compositor, "render_full_update",
                            lambda self, *a, **k: full.append(1) or render(self, *a, **k))
        await pilot.press("space")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and len(full) == 1


async def test_a_hotseat_game_opens_on_the_cover_and_the_table_is_never_drawn_first():
    """The first frame is the pass screen: the table is made under it, after that frame,
    so the players see the cover at once and the table only when it is lifted."""
    from textual.screen import Screen

    drawn: list[str] = []
    refresh = Screen._compositor_refresh

    def noted(self):
        if self is self.app.screen:
            drawn.append(type(self).__name__)
        return refresh(self)

    app = make_app(config(players=2, seed=3), resume=False)
    Screen._compositor_refresh = noted  # type: ignore[method-assign]
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            table = app._game_screen()
            assert table is not None and table.ready.is_set()
            assert_covered_for(app, 0)
            await lift(pilot, "space")
            assert hand_line(app, 0) in screen_text(app)
    finally:
        Screen._compositor_refresh = refresh  # type: ignore[method-assign]
    assert "GameScreen" in drawn and drawn.index("PassScreen") < drawn.index("GameScreen")


async def test_a_key_before_the_table_is_made_lifts_the_cover_onto_the_made_table():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        table = app._game_screen()
        assert table is not None and not table.ready.is_set()  # not made yet
        app._after_choice()  # nothing to show on yet: it waits for the table
        assert isinstance(app.screen, PassScreen)
        app.screen.lift()
        await settle(pilot)
        assert table.ready.is_set() and app.screen is table
        assert hand_line(app, 0) in screen_text(app)
        assert app.game.choices == []


async def test_a_long_recap_scrolls_with_the_arrows_and_page_keys_and_any_other_key_lifts():
    """Nothing is cut to "... and N more" (a Winterfall event could be the line cut): on a
    short screen the news scrolls, and the scrolling keys do not lift the cover."""
    app = make_app(config(players=3, seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(3):  # each player plays a pebble and stops
            await lift(pilot, "space")
            await pilot.press("1", "2")
            await settle(pilot)
        assert_covered_for(app, 0)
        await pilot.resize_terminal(120, 16)
        await settle(pilot)
        news = app.screen.query_one("#card")
        assert news.max_scroll_y > 0  # taller than the room left: it scrolls
        last = app.game.events[-1].text
        assert last not in card_lines(app)
        await look_at_cover(pilot)
        for key in ("down", "pagedown", "end"):
            await pilot.press(key)
            await settle(pilot)
            assert isinstance(app.screen, PassScreen)
        assert news.scroll_y == news.max_scroll_y
        assert last in card_lines(app)  # the last line, "... and N more" before
        assert not any("more" in line for line in card_lines(app))
        await pilot.press("home")
        await settle(pilot)
        assert news.scroll_y == 0 and isinstance(app.screen, PassScreen)
        await lift(pilot, "space")
        assert isinstance(app.screen, GameScreen)
