"""The Wondrous Creatures new-game screen: the shared form, plus a choice of mode and, for
solo play, Tingent's level and the scenarios."""

from __future__ import annotations

from collections.abc import Iterable

from textual import on
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Checkbox, Select, Static

from engine.core import GameConfig, Seat, SeatKind
from engine.tui.new_game import FormSpec, NewGameForm, Switch, Tick, field_row
from engine.wondrous.ctx import WINTERFALL, Catalog
from engine.wondrous.setup import LEARNING_TROPHIES, STARTER_ACHIEVEMENTS
from engine.wondrous.solo import (
    SOLO,
    WINTER_ONLY_LEVELS,
    scenarios_for,
    solo_options,
    stars,
)

WONDROUS_FORM = FormSpec(
    game="wondrous",
    title="Wondrous Creatures",
    switches=(
        Switch(LEARNING_TROPHIES, "Learning game: two fewer trophies"),
        Switch(STARTER_ACHIEVEMENTS, "Starter achievements (main cards 1, 2 and 3)"),
        Switch(WINTERFALL, "Winterfall expansion (F1: what it adds)",
               module=True),
    ),
    help="new-game",
)


class NewGameScreen(NewGameForm):
    DEFAULT_CSS = """
    NewGameScreen #solo { height: auto; }
    NewGameScreen #solo RowName { width: 32; }
    NewGameScreen .scenario-notes { color: $text-muted; }
    """

    def __init__(self, cat: Catalog, seed: int | None = None,
                 last: GameConfig | None = None, winterfall: bool = False) -> None:
        super().__init__(WONDROUS_FORM, seed, last)
        self.cat = cat
        self.winterfall = winterfall  # `wondrous --winterfall`: the switch starts ticked
        self.boards = sorted((*cat.comps.tingent.boards, *cat.comps.winterfall.tingent.boards),
                             key=lambda b: b.rank)
        #: the scenarios of each set: a Winterfall solo game offers only Winterfall's
        self.scenario_sets = {False: scenarios_for(cat, False), True: scenarios_for(cat, True)}
        self.levels_shown = False  # whether the Tingent list offers Winterfall's levels

    def compose_before_seats(self) -> Iterable[Widget]:
        yield field_row("Mode", Select(
            [("Together (hotseat or bots)", "multi"), ("Solo against Tingent", "solo")],
            value="multi", allow_blank=False, id="mode"))

    def compose_after_seats(self) -> Iterable[Widget]:
        rows: list[Widget] = [field_row("Tingent", Select(
            self._level_options(False), value="lazy", allow_blank=False, id="level"))]
        for scenarios in self.scenario_sets.values():
            for scenario in scenarios:
                rows.append(field_row(scenario.name, Select([("not played", "")] + [
                    (f"{name} {'+' + '*' * level.stars}", name)
                    for name, level in scenario.levels.items()
                ], value="", allow_blank=False, id=f"scenario-{scenario.id}"),
                    id=f"scenario-row-{scenario.id}"))
        rows.append(Static("", id="stars"))
        for winter, scenarios in self.scenario_sets.items():
            rows.append(Static("\n".join(f"{s.name}: {s.summary}" for s in scenarios),
                               classes="scenario-notes", id=f"scenario-notes-{int(winter)}"))
        yield Vertical(*rows, id="solo")

    def _level_options(self, winter: bool) -> list[tuple[str, str]]:
        return [(f"{b.name} {'*' * b.stars}", b.level) for b in self.boards
                if winter or b.level not in WINTER_ONLY_LEVELS]

    @property
    def solo(self) -> bool:
        return self.query_one("#mode", Select).value == "solo"

    @property
    def winter(self) -> bool:
        return self.query_one(f"#switch-{WINTERFALL}", Tick).value

    def seat_count(self) -> int:
        return 1 if self.solo else super().seat_count()

    def show_fields(self) -> None:
        self.query_one("#kind-0").display = not self.solo  # solo: you play the only seat
        self.query_one("#players-row").display = not self.solo
        self.query_one("#solo").display = self.solo
        self.query_one(f"#switch-row-{LEARNING_TROPHIES}").display = not self.solo  # 8 always
        self._show_set()
        self._show_stars()

    @on(Checkbox.Changed, f"#switch-{WINTERFALL}")
    def _winterfall_changed(self) -> None:
        self.show_fields()

    def _show_set(self) -> None:
        """The levels and scenarios of the sets in play (Nightmare and three scenarios come
        with Winterfall)."""
        winter = self.winter
        if self.levels_shown != winter:
            level = self.query_one("#level", Select)
            chosen = level.value
            options = self._level_options(winter)
            level.set_options(options)
            known = [value for _, value in options]
            level.value = chosen if chosen in known else known[-1]
            self.levels_shown = winter
        for set_is_winter, scenarios in self.scenario_sets.items():
            for scenario in scenarios:
                self.query_one(f"#scenario-row-{scenario.id}").display = set_is_winter == winter
            self.query_one(f"#scenario-notes-{int(set_is_winter)}").display = (
                set_is_winter == winter)

    def _show_stars(self) -> None:
        level, scenarios = self._solo_choice()
        total = stars(self.cat, level, scenarios)
        warn = self.cat.comps.tingent.hard_warning_stars
        note = " - beware, a stern challenge" if total > warn else ""
        self.query_one("#stars", Static).update(
            f"Difficulty: {'*' * total} ({total}){note}. Solo always has 8 trophies."
        )

    def _solo_choice(self) -> tuple[str, dict[str, str]]:
        level = str(self.query_one("#level", Select).value)
        scenarios: dict[str, str] = {}
        for scenario in self.scenario_sets[self.winter]:
            value = self.query_one(f"#scenario-{scenario.id}", Select).value
            if value:
                scenarios[scenario.id] = str(value)
        return level, scenarios

    def on_mount(self) -> None:
        super().on_mount()
        if self.winterfall:
            self.query_one(f"#switch-{WINTERFALL}", Tick).value = True

    def offer_more(self, last: GameConfig) -> None:
        solo = solo_options(last)
        if solo is None:
            return
        self.query_one("#mode", Select).value = "solo"
        self._show_set()
        self.query_one("#level", Select).value = solo.get("level", "lazy")
        for scenario_id, difficulty in solo.get("scenarios", {}).items():
            self.query_one(f"#scenario-{scenario_id}", Select).value = difficulty

    def finish(self, seats: list[Seat], options: dict[str, object]) -> list[Seat]:
        if not self.solo:
            return seats
        you = seats[0].model_copy(update={"kind": SeatKind.HUMAN})
        colour = next(c for c in self.spec.colours if c != you.colour)
        level, scenarios = self._solo_choice()
        options[SOLO] = {"level": level, "scenarios": scenarios}
        options[LEARNING_TROPHIES] = False
        return [you, Seat(name="Tingent", colour=colour, kind=SeatKind.AUTOMA)]
