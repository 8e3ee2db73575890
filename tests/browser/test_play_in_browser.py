"""Play in a real browser: Chromium (Debian's package) driven by Playwright opens the page
of `bestiary serve`, starts a Wondrous Creatures game and a Cryptic Nature game from the
chooser by its keys, answers decisions by keys, and reads the board from the page.

Every step waits for what it expects on the screen (polled in the page), never for a fixed
time. In CI (CI set) a missing Chromium fails the test; elsewhere it is skipped with what
to install.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from tests.browser.page_text import MISSING, browser_page, focus, playwright_ready, press
from tests.browser.page_text import wait_for_screen as shows
from tests.browser.served import Served, alive

if not playwright_ready():
    if os.environ.get("CI"):
        pytest.fail(MISSING, pytrace=False)
    pytest.skip(MISSING, allow_module_level=True)


@pytest.mark.slow  # two games started and played by keys: about 20 s
def test_both_games_from_the_chooser_in_a_browser(tmp_path: Path) -> None:
    home = tmp_path / "home"
    with Served(home) as served, browser_page(tmp_path / "chromium") as page:
        page.goto(served.url)
        shows(page, "Bestiary: choose a game")
        focus(page)

        # Wondrous Creatures: key 1, the form's Start, the pass screen, then decisions
        press(page, "1", then="New game of Wondrous Creatures")
        press(page, "Enter", then="Pass the keyboard to")
        board = press(page, "x", then="choose your captain")
        assert "Wilderness" in board and "3,4 row,column" in board  # the map and its legend
        press(page, "1", then=" as captain.")  # told on the next player's pass screen
        press(page, "x", then="choose your captain")
        press(page, "2", then="Pass the keyboard to")
        press(page, "x", then="discard 4 more card(s)")
        press(page, "1", then="discard 3 more card(s)")
        [app] = served.app_processes()

        # back to the chooser: the game is in the data folder, offered to resume
        press(page, "Control+q", then="Quit now?")
        press(page, "y", then="Resume Wondrous Creatures")
        assert (home / "autosave" / "wondrous.json").is_file()

        # Cryptic Nature: key 3, Start, the pass screen, a city, then a bid
        press(page, "3", then="New game of Cryptic Nature")
        press(page, "Enter", then="Pass the keyboard to")
        board = press(page, "x", then="where does your cryptozoologist start?")
        assert "Map [F6]" in board and "Copenhagen" in board and "Stockholm" in board
        press(page, "1", then=" starts in Aachen.")
        shows(page, "bid on a revealed cryptid")
        board = press(page, "1", then=" bids on ")
        assert "Cryptids" in board
        assert served.app_processes() == [app]  # one tab, one process, through both games

        page.close()  # the tab goes: its app ends
        deadline = time.monotonic() + 20
        while alive(app) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not alive(app), "the app outlived its tab"
        code, out = served.stop()
    assert code == 0 and "Traceback" not in out, out
    assert (home / "autosave" / "cryptic.json").is_file()
