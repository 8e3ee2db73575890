"""What an app's start leaves out: screens and data the first frame does not show are
loaded when first wanted. Each app is started twice in fresh interpreters (the first start
fills the checked-components cache, as a player's first start does); the second reports
what it loaded by its first frame."""

from __future__ import annotations

import json
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
        from pydantic.plugin import _loader
        print(json.dumps({{"modules": sorted(sys.modules),
                          "plugins_looked_for": _loader._plugins is not None}}))
asyncio.run(main())
"""

LATER = {
    "wondrous_tui": ("engine.tui.replay", "engine.wondrous.winterfall_components",
                     "engine.wondrous.winterfall_checks", "wondrous_tui.new_game"),
    "cryptic_tui": ("engine.tui.replay", "engine.tui.new_game", "cryptic_tui.new_game"),
}


#: what the new-game form (a start with no game to resume) leaves for later
FORM_LATER = {
    "wondrous_tui": ("engine.tui.replay", "engine.wondrous.winterfall_components"),
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
    assert not started["plugins_looked_for"]  # the apps use no pydantic plugin


@pytest.mark.parametrize("package", sorted(FORM_LATER))
def test_the_new_game_form_loads_no_expansion_data_or_screen_it_does_not_show(package):
    started = second_start(package, config="None")
    assert [m for m in FORM_LATER[package] if m in started["modules"]] == []
    assert f"{package}.new_game" in started["modules"]  # the form itself is there
