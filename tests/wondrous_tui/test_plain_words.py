"""Names a newcomer can read: achievements by name in Tingent's area and the achievements
tab, and help titles; the You tab says which energies were used this turn."""

from __future__ import annotations

from engine.core import Game
from tests.wondrous.engine_helpers import move_card, rules
from tests.wondrous.rule_helpers import choose, fresh, restart_turn
from wondrous_tui.help_book import wondrous_book
from wondrous_tui.render import achievements_text, player_text, tingent_text
from wondrous_tui.sim_command import solo_config


def test_tingents_target_tokens_and_the_achievements_tab_name_the_cards():
    cat = rules().cat
    game = Game(rules(), solo_config("wild", {}, 3))
    view = game.view(0)
    main = cat.achievements[view.solo.targets["main"]]
    area = tingent_text(view, cat).plain
    assert f"brown on {main.name}" in area and "on main " not in area
    assert f"Main   {main.name}: {main.text}" in achievements_text(view, cat).plain


def test_achievement_help_topics_are_titled_by_name():
    book = wondrous_book(rules().cat)
    assert book.get("achievement:main-2").title == "Achievement: Egg clutch"
    assert book.get("achievement:multi-mammal-fish").title == "Achievement: Mammal and fish"


def test_the_you_tab_says_which_energy_cards_were_used_this_turn():
    pheoxi, swonder = 29, 51  # energy cards
    game, ctx = fresh()
    move_card(ctx, pheoxi, 0, "reserve")
    move_card(ctx, swonder, 0, "reserve")
    restart_turn(game)
    choose(game, f"energy:{pheoxi}")
    cat = rules().cat
    me = game.view(0).players[0]
    shown = player_text(me, cat, own=True).plain
    assert f"{cat.creature(pheoxi).name} [1/2E, used this turn]" in shown
    assert f"{cat.creature(swonder).name} [" in shown
    assert f"{cat.creature(swonder).name} [2/2E, used" not in shown
