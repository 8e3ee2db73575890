"""Winterfall's main achievements #21-26 (#20 is the base "icons of one species" rule with
9): when each may be completed, and the eggs used, which hatch. Hatched eggs never count."""

from __future__ import annotations

from engine.core.testing import first
from engine.wondrous.achieve import achieve, claims
from engine.wondrous.state import RESOURCES
from tests.wondrous.engine_helpers import run_step
from tests.wondrous.rule_helpers import ok, option_ids, store
from tests.wondrous.winter_card_helpers import reserve, table

MAINS = ("main-20", "main-21", "main-22", "main-23", "main-24", "main-25", "main-26")
CABOT = 1  # a captain with no unlock effect
PLATAURORA = 63


def open_mains(ctx) -> list[str]:
    return sorted(c.achievement for c in claims(ctx, 0))


def single(ctx, species: str, count: int, skip=()) -> list[int]:
    """Deck cards showing only `species` that react to nothing on their own."""
    found = [n for n in sorted(ctx.state.deck) if n not in skip
             and list(ctx.card(n).species) == [species]
             and ctx.card(n).type not in ("continuous", "energy")]
    assert len(found) >= count, species
    return found[:count]


def complete(ctx, achievement: str, *answers: str):
    return run_step(ctx, achieve(ctx, 0), [f"ach:{achievement}:0", *answers], then=first)


def hatched(ctx) -> list[str]:
    return sorted(e.species for e in ctx.p(0).eggs if e.hatched)


def test_21_eight_cards_that_are_not_instants() -> None:
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    others = [n for n in sorted(ctx.state.deck)
              if ctx.card(n).type in ("end", "recharge") and n < 141]
    instants = [n for n in sorted(ctx.state.deck) if ctx.card(n).type == "instant"]
    reserve(ctx, 0, *others[:7], *instants[:3])
    assert "main-21" not in open_mains(ctx)
    reserve(ctx, 0, others[7])
    assert "main-21" in open_mains(ctx)


def test_22_two_icons_of_each_habitat() -> None:
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    for r in RESOURCES:
        cards = [n for n in sorted(ctx.state.deck)
                 if ctx.card(n).habitat == r and ctx.card(n).type == "instant"]
        reserve(ctx, 0, *cards[: 1 if r == "coral" else 2])
    assert "main-22" not in open_mains(ctx)
    reserve(ctx, 0, next(n for n in sorted(ctx.state.deck)
                         if ctx.card(n).habitat == "coral" and ctx.card(n).type == "instant"))
    assert "main-22" in open_mains(ctx)


def test_23_three_unhatched_eggs_of_two_species_all_six_hatch() -> None:
    """The book: 3 unhatched fish eggs and 3 unhatched bird eggs."""
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    store(ctx, 0, "fish", "fish", "fish", "bird", "bird")
    store(ctx, 0, "bird", hatched=True)  # a hatched egg never counts
    reserve(ctx, 0, *single(ctx, "bird", 3))  # nor do cards
    assert "main-23" not in open_mains(ctx)
    store(ctx, 0, "bird")
    assert "main-23" in open_mains(ctx)
    complete(ctx, "main-23")
    assert hatched(ctx) == ["bird"] * 4 + ["fish"] * 3
    assert "main-23" in ctx.p(0).achievements
    ok(ctx)


def test_23_with_three_species_ready_the_player_names_two() -> None:
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    store(ctx, 0, "fish", "fish", "fish", "bird", "bird", "bird", "insect", "insect", "insect")
    _value, prompts = complete(ctx, "main-23", "marker:three_vp", "species:insect", "species:fish")
    asked = [p for p in prompts if p.kind == "achievement-species"]
    assert len(asked) == 2
    assert option_ids(asked[0]) == ["species:bird", "species:fish", "species:insect"]
    assert hatched(ctx) == ["fish"] * 3 + ["insect"] * 3
    ok(ctx)


def last_icon_is_an_unhatched_egg(ctx, achievement: str, species: str) -> None:  # type: ignore[no-untyped-def]
    """A hatched egg of `species` leaves the card one icon short; an unhatched one completes
    it, and completing it hatches that egg (the one already hatched stays so)."""
    store(ctx, 0, species, hatched=True)
    assert achievement not in open_mains(ctx)
    store(ctx, 0, species)
    assert achievement in open_mains(ctx)
    complete(ctx, achievement)
    assert hatched(ctx) == [species, species]
    ok(ctx)


def test_24_six_icons_of_two_species_the_eggs_used_hatch() -> None:
    """The book: 6 dragons and 6 fish; one fish is an unhatched egg."""
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    reserve(ctx, 0, *single(ctx, "dragon", 6), *single(ctx, "fish", 5))
    last_icon_is_an_unhatched_egg(ctx, "main-24", "fish")


def test_25_two_icons_of_six_species() -> None:
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    for species in ("dragon", "fish", "spirit", "insect", "reptile"):
        reserve(ctx, 0, *single(ctx, species, 2))
    reserve(ctx, 0, *single(ctx, "bird", 1))
    last_icon_is_an_unhatched_egg(ctx, "main-25", "bird")


def test_26_eight_species_on_creature_cards_one_per_card() -> None:
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    for species in ("crustacean", "mammal", "bird", "reptile", "fish", "insect"):
        reserve(ctx, 0, *single(ctx, species, 1))
    reserve(ctx, 0, 147)  # Dwarfrost: spirit and mammal, but it counts once
    store(ctx, 0, "dragon")  # eggs do not count
    assert "main-26" not in open_mains(ctx)
    reserve(ctx, 0, *single(ctx, "dragon", 1))
    assert "main-26" in open_mains(ctx)


def test_26_counts_the_species_an_egg_adds_to_plataurora() -> None:
    """Decided (review d): the egg on Plataurora adds a species icon to that creature card
    (the book's "eggs are not counted" means the egg storage), so it may be the card's one
    species: here dragon, while a reptile card stands for reptile."""
    ctx = table(achievements=MAINS, captain=CABOT).ctx
    for species in ("crustacean", "mammal", "bird", "reptile", "fish", "insect", "spirit"):
        reserve(ctx, 0, *single(ctx, species, 1))
    reserve(ctx, 0, PLATAURORA)  # reptile
    assert "main-26" not in open_mains(ctx)
    plataurora = next(c for c in ctx.p(0).reserve if c.number == PLATAURORA)
    ctx.state.supply_eggs["dragon"] -= 1
    plataurora.added_species.append("dragon")
    assert "main-26" in open_mains(ctx)
    ok(ctx)
