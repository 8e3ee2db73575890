"""Every effect the component data names has its function (or is passive by design)."""

import pytest

from engine.core.effects import UnknownEffect
from engine.wondrous.registry import EFFECTS, Source, run
from tests.wondrous.engine_helpers import ctx_of, rules, run_step, started


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
