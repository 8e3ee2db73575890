"""Every component fact the rulebook states, one row each, with the section it comes from.

Sections name the rulebook (../shared/rules/wondrous-creatures.txt) headings; "appendix #N"
is the creature's entry in the appendix "Creature Cards".
"""

from collections.abc import Callable
from itertools import combinations

import pytest

from engine.wondrous.components import SPECIES
from engine.wondrous.loading import Components
from engine.wondrous.solo.component_set import tingent_parts

NAMES = [
    "Applet",
    "Backactooth",
    "Bearmour",
    "Cavigator",
    "Curechino",
    "Doground",
    "Edenborn",
    "Goatitan",
    "Pangshroam",
    "Pharabog",
    "Pinkroak",
    "Sandraco",
    "Sealocanth",
    "Shellmit",
    "Sunarrow",
    "Verieberree",
    "Watereo",
    "Cryodon",
    "Crystalama",
    "Dracougar",
    "Elepharm",
    "Eucalord",
    "Globeon",
    "Hamstore",
    "Magape",
    "Mammothog",
    "Mommhog",
    "Nutabi",
    "Pheoxi",
    "Sugarider",
    "Thunderilla",
    "Triumpithon",
    "Vikey",
    "Wayfinder",
    "Arbokueen",
    "Arboqing",
    "Florarzei",
    "Floratzel",
    "Gryffling",
    "Gryphocean",
    "Hanguine",
    "Hawkwaka",
    "Jumperor",
    "Jumpress",
    "Nighthief",
    "Nightogue",
    "Owlean",
    "Owlite",
    "Skyrant",
    "Starbeak",
    "Swonder",
    "Berrong",
    "Blizard",
    "Chactiva",
    "Frogain",
    "Frogave",
    "Lilizard",
    "Metaforma",
    "Metamorpha",
    "Mushmid",
    "Mushmidol",
    "Nimfizard",
    "Plataurora",
    "Platazul",
    "Rewardino",
    "Stridesert",
    "Torterran",
    "Aromalli",
    "Caprieel",
    "Caregaroo",
    "Clairgaroo",
    "Cucunet",
    "Deepus",
    "Drawanta",
    "Drawight",
    "Fishorse",
    "Gluminor",
    "Kilphin",
    "Kilpink",
    "Lavarp",
    "Mernetid",
    "Pondire",
    "Sharkhon",
    "Swampus",
    "Centom",
    "Cocoroch",
    "Finhead",
    "Flareetle",
    "Gemantis",
    "Glowyrm",
    "Hoflora",
    "Hofume",
    "Housilk",
    "Lunantula",
    "Magicadas",
    "Mentimidae",
    "Rosaroch",
    "Stellaling",
    "Wallowyrm",
    "Waspike",
    "Wizadas",
    "Behewant",
    "Blankin",
    "Cyaniu",
    "Doublagon",
    "Draksid",
    "Duplagon",
    "Fafkeen",
    "Goldeniu",
    "Healathan",
    "Newtyrant",
    "Nidknight",
    "Nidmight",
    "Platinodon",
    "Revivathan",
    "Rockin",
    "Throboros",
    "Throiamet",
    "Wyfin",
    "Bustosaur",
    "Duckaiser",
    "Eggorgeous",
    "Solaroller",
    "Swimmah",
    "Wolture",
    "Yormovent",
]

# "Refer to #N" in the appendix: card -> the card whose ability it shares
REFERS = {
    2: 1,
    5: 3,
    8: 3,
    9: 1,
    12: 4,
    13: 3,
    14: 1,
    16: 4,
    17: 4,
    20: 15,
    24: 18,
    25: 18,
    27: 26,
    32: 18,
    36: 35,
    38: 37,
    40: 39,
    44: 43,
    46: 45,
    48: 47,
    49: 15,
    53: 52,
    56: 55,
    59: 58,
    61: 60,
    62: 57,
    64: 63,
    67: 15,
    71: 70,
    75: 74,
    79: 78,
    83: 15,
    84: 73,
    88: 87,
    89: 15,
    92: 91,
    97: 86,
    99: 90,
    101: 95,
    107: 105,
    109: 104,
    111: 15,
    113: 112,
    115: 110,
    116: 103,
    118: 117,
}

