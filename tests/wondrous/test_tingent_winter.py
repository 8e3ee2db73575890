"""Winterfall solo mode: the setup changes, Tingent's Winterfall card icons, its final score
with the projects, the three Winterfall scenarios, the commands and the view."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator

import pytest

from engine.core import ConfigError, Game, testing
from engine.core.agents import play_one, random_agents
from engine.core.testing import first
from engine.wondrous.ctx import Ctx
from engine.wondrous.scoring import breakdown
from engine.wondrous.solo import tingent as tingent_rules
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.mode import board
from engine.wondrous.solo.scenarios import trophy_marks
from engine.wondrous.solo.tingent import advance_tracker, card_icons, target_species
from engine.wondrous.state import Egg, InPlay, WondrousState
from engine.wondrous.winterfall.catalog import winter_captains
from engine.wondrous.winterfall.component_set import WINTERFALL, winterfall_parts
from engine.wondrous.winterfall.expansion import project_scores
from engine.wondrous.winterfall.projects import snowflake_count, species_count
from engine.wondrous.winterfall.track_events import winterfall_event
from tests.wondrous.engine_helpers import ctx_of, in_play, rules, run_step
from tests.wondrous.rule_helpers import clear_map_eggs
from tests.wondrous.solo_helpers import (
    PLAYER,
    TINGENT,
    aim,
    creatures,
    fill_wilderness,
    give_face_up,
    no_problems,
    solo,
    solo_started,
    species_of,
    tingent,
)
from wondrous_tui.cli import main
from wondrous_tui.sim_command import solo_config

SETTINGS = [("lazy", {}), ("easygoing", {}), ("wild", {}), ("terrifying", {}),
            ("nightmare", {}), ("wild", {"unfair": "medium"}), ("wild", {"unfair": "hard"}),
            ("wild", {"double": "hard"}), ("wild", {"eggpocalypse": "hard"})]
#: Tingent's final score in Winterfall: its points during play, then the rulebook's order
WINTER_CATEGORIES = ["during the game", "projects", "end cards", "card scores",
                     "achievements", "trophies", "eggs", "face-down cards"]


def winter_solo(level: str = "wild", scenarios: dict[str, str] | None = None,
                seed: int = 1) -> tuple[Game[WondrousState], Ctx]:
    """A solo Winterfall game past its setup decisions, with no egg on the map."""
    config = solo_config(level, scenarios or {}, seed, modules=(WINTERFALL,))
    game: Game[WondrousState] = Game(rules(), config)
    testing.play(game, then=first, until=in_play)
    ctx = ctx_of(game)
    clear_map_eggs(ctx)
    return game, ctx


def winter_area(number: int, colour: str = "yellow"):  # type: ignore[no-untyped-def]
    return getattr(winterfall_parts(rules().cat.comps).tingent.cards[number - 1], colour)


def area_with(actions: list[str]):  # type: ignore[no-untyped-def]
    """The first Winterfall Tingent card area with exactly these icons."""
    for card in winterfall_parts(rules().cat.comps).tingent.cards:
        for area in (card.yellow, card.brown):
            if list(area.actions) == actions:
                return area
    raise AssertionError(f"no Winterfall Tingent area with {actions}")


# -- setup ------------------------------------------------------------------------------


@pytest.mark.parametrize(("level", "scenarios"), SETTINGS)
def test_every_level_and_scenario_sets_up_with_eight_trophies(level, scenarios) -> None:
    _game, ctx = winter_solo(level, scenarios)
    assert ctx.state.trophies == 8
    assert solo(ctx).level == level
    no_problems(ctx)


def test_every_captain_of_both_sets_is_offered() -> None:
    game = Game(rules(), solo_config("wild", {}, 1, modules=(WINTERFALL,)))
    cat = rules().cat
    assert game.state.players[PLAYER].captain_offer == sorted([*cat.captains,
                                                              *winter_captains(cat)])


def test_tingent_draws_the_winterfall_cards() -> None:
    _game, ctx = winter_solo()
    number = solo(ctx).deck[-1]
    card = tingent_rules.draw_card(ctx)
    assert card == winterfall_parts(rules().cat.comps).tingent.cards[number - 1]
    assert card != tingent_parts(rules().cat.comps).cards[number - 1]


def test_nightmare_and_the_winterfall_scenarios_need_winterfall() -> None:
    validate = rules().validate
    with pytest.raises(ConfigError, match="lazy, easygoing, wild, terrifying\\."):
        validate(solo_config("nightmare", {}, 1))
    validate(solo_config("nightmare", {}, 1, modules=(WINTERFALL,)))
    with pytest.raises(ConfigError, match="Unfair Game is played with Winterfall"):
        validate(solo_config("wild", {"unfair": "hard"}, 1))
    with pytest.raises(ConfigError, match="Suspicious Haze is played without Winterfall"):
        validate(solo_config("wild", {"haze": "easy"}, 1, modules=(WINTERFALL,)))
    with pytest.raises(ConfigError, match="Double Trouble is played hard"):
        validate(solo_config("wild", {"double": "medium"}, 1, modules=(WINTERFALL,)))


# -- the new card icons -----------------------------------------------------------------


def single_target_cards(ctx: Ctx) -> tuple[str, list[int], list[int]]:
    """The single target's species, the deck's cards of only that species (by ending score,
    lowest first) and cards without it."""
    wanted = target_species(ctx, "single")[0]
    fits = creatures(ctx, lambda n: species_of(ctx, n) == (wanted,) and n not in
                     ctx.p(PLAYER).hand and n not in ctx.p(PLAYER).reserve)
    fits.sort(key=lambda n: ctx.card(n).ending_score)
    others = creatures(ctx, lambda n: wanted not in species_of(ctx, n)
                       and n not in ctx.p(PLAYER).hand)
    return wanted, fits, others


def lay(ctx: Ctx, cards: list[int], snow: list[int]) -> None:
    fill_wilderness(ctx, cards)
    ctx.state.winterfall.snowfields = list(snow)


def test_a_snowy_take_prefers_the_most_snowflakes_and_takes_them() -> None:
    _game, ctx = winter_solo()
    _wanted, fits, others = single_target_cards(ctx)
    low, high = fits[0], fits[-1]
    assert ctx.card(low).ending_score < ctx.card(high).ending_score
    lay(ctx, [others[0], low, others[1], high, others[2], others[3]], [3, 2, 0, 1, 0, 0])
    before = tingent(ctx).winterfall.snowflakes
    card_icons(ctx, area_with(["take_face_up_snowy_single"]))
    assert [c.number for c in tingent(ctx).reserve] == [low]
    assert tingent(ctx).winterfall.snowflakes == before + 2
    assert ctx.state.winterfall.snowfields[1] == 0 and ctx.state.winterfall.snowfields[0] == 3
    no_problems(ctx)


def test_a_snowy_take_breaks_a_snowflake_tie_by_score_then_leftmost() -> None:
    _game, ctx = winter_solo()
    _wanted, fits, others = single_target_cards(ctx)
    scores = {ctx.card(n).ending_score: n for n in fits}
    low, mid, top = scores[min(scores)], scores[sorted(scores)[1]], scores[max(scores)]
    twin = next(n for n in fits if ctx.card(n).ending_score == ctx.card(mid).ending_score
                and n != mid)
    # the top card has no snow; mid and its twin tie on both: the leftmost goes
    lay(ctx, [low, twin, others[0], mid, top, others[1]], [2, 2, 5, 2, 0, 0])
    card_icons(ctx, area_with(["take_face_up_snowy_single"]))
    assert [c.number for c in tingent(ctx).reserve] == [twin]
    no_problems(ctx)


def test_a_snowy_take_with_nothing_fitting_draws_face_down_and_leaves_the_snow() -> None:
    _game, ctx = winter_solo()
    _wanted, _fits, others = single_target_cards(ctx)
    lay(ctx, others[:6], [1, 1, 1, 1, 1, 1])
    top = ctx.state.deck[-1]
    card_icons(ctx, area_with(["take_face_up_snowy_single"]))
    assert solo(ctx).face_down == [top] and tingent(ctx).reserve == []
    assert ctx.state.winterfall.snowfields == [1] * 6 and tingent(ctx).winterfall.snowflakes == 0


def test_an_egg_after_a_snowy_take_is_of_the_card_taken() -> None:
    _game, ctx = winter_solo()
    wanted, fits, others = single_target_cards(ctx)
    lay(ctx, [fits[0], *others[:5]], [0] * 6)
    card_icons(ctx, area_with(["take_face_up_snowy_single", "gain_egg"]))
    assert [e.species for e in tingent(ctx).eggs] == [wanted]
    no_problems(ctx)


def test_the_snowflake_icon_takes_one_from_the_supply() -> None:
    _game, ctx = winter_solo()
    snow = list(ctx.state.winterfall.snowfields)
    card_icons(ctx, area_with(["gain_snowflake"]))
    assert tingent(ctx).winterfall.snowflakes == 1 and ctx.state.winterfall.snowfields == snow


# -- scoring ----------------------------------------------------------------------------


def only(ctx: Ctx, species: str) -> list[int]:
    return creatures(ctx, lambda n: species_of(ctx, n) == (species,)
                     and n not in ctx.p(PLAYER).hand)


def give_eggs(ctx: Ctx, seat: int, species: str, count: int) -> None:
    ctx.state.supply_eggs[species] -= count
    ctx.p(seat).eggs += [Egg(species) for _ in range(count)]


def test_the_rulebook_project_tally_three_bird_cards_two_eggs_and_wild_three() -> None:
    _game, ctx = winter_solo("wild")
    birds = only(ctx, "bird")
    give_face_up(ctx, *birds[:3])
    give_eggs(ctx, TINGENT, "bird", 2)
    hidden = birds[3]  # a face-down bird card does not count
    ctx.state.deck.remove(hidden)
    solo(ctx).face_down.append(hidden)
    assert species_count(ctx, tingent(ctx), "bird") == 3 + 2 + 3
    assert species_count(ctx, ctx.p(PLAYER), "bird") == 0
    no_problems(ctx)


@pytest.mark.parametrize(("level", "extra"), [("lazy", 1), ("easygoing", 2), ("wild", 3),
                                              ("terrifying", 3), ("nightmare", 4)])
def test_each_level_adds_its_icons_to_species_projects_but_not_to_snowflakes(level,
                                                                             extra) -> None:
    _game, ctx = winter_solo(level)
    tingent(ctx).winterfall.snowflakes = 2
    assert species_count(ctx, tingent(ctx), "fish") == extra
    assert snowflake_count(tingent(ctx)) == 2


def test_tingent_ranks_against_the_player_as_in_a_two_player_game() -> None:
    _game, ctx = winter_solo("wild")
    ctx.state.winterfall.project_species[0] = "bird"
    birds = only(ctx, "bird")
    give_face_up(ctx, *birds[:2])  # 2 + 3 = 5 for Tingent
    for n in birds[2:6]:  # 4 for the player: second, by Tingent's extra icons
        ctx.state.deck.remove(n)
        ctx.p(PLAYER).reserve.append(InPlay(n))
    rewards = winterfall_parts(rules().cat.comps).tracks.project_board.points_for(2)
    player, them = project_scores(ctx)[0]
    assert (player, them) == (rewards[1], rewards[0])
    assert breakdown(ctx, tingent(ctx))["projects"] == sum(
        points[TINGENT] for points in project_scores(ctx))


def test_tingent_scores_projects_first_then_its_base_order() -> None:
    _game, ctx = winter_solo("nightmare")
    for n in ctx.state.deck[-2:]:
        ctx.state.deck.remove(n)
        solo(ctx).face_down.append(n)
    parts = breakdown(ctx, tingent(ctx))
    assert list(parts) == WINTER_CATEGORIES
    assert parts["face-down cards"] == 2 * 3
    assert parts["projects"] > 0  # 4 icons in each species project against none


# -- Unfair Game ------------------------------------------------------------------------


def test_unfair_medium_starts_brown_and_keeps_its_deck_on_reaching_brown() -> None:
    _game, ctx = winter_solo("wild", {"unfair": "medium"})
    s = solo(ctx)
    assert s.brown
    s.drawn, s.deck = s.deck[-3:], s.deck[:-3]
    deck, drawn = list(s.deck), list(s.drawn)
    s.tracker = board(ctx.cat, "wild").first_brown - 1
    run_step(ctx, advance_tracker(ctx), then=lambda p: p.options[0].id, most=20)
    assert (s.deck, s.drawn) == (deck, drawn)


def test_without_the_unfair_game_tingent_starts_yellow() -> None:
    _game, ctx = winter_solo("wild")
    assert not solo(ctx).brown


def test_unfair_hard_trophies_at_thirty_and_fifty_and_none_beyond() -> None:
    _game, ctx = winter_solo("wild", {"unfair": "hard"})
    t = tingent(ctx)
    board_trophies = ctx.state.trophies
    for before, after, trophies in ((10, 29, 0), (29, 30, 1), (30, 49, 1), (49, 72, 2),
                                    (72, 130, 2)):
        t.score = after
        trophy_marks(ctx, before)
        assert t.trophies == trophies, (before, after)
    assert ctx.state.trophies == board_trophies - 2
    no_problems(ctx)


def test_unfair_hard_passing_both_marks_in_one_turn_earns_both(monkeypatch) -> None:
    _game, ctx = winter_solo("wild", {"unfair": "hard"})
    t = tingent(ctx)
    t.score = 25

    def big_turn(ctx: Ctx) -> Iterator[object]:
        t.score += 40
        yield from ()

    monkeypatch.setattr(tingent_rules, "play_card", big_turn)
    run_step(ctx, tingent_rules.tingent_turn(ctx))
    assert t.trophies == 2


def test_unfair_medium_earns_no_trophies_from_its_score() -> None:
    _game, ctx = winter_solo("wild", {"unfair": "medium"})
    tingent(ctx).score = 60
    trophy_marks(ctx, 0)
    assert tingent(ctx).trophies == 0


# -- Double Trouble ---------------------------------------------------------------------

COLD_WAVE, AURORA_STORM, EARTHQUAKE, FREEZING_POINT, LANDSLIDE = 2, 1, 4, 5, 6


def event(ctx: Ctx, deck: list[int], discard: list[int]) -> None:
    s = ctx.state
    s.winterfall.winter_deck, s.winterfall.winter_discard = list(deck), list(discard)
    run_step(ctx, winterfall_event(ctx, PLAYER), then=lambda p: p.enabled[0].id, most=40)


def test_double_trouble_applies_two_cards_without_comparing_symbols() -> None:
    _game, ctx = winter_solo("wild", {"double": "hard"})
    # Landslide shows Earthquake's symbol: it is applied all the same
    event(ctx, [COLD_WAVE, AURORA_STORM, FREEZING_POINT, LANDSLIDE], [EARTHQUAKE])
    assert ctx.state.winterfall.winter_discard == [EARTHQUAKE, LANDSLIDE, FREEZING_POINT]
    assert ctx.state.winterfall.winter_deck == [COLD_WAVE, AURORA_STORM]


def test_without_double_trouble_one_card_after_passing_the_matching_ones() -> None:
    _game, ctx = winter_solo("wild")
    event(ctx, [COLD_WAVE, AURORA_STORM, FREEZING_POINT, LANDSLIDE], [EARTHQUAKE])
    assert ctx.state.winterfall.winter_discard == [
        EARTHQUAKE,
        LANDSLIDE,
        FREEZING_POINT,
        AURORA_STORM,
    ]


# -- Eggpocalypse -----------------------------------------------------------------------


def expected_board_eggs(ctx: Ctx) -> list[list[str]]:
    """The rulebook's list: first multi, first single (two), second multi, second single."""
    kinds = {"multi": [], "single": []}  # type: dict[str, list[tuple[str, ...]]]
    for a in ctx.state.achievements:
        card = ctx.cat.achievement(a.id)
        if card.kind in kinds:
            kinds[card.kind].append(tuple(card.species))
    multi, single = kinds["multi"], kinds["single"]
    return [list(multi[0]), [single[0][0]] * 2, list(multi[1]), [single[1][0]] * 2]


