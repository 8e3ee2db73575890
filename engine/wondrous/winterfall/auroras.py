"""Aurora tiles (Winterfall): a tile laid on a habitat with a token on each of its slots.
While it lies there the habitat under it is no habitat. Placing a crew member next to it
activates it: one token goes back to the supply and its effect (a registered effect with
its parameters, from the tile's data) runs; the last token takes the tile off to the aurora
discard pile, and the habitat it uncovers gives nothing to that crew member.

The rules of activation, kept in `place.habitat_rewards` and placement.AuroraReward: the
player orders the habitats and the aurora; one aurora at most per placement; it must be
activated when it would give anything, and is not (no token spent) when it would give
nothing; it is no habitat, so no net reaches it; a tile laid next to a crew member already
standing there gives nothing.

The box holds 14 aurora tokens: those not on a tile on the map are in the supply. A tile is
laid with a token on each slot while the supply lasts, so it may get fewer than its slots;
a tile that would get none is not laid and goes to the aurora discard pile (as a tile whose
last token is taken), leaving any blizzard where it is."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import option_id
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.deck import top_of
from engine.wondrous.free import idle_icon
from engine.wondrous.habitats import WILD, habitat_at, habitat_on, rim
from engine.wondrous.registry import Source, run
from engine.wondrous.state import Coord, Spot
from engine.wondrous.winterfall.blizzards import remove_blizzard
from engine.wondrous.winterfall.catalog import AuroraTile, aurora_tiles
from engine.wondrous.winterfall.component_set import winterfall_parts
from engine.wondrous.winterfall.played import winter
from engine.wondrous.winterfall.state import AuroraOnMap


def tokens_left(ctx: Ctx) -> int:
    """The aurora tokens in the supply: the box's count less those on the map's tiles."""
    on_map = sum(a.tokens for a in winter(ctx.state).auroras.values())
    return winterfall_parts(ctx.cat.comps).components.counts["aurora_tokens"] - on_map


def tile_of(ctx: Ctx, tile: int) -> AuroraTile:
    return aurora_tiles(ctx.cat)[tile]


def aurora_gift(ctx: Ctx, tile: int) -> str:
    """What an aurora tile gives, as a phrase to go inside a sentence ("gain 2 Fruit")."""
    text = tile_of(ctx, tile).text.rstrip(".")
    return text[:1].lower() + text[1:]


def aurora_refusal(ctx: Ctx, coord: Coord, on_net: bool = False,
                   replace: bool = False) -> str:
    """Why an aurora tile may not go on `coord`, or "": any habitat (a habitat tile laid by
    a discovery too) but the Butterfly Net Habitat (unless an effect says `on_net`), with no
    aurora tile on it (unless an effect says to `replace` the tile on a wild habitat or the
    Butterfly Net Habitat)."""
    if coord in winter(ctx.state).auroras:
        under = habitat_on(ctx.cat, ctx.island, ctx.state.tiles, coord)  # the one it hides
        if replace and under is not None and under.kind in (WILD, "net"):
            return ""
        return "an aurora tile already lies there"
    h = habitat_at(ctx, coord)
    if h is None:
        return "it is not a habitat"
    if h.kind == "net" and not on_net:
        return "no aurora tile goes on the Butterfly Net Habitat"
    return ""


def aurora_spots(ctx: Ctx, on_net: bool = False, replace: bool = False) -> list[Coord]:
    return [c for c in sorted(ctx.hexes) if not aurora_refusal(ctx, c, on_net, replace)]


def lay_aurora(ctx: Ctx, tile: int, coord: Coord, seat: int | None = None,
               on_net: bool = False, replace: bool = False) -> None:
    """Lay aurora tile `tile` on `coord` with a token on each slot the supply can fill. A
    tile replaced there goes to the aurora discard pile (its tokens to the supply) first;
    then a blizzard there goes back to the supply, unless no token is left for the new
    tile, which then goes to the aurora discard pile instead of the map."""
    why = aurora_refusal(ctx, coord, on_net, replace)
    if why:
        raise ValueError(f"no aurora tile can go on {coord}: {why}")
    state = ctx.state
    if coord in winter(state).auroras:
        discard_aurora(ctx, coord)
    slots = tile_of(ctx, tile).slots
    tokens = min(slots, tokens_left(ctx))
    if tokens <= 0:
        winter(state).aurora_discard.append(tile)
        ctx.emit("aurora", f"No aurora token is left in the supply: the aurora tile "
                 f"({tile_of(ctx, tile).text}) goes to the discard pile.", seat, tile=tile)
        return
    if coord in winter(state).blizzards:
        remove_blizzard(ctx, coord, seat)
    winter(state).auroras[coord] = AuroraOnMap(tile, tokens)
    short = f" with {tokens} of its {slots} tokens (the supply is out)" if tokens < slots else ""
    ctx.emit("aurora", f"An aurora tile ({tile_of(ctx, tile).text}) lies on the habitat at "
             f"{coord[0]},{coord[1]}{short}.", seat, hex=list(coord), tile=tile)


def draw_aurora(ctx: Ctx) -> int | None:
    """The top tile of the aurora stack (None when it and the discard pile are empty); an
    empty stack is made again from the aurora discard pile, shuffled."""
    state = ctx.state
    return top_of(
        ctx,
        winter(state).aurora_stack,
        winter(state).aurora_discard,
        "an aurora tile was turned up",
        ("aurora", "The aurora discard pile is shuffled into a new aurora stack."),
    )


def discard_aurora(ctx: Ctx, coord: Coord) -> None:
    lying = winter(ctx.state).auroras.pop(coord)
    winter(ctx.state).aurora_discard.append(lying.tile)
    ctx.emit("aurora", f"The aurora tile at {coord[0]},{coord[1]} goes to the discard pile.",
             None, hex=list(coord), tile=lying.tile)


def auroras_next_to(ctx: Ctx, spot: Spot) -> list[Coord]:
    """The aurora tiles next to a crew member's spot, sorted."""
    return [c for c in rim(ctx, spot) if c in winter(ctx.state).auroras]


