"""The nine captains' powers, once unlocked, when the captain is placed."""

from __future__ import annotations

from engine.core import DONE
from engine.wondrous.free import net_targets, use_net
from engine.wondrous.place import legal_spots, place_crew
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import (
    events_of,
    fresh,
    lay_egg,
    ok,
    option_ids,
    set_resources,
    spot,
    store,
    unlock,
    wilderness_without,
)

CABOT, FREYA, HAOA, HELENA, MACUS, MARIE, OCTAVIA, SAMUEL, TINGENT = range(1, 10)
NO_HABITAT = ((0, 6), (1, 5))  # plains next to no habitat
MOUNTAIN_NO_HABITAT = ((2, 5), (3, 4))  # a mountain, next to the mushroom habitat 2,4 only
CORAL_AND_FRUIT = ((0, 2), (0, 3))
HAWKWAKA, SUNARROW = 42, 15  # a fruit card costing 2 Fruit; a coral card


def take_resource(prompt):
    """A habitat reward asked only because a net could be used first: take the resource."""
    return next(o.id for o in prompt.enabled if o.id.startswith("res:"))


def place_captain(ctx, where, *answers):
    return run_step(ctx, place_crew(ctx, 0), ["member:0", spot(*where), *answers])


def test_cabot_fires_one_recharge_card():
    game, ctx = fresh()
    unlock(ctx, 0, CABOT)
    move_card(ctx, 96, 0, "reserve")  # Mentimidae, a recharge card
    since = len(game.events)
    place_captain(ctx, NO_HABITAT, "power")
    fired = [e for e in game.events[since:] if e.kind == "fire"]
    assert [e.payload["card"] for e in fired] == [96]
    ok(ctx)


def test_cabot_without_recharge_cards_does_nothing():
    game, ctx = fresh()
    unlock(ctx, 0, CABOT)
    since = len(game.events)
    before = (dict(ctx.p(0).resources), ctx.p(0).score)
    place_captain(ctx, NO_HABITAT, "power")
    assert not events_of(game, "fire", since)
    assert (ctx.p(0).resources, ctx.p(0).score) == before
    ok(ctx)


def test_freya_takes_an_adjacent_egg_with_its_storage_reward():
    _game, ctx = fresh()
    unlock(ctx, 0, FREYA)
    store(ctx, 0, "fish", "fish")  # the next egg lands in slot 3: 1 VP
    lay_egg(ctx, (1, 6), "dragon")  # next to 1,5
    _, _prompts = place_captain(ctx, NO_HABITAT, "power", "pick:take_adjacent_egg")
    p = ctx.p(0)
    assert p.eggs[-1].species == "dragon" and not p.eggs[-1].hatched
    assert (1, 6) not in ctx.state.map_eggs and p.score == 1
    ok(ctx)


def test_freya_flips_up_to_two_different_eggs():
    _game, ctx = fresh()
    unlock(ctx, 0, FREYA)
    store(ctx, 0, "fish", "bird")
    store(ctx, 0, "reptile", hatched=True)
    _, prompts = place_captain(
        ctx, NO_HABITAT, "power", "pick:flip_eggs_2", "egg:0", "egg:2"
    )
    assert "egg:0" not in option_ids(prompts[-1])  # the same egg cannot be flipped twice
    assert [e.hatched for e in ctx.p(0).eggs] == [True, False, False]
    ok(ctx)


def haoa_table():
    """Haoa unlocked, and no fruit or coral card in the Wilderness."""
    ctx = builder.table(empty_map=True, unlocked_captain=HAOA).ctx
    wilderness_without(ctx, "fruit", "coral")
    return ctx


def test_haoa_plays_a_card_just_taken_from_the_wilderness():
    """As in the rulebook's example: the fruit habitat gives a card, Haoa plays it."""
    ctx = haoa_table()
    move_card(ctx, HAWKWAKA, 0, "wild:0")
    set_resources(ctx, 0, 2, 1, 1, 1)
    place_captain(ctx, CORAL_AND_FRUIT, "card:1,2:0", "res:0,4", "power", f"hand:{HAWKWAKA}")
    p = ctx.p(0)
    assert HAWKWAKA in [c.number for c in p.reserve] and HAWKWAKA not in p.hand
    assert p.resources == {"fruit": 0, "coral": 2, "flower": 1, "mushroom": 1}
    ok(ctx)


