"""Winterfall's recharge cards, each from a set-up situation to what the appendix says."""

from __future__ import annotations

from engine.core import DONE
from engine.wondrous.ctx import Ctx
from engine.wondrous.recharge import activate_recharge_cards
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import give_trophies, ok, option_ids, set_resources, store
from tests.wondrous.winter_card_helpers import cards_of, fire, on_deck, reserve, table

BLANCOBERON, OZERRO, FRONTERRIER, TRINCAT, TORTOING = 143, 153, 163, 168, 177
STURGLACI, CHILAMP, MELACIAL = 181, 182, 193
CORAL, NET, WILD = (4, 3), (4, 6), (3, 6)  # a coral habitat, the net one, a fruit one
VIKEY = 33  # a point each time one of your recharge cards fires
FIRES_A_RECHARGE_CARD = 7  # a habitat tile whose icon fires one of your recharge cards


def test_blancoberon_puts_a_blizzard_on_a_free_habitat_and_takes_its_resource() -> None:
    ctx = table().ctx
    reserve(ctx, 0, BLANCOBERON)
    set_resources(ctx, 0, 0, 0, 0, 0)
    _value, prompts = fire(ctx, 0, BLANCOBERON, ["blizzard:4,3"])
    assert "blizzard:4,6" not in option_ids(prompts[0])  # never the net habitat
    assert ctx.state.winterfall.blizzards == [CORAL] and ctx.p(0).resources["coral"] == 1
    _value, prompts = fire(ctx, 0, BLANCOBERON, ["blizzard:5,1"])
    assert "blizzard:4,3" not in option_ids(prompts[0])  # one blizzard per habitat
    ok(ctx)


def test_blancoberon_on_a_wild_habitat_gives_any_resource() -> None:
    ctx = table().ctx
    lay_wild_habitat(ctx, WILD, "wild-1", None)
    reserve(ctx, 0, BLANCOBERON)
    set_resources(ctx, 0, 0, 0, 0, 0)
    fire(ctx, 0, BLANCOBERON, ["blizzard:3,6", "res:flower"])
    assert ctx.p(0).resources["flower"] == 1 and ctx.state.winterfall.blizzards == [WILD]
    ok(ctx)


def test_ozerro_snows_on_a_snowfield_and_takes_the_card_s_habitat_resource() -> None:
    """The book: a snowflake on the 2nd snowfield, over a flower card, gives a Flower."""
    ctx = table().ctx
    reserve(ctx, 0, OZERRO)
    set_resources(ctx, 0, 0, 0, 0, 0)
    habitat = ctx.card(ctx.state.wilderness[1]).habitat
    fire(ctx, 0, OZERRO, ["snowfield:1"])
    assert ctx.state.winterfall.snowfields == [0, 1, 0, 0, 0, 0]
    assert ctx.p(0).resources[habitat] == 1 and sum(ctx.p(0).resources.values()) == 1
    ok(ctx)


def test_fronterrier_uses_the_icon_of_a_pool_tile() -> None:
    ctx = table().ctx
    reserve(ctx, 0, FRONTERRIER)
    tile = next(t for t in ctx.state.tile_pool
                if t is not None and ctx.cat.tile(t).special.startswith("gain_"))
    resource = ctx.cat.tile(tile).special.removeprefix("gain_")
    before = ctx.p(0).resources[resource]
    _value, prompts = fire(ctx, 0, FRONTERRIER, [f"tile:{tile}"])
    assert option_ids(prompts[0])[-1] == DONE  # Fronterrier's ability may be skipped
    assert len(option_ids(prompts[0])) == len([t for t in ctx.state.tile_pool if t]) + 1
    assert ctx.p(0).resources[resource] == before + 1
    ok(ctx)


def _pool_with(ctx: Ctx, tile: int) -> None:
    s = ctx.state
    if tile not in s.tile_pool:
        s.tile_stack.remove(tile)
        s.tile_stack.append(s.tile_pool[0])
        s.tile_pool[0] = tile


