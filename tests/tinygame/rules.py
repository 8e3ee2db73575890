"""Pebble Dice: a tiny game that exists only to prove the engine core and the shared TUI.

Each player holds a hidden hand of pebbles (values 1-6) drawn from a shuffled bag. On a
turn you play one pebble for its value, then may roll the die to push your luck: a 1 loses
the pebble's points, anything else adds the roll. Then you draw a pebble. After `rounds`
rounds the most points wins; ties go to more pebbles left in hand, then are shared.

The module "long-game" plays five rounds instead of three (an option "rounds" overrides).
An automa seat (any number of them) plays inside the rules, asking nothing: its highest
pebble, and one roll when that pebble is 3 or less.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import (
    ConfigError,
    GameConfig,
    Option,
    Prompt,
    Result,
    Rng,
    SeatKind,
    SeatScore,
    Table,
    Turn,
    rank,
)

HAND = 3
LONG_GAME = "long-game"
MAX_ROLLS = 3
BAG = [value for value in range(1, 7) for _ in range(3)]


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
    automa: tuple[int, ...] = ()  # seats the rules play themselves


class PebbleRules:
    game_id = "pebbles"
    title = "Pebble Dice"
    rules_version = 1

    def validate(self, config: GameConfig) -> None:
        if config.game != self.game_id:
            raise ConfigError(f"This is a configuration for {config.game}, not Pebble Dice.")
        if not 1 <= len(config.seats) <= 4:
            raise ConfigError("Pebble Dice needs 1 to 4 players.")

    def setup(self, config: GameConfig, table: Table) -> PebbleState:
        rng = Rng(config.seed)
        bag = list(BAG)
        rng.shuffle(bag)
        players = [Player(hand=[bag.pop() for _ in range(HAND)]) for _ in config.seats]
        rounds = int(config.options.get("rounds", 5 if LONG_GAME in config.modules else 3))
        table.emit("setup", f"{len(players)} players, {rounds} rounds.")
        names = [seat.name for seat in config.seats]
        automa = tuple(i for i, seat in enumerate(config.seats) if seat.kind is SeatKind.AUTOMA)
        return PebbleState(rng=rng, names=names, bag=bag, players=players, rounds=rounds,
                           automa=automa)

    def is_over(self, state: PebbleState) -> bool:
        return state.over

    def turn_count(self, state: PebbleState) -> int:
        finished = (state.round - 1) * len(state.players) + state.current
        return state.rounds * len(state.players) if state.over else finished

    def play_turn(self, state: PebbleState, table: Table) -> Turn:
        seat = state.current
        me = state.players[seat]
        name = state.names[seat]
        if me.hand and seat in state.automa:
            value = self._play(state, table, me.hand.index(max(me.hand)))
            if value <= 3:
                self._roll(state, table, value)
        elif me.hand:
            pick = yield Prompt(
                seat,
                "play",
                f"{name}: play a pebble",
                tuple(
                    Option(f"pebble:{i}", f"Play the {value}", refs=(f"hand:{i}",), help="play")
                    for i, value in enumerate(me.hand)
                ),
                help="turn",
            )
            value = self._play(state, table, int(pick.split(":")[1]))
            for rolls in range(MAX_ROLLS + 1):
                push = yield Prompt(
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
                )
                if push == "stop" or not self._roll(state, table, value):
                    break
        if state.bag:
            me.hand.append(state.bag.pop())
            table.reveal(f"{name} drew a pebble")
            table.emit("draw", f"{name} draws a pebble.", seat)
        self._next_player(state, table)

    def _play(self, state: PebbleState, table: Table, index: int) -> int:
        seat = state.current
        value = state.players[seat].hand.pop(index)
        state.players[seat].played += value
        state.discard.append(value)
        table.emit("play", f"{state.names[seat]} plays a {value}.", seat, value=value)
        return value

    def _roll(self, state: PebbleState, table: Table, value: int) -> bool:
        """Roll the die for the pebble just played; False when a 1 ends the rolling."""
        seat, me, name = state.current, state.players[state.current], state.names[state.current]
        die = state.rng.randint(1, 6)
        table.reveal("the die was rolled")
        if die == 1:
            me.dice -= value
            table.emit("roll", f"{name} rolls 1 and loses {value}.", seat, die=1)
            return False
        me.dice += die
        table.emit("roll", f"{name} rolls {die}: +{die}.", seat, die=die)
        return True

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


HELP = {
    "turn": "On your turn play one pebble from your hand; it scores its value.",
    "play": "Playing a pebble scores its value. Your hand is hidden from the others.",
    "roll": "Roll up to three times. A 1 takes the pebble's points away and ends the "
    "rolling; 2-6 adds the roll.",
    "stop": "Stop keeps what you have and ends your turn after drawing a pebble.",
}


def config(players: int = 2, seed: int = 1, rounds: int = 3) -> GameConfig:
    from engine.core import Seat

    colours = ["red", "blue", "green", "yellow"]
    return GameConfig(
        game="pebbles",
        seats=tuple(Seat(name=f"Player {i + 1}", colour=colours[i]) for i in range(players)),
        options={"rounds": rounds},
        seed=seed,
    )