# card types as the appendix texts imply them (the originals; "refer" cards follow)
END = {15, 120, 121, 122, 123, 124, 125, 126}
RECHARGE = {6, 11, 18, 22, 34, 42, 68, 69, 93, 96}
CONTINUOUS = {10, 19, 31, 33, 54, 66, 76, 94, 98, 106}
ENERGY = {
    21: 2,
    23: 1,
    28: 2,
    29: 2,
    41: 1,
    51: 2,
    63: 2,
    80: 2,
    82: 2,
    85: 2,
    108: 1,
    117: 1,
    119: 2,
}
CAPS = {1: 10, 6: 5, 39: 10, 42: 5, 77: 10, 121: 12, 123: 12, 124: 12, 125: 12, 126: 12}


def original(n: int) -> int:
    return REFERS.get(n, n)


def card(c: Components, name: str):
    return next(k for k in c.creatures.creatures if k.name == name)


def ach(c: Components, id_: str):
    return next(a for a in c.achievements.achievements if a.id == id_)


def slots(c: Components, id_: str, side: str) -> list[tuple[int | None, int]]:
    return [(s.threshold, s.points) for s in ach(c, id_).sides[side].slots]


def scoring_example_possible(c: Components, side: str, want: list[int]) -> bool:
    """Can one player hold achievement slots worth exactly `want` in a legal setup?"""
    achs = c.achievements.achievements
    mains = [a for a in achs if a.kind == "main"]
    multis = [a for a in achs if a.kind == "multi"]
    singles = [a for a in achs if a.kind == "single"]
    for m3 in combinations(mains, 3):
        for mu in combinations(multis, 2):
            used = set(mu[0].species) | set(mu[1].species)
            if len(used) != 4:
                continue
            free = [s for s in singles if s.species[0] not in used]
            for si in combinations(free, 2):
                cards = [*m3, *mu, *si]
                options = [[s.points for s in a.sides[side].slots] for a in cards]
                if _pick(options, sorted(want)):
                    return True
    return False


def _pick(options: list[list[int]], want: list[int]) -> bool:
    if not want:
        return True
    if not options:
        return False
    head, rest = options[0], options[1:]
    if _pick(rest, want):
        return True
    for p in set(head):
        if p in want:
            left = list(want)
            left.remove(p)
            if _pick(rest, left):
                return True
    return False


