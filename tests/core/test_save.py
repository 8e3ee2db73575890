"""Save files: round trips, every kind of bad file, atomic writes, and where saves live."""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.core import Game, RandomAgent, SaveError, play_out, save
from engine.core.paths import autosave_path, data_dir, finished_dir, save_path, saves_dir
from tests.tinygame.rules import PebbleRules, PebbleState, config

RULES = PebbleRules()


class OtterRules(PebbleRules):
    game_id = "otters"
    title = "Otter Dice"


def played(choices: int, seed: int = 3, players: int = 2) -> Game[PebbleState]:
    game = Game(RULES, config(players=players, seed=seed))
    agent = RandomAgent(seed)
    for _ in range(choices):
        assert game.prompt is not None
        game.choose(agent.pick(game.prompt))
    return game


@pytest.fixture
def game() -> Game[PebbleState]:
    return played(9)


@pytest.fixture
def saved(tmp_path: Path, game: Game[PebbleState]) -> Path:
    path = tmp_path / "saves" / "game.json"
    save.save(game, path, summary="Round 2")
    return path


def is_one_sentence(message: str) -> bool:
    return (
        message.endswith(".")
        and "\n" not in message
        and "Traceback" not in message
        and re.search(r"[.!?]\s+[A-Z]", message) is None
    )


