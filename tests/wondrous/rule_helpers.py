"""Small helpers for the rulebook tests: set a situation up on a started game, then drive it."""

from __future__ import annotations

from engine.core import Game, Prompt, testing
from engine.wondrous.ctx import Ctx
from engine.wondrous.place import legal_spots
from engine.wondrous.spot_options import spot_id
from engine.wondrous.state import RESOURCES, AchievementState, Spot, WondrousState
from tests.wondrous.engine_helpers import ctx_of, rules, started


def fresh(players: int = 2, seed: int = 1, **options: object) -> tuple[Game[WondrousState], Ctx]:
    """A started game with an empty map (no eggs) and every player's crew at home."""
    game = started(players, seed, **options)
    ctx = ctx_of(game)
    clear_map_eggs(ctx)
    return game, ctx


def clear_map_eggs(ctx: Ctx) -> None:
    """Put every egg on the map back into the pouch (tests then lay the eggs they need)."""
    for coord in sorted(ctx.state.map_eggs):
        ctx.state.pouch.append(ctx.state.map_eggs.pop(coord))


def lay_egg(ctx: Ctx, coord: tuple[int, int], species: str) -> None:
    """Move an egg of `species` from the pouch onto a hex."""
    ctx.state.pouch.remove(species)
    ctx.state.map_eggs[coord] = species


def store(ctx: Ctx, seat: int, *species: str, hatched: bool = False) -> None:
    """Put eggs straight from the supply into storage (no rewards: a set-up step)."""
    from engine.wondrous.state import Egg

    for s in species:
        ctx.state.supply_eggs[s] -= 1
        ctx.p(seat).eggs.append(Egg(s, hatched))


def set_resources(ctx: Ctx, seat: int, *values: int) -> None:
    """Fruit, coral, flower, mushroom."""
    ctx.p(seat).resources = dict(zip(RESOURCES, values, strict=True))


def give_trophies(ctx: Ctx, seat: int, count: int) -> None:
    """Move `count` trophies from the board to `seat` (no rewards: a set-up step)."""
    ctx.state.trophies -= count
    ctx.p(seat).trophies += count


def set_achievements(ctx: Ctx, *ids: str) -> None:
    ctx.state.achievements = [AchievementState(a, [None, None]) for a in ids]


def set_trophies_left(ctx: Ctx, left: int) -> None:
    """Leave `left` trophies on the board (the others go back in the box)."""
    s = ctx.state
    s.trophies_removed += s.trophies - left
    s.trophies = left


def unlock(ctx: Ctx, seat: int, captain: int) -> None:
    p = ctx.p(seat)
    p.captain = captain
    p.unlocked = True


def restart_turn(game: Game[WondrousState]) -> Prompt:
    """Begin the current turn again from the state as the test left it (so the turn prompt
    reflects the set-up situation); returns the new prompt."""
    prompt = testing.restart_turn(game)
    assert prompt is not None
    return prompt


def choose(game: Game[WondrousState], *ids: str) -> Prompt | None:
    for option_id in ids:
        game.choose(option_id)
    return game.prompt


def option_ids(prompt: Prompt, enabled_only: bool = True) -> list[str]:
    return [o.id for o in (prompt.enabled if enabled_only else prompt.options)]


def spot(a: tuple[int, int], b: tuple[int, int]) -> str:
    pair: Spot = (a, b)
    return spot_id(pair)


def events_of(game: Game[WondrousState], kind: str, since: int = 0) -> list:
    return [e for e in game.events[since:] if e.kind == kind]


def quick_turn(game: Game[WondrousState]) -> None:
    """Play the current player's turn with the simplest basic action available (placing a
    crew member, else recharging, else passing), answering every question with its first
    legal option, then end the turn."""
    prompt = game.prompt
    assert prompt is not None and prompt.kind == "turn"
    enabled = option_ids(prompt)
    action = next(a for a in ("place", "recharge", "play", "achieve", "pass") if a in enabled)
    game.choose(action)
    testing.play(game, then=not_back, until=at_turn_prompt)
    assert game.prompt is not None
    game.choose("end-turn")


def at_turn_prompt(game: Game[WondrousState]) -> bool:
    """The game waits at the turn prompt (an action, a free action, or ending the turn)."""
    return game.prompt is not None and game.prompt.kind == "turn"


def not_back(prompt: Prompt) -> str:
    """The first legal option that does not back out of the question."""
    ids = option_ids(prompt)
    return next((i for i in ids if i != "back"), ids[0])


def crew_on_map(ctx: Ctx, seat: int) -> None:
    """Put every crew member of `seat` still at home on a free spot (so it may recharge)."""
    p = ctx.p(seat)
    for member in range(len(p.crew)):
        if p.crew[member] is None:
            p.crew[member] = legal_spots(ctx, seat, member)[0][0]


def ok(game_or_ctx: Game[WondrousState] | Ctx) -> None:
    assert rules().invariants(game_or_ctx.state) == []


def put_tile(ctx: Ctx, lake: tuple[int, int], tile: int) -> None:
    """Lay habitat tile `tile` on a lake, taking it from the stack or the pool (the pool is
    refilled from the stack)."""
    s = ctx.state
    if tile in s.tile_stack:
        s.tile_stack.remove(tile)
    else:
        s.tile_pool[s.tile_pool.index(tile)] = s.tile_stack.pop()
    s.tiles[lake] = tile


def wilderness_without(ctx: Ctx, *habitats: str) -> None:
    """Swap every Wilderness card of these habitats for a deck card of another habitat."""
    from tests.wondrous.engine_helpers import move_card

    s = ctx.state
    for slot, number in enumerate(s.wilderness):
        if number is not None and ctx.card(number).habitat in habitats:
            other = next(n for n in s.deck if ctx.card(n).habitat not in habitats)
            move_card(ctx, other, 0, f"wild:{slot}")

