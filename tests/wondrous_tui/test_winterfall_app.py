"""Winterfall in the app: the new-game switch and `wondrous --winterfall`, the wintry map
and its legend (also without colour), the snowfields, snowflakes, Projects tab and the
last Winterfall card, and a help topic for every new rule and component."""

from __future__ import annotations

import pytest

from engine.core import Game, testing
from engine.core.testing import first
from engine.tui.cli import build_parser
from engine.tui.new_game import Tick
from engine.tui.screens import HelpScreen
from engine.wondrous.api import WondrousView
from engine.wondrous.state import Egg, Overlay
from engine.wondrous.winterfall.catalog import winter_captains, winter_creatures
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts
from engine.wondrous.winterfall.state import AuroraOnMap
from tests.tui.screen import lift_cover, screen_text
from tests.wondrous.engine_helpers import in_play, rules
from tests.wondrous_tui.test_app import config, settle
from tests.wondrous_tui.test_map import hex_lines
from tests.wondrous_tui.winter_table import (
    BLIZZARDS,
    MOUNTAIN_TILE,
    WILD,
    winter_app,
    winter_config,
    wintry_table,
)
from wondrous_tui.app import make_app
from wondrous_tui.cli import COMMANDS, _open_app
from wondrous_tui.help_book import wondrous_book
from wondrous_tui.map_marks import AURORA, GROUND, ICON, MARKING, SIGNS
from wondrous_tui.new_game import NewGameScreen
from wondrous_tui.render import projects_text, table_text

SMALLEST = (120, 40)


# -- the switch and the flag ---------------------------------------------------------------


async def start_from_the_form(app, tick: bool) -> tuple[str, ...]:
    """Open the form, tick Winterfall by keys when `tick`, start; the game's modules."""
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        if tick:
            app.screen.query_one(f"#switch-{WINTERFALL}", Tick).focus()
            await pilot.press("space")
        app.screen.query_one("#start").focus()
        await pilot.press("enter")
        await settle(pilot)
        return app.game.config.modules


async def test_the_winterfall_switch_starts_a_winterfall_game():
    assert await start_from_the_form(make_app(None, seed=3, resume=False), tick=True) == (
        WINTERFALL,)
    assert await start_from_the_form(make_app(None, seed=3, resume=False), tick=False) == ()


async def test_f1_on_the_winterfall_switch_opens_what_it_adds():
    """Its label says "F1: what it adds"; F1 opened the form's own topic."""
    app = make_app(None, seed=3, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        app.screen.query_one(f"#switch-{WINTERFALL}", Tick).focus()
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen) and app.screen.topic_id == "winterfall"
        await pilot.press("escape")
        await settle(pilot)
        app.screen.query_one("#start").focus()
        await pilot.press("f1")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen) and app.screen.topic_id != "winterfall"


async def test_wondrous_winterfall_ticks_the_switch():
    args = build_parser(COMMANDS).parse_args(["--winterfall", "--new", "--seed", "5"])
    assert await start_from_the_form(_open_app(args), tick=False) == (WINTERFALL,)
    plain = build_parser(COMMANDS).parse_args(["--new"])
    assert await start_from_the_form(_open_app(plain), tick=False) == ()


def level_values(screen) -> list[str]:
    return [value for _, value in screen.query_one("#level")._options if value]


async def test_solo_with_winterfall_offers_nightmare_and_the_winter_scenarios():
    app = make_app(None, seed=3, resume=False)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.query_one("#mode").value = "solo"
        await settle(pilot)
        assert "nightmare" not in level_values(screen)
        assert screen.query_one("#scenario-row-haze").display
        assert not screen.query_one("#scenario-row-unfair").display
        screen.query_one(f"#switch-{WINTERFALL}", Tick).focus()
        await pilot.press("space")
        await settle(pilot)
        assert level_values(screen)[-1] == "nightmare"
        assert not screen.query_one("#scenario-row-haze").display
        assert screen.query_one("#scenario-row-double").display
        screen.query_one("#level").value = "nightmare"
        screen.query_one("#scenario-double").value = "hard"
        await settle(pilot)
        assert "(8)" in str(screen.query_one("#stars").render())  # 5 + 3 stars
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await settle(pilot)
        config = app.game.config
        assert config.modules == (WINTERFALL,)
        assert config.options["solo"] == {"level": "nightmare", "scenarios": {"double": "hard"}}


