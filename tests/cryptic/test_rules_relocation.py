"""Relocation in a city: settling on matching terrain with the covered bonuses, and
fulfilling a request with two matching cryptids (then a replacement and one bonus)."""

import pytest

from engine.core.testing import first, run_step
from engine.cryptic.relocation import (
    fits_request,
    relocate,
    relocate_refusal,
    request_pairs,
    settle,
    settle_choices,
    settle_spots,
)
from engine.cryptic.settling import settle_gains
from engine.cryptic.track import position
from tests.cryptic import builder
from tests.cryptic.rules_helpers import ctx_of, found, lay, started


@pytest.fixture
def table():
    """The seat to play stands in Aachen."""
    return builder.table(at="aachen")


def test_relocation_needs_a_city_and_a_cryptid_that_fits(table):
    _, ctx, seat = table
    assert relocate_refusal(ctx, seat) == "you have no cryptid waiting to be relocated"
    found(ctx, seat, "Trochus")
    assert relocate_refusal(ctx, seat) == "no cryptid fits the sanctuary or a request"
    lay(ctx, "water", 3)
    assert relocate_refusal(ctx, seat) == ""
    ctx.p(seat).location = "E1"
    assert relocate_refusal(ctx, seat) == "you are not in a city"


def test_settle_on_matching_terrain_takes_the_symbols(table):
    _, ctx, seat = table
    found(ctx, seat, "Trochus", "Tulikettu")
    lay(ctx, "water", 3)
    assert settle_choices(ctx, seat) == ["Trochus"]  # no forest: Tulikettu waits
    before = (ctx.p(seat).coins, ctx.p(seat).experience)
    run_step(relocate(ctx, seat), then=first)
    p = ctx.p(seat)
    assert p.settled == ["Trochus"] and p.unsettled == ["Tulikettu"]
    settled = ctx.state.sanctuary.settled[0]
    assert settled.seat == seat and settled.terrain == "water"
    symbols = [ctx.state.sanctuary.symbols.get(c) for c in settled.cells]
    assert p.coins - before[0] == symbols.count("coin")
    assert p.experience - before[1] == symbols.count("experience")


def test_relocated_power_fires(table):
    _, ctx, seat = table
    found(ctx, seat, "Black Shuck")
    lay(ctx, "forests", 3)
    run_step(relocate(ctx, seat), then=first)
    assert ctx.p(seat).experience >= 1  # Black Shuck: 1 experience when relocated


def test_requests_match_area_or_type():
    game = started(3, seed=1)
    ctx = ctx_of(game)
    assert fits_request(ctx, "Kludde", "region_north")  # N1
    assert not fits_request(ctx, "Elwetritsch", "region_west")  # a city: no area
    assert not fits_request(ctx, "Bukavac", "region_south")  # a runaway's token never counts
    assert fits_request(ctx, "Afanc", "type_aquatic") and fits_request(ctx, "Afanc", "type_beast")


def test_fulfil_a_request(table):
    _, ctx, seat = table
    ctx.state.requests = ["type_beast", "region_south", "type_bird", "type_reptile"]
    found(ctx, seat, "Kludde", "Dip", "Lomie")
    assert request_pairs(ctx, seat) == [("type_beast", "Kludde", "Dip")]
    free = [i for i, c in enumerate(ctx.state.row) if c is not None and not c.bids]
    gone = ctx.state.row[free[0]].name
    coins = ctx.p(seat).coins
    ran = run_step(relocate(ctx, seat), [f"replace:{free[0]}", "keep", "reward:coins"])
    assert [p.kind for p in ran.prompts] == ["request-replace", "request-replace", "reward"]
    p = ctx.p(seat)
    assert [(r.id, r.cryptids) for r in p.requests] == [("type_beast", ["Kludde", "Dip"])]
    assert p.unsettled == ["Lomie"] and p.settled == []
    assert "type_beast" not in ctx.state.requests
    assert gone in ctx.state.discards[1] and p.coins == coins + 3


def test_water_leaper_still_settles_when_used_for_a_request(table):
    _, ctx, seat = table
    ctx.state.requests = ["type_aquatic"]
    found(ctx, seat, "Water Leaper", "Trochus")
    lay(ctx, "water", 4)
    run_step(relocate(ctx, seat), ["request:type_aquatic:0:1"], then=first)
    p = ctx.p(seat)
    assert p.settled == ["Water Leaper"] and p.requests[0].cryptids == ["Water Leaper", "Trochus"]
    assert not ctx.p(seat).unsettled


def test_the_initiative_symbol_under_a_settled_tile_may_be_left(table):
    # "initiative symbol — (optional) move your assistant ... 1 space up or down"
    _, ctx, seat = table
    found(ctx, seat, "Trochus")
    lay(ctx, "water", 6)  # W04 shows the initiative symbol
    s = ctx.state.sanctuary
    spot = next(spot for spot in settle_spots(ctx, "Trochus")
                if settle_gains(s, ctx.data.cat, "Trochus", spot).initiative)
    before = position(ctx, seat)
    ran = run_step(settle(ctx, seat, "Trochus"), [f"spot:{spot.id}", "stay"])
    move = next(p for p in ran.prompts if p.kind == "initiative-move")
    assert {"assistant:up:1", "assistant:down:1", "stay"} <= {o.id for o in move.options}
    assert position(ctx, seat) == before and ctx.p(seat).settled == ["Trochus"]
