"""The Wolpertinger module: a face-down token in each city; in a city with one, a tracking
action (or the track skill) spends a rumor to take it. Hares score at the end; the coins
and evidence tokens are discarded any time for their gain; the reroll token while rolling
tracking dice (see `tracking`)."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import option_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.state import is_bonus_rumor
from engine.cryptic.supply import discard_piece, gain_coins, gain_from_bag

SEARCH = "wolpertinger"
HARE = "hare"


def search_refusal(ctx: Ctx, seat: int) -> str:
    p = ctx.p(seat)
    if not ctx.with_wolpertinger:
        return "the Wolpertinger module is not in play"
    if p.location not in ctx.state.wolpertinger:
        return "no Wolpertinger token here"
    if not any(ctx.kind(piece) == "rumor" for piece in p.evidence):
        return "you have no rumor to spend"
    return ""


def search(ctx: Ctx, seat: int) -> Step:
    """Spend a rumor (the cheapest kind first: a bonus rumor) and take the city's token."""
    p = ctx.p(seat)
    rumors = [i for i, piece in enumerate(p.evidence) if ctx.kind(piece) == "rumor"]
    if len({is_bonus_rumor(p.evidence[i]) for i in rumors}) > 1:
        options = [Option(option_id("spend", "bonus"), "Spend a bonus rumor", help="wolpertinger"),
                   Option(option_id("spend", "token"), "Spend a rumor token", help="wolpertinger")]
        answer = yield from ctx.ask(seat, "wolpertinger-rumor", "Which rumor do you spend?",
                                    options, help="wolpertinger")
        bonus = answer == "spend:bonus"
        rumors = [i for i in rumors if is_bonus_rumor(p.evidence[i]) == bonus]
    discard_piece(ctx, p.evidence.pop(rumors[0]))
    face = ctx.state.wolpertinger.pop(p.location)
    ctx.table.reveal("a Wolpertinger token was turned")
    if face == HARE:
        p.hares += 1
    else:
        p.wolpertinger.append(face)
    ctx.emit("wolpertinger", f"{p.name} finds a Wolpertinger token: "
             f"{ctx.data.cat.wolpertinger.tokens[face].text}", seat, face=face)  # type: ignore[index]


def token_options(ctx: Ctx, seat: int) -> list[Option]:
    tokens = ctx.data.cat.wolpertinger.tokens
    held = ctx.p(seat).wolpertinger
    options = []
    if "coins" in held:
        options.append(Option("hare-coins", f"Discard a Wolpertinger token for "
                              f"{tokens['coins'].coins} coins", help="wolpertinger"))
    if "evidence" in held:
        room = ctx.has_room(seat)
        options.append(Option("hare-evidence", "Discard a Wolpertinger token for evidence from "
                              "the bag", help="wolpertinger", enabled=room,
                              reason="" if room else "your evidence slots are full"))
    return options


def use_token(ctx: Ctx, seat: int, answer: str) -> None:
    p = ctx.p(seat)
    face = answer.removeprefix("hare-")
    p.wolpertinger.remove(face)
    p.wolpertinger_spent += 1
    if face == "coins":
        gain_coins(ctx, seat, ctx.data.cat.wolpertinger.tokens["coins"].coins,
                   " (Wolpertinger token)")
    else:
        gain_from_bag(ctx, seat)


def hare_points(ctx: Ctx, seat: int) -> int:
    """1 per stuffed hare, and the card's 2 to the single player with the most (a tie goes
    to the most unused other tokens; still tied, nobody)."""
    state = ctx.state
    tokens = ctx.data.cat.wolpertinger.tokens
    points = ctx.p(seat).hares * tokens["hare"].vp
    most = max(p.hares for p in state.players)
    if most == 0:
        return points
    leaders = [p for p in state.players if p.hares == most]
    if len(leaders) > 1:
        unused = max(len(p.wolpertinger) for p in leaders)
        leaders = [p for p in leaders if len(p.wolpertinger) == unused]
    if len(leaders) == 1 and leaders[0].seat == seat:
        points += ctx.data.cat.wolpertinger.card.vp
    return points
