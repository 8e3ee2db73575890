"""The Assistant Phase turn: the one mandatory move (up: learn and refresh skills; down: an
assistant die's bonus) and the optional actions (coin moves, coin resets, the market, a
changed bid), in any order."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Data, Step, plain
from engine.cryptic.evidence import refill_market, renew_market
from engine.cryptic.ids import option_id
from engine.cryptic.market import buy, buy_options, sell, sell_options, swap, swap_options
from engine.cryptic.modules import (
    bid_markers,
    has_room,
    keepsake_options,
    switched_on,
    use_keepsake,
)
from engine.cryptic.row import bid_options, must_bid, place_bid, replace_card, without_bids
from engine.cryptic.supply import (
    afford_refusal,
    gain_bonus_rumor,
    gain_coins,
    gain_experience,
    pay_coins,
)
from engine.cryptic.track import DOWN, UP, can_move, move, position, step_target

END = "end-turn"
TWO_PLAYER_SURCHARGE = 1
REFRESH_COST = 1  # coins to ready a spent skill when moving up


class TurnSoFar:
    """What the turn has done so far (kept in the generator: replayed on undo)."""

    def __init__(self, ctx: Ctx, seat: int) -> None:
        # a turn begun on the top space may pass it again but not end there
        self.started_top = position(ctx, seat) == 0
        self.moved: str = ""  # the mandatory direction, once taken
        self.rebid = False
        self.readied: list[str] = []  # paid for this turn: still listed, greyed


def skill_cost(ctx: Ctx, skill: str) -> int:
    return learning_cost(ctx.data, ctx.players, skill)


def learning_cost(data: Data, players: int, skill: str) -> int:
    """A skill's price in experience: the board's cost, and 1 more in a two-player game."""
    surcharge = TWO_PLAYER_SURCHARGE if players == 2 else 0
    return data.skills[skill].cost + surcharge


def learn_options(ctx: Ctx, seat: int) -> list[Option]:
    """Every skill of the board in its order, one you have (all its copies) greyed, so a
    skill keeps its key as others are learnt."""
    p = ctx.p(seat)
    options = []
    for skill in ctx.data.parts.player_board.skills:
        cost = skill_cost(ctx, skill.id)
        why = ("you have it" if ctx.owns(seat, skill.id) >= skill.copies else
               "" if cost <= p.experience else "not enough experience")
        options.append(ctx.once(_learn_option, skill.id, cost, why))
    return options


def _learn_option(ctx: Ctx, skill: str, cost: int, why: str) -> Option:
    return Option(option_id("learn", skill), f"Learn {ctx.data.skills[skill].name} for {cost} "
                  "experience", help=f"skill:{skill}", enabled=not why, reason=why)


def learn(ctx: Ctx, seat: int, skill: str) -> None:
    cost = skill_cost(ctx, skill)
    p = ctx.p(seat)
    p.experience -= cost
    p.skills[skill] = p.skills.get(skill, 0) + 1
    ctx.emit("learn", f"{p.name} learns {ctx.data.skills[skill].name}.", seat, skill=skill)


def refresh_options(ctx: Ctx, seat: int, kind: str, cost: int, keep: int = 0,
                    readied: tuple[str, ...] = ()) -> list[Option]:
    """Readying spent skills; the ones `readied` meanwhile stay in the list, greyed, so
    the others keep their keys."""
    p = ctx.p(seat)
    pay = afford_refusal(p.coins, cost, keep, "no coin")
    options = []
    for skill in sorted({*p.spent, *readied}):
        why = "it is ready" if skill not in p.spent else pay
        options.append(ctx.once(_refresh_option, kind, skill, cost, why))
    return options


def _refresh_option(ctx: Ctx, kind: str, skill: str, cost: int, why: str) -> Option:
    return Option(option_id(kind, skill), f"Ready {ctx.data.skills[skill].name} again"
                  + (f" for {cost} coin" if cost else ""), help="skills", enabled=not why,
                  reason=why)


def refresh(ctx: Ctx, seat: int, skill: str) -> None:
    ctx.p(seat).spent.remove(skill)
    ctx.emit("refresh", f"{ctx.name(seat)} readies {ctx.data.skills[skill].name}.", seat)


def die_options(ctx: Ctx, seat: int) -> list[Option]:
    faces = {f.id: f for f in ctx.data.parts.dice.assistant_dice.faces}
    options = []
    for i, (face_id, taken) in enumerate(zip(ctx.state.dice, ctx.state.dice_taken,
                                             strict=True)):
        face = faces[face_id]
        why = ""
        if taken:  # listed greyed: each die keeps its key through the round
            why = "taken this round"
        elif face.gain == "bonus_rumor" and not has_room(ctx, seat):
            why = "your evidence slots are full"
        elif face.gain == "bonus_rumor" and ctx.state.rumor_supply <= 0:
            why = "no bonus rumor is left"
        options.append(ctx.once(_die_option, i, face.gain, face.amount, why))
    if not any(o.enabled for o in options):
        options.append(Option("no-die", "Take no die (none gives you anything)", help="dice"))
    return options


def _die_option(ctx: Ctx, i: int, gain: str, amount: int, why: str) -> Option:
    return Option(option_id("die", i), face_label(gain, amount), refs=(f"die:{i}",),
                  help="dice", enabled=not why, reason=why)


def face_words(ctx: Ctx, face_id: str) -> str:
    """An assistant die's face in words: "2 coins"."""
    face = next(f for f in ctx.data.parts.dice.assistant_dice.faces if f.id == face_id)
    return face_label(face.gain, face.amount)


