"""Winterfall's continuous cards: what each reacts to, and what it does not."""

from __future__ import annotations

from engine.wondrous.deck import discover
from engine.wondrous.play import play_card
from engine.wondrous.reserve import cost_total
from engine.wondrous.winterfall.snowfields import place_snowflakes, snow_placed_by_card
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, set_resources
from tests.wondrous.winter_card_helpers import cards_of, fire, hand, reserve, table

AVALANCHELF, BANSHEER, BLANCOBERON, OZERRO, RICHERMIT, SNOWORM = 141, 142, 143, 153, 164, 174


def play_free(ctx, number: int) -> None:
    hand(ctx, 0, number)
    run_step(ctx, play_card(ctx, 0, number, source="hand", paid=False))


def test_avalanchelf_scores_for_itself_and_each_card_played_but_an_instant() -> None:
    ctx = table().ctx
    play_free(ctx, AVALANCHELF)
    assert scored_by(ctx, "Avalanchelf") == 1  # the book: playing it triggers it
    play_free(ctx, cards_of(ctx, 1, "recharge")[0])
    play_free(ctx, cards_of(ctx, 1, "end")[0])
    assert scored_by(ctx, "Avalanchelf") == 3
    instant = next(n for n in cards_of(ctx, 40, "instant")
                   if ctx.card(n).ability.effect == "gain_nets")
    play_free(ctx, instant)
    assert scored_by(ctx, "Avalanchelf") == 3
    ok(ctx)


def scored_by(ctx, name: str) -> int:
    return sum(int(e.payload["vp"]) for e in ctx.table.events
               if e.kind == "vp" and f"({name})" in e.text)


def test_bansheer_scores_each_snowflake_or_blizzard_a_creature_ability_places() -> None:
    ctx = table().ctx
    reserve(ctx, 0, BANSHEER, BLANCOBERON, OZERRO)
    score = ctx.p(0).score
    fire(ctx, 0, BLANCOBERON, ["blizzard:4,3"])
    fire(ctx, 0, OZERRO, ["snowfield:0"])
    assert ctx.p(0).score == score + 2
    run_step(ctx, snow_placed_by_card(ctx, 0, 3))  # the book: Jelluffle's 3 snowflakes
    assert ctx.p(0).score == score + 5
    ok(ctx)


def test_bansheer_ignores_snow_that_no_creature_ability_placed() -> None:
    ctx = table().ctx
    reserve(ctx, 0, BANSHEER)
    score = ctx.p(0).score
    place_snowflakes(ctx, [0, 2, 5], 0)  # as a Winterfall card or a captain does
    assert ctx.p(0).score == score
    reserve(ctx, 1, OZERRO)
    fire(ctx, 1, OZERRO, ["snowfield:0"])  # another player's card
    assert ctx.p(0).score == score


def test_snoworm_gains_the_habitat_resource_of_each_card_discovered() -> None:
    ctx = table().ctx
    reserve(ctx, 0, SNOWORM)
    set_resources(ctx, 0, 0, 0, 0, 0)
    found = discover(ctx, 0, lambda n: ctx.card(n).type == "end", "an end card")
    assert found is not None
    assert ctx.p(0).resources == {r: int(r == ctx.card(found).habitat) for r in ctx.p(0).resources}
    ok(ctx)


def test_richermit_gains_the_resource_of_a_card_printed_at_4_or_more_even_played_free() -> None:
    ctx = table().ctx
    reserve(ctx, 0, RICHERMIT)
    set_resources(ctx, 0, 0, 0, 0, 0)
    costly = quiet_card(ctx, lambda cost: cost >= 4)
    cheap = quiet_card(ctx, lambda cost: cost == 3)
    play_free(ctx, cheap)
    assert sum(ctx.p(0).resources.values()) == 0
    play_free(ctx, costly)
    assert ctx.p(0).resources[ctx.card(costly).habitat] == 1
    assert sum(ctx.p(0).resources.values()) == 1
    ok(ctx)


def quiet_card(ctx, cost) -> int:
    """A deck card whose play asks nothing (an end or a recharge card) with such a cost."""
    return next(n for n in sorted(ctx.cat.creatures) if n in ctx.state.deck
                and ctx.card(n).type in ("end", "recharge") and cost(cost_total(ctx, n)))
