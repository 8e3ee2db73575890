"""Free actions: butterfly nets on eggs and special effect icons, energies."""

from __future__ import annotations

from engine.wondrous.free import net_targets, special_effect, use_net
from engine.wondrous.gains import gain_nets
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import (
    choose,
    fresh,
    lay_egg,
    ok,
    option_ids,
    quick_turn,
    restart_turn,
    store,
)

NEXT_TO_MUSHROOM_ICON = ((1, 5), (2, 5))  # the mushroom habitat 2,4 gives a Mushroom by net
ALSO_NEXT_TO_IT = ((3, 3), (4, 4))
PHEOXI, SWONDER = 29, 51  # energy cards


def give_nets(ctx, seat, count):
    ctx.p(seat).nets += count
    ctx.state.nets_supply -= count


def test_a_net_takes_an_adjacent_egg_with_its_storage_reward():
    _game, ctx = fresh()
    p = ctx.p(0)
    p.crew[1] = NEXT_TO_MUSHROOM_ICON
    store(ctx, 0, "bird", "bird")  # the netted egg goes to slot 3: 1 VP
    lay_egg(ctx, (1, 6), "fish")  # next to 1,5
    lay_egg(ctx, (0, 8), "dragon")  # two hexes away
    targets = option_ids_of(net_targets(ctx, 0))
    assert "net-egg:1,6" in targets and "net-egg:0,8" not in targets
    supply = ctx.state.nets_supply
    run_step(ctx, use_net(ctx, 0), ["net-egg:1,6"])
    assert p.nets == 0 and ctx.state.nets_supply == supply + 1
    assert p.eggs[-1].species == "fish" and not p.eggs[-1].hatched and p.score == 1
    assert (1, 6) not in ctx.state.map_eggs
    ok(ctx)


def option_ids_of(options):
    return [o.id for o in options if o.enabled]


def test_a_net_fires_an_adjacent_icon_only_once_per_turn():
    game, ctx = fresh()
    p = ctx.p(0)
    p.crew[1] = NEXT_TO_MUSHROOM_ICON
    p.crew[2] = ALSO_NEXT_TO_IT  # two crew members by the same icon change nothing
    give_nets(ctx, 0, 2)
    prompt = restart_turn(game)
    mushrooms = p.resources["mushroom"]
    prompt = choose(game, "net", "net-icon:2,4")
    assert p.resources["mushroom"] == mushrooms + 1 and p.nets == 2
    prompt = choose(game, "net")
    again = prompt.option("net-icon:2,4")
    assert not again.enabled and "already" in again.reason
    assert prompt.option("net-icon:4,3").enabled  # another icon still can be netted
    game.choose("back")
    quick_turn(game)  # the basic action, then the turn ends
    quick_turn(game)  # the other player's turn
    prompt = choose(game, "net")
    assert prompt.option("net-icon:2,4").enabled  # a new turn, a new use
    ok(game)


def test_an_icon_a_card_or_captain_already_used_can_still_be_netted():
    _game, ctx = fresh()
    p = ctx.p(0)
    p.crew[1] = NEXT_TO_MUSHROOM_ICON
    run_step(ctx, special_effect(ctx, 0, (2, 4)))  # as Bearmour or Macus would
    assert option_ids_of(net_targets(ctx, 0)).count("net-icon:2,4") == 1
    mushrooms = p.resources["mushroom"]
    run_step(ctx, use_net(ctx, 0), ["net-icon:2,4"])
    assert p.resources["mushroom"] == mushrooms + 1
    ok(ctx)


def test_at_most_three_nets_a_fourth_scores_one_point():
    _game, ctx = fresh()
    p = ctx.p(0)
    give_nets(ctx, 0, 1)  # two nets
    supply = ctx.state.nets_supply
    run_step(ctx, gain_nets(ctx, 0, 2))
    assert p.nets == 3 and p.score == 1 and ctx.state.nets_supply == supply - 1
    ok(ctx)


