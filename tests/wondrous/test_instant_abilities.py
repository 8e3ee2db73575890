"""Instant creature abilities, each from a set-up table to the outcome the rulebook gives
(its appendix examples where it has one). Every prompt is answered only after checking that
every component is still in exactly one place."""

from __future__ import annotations

from functools import partial

import pytest

from engine.core import DONE, Prompt
from engine.core.testing import Answer
from engine.wondrous import flow
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import net_targets, use_net
from engine.wondrous.play import play_card
from engine.wondrous.registry import run_card
from engine.wondrous.reserve import last_instant
from engine.wondrous.scoring import end_card_score
from engine.wondrous.state import Egg
from tests.wondrous import builder
from tests.wondrous.engine_helpers import (
    move_card,
    rules,
    run_step,
)

# cards by number
APPLET, BEARMOUR, CAVIGATOR, EDENBORN, PHARABOG, SANDRACO, SHELLMIT = 1, 3, 4, 7, 10, 12, 14
SUNARROW, TRIUMPITHON, HAMSTORE, CRYODON, MAMMOTHOG, SUGARIDER, VIKEY = 15, 32, 24, 18, 26, 30, 33
ARBOKUEEN, FLORATZEL, GRYFFLING, JUMPEROR, NIGHTHIEF, OWLEAN, STARBEAK = 35, 38, 39, 43, 45, 47, 50
BERRONG, BLIZARD, LILIZARD, METAFORMA, MUSHMID, NIMFIZARD, REWARDINO = 52, 53, 57, 58, 60, 62, 65
METAMORPHA = 59
CAREGAROO, CUCUNET, DEEPUS, DRAWANTA, FISHORSE, GLUMINOR, KILPHIN = 70, 72, 73, 74, 76, 77, 78
MERNETID, COCOROCH, FINHEAD, GLOWYRM, HOFLORA, LUNANTULA, MAGICADAS = 81, 86, 87, 90, 91, 94, 95
WASPIKE, BEHEWANT, BLANKIN, CYANIU, DRAKSID, HEALATHAN, NIDKNIGHT = (
    100,
    102,
    103,
    104,
    106,
    110,
    112,
)
NIDMIGHT, PLATINODON, EGGORGEOUS = 113, 114, 122


# -- table set-up -------------------------------------------------------------------------


#: a started two-player game with empty hands, no resources, and score track rewards already
#: used up (so points are plain numbers, with no reward prompts)
table = partial(builder.table, bare=True)


def cards(
    ctx: Ctx, habitat: str = "", species: str = "", exclude: tuple[int, ...] = ()
) -> list[int]:
    """Non-energy cards with a habitat and/or species, in number order."""
    return [
        n
        for n, c in sorted(ctx.cat.creatures.items())
        if c.type != "energy"
        and (not habitat or c.habitat == habitat)
        and (not species or species in c.species)
        and n not in exclude
    ]


def reserve(ctx: Ctx, *numbers: int, seat: int = 0) -> None:
    for n in numbers:
        move_card(ctx, n, seat, "reserve")


def hand(ctx: Ctx, *numbers: int, seat: int = 0) -> None:
    for n in numbers:
        move_card(ctx, n, seat, "hand")


def on_deck(ctx: Ctx, *numbers: int) -> None:
    """Put cards on top of the deck; the first one named is drawn first."""
    for n in reversed(numbers):
        move_card(ctx, n, 0, "hand")
        ctx.p(0).hand.remove(n)
        ctx.state.deck.append(n)


def set_eggs(ctx: Ctx, *eggs: str, seat: int = 0) -> None:
    """Replace a player's stored eggs: "bird" is unhatched, "bird*" hatched."""
    p = ctx.p(seat)
    for e in p.eggs:
        ctx.state.supply_eggs[e.species] += 1
    p.eggs = []
    for e in eggs:
        species = e.rstrip("*")
        ctx.state.supply_eggs[species] -= 1
        p.eggs.append(Egg(species, hatched=e.endswith("*")))


FILLER = ("crustacean", "mammal", "fish", "insect", "dragon")


def filler_eggs(ctx: Ctx, count: int) -> None:
    """`count` unhatched eggs of mixed species (no birds or reptiles)."""
    set_eggs(ctx, *(FILLER[i % len(FILLER)] for i in range(count)))


