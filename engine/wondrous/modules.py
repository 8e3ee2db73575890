"""Wondrous modules: rules switched on over the base game (Winterfall, the solo mode against
Tingent and its scenarios), kept in the core's `Registry` (engine.core.modules) as
`WondrousModule` records. A module plugs its rules into the seams the base rules leave open,
so no base module needs to know which modules exist:

- `own_record`: puts its own record on a new game's state, before any setup step (its
  state is absent from a game it is not in);
- `set_up`: setup steps, each after the base setup step it names (setup.STEPS);
- `sweep`: what a Wilderness sweep does instead of replacing cards;
- `closed_slots`: Wilderness slots no refill or sweep reaches;
- `taken`: what it does when a card leaves a Wilderness slot (wilderness.take);
- `keep_whole_hand`: each person keeps the whole starting hand, and starts with no
  resources (a scenario's setup);
- `source_names`: how a prompt names an effect's source of a kind it adds;
- `slot_note`: what it adds to the label of a Wilderness slot's card (wilderness.slot_note);
- `time_icons`: time track icons it adds (the base icons are in time_track.py);
- `score_rewards`: score track rewards it adds (the base ones are in gains.py);
- `scores`: score categories it adds to each player's final score, after the base ones
  or before the base category `scores_before` names;
- `automa`: the seat it plays, that seat's turn, its score categories and how it breaks a
  tie (and its own way with the steps of the Winterfall events that come to its seat);
- `invariants`: what must hold of its parts at every step (invariants.py), and
  `held_cards`/`held_eggs`: the creature cards and eggs it holds outside the base places,
  which the base conservation checks count;
- `unseen`: what it keeps face down, which a bot's sampled world deals again (hidden.py);
- `check_config`, `seat_automa`, `starting_nets`, `starting_draw`, `any_captain`: its
  config options, the automa's seat and the people's start (setup.py);
- `end_cards`, `captain_free_action`, `uncopied_energy`: what its cards and captain boards
  do where the base rules read a card (scoring.py, free.py, reserve.py);
- `hides_habitats`, `habitat_cover`: what it lays on habitats (habitats.py), and
  `placement_reward`, `spot_notes`: what a crew member's placement offers besides them
  (place.py, spot_options.py);
- `view_sections`, `board_sections`: the parts of a seat's view and of each player's board
  in it that it adds (view.py; rules.py's `WondrousView` and `PlayerView` have a field for
  each), absent when it is off.

A module registers once, when its rules are imported (rules.py imports them all); whether it
is on is read from the state, so a saved game needs nothing more."""

from __future__ import annotations

from collections.abc import Callable, Collection, Container, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.core import GameConfig, Option, Table
from engine.core.modules import Module, Registry
from engine.core.option_ids import OptionId
from engine.core.records import Field, Frozen
from engine.wondrous.components import Ability
from engine.wondrous.ctx import Catalog, Ctx, Step
from engine.wondrous.state import Coord, PlayerState, Spot, WondrousState

TimeIcon = Callable[[Ctx, int | None], Step]  # (ctx, the recharging seat or None)
AutomaStep = Callable[[Ctx, Mapping[str, Any]], Step]  # (ctx, the effect's parameters)
Reward = Callable[[Ctx, int], Step]  # (ctx, the seat reaching the reward)


@dataclass
class Setting:
    """What a setup step works on: the config, the components, the state being laid out,
    the time token markings in their shuffled order and the table its events go to."""

    config: GameConfig
    cat: Catalog
    state: WondrousState
    markings: list[str]
    table: Table

    @property
    def ctx(self) -> Ctx:
        """For a step that lays things out with the rules' own functions (they emit)."""
        return Ctx(self.state, self.table, self.cat)


SetupStep = Callable[[Setting], None]


