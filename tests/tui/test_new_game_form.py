"""The shared new-game form, proved on Pebble Dice: counts, names, colours, seat kinds
(automa included), a module switch, the seed, the checks, and the last settings offered."""

from __future__ import annotations

from engine.core import SeatKind
from engine.tui.new_game import NewGameForm, RowName
from engine.tui.screens import ConfirmScreen, HelpScreen
from tests.tinygame.app import make_app
from tests.tui.screen import lift_cover, screen_text

SIZE = (120, 40)


def notes(app) -> list[str]:
    return [n.message for n in app._notifications]


async def fill(pilot, form, players: int, seats: list[tuple[str, str, str]]) -> None:
    form.query_one("#players").value = players
    await pilot.pause()
    for i, (name, colour, kind) in enumerate(seats):
        form.query_one(f"#name-{i}").value = name
        form.query_one(f"#colour-{i}").value = colour
        form.query_one(f"#kind-{i}").value = kind
    await pilot.pause()


def shown_seats(form) -> list[bool]:
    return [row.display for row in form.query(".seat")]


async def test_the_form_sets_up_seats_kinds_a_module_and_the_seed():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        assert shown_seats(form) == [True, True]  # the rows the count asks for, made later
        await fill(pilot, form, 3, [("Ann", "green", "human"), ("Rook", "red", "automa"),
                                    ("Bob", "blue", "bot")])
        assert shown_seats(form) == [True, True, True]
        form.query_one("#switch-long-game").value = True
        form.query_one("#seed").value = "42"
        form.query_one("#start").press()
        await pilot.pause()
        config = app.game.config
        assert [(s.name, s.colour, s.kind) for s in config.seats] == [
            ("Ann", "green", SeatKind.HUMAN), ("Rook", "red", SeatKind.AUTOMA),
            ("Bob", "blue", SeatKind.BOT)]
        assert config.modules == ("long-game",) and config.seed == 42
        assert app.game.view(0)["rounds"] == 5  # the module changed the game


async def test_enter_starts_the_default_game_and_a_blank_name_takes_the_default():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.screen.query_one("#name-1").value = "  "
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        config = app.game.config
        assert [s.name for s in config.seats] == ["Ada", "Bram"]
        assert config.modules == () and app.game.view(0)["rounds"] == 3


async def test_the_form_refuses_seats_that_cannot_sit_together():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        await fill(pilot, form, 2, [("Ann", "red", "human"), ("Ann", "blue", "human")])
        form.query_one("#start").press()
        await pilot.pause()
        await fill(pilot, form, 2, [("Ann", "red", "human"), ("Bob", "red", "human")])
        form.query_one("#start").press()
        await pilot.pause()
        await fill(pilot, form, 2, [("Ann", "red", "automa"), ("Rook", "blue", "automa")])
        form.query_one("#start").press()
        await pilot.pause()
        assert app.game is None and app.screen is form
        assert notes(app) == ["Every player needs a different name.",
                              "Every player needs a different colour.",
                              "At least one seat must be a person or a bot."]


async def test_a_new_game_offers_the_last_settings_again():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        await fill(pilot, form, 1, [("Lin", "yellow", "human")])
        form.query_one("#switch-long-game").value = True
        form.query_one("#start").press()
        await pilot.pause()
        assert len(app.game.config.seats) == 1
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("enter")  # yes, abandon it
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        assert form.query_one("#players").value == 1
        assert form.query_one("#name-0").value == "Lin"
        assert form.query_one("#colour-0").value == "yellow"
        assert form.query_one("#switch-long-game").value is True


async def test_a_last_game_of_four_comes_back_with_its_four_seats():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        four = [("Ann", "green", "human"), ("Bo", "red", "bot"), ("Cy", "blue", "human"),
                ("Di", "yellow", "human")]
        await fill(pilot, app.screen, 4, four)
        app.screen.query_one("#start").press()
        await pilot.pause()
        await lift_cover(pilot)
        for key in ("ctrl+n", "enter"):  # a new game, abandoning this one
            await pilot.press(key)
            await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm) and shown_seats(form) == [True] * 4
        assert [(form.query_one(f"#name-{i}").value, form.query_one(f"#colour-{i}").value,
                 form.query_one(f"#kind-{i}").value) for i in range(4)] == four


async def test_seats_made_for_a_larger_count_hide_with_it_and_come_back():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#players").value = 4
        await pilot.pause()
        form.query_one("#players").value = 2
        await pilot.pause()
        assert shown_seats(form) == [True, True, False, False]
        form.query_one("#players").value = 3
        await pilot.pause()
        assert shown_seats(form) == [True, True, True, False]
        form.query_one("#start").press()
        await pilot.pause()
        assert [s.name for s in app.game.config.seats] == ["Ada", "Bram", "Cleo"]


def marked_rows(form) -> list[str]:
    """The rows whose name carries the focus marker, as drawn."""
    return [str(name.render()).strip() for name in form.query(RowName)
            if str(name.render()).startswith("▶")]


