"""Basic action 3: completing achievements."""

from __future__ import annotations

from functools import partial

import pytest

from engine.wondrous.achieve import achieve, achievement_name, claims
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, rules, run_step
from tests.wondrous.rule_helpers import (
    choose,
    ok,
    restart_turn,
    set_achievements,
    set_trophies_left,
    store,
)

CABOT, HELENA, TINGENT = 1, 4, 9
ACHIEVEMENTS = ("main-1", "main-2", "main-3", "multi-mammal-fish", "multi-insect-bird",
                "single-dragon", "single-reptile")


#: no egg on the map, known achievements, and every player leading Cabot (no unlock effect,
#: unless a test picks another captain)
table = partial(builder.table, empty_map=True, achievements=ACHIEVEMENTS, captain=CABOT)


def single_species_cards(ctx, species: str, count: int, skip: tuple[int, ...] = ()) -> list[int]:
    found = [
        n for n in sorted(ctx.cat.creatures)
        if list(ctx.card(n).species) == [species] and n not in skip
        and ctx.card(n).type not in ("continuous", "energy")  # nothing reacts on its own
    ]
    assert len(found) >= count
    return found[:count]


def give_cards(ctx, seat: int, numbers) -> None:
    for n in numbers:
        move_card(ctx, n, seat, "reserve")


def thresholds(achievement: str, side: str) -> list[int]:
    card = rules().cat.achievements[achievement]
    return [slot.threshold for slot in card.sides[side].slots]


def slots_open(ctx, seat):
    return sorted((c.achievement, c.slot) for c in claims(ctx, seat))


def complete(ctx, seat, achievement, slot, *more):
    """Run the action; `more` answers egg, marker and reward questions."""
    return run_step(ctx, achieve(ctx, seat), [f"ach:{achievement}:{slot}", *more])


@pytest.mark.parametrize("players, side", [(2, "1-2"), (3, "3-4")])
def test_species_thresholds_come_from_the_side_for_the_player_count(players, side):
    _game, ctx = table(players)
    upper, lower = thresholds("single-dragon", side)
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", lower - 1))
    assert ("single-dragon", 1) not in slots_open(ctx, 0)
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", upper - 1))
    opened = slots_open(ctx, 0)
    assert ("single-dragon", 1) in opened and ("single-dragon", 0) not in opened
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", upper))
    assert {("single-dragon", 0), ("single-dragon", 1)} <= set(slots_open(ctx, 0))
    ok(ctx)


def test_the_two_achievement_sides_differ_for_the_same_icons():
    _two, ctx2 = table(2)
    _three, ctx3 = table(3)
    upper2, _ = thresholds("single-dragon", "1-2")
    upper3, _ = thresholds("single-dragon", "3-4")
    assert upper3 < upper2
    give_cards(ctx2, 0, single_species_cards(ctx2, "dragon", upper3))
    give_cards(ctx3, 0, single_species_cards(ctx3, "dragon", upper3))
    assert ("single-dragon", 0) not in slots_open(ctx2, 0)
    assert ("single-dragon", 0) in slots_open(ctx3, 0)


def test_a_multi_species_card_adds_both_species_and_either_alone_is_enough():
    _game, ctx = table()
    _, lower = thresholds("multi-mammal-fish", "1-2")
    give_cards(ctx, 0, single_species_cards(ctx, "mammal", 2))
    give_cards(ctx, 0, single_species_cards(ctx, "fish", lower - 2))
    assert ("multi-mammal-fish", 1) in slots_open(ctx, 0)
    give_cards(ctx, 1, single_species_cards(ctx, "fish", lower, skip=(68, 69, 72)))
    assert ("multi-mammal-fish", 1) in slots_open(ctx, 1)


def test_main_slots_are_first_come_first_served():
    _game, ctx = table(3)
    for seat in range(3):
        p = ctx.p(seat)
        for n in [n for n in ctx.state.deck if ctx.card(n).type != "energy"][:14]:
            move_card(ctx, n, seat, "reserve")
        assert len(p.reserve) == 14
    assert ("main-1", 0) in slots_open(ctx, 0)
    complete(ctx, 0, "main-1", 0, "marker:three_vp", "vp")
    assert ("main-1", 1) in slots_open(ctx, 1) and ("main-1", 0) not in slots_open(ctx, 1)
    complete(ctx, 1, "main-1", 1, "marker:three_vp", "vp")
    assert not [c for c in claims(ctx, 2) if c.achievement == "main-1"]
    main1 = ctx.state.achievements[0]
    assert main1.slots == [0, 1]
    ok(ctx)


