"""Setting up the table (the parts without decisions; choices come in the first turns)."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import ConfigError, GameConfig, Rng, Table
from engine.wondrous import modules
from engine.wondrous.components import ComponentsFile
from engine.wondrous.ctx import Catalog
from engine.wondrous.modules import Setting
from engine.wondrous.state import RESOURCES, AchievementState, PlayerState, Spot, WondrousState

#: Options a config may carry (all optional).
LEARNING_TROPHIES = "learning_trophies"  # two fewer trophies
STARTER_ACHIEVEMENTS = "starter_achievements"  # main achievements 1, 2 and 3


def validate(config: GameConfig, cat: Catalog) -> None:
    if config.game != "wondrous":
        raise ConfigError(f"This is a configuration for {config.game}, not Wondrous Creatures.")
    modules.check_config(config, cat)
    modules.MODULES.validate(config)
    if not 2 <= len(config.seats) <= 4:
        raise ConfigError("Wondrous Creatures is played by 2 to 4 players here.")


def choose_achievements(cat: Catalog, rng: Rng, starter: bool,
                        modules: tuple[str, ...] = ()) -> list[str]:
    """Main achievements, then multi-species ones that share no species, then singles whose
    species none of the multi cards shows (3, 2 and 2 in the rulebook: six species in all),
    each from the cards the game's modules set out."""
    counts = cat.comps.components.setup
    every = cat.achievements_in(modules)
    mains = sorted(a.id for a in every if a.kind == "main")
    if starter:
        mains = sorted(a.id for a in every if a.kind == "main" and (a.number or 0) <= 3)
    rng.shuffle(mains)
    multis = sorted(a.id for a in every if a.kind == "multi")
    rng.shuffle(multis)
    chosen: list[str] = []
    taken: set[str] = set()
    for _ in range(counts["multi_achievements"]):  # the last card first, then down the deck
        pick = next((m for m in reversed(multis)
                     if not taken & set(cat.achievement(m).species)), None)
        if pick is None:
            raise ConfigError("The achievement cards cannot give that many multi-species "
                              "achievements without a shared species.")
        multis.remove(pick)
        chosen.append(pick)
        taken |= set(cat.achievement(pick).species)
    singles = sorted(a.id for a in every if a.kind == "single" and a.species[0] not in taken)
    rng.shuffle(singles)
    return [*mains[: counts["main_achievements"]], *chosen,
            *singles[: counts["single_achievements"]]]


def _player(seat: int, name: str, comps: ComponentsFile) -> PlayerState:
    each = comps.setup["starting_resource_each"]
    crew: list[Spot | None] = [None] * comps.limits["crew_per_player"]
    return PlayerState(seat=seat, name=name, resources=dict.fromkeys(RESOURCES, each), crew=crew)


def new_state(config: GameConfig, cat: Catalog, table: Table) -> WondrousState:
    """The base setup step by step, each module's steps after the base step they follow."""
    setting = _table(config, cat, table)
    for name, step in STEPS:
        step(setting)
        modules.set_up(setting, name)
    state = setting.state
    table.emit("setup", f"A game for {len(config.seats)} on side {state.side} of the board, "
               f"{state.trophies} trophies.")
    return state


