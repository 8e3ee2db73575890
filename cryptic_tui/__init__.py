"""The Cryptic Nature app."""

from engine.tui.collector import collect_rarely_while_loading

collect_rarely_while_loading()  # before anything else loads
