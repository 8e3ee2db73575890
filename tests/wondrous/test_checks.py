"""A broken or inconsistent asset folder yields one-line problems naming file, entry, field."""

import shutil
from pathlib import Path

import pytest
import yaml

from engine.core.assets import packaged_root
from engine.core.errors import AssetError
from engine.wondrous.loading import check_folder, load_components
from wondrous_tui import cli

SOURCE = packaged_root() / "wondrous"


@pytest.fixture
def copy(tmp_path) -> Path:
    target = tmp_path / "assets" / "wondrous"
    shutil.copytree(SOURCE, target)
    return target


def edit(folder: Path, filename: str, change) -> None:
    path = folder / filename
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def test_builtin_folder_is_clean():
    assert check_folder(SOURCE) == []
    assert check_folder(packaged_root()) == []  # a root holding wondrous/ works too


def test_bad_field_names_file_entry_and_field(copy):
    def change(d):
        d["creatures"][10]["cost"]["fruit"] = "lots"

    edit(copy, "creatures.yaml", change)
    problems = check_folder(copy)
    assert len(problems) == 1
    line = problems[0]
    assert "\n" not in line
    assert "creatures.yaml" in line
    assert "entry creatures.10 (Pinkroak)" in line
    assert "field cost.fruit" in line


def test_every_problem_is_listed(copy):
    def creatures(d):
        d["creatures"][0]["type"] = "sometimes"
        d["creatures"][5]["species"] = ["bird", "bird"]
        d["creatures"][20]["energy_limit"] = None

    def tiles(d):
        d["tiles"][0]["habitat"] = "sand"

    edit(copy, "creatures.yaml", creatures)
    edit(copy, "habitat_tiles.yaml", tiles)
    problems = check_folder(copy)
    assert len(problems) == 4, problems
    assert any("creatures.0 (Applet): field type" in p for p in problems)
    assert any("creatures.5 (Doground): field species" in p for p in problems)
    assert any("creatures.20 (Elepharm)" in p and "energy_limit" in p for p in problems)
    assert any("habitat_tiles.yaml: entry tiles.0 (1): field habitat" in p for p in problems)


def test_cross_file_problems(copy):
    def creatures(d):
        d["creatures"][1]["ability"]["params"]["vp"] = 3  # Backactooth no longer matches #1
        d["creatures"][125]["number"] = 125  # a number used twice, 126 missing
        d["creatures"][30]["ability"]["effect"] = "no_such_effect"

    def tiles(d):
        d["tiles"][3]["special"] = "teleport"

    edit(copy, "creatures.yaml", creatures)
    edit(copy, "habitat_tiles.yaml", tiles)
    problems = check_folder(copy)
    text = "\n".join(problems)
    assert "creatures.1 (Backactooth): field ability: differs from #1 (Applet)" in text
    assert "126 numbers" in text and "missing [126]" in text
    assert "creatures.30 (Thunderilla): field ability.effect" in text
    assert "tiles.3 (4): field special: 'teleport' is not in special_effects.yaml" in text
    assert all(p.count("\n") == 0 and "entry" in p and "field" in p for p in problems)


def test_board_icon_not_in_catalogue(copy):
    def board(d):
        hexes = d["sides"][0]["hexes"]
        h = next(h for h in hexes if h.get("special"))
        h["special"] = "fly"

    edit(copy, "main_board.yaml", board)
    problems = check_folder(copy)
    assert any(
        "main_board.yaml" in p and "'fly' is not in special_effects.yaml" in p for p in problems
    )


def test_yaml_syntax_error_and_missing_file(copy):
    (copy / "captains.yaml").write_text("captains: [\n", encoding="utf-8")
    (copy / "tingent.yaml").unlink()
    problems = check_folder(copy)
    assert any("captains.yaml" in p and "not valid YAML" in p for p in problems)
    assert any("tingent.yaml" in p and "missing" in p for p in problems)


def test_load_components_raises_asset_error(copy):
    edit(copy, "components.yaml", lambda d: d["eggs"].update(insect=13))
    with pytest.raises(AssetError) as err:
        load_components(copy)
    assert any("components.yaml: entry counts: field eggs" in p for p in err.value.problems)


