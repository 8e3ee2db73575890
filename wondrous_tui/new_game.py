"""The Wondrous Creatures new-game screen: the shared form, plus a choice of mode and, for
solo play, Tingent's level and the scenarios."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from textual import on
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Checkbox, Static

from engine.core import GameConfig, Seat, SeatKind
from engine.tui.choice import Choice
from engine.tui.new_game import FormSpec, NewGameForm, Switch, Tick, field_row
from engine.wondrous.api import (
    COLOURS,
    LEARNING_TROPHIES,
    SOLO,
    STARTER_ACHIEVEMENTS,
    WINTER_ONLY_LEVELS,
    WINTERFALL,
    Catalog,
    Scenario,
    TingentBoard,
    scenarios_for,
    solo_options,
    stars,
    tingent_parts,
    winterfall_parts,
)

WONDROUS_FORM = FormSpec(
    game="wondrous",
    title="Wondrous Creatures",
    colours=COLOURS,
    switches=(
        Switch(LEARNING_TROPHIES, "Learning game: two fewer trophies"),
        Switch(STARTER_ACHIEVEMENTS, "Starter achievements (main cards 1, 2 and 3)"),
        Switch(WINTERFALL, "Winterfall expansion (F1: what it adds)",
               module=True, help="winterfall"),
    ),
    help="new-game",
)


@dataclass
class SoloFields:
    """The solo rows' fields, by what they ask."""

    level: Choice[str]
    stars: Static
    scenarios: dict[str, Choice[str]] = field(default_factory=dict)  # by scenario id
    rows: dict[str, Horizontal] = field(default_factory=dict)
    notes: dict[bool, Static] = field(default_factory=dict)  # by set: Winterfall's or not


