"""Every Winterfall component fact the expansion's rulebook states, one row each.

Sections name the headings of ../shared/rules/wondrous-creatures-winterfall.txt; "appendix
#N" is the creature's entry in its appendix "Creature Cards". Decisions where the text slips
are tested too (and said in the files' headers).
"""

from collections.abc import Callable

import pytest

from engine.wondrous.components import SPECIES
from engine.wondrous.loading import Components
from engine.wondrous.winterfall.balance import winterfall_balance_report
from engine.wondrous.winterfall.component_set import WINTERFALL_SPECIES, winterfall_parts
from tests.wondrous.engine_helpers import ctx_of, started

NAMES = [
    "Avalanchelf", "Bansheer", "Blancoberon", "Clouderiel", "Cloudyne", "Dwarfreeze",
    "Dwarfrost", "Frostroll", "Gruagail", "Icoblin", "Icobold", "Jelluffle", "Ozerro",
    "Pucalanche", "Pucarctica", "Puckaet", "Removimp", "Stovesel", "Stovvar", "Titanorak",
    "Chitinutan", "Chitinzee", "Fronterrier", "Richermit", "Cargorne", "Cargoxen",
    "Decorider", "Trincat", "Lulook", "Piccogriff", "Surffins", "Sweefins", "Jakmitan",
    "Snoworm", "Toadefine", "Toadetect", "Tortoing", "Coldodon", "Duvezon", "Explopus",
    "Sturglaci", "Chilamp", "Grublanco", "Monarctic", "Mothail", "Polaphopis", "Polazhdar",
    "Winterrior", "Armorot", "Auroraxol", "Pardalorso", "Frozairy", "Melacial",
]  # fmt: skip
#: "Refer to #N"
REFERS = {145: 144, 147: 146, 151: 150, 155: 154, 159: 158, 162: 161, 166: 165, 172: 171,
          176: 175, 185: 184, 187: 186}
END = {"Puckaet", "Armorot", "Auroraxol", "Pardalorso", "Frozairy", "Melacial"}
#: the cards that fire "when you perform a Recharge Action"
RECHARGE = {"Blancoberon", "Ozerro", "Fronterrier", "Trincat", "Tortoing", "Sturglaci",
            "Chilamp"}
#: "each time" / "whenever": they react while in the reserve
CONTINUOUS = {"Avalanchelf", "Bansheer", "Richermit", "Snoworm"}
ENERGY = {"Frostroll": 2, "Gruagail": 2, "Titanorak": 1, "Piccogriff": 2, "Winterrior": 1}
#: the caps the appendix states ("up to a maximum of")
CAPS = {"Icoblin": 10, "Trincat": 5, "Tortoing": 6, "Duvezon": 10, "Chilamp": 5,
        "Grublanco": 10, "Winterrior": 10, "Armorot": 10, "Melacial": 10}
CARD_NAMES = ["Aurora Storm", "Cold Wave", "Dawn Aurora", "Earthquake", "Freezing Point",
              "Landslide", "Red Aurora", "Severe Snowstorm", "Sleet", "Sudden Blizzard",
              "Tectonic Shift", "Terrifying Hail"]
#: the kinds of the 2nd and 3rd effects (Red Aurora's 3rd: see test_red_aurora_slip)
KINDS = {1: "II", 2: "IS", 3: "II", 4: "IS", 5: "IS", 6: "IS", 7: "II", 8: "IS", 9: "IS",
         10: "IS", 11: "S", 12: "IS"}
#: "Refer to #N-kth Effect": (card, effect index) -> (card, effect index)
CARD_REFERS = {(3, 2): (1, 2), (4, 1): (2, 1), (5, 2): (2, 2), (6, 1): (1, 1), (6, 2): (4, 2),
               (7, 1): (3, 1), (7, 2): (1, 2), (8, 1): (5, 1), (9, 1): (2, 1), (9, 2): (8, 2),
               (10, 1): (1, 1), (10, 2): (8, 2), (12, 1): (1, 1), (12, 2): (8, 2)}


def card(c: Components, name: str):
    return next(k for k in winterfall_parts(c).creatures.creatures if k.name == name)


def captain(c: Components, name: str):
    return next(k for k in winterfall_parts(c).captains.captains if k.name == name)