def face_label(gain: str, amount: int) -> str:
    """An assistant die face in words: its option label, and its help topic's title."""
    return {"coins": f"{amount} coins", "experience": f"{amount} experience",
            "refresh": f"Ready {amount} spent skills", "bonus_rumor": "A bonus rumor"}[gain]


def take_die(ctx: Ctx, seat: int) -> Step:
    answer = yield from ctx.ask(seat, "assistant-die", "Take which assistant die?",
                                die_options(ctx, seat), help="dice")
    if answer == "no-die":
        return
    index = read_id(answer, "die").number()
    ctx.state.dice_taken[index] = True
    face = next(f for f in ctx.data.parts.dice.assistant_dice.faces
                if f.id == ctx.state.dice[index])
    if face.gain == "coins":
        gain_coins(ctx, seat, face.amount, " from a die")
    elif face.gain == "experience":
        gain_experience(ctx, seat, face.amount, " from a die")
    elif face.gain == "bonus_rumor":
        gain_bonus_rumor(ctx, seat)
    else:
        readied: list[str] = []
        for _ in range(face.amount):
            options = refresh_options(ctx, seat, "ready", 0, readied=tuple(readied))
            if not any(o.enabled for o in options):
                break
            options.append(Option("done", "Ready no more", help="skills"))
            chosen = yield from ctx.ask(seat, "die-refresh", "Ready which spent skill?",
                                        options, help="skills")
            if chosen == "done":
                break
            readied.append(read_id(chosen, "ready").word())
            refresh(ctx, seat, readied[-1])


def coins_kept(ctx: Ctx, seat: int, turn: TurnSoFar) -> int:
    """Back on the top space the turn began on, with the mandatory move made: one coin
    stays for the paid move off it, so the turn can still end."""
    return int(turn.started_top and bool(turn.moved) and position(ctx, seat) == 0)


def top_refusal(ctx: Ctx, seat: int, turn: TurnSoFar, end: int, cost: int,
                mandatory: bool) -> str:
    """A move back onto the top space the turn began on needs a way off it again: the
    mandatory move down, still to make, or a coin left for a paid move."""
    if not turn.started_top or end != 0:
        return ""
    if (not turn.moved and not mandatory) or ctx.p(seat).coins - cost >= 1:
        return ""
    return "you would need a coin to leave the top space again"