class Automa(Frozen):
    """A seat the module plays itself (Tingent)."""

    seat: Callable[[WondrousState], int]
    turn: Callable[[Ctx], Step]
    #: its final score by category, given the points its achievement markers earned
    scores: Callable[[Ctx, int], dict[str, int]]
    #: Winterfall: what it does when a Winterfall card's sequential effect comes to its seat
    #: (by effect name; an effect it has no step for passes its seat by) ...
    sequential: Mapping[str, AutomaStep] = Field(default_factory=dict)
    #: ... and its turn in a module's time track event, by the event's icon (an event
    #: not named here: it takes no turn there)
    track_events: Mapping[str, Callable[[Ctx], Step]] = Field(default_factory=dict)
    #: the result's second tie-break (after trophies) in a game it plays: it wins the tie
    tie_break: str = "ties go to the automa"


@dataclass(frozen=True)
class Unseen:
    """What a module keeps face down (Tingent's deck and face-down cards, Winterfall's
    decks), so a bot's sampled world can deal it again (engine.wondrous.hidden)."""

    #: its face-down creature cards, which no seat tells from the deck's, in a fixed order
    cards: Callable[[WondrousState], list[int]] = lambda state: []
    #: put cards back into those places, as many in each, from the dealt ones
    put_cards: Callable[[WondrousState, Iterator[int]], None] = lambda state, dealt: None
    #: its own face-down piles, each dealt again on its own (changed in place)
    piles: Callable[[WondrousState], list[list[Any]]] = lambda state: []


class HabitatCover(Frozen):
    """What a module lays on habitats that takes their resource away (Winterfall's
    blizzards): a crew member placed next to one takes a Wilderness card of its kind instead,
    which lifts the cover (place.habitat_options)."""

    on: Callable[[WondrousState], Container[Coord]]  # the hexes it covers now
    lift: Callable[[Ctx, Coord, int], None]  # (ctx, the hex, the seat taking the card)
    name: str  # its options' and events' kind: "blizzard"
    help: str  # the help topic of the options it changes
    card_note: str  # after a card option's hex: "and off goes its blizzard"
    no_card: str  # the option when no card fits: "Remove the blizzard at {where} (...)"


class PlacementReward(Protocol):
    """What a crew member's placement offers besides its habitats (Winterfall's aurora next
    to the spot), among them in the player's order (place.habitat_rewards)."""

    kind: str  # the kind of its options' ids
    go_on: Option  # the option when it offered something a free action then took away

    def options(self, ctx: Ctx, seat: int) -> list[Option]:
        """What it offers now (nothing: it gives nothing now, or was taken)."""
        ...

    def take(self, ctx: Ctx, seat: int, picked: OptionId) -> Step:
        """The player picked one of its options."""
        ...


