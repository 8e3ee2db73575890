"""Basic action 2: playing up to two cards, their costs and discounts."""

from __future__ import annotations

from engine.wondrous.flow import end_of_turn
from engine.wondrous.play import play_cards
from engine.wondrous.prices import affordable, price_refusal
from engine.wondrous.reserve import last_instant
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import choose, fresh, ok, option_ids, restart_turn, set_resources

SUNARROW = 15  # end card: 2 Coral + 1 Fruit
HAWKWAKA = 42  # recharge card: 2 Fruit
THUNDERILLA = 31  # continuous card: 2 Coral + 2 Flower
CAVIGATOR = 4  # 4 Mushroom, 1 less per Mushroom habitat icon in the reserve
PHEOXI = 29  # energy card with 2 energies: 2 Coral + 2 Fruit
CUCUNET = 72  # instant: gain a net; 1 Fruit
CYANIU = 104  # 3 Coral + 2 Mushroom, 1 less per card discarded (up to 5)
HEALATHAN = 110  # 2 Coral + 1 Mushroom, 1 less per card discarded (up to 3)


def hand(ctx, seat, *numbers):
    p = ctx.p(seat)
    for n in list(p.hand):
        ctx.state.discard.append(n)
    p.hand.clear()
    for n in numbers:
        move_card(ctx, n, seat, "hand")


def test_up_to_two_cards_each_paid_in_full():
    _game, ctx = fresh()
    hand(ctx, 0, SUNARROW, HAWKWAKA, THUNDERILLA)
    set_resources(ctx, 0, 4, 4, 4, 4)
    value, prompts = run_step(ctx, play_cards(ctx, 0), ["play:15", "play:42"])
    assert value is True and len(prompts) == 2  # no third card is offered
    p = ctx.p(0)
    assert [c.number for c in p.reserve] == [SUNARROW, HAWKWAKA]
    assert p.hand == [THUNDERILLA]
    assert p.resources == {"fruit": 1, "coral": 2, "flower": 4, "mushroom": 4}
    ok(ctx)


def test_one_card_is_enough_and_the_second_may_be_skipped():
    _game, ctx = fresh()
    hand(ctx, 0, SUNARROW, HAWKWAKA)
    set_resources(ctx, 0, 4, 4, 4, 4)
    value, prompts = run_step(ctx, play_cards(ctx, 0), ["play:15", "done"])
    assert value is True and "back" not in option_ids(prompts[1])
    assert [c.number for c in ctx.p(0).reserve] == [SUNARROW]
    ok(ctx)


def test_a_card_that_cannot_be_paid_is_refused_with_what_is_lacking_and_its_cost():
    game, ctx = fresh()
    hand(ctx, 0, SUNARROW, HAWKWAKA)
    set_resources(ctx, 0, 1, 1, 0, 0)
    prompt = restart_turn(game)
    assert not prompt.option("play").enabled
    set_resources(ctx, 0, 2, 0, 0, 0)
    prompt = restart_turn(game)
    prompt = choose(game, "play")
    sun = prompt.option("play:15")  # 2 Coral and 1 Fruit, with 2 Fruit and no Coral
    assert not sun.enabled and sun.reason == "you lack 2 Coral; it costs 2 Coral, 1 Fruit"
    assert prompt.option("play:42").enabled
    ok(game)


def test_what_is_lacking_says_how_much_the_discounts_cover():
    _game, ctx = fresh()
    hand(ctx, 0, SUNARROW)
    set_resources(ctx, 0, 0, 0, 0, 0)
    ctx.p(0).discount = 1  # as Lilizard leaves it
    assert price_refusal(ctx, 0, SUNARROW) == (
        "you lack 2 Coral, 1 Fruit, 1 of it covered by discounts; it costs 2 Coral, 1 Fruit")
    set_resources(ctx, 0, 0, 2, 0, 0)  # the discount covers the Fruit
    assert affordable(ctx, 0, SUNARROW) and price_refusal(ctx, 0, SUNARROW) == ""


def test_the_one_resource_discount_lilizard_leaves_covers_the_next_card_this_turn():
    _game, ctx = fresh()
    hand(ctx, 0, HAWKWAKA, SUNARROW)
    set_resources(ctx, 0, 1, 2, 0, 0)
    ctx.p(0).discount = 1  # what Lilizard leaves behind
    assert affordable(ctx, 0, HAWKWAKA)
    run_step(ctx, play_cards(ctx, 0), ["play:42", "done"])
    p = ctx.p(0)
    assert p.resources["fruit"] == 0 and p.discount == 0  # spent on this card
    assert not affordable(ctx, 0, SUNARROW)  # 2 Coral + 1 Fruit, no discount left
    p.discount = 1
    end_of_turn(ctx)
    assert p.discount == 0  # unused, it is gone at the end of the turn
    ok(ctx)


def test_a_discount_larger_than_the_cost_is_simply_lost():
    _game, ctx = fresh()
    hand(ctx, 0, CUCUNET)
    set_resources(ctx, 0, 0, 0, 0, 0)
    ctx.p(0).discount = 1
    run_step(ctx, play_cards(ctx, 0), ["play:72", "done"])
    assert ctx.p(0).resources == dict.fromkeys(("fruit", "coral", "flower", "mushroom"), 0)
    ok(ctx)