def main(c: Components, number: int):
    return next(a for a in winterfall_parts(c).achievements.achievements if a.number == number)


def aurora_effects(c: Components) -> set[tuple[str, tuple]]:
    return {(e.effect.effect, tuple(sorted(e.effect.params.items())))
            for e in winterfall_parts(c).tiles.aurora_effects}


FACTS: list[tuple[str, str, Callable[[Components], bool]]] = [
    ("Components", "53 creature cards #141-193 with their names",
     lambda c: [(k.number, k.name) for k in winterfall_parts(c).creatures.creatures]
     == list(zip(range(141, 194), NAMES, strict=True))),
    ("Components", "11 achievement cards: 7 main #20-26, 2 single-, 2 multi-species",
     lambda c: sorted(a.kind for a in winterfall_parts(c).achievements.achievements)
     == ["main"] * 7 + ["multi"] * 2 + ["single"] * 2
     and sorted(a.number for a in winterfall_parts(c).achievements.achievements if a.number)
     == list(range(20, 27))),
    ("Components", "6 prelude cards, 12 Winterfall cards, 12 Winterfall Tingent cards",
     lambda c: (len(winterfall_parts(c).cards.prelude_cards), len(winterfall_parts(c).cards.cards),
                len(winterfall_parts(c).tingent.cards)) == (6, 12, 12)),
    ("Components", "6 captain boards #14-19",
     lambda c: [(x.number, x.name, x.title) for x in winterfall_parts(c).captains.captains] == [
         (14, "Aquilo", "Ice Digger"), (15, "Freya", "Egg Nurturer"),
         (16, "Kaashif", "The Ice-Spider"), (17, "Olwen", "The Merry Wayfarer"),
         (18, "Robin", "Snowbound Pathfinder"), (19, "Zuri", "The Far-Watcher")]),
    ("Components", "2 habitat tiles, 6 wild habitat tiles, 18 aurora tiles",
     lambda c: (len(winterfall_parts(c).tiles.habitat_tiles),
                len(winterfall_parts(c).tiles.wild_habitat_tiles),
                len(winterfall_parts(c).tiles.aurora_tiles)) == (2, 6, 18)),
    ("Components", "8 mountain tiles: 6 unmarked, 2 marked",
     lambda c: sorted(t.marking is not None for t in winterfall_parts(c).tiles.mountain_tiles)
     == [False] * 6 + [True] * 2),
    ("Components", "18 blizzards, 25 snowflakes, 6 big snowflakes, 14 aurora tokens, "
     "8 species tokens, 11 spirit eggs, 4 time track pieces",
     lambda c: [winterfall_parts(c).components.counts[k] for k in (
         "blizzards", "snowflakes", "big_snowflakes", "aurora_tokens", "species_tokens",
         "spirit_eggs", "time_track_pieces")] == [18, 25, 6, 14, 8, 11, 4]
     and winterfall_parts(c).components.eggs == {"spirit": 11}),
    ("Big Snowflake", "a big snowflake is worth 5 snowflakes",
     lambda c: winterfall_parts(c).components.big_snowflake_value == 5),
    ("New Species: Spirits", "spirits make the species 7 to 8; the base game keeps its 7",
     lambda c: len(SPECIES) == 7 and (*SPECIES, "spirit") == WINTERFALL_SPECIES),
    ("General Setup 5", "the pouch takes 40 eggs, 5 of each of the 8 species",
     lambda c: winterfall_parts(c).components.pouch_per_species * len(WINTERFALL_SPECIES) == 40),
    ("General Setup 5", "then the supply keeps 6 eggs of each species, 7 Insects",
     lambda c: {s: n - winterfall_parts(c).components.pouch_per_species
                for s, n in (c.components.eggs | winterfall_parts(c).components.eggs).items()}
     == {s: 7 if s == "insect" else 6 for s in WINTERFALL_SPECIES}),
    ("Before Setup 2", "the supply board, the 4-player time track pieces, the base Tingent "
     "cards and the base achievements but main 1-3 leave",
     lambda c: (lambda g: g.supply_board and g.tingent_cards and g.time_tracks == ["b-4"]
                and g.achievements_kept == ["main-1", "main-2", "main-3"])(
         winterfall_parts(c).components.leaves_the_game)),
    ("General Setup 6", "a Winterfall time track for 1-2, 3 and 4 players",
     lambda c: [t.players for t in winterfall_parts(c).tracks.time_tracks] == [[1, 2], [3], [4]]),
    ("Recharge Action Steps", "the Winterfall tracks keep the base time tokens and icons",
     lambda c: all([(s.time_token, s.icons) for s in w.spaces]
                   == [(s.time_token, s.icons) for s in b.spaces]
                   for w, b in zip(winterfall_parts(c).tracks.time_tracks, c.tracks.time_tracks,
                                   strict=True))),
    ("Winterfall Time Track and Events", "every track has Winterfall and aurora events",
     lambda c: all({"winterfall", "aurora"} <= {s.event for s in t.spaces}
                   for t in winterfall_parts(c).tracks.time_tracks)),
    ("Projects", "3 projects per side, scored left to right, one of them snowflakes",
     lambda c: all([p.counts for p in s.projects].count("snowflakes") == 1
                   and len(s.projects) == 3
                   for s in winterfall_parts(c).tracks.project_board.sides)),
    ("Projects", "with 4 players the ranks score 8, 5, 3, 0",
     lambda c: winterfall_parts(c).tracks.project_board.points_for(4) == [8, 5, 3, 0]),
    ("Solo Mode: Tingent Projects", "solo projects score as in a 2-player game",
     lambda c: winterfall_parts(c).tracks.project_board.points_for(1)
     == winterfall_parts(c).tracks.project_board.points_for(2)),
    ("Aurora Tiles", "the 13 listed effects, every one on a tile",
     lambda c: aurora_effects(c) == {
         ("gain_resource", (("amount", 2), ("resource", r))) for r in
         ("fruit", "coral", "flower", "mushroom")} | {
         ("score", (("vp", 4),)), ("gain_nets", (("count", 1),)),
         ("gain_egg", (("species", "any"),)), ("take_wilderness", (("count", 2),)),
         ("trigger_end_card_now", (("cap", 99),)), ("activate_all_recharges", ()),
         ("repeat_last_instant", ()), ("gain_least_resources", (("amount", 2),)),
         ("score_chosen_species_icons", (("vp", 1),))}
     and {t.effect for t in winterfall_parts(c).tiles.aurora_tiles}
     == {e.id for e in winterfall_parts(c).tiles.aurora_effects}),
    ("Aurora Event", "each tile has 1 or 2 token slots; Aurora Storm needs 2-slot tiles",
     lambda c: {t.slots for t in winterfall_parts(c).tiles.aurora_tiles} == {1, 2}),
    ("Appendix: Special Effect Icons", "the seven icons, two of them base icons",
     lambda c: sorted((i.effect.effect, tuple(sorted(i.effect.params.items())))
                      for i in winterfall_parts(c).icons.icons) == [
         ("discard_gain_matching_eggs", (("count", 1),)), ("discover_species", ()),
         ("draw_cards", (("count", 1),)), ("gain_any_resources", (("amount", 1),)),
         ("score", (("vp", 2),))]
     and winterfall_parts(c).icons.from_base == ["sweep_take", "flip_one_egg"]),
    ("Wild Habitats", "each wild habitat tile has a special effect icon",
     lambda c: all(t.special for t in winterfall_parts(c).tiles.wild_habitat_tiles)),
    ("Wild Habitats", "a prelude card places the 2 wild habitats, on each board side",
     lambda c: all(sorted(k.wild_habitats) == ["A", "B"]
                   and all(len(v) == 2 for v in k.wild_habitats.values())
                   for k in winterfall_parts(c).cards.prelude_cards)),
    ("Mountain Tile", "a marked tile has one plains hex with its marking per board side",
     lambda c: all(sorted(spots) == sorted(t.marking
                                           for t in winterfall_parts(c).tiles.mountain_tiles
                                           if t.marking)
                   for spots in winterfall_parts(c).tiles.marked_plains.values())),
    ("Appendix #148-149, #160, #193", "Frostroll, Gruagail and Titanorak are Spirits; "
     "Melacial is a Dragon and a Spirit (the Lulook example)",
     lambda c: all("spirit" in card(c, n).species for n in ("Frostroll", "Gruagail", "Titanorak"))
     and sorted(card(c, "Melacial").species) == ["dragon", "spirit"]),
    ("Appendix #141", "Avalanchelf is a continuous card",
     lambda c: card(c, "Avalanchelf").type == "continuous"),
    ("Appendix #156", "Puckaet scores 1 VP per Spirit icon, eggs of both sides included",
     lambda c: card(c, "Puckaet").ability.params == {"species": "own", "vp": 1}
     and card(c, "Puckaet").species == ["spirit"]),
]


