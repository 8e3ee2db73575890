"""Winterfall's instant creature abilities, each from a set-up table to the outcome the
rulebook's appendix gives (with its examples: Dwarfreeze's three snowflakes, Jelluffle's
halves, Lulook's Melacial, Duvezon's hand, Monarctic's swap without Stellaling, Polaphopis'
two species)."""

from __future__ import annotations

from functools import partial

import pytest

from engine.core import DONE
from engine.wondrous.ctx import Ctx
from engine.wondrous.registry import run_card
from engine.wondrous.state import Egg
from engine.wondrous.winterfall.effects import instant as winter_instant
from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat
from tests.wondrous import builder
from tests.wondrous.engine_helpers import move_card, run_step
from tests.wondrous.rule_helpers import store
from tests.wondrous.winter_helpers import card_of

CLOUDERIEL, DWARFREEZE, ICOBLIN, JELLUFFLE, PUCALANCHE, REMOVIMP = 144, 146, 150, 152, 154, 157
STOVESEL, CHITINUTAN, CARGORNE, LULOOK, SURFFINS, JAKMITAN = 158, 161, 165, 169, 171, 173
TOADEFINE, COLDODON, DUVEZON, EXPLOPUS, GRUBLANCO, MONARCTIC = 175, 178, 179, 180, 183, 184
POLAPHOPIS, MELACIAL, FROSTROLL, ARMOROT = 186, 193, 148, 189
HAMSTORE, STELLALING = 24, 98  # a recharge card (ending score 2); "score 1 VP per egg taken"
CORAL_ICON, FLOWER_GAIN_CORAL, FRUIT, MUSHROOM = (4, 3), (1, 8), (1, 2), (2, 4)


SPIRIT_EGGS = 11


#: a Winterfall game with empty hands, no resources, score track rewards used up
table = partial(builder.table, winterfall=True, bare=True)


def with_spirit_eggs(ctx: Ctx, monkeypatch: pytest.MonkeyPatch) -> Ctx:
    """`ctx` with spirit eggs in the supply even before setup puts them there."""
    if "spirit" not in ctx.state.supply_eggs:
        monkeypatch.setitem(ctx.cat.comps.components.eggs, "spirit", SPIRIT_EGGS)
        ctx.state.supply_eggs["spirit"] = SPIRIT_EGGS
    return ctx


def use(ctx: Ctx, number: int, *answers: str, seat: int = 0) -> None:
    """Play `number` into the reserve (as it is when its ability fires) and use its ability."""
    move_card(ctx, number, seat, "reserve")
    run_step(ctx, run_card(ctx, seat, number), answers)


def wilderness(ctx: Ctx, *cards: int) -> None:
    for slot, number in enumerate(cards):
        move_card(ctx, number, 0, f"wild:{slot}")


def by_habitat(ctx: Ctx, *habitats: str) -> list[int]:
    """One deck card per habitat given, all different."""
    found: list[int] = []
    for h in habitats:
        found.append(card_of(ctx, h, avoid=tuple(found)))
    return found


def stack(ctx: Ctx, *numbers: int) -> None:
    """Put deck cards on top of the deck, the first given to be revealed first."""
    for n in numbers:
        ctx.state.deck.remove(n)
    ctx.state.deck.extend(reversed(numbers))


def of_species(ctx: Ctx, species: str, card_type: str = "", avoid: tuple[int, ...] = ()) -> int:
    """A deck card showing only `species` (of that type when given)."""
    return next(n for n in ctx.state.deck if n not in avoid
                and tuple(ctx.card(n).species) == (species,)
                and (not card_type or ctx.card(n).type == card_type))


