"""The mode without bid markers: nobody bids, so any revealed cryptid may be tracked where
it lives, the reset action lays out evidence only, and the Assistant Phase has no paid
replacement of cryptids nor moving a bid. The base rules ask whether the bid markers are
in play (`modules.bid_markers`); this module leaves them in the box."""

from __future__ import annotations

from engine.core.modules import named_in_config
from engine.cryptic.modules import BID_MARKERS, CrypticModule

NO_BIDS = "no-bids"  # the module's id, in GameConfig.modules

MODULE = CrypticModule(
    id=NO_BIDS,
    is_on=named_in_config(NO_BIDS),
    in_config=True,
    leaves_out=frozenset({BID_MARKERS}),
)