def drive(ctx: Ctx, step: Step, *answers: Answer) -> list[Prompt]:
    """Run a rule step with these answers; returns the prompts it asked."""
    return run_step(ctx, step, answers).prompts


def fire(ctx: Ctx, number: int, *answers: Answer) -> list[Prompt]:
    """Put the card in seat 0's reserve (as if just played) and use its ability."""
    reserve(ctx, number)
    return drive(ctx, run_card(ctx, 0, number), *answers)


def play(ctx: Ctx, number: int, *answers: Answer, paid: bool = False) -> list[Prompt]:
    """Play the card from seat 0's hand (free unless `paid`): triggers and ability fire."""
    hand(ctx, number)
    return drive(ctx, play_card(ctx, 0, number, source="hand", paid=paid), *answers)


def ids(prompt: Prompt) -> set[str]:
    return {o.id for o in prompt.enabled}


def fired(ctx: Ctx) -> list[int]:
    return [e.payload["card"] for e in ctx.table.events if e.kind == "fire"]


# -- scoring by what the reserve holds ----------------------------------------------------


@pytest.mark.parametrize(("others", "vp"), [(2, 6), (4, 10), (5, 10)])
def test_applet_scores_two_per_fruit_icon_with_a_cap_of_ten(others, vp):
    ctx = table().ctx
    reserve(ctx, *cards(ctx, "fruit", exclude=(APPLET,))[:others])
    assert fire(ctx, APPLET) == []
    assert ctx.p(0).score == vp


def test_shellmit_with_four_coral_icons_scores_eight():
    ctx = table().ctx
    reserve(ctx, *cards(ctx, "coral", exclude=(SHELLMIT,))[:3])
    fire(ctx, SHELLMIT)
    assert ctx.p(0).score == 8


def test_edenborn_scores_the_largest_habitat_count_book_example():
    ctx = table().ctx
    reserve(ctx, *cards(ctx, "fruit")[:6], *cards(ctx, "coral")[:3], *cards(ctx, "flower")[:4])
    reserve(ctx, *cards(ctx, "mushroom", exclude=(EDENBORN,))[:4])  # Edenborn is the 5th
    fire(ctx, EDENBORN)
    assert ctx.p(0).score == 6


def test_edenborn_counts_its_own_mushroom_icon():
    ctx = table().ctx
    reserve(ctx, *cards(ctx, "fruit")[:2], *cards(ctx, "mushroom", exclude=(EDENBORN,))[:2])
    fire(ctx, EDENBORN)
    assert ctx.p(0).score == 3


def test_cavigator_costs_one_less_per_mushroom_icon_scores_three_and_pharabog_still_pays():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, *cards(ctx, "mushroom", exclude=(CAVIGATOR,))[:3], PHARABOG)
    p.resources["mushroom"] = 1
    play(ctx, CAVIGATOR, paid=True)
    assert p.resources["mushroom"] == 0  # 4 Mushroom less 3 icons: pays 1
    assert p.score == 3 + 2  # its own 3 VP, and Pharabog: the printed cost is 4


def test_cavigator_discount_beyond_its_cost_is_lost():
    ctx = table().ctx
    reserve(ctx, *cards(ctx, "mushroom", exclude=(CAVIGATOR,))[:6])
    play(ctx, CAVIGATOR, paid=True)
    assert ctx.p(0).resources["mushroom"] == 0 and ctx.p(0).score == 3


def test_cyaniu_book_example_four_discards_pay_one_and_draksid_counts_them():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, DRAKSID, PHARABOG)
    others = cards(ctx, "fruit")[:4]
    hand(ctx, *others)
    p.resources["coral"] = 1  # Cyaniu costs 3 Coral + 2 Mushroom
    prompts = play(ctx, CYANIU, *(f"hand:{n}" for n in others), paid=True)
    assert [q.kind for q in prompts] == ["discard-discount"] * 4
    assert p.hand == [] and all(n in ctx.state.discard for n in others)
    assert p.resources["coral"] == 0
    assert p.score == 5 + 4 + 2  # Cyaniu, Draksid per discard, Pharabog (cost 5)


