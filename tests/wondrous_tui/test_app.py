"""The Wondrous Creatures app through Pilot: a whole game by key presses, the map, the
new-game screen, mouse and palette answers."""

from __future__ import annotations

import time

import pytest
from textual.widgets import OptionList

from engine.core import GameConfig, RandomAgent, Seat
from engine.tui.pass_screen import PassScreen
from engine.tui.prompt_panel import PromptPanel
from tests.tui.screen import lift, play_by_keys, press_option, screen_text, shown_key
from tests.tui.terminal import Terminal, play_watched
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import crew_on_map, fresh, restart_turn
from wondrous_tui.app import make_app, spot_rank
from wondrous_tui.hexmap import hex_coord, hex_ref
from wondrous_tui.new_game import NewGameScreen

SIZE = (150, 45)


def config(seed: int = 3, players: int = 2) -> GameConfig:
    names = ("Ada", "Bram", "Cleo", "Dara")
    colours = ("red", "blue", "green", "yellow")
    return GameConfig(game="wondrous", seats=tuple(
        Seat(name=names[i], colour=colours[i]) for i in range(players)), seed=seed)


async def settle(pilot) -> None:
    await pilot.pause()




async def to_place_spot(app, pilot) -> None:
    """Take the first option through the setup, then place the captain: the map waits."""
    await settle(pilot)
    while app.game.view(0).phase != "play":
        if isinstance(app.screen, PassScreen):
            await lift(pilot)
            continue
        await press_option(pilot, next(o.id for o in app.game.prompt.options if o.enabled))
    while isinstance(app.screen, PassScreen):
        await lift(pilot)
    await pilot.press("1", "1")  # place a crew member: the captain
    assert app.game.prompt.kind == "place-spot"


@pytest.mark.slow
async def test_whole_game_by_key_presses_to_the_final_scores():
    app = make_app(config(seed=7), resume=False)
    agent = RandomAgent(7)
    started = time.perf_counter()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play_by_keys(app, pilot, agent)
        assert app.game.is_over
        text = str(app.screen.query_one("#verdict").render())
        assert "wins" in text or "shared" in text
    assert time.perf_counter() - started < 600


