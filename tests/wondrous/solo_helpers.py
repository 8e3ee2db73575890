"""Helpers for the solo-mode (Tingent) rules tests: a started solo game, the Tingent deck in
a known order, and small searches over the real map (side A) that do not reuse the engine's
own placement code, so a test can check the engine against an independent reading."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.core import Game, Prompt, testing
from engine.core.steps import Step
from engine.core.testing import Ran, first
from engine.wondrous.board import neighbours
from engine.wondrous.ctx import Ctx
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.components import TingentArea, TingentCard
from engine.wondrous.solo.state import SoloState
from engine.wondrous.state import PlayerState, Spot, WondrousState
from engine.wondrous.winterfall.catalog import wild_habitat_tiles
from tests.wondrous.engine_helpers import ctx_of, in_play, move_card, rules, run_step
from tests.wondrous.rule_helpers import clear_map_eggs
from wondrous_tui.sim_command import solo_config

PLAYER, TINGENT = 0, 1
RESOURCE_KINDS = ("fruit", "coral", "flower", "mushroom")


# ------------------------------------------------------------------------------ games


def solo_setup(
    level: str = "wild", scenarios: dict[str, str] | None = None, seed: int = 1
) -> tuple[Game[WondrousState], list[Prompt]]:
    """A solo game played through its setup prompts (first legal option each); returns the
    game and the setup prompts seen."""
    game: Game[WondrousState] = Game(rules(), solo_config(level, scenarios or {}, seed))
    seen = testing.play(game, then=first, until=in_play)
    assert in_play(game), "the game ended during its setup"
    return game, seen


def solo_started(
    level: str = "wild", scenarios: dict[str, str] | None = None, seed: int = 1
) -> tuple[Game[WondrousState], Ctx]:
    game, _ = solo_setup(level, scenarios, seed)
    return game, ctx_of(game)


def solo_fresh(
    level: str = "wild", scenarios: dict[str, str] | None = None, seed: int = 1
) -> tuple[Game[WondrousState], Ctx]:
    """A started solo game with no egg on the map."""
    game, ctx = solo_started(level, scenarios, seed)
    clear_map_eggs(ctx)
    return game, ctx


def solo(ctx: Ctx) -> SoloState:
    assert ctx.state.solo is not None
    return ctx.state.solo


def tingent(ctx: Ctx) -> PlayerState:
    return ctx.p(solo(ctx).seat)


def no_problems(ctx: Ctx) -> None:
    problems = rules().invariants(ctx.state)
    assert problems == [], problems


# ------------------------------------------------------------------------------ Tingent cards


def tingent_cards() -> list[TingentCard]:
    return list(tingent_parts(rules().cat.comps).cards)


def find_cards(test: Callable[[TingentCard], bool]) -> list[int]:
    return [c.number for c in tingent_cards() if test(c)]


def area_is(
    area: TingentArea,
    move: str | None = None,
    habitats: Iterable[str] | None = None,
    actions: Iterable[str] | None = None,
) -> bool:
    return (
        (move is None or area.move == move)
        and (habitats is None or list(area.habitats) == list(habitats))
        and (actions is None or list(area.actions) == list(actions))
    )


def a_card(
    colour: str = "yellow",
    move: str | None = None,
    habitats: Iterable[str] | None = None,
    actions: Iterable[str] | None = None,
    red_gear: bool | None = None,
) -> int:
    """The first Tingent card whose `colour` area (and gear) looks like this."""
    hab = None if habitats is None else list(habitats)
    act = None if actions is None else list(actions)
    found = find_cards(
        lambda c: area_is(getattr(c, colour), move, hab, act)
        and (red_gear is None or c.red_gear == red_gear)
    )
    assert found, f"no Tingent card with a {colour} area {move} {hab} {act} gear {red_gear}"
    return found[0]


def stack_tingent_deck(ctx: Ctx, *numbers: int) -> None:
    """Put these Tingent cards on top of Tingent's deck, `numbers[0]` drawn first (cards
    are drawn from the end of the list); every card stays in deck or drawn pile."""
    s = solo(ctx)
    s.deck = [n for n in s.deck if n not in numbers]
    s.drawn = [n for n in s.drawn if n not in numbers]
    s.deck += list(reversed(numbers))


# ------------------------------------------------------------------------------ the map


def all_spots(ctx: Ctx) -> list[Spot]:
    """Every pair of touching plains/mountain hexes (each pair once, smaller hex first)."""
    hexes = ctx.hexes
    found = []
    for a in sorted(hexes):
        if hexes[a].terrain not in ("plains", "mountain"):
            continue
        for b in neighbours(*a):
            if b > a and b in hexes and hexes[b].terrain in ("plains", "mountain"):
                found.append((a, b))
    return found


def plains_spots(ctx: Ctx) -> list[Spot]:
    return [s for s in all_spots(ctx) if all(ctx.hexes[c].terrain == "plains" for c in s)]


def ring(ctx: Ctx, spot: Spot) -> list[tuple[int, int]]:
    """The map hexes touching the spot (not the spot itself)."""
    return sorted(
        {n for c in spot for n in neighbours(*c) if n in ctx.hexes and n not in spot}
    )


def habitat_kind(ctx: Ctx, coord: tuple[int, int]) -> str | None:
    """A printed habitat's or a tile's resource, "net" for the net habitat, else None."""
    hx = ctx.hexes[coord]
    if hx.terrain == "habitat":
        return hx.habitat
    if hx.terrain == "net_habitat":
        return "net"
    tile = ctx.state.tiles.get(coord)
    return ctx.cat.tiles[tile].habitat if tile is not None else None


def has_special(ctx: Ctx, coord: tuple[int, int]) -> bool:
    hx = ctx.hexes[coord]
    if hx.terrain == "habitat":
        return hx.special is not None
    tile = ctx.state.tiles.get(coord)
    return tile is not None


def kinds_around(ctx: Ctx, spot: Spot) -> list[str]:
    return [k for k in (habitat_kind(ctx, c) for c in ring(ctx, spot)) if k is not None]


def count_kinds(ctx: Ctx, spot: Spot, kinds: Iterable[str]) -> int:
    wanted = set(kinds)
    return sum(1 for k in kinds_around(ctx, spot) if k in wanted)


def specials_around(ctx: Ctx, spot: Spot) -> int:
    return sum(1 for c in ring(ctx, spot) if habitat_kind(ctx, c) and has_special(ctx, c))


def eggs_at_or_around(ctx: Ctx, spot: Spot) -> int:
    return sum(1 for c in (*spot, *ring(ctx, spot)) if c in ctx.state.map_eggs)


def crew_hexes(ctx: Ctx) -> set[tuple[int, int]]:
    return {c for p in ctx.state.players for spot in p.crew if spot for c in spot}


def free_plains_spots(ctx: Ctx) -> list[Spot]:
    taken = crew_hexes(ctx)
    return [s for s in plains_spots(ctx) if not set(s) & taken]


def lakes(ctx: Ctx) -> list[tuple[int, int]]:
    return sorted(c for c, h in ctx.hexes.items() if h.terrain == "lake")


def x_of(coord: tuple[int, int]) -> float:
    """Horizontal position on the odd-r map: odd rows sit half a hex to the right."""
    row, col = coord
    return col + 0.5 * (row % 2)


# ------------------------------------------------------------------------------ cards


def creatures(ctx: Ctx, test: Callable[[int], bool]) -> list[int]:
    return [n for n in sorted(ctx.cat.creatures) if test(n)]


def fill_wilderness(ctx: Ctx, numbers: list[int]) -> None:
    """Lay exactly these cards in Wilderness slots 0.. (every card stays in one place)."""
    assert len(numbers) == len(ctx.state.wilderness)
    for slot, number in enumerate(numbers):
        if ctx.state.wilderness[slot] != number:
            move_card(ctx, number, PLAYER, f"wild:{slot}")
    assert ctx.state.wilderness == numbers


def give_face_up(ctx: Ctx, *numbers: int) -> None:
    """Put creature cards face up in Tingent's area (its reserve)."""
    for n in numbers:
        move_card(ctx, n, TINGENT, "reserve")


