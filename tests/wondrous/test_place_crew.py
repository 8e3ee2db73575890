"""Basic action 1: placing a crew member, its costs, its egg and its habitats."""

from __future__ import annotations

from engine.core.testing import first
from engine.wondrous import gains, habitats, place
from engine.wondrous.board import neighbours
from engine.wondrous.place import legal_spots, place_crew
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import (
    choose,
    fresh,
    lay_egg,
    ok,
    option_ids,
    put_tile,
    set_resources,
    spot,
    store,
    unlock,
    wilderness_without,
)

SAMUEL = 8
PLAINS_NO_HABITAT = ((0, 6), (1, 5))
PLAINS_MOUNTAIN = ((0, 6), (1, 6))  # next to the coral habitat at 2,7
CORAL_AND_FRUIT = ((0, 2), (0, 3))  # coral habitat 0,4 and fruit habitat 1,2
NET_ONLY = ((4, 5), (5, 5))  # only the Butterfly Net Habitat at 4,6


def test_every_legal_spot_is_two_touching_plains_or_mountain_hexes():
    _game, ctx = fresh()
    ctx.state.tiles[(2, 2)] = ctx.state.tile_stack.pop()  # a lake turned habitat
    spots = [s for s, _ in legal_spots(ctx, 0, 1)]
    assert spots
    for a, b in spots:
        assert b in neighbours(*a)
        assert {ctx.hexes[a].terrain, ctx.hexes[b].terrain} <= {"plains", "mountain"}
        assert (2, 2) not in (a, b)
    lakes = {c for c, h in ctx.hexes.items() if h.terrain == "lake"}
    habitats = {c for c, h in ctx.hexes.items() if h.terrain in ("habitat", "net_habitat")}
    assert not {c for s in spots for c in s} & (lakes | habitats)
    ok(ctx)


def test_plains_cost_nothing():
    _game, ctx = fresh()
    before = dict(ctx.p(0).resources)
    value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*PLAINS_NO_HABITAT)])
    assert value is True and ctx.p(0).crew[1] == PLAINS_NO_HABITAT
    assert ctx.p(0).resources == before
    assert [p.kind for p in prompts] == ["place-member", "place-spot"]
    ok(ctx)


def test_the_hexes_are_asked_for_the_member_picked():
    """A newcomer could not tell, at "which two hexes?", whom they were placing."""
    _game, ctx = fresh()
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*PLAINS_NO_HABITAT)])
    assert prompts[1].instruction == "Place the crew member on which two hexes?"
    _game, ctx = fresh()
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:0", spot(*PLAINS_NO_HABITAT)])
    assert prompts[1].instruction == "Place your captain on which two hexes?"


def test_a_mountain_costs_one_resource_of_the_players_choice():
    _game, ctx = fresh()
    set_resources(ctx, 0, 1, 1, 3, 1)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0), ["member:1", spot(*PLAINS_MOUNTAIN), "res:flower", "res:2,7"]
    )
    assert prompts[2].kind == "mountain-fee"
    assert ctx.p(0).resources == {"fruit": 1, "coral": 2, "flower": 2, "mushroom": 1}
    ok(ctx)


def test_a_player_without_resources_cannot_use_mountains_while_plains_are_free():
    _game, ctx = fresh()
    set_resources(ctx, 0, 0, 0, 0, 0)
    spots = dict(legal_spots(ctx, 0, 1))
    assert PLAINS_MOUNTAIN not in spots and PLAINS_NO_HABITAT in spots
    assert all(not fee for fee in spots.values())


def test_mountains_are_free_when_only_mountain_spots_are_left_and_nothing_can_pay(monkeypatch):
    _game, ctx = fresh()
    only = [PLAINS_MOUNTAIN, ((3, 4), (3, 5))]
    monkeypatch.setattr(place, "crew_spots_cached", lambda ctx: only)
    set_resources(ctx, 0, 0, 0, 0, 0)
    wilderness_without(ctx, "coral")
    assert legal_spots(ctx, 0, 1) == [(PLAINS_MOUNTAIN, False), (((3, 4), (3, 5)), False)]
    value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*PLAINS_MOUNTAIN),
                                                   "res:2,7"])  # asked: a net could go first
    assert value is True and "mountain-fee" not in [p.kind for p in prompts]
    assert ctx.p(0).resources["coral"] == 1  # the coral habitat's resource, nothing paid
    # with a resource in hand the fee is due again
    set_resources(ctx, 1, 0, 0, 1, 0)
    assert legal_spots(ctx, 1, 1) == [(((3, 4), (3, 5)), True)]


