"""The Assistant Phase: the mandatory move (up: skills; down: a die), coin moves and the
top-space rule, coin resets, the market, bids, and the end of the turn."""

from engine.core.testing import play, restart_turn, run_step
from engine.cryptic.assistant import skill_cost, take_die
from engine.cryptic.state import ASSISTANT, BONUS_RUMOR, is_bonus_rumor
from engine.cryptic.supply import discard_pieces, take_bonus_rumor
from engine.cryptic.track import can_move, move, order, position
from tests.cryptic.rules_helpers import ctx_of, new_game, started


def assistant_phase(players=3, seed=1, modules=()):
    game = started(players, seed, modules)
    play(game, then="end-turn", until=lambda g: g.state.phase == ASSISTANT)
    return game, ctx_of(game)


def second_from_top(game, ctx):
    """Put the seat whose turn it is on space 2 (room above), the others below it."""
    seat = game.prompt.seat
    others = [s for s in order(ctx) if s != seat]
    ctx.state.track = [None, seat, *others, *[None] * (5 - len(others))]
    restart_turn(game)
    assert game.prompt.seat == seat
    return seat


def move_down(game):
    """The mandatory move down, taking the first die offered."""
    play(game, ["move-down"])
    play(game, then=lambda p: p.enabled[0].id, until=lambda g: g.prompt.kind == "assistant")


def ids(game):
    return {o.id: o for o in game.prompt.options}


def test_turn_order_from_the_top_each_phase():
    game = started(3, seed=2)
    ctx = ctx_of(game)
    top = order(ctx)
    seen = []

    def end(prompt):
        seen.append(prompt.seat)
        return "end-turn"

    play(game, then=end, until=lambda g: g.state.phase == ASSISTANT)
    assert seen == top


def test_the_mandatory_move_comes_first():
    game, _ = assistant_phase()
    assert not ids(game)["end-turn"].enabled
    assert ids(game)["move-down"].enabled


def test_moving_up_opens_skills_with_the_two_player_surcharge():
    game, ctx = assistant_phase(players=2)
    seat = second_from_top(game, ctx)
    ctx.p(seat).experience = 3
    assert "learn:luck" not in ids(game)
    play(game, ["move-up"])
    assert skill_cost(ctx, "luck") == 2 and skill_cost(ctx, "track_cryptid") == 3
    play(game, ["learn:luck"])
    assert ctx.p(seat).skills["luck"] == 1 and ctx.p(seat).experience == 1
    assert not ids(game)["learn:collect_evidence"].enabled  # 2 with 2 players


def test_three_players_pay_the_basic_cost_and_refresh_costs_a_coin():
    game, ctx = assistant_phase(players=3)
    seat = second_from_top(game, ctx)
    assert skill_cost(ctx, "luck") == 1
    p = ctx.p(seat)
    p.spent.append("flight_ticket")
    p.coins = 1
    play(game, ["move-up", "refresh:flight_ticket"])
    assert p.spent == [] and p.coins == 0


def test_moving_down_takes_a_die():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    ctx.state.dice = ["coins_3", "experience_2", "bonus_rumor", "refresh_2"]
    ctx.state.dice_taken = [False] * 4
    run_step(take_die(ctx, seat), ["die:0"])
    assert ctx.state.dice_taken[0]
    p = ctx.p(seat)
    p.evidence = [BONUS_RUMOR] * 5
    ctx.state.rumor_supply = 10 - 5
    prompt = next(take_die(ctx, seat))
    rumor = {o.id: o for o in prompt.options}["die:2"]
    assert not rumor.enabled and "full" in rumor.reason
    taken = {o.id: o for o in prompt.options}["die:0"]  # listed greyed: keys stay put
    assert not taken.enabled and taken.reason == "taken this round"


def test_refresh_die_readies_two_spent_skills_free():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.skills.update(luck=1, second_chance=1)
    p.spent = ["flight_ticket", "luck", "second_chance"]
    ctx.state.dice = ["refresh_2"]
    ctx.state.dice_taken = [False]
    run_step(take_die(ctx, seat), ["ready:flight_ticket", "ready:luck"])
    assert p.spent == ["second_chance"]


