"""Winterfall aurora tiles: where they may lie, and their activation when a crew member is
placed next to one (the rulebook's examples). The tiles here are built from effects the
base game registers; the Winterfall data plugs its own into the catalog the same way."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core import Prompt
from engine.wondrous.components import Ability
from engine.wondrous.ctx import Ctx
from engine.wondrous.free import net_targets
from engine.wondrous.habitats import habitat_at, habitats_around
from engine.wondrous.place import place_crew
from engine.wondrous.state import Overlay
from engine.wondrous.winterfall.auroras import aurora_refusal, aurora_spots, lay_aurora
from engine.wondrous.winterfall.blizzards import place_blizzard
from engine.wondrous.winterfall.catalog import AURORA_TILES
from engine.wondrous.winterfall.state import AuroraOnMap
from engine.wondrous.winterfall.view import AuroraView
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import move_card, rules, run_step
from tests.wondrous.rule_helpers import ok, option_ids, put_tile, set_resources, spot
from tests.wondrous.winter_helpers import card_of, winter

SPOT = ((5, 2), (5, 3))  # next to the coral habitat 4,3, the mushroom 5,1 and the fruit 6,3
CORAL, MUSHROOM, FRUIT = (4, 3), (5, 1), (6, 3)
NET = (4, 6)
FLOWERS, MUSHROOMS, POINTS = 1, 2, 3


@dataclass(frozen=True)
class Tile:
    id: int
    effect: Ability
    slots: int
    text: str


TILES = {
    FLOWERS: Tile(FLOWERS, Ability(effect="gain_resource",
                                   params={"resource": "flower", "amount": 2}), 2, "2 Flowers"),
    MUSHROOMS: Tile(MUSHROOMS, Ability(effect="gain_resource",
                                       params={"resource": "mushroom", "amount": 2}), 2,
                    "2 Mushrooms"),
    POINTS: Tile(POINTS, Ability(effect="score", params={"vp": 4}), 1, "4 VP"),
}


@pytest.fixture
def ctx(monkeypatch: pytest.MonkeyPatch) -> Ctx:
    _game, ctx = winter()
    monkeypatch.setitem(ctx.cat.made, AURORA_TILES, TILES)
    # the tests lay these tiles by hand: taken out of the stack, as a draw would
    ctx.state.winterfall.aurora_stack = [
        t for t in ctx.state.winterfall.aurora_stack if t not in TILES
    ]
    return ctx


def habitats_only(prompt: Prompt) -> list[str]:
    """A prompt's options but the free actions (a net)."""
    return [o for o in option_ids(prompt) if o != "net"]


def test_aurora_tiles_go_on_any_habitat_but_the_net_one_one_tile_each(ctx: Ctx) -> None:
    lake = next(c for c, h in sorted(ctx.hexes.items()) if h.terrain == "lake")
    put_tile(ctx, lake, ctx.state.tile_stack[-1])
    assert aurora_refusal(ctx, lake) == ""  # a habitat tile laid by a discovery
    assert "Butterfly Net" in aurora_refusal(ctx, NET)
    assert aurora_refusal(ctx, NET, on_net=True) == ""  # when a Winterfall card says so
    assert aurora_refusal(ctx, SPOT[0]) == "it is not a habitat"
    lay_aurora(ctx, FLOWERS, CORAL)
    assert ctx.state.winterfall.auroras[CORAL].tokens == 2  # a token on each slot
    assert aurora_refusal(ctx, CORAL) == "an aurora tile already lies there"
    assert aurora_refusal(ctx, CORAL, replace=True) != ""  # replacing: wild or net only
    habitats = {c for c in ctx.hexes if habitat_at(ctx, c) is not None}
    assert set(aurora_spots(ctx)) == habitats - {NET}
    ok(ctx)


def test_an_effect_may_replace_the_tile_on_a_wild_or_the_net_habitat(ctx: Ctx) -> None:
    lay_wild_habitat(ctx, MUSHROOM, "test wild habitat", None)
    lay_aurora(ctx, FLOWERS, MUSHROOM)
    lay_aurora(ctx, POINTS, MUSHROOM, replace=True)
    lay_aurora(ctx, MUSHROOMS, NET, on_net=True)
    lay_aurora(ctx, FLOWERS, NET, on_net=True, replace=True)
    assert {c: a.tile for c, a in ctx.state.winterfall.auroras.items()} == {MUSHROOM: POINTS,
                                                                  NET: FLOWERS}
    assert ctx.state.winterfall.aurora_discard == [FLOWERS, MUSHROOMS]


def test_an_aurora_laid_on_a_blizzard_sends_the_blizzard_back(ctx: Ctx) -> None:
    place_blizzard(ctx, CORAL)
    lay_aurora(ctx, FLOWERS, CORAL)
    assert ctx.state.winterfall.blizzards == [] and CORAL in ctx.state.winterfall.auroras
    ok(ctx)


def test_the_last_token_discards_the_tile_and_the_habitat_under_gives_nothing(ctx: Ctx) -> None:
    """The book: a card from the fruit habitat, a coral, then the aurora's last token."""
    lay_aurora(ctx, POINTS, MUSHROOM)
    fruit_card = card_of(ctx, "fruit")
    move_card(ctx, fruit_card, 0, "wild:1")
    p = ctx.p(0)
    mushrooms, score = p.resources["mushroom"], p.score
    _value, prompts = run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), "card:6,3:1", "res:4,3", "aurora:5,1"])
    assert "aurora:5,1" in habitats_only(prompts[2])
    assert all("5,1" not in o for o in habitats_only(prompts[-1]) if o != "aurora:5,1")
    assert fruit_card in p.hand and p.score == score + 4
    assert ctx.state.winterfall.auroras == {} and ctx.state.winterfall.aurora_discard == [POINTS]
    assert p.resources["mushroom"] == mushrooms  # the uncovered habitat gave nothing
    assert "net-icon:5,1" in [o.id for o in net_targets(ctx, 0)]  # its icon by a net
    ok(ctx)


