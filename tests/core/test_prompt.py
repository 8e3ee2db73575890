"""Option and Prompt: id rules, disabled reasons, contract problems, fingerprints."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import DONE, Option, Prompt, done_option


def prompt(*options: Option, seat: int = 0, kind: str = "pick") -> Prompt:
    return Prompt(seat, kind, "Pick one", options)


@pytest.mark.parametrize("bad", ["", "two words", "tab\there", "new\nline", " lead"])
def test_option_ids_must_be_non_empty_without_spaces(bad: str) -> None:
    with pytest.raises(ValueError, match="option id"):
        Option(bad, "Label")


def test_good_option_ids() -> None:
    for good in ("a", "hex:3,4", "card:017", "pebble-1_x"):
        assert Option(good, "Label").id == good


def test_disabled_option_needs_a_reason() -> None:
    with pytest.raises(ValueError, match="needs a reason"):
        Option("roll", "Roll", enabled=False)
    option = Option("roll", "Roll", enabled=False, reason="three rolls is the most")
    assert option.reason == "three rolls is the most"


def test_a_good_prompt_has_no_problems() -> None:
    p = prompt(Option("a", "A"), Option("b", "B", enabled=False, reason="not now"))
    assert p.problems() == []
    assert [o.id for o in p.enabled] == ["a"]
    assert p.option("b") is p.options[1]
    assert p.option("c") is None


def test_prompt_without_options_is_a_problem() -> None:
    assert prompt().problems() == ["prompt 'pick' has no options"]


def test_repeated_option_ids_are_a_problem() -> None:
    p = prompt(Option("a", "A"), Option("a", "Again"))
    assert p.problems() == ["prompt 'pick' repeats an option id"]


def test_prompt_with_only_disabled_options_is_a_problem() -> None:
    p = prompt(Option("a", "A", enabled=False, reason="no"))
    assert p.problems() == ["prompt 'pick' has no legal option"]


def test_fingerprint_names_kind_and_seat_only() -> None:
    a = prompt(Option("a", "A"), seat=2, kind="push")
    b = Prompt(2, "push", "Other words", (Option("z", "Z"),))
    assert a.fingerprint == "push@2" == b.fingerprint
    assert prompt(Option("a", "A"), seat=1, kind="push").fingerprint != a.fingerprint
    assert prompt(Option("a", "A"), seat=2, kind="play").fingerprint != a.fingerprint


def test_prompts_compare_by_content() -> None:
    assert prompt(Option("a", "A")) == prompt(Option("a", "A"))
    assert prompt(Option("a", "A")) != prompt(Option("a", "B"))


def test_done_option() -> None:
    option = done_option("Finish", "multi")
    assert (option.id, option.label, option.help, option.enabled) == (DONE, "Finish", "multi", True)


def test_options_are_read_only_to_the_type_checker_and_hash_by_content() -> None:
    # Python builds them as plain dataclasses (quicker); mypy refuses assignments
    assert Option("a", "A") == Option("a", "A")
    assert hash(Option("a", "A", refs=("x",))) == hash(Option("a", "A", refs=("x",)))
    assert len({Option("a", "A"), Option("a", "A"), Option("b", "B")}) == 2


def test_the_type_checker_refuses_an_assignment_to_an_option(tmp_path: Path) -> None:
    from mypy import api

    code = "from engine.core.prompt import Option\nOption('a', 'A').enabled = False\n"
    (tmp_path / "none.toml").write_text("")  # not the project's settings: just this snippet
    out, _err, status = api.run(["--config-file", str(tmp_path / "none.toml"), "--cache-dir",
                                 str(tmp_path), "--follow-imports", "silent", "-c", code])
    assert status == 1 and "read-only" in out
