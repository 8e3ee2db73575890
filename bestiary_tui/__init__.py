"""Bestiary's front door: one command (`bestiary`) that opens a chooser of both games, and
serves it to a web browser (`bestiary serve`)."""

from engine.tui.start import prepare_start

prepare_start()  # before anything else loads