def test_healathan_discards_for_a_discount_and_takes_a_net():
    ctx = table().ctx
    p = ctx.p(0)
    others = cards(ctx, "flower")[:2]
    hand(ctx, *others)
    p.resources["coral"] = 1  # Healathan costs 2 Coral + 1 Mushroom
    nets = p.nets
    play(ctx, HEALATHAN, *(f"hand:{n}" for n in others), paid=True)
    assert p.resources["coral"] == 0 and p.nets == nets + 1


def test_gryffling_scores_sunarrow_now_book_example_and_it_still_scores_at_the_end():
    ctx = table().ctx
    p = ctx.p(0)
    crust = cards(ctx, species="crustacean", exclude=(SUNARROW,))
    crust = [n for n in crust if ctx.card(n).type != "end"][:7]
    reserve(ctx, SUNARROW, *crust)
    set_eggs(ctx, "crustacean", "crustacean*")  # both sides count
    assert fire(ctx, GRYFFLING) == []  # the only end card: nothing to choose
    assert p.score == 10
    assert end_card_score(ctx, p, SUNARROW) == 10


def test_gryffling_is_capped_at_ten_and_asks_which_end_card():
    ctx = table().ctx
    p = ctx.p(0)
    crust = [n for n in cards(ctx, species="crustacean") if ctx.card(n).type != "end"][:11]
    reserve(ctx, SUNARROW, EGGORGEOUS, *crust)
    prompts = fire(ctx, GRYFFLING, f"card:{SUNARROW}")
    assert ids(prompts[0]) == {f"card:{SUNARROW}", f"card:{EGGORGEOUS}", DONE}  # or skip
    assert p.score == 10  # 12 crustacean icons, capped


def test_gryffling_without_an_end_card_does_nothing():
    ctx = table().ctx
    assert fire(ctx, GRYFFLING) == [] and ctx.p(0).score == 0


# -- special effect icons and recharge cards ----------------------------------------------


def test_bearmour_uses_any_fruit_icon_even_a_tile_and_a_net_may_use_it_again():
    ctx = table().ctx
    p = ctx.p(0)
    ctx.state.tile_stack.remove(2)  # tile 2: a Fruit habitat with the 3 VP icon
    ctx.state.tiles[(0, 7)] = 2
    p.crew[1] = ((0, 5), (0, 6))  # next to the tile
    prompts = fire(ctx, BEARMOUR, "icon:0,7")
    assert ids(prompts[0]) == {"icon:0,7", "icon:1,2", "icon:6,3", "icon:6,9", DONE}
    assert p.score == 3
    assert any(o.id == "net-icon:0,7" and o.enabled for o in net_targets(ctx, 0))
    drive(ctx, use_net(ctx, 0), "net-icon:0,7")
    assert p.score == 6 and p.nets == 0
    assert not any(o.id == "net-icon:0,7" and o.enabled for o in net_targets(ctx, 0))


def test_bearmour_may_be_declined():
    ctx = table().ctx
    fire(ctx, BEARMOUR, DONE)
    assert ctx.p(0).score == 0


def test_mammothog_fires_a_recharge_card_and_takes_an_egg_of_its_species():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, TRIUMPITHON, VIKEY)  # Triumpithon: a Mammal + Reptile recharge card
    filler_eggs(ctx, 2)  # the third slot pays 1 VP
    prompts = fire(ctx, MAMMOTHOG, f"fire:{TRIUMPITHON}", "species:reptile")
    assert DONE in ids(prompts[0])  # it may be declined
    assert ids(prompts[1]) == {"species:mammal", "species:reptile"}
    assert fired(ctx) == [TRIUMPITHON]
    assert p.eggs[-1] == Egg("reptile")
    assert p.score == 1 + 1  # Vikey for the firing, the egg slot


def test_mammothog_without_a_recharge_card_does_nothing():
    ctx = table().ctx
    assert fire(ctx, MAMMOTHOG) == []
    assert ctx.p(0).eggs == [] and fired(ctx) == []


def test_sugarider_fires_two_different_recharge_cards():
    ctx = table().ctx
    reserve(ctx, CRYODON, TRIUMPITHON, HAMSTORE, VIKEY)
    prompts = fire(ctx, SUGARIDER, f"fire:{CRYODON}", f"fire:{HAMSTORE}")
    assert f"fire:{CRYODON}" not in ids(prompts[1])  # not the same card twice
    assert fired(ctx) == [CRYODON, HAMSTORE]
    assert ctx.p(0).score == 2  # Vikey, once per firing


