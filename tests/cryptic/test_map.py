"""The game board: the regions and cities the rulebook names and the distances its turn
example walks."""

import re

import pytest

REGIONS_IN_THE_TEXT = ("E1", "E2", "E3", "S1", "N3", "W4")


def test_regions_are_compass_letter_and_number(catalog):
    """Movement and the turn example: regions are called N1, E3, S1, W4 ...; each letter's
    numbers run 1, 2, 3, ... with no gap, and every region the text names exists."""
    regions = catalog.region_ids()
    assert all(re.fullmatch(r"[NESW][1-9]", r) for r in regions)
    for letter in "NESW":
        numbers = sorted(int(r[1]) for r in regions if r[0] == letter)
        assert numbers == list(range(1, len(numbers) + 1)) and numbers
    assert set(REGIONS_IN_THE_TEXT) <= set(regions)


def test_aachen_is_one_of_11_cities(catalog):
    """Turn example: the orange player starts in Aachen, a city; the Wolpertinger module puts
    one token in each of the 11 cities."""
    assert catalog.location("aachen").kind == "city"
    assert catalog.location("aachen").name == "Aachen"
    assert len(catalog.city_ids()) == 11


def test_aachen_to_e1_in_one_move(catalog):
    """Turn example, orange: one Main Movement (2 locations, no skill) takes the orange
    cryptozoologist from Aachen to region E1."""
    assert catalog.distances("aachen")["E1"] <= 2


@pytest.mark.parametrize(("start", "end"), [("E3", "E2"), ("E2", "aachen")])
def test_e3_to_e2_and_on_to_aachen_take_two_steps_each(catalog, start, end):
    """Turn example, white: the move from E3 to E2 uses 2 locations, and the rest of the
    move (2 more) reaches Aachen: 4 locations with two range skills."""
    assert catalog.distances(start)[end] == 2


def test_every_location_can_be_reached(catalog):
    """Movement: cryptozoologists walk along the lines; no location is cut off."""
    ids = {loc.id for loc in catalog.map.locations}
    assert set(catalog.distances("aachen")) == ids


def test_every_city_touches_a_region(catalog):
    """Locations: cities are where cryptids are relocated, regions where evidence lies;
    a cryptozoologist leaving a city can reach evidence in one step."""
    near = catalog.neighbours()
    for city in catalog.city_ids():
        assert any(catalog.location(n).kind == "region" for n in near[city]), city
