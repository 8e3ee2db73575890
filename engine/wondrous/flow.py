"""Turn structure: the setup decisions, then each player's turn of one basic action with
any number of free actions, the Wilderness refill, and the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.core import DONE, Option
from engine.core.option_ids import read_id
from engine.core.records import Frozen
from engine.wondrous.achieve import achieve, can_achieve
from engine.wondrous.cards import card_label, refill_wilderness
from engine.wondrous.ctx import Ctx, Step
from engine.wondrous.free import do_free, free_options, is_free
from engine.wondrous.gains import RESOURCE_NAMES, gain_resource
from engine.wondrous.modules import automa_of, keeps_whole_hand, people
from engine.wondrous.place import can_place, place_crew
from engine.wondrous.play import play_cards
from engine.wondrous.prices import affordable
from engine.wondrous.recharge import can_recharge, recharge
from engine.wondrous.state import RESOURCES, WondrousState

END_TURN = "end-turn"
PASS = "pass"


def play_turn(ctx: Ctx) -> Step:
    state = ctx.state
    phase = _SETUP_BY_NAME.get(state.phase)
    if phase is not None:
        yield from phase.decide(ctx, state.setup_seat)
        _next_setup(ctx, phase)
    else:
        automa = automa_of(state, state.current)
        yield from automa.turn(ctx) if automa else player_turn(ctx, state.current)
        end_of_turn(ctx)


def _next_setup(ctx: Ctx, phase: SetupPhase) -> None:
    """The next seat that decides in this setup phase, else the first seat of the next
    phase anyone decides in, else the first turn."""
    state = ctx.state
    later = [s for s in phase.deciders(state) if s > state.setup_seat]
    if later:
        state.setup_seat = later[0]
        return
    for following in SETUP_PHASES[SETUP_PHASES.index(phase) + 1 :]:
        seats = following.deciders(state)
        if seats:
            state.phase, state.setup_seat = following.name, seats[0]
            return
    state.phase, state.setup_seat, state.turn = "play", 0, 1
    ctx.emit("start", f"The game begins: {ctx.name(0)} goes first.")


def choose_captain(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    options = [
        Option(
            f"captain:{n}",
            f"{ctx.cat.captain(n).name}, {ctx.cat.captain(n).title}: {ctx.cat.captain(n).text}",
            help=f"captain:{n}",
        )
        for n in p.captain_offer
    ]
    answer = yield from ctx.ask(
        seat,
        "setup-captain",
        f"{p.name}: choose your captain (its power wakes with your first achievement).",
        options,
        help="captains",
        auto=False,
    )
    p.captain = read_id(answer).number()
    ctx.emit("captain", f"{p.name} takes {ctx.cat.captain(p.captain).name} as captain.", seat)


def keep_cards(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    keep = ctx.cat.comps.components.setup["starting_keep"]
    while len(p.hand) > keep:
        options = [
            Option(f"discard:{n}", card_label(ctx, n), refs=(f"card:{n}",), help=f"card:{n}")
            for n in sorted(p.hand)
        ]
        answer = yield from ctx.ask(
            seat,
            "setup-keep",
            f"{p.name}: discard {len(p.hand) - keep} more card(s); you keep {keep}.",
            options,
            help="setup",
            auto=False,
            multi=True,
        )
        number = read_id(answer).number()
        p.hand.remove(number)
        ctx.state.discard.append(number)
    ctx.emit("keep", f"{p.name} keeps {keep} cards.", seat)


def starting_resources(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    extra = ctx.cat.comps.components.setup[f"extra_resources_player_{seat + 1}"]
    chosen: list[str] = []
    while len(chosen) < extra:
        options = [
            Option(f"res:{r}", RESOURCE_NAMES[r], help="resources")
            for r in RESOURCES
            if r not in chosen
        ]
        answer = yield from ctx.ask(
            seat,
            "setup-resources",
            f"{p.name}: raise {extra - len(chosen)} more resource tracker(s) by one.",
            options,
            help="setup",
            multi=extra > 1,
        )
        chosen.append(read_id(answer).word())
        gain_resource(ctx, seat, chosen[-1])


def _keepers(state: WondrousState) -> list[int]:
    """A Poor Adventurer keeps the whole hand: nobody chooses."""
    return [] if keeps_whole_hand(state) else people(state)


def _raisers(state: WondrousState) -> list[int]:
    """Everyone but the first player raises trackers (Tingent decides nothing)."""
    return [s for s in people(state) if s >= 1]


class SetupPhase(Frozen):
    """A setup decision that each of its deciders makes, in seat order, before play."""

    name: str  # the state's phase while it lasts
    decide: Callable[[Ctx, int], Step]
    deciders: Callable[[WondrousState], list[int]]


SETUP_PHASES = (
    SetupPhase("captain", choose_captain, people),
    SetupPhase("keep", keep_cards, _keepers),
    SetupPhase("resources", starting_resources, _raisers),
)
_SETUP_BY_NAME = {phase.name: phase for phase in SETUP_PHASES}


def basic_options(ctx: Ctx, seat: int, done: bool) -> list[Option]:
    p = ctx.p(seat)
    taken = "one basic action per turn"
    place = can_place(ctx, seat)
    play = (
        ""
        if any(affordable(ctx, seat, n) for n in p.hand)
        else ("no card in your hand is affordable" if p.hand else "your hand is empty")
    )
    achieve_ok = (
        ""
        if can_achieve(ctx, seat)
        else ("no achievement slot is within reach" if p.markers else "all six markers are used")
    )
    charge = can_recharge(ctx, seat)
    rows = [
        ("place", "Place a crew member", place, "crew"),
        ("play", "Play cards", play, "play"),
        ("achieve", "Complete an achievement", achieve_ok, "achievements"),
        ("recharge", "Recharge", charge, "recharge"),
    ]
    return [
        Option(
            key,
            label,
            help=topic,
            enabled=not done and not why,
            reason=taken if done else (why or "-"),
        )
        for key, label, why, topic in rows
    ]


def turn_options(ctx: Ctx, seat: int, done: bool) -> list[Option]:
    # the four basic actions and "end your turn" keep the same keys (1-5) every turn
    options = basic_options(ctx, seat, done)
    options.append(
        Option(END_TURN, "End your turn", help="turn", enabled=done,
               reason="take a basic action first")
    )
    options += free_options(ctx, seat)
    if not done and not any(o.enabled for o in options[:4]):
        options.append(Option(PASS, "Pass (no basic action is possible)", help="turn"))
    return options


def player_turn(ctx: Ctx, seat: int) -> Step:
    p = ctx.p(seat)
    p.energy_used, p.net_icons_used = [], []
    p.captain_free_used = False
    p.last_discarded = 0  # Throboros: only a card discarded this turn was just discarded
    done = False
    while True:
        answer = yield from ctx.ask(seat, "turn", f"{p.name}: your turn.",
                                    partial(turn_options, ctx, seat, done), help="turn",
                                    auto=False)
        if answer == END_TURN:
            return
        if answer == PASS:
            ctx.emit("pass", f"{p.name} can take no basic action and passes.", seat)
            done = True
        elif answer == "place":
            done = (yield from place_crew(ctx, seat)) or done
        elif answer == "play":
            done = (yield from play_cards(ctx, seat)) or done
        elif answer == "achieve":
            done = (yield from achieve(ctx, seat)) or done
        elif answer == "recharge":
            done = (yield from recharge(ctx, seat)) or done
        elif is_free(answer):
            yield from do_free(ctx, seat, answer)
        elif answer == DONE:
            return


def end_of_turn(ctx: Ctx) -> None:
    state = ctx.state
    p = ctx.p(state.current)
    p.discount = 0
    refill_wilderness(ctx)
    if state.trophies_gone:
        if automa_of(state, state.current) is not None:
            state.final_turns = 0  # Tingent took the last trophy: nobody plays on
        elif state.final_turns is None:
            state.final_turns = len(state.players) - 1
        else:
            state.final_turns -= 1
        if state.final_turns <= 0:
            state.phase = "over"
            ctx.emit("end", "The game is over.")
            return
    state.current = (state.current + 1) % len(state.players)
    state.turn += 1
