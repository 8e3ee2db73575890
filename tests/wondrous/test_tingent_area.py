"""The AI Opponent, Tingent: no resources, nets or energies, no card costs or abilities, eggs
without storage rewards (and more than 12 of them), no score track rewards."""

from __future__ import annotations

from engine.wondrous.solo import board_icons as tingent_track
from engine.wondrous.solo.place import move
from engine.wondrous.solo.tingent import take_face_up
from engine.wondrous.state import Egg
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import lay_egg
from tests.wondrous.solo_helpers import (
    TINGENT,
    aim,
    creatures,
    drive,
    expected_spots,
    fill_wilderness,
    no_problems,
    solo,
    solo_fresh,
    species_of,
    tingent,
)


def test_a_face_up_energy_card_gets_no_energies_and_costs_nothing():
    _game, ctx = solo_fresh()
    energy = creatures(ctx, lambda n: ctx.card(n).type == "energy"
                       and species_of(ctx, n) == ("dragon",))
    best = max(energy, key=lambda n: (ctx.card(n).ending_score, -n))
    aim(ctx, "single", "single-dragon")
    others = creatures(ctx, lambda n: "dragon" not in species_of(ctx, n))[:5]
    fill_wilderness(ctx, [best, *others])
    supply = ctx.state.energies_supply
    resources = dict(tingent(ctx).resources)
    assert take_face_up(ctx, "single") == best
    card = tingent(ctx).reserve[0]
    assert card.number == best and card.energies == 0
    assert ctx.state.energies_supply == supply
    assert tingent(ctx).resources == resources  # nothing paid, nothing gained
    no_problems(ctx)


def test_tingents_continuous_cards_never_react():
    """An "on trophy: score" card face up in Tingent's area does nothing when it takes one."""
    _game, ctx = solo_fresh()
    scorer = creatures(ctx, lambda n: ctx.card(n).ability.effect == "on_trophy_score")
    assert scorer
    move_card(ctx, scorer[0], TINGENT, "reserve")
    tingent_track.complete(ctx, "main")
    assert tingent(ctx).trophies == 1
    assert tingent(ctx).score == 0


def test_tingent_gets_no_score_track_rewards():
    """Passing 5 (Discovery) and 30 (a trophy) gives Tingent nothing but the points."""
    _game, ctx = solo_fresh()
    t = tingent(ctx)
    t.score = 29
    best = expected_spots(ctx, ["mushroom"])[0]
    tiles, trophies, nets = dict(ctx.state.tiles), ctx.state.trophies, t.nets
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert t.score == 31
    assert t.crew[0] == best
    assert ctx.state.tiles == tiles and ctx.state.trophies == trophies
    assert t.trophies == 0 and t.nets == nets == 0
    no_problems(ctx)


def test_tingent_may_hold_more_than_twelve_eggs_and_gets_no_storage_reward():
    _game, ctx = solo_fresh()
    t = tingent(ctx)
    kinds = sorted(ctx.state.supply_eggs)
    for i in range(12):
        species = kinds[i % len(kinds)]
        ctx.state.supply_eggs[species] -= 1
        t.eggs.append(Egg(species))
    best = expected_spots(ctx, ["mushroom"])[0]
    lay_egg(ctx, best[0], "bird")
    before = (t.score, dict(t.resources), len(ctx.p(0).hand), t.hand)
    drive(ctx, move(ctx, "captain", ("mushroom",)))
    assert len(t.eggs) == 13 and t.eggs[-1].species == "bird"
    assert (t.score - 2, dict(t.resources), len(ctx.p(0).hand), t.hand) == before
    no_problems(ctx)


def test_tingents_crew_stays_on_the_map_through_the_players_recharge():
    from engine.wondrous.recharge import recharge
    from tests.wondrous.engine_helpers import run_step
    from tests.wondrous.solo_helpers import free_plains_spots

    _game, ctx = solo_fresh()
    spots = free_plains_spots(ctx)
    chosen = []
    for s in spots:
        if not any(set(s) & set(c) for c in chosen):
            chosen.append(s)
    me, t = ctx.p(0), tingent(ctx)
    me.crew = chosen[:3]
    t.crew[0], t.crew[1] = chosen[3], chosen[4]
    ctx.state.time_pos = 0
    run_step(ctx, recharge(ctx, 0))
    assert me.crew == [None, None, None]
    assert t.crew[:2] == [chosen[3], chosen[4]]
    assert solo(ctx).tracker == 0  # the player's recharge is not Tingent's
    no_problems(ctx)
