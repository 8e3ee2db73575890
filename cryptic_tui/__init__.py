"""The Cryptic Nature app."""

from engine.tui.start import prepare_start

prepare_start()  # before anything else loads