def test_sugarider_with_one_recharge_card_fires_it_once():
    ctx = table().ctx
    reserve(ctx, CRYODON, VIKEY)
    fire(ctx, SUGARIDER, f"fire:{CRYODON}")
    assert fired(ctx) == [CRYODON] and ctx.p(0).score == 1


# -- the Wilderness -----------------------------------------------------------------------


def test_arbokueen_plays_a_wilderness_card_paying_its_cost():
    ctx = table().ctx
    p = ctx.p(0)
    move_card(ctx, BEARMOUR, 0, "wild:0")  # 2 Fruit
    move_card(ctx, CAVIGATOR, 0, "wild:1")  # 4 Mushroom
    p.resources["fruit"] = 2
    prompts = fire(ctx, ARBOKUEEN, "wild:0", DONE)  # Bearmour's own ability declined
    offered = {o.id: o.enabled for o in prompts[0].options}
    assert offered["wild:0"] and not offered["wild:1"]
    assert any(c.number == BEARMOUR for c in p.reserve)
    assert ctx.state.wilderness[0] is None and p.resources["fruit"] == 0


def test_starbeak_plays_a_wilderness_card_for_free_and_it_fires():
    ctx = table().ctx
    p = ctx.p(0)
    move_card(ctx, MERNETID, 0, "wild:2")  # costs 2 Coral + 2 Flower: take 2 nets
    nets = p.nets
    fire(ctx, STARBEAK, "wild:2")
    assert any(c.number == MERNETID for c in p.reserve)
    assert p.resources == dict.fromkeys(p.resources, 0)
    assert p.nets == nets + 2 and last_instant(ctx, p) == MERNETID


def test_jumperor_takes_every_card_of_the_declared_species_even_two_species_cards():
    ctx = table().ctx
    wild = [OWLEAN, GRYFFLING, NIDKNIGHT, MAMMOTHOG, CUCUNET, COCOROCH]
    for slot, n in enumerate(wild):
        move_card(ctx, n, 0, f"wild:{slot}")
    prompts = fire(ctx, JUMPEROR, "species:bird")
    assert ids(prompts[0]) == {
        "species:bird",
        "species:mammal",
        "species:dragon",
        "species:fish",
        "species:insect",
        DONE,
    }
    assert sorted(ctx.p(0).hand) == [GRYFFLING, OWLEAN, NIDKNIGHT]
    assert ctx.state.wilderness == [None, None, None, MAMMOTHOG, CUCUNET, COCOROCH]
    assert ctx.p(0).score == 3


def test_nighthief_sweep_book_example():
    ctx = table().ctx
    s = ctx.state
    reserve(ctx, NIGHTHIEF)
    s.discard.append(s.wilderness[0])  # four cards left: slots 0 and 5 are empty
    s.wilderness[0] = None
    s.discard.append(s.wilderness[5])
    s.wilderness[5] = None
    right = [s.wilderness[3], s.wilderness[4]]
    coming = list(reversed(s.deck[-3:]))
    discards, deck = len(s.discard), len(s.deck)
    prompts = drive(ctx, run_card(ctx, 0, NIGHTHIEF), "right", "wild:4")
    assert [q.kind for q in prompts] == ["sweep", "take-wilderness"]
    assert len(prompts[1].options) == 5  # five cards to take from
    assert s.discard[-2:] == right and len(s.discard) == discards + 2
    assert len(s.deck) == deck - 3  # always three new cards
    assert s.wilderness[3:] == [coming[0], None, coming[2]] and ctx.p(0).hand == [coming[1]]
    flow.end_of_turn(ctx)  # the two gaps are filled before the next player
    assert None not in s.wilderness and len(s.deck) == deck - 5
    assert rules().invariants(s) == []


def test_owlean_takes_a_card_and_an_egg_of_a_chosen_species_of_it():
    ctx = table().ctx
    move_card(ctx, GRYFFLING, 0, "wild:0")  # a Bird + Mammal card
    filler_eggs(ctx, 2)
    prompts = fire(ctx, OWLEAN, "wild:0", "species:mammal")
    assert DONE in ids(prompts[0])
    assert ctx.p(0).hand == [GRYFFLING] and ctx.p(0).eggs[-1] == Egg("mammal")


