"""Every effect the component data names has its function (or is passive by design), the
base game's and Winterfall's; every main achievement condition is known."""

import pytest

from engine.core.effects import UnknownEffect
from engine.wondrous.registry import EFFECTS, Source, run
from engine.wondrous.winterfall.component_set import winterfall_parts
from tests.wondrous.engine_helpers import ctx_of, rules, run_step, started
from tests.wondrous.winter_helpers import condition_known


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
    w = winterfall_parts(rules().cat.comps)
    names = {x.ability.effect for x in w.creatures.creatures}
    names |= {x.effect.effect for x in w.icons.icons}
    names |= {x.effect.effect for x in w.tiles.aurora_effects}
    names |= {e.effect.effect for card in w.cards.cards for e in card.effects}
    names |= {x.effect.effect for x in w.cards.prelude_cards}
    for captain in w.captains.captains:
        names |= {a.effect for a in (captain.power, captain.unlock, captain.free_action) if a}
    return names


def test_every_winterfall_effect_is_registered():
    assert sorted(n for n in winterfall_effects() if n not in EFFECTS) == []


def test_every_winterfall_main_achievement_condition_is_known():
    ctx = ctx_of(started())
    mains = [a.condition for a in winterfall_parts(rules().cat.comps).achievements.achievements
             if a.condition is not None]
    unknown = {c.effect for c in mains if not condition_known(ctx, c.effect, c.params)}
    assert unknown == set()
