"""The score track's rewards, Discovery, egg storage and the resource limit."""

from __future__ import annotations

import pytest

from engine.core.testing import first
from engine.wondrous.gains import gain_egg, gain_resource, gain_vp, store_egg
from tests.wondrous.engine_helpers import rules, run_step
from tests.wondrous.rule_helpers import fresh, lay_egg, ok, set_resources, store


def at(ctx, seat, score):
    ctx.p(seat).score = score


@pytest.mark.parametrize("space", [5, 25, 40])
def test_discovery_a_tile_of_choice_on_a_lake_with_its_egg(space):
    _game, ctx = fresh()
    s = ctx.state
    at(ctx, 0, space - 2)
    lay_egg(ctx, (2, 2), "dragon")
    pool = list(s.tile_pool)
    refill = s.tile_stack[-1]
    _value, prompts = run_step(ctx, gain_vp(ctx, 0, 2), ["tile:1", "lake:2,2"])
    assert [p.kind for p in prompts] == ["discovery-tile", "discovery-lake"]
    assert len(prompts[0].options) == 3
    assert s.tiles == {(2, 2): pool[1]}
    assert s.tile_pool == [pool[0], refill, pool[2]]  # the pool is full again
    assert [e.species for e in ctx.p(0).eggs] == ["dragon"] and (2, 2) not in s.map_eggs
    ok(ctx)


def test_a_tiled_lake_cannot_take_a_second_tile():
    _game, ctx = fresh()
    at(ctx, 0, 4)
    run_step(ctx, gain_vp(ctx, 0, 1), ["tile:0", "lake:2,2"])
    at(ctx, 1, 4)
    _, prompts = run_step(ctx, gain_vp(ctx, 1, 1), ["tile:0", "lake:0,7"])
    assert "lake:2,2" not in [o.id for o in prompts[1].options]
    ok(ctx)


def test_rewards_are_given_when_a_space_is_passed_not_only_reached():
    _game, ctx = fresh()
    p = ctx.p(0)
    at(ctx, 0, 8)
    run_step(ctx, gain_vp(ctx, 0, 4))  # passes the net at 10
    assert p.nets == 2
    at(ctx, 0, 28)
    run_step(ctx, gain_vp(ctx, 0, 3))  # passes the trophy at 30
    assert p.trophies == 1 and ctx.state.trophies == 9
    ok(ctx)


def test_two_discoveries_in_one_gain_refill_the_pool_in_between():
    _game, ctx = fresh()
    s = ctx.state
    at(ctx, 0, 3)
    refill = s.tile_stack[-1]
    seen = []

    def pick_refilled(prompt):
        seen.append(list(s.tile_pool))
        return f"tile:{s.tile_pool.index(refill)}" if refill in s.tile_pool else first(prompt)

    # 3 -> 27 passes 5 (discovery), 10, 15, 20 (nets) and 25 (discovery)
    run_step(ctx, gain_vp(ctx, 0, 24), [first, "lake:2,2", pick_refilled, "lake:0,7"])
    assert refill in seen[0] and len([t for t in seen[0] if t is not None]) == 3
    assert s.tiles[(0, 7)] == refill and len(s.tiles) == 2
    assert ctx.p(0).nets == 3 and ctx.p(0).score == 27 + 1  # the third new net overflowed
    ok(ctx)


def test_passing_fifty_takes_its_trophy_then_no_more_rewards():
    _game, ctx = fresh()
    p = ctx.p(0)
    at(ctx, 0, 48)
    run_step(ctx, gain_vp(ctx, 0, 5))
    assert p.trophies == 1 and p.score == 53 and p.track_done
    tiles, nets = dict(ctx.state.tiles), p.nets
    run_step(ctx, gain_vp(ctx, 0, 5))  # 58 would be 8 on the second lap, past the 5
    run_step(ctx, gain_vp(ctx, 0, 30))  # and past every other reward space
    assert ctx.state.tiles == tiles and p.nets == nets and p.trophies == 1
    ok(ctx)