def _table(config: GameConfig, cat: Catalog, table: Table) -> Setting:
    """The shuffled deck, pouch, tiles and time tokens; the Wilderness, the tile pool and the
    achievements; everyone's starting resources."""
    comps = cat.comps.components
    rng = Rng(config.seed)
    players = len(config.seats)  # a solo game is set up for two, Tingent being one
    side = next(s.side for s in cat.comps.main_board.sides if players in s.players)
    deck = cat.creatures_in(config.modules)
    rng.shuffle(deck)
    eggs = cat.eggs_in(config.modules)
    pouch: list[str] = [s for s in sorted(eggs) for _ in range(comps.pouch_per_species)]
    rng.shuffle(pouch)
    supply: dict[str, int] = {s: n - comps.pouch_per_species for s, n in sorted(eggs.items())}
    tiles = cat.tiles_in(config.modules)
    rng.shuffle(tiles)
    markings = list(cat.comps.main_board.time_token_markings)
    rng.shuffle(markings)

    trophies = comps.trophies[config.player_count]
    if config.options.get(LEARNING_TROPHIES):
        trophies -= comps.learning_trophy_reduction
    achievements = choose_achievements(cat, rng, bool(config.options.get(STARTER_ACHIEVEMENTS)),
                                       config.modules)
    state = WondrousState(
        rng=rng,
        players=[_player(i, s.name, comps) for i, s in enumerate(config.seats)],
        side=side,
        track=cat.track_for(players, config.modules).id,
        achievement_side="1-2" if players <= 2 else "3-4",
        deck=deck,
        wilderness=[deck.pop() for _ in range(comps.limits["wilderness"])],
        discard=[],
        pouch=pouch,
        supply_eggs=supply,
        nets_supply=comps.counts["butterfly_nets"],
        energies_supply=comps.counts["energies"],
        trophies=trophies,
        trophies_removed=0,
        trophies_start=trophies,
        tile_stack=tiles,
        tile_pool=[tiles.pop() for _ in range(comps.limits["tile_pool"])],
        tiles={},
        map_eggs={},
        time_pos=0,
        time_tokens={},
        achievements=[AchievementState(a, [None, None]) for a in achievements],
        modules=list(config.modules),
    )
    modules.own_records(state)
    return Setting(config, cat, state, markings, table)


def _four_players(setting: Setting) -> None:
    """With four, the map starts with its marked tiles and eggs."""
    state = setting.state
    if len(state.players) != 4:
        return
    for coord, hx in sorted(setting.cat.maps[state.side].items()):
        if hx.setup_4p == "habitat_tile":
            state.tiles[coord] = state.tile_stack.pop()
        elif hx.setup_4p == "egg":
            state.map_eggs[coord] = state.pouch.pop()


def _time_tokens(setting: Setting) -> None:
    """Two markings are revealed (their hexes get eggs) and go on the two rightmost token
    spaces; the others lie face down on the rest."""
    state, cat = setting.state, setting.cat
    setup = cat.comps.components.setup
    hexes = cat.maps[state.side]
    track = cat.tracks[state.track]
    revealed = setting.markings[: setup["revealed_time_tokens"]]
    for marking in revealed:
        for coord, hx in sorted(hexes.items()):
            if hx.marking == marking and coord not in state.tiles and coord not in state.map_eggs:
                state.map_eggs[coord] = state.pouch.pop()
    token_spaces = [s.index for s in track.spaces if s.time_token]
    hidden = setting.markings[setup["revealed_time_tokens"] :][: track.time_tokens - len(revealed)]
    state.rng.shuffle(revealed)
    state.rng.shuffle(hidden)
    order = hidden + revealed  # the two revealed tokens go on the two rightmost spaces
    state.time_tokens = dict(zip(token_spaces, order, strict=True))


def _markers(setting: Setting) -> None:
    for p in setting.state.players:
        p.markers = [m.id for m in setting.cat.comps.tracks.achievement_marker_rewards]


def _automa(setting: Setting) -> None:
    """The seat an automa plays, laid out by its module when the config asks for one."""
    modules.seat_automa(setting)


def _people(setting: Setting) -> None:
    """Each person's captain offer, nets and starting hand."""
    state, cat = setting.state, setting.cat
    captains = cat.captains_in(state.modules)
    state.rng.shuffle(captains)
    offered = cat.comps.components.setup["captain_boards_offered"]
    for seat in modules.people(state):
        p = state.players[seat]
        p.nets = modules.starting_nets(cat, state)
        state.nets_supply -= p.nets
        p.captain_offer = (cat.captains_in(state.modules) if modules.any_captain(state)
                           else sorted(captains[:offered]))
        del captains[:offered]
        p.hand = [state.deck.pop() for _ in range(modules.starting_draw(cat, state))]
        if modules.keeps_whole_hand(state):
            p.resources = dict.fromkeys(p.resources, 0)


#: the base setup in order, by name (a module's setup step names the one it follows)
STEPS: tuple[tuple[str, Callable[[Setting], None]], ...] = (
    ("four players", _four_players),
    ("time tokens", _time_tokens),
    ("markers", _markers),
    ("automa", _automa),
    ("people", _people),
)