def test_floratzel_taking_eggorgeous_gives_two_flowers():
    ctx = table().ctx
    move_card(ctx, EGGORGEOUS, 0, "wild:0")
    fire(ctx, FLORATZEL, "wild:0")
    assert ctx.p(0).resources["flower"] == 2 and ctx.p(0).hand == [EGGORGEOUS]


def test_platinodon_discards_a_card_to_take_two_from_the_wilderness():
    ctx = table().ctx
    hand(ctx, BEARMOUR)
    taken = [ctx.state.wilderness[0], ctx.state.wilderness[1]]
    prompts = fire(ctx, PLATINODON, f"hand:{BEARMOUR}", "wild:0", "wild:1")
    assert DONE in ids(prompts[0])
    assert DONE not in ids(prompts[1])  # a discard must be paid back with the cards
    assert ctx.p(0).hand == taken and ctx.state.discard[-1] == BEARMOUR


def test_platinodon_may_be_declined():
    ctx = table().ctx
    hand(ctx, BEARMOUR)
    fire(ctx, PLATINODON, DONE)
    assert ctx.p(0).hand == [BEARMOUR]


# -- the last instant card ----------------------------------------------------------------


def test_berrong_repeats_the_last_instant_and_blizard_cannot_repeat_berrong():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, *cards(ctx, "coral", exclude=(SHELLMIT, BLIZARD))[:2])
    play(ctx, SHELLMIT)  # 3 Coral icons: 6 VP
    assert p.score == 6
    play(ctx, BERRONG)  # Shellmit again (Berrong is a Fruit card): 6 VP
    assert p.score == 12
    play(ctx, BLIZARD)  # would repeat Berrong: nothing happens
    assert p.score == 12 and last_instant(ctx, p) == BLIZARD


def test_berrong_with_no_instant_played_before_does_nothing():
    ctx = table().ctx
    assert play(ctx, BERRONG) == [] and ctx.p(0).score == 0


def test_metaforma_takes_an_egg_of_the_last_instant_cards_species():
    ctx = table().ctx
    filler_eggs(ctx, 2)
    play(ctx, APPLET)  # a Crustacean
    play(ctx, METAFORMA)
    assert ctx.p(0).eggs[-1] == Egg("crustacean")


def test_metaforma_after_a_two_species_card_asks_which():
    ctx = table().ctx
    play(ctx, SANDRACO)  # Crustacean + Dragon
    prompts = play(ctx, METAFORMA, "species:dragon")
    assert ids(prompts[0]) == {"species:crustacean", "species:dragon", DONE}  # or skip
    assert ctx.p(0).eggs == [Egg("dragon")]


def test_metaforma_with_no_instant_played_before_takes_nothing():
    ctx = table().ctx
    play(ctx, METAFORMA)
    assert ctx.p(0).eggs == []


# A card is in the reserve before its ability resolves, so it is the last played instant
# card for every card its ability plays (#58, #60), and the card that ability plays is
# newer still (#52).


@pytest.mark.parametrize("copycat", [METAFORMA, METAMORPHA])
def test_metaforma_played_by_mushmid_takes_an_egg_of_mushmids_species(copycat):
    ctx = table().ctx
    filler_eggs(ctx, 2)
    play(ctx, CUCUNET)  # a Fish, played before Mushmid
    hand(ctx, copycat)
    prompts = play(ctx, MUSHMID, f"hand:{copycat}")
    # Mushmid is a Reptile only: no question (Metamorpha itself is Reptile and Insect)
    assert [q.kind for q in prompts] == ["play-free"]
    assert ctx.p(0).eggs[-1] == Egg("reptile")


@pytest.mark.parametrize("repeater", [BERRONG, BLIZARD])
def test_berrong_after_mushmid_played_cucunet_repeats_cucunet(repeater):
    ctx = table().ctx
    p = ctx.p(0)
    hand(ctx, CUCUNET, BEARMOUR)  # Bearmour: a card Mushmid's ability could play again
    nets = p.nets
    play(ctx, MUSHMID, f"hand:{CUCUNET}")
    assert p.nets == nets + 1
    assert play(ctx, repeater) == []  # Cucunet's net, not Mushmid's question
    assert p.nets == nets + 2 and p.hand == [BEARMOUR]


