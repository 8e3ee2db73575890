"""A bad value in a corrected copy is reported with its file, entry and field, one line
each, never as a traceback."""

import pytest

from engine.core.errors import AssetError
from engine.cryptic.parts.catalog import check_catalog, load_catalog
from tests.cryptic.conftest import edit


def only_line(asset_copy):
    problems = check_catalog(asset_copy)
    assert len(problems) == 1, problems
    return problems[0]


def test_the_shipped_data_has_no_problem(asset_copy):
    assert check_catalog(asset_copy) == []


def test_a_bad_level_names_file_card_and_field(asset_copy):
    path = edit(asset_copy, "cryptids.yaml", "name: Trochus\n", "name: Trochus\n  x: 1\n")
    edit(asset_copy, "cryptids.yaml", "  level: 1\n  location: S4", "  level: 5\n  location: S4")
    lines = check_catalog(asset_copy)
    assert any(line.startswith(f"{path}: entry cryptids.0 (Trochus): field level:")
               for line in lines), lines
    assert any("entry cryptids.0 (Trochus): field x:" in line for line in lines), lines


def test_a_yes_for_a_level_is_refused_not_read_as_1(asset_copy):
    # YAML reads `yes` as true, which pydantic alone would take for the number 1
    path = edit(asset_copy, "cryptids.yaml", "  level: 1\n  location: S4",
                "  level: yes\n  location: S4")
    line = only_line(asset_copy)
    assert line.startswith(f"{path}: entry cryptids.0 (Trochus): field level:")
    assert "valid integer" in line and "\n" not in line


@pytest.mark.parametrize(("old", "new", "where"), [
    ("find_points: 1\n  settle_points: 2\n  types: [aquatic]",
     "find_points: true\n  settle_points: 2\n  types: [aquatic]", "field find_points:"),
    ("tile: [[0, 0], [0, 1]]\n  designed: [location",
     "tile: [[0, 0], [0, true]]\n  designed: [location", "field tile.1.1:"),
])
def test_no_boolean_passes_for_a_whole_number(asset_copy, old, new, where):
    edit(asset_copy, "cryptids.yaml", old, new)
    line = only_line(asset_copy)
    assert "entry cryptids.0 (Trochus)" in line and where in line, line


def test_an_unknown_evidence_type_names_its_position(asset_copy):
    edit(asset_copy, "cryptids.yaml", "evidence: [water_outline, bones]",
         "evidence: [water_outline, hair]")
    line = only_line(asset_copy)
    assert "cryptids.yaml: entry cryptids.0 (Trochus): field evidence.1:" in line


def test_a_broken_tile_is_refused(asset_copy):
    edit(asset_copy, "cryptids.yaml", "tile: [[0, 0], [0, 1]]\n  designed: [location",
         "tile: [[0, 0], [2, 2]]\n  designed: [location")
    line = only_line(asset_copy)
    assert "entry cryptids.0 (Trochus): field tile:" in line and "one piece" in line


def test_a_power_with_an_unknown_effect(asset_copy):
    edit(asset_copy, "cryptids.yaml", "effect: buy_evidence", "effect: buy_everything")
    line = only_line(asset_copy)
    assert "entry cryptids.20 (Gulon): field power:" in line and "buy_everything" in line


def test_a_cryptid_somewhere_off_the_map(asset_copy):
    edit(asset_copy, "cryptids.yaml", "location: S4", "location: S9")
    line = only_line(asset_copy)
    assert "cryptids.yaml: entry cryptids.0 (Trochus): field location:" in line
    assert "'S9' is not on the map" in line


def test_a_token_back_naming_a_missing_region(asset_copy):
    edit(asset_copy, "evidence.yaml", "{type: victim, price: 3, location: N1,",
         "{type: victim, price: 3, location: N7,")
    line = only_line(asset_copy)
    assert "evidence.yaml: entry tokens.0: field location:" in line


def test_a_region_named_on_three_backs(asset_copy):
    edit(asset_copy, "evidence.yaml", "{type: victim, price: 3, location: N1,",
         "{type: victim, price: 3, location: N2,")
    line = only_line(asset_copy)
    assert "evidence.yaml: entry tokens: field location: N2 is named on 3 backs" in line


def test_a_wrong_count_per_level(asset_copy):
    edit(asset_copy, "cryptids.yaml", "  level: 1\n  location: S4", "  level: 2\n  location: S4")
    line = only_line(asset_copy)
    assert "cryptids.yaml: entry cryptids: field level:" in line


def test_a_link_to_nowhere(asset_copy):
    edit(asset_copy, "map.yaml", "- [madrid, S4]", "- [madrid, lisbon]")
    lines = check_catalog(asset_copy)
    assert any("map.yaml: entry links.10 (madrid-lisbon)" in line and "'lisbon'" in line
               for line in lines), lines


def test_a_contract_target_of_the_wrong_kind(asset_copy):
    edit(asset_copy, "contracts.yaml", "kind: habitat, target: water",
         "kind: habitat, target: bones")
    line = only_line(asset_copy)
    assert "contracts.yaml: entry contracts.6 (habitat_water): field (whole entry):" in line


def test_wolpertinger_faces_must_add_up(asset_copy):
    edit(asset_copy, "wolpertinger.yaml", "hare: {count: 6", "hare: {count: 5")
    lines = check_catalog(asset_copy)
    assert any("wolpertinger.yaml: entry tokens: field count:" in line for line in lines)


def test_broken_yaml_and_a_missing_file(asset_copy):
    (asset_copy / "cryptic" / "contracts.yaml").write_text("contracts: [\n", encoding="utf-8")
    (asset_copy / "cryptic" / "map.yaml").unlink()
    lines = check_catalog(asset_copy)
    assert any("contracts.yaml: line" in line and "not valid YAML" in line for line in lines)
    assert any("map.yaml: the file is missing" in line for line in lines)


def test_loading_a_bad_copy_raises_the_same_lines(asset_copy):
    edit(asset_copy, "cryptids.yaml", "location: S4", "location: S9")
    with pytest.raises(AssetError) as caught:
        load_catalog(asset_copy)
    assert caught.value.problems == check_catalog(asset_copy)


def test_check_accepts_the_cryptic_folder_itself(asset_copy):
    assert check_catalog(asset_copy / "cryptic") == []
    assert check_catalog(asset_copy / "nowhere") == [f"{asset_copy / 'nowhere'}: not a folder"]


def test_every_cryptid_type_needs_a_name(asset_copy):
    edit(asset_copy, "cryptids.yaml", "  aquatic: Aquatic\n", "")
    line = only_line(asset_copy)
    assert "cryptids.yaml: entry type_names: field (whole entry): name each type once" in line
