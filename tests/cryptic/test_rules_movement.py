"""Movement: up to 2 locations along the lines, 3 and 4 with the movement range skills,
never split without the interrupt skill; the flight ticket goes anywhere."""

from engine.core.testing import play, run_step
from engine.cryptic.movement import destinations, fly, walk
from tests.cryptic.rules_helpers import ctx_of, started


def test_range_two_then_three_and_four_with_the_skills():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    ctx.p(seat).location = "aachen"
    assert max(d for _, d in destinations(ctx, seat, 2)) == 2
    reach = {n: {loc for loc, _ in destinations(ctx, seat, n)} for n in (2, 3, 4)}
    assert "E1" in reach[2] and "E2" in reach[2] and "E3" not in reach[2]
    assert "E3" in reach[4] and reach[2] < reach[3] < reach[4]
    ctx.p(seat).skills["movement_range"] = 2
    ran = run_step(walk(ctx, seat, 4, True), ["go:E3"])
    assert ctx.p(seat).location == "E3" and ran.value == 0


def test_main_movement_is_one_go_without_the_interrupt_skill():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    ctx.p(seat).location = "aachen"
    play(game, ["movement", "go:E1"])
    assert ctx.p(seat).location == "E1"
    ids = {o.id: o for o in game.prompt.options}
    assert not ids["movement"].enabled and "go-on:movement" not in ids


def test_interrupt_movement_splits_the_points():
    """The turn example: 4 points (two range skills), 2 to E2, collect, 2 more to Aachen."""
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    p = ctx.p(seat)
    p.location = "E3"
    p.skills.update(movement_range=2, interrupt_movement=1)
    play(game, ["movement", "go:E2"])
    assert p.location == "E2"
    assert "go-on:movement" in [o.id for o in game.prompt.enabled]
    play(game, ["go-on:movement", "go:aachen"])
    assert p.location == "aachen"
    assert "go-on:movement" not in [o.id for o in game.prompt.options]


def test_staying_put_spends_the_main_movement():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    here = ctx.p(seat).location
    play(game, ["movement", "stay"])
    assert ctx.p(seat).location == here and ctx.p(seat).movement_used


def test_flight_ticket_goes_anywhere_once():
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    ctx.p(seat).location = "london"
    run_step(fly(ctx, seat), ["fly:E3"])
    assert ctx.p(seat).location == "E3" and "flight_ticket" in ctx.p(seat).spent
    assert not ctx.ready(seat, "flight_ticket")


def test_the_flight_lists_every_place_in_one_order_where_you_stand_greyed():
    # a place keeps its place in the list (and so its key) wherever you fly from
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    lists = []
    for here in ("london", "E3"):
        ctx.p(seat).location = here
        prompt = next(fly(ctx, seat))
        lists.append([o.id for o in prompt.options])
        stand = prompt.option(f"fly:{here}")
        assert stand is not None and not stand.enabled and stand.reason == "you are here"
        assert len(prompt.enabled) == len(prompt.options) - 1
    assert lists[0] == lists[1] == [f"fly:{loc.id}" for loc in ctx.data.cat.map.locations]


def test_a_spent_skill_stays_in_the_turn_menu_greyed_so_keys_stay():
    """A newcomer's 7 was the flight ticket, then (the ticket spent and gone from the list)
    the collecting skill: a spent skill is listed, greyed, until readied."""
    game = started()
    ctx = ctx_of(game)
    seat = game.prompt.seat
    assert game.prompt.kind == "turn"
    before = [o.id for o in game.prompt.options]
    assert "skill:flight_ticket" in before
    play(game, ["skill:flight_ticket", "fly:E3"])
    assert game.prompt.kind == "turn" and [o.id for o in game.prompt.options] == before
    ticket = game.prompt.option("skill:flight_ticket")
    assert ticket is not None and not ticket.enabled and "spent" in ticket.reason
    assert ctx.p(seat).location == "E3"