async def test_clearing_winterfall_takes_nightmare_and_its_scenarios_away():
    app = make_app(None, seed=3, resume=False, winterfall=True)
    async with app.run_test(size=(150, 45)) as pilot:
        await settle(pilot)
        screen = app.screen
        screen.query_one("#mode").value = "solo"
        await settle(pilot)
        screen.query_one("#level").value = "nightmare"
        screen.query_one("#scenario-unfair").value = "hard"
        await settle(pilot)
        screen.query_one(f"#switch-{WINTERFALL}", Tick).value = False
        await settle(pilot)
        assert "nightmare" not in level_values(screen)
        assert screen.query_one("#level").value == "terrifying"
        screen.query_one("#start").focus()
        await pilot.press("enter")
        await settle(pilot)
        assert app.game.config.modules == ()
        assert app.game.config.options["solo"] == {"level": "terrifying", "scenarios": {}}


# -- the map ------------------------------------------------------------------------------


def legend_text(app) -> str:
    board = app._board()
    rows = screen_text(app).splitlines()
    region = board.legend.region
    return "\n".join(rows[y][region.x:region.right] for y in range(region.y, region.bottom))


@pytest.mark.parametrize("no_color", [False, True])
async def test_the_wintry_map_marks_each_winter_part_with_text(monkeypatch, no_color):
    """Wild habitat, mountain tile, blizzards, aurora tiles with their tokens left: each by
    its own text (so without colour too) and each in the legend (the whole key: the map has
    the keyboard), at 120x40."""
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await wintry_table(pilot)
        assert app.no_color is no_color
        hexmap = app._board().map
        assert hex_lines(app, hexmap, WILD)[0].startswith("Wld")
        assert ICON["score_2"].text in hex_lines(app, hexmap, WILD)[1]
        assert hex_lines(app, hexmap, MOUNTAIN_TILE)[0] == "^^^+"
        for coord in BLIZZARDS:
            assert hex_lines(app, hexmap, coord)[0].endswith("#")
        assert hex_lines(app, hexmap, (5, 1)) == ["Aur1", "4VP "]
        assert hex_lines(app, hexmap, (8, 3)) == ["Aur2", "2Flo"]
        await pilot.press("f6")
        await settle(pilot)
        legend = " ".join(legend_text(app).split())
        for words in ("Wld habitats", "Aur aurora tile", "+ mountain tile", "# blizzard",
                      "1 2 tokens left", "^ peak plains", "% crag plains", "4VP score 4",
                      "2Flo 2 flower", "2VP score 2"):
            assert words in legend, words


async def test_a_hex_tells_its_winter_parts():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await wintry_table(pilot)
        assert "wild habitat: gives any one resource" in app.describe_hex(WILD)
        assert "a mountain tile: placing a crew member" in app.describe_hex(MOUNTAIN_TILE)
        assert "blizzard" in app.describe_hex(BLIZZARDS[0])
        aurora = app.describe_hex((8, 3))
        assert "aurora tile: Gain 2 Flower." in aurora and "2 token(s) left" in aurora
        assert "flower habitat" not in aurora  # covered: no habitat while it lies there


async def test_a_base_game_shows_no_winter_marks_and_no_projects_tab():
    app = make_app(config(seed=4), resume=False, autosave=False)
    async with app.run_test(size=SMALLEST) as pilot:
        await settle(pilot)
        assert app.game.view(0).winterfall is None
        assert not app.check_action("tab", ("tab-projects",))
        marks = {m.text for m in app._board().map.legend()}
        assert not marks & {GROUND["wild"].text, GROUND["aurora"].text,
                            MARKING["peak"].text, MARKING["crag"].text,
                            *(m.text for m in SIGNS.values() if m.meaning != "tile on a lake")}


# -- the tabs -----------------------------------------------------------------------------


async def test_the_table_names_the_snowfields_auroras_and_blizzards():
    app = winter_app()
    async with app.run_test(size=(150, 45)) as pilot:
        await wintry_table(pilot)
        text = table_text(app.game.view(0), app.cat).plain
        assert "Snowfields" in text and "Auroras (" in text and "Blizzards (" in text
        lines = text.splitlines()
        assert next(line for line in lines if line.startswith(" 5. ")).startswith(" 5. snow 7 ")
        assert "5,1 Score 4 VP at once (1 left)" in text and "4,3, 6,3" in text
        assert "W" in next(line for line in lines if line.startswith("Time:"))
        assert "Blizzards (16 left): " in text  # 18 in the box, 2 on the map
        tokens = 14 - sum(a.tokens for a in app.game.state.winterfall.auroras.values())
        assert f"Auroras ({tokens} tokens left): " in text


