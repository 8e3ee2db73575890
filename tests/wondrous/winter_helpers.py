"""Helpers for the Winterfall rules tests: a started game with the module on."""

from __future__ import annotations

from collections.abc import Mapping

import pytest

from engine.core import Game, testing
from engine.core.testing import first
from engine.wondrous.achieve import main_claim
from engine.wondrous.components import Ability, Achievement
from engine.wondrous.ctx import Ctx
from engine.wondrous.registry import EFFECTS
from engine.wondrous.setup import STARTER_ACHIEVEMENTS
from engine.wondrous.state import WondrousState
from engine.wondrous.winterfall.catalog import (
    AURORA_TILES,
    WILD_HABITAT_TILES,
    aurora_tiles,
    wild_habitat_tiles,
)
from tests.wondrous.engine_helpers import config, ctx_of, in_play, rules
from tests.wondrous.rule_helpers import clear_map_eggs


def winter(players: int = 2, seed: int = 1) -> tuple[Game[WondrousState], Ctx]:
    """A Winterfall game past its setup decisions, with no egg on the map and without what
    its prelude card laid (wild habitats, snowflakes): tests lay what they need. Its main
    achievements are the starter ones, base cards 1-3 (the rules tests need no other)."""
    starter = config(players, seed, **{STARTER_ACHIEVEMENTS: True})
    game = Game(rules(), starter.replace(modules=("winterfall",)))
    testing.play(game, then=first, until=in_play)
    ctx = ctx_of(game)
    clear_map_eggs(ctx)
    ctx.state.overlays.clear()
    ctx.state.winterfall.snowfields = [0] * len(ctx.state.winterfall.snowfields)
    return game, ctx


def card_of(ctx: Ctx, habitat: str | None = None, species: tuple[str, ...] = (),
            avoid: tuple[int, ...] = ()) -> int:
    """A deck card of that habitat showing exactly those species (when given)."""
    return next(
        n for n in ctx.state.deck
        if n not in avoid
        and (habitat is None or ctx.card(n).habitat == habitat)
        and (not species or tuple(ctx.card(n).species) == species)
    )


def condition_known(ctx: Ctx, effect: str, params: Mapping[str, object]) -> bool:
    """Whether the rules can check a main achievement condition."""
    if effect == "same_species_icons":  # achieve.claims runs it itself, for the species pick
        return True
    try:
        main_claim(ctx, 0, effect, params)
    except ValueError:
        return False
    return True


def registered_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Winterfall games whose components all have their rules now: the cards, captains,
    main achievements, tiles and aurora tiles whose effects are registered (until the whole
    expansion's effects are in, a random game would reach one that is not)."""
    cat = rules().cat
    ctx = ctx_of(Game(rules(), config(2)))

    def runs(*abilities: Ability | None) -> bool:
        return all(a.effect in EFFECTS for a in abilities if a is not None)

    def captain_runs(n: int) -> bool:
        c = cat.captain(n)
        options = c.power.params.get("options", [])  # a captain offering base effects
        assert isinstance(options, list)
        return runs(c.power, c.unlock, getattr(c, "free_action", None)) and all(
            str(o) in EFFECTS for o in options)

    def achievement_runs(a: Achievement) -> bool:
        return a.condition is None or condition_known(ctx, a.condition.effect,
                                                      a.condition.params)

    creatures, captains = cat.creatures_in, cat.captains_in
    achievements, tiles = cat.achievements_in, cat.tiles_in
    monkeypatch.setattr(cat, "creatures_in", lambda modules: [
        n for n in creatures(modules) if runs(cat.creature(n).ability)])
    monkeypatch.setattr(cat, "captains_in", lambda modules: [
        n for n in captains(modules) if captain_runs(n)])
    monkeypatch.setattr(cat, "achievements_in", lambda modules: [
        a for a in achievements(modules) if achievement_runs(a)])
    monkeypatch.setattr(cat, "tiles_in", lambda modules: [
        t for t in tiles(modules) if runs(cat.specials[cat.tiles[t].special].effect)])
    monkeypatch.setitem(cat.made, WILD_HABITAT_TILES, [
        t for t in wild_habitat_tiles(cat) if runs(cat.specials[t.special].effect)])
    monkeypatch.setitem(cat.made, AURORA_TILES, {
        n: t for n, t in aurora_tiles(cat).items() if runs(t.effect)})