def test_fronterrier_never_fires_itself_through_a_tile_icon() -> None:
    """Fronterrier takes a pool tile's icon that fires a recharge card; Fronterrier is still
    firing, so it is not among them: with Vikey (a point each time a recharge card fires)
    the chain would otherwise score without end. Nothing else to fire: it says why."""
    ctx = table().ctx
    reserve(ctx, 0, FRONTERRIER, VIKEY)
    _pool_with(ctx, FIRES_A_RECHARGE_CARD)
    score = ctx.p(0).score
    since = len(ctx.table.events)
    _value, prompts = run_step(ctx, activate_recharge_cards(ctx, 0, None, "recharge"),
                               [f"tile:{FIRES_A_RECHARGE_CARD}"])
    assert [p.kind for p in prompts] == ["marie-tile"]  # the only card fires unasked
    assert ctx.p(0).score == score + 1  # Vikey, once
    said = [e.text for e in ctx.table.events[since:] if e.kind == "fire"]
    assert any("Still firing" in text and "Fronterrier" in text for text in said)
    assert ctx.firing == []
    ok(ctx)


def test_fronterrier_s_tile_icon_fires_another_recharge_card() -> None:
    """The other card fires inside Fronterrier's ability, and again in its own turn of the
    Recharge action; Fronterrier is never offered inside its own ability."""
    ctx = table().ctx
    reserve(ctx, 0, FRONTERRIER, TRINCAT)
    give_trophies(ctx, 0, 2)
    _pool_with(ctx, FIRES_A_RECHARGE_CARD)
    score = ctx.p(0).score
    since = len(ctx.table.events)
    run_step(ctx, activate_recharge_cards(ctx, 0, None, "recharge"),
             [f"fire:{FRONTERRIER}", f"tile:{FIRES_A_RECHARGE_CARD}"])
    fired = [e.payload["card"] for e in ctx.table.events[since:] if e.kind == "fire"]
    assert fired == [FRONTERRIER, TRINCAT, TRINCAT]  # inside Fronterrier's ability, then its own
    assert ctx.p(0).score == score + 4  # Trincat twice: a point a trophy
    ok(ctx)


def test_sturglaci_draws_and_scores_the_card_s_ending_score_an_end_card_none() -> None:
    ctx = table().ctx
    reserve(ctx, 0, STURGLACI)
    card = cards_of(ctx, 1, "instant")[0]
    on_deck(ctx, card, MELACIAL)
    score = ctx.p(0).score
    fire(ctx, 0, STURGLACI)
    assert ctx.p(0).hand == [card] and ctx.p(0).score == score + ctx.card(card).ending_score
    fire(ctx, 0, STURGLACI)
    assert MELACIAL in ctx.p(0).hand and ctx.p(0).score == score + ctx.card(card).ending_score
    ok(ctx)


def test_tortoing_scores_2_per_continuous_card_at_most_6() -> None:
    ctx = table().ctx
    reserve(ctx, 0, TORTOING, 141, 164)  # Avalanchelf and Richermit
    score = ctx.p(0).score
    fire(ctx, 0, TORTOING)
    assert ctx.p(0).score == score + 4
    reserve(ctx, 0, 142, 174)  # Bansheer, Snoworm: 4 continuous cards, 8 capped to 6
    fire(ctx, 0, TORTOING)
    assert ctx.p(0).score == score + 4 + 6
    ok(ctx)


def test_trincat_scores_1_per_trophy_at_most_5() -> None:
    ctx = table().ctx
    reserve(ctx, 0, TRINCAT)
    give_trophies(ctx, 0, 3)
    score = ctx.p(0).score
    fire(ctx, 0, TRINCAT)
    assert ctx.p(0).score == score + 3
    give_trophies(ctx, 0, 3)
    fire(ctx, 0, TRINCAT)
    assert ctx.p(0).score == score + 3 + 5
    ok(ctx)


def test_chilamp_scores_the_eggs_of_the_species_stored_most_hatched_too_at_most_5() -> None:
    ctx = table().ctx
    reserve(ctx, 0, CHILAMP, *cards_of(ctx, 3, species="bird"))  # cards do not count
    store(ctx, 0, "fish", "fish", "bird")
    store(ctx, 0, "fish", hatched=True)
    score = ctx.p(0).score
    fire(ctx, 0, CHILAMP)
    assert ctx.p(0).score == score + 3
    store(ctx, 0, "fish", "fish", "fish")
    fire(ctx, 0, CHILAMP)
    assert ctx.p(0).score == score + 3 + 5
    ok(ctx)
