"""The Cryptic Nature new-game screen: the shared form with the game's two switches, the
Wolpertinger module and the game without bids."""

from __future__ import annotations

from engine.cryptic.ctx import NO_BIDS, WOLPERTINGER
from engine.tui.new_game import FormSpec, Switch

COLOURS = ("orange", "white", "blue", "purple")  # the four player colours of the box

CRYPTIC_FORM = FormSpec(
    game="cryptic",
    title="Cryptic Nature",
    switches=(
        Switch(WOLPERTINGER, "Wolpertinger module (hares in the cities)", module=True),
        Switch(NO_BIDS, "Play without bid markers", module=True),
    ),
    colours=COLOURS,
    help="new-game",
)

