"""Recharge and energy creature abilities, and the Recharge basic action, each from a set-up
situation to the outcome the rulebook gives (its appendix examples where it has one).

Every prompt met is checked against the game's invariants (each card, egg, energy and net
in exactly one place), and so is the state after each test."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial

import pytest

from engine.core import DONE, Prompt
from engine.core.testing import Answer, Ran
from engine.wondrous import flow, free
from engine.wondrous.achieve import Icons
from engine.wondrous.board import PLACEABLE, crew_spots, neighbours
from engine.wondrous.cards import discard_from_hand
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.eggs import pick_eggs
from engine.wondrous.gains import gain_trophy
from engine.wondrous.recharge import can_recharge, recharge
from engine.wondrous.registry import run_card
from engine.wondrous.reserve import in_play, species_icons
from engine.wondrous.state import Coord, Egg
from tests.wondrous import builder
from tests.wondrous.engine_helpers import (
    hand,
    move_card,
    reserve,
    rules,
    run_step,
)
from tests.wondrous.rule_helpers import give_trophies

# card numbers
DOGROUND, PINKROAK, CRYODON, CRYSTALAMA, ELEPHARM, EUCALORD, GLOBEON = 6, 11, 18, 19, 21, 22, 23
HAMSTORE, MAGAPE, NUTABI, PHEOXI, VIKEY, WAYFINDER = 24, 25, 28, 29, 33, 34
HANGUINE, HAWKWAKA, SWONDER, PLATAURORA, AROMALLI, CAPRIEEL = 41, 42, 51, 63, 68, 69
FISHORSE, LAVARP, MERNETID, PONDIRE, CENTOM, HOUSILK = 76, 80, 81, 82, 85, 93
MENTIMIDAE, STELLALING, DRAKSID, FAFKEEN, ROCKIN, THROBOROS, WYFIN = 96, 98, 106, 108, 116, 117, 119
CAVIGATOR, APPLET, BEARMOUR, SEALOCANTH = 4, 1, 3, 13
END_CARDS = (15, 20, 49, 67, 83, 89, 111, 120, 121, 122, 123, 124, 125, 126)

_live: list[Ctx] = []


@pytest.fixture(autouse=True)
def _invariants_after_each_test() -> Iterator[None]:
    _live.clear()
    yield
    for ctx in _live:
        assert rules().invariants(ctx.state) == []


# --------------------------------------------------------------------------- set-up helpers


#: a started game with every hand emptied back into the deck and player 0 at a score that
#: passes no score track reward (so points never open a prompt of their own)
table = partial(builder.table, hands="deck", score=60, scored=(0,), keep=_live)


def resources(ctx: Ctx, seat: int, fruit: int, coral: int, flower: int, mushroom: int) -> None:
    ctx.p(seat).resources.update(fruit=fruit, coral=coral, flower=flower, mushroom=mushroom)


def eggs(ctx: Ctx, seat: int, *laid: tuple[str, bool]) -> None:
    """Eggs (species, hatched) straight from the supply into storage, without rewards."""
    for species, hatched in laid:
        ctx.state.supply_eggs[species] -= 1
        ctx.p(seat).eggs.append(Egg(species, hatched))


def on_deck(ctx: Ctx, *numbers: int) -> None:
    """Stack the deck: the first number given is drawn first."""
    for number in reversed(numbers):
        move_card(ctx, number, 0, "hand")
        ctx.p(0).hand.remove(number)
        ctx.state.deck.append(number)


def vp(ctx: Ctx, seat: int = 0) -> int:
    return ctx.p(seat).score


def kinds(ctx: Ctx, kind: str) -> list[str]:
    return [e.text for e in ctx.table.events if e.kind == kind]




def decline_or_first(prompt: Prompt) -> str:
    ids = [o.id for o in prompt.enabled]
    return DONE if DONE in ids else ids[0]


def drive(
    ctx: Ctx, step: Step, answers: list[Answer] | None = None, then: Answer | None = None
) -> Ran:
    """Run a step, answering its prompts in order (then with `then`, if given)."""
    return run_step(ctx, step, answers or [], then=then)


def fire(ctx: Ctx, number: int, answers: list[Answer] | None = None) -> list[Prompt]:
    return drive(ctx, run_card(ctx, 0, number), answers)[1]


def energy(ctx: Ctx, number: int, answers: list[Answer] | None = None, then=None) -> list[Prompt]:
    card = in_play(ctx.p(0), number)
    assert card is not None and free.energy_refusal(ctx, 0, card) == ""
    return drive(ctx, free.use_energy(ctx, 0, number), answers, then)[1]


def ids(prompt: Prompt) -> list[str]:
    return [o.id for o in prompt.enabled]


# --------------------------------------------------------------------------- recharge cards


def test_doground_scores_reserve_icons_of_the_drawn_cards_habitat():
    ctx = table().ctx
    reserve(ctx, 0, DOGROUND, APPLET, BEARMOUR, CRYODON)  # fruit, fruit, fruit, coral
    on_deck(ctx, EUCALORD)  # a fruit card
    assert fire(ctx, DOGROUND) == []
    assert ctx.p(0).hand == [EUCALORD] and vp(ctx) == 63


def test_doground_gives_at_most_five():
    ctx = table().ctx
    fruit = [n for n in sorted(ctx.cat.creatures) if ctx.card(n).habitat == "fruit"]
    reserve(ctx, 0, DOGROUND, *[n for n in fruit if n != DOGROUND][:7])
    on_deck(ctx, HAWKWAKA)  # fruit
    fire(ctx, DOGROUND)
    assert vp(ctx) == 65


def test_pinkroak_takes_the_top_habitat_and_asks_only_on_a_tie():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    reserve(ctx, 0, PINKROAK, CRYODON, APPLET)  # coral 2, fruit 1
    assert fire(ctx, PINKROAK) == []
    assert ctx.p(0).resources["coral"] == 2
    reserve(ctx, 0, BEARMOUR)  # coral 2, fruit 2: tied
    prompts = fire(ctx, PINKROAK, ["res:fruit"])
    assert sorted(ids(prompts[0])) == [DONE, "res:coral", "res:fruit"]  # DONE: skip it
    assert ctx.p(0).resources == {"fruit": 2, "coral": 2, "flower": 0, "mushroom": 0}


def test_cryodon_with_four_trophies_gains_two_coral():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    give_trophies(ctx, 0, 4)
    reserve(ctx, 0, CRYODON, HAMSTORE)
    assert fire(ctx, CRYODON) == []
    assert ctx.p(0).resources["coral"] == 3
    fire(ctx, HAMSTORE)  # the same ability with the card's own (fruit) habitat
    assert ctx.p(0).resources["fruit"] == 3


def test_cryodon_with_two_trophies_gains_one():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    give_trophies(ctx, 0, 2)
    reserve(ctx, 0, CRYODON)
    fire(ctx, CRYODON)
    assert ctx.p(0).resources["coral"] == 2


def test_eucalord_example_zero_zero_one_one_and_four_trophies_gives_two_coral():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 1, 1)
    give_trophies(ctx, 0, 4)
    reserve(ctx, 0, EUCALORD)
    prompts = fire(ctx, EUCALORD, ["res:coral"])
    assert ids(prompts[0]) == ["res:fruit", "res:coral", DONE]  # the scarcest, or skip
    assert ctx.p(0).resources == {"fruit": 0, "coral": 2, "flower": 1, "mushroom": 1}


def test_eucalord_single_scarcest_is_not_asked():
    ctx = table().ctx
    resources(ctx, 0, 3, 0, 1, 1)
    reserve(ctx, 0, EUCALORD)
    assert fire(ctx, EUCALORD) == []
    assert ctx.p(0).resources["coral"] == 1


def test_wayfinder_example_two_two_three_three_scores_three():
    ctx = table().ctx
    resources(ctx, 0, 2, 2, 3, 3)
    reserve(ctx, 0, WAYFINDER)
    prompts = fire(ctx, WAYFINDER, ["res:coral"])
    assert ids(prompts[0]) == ["res:fruit", "res:coral", DONE]
    assert ctx.p(0).resources["coral"] == 3 and vp(ctx) == 63


def test_hawkwaka_scores_per_end_card_up_to_five():
    ctx = table().ctx
    reserve(ctx, 0, HAWKWAKA, 15, 20)
    fire(ctx, HAWKWAKA)
    assert vp(ctx) == 62
    reserve(ctx, 0, *END_CARDS[2:7])  # seven end cards now
    fire(ctx, HAWKWAKA)
    assert vp(ctx) == 67


def test_aromalli_draws_and_gains_the_drawn_cards_habitat_resource():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, AROMALLI, FISHORSE)
    on_deck(ctx, MERNETID)  # coral
    assert fire(ctx, AROMALLI) == []
    assert ctx.p(0).hand == [MERNETID] and ctx.p(0).resources["coral"] == 2
    assert vp(ctx) == 61  # Fishorse: a real draw


def test_caprieel_gains_an_unhatched_egg_of_the_drawn_species():
    ctx = table().ctx
    reserve(ctx, 0, CAPRIEEL)
    on_deck(ctx, MERNETID)  # fish only: no question
    assert fire(ctx, CAPRIEEL) == []
    assert ctx.p(0).eggs == [Egg("fish", False)]


def test_caprieel_asks_when_the_drawn_card_shows_two_species():
    ctx = table().ctx
    reserve(ctx, 0, CAPRIEEL, STELLALING)
    on_deck(ctx, SEALOCANTH)  # crustacean and fish
    prompts = fire(ctx, CAPRIEEL, ["species:crustacean"])
    assert ids(prompts[0]) == ["species:crustacean", "species:fish"]
    assert ctx.p(0).eggs == [Egg("crustacean", False)]
    assert vp(ctx) == 61  # Stellaling: a real egg


def test_housilk_resource_and_two_different_flips():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    eggs(ctx, 0, ("fish", False), ("bird", True))
    reserve(ctx, 0, HOUSILK)
    prompts = fire(ctx, HOUSILK, ["res:flower", "egg:0", "egg:1"])
    assert "no-resource" in ids(prompts[0])  # the resource may be declined
    assert ids(prompts[0])[-1] == DONE  # and the whole ability skipped
    assert "egg:0" not in ids(prompts[2])  # the same egg cannot be flipped twice
    assert ctx.p(0).resources["flower"] == 2
    assert ctx.p(0).eggs == [Egg("fish", True), Egg("bird", False)]


def test_housilk_each_part_may_be_declined():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    eggs(ctx, 0, ("fish", False))
    reserve(ctx, 0, HOUSILK)
    fire(ctx, HOUSILK, ["no-resource", "egg:0"])  # the only egg: no more to pick
    assert ctx.p(0).resources == dict.fromkeys(ctx.p(0).resources, 1)
    assert ctx.p(0).eggs == [Egg("fish", True)]
    fire(ctx, HOUSILK, ["res:fruit", DONE])
    assert ctx.p(0).resources["fruit"] == 2 and ctx.p(0).eggs == [Egg("fish", True)]
    fire(ctx, HOUSILK, [DONE])  # skipped at its first question: neither part
    assert ctx.p(0).resources["fruit"] == 2 and ctx.p(0).eggs == [Egg("fish", True)]


def test_mentimidae_scores_one_per_two_hatched_eggs():
    ctx = table().ctx
    eggs(ctx, 0, *[("fish", True)] * 5, ("bird", False))
    reserve(ctx, 0, MENTIMIDAE)
    fire(ctx, MENTIMIDAE)
    assert vp(ctx) == 62


def test_vikey_scores_for_each_recharge_card_a_recharge_fires():
    ctx = table().ctx
    place_crew(ctx, 0)
    reserve(ctx, 0, VIKEY, CRYODON, HAMSTORE, MAGAPE)
    p = ctx.p(0)
    p.score, p.track_done = 0, False
    drive(ctx, recharge(ctx, 0), ["fire:18", "fire:24"])
    assert vp(ctx) == 3


def test_crystalama_fires_a_recharge_card_on_a_trophy():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, CRYSTALAMA, CRYODON, VIKEY)
    assert drive(ctx, gain_trophy(ctx, 0))[1] == []
    assert ctx.p(0).trophies == 1 and ctx.p(0).resources["coral"] == 2
    assert vp(ctx) == 61  # Vikey: an activation outside a recharge counts too


# --------------------------------------------------------------------------- energy cards


def test_elepharm_example_flower_then_three_fruit_for_three_coral():
    ctx = table().ctx
    resources(ctx, 0, 5, 0, 0, 1)
    reserve(ctx, 0, ELEPHARM)
    prompts = energy(ctx, ELEPHARM, ["res:flower", "give:fruit", "get:coral", "amount:3"])
    assert "get:fruit" not in ids(prompts[2])  # another kind
    assert ids(prompts[3]) == [f"amount:{n}" for n in range(1, 6)]
    assert ctx.p(0).resources == {"fruit": 2, "coral": 3, "flower": 1, "mushroom": 1}
    assert in_play(ctx.p(0), ELEPHARM).energies == 1


def test_elepharm_exchange_is_optional_and_may_trade_the_gained_resource():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    reserve(ctx, 0, ELEPHARM)
    energy(ctx, ELEPHARM, ["res:fruit", DONE])
    assert ctx.p(0).resources == {"fruit": 1, "coral": 0, "flower": 0, "mushroom": 0}
    ctx.p(0).energy_used = []  # a later turn
    energy(ctx, ELEPHARM, ["res:fruit", "give:fruit", "get:mushroom", "amount:2"])
    assert ctx.p(0).resources == {"fruit": 0, "coral": 0, "flower": 0, "mushroom": 2}


def test_globeon_plays_a_recharge_card_from_hand_for_free():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    reserve(ctx, 0, GLOBEON)
    hand(ctx, 0, CRYODON, APPLET, EUCALORD)
    prompts = energy(ctx, GLOBEON, ["hand:18"])
    assert ids(prompts[0]) == ["hand:18", "hand:22"]  # recharge cards only
    assert in_play(ctx.p(0), CRYODON) is not None and sorted(ctx.p(0).hand) == [APPLET, EUCALORD]
    assert ctx.p(0).resources == dict.fromkeys(ctx.p(0).resources, 0)  # free, and not fired


def test_nutabi_resource_of_choice_plus_one_per_three_trophies():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    give_trophies(ctx, 0, 4)
    reserve(ctx, 0, NUTABI)
    energy(ctx, NUTABI, ["res:mushroom"])
    assert ctx.p(0).resources["mushroom"] == 3


def test_pheoxi_fires_one_chosen_recharge_card():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, PHEOXI, CRYODON, HAMSTORE, VIKEY)
    prompts = energy(ctx, PHEOXI, ["fire:24"])
    assert ids(prompts[0]) == ["fire:18", "fire:24"]
    assert ctx.p(0).resources == {"fruit": 2, "coral": 1, "flower": 1, "mushroom": 1}
    assert vp(ctx) == 61  # Vikey


def test_hanguine_plays_an_end_card_from_the_wilderness_or_hand_for_free():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    reserve(ctx, 0, HANGUINE)
    hand(ctx, 0, 15, APPLET)
    move_card(ctx, 122, 0, "wild:2")
    prompts = energy(ctx, HANGUINE, ["wild:2"])
    assert "hand:15" in ids(prompts[0]) and "hand:1" not in ids(prompts[0])
    assert in_play(ctx.p(0), 122) is not None and ctx.state.wilderness[2] is None
    ctx.p(0).energy_used = []
    in_play(ctx.p(0), HANGUINE).energies = 1
    ctx.state.energies_supply -= 1
    energy(ctx, HANGUINE, ["hand:15"])
    assert in_play(ctx.p(0), 15) is not None and ctx.p(0).hand == [APPLET]
    assert ctx.p(0).resources == dict.fromkeys(ctx.p(0).resources, 0)


def test_swonder_takes_a_wilderness_card():
    ctx = table().ctx
    reserve(ctx, 0, SWONDER)
    card = ctx.state.wilderness[4]
    energy(ctx, SWONDER, ["wild:4"])
    assert ctx.p(0).hand == [card] and ctx.state.wilderness[4] is None


def test_plataurora_adds_a_new_species_that_counts_but_is_no_egg():
    ctx = table().ctx
    reserve(ctx, 0, PLATAURORA, STELLALING)
    eggs(ctx, 0, ("fish", False))
    supply = ctx.state.supply_eggs["crustacean"]
    prompts = energy(ctx, PLATAURORA, ["species:crustacean"])
    assert "species:reptile" not in [o.id for o in prompts[0].options]  # printed already
    card = in_play(ctx.p(0), PLATAURORA)
    assert (
        card.added_species == ["crustacean"] and ctx.state.supply_eggs["crustacean"] == supply - 1
    )
    assert ctx.p(0).eggs == [Egg("fish", False)] and vp(ctx) == 60  # not stored: no Stellaling
    # the added species counts for achievements and end cards, and needs no egg to hatch
    assert Icons(ctx, 0).claim(("crustacean",), 1) == (True, 0)
    assert species_icons(ctx, ctx.p(0), "crustacean", hatched_too=True) == 1
    # it can never be flipped: only stored eggs are offered
    offered = drive(ctx, pick_eggs(ctx, 0, 2, "flip", unhatched_only=False), [DONE])[1]
    assert ids(offered[0]) == ["egg:0", DONE]
    # the second energy (a later turn) cannot add crustacean again, nor reptile
    ctx.p(0).energy_used = []
    prompts = energy(ctx, PLATAURORA, ["species:dragon"])
    offered_species = [o.id for o in prompts[0].options]
    assert "species:crustacean" not in offered_species
    assert "species:reptile" not in offered_species
    assert card.added_species == ["crustacean", "dragon"] and card.energies == 0


def test_lavarp_example_with_mernetid_two_different_rewards():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, LAVARP)
    on_deck(ctx, MERNETID)
    prompts = energy(ctx, LAVARP, ["egg", "vp"])
    assert ids(prompts[0]) == ["egg", "resource", "vp"]
    assert "Coral" in prompts[0].options[1].label and "4 VP" in prompts[0].options[2].label
    assert ids(prompts[1]) == ["resource", "vp"]  # the same reward cannot be taken twice
    assert ctx.p(0).hand == [MERNETID]
    assert ctx.p(0).eggs == [Egg("fish", False)] and vp(ctx) == 64
    assert ctx.p(0).resources["coral"] == 1


def test_lavarp_coral_and_points():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, LAVARP)
    on_deck(ctx, MERNETID)
    energy(ctx, LAVARP, ["resource", "vp"])
    assert ctx.p(0).resources["coral"] == 2 and vp(ctx) == 64 and ctx.p(0).eggs == []


def test_lavarp_end_card_is_worth_zero_and_two_species_egg_is_chosen():
    ctx = table().ctx
    reserve(ctx, 0, LAVARP)
    on_deck(ctx, 122)  # Eggorgeous: an end card, reptile and insect
    prompts = energy(ctx, LAVARP, ["vp", "egg", "species:insect"])
    assert "0 VP" in prompts[0].options[2].label
    assert vp(ctx) == 60 and ctx.p(0).eggs == [Egg("insect", False)]


def test_pondire_looks_at_three_keeps_one_and_gains_its_resource():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, PONDIRE, FISHORSE, DRAKSID)
    on_deck(ctx, APPLET, MERNETID, CAVIGATOR)
    discard = list(ctx.state.discard)
    prompts = energy(ctx, PONDIRE, ["keep:81"])
    assert sorted(ids(prompts[0])) == ["keep:1", "keep:4", "keep:81"]
    assert ctx.p(0).hand == [MERNETID]
    assert ctx.state.discard == [*discard, APPLET, CAVIGATOR]
    assert ctx.p(0).resources["coral"] == 2
    assert vp(ctx) == 60  # neither a draw (Fishorse) nor a discard from hand (Draksid)
    assert ctx.p(0).last_discarded == 0


def test_centom_flips_up_to_two_different_eggs_and_scores_two():
    ctx = table().ctx
    eggs(ctx, 0, ("fish", False), ("bird", True))
    reserve(ctx, 0, CENTOM)
    prompts = energy(ctx, CENTOM, ["egg:1", "egg:0"])
    assert "egg:1" not in ids(prompts[1])
    assert ctx.p(0).eggs == [Egg("fish", True), Egg("bird", False)] and vp(ctx) == 62
    ctx.p(0).energy_used = []
    energy(ctx, CENTOM, [DONE])  # no flip at all: still the points
    assert ctx.p(0).eggs == [Egg("fish", True), Egg("bird", False)] and vp(ctx) == 64


def test_fafkeen_only_with_an_empty_hand_draws_four_and_gains_each_resource():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    reserve(ctx, 0, FAFKEEN, FISHORSE)
    hand(ctx, 0, APPLET)
    card = in_play(ctx.p(0), FAFKEEN)
    assert free.energy_refusal(ctx, 0, card) == "your hand must be empty"
    option = next(o for o in free.energy_options(ctx, 0) if o.id == f"energy:{FAFKEEN}")
    assert not option.enabled
    on_deck(ctx, APPLET, MERNETID, PONDIRE, CAVIGATOR)  # fruit, coral, flower, mushroom
    assert energy(ctx, FAFKEEN) == []
    assert sorted(ctx.p(0).hand) == [APPLET, CAVIGATOR, MERNETID, PONDIRE]
    assert ctx.p(0).resources == dict.fromkeys(ctx.p(0).resources, 1)
    assert vp(ctx) == 64 and card.energies == 0  # Fishorse: four draws


def place_crew(ctx: Ctx, seat: int, avoid: tuple[Coord, ...] = ()) -> None:
    """All three crew members of `seat` on free spots away from `avoid`."""
    taken = set(avoid) | {c for p in ctx.state.players for s in p.crew if s for c in s}
    board = next(s for s in ctx.cat.comps.main_board.sides if s.side == ctx.state.side)
    p = ctx.p(seat)
    for i in range(3):
        if p.crew[i] is not None:
            continue
        spot = next(s for s in crew_spots(board) if not set(s) & taken)
        p.crew[i] = spot
        taken |= set(spot)


def test_throboros_replays_rockin_discarded_at_the_hand_limit():
    ctx = table().ctx
    resources(ctx, 0, 0, 0, 0, 0)
    place_crew(ctx, 0)
    reserve(ctx, 0, THROBOROS)
    hand(ctx, 0, ROCKIN, APPLET, BEARMOUR, MERNETID, PONDIRE, CRYODON)
    card = in_play(ctx.p(0), THROBOROS)
    assert free.energy_refusal(ctx, 0, card) != ""  # nothing discarded yet
    # "at this time": the energy is offered inside the Recharge, right after the discard
    _, prompts = drive(
        ctx,
        recharge(ctx, 0),
        [f"hand:{ROCKIN}", f"energy:{THROBOROS}"],
        then=decline_or_first,  # Rockin's own ability may ask
    )
    assert f"energy:{THROBOROS}" not in ids(prompts[0])  # nothing discarded yet
    assert prompts[1].kind == "recharge-pause"
    assert len(ctx.p(0).hand) == 5
    assert in_play(ctx.p(0), ROCKIN) is not None and ROCKIN not in ctx.state.discard
    assert ctx.p(0).resources == dict.fromkeys(ctx.p(0).resources, 0)  # free
    assert card.energies == 0


def test_throboros_refuses_cavigator_whose_printed_cost_is_four():
    ctx = table().ctx
    place_crew(ctx, 0)
    reserve(ctx, 0, THROBOROS)
    hand(ctx, 0, CAVIGATOR, APPLET, BEARMOUR, MERNETID, PONDIRE, CRYODON)
    drive(ctx, recharge(ctx, 0), [f"hand:{CAVIGATOR}"])
    card = in_play(ctx.p(0), THROBOROS)
    assert "3 or less" in free.energy_refusal(ctx, 0, card)
    option = next(o for o in free.energy_options(ctx, 0) if o.id == f"energy:{THROBOROS}")
    assert not option.enabled


def test_throboros_only_for_a_card_discarded_this_turn():
    ctx = table().ctx
    reserve(ctx, 0, THROBOROS)
    hand(ctx, 0, ROCKIN)
    drive(ctx, discard_from_hand(ctx, 0, ROCKIN))
    card = in_play(ctx.p(0), THROBOROS)
    assert free.energy_refusal(ctx, 0, card) == ""
    turn = flow.player_turn(ctx, 0)  # the player's next turn begins
    first = next(turn)
    assert first.kind == "turn" and f"energy:{THROBOROS}" not in ids(first)
    turn.close()


def test_wyfin_discards_a_card_for_two_of_its_habitat_resource():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    reserve(ctx, 0, WYFIN, DRAKSID)
    hand(ctx, 0, MERNETID, APPLET)
    energy(ctx, WYFIN, [f"hand:{MERNETID}"])
    assert ctx.p(0).hand == [APPLET] and ctx.state.discard[-1] == MERNETID
    assert ctx.p(0).resources["coral"] == 3 and vp(ctx) == 61  # Draksid: a real discard
    assert ctx.p(0).last_discarded == MERNETID


def test_energy_once_per_card_per_turn():
    ctx = table().ctx
    reserve(ctx, 0, SWONDER)
    energy(ctx, SWONDER, ["wild:0"])
    card = in_play(ctx.p(0), SWONDER)
    assert card.energies == 1 and "already used" in free.energy_refusal(ctx, 0, card)


# --------------------------------------------------------------------------- the Recharge action


def clear_marking(ctx: Ctx, marking: str) -> list[Coord]:
    """The hexes of a marking, emptied of eggs (back into the pouch)."""
    coords = sorted(c for c, h in ctx.hexes.items() if h.marking == marking)
    for coord in coords:
        egg = ctx.state.map_eggs.pop(coord, None)
        if egg is not None:
            ctx.state.pouch.append(egg)
    return coords


def token_at(ctx: Ctx, space: int, marking: str) -> None:
    """Swap the face-down tokens so that `marking` lies on `space`."""
    tokens = ctx.state.time_tokens
    other = next(s for s, m in tokens.items() if m == marking)
    tokens[space], tokens[other] = tokens[other], tokens[space]


def test_recharge_needs_all_three_crew_members_and_brings_them_home():
    ctx = table().ctx
    ctx.p(0).crew[0] = None
    assert "three crew" in can_recharge(ctx, 0)
    place_crew(ctx, 0)
    assert drive(ctx, recharge(ctx, 0))[0] is True
    assert ctx.p(0).crew == [None, None, None]


def marking_with(ctx: Ctx, lakes: int, land: int) -> str:
    def count(m: str, terrains: tuple[str, ...]) -> int:
        return sum(h.marking == m and h.terrain in terrains for h in ctx.hexes.values())

    marks = sorted({h.marking for h in ctx.hexes.values() if h.marking})
    return next(m for m in marks if count(m, ("lake",)) >= lakes and count(m, PLACEABLE) >= land)


def land_next_to(ctx: Ctx, coord: Coord) -> Coord:
    return next(
        n for n in neighbours(*coord) if n in ctx.hexes and ctx.hexes[n].terrain in PLACEABLE
    )


def recharge_onto(ctx: Ctx, marking: str) -> None:
    """Player 0 recharges onto a time track space whose token shows `marking`."""
    token_at(ctx, 2, marking)
    ctx.state.time_pos = 1
    drive(ctx, recharge(ctx, 0))
    assert ctx.state.time_pos == 2 and 2 not in ctx.state.time_tokens


def test_recharge_time_token_eggs_skip_tiles_and_other_crew():
    ctx = table().ctx
    marking = marking_with(ctx, lakes=1, land=1)
    coords = clear_marking(ctx, marking)
    lake = next(c for c in coords if ctx.hexes[c].terrain == "lake")
    land = next(c for c in coords if ctx.hexes[c].terrain in PLACEABLE)
    ctx.state.tiles[lake] = ctx.state.tile_stack.pop()  # a habitat tile covers the lake
    mate = next(
        n for n in neighbours(*land) if n in ctx.hexes and ctx.hexes[n].terrain in PLACEABLE
    )
    ctx.p(1).crew[0] = (land, mate)  # another player's crew member stands there
    place_crew(ctx, 1)
    place_crew(ctx, 0)
    rest = [c for c in coords if c not in (lake, land)]
    pouch = len(ctx.state.pouch)
    recharge_onto(ctx, marking)
    assert lake not in ctx.state.map_eggs and land not in ctx.state.map_eggs
    assert all(c in ctx.state.map_eggs for c in rest)
    assert len(ctx.state.pouch) == pouch - len(rest)


def test_recharge_time_token_eggs_skip_eggs_but_not_the_crew_just_gone_home():
    ctx = table().ctx
    marking = marking_with(ctx, lakes=0, land=2)
    coords = clear_marking(ctx, marking)
    land = [c for c in coords if ctx.hexes[c].terrain in PLACEABLE]
    egg_hex, mine = land[0], land[1]
    ctx.state.map_eggs[egg_hex] = already = ctx.state.pouch.pop()
    mate = next(
        n for n in neighbours(*mine) if n in ctx.hexes and ctx.hexes[n].terrain in PLACEABLE
    )
    ctx.p(0).crew[0] = (mine, mate)  # the recharging player's crew comes home first
    place_crew(ctx, 0)
    pouch = len(ctx.state.pouch)
    recharge_onto(ctx, marking)
    assert ctx.state.map_eggs[egg_hex] == already  # no second egg on an egg
    assert all(c in ctx.state.map_eggs for c in coords)
    assert len(ctx.state.pouch) == pouch - (len(coords) - 1)


def test_recharge_net_goes_only_to_the_recharging_player():
    ctx = table().ctx
    place_crew(ctx, 0)
    nets = [p.nets for p in ctx.state.players]
    ctx.state.time_pos = 0  # space 1: a net
    drive(ctx, recharge(ctx, 0))
    assert ctx.state.time_pos == 1
    assert [p.nets for p in ctx.state.players] == [nets[0] + 1, nets[1]]


def test_recharge_full_sweep_replaces_the_wilderness():
    ctx = table().ctx
    place_crew(ctx, 0)
    space = next(s.index for s in ctx.track.spaces if "full_sweep" in s.icons)
    ctx.state.time_pos = space - 1
    before = list(ctx.state.wilderness)
    drive(ctx, recharge(ctx, 0))
    assert not set(before) & set(ctx.state.wilderness)
    assert set(before) <= set(ctx.state.discard)


def test_recharge_trophy_icon_removes_a_board_trophy():
    ctx = table().ctx
    place_crew(ctx, 0)
    space = next(s.index for s in ctx.track.spaces if "remove_trophy" in s.icons)
    ctx.state.time_pos = space - 1
    board, mine = ctx.state.trophies, ctx.p(0).trophies
    drive(ctx, recharge(ctx, 0))
    assert ctx.state.trophies == board - 1 and ctx.state.trophies_removed == 1
    assert ctx.p(0).trophies == mine


def test_recharge_last_space_repeats_and_can_end_the_game():
    ctx = table().ctx
    last = len(ctx.track.spaces) - 1
    ctx.state.time_pos = last
    ctx.state.trophies_removed += ctx.state.trophies - 2
    ctx.state.trophies = 2
    for _ in range(2):
        place_crew(ctx, 0)
        nets = ctx.p(0).nets
        drive(ctx, recharge(ctx, 0))
        assert ctx.state.time_pos == last and ctx.p(0).nets == nets + 1
    assert ctx.state.trophies == 0 and ctx.state.trophies_gone


def test_recharge_discards_to_five_before_the_recharge_cards_fire():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    place_crew(ctx, 0)
    reserve(ctx, 0, AROMALLI, DRAKSID)
    hand(ctx, 0, APPLET, BEARMOUR, CRYODON, EUCALORD, PONDIRE, CAVIGATOR, ROCKIN)
    on_deck(ctx, MERNETID)
    _, prompts = drive(ctx, recharge(ctx, 0), [f"hand:{APPLET}", f"hand:{ROCKIN}"])
    assert [p.kind for p in prompts] == ["hand-limit", "hand-limit"]
    # Aromalli drew after the cut: six cards stay in hand
    assert len(ctx.p(0).hand) == 6 and MERNETID in ctx.p(0).hand
    assert ctx.p(0).resources["coral"] == 2 and vp(ctx) == 62  # Draksid twice
    draw_at = next(i for i, e in enumerate(ctx.table.events) if e.kind == "draw")
    discards = [i for i, e in enumerate(ctx.table.events) if e.kind == "discard"]
    assert max(discards) < draw_at


def test_recharge_fires_the_recharge_cards_in_the_chosen_order():
    ctx = table().ctx
    resources(ctx, 0, 1, 1, 1, 1)
    place_crew(ctx, 0)
    reserve(ctx, 0, CRYODON, HAMSTORE, MAGAPE)
    _, prompts = drive(ctx, recharge(ctx, 0), ["fire:25", "fire:18"])
    assert ids(prompts[0]) == ["fire:18", "fire:24", "fire:25"]
    assert ids(prompts[1]) == ["fire:18", "fire:24"]  # each card once
    fired = [e.payload["card"] for e in ctx.table.events if e.kind == "fire"]
    assert fired == [MAGAPE, CRYODON, HAMSTORE]
    assert ctx.p(0).resources == {"fruit": 2, "coral": 2, "flower": 1, "mushroom": 2}


def test_an_energy_used_this_turn_is_offered_short_and_greyed_with_its_reason():
    ctx = table().ctx
    reserve(ctx, 0, FAFKEEN)
    option = next(o for o in free.energy_options(ctx, 0) if o.id == f"energy:{FAFKEEN}")
    assert option.enabled and "left)" in option.label
    ctx.p(0).energy_used.append(FAFKEEN)
    option = next(o for o in free.energy_options(ctx, 0) if o.id == f"energy:{FAFKEEN}")
    assert not option.enabled and option.reason == "its energy was already used this turn"
    assert option.label == f"Use an energy of #{FAFKEEN} {ctx.card(FAFKEEN).name}"
