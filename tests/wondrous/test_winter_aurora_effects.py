"""The effects of Winterfall's aurora tiles (the appendix's list), each with the moment it
gives nothing: then the aurora is not activated and keeps its token."""

from __future__ import annotations

from engine.core.testing import first
from engine.wondrous.place import place_crew
from engine.wondrous.winterfall.auroras import activate, gives_nothing, lay_aurora
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, option_ids, set_resources, spot, store
from tests.wondrous.winter_card_helpers import cards_of, reserve, table

SPOT = ((5, 2), (5, 3))  # next to the coral habitat 4,3, the mushroom 5,1 and the fruit 6,3
AT = (5, 1)
NET, EGG, TWO_CARDS, END_CARD, ALL_RECHARGES, LAST_INSTANT, LEAST, SPECIES = range(11, 19)
BERRONG, TRINCAT, TORTOING, MELACIAL = 52, 168, 177, 193


def aurora(tile: int):
    ctx = table().ctx
    lay(ctx, tile, AT)
    return ctx


def lay(ctx, tile: int, at) -> None:
    """Lay an aurora tile as a drawn one is: out of the stack, onto the map."""
    if tile in ctx.state.winterfall.aurora_stack:
        ctx.state.winterfall.aurora_stack.remove(tile)
    lay_aurora(ctx, tile, at)


def fire(ctx, answers=()):
    return run_step(ctx, activate(ctx, 0, AT), answers)


def test_least_resources_the_player_picks_among_the_tied_scarcest() -> None:
    """The book: with two kinds tied for least, the player chooses which one."""
    ctx = aurora(LEAST)
    set_resources(ctx, 0, 3, 1, 1, 4)
    _value, prompts = fire(ctx, ["res:flower"])
    assert option_ids(prompts[0]) == ["res:coral", "res:flower"]
    assert ctx.p(0).resources == {"fruit": 3, "coral": 1, "flower": 3, "mushroom": 4}
    ok(ctx)


def test_least_resources_gives_nothing_only_when_every_kind_is_full() -> None:
    ctx = aurora(LEAST)
    set_resources(ctx, 0, 6, 6, 6, 6)
    assert gives_nothing(ctx, 0, AT)
    set_resources(ctx, 0, 6, 6, 5, 6)  # a part of the benefit is enough
    assert gives_nothing(ctx, 0, AT) == ""


def test_an_aurora_that_gives_nothing_is_not_offered_when_placing_crew() -> None:
    ctx = aurora(LEAST)
    set_resources(ctx, 0, 6, 6, 6, 6)
    _value, prompts = run_step(ctx, place_crew(ctx, 0), ["member:1", spot(*SPOT)], then=first)
    assert not [o for p in prompts for o in option_ids(p) if o.startswith("aurora")]
    assert ctx.state.winterfall.auroras[AT].tokens == 2
    ok(ctx)


def test_species_icons_count_cards_and_eggs_of_both_sides() -> None:
    ctx = aurora(SPECIES)
    assert "no species icon" in gives_nothing(ctx, 0, AT)
    reserve(ctx, 0, *cards_of(ctx, 2, species="fish"))
    store(ctx, 0, "fish", "bird")
    store(ctx, 0, "fish", hatched=True)
    score = ctx.p(0).score
    fish = sum(ctx.card(c.number).species.count("fish") for c in ctx.p(0).reserve) + 2
    _value, prompts = fire(ctx, ["species:fish"])
    assert "species:bird" in option_ids(prompts[0])
    assert ctx.p(0).score == score + fish
    ok(ctx)


def test_last_instant_uses_the_last_instant_card_again() -> None:
    ctx = aurora(LAST_INSTANT)
    assert "no instant card" in gives_nothing(ctx, 0, AT)
    nets = next(n for n in cards_of(ctx, 60, "instant")
                if ctx.card(n).ability.effect == "gain_nets")
    reserve(ctx, 0, nets)
    before = ctx.p(0).nets
    fire(ctx)
    assert ctx.p(0).nets == before + 1
    ok(ctx)


def test_last_instant_gives_nothing_after_berrong_or_blizard() -> None:
    ctx = aurora(LAST_INSTANT)
    reserve(ctx, 0, *cards_of(ctx, 1, "instant"), BERRONG)
    assert "Berrong" in gives_nothing(ctx, 0, AT)


def test_all_recharges_fires_each_recharge_card() -> None:
    ctx = aurora(ALL_RECHARGES)
    assert "no recharge card" in gives_nothing(ctx, 0, AT)
    reserve(ctx, 0, TRINCAT, TORTOING, 141)  # Avalanchelf: a continuous card for Tortoing
    ctx.state.trophies -= 2
    ctx.p(0).trophies = 2
    score = ctx.p(0).score
    fire(ctx, ["fire:168"])
    assert ctx.p(0).score == score + 2 + 2
    ok(ctx)


def test_end_card_scores_one_end_card_now_and_gives_nothing_if_none_would_score() -> None:
    ctx = aurora(END_CARD)
    assert gives_nothing(ctx, 0, AT)
    reserve(ctx, 0, MELACIAL)
    assert "would score" in gives_nothing(ctx, 0, AT)  # no snowflake yet: 0 VP
    ctx.p(0).winterfall.snowflakes = 3
    score = ctx.p(0).score
    fire(ctx)
    assert ctx.p(0).score == score + 3
    ok(ctx)


def test_two_cards_from_the_wilderness_none_there_nothing() -> None:
    ctx = aurora(TWO_CARDS)
    first_two = ctx.state.wilderness[:2]
    fire(ctx, ["wild:0", "wild:1"])
    assert ctx.p(0).hand == first_two
    for slot, number in enumerate(ctx.state.wilderness):
        if number is not None:
            ctx.state.wilderness[slot] = None
            ctx.state.deck.append(number)
    lay(ctx, TWO_CARDS, (4, 3))
    assert "Wilderness is empty" in gives_nothing(ctx, 0, (4, 3))


def test_egg_of_your_choice_spirits_too_nothing_when_the_supply_is_empty() -> None:
    ctx = aurora(EGG)
    _value, prompts = fire(ctx, ["species:dragon"])
    assert "species:spirit" in option_ids(prompts[0], enabled_only=False)
    assert [e.species for e in ctx.p(0).eggs] == ["dragon"]
    lay(ctx, EGG, (4, 3))
    for species in ctx.state.supply_eggs:
        ctx.state.supply_eggs[species] = 0
    assert "no such egg" in gives_nothing(ctx, 0, (4, 3))


def test_a_net_gives_nothing_only_when_none_is_left_and_the_player_is_below_the_limit() -> None:
    ctx = aurora(NET)
    ctx.state.nets_supply = 0
    assert "no net" in gives_nothing(ctx, 0, AT)
    ctx.p(0).nets = ctx.limit("nets_max")  # a net beyond the limit scores instead
    assert gives_nothing(ctx, 0, AT) == ""
