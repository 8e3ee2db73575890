"""Every effect the component data names has its function (or is passive by design).

The base game's effects must all be there. Winterfall's that the rules do not run yet are
named one by one in WINTERFALL_TO_IMPLEMENT (and its main achievement conditions in
WINTERFALL_CONDITIONS_TO_IMPLEMENT), so none is accepted silently: a name leaves the list
when its function is registered, and the tests say so."""

import pytest

from engine.core.effects import UnknownEffect
from engine.wondrous.achieve import main_claim
from engine.wondrous.registry import EFFECTS, Source, run
from tests.wondrous.engine_helpers import ctx_of, rules, run_step, started

WINTERFALL_TO_IMPLEMENT = frozenset({
    "activate_recharge_score_its_ending",
    "blizzard_gain_resource_activate_special",
    "captain_energy_discover",
    "discard_gain_egg_discover_species",
    "discover_end_card_gain_eggs",
    "discover_energy_card_gain_egg",
    "discover_habitat_score_icons",
    "discover_species",
    "discover_species_gain_nets",
    "discover_species_score_ending",
    "discover_species_score_hand",
    "draw_by_stored_eggs",
    "draw_up_to_hand",
    "end_score_distinct_card_types",
    "end_score_distinct_species_cards",
    "end_score_per_achievement_marker",
    "end_score_per_snowflake",
    "energy_blizzard_activate_special",
    "energy_copy_other_energy",
    "energy_copy_other_recharge",
    "energy_discard_score_endings",
    "energy_take_wilderness_score_ending",
    "gain_least_resources",
    "gain_top_habitat_resource_by_trophies",
    "hatch_score_species_icons",
    "on_card_snow_placement_score",
    "on_discover_gain_habitat_resource",
    "on_play_costly_card_gain_habitat_resource",
    "on_play_non_instant_score",
    "place_or_remove_blizzard_gain_resource",
    "recharge_activate_pool_tile",
    "recharge_draw_score_ending",
    "recharge_place_blizzard_gain_resource",
    "recharge_score_per_continuous",
    "recharge_score_per_trophy",
    "recharge_score_top_egg_species",
    "recharge_snowflake_gain_resource",
    "remove_blizzards_gain_resources",
    "score_by_stored_eggs",
    "score_chosen_species_icons",
    "score_per_snowflake",
    "snowflakes_by_habitat_gain_resources",
    "snowflakes_by_species_gain_eggs",
    "snowflakes_by_species_score",
    "snowflakes_half_take_other_half",
    "swap_eggs",
    "sweep_take_repeat",
    "take_wilderness_by_trophies",
})
WINTERFALL_CONDITIONS_TO_IMPLEMENT = frozenset({
    "distinct_species_on_cards",
    "habitat_icon_sets",
    "icons_of_species",
    "non_instant_cards",
    "unhatched_eggs_of_species",
})


def named_effects():
    c = rules().cat.comps
    names = {x.ability.effect for x in c.creatures.creatures}
    names |= {x.effect.effect for x in c.special_effects.icons}
    names |= {x.effect.effect for x in c.tracks.achievement_marker_rewards}
    for captain in c.captains.captains:
        names.add(captain.power.effect)
        names |= set(captain.power.params.get("options", []))
        if captain.unlock:
            names.add(captain.unlock.effect)
    return sorted(names)


@pytest.mark.parametrize("name", named_effects())
def test_effect_is_registered_or_passive(name):
    assert name in EFFECTS, name


def test_passive_cards_match_their_types():
    for card in rules().cat.creatures.values():
        if EFFECTS.is_passive(card.ability.effect):
            assert card.type in ("continuous", "end"), card.name


def test_an_unknown_effect_is_a_bug_not_a_silent_no_op():
    ctx = ctx_of(started())
    with pytest.raises(UnknownEffect, match="no_such_effect"):
        run_step(ctx, run(ctx, 0, "no_such_effect", {}, Source("card", 1)))


def winterfall_effects():
    """Every effect name the Winterfall files use, but for achievement conditions."""
    w = rules().cat.comps.winterfall
    names = {x.ability.effect for x in w.creatures.creatures}
    names |= {x.effect.effect for x in w.icons.icons}
    names |= {x.effect.effect for x in w.tiles.aurora_effects}
    names |= {e.effect.effect for card in w.cards.cards for e in card.effects}
    names |= {x.effect.effect for x in w.cards.prelude_cards}
    for captain in w.captains.captains:
        names |= {a.effect for a in (captain.power, captain.unlock, captain.free_action) if a}
    return names


def test_winterfall_effects_are_registered_or_listed_to_implement():
    names = winterfall_effects()
    missing = sorted(n for n in names - WINTERFALL_TO_IMPLEMENT if n not in EFFECTS)
    assert missing == [], "neither registered nor listed to implement"
    done = sorted(n for n in WINTERFALL_TO_IMPLEMENT if n in EFFECTS)
    assert done == [], "registered now: drop them from WINTERFALL_TO_IMPLEMENT"
    assert sorted(WINTERFALL_TO_IMPLEMENT - names) == [], "no Winterfall file uses these"


def _condition_known(ctx, effect, params):
    if effect == "same_species_icons":  # achieve.claims runs it itself, for the species pick
        return True
    try:
        main_claim(ctx, 0, effect, params)
    except ValueError:
        return False
    return True


def test_winterfall_conditions_are_known_or_listed_to_implement():
    ctx = ctx_of(started())
    mains = [a.condition for a in rules().cat.comps.winterfall.achievements.achievements
             if a.condition is not None]
    unknown = {c.effect for c in mains if not _condition_known(ctx, c.effect, c.params)}
    assert unknown == WINTERFALL_CONDITIONS_TO_IMPLEMENT
