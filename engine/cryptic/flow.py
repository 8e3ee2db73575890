"""Turn structure: the setup decisions in initiative order, then rounds of a
Cryptozoologist Phase and an Assistant Phase, each played from the top of the initiative
track down, and the end of the game one round after the sanctuary is complete. A seat a
module plays itself takes its turns from the module (`modules.Automa`); the actions and
keepsakes modules add are offered beside the base ones."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.assistant import END, assistant_turn, end_of_turn, face_words
from engine.cryptic.construction import build, starting_tiles
from engine.cryptic.ctx import Ctx, Step, plain
from engine.cryptic.evidence import collect, collect_refusal
from engine.cryptic.ids import option_id
from engine.cryptic.modules import (
    actions,
    automa,
    bid_markers,
    is_automa,
    keepsake_options,
    use_keepsake,
)
from engine.cryptic.movement import fly, movement_range, walk
from engine.cryptic.relocation import relocate, relocate_refusal
from engine.cryptic.reset import reset_action, reset_refusal
from engine.cryptic.row import bid_options, place_bid
from engine.cryptic.state import ASSISTANT, CRYPTO, OVER, SETUP
from engine.cryptic.track import order
from engine.cryptic.tracking import track, track_action_refusal


def play_turn(ctx: Ctx) -> Step:
    state = ctx.state
    if state.phase == SETUP:
        seat = state.setup_order[0]
        state.current = seat
        yield from setup_turn(ctx, seat)
        state.setup_order.pop(0)
        if not state.setup_order:
            _begin_round(ctx)
        return
    seat = next(s for s in order(ctx) if s not in state.acted)
    state.current = seat
    played = automa(state) if is_automa(state, seat) else None
    if state.phase == CRYPTO:
        if not state.acted:
            _roll_assistant_dice(ctx, seat)
        yield from (played.crypto_turn(ctx) if played else crypto_turn(ctx, seat))
    elif played:
        yield from played.assistant_turn(ctx)
    else:
        yield from assistant_turn(ctx, seat)
        end_of_turn(ctx, seat)
        yield from build(ctx, seat)
    state.acted.append(seat)
    state.turns += 1
    if state.phase == OVER:  # an automa's turn won the game
        return
    if len(state.acted) == len(state.players):
        _end_phase(ctx)


def setup_turn(ctx: Ctx, seat: int) -> Step:
    """Place the cryptozoologist in a free city, bid on 2 cryptids, take 3 terrain tiles."""
    p = ctx.p(seat)
    taken = {q.location: q.name for q in ctx.state.players if q.location}
    # every city in the map's order, a taken one greyed: each keeps its key
    options = [Option(option_id("city", city), ctx.place_name(city), refs=(f"location:{city}",),
                      help="setup", enabled=city not in taken,
                      reason=f"{taken[city]} starts there" if city in taken else "")
               for city in ctx.data.cat.city_ids()]
    answer = yield from ctx.ask(seat, "setup-city", f"{p.name}: where does your "
                                "cryptozoologist start?", options, help="setup")
    p.location = read_id(answer, "city").word()
    ctx.emit("setup", f"{p.name} starts in {ctx.place_name(p.location)}.", seat)
    while p.free_bids and bid_markers(ctx):
        answer = yield from ctx.ask(seat, "setup-bid", f"{p.name}: bid on a revealed cryptid.",
                                    bid_options(ctx, seat), help="bids")
        place_bid(ctx, seat, answer)
    yield from starting_tiles(ctx, seat)


def _begin_round(ctx: Ctx) -> None:
    state = ctx.state
    state.round += 1
    state.phase = CRYPTO
    state.acted = []
    final = " (the last round)" if state.round == state.final_round else ""
    ctx.emit("round", f"Round {state.round} begins{final}.")


def _roll_assistant_dice(ctx: Ctx, seat: int) -> None:
    state = ctx.state
    faces = [f.id for f in ctx.data.parts.dice.assistant_dice.faces]
    state.dice = [state.rng.choice(faces) for _ in state.dice]
    state.dice_taken = [False] * len(state.dice)
    told = " ".join(f"[{face_words(ctx, face)}]" for face in state.dice)
    ctx.emit("dice", f"{ctx.name(seat)} rolls the assistant dice: {told}.", seat,
             dice=list(state.dice))


def _end_phase(ctx: Ctx) -> None:
    state = ctx.state
    state.acted = []
    if state.phase == CRYPTO:
        state.phase = ASSISTANT
        return
    if state.construction_complete and not state.final_round:
        state.final_round = state.round + 1
    if state.round == state.final_round:
        state.phase = OVER
        state.end_reason = "the sanctuary was complete and the last round was played"
        ctx.emit("end", "The game is over.")
        return
    _begin_round(ctx)


# -- the Cryptozoologist Phase -------------------------------------------------------------

ACTIONS = ("move", "collect", "track", "relocate", "reset")


class Legs:
    """Movement points left in a split movement, per source: only the interrupt skill
    leaves any (`walk`), so without it a movement is one go."""

    def __init__(self) -> None:
        self.left = {"movement": 0, "action": 0}


def action_refusals(ctx: Ctx, seat: int) -> dict[str, str]:
    """Why each action is closed now ("" when open), the modules' actions last."""
    return {
        "move": "",
        "collect": collect_refusal(ctx, seat),
        "track": track_action_refusal(ctx, seat),
        "relocate": relocate_refusal(ctx, seat),
        "reset": reset_refusal(ctx),
    } | {name: action.refusal(ctx, seat) for name, action in actions(ctx).items()}


