"""Tabs as the page opens them, without a browser: aiohttp's websocket client speaking
textual-serve's protocol (what `textual.js` sends: the size in the address, then JSON
envelopes; the app's screen comes back as bytes)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import aiohttp

from tests.browser.served import children


async def open_tab(session: aiohttp.ClientSession, url: str, *, started: bool,
                   origin: str | None = None) -> aiohttp.ClientWebSocketResponse:
    """Open one tab's socket; with `started`, wait for the app's first screen bytes."""
    headers = {"Origin": origin} if origin else {}
    socket = await session.ws_connect(f"{url}ws?width=120&height=40", headers=headers)
    if started:
        await first_screen(socket)
    return socket


async def first_screen(socket: aiohttp.ClientWebSocketResponse, timeout_s: float = 60) -> None:
    async with asyncio.timeout(timeout_s):
        async for message in socket:
            if message.type == aiohttp.WSMsgType.BINARY and len(message.data) > 10:
                return
            if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                                aiohttp.WSMsgType.ERROR):
                raise AssertionError("the tab closed before its app showed anything")


async def wait_until(check: Callable[[], bool], timeout_s: float) -> bool:
    """Poll `check` until true or the time is up (a process takes a moment to end)."""
    deadline = time.monotonic() + timeout_s
    while not check():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.05)
    return True


async def no_app_left(server_pid: int, timeout_s: float = 20) -> list[int]:
    """Wait for every app process of the server to end; those still there after."""
    await wait_until(lambda: not children(server_pid), timeout_s)
    return children(server_pid)
