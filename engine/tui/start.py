"""What an app package does first, before anything else loads."""

from __future__ import annotations

import os

from engine.tui.collector import collect_rarely_while_loading

#: pydantic's documented switch: with it set, building the first validator does not look
#: through every installed package's metadata for plugins (importing importlib.metadata,
#: email and zipfile to do so: a tenth of a bare app's start); the apps use none
NO_PYDANTIC_PLUGINS = ("PYDANTIC_DISABLE_PLUGINS", "__all__")


def prepare_start() -> None:
    collect_rarely_while_loading()
    os.environ.setdefault(*NO_PYDANTIC_PLUGINS)  # a player's own setting wins
