"""Free actions may come in the middle of a basic action: between the two cards of a play,
and between habitat rewards (the rulebook allows them before, during and after)."""

from __future__ import annotations

from engine.wondrous.place import place_crew
from engine.wondrous.play import play_cards
from tests.wondrous.engine_helpers import ctx_of, move_card, rules, run_step, started
from tests.wondrous.rule_helpers import clear_map_eggs, lay_egg, set_resources, spot

NUTABI, CUCUNET, KILPINK = 28, 72, 79  # an energy card (gain a resource), two 1-cost cards


def test_an_energy_between_two_cards_can_pay_for_the_second():
    ctx = ctx_of(started())
    move_card(ctx, NUTABI, 0, "reserve")
    move_card(ctx, CUCUNET, 0, "hand")  # costs 1 Fruit
    move_card(ctx, KILPINK, 0, "hand")  # costs 1 Flower
    set_resources(ctx, 0, 1, 0, 0, 0)  # one Fruit, no Flower
    value, prompts = run_step(
        ctx,
        play_cards(ctx, 0),
        [f"play:{CUCUNET}", f"energy:{NUTABI}", "res:flower", f"play:{KILPINK}"],
    )
    second = prompts[1]
    assert second.kind == "play-card"
    assert not second.option(f"play:{KILPINK}").enabled  # no Flower yet
    assert second.option(f"energy:{NUTABI}").enabled  # but an energy is at hand
    assert value is True
    assert {c.number for c in ctx.p(0).reserve} >= {CUCUNET, KILPINK}
    assert rules().invariants(ctx.state) == []


def test_a_net_between_habitat_rewards_takes_an_egg_next_to_the_new_crew_member():
    game = started()
    ctx = ctx_of(game)
    where = ((0, 2), (0, 3))  # beside the coral habitat 0,4 and the fruit habitat 1,2
    clear_map_eggs(ctx)
    lay_egg(ctx, (1, 3), "bird")  # a neighbour of 0,3
    nets = ctx.p(0).nets
    value, prompts = run_step(
        ctx,
        place_crew(ctx, 0),
        ["member:1", spot(*where), "net", "net-egg:1,3", "res:0,4", "res:1,2"],
    )
    assert value is True
    assert "net" in [o.id for o in prompts[2].enabled]
    assert ctx.p(0).nets == nets - 1
    assert [e.species for e in ctx.p(0).eggs][-1] == "bird"
    assert rules().invariants(ctx.state) == []


def test_a_discount_is_spent_on_the_next_card_even_when_that_card_is_free():
    from engine.wondrous.play import play_card

    ctx = ctx_of(started())
    ctx.p(0).discount = 1  # as Lilizard leaves it
    move_card(ctx, CUCUNET, 0, "hand")
    run_step(ctx, play_card(ctx, 0, CUCUNET, source="hand", paid=False))
    assert ctx.p(0).discount == 0
    assert rules().invariants(ctx.state) == []
