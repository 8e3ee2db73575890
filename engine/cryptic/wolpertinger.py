"""The Wolpertinger module: a face-down token in each city; in a city with one, a tracking
action (or the track skill) spends a rumor to take it. Hares score at the end; the coins
and evidence tokens are discarded any time for their gain; the reroll token while rolling
tracking dice. It plugs into the base rules through its `CrypticModule` (at the end)."""

from __future__ import annotations

from engine.core import Option, Rng
from engine.core.modules import named_in_config
from engine.core.records import Frozen
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.ids import option_id
from engine.cryptic.modules import Action, CrypticModule, Keepsakes, Rerolls, has_room
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts
from engine.cryptic.state import CrypticState, PlayerState, is_bonus_rumor
from engine.cryptic.supply import discard_piece, gain_coins, gain_from_bag

WOLPERTINGER = "wolpertinger"  # the module's id, in GameConfig.modules
SEARCH = "wolpertinger"
HARE = "hare"
WOLPERTINGER_STEP = "wolpertinger"  # its score category


def search_refusal(ctx: Ctx, seat: int) -> str:
    p = ctx.p(seat)
    if WOLPERTINGER not in ctx.state.modules:
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
             f"{wolpertinger_parts(ctx.data.cat).tokens[face].text}", seat, face=face)  # type: ignore[index]


def token_options(ctx: Ctx, seat: int) -> list[Option]:
    tokens = wolpertinger_parts(ctx.data.cat).tokens
    held = ctx.p(seat).wolpertinger
    options = []
    if "coins" in held:
        options.append(Option("hare-coins", f"Discard a Wolpertinger token for "
                              f"{tokens['coins'].coins} coins", help="wolpertinger"))
    if "evidence" in held:
        room = has_room(ctx, seat)
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
        gain_coins(ctx, seat, wolpertinger_parts(ctx.data.cat).tokens["coins"].coins,
                   " (Wolpertinger token)")
    else:
        gain_from_bag(ctx, seat)


def hare_points(ctx: Ctx, seat: int) -> int:
    """1 per stuffed hare, and the card's 2 to the single player with the most (a tie goes
    to the most unused other tokens; still tied, nobody)."""
    state = ctx.state
    tokens = wolpertinger_parts(ctx.data.cat).tokens
    points = ctx.p(seat).hares * tokens["hare"].vp
    most = max(p.hares for p in state.players)
    if most == 0:
        return points
    leaders = [p for p in state.players if p.hares == most]
    if len(leaders) > 1:
        unused = max(len(p.wolpertinger) for p in leaders)
        leaders = [p for p in leaders if len(p.wolpertinger) == unused]
    if len(leaders) == 1 and leaders[0].seat == seat:
        points += wolpertinger_parts(ctx.data.cat).card.vp
    return points


def set_up(ctx: Ctx) -> None:
    """A face-down token, shuffled, in each city."""
    faces = [face for face, t in wolpertinger_parts(ctx.data.cat).tokens.items()
             for _ in range(t.count)]
    ctx.state.rng.shuffle(faces)
    ctx.state.wolpertinger = dict(zip(ctx.data.cat.city_ids(), faces, strict=True))


def redeal(state: CrypticState, rng: Rng) -> None:
    """The tokens still face down in the cities, dealt again among them (from a sorted
    pool: where each lay is what a seat cannot see)."""
    cities = sorted(state.wolpertinger)
    faces = sorted(state.wolpertinger.values())
    rng.shuffle(faces)
    state.wolpertinger = dict(zip(cities, faces, strict=True))


def rerolls_held(ctx: Ctx, seat: int) -> int:
    return ctx.p(seat).wolpertinger.count("reroll")


def spend_reroll(ctx: Ctx, seat: int) -> None:
    ctx.p(seat).wolpertinger.remove("reroll")
    ctx.p(seat).wolpertinger_spent += 1
    ctx.emit("wolpertinger", f"{ctx.name(seat)} discards a Wolpertinger token to roll "
             "again.", seat)


class WolpertingerView(Frozen):
    """The Wolpertinger's part of the table: the cities whose token still lies there (face
    down: where, never which)."""

    cities: list[str]


class WolpertingerBoard(Frozen):
    """The Wolpertinger's part of a player's board: the tokens kept for later and the
    stuffed hares taken."""

    tokens: list[str]
    hares: int


def table_view(ctx: Ctx, seat: int) -> WolpertingerView:
    return WolpertingerView(sorted(ctx.state.wolpertinger))


def board_view(ctx: Ctx, p: PlayerState) -> WolpertingerBoard:
    return WolpertingerBoard(list(p.wolpertinger), p.hares)


MODULE = CrypticModule(
    id=WOLPERTINGER,
    is_on=named_in_config(WOLPERTINGER),
    in_config=True,
    set_up=set_up,
    actions={SEARCH: Action("Search for a Wolpertinger", search_refusal, search,
                            skill="track_cryptid",
                            skill_label="Skill: search for a Wolpertinger")},
    keepsakes=Keepsakes("hare-", token_options, use_token),
    rerolls=Rerolls(rerolls_held, "hare-reroll", "Wolpertinger token",
                    "Wolpertinger reroll token", spend_reroll),
    scores={WOLPERTINGER_STEP: hare_points},
    redeal=redeal,
    view_sections={"wolpertinger": table_view},
    board_sections={"wolpertinger": board_view},
)
