"""Winterfall's six captains (#14-19), once unlocked: each tier of Aquilo, Freya, Olwen and
Robin, Kaashif's snowflakes, and Zuri's energies spent in a free action once a turn."""

from __future__ import annotations

from functools import partial

import pytest

from engine.core import Game
from engine.wondrous.ctx import Ctx
from engine.wondrous.place import captain_power, place_crew
from engine.wondrous.state import WondrousState
from engine.wondrous.winterfall.effects import instant as winter_instant
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import option_ids, restart_turn, spot, store
from tests.wondrous.winter_helpers import card_of

AQUILO, FREYA, KAASHIF, OLWEN, ROBIN, ZURI = range(14, 20)
NO_HABITAT = ((0, 6), (1, 5))  # plains next to no habitat
ZURI_FREE = "captain-free"


#: a Winterfall game where seat 0 leads the captain a test names (unlocked_captain=), with
#: an empty hand, no resources and the score track rewards used up
table = partial(builder.table, winterfall=True, bare=True)


def power(ctx: Ctx, *answers: str) -> None:
    """The power as placing the captain fires it."""
    run_step(ctx, captain_power(ctx, 0, ask_first=False), answers)


def stack(ctx: Ctx, number: int) -> None:
    ctx.state.deck.remove(number)
    ctx.state.deck.append(number)


def eggs(ctx: Ctx, count: int) -> None:
    store(ctx, 0, *(["bird", "fish", "mammal", "reptile"] * 3)[:count])


def take_trophies(ctx: Ctx, count: int) -> None:
    """Seat 0 takes `count` trophies from the board."""
    ctx.state.trophies -= count
    ctx.p(0).trophies += count


def scoring_card(ctx: Ctx, habitat: str) -> int:
    return next(n for n in ctx.state.deck
                if ctx.card(n).habitat == habitat and ctx.card(n).ending_score > 0)


# -- Aquilo, Freya: by stored eggs --------------------------------------------------------


@pytest.mark.parametrize(("stored", "resource", "vp"), [(4, 0, False), (5, 1, False),
                                                         (9, 1, False), (10, 1, True)])
def test_aquilo_draws_and_with_more_eggs_takes_its_resource_then_its_ending_score(
        stored, resource, vp) -> None:
    _game, ctx = table(unlocked_captain=AQUILO)
    eggs(ctx, stored)
    card = scoring_card(ctx, "coral")
    stack(ctx, card)
    power(ctx)
    p = ctx.p(0)
    assert p.hand == [card] and p.resources["coral"] == resource
    assert p.score == (ctx.card(card).ending_score if vp else 0)


def test_aquilo_counts_hatched_eggs_too() -> None:
    _game, ctx = table(unlocked_captain=AQUILO)
    store(ctx, 0, "bird", "fish", "mammal", "reptile", hatched=True)
    store(ctx, 0, "dragon")
    card = scoring_card(ctx, "fruit")
    stack(ctx, card)
    power(ctx)
    assert ctx.p(0).resources["fruit"] == 1


@pytest.mark.parametrize(("stored", "vp"), [(0, 1), (3, 1), (4, 2), (5, 2), (6, 3), (8, 3),
                                            (9, 4), (11, 4), (12, 5)])
def test_freya_scores_by_her_tier_of_stored_eggs(stored, vp) -> None:
    _game, ctx = table(unlocked_captain=FREYA)
    eggs(ctx, stored)
    power(ctx)
    assert ctx.p(0).score == vp


def test_freya_fires_when_placed() -> None:
    _game, ctx = table(unlocked_captain=FREYA)
    eggs(ctx, 4)
    run_step(ctx, place_crew(ctx, 0), ["member:0", spot(*NO_HABITAT), "power"])
    assert ctx.p(0).score == 2


# -- Kaashif ------------------------------------------------------------------------------


def test_kaashif_scores_only_the_snowflakes_he_places_and_is_no_card(monkeypatch) -> None:
    _game, ctx = table(unlocked_captain=KAASHIF)
    told: list[int] = []

    def hook(ctx: Ctx, seat: int, count: int):  # type: ignore[no-untyped-def]
        told.append(count)
        yield from ()

    monkeypatch.setattr(winter_instant, "snow_placed_by_card", hook)
    birds = [n for n in ctx.state.deck if ctx.card(n).species == ["bird"]][:2]
    others = [n for n in ctx.state.deck if "bird" not in ctx.card(n).species][:4]
    for slot, n in enumerate([birds[0], *others[:2], birds[1], *others[2:]]):
        move_card(ctx, n, 0, f"wild:{slot}")
    ctx.state.winterfall.snowfields[:] = [2, 0, 0, 1, 0, 0]
    power(ctx, "species:bird")
    assert ctx.state.winterfall.snowfields == [3, 0, 0, 2, 0, 0]
    assert ctx.p(0).score == 2 and told == []


