"""The cache of parsed component files: hits skip YAML, and every kind of miss falls back to
parsing the file (and, where it can, writes the entry anew)."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core import assets, parsed_cache

YAML = """\
name: Beetle
counts: {1: 4, 2: 6}
flags: {true: yes, null: ~, 1.5: half}
list: [1, 2.0, "3", null]
"""
PARSED = {"name": "Beetle", "counts": {1: 4, 2: 6},
          "flags": {True: True, None: None, 1.5: "half"}, "list": [1, 2.0, "3", None]}


@pytest.fixture
def source(tmp_path: Path) -> Path:
    path = tmp_path / "beetles.yaml"
    path.write_text(YAML, encoding="utf-8")
    return path


def no_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: Path, text: str) -> Any:
        raise AssertionError("parsed the YAML although the cache had it")

    monkeypatch.setattr(assets, "_parse_yaml", refuse)


def test_a_miss_parses_and_writes_an_entry_that_the_next_read_uses(
        source: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not parsed_cache.entry_path(source).exists()
    first = assets.read_yaml(source)
    assert first == PARSED
    assert parsed_cache.entry_path(source).exists()
    no_parsing(monkeypatch)
    again = assets.read_yaml(source)
    assert again == PARSED
    # the same types, not just equal values: 1 stays an int key, True a bool key
    assert [type(k) for k in again["counts"]] == [int, int]
    assert [type(k) for k in again["flags"]] == [bool, type(None), float]
    assert [type(v) for v in again["list"]] == [int, float, str, type(None)]


def test_a_changed_file_is_parsed_again_and_its_entry_replaced(source: Path) -> None:
    assets.read_yaml(source)
    source.write_text("name: Moth\n", encoding="utf-8")
    assert assets.read_yaml(source) == {"name": "Moth"}
    entry = json.loads(parsed_cache.entry_path(source).read_text(encoding="utf-8"))
    assert entry["data"] == {"name": "Moth"}


@pytest.mark.parametrize("garbage", [b"", b"{not json", b"[1, 2]", b'{"format": 1}',
                                     b"\xff\xfe", b'{"data": {"\\u0000pairs": 5}}',
                                     b'{"data": {"\\u0000pairs": [[[1], 2]]}}'])
def test_a_corrupt_entry_is_ignored_and_rewritten(source: Path, garbage: bytes) -> None:
    entry = parsed_cache.entry_path(source)
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_bytes(garbage)
    assert assets.read_yaml(source) == PARSED
    assert json.loads(entry.read_bytes())["format"] == parsed_cache.FORMAT


def test_an_entry_of_another_format_is_a_miss(source: Path) -> None:
    assets.read_yaml(source)
    entry = parsed_cache.entry_path(source)
    old = json.loads(entry.read_bytes())
    entry.write_text(json.dumps({**old, "format": 0, "data": "stale"}), encoding="utf-8")
    assert assets.read_yaml(source) == PARSED


def test_an_unwritable_cache_only_means_parsing_every_time(
        source: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    home.mkdir()
    (home / "cache").write_text("a file where the cache folder should be")
    monkeypatch.setenv("BESTIARY_HOME", str(home))
    assert assets.read_yaml(source) == PARSED
    assert assets.read_yaml(source) == PARSED
    assert not parsed_cache.entry_path(source).exists()


def test_data_json_cannot_give_back_is_not_cached(tmp_path: Path) -> None:
    source = tmp_path / "dated.yaml"
    source.write_text("when: 2024-05-01\n", encoding="utf-8")
    assert assets.read_yaml(source) == {"when": datetime.date(2024, 5, 1)}
    assert not parsed_cache.entry_path(source).exists()
    assert assets.read_yaml(source) == {"when": datetime.date(2024, 5, 1)}


def test_a_mapping_with_the_pairs_key_itself_comes_back_as_it_was(tmp_path: Path) -> None:
    source = tmp_path / "odd.yaml"
    source.write_text('"\\0pairs": [[1, 2]]\n', encoding="utf-8")
    assets.read_yaml(source)
    assert assets.read_yaml(source) == {parsed_cache.PAIRS: [[1, 2]]}


def test_a_start_with_every_file_cached_does_not_import_yaml(tmp_path: Path) -> None:
    load = ("import sys; from engine.wondrous.loading import load_components; "
            "load_components(); print('yaml' in sys.modules)")
    env = {"BESTIARY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}

    def yaml_loaded() -> str:
        return subprocess.run([sys.executable, "-c", load], capture_output=True, text=True,
                              check=True, env=env).stdout.strip()

    assert yaml_loaded() == "True"  # the first start fills the cache
    assert yaml_loaded() == "False"
