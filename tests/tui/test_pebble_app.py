"""The shared TUI proved on Pebble Dice, through key presses, mouse and command palette."""

from __future__ import annotations

import pytest

from engine.core import RandomAgent, SeatKind
from engine.core import save as saves
from engine.core.paths import autosave_path, saves_dir
from engine.tui import save_screens
from engine.tui.panels import EventLog, HelpPanel
from engine.tui.pass_screen import PassScreen
from engine.tui.result_screen import ResultScreen
from engine.tui.save_screens import LoadScreen
from engine.tui.screens import ConfirmScreen, HelpScreen
from tests.tinygame.app import make_app
from tests.tinygame.rules import config
from tests.tui.screen import lift, press_option, shown_key

SIZE = (120, 36)
SEED_ROLL_NOT_ONE = 1  # the first roll of this seed's game is not a 1


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def take_keyboard(pilot) -> None:
    """Settle, then lift the pass screen a hotseat game opens with."""
    await settle(pilot)
    assert isinstance(pilot.app.screen, PassScreen)
    await lift(pilot, "space")




def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


@pytest.mark.slow
async def test_whole_game_by_key_presses_reaches_final_scores():
    app = make_app(config(players=3, seed=11), resume=False)
    agent = RandomAgent(5)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        passes = 0
        for _ in range(200):
            if isinstance(app.screen, ResultScreen):
                break
            if isinstance(app.screen, PassScreen):
                passes += 1
                await lift(pilot, "enter")
                continue
            prompt = app.game.prompt
            before = len(app.game.choices)
            await press_option(pilot, agent.pick(prompt))
            await settle(pilot)
            assert len(app.game.choices) == before + 1
        assert isinstance(app.screen, ResultScreen)
        assert app.game.is_over
        assert passes == 9  # 3 players x 3 rounds: every turn, the first one too
        result = app.game.result()
        assert result.winner is not None or result.tie
        # a finished game leaves no autosave to resume
        assert not autosave_path("pebbles").exists()
        # closed with Escape, the scores come back from the palette
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, ResultScreen)
        await pilot.press("ctrl+p", *"Final scores")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, ResultScreen)


