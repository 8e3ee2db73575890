"""Every Cryptic Nature module, registered in the order its hooks run: the Wolpertinger's
tokens are laid out and re-dealt before the Poacher's deck. The one base file that names
the modules; `rules` imports it, so a game never starts without them. Here too are the view
records with a field for each module's section (view.py has the base game's parts)."""

from __future__ import annotations

from engine.cryptic import no_bids, wolpertinger
from engine.cryptic.modules import REGISTRY, CrypticModule
from engine.cryptic.solo import module as solo
from engine.cryptic.solo.view import PoacherView
from engine.cryptic.view import BoardView, TableView
from engine.cryptic.wolpertinger import WolpertingerBoard, WolpertingerView

MODULES: tuple[CrypticModule, ...] = tuple(
    REGISTRY.register(m) for m in (wolpertinger.MODULE, no_bids.MODULE, solo.MODULE))


class PlayerView(BoardView):
    """A Cryptozoologist's board as one seat sees it, with each module's part (None: off)."""

    wolpertinger: WolpertingerBoard | None = None


class CrypticView(TableView[PlayerView]):
    """The table as one seat sees it, with each module's part (None: off; `poacher`: solo)."""

    wolpertinger: WolpertingerView | None = None
    poacher: PoacherView | None = None
