"""Older editions of the components (engine.core.editions): a game saved before a balance
change replays, and goes on, with the values it was played with."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import Game
from engine.core.assets import asset_root
from engine.core.editions import EDITIONS
from engine.core.errors import SaveError
from engine.core.save import dumps, loads, parse
from engine.cryptic.parts.catalog import FILES as CATALOG_FILES
from engine.cryptic.parts.table import FILES as PART_FILES
from engine.cryptic.rules import CrypticRules
from engine.wondrous.loading import ALL_NAMES
from engine.wondrous.rules import WondrousRules
from tests.cryptic.bot_helpers import mode_config, randomly_played

GAMES: dict[str, tuple[Any, list[str]]] = {
    "cryptic": (CrypticRules, [*CATALOG_FILES, *PART_FILES]),
    "wondrous": (WondrousRules, list(ALL_NAMES)),
}


#: the fingerprint the saves of each edition carry: today's `Rules.components` just before
#: the change the edition predates (a new edition adds its own here)
KEPT = {
    "cryptic": {"before_rumor_cryptids": "58aee29f0d55df44",
                "before_poacher_lines": "7911b72d5d6ba49e"},
    "wondrous": {"before_main_20": "dedb8899b9d64747"},
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_edition_kept_makes_the_components_its_saves_were_played_with(
        game: str) -> None:
    """Each folder with today's other files makes its whole edition again: a later change
    that forgot to copy a file's old version into it would change its fingerprint."""
    rules, names = GAMES[game]
    folders = sorted(p for p in (asset_root() / game / EDITIONS).iterdir() if p.is_dir())
    assert {f.name for f in folders} == set(KEPT[game])
    for folder in folders:
        own = {str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file()}
        assert own and own <= set(names), f"{folder.name}: files the loader does not read"
    made = {edition.data.cat.folder.parent.name if game == "cryptic"
            else edition.cat.comps.folder.parent.name: edition.components
            for edition in rules().editions()}
    assert made == KEPT[game]
    assert rules().components not in made.values()


def _poacher_game(rules: CrypticRules, seed: int) -> Game[Any]:
    """A solo game against the Poacher, played by random choices to its end."""
    return randomly_played(Game(rules, mode_config(1, (), True, seed)), seed)


def _poacher_lines_edition() -> CrypticRules:
    today = CrypticRules()
    older = [e for e in today.editions() if e.data.cat.folder.parent.name
             == "before_poacher_lines"]
    assert len(older) == 1
    return older[0]


class WithoutEditions(CrypticRules):
    """Today's rules, keeping no older edition."""

    def editions(self) -> list[CrypticRules]:
        return []


def test_a_game_saved_before_a_balance_change_replays_with_its_own_edition() -> None:
    """A Poacher game played with his cards' lines as they were: today's lines would not
    replay it, its edition does, and the game goes on with that edition."""
    older = _poacher_lines_edition()
    diverged = 0
    for seed in range(1, 9):
        game = _poacher_game(older, seed)
        text = dumps(game)
        assert json.loads(text)["components"] == older.components
        resumed = loads(CrypticRules(), text)
        assert resumed.rules.components == older.components  # played on with it
        assert resumed.state_hash() == game.state_hash()
        try:
            loads(WithoutEditions(), text)
        except SaveError as exc:
            assert "played with other Cryptic Nature components" in str(exc)
            diverged += 1
    assert diverged >= 2  # the change matters to these games


def test_a_save_from_before_fingerprints_tries_the_kept_editions() -> None:
    """Saves written before saves kept a fingerprint: today's components first, then each
    edition (tests/test_old_saves.py replays the ones of commit e6effa1)."""
    older = _poacher_lines_edition()
    for seed in range(1, 9):
        data = json.loads(dumps(_poacher_game(older, seed)))
        del data["components"]
        try:
            loads(WithoutEditions(), json.dumps(data))
        except SaveError as exc:
            assert "has been altered" in str(exc)  # without a fingerprint: cannot tell
            resumed = loads(CrypticRules(), json.dumps(data))
            assert resumed.rules.components == older.components
            return
    raise AssertionError("no seed gave a game today's Poacher would play otherwise")


def test_an_altered_save_is_still_refused_with_editions_kept() -> None:
    game = _poacher_game(_poacher_lines_edition(), 3)
    data = json.loads(dumps(game))
    data["state_hash"] = "0" * len(data["state_hash"])
    with pytest.raises(SaveError, match="has been altered: the replayed game ends elsewhere"):
        loads(CrypticRules(), json.dumps(data))
    del data["components"]  # nor by any edition: today's components' reason is told
    with pytest.raises(SaveError, match="has been altered: "):
        loads(CrypticRules(), json.dumps(data))


def test_a_winterfall_edition_is_kept_for_main_achievement_20() -> None:
    (older,) = WondrousRules().editions()
    points = {a.number: a for a in older.cat.comps.part("winterfall").achievements.achievements}
    today = {a.number: a for a in
             WondrousRules().cat.comps.part("winterfall").achievements.achievements}
    assert points[20] != today[20]


async def test_the_app_shows_a_resumed_game_with_the_values_it_is_played_with(
        tmp_path: Path) -> None:
    from cryptic_tui.app import CrypticApp
    from engine.core.paths import autosave_path

    older = _poacher_lines_edition()
    game = randomly_played(Game(older, mode_config(1, (), True, 5)), 5, steps=30)
    path = autosave_path("cryptic")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(game), encoding="utf-8")
    assert parse(path.read_bytes()).components == older.components
    app = CrypticApp(resume=True)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert app.game is not None and app.game.rules.components == older.components
        assert app.data is older.data  # the board and its texts read the game's edition


def test_a_game_saved_before_the_cryptid_change_replays_with_its_edition() -> None:
    """A 2-player game of two `normal` bots, saved at bfecd78^ (before seven level II
    cryptids took rumor as their third evidence type): today's cryptids would not replay
    it; the kept edition does."""
    import gzip

    saved = Path(__file__).parent / "saves" / EDITIONS / "cryptic-2-before-rumor-cryptids.json.gz"
    text = gzip.decompress(saved.read_bytes()).decode()
    assert "components" not in json.loads(text)  # written before the fingerprint
    with pytest.raises(SaveError, match="has been altered"):
        loads(WithoutEditions(), text)
    game = loads(CrypticRules(), text)
    assert game.is_over
    assert game.rules.data.cat.folder.parent.name == "before_rumor_cryptids"