def test_haoa_shows_the_cards_it_cannot_pay_for_greyed_with_their_cost():
    ctx = haoa_table()
    move_card(ctx, HAWKWAKA, 0, "hand")  # 2 Fruit: paid
    move_card(ctx, SUNARROW, 0, "hand")  # more coral than the player holds
    set_resources(ctx, 0, 2, 0, 1, 1)
    _, prompts = place_captain(ctx, CORAL_AND_FRUIT, "power", DONE, "res:0,4", "res:1,2")
    asked = next(p for p in prompts if p.kind == "pick-hand")
    assert f"hand:{HAWKWAKA}" in option_ids(asked) and DONE in option_ids(asked)
    greyed = asked.option(f"hand:{SUNARROW}")
    assert not greyed.enabled and greyed.reason.startswith("you lack ")  # then the cost
    ok(ctx)


def test_haoa_with_nothing_to_pay_for_asks_nothing():
    ctx = haoa_table()
    move_card(ctx, SUNARROW, 0, "hand")
    ctx.state.deck.extend(n for n in ctx.p(0).hand if n != SUNARROW)  # one card in hand
    ctx.p(0).hand = [SUNARROW]
    set_resources(ctx, 0, 0, 0, 0, 0)
    _, prompts = place_captain(ctx, NO_HABITAT, "power")
    assert "pick-hand" not in [p.kind for p in prompts]
    ok(ctx)


def test_helena_stands_on_mountains_for_free_once_unlocked():
    _game, ctx = fresh()
    ctx.p(0).captain = HELENA
    assert dict(legal_spots(ctx, 0, 0))[MOUNTAIN_NO_HABITAT] is True  # locked: a fee
    unlock(ctx, 0, HELENA)
    assert dict(legal_spots(ctx, 0, 0))[MOUNTAIN_NO_HABITAT] is False
    assert dict(legal_spots(ctx, 0, 1))[MOUNTAIN_NO_HABITAT] is True  # crew still pay
    before = dict(ctx.p(0).resources)
    wilderness_without(ctx, "mushroom")
    _, prompts = place_captain(ctx, MOUNTAIN_NO_HABITAT, take_resource)
    assert "mountain-fee" not in [p.kind for p in prompts]
    assert ctx.p(0).resources == {**before, "mushroom": before["mushroom"] + 1}
    assert all("power" not in option_ids(p) for p in prompts)  # nothing else to use
    ok(ctx)


def test_helena_even_with_no_resources_uses_any_mountain():
    _game, ctx = fresh()
    unlock(ctx, 0, HELENA)
    set_resources(ctx, 0, 0, 0, 0, 0)
    assert MOUNTAIN_NO_HABITAT in dict(legal_spots(ctx, 0, 0))
    assert MOUNTAIN_NO_HABITAT not in dict(legal_spots(ctx, 0, 1))


def test_macus_fires_the_icon_he_faces_and_a_net_may_fire_it_again():
    _game, ctx = fresh()
    unlock(ctx, 0, MACUS)
    wilderness_without(ctx, "mushroom")
    where = ((1, 5), (2, 5))  # next to the mushroom habitat 2,4 and its Mushroom icon
    before = ctx.p(0).resources["mushroom"]
    place_captain(ctx, where, "power", take_resource)
    assert ctx.p(0).resources["mushroom"] == before + 2  # the icon, then the habitat
    assert "net-icon:2,4" in [o.id for o in net_targets(ctx, 0) if o.enabled]
    run_step(ctx, use_net(ctx, 0), ["net-icon:2,4"])
    assert ctx.p(0).resources["mushroom"] == before + 3
    ok(ctx)


def test_macus_with_no_icon_next_to_him_does_nothing():
    _game, ctx = fresh()
    unlock(ctx, 0, MACUS)
    before = (dict(ctx.p(0).resources), ctx.p(0).score, len(ctx.p(0).hand))
    place_captain(ctx, NO_HABITAT, "power")
    assert (ctx.p(0).resources, ctx.p(0).score, len(ctx.p(0).hand)) == before
    ok(ctx)