# -- Olwen, Robin: by trophies ------------------------------------------------------------


@pytest.mark.parametrize(("trophies", "resource", "vp"), [(2, 0, 0), (3, 1, 0), (4, 1, 0),
                                                          (5, 1, 3)])
def test_olwen_takes_a_wilderness_card_then_its_resource_then_three_vp(
        trophies, resource, vp) -> None:
    _game, ctx = table(unlocked_captain=OLWEN)
    take_trophies(ctx, trophies)
    card = card_of(ctx, "flower")
    move_card(ctx, card, 0, "wild:2")
    power(ctx, "wild:2")
    p = ctx.p(0)
    assert p.hand == [card] and p.resources["flower"] == resource and p.score == vp


@pytest.mark.parametrize(("trophies", "amount", "vp"), [(0, 1, 0), (2, 1, 0), (3, 2, 0),
                                                        (5, 2, 3)])
def test_robin_takes_his_top_habitats_resource_by_trophies(trophies, amount, vp) -> None:
    _game, ctx = table(unlocked_captain=ROBIN)
    take_trophies(ctx, trophies)
    for n in (card_of(ctx, "coral"), card_of(ctx, "mushroom")):
        move_card(ctx, n, 0, "reserve")
    move_card(ctx, card_of(ctx, "coral"), 0, "reserve")
    power(ctx)
    p = ctx.p(0)
    assert p.resources == {"fruit": 0, "coral": amount, "flower": 0, "mushroom": 0}
    assert p.score == vp


def test_robin_lets_the_player_pick_among_tied_habitats() -> None:
    _game, ctx = table(unlocked_captain=ROBIN)
    for h in ("coral", "mushroom"):
        move_card(ctx, card_of(ctx, h), 0, "reserve")
    power(ctx, "res:mushroom")
    assert ctx.p(0).resources["mushroom"] == 1


# -- Zuri ---------------------------------------------------------------------------------


def zuri(energies: int) -> tuple[Game[WondrousState], Ctx]:
    game, ctx = table(unlocked_captain=ZURI)
    ctx.p(0).captain_energies = energies
    ctx.state.energies_supply -= energies
    ctx.state.current = 0
    return game, ctx


def test_zuri_spends_one_energy_to_discover_a_card_once_a_turn() -> None:
    game, ctx = zuri(2)
    fish = next(n for n in ctx.state.deck if "fish" in ctx.card(n).species)
    stack(ctx, fish)
    prompt = restart_turn(game)
    assert ZURI_FREE in option_ids(prompt)
    game.choose(ZURI_FREE)
    assert option_ids(game.prompt) == ["discover", "back"]  # 3 energies are needed to play
    game.choose("discover")
    game.choose("species:fish")
    assert ctx.p(0).hand == [fish] and ctx.p(0).captain_energies == 1
    assert game.prompt is not None and game.prompt.kind == "turn"
    assert ZURI_FREE not in option_ids(game.prompt)  # once a turn, energies left or not
    assert ZURI_FREE in option_ids(game.prompt, enabled_only=False)


def test_zuri_spends_three_energies_to_discover_and_play_the_card_free() -> None:
    game, ctx = zuri(3)
    card = next(n for n in ctx.state.deck
                if "bird" in ctx.card(n).species and ctx.card(n).type == "end")
    stack(ctx, card)
    restart_turn(game)
    for answer in (ZURI_FREE, "discover-play", "species:bird"):
        game.choose(answer)
    p = ctx.p(0)
    assert card in [c.number for c in p.reserve] and p.hand == []
    assert p.captain_energies == 0 and p.resources == dict.fromkeys(p.resources, 0)
    assert game.prompt is not None and game.prompt.kind == "turn"  # no action was spent


def test_zuri_going_back_spends_nothing_and_a_locked_zuri_offers_nothing() -> None:
    game, ctx = zuri(1)
    restart_turn(game)
    game.choose(ZURI_FREE)
    game.choose("back")
    assert ctx.p(0).captain_energies == 1 and ZURI_FREE in option_ids(game.prompt)
    ctx.p(0).unlocked = False
    assert ZURI_FREE not in option_ids(restart_turn(game), enabled_only=False)
