"""Winterfall's end cards: what each scores at the end (the appendix's examples)."""

from __future__ import annotations

from engine.wondrous.scoring import breakdown, end_card_score
from tests.wondrous.rule_helpers import store
from tests.wondrous.winter_card_helpers import cards_of, reserve, table

AURORAXOL, PARDALORSO, FROZAIRY, MELACIAL = 190, 191, 192, 193
SWEEFINS, DWARFROST = 172, 147  # bird + fish; spirit + mammal
PLATAURORA = 63  # reptile; an egg on it adds a species
REPTILE_CARD = 55  # an instant card showing a reptile only


def test_frozairy_four_card_types_score_8() -> None:
    """The book: 3 end, 1 continuous, 2 energy and 10 instant cards are 4 types."""
    ctx = table().ctx
    reserve(ctx, 0, FROZAIRY, *cards_of(ctx, 2, "end"), 141, 148, 149)
    reserve(ctx, 0, *cards_of(ctx, 10, "instant"))
    assert end_card_score(ctx, ctx.p(0), FROZAIRY) == 8
    reserve(ctx, 0, *cards_of(ctx, 1, "recharge"))
    assert end_card_score(ctx, ctx.p(0), FROZAIRY) == 10


def test_auroraxol_counts_one_species_per_card_and_no_eggs() -> None:
    ctx = table().ctx
    reserve(ctx, 0, AURORAXOL, SWEEFINS)  # fish; bird + fish: 2 species
    assert end_card_score(ctx, ctx.p(0), AURORAXOL) == 2
    reserve(ctx, 0, DWARFROST)  # spirit + mammal: one of them only
    store(ctx, 0, "dragon", "insect")
    assert end_card_score(ctx, ctx.p(0), AURORAXOL) == 3


def test_auroraxol_counts_the_species_an_egg_adds_to_plataurora() -> None:
    """Decided (review d): the egg on Plataurora adds a species icon to that creature card,
    so Plataurora may count as dragon while the other reptile card counts as reptile."""
    ctx = table().ctx
    reserve(ctx, 0, AURORAXOL, PLATAURORA, REPTILE_CARD)  # fish; reptile; reptile
    assert end_card_score(ctx, ctx.p(0), AURORAXOL) == 2
    plataurora = next(c for c in ctx.p(0).reserve if c.number == PLATAURORA)
    ctx.state.supply_eggs["dragon"] -= 1
    plataurora.added_species.append("dragon")
    assert end_card_score(ctx, ctx.p(0), AURORAXOL) == 3


def test_pardalorso_scores_2_per_achievement_marker_placed() -> None:
    ctx = table().ctx
    reserve(ctx, 0, PARDALORSO)
    ctx.p(0).achievements = ["main-1", "main-21", "w-single-spirit"]
    assert end_card_score(ctx, ctx.p(0), PARDALORSO) == 6


def test_melacial_scores_1_per_snowflake_a_big_one_is_5_at_most_10() -> None:
    ctx = table().ctx
    reserve(ctx, 0, MELACIAL)
    ctx.p(0).winterfall.snowflakes = 7
    assert end_card_score(ctx, ctx.p(0), MELACIAL) == 7
    assert breakdown(ctx, ctx.p(0))["end cards"] == 7  # where every end card scores
    ctx.p(0).winterfall.snowflakes = 2 * 5 + 2  # two big snowflakes and two small ones
    assert end_card_score(ctx, ctx.p(0), MELACIAL) == 10
