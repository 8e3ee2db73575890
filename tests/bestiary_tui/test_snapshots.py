"""A snapshot of the chooser with no game left (update: pytest --snapshot-update)."""

from __future__ import annotations

from bestiary_tui.chooser import ChooserApp


def test_chooser(snap_compare):
    assert snap_compare(ChooserApp(), terminal_size=(80, 24))