def test_a_species_slot_taken_by_another_player_is_closed():
    _game, ctx = table()
    upper, lower = thresholds("single-dragon", "1-2")
    cards = single_species_cards(ctx, "dragon", upper + lower)
    give_cards(ctx, 0, cards[:upper])
    give_cards(ctx, 1, cards[upper:])
    complete(ctx, 0, "single-dragon", 0, "marker:three_vp", "vp")
    assert slots_open(ctx, 1) == [("single-dragon", 1)]
    ok(ctx)


def test_an_achievement_is_completed_only_once_per_player():
    _game, ctx = table()
    upper, _ = thresholds("single-dragon", "1-2")
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", upper))
    complete(ctx, 0, "single-dragon", 1, "marker:three_vp", "vp")  # the lower slot, by choice
    assert not [c for c in claims(ctx, 0) if c.achievement == "single-dragon"]
    assert ctx.state.achievements[5].slots == [None, 0]
    ok(ctx)


def test_hatched_eggs_do_not_count():
    _game, ctx = table()
    _, lower = thresholds("single-reptile", "1-2")
    give_cards(ctx, 0, single_species_cards(ctx, "reptile", lower - 1))
    store(ctx, 0, "reptile", "reptile", "reptile", hatched=True)
    assert ("single-reptile", 1) not in slots_open(ctx, 0)
    ctx.p(0).eggs[0].hatched = False
    assert ("single-reptile", 1) in slots_open(ctx, 0)
    ok(ctx)


def test_the_player_chooses_which_eggs_to_use_and_those_hatch():
    """As in the rulebook's bird example: card icons plus eggs reach the upper slot; the
    player may use just the eggs needed or one more."""
    _game, ctx = table()
    set_achievements(ctx, "main-1", "main-2", "main-3", "multi-mammal-fish",
                     "multi-dragon-reptile", "single-bird", "single-insect")
    upper, _ = thresholds("single-bird", "1-2")
    give_cards(ctx, 0, single_species_cards(ctx, "bird", upper - 3))
    store(ctx, 0, "bird", "fish", "bird", "bird", "bird")
    _value, prompts = complete(
        ctx, 0, "single-bird", 0, "marker:net", "egg:0", "egg:2", "egg:3", "done", "reward"
    )
    pick = [p for p in prompts if p.kind == "pick-eggs"]
    assert pick[0].instruction.startswith(f"{achievement_name(ctx, 'single-bird')}: pick")
    assert not pick[0].option("done").enabled  # at least three eggs are needed
    assert "egg:1" not in [o.id for o in pick[0].options]  # the fish egg cannot serve
    assert pick[-1].option("done").enabled
    assert [e.hatched for e in ctx.p(0).eggs] == [True, False, True, True, False]
    ok(ctx)
    _again, ctx2 = table()
    set_achievements(ctx2, "single-bird")
    give_cards(ctx2, 0, single_species_cards(ctx2, "bird", upper - 4))
    store(ctx2, 0, "bird", "bird", "bird", "bird")
    _, prompts = complete(ctx2, 0, "single-bird", 0, "marker:net", "vp")
    assert "pick-eggs" not in [p.kind for p in prompts]  # all four are needed: no choice
    assert all(e.hatched for e in ctx2.p(0).eggs)
    ok(ctx2)


def test_eight_unhatched_eggs_the_chosen_eight_hatch():
    _game, ctx = table()
    store(ctx, 0, "bird", "fish", "bird", "bird", "reptile", "bird", "fish", "insect", "dragon")
    picks = [f"egg:{i}" for i in (0, 1, 2, 3, 4, 5, 6, 8)]
    complete(ctx, 0, "main-2", 0, "marker:three_vp", *picks, "vp")
    assert [e.hatched for e in ctx.p(0).eggs] == [True] * 7 + [False, True]
    ok(ctx)


def test_the_marker_reward_or_two_points_instead():
    _game, ctx = table()
    upper, _ = thresholds("single-dragon", "1-2")
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", upper))
    p = ctx.p(0)
    complete(ctx, 0, "single-dragon", 0, "marker:net", "reward")
    assert p.nets == 2 and p.score == 0 and "net" not in p.markers
    give_cards(ctx, 0, single_species_cards(ctx, "reptile", 3))
    complete(ctx, 0, "single-reptile", 1, "marker:three_vp", "vp")
    assert p.score == 2 and "three_vp" not in p.markers and len(p.markers) == 4
    ok(ctx)


def test_a_trophy_while_any_remain_then_achievements_without_one():
    _game, ctx = table()
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", 7))
    give_cards(ctx, 0, single_species_cards(ctx, "reptile", 3))
    set_trophies_left(ctx, 1)
    complete(ctx, 0, "single-dragon", 0, "marker:three_vp", "vp")
    assert ctx.p(0).trophies == 1 and ctx.state.trophies == 0
    complete(ctx, 0, "single-reptile", 1, "marker:net", "vp")
    assert ctx.p(0).trophies == 1 and "single-reptile" in ctx.p(0).achievements
    ok(ctx)