async def test_pass_screen_hides_the_next_hand_until_a_key():
    app = make_app(config(players=2, seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)  # before the very first decision too
        assert "Player 1" in str(app.screen.query_one("#card Static").render())
        await lift(pilot, "space")
        first_hand = app.game.view(0)["hand"]
        await pilot.press("1")  # play a pebble
        await settle(pilot)
        await pilot.press("2")  # stop, once the decision is on the screen
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        text = str(app.screen.query_one("#card Static").render())
        assert "Player 2" in text
        await lift(pilot, "space")
        assert not isinstance(app.screen, PassScreen)
        assert app.viewer == 1
        board = str(app.screen.query_one("#board").render())
        hand = " ".join(str(v) for v in app.game.view(1)["hand"])
        assert f"Player 2's hand: {hand}" in board
        assert first_hand != app.game.view(1)["hand"] or "Player 1's hand" not in board


async def test_undo_takes_back_a_choice_but_not_a_die_roll():
    app = make_app(config(seed=SEED_ROLL_NOT_ONE), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        start = app.game.state_hash()
        await pilot.press("1")
        await settle(pilot)
        assert app.game.prompt.kind == "push"
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert app.game.state_hash() == start
        assert app.game.prompt.kind == "play"
        await pilot.press("1", "1")  # play, roll (this seed does not roll a 1)
        await settle(pilot)
        assert app.game.prompt.kind == "push"
        rolled = app.game.state_hash()
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert app.game.state_hash() == rolled
        assert any("cannot be taken back: the die was rolled" in n for n in notes(app))
        shown = len(notes(app))
        await pilot.press(*["ctrl+z"] * 5)  # pressed on and on: said once, not five times
        await settle(pilot)
        assert len(notes(app)) == shown


async def test_mouse_click_answers_a_prompt():
    app = make_app(config(seed=8), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        options = app.screen.query_one("#options")
        await pilot.click(options, offset=(4, 2))  # second row: the second pebble
        await settle(pilot)
        assert app.game.choices[0].option == "pebble:1"


async def test_command_palette_lists_and_answers_options():
    app = make_app(config(seed=9), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press(*"Choose: Stop")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert [c.option for c in app.game.choices] == ["pebble:0", "stop"]


async def test_save_load_and_resume_through_the_screens():
    app = make_app(config(seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        await pilot.press("2")
        await settle(pilot)
        saved_hash = app.game.state_hash()
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.press(*"my game", "enter")
        await settle(pilot)
        assert (saves_dir("pebbles") / "my-game.json").exists()
        await pilot.press("ctrl+z")  # move on from the saved position
        await settle(pilot)
        assert app.game.state_hash() != saved_hash
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert app.game.state_hash() == saved_hash
    # a new app offers to resume the autosave; "y" resumes exactly where we were
    again = make_app(config(seed=99))
    async with again.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(again.screen, ConfirmScreen)
        await pilot.press("y")
        await settle(pilot)
        assert again.game.state_hash() == saved_hash


async def test_a_save_name_that_makes_the_same_file_asks_before_replacing_it():
    app = make_app(config(players=1, seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        target = saves_dir("pebbles") / "x.json"
        for name, answer in (("x?", None), ("x!", "n"), ("[x]", "y")):
            app.game.choose(app.game.prompt.enabled[0].id)  # a new position each time
            app._after_choice()
            await settle(pilot)
            await pilot.press("ctrl+s")
            await settle(pilot)
            await pilot.press(*name, "enter")
            await settle(pilot)
            if answer is None:  # the first: written at once
                first = target.read_text(encoding="utf-8")
                continue
            assert isinstance(app.screen, ConfirmScreen)
            assert "There is a save named x already" in str(app.screen.question)
            await pilot.press(answer)
            await settle(pilot)
            if answer == "n":
                assert target.read_text(encoding="utf-8") == first  # kept
        assert target.read_text(encoding="utf-8") != first  # replaced
        assert saves.load(app.rules, target).state_hash() == app.game.state_hash()
        assert "Saved as x." in notes(app)


async def test_bad_autosave_is_reported_and_a_new_game_starts():
    path = autosave_path("pebbles")
    path.parent.mkdir(parents=True)
    path.write_text('{"magic": "bestiary-save", "format": 1, "cho')
    app = make_app(config(seed=2))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.game is not None and app.game.config.seed == 2
        assert any("truncated" in n for n in notes(app))


async def f1_opens(app, pilot) -> str:
    """Press F1, read the topic help opened on, close help again."""
    await pilot.press("f1")
    await settle(pilot)
    assert isinstance(app.screen, HelpScreen)
    topic = app.screen.topic_id
    await pilot.press("escape")
    await settle(pilot)
    assert not isinstance(app.screen, HelpScreen)
    return topic


async def test_f1_opens_start_here_in_the_first_turns_then_the_current_topic():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        assert app.screen.query_one(HelpPanel).topic_id == "play"
        assert await f1_opens(app, pilot) == "start"  # a newcomer's first turn
        for _ in range(2):  # both players play a pebble and stop
            await pilot.press("1", "2")
            await settle(pilot)
            await lift(pilot, "space")
        assert app.game.prompt.seat == 0 and app.screen.query_one(HelpPanel).topic_id == "play"
        assert await f1_opens(app, pilot) == "play"  # the focused option's topic
        app.screen.query_one(EventLog).focus()  # the focus on nothing in question
        assert await f1_opens(app, pilot) == "start"


async def test_bot_seat_plays_itself():
    cfg = config(players=2, seed=6)
    seats = (cfg.seats[0], cfg.seats[1].replace(kind=SeatKind.BOT))
    app = make_app(cfg.replace(seats=seats), resume=False)
    app.BOT_DELAY = 0.01
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("1", "2")
        await pilot.pause(0.5)
        assert app.game.prompt.seat == 0  # the bot took its whole turn
        assert app.game.turns >= 3
        assert not isinstance(app.screen, PassScreen)  # no pass screen for a bot


async def test_small_window_says_what_size_it_needs():
    app = make_app(config(seed=1), resume=False)
    async with app.run_test(size=(60, 20)) as pilot:
        await take_keyboard(pilot)
        assert app.screen.has_class("too-small")
        assert "at least 80x24" in str(app.screen.query_one("#too-small").render())


async def test_keys_can_be_remapped_by_binding_id(_isolated_home):
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "keys.json").write_text('{"undo": "ctrl+u"}')
    app = make_app(config(seed=4), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await take_keyboard(pilot)
        start = app.game.state_hash()
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+u")
        await settle(pilot)
        assert app.game.state_hash() == start


async def test_a_remapped_key_that_another_binding_keeps_is_left_out_and_said(_isolated_home):
    _isolated_home.mkdir(parents=True, exist_ok=True)
    (_isolated_home / "keys.json").write_text(
        '{"help": "ctrl+s", "undo": "ctrl+u", "load": "ctrl+u"}')
    app = make_app(config(players=1, seed=4), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        said = " ".join(notes(app))
        assert 'help: "ctrl+s" is Save already' in said
        assert 'load: "ctrl+u" is undo already' in said and "undo:" not in said
        start = app.game.state_hash()
        await pilot.press("1")
        await settle(pilot)
        await pilot.press("ctrl+u")  # undo took it
        await settle(pilot)
        assert app.game.state_hash() == start
        await pilot.press("ctrl+s")  # still Save
        await settle(pilot)
        assert isinstance(app.screen, save_screens.SaveScreen)


def with_kinds(cfg, *kinds: SeatKind, names=("Ann", "Rook", "Wren", "Bob")):
    seats = tuple(
        seat.replace(kind=kind, name=names[i])
        for i, (seat, kind) in enumerate(zip(cfg.seats, kinds, strict=True))
    )
    return cfg.replace(seats=seats)


def instruction(app) -> str:
    return str(app.screen.query_one("#instruction").render())


async def test_two_automa_seats_are_told_in_turn_order_each_by_name():
    cfg = with_kinds(config(players=3, seed=4), SeatKind.HUMAN, SeatKind.AUTOMA, SeatKind.AUTOMA)
    app = make_app(cfg, resume=False)
    app.AUTOMA_STEP = 60  # the test tells the lines itself
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("1", "2")  # Ann plays a pebble and stops
        await settle(pilot)
        seats = [e.seat for e in app._paced if e.seat is not None]
        assert seats[0] == 1 and seats[-1] == 2 and seats == sorted(seats)  # Rook, then Wren
        assert "Rook is playing" in instruction(app)
        await pilot.press("1")  # no answer while the automa are told
        assert len(app.game.choices) == 2
        tellers = []
        while app._paced:
            app._pace_step()
            await settle(pilot)
            if app._paced:
                tellers.append(instruction(app).split(" is playing")[0])
        assert tellers[0] == "Rook" and tellers[-1] == "Wren"
        assert tellers == sorted(tellers, key=["Rook", "Wren"].index)
        log = [line.text for line in app.screen.query_one(EventLog).lines]
        rook = max(i for i, line in enumerate(log) if line.startswith("Rook"))
        wren = min(i for i, line in enumerate(log) if line.startswith("Wren"))
        assert rook < wren
        assert app.game.prompt.seat == 0 and "Ann: play a pebble" in instruction(app)


async def test_a_whole_game_with_two_automa_and_a_bot_by_key_presses():
    kinds = (SeatKind.AUTOMA, SeatKind.HUMAN, SeatKind.BOT, SeatKind.AUTOMA)
    app = make_app(with_kinds(config(players=4, seed=12), *kinds), resume=False)
    app.BOT_DELAY = 0.01
    app.AUTOMA_STEP = 60
    agent = RandomAgent(3)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for _ in range(200):
            if isinstance(app.screen, ResultScreen):
                break
            assert not isinstance(app.screen, PassScreen)  # one person: no pass screen
            prompt = app.game.prompt
            if app._paced:  # skip ahead, then look at the table as a person does
                await pilot.press("space", "wait:200")
            elif prompt.seat == 1:
                await press_option(pilot, agent.pick(prompt))
            await pilot.pause(0.05)
        assert isinstance(app.screen, ResultScreen)
        scores = {s.name: s.total for s in app.game.result().scores}
        assert set(scores) == {"Ann", "Rook", "Wren", "Bob"}
        plays = [e for e in app.game.events if e.kind == "play"]
        assert [e.seat for e in plays] == [0, 1, 2, 3] * 3  # every seat, in turn order


async def test_while_a_bot_chooses_the_table_says_it_makes_random_moves():
    cfg = config(players=2, seed=6)
    seats = (cfg.seats[0], cfg.seats[1].replace(kind=SeatKind.BOT))
    app = make_app(cfg.replace(seats=seats), resume=False)
    app.BOT_DELAY = 30  # the bot waits: its turn stays on screen
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("1", "2")
        await settle(pilot)
        assert app.game.prompt.seat == 1
        instruction = app.screen.query_one("#instruction").text.plain
        assert instruction == f"{seats[1].name}, Bot (random moves), is choosing..."


async def test_the_key_of_a_greyed_option_says_why_with_the_option_named():
    app = make_app(config(seed=3), autosave=False, resume=False)
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        for _ in range(40):
            if isinstance(app.screen, PassScreen):
                await lift(pilot)
                continue
            prompt = app.game.prompt
            greyed = [o for o in prompt.options if not o.enabled and shown_key(app, o.id)]
            if greyed:
                break
            await press_option(pilot, prompt.enabled[0].id)
        else:
            raise AssertionError("no greyed option came up")
        await pilot.press(shown_key(app, greyed[0].id))
        await pilot.pause()
        label = greyed[0].label.rstrip(".")
        assert f'Not now: "{label}" ({greyed[0].reason}).' in notes(app)


async def test_a_choice_is_shown_first_and_autosaved_once_its_frame_is_drawn():
    """The autosave's text (the state hash) is made after the frame that shows the choice;
    `wait_for_saves` (as at quitting) makes it at once if that frame is still to come."""
    import json

    def saved_choices() -> int:
        app.wait_for_saves()
        return len(json.loads(autosave_path("pebbles").read_text(encoding="utf-8"))["choices"])

    app = make_app(config(players=1, seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert saved_choices() == len(app.game.choices)
        app.answer(app.game.prompt.enabled[0].id)
        assert app._autosave_due  # the screen goes first
        assert saved_choices() == len(app.game.choices)  # made when asked for
        app.answer(app.game.prompt.enabled[0].id)
        await settle(pilot)
        assert not app._autosave_due  # made after the frame, unasked
        assert saved_choices() == len(app.game.choices)


async def test_a_game_that_ends_leaves_its_autosave_and_no_writer_thread():
    """The front door plays game after game in one process: each app's writer ends with it."""
    import json
    import threading

    def writers() -> int:
        return sum(t.name.startswith("save-writer") for t in threading.enumerate())

    before = writers()
    app = make_app(config(players=1, seed=21), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.answer(app.game.prompt.enabled[0].id)
        await settle(pilot)
        assert writers() == before + 1
        made = len(app.game.choices)
    assert writers() == before
    assert len(json.loads(autosave_path("pebbles").read_text(encoding="utf-8"))["choices"]) \
        == made