async def test_the_focus_is_marked_in_words_and_enter_opens_a_list_without_starting(
        monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")  # the marker must not hang on colour
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert form.focused.id == "start" and marked_rows(form) == ["▶"]
        assert "Enter starts the game." in screen_text(app)
        await pilot.press("shift+tab")  # back to the seed
        await pilot.pause()
        assert form.focused.id == "seed" and marked_rows(form) == ["▶ Seed"]
        form.query_one("#players").focus()
        await pilot.pause()
        assert marked_rows(form) == ["▶ Players"]
        text = screen_text(app)
        assert "▶ Players" in text and "Enter opens the list" in text
        await pilot.press("enter")
        await pilot.pause()
        assert form.query_one("#players").expanded, "Enter should open the list"
        await pilot.press("down", "enter")  # pick 3 players: still no game
        await pilot.pause()
        assert form.query_one("#players").value == 3 and not form.query_one("#players").expanded
        assert app.game is None and app.screen is form
        assert marked_rows(form) == ["▶ Players"]


async def test_enter_in_a_name_moves_on_and_only_start_starts():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#name-0").focus()
        await pilot.press("end", "a", "enter")
        await pilot.pause()
        assert app.game is None and form.focused.id == "colour-0"
        assert marked_rows(form) == ["▶ Seat 1"]
        form.query_one("#seed").focus()
        await pilot.press("7", "enter")
        await pilot.pause()
        assert app.game is None and form.focused.id == "start"
        await pilot.press("enter")
        await pilot.pause()
        assert app.game is not None and app.game.config.seats[0].name == "Adaa"
        assert app.game.config.seed == 7


async def test_f1_on_the_form_explains_the_choices_and_a_question_mark_in_a_name_is_typed():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#name-1").focus()
        await pilot.press("end", "question_mark")
        await pilot.pause()
        assert form.query_one("#name-1").value == "Bram?" and app.screen is form
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.topic_id == "app.new-game"
        shown = " ".join(screen_text(app).replace("│", " ").split())
        assert "New game: seats, bots, seed" in shown and "random legal move" in shown
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is form


async def test_the_bot_seat_says_it_plays_random_moves():
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        kinds = app.screen.query_one("#kind-1")
        assert [str(prompt) for prompt, _value in kinds._options] == [
            "Person", "Bot (random moves)", "Automa"]


async def test_escape_on_the_form_asks_before_quitting():
    """Escape is easily pressed to close a list; on the form it asks, and "n" stays."""
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmScreen)
        await pilot.press("n")
        await pilot.pause()
        assert app.screen is form and app.is_running
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert not app.is_running


async def test_an_open_list_says_its_keys_and_f1_opens_the_forms_help():
    from engine.tui.choice import ChoiceList
    from engine.tui.footer import KeyFooter

    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        form.query_one("#colour-1").focus()
        await pilot.press("down")  # Down opens the list, as Up, Enter and Space do
        await pilot.pause()
        assert isinstance(app.screen, ChoiceList)
        keys = [(e.shown_key, e.description) for e in app.screen.query_one(KeyFooter).entries]
        assert ("esc", "Close the list") in keys and ("f1", "Help") in keys
        await pilot.press("y", "enter")  # a letter jumps to the colour that starts with it
        assert form.query_one("#colour-1").value == "yellow"
        await pilot.press("enter", "f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen) and app.screen.topic_id == "app.new-game"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is form and form.query_one("#colour-1").value == "yellow"


async def test_the_button_holding_the_focus_carries_the_mark():
    """The three buttons share one row, so the row's mark cannot say which of them Enter
    presses: the focused one is marked too (a newcomer pressed Enter on Load a save)."""
    app = make_app(None, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for focused in ("Start", "Load a save", "Quit"):
            row = next(line for line in screen_text(app).splitlines() if "Quit" in line)
            assert f"▶ {focused}" in row and row.count("▶") == 2, row  # the row's and its
            await pilot.press("tab")
        row = next(line for line in screen_text(app).splitlines() if "Quit" in line)
        assert "▶" not in row  # the focus has left the buttons


async def test_a_window_smaller_than_the_table_needs_is_told_before_start():
    """The table checks the window only once a game is shown: the form says it first, and
    follows the window as it is resized."""
    from wondrous_tui.app import WondrousApp

    app = WondrousApp(None, resume=False, autosave=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameForm)
        note = form.query_one("#size-note")
        said = ("! The window is 100x30; the game needs at least 120x40. Make it larger "
                "before you press Start.")
        assert note.display and str(note.render()) == said
        scroller = form.query_one("#form")
        for _ in range(40):  # the form scrolls (smoothly) to Start, which has the focus
            if scroller.scroll_y == scroller.max_scroll_y:
                break
            await pilot.pause(0.05)
        await pilot.pause()
        assert said.split(";")[0] in " ".join(screen_text(app).split())  # in view, by Start
        await pilot.resize_terminal(130, 38)
        await pilot.pause()
        assert note.display and "window is 130x38;" in str(note.render())
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        assert not note.display


async def test_the_hint_stays_in_view_and_follows_the_focus_past_the_buttons():
    """A form taller than the window scrolls; its hint line, at the bottom, stays on screen
    and says what Enter does on the field the focus wrapped round to (not "Enter quits")."""
    from wondrous_tui.app import WondrousApp

    app = WondrousApp(None, resume=False, autosave=False)
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        form = app.screen
        assert form.query_one("#form").max_scroll_y > 0  # it scrolls at this size
        for key, says in (("tab", "Enter opens a saved game."), ("tab", "Enter quits."),
                          ("tab", "Enter opens the list")):
            await pilot.press(key)
            await pilot.pause(0.3)
            shown = " ".join(screen_text(app).replace("│", " ").split())
            assert says in shown, (form.focused, says)
        assert form.focused.id == "mode" and "Enter quits." not in shown