Fact = tuple[str, str, Callable[[Components], bool]]
FACTS: list[Fact] = [
    # ---- Components
    (
        "Components",
        "126 creature cards numbered 1-126 with the appendix names",
        lambda c: [k.name for k in c.creatures.creatures] == NAMES,
    ),
    (
        "Components",
        "19 achievement cards: 5 main, 7 single-species, 7 multi-species",
        lambda c: (
            [
                sum(a.kind == k for a in c.achievements.achievements)
                for k in ("main", "single", "multi")
            ]
            == [5, 7, 7]
        ),
    ),
    ("Components", "12 Tingent cards", lambda c: len(tingent_parts(c).cards) == 12),
    (
        "Components",
        "9 captains with the listed names",
        lambda c: (
            sorted(x.name for x in c.captains.captains)
            == sorted(
                [
                    "Freya",
                    "Haoa",
                    "Macus",
                    "Cabot",
                    "Tingent",
                    "Octavia",
                    "Marie",
                    "Samuel",
                    "Helena",
                ]
            )
        ),
    ),
    ("Components", "14 habitat tiles", lambda c: len(c.habitat_tiles.tiles) == 14),
    (
        "Components",
        "78 eggs: 11 of each species but 12 Insects",
        lambda c: c.components.eggs == {s: (12 if s == "insect" else 11) for s in SPECIES},
    ),
    (
        "Components",
        "tokens: 20 energies, 16 trophies, 12 nets, 5 time tokens",
        lambda c: (
            [c.components.counts[k] for k in ("energies", "trophies", "butterfly_nets")]
            == [20, 16, 12]
            and max(t.time_tokens for t in c.tracks.time_tracks) == 5
        ),
    ),
    (
        "Components",
        "3 crew members for each of 4 players, 6 achievement markers each",
        lambda c: (
            c.components.limits["crew_per_player"] == 3
            and len(c.tracks.achievement_marker_rewards) == 6
        ),
    ),
    # ---- Game Setup
    (
        "General Setup 4",
        "35 eggs in the pouch, 5 of each species",
        lambda c: c.components.pouch_per_species * len(c.components.eggs) == 35,
    ),
    (
        "General Setup 10",
        "trophies: 10 / 14 / 16 for 2 / 3 / 4 players, 2 fewer when learning",
        lambda c: (
            (
                c.components.trophies[2],
                c.components.trophies[3],
                c.components.trophies[4],
                c.components.learning_trophy_reduction,
            )
            == (10, 14, 16, 2)
        ),
    ),
    (
        "Solo Mode: Game Setup Changes",
        "8 trophies in solo",
        lambda c: c.components.trophies[1] == 8,
    ),
    (
        "General Setup 3 / 6",
        "6 Wilderness cards, 3 tiles in the pool",
        lambda c: (c.components.limits["wilderness"], c.components.limits["tile_pool"]) == (6, 3),
    ),
    (
        "General Setup 9",
        "3 players use 4 time tokens, the others 5",
        lambda c: (
            {tuple(t.players): t.time_tokens for t in c.tracks.time_tracks}
            == {(1, 2): 5, (3,): 4, (4,): 5}
        ),
    ),
    (
        "General Setup 12",
        "3 main, 2 single-species and 2 multi-species cards in play",
        lambda c: (
            [
                c.components.setup[k]
                for k in ("main_achievements", "single_achievements", "multi_achievements")
            ]
            == [3, 2, 2]
        ),
    ),
    (
        "Player Setup 13-19",
        "6 markers, 1 of each resource, 1 net, draw 8 keep 4, 2 captains",
        lambda c: (
            (
                len(c.tracks.achievement_marker_rewards),
                c.components.setup["starting_resource_each"],
                c.components.setup["starting_nets"],
                c.components.setup["starting_draw"],
                c.components.setup["starting_keep"],
                c.components.setup["captain_boards_offered"],
            )
            == (6, 1, 1, 8, 4, 2)
        ),
    ),
    (
        "Player Setup 19",
        "players 2, 3, 4 move 1, 2, 3 resource trackers",
        lambda c: (
            [c.components.setup[f"extra_resources_player_{i}"] for i in (2, 3, 4)] == [1, 2, 3]
        ),
    ),
    # ---- Game Play, Basic and Free Actions
    ("Resources", "at most 6 of one resource", lambda c: c.components.limits["resource_max"] == 6),
    (
        "Use a Butterfly Net",
        "at most 3 nets; an extra net gives 1 VP",
        lambda c: (
            (c.components.limits["nets_max"], c.components.final_scoring["net_overflow_vp"])
            == (3, 1)
        ),
    ),
    (
        "Recharge",
        "hand limit 5 at recharge",
        lambda c: c.components.limits["hand_limit_at_recharge"] == 5,
    ),
    (
        "Play a Card(s)",
        "up to 2 cards per Play action",
        lambda c: c.components.limits["cards_per_play_action"] == 2,
    ),
    ("Wilderness", "a sweep replaces 3 cards", lambda c: c.components.limits["sweep_cards"] == 3),
    (
        "Crew Placement Rules",
        "a mountain costs any 1 resource",
        lambda c: c.components.limits["mountain_cost"] == 1,
    ),
    (
        "Eggs 6",
        "12 egg slots; a full storage pays 2 VP per egg",
        lambda c: len(c.tracks.egg_storage) == 12 and c.tracks.full_storage_vp == 2,
    ),
    (
        "Eggs 5",
        "the third egg slot pays 1 VP",
        lambda c: (c.tracks.egg_storage[2].reward, c.tracks.egg_storage[2].vp) == ("vp", 1),
    ),
    (
        "Appendix: Egg Storage Rewards",
        "slot rewards: a Wilderness card, some VP, or any one resource (all three appear)",
        lambda c: {"wilderness_card", "vp", "resource"}
        <= {e.reward for e in c.tracks.egg_storage}
        <= {"wilderness_card", "vp", "resource", "none"},
    ),
    (
        "Complete an Achievement 4",
        "six marker rewards, each replaceable by 2 VP",
        lambda c: (
            len(c.tracks.achievement_marker_rewards) == 6
            and c.tracks.marker_reward_alternative_vp == 2
        ),
    ),
    (
        "Appendix: Achievement Marker Rewards",
        "the six rewards",
        lambda c: (
            [m.effect.effect for m in c.tracks.achievement_marker_rewards]
            == [
                "gain_any_resources",
                "take_wilderness",
                "gain_nets",
                "score",
                "restore_energy_card",
                "activate_all_recharges",
            ]
        ),
    ),
    (
        "Appendix: Special Effect Icons",
        "14 special effect icons",
        lambda c: len(c.special_effects.icons) == 14,
    ),
    (
        "Butterfly Net Habitat",
        "exactly one net habitat on each side of the map",
        lambda c: all(
            sum(h.terrain == "net_habitat" for h in s.hexes) == 1 for s in c.main_board.sides
        ),
    ),
    (
        "General Setup 1",
        "side A for 1-2 players, side B for 3-4",
        lambda c: (
            [(s.side, s.players) for s in c.main_board.sides] == [("A", [1, 2]), ("B", [3, 4])]
        ),
    ),
    (
        "General Setup 7",
        "side B: one 4-player tile spot and two 4-player egg spots",
        lambda c: (
            sorted(h.setup_4p for h in c.main_board.sides[1].hexes if h.setup_4p)
            == ["egg", "egg", "habitat_tile"]
        ),
    ),
    (
        "General Setup 8",
        "five time token markings, all on the map",
        lambda c: (
            len(c.main_board.time_token_markings) == 5
            and all(
                {h.marking for h in s.hexes} >= set(c.main_board.time_token_markings)
                for s in c.main_board.sides
            )
        ),
    ),
    # ---- Scoring and tracks
    (
        "Scoring 1 / Discovery",
        "score track: 10 reward spaces, Discovery at 5, 25, 40",
        lambda c: (
            len(c.tracks.score_track.rewards) == 10
            and sorted(k for k, v in c.tracks.score_track.rewards.items() if v == "discovery")
            == [5, 25, 40]
        ),
    ),
    (
        "Trophy",
        "score track trophies at 30 and 50",
        lambda c: (
            sorted(k for k, v in c.tracks.score_track.rewards.items() if v == "trophy") == [30, 50]
        ),
    ),
    (
        "Scoring 1",
        "the other five reward spaces give a net",
        lambda c: sum(v == "net" for v in c.tracks.score_track.rewards.values()) == 5,
    ),
    ("Scoring 1", "the score track wraps at 50", lambda c: c.tracks.score_track.length == 50),
    (
        "Recharge 2",
        "the last time track space gives a net and removes a trophy",
        lambda c: all(
            {"net", "remove_trophy"} <= set(t.spaces[-1].icons) for t in c.tracks.time_tracks
        ),
    ),
    (
        "Score Calculations",
        "3 VP per trophy, 1 VP per 4 leftover resources and nets",
        lambda c: (
            (
                c.components.final_scoring["trophy_vp"],
                c.components.final_scoring["leftovers_per_vp"],
            )
            == (3, 4)
        ),
    ),
    # ---- Achievements
    (
        "Appendix: Main Achievement Cards",
        "the five main conditions and counts",
        lambda c: (
            [
                (
                    a.condition.effect,
                    a.condition.params.get("count", a.condition.params.get("per_type")),
                )
                for a in c.achievements.achievements
                if a.kind == "main" and a.condition
            ]
            == [
                ("reserve_cards", 14),
                ("unhatched_eggs", 8),
                ("cards_same_habitat", 6),
                ("same_species_icons", 10),
                ("card_type_sets", 2),
            ]
        ),
    ),
    (
        "3 Types of Achievements 2 / Tingent Achievement Marker Placement",
        "Fish: upper 6, lower 3",
        lambda c: [t for t, _ in slots(c, "single-fish", "1-2")] == [6, 3],
    ),
    (
        "3 Types of Achievements 3",
        "Mammal + Fish: upper 8, lower 5",
        lambda c: [t for t, _ in slots(c, "multi-mammal-fish", "1-2")] == [8, 5],
    ),
    (
        "Complete an Achievement (example)",
        "Bird upper slot: 7 icons, worth 12",
        lambda c: slots(c, "single-bird", "1-2")[0] == (7, 12),
    ),
    (
        "Score Calculation Examples 3",
        "achievements worth 15, 12, 6, 12, 6 are possible",
        lambda c: scoring_example_possible(c, "1-2", [15, 12, 6, 12, 6]),
    ),
    (
        "General Setup 12",
        "no species on two multi cards can block the 3-single choice",
        lambda c: all(
            len({*a.species, *b.species}) < 4
            or sum(
                s.species[0] not in {*a.species, *b.species}
                for s in c.achievements.achievements
                if s.kind == "single"
            )
            == 3
            for a, b in combinations(
                [x for x in c.achievements.achievements if x.kind == "multi"], 2
            )
        ),
    ),
    # ---- Captains
    (
        "Appendix: Captain Boards",
        "captain numbers follow the appendix",
        lambda c: (
            [x.name for x in sorted(c.captains.captains, key=lambda x: x.number)]
            == [
                "Cabot",
                "Freya",
                "Haoa",
                "Helena",
                "Macus",
                "Marie",
                "Octavia",
                "Samuel",
                "Tingent",
            ]
        ),
    ),
    (
        "Appendix: Captain Boards 4",
        "Helena's unlock gives 1 net",
        lambda c: (
            next(x for x in c.captains.captains if x.name == "Helena").unlock is not None
            and next(x for x in c.captains.captains if x.name == "Helena").unlock.params
            == {"count": 1}
        ),
    ),
    (
        "Appendix: Captain Boards 7",
        "Octavia: discard for 2 habitat resources",
        lambda c: (
            next(x for x in c.captains.captains if x.name == "Octavia").power.params
            == {"amount": 2}
        ),
    ),
    (
        "Appendix: Captain Boards 8",
        "Samuel: +1 per 3 trophies",
        lambda c: (
            next(x for x in c.captains.captains if x.name == "Samuel").power.params
            == {"per_trophies": 3}
        ),
    ),
    # ---- Tingent
    (
        "Score Calculations (Solo Mode)",
        "face-down cards: Lazy 1, Easygoing 2, Wild/Terrifying 3",
        lambda c: (
            {b.level: b.face_down_vp for b in tingent_parts(c).boards}
            == {"lazy": 1, "easygoing": 2, "wild": 3, "terrifying": 3}
        ),
    ),
    (
        "Score Calculations (Solo Mode)",
        "5 VP per face-up end card, 1 VP per egg",
        lambda c: (tingent_parts(c).end_card_vp, tingent_parts(c).egg_vp) == (5, 1),
    ),
    (
        "Tingent Actions",
        "boards start on yellow gears and turn brown",
        lambda c: all(
            b.spaces[0].gear == "yellow" and b.spaces[-1].gear == "brown"
            for b in tingent_parts(c).boards
        ),
    ),
    (
        "Game Setup Changes (Solo Mode)",
        "8 trophies in solo",
        lambda c: c.components.trophies[1] == 8,
    ),
    (
        "Scenario Modules",
        "three scenarios; Outlaws has easy and medium, the others easy, medium and hard",
        lambda c: {s.id: sorted(s.levels) for s in tingent_parts(c).scenarios}
        == {"poor": ["easy", "hard", "medium"], "outlaws": ["easy", "medium"],
            "haze": ["easy", "hard", "medium"]},
    ),
    (
        "A Poor Adventurer's Challenge",
        "nets 3 / 1 / 0 and a hand of 6 / 5 / 4",
        lambda c: [
            (lv.starting_nets, lv.starting_draw)
            for lv in scenario(c, "poor").levels.values()
        ] == [(3, 6), (1, 5), (0, 4)],
    ),
    (
        "Outlaws",
        "medium: one face-down card per crew member kicked off",
        lambda c: [lv.kick_penalty_cards for lv in scenario(c, "outlaws").levels.values()]
        == [0, 1],
    ),
    (
        "Suspicious Haze",
        "flip at 4 face-down cards for 4 / 7 / 10 VP; medium and hard start with 2 face down",
        lambda c: tingent_parts(c).haze_flip_at == 4
        and [(lv.flip_vp, lv.start_face_down) for lv in scenario(c, "haze").levels.values()]
        == [(4, 0), (7, 2), (10, 2)],
    ),
    (
        "Scenario Modules",
        "a combined difficulty above 5 stars is a stern challenge",
        lambda c: tingent_parts(c).hard_warning_stars == 5,
    ),
]


