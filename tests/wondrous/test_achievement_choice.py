"""Complete an Achievement, step 3: the eggs used hatch; when the icons exceed the goal the
player decides which eggs (and so which icons) serve, and only the eggs of that choice
hatch, all of them after the choice is made. With one way only to meet the goal, nothing is
asked. Card icons cost nothing, so the only choice that matters is the eggs."""

from __future__ import annotations

from engine.core import Prompt
from engine.core.testing import first
from engine.wondrous.achieve import achieve
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import ok, set_achievements, store
from tests.wondrous.winter_card_helpers import reserve, table

CABOT = 1  # a captain with no unlock effect


def cards_of(ctx, species: str, count: int) -> list[int]:
    """Deck cards showing only `species` that react to nothing on their own."""
    found = [n for n in sorted(ctx.state.deck) if list(ctx.card(n).species) == [species]
             and ctx.card(n).type not in ("continuous", "energy")]
    assert len(found) >= count, species
    return found[:count]


def give(ctx, species: str, count: int) -> None:
    for n in cards_of(ctx, species, count):
        move_card(ctx, n, 0, "reserve")


def hatched(ctx) -> list[bool]:
    return [e.hatched for e in ctx.p(0).eggs]


def kinds(prompts: list[Prompt]) -> list[str]:
    return [p.kind for p in prompts]


def test_five_mammal_cards_meet_the_goal_alone_and_no_egg_hatches_unasked() -> None:
    """The mammal and fish card's lower slot wants 5 icons: 5 Mammal cards meet it; the
    player may still use the eggs in place of cards, so they are asked, and using none
    hatches none."""
    ctx = builder.table(empty_map=True, achievements=("multi-mammal-fish",), captain=CABOT).ctx
    give(ctx, "mammal", 5)
    store(ctx, 0, "mammal", "fish")
    ran = run_step(ctx, achieve(ctx, 0), ["ach:multi-mammal-fish:1", "marker:three_vp",
                                          "done", "vp"])
    pick = [p for p in ran.prompts if p.kind == "pick-eggs"]
    assert len(pick) == 1 and pick[0].option("done").enabled  # none is a legal answer
    assert hatched(ctx) == [False, False]
    ok(ctx)


def test_exceeding_the_goal_the_player_may_use_one_egg_and_only_it_hatches() -> None:
    ctx = builder.table(empty_map=True, achievements=("multi-mammal-fish",), captain=CABOT).ctx
    give(ctx, "mammal", 5)
    store(ctx, 0, "mammal", "fish")
    run_step(ctx, achieve(ctx, 0), ["ach:multi-mammal-fish:1", "marker:three_vp", "egg:1",
                                    "done", "vp"])
    assert hatched(ctx) == [False, True]
    ok(ctx)


def test_cards_alone_with_no_usable_egg_ask_nothing_about_eggs() -> None:
    ctx = builder.table(empty_map=True, achievements=("multi-mammal-fish",), captain=CABOT).ctx
    give(ctx, "mammal", 5)
    store(ctx, 0, "bird")  # not a species of the card
    store(ctx, 0, "mammal", hatched=True)  # hatched: never used
    ran = run_step(ctx, achieve(ctx, 0), ["ach:multi-mammal-fish:1", "marker:three_vp", "vp"])
    assert "pick-eggs" not in kinds(ran.prompts)
    assert hatched(ctx) == [False, True]


def test_exactly_the_eggs_needed_hatch_unasked() -> None:
    """One way only: 3 Mammal cards and 2 mammal eggs for a goal of 5."""
    ctx = builder.table(empty_map=True, achievements=("multi-mammal-fish",), captain=CABOT).ctx
    give(ctx, "mammal", 3)
    store(ctx, 0, "mammal", "mammal", "bird")
    ran = run_step(ctx, achieve(ctx, 0), ["ach:multi-mammal-fish:1", "marker:three_vp", "vp"])
    assert "pick-eggs" not in kinds(ran.prompts)
    assert hatched(ctx) == [True, True, False]
    ok(ctx)


def test_the_rulebook_bird_example_three_eggs_or_four() -> None:
    """7 bird icons for the upper slot, 3 of them unhatched eggs among 4: use the 3 needed
    (the cards cover the rest) or one more egg in place of a card; the chosen ones hatch."""
    for answers, expected in ((["egg:0", "egg:1", "egg:2", "done"], [True] * 3 + [False]),
                              (["egg:0", "egg:1", "egg:2", "egg:3"], [True] * 4)):
        ctx = builder.table(empty_map=True, achievements=("single-bird",), captain=CABOT).ctx
        give(ctx, "bird", 4)
        store(ctx, 0, "bird", "bird", "bird", "bird")
        ran = run_step(ctx, achieve(ctx, 0), ["ach:single-bird:0", "marker:three_vp",
                                              *answers, "vp"])
        first_pick = next(p for p in ran.prompts if p.kind == "pick-eggs")
        assert not first_pick.option("done").enabled  # at least 3 are needed
        assert hatched(ctx) == expected


def test_no_egg_hatches_before_the_last_question_about_the_others() -> None:
    """Two species of six icons each (Winterfall main achievement 24): the bird egg is
    needed (5 Bird cards), the fish egg is not (6 Fish cards). Nothing hatches while the
    player is still asked about the fish egg; the bird egg hatches with the rest."""
    ctx = table().ctx
    set_achievements(ctx, "main-24")
    ctx.p(0).captain = CABOT
    reserve(ctx, 0, *cards_of(ctx, "bird", 5), *cards_of(ctx, "fish", 6))
    store(ctx, 0, "bird", "fish")
    seen: list[list[bool]] = []

    def none_then_note(prompt: Prompt) -> str:
        seen.append(hatched(ctx))
        return "done"

    ran = run_step(ctx, achieve(ctx, 0), ["ach:main-24:0", "marker:three_vp", none_then_note],
                   then=first)
    pick = [p for p in ran.prompts if p.kind == "pick-eggs"]
    assert len(pick) == 1 and "egg:1" in [o.id for o in pick[0].options]  # the fish egg
    assert seen == [[False, False]]  # the bird egg waited for the answer
    assert hatched(ctx) == [True, False]
    ok(ctx)
