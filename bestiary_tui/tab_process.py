"""One browser tab's app: a process of its own, started from a fixed argument list and
stopped for sure when the tab goes.

textual-serve's `AppService` speaks the protocol between the page and a Textual app run with
its web driver; this subclass changes how the process starts and ends, nothing else. It
overrides `AppService._open_app_process` (textual-serve 1.x) and sets what that method
sets; tests/browser/test_served_safety.py checks that a tab's process is the one started
here (its own session, the fixed argument list).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import Awaitable, Callable, Sequence

from textual_serve.app_service import AppService
from textual_serve.download_manager import DownloadManager

#: what every tab runs: the front door, in this interpreter. A fixed argument list (no
#: shell, nothing from the request), so a page can start the chooser and nothing else; -P
#: keeps the folder the server was started in off the import path (a file there named
#: like a module would be run instead)
FRONT_DOOR_ARGV: tuple[str, ...] = (sys.executable, "-P", "-m", "bestiary_tui.cli")

#: how long an app may take to close its screens after it is asked to quit, then after
#: SIGTERM, before it is killed
QUIT_GRACE_S = 3.0
TERM_GRACE_S = 2.0


class TabProcess(AppService):
    """The app process behind one tab."""

    def __init__(self, argv: Sequence[str], *,
                 write_bytes: Callable[[bytes], Awaitable[None]],
                 write_str: Callable[[str], Awaitable[None]],
                 close: Callable[[], Awaitable[object]]) -> None:
        # the command string is only a label here: `_open_app_process` runs `argv`
        super().__init__(" ".join(argv), write_bytes=write_bytes, write_str=write_str,
                         close=close,  # type: ignore[arg-type]  # awaited, result unused
                         download_manager=DownloadManager())
        self.argv = tuple(argv)
        #: the app has sent its screen: from then on it is asked to quit, not signalled
        self.started = False

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    async def _open_app_process(self, width: int = 80,
                                height: int = 24) -> asyncio.subprocess.Process:
        # exec, not a shell; a session of its own so the Ctrl+C typed at the server's
        # terminal reaches the server alone, which then stops every tab in order
        process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=tab_environment(width, height),
            start_new_session=True,
        )
        self._process = process
        self._stdin = process.stdin
        return process

    async def on_data(self, payload: bytes) -> None:
        self.started = True
        await super().on_data(payload)

    async def on_meta(self, data: bytes) -> None:
        # file deliveries are not served (no download route): drop them here rather than
        # announce a download the page cannot fetch
        if b"deliver_file" in data:
            return
        await super().on_meta(data)

    async def stop(self) -> None:
        """Ask the app to quit, then SIGTERM, then SIGKILL: the process is gone on return.
        An app that has not shown anything yet holds nothing to keep: SIGTERM at once."""
        process = self._process
        if process is not None and process.returncode is None:
            ended = False
            if self.started:
                await self.send_meta({"type": "quit"})
                ended = await _exits_within(process, QUIT_GRACE_S)
            elif self._task is not None:
                self._task.cancel()  # stop waiting for its first line: no "failed to start"
            if not ended:
                with contextlib.suppress(ProcessLookupError):
                    process.terminate()
                if not await _exits_within(process, TERM_GRACE_S):
                    with contextlib.suppress(ProcessLookupError):
                        process.kill()
                    await process.wait()
        if self._task is not None:
            # the reader ends with the app's output, which has ended by now; `wait`, as a
            # reader cancelled before it ran raises when awaited
            await asyncio.wait([self._task])
            self._task = None

def tab_environment(width: int, height: int) -> dict[str, str]:
    """This process's environment (so the data folder, $BESTIARY_HOME, is the same), and
    what has Textual run the app for textual-serve's page: its web driver, speaking over
    stdin and stdout, the page's colours, and the page's size to start with."""
    return {**os.environ,
            "TEXTUAL_DRIVER": "textual.drivers.web_driver:WebDriver",
            "TEXTUAL_FPS": "60",
            "TEXTUAL_COLOR_SYSTEM": "truecolor",
            "TERM_PROGRAM": "textual",
            "COLUMNS": str(width),
            "ROWS": str(height)}


async def _exits_within(process: asyncio.subprocess.Process, seconds: float) -> bool:
    try:
        await asyncio.wait_for(process.wait(), seconds)
    except TimeoutError:
        return False
    return True
