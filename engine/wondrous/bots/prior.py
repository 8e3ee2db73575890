"""A quick guess of an option's worth from its prompt kind and id, without playing it:
it ranks the options a bot looks at and answers the follow-up questions of a looked-at
line (which card to discard, which resource to take)."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core import Option, Prompt
from engine.core.option_ids import read_id
from engine.wondrous.ctx import Catalog
from engine.wondrous.state import WondrousState

RETREAT = -100.0  # "back": never a way forward
DECLINE = -1.0  # "done", "skip", "none": worse than a real gain, better than a loss
#: prompts that use an icon, which may fire a card that asks the same again (a pool tile's
#: "fire a recharge card" and a recharge card that uses a pool tile): stopping comes first
#: unless going on gains something, or the chain would never end
CHAINS = {"marie-tile", "habitat-icon", "macus-icon"}
STOP = 0.5

#: the turn's basic actions, best first when nothing else is known
TURN = {"achieve": 9.0, "play": 6.0, "place": 5.0, "net": 1.0, "recharge": 2.0,
        "end-turn": 0.0}
#: prompts that take a card (its worth) and prompts that give one away (minus its worth)
TAKE_CARD = {"play-card", "play-free", "play-wilderness", "take-wilderness", "examine-keep",
             "habitat-reward"}
GIVE_CARD = {"hand-limit", "discard", "setup-keep", "discard-discount", "pick-hand"}
CARD_PARTS = {"play": 0, "hand": 0, "keep": 0, "discard": 0}
VP = re.compile(r"(\d+) VP")
ICONS = re.compile(r"(\d+) icons?")


def card_worth(cat: Catalog, number: int, power: float) -> float:
    """A card's worth in hand: its points and ability, less a little for its cost."""
    card = cat.creature(number)
    return card.ending_score + power - 0.3 * card.cost_total


def prior(cat: Catalog, power: Callable[[int], float], prompt: Prompt, option: Option,
          state: WondrousState) -> float:
    oid = option.id
    if oid == "back":
        return RETREAT
    kind = prompt.kind
    if oid in ("done", "skip", "none"):
        return STOP if kind in CHAINS else DECLINE
    if kind == "turn":
        if oid == "recharge" and not any(s is None for s in state.players[prompt.seat].crew):
            return 8.0  # the crew is all out: time to call it home
        return TURN.get(oid, 0.0)
    card = _card_of(state, prompt.seat, kind, oid)
    if card is not None:
        worth = card_worth(cat, card, power(card))
        return -worth if kind in GIVE_CARD else worth
    if kind == "habitat-reward" and oid.startswith("res"):
        return 1.5
    if kind in ("achievement", "marker-reward", "marker"):
        found = VP.search(option.label)
        return 3.0 + (int(found.group(1)) if found else 0)
    if kind == "place-spot":
        found = ICONS.search(option.label)
        return (int(found.group(1)) if found else 0) + ("egg" in option.label)
    if oid.startswith("res:") and ":" not in oid[4:]:
        have = state.players[prompt.seat].resources.get(oid[4:], 0)
        return -0.1 * have  # the kind held least
    if kind == "place-member":
        return 1.0 if oid == "member:1" else 0.5
    return 0.0


def _card_of(state: WondrousState, seat: int, kind: str, oid: str) -> int | None:
    """The creature card an option takes or gives, when it names one."""
    parsed = read_id(oid)
    try:
        if parsed.kind in CARD_PARTS:
            return parsed.number(0)
        if parsed.kind == "wild" and kind in TAKE_CARD:
            return state.wilderness[parsed.number(0)]
        if parsed.kind == "card" and kind == "habitat-reward":
            return state.wilderness[parsed.number(1)]
    except (ValueError, IndexError):
        return None
    return None
