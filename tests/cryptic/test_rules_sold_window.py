"""What a player sold in an Assistant Phase may be bought in the next Cryptozoologist
Phase (Gulon's purchase): the no-buy-back rule is for the phase it was sold in."""

from engine.core.testing import play
from engine.cryptic.market import buy_options
from engine.cryptic.state import ASSISTANT, CRYPTO
from tests.cryptic.rules_helpers import ctx_of, started


def test_a_token_sold_in_the_assistant_phase_can_be_bought_in_the_next_phase():
    game = started(3, seed=1)
    play(game, then="end-turn", until=lambda g: g.state.phase == ASSISTANT)
    ctx = ctx_of(game)
    sold_before_the_phase_ended = False
    while ctx.state.phase == ASSISTANT:
        ids = [o.id for o in game.prompt.enabled]
        if game.prompt.kind == "assistant":
            if "move-down" in ids or "move-up" in ids:
                game.choose("move-down" if "move-down" in ids else "move-up")
                continue
            last = len(ctx.state.acted) == len(game.config.seats) - 1
            sell = next((i for i in ids if i.startswith("sell:")), None)
            if last and sell and not ctx.state.sold:
                game.choose(sell)
                sold_before_the_phase_ended = True
                continue
            game.choose("end-turn")
            continue
        game.choose(ids[0])
    assert sold_before_the_phase_ended and ctx.state.phase == CRYPTO
    seat = game.prompt.seat
    ctx.p(seat).coins = 10
    refused = [o for o in buy_options(ctx, seat) if "sold it" in o.reason]
    assert refused == []