def mandatory_options(ctx: Ctx, seat: int, turn: TurnSoFar) -> list[Option]:
    """Up or down; once moved both stay listed, greyed, so the options after them keep
    their keys."""
    if turn.moved:
        why_up = why_down = f"you moved your assistant {turn.moved} this turn"
    else:
        up_to = step_target(ctx, seat, UP)
        why_up = ("no free space above" if up_to is None else
                  top_refusal(ctx, seat, turn, up_to, 0, mandatory=True))
        why_down = "" if can_move(ctx, seat, DOWN) else "no free space below"
    return [
        ctx.once(plain, "move-up", "Move your assistant up (learn and ready skills)",
                 "assistant", why_up),
        ctx.once(plain, "move-down", "Move your assistant down (take an assistant die)",
                 "assistant", why_down),
    ]


def coin_move_options(ctx: Ctx, seat: int, turn: TurnSoFar) -> list[Option]:
    p = ctx.p(seat)
    options = []
    for direction in (UP, DOWN):
        end = step_target(ctx, seat, direction)
        why = ("no coin" if p.coins < 1 else "no free space" if end is None else
               top_refusal(ctx, seat, turn, end, 1, mandatory=False))
        options.append(ctx.once(plain, option_id("pay-move", direction),
                                f"Pay 1 coin: assistant {direction}", "assistant", why))
    return options


def reset_options(ctx: Ctx, seat: int, keep: int = 0) -> list[Option]:
    coins = ctx.p(seat).coins
    why = afford_refusal(coins, 1, keep, "no coin")
    options = [ctx.once(plain, "pay-market", "Pay 1 coin: 3 new market tokens", "market",
                        why)]
    if bid_markers(ctx):
        cost, cards = replace_cost(ctx)
        why = afford_refusal(coins, cost, keep, "no coin" if cost == 1 else "not enough coins")
        why = why or ("" if without_bids(ctx) else "every cryptid has a bid")
        what = f"{cost} coins: replace 1 cryptid" if cards == 1 else (
            "1 coin: replace up to 2 cryptids")
        options.append(ctx.once(plain, "pay-cryptids", f"Pay {what} without bids", "replace",
                                why))
    return options


def replace_cost(ctx: Ctx) -> tuple[int, int]:
    """(coins, cards) of the Assistant Phase reset of cryptids: 1 coin for up to 2 cards,
    unless a module prices it its own way."""
    priced = next((m.replace_cost for m in switched_on(ctx) if m.replace_cost), None)
    return (1, 2) if priced is None else priced(ctx)


def reset_market(ctx: Ctx, seat: int) -> None:
    pay_coins(ctx, seat, 1)
    renew_market(ctx)
    ctx.emit("market", f"{ctx.name(seat)} pays 1 coin for a new market.", seat)


def reset_cryptids(ctx: Ctx, seat: int) -> Step:
    """Discard up to 2 cards without bids (or one slot twice) for 1 coin, or as a module
    prices it (`replace_cost`)."""
    cost, cards = replace_cost(ctx)
    pay_coins(ctx, seat, cost)
    for count in range(cards):
        options = [Option(option_id("replace", i), f"Replace {card.name}", help="replace")
                   for i in without_bids(ctx) if (card := ctx.state.row[i]) is not None]
        if count:
            options.append(Option("keep", "Replace no more", help="replace"))
        if not options:
            return
        answer = yield from ctx.ask(seat, "pay-replace", "Replace which cryptid?", options,
                                    help="replace")
        if answer == "keep":
            return
        replace_card(ctx, read_id(answer, "replace").number())


def rebid_options(ctx: Ctx, seat: int, turn: TurnSoFar) -> list[Option]:
    if not bid_markers(ctx) or turn.rebid:
        return []
    row = ctx.state.row
    return [
        ctx.once(_rebid_option, a, ca.name, b, cb.name)
        for a, ca in enumerate(row) if ca is not None and seat in ca.bids
        for b, cb in enumerate(row) if cb is not None and seat not in cb.bids
    ]


def _rebid_option(ctx: Ctx, a: int, old: str, b: int, new: str) -> Option:
    return Option(option_id("rebid", a, b), f"Move your bid from {old} to {new}",
                  refs=(f"cryptid:{a}", f"cryptid:{b}"), help="bids")


