"""Pebble Dice: a tiny game that exists only to prove the engine core and the shared TUI.

Each player holds a hidden hand of pebbles (values 1-6) drawn from a shuffled bag. On a
turn you play one pebble for its value, then may roll the die to push your luck: a 1 loses
the pebble's points, anything else adds the roll. Then you draw a pebble. After `rounds`
rounds the most points wins; ties go to more pebbles left in hand, then are shared.

With the "charms" module some pebbles carry a charm, named in `CHARMS` like a card names
its ability: it runs through the game's effect registry when the pebble is played. The
turn is written with the core's step context, registry and option-id codec, which this
game exists to prove general.

The module "long-game" plays five rounds instead of three (an option "rounds" overrides).
An automa seat (any number of them) plays inside the rules, asking nothing: its highest
pebble, and one roll when that pebble is 3 or less (it ignores charms).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import (
    DONE,
    ConfigError,
    GameConfig,
    Option,
    Result,
    Rng,
    SeatKind,
    SeatScore,
    Table,
    Turn,
    rank,
)
from engine.core.effects import EffectRegistry
from engine.core.option_ids import option_id, read_id
from engine.core.steps import Step, StepContext

HAND = 3
LONG_GAME = "long-game"
MAX_ROLLS = 3
BAG = [value for value in range(1, 7) for _ in range(3)]
#: The "charms" module: the charm each pebble value carries (the data names the effect).
CHARMS = {1: "comfort", 4: "steady", 6: "swap"}


@dataclass
class Player:
    hand: list[int] = field(default_factory=list)
    played: int = 0  # points from pebbles
    dice: int = 0  # points from rolls (may go negative)


@dataclass
class PebbleState:
    rng: Rng
    names: list[str]
    bag: list[int]
    players: list[Player]
    rounds: int
    round: int = 1
    current: int = 0
    discard: list[int] = field(default_factory=list)
    over: bool = False
    charms: bool = False  # the "charms" module is on
    automa: tuple[int, ...] = ()  # seats the rules play themselves


class PebbleContext(StepContext[PebbleState]):
    """What the Pebble Dice steps get: the core step context and the player lookups."""

    def me(self, seat: int) -> Player:
        return self.state.players[seat]

    def name(self, seat: int) -> str:
        return self.state.names[seat]


Charm = Callable[[PebbleContext, int, int], Step]
#: Pebble Dice's effects; a charm gets the context, the seat and the pebble's value.
CHARM_EFFECTS: EffectRegistry[Charm] = EffectRegistry("Pebble Dice")
#: A steady pebble keeps its points when the die shows 1 (the roll rule reads it).
CHARM_EFFECTS.passive(["steady"])


@CHARM_EFFECTS.effect("comfort")
def comfort(ctx: PebbleContext, seat: int, value: int) -> Step:
    """A 1 scores one more point."""
    ctx.me(seat).played += 1
    ctx.emit("charm", f"{ctx.name(seat)}'s 1 comforts: +1.", seat)
    yield from ()  # it asks nothing, but every effect is a step


@CHARM_EFFECTS.effect("swap")
def swap(ctx: PebbleContext, seat: int, value: int) -> Step:
    """A 6 may swap a pebble in hand for the top of the bag (asked only if one can)."""
    me = ctx.me(seat)
    options = [
        Option(option_id("swap", i), f"Swap the {v}", refs=(option_id("hand", i),))
        for i, v in enumerate(me.hand)
        if ctx.state.bag
    ]
    answer = yield from ctx.ask(
        seat,
        "swap",
        f"{ctx.name(seat)}: swap a pebble with the bag?",
        [*options, Option(DONE, "Keep my hand")],
    )
    if answer == DONE:
        return
    i = read_id(answer, "swap").number()
    me.hand[i], ctx.state.bag[-1] = ctx.state.bag[-1], me.hand[i]
    ctx.table.reveal(f"{ctx.name(seat)} swapped with the bag")
    ctx.emit("charm", f"{ctx.name(seat)} swaps a pebble with the bag.", seat)


def charm_of(state: PebbleState, value: int) -> str | None:
    return CHARMS.get(value) if state.charms else None


class PebbleRules:
    game_id = "pebbles"
    title = "Pebble Dice"
    rules_version = 1
    components = "pebbles-1"  # its components are code: one fixed fingerprint

    def validate(self, config: GameConfig) -> None:
        if config.game != self.game_id:
            raise ConfigError(f"This is a configuration for {config.game}, not Pebble Dice.")
        if not 1 <= len(config.seats) <= 4:
            raise ConfigError("Pebble Dice needs 1 to 4 players.")
        unknown = sorted(set(config.modules) - {"charms", LONG_GAME})
        if unknown:
            raise ConfigError(f"Pebble Dice has no module {unknown[0]!r}.")

    def setup(self, config: GameConfig, table: Table) -> PebbleState:
        rng = Rng(config.seed)
        bag = list(BAG)
        rng.shuffle(bag)
        players = [Player(hand=[bag.pop() for _ in range(HAND)]) for _ in config.seats]
        rounds = int(config.options.get("rounds", 5 if LONG_GAME in config.modules else 3))
        table.emit("setup", f"{len(players)} players, {rounds} rounds.")
        names = [seat.name for seat in config.seats]
        return PebbleState(
            rng=rng,
            names=names,
            bag=bag,
            players=players,
            rounds=rounds,
            charms="charms" in config.modules,
            automa=tuple(i for i, s in enumerate(config.seats) if s.kind is SeatKind.AUTOMA),
        )

    def is_over(self, state: PebbleState) -> bool:
        return state.over

    def turn_count(self, state: PebbleState) -> int:
        finished = (state.round - 1) * len(state.players) + state.current
        return state.rounds * len(state.players) if state.over else finished

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        ctx = PebbleContext(state, table)
        seat = state.current
        me = ctx.me(seat)
        if me.hand and seat in state.automa:
            value = play_value(ctx, seat, me.hand.index(max(me.hand)))
            if value <= 3:
                roll_once(ctx, seat, value)
        elif me.hand:
            value = yield from play_pebble(ctx, seat)
            yield from roll(ctx, seat, value)
        if state.bag:
            me.hand.append(state.bag.pop())
            table.reveal(f"{ctx.name(seat)} drew a pebble")
            table.emit("draw", f"{ctx.name(seat)} draws a pebble.", seat)
        self._next_player(state, table)

    def _next_player(self, state: PebbleState, table: Table) -> None:
        state.current = (state.current + 1) % len(state.players)
        if state.current == 0:
            if state.round == state.rounds:
                state.over = True
                table.emit("end", "The last round is over.")
            else:
                state.round += 1
                table.emit("round", f"Round {state.round} begins.")

    def result(self, state: PebbleState) -> Result:
        scores = [
            SeatScore(
                seat,
                state.names[seat],
                p.played + p.dice,
                {"pebbles": p.played, "dice": p.dice},
                (len(p.hand),),
            )
            for seat, p in enumerate(state.players)
        ]
        return rank(scores, ("pebbles in hand",), "rounds played")

    def view(self, state: PebbleState, seat: int) -> dict[str, Any]:
        return {
            "round": state.round,
            "rounds": state.rounds,
            "current": state.current,
            "bag": len(state.bag),
            "discard": list(state.discard),
            "hand": list(state.players[seat].hand),
            "players": [
                {"hand": len(p.hand), "played": p.played, "dice": p.dice} for p in state.players
            ],
        }

    def invariants(self, state: PebbleState) -> list[str]:
        everywhere = sorted(state.bag + state.discard + [v for p in state.players for v in p.hand])
        problems = []
        if everywhere != sorted(BAG):
            problems.append("pebbles are not conserved")
        if any(len(p.hand) > HAND for p in state.players):
            problems.append("a hand holds more than three pebbles")
        return problems

    def vary_hidden(self, state: PebbleState, viewer: int, rng: Rng) -> None:
        rng.shuffle(state.bag)
        for seat, player in enumerate(state.players):
            if seat != viewer and player.hand and state.bag:
                i = rng.below(len(player.hand))
                j = rng.below(len(state.bag))
                player.hand[i], state.bag[j] = state.bag[j], player.hand[i]

    def sample_hidden(self, state: PebbleState, viewer: int, rng: Rng) -> None:
        """The bag and the others' hands, pooled in order and dealt again."""
        others = [p for seat, p in enumerate(state.players) if seat != viewer]
        pool = sorted(state.bag + [v for p in others for v in p.hand])
        rng.shuffle(pool)
        for player in others:
            size = len(player.hand)
            player.hand[:], pool = pool[:size], pool[size:]
        state.bag[:] = pool


