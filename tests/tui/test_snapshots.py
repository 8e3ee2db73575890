"""Snapshots of the shared screens (update with: pytest --snapshot-update)."""

from __future__ import annotations

from engine.tui.placeholder import NotPlayableApp
from tests.tinygame.app import make_app
from tests.tinygame.rules import config

SIZE = (120, 36)
# a hotseat game opens behind the pass screen: a key lifts it, and keys right after it
# would count as the same burst
LIFT = ["space", "wait:300"]


def test_game_screen(snap_compare):
    assert snap_compare(make_app(config(seed=7), resume=False), press=[*LIFT, "1"],
                       terminal_size=SIZE)


def test_pass_screen(snap_compare):
    app = make_app(config(seed=7), resume=False)
    assert snap_compare(app, press=[*LIFT, "1", "2"], terminal_size=SIZE)


def test_help_screen(snap_compare):
    assert snap_compare(make_app(config(seed=7), resume=False), press=[*LIFT, "f1"],
                       terminal_size=SIZE)


def test_result_screen(snap_compare):
    app = make_app(config(players=1, seed=7, rounds=1), resume=False)
    assert snap_compare(app, press=["1", "2"], terminal_size=SIZE)


def test_not_playable_screen(snap_compare):
    app = NotPlayableApp("Cryptic Nature", "Not playable yet.\n\nPress q to quit.")
    assert snap_compare(app, terminal_size=(100, 30))