def test_berrong_played_by_mushmid_repeats_mushmid():
    ctx = table().ctx
    p = ctx.p(0)
    hand(ctx, BERRONG, CUCUNET)
    nets = p.nets
    prompts = play(ctx, MUSHMID, f"hand:{BERRONG}", f"hand:{CUCUNET}")
    assert [q.kind for q in prompts] == ["play-free", "play-free"]
    assert [c.number for c in p.reserve][-3:] == [MUSHMID, BERRONG, CUCUNET]
    assert p.nets == nets + 1 and last_instant(ctx, p) == CUCUNET


def test_berrong_using_metaforma_matches_metaforma_the_card_before_berrong():
    """Berrong uses Metaforma's ability while Berrong's own play resolves: the last played
    instant card it looks at is still the one before Berrong, Metaforma itself."""
    ctx = table().ctx
    filler_eggs(ctx, 2)
    play(ctx, CUCUNET)  # a Fish
    play(ctx, METAFORMA)
    assert ctx.p(0).eggs[-1] == Egg("fish")
    play(ctx, BERRONG, "wild:0")  # the fourth egg slot gives a Wilderness card
    assert ctx.p(0).eggs[-1] == Egg("reptile")


def test_lilizard_makes_the_next_card_cheaper_this_turn_only():
    ctx = table().ctx
    p = ctx.p(0)
    p.resources["fruit"] = 1
    play(ctx, LILIZARD)
    assert p.discount == 1
    play(ctx, BEARMOUR, DONE, paid=True)  # 2 Fruit, 1 off
    assert p.resources["fruit"] == 0 and p.discount == 0
    play(ctx, NIMFIZARD)
    assert p.discount == 1
    flow.end_of_turn(ctx)
    assert p.discount == 0


# -- hand and reserve ---------------------------------------------------------------------


def test_mushmid_plays_a_cheap_card_free_but_never_cavigator():
    ctx = table().ctx
    p = ctx.p(0)
    hand(ctx, CAVIGATOR, BEARMOUR, CUCUNET)
    nets = p.nets
    prompts = fire(ctx, MUSHMID, f"hand:{CUCUNET}")
    assert ids(prompts[0]) == {f"hand:{BEARMOUR}", f"hand:{CUCUNET}", DONE}
    assert any(c.number == CUCUNET for c in p.reserve) and p.nets == nets + 1
    assert sorted(p.hand) == [BEARMOUR, CAVIGATOR]


def test_rewardino_takes_an_earlier_marker_reward_again():
    ctx = table().ctx
    p = ctx.p(0)
    p.rewards_taken = ["net", "three_vp"]
    prompts = fire(ctx, REWARDINO, "reward:three_vp")
    assert ids(prompts[0]) == {"reward:net", "reward:three_vp", DONE}  # or skip
    assert p.score == 3 and p.rewards_taken == ["net", "three_vp"]


def test_rewardino_before_any_achievement_does_nothing():
    ctx = table().ctx
    assert fire(ctx, REWARDINO) == [] and ctx.p(0).score == 0


# -- drawing ------------------------------------------------------------------------------


def test_caregaroo_draws_and_takes_an_egg_of_the_drawn_cards_species():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, FISHORSE)
    filler_eggs(ctx, 2)
    on_deck(ctx, GRYFFLING)
    fire(ctx, CAREGAROO, "species:bird")
    assert p.hand == [GRYFFLING] and p.eggs[-1] == Egg("bird")
    assert p.score == 1 + 1  # Fishorse for the draw, egg slot 3


@pytest.mark.parametrize(("keep", "vp"), [(EGGORGEOUS, 0), (MERNETID, 4)])
def test_deepus_keeps_one_of_three_and_scores_its_ending_score(keep, vp):
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, FISHORSE, DRAKSID)  # neither reacts: nothing is drawn or discarded from hand
    on_deck(ctx, EGGORGEOUS, MERNETID, APPLET)
    discards = len(ctx.state.discard)

    def looked(prompt: Prompt) -> str:
        assert sorted(p.hand) == [APPLET, MERNETID, EGGORGEOUS]  # seen cards sit in the hand
        return f"keep:{keep}"

    fire(ctx, DEEPUS, looked)
    assert p.hand == [keep] and len(ctx.state.discard) == discards + 2
    kept_name, lines = ctx.card(keep).name, [e.text for e in ctx.table.events]
    assert [line for line in lines if kept_name in line] == []  # the log is public
    assert p.score == vp  # an end card's printed ending score is 0
    assert p.last_discarded == 0


