"""Recharge abilities are optional too (base rulebook, creature abilities: a card's effect
need not be activated; its own example of optional parts is Housilk, a recharge card). The
same classes as for the instant abilities (test_optional_effects.py):

- ASKS_FIRST: the first question comes before the ability has done anything and offers a
  skip; skipping changes nothing and the ability is over. An ability that changes the table
  (a blizzard, a snowflake, a pool tile's icon) asks even with one answer possible; a gain
  asks only on a tie (its table here is set up for one).
- ACTS_FIRST: it asks nothing, or asks only after it has drawn: it only gives.

A recharge card fired by another card (Cabot, Mammothog, Pheoxi, Sugarider, Crystalama...)
runs as a card (`Source("card")`), so it may be skipped the same way; the same effects on an
icon, an aurora tile, a captain (Captain Marie's pool tile) or a Winterfall card are
carried out (skip.may_skip)."""

from __future__ import annotations

import pytest

from engine.core import DONE
from engine.core.option_ids import option_id
from engine.core.testing import first
from engine.wondrous.ctx import Ctx
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.registry import Source, run, run_card
from engine.wondrous.reserve import habitat_icons
from engine.wondrous.state import RESOURCES
from engine.wondrous.winterfall.blizzards import blizzard_spots
from engine.wondrous.winterfall.effects import recharge as winter_recharge
from tests.wondrous.engine_helpers import reserve, run_step
from tests.wondrous.rule_helpers import ok
from tests.wondrous.test_optional_effects import (
    assert_it_only_gives,
    assert_skipped_at_its_first_question,
    holdings,
    situation,
)

BLANCOBERON, OZERRO, FRONTERRIER, HOUSILK, PINKROAK = 143, 153, 163, 93, 11

ASKS_FIRST = {
    "recharge_place_blizzard_gain_resource", "recharge_snowflake_gain_resource",
    "recharge_activate_pool_tile", "recharge_gain_resource_flip_eggs",
    "recharge_gain_top_habitat_resource",  # on a tie among the top habitats
    "recharge_gain_least_resource_trophy_bonus", "recharge_gain_least_resource_score",
}
ACTS_FIRST = {
    "recharge_draw_score_matching_habitat", "recharge_gain_resource_trophy_bonus",
    "recharge_score_per_end_card", "recharge_draw_gain_habitat_resource",
    "recharge_draw_gain_matching_egg",  # the egg is asked for after the draw
    "recharge_score_per_hatched", "recharge_draw_score_ending",
    "recharge_score_per_continuous", "recharge_score_per_trophy",
    "recharge_score_top_egg_species",
}


def recharge_effects() -> dict[str, int]:
    """Every recharge ability of the base game and Winterfall, with a card that has it."""
    ctx = situation(BLANCOBERON)
    found: dict[str, int] = {}
    for number in sorted(ctx.cat.creatures_in(ctx.state.modules)):
        card = ctx.card(number)
        if card.type == "recharge":
            found.setdefault(card.ability.effect, number)
    return found


EFFECTS = recharge_effects()


def recharge_situation(number: int) -> Ctx:
    """The instant abilities' table (every resource at 3: the scarcest are tied), with
    the habitat icons of the reserve tied too (for Pinkroak)."""
    ctx = situation(number)
    if ctx.card(number).ability.effect == "recharge_gain_top_habitat_resource":
        def tied() -> bool:
            counts = sorted(habitat_icons(ctx, ctx.p(0), r) for r in RESOURCES)
            return counts[-1] == counts[-2]

        for more in list(ctx.state.deck):  # cards join the reserve until two habitats tie
            if tied():
                break
            reserve(ctx, 0, more)
        else:
            raise AssertionError("no card ties the habitat icons")
    return ctx


def test_every_recharge_ability_is_classed() -> None:
    assert sorted(set(EFFECTS) - ASKS_FIRST - ACTS_FIRST) == []
    assert sorted(ASKS_FIRST & ACTS_FIRST) == []
    assert sorted((ASKS_FIRST | ACTS_FIRST) - set(EFFECTS)) == []


@pytest.mark.parametrize("effect", sorted(ASKS_FIRST))
def test_the_first_question_offers_a_skip_that_changes_nothing(effect: str) -> None:
    number = EFFECTS[effect]
    ctx = recharge_situation(number)
    assert assert_skipped_at_its_first_question(ctx, number) == "Skip this ability"


@pytest.mark.parametrize("effect", sorted(ACTS_FIRST))
def test_an_ability_that_acts_first_only_gives(effect: str) -> None:
    number = EFFECTS[effect]
    assert_it_only_gives(recharge_situation(number), number)


# -- the cards named in the report -------------------------------------------------------


def test_blancoberon_may_be_declined_at_the_recharge() -> None:
    """The newcomer's case: Blancoberon fired by a Recharge action; the blizzard question
    offers the skip, and skipping lays no blizzard and gives nothing."""
    ctx = situation(BLANCOBERON)
    blizzards, had = sorted(ctx.state.winterfall.blizzards), holdings(ctx)
    ran = run_step(ctx, activate_recharge_cards(ctx, 0, 1, "recharge"),
                   [f"fire:{BLANCOBERON}", DONE])
    assert [p.kind for p in ran.prompts] == ["fire-recharge", "place-blizzard"]
    skip = ran.prompts[1].option(DONE)
    assert skip is not None and skip.label == "Skip this ability"
    assert sorted(ctx.state.winterfall.blizzards) == blizzards and holdings(ctx) == had
    ok(ctx)


def test_blancoberon_offers_the_skip_with_one_habitat_free(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A blizzard changes the table: the skip is offered even where the habitat would
    otherwise be taken unasked."""
    ctx = situation(BLANCOBERON)
    one = blizzard_spots(ctx)[:1]
    monkeypatch.setattr(winter_recharge, "blizzard_spots", lambda ctx: one)
    prompt = next(run_card(ctx, 0, BLANCOBERON))
    assert prompt.kind == "place-blizzard" and [o.id for o in prompt.options][-1] == DONE
    assert len(prompt.options) == 2


def test_blancoberon_used_still_lays_the_blizzard() -> None:
    ctx = situation(BLANCOBERON)
    spot = blizzard_spots(ctx)[0]
    ran = run_step(ctx, run_card(ctx, 0, BLANCOBERON), [option_id("blizzard", spot)],
                   then=first, most=10)
    assert spot in ctx.state.winterfall.blizzards, ran.prompts
    ok(ctx)


def test_housilk_no_resource_still_turns_eggs_skip_ends_it() -> None:
    ctx = situation(HOUSILK)
    step = run_card(ctx, 0, HOUSILK)
    prompt = next(step)
    ids = [o.id for o in prompt.options]
    assert "no-resource" in ids and ids[-1] == DONE
    assert step.send("no-resource").kind != "resource"  # on to the eggs


def test_the_same_effects_elsewhere_are_carried_out() -> None:
    """Captain Marie's pool tile and Cold Wave's snowflake (a Winterfall card) offer no
    skip; the creature's do."""
    ctx = situation(FRONTERRIER)
    marie = next(run(ctx, 0, "activate_pool_tile_effect", {}, Source("captain", 1)))
    assert marie.kind == "marie-tile" and marie.option(DONE) is None
    fronterrier = next(run_card(ctx, 0, FRONTERRIER))
    assert fronterrier.kind == "marie-tile" and fronterrier.option(DONE) is not None