CAPTAIN_FACTS: list[tuple[str, str, Callable[[Components], bool]]] = [
    ("Appendix: 14 Aquilo", "tiers at 0-4, 5-9 and 10-12 stored eggs",
     lambda c: captain(c, "Aquilo").power.params == {"tiers": [0, 5, 10]}),
    ("Appendix: 15 Freya", "1-5 VP at 0-3, 4-5, 6-8, 9-11 and 12 stored eggs",
     lambda c: captain(c, "Freya").power.params == {"tiers": [0, 4, 6, 9, 12]}),
    ("Appendix: 16 Kaashif", "1 VP per snowflake placed",
     lambda c: captain(c, "Kaashif").power.params == {"vp": 1}),
    ("Appendix: 17 Olwen", "tiers at 0-2, 3-4 and 5+ trophies, 3 VP on the top one",
     lambda c: captain(c, "Olwen").power.params == {"tiers": [0, 3, 5], "vp": 3}),
    ("Appendix: 18 Robin", "tiers at 0-2, 3-4 and 5+ trophies, 3 VP on the top one",
     lambda c: captain(c, "Robin").power.params == {"tiers": [0, 3, 5], "vp": 3}),
    ("Appendix: 19 Zuri", "an energy when unlocked and per placement; spend 1 or 3",
     lambda c: (lambda z: z.unlock is not None and z.unlock.params == {"count": 1}
                and z.power.params == {"count": 1} and z.free_action is not None
                and z.free_action.params == {"discover_cost": 1, "play_cost": 3})(
         captain(c, "Zuri"))),
]

