"""Collecting evidence, the slot limit, the automatic reset, and the action "reset
evidence and cryptids" with its replacement and bonus."""

from engine.core.testing import first, play, restart_turn, run_step
from engine.cryptic.evidence import collect, collect_refusal, on_board, refill_market
from engine.cryptic.reset import reset_action, reset_refusal
from engine.cryptic.state import BONUS_RUMOR
from engine.cryptic.supply import discard_piece
from tests.cryptic.rules_helpers import ctx_of, rules, started, take_token, token_of


def _only_token_at(ctx, loc, piece):
    """Clear the map and leave one token at `loc`."""
    for tokens in list(ctx.state.board.values()):
        for t in list(tokens):
            take_token(ctx, t)
            ctx.state.set_aside.append(t)
    ctx.state.board[loc] = [take_token(ctx, piece)]


def test_collect_takes_a_token_here_into_a_free_slot():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    loc, tokens = next(iter(ctx.state.board.items()))
    ctx.p(seat).location = loc
    piece = tokens[0]
    run_step(collect(ctx, seat), then=lambda prompt: f"take:{loc}:0")
    assert piece in ctx.p(seat).evidence
    assert on_board(ctx) == 6


def test_no_collecting_with_full_slots_or_nothing_here():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.location = "aachen"  # a city: never evidence there
    assert collect_refusal(ctx, seat) == "no evidence within reach"
    loc = next(iter(ctx.state.board))
    p.location = loc
    p.evidence = [BONUS_RUMOR] * 5
    ctx.state.rumor_supply -= 4
    assert collect_refusal(ctx, seat) == "your evidence slots are full"


def test_collect_nearby_with_the_skill():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    _only_token_at(ctx, "E1", token_of(ctx, "bones"))
    ctx.p(seat).location = "aachen"
    assert collect_refusal(ctx, seat)
    ctx.p(seat).skills["collect_adjacent"] = 1
    assert not collect_refusal(ctx, seat)


def test_the_last_token_taken_lays_seven_again_at_once():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    _only_token_at(ctx, "E1", token_of(ctx, "bones"))
    ctx.p(seat).location = "E1"
    old_market = list(ctx.state.market)
    ran = run_step(collect(ctx, seat), ["market:0"])  # the lone token is taken at once
    assert [p.kind for p in ran.prompts] == ["reset-market-token"]
    assert "bones" in [ctx.kind(x) for x in ctx.p(seat).evidence]
    assert on_board(ctx) == 7
    assert ctx.state.market[0] != old_market[0] and old_market[0] in ctx.state.set_aside
    assert not game.rules.invariants(game.state)


def test_reset_needs_fewer_than_seven_on_the_map():
    game = started()
    ctx = ctx_of(game)
    assert reset_refusal(ctx) == "all 7 evidence tokens are on the map"
    loc = next(iter(ctx.state.board))
    ctx.state.set_aside.append(take_token(ctx, ctx.state.board[loc][0]))
    assert reset_refusal(ctx) == ""


def test_reset_swaps_a_market_token_lays_to_seven_then_replaces_and_rewards():
    game = started(seed=4)
    ctx = ctx_of(game)
    seat = game.prompt.seat
    for loc in list(ctx.state.board)[:2]:
        ctx.state.set_aside.append(take_token(ctx, ctx.state.board[loc][0]))
    free = [i for i, c in enumerate(ctx.state.row) if c is not None and not c.bids]
    replaced = ctx.state.row[free[0]].name
    coins = ctx.p(seat).coins
    ran = run_step(reset_action(ctx, seat), ["market:2", f"replace:{free[0]}", "keep",
                                             "reward:coins"])
    assert [p.kind for p in ran.prompts] == ["reset-market-token", "reset-replace",
                                             "reset-replace", "reward"]
    assert on_board(ctx) == 7
    assert ctx.state.row[free[0]].name != replaced
    assert replaced in ctx.state.discards[1]
    assert ctx.p(seat).coins == coins + 3


def test_cards_with_bids_cannot_be_replaced():
    game = started(seed=4)
    ctx = ctx_of(game)
    seat = game.prompt.seat
    ctx.state.set_aside.append(take_token(ctx, next(iter(ctx.state.board.values()))[0]))
    ran = run_step(reset_action(ctx, seat), ["market:0"], then=first)
    replace = ran.prompts[1]
    bid = [i for i, c in enumerate(ctx.state.row) if c is not None and c.bids]
    ids = [o.id for o in replace.options]
    assert bid and all(f"replace:{i}" not in ids for i in bid)


def test_no_bids_mode_reset_replaces_no_cryptid():
    game = started(seed=4, modules=("no-bids",))
    ctx = ctx_of(game)
    ctx.state.set_aside.append(take_token(ctx, next(iter(ctx.state.board.values()))[0]))
    actions = {o.id: o for o in restart_turn(game).options}
    assert actions["action:reset"].enabled
    prompts = play(game, ["action:reset", "market:0", "reward:experience"])
    assert [p.kind for p in prompts] == ["turn", "reset-market-token", "reward"]


def test_the_bag_takes_the_spent_tokens_back_as_soon_as_it_is_empty():
    """'Whenever the evidence bag is empty': at once, not at the next draw; tokens spent
    after that wait beside the refilled bag."""
    game = started()
    ctx = ctx_of(game)
    s = ctx.state
    s.set_aside += s.bag[:-1]
    del s.bag[:-1]
    s.set_aside.append(s.market[0])
    s.market[0] = None
    spent = sorted(s.set_aside)
    refill_market(ctx)  # draws the bag's last token
    assert sorted(s.bag) == spent and s.set_aside == []
    piece = s.market[1]
    s.market[1] = None
    discard_piece(ctx, piece)
    assert s.set_aside == [piece] and not rules().invariants(s)
