"""`bestiary serve`: the front door in a web browser, one app process per tab.

The terminal's script and the protocol to the app are textual-serve's; the page and the web
application around them are ours, so that it serves no more than a player needs:

- `/` the page (`page.html`), `/static/...` textual-serve's own files (no directory
  listing), `/ws` the socket that starts a tab's app. No download route, no debug mode.
- Every tab runs the same fixed argument list (`tab_process.FRONT_DOOR_ARGV`); nothing in a
  request reaches it.
- The socket refuses pages from another site (a page anyone visits could otherwise open
  one to this address), and on a loopback address it answers loopback host names only (so a
  name made to point here cannot reach it either).
- At most `MAX_TABS` apps run at once; a tab that closes ends its app, and stopping the
  server ends them all.

Saves go where the terminal apps put them: each app finds the data folder itself
(`engine.core.paths`, $BESTIARY_HOME), and inherits this process's environment.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import ipaddress
import json
import signal
import socket
import sys
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import aiohttp_jinja2
import jinja2
import textual_serve
from aiohttp import WSCloseCode, WSMsgType, web

from bestiary_tui.tab_process import FRONT_DOOR_ARGV, TabProcess

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
MAX_TABS = 16
#: the terminal size a page may ask for, in cells (a page asks for what fits its window)
MAX_COLUMNS, MAX_ROWS = 500, 200

TEXTUAL_SERVE = Path(textual_serve.__file__).parent
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
WILDCARDS = frozenset({"0.0.0.0", "::", ""})  # every address of this computer
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1", "[::1]"})


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of `bestiary serve`."""
    parser.add_argument(
        "--host", default=DEFAULT_HOST,
        help="address to listen on (default %(default)s: this computer only; 0.0.0.0 lets "
             "other computers on the network in)")
    parser.add_argument(
        "--port", type=_port, default=DEFAULT_PORT,
        help="port to listen on (default %(default)s; 0 picks a free one)")


def run(args: argparse.Namespace) -> int:
    """Serve until Ctrl+C (or SIGTERM); a listening fault is one sentence and exit code 1."""
    host, port = args.host, args.port
    if not is_loopback(host):
        print(f"Warning: anyone who can reach {host} can play here and write saves in "
              "your Bestiary data folder.", file=sys.stderr, flush=True)
    try:
        asyncio.run(serve(host, port))
    except OSError as error:
        print(listen_fault(host, port, error), file=sys.stderr)
        return 1
    except KeyboardInterrupt:  # Ctrl+C while it was still starting: nothing to stop
        return 130
    return 0


def is_loopback(host: str) -> bool:
    if host.lower() in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def listen_fault(host: str, port: int, error: OSError) -> str:
    """Why the server could not listen, in one sentence a player can act on."""
    if isinstance(error, socket.gaierror):
        return (f"{host!r} is not an address or a known name of this computer: "
                f"give one with --host, such as {DEFAULT_HOST}.")
    if error.errno == errno.EADDRINUSE:
        return (f"Port {port} on {host} is already in use: stop what uses it, or pick "
                "another port with --port.")
    if error.errno == errno.EACCES:
        return (f"Port {port} needs administrator rights on this computer: pick one above "
                "1023 with --port.")
    if error.errno == errno.EADDRNOTAVAIL:
        return (f"{host} is not an address of this computer: give one of its own with "
                f"--host, such as {DEFAULT_HOST}.")
    reason = error.strerror or str(error)
    return f"Bestiary could not listen on {host} port {port}: {reason}."


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a port: give a number from 1 to 65535 (0 picks a free one)")
    return port


async def serve(host: str, port: int, argv: Sequence[str] = FRONT_DOOR_ARGV) -> None:
    """Listen, say where, and serve until SIGINT or SIGTERM; then end every tab's app."""
    stopped = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in STOP_SIGNALS:  # before the address is out: Ctrl+C may follow at once
        loop.add_signal_handler(signum, stopped.set)
    server = TabServer(argv, loopback_only=is_loopback(host))
    # a short shutdown: every socket is closed by `stop_tabs` before the runner stops
    runner = web.AppRunner(server.web_app(), handle_signals=False, shutdown_timeout=2.0,
                           access_log=None)
    await runner.setup()
    try:
        site = web.TCPSite(runner, host, port)
        await site.start()
        print(f"Bestiary is served at {_address(runner, host)}: open it in a web browser"
              f"{_elsewhere(runner, host)}. Ctrl+C stops it.", flush=True)
        await stopped.wait()
        print("Stopping: closing every tab's game...", flush=True)
        await server.stop_tabs()
    finally:
        await runner.cleanup()
        await server.stop_tabs()  # any tab that opened during the shutdown
        for signum in STOP_SIGNALS:
            loop.remove_signal_handler(signum)


def _address(runner: web.AppRunner, host: str) -> str:
    """The address to open: the bound port (for --port 0), and loopback for a wildcard
    host, which no browser can open as such."""
    bound_port = runner.addresses[0][1]
    shown = host
    if host in WILDCARDS:
        shown = DEFAULT_HOST
    elif ":" in host and not host.startswith("["):
        shown = f"[{host}]"
    return f"http://{shown}:{bound_port}/"


def _elsewhere(runner: web.AppRunner, host: str) -> str:
    """For a wildcard host, how another computer opens it (its own address is not known
    here: a computer has several, and a router may stand between)."""
    if host not in WILDCARDS:
        return ""
    return f" (from another computer: http://<this computer's address>:{runner.addresses[0][1]}/)"


