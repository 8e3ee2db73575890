"""Winterfall wild habitats: a new crew member next to one gains any one resource or takes
any one Wilderness card; its icon works as any other."""

from __future__ import annotations

from engine.wondrous.free import net_targets
from engine.wondrous.habitats import WILD, habitat_at
from engine.wondrous.place import place_crew
from engine.wondrous.registry import Source, run
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, option_ids, spot
from tests.wondrous.winter_helpers import winter

SPOT = ((5, 2), (5, 3))  # next to the coral habitat 4,3, the mushroom 5,1 and the fruit 6,3
WILD_HEX = (5, 1)


def test_a_wild_habitat_offers_any_resource_or_any_wilderness_card() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, WILD_HEX, "test wild habitat", "score_3")
    found = habitat_at(ctx, WILD_HEX)
    assert found is not None and (found.kind, found.special) == (WILD, "score_3")
    flower = ctx.p(0).resources["flower"]
    _value, prompts = run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), "res:5,1:flower", "res:4,3", "res:6,3"])
    offered = [o for o in option_ids(prompts[2]) if o.startswith(("res:5,1", "card:5,1"))]
    assert offered == [f"res:5,1:{r}" for r in ("fruit", "coral", "flower", "mushroom")] + [
        f"card:5,1:{slot}" for slot in range(6)]
    assert ctx.p(0).resources["flower"] == flower + 1
    ok(ctx)


def test_a_wild_habitat_gives_a_card_of_any_habitat() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, WILD_HEX, "test wild habitat", None)
    slot = next(s for s, n in enumerate(ctx.state.wilderness)
                if n is not None and ctx.card(n).habitat != "mushroom")
    number = ctx.state.wilderness[slot]
    run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), f"card:5,1:{slot}", "res:4,3", "res:6,3"])
    assert number in ctx.p(0).hand


def test_a_wild_habitats_icon_can_be_netted() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, WILD_HEX, "test wild habitat", "score_3")
    ctx.p(0).crew[1] = SPOT
    assert "net-icon:5,1" in [o.id for o in net_targets(ctx, 0)]


def test_a_wild_habitats_icon_answers_a_card_asking_for_a_fruit_habitats_icon() -> None:
    """Decided (review e): a wild habitat is a habitat of every type (the solo rules say so
    of Tingent's targets), so "use a Fruit habitat's icon" may pick it."""
    _game, ctx = winter()
    lay_wild_habitat(ctx, WILD_HEX, "test wild habitat", "score_3")
    score = ctx.p(0).score
    step = run(ctx, 0, "activate_habitat_special_effect", {"habitat": "fruit"},
               Source("card", 0))
    _value, prompts = run_step(ctx, step, ["icon:5,1"])
    assert "icon:5,1" in option_ids(prompts[0])
    assert ctx.p(0).score == score + 3
    ok(ctx)
