"""The action "reset evidence and cryptids" and the reward it shares with a request.

The rulebook lists only the first three steps of the action; its turn example and the
automatic reset ("skip steps 4 and 5") show the other two, which are those of a request:
the optional replacement of up to 2 cryptids without bids, then one bonus."""

from __future__ import annotations

from engine.core import Option
from engine.core.option_ids import read_id
from engine.cryptic.ctx import Ctx, Step
from engine.cryptic.evidence import on_board, reset_board
from engine.cryptic.ids import option_id
from engine.cryptic.row import replace_up_to_two
from engine.cryptic.state import ON_BOARD
from engine.cryptic.supply import gain_coins, gain_experience
from engine.cryptic.track import bonus_move, move_options

BONUS_COINS = 3
BONUS_EXPERIENCE = 1
BONUS_SPACES = 2


def reset_refusal(ctx: Ctx) -> str:
    if on_board(ctx) >= ON_BOARD:
        return "all 7 evidence tokens are on the map"
    return ""


def reset_action(ctx: Ctx, seat: int, replace: bool = True) -> Step:
    yield from reset_board(ctx, seat)
    yield from replace_and_reward(ctx, seat, "reset-replace", replace)


def replace_and_reward(ctx: Ctx, seat: int, kind: str, replace: bool = True) -> Step:
    """Steps 4 and 5: replace up to 2 cryptids without bids, then take one bonus."""
    if replace:
        yield from replace_up_to_two(ctx, seat, kind)
    yield from reward(ctx, seat)


def reward(ctx: Ctx, seat: int) -> Step:
    moves = [o for o in move_options(ctx, seat, BONUS_SPACES, optional=False) if o.id != "stay"]
    options = [
        Option(option_id("reward", "coins"), f"{BONUS_COINS} coins", help="reward"),
        Option(option_id("reward", "experience"), f"{BONUS_EXPERIENCE} experience", help="reward"),
        Option(option_id("reward", "assistant"), f"Move your assistant up to {BONUS_SPACES} spaces",
               help="reward", enabled=bool(moves), reason="" if moves else "no room on the track"),
    ]
    answer = yield from ctx.ask(seat, "reward", "Choose your bonus.", options, help="reward")
    which = read_id(answer, "reward").word()
    if which == "coins":
        gain_coins(ctx, seat, BONUS_COINS, " as a bonus")
    elif which == "experience":
        gain_experience(ctx, seat, BONUS_EXPERIENCE, " as a bonus")
    else:
        yield from bonus_move(ctx, seat, BONUS_SPACES, optional=False)
