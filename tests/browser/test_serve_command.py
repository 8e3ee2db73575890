"""`bestiary serve` as typed: where it says to go, its warning off loopback, and a port it
cannot have said in one sentence, never a traceback."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from bestiary_tui.cli import main
from tests.browser.served import Served


def test_it_prints_the_address_and_stops_on_ctrl_c(tmp_path: Path) -> None:
    with Served(tmp_path / "home") as served:
        assert served.url == f"http://127.0.0.1:{served.port}/"
        assert served.port > 0  # --port 0: the port it got, not 0
        assert "Warning" not in "".join(served.first_lines)
        code, out = served.stop()
    assert code == 0 and "Traceback" not in out


def test_off_loopback_it_warns_in_one_line(tmp_path: Path) -> None:
    with Served(tmp_path / "home", host="0.0.0.0") as served:
        warning = served.first_lines[0]
        assert warning.startswith("Warning: anyone who can reach 0.0.0.0 can play")
        assert "write saves" in warning
        # the address to open is one a browser can open
        assert served.url == f"http://127.0.0.1:{served.port}/"
        # and how another computer opens it
        assert (f"(from another computer: http://<this computer's address>:{served.port}/)"
                in served.first_lines[1])


def test_a_port_in_use_is_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 1
    err = capsys.readouterr().err
    assert err == (f"Port {port} on 127.0.0.1 is already in use: stop what uses it, or "
                   "pick another port with --port.\n")


@pytest.mark.parametrize("host, says", [
    ("no-such-host.invalid", "is not an address or a known name of this computer"),
    ("192.0.2.1", "is not an address of this computer"),  # a documentation-only address
])
def test_a_host_it_cannot_listen_on_is_one_sentence(
        capsys: pytest.CaptureFixture[str], host: str, says: str) -> None:
    assert main(["serve", "--host", host, "--port", "0"]) == 1
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert says in lines[-1] and "Traceback" not in captured.err


@pytest.mark.parametrize("port", ["http", "70000", "-1"])
def test_a_bad_port_is_refused_by_the_command_line(
        capsys: pytest.CaptureFixture[str], port: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["serve", "--port", port])
    assert exit_.value.code == 2
    assert f"{port!r} is not a port: give a number from 1 to 65535" in capsys.readouterr().err
