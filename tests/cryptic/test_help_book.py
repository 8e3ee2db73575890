"""The Cryptic Nature help: a topic for every help id the engine's decisions name, "Start
here" first, a topic per cryptid, skill, contract, request, die face and Wolpertinger token,
numbers read from the data, and help.yaml checked like every other file."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

import pytest

from cryptic_tui import cli
from cryptic_tui.help_book import cryptic_book, cryptid_topic
from engine.core import Prompt
from engine.core.testing import play
from engine.cryptic.parts.catalog import load_help
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts
from engine.cryptic.rules import load_data
from engine.tui.help import HelpBook
from tests.cryptic.conftest import edit
from tests.cryptic.purposeful import Purposeful
from tests.cryptic.rules_helpers import ctx_of, new_game, rules

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "cryptic"


@cache
def book() -> HelpBook:
    return cryptic_book(rules().data)


def help_ids_met_in_play() -> set[str]:
    """Every help id of the decisions and options met in a few purposeful games."""
    seen: set[str] = set()
    for players, seed, modules in ((2, 1, ("wolpertinger",)), (3, 2, ()), (4, 3, ("no-bids",))):
        game = new_game(players, seed, modules)
        agent = Purposeful(ctx_of(game), seed)

        def pick(prompt: Prompt, agent: Purposeful = agent) -> str:
            seen.update([prompt.help, *(o.help for o in prompt.options)])
            return agent.pick(prompt)

        play(game, then=pick)
    return seen - {""}


def help_ids_written_in_the_engine() -> set[str]:
    """The help ids written out as text in the engine's source (`help="..."`)."""
    found = set()
    for path in sorted(ENGINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.keyword) and node.arg == "help"
                    and isinstance(node.value, ast.Constant)):
                found.add(node.value.value)
    return found


def test_every_help_id_met_in_play_has_its_own_topic():
    met = help_ids_met_in_play()
    assert {"tracking", "relocation", "construction", "wolpertinger", "skill:luck"} <= met
    assert sorted(met - set(book().topics)) == []


def test_every_help_id_written_in_the_engine_has_its_own_topic():
    written = help_ids_written_in_the_engine()
    assert {"requests", "reward", "dice", "market"} <= written  # the scan reads them
    assert sorted(written - set(book().topics)) == []


def test_help_opens_on_start_here():
    assert next(iter(book().topics)) == "start"
    assert book().get("start").title == "Start here"
    assert book().opening("") == "start"
    text = book().get("start").text
    assert all(word in text for word in ("1-9", "F1", "?", "Ctrl+P", "Ctrl+Z"))


def test_search_puts_tracking_first():
    assert book().search("tracking")[0] == "tracking"
    assert book().get("tracking").title == "Tracking"


def test_every_cryptid_has_a_topic_with_its_card():
    data = rules().data
    for card in data.cat.cryptids.cryptids:
        topic = book().topics[cryptid_topic(card.name)]
        assert topic.title.startswith(card.name)
        assert card.description in topic.text and card.power.text in topic.text
        assert f"{card.find_points} for finding it, {card.settle_points} for settling" in (
            topic.text)
    snake = book().get(cryptid_topic("Karadag Snake")).text
    assert "Crimea (E3)" in snake and "Eyewitness, Outline in the water" in snake
    assert "Power, when found: Gain 1 experience." in snake


def test_every_skill_contract_request_face_and_token_has_a_topic():
    data = rules().data
    topics = book().topics
    effects = load_help().skills
    for skill in data.parts.player_board.skills:
        assert topics[f"skill:{skill.id}"].title == f"Skill: {skill.name}"
        assert topics[f"skill:{skill.id}"].text.startswith(effects[skill.id] + "\n\n")
    assert "Costs 2 experience (3 in a game of two)" in topics["skill:second_chance"].text
    for contract in data.cat.contracts.contracts:
        assert topics[f"contract:{contract.id}"].title.startswith("Contract: ")
    assert "Silhouette in the sky evidence" in topics["contract:evidence_sky_silhouette"].text
    for request in data.cat.contracts.requests:
        assert "4 points" in topics[f"request:{request.id}"].text
    assert topics["request:region_north"].title == "Request: two from the north"
    for face in data.parts.dice.assistant_dice.faces:
        assert f"assistant-die:{face.id}" in topics
    assert topics["assistant-die:coins_3"].text == "Gain 3 coins."
    assert {f"tracking-die:{face}" for face in ("success", "failure", "luck")} <= set(topics)
    assert {f"wolpertinger:{face}" for face in wolpertinger_parts(data.cat).tokens} <= set(topics)


def test_rule_topics_cover_the_modes_and_the_scoring():
    topics = book().topics
    for tid in ("general", "new-game", "setup", "rounds", "turn", "assistant", "initiative",
                "sanctuary", "scoring", "game-end", "wolpertinger", "no-bids", "skills",
                "contracts", "evidence", "rumors", "dice", "tracking-dice", "cryptids"):
        assert tid in topics, tid
    assert "Nine steps" in topics["scoring"].text and "A tie goes" in topics["scoring"].text


def test_numbers_in_the_help_come_from_the_data(asset_copy):
    edit(asset_copy, "contracts.yaml", "request_points: 4", "request_points: 5")
    edit(asset_copy, "player_board.yaml", "evidence_slots: 5", "evidence_slots: 6")
    corrected = cryptic_book(load_data(asset_copy))
    assert "worth 5 points" in corrected.get("requests").text
    assert "3: 5 per request token" in corrected.get("scoring").text
    assert "Your board holds 6 tokens" in corrected.get("evidence").text
    assert "5 points at the end" in corrected.get("request:type_bird").text
    assert "3 with 2 players, 4 with 3 players, 5 with 4 players" in book().get("dice").text


@pytest.mark.parametrize(("old", "new", "says"), [
    ("  start:\n    title: Start here", "  begin:\n    title: Start here",
     "field topics: Value error, the help needs the topics ['start']"),
    ("Your board holds\n      {slots} tokens", "Your board holds\n      {slot} tokens",
     "entry topics.evidence: field text: Value error, text: unknown ['slot']"),
    ("  luck: A failure, unless", "  lucky: A failure, unless", "tracking_faces"),
])
def test_a_broken_help_file_is_named_with_its_fault(asset_copy, capsys, old, new, says):
    edit(asset_copy, "help.yaml", old, new)
    assert cli.main(["data", "--check", str(asset_copy)]) == 1
    out = capsys.readouterr().out
    assert "help.yaml" in out and says in out


def test_no_two_topics_share_a_title():
    titles = [topic.title for topic in book().topics.values()]
    assert sorted(t for t in set(titles) if titles.count(t) > 1) == []


def test_every_terrain_tile_has_a_topic_drawing_its_shape():
    topics = book().topics
    for tile in rules().data.parts.terrain_tiles.tiles:
        text = topics[f"tile:{tile.id}"].text
        assert all(" ".join(row) in text for row in tile.shape)
        assert f"{len(tile.cells)} squares" in text
