"""The console scripts exist and answer; until a game lands it says so honestly."""

import subprocess
import sys

import pytest

from cryptic_tui import cli as cryptic_cli


@pytest.mark.parametrize("module", ["wondrous_tui.cli", "cryptic_tui.cli"])
def test_version(module):
    out = subprocess.run(
        [sys.executable, "-m", module, "--version"], capture_output=True, text=True, check=True
    )
    assert out.stdout.startswith("Bestiary ")


def test_not_playable_message_is_honest():
    assert "not playable yet" in cryptic_cli.NOT_YET


async def test_placeholder_app_quits_on_q():
    from engine.tui.placeholder import NotPlayableApp

    app = NotPlayableApp("Cryptic Nature", cryptic_cli.NOT_YET)
    async with app.run_test() as pilot:
        assert "not playable yet" in str(app.query_one("#message").render())
        await pilot.press("q")
    assert app.return_code == 0
