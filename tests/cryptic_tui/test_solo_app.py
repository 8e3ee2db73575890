"""Solo against the Poacher in the app: the new-game screen's mode, F5 with his board and
active card, his turn told in the log at a pace, the prompts where you choose for him, the
final screen's win or loss with your score and title, and a whole solo game by keys."""

from __future__ import annotations

import pytest
from rich.cells import cell_len

from cryptic_tui.app import make_app
from cryptic_tui.board import CrypticBoard
from cryptic_tui.new_game import CrypticNewGame
from cryptic_tui.render import poacher_text
from engine.core import Game, RandomAgent, Result, SeatKind, SeatScore
from engine.cryptic.no_bids import NO_BIDS
from engine.cryptic.parts.poacher_cards import poacher_parts
from engine.cryptic.rules import CrypticRules
from engine.cryptic.solo.seats import solo_config
from engine.cryptic.solo.view import PoacherLine
from engine.cryptic.wolpertinger import WOLPERTINGER
from engine.tui.panels import EventLog
from engine.tui.result_screen import ResultScreen, finished_summary
from tests.tui.screen import play_by_keys, screen_text

SIZE = (120, 40)
DATA = CrypticRules().data


def after_his_turns(seed: int, prompts: int = 120) -> Game:
    """A solo game played at random until the Poacher has used a line in both phases."""
    game = Game(CrypticRules(), solo_config(seed))
    agent = RandomAgent(seed)
    for _ in range(prompts):
        lines = game.view(0).poacher.lines
        if len(lines) == 2:
            break
        game.choose(agent.pick(game.prompt))
    return game


def tab_text(app) -> str:
    board = app.screen.query_one(CrypticBoard)
    return board.tabs.body.content.plain


async def test_the_form_starts_a_solo_game_with_only_your_name_and_colour():
    app = make_app(None, seed=4, resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, CrypticNewGame)
        form.query_one(f"#switch-{NO_BIDS}").value = True  # left on from a game before
        form.query_one(f"#switch-{WOLPERTINGER}").value = True
        while app.focused.id != "mode":  # the mode is the form's first field
            await pilot.press("tab")
        await pilot.press("enter", "down", "enter")
        await pilot.pause()
        assert form.solo
        assert not form.query_one("#seat-1").display and not form.query_one("#kind-0").display
        assert not form.query_one("#players-row").display
        assert not form.query_one(f"#switch-row-{NO_BIDS}").display
        assert form.query_one(f"#switch-row-{WOLPERTINGER}").display
        assert "Poacher" in str(form.query_one("#solo-note").render())
        form.query_one("#name-0").value = "Lin [b]"
        form.query_one("#start").focus()
        await pilot.press("enter")
        await pilot.pause()
        config = app.game.config
        assert [s.kind for s in config.seats] == [SeatKind.HUMAN, SeatKind.AUTOMA]
        assert [s.name for s in config.seats] == ["Lin [b]", "Poacher"]
        assert config.modules == (WOLPERTINGER,)  # bids are always on against him
        assert app.describe(app.game).startswith("solo against the Poacher")
        # the next new game offers solo again
        await pilot.press("ctrl+n")
        await pilot.pause()
        await pilot.press("enter")  # yes, abandon it
        await pilot.pause()
        assert isinstance(app.screen, CrypticNewGame) and app.screen.solo


async def test_f5_shows_the_poacher_and_his_turn_is_told_at_a_pace():
    app = make_app(solo_config(7), resume=False, autosave=False)
    app.AUTOMA_STEP = 5  # slow: the test decides when the lines are done
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Poacher" in footer and "Players" not in footer
        await pilot.press("f5")
        await pilot.pause()
        assert "Toward his win" in tab_text(app) and "no card in play yet" in tab_text(app)
        agent = RandomAgent(7)
        while not app._paced:  # your setup and first turn, until he plays
            app.game.choose(agent.pick(app.game.prompt))
            app._after_choice()
            await pilot.pause()
        log = app.screen.query_one(EventLog)
        shown = len(log.lines)
        before = len(app.game.choices)
        await pilot.press("1")  # no answer while he plays
        assert len(app.game.choices) == before
        await pilot.press("space")
        await pilot.pause()
        assert not app._paced and len(log.lines) > shown
        told = "\n".join(line.text for line in log.lines)
        assert "The Poacher reveals card" in told
        assert "▶" in tab_text(app), "the line he used is marked"


