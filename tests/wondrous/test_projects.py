"""Winterfall projects: ranks by count, ties take the next lower rank's reward and push the
others down, no icon no points; species count cards and every egg, hatched or not."""

from __future__ import annotations

from engine.wondrous.winterfall.projects import (
    project_points,
    rank_points,
    snowflake_count,
    species_count,
)
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import store
from tests.wondrous.winter_helpers import card_of, winter

FOUR = (8, 5, 3, 0)  # the book's rewards for four players


def test_the_bird_project_example_scores_8_5_3_0() -> None:
    assert rank_points([8, 5, 4, 1], FOUR) == [8, 5, 3, 0]


def test_the_snowflake_tie_example_scores_5_5_3_0() -> None:
    assert rank_points([6, 6, 5, 4], FOUR) == [5, 5, 3, 0]


def test_the_order_of_the_seats_does_not_matter() -> None:
    assert rank_points([4, 6, 5, 6], FOUR) == [0, 5, 3, 5]


def test_each_tie_group_pushes_the_seats_below_it_down_one_rank() -> None:
    assert rank_points([7, 5, 5, 2], FOUR) == [8, 3, 3, 0]
    assert rank_points([6, 6, 6, 4], FOUR) == [5, 5, 5, 3]


def test_a_seat_with_none_of_the_icons_scores_nothing_whatever_its_rank() -> None:
    assert rank_points([3, 0], (5, 2)) == [5, 0]
    assert rank_points([0, 0, 0], (6, 3, 1)) == [0, 0, 0]
    assert rank_points([2, 2, 0], (6, 3, 1)) == [3, 3, 0]


def test_ranks_past_the_boards_rewards_score_nothing() -> None:
    assert rank_points([3, 2, 1], (5, 2)) == [5, 2, 0]


def test_a_species_project_counts_cards_and_hatched_and_unhatched_eggs() -> None:
    _game, ctx = winter()
    p = ctx.p(0)
    move_card(ctx, card_of(ctx, species=("bird", "mammal")), 0, "reserve")
    move_card(ctx, card_of(ctx, species=("bird",)), 0, "reserve")
    store(ctx, 0, "bird", "fish")
    store(ctx, 0, "bird", hatched=True)
    assert species_count(ctx, p, "bird") == 4
    assert species_count(ctx, p, "mammal") == 1 and species_count(ctx, p, "dragon") == 0


def test_the_snowflake_project_counts_a_players_snowflakes() -> None:
    _game, ctx = winter()
    ctx.p(1).winterfall.snowflakes = 11  # two big snowflakes and one small
    assert snowflake_count(ctx.p(1)) == 11


def test_a_project_ranks_the_players_by_what_it_counts() -> None:
    _game, ctx = winter(players=4)
    for seat, flakes in enumerate((6, 6, 5, 4)):
        ctx.p(seat).winterfall.snowflakes = flakes
    assert project_points(ctx, snowflake_count, FOUR) == [5, 5, 3, 0]
    store(ctx, 2, "bird")
    birds = project_points(ctx, lambda p: species_count(ctx, p, "bird"), FOUR)
    assert birds == [0, 0, 8, 0]  # the only one with a bird icon: first place