def test_eggpocalypse_lays_eight_eggs_on_the_first_four_icon_spaces() -> None:
    _game, ctx = winter_solo("wild", {"eggpocalypse": "hard"})
    _plain, plain_ctx = winter_solo("wild")
    icons = [i for i, s in enumerate(board(ctx.cat, "wild").spaces) if s.icon][:4]
    assert solo(ctx).board_eggs == dict(zip(icons, expected_board_eggs(ctx), strict=True))
    laid = Counter(sp for eggs in solo(ctx).board_eggs.values() for sp in eggs)
    assert sum(laid.values()) == 8
    assert Counter(plain_ctx.state.supply_eggs) - Counter(ctx.state.supply_eggs) == laid
    no_problems(ctx)


def test_eggpocalypse_eggs_go_to_tingent_before_the_spaces_icon() -> None:
    _game, ctx = winter_solo("wild", {"eggpocalypse": "hard"})
    s = solo(ctx)
    space = min(s.board_eggs)
    eggs = list(s.board_eggs[space])
    icon = board(ctx.cat, "wild").spaces[space].icon
    assert icon == "single_achievement"
    # the single target on a card of the first egg's species; Tingent holds just the
    # lower slot's threshold in eggs, so only the board's egg lifts it to the upper slot
    target = next(a for a in sorted(ctx.cat.achievements)
                  if ctx.cat.achievements[a].kind == "single"
                  and ctx.cat.achievements[a].species == [eggs[0]])
    aim(ctx, "single", target)
    side = ctx.cat.achievements[target].sides[ctx.state.achievement_side]
    give_eggs(ctx, TINGENT, eggs[0], side.slots[1].threshold)
    s.tracker = space - 1
    run_step(ctx, advance_tracker(ctx))
    assert space not in s.board_eggs
    held = Counter(e.species for e in tingent(ctx).eggs)
    assert held[eggs[0]] >= side.slots[1].threshold + 1
    ach = next(a for a in ctx.state.achievements if a.id == target)
    assert ach.slots[0] == TINGENT
    no_problems(ctx)


