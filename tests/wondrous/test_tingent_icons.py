"""Tingent Card Icons: draw a card face down, take a Wilderness card face up for the single-
or multi-species target, and take an egg of that card's species."""

from __future__ import annotations

from engine.wondrous.solo.tingent import egg_species
from tests.wondrous.solo_helpers import (
    a_card,
    aim,
    creatures,
    fill_wilderness,
    no_problems,
    run_tingent,
    solo,
    solo_fresh,
    species_of,
    stack_tingent_deck,
    tingent,
)

DRAW = a_card("yellow", actions=["draw_face_down"])
SINGLE = a_card("yellow", actions=["take_face_up_single"])
SINGLE_EGG = a_card("yellow", actions=["take_face_up_single", "gain_egg"])
MULTI = a_card("yellow", actions=["take_face_up_multi"])
MULTI_EGG = a_card("yellow", actions=["take_face_up_multi", "gain_egg"])


def pick(ctx, species, score, skip=()):
    """A creature of exactly these species and this ending score."""
    found = creatures(ctx, lambda n: species_of(ctx, n) == tuple(species)
                      and ctx.card(n).ending_score == score and n not in skip)
    assert found, f"no {species} card worth {score}"
    return found[0]


def play(ctx, card):
    stack_tingent_deck(ctx, card)
    run_tingent(ctx)
    assert solo(ctx).drawn[-1] == card


def reserve(ctx):
    return [c.number for c in tingent(ctx).reserve]


def eggs(ctx):
    return [e.species for e in tingent(ctx).eggs]


# ---------------------------------------------------------------- draw face down


def test_draw_face_down_takes_the_top_card_of_the_deck():
    _game, ctx = solo_fresh()
    top = ctx.state.deck[-1]
    play(ctx, DRAW)
    assert solo(ctx).face_down == [top]
    assert reserve(ctx) == [] and eggs(ctx) == []
    assert top not in ctx.state.deck and top not in ctx.p(0).hand
    no_problems(ctx)


# ---------------------------------------------------------------- take face up


def test_single_target_the_highest_ending_score_of_its_species():
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-fish")
    fish4, fish1, fish2 = pick(ctx, ["fish"], 4), pick(ctx, ["fish"], 1), pick(ctx, ["fish"], 2)
    fill_wilderness(ctx, [
        pick(ctx, ["mammal"], 3), fish1, pick(ctx, ["insect"], 3), fish4, fish2,
        pick(ctx, ["bird"], 2),
    ])
    play(ctx, SINGLE)
    assert reserve(ctx) == [fish4]  # face up in Tingent's area
    assert ctx.state.wilderness[3] is None  # refilled only at the end of the turn
    assert fish1 in ctx.state.wilderness and fish2 in ctx.state.wilderness
    assert eggs(ctx) == [] and solo(ctx).face_down == []  # this area has no egg icon
    no_problems(ctx)


def test_a_tie_for_the_highest_score_goes_to_the_left_most_card():
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-reptile")
    a = pick(ctx, ["reptile"], 3)
    b = pick(ctx, ["reptile"], 3, skip=(a,))
    fill_wilderness(ctx, [
        pick(ctx, ["reptile"], 1), pick(ctx, ["mammal"], 3), b, pick(ctx, ["reptile"], 2), a,
        pick(ctx, ["dragon"], 3),
    ])
    play(ctx, SINGLE)
    assert reserve(ctx) == [b]  # slot 2 before slot 4
    assert ctx.state.wilderness[2] is None and ctx.state.wilderness[4] == a


def test_a_two_species_card_fits_by_either_species():
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-mammal")
    bird_mammal = pick(ctx, ["bird", "mammal"], 3)
    mammal1 = pick(ctx, ["mammal"], 1)
    fill_wilderness(ctx, [
        mammal1, pick(ctx, ["fish"], 4), pick(ctx, ["mammal"], 2),
        bird_mammal, pick(ctx, ["bird"], 2), pick(ctx, ["mammal"], 1, skip=(mammal1,)),
    ])
    play(ctx, SINGLE_EGG)
    assert reserve(ctx) == [bird_mammal]
    # the rarer case: a two-species card gives the egg of the target's species
    assert eggs(ctx) == ["mammal"]
    no_problems(ctx)


def test_the_multi_icon_aims_at_the_multi_target_not_the_single_one():
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-fish")
    aim(ctx, "multi", "multi-insect-bird")
    bird = pick(ctx, ["bird"], 2)
    fill_wilderness(ctx, [
        pick(ctx, ["fish"], 4), pick(ctx, ["fish"], 3), bird, pick(ctx, ["insect"], 1),
        pick(ctx, ["mammal"], 3), pick(ctx, ["reptile"], 3),
    ])
    play(ctx, MULTI)
    assert reserve(ctx) == [bird]