class TabServer:
    """The web application: the page, textual-serve's static files, and one app per socket."""

    def __init__(self, argv: Sequence[str], *, loopback_only: bool) -> None:
        self.argv = tuple(argv)
        self.loopback_only = loopback_only
        self.tabs: set[TabProcess] = set()
        self.sockets: set[web.WebSocketResponse] = set()
        self.endings: set[asyncio.Future[None]] = set()  # tabs closed, apps being ended

    def web_app(self) -> web.Application:
        app = web.Application(middlewares=[_guard_headers])
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(Path(__file__).parent))
        app.add_routes([
            web.get("/", self.page),
            web.get("/ws", self.tab),
            web.static("/static", TEXTUAL_SERVE / "static", show_index=False),
        ])
        return app

    async def page(self, request: web.Request) -> web.Response:
        """Our page (`page.html`): textual-serve's terminal script with every file from
        this server, no font from another site."""
        self._check_host(request)
        origin = request.url.origin()
        context = {
            "static_url": f"{origin}/static/",
            "socket_url": str(origin.with_scheme("wss" if request.secure else "ws") / "ws"),
            "font_size": _bounded(request.query.get("fontsize"), 16, 6, 48),
        }
        return aiohttp_jinja2.render_template("page.html", request, context)

    async def tab(self, request: web.Request) -> web.WebSocketResponse:
        """One tab: start its app, relay keys and screen both ways, end the app after."""
        self._check_host(request)
        self._check_origin(request)
        websocket = web.WebSocketResponse(heartbeat=15)
        await websocket.prepare(request)
        if len(self.tabs) >= MAX_TABS:
            await websocket.send_bytes(
                f"\r\nThis server runs {MAX_TABS} games at most, and all are open: close "
                "a tab, then press Restart.\r\n".encode())
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER)
            return websocket
        app = TabProcess(self.argv, write_bytes=websocket.send_bytes,
                         write_str=websocket.send_str, close=websocket.close)
        self.tabs.add(app)
        self.sockets.add(websocket)
        try:
            await app.start(_bounded(request.query.get("width"), 80, 20, MAX_COLUMNS),
                            _bounded(request.query.get("height"), 24, 10, MAX_ROWS))
            await _relay(websocket, app)
        finally:
            self.sockets.discard(websocket)
            # a task of its own, shielded: a cancelled handler still ends its app, and the
            # app leaves the books only once its process is gone
            ending = asyncio.ensure_future(self._end(app))
            self.endings.add(ending)
            ending.add_done_callback(self.endings.discard)
            await asyncio.shield(ending)
        return websocket

    async def _end(self, app: TabProcess) -> None:
        try:
            await app.stop()
        finally:
            self.tabs.discard(app)

    async def stop_tabs(self) -> None:
        """End every app and close every socket (the server is stopping)."""
        await asyncio.gather(*(app.stop() for app in list(self.tabs)), *list(self.endings))
        await asyncio.gather(*(ws.close(code=WSCloseCode.GOING_AWAY)
                               for ws in list(self.sockets)))

    def _check_host(self, request: web.Request) -> None:
        # on loopback, only loopback names: a name on the web that an attacker points at
        # 127.0.0.1 (DNS rebinding) must not reach the apps
        if self.loopback_only and (request.url.host or "").lower() not in LOOPBACK_NAMES:
            raise web.HTTPForbidden(text="This server answers on its loopback address only.")

    def _check_origin(self, request: web.Request) -> None:
        # browsers let any page open a socket anywhere: accept this server's own page only
        origin = request.headers.get("Origin")
        if origin is not None and origin != str(request.url.origin()):
            raise web.HTTPForbidden(text="Games open from this server's own page only.")


async def _relay(websocket: web.WebSocketResponse, app: TabProcess) -> None:
    """Pass the page's keys, size and focus to the app until the socket closes. A message
    not in textual-serve's protocol is ignored."""
    async for message in websocket:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            kind, *rest = json.loads(message.data)
        except (ValueError, TypeError):
            continue
        handler = _HANDLERS.get(kind) if isinstance(kind, str) else None
        if handler is not None:
            with contextlib.suppress(KeyError, TypeError, ValueError, AttributeError):
                await handler(websocket, app, rest)


async def _stdin(_ws: web.WebSocketResponse, app: TabProcess, rest: list[Any]) -> None:
    await app.send_bytes(str(rest[0]).encode("utf-8"))


async def _resize(_ws: web.WebSocketResponse, app: TabProcess, rest: list[Any]) -> None:
    size = rest[0]
    await app.set_terminal_size(_bounded(size["width"], 80, 20, MAX_COLUMNS),
                                _bounded(size["height"], 24, 10, MAX_ROWS))


async def _ping(ws: web.WebSocketResponse, _app: TabProcess, rest: list[Any]) -> None:
    await ws.send_json(["pong", str(rest[0])[:32]])


async def _focus(_ws: web.WebSocketResponse, app: TabProcess, _rest: list[Any]) -> None:
    await app.focus()


async def _blur(_ws: web.WebSocketResponse, app: TabProcess, _rest: list[Any]) -> None:
    await app.blur()


_HANDLERS: dict[str, Callable[[web.WebSocketResponse, TabProcess, list[Any]],
                              Awaitable[None]]] = {
    "stdin": _stdin, "resize": _resize, "ping": _ping, "focus": _focus, "blur": _blur,
}


def _bounded(value: object, default: int, low: int, high: int) -> int:
    try:
        number = int(str(value))
    except ValueError:
        return default
    return min(max(number, low), high)


@web.middleware
async def _guard_headers(request: web.Request,
                         handler: Callable[[web.Request], Awaitable[web.StreamResponse]],
                         ) -> web.StreamResponse:
    # no framing by other sites (keys typed into a hidden frame), no type guessing
    response = await handler(request)
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    return response
