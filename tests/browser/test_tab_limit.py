"""The server's own bookkeeping, in this process: at most MAX_TABS apps at once (a tab past
it is told so, and gets none), and every app ended when its tab closes, started or not."""

from __future__ import annotations

import sys

import aiohttp
import pytest
from aiohttp.test_utils import TestServer

from bestiary_tui import serve
from tests.browser.served import alive
from tests.browser.tabs import wait_until

#: an app that never starts (shows nothing): the server must still end it
NEVER_STARTS = (sys.executable, "-c", "import time; time.sleep(120)")


async def test_a_tab_past_the_limit_is_told_and_gets_no_app(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "MAX_TABS", 2)
    tabs = serve.TabServer(NEVER_STARTS, loopback_only=True)
    async with TestServer(tabs.web_app(), host="127.0.0.1") as server, \
            aiohttp.ClientSession() as session:
        url = server.make_url("/ws")
        first = await session.ws_connect(url)
        second = await session.ws_connect(url)
        assert await wait_until(lambda: len(tabs.tabs) == 2, 10)
        pids = [app.pid for app in tabs.tabs]
        third = await session.ws_connect(url)
        said = await third.receive()
        assert said.type == aiohttp.WSMsgType.BINARY
        assert b"runs 2 games at most" in said.data
        assert (await third.receive()).type == aiohttp.WSMsgType.CLOSE
        assert len(tabs.tabs) == 2
        await first.close()
        await second.close()
        assert await wait_until(lambda: not tabs.tabs, 10)
    assert pids and not any(pid is not None and alive(pid) for pid in pids)