def play_pebble(ctx: PebbleContext, seat: int) -> Step:
    """Play one pebble from the hand for its value (and its charm); returns the value."""
    me = ctx.me(seat)
    options = [
        Option(option_id("pebble", i), f"Play the {v}", refs=(option_id("hand", i),), help="play")
        for i, v in enumerate(me.hand)
    ]
    pick = yield from ctx.ask(
        seat, "play", f"{ctx.name(seat)}: play a pebble", options, help="turn", auto=False
    )
    value = play_value(ctx, seat, read_id(pick, "pebble").number())
    charm = charm_of(ctx.state, value)
    if charm is not None:
        yield from CHARM_EFFECTS.run(charm, ctx, seat, value)
    return value


def play_value(ctx: PebbleContext, seat: int, index: int) -> int:
    """Play the pebble at `index` of the hand: it scores its value; returns the value."""
    me = ctx.me(seat)
    value = me.hand.pop(index)
    me.played += value
    ctx.state.discard.append(value)
    ctx.emit("play", f"{ctx.name(seat)} plays a {value}.", seat, value=value)
    return value


def roll_once(ctx: PebbleContext, seat: int, value: int) -> bool:
    """Roll the die for the pebble just played; False when a 1 ends the rolling."""
    me, name = ctx.me(seat), ctx.name(seat)
    die = ctx.state.rng.randint(1, 6)
    ctx.table.reveal("the die was rolled")
    if die == 1:
        lost = 0 if charm_of(ctx.state, value) == "steady" else value
        me.dice -= lost
        ctx.emit("roll", f"{name} rolls 1 and loses {lost}.", seat, die=1)
        return False
    me.dice += die
    ctx.emit("roll", f"{name} rolls {die}: +{die}.", seat, die=die)
    return True


