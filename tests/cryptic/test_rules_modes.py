"""The Wolpertinger module and the mode without bid markers."""

from engine.core.testing import play, restart_turn, run_step
from engine.cryptic.relocation import relocate
from engine.cryptic.row import must_bid
from engine.cryptic.scoring import breakdown
from engine.cryptic.state import ASSISTANT, BONUS_RUMOR
from engine.cryptic.tracking import track
from engine.cryptic.wolpertinger import hare_points, search, search_refusal, use_token
from tests.cryptic.builder import table
from tests.cryptic.rules_helpers import ctx_of, give, put_in_row, spend_nothing, started
from tests.cryptic.test_rules_relocation import found


def test_search_spends_a_rumor_and_takes_the_city_token():
    game, ctx, seat = table(modules=("wolpertinger",), at="london")
    p = ctx.p(seat)
    p.evidence.remove(BONUS_RUMOR)
    ctx.state.rumor_supply += 1
    assert search_refusal(ctx, seat) == "you have no rumor to spend"
    p.evidence.append(BONUS_RUMOR)
    ctx.state.rumor_supply -= 1
    face = ctx.state.wolpertinger["london"]
    actions = {o.id: o for o in restart_turn(game).options}
    assert actions["action:wolpertinger"].enabled
    run_step(search(ctx, seat))
    assert "london" not in ctx.state.wolpertinger and p.evidence == []
    assert p.hares == 1 if face == "hare" else p.wolpertinger == [face]
    assert search_refusal(ctx, seat) == "no Wolpertinger token here"


def test_the_track_skill_can_search_too():
    game, ctx, seat = table(modules=("wolpertinger",), at="london")
    ctx.p(seat).skills["track_cryptid"] = 1
    restart_turn(game)
    play(game, ["skill-wolpertinger"])
    assert "track_cryptid" in ctx.p(seat).spent and "london" not in ctx.state.wolpertinger


def test_coin_and_evidence_tokens():
    _, ctx, seat = table(modules=("wolpertinger",), at="london")
    p = ctx.p(seat)
    p.wolpertinger = ["coins", "evidence"]
    coins = p.coins
    use_token(ctx, seat, "hare-coins")
    assert p.coins == coins + 4
    use_token(ctx, seat, "hare-evidence")
    assert len(p.evidence) == 2 and p.wolpertinger == [] and p.wolpertinger_spent == 2


def test_hares_and_the_wolpertinger_card():
    _, ctx, _ = table(modules=("wolpertinger",), at="london")
    a, b, _ = ctx.state.players
    assert hare_points(ctx, 0) == 0  # no hare: nobody takes the card
    a.hares, b.hares = 2, 2
    b.wolpertinger = ["coins"]
    assert hare_points(ctx, 1) == 2 + 2 and hare_points(ctx, 0) == 2
    a.wolpertinger = ["evidence"]
    assert hare_points(ctx, 1) == 2 and hare_points(ctx, 0) == 2  # still tied: nobody
    assert breakdown(ctx, a)["wolpertinger"] == 2


def test_no_bids_mode_has_no_coin_reset_of_cryptids_and_no_bid_changes():
    game = started(3, seed=1, modules=("no-bids",))
    play(game, then="end-turn", until=lambda g: g.state.phase == ASSISTANT)
    ids = [o.id for o in game.prompt.options]
    assert "pay-market" in ids and "pay-cryptids" not in ids
    assert not any(i.startswith(("rebid", "bid:")) for i in ids)


def test_no_bids_mode_tracks_any_card_and_asks_for_no_bid_after():
    game = started(3, seed=1, modules=("no-bids",))
    ctx = ctx_of(game)
    seat = game.prompt.seat
    put_in_row(ctx, 0, "Karadag Snake")
    ctx.p(seat).location = "E3"
    give(ctx, seat, "eyewitness", "water_outline")
    run_step(track(ctx, seat, spend_nothing), ["use:1", "use:2"])
    assert ctx.p(seat).found == ["Karadag Snake"]
    assert all(p.free_bids == 0 for p in ctx.state.players) and not must_bid(ctx, seat)


def test_no_bids_mode_keeps_the_requests_optional_replacement():
    """Ruling: the mode takes away the replacement of the reset action and the coin reset
    of cryptids, and says nothing of a request's step 4; every card is without bids, so a
    request may replace any (up to 2), while the reset action replaces none."""
    game = started(3, seed=1, modules=("no-bids",))
    ctx = ctx_of(game)
    seat = game.prompt.seat
    ctx.p(seat).location = "aachen"
    ctx.state.requests = ["type_beast", "region_south", "type_bird", "type_reptile"]
    found(ctx, seat, "Kludde", "Dip")
    ran = run_step(relocate(ctx, seat), ["replace:5", "keep", "reward:coins"])
    assert [p.kind for p in ran.prompts] == ["request-replace", "request-replace", "reward"]
    offered = [o.id for o in ran.prompts[0].options]
    assert offered == [f"replace:{i}" for i in range(6)] + ["keep"]
