"""The Cryptic Nature new-game screen: the shared form with the game's two switches, the
Wolpertinger module and the game without bids, and a choice of mode: together, or solo
against the Poacher (then only your name and colour are asked, and bids are always on)."""

from __future__ import annotations

from collections.abc import Iterable

from textual.widget import Widget
from textual.widgets import Static

from engine.core import GameConfig, Seat
from engine.cryptic.api import COLOURS, NO_BIDS, WOLPERTINGER, is_solo, solo_config
from engine.tui.choice import Choice
from engine.tui.new_game import FormSpec, NewGameForm, RowName, Switch, Tick, field_row

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
SOLO_NOTE = ("You against the Poacher, a rival whose cards play him; where they leave a "
             "choice open, you choose for him. F1 tells more.")


class CrypticNewGame(NewGameForm):
    def __init__(self, seed: int | None = None, last: GameConfig | None = None) -> None:
        super().__init__(CRYPTIC_FORM, seed, last)

    def compose_before_seats(self) -> Iterable[Widget]:
        yield field_row("Mode", Choice(
            [("Together (hotseat or bots)", "multi"), ("Solo against the Poacher", "solo")],
            value="multi", id="mode"))
        yield Static(SOLO_NOTE, id="solo-note", markup=False)

    @property
    def solo(self) -> bool:
        mode: Choice[str] = self.query_one("#mode", Choice)
        return mode.value == "solo"

    def seat_count(self) -> int:
        return 1 if self.solo else super().seat_count()

    def show_fields(self) -> None:
        solo = self.solo
        seat = self.query_one("#seat-0 RowName", RowName)
        seat.row_name = "You" if solo else "Seat 1"
        seat.mark(isinstance(seat.parent, Widget) and seat.parent.has_focus_within)
        self.query_one("#players-row").display = not solo
        self.query_one("#solo-note").display = solo
        self.query_one(f"#switch-row-{NO_BIDS}").display = not solo
        if solo:  # the Poacher's cards need your bids
            self.query_one(f"#switch-{NO_BIDS}", Tick).value = False

    def offer_more(self, last: GameConfig) -> None:
        if is_solo(last):
            self.query_one("#mode", Choice).value = "solo"

    def finish(self, seats: list[Seat], options: dict[str, object]) -> list[Seat]:
        if not self.solo:
            return seats
        you, poacher = solo_config(0, name=seats[0].name, colour=seats[0].colour).seats
        # a person, or a bot to watch against the Poacher
        return [you.replace(kind=seats[0].kind, level=seats[0].level), poacher]
