"""The Poacher's turns in a solo game, as his card says.

Cryptozoologist Phase: reveal the round's card; on the line for the evidence he holds (0-4)
do the first action that can be done, left to right; his meeple then goes right (`flow`).
Assistant Phase: the line for his place (above or below your assistant), the same way; his
meeple goes just above or just below you; a terrain tile of the card's type goes where you
choose; his meeple goes left (`flow`). Each step is an event of kind "poacher", and the
line used, with why the actions before it failed, stays in `state.poacher.lines`.

Designed where the rulebook is silent (the printed cards decide it in the box):
- when his 15 cards are used up, his discards are shuffled into a new deck;
- when no tile of the card's terrain can be placed (none left, or none fits), he places
  one of another open terrain, as a player draws another type from an empty pile.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.assistant import face_words
from engine.cryptic.construction import (
    choose_spot,
    close_unplaceable,
    open_piles,
    spots,
    terrain_of,
)
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.parts.poacher_cards import (
    BOARD_TAKES,
    CAPTURE_NEEDS,
    TAKES,
    PoacherCard,
    poacher_parts,
)
from engine.cryptic.sanctuary import fits, place_terrain
from engine.cryptic.solo.capture import capture
from engine.cryptic.solo.evidence import (
    renew,
    reset_evidence,
    take_from_board,
    take_from_market,
)
from engine.cryptic.solo.seats import YOU
from engine.cryptic.state import ASSISTANT, CRYPTO, PoacherState
from engine.cryptic.supply import gain_bonus_rumor
from engine.cryptic.track import position

Action = Callable[[Ctx, PoacherCard], Step]  # returns "" when done, else why not

WORDS = {
    "bid_evidence": "take evidence a cryptid with your bid needs",
    "contract_evidence": "take evidence one of your contracts shows",
    "lowest_location": "take evidence from the lowest-numbered location",
    "highest_location": "take evidence from the highest-numbered location",
    "reset_evidence": "lay the map's evidence out again",
    "capture_2": "capture a cryptid needing 2 evidence",
    "capture_3": "capture a cryptid needing 3 evidence",
    "capture_any": "capture any cryptid with all his evidence",
    "die_coins": "remove the largest coins die",
    "die_experience": "remove the largest experience die",
    "die_refresh": "remove a die that readies skills",
    "die_rumor": "remove a bonus rumor die (and take the rumor)",
    "reset_market": "renew the market",
}


def poacher_card(ctx: Ctx, number: int) -> PoacherCard:
    return poacher_parts(ctx.data.parts).cards[number - 1]


def words(action: str, market: bool = False) -> str:
    """An action of his card in words (in the Assistant Phase he takes from the market)."""
    take, _, then = action.partition("+")
    where = " from the market" if market and take in TAKES else ""
    return WORDS[take] + where + (" if one is there, then renew the market" if then else "")


def _board_take(take: str) -> Action:
    return lambda ctx, card: take_from_board(ctx, card, take)


def _capture(action: str) -> Action:
    return lambda ctx, card: capture(ctx, card, action)


def _market_take(take: str, then_renew: bool) -> Action:
    return lambda ctx, card: take_from_market(ctx, take, then_renew)


def _asks_nothing(act: Callable[[Ctx], str]) -> Action:
    def step(ctx: Ctx, card: PoacherCard) -> Step:
        return act(ctx)
        yield  # a step that never waits for a choice

    return step


def _die(gain: str) -> Action:
    return _asks_nothing(lambda ctx: take_die(ctx, gain))


# every symbol `table_parts` lets his cards show, by part of the card
TOP: dict[str, Action] = {
    **{take: _board_take(take) for take in BOARD_TAKES},
    "reset_evidence": reset_evidence,
    **{action: _capture(action) for action in CAPTURE_NEEDS},
}
BOTTOM: dict[str, Action] = {
    "die_coins": _die("coins"),
    "die_experience": _die("experience"),
    "die_refresh": _die("refresh"),
    "die_rumor": _die("bonus_rumor"),
    **{take: _market_take(take, False) for take in TAKES},
    **{f"{take}+reset_market": _market_take(take, True) for take in TAKES},
    "reset_market": _asks_nothing(renew),
}


def _poacher(ctx: Ctx) -> PoacherState:
    assert ctx.state.poacher is not None
    return ctx.state.poacher


def _say(ctx: Ctx, text: str, **payload: object) -> None:
    ctx.emit("poacher", text, _poacher(ctx).seat, **payload)


# -- his cards --------------------------------------------------------------------------


def reveal_card(ctx: Ctx) -> PoacherCard:
    """The top card becomes the round's active card (the last one goes to his discards)."""
    poacher = _poacher(ctx)
    if poacher.active is not None:
        poacher.discards.append(poacher.active)
    if not poacher.deck:
        poacher.deck, poacher.discards = poacher.discards, []
        ctx.state.rng.shuffle(poacher.deck)
        _say(ctx, "The Poacher's cards are used up: they are shuffled into a new deck.")
    poacher.active = poacher.deck.pop()
    poacher.lines = {}
    ctx.table.reveal("a Poacher card was revealed")
    card = poacher_card(ctx, poacher.active)
    _say(ctx, f"The Poacher reveals card {card.number}.", step="card", card=card.number)
    return card


def active_card(ctx: Ctx) -> PoacherCard:
    poacher = _poacher(ctx)
    assert poacher.active is not None, "the Poacher has no active card before his first turn"
    return poacher_card(ctx, poacher.active)