def placed(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """What the ability tells Bansheer's hook, one entry per placement."""
    seen: list[int] = []

    def hook(ctx: Ctx, seat: int, count: int):  # type: ignore[no-untyped-def]
        seen.append(count)
        yield from ()

    monkeypatch.setattr(winter_instant, "snow_placed_by_card", hook)
    return seen


# -- blizzards ----------------------------------------------------------------------------


def test_clouderiel_puts_a_blizzard_and_takes_that_habitats_resource(monkeypatch) -> None:
    ctx = table().ctx
    seen = placed(monkeypatch)
    use(ctx, CLOUDERIEL, "put:4,3")
    assert ctx.state.winterfall.blizzards == [CORAL_ICON] and ctx.p(0).resources["coral"] == 1
    assert seen == [1]


def test_clouderiel_may_lift_a_blizzard_instead_and_that_is_no_placement(monkeypatch) -> None:
    ctx = table().ctx
    seen = placed(monkeypatch)
    ctx.state.winterfall.blizzards = [FRUIT]
    use(ctx, CLOUDERIEL, "lift:1,2")
    assert ctx.state.winterfall.blizzards == [] and ctx.p(0).resources["fruit"] == 1 and seen == []


def test_clouderiel_on_a_wild_habitat_takes_any_resource() -> None:
    ctx = table().ctx
    lay_wild_habitat(ctx, MUSHROOM, "wild-test", None)
    use(ctx, CLOUDERIEL, "put:2,4", "res:flower")
    assert ctx.state.winterfall.blizzards == [MUSHROOM] and ctx.p(0).resources["flower"] == 1


def test_pucalanche_takes_the_resource_and_uses_the_icon_under_its_blizzard(monkeypatch) -> None:
    ctx = table().ctx
    seen = placed(monkeypatch)
    use(ctx, PUCALANCHE, "put:1,8")  # a flower habitat whose icon gives a coral
    assert ctx.state.winterfall.blizzards == [FLOWER_GAIN_CORAL]
    assert ctx.p(0).resources == {"fruit": 0, "coral": 1, "flower": 1, "mushroom": 0}
    assert seen == [1]


def test_pucalanche_on_a_habitat_without_an_icon_gives_only_the_resource() -> None:
    ctx = table().ctx
    use(ctx, PUCALANCHE, "put:3,6")
    assert ctx.p(0).resources["fruit"] == 1 and ctx.p(0).score == 0


def test_pucalanche_never_goes_on_the_net_habitat_nor_under_a_blizzard() -> None:
    ctx = table().ctx
    ctx.state.winterfall.blizzards = [FRUIT]
    move_card(ctx, PUCALANCHE, 0, "reserve")
    ran = run_step(ctx, run_card(ctx, 0, PUCALANCHE), ["put:4,3"])
    offered = [o.id for o in ran.prompts[0].options]
    assert "put:4,6" not in offered and "put:1,2" not in offered and "put:4,3" in offered


def test_removimp_lifts_up_to_two_blizzards_each_giving_its_resource() -> None:
    ctx = table().ctx
    ctx.state.winterfall.blizzards = [FRUIT, MUSHROOM, CORAL_ICON]
    use(ctx, REMOVIMP, "lift:1,2", "lift:4,3")
    assert ctx.state.winterfall.blizzards == [MUSHROOM]
    assert ctx.p(0).resources == {"fruit": 1, "coral": 1, "flower": 0, "mushroom": 0}


def test_removimp_may_stop_after_one() -> None:
    ctx = table().ctx
    ctx.state.winterfall.blizzards = [FRUIT, MUSHROOM]
    use(ctx, REMOVIMP, "lift:2,4", DONE)
    assert ctx.state.winterfall.blizzards == [FRUIT] and ctx.p(0).resources["mushroom"] == 1


# -- snowflakes ---------------------------------------------------------------------------


def test_dwarfreeze_example_coral_on_three_snowfields_gives_two_corals(monkeypatch) -> None:
    ctx = table().ctx
    seen = placed(monkeypatch)
    wilderness(ctx, *by_habitat(ctx, "fruit", "flower", "coral", "mushroom", "coral", "coral"))
    use(ctx, DWARFREEZE, "res:coral")
    assert ctx.state.winterfall.snowfields == [0, 0, 1, 0, 1, 1]
    assert ctx.p(0).resources["coral"] == 2 and seen == [3]


def test_dwarfreeze_with_two_snowflakes_gives_one_resource() -> None:
    ctx = table().ctx
    wilderness(ctx, *by_habitat(ctx, "fruit", "flower", "coral", "mushroom", "fruit", "coral"))
    use(ctx, DWARFREEZE, "res:fruit")
    assert (
        ctx.state.winterfall.snowfields == [1, 0, 0, 0, 1, 0] and ctx.p(0).resources["fruit"] == 1
    )


def singles(ctx: Ctx, *species: str) -> list[int]:
    """One deck card per species given, each showing only it, all different."""
    found: list[int] = []
    for s in species:
        found.append(of_species(ctx, s, avoid=tuple(found)))
    return found


def test_stovesel_counts_a_card_with_two_species_and_gives_two_eggs_for_three(
    monkeypatch,
) -> None:
    ctx = with_spirit_eggs(table().ctx, monkeypatch)
    wilderness(ctx, JELLUFFLE, *singles(ctx, "spirit", "bird", "spirit", "fish", "reptile"))
    use(ctx, STOVESEL, "species:spirit", "wild:5")  # the 2nd egg slot gives a card
    assert ctx.state.winterfall.snowfields == [1, 1, 0, 1, 0, 0]
    assert [e.species for e in ctx.p(0).eggs] == ["spirit", "spirit"]


def test_stovesel_with_one_snowflake_gives_one_egg() -> None:
    ctx = table().ctx
    wilderness(ctx, *singles(ctx, "bird", "fish", "fish", "reptile", "reptile", "mammal"))
    use(ctx, STOVESEL, "species:bird")
    assert ctx.state.winterfall.snowfields == [1, 0, 0, 0, 0, 0]
    assert [e.species for e in ctx.p(0).eggs] == ["bird"]


def test_icoblin_scores_each_snowflake_up_to_ten() -> None:
    ctx = table().ctx
    ctx.p(0).winterfall.snowflakes = 7  # a big snowflake and two small ones
    use(ctx, ICOBLIN)
    assert ctx.p(0).score == 7
    ctx.p(1).winterfall.snowflakes = 13
    use(ctx, 151, seat=1)  # Icobold does the same
    assert ctx.p(1).score == 10


@pytest.mark.parametrize("side", ["left", "right"])
def test_jelluffle_snows_on_one_half_and_takes_the_other_halfs_cards(monkeypatch, side) -> None:
    ctx = table().ctx
    seen = placed(monkeypatch)
    ctx.state.winterfall.snowfields[:] = [2, 0, 0, 0, 0, 1]
    before = list(ctx.state.wilderness)
    use(ctx, JELLUFFLE, side)
    snowy, taken = (range(3), range(3, 6)) if side == "left" else (range(3, 6), range(3))
    assert all(before[s] in ctx.p(0).hand for s in taken)
    assert not any(before[s] in ctx.p(0).hand for s in snowy)
    if side == "left":  # the right cards bring slot 6's snowflake; 1-3 get one more each
        assert (
            ctx.state.winterfall.snowfields == [3, 1, 1, 0, 0, 0]
            and ctx.p(0).winterfall.snowflakes == 1
        )
    else:
        assert (
            ctx.state.winterfall.snowfields == [0, 0, 0, 1, 1, 2]
            and ctx.p(0).winterfall.snowflakes == 2
        )
    assert seen == [3]


# -- Discover -----------------------------------------------------------------------------


def test_chitinutan_discovers_a_card_of_the_habitat_and_scores_its_icons() -> None:
    ctx = table().ctx
    fruit, coral = by_habitat(ctx, "fruit", "coral")
    move_card(ctx, card_of(ctx, "mushroom", avoid=(fruit, coral)), 0, "reserve")
    stack(ctx, fruit, coral)
    use(ctx, CHITINUTAN, "res:mushroom")  # Chitinutan is a mushroom card too
    p = ctx.p(0)
    assert p.hand and ctx.card(p.hand[0]).habitat == "mushroom"
    assert fruit in ctx.state.discard and coral in ctx.state.discard
    assert p.score == 2


def test_discover_is_no_draw_so_no_draw_reaction_fires() -> None:
    ctx = table().ctx
    move_card(ctx, 76, 0, "reserve")  # Fishorse scores when its owner draws
    use(ctx, EXPLOPUS, "species:fish")
    assert ctx.p(0).score == 0 and ctx.p(0).nets >= 1


def test_explopus_discovers_a_card_of_the_species_and_takes_a_net() -> None:
    ctx = table().ctx
    nets = ctx.p(0).nets
    reptile, fish = of_species(ctx, "reptile"), of_species(ctx, "fish")
    stack(ctx, reptile, fish)
    use(ctx, EXPLOPUS, "species:fish")
    assert ctx.p(0).hand == [fish] and reptile in ctx.state.discard
    assert ctx.p(0).nets == nets + 1


def test_lulook_example_melacial_gives_a_dragon_and_a_spirit_egg(monkeypatch) -> None:
    ctx = with_spirit_eggs(table().ctx, monkeypatch)
    other = of_species(ctx, "bird")
    stack(ctx, other, MELACIAL)
    use(ctx, LULOOK, "wild:0")  # the 2nd egg slot gives a card
    assert ctx.p(0).hand[0] == MELACIAL and other in ctx.state.discard
    assert sorted(e.species for e in ctx.p(0).eggs) == ["dragon", "spirit"]


def test_jakmitan_discovers_an_energy_card_and_takes_an_egg_of_its_species(monkeypatch) -> None:
    ctx = with_spirit_eggs(table().ctx, monkeypatch)
    stack(ctx, ARMOROT, FROSTROLL)
    use(ctx, JAKMITAN)
    assert ctx.p(0).hand == [FROSTROLL]
    assert [e.species for e in ctx.p(0).eggs] == ["spirit"]


def test_toadefine_scores_the_discovered_cards_ending_score() -> None:
    ctx = table().ctx
    bird = of_species(ctx, "bird", avoid=tuple(n for n in ctx.state.deck
                                                if ctx.card(n).ending_score == 0))
    stack(ctx, bird)
    use(ctx, TOADEFINE, "species:bird")
    assert ctx.p(0).hand == [bird] and ctx.p(0).score == ctx.card(bird).ending_score > 0


def test_toadefine_finding_an_end_card_scores_its_printed_zero() -> None:
    ctx = table().ctx
    stack(ctx, MELACIAL)
    use(ctx, TOADEFINE, "species:dragon")
    assert ctx.p(0).hand == [MELACIAL] and ctx.p(0).score == 0


def test_duvezon_counts_the_discovered_card_among_the_hands_cards_of_the_species() -> None:
    ctx = table().ctx
    fish = [n for n in ctx.state.deck if "fish" in ctx.card(n).species][:3]
    for n in fish[:2]:
        move_card(ctx, n, 0, "hand")
    move_card(ctx, of_species(ctx, "bird"), 0, "hand")
    stack(ctx, fish[2])
    use(ctx, DUVEZON, "species:fish")
    assert ctx.p(0).score == 6  # three fish cards in hand, 2 VP each


def test_duvezon_scores_at_most_ten() -> None:
    ctx = table().ctx
    fish = [n for n in ctx.state.deck if "fish" in ctx.card(n).species][:6]
    for n in fish:
        move_card(ctx, n, 0, "hand")
    use(ctx, DUVEZON, "species:fish")
    assert ctx.p(0).score == 10


def test_polaphopis_discovers_the_first_card_sharing_either_species(monkeypatch) -> None:
    ctx = with_spirit_eggs(table().ctx, monkeypatch)
    move_card(ctx, JELLUFFLE, 0, "hand")  # a spirit and a fish
    reptile, fish, spirit = (of_species(ctx, "reptile"), of_species(ctx, "fish"),
                             of_species(ctx, "spirit"))
    stack(ctx, reptile, fish, spirit)
    use(ctx, POLAPHOPIS, "hand:152", "species:fish")
    assert JELLUFFLE in ctx.state.discard and reptile in ctx.state.discard
    assert ctx.p(0).hand == [fish] and [e.species for e in ctx.p(0).eggs] == ["fish"]


# -- cards, recharges, eggs ---------------------------------------------------------------


def test_coldodon_example_draws_four_to_a_hand_of_five() -> None:
    ctx = table().ctx
    move_card(ctx, of_species(ctx, "bird"), 0, "hand")
    use(ctx, COLDODON)
    assert len(ctx.p(0).hand) == 5


def test_coldodon_with_five_or_more_in_hand_draws_nothing() -> None:
    ctx = table().ctx
    for n in ctx.state.deck[:6]:
        move_card(ctx, n, 0, "hand")
    use(ctx, COLDODON)
    assert len(ctx.p(0).hand) == 6


def test_surffins_sweeps_and_takes_twice() -> None:
    ctx = table().ctx
    discarded = len(ctx.state.discard)
    use(ctx, SURFFINS, "left", "wild:0", "right", "wild:5")
    assert len(ctx.p(0).hand) == 2 and len(ctx.state.discard) == discarded + 6


def test_cargorne_fires_a_recharge_card_and_scores_its_ending_score() -> None:
    ctx = table().ctx
    move_card(ctx, HAMSTORE, 0, "reserve")
    use(ctx, CARGORNE, "fire:24")
    assert ctx.p(0).resources["fruit"] == 1 and ctx.p(0).score == 2


def test_grublanco_hatches_an_egg_and_scores_its_species_icons_eggs_included() -> None:
    ctx = table().ctx
    store(ctx, 0, "insect", "insect", "bird")
    store(ctx, 0, "insect", hatched=True)
    use(ctx, GRUBLANCO, "egg:0")  # Grublanco is an insect card: 1 + 3 insect eggs
    assert ctx.p(0).eggs[0].hatched and ctx.p(0).score == 4


def test_monarctic_swaps_two_eggs_in_their_slots_unhatched_without_stellaling(
    monkeypatch,
) -> None:
    ctx = with_spirit_eggs(table().ctx, monkeypatch)
    move_card(ctx, STELLALING, 0, "reserve")
    store(ctx, 0, "bird", "fish")
    store(ctx, 0, "reptile", hatched=True)
    supply = dict(ctx.state.supply_eggs)
    use(ctx, MONARCTIC, "egg:0", "egg:2", "species:spirit", "species:dragon")
    assert ctx.p(0).eggs == [Egg("spirit"), Egg("fish"), Egg("dragon")]
    assert ctx.state.supply_eggs["bird"] == supply["bird"] + 1
    assert ctx.state.supply_eggs["spirit"] == supply["spirit"] - 1
    assert ctx.p(0).score == 0  # an exchange: no slot reward, Stellaling does not score
