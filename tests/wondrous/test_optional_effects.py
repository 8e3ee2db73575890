"""Card effects are optional (base rulebook, creature abilities): whoever plays a card need
not use its ability. The instant abilities, base and Winterfall, each in one class:

- ASKS_FIRST: the first question comes before the ability has done anything and offers a
  skip; skipping changes nothing and the ability is over.
- ACTS_FIRST: it asks nothing, or asks only after it has given something (the rest then
  follows from it, as an arrow on a card). Such an ability only gives, so using it can never
  leave its owner worse off: checked here on everything the owner holds.

Recharge abilities are optional the same way, each time they fire: classed and tested in
test_optional_recharge.py. Energy ones fire when their owner spends an energy (already a
choice), continuous and end ones by themselves: they are not classed."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import DONE, Prompt
from engine.core.hashing import canonical
from engine.core.testing import first
from engine.wondrous import modules
from engine.wondrous.cards import refill_wilderness
from engine.wondrous.ctx import Ctx
from engine.wondrous.play import play_card
from engine.wondrous.registry import Source, run, run_card
from engine.wondrous.winterfall.blizzards import blizzard_spots, place_blizzard
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import hand, reserve, run_step
from tests.wondrous.rule_helpers import ok, set_resources, store
from tests.wondrous.winter_card_helpers import table

NIGHTHIEF, NIGHTOGUE, MOTHAIL, MONARCTIC = 45, 46, 185, 184
WASPIKE, SANDRACO = 100, 12

ASKS_FIRST = {
    "activate_habitat_special_effect", "activate_recharge_gain_its_egg",
    "activate_different_recharges", "activate_recharge_score_its_ending",
    "play_from_wilderness_paying", "play_from_wilderness_free", "play_cheap_from_hand_free",
    "take_wilderness_by_species", "take_wilderness_gain_matching_egg",
    "take_wilderness_gain_habitat_resources", "sweep_take_wilderness", "sweep_take_repeat",
    "trigger_end_card_now", "repeat_achievement_reward", "restore_energy_card",
    "gain_egg", "gain_egg_of_last_instant_species",
    "flip_eggs_score_each", "hatch_for_chosen_egg", "hatch_eggs_score_each",
    "hatch_for_resources", "hatch_score_species_icons", "swap_eggs",
    "discard_score_each", "discard_score_matching_species", "discard_gain_habitat_resources",
    "discard_gain_matching_eggs", "discard_take_wilderness", "discard_gain_egg_discover_species",
    "place_or_remove_blizzard_gain_resource", "blizzard_gain_resource_activate_special",
    "remove_blizzards_gain_resources", "snowflakes_by_habitat_gain_resources",
    "snowflakes_by_species_gain_eggs", "snowflakes_half_take_other_half",
    "discover_species_score_ending", "discover_species_score_hand",
    "discover_species_gain_nets", "discover_habitat_score_icons",
}
ACTS_FIRST = {
    "score_per_habitat_icon", "discounted_by_habitat_icons", "score_top_habitat_count",
    "discard_for_discount_score", "discard_for_discount_net", "discount_next_card",
    "gain_nets", "score_per_snowflake", "draw_gain_matching_egg", "examine_keep_score_ending",
    "draw_then_discard", "draw_score_hand_size", "draw_net_if_big_hand", "draw_up_to_hand",
    "discover_end_card_gain_eggs", "discover_energy_card_gain_egg",
    "repeat_last_instant",  # what it copies decides: here a gain (Sandraco's points)
}
#: the card used for an effect when the first one by number would ask nothing
CARD_FOR = {"gain_egg": WASPIKE}


def instant_effects() -> dict[str, int]:
    """Every instant ability of the base game and Winterfall, with a card that has it."""
    ctx = table().ctx
    found: dict[str, int] = {}
    for number in sorted(ctx.cat.creatures_in(ctx.state.modules)):
        card = ctx.card(number)
        if card.type == "instant":
            found.setdefault(card.ability.effect, number)
    return found | {e: n for e, n in CARD_FOR.items() if e in found}


EFFECTS = instant_effects()


def deck_cards(ctx: Ctx, count: int, test: Any = lambda c: True) -> list[int]:
    found = [n for n in ctx.state.deck if test(ctx.card(n))]
    assert len(found) >= count
    return found[:count]


def situation(number: int) -> Ctx:
    """A Winterfall table where every instant ability has something to do: player 0 holds
    resources, a hand of cheap cards, eggs of several species (one hatched), two recharge,
    two end cards, an energy card short of energies and an earlier instant card (two
    species), marker rewards taken
    earlier; the map has a wild habitat, blizzards and free habitats; the Wilderness is
    full. Card `number` is in the reserve, played last."""
    ctx = table().ctx
    s = ctx.state
    set_resources(ctx, 0, 3, 3, 3, 3)
    for n in (number, SANDRACO):  # Sandraco: the instant played before, with two species
        if n in s.deck:
            s.deck.remove(n)
            s.deck.append(n)  # kept clear of the hand and reserve picks below
    cheap = deck_cards(ctx, 4, lambda c: sum(c.cost.values()) <= 2 and c.number != number)
    hand(ctx, 0, *cheap)
    recharge = deck_cards(ctx, 2, lambda c: c.type == "recharge"
                          and c.ability.effect.startswith("recharge_gain"))
    end = deck_cards(ctx, 2, lambda c: c.type == "end")
    energy = deck_cards(ctx, 1, lambda c: c.type == "energy")
    reserve(ctx, 0, *recharge, *end, *energy)
    ctx.p(0).reserve[-1].energies -= 1
    s.energies_supply += 1
    reserve(ctx, 0, SANDRACO)
    store(ctx, 0, "bird", "fish", "mammal", "insect")
    store(ctx, 0, "reptile", hatched=True)
    ctx.p(0).rewards_taken = ["net", "three_vp"]
    lay_wild_habitat(ctx, (2, 1), "wild-1", None)
    for coord in blizzard_spots(ctx)[:2]:
        place_blizzard(ctx, coord, None)
    reserve(ctx, 0, number)
    ctx.p(0).resolving.append(number)  # as when played: the one before is the last instant
    refill_wilderness(ctx)
    return ctx


def first_prompt(ctx: Ctx, number: int) -> tuple[Any, Prompt | None, Any]:
    """Start the ability: the step, its first question (None if it asked nothing before
    ending) and the state as it stood before the ability started."""
    before = canonical(ctx.state)
    step = run_card(ctx, 0, number)
    try:
        return step, next(step), before
    except StopIteration:
        return step, None, before


def test_every_instant_ability_is_classed() -> None:
    assert sorted(set(EFFECTS) - ASKS_FIRST - ACTS_FIRST) == []
    assert sorted(ASKS_FIRST & ACTS_FIRST) == []
    assert sorted((ASKS_FIRST | ACTS_FIRST) - set(EFFECTS)) == []


def assert_skipped_at_its_first_question(ctx: Ctx, number: int) -> str:
    """The card's ability asks before it acts, offers the skip, and skipping it ends the
    ability with nothing changed (shared with the recharge abilities' tests); the skip's
    label ("None" where a pick may end empty)."""
    step, prompt, before = first_prompt(ctx, number)
    assert prompt is not None, f"{ctx.card(number).name} asked nothing"
    assert canonical(ctx.state) == before, "it acted before its first question"
    skip = prompt.option(DONE)
    assert skip is not None and skip.enabled, f"{prompt.kind} offers no skip"
    with pytest.raises(StopIteration):  # skipped: the ability is over, nothing more asked
        step.send(DONE)
    assert canonical(ctx.state) == before
    ok(ctx)
    return skip.label


def assert_it_only_gives(ctx: Ctx, number: int) -> None:
    """An ability that acts before it asks anything leaves its owner no worse off and the
    weather as it was."""
    had = holdings(ctx)
    weather = (sorted(ctx.state.winterfall.blizzards), list(ctx.state.winterfall.snowfields))
    ran = run_step(ctx, run_card(ctx, 0, number), then=first, most=10)
    has = holdings(ctx)
    assert [k for k in had if has[k] < had[k]] == [], ran.prompts
    assert (
        sorted(ctx.state.winterfall.blizzards),
        list(ctx.state.winterfall.snowfields),
    ) == weather


@pytest.mark.parametrize("effect", sorted(ASKS_FIRST))
def test_the_first_question_offers_a_skip_that_changes_nothing(effect: str) -> None:
    number = EFFECTS[effect]
    assert_skipped_at_its_first_question(situation(number), number)


def holdings(ctx: Ctx) -> dict[str, int]:
    """What player 0 holds, counted; and what the table holds that a cost would move."""
    p = ctx.p(0)
    return {**p.resources, "score": p.score, "nets": p.nets, "hand": len(p.hand),
            "reserve": len(p.reserve), "eggs": len(p.eggs),
            "unhatched": sum(not e.hatched for e in p.eggs), "snowflakes": p.winterfall.snowflakes}


@pytest.mark.parametrize("effect", sorted(ACTS_FIRST))
def test_an_ability_that_acts_first_only_gives(effect: str) -> None:
    number = EFFECTS[effect]
    assert_it_only_gives(situation(number), number)


# -- the cards named in the report -------------------------------------------------------


@pytest.mark.parametrize("card", [NIGHTHIEF, NIGHTOGUE])
def test_nighthief_and_nightogue_may_be_skipped_before_the_sweep(card: int) -> None:
    ctx = situation(card)
    wilderness, hand_before = list(ctx.state.wilderness), list(ctx.p(0).hand)
    ran = run_step(ctx, run_card(ctx, 0, card), [DONE])
    assert [p.kind for p in ran.prompts] == ["sweep"]
    assert ran.prompts[0].option(DONE).label == "Skip this ability"
    assert ctx.state.wilderness == wilderness and ctx.p(0).hand == hand_before


def test_nighthief_used_still_sweeps_then_takes() -> None:
    ctx = situation(NIGHTHIEF)
    left = ctx.state.wilderness[:3]
    ran = run_step(ctx, run_card(ctx, 0, NIGHTHIEF), ["right", "wild:0"])
    assert [p.kind for p in ran.prompts] == ["sweep", "take-wilderness"]
    assert left[0] in ctx.p(0).hand and ctx.state.wilderness[1:3] == left[1:]


def test_nighthief_with_the_haze_sweeping_asks_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """A sweep that asks nothing (the Suspicious Haze's own) still lets the ability go
    unused: a question comes first."""
    ctx = situation(NIGHTHIEF)
    swept: list[int] = []

    def module_sweep(ctx: Ctx, seat: int) -> Any:
        swept.append(seat)
        yield from ()

    monkeypatch.setattr(modules, "sweep_rule", lambda state: module_sweep)
    ran = run_step(ctx, run_card(ctx, 0, NIGHTHIEF), [DONE])
    assert [p.kind for p in ran.prompts] == ["sweep"] and swept == []
    run_step(ctx, run_card(ctx, 0, NIGHTHIEF), ["sweep", "wild:0"])
    assert swept == [0]


@pytest.mark.parametrize("card", [MOTHAIL, MONARCTIC])
def test_mothail_may_be_skipped_but_once_begun_swaps_two(card: int) -> None:
    ctx = situation(card)
    stored = [(e.species, e.hatched) for e in ctx.p(0).eggs]
    ran = run_step(ctx, run_card(ctx, 0, card), [DONE])
    assert [p.kind for p in ran.prompts] == ["swap-eggs"]
    assert [(e.species, e.hatched) for e in ctx.p(0).eggs] == stored
    ran = run_step(ctx, run_card(ctx, 0, card), ["egg:0", "egg:4", "species:dragon",
                                                 "species:spirit"])
    second = ran.prompts[1]
    assert second.option(DONE) is not None and not second.option(DONE).enabled  # two
    assert [e.species for e in ctx.p(0).eggs] == ["dragon", "fish", "mammal", "insect",
                                                  "spirit"]
    ok(ctx)


def test_a_skipped_card_stays_played_and_the_action_goes_on() -> None:
    """Skipping is about the ability only: the card was paid for and is in the reserve."""
    ctx = situation(NIGHTHIEF)
    ctx.p(0).reserve = [c for c in ctx.p(0).reserve if c.number != NIGHTHIEF]
    ctx.p(0).hand.append(NIGHTHIEF)
    mushrooms = ctx.p(0).resources["mushroom"]
    run_step(ctx, play_card(ctx, 0, NIGHTHIEF, source="hand", paid=True), [DONE])
    assert NIGHTHIEF in [c.number for c in ctx.p(0).reserve]
    assert ctx.p(0).resources["mushroom"] == mushrooms - 1
    ok(ctx)


def test_the_same_effects_on_an_icon_or_an_aurora_tile_are_carried_out() -> None:
    """A sweep icon is used with a net (the choice was the net's) and an aurora tile must
    fire when it gives anything: neither offers the skip a creature's ability does."""
    ctx = situation(NIGHTHIEF)
    icon = Source("icon", hex=(4, 3))
    sweep = next(run(ctx, 0, "sweep_take_wilderness", {"take": 1}, icon))
    assert sweep.kind == "sweep" and sweep.option(DONE) is None
    egg = next(run(ctx, 0, "gain_egg", {"species": "any"}, Source("aurora", 1, hex=(5, 1))))
    assert egg.kind == "egg-species" and egg.option(DONE) is None
    end = next(run(ctx, 0, "trigger_end_card_now", {"cap": 10}, Source("aurora", 2)))
    assert end.kind == "end-card-now" and end.option(DONE) is None