def test_one_aurora_per_placement_the_other_keeps_its_token(ctx: Ctx) -> None:
    """The book: two aurora tiles and one habitat; the second tile gives 2 Mushrooms."""
    lay_aurora(ctx, POINTS, CORAL)
    lay_aurora(ctx, MUSHROOMS, FRUIT)
    set_resources(ctx, 0, 1, 1, 1, 1)
    _value, prompts = run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), "aurora:6,3", "res:5,1"])
    assert {"aurora:4,3", "aurora:6,3"} <= set(habitats_only(prompts[2]))
    assert not [o for o in habitats_only(prompts[3]) if o.startswith("aurora")]
    assert ctx.p(0).resources["mushroom"] == 4  # 2 from the aurora, 1 from the habitat
    assert (
        ctx.state.winterfall.auroras[CORAL].tokens == 1
        and ctx.state.winterfall.auroras[FRUIT].tokens == 1
    )
    ok(ctx)


def test_an_aurora_that_gives_nothing_is_not_activated_six_flowers(ctx: Ctx) -> None:
    lay_aurora(ctx, FLOWERS, MUSHROOM)
    set_resources(ctx, 0, 1, 1, 6, 1)
    _value, prompts = run_step(ctx, place_crew(ctx, 0),
                               ["member:1", spot(*SPOT), "res:4,3", "res:6,3"])
    assert not [o for p in prompts for o in option_ids(p) if o.startswith("aurora")]
    assert ctx.state.winterfall.auroras[MUSHROOM].tokens == 2 and ctx.p(0).resources["flower"] == 6
    assert not activations(ctx)


def activations(ctx: Ctx) -> list[object]:
    return [e for e in ctx.table.events if e.kind == "aurora" and "activates" in e.text]


def test_a_partial_benefit_counts_five_flowers_and_the_activation_is_mandatory(
    ctx: Ctx,
) -> None:
    lay_aurora(ctx, FLOWERS, MUSHROOM)
    set_resources(ctx, 0, 1, 1, 5, 1)
    _value, prompts = run_step(ctx, place_crew(ctx, 0), [
        "member:1", spot(*SPOT), "res:4,3", "res:6,3", "aurora:5,1"])
    assert habitats_only(prompts[-1]) == ["aurora:5,1"]  # nothing else ends the placement
    assert ctx.p(0).resources["flower"] == 6 and ctx.state.winterfall.auroras[MUSHROOM].tokens == 1


def test_the_player_may_order_the_aurora_after_a_habitat_that_empties_its_benefit(
    ctx: Ctx,
) -> None:
    """Taken first, the flower habitat fills the flowers: the aurora then gives nothing."""
    lay_aurora(ctx, FLOWERS, CORAL)
    ctx.state.overlays[MUSHROOM] = Overlay("test flower habitat", habitat="flower")
    set_resources(ctx, 0, 1, 1, 5, 1)
    _value, prompts = run_step(ctx, place_crew(ctx, 0),
                               ["member:1", spot(*SPOT), "res:5,1", "res:6,3"])
    assert "aurora:4,3" in option_ids(prompts[2])
    assert ctx.state.winterfall.auroras[CORAL].tokens == 2 and ctx.p(0).resources["flower"] == 6


def test_an_aurora_is_no_habitat_and_no_net_reaches_it(ctx: Ctx) -> None:
    lay_aurora(ctx, POINTS, CORAL)  # over a habitat with a special effect icon
    assert habitat_at(ctx, CORAL) is None
    assert CORAL not in [h.coord for h in habitats_around(ctx, SPOT)]
    ctx.p(0).crew[1] = SPOT
    assert "net-icon:4,3" not in [o.id for o in net_targets(ctx, 0)]


def test_a_tile_laid_next_to_a_crew_member_already_there_gives_nothing(ctx: Ctx) -> None:
    run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*SPOT), "res:4,3", "res:5,1",
                                       "res:6,3"])
    before = (dict(ctx.p(0).resources), ctx.p(0).score)
    lay_aurora(ctx, POINTS, CORAL)
    lay_aurora(ctx, FLOWERS, FRUIT)
    assert (ctx.p(0).resources, ctx.p(0).score) == before
    assert [a.tokens for a in ctx.state.winterfall.auroras.values()] == [1, 2]
    assert not activations(ctx)


def test_the_view_shows_the_aurora_tiles_blizzards_and_snowfields(ctx: Ctx) -> None:
    lay_aurora(ctx, FLOWERS, CORAL)
    place_blizzard(ctx, FRUIT)
    ctx.state.winterfall.auroras[CORAL].tokens = 1  # as after one activation
    view = rules().view(ctx.state, 1)
    winter = view.winterfall
    assert winter.auroras == {"4,3": AuroraView(tile=FLOWERS, tokens=1)}
    assert winter.blizzards == ["6,3"] and winter.snowfields == [0] * 6


def test_the_invariants_catch_weather_off_the_habitats(ctx: Ctx) -> None:
    ctx.state.winterfall.blizzards = [NET]
    ctx.state.winterfall.auroras[SPOT[0]] = AuroraOnMap(FLOWERS, 0)
    found = rules().invariants(ctx.state)
    assert any("blizzard lies on net_habitat" in p for p in found)
    assert any("aurora tile at (5, 2)" in p for p in found)