def mushroom_cards(ctx, seat, count):
    cards = [n for n in sorted(ctx.cat.creatures) if ctx.card(n).habitat == "mushroom"]
    cards = [n for n in cards if n != CAVIGATOR][:count]
    for n in cards:
        move_card(ctx, n, seat, "reserve")
    return cards


def test_cavigator_counts_the_mushroom_icons_already_in_the_reserve():
    _game, ctx = fresh()
    hand(ctx, 0, CAVIGATOR)
    mushroom_cards(ctx, 0, 3)
    set_resources(ctx, 0, 0, 0, 0, 1)
    assert affordable(ctx, 0, CAVIGATOR)  # 4 - 3 = 1 Mushroom; its own icon does not count
    set_resources(ctx, 0, 0, 0, 0, 0)
    assert not affordable(ctx, 0, CAVIGATOR)
    set_resources(ctx, 0, 0, 0, 0, 1)
    run_step(ctx, play_cards(ctx, 0), ["play:4", "done"])
    assert ctx.p(0).resources["mushroom"] == 0
    assert CAVIGATOR in [c.number for c in ctx.p(0).reserve]
    ok(ctx)


def test_cavigator_discount_beyond_its_cost_is_null():
    _game, ctx = fresh()
    hand(ctx, 0, CAVIGATOR)
    mushroom_cards(ctx, 0, 6)
    set_resources(ctx, 0, 1, 1, 1, 1)
    run_step(ctx, play_cards(ctx, 0), ["play:4", "done"])
    assert ctx.p(0).resources == dict.fromkeys(("fruit", "coral", "flower", "mushroom"), 1)
    ok(ctx)


def test_cyaniu_is_cheaper_by_one_per_card_discarded():
    """The rulebook's example: four cards discarded leave one resource to pay."""
    _game, ctx = fresh()
    others = [1, 2, 3, 5]
    hand(ctx, 0, CYANIU, *others)
    set_resources(ctx, 0, 0, 1, 0, 0)
    ctx.p(0).score, ctx.p(0).track_done = 51, True  # its points reach no track reward
    assert affordable(ctx, 0, CYANIU)
    answers = ["play:104", "hand:1", "hand:2", "hand:3", "hand:5", "done"]
    _value, prompts = run_step(ctx, play_cards(ctx, 0), answers)
    discount_prompts = [p for p in prompts if p.kind == "discard-discount"]
    assert len(discount_prompts) == 4  # the hand held four other cards
    assert not discount_prompts[-1].option("done").enabled  # three discards are not enough
    p = ctx.p(0)
    assert p.resources["coral"] == 0 and p.hand == []
    assert all(n in ctx.state.discard for n in others)
    ok(ctx)


def test_healathan_takes_at_most_three_discards():
    _game, ctx = fresh()
    hand(ctx, 0, HEALATHAN, 1, 2, 3, 5)
    set_resources(ctx, 0, 0, 1, 0, 0)
    answers = ["play:110", "hand:1", "hand:2", "done", "done"]
    _value, prompts = run_step(ctx, play_cards(ctx, 0), answers)
    assert ctx.p(0).resources["coral"] == 0  # 3 - 2 discards = 1 Coral
    assert sorted(ctx.p(0).hand) == [3, 5]
    hand(ctx, 1, HEALATHAN, 1, 2, 3, 5)
    set_resources(ctx, 1, 0, 0, 0, 0)
    assert affordable(ctx, 1, HEALATHAN)  # three discards cover all three
    _, prompts = run_step(
        ctx,
        play_cards(ctx, 1), ["play:110", "hand:1", "hand:2", "hand:3", "done"]
    )
    assert len([p for p in prompts if p.kind == "discard-discount"]) == 3
    assert ctx.p(1).hand == [5]
    ok(ctx)


def test_an_energy_card_arrives_with_its_energies_from_the_supply():
    _game, ctx = fresh()
    hand(ctx, 0, PHEOXI)
    set_resources(ctx, 0, 2, 2, 0, 0)
    supply = ctx.state.energies_supply
    run_step(ctx, play_cards(ctx, 0), ["play:29", "done"])
    card = ctx.p(0).reserve[-1]
    assert card.number == PHEOXI and card.energies == 2
    assert ctx.state.energies_supply == supply - 2
    ok(ctx)


def test_an_instant_card_fires_as_it_is_played():
    _game, ctx = fresh()
    hand(ctx, 0, CUCUNET)
    set_resources(ctx, 0, 1, 0, 0, 0)
    run_step(ctx, play_cards(ctx, 0), ["play:72", "done"])
    assert ctx.p(0).nets == 2 and last_instant(ctx, ctx.p(0)) == CUCUNET
    ok(ctx)


def test_playing_through_the_turn_prompt_is_the_basic_action():
    game, ctx = fresh()
    hand(ctx, 0, SUNARROW, HAWKWAKA)
    set_resources(ctx, 0, 3, 2, 0, 0)
    restart_turn(game)
    prompt = choose(game, "play", "play:15", "done")
    assert prompt.kind == "turn" and prompt.option("end-turn").enabled
    assert not prompt.option("play").enabled
    game.choose("end-turn")
    ok(game)