class WondrousModule(Module):
    """A Wondrous module: the core's record (id, is_on, in_config) and the seams the
    Wondrous base rules leave open (see the module docstring)."""

    own_record: Callable[[WondrousState], None] | None = None
    set_up: Mapping[str, SetupStep] = Field(default_factory=dict)  # base step -> its step
    sweep: Callable[[Ctx, int], Step] | None = None
    closed_slots: Callable[[WondrousState], Iterable[int]] | None = None
    #: (ctx, the slot, the seat taking its card or None when swept away)
    taken: Callable[[Ctx, int, int | None], None] | None = None
    keep_whole_hand: bool = False
    #: (ctx, the source) -> its name, by the source's kind (registry.Source)
    source_names: Mapping[str, Callable[[Ctx, Any], str | None]] = Field(default_factory=dict)
    slot_note: Callable[[Ctx, int], str] | None = None  # (ctx, the slot) -> " + 2 snowflakes"
    time_icons: Mapping[str, TimeIcon] = Field(default_factory=dict)
    score_rewards: Mapping[str, Reward] = Field(default_factory=dict)
    scores: Mapping[str, Callable[[Ctx, PlayerState], int]] = Field(default_factory=dict)
    scores_before: str | None = None  # the base category its scores come before (None: last)
    automa: Automa | None = None
    #: (ctx) -> the problems found in its parts (none: all holds)
    invariants: Callable[[Ctx], list[str]] | None = None
    held_cards: Callable[[WondrousState], Iterable[int]] | None = None
    held_eggs: Callable[[WondrousState], Iterable[str]] | None = None
    unseen: Unseen | None = None
    #: parts of a seat's view it adds: the `WondrousView` field -> what makes it (ctx, seat),
    #: which may give None (nothing of it on the table yet)
    view_sections: Mapping[str, Callable[[Ctx, int], Any]] = Field(default_factory=dict)
    #: parts of each player's board it adds: the `PlayerView` field -> what makes it
    board_sections: Mapping[str, Callable[[Ctx, PlayerState], Any]] = Field(
        default_factory=dict)
    #: checks a config's options for it, whether the config switches it on or not
    check_config: Callable[[GameConfig, Catalog], None] | None = None
    #: the base setup step "automa": lays out the seat it plays when the config asks for
    #: one (whether the module is on is read from what this lays out)
    seat_automa: SetupStep | None = None
    #: the nets and cards each person starts with, instead of the box's numbers
    starting_nets: Callable[[Catalog, WondrousState], int] | None = None
    starting_draw: Callable[[Catalog, WondrousState], int] | None = None
    any_captain: bool = False  # each person may choose any captain board, not one of those offered
    #: end card abilities it adds, by effect: (ctx, the player) -> what the card's VP multiply
    end_cards: Mapping[str, Callable[[Ctx, PlayerState], int]] = Field(default_factory=dict)
    #: the free action of a captain board it adds, once unlocked: (ctx, the board's number)
    captain_free_action: Callable[[Ctx, int], Ability | None] | None = None
    #: an energy card of its that no copying ability reaches: (ctx, the card's number)
    uncopied_energy: Callable[[Ctx, int], bool] | None = None
    #: the hexes whose habitat a piece of its hides now (no habitat while it lies there)
    hides_habitats: Callable[[WondrousState], Collection[Coord]] | None = None
    habitat_cover: HabitatCover | None = None
    #: what a crew member's placement offers besides its habitats: (ctx, the spot)
    placement_reward: Callable[[Ctx, Spot], PlacementReward] | None = None
    #: what it adds to the labels of spots a crew member may go on: (ctx, the spots) -> the
    #: note of each spot that has one
    spot_notes: Callable[[Ctx, list[Spot]], dict[Spot, str]] | None = None


#: every Wondrous module, in the order they registered (rules.py imports them all)
MODULES: Registry[WondrousModule] = Registry("Wondrous Creatures")
register = MODULES.register


def own_records(state: WondrousState) -> None:
    """Each module on puts its own record on the new state (setup.py, before any step)."""
    for lay in MODULES.hooks(state, lambda m: m.own_record):
        lay(state)


def set_up(setting: Setting, after: str) -> None:
    """Each module's setup step that follows the base step `after` (whether a module is on
    is read as the setup stands then: the solo mode is on once its base step ran)."""
    for module in MODULES.switched_on(setting.state):
        step = module.set_up.get(after)
        if step is not None:
            step(setting)


def sweep_rule(state: WondrousState) -> Callable[[Ctx, int], Step] | None:
    """The sweep a module puts instead of the base one, if any."""
    return MODULES.first(state, lambda m: m.sweep)


def closed_slots(state: WondrousState) -> set[int]:
    return {s for closed in MODULES.hooks(state, lambda m: m.closed_slots) for s in closed(state)}


def card_taken(ctx: Ctx, slot: int, taker: int | None) -> None:
    """A card left Wilderness slot `slot`: each module's rule for it."""
    for taken in MODULES.hooks(ctx.state, lambda m: m.taken):
        taken(ctx, slot, taker)


def time_icon(state: WondrousState, icon: str) -> TimeIcon | None:
    """A module's rule for a time track icon (None: a base icon)."""
    return MODULES.first(state, lambda m: m.time_icons.get(icon))


def score_reward(state: WondrousState, reward: str) -> Reward | None:
    """A module's rule for a score track reward (None: a base reward)."""
    return MODULES.first(state, lambda m: m.score_rewards.get(reward))


