"""What a newcomer to Winterfall stumbled on at 120x40 (issue #17, "In the app"): the parts
of the table that change the game stay in sight, multi-picks say what Enter does, keys stay
put, losses at the limit are said before the choice, and leaving asks first."""

from __future__ import annotations

from engine.core import DONE, testing
from engine.core.testing import first
from engine.tui.pass_screen import PassScreen
from engine.tui.screens import ConfirmScreen
from engine.wondrous.state import RESOURCES
from tests.tui.screen import lift_cover, open_help, press_option, screen_text, shown_key
from tests.tui.test_pebble_app import notes
from tests.wondrous.engine_helpers import in_play
from tests.wondrous_tui.test_app import config, settle, tick_at, to_keep_cards, to_place_spot
from tests.wondrous_tui.winter_table import winter_app, wintry_table
from wondrous_tui.app import make_app

SMALLEST = (120, 40)


def tab_rows(app) -> list[str]:  # type: ignore[no-untyped-def]
    """The rows of the tabs' part of the screen, as drawn."""
    region = app._board().tabs.region
    rows = screen_text(app).splitlines()
    return [rows[y][region.x:region.right] for y in range(region.y, region.bottom)]


async def test_the_time_track_auroras_and_winterfall_card_are_in_sight_at_120x40():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await wintry_table(pilot)
        state = app.game.state
        # a Winterfall card was applied
        state.winterfall.winter_discard.append(
            state.winterfall.winter_deck.pop()
        )
        app._after_choice()
        await settle(pilot)
        shown = "\n".join(tab_rows(app))
        for part in ("Time: ", "Auroras (", "Winterfall card (last"):
            assert part in shown, f"{part!r} below the fold:\n{shown}"


async def test_the_short_legend_says_where_the_whole_key_is_and_the_map_shows_it():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await wintry_table(pilot)
        board = app._board()
        short = board.legend.region.height
        assert "F6: the map and its whole key" in screen_text(app)
        await pilot.press("f6")
        await settle(pilot)
        assert board.legend.region.height > short
        assert "whole key" not in screen_text(app)
        assert board.tabs.region.bottom <= SMALLEST[1] - 1


async def test_a_habitats_reward_options_keep_their_keys_habitat_after_habitat():
    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await to_place_spot(app, pilot)
        await pilot.press("2")  # the best spot: several habitats around it
        await settle(pilot)
        assert app.game.prompt.kind == "habitat-reward"
        keys = {o.id: shown_key(app, o.id) for o in app.game.prompt.options}
        taken = app.game.prompt.options[0].id
        await press_option(pilot, taken)
        await settle(pilot)
        assert app.game.prompt.kind == "habitat-reward"
        left = [o.id for o in app.game.prompt.options]
        assert taken not in left
        assert {oid: shown_key(app, oid) for oid in left} == {oid: keys[oid] for oid in left}


def second_card(game) -> bool:  # type: ignore[no-untyped-def]
    prompt = game.prompt
    return prompt.kind == "play-card" and prompt.option(DONE) is not None


async def test_escape_at_the_second_card_stops_nothing_and_says_which_key_does():
    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        game = app.game
        testing.play(game, then=first, until=in_play)
        seat = game.prompt.seat
        game.state.players[seat].resources = dict.fromkeys(RESOURCES, 6)
        testing.play(game, ["play"], then=first, until=second_card)
        app._after_choice()
        await lift_cover(pilot)
        before = len(game.choices)
        await pilot.press("escape")
        await settle(pilot)
        assert len(game.choices) == before and second_card(game)
        key = shown_key(app, DONE)
        assert notes(app)[-1] == f"Escape does not end this step. Key {key}: Stop playing cards."


async def test_the_footer_keeps_tick_and_confirm_and_cuts_no_key_at_120_columns():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        await to_keep_cards(app, pilot, 0)
        await tick_at(pilot, 1)
        footer = screen_text(app).splitlines()[-1]
        assert "space Tick" in footer and "0 Confirm ticked" in footer and "f1 Help" in footer
        for key in ("f2 Table", "f3 You", "f4 Players", "f5 Achievements", "f7 Projects"):
            assert key in footer or key.split()[0] not in footer.split(), footer  # whole or out
        assert "Achievements F5" in screen_text(app)  # still on the tab bar