# ------------------------------------------------------------------------------ driving


def tie_first(prompt: Prompt) -> str:
    """Answer a Tingent tie (step 4) with the first place offered."""
    assert prompt.kind == "tingent-spot" and prompt.seat == PLAYER
    return prompt.enabled[0].id


def run_tingent(ctx: Ctx, ties: int = 8) -> list[Prompt]:
    """Play one Tingent turn, answering up to `ties` tie questions with the first place;
    returns the prompts seen (only "tingent-spot" ones may appear)."""
    from engine.wondrous.solo.tingent import tingent_turn

    return run_step(ctx, tingent_turn(ctx), then=tie_first, most=ties).prompts


def board_spaces(level: str) -> list:
    from engine.wondrous.solo.mode import board

    return list(board(rules().cat, level).spaces)


def space_index(level: str, test: Callable[[object], bool]) -> int:
    return next(i for i, s in enumerate(board_spaces(level)) if test(s))


def drive(ctx: Ctx, step: Step, pick: Callable[[Prompt], str] = tie_first) -> Ran:
    """Run a rule step, answering each Tingent tie question with `pick`; returns (value,
    prompts seen)."""
    return run_step(ctx, step, then=pick, most=12)


# ------------------------------------------------------------------------------ an oracle


def rating(ctx: Ctx, spot: Spot, kinds: Iterable[str]) -> tuple[int, int, int, int]:
    """The rulebook's order: wanted habitats, other habitats, special icons, eggs."""
    around = kinds_around(ctx, spot)
    wanted = sum(1 for k in around if k in set(kinds))
    return (wanted, len(around) - wanted, specials_around(ctx, spot), eggs_at_or_around(ctx, spot))