ACHIEVEMENT_FACTS: list[tuple[str, str, Callable[[Components], bool]]] = [
    ("Main Achievement Cards #20", "9 icons of one species, eggs used are hatched",
     lambda c: (main(c, 20).condition.effect, main(c, 20).condition.params)
     == ("same_species_icons", {"count": 9, "hatch": True})),
    ("Main Achievement Cards #21", "8 continuous, energy, end and recharge cards",
     lambda c: main(c, 21).condition.params == {"count": 8}),
    ("Main Achievement Cards #22", "2 of each of the 4 habitat icons",
     lambda c: main(c, 22).condition.params == {"per_habitat": 2}),
    ("Main Achievement Cards #23", "3 unhatched eggs of 2 species, all 6 hatched",
     lambda c: main(c, 23).condition.params == {"count": 3, "species": 2, "hatch": True}),
    ("Main Achievement Cards #24", "6 icons of 2 species",
     lambda c: main(c, 24).condition.params == {"count": 6, "species": 2, "hatch": True}),
    ("Main Achievement Cards #25", "2 icons of 6 species",
     lambda c: main(c, 25).condition.params == {"count": 2, "species": 6, "hatch": True}
     and main(c, 25).condition.effect == main(c, 24).condition.effect),
    ("Main Achievement Cards #26", "8 species on creature cards",
     lambda c: main(c, 26).condition.params == {"count": 8}),
]


@pytest.mark.parametrize(
    ("section", "fact", "check"),
    FACTS + CAPTAIN_FACTS + ACHIEVEMENT_FACTS,
    ids=[f"{s}: {f}" for s, f, _ in FACTS + CAPTAIN_FACTS + ACHIEVEMENT_FACTS],
)
def test_winterfall_fact(comps, section, fact, check):
    assert check(comps), f"{section}: {fact}"