async def test_the_help_list_has_room_for_every_topic_title_at_120x40():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await open_help(pilot)
        topics = app.screen.query_one("#topics")
        longest = max(len(app.book.get(t).title) for t in app.book.topics)
        assert topics.scrollable_content_region.width >= longest + 2  # padding of an option


async def test_the_seed_field_stays_inside_its_row_on_the_new_game_screen():
    app = make_app(None, resume=False, winterfall=True)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        seed = app.screen.query_one("#seed")
        assert seed.region.right <= seed.parent.region.right


def onward(prompt) -> str:  # type: ignore[no-untyped-def]
    """The first legal option that is not Back (Back and the action again would loop)."""
    return next(o.id for o in prompt.enabled if o.id != "back")


async def test_each_player_finds_the_map_cursor_where_they_left_it():
    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        game, hexmap = app.game, app._board().map
        cursors = {}
        for seat, keys in ((0, ("right", "right", "down")), (1, ("down", "down", "down"))):
            testing.play(game, then=onward, until=lambda g, s=seat: in_play(g)
                         and g.prompt.kind == "turn" and g.prompt.seat == s)
            app._after_choice()
            await lift_cover(pilot)
            await pilot.press("f6", *keys, "escape")
            cursors[seat] = hexmap.cursor
        assert cursors[0] != cursors[1]
        testing.play(game, then=onward, until=lambda g: g.prompt.kind == "turn"
                     and g.prompt.seat == 0)
        app._after_choice()
        await lift_cover(pilot)
        assert hexmap.cursor == cursors[0]


async def test_ctrl_q_in_a_game_asks_first_and_says_the_game_is_kept():
    app = make_app(config(seed=5), resume=False)
    quits: list[object] = []
    app.exit = lambda *args, **kwargs: quits.append(args)  # type: ignore[method-assign]
    async with app.run_test(size=(150, 45)) as pilot:
        await lift_cover(pilot)
        await pilot.press("ctrl+q")
        await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen) and not quits
        assert app.screen.question == "Quit now? It is saved as you play: start again to resume it."
        await pilot.press("n")
        await settle(pilot)
        assert not isinstance(app.screen, ConfirmScreen) and not quits
        await pilot.press("ctrl+q", "ctrl+q")  # twice: quits
        await settle(pilot)
        assert quits


async def test_a_resumed_game_says_so_on_its_pass_screen():
    first_app = make_app(config(seed=5), resume=False)
    async with first_app.run_test(size=(150, 45)) as pilot:
        await lift_cover(pilot)
        await press_option(pilot, first_app.game.prompt.options[0].id)
        await settle(pilot)
    again = make_app(config(seed=9))
    async with again.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(again.screen, PassScreen)
        assert "Resumed the game you left (turn " in screen_text(again)


def test_an_egg_pick_asked_again_is_one_decision_so_its_keys_stay():
    """Picking eggs one at a time (an achievement's eggs, Monarctic's swap) asks again after
    each pick: the panel must treat the prompts as one decision, as for a discard."""
    from engine.tui.keys import KeyRing

    for kind in ("pick-eggs", "swap-eggs"):
        ring = KeyRing()
        ring.assign((4, 0, kind), ["egg:0", "egg:1"])
        assert ring.assign((4, 0, kind), ["egg:1"]) == {"egg:1": "2"} and ring.continued


def test_an_egg_pick_that_must_reach_its_count_says_so():
    from engine.wondrous.eggs import picked_text

    assert picked_text(0, 2, 2) == " (0 of 2 picked)"
    assert picked_text(1, 1, 3) == " (1 picked: at least 1, up to 3)"
    assert picked_text(0, 0, 2) == " (0 of up to 2 picked)"


async def test_a_hex_that_fits_only_one_spot_places_at_once_and_says_so():
    """A first hex that only one spot uses places the crew member there at once: the app
    says so, or the second pick the player planned seems refused."""
    from collections import Counter

    from engine.tui.board import BoardPicked

    app = make_app(config(seed=5), resume=False, autosave=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await to_place_spot(app, pilot)
        prompt = app.game.prompt
        uses = Counter(r for o in prompt.enabled for r in app.picking.refs(o))
        lonely = next(r for r, n in sorted(uses.items()) if n == 1)
        app._board().post_message(BoardPicked(lonely))
        await settle(pilot)
        assert app.game.choices[-1].option == next(
            o.id for o in prompt.enabled if lonely in app.picking.refs(o))
        assert any(n.startswith("Only one choice uses ") for n in notes(app))