def expected_spots(ctx: Ctx, kinds: Iterable[str], outlaws: bool = False) -> list[Spot]:
    """Where the rulebook lets Tingent's member go: plains only (never a mountain), free of
    Tingent's crew (both members) and, unless Outlaws, of the player's crew; next to at
    least one wanted habitat; best by the four-step order (ties all returned)."""
    kinds = tuple(kinds)
    blocked = {c for spot in tingent(ctx).crew if spot for c in spot}
    if not outlaws:
        blocked |= crew_hexes(ctx)
    rated = [(rating(ctx, s, kinds), s) for s in plains_spots(ctx) if not set(s) & blocked]
    rated = [(r, s) for r, s in rated if r[0] > 0]
    if not rated:
        return []
    top = max(r for r, _ in rated)
    return sorted(s for r, s in rated if r == top)


def aim(ctx: Ctx, kind: str, achievement: str) -> None:
    """Put `kind`'s target token on `achievement` (laid out in place of the first card of
    that kind when it is not on the table)."""
    from engine.wondrous.state import AchievementState

    ids = [a.id for a in ctx.state.achievements]
    if achievement not in ids:
        i = next(i for i, a in enumerate(ids) if ctx.cat.achievements[a].kind == kind)
        for other, held in list(solo(ctx).targets.items()):
            if held == ids[i]:
                solo(ctx).targets[other] = achievement
        ctx.state.achievements[i] = AchievementState(achievement, [None, None])
    assert ctx.cat.achievements[achievement].kind == kind
    solo(ctx).targets[kind] = achievement


def species_of(ctx: Ctx, number: int) -> tuple[str, ...]:
    return tuple(ctx.card(number).species)


# ------------------------------------------------------------------------------ Winterfall


def winter_solo(level: str = "wild", seed: int = 1) -> tuple[Game[WondrousState], Ctx]:
    """A started Winterfall solo game on map side A with a bare map: no egg, no wild
    habitat, no snowflake (tests lay what they need)."""
    game: Game[WondrousState] = Game(rules(), solo_config(level, {}, seed,
                                                          modules=("winterfall",)))
    testing.play(game, then=first, until=in_play)
    ctx = ctx_of(game)
    assert ctx.state.side == "A", "the Winterfall solo tests read map side A"
    clear_map_eggs(ctx)
    ctx.state.overlays.clear()
    ctx.state.winterfall.snowfields = [0] * len(ctx.state.winterfall.snowfields)
    return game, ctx


def lay_wild(ctx: Ctx, *coords: tuple[int, int]) -> None:
    """Wild habitats (the data's tiles, in order) on these hexes."""
    from engine.wondrous.winterfall.wild_habitats import lay_wild_habitat

    for coord, tile in zip(coords, wild_habitat_tiles(ctx.cat), strict=False):
        lay_wild_habitat(ctx, coord, f"wild habitat {tile.id}", tile.special)


def lay_aurora_tile(ctx: Ctx, coord: tuple[int, int], tokens: int | None = None) -> int:
    """An aurora tile out of the stack onto a habitat, with `tokens` tokens left on it."""
    from engine.wondrous.winterfall.auroras import lay_aurora

    tile = ctx.state.winterfall.aurora_stack.pop()
    lay_aurora(ctx, tile, coord)
    if tokens is not None:
        ctx.state.winterfall.auroras[coord].tokens = tokens
    return tile