def test_the_rulebook_bird_example_highest_card_and_a_bird_egg():
    """The yellow token lies on a multi-species card with a bird (the rulebook's example is
    Bird and Reptile; the designed cards pair bird with insect or dragon, so bird/dragon
    here). Several cards fit; the highest ending score, a bird, is taken, and a bird egg."""
    _game, ctx = solo_fresh()
    aim(ctx, "multi", "multi-bird-dragon")
    bird2 = pick(ctx, ["bird"], 2)
    dragon1 = pick(ctx, ["dragon"], 1)
    fill_wilderness(ctx, [
        pick(ctx, ["reptile"], 3), dragon1, pick(ctx, ["bird"], 1), bird2,
        pick(ctx, ["mammal"], 3), pick(ctx, ["dragon"], 1, skip=(dragon1,)),
    ])
    supply = ctx.state.supply_eggs["bird"]
    play(ctx, MULTI_EGG)
    assert reserve(ctx) == [bird2]
    assert eggs(ctx) == ["bird"] and not tingent(ctx).eggs[0].hatched
    assert ctx.state.supply_eggs["bird"] == supply - 1
    no_problems(ctx)


def test_the_egg_follows_the_card_taken_not_the_left_species_of_the_target():
    _game, ctx = solo_fresh()
    aim(ctx, "multi", "multi-dragon-reptile")
    reptile3 = pick(ctx, ["reptile"], 3)
    fill_wilderness(ctx, [
        pick(ctx, ["dragon"], 1), pick(ctx, ["dragon"], 2), reptile3, pick(ctx, ["fish"], 4),
        pick(ctx, ["reptile"], 1), pick(ctx, ["insect"], 3),
    ])
    play(ctx, MULTI_EGG)
    assert reserve(ctx) == [reptile3]
    assert eggs(ctx) == ["reptile"]


def test_no_fitting_card_means_a_face_down_draw_and_a_target_species_egg():
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-fish")
    before = [
        pick(ctx, ["mammal"], 3), pick(ctx, ["insect"], 3), pick(ctx, ["bird"], 2),
        pick(ctx, ["reptile"], 3), pick(ctx, ["dragon"], 3), pick(ctx, ["crustacean"], 2),
    ]
    fill_wilderness(ctx, before)
    top = ctx.state.deck[-1]
    play(ctx, SINGLE_EGG)
    assert reserve(ctx) == []
    assert solo(ctx).face_down == [top]
    assert ctx.state.wilderness == before
    assert eggs(ctx) == ["fish"]
    no_problems(ctx)


def test_after_a_face_down_fallback_a_multi_target_gives_its_left_species_egg():
    _game, ctx = solo_fresh()
    aim(ctx, "multi", "multi-reptile-mammal")
    fill_wilderness(ctx, [
        pick(ctx, ["fish"], 4), pick(ctx, ["insect"], 3), pick(ctx, ["bird"], 2),
        pick(ctx, ["dragon"], 3), pick(ctx, ["crustacean"], 2), pick(ctx, ["fish"], 3),
    ])
    play(ctx, MULTI_EGG)
    assert reserve(ctx) == [] and len(solo(ctx).face_down) == 1
    assert eggs(ctx) == ["reptile"]


def test_an_empty_wilderness_also_falls_back_to_a_face_down_draw():
    _game, ctx = solo_fresh()
    ctx.state.deck += [n for n in ctx.state.wilderness if n is not None]
    ctx.state.wilderness = [None] * len(ctx.state.wilderness)
    play(ctx, SINGLE)
    assert reserve(ctx) == [] and len(solo(ctx).face_down) == 1
    no_problems(ctx)


def test_egg_species_reading():
    """The egg rule in one place: one species -> that; two -> the target's; none taken
    -> the target's left species."""
    _game, ctx = solo_fresh()
    aim(ctx, "single", "single-mammal")
    aim(ctx, "multi", "multi-insect-bird")
    assert egg_species(ctx, "single", pick(ctx, ["fish", "mammal"], 2)) == "mammal"
    assert egg_species(ctx, "single", pick(ctx, ["mammal", "bird"], 2)) == "mammal"
    assert egg_species(ctx, "multi", pick(ctx, ["bird"], 2)) == "bird"
    assert egg_species(ctx, "multi", None) == "insect"
    assert egg_species(ctx, "single", None) == "mammal"
