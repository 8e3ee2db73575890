"""Winterfall's special effect icons (on wild habitats and its habitat tiles): what each
gives, and when it gives nothing (a net's option says so)."""

from __future__ import annotations

from engine.wondrous.free import idle_icon, net_targets, special_effect
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, option_ids, set_resources
from tests.wondrous.winter_card_helpers import hand, table

WILD = (3, 6)  # a fruit habitat, turned wild for the test
CREW = ((2, 5), (2, 6))  # next to it


def wild_with(ctx, icon: str) -> None:
    lay_wild_habitat(ctx, WILD, "wild-test", icon)


def use_icon(ctx, answers=()):
    return run_step(ctx, special_effect(ctx, 0, WILD), answers)


def test_discover_species_names_any_of_the_eight_species_spirits_too() -> None:
    ctx = table().ctx
    wild_with(ctx, "discover_species")
    _value, prompts = use_icon(ctx, ["species:spirit"])
    assert len(option_ids(prompts[0])) == 8 and "species:spirit" in option_ids(prompts[0])
    (found,) = ctx.p(0).hand
    assert "spirit" in ctx.card(found).species
    ok(ctx)


def test_discard_gain_egg_discards_a_card_for_an_egg_of_its_species() -> None:
    ctx = table().ctx
    wild_with(ctx, "discard_gain_egg")
    card = next(n for n in ctx.state.deck if ctx.card(n).species == ["fish"]
                and n < 141)
    hand(ctx, 0, card)
    assert idle_icon(ctx, 0, ctx.cat.special("discard_gain_egg").effect) == ""
    use_icon(ctx, [f"hand:{card}"])
    assert ctx.p(0).hand == [] and [e.species for e in ctx.p(0).eggs] == ["fish"]
    assert "hand is empty" in idle_icon(ctx, 0, ctx.cat.special("discard_gain_egg").effect)
    ok(ctx)


def test_score_2_draw_one_and_gain_any_resource() -> None:
    ctx = table().ctx
    score = ctx.p(0).score
    wild_with(ctx, "score_2")
    use_icon(ctx)
    assert ctx.p(0).score == score + 2
    ctx.state.overlays.clear()
    wild_with(ctx, "draw_one")
    top = ctx.state.deck[-1]
    use_icon(ctx)
    assert ctx.p(0).hand == [top]
    ctx.state.overlays.clear()
    wild_with(ctx, "gain_any_resource")
    set_resources(ctx, 0, 0, 0, 0, 0)
    use_icon(ctx, ["res:coral"])
    assert ctx.p(0).resources["coral"] == 1
    ok(ctx)


def test_a_net_is_warned_when_the_icon_gives_nothing() -> None:
    ctx = table().ctx
    wild_with(ctx, "gain_any_resource")
    ctx.p(0).crew[1] = CREW
    set_resources(ctx, 0, 6, 6, 6, 6)
    label = next(o.label for o in net_targets(ctx, 0) if o.id == "net-icon:3,6")
    assert "Gives nothing now" in label


def test_drawing_or_discovering_gives_nothing_when_no_card_is_left() -> None:
    ctx = table().ctx
    ctx.state.deck.clear()
    ctx.state.discard.clear()
    for icon in ("draw_one", "discover_species"):
        assert "no card is left" in idle_icon(ctx, 0, ctx.cat.special(icon).effect)
