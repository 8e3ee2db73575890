"""The app's help (a first version: the full book comes with the help texts)."""

from __future__ import annotations

from engine.cryptic.ctx import Data
from engine.tui.help import APP_TOPICS, HelpBook, Topic


def cryptic_book(data: Data) -> HelpBook:
    return HelpBook({"start": Topic("Start here", "Answer each decision with its key."),
                     "general": Topic("Cryptic Nature", "Track cryptids across Europe."),
                     **APP_TOPICS})