def _action_labels(ctx: Ctx) -> dict[str, str]:
    return {"move": "Move", "collect": "Collect evidence", "track": "Track a cryptid",
            "relocate": "Relocate a cryptid", "reset": "Reset evidence and cryptids",
            } | {name: action.label for name, action in actions(ctx).items()}


SKILL_ACTIONS = {"collect_evidence": "collect", "track_cryptid": "track",
                 "relocate_cryptid": "relocate"}
SPENT_SKILL = "spent: ready it again in your Assistant Phase"


def turn_options(ctx: Ctx, seat: int, legs: Legs) -> list[Option]:
    p = ctx.p(seat)
    why = action_refusals(ctx, seat)
    labels = _action_labels(ctx)
    added = actions(ctx)
    names = [*ACTIONS, *added]
    options = [ctx.once(plain, END, "End your turn", "turn")]
    if legs.left["movement"]:
        options.append(ctx.once(_go_on, "movement", legs.left["movement"]))
    else:
        used = "your Main Movement is spent" if p.movement_used else ""
        options.append(ctx.once(plain, "movement", "Main Movement", "movement", used))
    if legs.left["action"]:
        options.append(ctx.once(_go_on, "action", legs.left["action"]))
    for name in names:
        reason = "your Main Action is spent" if p.action_used else why[name]
        options.append(ctx.once(plain, option_id("action", name), labels[name], name, reason))
    if ctx.owns(seat, "flight_ticket"):
        ticket = option_id("skill", "flight_ticket")
        options.append(_skill_option(ctx, seat, "flight_ticket", ticket,
                                     "Flight ticket: fly anywhere", ""))
    for skill, name in SKILL_ACTIONS.items():
        if ctx.owns(seat, skill):
            options.append(_skill_option(ctx, seat, skill, option_id("skill", skill),
                                         f"Skill: {labels[name]}", why[name]))
    for name, action in added.items():
        if action.skill and ctx.owns(seat, action.skill):
            options.append(_skill_option(ctx, seat, action.skill, f"skill-{name}",
                                         action.skill_label, why[name], name))
    if p.free_bids and bid_markers(ctx):
        options += bid_options(ctx, seat)
    return options + keepsake_options(ctx, seat)


def _skill_option(ctx: Ctx, seat: int, skill: str, oid: str, label: str, why: str,
                  topic: str = "") -> Option:
    """A skill owned, as the turn offers it: greyed while spent (listed still, so its key
    does not pass to another option) or while its action cannot be done (`why`)."""
    reason = ("" if ctx.ready(seat, skill) else SPENT_SKILL) or why
    return ctx.once(_skill, oid, label, topic or f"skill:{skill}", reason)


def _skill(ctx: Ctx, oid: str, label: str, topic: str, reason: str) -> Option:
    return Option(oid, label, help=topic, enabled=not reason, reason=reason or "-")


def _go_on(ctx: Ctx, source: str, left: int) -> Option:
    return Option(option_id("go-on", source), f"Go on moving ({left} left)", help="movement")


def crypto_turn(ctx: Ctx, seat: int) -> Step:
    # "no buying back what you sold" holds for the Assistant Phase it was sold in: a buy in
    # this phase (Gulon's, say) may take a token sold there
    ctx.state.bought.clear()
    ctx.state.sold.clear()
    legs = Legs()
    p = ctx.p(seat)
    while True:
        # made only when asked (a replayed turn does not show them)
        answer = yield from ctx.ask(seat, "turn", f"{p.name}: your Cryptozoologist turn.",
                                    lambda: turn_options(ctx, seat, legs), help="turn",
                                    auto=False)
        if answer == END:
            legs.left = {"movement": 0, "action": 0}
            return
        yield from _do(ctx, seat, legs, answer)


def _do(ctx: Ctx, seat: int, legs: Legs, answer: str) -> Step:
    p = ctx.p(seat)
    kind, _, what = answer.partition(":")
    if answer == "movement":
        p.movement_used = True
        legs.left["movement"] = yield from walk(ctx, seat, movement_range(ctx, seat), True)
    elif kind == "go-on":
        legs.left[what] = yield from walk(ctx, seat, legs.left[what], False)
    elif kind == "action":
        if what == "move":
            p.action_used = True
            legs.left["action"] = yield from walk(ctx, seat, movement_range(ctx, seat), True)
        else:
            yield from _act(ctx, seat, what, lambda: setattr(p, "action_used", True))
    elif answer == "skill:flight_ticket":
        yield from fly(ctx, seat)
    elif kind == "skill":
        yield from _act(ctx, seat, SKILL_ACTIONS[what], lambda: ctx.spend_skill(seat, what))
    elif answer.startswith("skill-"):  # a module's action done with a skill
        action = actions(ctx)[answer.removeprefix("skill-")]
        ctx.spend_skill(seat, action.skill)
        yield from action.run(ctx, seat)
    elif kind == "bid":
        place_bid(ctx, seat, answer)
    else:
        use_keepsake(ctx, seat, answer)


def _act(ctx: Ctx, seat: int, what: str, commit: Callable[[], None]) -> Step:
    """An action as the Main Action or a skill; `commit` spends it (tracking spends it
    only once the player goes ahead: they may turn back before the dice roll)."""
    if what == "track":
        yield from track(ctx, seat, commit)
        return
    commit()
    if what == "collect":
        yield from collect(ctx, seat)
    elif what == "relocate":
        yield from relocate(ctx, seat)
    elif what == "reset":
        yield from reset_action(ctx, seat, replace=bid_markers(ctx))
    else:
        yield from actions(ctx)[what].run(ctx, seat)
