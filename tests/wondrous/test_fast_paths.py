"""The quick checks asked every turn agree with the full computations they stand in for."""

from collections.abc import Iterator

import pytest

from engine.core import Game, GameConfig, Prompt, RandomAgent, Seat, SeatKind
from engine.wondrous.api import SOLO, WINTERFALL
from engine.wondrous.ctx import ByNumber, Catalog
from engine.wondrous.place import has_legal_spot, legal_spots
from engine.wondrous.winterfall.placement import SPOT_NOTES
from tests.wondrous.engine_helpers import COLOURS, config, ctx_of, rules, started
from tests.wondrous.rule_helpers import set_resources


def test_has_legal_spot_matches_legal_spots_through_random_games():
    checked = 0
    for seed in range(3):
        game = Game(rules(), config(2 + seed, seed))
        agent = RandomAgent(seed)
        while game.prompt is not None:
            if game.prompt.kind == "turn":
                ctx = ctx_of(game)
                for seat in range(len(ctx.state.players)):
                    for member in range(3):
                        full = bool(legal_spots(ctx, seat, member))
                        assert has_legal_spot(ctx, seat, member) == full
                        checked += 1
            game.choose(agent.pick(game.prompt))
    assert checked > 500


def test_has_legal_spot_when_broke_allows_only_a_mountain_when_nothing_else_is_free():
    game = started(2, 1)
    ctx = ctx_of(game)
    set_resources(ctx, 0, 0, 0, 0, 0)
    assert has_legal_spot(ctx, 0, 1) == bool(legal_spots(ctx, 0, 1)) is True


# -- what the faster engine keeps (issue #37) agrees with what it stands in for ----------

MODES: tuple[tuple[int, tuple[str, ...], dict[str, object]], ...] = (
    (2, (), {}),
    (3, (WINTERFALL,), {}),
    (2, (), {SOLO: {"level": "wild", "scenarios": {"haze": "hard"}}}),
    (2, (WINTERFALL,), {SOLO: {"level": "terrifying", "scenarios": {}}}),
)


def _config(players: int, modules: tuple[str, ...], options: dict[str, object],
            seed: int) -> GameConfig:
    if SOLO in options:
        seats = (Seat(name="P1", colour="red"),
                 Seat(name="Tingent", colour="blue", kind=SeatKind.AUTOMA))
    else:
        seats = tuple(Seat(name=f"P{i + 1}", colour=COLOURS[i]) for i in range(players))
    return GameConfig(game="wondrous", seats=seats, options=options, seed=seed,
                      modules=modules)


def _random_games(seed: int) -> Iterator[tuple[int, Game]]:
    """Every mode's game played by a random agent: (step, game) before each choice."""
    for players, modules, options in MODES:
        game = Game(rules(), _config(players, modules, options, seed))
        agent = RandomAgent(seed)
        step = 0
        while game.prompt is not None:
            step += 1
            yield step, game
            game.choose(agent.pick(game.prompt))


def _shown(prompt: Prompt | None) -> object:
    """All a prompt shows, labels and reasons included."""
    if prompt is None:
        return None
    return (prompt.seat, prompt.kind, prompt.instruction, prompt.help, prompt.refs,
            prompt.multi, [(o.id, o.label, o.refs, o.help, o.enabled, o.reason)
                           for o in prompt.options])


def _forget(cat: Catalog) -> None:
    """Empty the catalog's caches of labels and answers (not the static lookups)."""
    for cache in (cat.map_texts, cat.near_texts, cat.card_labels, cat.claimable):
        cache.clear()
    cat.made.pop(SPOT_NOTES, None)


def test_a_copy_equals_the_game_replayed_from_its_start_with_every_prompt_made():
    """A copy restores a turn start made only when asked for and replays the turn without
    making its options: it must reach what a full replay of every choice reaches."""
    checked = 0
    for step, game in _random_games(5):
        if step % 23 == 0:
            twin = game.clone(keep_events=step % 2 == 0)
            full = Game(rules(), game.config)
            for choice in game.choices:
                full.choose(choice.option)
            assert twin.state_hash() == full.state_hash() == game.state_hash()
            assert _shown(twin.prompt) == _shown(full.prompt) == _shown(game.prompt)
            assert [c.option for c in twin.choices] == [c.option for c in game.choices]
            again = twin.clone()  # a copy of a copy, its turn start shared
            assert again.state_hash() == game.state_hash()
            checked += 1
    assert checked > 40


def test_an_undo_then_the_same_choice_gives_the_same_game_with_lazy_turn_starts():
    game = Game(rules(), _config(2, (WINTERFALL,), {}, 3))
    agent = RandomAgent(3)
    undone = 0
    while game.prompt is not None and undone < 30:
        before = (game.state_hash(), _shown(game.prompt))
        option = agent.pick(game.prompt)
        game.choose(option)
        if not game.undo_refusal():
            game.undo()
            assert (game.state_hash(), _shown(game.prompt)) == before
            game.choose(option)
            undone += 1
    assert undone == 30


def test_every_prompt_is_the_same_made_with_the_caches_emptied():
    """Spot lists, spot labels, card labels and whether an achievement is in reach are
    kept with the catalog: each prompt made from empty caches must be the same."""
    cat = rules().cat
    checked = 0
    for step, game in _random_games(11):
        assert game.prompt is not None
        if step % 9 == 0 or game.prompt.kind in ("place-spot", "turn"):
            _forget(cat)
            assert _shown(game.clone().prompt) == _shown(game.prompt)
            checked += 1
    assert checked > 300


def test_cards_by_number_read_the_sets_only_for_a_number_the_base_lacks():
    read: list[int] = []

    class Card:
        def __init__(self, number: int) -> None:
            self.number = number

    base, added, again = Card(1), Card(900), Card(1)

    def sets() -> list[Card]:
        read.append(1)
        return [added, again]

    cards = ByNumber([base], sets)
    assert cards[1] is base and read == []
    assert cards[900] is added and read == [1]
    assert cards[1] is base  # the base card keeps its number
    with pytest.raises(KeyError):
        cards[901]
    assert read == [1]  # the sets are read once
