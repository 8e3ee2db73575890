"""Winterfall's energy cards, each from a set-up situation to what the appendix says."""

from __future__ import annotations

from engine.core import testing
from engine.wondrous.free import energy_refusal
from engine.wondrous.registry import run_card
from engine.wondrous.reserve import in_play
from engine.wondrous.winterfall.played import lay_record
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import give_trophies, ok, option_ids, set_resources
from tests.wondrous.solo_helpers import PLAYER, TINGENT, solo_started
from tests.wondrous.winter_card_helpers import cards_of, fire, hand, reserve, table

FROSTROLL, GRUAGAIL, TITANORAK, PICCOGRIFF, WINTERRIOR = 148, 149, 160, 170, 188
HAMSTORE, PLATAURORA, NUTABI, MELACIAL = 24, 63, 28, 193


def test_frostroll_puts_a_blizzard_and_uses_that_habitat_s_icon() -> None:
    ctx = table().ctx
    reserve(ctx, 0, FROSTROLL)
    score = ctx.p(0).score
    fire(ctx, 0, FROSTROLL, ["blizzard:4,3"])  # the coral habitat with the 3 VP icon
    assert ctx.state.winterfall.blizzards == [(4, 3)] and ctx.p(0).score == score + 3
    fire(ctx, 0, FROSTROLL, ["blizzard:3,6"])  # a fruit habitat with no icon: nothing more
    assert ctx.p(0).score == score + 3 and (3, 6) in ctx.state.winterfall.blizzards
    ok(ctx)


def test_gruagail_copies_hamstore_with_your_own_trophies_its_owner_gains_a_snowflake() -> None:
    """The book: Hamstore's bonus counts the copying player's trophies."""
    ctx = table().ctx
    reserve(ctx, 0, GRUAGAIL)
    reserve(ctx, 1, HAMSTORE)
    give_trophies(ctx, 0, 3)
    set_resources(ctx, 0, 0, 0, 0, 0)
    set_resources(ctx, 1, 0, 0, 0, 0)
    reserve(ctx, 1, 68)  # Aromalli: a second card to choose from
    fire(ctx, 0, GRUAGAIL, ["card:24"])
    assert ctx.p(0).resources["fruit"] == 2  # 1, and 1 more for 3 trophies
    assert ctx.p(1).winterfall.snowflakes == 1 and ctx.p(0).winterfall.snowflakes == 0
    assert ctx.p(1).resources["fruit"] == 0
    ok(ctx)


def test_gruagail_s_energy_waits_for_a_recharge_card_in_another_reserve() -> None:
    ctx = table().ctx
    reserve(ctx, 0, GRUAGAIL, HAMSTORE)  # one's own recharge cards cannot be copied
    card = in_play(ctx.p(0), GRUAGAIL)
    assert card is not None and "to copy" in energy_refusal(ctx, 0, card)
    reserve(ctx, 1, 68)  # Aromalli
    assert energy_refusal(ctx, 0, card) == ""


def test_titanorak_copies_plataurora_the_egg_goes_on_titanorak_and_is_no_spirit() -> None:
    ctx = table().ctx
    reserve(ctx, 0, TITANORAK)
    reserve(ctx, 1, PLATAURORA, FROSTROLL, GRUAGAIL, NUTABI)
    _value, prompts = fire(ctx, 0, TITANORAK, ["card:63", "species:fish"])
    assert option_ids(prompts[0]) == ["card:63", "card:28"]  # never a Spirit energy card
    assert "species:spirit" not in option_ids(prompts[1], enabled_only=False)
    titanorak = in_play(ctx.p(0), TITANORAK)
    plataurora = in_play(ctx.p(1), PLATAURORA)
    assert titanorak is not None and titanorak.added_species == ["fish"]
    assert plataurora is not None and plataurora.added_species == []
    assert ctx.p(1).winterfall.snowflakes == 1
    ok(ctx)