def test_jumping_over_assistants():
    game = new_game(3, seed=1)
    ctx = ctx_of(game)
    a, b, c = order(ctx)
    ctx.state.track = [a, b, c, None, None, None, None, None]
    assert not can_move(ctx, c, "up")  # the spaces above are all taken
    ctx.state.track = [a, None, b, c, None, None, None, None]
    move(ctx, c, "up")  # over b to the nearest free space
    assert ctx.state.track[:4] == [a, c, b, None]
    move(ctx, a, "down", 2)  # 2 spaces down is b's: on to the next free one
    assert ctx.state.track[:5] == [None, c, b, a, None]


def on_top(coins):
    """The seat whose Assistant turn it is begins it on the top space, the others just
    below it, with `coins`."""
    game, ctx = assistant_phase(players=3)
    seat = game.prompt.seat
    others = [s for s in order(ctx) if s != seat]
    ctx.state.track = [seat, *others, *[None] * 5]
    ctx.p(seat).coins = coins
    restart_turn(game)
    return game, ctx, seat


def test_a_turn_begun_on_top_may_pass_it_but_not_end_there():
    """The rule forbids ending the turn on the top space, not coming back to it: down by a
    coin, the mandatory move up lands on top again, and a coin pays the way off."""
    game, ctx, seat = on_top(coins=2)
    assert not ids(game)["move-up"].enabled
    play(game, ["pay-move:down"])
    assert position(ctx, seat) == 3
    play(game, ["move-up"])  # over the other two, back on top: skills may be learnt
    assert position(ctx, seat) == 0 and ctx.p(seat).coins == 1
    end = ids(game)["end-turn"]
    assert not end.enabled and end.reason == "you may not end on the top space you started on"
    market = ids(game)["pay-market"]  # the last coin stays for the way off
    assert not market.enabled and market.reason == "keep a coin to leave the top space"
    play(game, ["pay-move:down"])
    assert ids(game)["end-turn"].enabled


def test_no_way_back_onto_the_top_space_without_a_coin_to_leave_it():
    game, ctx, seat = on_top(coins=1)
    play(game, ["pay-move:down"])  # the last coin: the move up would strand it on top
    assert position(ctx, seat) == 3 and ctx.p(seat).coins == 0
    up = ids(game)["move-up"]
    assert not up.enabled and up.reason == "you would need a coin to leave the top space again"
    assert ids(game)["move-down"].enabled


def test_coin_resets_and_the_market():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.coins = 20
    old = list(ctx.state.market)
    play(game, ["pay-market"])
    assert p.coins == 19 and not set(old) & set(ctx.state.market)
    assert set(old) <= set(ctx.state.set_aside)
    piece = ctx.state.market[0]
    play(game, ["buy:0"])
    assert piece in p.evidence and ctx.state.market[0] is None
    index = p.evidence.index(piece)
    assert not ids(game)[f"sell:{index}"].enabled  # just bought
    play(game, ["sell:0"])  # the starting bonus rumor, into the empty slot
    assert ctx.state.market[0] == BONUS_RUMOR
    assert not ids(game)["buy:0"].enabled  # no buying back what you sold


def test_selling_into_a_full_market_removes_a_token_first():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    removed = ctx.state.market[1]
    play(game, ["sell:0", "market:1"])
    assert removed in ctx.state.set_aside and BONUS_RUMOR in ctx.state.market
    assert ctx.p(seat).coins >= 2


def test_swap_pays_the_difference():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.coins = 10
    piece = ctx.state.market[2]
    play(game, ["swap:0:2"])
    assert p.evidence == [piece] and ctx.state.market[2] == BONUS_RUMOR
    assert p.coins == 10 - ctx.price(piece) + ctx.price(BONUS_RUMOR)


def test_change_one_bid_and_place_free_bids_before_the_end():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    mine = [i for i, c in enumerate(ctx.state.row) if seat in c.bids]
    other = next(i for i, c in enumerate(ctx.state.row) if seat not in c.bids)
    play(game, [f"rebid:{mine[0]}:{other}"])
    assert seat in ctx.state.row[other].bids and seat not in ctx.state.row[mine[0]].bids
    assert not any(o.startswith("rebid:") for o in ids(game))  # one change per turn
    ctx.state.row[other].bids.remove(seat)
    ctx.p(seat).free_bids = 1
    move_down(game)
    assert ids(game)["end-turn"].reason == "place your bid marker first"