def gives_nothing(ctx: Ctx, seat: int, coord: Coord) -> str:
    """Why the aurora at `coord` would give the player nothing now, or "" (a part of its
    benefit is enough)."""
    return idle_icon(ctx, seat, tile_of(ctx, winter(ctx.state).auroras[coord].tile).effect)


def aurora_options(ctx: Ctx, seat: int, near: list[Coord]) -> list[Option]:
    """An option for each aurora of `near` still lying there that would give something."""
    options = []
    for coord in near:
        lying = winter(ctx.state).auroras.get(coord)
        if lying is None or gives_nothing(ctx, seat, coord):
            continue
        where = f"{coord[0]},{coord[1]}"
        options.append(Option(
            option_id("aurora", coord),
            f"Activate the aurora at {where}: {tile_of(ctx, lying.tile).text} "
            f"({lying.tokens} token{'s' if lying.tokens > 1 else ''} on it)",
            refs=(f"hex:{where}",),
            help="auroras",
        ))
    return options


def activate(ctx: Ctx, seat: int, coord: Coord) -> Step:
    """One token back to the supply (the last takes the tile off), then the tile's effect."""
    lying = spend_token(ctx, seat, coord)
    tile = tile_of(ctx, lying.tile)
    source = Source("aurora", lying.tile, hex=coord)
    yield from run(ctx, seat, tile.effect.effect, dict(tile.effect.params), source)


def spend_token(ctx: Ctx, seat: int, coord: Coord) -> AuroraOnMap:
    """One token of the aurora at `coord` back to the supply; the last one takes the tile
    off to the aurora discard pile, uncovering the habitat. Returns the tile as it lay."""
    lying = winter(ctx.state).auroras[coord]
    lying.tokens -= 1
    ctx.emit("aurora", f"{ctx.name(seat)} activates the aurora at {coord[0]},{coord[1]} "
             f"({lying.tokens} token(s) left).", seat, hex=list(coord), tile=lying.tile)
    if lying.tokens <= 0:
        discard_aurora(ctx, coord)
    return lying