def rebid(ctx: Ctx, seat: int, answer: str) -> None:
    chosen = read_id(answer, "rebid")
    old, new = ctx.state.row[chosen.number(0)], ctx.state.row[chosen.number(1)]
    assert old is not None and new is not None
    old.bids.remove(seat)
    new.bids.append(seat)
    ctx.emit("bid", f"{ctx.name(seat)} moves a bid from {old.name} to {new.name}.", seat)


def end_refusal(ctx: Ctx, seat: int, turn: TurnSoFar, mandatory: list[Option]) -> str:
    """`mandatory`: the turn's `mandatory_options` now."""
    if not turn.moved and any(o.enabled for o in mandatory):
        return "move your assistant up or down first"
    if turn.started_top and position(ctx, seat) == 0:
        return "you may not end on the top space you started on"
    if must_bid(ctx, seat):
        return "place your bid marker first"
    return ""


def assistant_turn(ctx: Ctx, seat: int) -> Step:
    ctx.state.sold.clear()
    ctx.state.bought.clear()
    turn = TurnSoFar(ctx, seat)
    p = ctx.p(seat)
    while True:
        # made only when asked (a replayed turn does not show them)
        answer = yield from ctx.ask(seat, "assistant", f"{p.name}: your Assistant Phase turn.",
                                    lambda: turn_options(ctx, seat, turn), help="assistant",
                                    auto=False)
        if answer == END:
            return
        yield from _do(ctx, seat, turn, answer)


def turn_options(ctx: Ctx, seat: int, turn: TurnSoFar) -> list[Option]:
    """Every option of an Assistant turn, in the order that keeps their keys."""
    mandatory = mandatory_options(ctx, seat, turn)
    why = end_refusal(ctx, seat, turn, mandatory)
    options = [ctx.once(plain, END, "End your turn", "assistant", why), *mandatory]
    keep = coins_kept(ctx, seat, turn)
    if turn.moved == UP:
        options += learn_options(ctx, seat)
        options += refresh_options(ctx, seat, "refresh", REFRESH_COST, keep,
                                   readied=tuple(turn.readied))
    options += coin_move_options(ctx, seat, turn) + reset_options(ctx, seat, keep)
    options += buy_options(ctx, seat, keep) + sell_options(ctx, seat)
    options += swap_options(ctx, seat, keep)
    if bid_markers(ctx):
        options += bid_options(ctx, seat) if ctx.p(seat).free_bids else []
        options += rebid_options(ctx, seat, turn)
    options += keepsake_options(ctx, seat)
    return options


def _do(ctx: Ctx, seat: int, turn: TurnSoFar, answer: str) -> Step:
    kind = read_id(answer).kind
    if answer in ("move-up", "move-down"):
        turn.moved = UP if answer == "move-up" else DOWN
        move(ctx, seat, turn.moved)
        if turn.moved == DOWN:
            yield from take_die(ctx, seat)
    elif kind == "learn":
        learn(ctx, seat, read_id(answer).word())
    elif kind == "refresh":
        pay_coins(ctx, seat, 1)
        turn.readied.append(read_id(answer).word())
        refresh(ctx, seat, turn.readied[-1])
    elif kind == "pay-move":
        pay_coins(ctx, seat, 1)
        move(ctx, seat, read_id(answer).word())
    elif answer == "pay-market":
        reset_market(ctx, seat)
    elif answer == "pay-cryptids":
        yield from reset_cryptids(ctx, seat)
    elif kind == "buy":
        buy(ctx, seat, answer)
    elif kind == "sell":
        yield from sell(ctx, seat, answer)
    elif kind == "swap":
        swap(ctx, seat, answer)
    elif kind == "bid":
        place_bid(ctx, seat, answer)
    elif kind == "rebid":
        turn.rebid = True
        rebid(ctx, seat, answer)
    else:
        use_keepsake(ctx, seat, answer)


def end_of_turn(ctx: Ctx, seat: int) -> None:
    """Refill the market, ready the action markers (the terrain tile: `flow`)."""
    refill_market(ctx)
    p = ctx.p(seat)
    p.movement_used = p.action_used = False
