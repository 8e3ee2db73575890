"""What an app's start leaves out: screens and data the first frame does not show are
loaded when first wanted. Each app is started twice in fresh interpreters (the first start
fills the checked-components cache, as a player's first start does); the second reports
what it loaded by its first frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

FIRST_FRAME = """
import asyncio, json, sys
from {package}.app import make_app
from {package}.sim_command import config_for
async def main():
    app = make_app({config}, autosave=False, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(json.dumps({{"modules": sorted(sys.modules)}}))
asyncio.run(main())
"""

LATER = {
    "wondrous_tui": ("engine.tui.replay", "engine.wondrous.winterfall.components",
                     "engine.wondrous.winterfall.asset_checks", "wondrous_tui.new_game"),
    "cryptic_tui": ("engine.tui.replay", "engine.tui.new_game", "cryptic_tui.new_game"),
}


#: what the new-game form (a start with no game to resume) leaves for later
FORM_LATER = {
    "wondrous_tui": ("engine.tui.replay", "engine.wondrous.winterfall.components"),
    "cryptic_tui": ("engine.tui.replay",),
}


def second_start(package: str, config: str = "config_for(2, 1)") -> dict:
    code = FIRST_FRAME.format(package=package, config=config)
    for _ in range(2):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("package", sorted(LATER))
def test_the_first_frame_loads_no_screen_or_data_it_does_not_show(package: str) -> None:
    started = second_start(package)
    assert [m for m in LATER[package] if m in started["modules"]] == []
    assert f"{package}.board" in started["modules"]  # the table itself is there
    # the components come checked from the cache, and a config made in code is trusted:
    # no validator is built, so pydantic (a fifth of a bare Textual app's start) is not needed
    assert "pydantic" not in started["modules"]


@pytest.mark.parametrize("package", sorted(FORM_LATER))
def test_the_new_game_form_loads_no_expansion_data_or_screen_it_does_not_show(package):
    started = second_start(package, config="None")
    assert [m for m in FORM_LATER[package] if m in started["modules"]] == []
    assert f"{package}.new_game" in started["modules"]  # the form itself is there
    assert "pydantic" not in started["modules"]  # the entries are checked when submitted


RESUME = """
import asyncio, json, sys
from {package}.app import make_app
async def main():
    app = make_app(None, autosave=True, resume=True)
    async with app.run_test(size=(150, 45)) as pilot:
        await pilot.pause()
        print(json.dumps({{"modules": sorted(sys.modules), "choices": len(app.game.choices)}}))
asyncio.run(main())
"""


@pytest.mark.parametrize("package", sorted(LATER))
def test_resuming_an_autosave_this_program_wrote_builds_no_validator(package, tmp_path):
    """The autosave is exactly what the app last wrote there, so its header needs no check;
    once changed by hand, it is checked (and still resumed, being a good save)."""
    from importlib import import_module
    from pathlib import Path

    from engine.core.paths import autosave_path
    from engine.tui.bench import write_autosave

    write_autosave(import_module(f"{package}.cli").COMMANDS.bench, tmp_path, choices=20)
    code = RESUME.format(package=package)
    env = {**os.environ, "BESTIARY_HOME": str(tmp_path)}
    runs = [json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True,
                                      text=True, check=True, env=env).stdout.splitlines()[-1])
            for _ in range(2)]
    assert runs[1]["choices"] == 20
    assert "pydantic" not in runs[1]["modules"]
    os.environ["BESTIARY_HOME"], home = str(tmp_path), os.environ.get("BESTIARY_HOME")
    try:
        path: Path = autosave_path(package.removesuffix("_tui"))
    finally:
        os.environ["BESTIARY_HOME"] = home or ""
    path.write_text(path.read_text(encoding="utf-8").replace('"summary": "', '"summary": "~'),
                    encoding="utf-8")
    changed = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True,
                                        text=True, check=True, env=env).stdout.splitlines()[-1])
    assert changed["choices"] == 20 and "pydantic" in changed["modules"]