def test_without_a_net_the_free_action_is_refused():
    game, ctx = fresh()
    ctx.p(0).crew[1] = NEXT_TO_MUSHROOM_ICON
    ctx.state.nets_supply += ctx.p(0).nets
    ctx.p(0).nets = 0
    prompt = restart_turn(game)
    assert not prompt.option("net").enabled and "no net" in prompt.option("net").reason


def test_an_energy_card_is_used_once_per_turn_whatever_it_holds():
    game, ctx = fresh()
    move_card(ctx, PHEOXI, 0, "reserve")
    move_card(ctx, SWONDER, 0, "reserve")
    pheoxi = ctx.p(0).reserve[0]
    assert pheoxi.energies == 2
    prompt = restart_turn(game)
    assert prompt.option(f"energy:{PHEOXI}").enabled
    prompt = choose(game, f"energy:{PHEOXI}")
    while prompt.kind != "turn":
        prompt = choose(game, prompt.enabled[0].id)
    assert pheoxi.energies == 1
    used = prompt.option(f"energy:{PHEOXI}")
    assert not used.enabled and "already" in used.reason
    assert prompt.option(f"energy:{SWONDER}").enabled  # another card's energy is fine
    assert used_this_turn(game, seat=0) == {PHEOXI: True, SWONDER: False}
    assert used_this_turn(game, seat=1) == used_this_turn(game, seat=0)  # said in the log
    quick_turn(game)
    quick_turn(game)
    assert game.prompt.option(f"energy:{PHEOXI}").enabled
    assert used_this_turn(game, seat=0) == {PHEOXI: False, SWONDER: False}
    ok(game)


def used_this_turn(game, seat):
    """What the view shows of player 0's energy cards, as `seat` sees it."""
    me = game.view(seat).players[0]
    return {c.number: c.used_this_turn for c in me.reserve}


def test_a_card_without_energy_cannot_be_used():
    game, ctx = fresh()
    move_card(ctx, PHEOXI, 0, "reserve")
    card = ctx.p(0).reserve[0]
    ctx.state.energies_supply += card.energies
    card.energies = 0
    prompt = restart_turn(game)
    assert not prompt.option(f"energy:{PHEOXI}").enabled
    assert "no energy" in prompt.option(f"energy:{PHEOXI}").reason
    assert option_ids(prompt)  # the turn still has its basic actions


NEXT_TO_DISCARD_ICON = ((4, 7), (4, 8))  # the habitat 5,7: discard a card for 2 resources


def test_a_net_target_that_would_give_nothing_says_so_and_stays_allowed():
    _game, ctx = fresh()
    p = ctx.p(0)
    p.crew[1] = NEXT_TO_DISCARD_ICON
    p.hand.clear()
    [option] = [o for o in net_targets(ctx, 0) if o.id == "net-icon:5,7"]
    assert option.enabled and option.label.endswith("Gives nothing now: your hand is empty.")
    p.crew[1] = NEXT_TO_MUSHROOM_ICON
    p.resources["mushroom"] = ctx.limit("resource_max")
    [option] = [o for o in net_targets(ctx, 0) if o.id == "net-icon:2,4"]
    assert "Gives nothing now: you already hold the most Mushroom allowed" in option.label
    p.resources["mushroom"] = 0
    [option] = [o for o in net_targets(ctx, 0) if o.id == "net-icon:2,4"]
    assert "nothing" not in option.label  # a useful icon carries no warning


def test_an_energy_that_would_do_nothing_says_so_and_may_still_be_used():
    game, ctx = fresh()
    move_card(ctx, PHEOXI, 0, "reserve")  # it fires one of your recharge cards
    for card in [c for c in ctx.p(0).reserve if ctx.card(c.number).type == "recharge"]:
        move_card(ctx, card.number, 1, "reserve")
    option = restart_turn(game).option(f"energy:{PHEOXI}")
    assert option.enabled and option.label.endswith(
        "Gives nothing now: you have no recharge card.")
    move_card(ctx, 96, 0, "reserve")  # Mentimidae, a recharge card
    assert "Gives nothing" not in restart_turn(game).option(f"energy:{PHEOXI}").label
    ok(game)
