"""Every Cryptic Nature module, registered in the order its hooks run: the Wolpertinger's
tokens are laid out and re-dealt before the Poacher's deck. The one base file that names
the modules; `rules` imports it, so a game never starts without them."""

from __future__ import annotations

from engine.cryptic import no_bids, wolpertinger
from engine.cryptic.modules import REGISTRY, CrypticModule
from engine.cryptic.solo import module as solo

MODULES: tuple[CrypticModule, ...] = tuple(
    REGISTRY.register(m) for m in (wolpertinger.MODULE, no_bids.MODULE, solo.MODULE))