async def test_new_game_screen_starts_on_enter_with_two_players():
    app = make_app(None, seed=12, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("enter")
        await settle(pilot)
        assert app.game is not None
        assert len(app.game.config.seats) == 2 and app.game.config.seed == 12
        assert app.game.prompt.kind == "setup-captain"
        assert isinstance(app.screen, PassScreen)  # Ada's captains are hidden until she is there


async def to_keep_cards(app, pilot, seat: int) -> None:
    """Take the first option until `seat` is asked which cards to discard, with no cover."""
    while isinstance(app.screen, PassScreen) or app.game.prompt.kind != "setup-keep" \
            or app.game.prompt.seat != seat:
        if isinstance(app.screen, PassScreen):
            await lift(pilot)
            continue
        await press_option(pilot, next(o.id for o in app.game.prompt.options if o.enabled))


async def test_option_keys_stay_put_through_a_discard_of_several_cards():
    """Each card keeps its key while it is offered, so keys planned at the first pick
    discard the planned cards, one at a time or typed in one burst."""
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        for seat in (0, 1):
            await to_keep_cards(app, pilot, seat)
            cards = [o.id for o in app.game.prompt.options]
            keys = {card: shown_key(app, card) for card in cards}
            planned = [cards[i] for i in (1, 2, 5, 7)]  # four to go: the last pick ends it
            if seat == 0:
                for card in planned:
                    await pilot.press(keys[card])
                    assert app.game.choices[-1].option == card
                    if card != planned[-1]:  # then the other seat is asked, under a cover
                        left = [o.id for o in app.game.prompt.options]
                        assert {c: shown_key(app, c) for c in left} == {c: keys[c] for c in left}
            else:
                await pilot.press(*(keys[card] for card in planned))
            assert [c.option for c in app.game.choices[-4:]] == planned
            hand = app.game.view(seat).players[seat].hand
            assert {f"discard:{n}" for n in hand} == set(cards) - set(planned)


async def tick_at(pilot, index: int) -> None:
    """Highlight the option at `index` of the list with the arrows and tick it (Space)."""
    await pilot.press("home", *["down"] * index, "space")


async def test_ticked_cards_are_discarded_in_the_order_ticked_and_keep_their_keys():
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_keep_cards(app, pilot, 0)
        cards = [o.id for o in app.game.prompt.options]
        keys = {card: shown_key(app, card) for card in cards}
        assert "Tick" in screen_text(app)  # the footer offers it in a multi-pick
        before = len(app.game.choices)
        for index in (5, 1, 6, 2):
            await tick_at(pilot, index)
        await tick_at(pilot, 1)  # unticked: the later ticks move up
        assert len(app.game.choices) == before  # ticking answers nothing yet
        text = screen_text(app)
        assert "✓1" in text and "✓3" in text and "✓4" not in text
        assert "Enter (or 0) confirms the 3" in text and "0 Confirm ticked" in text
        await pilot.press("0")
        assert [c.option for c in app.game.choices[before:]] == [cards[i] for i in (5, 6, 2)]
        prompt = app.game.prompt
        assert (prompt.kind, prompt.seat) == ("setup-keep", 0)  # one more to discard
        left = [o.id for o in prompt.options]
        assert {c: shown_key(app, c) for c in left} == {c: keys[c] for c in left}
        assert "✓" not in screen_text(app) and "ticked" not in screen_text(app)
        await tick_at(pilot, 0)
        await pilot.press("escape")  # unticks all, answers nothing
        assert "✓" not in screen_text(app) and len(app.game.choices) == before + 3


async def test_ticks_beyond_the_end_of_the_decision_are_not_answered():
    app = make_app(config(seed=3), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await to_keep_cards(app, pilot, 0)
        cards = [o.id for o in app.game.prompt.options]
        before = len(app.game.choices)
        for index in range(len(cards)):  # all eight; four are discarded
            await tick_at(pilot, index)
        await pilot.press("0")
        assert [c.option for c in app.game.choices[before:]] == cards[:4]
        assert isinstance(app.screen, PassScreen)  # Bram's turn to keep, under a cover
        notes = [n.message for n in app._notifications]
        assert any("Answered 4 of the 8 ticked" in n for n in notes)


async def test_planned_keys_discard_the_planned_cards_at_the_recharge_hand_limit():
    """Eight cards against a hand limit of five: the keys of the three planned discards,
    read at the first pick and typed at once, discard those three."""
    game, ctx = fresh()
    crew_on_map(ctx, 0)  # so that Ada may recharge
    for number in list(ctx.state.deck[:4]):
        move_card(ctx, number, 0, "hand")
    restart_turn(game)
    app = make_app(game.config, resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.start(game)
        await settle(pilot)
        while isinstance(app.screen, PassScreen):
            await lift(pilot)
        await press_option(pilot, "recharge")
        assert app.game.prompt.kind == "hand-limit"
        cards = [o.id for o in app.game.prompt.options]
        planned = [cards[i] for i in (0, 2, 4)]
        await pilot.press(*(shown_key(app, card) for card in planned))
        assert [c.option for c in app.game.choices[-3:]] == planned
        hand = app.game.view(0).players[0].hand
        assert {f"hand:{n}" for n in hand} == set(cards) - set(planned)


async def test_palette_and_mouse_answer_prompts():
    app = make_app(config(seed=9), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await lift(pilot)  # the pass screen before the first decision
        name = app.cat.captains[app.game.view(0).players[0].captain_offer[1]].name
        await pilot.press("ctrl+p")
        await pilot.press(*f"Choose: {name}")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await settle(pilot)
        assert app.game.choices[0].option.startswith("captain:")
        assert app.cat.captains[app.game.view(0).players[0].captain].name == name
        await lift(pilot)  # pass the keyboard
        options = app.screen.query_one("#options")
        await pilot.click(options, offset=(4, 1))
        await settle(pilot)
        assert len(app.game.choices) == 2


async def test_hovering_a_spot_shows_the_habitats_it_would_touch():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await to_place_spot(app, pilot)
        board = app.screen.query_one("#board")
        board.map.cursor = (0, 3)  # a plains hex next to the coral habitat at 0,4
        await pilot.pause()
        assert (0, 4) in board.marked


def listed(app) -> list[str]:
    """The option ids in the order the prompt panel lists them."""
    options = app.screen.query_one(PromptPanel).query_one(OptionList)
    return [options.get_option_at_index(i).id for i in range(options.option_count)]


def hexes_of(app, option_id: str) -> set[tuple[int, int]]:
    return {hex_coord(r) for r in app.game.prompt.option(option_id).refs}


async def test_spots_are_listed_best_first_and_the_best_get_the_keys():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await to_place_spot(app, pilot)
        prompt = app.game.prompt
        order = listed(app)
        assert order[0] == "back" and shown_key(app, "back") == "1"  # Back keeps its place
        rank = spot_rank(app.cat, app.game.view(0))
        ranks = [rank(prompt.option(oid)) for oid in order[1:]]
        assert ranks == sorted(ranks) and ranks[0] < ranks[-1]
        best = prompt.option(order[1])
        assert shown_key(app, best.id) == "2"
        assert "Coral" in best.label and "4 icons" in best.label  # what it gives, icons too
        await pilot.press("2")
        assert app.game.choices[-1].option == best.id  # the engine's ids are unchanged


async def test_the_option_focused_in_the_list_shows_its_hexes_on_the_map():
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await to_place_spot(app, pilot)
        board = app.screen.query_one("#board")
        best, second = listed(app)[1:3]
        assert hexes_of(app, best) <= board.marked  # the list opens on the best spot
        await pilot.press("down")  # the next spot of the list
        await pilot.pause()
        assert hexes_of(app, second) <= board.marked
        assert not (hexes_of(app, best) - hexes_of(app, second)) & board.marked


async def walk_to(pilot, hexmap, target: tuple[int, int]) -> None:
    """Move the map's cursor to `target` with the arrow keys, as a person would."""
    for _ in range(80):
        row, col = hexmap.cursor
        if (row, col) == target:
            return
        if row != target[0]:
            await pilot.press("down" if row < target[0] else "up")
        else:
            await pilot.press("right" if col < target[1] else "left")
    raise AssertionError(f"the cursor did not reach {target}")


async def test_a_crew_member_placed_from_the_map_alone():
    """After the member is chosen by its key: F6, arrows and Enter on each hex. After the
    first hex the map keeps the keyboard and offers only the hexes that complete a spot;
    Escape lets the first hex go."""
    app = make_app(config(seed=5), resume=False)
    async with app.run_test(size=SIZE) as pilot:
        await to_place_spot(app, pilot)
        await pilot.press("escape", "escape")  # back to the turn: the crew member this time
        await press_option(pilot, "place")
        await press_option(pilot, "member:1")
        prompt = app.game.prompt
        assert prompt.kind == "place-spot"
        spots = [o for o in prompt.enabled if o.refs]
        spot = next(o for o in spots  # its first hex is shared: the map must wait there
                    if sum(o.refs[0] in x.refs for x in spots) > 1)
        first, second = (hex_coord(r) for r in spot.refs)
        board = app.screen.query_one("#board")
        await pilot.press("f6")
        assert app.focused is board.map
        best = prompt.option(listed(app)[1])  # highlighted in the list: the map opens there
        assert hex_ref(board.map.cursor) == best.refs[0]
        await walk_to(pilot, board.map, first)
        await pilot.press("enter")
        assert app.focused is board.map and app.game.prompt is prompt
        partners = {h for o in spots if hex_ref(first) in o.refs for h in hexes_of(app, o.id)}
        assert board.selectable == partners  # the first hex and those that go with it
        assert first in board.marked
        await pilot.press("escape")  # let go: every first hex is offered again
        assert app.focused is board.map and len(board.selectable) > len(partners)
        await pilot.press("enter")
        await walk_to(pilot, board.map, second)
        await pilot.press("enter")
        assert app.game.choices[-1].option == spot.id
        crew = app.game.view(0).players[0].crew[1]
        assert {tuple(h) for h in crew} == {first, second}


async def test_a_save_loaded_from_the_new_game_screen_opens_behind_the_pass_screen():
    from engine.core import Game
    from engine.core import save as saves
    from engine.core.paths import save_path

    app = make_app(None, seed=3, resume=False)
    saves.save(Game(app.rules, config(seed=4)), save_path("wondrous", "earlier"), "earlier")
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.click("#load")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, PassScreen)
        await lift(pilot)  # the new-game screen that asked for the load is gone by now
        await settle(pilot)
        text = screen_text(app)
        assert "Decision: Ada" in text and "Passing the keyboard" not in text


async def test_the_terminal_shows_what_the_table_holds():
    """Frame by frame, through pass screens and a turn's every kind of prompt, the terminal
    ends up showing what the screen would draw whole: nothing changed is left undrawn."""
    from wondrous_tui.sim_command import config_for

    app = make_app(config_for(2, 5), autosave=False, resume=False)
    terminal = Terminal(app)  # from the first frame on
    async with app.run_test(size=(120, 40)) as pilot:
        assert await play_watched(app, pilot, RandomAgent(5), terminal, steps=80) == []
