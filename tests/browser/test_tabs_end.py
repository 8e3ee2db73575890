"""A tab that closes ends its app: after many tabs opened and closed, `bestiary serve` has
no app process left.

The issue's count is 100 tabs. Most are closed at once, as a player closing a tab opened by
mistake (the app is still starting: the server ends it by signal); a few are closed after
their app showed the chooser (the app is asked to quit, and does). Set BESTIARY_SERVE_TABS
to change how many are closed at once.
"""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import aiohttp

from tests.browser.served import Served, alive
from tests.browser.tabs import no_app_left, open_tab, wait_until

TABS = int(os.environ.get("BESTIARY_SERVE_TABS", "100"))
STARTED = 4  # tabs whose app starts before they close: each costs an app's start-up
AT_ONCE = 10  # tabs opened together, before they all close


async def test_tabs_opened_and_closed_leave_no_app_process(tmp_path: Path) -> None:
    with Served(tmp_path / "home") as served:
        async with aiohttp.ClientSession() as session:
            started = await asyncio.gather(*(open_tab(session, served.url, started=True)
                                             for _ in range(STARTED)))
            apps = served.app_processes()
            assert len(apps) == STARTED  # one process per tab
            await asyncio.gather(*(tab.close() for tab in started))
            assert not await no_app_left(served.pid)
            for first in range(0, TABS, AT_ONCE):
                wave = await asyncio.gather(*(open_tab(session, served.url, started=False)
                                              for _ in range(min(AT_ONCE, TABS - first))))
                await asyncio.gather(*(tab.close() for tab in wave))
            left = await no_app_left(served.pid)
        assert not left, f"app processes left after {TABS + STARTED} tabs: {left}"
        assert not any(alive(pid) for pid in apps)
        code, out = served.stop()
    assert code == 0
    assert "Traceback" not in out and "failed to start" not in out, out


async def test_ctrl_c_ends_every_open_tab(tmp_path: Path) -> None:
    with Served(tmp_path / "home") as served:
        async with aiohttp.ClientSession() as session:
            tabs = await asyncio.gather(*(open_tab(session, served.url, started=True)
                                          for _ in range(2)))
            apps = served.app_processes()
            assert len(apps) == 2
            code, out = served.stop()  # SIGINT, as Ctrl+C in its terminal
            for tab in tabs:
                await tab.close()
    assert code == 0
    assert "Traceback" not in out, out
    assert await wait_until(lambda: not any(alive(pid) for pid in apps), 5), \
        "an app outlived the server"


async def test_a_server_killed_outright_leaves_no_app(tmp_path: Path) -> None:
    # no Ctrl+C, no clean-up: the apps see their input end, and end themselves
    with Served(tmp_path / "home") as served:
        async with aiohttp.ClientSession() as session:
            tab = await open_tab(session, served.url, started=True)
            [app] = served.app_processes()
            assert served.process is not None
            served.process.kill()
            served.process.wait()
            await tab.close()
    assert await wait_until(lambda: not alive(app), 20), "an app outlived its server"