def automa_of(state: WondrousState, seat: int) -> Automa | None:
    """The automa playing `seat`, or None when a person plays it."""
    return next((a for a in MODULES.hooks(state, lambda m: m.automa) if a.seat(state) == seat),
                None)


def held_cards(state: WondrousState) -> list[int]:
    """The creature cards the modules on hold outside the deck, Wilderness, discard, hands
    and reserves."""
    return [n for held in MODULES.hooks(state, lambda m: m.held_cards) for n in held(state)]


def unseen(state: WondrousState) -> list[Unseen]:
    """What the modules on keep face down (engine.wondrous.hidden deals it again)."""
    return list(MODULES.hooks(state, lambda m: m.unseen))


def held_eggs(state: WondrousState) -> list[str]:
    """The eggs the modules on hold outside the base places (by species, one per egg)."""
    return [sp for held in MODULES.hooks(state, lambda m: m.held_eggs) for sp in held(state)]


def problems(ctx: Ctx) -> list[str]:
    """What the modules on find broken in their own parts."""
    return [p for check in MODULES.hooks(ctx.state, lambda m: m.invariants) for p in check(ctx)]


def view_sections(ctx: Ctx, seat: int) -> dict[str, Any]:
    """The parts of `seat`'s view the modules on add, by `WondrousView` field."""
    return {name: build(ctx, seat) for module in MODULES.switched_on(ctx.state)
            for name, build in module.view_sections.items()}


def board_sections(ctx: Ctx, p: PlayerState) -> dict[str, Any]:
    """The parts of `p`'s board view the modules on add, by `PlayerView` field."""
    return {name: build(ctx, p) for module in MODULES.switched_on(ctx.state)
            for name, build in module.board_sections.items()}


def people(state: WondrousState) -> list[int]:
    """The seats that make decisions: every seat no automa plays."""
    return [p.seat for p in state.players if automa_of(state, p.seat) is None]


def check_config(config: GameConfig, cat: Catalog) -> None:
    """Each module's check of a config's options (ConfigError)."""
    for module in MODULES.registered():
        if module.check_config is not None:
            module.check_config(config, cat)


def seat_automa(setting: Setting) -> None:
    """The base setup step "automa": each module lays out the seat it plays, if asked to."""
    for module in MODULES.registered():
        if module.seat_automa is not None:
            module.seat_automa(setting)


def starting_nets(cat: Catalog, state: WondrousState) -> int:
    found = MODULES.first(state, lambda m: m.starting_nets)
    return cat.comps.components.setup["starting_nets"] if found is None else found(cat, state)


def starting_draw(cat: Catalog, state: WondrousState) -> int:
    found = MODULES.first(state, lambda m: m.starting_draw)
    return cat.comps.components.setup["starting_draw"] if found is None else found(cat, state)


def any_captain(state: WondrousState) -> bool:
    """Whether a module lets each person choose any captain board (the solo mode)."""
    return any(MODULES.hooks(state, lambda m: m.any_captain or None))


def habitat_overlays(
    state: WondrousState,
) -> tuple[list[Collection[Coord]], list[HabitatCover]]:
    """What the modules on lay over the habitats now: the hexes their pieces hide, by module,
    and their covers (habitats.py; read for every habitat looked at, so in one pass)."""
    # only the modules that lay something are asked whether they are on (most lay nothing)
    layers = [m for m in MODULES.registered()
              if (m.hides_habitats is not None or m.habitat_cover is not None) and m.is_on(state)]
    return ([m.hides_habitats(state) for m in layers if m.hides_habitats is not None],
            [m.habitat_cover for m in layers if m.habitat_cover is not None])


def placement_rewards(ctx: Ctx, spot: Spot) -> list[PlacementReward]:
    """What the placement of a crew member on `spot` offers besides its habitats."""
    return [reward(ctx, spot) for reward in MODULES.hooks(ctx.state, lambda m: m.placement_reward)]


def keeps_whole_hand(state: WondrousState) -> bool:
    """Whether a module lets every person keep the whole starting hand (Poor Adventurer)."""
    return any(MODULES.hooks(state, lambda m: m.keep_whole_hand or None))