def scenario(c, scenario_id):  # type: ignore[no-untyped-def]
    return next(s for s in tingent_parts(c).scenarios if s.id == scenario_id)


# ---- Creature cards
CREATURE_FACTS: list[Fact] = [
    (
        "Creature Card (Pharabog example)",
        "Nidmight costs 2 Fruit + 2 Flower",
        lambda c: card(c, "Nidmight").cost == {"fruit": 2, "flower": 2},
    ),
    ("Appendix #10", "Pharabog costs 4 or more", lambda c: card(c, "Pharabog").cost_total >= 4),
    (
        "Appendix #4",
        "Cavigator costs 4 Mushroom (its discount counts Mushroom icons)",
        lambda c: (
            card(c, "Cavigator").cost == {"mushroom": 4}
            and card(c, "Cavigator").habitat == "mushroom"
        ),
    ),
    (
        "Captain Boards 3 (Haoa example)",
        "Bearmour is a Fruit card costing 2 Fruit",
        lambda c: (
            card(c, "Bearmour").cost == {"fruit": 2} and card(c, "Bearmour").habitat == "fruit"
        ),
    ),
    (
        "Captain Boards 7 (Octavia example)",
        "Eucalord is a Fruit card",
        lambda c: card(c, "Eucalord").habitat == "fruit",
    ),
    ("Habitat Icon", "Applet is a Fruit card", lambda c: card(c, "Applet").habitat == "fruit"),
    (
        "Species Icon",
        "Eggorgeous is Reptile and Insect",
        lambda c: card(c, "Eggorgeous").species == ["reptile", "insect"],
    ),
    (
        "Creature Card (Floratzel example)",
        "Eggorgeous is a Flower card",
        lambda c: card(c, "Eggorgeous").habitat == "flower",
    ),
    (
        "Appendix #7",
        "Edenborn is a Mushroom card",
        lambda c: card(c, "Edenborn").habitat == "mushroom",
    ),
    (
        "Creature Card (Shellmit example)",
        "Shellmit scores per Coral habitat icon",
        lambda c: (
            card(c, "Shellmit").ability.effect == "score_per_habitat_icon"
            and card(c, "Shellmit").habitat == "coral"
        ),
    ),
    (
        "Appendix #80 (Lavarp example)",
        "Mernetid: a Fish, Coral card, ending score 4",
        lambda c: (
            (
                card(c, "Mernetid").species,
                card(c, "Mernetid").habitat,
                card(c, "Mernetid").ending_score,
            )
            == (["fish"], "coral", 4)
        ),
    ),
    (
        "Appendix #81",
        "Mernetid gives 2 nets",
        lambda c: card(c, "Mernetid").ability.params == {"count": 2},
    ),
    (
        "Appendix #117 (Throboros example)",
        "Rockin costs 1 Coral + 1 Mushroom",
        lambda c: card(c, "Rockin").cost == {"coral": 1, "mushroom": 1},
    ),
    (
        "Appendix #104",
        "Cyaniu costs 5 including Coral and Mushroom",
        lambda c: (
            card(c, "Cyaniu").cost_total == 5
            and {"coral", "mushroom"} <= set(card(c, "Cyaniu").cost)
        ),
    ),
    (
        "Appendix #110",
        "Healathan costs 3 including Coral",
        lambda c: card(c, "Healathan").cost_total == 3 and "coral" in card(c, "Healathan").cost,
    ),
    (
        "Appendix #63",
        "Plataurora is a Reptile only",
        lambda c: card(c, "Plataurora").species == ["reptile"],
    ),
    (
        "Score Calculation Examples 1 / Appendix #15",
        "Sunarrow counts Crustaceans",
        lambda c: (
            card(c, "Sunarrow").species == ["crustacean"]
            and card(c, "Sunarrow").ability.params["species"] == "own"
        ),
    ),
    ("Appendix #18", "Cryodon gains Coral", lambda c: card(c, "Cryodon").habitat == "coral"),
    (
        "Appendix #95",
        "Magicadas gains an Insect egg",
        lambda c: card(c, "Magicadas").ability.params == {"species": "insect"},
    ),
    (
        "Card Type (Thunderilla example)",
        "Thunderilla: continuous, 2 VP per trophy",
        lambda c: (
            card(c, "Thunderilla").type == "continuous"
            and card(c, "Thunderilla").ability.params == {"vp": 2}
        ),
    ),
    (
        "Play a Card(s) 4",
        "Pheoxi carries 2 energies",
        lambda c: card(c, "Pheoxi").energy_limit == 2,
    ),
    (
        "Appendix #73 / #80",
        "every end card has ending score 0",
        lambda c: all(k.ending_score == 0 for k in c.creatures.creatures if k.type == "end"),
    ),
    (
        "Appendix #120-126",
        "#120-126 are end cards",
        lambda c: all(c.creatures.creatures[n - 1].type == "end" for n in range(120, 127)),
    ),
    (
        "Main Achievement Cards 5",
        "every card type is on at least 2 cards",
        lambda c: all(
            sum(k.type == t for k in c.creatures.creatures) >= 2
            for t in ("instant", "recharge", "end", "energy", "continuous")
        ),
    ),
]