def run_line(ctx: Ctx, card: PoacherCard, phase: str, line: int, why_line: str,
             actions: list[str], table: dict[str, Action]) -> Step:
    """Try the line's actions left to right and do the first that can be done."""
    market = phase == ASSISTANT
    _say(ctx, f"Card {card.number}, line {line + 1} ({why_line}): "
         + "; ".join(words(a, market) for a in actions) + ".", step="line", card=card.number,
         phase=phase, line=line, actions=list(actions))
    record: dict[str, object] = {"line": line, "done": "", "failed": []}
    _poacher(ctx).lines[phase] = record
    for action in actions:
        why = yield from table[action](ctx, card)
        if not why:
            record["done"] = action
            return
        record["failed"].append([action, why])  # type: ignore[attr-defined]
        _say(ctx, f"He cannot {words(action, market)}: {why}.", step="failed", action=action,
             reason=why, line=line)
    _say(ctx, "He can do nothing on this line.", step="idle", line=line)


# -- the Cryptozoologist Phase ------------------------------------------------------------


def crypto_turn(ctx: Ctx) -> Step:
    card = reveal_card(ctx)
    held = len(ctx.p(_poacher(ctx).seat).evidence)
    line = min(held, len(card.by_evidence) - 1)
    yield from run_line(ctx, card, CRYPTO, line, f"he holds {held} evidence",
                        card.by_evidence[line], TOP)


# -- the Assistant Phase ------------------------------------------------------------------


def take_die(ctx: Ctx, gain: str) -> str:
    """Remove an available assistant die of that kind (of coins or experience, the one
    showing most); only a bonus rumor die gives him anything."""
    faces = {f.id: f for f in ctx.data.parts.dice.assistant_dice.faces}
    state = ctx.state
    free = [i for i, face in enumerate(state.dice)
            if not state.dice_taken[i] and faces[face].gain == gain]
    if not free:
        return "no such die is left"
    index = max(free, key=lambda i: faces[state.dice[i]].amount)
    state.dice_taken[index] = True
    _say(ctx, f"The Poacher removes the die showing {face_words(ctx, state.dice[index])}.",
         step="die", die=index)
    if gain == "bonus_rumor" and not gain_bonus_rumor(ctx, _poacher(ctx).seat):
        _say(ctx, "He gets no bonus rumor: no room on his board or none left.", step="die")
    return ""


def assistant_turn(ctx: Ctx) -> Step:
    card = active_card(ctx)
    seat = _poacher(ctx).seat
    above = position(ctx, seat) < position(ctx, YOU)
    part = card.above if above else card.below
    yield from run_line(ctx, card, ASSISTANT, 0 if above else 1,
                        f"he is {'above' if above else 'below'} you", part.actions, BOTTOM)
    move_meeple(ctx, part.move)
    yield from place_tile(ctx, card.terrain)


def move_meeple(ctx: Ctx, where: str) -> None:
    """Just above or just below your assistant; not when he is there already or you are on
    the edge of the track."""
    seat = _poacher(ctx).seat
    track = ctx.state.track
    target = position(ctx, YOU) + (-1 if where == "above" else 1)
    if not 0 <= target < len(track):
        _say(ctx, f"His meeple stays: you are on the {'top' if target < 0 else 'bottom'} "
             "space.", step="meeple")
        return
    if track[target] == seat:
        _say(ctx, f"His meeple is already just {where} you.", step="meeple")
        return
    track[position(ctx, seat)] = None
    track[target] = seat
    _say(ctx, f"His meeple moves just {where} you, to space {target + 1}.", step="meeple",
         space=target)


def _fitting(ctx: Ctx, terrains: list[str]) -> list[str]:
    return [tile for terrain in terrains for tile in sorted(ctx.state.terrain_piles[terrain])
            if fits(ctx.state.sanctuary, ctx.data.parts, tile)]


def place_tile(ctx: Ctx, terrain: str) -> Step:
    """A tile of the card's terrain from the supply, placed where you choose."""
    if ctx.state.construction_complete:
        return
    seat = _poacher(ctx).seat
    tiles = _fitting(ctx, [terrain]) if terrain in open_piles(ctx) else []
    if not tiles:
        tiles = _fitting(ctx, [t for t in open_piles(ctx) if t != terrain])
        if not tiles:
            _say(ctx, "No terrain tile can be placed for him.", step="tile")
            return
        _say(ctx, f"No {terrain} tile can be placed: he takes another terrain.", step="tile")
    options = [Option(option_id("tile", tile), f"{terrain_of(ctx, tile)} tile {tile}",
                      refs=(f"terrain:{tile}",), help="poacher") for tile in tiles]
    answer = yield from ctx.ask(YOU, "poacher-tile", "Which terrain tile does the Poacher "
                                "place?", options, help="poacher")
    tile = read_id(answer, "tile").word()
    spot = yield from choose_spot(ctx, YOU, "poacher-spot", f"Where does the Poacher's tile "
                                  f"{tile} go?", spots(ctx, tile), "construction",
                                  f"terrain:{tile}")
    place_terrain(ctx.state.sanctuary, ctx.data.parts, tile, spot)
    ctx.state.terrain_piles[terrain_of(ctx, tile)].remove(tile)
    _say(ctx, f"The Poacher places {terrain_of(ctx, tile)} tile {tile}.", step="tile",
         tile=tile)
    yield from close_unplaceable(ctx, seat)
