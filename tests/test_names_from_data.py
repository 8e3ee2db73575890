"""Names from the component data are shown as written, never read as markup: a copy of the
data whose names look like markup ("[/b]Trochus", "[red]Applet") is opened in both apps
(new-game form, table, help and its search) and in the commands that print reports."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from cryptic_tui import cli as cryptic_cli
from cryptic_tui.app import make_app as cryptic_app
from engine.core import Table, Turn
from engine.core.assets import set_asset_root
from engine.core.commands import SimGame
from engine.cryptic.solo.seats import solo_config as cryptic_solo
from engine.tui.choice import ChoiceList
from engine.tui.cli import AppCommands
from engine.tui.cli import main as shared_main
from engine.tui.screens import HelpScreen
from tests.tinygame.rules import PebbleRules, PebbleState, config
from tests.tui.screen import screen_text
from wondrous_tui import cli as wondrous_cli
from wondrous_tui.app import make_app as wondrous_app
from wondrous_tui.new_game import NewGameScreen
from wondrous_tui.sim_command import solo_config as wondrous_solo

SIZE = (160, 50)
#: files whose `name:` is shown to players (abilities' names are identifiers)
NAMED = ("cryptic/cryptids.yaml", "wondrous/creatures.yaml", "wondrous/captains.yaml",
         "wondrous/tingent.yaml", "wondrous/winterfall/tingent.yaml")
MARKS = ("[/b]", "[red]")


def mark_names(root: Path) -> None:
    """Every name in the NAMED files starts with a markup tag, in turn "[/b]" and "[red]",
    from "[/b]" in each file (a closing tag that opens nothing made Rich and Textual raise)."""
    for name in NAMED:
        path = root / name
        count = 0
        lines = []
        for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
            found = re.match(r"^(\s*-?\s*name:\s*)(\S.*?)\s*$", line)
            if found:
                line = f'{found.group(1)}"{MARKS[count % 2]}{found.group(2)}"\n'
                count += 1
            lines.append(line)
        path.write_text("".join(lines), encoding="utf-8")


@pytest.fixture
def marked(asset_copy: Path) -> Path:
    mark_names(asset_copy)
    set_asset_root(asset_copy)  # the fixture points the loader back afterwards
    return asset_copy


async def test_cryptid_names_show_as_written_on_the_table_and_in_help_search(marked: Path):
    app = cryptic_app(cryptic_solo(3), resume=False, autosave=False)  # solo: no pass screen
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f2")  # the cryptids on the map's rows
        await pilot.pause()
        assert re.search(r"\[(/b|red)\][A-Z]", screen_text(app))
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        await pilot.press(*"[/b]Trochus")
        await pilot.pause()
        topics = app.screen.query_one("#topics", OptionList)
        assert "[/b]Trochus" in str(topics.get_option_at_index(0).prompt)
        assert "[/b]Trochus" in str(app.screen.query_one("#topic", Static).render())


async def test_creature_and_tingent_names_show_as_written_in_the_form_and_the_game(
    marked: Path,
):
    app = wondrous_app(None, resume=False, autosave=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        form = app.screen
        assert isinstance(form, NewGameScreen)
        form.query_one("#mode").value = "solo"
        await pilot.pause()
        text = screen_text(app)
        assert re.search(r"\[(/b|red)\]Outlaws: ", text)  # a scenario's note
        form.query_one("#level").focus()
        await pilot.press("enter")  # the list of Tingent's boards
        await pilot.pause()
        assert isinstance(app.screen, ChoiceList)
        assert "[/b]Lazy Tingent *" in screen_text(app)
    game = wondrous_app(wondrous_solo("lazy", {}, 3), resume=False, autosave=False)
    async with game.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        await pilot.press(*"[/b]Applet")
        await pilot.pause()
        assert "[/b]Applet" in str(game.screen.query_one("#topic", Static).render())
        await pilot.press("escape")
        await pilot.pause()
        assert re.search(r"\[(/b|red)\][A-Z]", screen_text(game))  # cards on the table


def test_the_balance_report_names_a_card_as_written(
    marked: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    creatures = marked / "wondrous" / "creatures.yaml"
    text = creatures.read_text(encoding="utf-8")
    first = text.index("ending_score: 2")  # the first card's, now far off the balance rule
    creatures.write_text(text[:first] + "ending_score: 9" + text[first + 15:],
                         encoding="utf-8")
    assert wondrous_cli.main(["--assets", str(marked), "data", "--report"]) == 0
    assert "#1 [/b]Applet: gap" in capsys.readouterr().out


def test_the_cryptic_report_runs_with_names_that_look_like_markup(
    marked: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cryptic_cli.main(["--assets", str(marked), "data", "--report"]) == 0
    assert capsys.readouterr().out


class FailsInBrackets(PebbleRules):
    """A rules bug whose message holds what reads as a closing tag."""

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        raise RuntimeError("no [/b] here")
        yield from super().play_turn(state, table)


def test_the_sim_report_shows_an_error_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    commands = AppCommands(
        prog="pebbles", game_id="pebbles", description="", open_app=lambda args: None,
        sim=SimGame(prog="pebbles", rules=FailsInBrackets,
                    configs=lambda args: lambda seed: config(2, seed)))
    assert shared_main(commands, ["sim", "--games", "1"]) == 1
    out = capsys.readouterr().out
    assert "ERROR" in out and "no [/b] here" in out