def test_reaching_fifty_exactly_then_going_on_gives_nothing_more():
    _game, ctx = fresh()
    p = ctx.p(0)
    at(ctx, 0, 46)
    run_step(ctx, gain_vp(ctx, 0, 4))
    assert p.trophies == 1 and p.score == 50
    run_step(ctx, gain_vp(ctx, 0, 6))
    assert p.trophies == 1 and p.track_done and ctx.state.tiles == {}
    ok(ctx)


def test_every_player_reaching_a_reward_space_gets_it():
    _game, ctx = fresh()
    for seat in (0, 1):
        at(ctx, seat, 28)
        run_step(ctx, gain_vp(ctx, seat, 2))
        assert ctx.p(seat).trophies == 1
    ok(ctx)


def test_twelve_egg_slots_each_with_its_reward():
    _game, ctx = fresh()
    p = ctx.p(0)
    slots = rules().cat.comps.tracks.egg_storage
    for n, slot in enumerate(slots):
        score, cards, res = p.score, len(p.hand), sum(p.resources.values())
        run_step(ctx, gain_egg(ctx, 0, ("insect", "fish", "bird")[n % 3]), then=first)
        assert len(p.eggs) == n + 1
        assert p.score - score == (slot.vp if slot.reward == "vp" else 0)
        assert len(p.hand) - cards == (slot.reward == "wilderness_card")
        assert sum(p.resources.values()) - res == (slot.reward == "resource")
    assert slots[2].reward == "vp" and slots[2].vp == 1  # the third slot: 1 VP (stated)
    ok(ctx)


def test_a_full_storage_scores_two_points_and_the_egg_goes_back():
    _game, ctx = fresh()
    p = ctx.p(0)
    store(ctx, 0, *["fish"] * 6, *["bird"] * 6)
    supply = ctx.state.supply_eggs["dragon"]
    run_step(ctx, gain_egg(ctx, 0, "dragon"))
    assert len(p.eggs) == 12 and p.score == 2
    assert ctx.state.supply_eggs["dragon"] == supply
    lay_egg(ctx, (0, 6), "reptile")  # an egg from the map goes to the supply instead
    egg = ctx.state.map_eggs.pop((0, 6))
    run_step(ctx, store_egg(ctx, 0, egg))
    assert p.score == 4 and len(p.eggs) == 12
    ok(ctx)


def test_a_resource_never_goes_above_six_the_excess_is_lost():
    game, ctx = fresh()
    set_resources(ctx, 0, 5, 6, 0, 1)
    gain_resource(ctx, 0, "fruit", 3)
    gain_resource(ctx, 0, "coral")
    assert ctx.p(0).resources == {"fruit": 6, "coral": 6, "flower": 0, "mushroom": 1}
    assert any("lost" in e.text for e in game.events if e.kind == "resource")
    ok(ctx)


def test_a_lake_with_an_insect_egg_reads_an_insect_egg():
    _game, ctx = fresh()
    at(ctx, 0, 3)
    lay_egg(ctx, (2, 2), "insect")
    _value, prompts = run_step(ctx, gain_vp(ctx, 0, 2), ["tile:1", "lake:2,2"])
    assert prompts[1].option("lake:2,2").label == "Lake 2,2 (with an insect egg)"
    assert ctx.p(0).eggs[-1].species == "insect"


def test_the_egg_slot_reward_says_what_the_resource_is_for():
    _game, ctx = fresh()
    store(ctx, 0, *["fish"] * 4)  # the next egg goes to slot 5, whose reward is a resource
    ctx.state.supply_eggs["bird"] -= 1  # store_egg takes an egg already taken
    coral = ctx.p(0).resources["coral"]
    _value, prompts = run_step(ctx, store_egg(ctx, 0, "bird"), ["res:coral"])
    assert prompts[0].instruction == "Egg slot 5 reward: gain which resource?"
    assert ctx.p(0).resources["coral"] == coral + 1
    ok(ctx)