def test_drawanta_draws_three_then_discards_any_card_and_fishorse_scores_three():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, FISHORSE, DRAKSID)
    hand(ctx, BEARMOUR)
    on_deck(ctx, APPLET, MERNETID, CUCUNET)
    fire(ctx, DRAWANTA, f"hand:{BEARMOUR}")
    assert sorted(p.hand) == [APPLET, CUCUNET, MERNETID]
    assert p.score == 3 + 1  # Fishorse per card drawn, Draksid for the discard


@pytest.mark.parametrize(("held", "vp"), [(3, 4), (12, 10)])
def test_gluminor_scores_per_card_in_hand_after_drawing_capped_at_ten(held, vp):
    ctx = table().ctx
    hand(ctx, *cards(ctx, "fruit")[:held])
    fire(ctx, GLUMINOR)
    assert len(ctx.p(0).hand) == held + 1 and ctx.p(0).score == vp


@pytest.mark.parametrize(("held", "net"), [(3, 0), (4, 1)])
def test_kilphin_takes_a_net_with_five_cards_in_hand(held, net):
    ctx = table().ctx
    hand(ctx, *cards(ctx, "fruit")[:held])
    nets = ctx.p(0).nets
    fire(ctx, KILPHIN)
    assert ctx.p(0).nets == nets + net


# -- eggs ---------------------------------------------------------------------------------


def test_cocoroch_flips_two_different_eggs_either_way_and_lunantula_scores_once():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, LUNANTULA)
    set_eggs(ctx, "bird", "fish*", "insect")
    prompts = fire(ctx, COCOROCH, "egg:0", "egg:1")
    assert ids(prompts[0]) == {"egg:0", "egg:1", "egg:2", DONE}
    assert "egg:0" not in ids(prompts[1])  # never the same egg twice
    assert p.eggs == [Egg("bird", True), Egg("fish", False), Egg("insect", False)]
    assert p.score == 4 + 1


def test_cocoroch_may_flip_nothing():
    ctx = table().ctx
    set_eggs(ctx, "bird")
    fire(ctx, COCOROCH, DONE)
    assert ctx.p(0).eggs == [Egg("bird")] and ctx.p(0).score == 0


def test_finhead_hatches_one_egg_and_then_must_take_an_egg_of_any_species():
    ctx = table().ctx
    p = ctx.p(0)
    set_eggs(ctx, "bird", "fish*")
    prompts = fire(ctx, FINHEAD, "egg:0", "species:dragon")
    assert ids(prompts[0]) == {"egg:0", DONE}  # hatching is the choice
    assert DONE not in ids(prompts[1]) and len(prompts[1].options) == 7
    assert p.eggs == [Egg("bird", True), Egg("fish", True), Egg("dragon")]


def test_finhead_without_an_unhatched_egg_does_nothing():
    ctx = table().ctx
    set_eggs(ctx, "bird*")
    assert fire(ctx, FINHEAD) == [] and len(ctx.p(0).eggs) == 1


def test_glowyrm_hatches_up_to_five_eggs_for_two_each():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, LUNANTULA)
    filler_eggs(ctx, 6)
    prompts = fire(ctx, GLOWYRM, *(f"egg:{i}" for i in range(5)))
    assert len(prompts) == 5
    assert prompts[0].instruction.startswith("Glowyrm: hatch which egg(s)?")  # names the card
    assert [e.hatched for e in p.eggs] == [True] * 5 + [False]
    assert p.score == 10 + 1


def test_hoflora_hatches_an_egg_for_two_of_one_resource():
    ctx = table().ctx
    set_eggs(ctx, "insect")
    fire(ctx, HOFLORA, "egg:0", "res:coral")
    assert ctx.p(0).resources["coral"] == 2 and ctx.p(0).eggs == [Egg("insect", True)]


def test_magicadas_takes_an_unhatched_insect_egg():
    ctx = table().ctx
    filler_eggs(ctx, 2)
    assert fire(ctx, MAGICADAS) == []
    assert ctx.p(0).eggs[-1] == Egg("insect") and ctx.p(0).score == 1  # slot 3