def test_the_poacher_tab_marks_the_line_used_and_why_actions_failed():
    view = after_his_turns(3).view(0)
    poacher = view.poacher
    assert poacher is not None
    card = poacher_parts(DATA.parts).cards[poacher.active - 1]
    line = poacher.lines["cryptozoologist"].line
    first, *rest = card.by_evidence[line]
    lines = {**poacher.lines, "cryptozoologist": PoacherLine(
        line=line, done=rest[0] if rest else "", failed=[(first, "nothing fits")])}
    contract = next(iter(poacher.for_contracts))
    # one more capture for it, and he wins
    poacher = poacher.replace(lines=lines, for_contracts={**poacher.for_contracts, contract: 2})
    view = view.replace(poacher=poacher)
    for width in (68, 100):
        text = poacher_text(view, DATA, width=width).plain
        assert all(cell_len(row) <= width for row in text.split("\n"))
        assert f"▶ line {line + 1}, holding {line}: the line he used" in text
        assert "✗ " in text and "nothing fits" in text
        assert "2 of 3 for your contract" in text and "ONE MORE WINS" in text
        assert f"Card {poacher.active} in play" in text and f"deck {poacher.deck}" in text
        assert text.count("▶") == 2  # one line in each phase


def solo_result(won: bool) -> Result:
    you = SeatScore(0, "Lin", 17, {"found": 9, "coins": 8})
    details = {"poacher_won": won, "poacher_captured": 5 if won else 2,
               "rating": None if won else "Seasoned Tracker"}
    return Result((you, SeatScore(1, "Poacher", 0, {})), 1 if won else 0, False,
                  "the Poacher" if won else "solo", "over", (1 if won else 0,), details)


async def test_the_final_screen_tells_win_or_loss_the_score_and_the_title():
    app = make_app(solo_config(2), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for won, said, note in ((False, "Lin beats the Poacher.", "Seasoned Tracker"),
                                (True, "The Poacher wins: Lin loses.", "he won first")):
            result = solo_result(won)
            app.push_screen(ResultScreen(result, app.verdict(result), app.result_notes(result)))
            await pilot.pause()
            shown = screen_text(app)
            assert said in shown and note in shown and "17 points" in shown
            assert "Poacher *" not in shown and "tie-break" not in shown
            assert finished_summary(result, app.verdict(result)) == f"Lin 17. {said}"
            app.pop_screen()


@pytest.mark.slow
async def test_a_whole_solo_game_by_key_presses_to_the_final_screen():
    app = make_app(solo_config(21), resume=False, autosave=False)
    agent = RandomAgent(21)
    asked: set[str] = set()

    async def note(app, pilot) -> None:
        if app.game.prompt is not None:
            asked.add(app.game.prompt.kind)

    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await play_by_keys(app, pilot, agent, passes=False, visit=note)
        result = app.game.result()
        shown = screen_text(app)
        assert app.verdict(result) in shown
        assert {"poacher-tile", "poacher-spot"} <= asked, "you place his tiles"
        assert app.rules.invariants(app.game.state) == []


async def test_choosing_his_tile_shows_the_tiles_and_the_sanctuary_takes_his_spot():
    app = make_app(solo_config(5), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        agent = RandomAgent(5)
        while app.game.prompt.kind != "poacher-tile":
            app.game.choose(agent.pick(app.game.prompt))
        app._after_choice()
        await pilot.press("space", "wait:200")  # his turn told at once; a look at it
        await pilot.pause()
        board = app.screen.query_one(CrypticBoard)
        assert board.tabs.active == "tab-players", "his tab opens with the tiles to choose"
        tile = app.game.prompt.options[0].refs[0].partition(":")[2]
        assert "Choose his tile" in tab_text(app) and tile in tab_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert app.game.prompt.kind == "poacher-spot"
        assert board.shown == "sanctuary" and board.sanctuary.piece is not None
        await pilot.press("1")
        await pilot.pause()
        assert "Choose his tile" not in tab_text(app)


def test_your_board_says_both_contracts_score_in_solo():
    from cryptic_tui.render import player_text

    text = player_text(after_his_turns(3).view(0), DATA, 0, own=True, width=68).plain
    assert "both score" in " ".join(text.split()) and "the better one" not in text


async def test_a_choice_for_the_poacher_is_asked_at_once_not_behind_his_turns_telling():
    """When his turn comes to a choice you make for him, the question and its options are
    the decision at once (his turn so far in the log), and a key answers it."""
    app = make_app(solo_config(3), resume=False, autosave=False)
    app.AUTOMA_STEP = 5  # slow: a telling would still be going on below
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        agent = RandomAgent(3)
        game = app.game
        while True:
            shown = app._shown_events
            game.choose(agent.pick(game.prompt))
            his = [e for e in game.events[shown:] if e.seat is not None and e.seat != 0]
            if game.prompt.kind.startswith("poacher-") and his:
                break
            app._after_choice()
            await pilot.pause()
            if app._paced:
                app.action_skip_ahead()
                await pilot.pause()
        app._after_choice()
        await pilot.pause()
        assert not app._paced
        text = " ".join(screen_text(app).split())
        assert "is playing" not in text
        assert game.prompt.instruction in text and "Poacher" in game.prompt.instruction
        first = app.option_order(game.prompt)[0]
        assert f"[1] {first.label}" in text
        log = "\n".join(line.text for line in app.screen.query_one(EventLog).lines)
        assert his[-1].text in log, "his turn so far is in the log"
        before = len(game.choices)
        await pilot.press("1")
        await pilot.pause()
        assert len(game.choices) == before + 1 and game.choices[-1].option == first.id