def test_marie_fires_the_icon_of_a_tile_in_the_pool():
    _game, ctx = fresh()
    unlock(ctx, 0, MARIE)
    s = ctx.state
    gain_coral_tile = 1
    if gain_coral_tile not in s.tile_pool:
        s.tile_stack.remove(gain_coral_tile)
        s.tile_stack.append(s.tile_pool[0])
        s.tile_pool[0] = gain_coral_tile
    before = ctx.p(0).resources["coral"]
    pool = list(s.tile_pool)
    _, prompts = place_captain(ctx, NO_HABITAT, "power", f"tile:{gain_coral_tile}")
    assert sorted(option_ids(prompts[-1])) == sorted(f"tile:{t}" for t in pool)
    assert ctx.p(0).resources["coral"] == before + 1
    assert s.tile_pool == pool  # the tile stays in the pool
    ok(ctx)


def test_octavia_discards_a_card_just_taken_for_two_of_its_resource():
    """As in the rulebook's example: a card from the fruit habitat, discarded for 2 Fruit."""
    _game, ctx = fresh()
    unlock(ctx, 0, OCTAVIA)
    wilderness_without(ctx, "fruit", "coral")
    move_card(ctx, HAWKWAKA, 0, "wild:0")
    set_resources(ctx, 0, 1, 1, 1, 1)
    place_captain(ctx, CORAL_AND_FRUIT, "card:1,2:0", "res:0,4", "power", f"hand:{HAWKWAKA}")
    p = ctx.p(0)
    assert HAWKWAKA not in p.hand and ctx.state.discard[-1] == HAWKWAKA
    assert p.resources == {"fruit": 3, "coral": 2, "flower": 1, "mushroom": 1}
    ok(ctx)


def test_samuel_the_rulebook_example_with_four_trophies():
    _game, ctx = fresh()
    unlock(ctx, 0, SAMUEL)
    set_resources(ctx, 0, 1, 1, 2, 3)
    ctx.p(0).trophies = 4
    ctx.state.trophies -= 4
    _, prompts = place_captain(ctx, NO_HABITAT, "power", "res:coral")
    assert sorted(option_ids(prompts[-1])) == ["res:coral", "res:fruit"]  # the scarcest
    assert ctx.p(0).resources == {"fruit": 1, "coral": 3, "flower": 2, "mushroom": 3}
    ok(ctx)


def energy_cards_empty(ctx, *numbers):
    for n in numbers:
        move_card(ctx, n, 0, "reserve")
    for card in ctx.p(0).reserve:
        ctx.state.energies_supply += card.energies
        card.energies = 0


def test_tingent_stores_an_energy_on_its_board():
    _game, ctx = fresh()
    unlock(ctx, 0, TINGENT)
    supply = ctx.state.energies_supply
    place_captain(ctx, NO_HABITAT, "power", "pick:store_energy")
    assert ctx.p(0).captain_energies == 1 and ctx.state.energies_supply == supply - 1
    ok(ctx)


def test_tingent_hands_out_its_energies_within_each_cards_limit():
    """As in the rulebook's example: 4 energies go 1, 1 and 2 onto three cards."""
    _game, ctx = fresh()
    unlock(ctx, 0, TINGENT)
    globeon, hanguine, pheoxi = 23, 41, 29  # limits 1, 1 and 2
    energy_cards_empty(ctx, globeon, hanguine, pheoxi)
    p = ctx.p(0)
    p.captain_energies = 5
    ctx.state.energies_supply -= 5
    answers = ["power", "pick:distribute_energy", f"card:{globeon}", f"card:{hanguine}",
               f"card:{pheoxi}", f"card:{pheoxi}"]
    _, prompts = place_captain(ctx, NO_HABITAT, *answers)
    shares = {c.number: c.energies for c in p.reserve}
    assert shares == {globeon: 1, hanguine: 1, pheoxi: 2}
    assert p.captain_energies == 1  # no card has room left: the rest stays on the board
    assert f"card:{globeon}" not in option_ids(prompts[-1])  # full cards are not offered
    ok(ctx)


def test_tingent_may_stop_handing_out_energies():
    _game, ctx = fresh()
    unlock(ctx, 0, TINGENT)
    energy_cards_empty(ctx, 29)
    p = ctx.p(0)
    p.captain_energies = 2
    ctx.state.energies_supply -= 2
    place_captain(ctx, NO_HABITAT, "power", "pick:distribute_energy", "card:29", "done")
    assert p.reserve[0].energies == 1 and p.captain_energies == 1
    ok(ctx)