def listing(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


def refuse(path: Path) -> str:
    """Load `path`, expect a one-sentence SaveError and no change on disk; the message."""
    before = listing(path.parent) if path.parent.exists() else None
    with pytest.raises(SaveError) as caught:
        save.load(RULES, path)
    message = str(caught.value)
    assert is_one_sentence(message), message
    after = listing(path.parent) if path.parent.exists() else None
    assert after == before
    return message


def rewrite(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")


# -- round trips ---------------------------------------------------------------------------


def test_round_trip_gives_the_same_game(saved: Path, game: Game[PebbleState]) -> None:
    loaded = save.load(RULES, saved)
    assert loaded.state_hash() == game.state_hash()
    assert loaded.prompt == game.prompt
    assert loaded.choices == game.choices
    assert loaded.events == game.events
    assert loaded.turns == game.turns
    assert loaded.undo_refusal() == game.undo_refusal()
    # and it plays on exactly as the original does
    agent_a, agent_b = RandomAgent(99), RandomAgent(99)
    play_out(game, {0: agent_a, 1: agent_a})
    play_out(loaded, {0: agent_b, 1: agent_b})
    assert loaded.state_hash() == game.state_hash()


def test_a_save_this_program_wrote_is_read_without_the_check(
    saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file that is exactly what was last written at its path needs no check (and so no
    pydantic): its header is rebuilt as written. Anything else is checked."""
    header = save.parse(saved.read_bytes())  # no path: checked
    monkeypatch.setattr(save.SaveFile, "check", classmethod(lambda cls, data: 1 / 0))
    assert save.read_header(saved) == header  # written here: not checked
    copy = saved.parent / "copy.json"
    copy.write_bytes(saved.read_bytes())  # the same bytes, not written there by this program
    with pytest.raises(ZeroDivisionError):
        save.read_header(copy)
    saved.write_bytes(saved.read_bytes().replace(b'"summary": "Round 2"', b'"summary": "R2"'))
    with pytest.raises(ZeroDivisionError):  # changed since: checked again
        save.read_header(saved)


@pytest.mark.parametrize("change", [
    lambda d: d.__setitem__("extra_field", 1),  # written by a version with another layout
    lambda d: d.pop("state_hash"),
    lambda d: d["config"]["seats"][0].__setitem__("kind", "robot"),
])
def test_a_save_written_here_that_the_records_do_not_fit_is_checked(
    saved: Path, change: Callable[[dict[str, Any]], None]
) -> None:
    data = json.loads(saved.read_text(encoding="utf-8"))
    change(data)
    save.write_atomic(saved, json.dumps(data))  # written here: the note trusts it
    assert refuse(saved).startswith("The save file is corrupted: ")  # a sentence, no crash


def test_a_save_written_by_another_version_is_checked(
    saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(save, "__version__", "0.0.1")
    monkeypatch.setattr(save.SaveFile, "check", classmethod(lambda cls, data: 1 / 0))
    with pytest.raises(ZeroDivisionError):
        save.read_header(saved)


def test_a_save_changed_after_writing_is_checked_and_refused(saved: Path) -> None:
    rewrite(saved, lambda d: d["config"].__setitem__("seed", -1))
    assert refuse(saved) == "The save file is corrupted: config.seed is missing or wrong."


def test_the_file_records_what_the_contract_lists(saved: Path, game: Game[PebbleState]) -> None:
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["magic"] == save.MAGIC
    assert data["format"] == save.FORMAT
    assert data["prng"] == "pcg32-xsh-rr/1"
    assert (data["game"], data["title"], data["summary"]) == ("pebbles", "Pebble Dice", "Round 2")
    assert data["seed"] == data["config"]["seed"] == 3
    assert data["choices"] == [[c.option, c.fingerprint] for c in game.choices]
    assert data["state_hash"] == game.state_hash()
    header = save.read_header(saved)
    assert header.summary == "Round 2" and header.app_version


def test_a_new_game_round_trips() -> None:
    game = Game(RULES, config(players=4, seed=12))
    loaded = save.loads(RULES, save.dumps(game))
    assert loaded.state_hash() == game.state_hash() and loaded.prompt == game.prompt


def test_a_finished_game_round_trips(tmp_path: Path) -> None:
    game = Game(RULES, config(players=3, seed=5))
    play_out(game, {seat: RandomAgent(seat) for seat in range(3)})
    assert game.is_over
    path = tmp_path / "done.json"
    save.save(game, path)
    loaded = save.load(RULES, path)
    assert loaded.is_over and loaded.prompt is None
    assert loaded.state_hash() == game.state_hash()
    assert loaded.result() == game.result()


# -- bad files -----------------------------------------------------------------------------


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.json"
    assert refuse(path) == f"There is no save file at {path}."
    assert not path.exists()


@pytest.mark.parametrize("content", [b"", b"  \n\t\n"])
def test_empty_file(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "empty.json"
    path.write_bytes(content)
    assert refuse(path) == "The save file is empty."


def test_truncated_file(saved: Path) -> None:
    raw = saved.read_bytes()
    saved.write_bytes(raw[: len(raw) // 2])
    assert refuse(saved) == "The save file is truncated: it stops before its end."


def test_a_file_cut_anywhere_is_truncated(game: Game[PebbleState]) -> None:
    text = save.dumps(game)
    for cut in range(1, len(text)):
        with pytest.raises(SaveError) as caught:
            save.loads(RULES, text[:cut])
        assert str(caught.value) == "The save file is truncated: it stops before its end.", (
            f"cut at {cut}: ...{text[cut - 20 : cut]!r}"
        )


def test_garbage_bytes_are_corrupted(saved: Path) -> None:
    raw = saved.read_bytes()
    middle = len(raw) // 2
    saved.write_bytes(raw[:middle] + b"\xff\xfe\x00\x81" + raw[middle + 4 :])
    assert refuse(saved) == "The save file is corrupted: it is not text."


def test_invalid_json_in_the_middle_is_corrupted(saved: Path) -> None:
    text = saved.read_text(encoding="utf-8")
    lines = text.splitlines()
    lines[5] = '  "title": Pebble Dice,'
    saved.write_text("\n".join(lines), encoding="utf-8")
    assert refuse(saved) == "The save file is corrupted: it is not valid JSON (line 6)."


@pytest.mark.parametrize(
    "raw",
    [
        b'{"magic": 1' + b"0" * 5000 + b"}",  # a number too long to convert
        b"[" * 100_000 + b"]" * 100_000,  # nesting too deep to parse
    ],
    ids=["huge-number", "deep-nesting"],
)
def test_json_python_cannot_hold_is_corrupted(tmp_path: Path, raw: bytes) -> None:
    path = tmp_path / "odd.json"
    path.write_bytes(raw)
    assert refuse(path).startswith("The save file is corrupted:")


@pytest.mark.parametrize(
    "text",
    ['{"hello": "world"}', "[1, 2, 3]", '"bestiary-save"', '{"magic": "other-save", "format": 1}'],
)
def test_valid_json_that_is_not_a_save(tmp_path: Path, text: str) -> None:
    path = tmp_path / "other.json"
    path.write_text(text, encoding="utf-8")
    assert refuse(path) == "This file is not a Bestiary save."


def test_tampered_choice_with_another_legal_id(saved: Path, game: Game[PebbleState]) -> None:
    first = game.choices[0].option
    assert first.startswith("pebble:")
    other = "pebble:2" if first != "pebble:2" else "pebble:0"
    rewrite(saved, lambda d: d["choices"][0].__setitem__(0, other))
    assert refuse(saved) == "The save file has been altered: the replayed game ends elsewhere."


def test_tampered_choice_that_derails_the_replay(saved: Path, game: Game[PebbleState]) -> None:
    index = next(i for i, c in enumerate(game.choices) if c.option == "stop")
    # "roll" answers the same prompt, but then the next recorded choice no longer fits
    rewrite(saved, lambda d: d["choices"][index].__setitem__(0, "roll"))
    message = refuse(saved)
    assert message.startswith("The save file has been altered: choice ")


def test_tampered_choice_that_is_not_an_option(saved: Path) -> None:
    rewrite(saved, lambda d: d["choices"][0].__setitem__(0, "pebble:9"))
    assert refuse(saved) == "The save file has been altered: choice 1 is not legal in the game."


def test_tampered_fingerprint(saved: Path) -> None:
    rewrite(saved, lambda d: d["choices"][1].__setitem__(1, "play@1"))
    assert refuse(saved) == "The save file has been altered: choice 2 does not fit the game."


def test_extra_choice_after_the_end(tmp_path: Path) -> None:
    game = Game(RULES, config(players=1, seed=5, rounds=1))
    play_out(game, {0: RandomAgent(1)})
    path = tmp_path / "over.json"
    save.save(game, path)
    rewrite(path, lambda d: d["choices"].append(["stop", "push@0"]))
    n = len(game.choices) + 1
    assert refuse(path) == f"The save file has been altered: choice {n} does not fit the game."


def test_tampered_hash(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("state_hash", "0" * 64))
    assert refuse(saved) == "The save file has been altered: the replayed game ends elsewhere."


def test_tampered_seed(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("seed", 4))
    assert refuse(saved) == "The save file has been altered: its two seeds differ."


def test_tampered_config_seed_changes_the_game(saved: Path) -> None:
    def both(d: dict[str, Any]) -> None:
        d["seed"] = d["config"]["seed"] = 4

    rewrite(saved, both)
    assert refuse(saved).startswith("The save file has been altered:")


def test_too_large_file(tmp_path: Path, game: Game[PebbleState]) -> None:
    path = tmp_path / "big.json"
    text = save.dumps(game)
    path.write_text(text + " " * (save.MAX_BYTES + 1 - len(text)), encoding="utf-8")
    assert path.stat().st_size == save.MAX_BYTES + 1
    assert refuse(path).startswith("The file is too large to be a save (")
    with pytest.raises(SaveError, match=r"^The file is too large to be a save"):
        save.loads(RULES, path.read_text(encoding="utf-8"))


def test_exactly_max_bytes_is_still_read(tmp_path: Path, game: Game[PebbleState]) -> None:
    path = tmp_path / "padded.json"
    text = save.dumps(game)
    path.write_text(text + " " * (save.MAX_BYTES - len(text)), encoding="utf-8")
    assert save.load(RULES, path).state_hash() == game.state_hash()


def test_save_of_another_game(tmp_path: Path) -> None:
    otters = Game(OtterRules(), config(seed=2).replace(game="otters"))
    otters.choose("pebble:0")
    path = tmp_path / "otters.json"
    save.save(otters, path)
    assert refuse(path) == "This save is a game of Otter Dice, not Pebble Dice."
    assert save.load(OtterRules(), path).state_hash() == otters.state_hash()


def test_save_whose_config_names_another_game(saved: Path) -> None:
    rewrite(saved, lambda d: d["config"].__setitem__("game", "otters"))
    assert refuse(saved) == "The save file has been altered: its two game names differ."


def test_save_whose_game_id_alone_names_another_game(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("game", "otters"))
    assert refuse(saved) == "This save is a game of otters, not Pebble Dice."


def test_future_format(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("format", save.FORMAT + 1))
    assert refuse(saved) == (
        "This save comes from a newer Bestiary (format 2); this version reads up to format 1, "
        "so update Bestiary to load it."
    )


def test_format_that_never_existed(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("format", 0))
    assert refuse(saved) == "The save file is corrupted: format 0 never existed."


def test_unknown_prng(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("prng", "xorshift128/1"))
    assert refuse(saved).startswith("This save uses the random generator 'xorshift128/1'")


@pytest.mark.parametrize(
    ("path", "where"),
    [
        (("state_hash",), "state_hash"),
        (("choices",), "choices"),
        (("prng",), "prng"),
        (("format",), "format"),
        (("config", "seats"), "config.seats"),
    ],
)
def test_missing_field(saved: Path, path: tuple[str, ...], where: str) -> None:
    def drop(d: dict[str, Any]) -> None:
        for key in path[:-1]:
            d = d[key]
        del d[path[-1]]

    rewrite(saved, drop)
    assert refuse(saved) == f"The save file is corrupted: {where} is missing or wrong."


def test_wrong_field_type(saved: Path) -> None:
    rewrite(saved, lambda d: d.__setitem__("choices", "many"))
    assert refuse(saved) == "The save file is corrupted: choices is missing or wrong."


def test_settings_the_rules_cannot_play(saved: Path) -> None:
    def five_players(d: dict[str, Any]) -> None:
        seat = d["config"]["seats"][0]
        d["config"]["seats"] = [dict(seat, name=f"P{i}") for i in range(5)]

    rewrite(saved, five_players)
    assert refuse(saved) == (
        "The save file's settings cannot be played: Pebble Dice needs 1 to 4 players."
    )


def test_a_directory_is_not_a_save(tmp_path: Path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    with pytest.raises(SaveError) as caught:
        save.load(RULES, folder)
    assert str(caught.value).startswith(f"The save file {folder} cannot be read")
    assert is_one_sentence(str(caught.value))


# -- atomic writes -------------------------------------------------------------------------


def test_write_atomic_leaves_no_temp_files(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "file.json"
    save.write_atomic(path, "first")
    save.write_atomic(path, "second")
    assert path.read_text(encoding="utf-8") == "second"
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.json"]


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_a_failed_write_keeps_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "saves" / "file.json"
    save.write_atomic(path, "old")

    def boom(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, failing, boom)
    with pytest.raises(OSError):
        save.write_atomic(path, "new")
    monkeypatch.undo()
    assert path.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.json"]


def test_a_failed_save_is_one_sentence_and_keeps_the_old_save(
    saved: Path, monkeypatch: pytest.MonkeyPatch, game: Game[PebbleState]
) -> None:
    before = saved.read_bytes()
    game.choose(RandomAgent(1).pick(game.prompt))  # type: ignore[arg-type]

    def boom(*args: object) -> None:
        raise OSError(13, "Permission denied")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(SaveError) as caught:
        save.save(game, saved)
    monkeypatch.undo()
    message = str(caught.value)
    assert message == f"Could not write the save to {saved}: Permission denied."
    assert is_one_sentence(message)
    assert saved.read_bytes() == before
    assert sorted(p.name for p in saved.parent.iterdir()) == [saved.name]


# -- paths ---------------------------------------------------------------------------------


def test_bestiary_home_overrides_the_data_dir(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BESTIARY_HOME", str(tmp_path))
    assert data_dir() == tmp_path
    assert saves_dir("pebbles") == tmp_path / "saves" / "pebbles"
    assert autosave_path("pebbles") == tmp_path / "autosave" / "pebbles.json"
    assert save_path("pebbles", "Evening game") == tmp_path / "saves" / "pebbles" / (
        "Evening-game.json"
    )
    monkeypatch.delenv("BESTIARY_HOME")
    assert data_dir() != tmp_path
    assert "bestiary" in str(data_dir())


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("  Ann's game #2  ", "Ann-s-game-2"),
        ("../../etc/passwd", "etc-passwd"),
        ("a/b\\c:d", "a-b-c-d"),
        ("snake_case-ok", "snake_case-ok"),
        ("x" * 60, "x" * 40),
        ("ÄÖ 名前", "ÄÖ-名前"),  # letters of any script
        ("nul", "nul-save"),  # a device name on Windows
    ],
)
def test_save_path_sanitises_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, stem: str
) -> None:
    monkeypatch.setenv("BESTIARY_HOME", str(tmp_path))
    path = save_path("pebbles", name)
    assert path == saves_dir("pebbles") / f"{stem}.json"
    assert path.resolve().parent == (tmp_path / "saves" / "pebbles").resolve()


@pytest.mark.parametrize("name", ["", "   ", "!!!", "../..", "-_-"])
def test_save_path_refuses_a_name_without_letters_or_digits(name: str) -> None:
    with pytest.raises(ValueError, match="needs at least one letter or digit"):
        save_path("pebbles", name)


@pytest.mark.parametrize("fmt", ["2", 2.0, "2.0"])
def test_future_format_written_as_text_or_float_is_still_refused_as_newer(fmt):
    data = json.loads(save.dumps(Game(PebbleRules(), config(seed=3))))
    data["format"] = fmt
    with pytest.raises(SaveError, match="newer Bestiary"):
        save.parse(json.dumps(data).encode())


def test_a_save_under_other_rules_is_refused_with_both_versions():
    data = json.loads(save.dumps(Game(PebbleRules(), config(seed=3))))
    data["rules_version"] = 7
    with pytest.raises(SaveError) as caught:
        save.loads(PebbleRules(), json.dumps(data))
    assert str(caught.value) == (
        "This save follows version 7 of the Pebble Dice rules, but this Bestiary plays "
        "version 1, so it cannot be replayed."
    )


def _left_over_temp(path: Path, age: float) -> Path:
    """What a process killed between writing the temp file and the rename leaves."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.parent / f".{path.name}.k1ll3d.tmp"
    temp.write_text('{"magic": "bestiary-s', encoding="utf-8")
    stamp = temp.stat().st_mtime - age
    os.utime(temp, (stamp, stamp))
    return temp


def test_stale_temp_files_are_removed_and_fresh_ones_kept(game: Game[PebbleState]) -> None:
    path = autosave_path("pebbles")
    save.save(game, path)
    stale = _left_over_temp(path, age=save.STALE_AFTER + 5)
    fresh = path.parent / f".{path.name}.busy.tmp"  # another app may be saving right now
    fresh.write_text("", encoding="utf-8")
    assert save.remove_stale_temps(path.parent) == [stale]
    assert not stale.exists() and fresh.exists() and path.exists()
    assert save.remove_stale_temps(data_dir() / "no such folder") == []


def test_starting_an_app_removes_stale_temps_beside_autosave_and_saves() -> None:
    """...and among the finished games kept to be watched again."""
    from engine.tui.cli import AppCommands, main

    temps = [_left_over_temp(autosave_path("pebbles"), age=3600),
             _left_over_temp(saves_dir("pebbles") / "mine.json", age=3600),
             _left_over_temp(finished_dir("pebbles") / "20261130-120000.json", age=3600)]
    opened = []

    class App:
        def run(self) -> None:
            opened.append(all(not t.exists() for t in temps))

    commands = AppCommands(prog="pebbles", game_id="pebbles", description="",
                           open_app=lambda args: App())
    assert main(commands, []) == 0
    assert opened == [True]


class RebalancedPebbleRules(PebbleRules):
    """Pebble Dice after a balance change: other component values, the same rules."""

    components = "pebbles-2"


def _with_choice_changed(game: Game[PebbleState]) -> str:
    data = json.loads(save.dumps(game))
    data["choices"][2][0] = "no-such-option"
    return json.dumps(data)


def test_a_save_keeps_the_fingerprint_of_the_components_it_was_played_with(
        game: Game[PebbleState]) -> None:
    assert json.loads(save.dumps(game))["components"] == "pebbles-1"
    assert save.loads(PebbleRules(), save.dumps(game)).state_hash() == game.state_hash()


def test_a_save_that_stops_replaying_after_a_balance_change_says_so(
        game: Game[PebbleState]) -> None:
    with pytest.raises(SaveError) as caught:
        save.loads(RebalancedPebbleRules(), _with_choice_changed(game))
    message = str(caught.value)
    assert message == ("This save was played with other Pebble Dice components (a card's or "
                       "a tile's values have changed since), so it cannot be replayed: "
                       "choice 3 is not legal in the game.")
    assert is_one_sentence(message)


def test_a_save_that_replays_with_other_components_loads(game: Game[PebbleState]) -> None:
    """The fingerprint only explains a failed replay: a save whose choices still fit loads."""
    assert save.loads(RebalancedPebbleRules(), save.dumps(game)).state_hash() == \
        game.state_hash()


@pytest.mark.parametrize("components", ["pebbles-1", None])
def test_a_changed_save_with_the_same_or_no_fingerprint_is_still_called_altered(
        game: Game[PebbleState], components: str | None) -> None:
    """Played with these very components, or older than fingerprints: the file changed."""
    data = json.loads(_with_choice_changed(game))
    if components is None:
        del data["components"]
    rules = PebbleRules() if components else RebalancedPebbleRules()
    with pytest.raises(SaveError, match="has been altered: choice 3 is not legal"):
        save.loads(rules, json.dumps(data))