def test_end_of_turn_refills_the_market_places_terrain_and_readies_actions():
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.movement_used = p.action_used = True
    move_down(game)
    play(game, ["buy:0"] if ids(game).get("buy:0") and ids(game)["buy:0"].enabled else [])
    play(game, ["end-turn"], then=lambda p: p.enabled[0].id,
         until=lambda g: g.state.current != seat)
    assert None not in ctx.state.market
    assert len(ctx.state.sanctuary.laid) == 1 and len(p.terrain) == 3
    assert not p.movement_used and not p.action_used


def test_the_first_player_rolls_the_assistant_dice_each_round():
    game = started(2, seed=6)
    ctx = ctx_of(game)
    first_roller = order(ctx)[0]
    rolls = [e for e in game.events if e.kind == "dice"]
    assert len(rolls) == 1 and rolls[0].seat == first_roller and len(ctx.state.dice) == 3
    assert rolls[0].text.count("[") == 3 and "_" not in rolls[0].text  # faces in words
    ctx.state.dice_taken = [True, True, False]
    play(game, then=lambda p: "end-turn" if p.option("end-turn") and p.option(
        "end-turn").enabled else p.enabled[0].id, until=lambda g: g.state.round == 2)
    rolls = [e for e in game.events if e.kind == "dice"]
    assert len(rolls) == 2 and rolls[1].seat == order(ctx)[0]
    assert ctx.state.dice_taken == [False, False, False]


def test_a_swap_says_whether_you_pay_or_get_coins():
    from engine.cryptic.market import swap_price

    assert swap_price(1) == "you pay 1 coin"
    assert swap_price(-2) == "you get 2 coins"
    assert swap_price(0) == "even"
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    ctx.p(seat).coins = 10
    restart_turn(game)
    cost = ctx.price(ctx.state.market[2]) - ctx.price(ctx.p(seat).evidence[0])
    label = next(o.label for o in game.prompt.options if o.id == "swap:0:2")
    assert label.endswith(f"({swap_price(cost)})")


def test_selling_a_bonus_rumor_does_not_block_buying_another_one():
    """Only the very token you sold may not be bought back, and only the one you bought
    may not be sold: other bonus rumors may."""
    game, ctx = assistant_phase()
    seat = game.prompt.seat
    p, market = ctx.p(seat), ctx.state.market
    p.coins = 10
    mine = p.evidence[0]
    p.evidence.append(take_bonus_rumor(ctx))
    discard_pieces(ctx, market[:2])
    market[0], market[1] = take_bonus_rumor(ctx), None
    restart_turn(game)
    play(game, ["sell:0"])
    assert market[1] == mine and is_bonus_rumor(market[0])
    assert not ids(game)["buy:1"].enabled and ids(game)["buy:0"].enabled
    play(game, ["buy:0"])
    assert all(map(is_bonus_rumor, p.evidence)) and len(p.evidence) == 2
    assert ids(game)["sell:0"].enabled and not ids(game)["sell:1"].enabled


def places(game):
    return [o.id for o in game.prompt.options]


def test_the_mandatory_move_stays_listed_greyed_once_made():
    # the options after it keep their places (and keys) through the turn
    game, _ = assistant_phase()
    before = places(game)
    move_down(game)
    after = places(game)
    for moved in ("move-up", "move-down"):
        option = ids(game)[moved]
        assert not option.enabled and option.reason == "you moved your assistant down this turn"
    common = [i for i in before if i in after]
    assert [before.index(i) for i in common] == [after.index(i) for i in common]
    assert after[:3] == ["end-turn", "move-up", "move-down"]


def test_a_skill_learnt_or_readied_stays_listed_greyed():
    game, ctx = assistant_phase(players=3)
    seat = second_from_top(game, ctx)
    p = ctx.p(seat)
    p.experience, p.coins = 5, 5
    p.skills.update(luck=1)
    p.spent += ["flight_ticket", "luck"]
    play(game, ["move-up"])
    before = places(game)
    play(game, ["learn:collect_evidence", "refresh:flight_ticket"])
    assert places(game) == before
    learnt, readied = ids(game)["learn:collect_evidence"], ids(game)["refresh:flight_ticket"]
    assert (learnt.enabled, learnt.reason) == (False, "you have it")
    assert (readied.enabled, readied.reason) == (False, "it is ready")
    assert ids(game)["refresh:luck"].enabled