def test_one_crew_member_per_hex():
    _game, ctx = fresh()
    run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*PLAINS_NO_HABITAT)])
    for seat in (0, 1):
        for s, _ in legal_spots(ctx, seat, 0):
            assert not set(s) & set(PLAINS_NO_HABITAT)
    ok(ctx)


def test_no_crew_member_can_be_placed_once_all_three_are_out():
    _game, ctx = fresh()
    ctx.p(0).crew = [((0, 2), (0, 3)), ((2, 0), (3, 0)), ((6, 0), (6, 1))]
    assert "recharge" in place.can_place(ctx, 0)


def test_the_egg_on_a_covered_hex_is_collected_with_its_storage_reward():
    _game, ctx = fresh()
    store(ctx, 0, "bird", "bird")  # the next egg goes to slot 3: 1 VP
    lay_egg(ctx, (0, 6), "dragon")
    run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*PLAINS_NO_HABITAT)])
    p = ctx.p(0)
    assert (0, 6) not in ctx.state.map_eggs
    assert p.eggs[-1].species == "dragon" and not p.eggs[-1].hatched and len(p.eggs) == 3
    assert p.score == 1
    ok(ctx)


def test_each_habitat_gives_its_resource_or_a_matching_wilderness_card_not_both():
    _game, ctx = fresh()
    s = ctx.state
    wilderness_without(ctx, "fruit", "coral")
    move_card(ctx, 15, 0, "wild:0")  # ... but Sunarrow, a coral card
    before = dict(ctx.p(0).resources)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0), ["member:1", spot(*CORAL_AND_FRUIT), "card:0,4:0", "res:1,2"]
    )
    rewards = set(option_ids(prompts[2])) - {"net"}  # a net may be used in between
    assert rewards == {"res:0,4", "card:0,4:0", "res:1,2"}  # no fruit card
    assert set(option_ids(prompts[3])) == {"res:1,2", "net"}  # asked only for the net
    assert 15 in ctx.p(0).hand and s.wilderness[0] is None
    after = ctx.p(0).resources
    assert after["fruit"] == before["fruit"] + 1 and after["coral"] == before["coral"]
    ok(ctx)


def test_two_habitats_of_a_kind_can_each_give_a_different_reward():
    """As in the rulebook's example: one coral habitat gives a Coral, the other a card."""
    _game, ctx = fresh()
    put_tile(ctx, (3, 9), 5)  # a coral tile on the lake at 3,9
    move_card(ctx, 15, 0, "wild:0")  # a coral card
    where = ((2, 8), (3, 8))  # flower 1,8, coral 2,7, mushroom 4,9 and the coral tile 3,9
    kinds = sorted(h.kind for h in habitats.habitats_around(ctx, where))
    assert kinds == ["coral", "coral", "flower", "mushroom"]
    before = dict(ctx.p(0).resources)
    run_step(
        ctx,
        place_crew(ctx, 0),
        ["member:1", spot(*where), "res:2,7", "card:3,9:0", "res:1,8", "res:4,9"],
    )
    after = ctx.p(0).resources
    assert after["coral"] == before["coral"] + 1 and 15 in ctx.p(0).hand
    assert after["flower"] == before["flower"] + 1
    ok(ctx)


def test_the_butterfly_net_habitat_gives_a_net_and_nothing_else():
    _game, ctx = fresh()
    before = dict(ctx.p(0).resources)
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*NET_ONLY)])
    assert ctx.p(0).nets == 2 and ctx.p(0).resources == before
    assert "habitat-reward" not in [p.kind for p in prompts]
    ok(ctx)


def samuel_ready(ctx):
    unlock(ctx, 0, SAMUEL)
    set_resources(ctx, 0, 2, 2, 1, 2)  # flower is the scarcest