def test_titanorak_applies_the_copy_to_your_own_reserve() -> None:
    ctx = table().ctx
    reserve(ctx, 0, TITANORAK)
    reserve(ctx, 1, NUTABI)  # a resource of choice, 1 more per 3 trophies
    give_trophies(ctx, 1, 6)
    set_resources(ctx, 0, 0, 0, 0, 0)
    fire(ctx, 0, TITANORAK, ["res:coral"])  # the only card to copy: no question
    assert ctx.p(0).resources["coral"] == 1  # the other player's trophies do not count
    ok(ctx)


def test_titanorak_with_only_spirit_energy_cards_to_copy_cannot_be_used() -> None:
    ctx = table().ctx
    reserve(ctx, 0, TITANORAK)
    reserve(ctx, 1, FROSTROLL, GRUAGAIL)
    card = in_play(ctx.p(0), TITANORAK)
    assert card is not None and "to copy" in energy_refusal(ctx, 0, card)


def ending(ctx, score: int, skip=()) -> int:
    return next(n for n in sorted(ctx.cat.creatures) if n in ctx.state.deck and n not in skip
                and ctx.card(n).ending_score == score and ctx.card(n).type == "instant")


def test_winterrior_scores_the_ending_scores_discarded_2_3_2_1_is_8() -> None:
    ctx = table().ctx
    reserve(ctx, 0, WINTERRIOR)
    two = ending(ctx, 2)
    cards = [two, ending(ctx, 3), ending(ctx, 2, skip=(two,)), ending(ctx, 1), MELACIAL]
    kept = ending(ctx, 1, skip=cards)
    hand(ctx, 0, *cards, kept)
    score = ctx.p(0).score
    fire(ctx, 0, WINTERRIOR, [*(f"hand:{n}" for n in cards), "done"])
    assert ctx.p(0).hand == [kept] and ctx.p(0).score == score + 8  # the end card scores 0
    ok(ctx)


def test_winterrior_scores_at_most_10() -> None:
    ctx = table().ctx
    reserve(ctx, 0, WINTERRIOR)
    cards = cards_of(ctx, 8)
    hand(ctx, 0, *cards)
    assert sum(ctx.card(n).ending_score for n in cards) > 10
    score = ctx.p(0).score
    fire(ctx, 0, WINTERRIOR, [*(f"hand:{n}" for n in cards)])
    assert ctx.p(0).score == score + 10
    ok(ctx)


def test_piccogriff_takes_a_wilderness_card_and_its_ending_score_an_end_card_none() -> None:
    ctx = table().ctx
    reserve(ctx, 0, PICCOGRIFF)
    card = ctx.state.wilderness[2]
    assert card is not None
    move_card(ctx, MELACIAL, 0, "wild:4")
    ctx.state.winterfall.snowfields[2] = 2
    score = ctx.p(0).score
    fire(ctx, 0, PICCOGRIFF, ["wild:2"])
    assert card in ctx.p(0).hand and ctx.p(0).score == score + ctx.card(card).ending_score
    assert ctx.p(0).winterfall.snowflakes == 2  # the snowflakes come with the card
    fire(ctx, 0, PICCOGRIFF, ["wild:4"])
    assert MELACIAL in ctx.p(0).hand and ctx.p(0).score == score + ctx.card(card).ending_score
    ok(ctx)


def test_solo_titanorak_copies_a_face_up_energy_card_of_tingent_which_gains_a_snowflake() -> None:
    """A base solo game (Winterfall's solo set-up is not in yet), so Titanorak joins it from
    outside the deck and the card invariants are not checked."""
    _game, ctx = solo_started()
    lay_record(ctx.state)  # its cards gain snowflakes, kept on Winterfall's records
    ctx.p(PLAYER).score, ctx.p(PLAYER).track_done = 60, True
    reserve(ctx, PLAYER, TITANORAK)
    reserve(ctx, TINGENT, NUTABI)  # face up in Tingent's area
    set_resources(ctx, PLAYER, 0, 0, 0, 0)
    testing.run_step(run_card(ctx, PLAYER, TITANORAK), ["res:fruit"])
    assert ctx.p(PLAYER).resources["fruit"] == 1 and ctx.p(TINGENT).winterfall.snowflakes == 1