@pytest.mark.parametrize("number", range(141, 194))
def test_refer_to_type_energy_and_caps(comps, number):
    """Appendix: 'Refer to #N' shares N's ability; the type follows from the ability text."""
    k = comps.creature(number)
    assert k.name == NAMES[number - 141]
    assert k.same_ability_as == REFERS.get(number)
    name = comps.creature(REFERS.get(number, number)).name
    want = ("end" if name in END else "recharge" if name in RECHARGE
            else "continuous" if name in CONTINUOUS else "energy" if name in ENERGY
            else "instant")
    assert k.type == want
    assert k.energy_limit == ENERGY.get(name)
    if name in CAPS:
        assert k.ability.params["cap"] == CAPS[name]


STATED_SPECIES = {"Frostroll", "Gruagail", "Titanorak", "Melacial"}


def test_designed_marks_match_the_book(comps):
    for k in winterfall_parts(comps).creatures.creatures:
        stated = {"species"} if k.name in STATED_SPECIES else set()
        if k.type == "end":
            stated.add("ending_score")
        assert not stated & set(k.designed), f"{k.name}: stated fields marked designed"
        for f in ("habitat", "species", "cost", "ending_score"):
            if f not in stated:
                assert f in k.designed, f"{k.name}: {f} is not stated, mark it designed"


def test_every_winterfall_card_keeps_the_balance_rule(comps):
    report = winterfall_balance_report(comps)
    assert len(report.cards) == 53 and report.outliers == []


def test_winterfall_cards_names_and_effect_kinds(comps):
    cards = winterfall_parts(comps).cards.cards
    assert [k.name for k in cards] == CARD_NAMES
    for k in cards:
        later = "".join(e.kind[0].upper() for e in k.effects[1:])
        assert later == KINDS[k.number], k.name
        assert k.effects[0].kind == "instructional", k.name  # the 1st: a snow placement
        assert k.symbol in winterfall_parts(comps).cards.symbols


def test_refer_to_effects_share_the_effect(comps):
    cards = {k.number: k for k in winterfall_parts(comps).cards.cards}
    for (n, i), (m, j) in CARD_REFERS.items():
        assert cards[n].effects[i].effect == cards[m].effects[j].effect, (n, i)


def test_the_event_example_card_is_earthquake(comps):
    """The Winterfall event example: snow on the 1st, 3rd and 6th snowfields, an aurora on
    the butterfly net habitat, then the sequential mountain tile (only Earthquake has both)."""
    first, second, third = next(k for k in winterfall_parts(comps).cards.cards
                                if k.name == "Earthquake").effects
    assert (first.kind, first.effect.params) == ("instructional", {"snowfields": [1, 3, 6]})
    assert "effects.0" not in next(k for k in winterfall_parts(comps).cards.cards
                                   if k.name == "Earthquake").designed
    assert second.effect.effect == "aurora_on_net_habitat"
    assert (third.kind, third.effect.effect) == ("sequential", "mountain_gain_resource")


def test_red_aurora_slip(comps):
    """Red Aurora's 3rd effect is printed Sequential but refers to Aurora Storm's 3rd, which
    is Instructional: decided instructional, and marked as a decision."""
    red = next(k for k in winterfall_parts(comps).cards.cards if k.name == "Red Aurora")
    storm = next(k for k in winterfall_parts(comps).cards.cards if k.name == "Aurora Storm")
    assert red.effects[2].kind == storm.effects[2].kind == "instructional"
    assert "effects.2.kind" in red.designed


def test_the_symbol_rule_matters(comps):
    """Drawing again while the symbol matches the discard's top needs shared symbols, and
    enough of them that a card of another symbol is always left."""
    symbols = [k.symbol for k in winterfall_parts(comps).cards.cards]
    counts = [symbols.count(s) for s in winterfall_parts(comps).cards.symbols]
    assert min(counts) >= 2 and len(counts) >= 2


def test_base_lists_hold_no_winterfall_component(comps):
    assert max(k.number for k in comps.creatures.creatures) == 126
    assert all("spirit" not in k.species for k in comps.creatures.creatures)
    assert max(x.number for x in comps.captains.captains) == 9
    assert sorted(comps.components.eggs) == sorted(SPECIES)


def test_the_base_deck_is_dealt_without_winterfall_cards():
    assert sorted(ctx_of(started()).cat.creatures) == list(range(1, 127))
