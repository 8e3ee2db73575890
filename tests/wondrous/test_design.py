"""The designed values make a balanced, playable game (see each asset file's header)."""

from collections import Counter
from itertools import pairwise
from statistics import mean

import pytest

from engine.wondrous.balance import TOLERANCE, balance_report
from engine.wondrous.board import crew_spots, habitats_next_to, hex_map, neighbours
from engine.wondrous.components import CARD_TYPES, RESOURCES, SPECIES
from engine.wondrous.solo.component_set import tingent_parts


def test_every_card_keeps_the_balance_rule(comps):
    report = balance_report(comps)
    assert report.outliers == [], [(c.name, c.gap) for c in report.outliers]
    for card in report.cards:
        assert abs(card.gap) <= TOLERANCE


def test_deck_averages_look_like_the_book(comps):
    report = balance_report(comps)
    # the scoring example: 14 cards (one an end card) with ending scores adding up to 25
    assert 1.3 <= report.mean_ending <= 2.0
    assert 2.3 <= report.mean_cost <= 3.2
    assert max(report.by_cost) <= 5 and min(report.by_cost) >= 1


def test_habitats_and_resources_are_even(comps):
    report = balance_report(comps)
    habitats = report.by_habitat.values()
    assert max(habitats) - min(habitats) <= 2
    asked = report.cost_resources.values()
    assert max(asked) - min(asked) <= 0.1 * mean(asked)


def test_every_type_and_species_is_well_represented(comps):
    report = balance_report(comps)
    assert all(report.by_type[t] >= 10 for t in CARD_TYPES)
    assert all(report.by_species[s] >= 18 for s in SPECIES)
    assert 10 <= report.dual_species_cards <= 35


def test_species_achievements_are_reachable(comps):
    """Icons available (cards plus eggs) comfortably exceed every threshold asked for."""
    supply = balance_report(comps).species_supply
    for a in comps.achievements.achievements:
        for side in a.sides.values():
            top = side.slots[0].threshold
            if a.kind == "single":
                assert supply[a.species[0]] >= 4 * (top or 0), a.id
            if a.kind == "multi":
                assert sum(supply[s] for s in a.species) >= 6 * (top or 0), a.id
    assert min(supply.values()) >= 3 * 10  # main #4 wants 10 of one species


def test_slots_scale_with_difficulty(comps):
    for a in comps.achievements.achievements:
        for side in a.sides.values():
            upper, lower = side.slots
            assert upper.points > lower.points, a.id
        if a.kind != "main":
            assert a.sides["3-4"].slots[0].threshold <= a.sides["1-2"].slots[0].threshold


@pytest.mark.parametrize("index", [0, 1])
def test_island_plays_like_the_real_one(comps, index):
    side = comps.main_board.sides[index]
    cells = hex_map(side)
    # one connected island
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for n in neighbours(*todo.pop()):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(cells)
    # enough separate crew spots for every crew member (Tingent's two included) twice over
    crews = 3 * max(side.players) + (2 if 1 in side.players else 0)
    used: set = set()
    separate = 0
    for a, b in crew_spots(side):
        if a not in used and b not in used:
            used |= {a, b}
            separate += 1
    assert separate >= 2 * crews
    # spots next to two or three habitats are common, next to none are rare
    reach = Counter(min(len(habitats_next_to(side, spot)), 3) for spot in crew_spots(side))
    total = sum(reach.values())
    assert reach[3] >= 5
    assert (reach[2] + reach[3]) / total >= 0.35
    assert reach[0] / total <= 0.25
    # habitats evenly spread over the four types; each one reachable
    habs = Counter(h.habitat for h in side.hexes if h.terrain == "habitat")
    assert max(habs.values()) - min(habs.values()) <= 1 and set(habs) == set(RESOURCES)
    for coord, h in cells.items():
        if h.terrain in ("habitat", "net_habitat", "lake"):
            open_sides = [
                n
                for n in neighbours(*coord)
                if n in cells and cells[n].terrain in ("plains", "mountain")
            ]
            assert len(open_sides) >= 2, (coord, h.terrain)
    # lakes for Discovery: two or three per player at the largest count, fewer than the tiles
    lakes = sum(h.terrain == "lake" for h in side.hexes)
    assert 5 * max(side.players) // 2 <= lakes < len(comps.habitat_tiles.tiles)
    # markings: three or more hexes each, never two equal markings side by side
    marks = Counter(h.marking for h in side.hexes if h.marking)
    assert all(n >= 3 for n in marks.values())
    for coord, h in cells.items():
        if h.marking:
            assert all(cells[n].marking != h.marking for n in neighbours(*coord) if n in cells)


def test_habitat_tiles_show_every_icon_once(comps):
    tiles = comps.habitat_tiles.tiles
    assert sorted(t.special for t in tiles) == sorted(i.id for i in comps.special_effects.icons)
    counts = Counter(t.habitat for t in tiles).values()
    assert min(counts) >= 3 and max(counts) <= 4


def test_tingent_levels_grow_harder(comps):
    boards = sorted(tingent_parts(comps).boards, key=lambda b: b.rank)
    assert [b.level for b in boards] == ["lazy", "easygoing", "wild", "terrifying"]

    def achievements(b):
        return sum(1 for s in b.spaces if s.icon and s.icon.endswith("achievement"))

    strength = [(achievements(b), -b.first_brown, b.face_down_vp) for b in boards]
    for weaker, stronger in pairwise(strength):
        assert all(x <= y for x, y in zip(weaker, stronger, strict=True))
        assert weaker != stronger
    for b in boards:
        assert len(b.spaces) >= 12  # enough track for a full game


def test_tingent_cards_mix_habitats_and_gears(comps):
    cards = tingent_parts(comps).cards
    yellow = Counter(h for c in cards for h in c.yellow.habitats)
    brown = Counter(h for c in cards for h in c.brown.habitats)
    assert set(yellow) == set(brown) == set(RESOURCES)
    assert max(yellow.values()) - min(yellow.values()) <= 1
    assert 5 <= sum(c.red_gear for c in cards) <= 8
    assert {c.yellow.move for c in cards} == {c.brown.move for c in cards} == {"captain", "crew"}


def test_time_tracks_last_a_game(comps):
    for t in comps.tracks.time_tracks:
        tokens = [s.index for s in t.spaces if s.time_token]
        assert len(t.spaces) >= 10
        assert tokens[-1] < len(t.spaces) - 1 or t.spaces[-1].time_token is False
        first_removal = next(s.index for s in t.spaces if "remove_trophy" in s.icons)
        assert first_removal >= len(t.spaces) // 2  # trophies go only late in the game
