"""The engine's decisions as a person meets them in the app: the chance shown before a
tracking roll with a key that turns back, and the flight list whose places keep their keys
wherever you fly from."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cryptic_tui.app import make_app
from engine.core import RandomAgent
from engine.core.testing import restart_turn
from engine.cryptic.ctx import Ctx
from engine.cryptic.solo.seats import YOU, solo_config
from engine.cryptic.state import CRYPTO
from engine.tui.pass_screen import PassScreen
from tests.cryptic.rules_helpers import ctx_of, give, put_in_row, rules
from tests.tui.screen import look_at_cover, press_option, screen_text, shown_key

SIZE = (120, 40)


async def your_turn(pilot: Any, arrange: Callable[[Ctx], None]) -> None:
    """Random choices up to your first Cryptozoologist turn, then the table as `arrange`
    leaves it, shown as a person sees it."""
    app = pilot.app
    game, agent = app.game, RandomAgent(2)
    while not (game.state.phase == CRYPTO and game.prompt.kind == "turn"
               and game.prompt.seat == YOU):
        game.choose(agent.pick(game.prompt))
    arrange(ctx_of(game))
    restart_turn(game)
    app._after_choice()
    await pilot.pause()
    while isinstance(app.screen, PassScreen) or app._paced:
        await pilot.press("space", "wait:300")
    await look_at_cover(pilot)


def beast_to_track(ctx: Ctx) -> None:
    """Beast of Gévaudan (3 evidence) with your bid, you where it lives with one of them."""
    put_in_row(ctx, 0, "Beast of Gévaudan", bids=(YOU,))
    ctx.p(YOU).location = "W1"
    ctx.p(YOU).evidence = []
    give(ctx, YOU, "victim")


async def test_the_chance_shows_before_the_roll_and_a_key_turns_back():
    app = make_app(solo_config(5), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await your_turn(pilot, beast_to_track)
        await press_option(pilot, "action:track")
        await pilot.pause()
        if app.game.prompt.kind == "track":  # another cryptid lives here too
            await press_option(pilot, "cryptid:0")
            await pilot.pause()
        assert app.game.prompt.kind == "track-roll"
        assert "[1] Roll 2 dice: 25% chance to find" in screen_text(app)
        await press_option(pilot, "dont-track")
        await pilot.pause()
        assert app.game.prompt.kind == "turn" and not ctx_of(app.game).p(YOU).action_used


async def flight_keys(here: str) -> dict[str, str]:
    """The key beside each place in the flight list, flying from `here`."""
    app = make_app(solo_config(5), resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await your_turn(pilot, lambda ctx: setattr(ctx.p(YOU), "location", here))
        await press_option(pilot, "skill:flight_ticket")
        await pilot.pause()
        assert app.game.prompt.kind == "fly"
        return {o.id: shown_key(app, o.id) for o in app.game.prompt.options}


async def test_a_place_keeps_its_key_wherever_you_fly_from():
    # the list once left out where you stood, so the places after it moved up a key
    places = [loc.id for loc in rules().data.cat.map.locations]
    first, last, target = places[0], places[-1], f"fly:{places[5]}"
    from_first, from_last = await flight_keys(first), await flight_keys(last)
    assert from_first[target] and from_first[target] == from_last[target]
    assert from_first == from_last