def test_waspike_takes_an_egg_of_any_species():
    ctx = table().ctx
    prompts = fire(ctx, WASPIKE, "species:reptile")
    assert len(prompts[0].options) == 7 + 1  # and the skip
    assert ctx.p(0).eggs == [Egg("reptile")]


# -- discarding from hand -----------------------------------------------------------------


def test_behewant_discards_up_to_two_cards_for_two_vp_each():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, DRAKSID)
    hand(ctx, APPLET, BEARMOUR, CUCUNET)
    prompts = fire(ctx, BEHEWANT, f"hand:{APPLET}", f"hand:{CUCUNET}")
    assert len(prompts) == 2 and p.hand == [BEARMOUR]
    assert p.score == 4 + 2


def test_behewant_may_discard_nothing():
    ctx = table().ctx
    hand(ctx, APPLET)
    fire(ctx, BEHEWANT, DONE)
    assert ctx.p(0).hand == [APPLET] and ctx.p(0).score == 0


def test_blankin_counts_the_discarded_species_on_cards_and_eggs_of_both_sides():
    ctx = table().ctx
    p = ctx.p(0)
    birds = cards(ctx, species="bird", exclude=(GRYFFLING, OWLEAN))[:3]
    reserve(ctx, *birds)
    set_eggs(ctx, "bird", "bird*", "fish")
    hand(ctx, OWLEAN)
    fire(ctx, BLANKIN, f"hand:{OWLEAN}")
    assert p.score == 3 + 2 and ctx.state.discard[-1] == OWLEAN


def test_blankin_with_a_two_species_card_picks_one_species():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, *cards(ctx, species="mammal", exclude=(GRYFFLING,))[:2])
    set_eggs(ctx, "bird")
    hand(ctx, GRYFFLING)  # Bird + Mammal
    prompts = fire(ctx, BLANKIN, f"hand:{GRYFFLING}", "species:mammal")
    assert ids(prompts[1]) == {"species:bird", "species:mammal"}
    mammals = sum(ctx.card(c.number).species.count("mammal") for c in p.reserve)
    assert p.score == mammals


def test_nidmight_with_pharabog_discards_for_two_eggs_of_a_chosen_species():
    ctx = table().ctx
    p = ctx.p(0)
    reserve(ctx, PHARABOG)
    hand(ctx, GRYFFLING)  # Bird + Mammal
    filler_eggs(ctx, 10)  # slots 11 and 12 pay 3 VP each
    p.resources.update(fruit=2, flower=2)
    prompts = play(ctx, NIDMIGHT, f"hand:{GRYFFLING}", "species:bird", paid=True)
    assert DONE in ids(prompts[0])
    assert p.eggs[-2:] == [Egg("bird"), Egg("bird")]
    assert p.resources["fruit"] == 0 and p.resources["flower"] == 0
    assert p.score == 2 + 3 + 3  # Pharabog (cost 4), two egg slots


def test_full_egg_storage_turns_an_egg_into_points():
    ctx = table().ctx
    filler_eggs(ctx, 12)
    supply = dict(ctx.state.supply_eggs)
    fire(ctx, MAGICADAS)
    assert len(ctx.p(0).eggs) == 12 and ctx.p(0).score == 2
    assert ctx.state.supply_eggs == supply


def test_every_instant_ability_in_the_cards_is_registered():
    from engine.wondrous.registry import EFFECTS

    ctx = table().ctx
    instants = {c.ability.effect for c in ctx.cat.creatures.values() if c.type == "instant"}
    assert sorted(instants - EFFECTS.active_names) == []


def test_owlites_egg_question_names_owlite_and_the_card_whose_species_it_matches():
    owlite, goatitan = 48, 8  # Goatitan shows a crustacean and a mammal
    ctx = table().ctx
    move_card(ctx, goatitan, 0, "wild:0")
    prompts = fire(ctx, owlite, "wild:0", "species:mammal")
    assert prompts[-1].kind == "egg-species"
    assert prompts[-1].instruction == "Owlite: which egg, of a species Goatitan shows?"
    assert [e.species for e in ctx.p(0).eggs] == ["mammal"]
