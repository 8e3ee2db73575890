"""Winterfall blizzards: where they may lie; a new crew member next to one must remove it
and takes a card of that habitat instead of a resource (any card from a wild habitat,
nothing when none fits); the habitat's icon stays usable by a net."""

from __future__ import annotations

import pytest

from engine.core import Prompt
from engine.wondrous.free import use_net
from engine.wondrous.habitats import habitat_at
from engine.wondrous.place import place_crew
from engine.wondrous.state import Overlay
from engine.wondrous.winterfall.blizzards import (
    blizzard_refusal,
    blizzard_spots,
    place_blizzard,
)
from engine.wondrous.winterfall.state import AuroraOnMap
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import ok, option_ids, put_tile, spot, wilderness_without
from tests.wondrous.winter_helpers import card_of, winter

SPOT = ((5, 2), (5, 3))  # next to the coral habitat 4,3, the mushroom 5,1 and the fruit 6,3
B, C, D = (6, 3), (5, 1), (4, 3)  # the book's habitats: b fruit, c and d coral
NET = (4, 6)


def no_free_action(prompt: Prompt) -> str:
    """The first option that is not a free action (a net here)."""
    return next(o for o in option_ids(prompt) if o != "net")


def test_the_blizzard_example_b_gives_a_fruit_card_d_nothing_c_a_coral() -> None:
    _game, ctx = winter()
    ctx.state.overlays[C] = Overlay("test coral habitat", habitat="coral")
    place_blizzard(ctx, B)
    place_blizzard(ctx, D)
    wilderness_without(ctx, "coral", "fruit")
    card_e = card_of(ctx, "fruit")
    move_card(ctx, card_e, 0, "wild:2")
    p = ctx.p(0)
    coral = p.resources["coral"]
    _value, prompts = run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), "card:6,3:2", "blizzard:4,3", "res:5,1"])
    first = [o for o in option_ids(prompts[2]) if o != "net"]  # a net is a free action
    assert first == ["blizzard:4,3", "res:5,1", "card:6,3:2"]  # no resource from b or d
    assert card_e in p.hand and ctx.state.winterfall.blizzards == []
    assert p.resources["coral"] == coral + 1 and p.resources["fruit"] == 1
    ok(ctx)


def test_a_blizzard_must_be_removed_before_the_placement_ends() -> None:
    _game, ctx = winter()
    place_blizzard(ctx, D)
    wilderness_without(ctx, "coral")
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*SPOT)],
                               then=no_free_action, most=6)
    assert ctx.state.winterfall.blizzards == []
    assert all("res:4,3" not in option_ids(p) for p in prompts)


def test_a_blizzard_on_a_wild_habitat_gives_any_wilderness_card() -> None:
    _game, ctx = winter()
    lay_wild_habitat(ctx, C, "test wild habitat", None)
    place_blizzard(ctx, C)
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*SPOT)],
                               then=no_free_action, most=6)
    offered = [o for o in option_ids(prompts[2]) if o.startswith(("card:5,1", "res:5,1"))]
    assert offered == [f"card:5,1:{slot}" for slot in range(6)]


def test_a_nets_use_of_the_icon_leaves_the_blizzard() -> None:
    _game, ctx = winter()
    place_blizzard(ctx, D)  # its icon scores 3
    p = ctx.p(0)
    p.crew[1] = SPOT
    assert p.nets >= 1  # every player starts with nets
    score = p.score
    run_step(ctx, use_net(ctx, 0), ["net-icon:4,3"])
    assert p.score == score + 3 and ctx.state.winterfall.blizzards == [D]
    ok(ctx)


def test_blizzards_go_on_any_habitat_but_the_net_one_once_and_never_on_an_aurora() -> None:
    _game, ctx = winter()
    lake = next(c for c, h in sorted(ctx.hexes.items()) if h.terrain == "lake")
    put_tile(ctx, lake, ctx.state.tile_stack[-1])
    assert blizzard_refusal(ctx, lake) == ""  # a habitat tile laid by a discovery
    assert "Butterfly Net" in blizzard_refusal(ctx, NET)
    assert blizzard_refusal(ctx, SPOT[0]) == "it is not a habitat"
    place_blizzard(ctx, D)
    assert blizzard_refusal(ctx, D) == "a blizzard already lies there"
    with pytest.raises(ValueError, match="already"):
        place_blizzard(ctx, D)
    ctx.state.winterfall.auroras[B] = AuroraOnMap(1, 2)
    assert blizzard_refusal(ctx, B) == "an aurora tile lies there"
    habitats = {c for c in ctx.hexes if habitat_at(ctx, c) is not None}
    assert set(blizzard_spots(ctx)) == habitats - {NET, D}


def test_a_blizzard_lifted_by_a_free_action_during_the_rewards_frees_the_habitat() -> None:
    """A free action (an energy card, say) may lift a blizzard next to the new crew member
    before its habitat's reward is taken: the habitat then gives its resource again, and
    nothing tries to lift the blizzard a second time (a random game once failed there)."""
    from engine.wondrous.place import habitat_options, habitat_reward
    from engine.wondrous.winterfall.blizzards import remove_blizzard

    _game, ctx = winter()
    place_blizzard(ctx, B)
    h = habitat_at(ctx, B)
    assert h is not None and h.covered
    card = next(o for o in habitat_options(ctx, h) if o.id.startswith("card:"))
    remove_blizzard(ctx, B, 0)  # the free action, after the reward was offered
    assert f"res:{B[0]},{B[1]}" in [o.id for o in habitat_options(ctx, h)]
    from engine.core.option_ids import read_id

    habitat_reward(ctx, 0, h, read_id(card.id))
    assert ctx.state.winterfall.blizzards == []
    ok(ctx)