async def test_you_and_players_show_the_snowflakes():
    app = winter_app()
    async with app.run_test(size=(150, 45)) as pilot:
        await wintry_table(pilot)
        await pilot.press("f3")
        await settle(pilot)
        assert "Snowflakes: 6" in screen_text(app)
        await pilot.press("f4")
        await settle(pilot)
        assert "Snowflakes: 12 (2 big + 2)" in screen_text(app)


async def test_f7_shows_the_projects_with_counts_and_points_now():
    app = winter_app()
    async with app.run_test(size=SMALLEST) as pilot:
        await wintry_table(pilot)
        await pilot.press("f7")
        await settle(pilot)
        shown = screen_text(app)
        assert "Projects F7" in shown and "Points by rank: 1st 7, 2nd 3" in shown
        assert "c. Snowflakes: Ada 6 (3 VP now)  Bram 12 (7 VP now)" in shown


def winter_changed(view: WondrousView, **changes: object) -> WondrousView:
    """The view with some of its Winterfall parts changed, as the events would."""
    assert view.winterfall is not None
    return view.replace(winterfall=view.winterfall.replace(**changes))


def test_tied_snowflakes_take_the_next_ranks_points():
    game = Game(rules(), winter_config(players=4))
    for p in game.state.players:
        p.winterfall.snowflakes = 6
    game.state.players[3].winterfall.snowflakes = 0
    view = game.view(0)
    snow = next(p for p in view.winterfall.projects if p.counts == "snowflakes")
    assert snow.points == [5, 5, 5, 0]  # tied at the top: the 2nd rank's points
    assert "Cleo 6 (5 VP now)" in projects_text(view).plain


def test_the_winterfall_card_is_explained_step_by_step():
    """From the view's keys that the Winterfall events add (wf-events): the card being
    applied, else the top of the Winterfall discard pile."""
    game = Game(rules(), winter_config())
    view = winter_changed(game.view(0), winter_card=0, winter_discard=[7, 4])
    text = table_text(view, rules().cat).plain
    assert "Winterfall card (last; deck 12, discard 2): Earthquake." in text
    view = winter_changed(view, winter_card=9)
    now = table_text(view, rules().cat).plain
    assert "Winterfall card (now; deck 12, discard 2): Sleet." in now
    steps = text[text.index("Earthquake"):].splitlines()
    assert steps[1].startswith("1. Instructional (once, by the player who recharged)")
    assert any(s.startswith("3. Sequential (by every player in turn") for s in steps)


# -- help ---------------------------------------------------------------------------------

RULE_TOPICS = ("winterfall", "wild-habitats", "snowfields", "big-snowflakes", "blizzards",
               "mountain-tiles", "auroras", "aurora-placement", "winterfall-event",
               "aurora-event", "sequential-effects", "spirits", "discover", "projects",
               "winterfall-scoring", "track-icon:winterfall", "track-icon:aurora")


def test_every_winterfall_rule_and_component_has_a_help_topic():
    cat = rules().cat
    book = wondrous_book(cat)
    winter = winterfall_parts(cat.comps)
    ids = [*RULE_TOPICS,
           *(f"card:{n}" for n in winter_creatures(cat)),
           *(f"captain:{n}" for n in winter_captains(cat)),
           *(f"achievement:{a.id}" for a in winter.achievements.achievements),
           *(f"winterfall-card:{c.number}" for c in winter.cards.cards),
           *(f"prelude:{c.number}" for c in winter.cards.prelude_cards),
           *(f"aurora:{e.id}" for e in winter.tiles.aurora_effects),
           *(f"icon:{i.id}" for i in winter.icons.icons)]
    assert len(ids) == 17 + 53 + 6 + 11 + 12 + 6 + 13 + 5
    assert [i for i in ids if book.get(i) is None] == []
    assert "Red Aurora" in book.get("winterfall").text
    assert "Dawn Aurora" in book.get("winterfall").text
    assert "1, 2 and 3 stay" in book.get("winterfall").text
    assert "Sequential" in book.get("winterfall-card:4").text
    red = book.get("winterfall-card:7")  # Red Aurora: the data decided its 3rd effect's kind
    assert "Ruling: the book calls effect 3 sequential" in red.text
    assert "Ruling" not in book.get("winterfall-card:3").text


