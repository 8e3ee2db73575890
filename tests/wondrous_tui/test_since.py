"""The pass screen tells the next player what the others did since their last turn: the
public lines of the log only, never a card hidden in a hand."""

from __future__ import annotations

from engine.core import RandomAgent
from engine.tui.pass_screen import PassScreen
from tests.tui.screen import lift, screen_text
from tests.wondrous_tui.test_app import SIZE, config
from wondrous_tui.app import make_app


def card_text(app) -> str:
    """The pass screen's card as one string (long log lines wrap inside it)."""
    rows = [line.strip(" ║") for line in screen_text(app).splitlines() if "║" in line]
    return " ".join(rows)


async def test_the_pass_screen_lists_adas_turn_for_bram_and_no_hidden_card():
    app = make_app(config(seed=3), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Nothing yet." in card_text(app)  # Ada's first decision: nobody played yet
        await lift(pilot, "space")
        game, agent = app.game, RandomAgent(8)
        seen: set[int] = set()  # cards that lay face up in the Wilderness at some point
        started = False
        while not (started and game.prompt.seat == 1):
            seen.update(n for n in game.view(0).wilderness if n is not None)
            started = started or game.prompt.kind == "turn"
            game.choose(agent.pick(game.prompt))
        app._after_choice()
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        text = card_text(app)
        start = next(i for i, e in enumerate(game.events) if e.kind == "start")
        adas = [e.text for e in game.events[start:] if e.seat == 0]
        assert adas, "Ada's turn left no line in the log"
        assert "Since your last turn:" in text and "Ada" in text
        for line in adas[:4]:
            assert line[:40] in text
        hidden = set(game.view(0).players[0].hand) - seen  # only Ada knows them
        assert hidden
        assert [n for n in hidden if app.cat.creatures[n].name in text] == []