def test_eggs_left_on_tingents_board_are_not_tingents() -> None:
    _game, ctx = winter_solo("wild", {"eggpocalypse": "hard"})
    assert tingent(ctx).eggs == []
    assert breakdown(ctx, tingent(ctx))["eggs"] == 0


# -- commands and the view --------------------------------------------------------------


@pytest.mark.parametrize("scenario", ["unfair:medium", "unfair:hard", "double:hard",
                                      "eggpocalypse:hard"])
def test_sim_plays_winterfall_solo_with_each_scenario(capsys, scenario) -> None:
    args = ["sim", "--winterfall", "--solo", "nightmare", "--scenario", scenario, "--games",
            "1", "--seed", "2", "--json"]
    assert main(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["errors"] == []
    _you, them = data["per_game"][0]["scores"]
    assert list(them["breakdown"])[:2] == ["during the game", "projects"]


def test_sim_refuses_what_winterfall_solo_does_not_have(capsys) -> None:
    with pytest.raises(SystemExit, match="played with Winterfall"):
        main(["sim", "--solo", "wild", "--scenario", "double:hard"])
    with pytest.raises(SystemExit, match="without Winterfall"):
        main(["sim", "--winterfall", "--solo", "wild", "--scenario", "poor:easy"])
    with pytest.raises(SystemExit, match="level must be one of"):
        main(["sim", "--solo", "nightmare"])


@pytest.mark.slow  # one whole game with every check at every step
def test_fuzz_plays_winterfall_solo(capsys) -> None:
    assert main(["fuzz", "--winterfall", "--solo", "wild", "--games", "1", "--seed", "3"]) == 0
    assert "0 failures" in capsys.readouterr().out


def test_data_json_has_the_winter_levels_board_and_scenarios(capsys) -> None:
    assert main(["data", "--json"]) == 0
    w = json.loads(capsys.readouterr().out)["winterfall"]
    assert w["tingent_levels"]["nightmare"]["project_icons"] == 4
    assert w["tingent_levels"]["wild"]["face_down_vp"] == 3
    assert [b["level"] for b in w["tingent_boards"]] == ["nightmare"]
    assert [s["id"] for s in w["tingent_scenarios"]] == ["unfair", "double", "eggpocalypse"]
    assert "tingent_cards" in w


def test_the_view_shows_tingents_snowflakes_tallies_and_board_eggs() -> None:
    _game, ctx = winter_solo("wild", {"eggpocalypse": "hard"})
    tingent(ctx).winterfall.snowflakes = 4
    shown = rules().view(ctx.state, PLAYER).solo.winter
    assert shown.snowflakes == 4 and shown.project_bonus == 3
    board = winterfall_parts(ctx.cat.comps).tracks.project_board
    kinds = [p.counts for p in board.side_for(2).projects]
    assert shown.project_tallies == [4 if k == "snowflakes" else 3 for k in kinds]
    assert shown.board_eggs == {str(k): v for k, v in solo(ctx).board_eggs.items()}
    json.dumps(shown.to_data())


def test_a_base_solo_view_has_no_winter_parts() -> None:
    _game, ctx = solo_started()
    assert rules().view(ctx.state, PLAYER).solo.winter is None


@pytest.mark.slow  # whole random games
@pytest.mark.parametrize(("level", "scenarios"), SETTINGS)
def test_random_winter_solo_games_finish_with_tingents_winter_score(level, scenarios) -> None:
    for seed in (1, 2):
        config = solo_config(level, scenarios, seed, modules=(WINTERFALL,))
        summary = play_one(rules(), config, random_agents)
        assert summary.error == "", f"seed {seed}: {summary.error}"
        them = next(s for s in summary.scores if s["seat"] == TINGENT)
        assert list(them["breakdown"]) == WINTER_CATEGORIES
        assert them["total"] == sum(them["breakdown"].values())


def test_the_last_trophy_is_announced_after_the_one_who_took_it():
    from engine.wondrous.gains import gain_trophy

    _game, ctx = winter_solo()
    ctx.p(1).trophies += ctx.state.trophies - 1  # Tingent took all but one
    ctx.state.trophies = 1
    since = len(ctx.table.events)
    run_step(ctx, gain_trophy(ctx, 0))
    texts = [e.text for e in ctx.table.events[since:]]
    assert texts[-2:] == [f"{ctx.p(0).name} takes a trophy (1).",
                          "The last trophy has left the board: the game is ending."]