def roll(ctx: PebbleContext, seat: int, value: int) -> Step:
    """Roll up to MAX_ROLLS times: a 1 takes the pebble's points away and stops."""
    name = ctx.name(seat)
    for rolls in range(MAX_ROLLS + 1):
        push = yield from ctx.ask(
            seat,
            "push",
            f"{name}: roll the die or stop?",
            (
                Option("roll", "Roll the die", help="roll")
                if rolls < MAX_ROLLS
                else Option(
                    "roll",
                    "Roll the die",
                    help="roll",
                    enabled=False,
                    reason=f"{MAX_ROLLS} rolls is the most in one turn",
                ),
                Option("stop", "Stop", help="stop"),
            ),
            help="roll",
            auto=False,
        )
        if push == "stop" or not roll_once(ctx, seat, value):
            return


HELP = {
    "turn": "On your turn play one pebble from your hand; it scores its value.",
    "play": "Playing a pebble scores its value. Your hand is hidden from the others.",
    "roll": "Roll up to three times. A 1 takes the pebble's points away and ends the "
    "rolling; 2-6 adds the roll.",
    "stop": "Stop keeps what you have and ends your turn after drawing a pebble.",
}


def config(
    players: int = 2, seed: int = 1, rounds: int = 3, modules: tuple[str, ...] = ()
) -> GameConfig:
    from engine.core import Seat

    colours = ["red", "blue", "green", "yellow"]
    return GameConfig(
        game="pebbles",
        seats=tuple(Seat(name=f"Player {i + 1}", colour=colours[i]) for i in range(players)),
        modules=modules,
        options={"rounds": rounds},
        seed=seed,
    )
