"""Winterfall snowfields: snowflakes pile up over the Wilderness slots and go with the card a
player takes, by any route; sweeps leave them; effects place them by the cards' icons."""

from __future__ import annotations

import pytest

from engine.core.hashing import canonical
from engine.wondrous import cards
from engine.wondrous.place import place_crew
from engine.wondrous.solo.tingent import take_face_up
from engine.wondrous.winterfall import snowfields
from engine.wondrous.winterfall.played import lay_record
from engine.wondrous.winterfall.snowfields import (
    in_pieces,
    place_snowflakes,
    slots_with_habitat,
    slots_with_species,
)
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import fresh, ok, spot
from tests.wondrous.solo_helpers import solo_fresh, tingent
from tests.wondrous.winter_helpers import card_of, winter

CORAL_AND_FRUIT = ((0, 2), (0, 3))  # next to the coral habitat 0,4 and the fruit one 1,2


def test_a_winterfall_game_has_an_empty_snowfield_over_each_slot() -> None:
    game, ctx = winter()
    assert ctx.state.winterfall.snowfields == [0] * len(ctx.state.wilderness)
    view = game.view(0)
    assert view.winterfall.snowfields == [0] * 6 and view.players[1].snowflakes == 0
    ok(ctx)


def test_a_base_game_has_no_snowfields_and_hashes_as_before() -> None:
    game, ctx = fresh()
    assert ctx.state.winterfall is None and game.view(0).winterfall is None
    data = canonical(ctx.state)
    assert not {"snowfields", "blizzards", "auroras", "aurora_discard"} & set(data)
    assert "snowflakes" not in data["players"][0]


def test_the_winterfall_event_example_places_on_the_first_third_and_sixth() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.snowfields[0] = 2
    assert place_snowflakes(ctx, [0, 2, 5]) == [0, 2, 5]
    assert ctx.state.winterfall.snowfields == [3, 0, 1, 0, 0, 1]


def test_taking_a_card_takes_the_snowflakes_of_its_slot() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.snowfields[:] = [3, 1, 0, 0, 0, 0]
    number = ctx.state.wilderness[0]
    run_step(ctx, cards.take_from_wilderness(ctx, 1, 1), ["wild:0"])
    assert number in ctx.p(1).hand
    assert ctx.p(1).winterfall.snowflakes == 3 and ctx.state.winterfall.snowfields == [
        0,
        1,
        0,
        0,
        0,
        0,
    ]
    ok(ctx)


def test_a_card_taken_from_a_habitat_next_to_a_new_crew_member_brings_its_snowflakes() -> None:
    _game, ctx = winter()
    coral = card_of(ctx, "coral")
    move_card(ctx, coral, 0, "wild:4")
    ctx.state.winterfall.snowfields[4] = 2
    run_step(ctx, place_crew(ctx, 0),
             ["member:1", spot(*CORAL_AND_FRUIT), "card:0,4:4", "res:1,2"])
    assert (
        coral in ctx.p(0).hand
        and ctx.p(0).winterfall.snowflakes == 2
        and ctx.state.winterfall.snowfields[4] == 0
    )


def test_tingent_taking_a_card_face_up_takes_its_snowflakes_too() -> None:
    game, ctx = solo_fresh()
    game.state.modules.append("winterfall")  # the module is read from the state
    lay_record(ctx.state)  # as a game set up with it has its record
    snowfields.lay_snowfields(ctx.state)
    ctx.state.winterfall.snowfields[:] = [1, 2, 3, 4, 5, 6]
    number = take_face_up(ctx, "single")
    assert number is not None
    slot = next(i for i, n in enumerate(ctx.state.winterfall.snowfields) if n == 0)
    assert tingent(ctx).winterfall.snowflakes == slot + 1


def test_a_sweep_and_a_full_sweep_leave_the_snowflakes_on_their_snowfields() -> None:
    _game, ctx = winter()
    ctx.state.winterfall.snowfields[:] = [1, 2, 3, 4, 5, 6]
    left = list(ctx.state.wilderness[:3])
    run_step(ctx, cards.sweep(ctx, 0), ["left"])
    assert ctx.state.wilderness[:3] != left and not set(left) & set(ctx.state.wilderness)
    cards.full_sweep(ctx)
    assert ctx.state.winterfall.snowfields == [1, 2, 3, 4, 5, 6]
    assert [p.winterfall.snowflakes for p in ctx.state.players] == [0, 0]
    ok(ctx)


def test_snowflakes_go_on_each_slot_whose_card_has_the_habitat_icon() -> None:
    _game, ctx = winter()
    coral = [card_of(ctx, "coral")]
    coral.append(card_of(ctx, "coral", avoid=tuple(coral)))
    others = [card_of(ctx, "fruit")]
    for slot, number in zip((1, 4), coral, strict=True):
        move_card(ctx, number, 0, f"wild:{slot}")
    for slot in (0, 2, 3, 5):
        move_card(ctx, card_of(ctx, "flower", avoid=tuple(others)), 0, f"wild:{slot}")
    assert slots_with_habitat(ctx, "coral") == [1, 4]
    place_snowflakes(ctx, slots_with_habitat(ctx, "coral"))
    assert ctx.state.winterfall.snowfields == [0, 1, 0, 0, 1, 0]


def test_a_card_with_two_icons_of_the_species_gets_one_snowflake(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _game, ctx = winter()
    fish_crab = card_of(ctx, species=("fish", "crustacean"))
    fish = card_of(ctx, species=("fish",))
    double = card_of(ctx, species=("bird",))
    twice = ctx.card(double).replace(species=["fish", "fish"])
    monkeypatch.setitem(ctx.cat.all_creatures, double, twice)
    for slot, number in ((0, fish_crab), (3, fish), (5, double)):
        move_card(ctx, number, 0, f"wild:{slot}")
    for slot in (1, 2, 4):
        move_card(ctx, card_of(ctx, species=("insect",)), 0, f"wild:{slot}")
    assert slots_with_species(ctx, "fish") == [0, 3, 5]
    assert slots_with_species(ctx, "crustacean") == [0]
    place_snowflakes(ctx, slots_with_species(ctx, "fish"))
    assert ctx.state.winterfall.snowfields == [1, 0, 0, 1, 0, 1]


def test_a_big_snowflake_is_five_and_the_total_is_what_counts() -> None:
    assert in_pieces(13) == (2, 3) and in_pieces(4) == (0, 4) and snowfields.BIG == 5
