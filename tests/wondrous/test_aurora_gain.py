"""Winterfall's aurora event: a player who lays the tile gains one resource of the habitat it
covers (the rulebook's example: a tile laid on a Mushroom habitat gives a Mushroom), any
one under a wild habitat; Tingent lays its own tile and gains nothing."""

from __future__ import annotations

from engine.core.testing import first
from engine.wondrous.winterfall import tingent as tingent_winter
from engine.wondrous.winterfall.track_events import aurora_event, lay_drawn_aurora
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, option_ids, set_resources
from tests.wondrous.solo_helpers import PLAYER, lay_wild, tingent, winter_solo
from tests.wondrous.winter_helpers import winter

MUSHROOM, CORAL = (5, 1), (4, 3)  # side A habitats
WILD = (2, 1)  # where First Frost lays its left wild habitat on side A
WILD_E, WILD_N = (2, 10), (0, 5)


def test_laying_the_tile_on_a_mushroom_habitat_gains_a_mushroom() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [3, 5]
    set_resources(ctx, 0, 0, 0, 0, 0)
    since = len(ctx.table.events)
    ran = run_step(ctx, lay_drawn_aurora(ctx, 0), ["aurora-tile:5", "hex:5,1"])
    assert [p.kind for p in ran.prompts] == ["aurora-tile", "aurora-spot"]  # nothing more
    assert ctx.state.winterfall.auroras[MUSHROOM].tile == 5
    assert ctx.p(0).resources == {"fruit": 0, "coral": 0, "flower": 0, "mushroom": 1}
    gains = [e.text for e in ctx.table.events[since:] if e.kind == "resource"]
    assert gains == ["P1 gains 1 Mushroom (the aurora tile laid at 5,1)."]
    ok(ctx)


def test_the_gain_is_of_the_habitat_chosen_and_the_limit_holds() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [3, 5]
    set_resources(ctx, 0, 0, 6, 0, 0)  # coral at the most allowed
    run_step(ctx, lay_drawn_aurora(ctx, 0), ["aurora-tile:3", "hex:4,3"])
    assert ctx.state.winterfall.auroras[CORAL].tile == 3
    assert ctx.p(0).resources == {"fruit": 0, "coral": 6, "flower": 0, "mushroom": 0}


def test_a_tile_on_a_wild_habitat_gains_any_one_resource() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, WILD, "wild-1", None)
    ctx.state.winterfall.aurora_stack = [3, 5]
    set_resources(ctx, 0, 0, 0, 0, 0)
    ran = run_step(ctx, lay_drawn_aurora(ctx, 0), ["aurora-tile:5", "hex:2,1", "res:flower"])
    assert ran.prompts[-1].kind == "resource"
    assert ran.prompts[-1].instruction == "The aurora tile laid at 2,1: gain which resource?"
    assert option_ids(ran.prompts[-1]) == ["res:fruit", "res:coral", "res:flower",
                                           "res:mushroom"]
    assert ctx.p(0).resources["flower"] == 1 and sum(ctx.p(0).resources.values()) == 1
    ok(ctx)


def test_tingent_lays_its_tile_and_gains_nothing_unlike_the_player() -> None:
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    set_resources(ctx, PLAYER, 0, 0, 0, 0)
    before = dict(tingent(ctx).resources)
    ran = run_step(ctx, aurora_event(ctx, PLAYER), then=first, most=20)
    assert {p.seat for p in ran.prompts} == {PLAYER}
    assert len(ctx.state.winterfall.auroras) == 2  # yours and Tingent's
    assert sum(ctx.p(PLAYER).resources.values()) == 1  # you gain one
    assert tingent(ctx).resources == before  # Tingent none
    assert not any(e.kind == "resource" and e.seat != PLAYER for e in ctx.table.events)


def test_tingent_alone_laying_a_tile_gains_nothing() -> None:
    _game, ctx = winter_solo()
    lay_wild(ctx, WILD_E, WILD_N)
    before = dict(tingent(ctx).resources)
    since = len(ctx.table.events)
    ran = run_step(ctx, tingent_winter.aurora(ctx))
    assert ran.prompts == [] and len(ctx.state.winterfall.auroras) == 1
    assert tingent(ctx).resources == before
    assert [e for e in ctx.table.events[since:] if e.kind == "resource"] == []


def test_each_habitat_offered_for_the_tile_says_what_it_gives_and_warns_of_a_loss() -> None:
    """A newcomer laid a tile on Coral with six Coral and learnt of the loss from the log."""
    _game, ctx = winter()
    ctx.state.winterfall.aurora_stack = [3, 5]
    set_resources(ctx, 0, 0, 6, 0, 0)  # coral at the most allowed
    ran = run_step(ctx, lay_drawn_aurora(ctx, 0), ["aurora-tile:3", "hex:4,3"])
    labels = {o.id: o.label for o in ran.prompts[-1].options}
    assert "(gain 1 Mushroom)" in labels["hex:5,1"]
    assert "gain 1 Coral: you have 6, the most allowed: it would be lost" in labels["hex:4,3"]