def test_captain_power_before_the_habitats():
    _game, ctx = fresh()
    samuel_ready(ctx)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0),
        ["member:0", spot(*CORAL_AND_FRUIT), "power", "res:0,4", "res:1,2"],
    )
    assert "power" in option_ids(prompts[2])
    assert "power" not in option_ids(prompts[3])  # used once
    assert ctx.p(0).resources == {"fruit": 3, "coral": 3, "flower": 2, "mushroom": 2}
    ok(ctx)


def test_captain_power_between_the_habitats():
    _game, ctx = fresh()
    samuel_ready(ctx)
    set_resources(ctx, 0, 2, 1, 1, 2)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0),
        ["member:0", spot(*CORAL_AND_FRUIT), "res:1,2", "power", "res:flower", "res:0,4"],
    )
    assert prompts[4].kind == "resource"  # Samuel: coral and flower are tied scarcest
    assert ctx.p(0).resources == {"fruit": 3, "coral": 2, "flower": 2, "mushroom": 2}
    ok(ctx)


def test_captain_power_after_the_habitats_and_it_may_be_declined():
    _game, ctx = fresh()
    samuel_ready(ctx)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0), ["member:0", spot(*CORAL_AND_FRUIT), "res:0,4", "res:1,2", "power"]
    )
    assert prompts[-1].kind == "captain-power"
    assert ctx.p(0).resources["flower"] == 2
    _game2, ctx2 = fresh()
    samuel_ready(ctx2)
    run_step(
        ctx,
        place_crew(ctx2, 0), ["member:0", spot(*CORAL_AND_FRUIT), "res:0,4", "res:1,2", "skip"]
    )
    assert ctx2.p(0).resources["flower"] == 1
    ok(ctx)
    ok(ctx2)


def test_a_locked_captain_has_no_power():
    _game, ctx = fresh()
    ctx.p(0).captain = SAMUEL
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0), ["member:0", spot(*CORAL_AND_FRUIT), "res:0,4", "res:1,2"]
    )
    assert all("power" not in option_ids(p) for p in prompts)
    assert "captain-power" not in [p.kind for p in prompts]
    ok(ctx)


def test_a_regular_crew_member_never_uses_the_captains_power():
    _game, ctx = fresh()
    samuel_ready(ctx)
    _value, prompts = run_step(
        ctx,
        place_crew(ctx, 0), ["member:1", spot(*CORAL_AND_FRUIT), "res:0,4", "res:1,2"]
    )
    assert all("power" not in option_ids(p) for p in prompts)
    assert ctx.p(0).resources["flower"] == 1
    ok(ctx)


def test_placing_through_the_turn_prompt():
    game, ctx = fresh()
    prompt = choose(game, "place", "member:0", spot(*CORAL_AND_FRUIT), "res:0,4", "res:1,2")
    assert prompt.kind == "turn" and ctx.p(0).crew[0] == CORAL_AND_FRUIT
    ok(game)


def test_a_resource_the_limit_would_waste_says_so_before_it_is_chosen():
    _game, ctx = fresh()
    set_resources(ctx, 0, 5, 6, 0, 0)  # fruit 5, coral at the limit of 6
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*CORAL_AND_FRUIT)],
                               then=first)
    labels = {o.id: o.label for o in prompts[2].options}
    assert labels["res:0,4"].endswith("(you have 6, the most allowed: it would be lost)")
    assert "lost" not in labels["res:1,2"]  # the fruit still fits


def test_choosing_a_resource_to_gain_warns_of_the_limit():
    _game, ctx = fresh()
    set_resources(ctx, 0, 6, 5, 0, 0)
    _value, prompts = run_step(ctx, gains.gain_any(ctx, 0, 1, "Egg slot 5"), then=first)
    labels = [o.label for o in prompts[0].options]
    assert labels[:3] == ["Fruit (you have 6, the most allowed: it would be lost)",
                          "Coral (you have 5)", "Flower (you have 0)"]
    warning = gains.loss_warning(ctx, 0, "coral", 3)
    assert warning == "you have 5, at most 6: 2 of 3 would be lost"
