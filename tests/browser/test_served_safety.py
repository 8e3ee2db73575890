"""What `bestiary serve` answers: the page, textual-serve's own static files and the tab
socket, and nothing else; no listing of folders, no path out of them, no downloads, no
socket for another site's page, and on loopback no host name but loopback's."""

from __future__ import annotations

import http.client
import re
from pathlib import Path

import aiohttp
import pytest

from bestiary_tui.tab_process import FRONT_DOOR_ARGV
from tests.browser.served import Served
from tests.browser.tabs import first_screen, no_app_left, open_tab


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory):
    with Served(tmp_path_factory.mktemp("home")) as running:
        yield running


def _get(served: Served, path: str, **headers: str) -> http.client.HTTPResponse:
    # http.client sends the path as given: no client-side clean-up of ".." or escapes
    connection = http.client.HTTPConnection("127.0.0.1", served.port, timeout=10)
    connection.request("GET", path, headers=headers)
    return connection.getresponse()


def test_the_page_and_its_script_are_served(served: Served) -> None:
    page = _get(served, "/")
    assert page.status == 200
    assert page.getheader("X-Frame-Options") == "DENY"  # no framing by another site
    body = page.read().decode()
    assert f"ws://127.0.0.1:{served.port}/ws" in body
    # everything the page loads comes from this server (no font from another site)
    addresses = re.findall(r"(?:https?|wss?)://[^\s\"')]+", body)
    assert addresses and all(a.split("/")[2] == f"127.0.0.1:{served.port}" for a in addresses)
    assert _get(served, "/static/js/textual.js").status == 200


@pytest.mark.parametrize("path", [
    "/static/", "/static/js/", "/static/../server.py", "/static/%2e%2e/server.py",
    "/static/..%2fserver.py", "/static/js/../../app_service.py", "/download/x",
    "/static//etc/passwd", "/etc/passwd", "/?debug=1&cmd=ls",
])
def test_nothing_else_is_served(served: Served, path: str) -> None:
    response = _get(served, path)
    body = response.read()
    if path.startswith("/?"):  # the page, whatever the query: it runs nothing
        assert response.status == 200 and b"ls" not in body.split(b"<body")[0]
    else:
        assert response.status in (403, 404), (path, response.status, body[:200])


def test_a_name_pointed_at_loopback_is_refused(served: Served) -> None:
    # DNS rebinding: a site's own name made to resolve to 127.0.0.1
    assert _get(served, "/", Host=f"games.example.org:{served.port}").status == 403
    assert _get(served, "/", Host=f"localhost:{served.port}").status == 200


async def test_another_sites_page_gets_no_tab(served: Served) -> None:
    async with aiohttp.ClientSession() as session:
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            await open_tab(session, served.url, started=False,
                           origin="http://games.example.org")
        assert refused.value.status == 403
        assert served.app_processes() == []


async def test_every_tab_runs_the_front_door_whatever_the_request_says(
        served: Served) -> None:
    async with aiohttp.ClientSession() as session:
        socket = await session.ws_connect(
            f"{served.url}ws?width=80;sh&height=$(id)&cmd=sh",
            headers={"Origin": served.url.rstrip("/")})
        try:
            await first_screen(socket)  # started: the process is the app, not a fork
            [app] = served.app_processes()
            argv = Path(f"/proc/{app}/cmdline").read_bytes().rstrip(b"\0").split(b"\0")
            assert [part.decode() for part in argv] == list(FRONT_DOOR_ARGV)
            stat = Path(f"/proc/{app}/stat").read_text()
            session = int(stat[stat.rindex(")") + 2:].split()[3])
            assert session == app  # started by TabProcess: a session of its own
            await socket.send_json(["not in the protocol", {"x": 1}])
            await socket.send_str("not json")
            await socket.send_json(["resize", {"width": "wide"}])
            assert not socket.closed  # ignored, the tab goes on
        finally:
            await socket.close()
        assert not await no_app_left(served.pid)


async def test_a_module_in_the_folder_it_was_started_in_is_not_run(tmp_path: Path) -> None:
    # a file named like a module the app imports, in the folder `bestiary serve` was typed
    folder = tmp_path / "downloads"
    folder.mkdir()
    ran = tmp_path / "ran"
    for name in ("engine", "textual", "bestiary_tui"):
        (folder / f"{name}.py").write_text(f"open({str(ran)!r}, 'w').close()\n")
    with Served(tmp_path / "home", cwd=folder) as served:
        async with aiohttp.ClientSession() as session:
            tab = await open_tab(session, served.url, started=True)
            await tab.close()
    assert not ran.exists()