def test_check_command_exit_codes(copy, capsys):
    assert cli.main(["data", "--check", str(copy.parent)]) == 0
    assert "valid" in capsys.readouterr().out
    edit(copy, "creatures.yaml", lambda d: d["creatures"][3].update(ending_score=-1))
    assert cli.main(["data", "--check", str(copy)]) == 1
    out = capsys.readouterr()
    assert "entry creatures.3 (Cavigator): field ending_score" in out.out
    assert "1 problem(s)" in out.err


def test_assets_override_is_used(copy, capsys):
    from engine.core.assets import set_asset_root

    edit(copy, "creatures.yaml", lambda d: d["creatures"][0].update(name="Appletree"))
    try:
        assert cli.main(["--assets", str(copy.parent), "data", "--json"]) == 0
    finally:
        set_asset_root(None)
    assert '"Appletree"' in capsys.readouterr().out


# --------------------------------------------------------------------------- Winterfall


def test_a_broken_winterfall_file_is_refused_by_name(copy):
    def cards(d):
        d["cards"][0]["symbol"] = "snowman"
        d["cards"][1]["effects"][0]["kind"] = "sometimes"

    edit(copy, "winterfall/cards.yaml", cards)
    problems = check_folder(copy)
    assert len(problems) == 1, problems  # a file that fails validation stops the cross checks
    assert "winterfall/cards.yaml: entry cards.1 (Cold Wave): field effects.0.kind" in problems[0]


def test_winterfall_cross_file_problems(copy):
    def cards(d):
        d["cards"][0]["symbol"] = "snowman"
        d["prelude_cards"][0]["wild_habitats"]["A"][0] = {"row": 0, "col": 4}  # a habitat

    def tiles(d):
        d["aurora_tiles"][12]["effect"] = "rainbow"
        d["marked_plains"]["B"]["peak"] = {"row": 0, "col": 7}  # a plains with a time marking

    def creatures(d):
        d["creatures"][4]["ability"]["effect"] = "no_such_effect"
        d["creatures"][52]["number"] = 192

    edit(copy, "winterfall/cards.yaml", cards)
    edit(copy, "winterfall/tiles.yaml", tiles)
    edit(copy, "winterfall/creatures.yaml", creatures)
    edit(copy, "winterfall/components.yaml", lambda d: d["counts"].pop("blizzards"))
    text = "\n".join(check_folder(copy.parent))
    assert "winterfall/cards.yaml: entry cards.0 (Aurora Storm): field symbol: 'snowman'" in text
    assert "prelude_cards.0 (First Frost): field wild_habitats.A (row 0, col 4): not a plains" \
        in text
    assert "winterfall/tiles.yaml: entry aurora_tiles.12 (13): field effect: 'rainbow'" in text
    assert "aurora effects ['two_cards'] are on no tile" in text
    assert "entry marked_plains.B: field peak: a plains hex with a time token marking" in text
    assert "creatures.4 (Cloudyne): field ability.effect: 'no_such_effect' is not in" in text
    assert "need the 53 numbers 141-193" in text and "missing [193]" in text
    assert "winterfall/components.yaml: entry counts: field blizzards: missing" in text


def test_winterfall_counts_must_match_the_data(copy):
    edit(copy, "winterfall/components.yaml", lambda d: d["counts"].update(aurora_tiles=17))
    edit(copy, "winterfall/tracks.yaml",
         lambda d: d["time_tracks"][0]["spaces"][1].update(icons=[]))
    text = "\n".join(check_folder(copy))
    assert "entry counts: field aurora_tiles: says 17 but the data has 18" in text
    assert "time_tracks.0 (w-1-2): field spaces: keep the base track's" in text


def test_spirit_stays_out_of_the_base_files(copy):
    edit(copy, "creatures.yaml", lambda d: d["creatures"][0].update(species=["spirit"]))
    problems = check_folder(copy)
    assert len(problems) == 1
    assert "creatures.yaml: entry creatures.0 (Applet): field species: ['spirit']" in problems[0]


def test_check_command_names_the_winterfall_files(copy, capsys):
    assert cli.main(["data", "--check", str(copy)]) == 0
    assert "Winterfall" in capsys.readouterr().out
    (copy / "winterfall" / "tingent.yaml").unlink()
    assert cli.main(["data", "--check", str(copy)]) == 1
    assert "winterfall/tingent.yaml: the file is missing" in capsys.readouterr().out