@pytest.mark.parametrize("captain", [HELENA, TINGENT, CABOT])
def test_the_first_achievement_unlocks_the_captain(captain):
    _game, ctx = table()
    p = ctx.p(0)
    p.captain = captain
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", 7))
    give_cards(ctx, 0, single_species_cards(ctx, "reptile", 3))
    supply = ctx.state.energies_supply
    complete(ctx, 0, "single-dragon", 0, "marker:three_vp", "vp")
    assert p.unlocked
    assert p.nets == (2 if captain == HELENA else 1)
    assert p.captain_energies == (1 if captain == TINGENT else 0)
    assert ctx.state.energies_supply == supply - p.captain_energies
    complete(ctx, 0, "single-reptile", 1, "marker:net", "vp")
    assert p.nets == (2 if captain == HELENA else 1)  # no second unlock
    assert p.captain_energies == (1 if captain == TINGENT else 0)
    ok(ctx)


def test_helena_unlocking_with_three_nets_scores_a_point_instead():
    _game, ctx = table()
    p = ctx.p(0)
    p.captain = HELENA
    p.nets, ctx.state.nets_supply = 3, ctx.state.nets_supply - 2
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", 7))
    complete(ctx, 0, "single-dragon", 0, "marker:three_vp", "vp")
    assert p.nets == 3 and p.score == 2 + 1
    ok(ctx)


def test_six_achievements_at_most():
    game, ctx = table()
    p = ctx.p(0)
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", 7))
    done = ["main-x1", "main-x2", "main-x3", "main-x4", "main-x5", "main-x6"]
    p.achievements, p.markers = done, []
    assert claims(ctx, 0) == []
    prompt = restart_turn(game)
    assert not prompt.option("achieve").enabled
    assert "six" in prompt.option("achieve").reason


def test_completing_through_the_turn_prompt():
    game, ctx = table()
    give_cards(ctx, 0, single_species_cards(ctx, "dragon", 3))
    restart_turn(game)
    prompt = choose(game, "achieve", "ach:single-dragon:1", "marker:three_vp", "reward")
    assert prompt.kind == "turn" and prompt.option("end-turn").enabled
    assert ctx.p(0).score == 3 and ctx.p(0).trophies == 1 and ctx.p(0).unlocked
    ok(game)


def test_ten_icons_of_one_species_the_player_picks_the_species_and_its_eggs():
    _game, ctx = table()
    set_achievements(ctx, "main-4", "main-2", "main-3", "multi-mammal-fish",
                     "multi-insect-bird", "single-dragon", "single-reptile")
    give_cards(ctx, 0, single_species_cards(ctx, "bird", 8))
    give_cards(ctx, 0, single_species_cards(ctx, "fish", 9))
    store(ctx, 0, "bird", "bird", "fish", "bird", "bird")
    options = {c.option_id for c in claims(ctx, 0) if c.achievement == "main-4"}
    assert options == {"ach:main-4:0:bird", "ach:main-4:0:fish"}
    _, prompts = run_step(
        ctx,
        achieve(ctx, 0),
        ["ach:main-4:0:bird", "marker:three_vp", "egg:0", "egg:1", "egg:3", "done", "vp"],
    )
    pick = [p for p in prompts if p.kind == "pick-eggs"]
    assert not pick[0].option("done").enabled and pick[2].option("done").enabled
    assert "egg:2" not in [o.id for o in pick[0].options]  # the fish egg is not a bird
    assert [e.hatched for e in ctx.p(0).eggs] == [True, True, False, True, False]
    ok(ctx)


def test_ten_icons_of_one_species_from_cards_alone_hatch_nothing():
    _game, ctx = table()
    set_achievements(ctx, "main-4")
    give_cards(ctx, 0, single_species_cards(ctx, "fish", 10))
    store(ctx, 0, "fish")
    assert [c.option_id for c in claims(ctx, 0)] == ["ach:main-4:0"]
    complete(ctx, 0, "main-4", 0, "marker:three_vp", "done", "vp")
    assert not ctx.p(0).eggs[0].hatched
    ok(ctx)


def test_labels_and_log_lines_name_the_achievement():
    game, ctx = table()
    for n in [n for n in ctx.state.deck if ctx.card(n).type != "energy"][:14]:
        move_card(ctx, n, 0, "reserve")
    _value, prompts = complete(ctx, 0, "main-1", 0, "marker:three_vp", "vp")
    label = prompts[0].option("ach:main-1:0").label
    assert label.startswith("Big reserve: Have 14 or more creature cards")
    done = [e.text for e in game.events if e.kind == "achievement"]
    assert done == ["P1 completes the Big reserve achievement (upper slot)."]
    assert ctx.cat.achievements["multi-mammal-fish"].title == "Mammal and fish"
    ok(ctx)
