"""The front door: the chooser, then the game chosen, then the chooser again, until the
player quits on the chooser. The games' apps are the ones `wondrous` and `cryptic` open.

How one process shows the chooser and then a game. Each game is its own Textual App (its
stylesheet, keys, palette and screens), and an App cannot become another, so the front door
runs Apps one after another in this process: the chooser's, then the game's, then a new
chooser's. The other ways, weighed:
- replacing this process with the game's command (os.exec): in a terminal the same as
  this, but it cannot come back to the chooser; and under textual-serve the new process
  starts the tab's protocol again, which the server does not expect: the tab breaks;
- the chooser as a screen inside one app that holds both games: both games' apps merged
  into one, far too much to change for a menu.
In a terminal, Apps in turn just work (each takes the terminal and gives it back). Under
textual-serve (Textual's web driver) each app would open and end the tab's session; the
hand-over driver (`engine.tui.textual_compat.web_handover`) keeps one session across them.

Why back to the chooser when a game is quit, rather than out: it is the place the player
came in by, and in a browser there is nowhere else to go (a tab whose app ended shows only
a "session ended" page). Quitting the chooser (q, Ctrl+Q) is one key more, and the game
just left is offered there to resume.
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

from bestiary_tui.chooser import ChooserApp
from bestiary_tui.entries import open_game

WEB_DRIVER = "textual.drivers.web_driver"  # loaded at App() when Textual is told to use it


def run() -> int:
    """Show the chooser, and each game chosen, until the player quits; the exit code."""
    while True:
        chooser = ChooserApp(leaving=_last_app)
        web = _under_web(chooser)
        entry = chooser.run()
        if entry is None or chooser.return_code:
            return chooser.return_code or 0
        if web is not None and not web.can_hand_over():
            print("bestiary: this Textual cannot start a game after the chooser in a browser "
                  "tab; play with `bestiary` in a terminal.", file=sys.stderr)
            return 1
        game = open_game(entry)
        _under_web(game)
        game.run()
        if game.return_code or _tab_closed():  # a crash shows as Textual printed it
            return int(game.return_code or 0)


def _web() -> ModuleType | None:
    """The hand-over to the next app, when apps run under Textual's web driver (which
    Textual loads when an App is made, if told to use it); None in a terminal."""
    if WEB_DRIVER not in sys.modules:
        return None
    # lazy: start-up time (only a browser tab needs the web driver)
    from engine.tui.textual_compat import web_handover

    return web_handover


def _under_web(app: Any) -> ModuleType | None:
    """If `app` runs in a browser tab, it gets the driver that hands the tab on to the next
    app; the hand-over module then, else None."""
    web = _web()
    return web if web is not None and web.handing_over(app) else None


def _last_app() -> None:
    """The player quit the chooser: the tab's session ends with it."""
    web = _web()
    if web is not None:
        web.TAB.last = True


def _tab_closed() -> bool:
    """The browser tab was closed (or the server stopped): no app follows."""
    web = _web()
    return web is not None and web.TAB.closed
