"""Free actions may come in the middle of a basic action: between the two cards of a play,
between habitat rewards, and at the pauses of a Recharge (the rulebook allows them before,
during and after)."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.place import place_crew
from engine.wondrous.play import play_cards
from engine.wondrous.recharge import recharge
from engine.wondrous.reserve import in_play
from tests.wondrous import builder
from tests.wondrous.engine_helpers import ctx_of, move_card, rules, run_step, started
from tests.wondrous.rule_helpers import (
    choose,
    clear_map_eggs,
    crew_on_map,
    fresh,
    lay_egg,
    ok,
    restart_turn,
    set_resources,
    spot,
    store,
)

NUTABI, CUCUNET, KILPINK = 28, 72, 79  # an energy card (gain a resource), two 1-cost cards
CRYODON, HAMSTORE, MAGAPE = 18, 24, 25  # recharge cards: gain 1 of their habitat resource
GLOBEON, MENTIMIDAE, THROBOROS, CAVIGATOR = 23, 96, 117, 4


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


# -- inside a Recharge --------------------------------------------------------------------


def recharge_table(*in_hand: int, reserve: tuple[int, ...] = (), fillers: int = 0) -> Ctx:
    """Player 0 ready to recharge: crew on the map, no resources, score track rewards used
    up, the given reserve, and a hand of `in_hand` plus `fillers` cards that are neither
    recharge cards nor cheap enough for Throboros."""
    ctx = builder.table(empty_map=True).ctx
    p = ctx.p(0)
    ctx.state.deck[:0] = p.hand
    p.hand.clear()
    p.track_done = True
    set_resources(ctx, 0, 0, 0, 0, 0)
    crew_on_map(ctx, 0)
    for n in reserve:
        move_card(ctx, n, 0, "reserve")
    for n in in_hand:
        move_card(ctx, n, 0, "hand")
    costly = [
        n for n in ctx.state.deck
        if ctx.card(n).type not in ("recharge", "energy") and sum(ctx.card(n).cost.values()) > 3
    ]
    for n in costly[:fillers]:
        move_card(ctx, n, 0, "hand")
    return ctx


def fired(ctx: Ctx) -> list[int]:
    return [e.payload["card"] for e in ctx.table.events if e.kind == "fire"]


def test_throboros_replays_a_recharge_card_cut_at_the_hand_limit_and_it_fires_at_once():
    """#117: "at this time" (after the discard, inside the Recharge) Throboros brings the
    card back; a recharge card brought back so fires with the others: Mentimidae scores 1 VP
    for every 2 hatched eggs."""
    game, ctx = fresh()
    p = ctx.p(0)
    ctx.state.deck[:0] = p.hand
    p.hand.clear()
    p.track_done = True
    crew_on_map(ctx, 0)
    move_card(ctx, THROBOROS, 0, "reserve")
    store(ctx, 0, "bird", "fish", "insect", "mammal", hatched=True)
    for n in [MENTIMIDAE, *[n for n in ctx.state.deck if ctx.card(n).type != "recharge"][:5]]:
        move_card(ctx, n, 0, "hand")
    score = p.score
    restart_turn(game)
    prompt = choose(game, "recharge")
    assert prompt is not None and prompt.kind == "hand-limit"
    assert f"energy:{THROBOROS}" not in [o.id for o in prompt.enabled]  # nothing discarded
    prompt = choose(game, f"hand:{MENTIMIDAE}")
    assert prompt is not None and prompt.kind == "recharge-pause"
    prompt = choose(game, f"energy:{THROBOROS}")
    assert prompt is not None and prompt.kind == "turn"  # the Recharge is over
    assert in_play(p, MENTIMIDAE) is not None and MENTIMIDAE not in ctx.state.discard
    assert len(p.hand) == 5
    assert fired(ctx) == [MENTIMIDAE] and p.score == score + 2
    ok(game)


def test_throboros_between_two_hand_limit_discards_and_only_for_the_latest():
    ctx = recharge_table(MENTIMIDAE, reserve=(THROBOROS,), fillers=6)  # seven cards
    costly = ctx.p(0).hand[-1]
    _, prompts = run_step(
        ctx, recharge(ctx, 0), [f"hand:{MENTIMIDAE}", f"hand:{costly}"]
    )
    assert [q.kind for q in prompts] == ["hand-limit", "hand-limit"]
    assert f"energy:{THROBOROS}" in [o.id for o in prompts[1].enabled]  # Mentimidae's
    # the card discarded last costs more than 3: no pause is offered after it
    assert MENTIMIDAE in ctx.state.discard and fired(ctx) == []
    assert rules().invariants(ctx.state) == []


def test_throboros_may_replay_the_first_of_two_discards_before_the_second():
    ctx = recharge_table(MENTIMIDAE, reserve=(THROBOROS,), fillers=6)  # seven cards
    store(ctx, 0, "bird", "fish", hatched=True)
    other = ctx.p(0).hand[-1]
    _, prompts = run_step(
        ctx, recharge(ctx, 0), [f"hand:{MENTIMIDAE}", f"energy:{THROBOROS}", f"hand:{other}"]
    )
    assert [q.kind for q in prompts] == ["hand-limit", "hand-limit", "hand-limit"]
    assert in_play(ctx.p(0), MENTIMIDAE) is not None and len(ctx.p(0).hand) == 5
    assert fired(ctx) == [MENTIMIDAE] and ctx.p(0).score == 1
    assert rules().invariants(ctx.state) == []


def test_an_energy_after_the_time_track_can_spare_the_hand_limit_discard():
    """Globeon plays the sixth card, a recharge card, before anything is discarded: the
    hand is down to five and the card fires in this Recharge."""
    ctx = recharge_table(CRYODON, reserve=(GLOBEON,), fillers=5)
    _, prompts = run_step(ctx, recharge(ctx, 0), [f"energy:{GLOBEON}"])
    assert [q.kind for q in prompts] == ["hand-limit"]
    assert not [e for e in ctx.table.events if e.kind == "discard"]
    assert len(ctx.p(0).hand) == 5 and fired(ctx) == [CRYODON]
    assert ctx.p(0).resources["coral"] == 1
    assert rules().invariants(ctx.state) == []


def test_a_recharge_card_played_between_recharge_cards_fires_too():
    ctx = recharge_table(MAGAPE, reserve=(CRYODON, HAMSTORE, GLOBEON))
    _, prompts = run_step(
        ctx, recharge(ctx, 0),
        [f"fire:{CRYODON}", f"energy:{GLOBEON}", f"fire:{MAGAPE}"],  # Hamstore: last left
    )
    assert [q.kind for q in prompts] == ["fire-recharge"] * 3
    assert f"energy:{GLOBEON}" in [o.id for o in prompts[1].enabled]
    assert f"fire:{MAGAPE}" in [o.id for o in prompts[2].enabled]
    assert fired(ctx) == [CRYODON, MAGAPE, HAMSTORE]
    assert ctx.p(0).resources == {"fruit": 1, "coral": 1, "flower": 0, "mushroom": 1}
    assert rules().invariants(ctx.state) == []


def test_a_recharge_with_no_usable_free_action_asks_nothing_more():
    ctx = recharge_table(reserve=(CRYODON, THROBOROS), fillers=2)
    _, prompts = run_step(ctx, recharge(ctx, 0))
    assert prompts == [] and fired(ctx) == [CRYODON]
