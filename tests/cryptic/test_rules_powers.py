"""Cryptid powers at their timings, with the rulebook's clarifications."""

import pytest

from engine.core.testing import first, run_step
from engine.cryptic.evidence import on_board
from engine.cryptic.powers import POWERS, run_power
from engine.cryptic.relocation import relocate, settle_choices
from engine.cryptic.sanctuary import SettledCryptid, Spot
from engine.cryptic.state import is_bonus_rumor
from engine.cryptic.track import position
from tests.cryptic.builder import table
from tests.cryptic.rules_helpers import ctx_of, started, take_token
from tests.cryptic.test_rules_relocation import found, lay


def test_every_power_in_the_data_is_registered():
    for cryptid in ctx_of(started()).data.cat.cryptids.cryptids:
        if cryptid.power.effect:
            assert cryptid.power.effect in POWERS


def test_a_power_fires_only_at_its_timing():
    _game, ctx, seat = table()
    coins = ctx.p(seat).coins
    run_step(run_power(ctx, seat, "Elwetritsch", "found"))
    assert ctx.p(seat).coins == coins
    run_step(run_power(ctx, seat, "Elwetritsch", "fail"))
    assert ctx.p(seat).coins == coins + 2


def test_gains():
    _game, ctx, seat = table()
    p = ctx.p(seat)
    run_step(run_power(ctx, seat, "Lomie", "found"))
    assert sum(map(is_bonus_rumor, p.evidence)) == 2
    run_step(run_power(ctx, seat, "Stymphalian Bird", "found"))
    assert len(p.evidence) == 3
    run_step(run_power(ctx, seat, "Karadag Snake", "found"))
    assert p.experience == 1


def test_tulikettu_moves_the_assistant():
    _game, ctx, seat = table()
    before = position(ctx, seat)
    run_step(run_power(ctx, seat, "Tulikettu", "found"), then=first)
    assert position(ctx, seat) != before


@pytest.mark.parametrize(("name", "when"), [("Tulikettu", "found"), ("Simargl", "relocated")])
def test_a_powers_assistant_move_may_stay(name, when):
    # the power shows the initiative symbol, which the rulebook makes optional
    _game, ctx, seat = table()
    before = position(ctx, seat)
    ran = run_step(run_power(ctx, seat, name, when), ["stay"])
    (move,) = ran.prompts
    assert move.kind == "initiative-move" and move.options[-1].id == "stay"
    assert len(move.options) > 1 and position(ctx, seat) == before


def test_gulon_buys_with_the_market_refilled_after_each_purchase():
    _game, ctx, seat = table()
    ctx.p(seat).coins = 20
    bought = ctx.state.market[0]
    run_step(run_power(ctx, seat, "Gulon", "found"), ["buy:0", "done"])
    assert bought in ctx.p(seat).evidence and None not in ctx.state.market
    prompt = next(run_power(ctx, seat, "Gulon", "found"))
    assert not any(o.id.startswith("sell") for o in prompt.options)  # no selling with it


def test_tatzelwurm_and_caladrius_reset_but_not_with_seven_on_the_map():
    _game, ctx, seat = table()
    assert on_board(ctx) == 7
    ran = run_step(run_power(ctx, seat, "Tatzelwurm", "found"))
    assert ran.prompts == []
    ctx.state.set_aside.append(take_token(ctx, next(iter(ctx.state.board.values()))[0]))
    run_step(run_power(ctx, seat, "Caladrius", "fail"), then=first)
    assert on_board(ctx) == 7


def test_korkodil_settles_on_any_one_terrain():
    _game, ctx, seat = table()
    ctx.p(seat).location = "aachen"
    found(ctx, seat, "Korkodil")
    lay(ctx, "mountains", 6)
    assert ctx.card("Korkodil").terrain == "special"
    assert settle_choices(ctx, seat) == ["Korkodil"]


def test_lagopus_settles_only_on_other_cryptid_tiles_without_bonuses():
    _game, ctx, seat = table()
    found(ctx, seat, "Lagopus")
    lay(ctx, "water", 6)
    assert settle_choices(ctx, seat) == []
    cells = sorted(ctx.state.sanctuary.terrain)  # as if one big tile covered them all
    ctx.state.sanctuary.settled.append(SettledCryptid("Trochus", 1, Spot(0, 0, 0), cells,
                                                      "water"))
    assert settle_choices(ctx, seat) == ["Lagopus"]
    coins, experience = ctx.p(seat).coins, ctx.p(seat).experience
    ctx.p(seat).location = "aachen"
    run_step(relocate(ctx, seat), then=first)
    assert (ctx.p(seat).coins, ctx.p(seat).experience) == (coins, experience)