def test_the_help_gives_the_supply_of_blizzards_and_aurora_tokens():
    """The help names the box's counts (components.yaml) and what happens when they run out."""
    cat = rules().cat
    counts = winterfall_parts(cat.comps).components.counts
    book = wondrous_book(cat)
    assert f"The box holds {counts['blizzards']} blizzards" in book.get("blizzards").text
    assert "supply out, no blizzard is placed" in book.get("blizzards").text
    placing = book.get("aurora-placement").text
    assert f"box holds {counts['aurora_tokens']} aurora tokens" in placing
    assert "with none left it goes to the aurora discard pile" in placing


def test_the_map_help_explains_the_winter_marks():
    book = wondrous_book(rules().cat)
    lines = (book.get("map").text + "\n" + book.get("icons").text).splitlines()
    for mark in [*SIGNS.values(), *AURORA.values(), GROUND["wild"], GROUND["aurora"],
                 *(ICON[i.id] for i in winterfall_parts(rules().cat.comps).icons.icons)]:
        assert any(line.startswith(f"{mark.text} ") for line in lines), mark.text



def test_a_species_project_counts_cards_and_eggs_hatched_too():
    game = Game(rules(), winter_config())
    state = game.state
    state.winterfall.project_species = ["bird", "spirit"]  # wf-setup adds the field
    for p in state.players:
        p.reserve, p.eggs = [], []
    state.players[0].eggs = [Egg("bird", hatched=True), Egg("bird")]
    text = projects_text(game.view(0)).plain
    assert "a. Bird icons: Ada 2 (7 VP now)  Bram 0 (0 VP now)" in text  # none, no points
    assert "b. Spirit icons: Ada 0 (0 VP now)" in text


def test_an_aurora_event_shows_the_two_tiles_drawn():
    game = Game(rules(), winter_config())
    view = winter_changed(game.view(0), aurora_drawn=[9, 5], aurora_stack=14)
    text = table_text(view, rules().cat).plain
    assert "Aurora event, drawn: Score 4 VP at once or Gain 2 Flower" in text
    assert "(stack 14, discard 0)" in text
    prelude = winterfall_parts(rules().cat.comps).cards.prelude_cards[1]
    text = table_text(winter_changed(view, prelude=prelude.number), rules().cat).plain
    assert f"Prelude card: {prelude.name} (laid the wild habitats" in text


async def test_four_players_winter_map_legend_and_tabs_fit_120x40():
    """Side B, the bigger map, with every winter mark: the map, its legend and the tabs
    share the table's height, and the tab bar with Projects fits its width."""
    app = winter_app(players=4)
    async with app.run_test(size=SMALLEST) as pilot:
        await pilot.pause()
        testing.play(app.game, then=first, until=in_play)
        state, hexes = app.game.state, app.cat.maps["B"]
        habitats = [c for c, h in sorted(hexes.items()) if h.terrain == "habitat"]
        plains = [c for c, h in sorted(hexes.items()) if h.terrain == "plains" and not h.marking]
        state.winterfall.blizzards = habitats[:2]
        state.winterfall.auroras = {habitats[3]: AuroraOnMap(9, 1), habitats[5]: AuroraOnMap(5, 2)}
        state.overlays[plains[3]] = Overlay("wild", terrain="habitat", habitat="wild",
                                            special="score_2")
        state.overlays[plains[0]] = Overlay("mountain tile", terrain="mountain")
        app._after_choice()
        await lift_cover(pilot)
        board = app._board()
        assert board.map.region.bottom <= board.legend.region.y
        assert board.legend.region.bottom <= board.tabs.region.y
        assert board.tabs.region.bottom <= SMALLEST[1] - 1  # above the footer
        # the tab bar and three lines of the table at the smallest size with every winter
        # mark in the legend (a taller window gives the table the rest)
        assert board.tabs.region.height >= 4
        assert "Projects F7" in screen_text(app)


def test_winterfall_solo_has_its_topics_with_the_values_by_level():
    cat = rules().cat
    book = wondrous_book(cat)
    scenarios = winterfall_parts(cat.comps).tingent.scenarios
    ids = ("tingent-winter", "tingent-winter-moves", "tingent-winter-events",
           "tingent-winter-score", *(f"scenario-{s.id}" for s in scenarios))
    assert [i for i in ids if book.get(i) is None] == []
    score = book.get("tingent-winter-score").text
    assert "Nightmare" in score and "4 icons" in score  # the bonus by level, from the data
    wild = next(line for line in book.get("tingent-winter-moves").text.splitlines()
                if line.startswith("Wild"))
    assert wild.split()[1:2] == ["2"] and "5 VP" in wild  # the rulebook's Wild example values