@pytest.mark.parametrize(
    ("section", "fact", "check"),
    FACTS + CREATURE_FACTS,
    ids=[f"{s}: {f}" for s, f, _ in FACTS + CREATURE_FACTS],
)
def test_rulebook_fact(comps, section, fact, check):
    assert check(comps), f"{section}: {fact}"


@pytest.mark.parametrize("number", range(1, 127))
def test_refer_to_and_type(comps, number):
    """Appendix: 'Refer to #N' shares N's ability; the type follows from the ability text."""
    k = comps.creatures.creatures[number - 1]
    assert k.number == number and k.name == NAMES[number - 1]
    assert k.same_ability_as == REFERS.get(number)
    base = original(number)
    want = (
        "end"
        if base in END
        else "recharge"
        if base in RECHARGE
        else "continuous"
        if base in CONTINUOUS
        else "energy"
        if base in ENERGY
        else "instant"
    )
    assert k.type == want
    assert k.energy_limit == ENERGY.get(base)
    if base in CAPS:
        assert k.ability.params["cap"] == CAPS[base]
    if number in REFERS:
        ref = comps.creatures.creatures[REFERS[number] - 1]
        assert (k.ability, k.energy_limit) == (ref.ability, ref.energy_limit)


STATED_FIELDS = {  # card -> fields the book states, so they must not be marked designed
    "Nidmight": {"cost"},
    "Cavigator": {"cost", "habitat"},
    "Bearmour": {"cost", "habitat"},
    "Rockin": {"cost"},
    "Applet": {"habitat"},
    "Eucalord": {"habitat"},
    "Eggorgeous": {"habitat", "species"},
    "Edenborn": {"habitat"},
    "Mernetid": {"habitat", "species", "ending_score"},
    "Plataurora": {"species"},
    "Shellmit": {"habitat"},
    "Sunarrow": {"species"},
    "Cryodon": {"habitat"},
}


def test_designed_marks_match_the_book(comps):
    for k in comps.creatures.creatures:
        stated = STATED_FIELDS.get(k.name, set())
        if k.type == "end":
            stated = stated | {"ending_score"}
        assert not stated & set(k.designed), f"{k.name}: stated fields marked designed"
        for f in ("habitat", "species", "cost", "ending_score"):
            if f not in stated:
                assert f in k.designed, f"{k.name}: {f} is not stated, mark it designed"