class NewGameScreen(NewGameForm):
    def __init__(self, cat: Catalog, seed: int | None = None,
                 last: GameConfig | None = None, winterfall: bool = False) -> None:
        super().__init__(WONDROUS_FORM, seed, last)
        self.cat = cat
        self.winterfall = winterfall  # `wondrous --winterfall`: the switch starts ticked
        self.levels_shown = False  # whether the Tingent list offers Winterfall's levels
        #: the solo rows, made the first time Solo is chosen (its nine lists take a while
        #: to make, and Winterfall's data is read for them): until then None
        self.solo_fields: SoloFields | None = None
        self._solo_wanted: dict[str, Any] = {}  # the last game's solo choices, offered again

    @cached_property
    def boards(self) -> list[TingentBoard]:
        return sorted((*tingent_parts(self.cat.comps).boards,
                       *winterfall_parts(self.cat.comps).tingent.boards), key=lambda b: b.rank)

    @cached_property
    def scenario_sets(self) -> dict[bool, list[Scenario]]:
        """The scenarios of each set: a Winterfall solo game offers only Winterfall's."""
        return {False: scenarios_for(self.cat, False), True: scenarios_for(self.cat, True)}

    def compose_before_seats(self) -> Iterable[Widget]:
        yield field_row("Mode", Choice(
            [("Together (hotseat or bots)", "multi"), ("Solo against Tingent", "solo")],
            value="multi", id="mode"))

    def compose_after_seats(self) -> Iterable[Widget]:
        yield Vertical(id="solo")  # filled the first time Solo is chosen

    def _make_solo_rows(self) -> SoloFields:
        """Tingent's level and the scenarios of both sets, each set shown with its own
        switch state; set to the last game's choices."""
        winter = self.winter
        options = self._level_options(winter)
        wanted = self._solo_wanted.get("level", "lazy")
        first = wanted if wanted in dict(options).values() else "lazy"
        level = Choice(options, value=first, id="level")
        self.levels_shown = winter
        fields = SoloFields(level, Static("", id="stars"))
        rows: list[Widget] = [field_row("Tingent", level)]
        chosen = self._solo_wanted.get("scenarios", {})
        for set_is_winter, scenarios in self.scenario_sets.items():
            for scenario in scenarios:
                played = Choice([("not played", "")] + [
                    (f"{name} {'+' + '*' * difficulty.stars}", name)
                    for name, difficulty in scenario.levels.items()
                ], value=chosen.get(scenario.id, ""), id=f"scenario-{scenario.id}")
                fields.scenarios[scenario.id] = played
                row = field_row(scenario.name, played, id=f"scenario-row-{scenario.id}")
                row.display = set_is_winter == winter
                fields.rows[scenario.id] = row
                rows.append(row)
        rows.append(fields.stars)
        for set_is_winter, scenarios in self.scenario_sets.items():
            notes = Static("\n".join(f"{s.name}: {s.summary}" for s in scenarios),
                           classes="scenario-notes", id=f"scenario-notes-{int(set_is_winter)}",
                           markup=False)  # names and summaries from the data: as written
            notes.display = set_is_winter == winter
            fields.notes[set_is_winter] = notes
            rows.append(notes)
        self.query_one("#solo").mount(*rows)
        return fields

    def _level_options(self, winter: bool) -> list[tuple[str, str]]:
        return [(f"{b.name} {'*' * b.stars}", b.level) for b in self.boards
                if winter or b.level not in WINTER_ONLY_LEVELS]

    @property
    def solo(self) -> bool:
        mode: Choice[str] = self.query_one("#mode", Choice)
        return mode.value == "solo"

    @property
    def winter(self) -> bool:
        return self.query_one(f"#switch-{WINTERFALL}", Tick).value

    def seat_count(self) -> int:
        return 1 if self.solo else super().seat_count()

    def show_fields(self) -> None:
        solo = self.solo
        self.query_one("#kind-0").display = not solo  # solo: you play the only seat
        self.query_one("#players-row").display = not solo
        self.query_one("#solo").display = solo
        self.query_one(f"#switch-row-{LEARNING_TROPHIES}").display = not solo  # 8 always
        if solo and self.solo_fields is None:
            self.solo_fields = self._make_solo_rows()
        if self.solo_fields is not None:
            self._show_set(self.solo_fields)
            self._show_stars(self.solo_fields)

    @on(Checkbox.Changed, f"#switch-{WINTERFALL}")
    def _winterfall_changed(self) -> None:
        self.show_fields()

    def _show_set(self, fields: SoloFields) -> None:
        """The levels and scenarios of the sets in play (Nightmare and three scenarios come
        with Winterfall)."""
        winter = self.winter
        if self.levels_shown != winter:
            chosen = fields.level.value
            options = self._level_options(winter)
            fields.level.set_options(options)
            known = [value for _, value in options]
            fields.level.value = chosen if chosen in known else known[-1]
            self.levels_shown = winter
        for set_is_winter, scenarios in self.scenario_sets.items():
            for scenario in scenarios:
                fields.rows[scenario.id].display = set_is_winter == winter
            fields.notes[set_is_winter].display = set_is_winter == winter

    def _show_stars(self, fields: SoloFields) -> None:
        level, scenarios = self._solo_choice(fields)
        total = stars(self.cat, level, scenarios)
        warn = tingent_parts(self.cat.comps).hard_warning_stars
        note = " - beware, a stern challenge" if total > warn else ""
        fields.stars.update(
            f"Difficulty: {'*' * total} ({total}){note}. Solo always has 8 trophies."
        )

    def _solo_choice(self, fields: SoloFields) -> tuple[str, dict[str, str]]:
        scenarios: dict[str, str] = {}
        for scenario in self.scenario_sets[self.winter]:
            value = fields.scenarios[scenario.id].value
            if value:
                scenarios[scenario.id] = value
        return fields.level.value, scenarios

    def on_mount(self) -> None:
        super().on_mount()
        if self.winterfall:
            self.query_one(f"#switch-{WINTERFALL}", Tick).value = True

    def offer_more(self, last: GameConfig) -> None:
        solo = solo_options(last)
        if solo is None:
            return
        self._solo_wanted = dict(solo)  # the solo rows are made with these choices
        self.query_one("#mode", Choice).value = "solo"

    def finish(self, seats: list[Seat], options: dict[str, object]) -> list[Seat]:
        if not self.solo:
            return seats
        you = seats[0].replace(kind=SeatKind.HUMAN)
        colour = next(c for c in self.spec.colours if c != you.colour)
        assert self.solo_fields is not None  # made when Solo was chosen
        level, scenarios = self._solo_choice(self.solo_fields)
        options[SOLO] = {"level": level, "scenarios": scenarios}
        options[LEARNING_TROPHIES] = False
        return [you, Seat(name="Tingent", colour=colour, kind=SeatKind.AUTOMA)]
