"""Cryptic Nature's modules: the Wolpertinger, the mode without bid markers and the Poacher
(solo) switch rules on over the base game. Each is a `CrypticModule` in `REGISTRY`; the
base rules ask the registry for the hooks of the modules that are on and never name one:

- `chosen_by`, `check_config`, `colours`: how a config switches it on (default: naming
  it in GameConfig.modules), what it refuses there, the seat colours it brings;
- `set_up`: its setup step, after the base setup (in registration order);
- `leaves_out`: base components it leaves in the box ("bid markers");
- `actions`: Cryptozoologist actions it adds (`Action`, with the skill that may do one);
- `keepsakes`: pieces a player keeps and discards at any time for their gain;
- `rerolls`: pieces that roll tracking dice again;
- `after_find`: a step after a player finds a cryptid (and the row is refilled);
- `replace_cost`: the Assistant Phase price of replacing cryptids (coins, cards);
- `scores`, `scores_left_out`, `contracts_scored`: score categories it adds and drops,
  and how the personal contracts count;
- `redeal`, `open_contracts`: what it keeps face down, dealt again for a viewer who
  cannot see it, and whether the players' contracts lie face up;
- `invariants`: what it checks of its own components;
- `automa`: the seat it plays itself (`Automa`);
- `view_sections`, `board_sections`: the parts of a seat's view and of each player's board
  in it that it adds (view.py; registered.py's `CrypticView` and `PlayerView` have a field
  for each), absent when it is off.

Each module file makes its record; `registered` registers them all, in the order their
hooks run, and `rules` imports it. Whether a module is on is read from the game state, so a
saved game needs nothing more."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.core import GameConfig, Option, Result, Rng
from engine.core.modules import Module, Registry
from engine.core.records import Field, Frozen
from engine.cryptic.ctx import Ctx, Data, Step
from engine.cryptic.state import SETUP, CrypticState, PlayerState

BID_MARKERS = "bid markers"


class Automa(Frozen):
    """A seat the module plays itself: its turns in both phases, its evidence slots, the
    cryptid cards it holds (they count against a player's found cryptids, and are in play)
    and the game's result (it replaces the base ranking)."""

    seat: Callable[[CrypticState], int]
    crypto_turn: Callable[[Ctx], Step]
    assistant_turn: Callable[[Ctx], Step]
    evidence_slots: Callable[[Data], int]
    holds: Callable[[CrypticState], list[str]]
    result: Callable[[Ctx], Result]


class Action(Frozen):
    """A Cryptozoologist action a module adds: its label, why it is closed now ("" when
    open), the action itself, and the skill that may do it instead of the Main Action."""

    label: str
    refusal: Callable[[Ctx, int], str]
    run: Callable[[Ctx, int], Step]
    skill: str = ""
    skill_label: str = ""


class Keepsakes(Frozen):
    """Pieces a player keeps and may discard at any time in their turn for their gain: the
    options for those held (ids starting with `prefix`) and taking one."""

    prefix: str
    options: Callable[[Ctx, int], list[Option]]
    use: Callable[[Ctx, int, str], None]


class Rerolls(Frozen):
    """Pieces that roll chosen tracking dice again: how many a player holds, the option
    kind and label offering one, the name of one in the chance's aids, and spending one."""

    held: Callable[[Ctx, int], int]
    kind: str
    label: str
    name: str
    spend: Callable[[Ctx, int], None]


class CrypticModule(Module):
    chosen_by: Callable[[GameConfig], bool] | None = None  # None: named in config.modules
    check_config: Callable[[GameConfig], None] | None = None
    colours: tuple[str, ...] = ()
    set_up: Callable[[Ctx], None] | None = None
    leaves_out: frozenset[str] = frozenset()
    actions: Mapping[str, Action] = Field(default_factory=dict)
    keepsakes: Keepsakes | None = None
    rerolls: Rerolls | None = None
    after_find: Callable[[Ctx, int], Step] | None = None
    replace_cost: Callable[[Ctx], tuple[int, int]] | None = None
    scores: Mapping[str, Callable[[Ctx, int], int]] = Field(default_factory=dict)
    scores_left_out: frozenset[str] = frozenset()
    contracts_scored: Callable[[list[int]], int] | None = None
    redeal: Callable[[CrypticState, Rng], None] | None = None
    open_contracts: bool = False  # the players' contracts lie face up (nobody's to redeal)
    invariants: Callable[[Ctx], list[str]] | None = None
    automa: Automa | None = None
    #: parts of a seat's view it adds: the `CrypticView` field -> what makes it (ctx, seat)
    view_sections: Mapping[str, Callable[[Ctx, int], Any]] = Field(default_factory=dict)
    #: parts of each player's board it adds: the `PlayerView` field -> what makes it
    board_sections: Mapping[str, Callable[[Ctx, PlayerState], Any]] = Field(
        default_factory=dict)


REGISTRY: Registry[CrypticModule] = Registry("cryptic")


def chosen(config: GameConfig) -> list[CrypticModule]:
    """The modules a config switches on, before there is a state to read."""
    return [m for m in REGISTRY.registered()
            if (m.chosen_by(config) if m.chosen_by is not None else m.id in config.modules)]


def automa(state: CrypticState) -> Automa | None:
    return REGISTRY.first(state, lambda m: m.automa)


def automa_seat(state: CrypticState) -> int | None:
    """The seat a module plays itself, if one does."""
    found = automa(state)
    return None if found is None else found.seat(state)


def is_automa(state: CrypticState, seat: int) -> bool:
    return seat == automa_seat(state)


def in_play(state: CrypticState, component: str) -> bool:
    """A base component no module on leaves in the box."""
    return not any(component in m.leaves_out for m in REGISTRY.switched_on(state))


def switched_on(ctx: Ctx) -> tuple[CrypticModule, ...]:
    """The modules on, asked once per context (a context serves one turn or one look at
    the state; the rules ask this at every option). They are fixed once the game is set
    up: during the setup a module may still be setting itself up, so it is asked anew."""
    if ctx.modules_on is None or ctx.state.phase == SETUP:
        ctx.modules_on = tuple(REGISTRY.switched_on(ctx.state))
    return ctx.modules_on


def bid_markers(ctx: Ctx) -> bool:
    """The bid markers are in play."""
    return not any(BID_MARKERS in m.leaves_out for m in switched_on(ctx))


def evidence_slots(ctx: Ctx, seat: int) -> int:
    """The evidence a seat may hold: a player board's slots, or the automa's own."""
    found = next((m.automa for m in switched_on(ctx) if m.automa is not None), None)
    if found is not None and seat == found.seat(ctx.state):
        return found.evidence_slots(ctx.data)
    return ctx.slots()


def has_room(ctx: Ctx, seat: int) -> bool:
    return len(ctx.p(seat).evidence) < evidence_slots(ctx, seat)


def actions(ctx: Ctx) -> dict[str, Action]:
    """The Cryptozoologist actions the modules on add, by id."""
    return {name: action for m in switched_on(ctx) for name, action in m.actions.items()}


def keepsake_options(ctx: Ctx, seat: int) -> list[Option]:
    return [o for m in switched_on(ctx) if m.keepsakes is not None
            for o in m.keepsakes.options(ctx, seat)]


def use_keepsake(ctx: Ctx, seat: int, answer: str) -> None:
    keepsakes = next(k for k in REGISTRY.hooks(ctx.state, lambda m: m.keepsakes)
                     if answer.startswith(k.prefix))
    keepsakes.use(ctx, seat, answer)


def rerolls(ctx: Ctx) -> list[Rerolls]:
    return list(REGISTRY.hooks(ctx.state, lambda m: m.rerolls))


def view_sections(ctx: Ctx, seat: int) -> dict[str, Any]:
    """The parts of `seat`'s view the modules on add, by `CrypticView` field."""
    return {name: build(ctx, seat) for module in REGISTRY.switched_on(ctx.state)
            for name, build in module.view_sections.items()}


def board_sections(ctx: Ctx, p: PlayerState) -> dict[str, Any]:
    """The parts of `p`'s board view the modules on add, by `PlayerView` field."""
    return {name: build(ctx, p) for module in REGISTRY.switched_on(ctx.state)
            for name, build in module.board_sections.items()}


def open_contracts(state: CrypticState) -> bool:
    """Whether a module on lays the players' contracts face up (every view shows them)."""
    return any(m.open_contracts for m in REGISTRY.switched_on(state))
