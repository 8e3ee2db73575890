"""What must hold of Tingent's parts at every step (the `invariants` hook): its cards each in
one place, nothing it may not hold, no crew member on a mountain it may not stand on, the
Haze's face-down slots. Also the cards and eggs it holds outside the base places, so the base
conservation checks count them (the `held_cards` and `held_eggs` hooks), and what of them is
face down, for a bot's sampled worlds (the `unseen` hook)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from engine.wondrous.ctx import Ctx
from engine.wondrous.modules import Unseen
from engine.wondrous.solo.component_set import tingent_parts
from engine.wondrous.solo.mode import tingent_cards
from engine.wondrous.state import WondrousState
from engine.wondrous.winterfall.component_set import WINTERFALL


def held_cards(state: WondrousState) -> Iterable[int]:
    """Its face-down cards and those the Haze turned down in the Wilderness."""
    assert state.solo is not None
    return state.solo.face_down + list(state.solo.hazed.values())


def unseen_cards(state: WondrousState) -> list[int]:
    """Its face-down cards, then the hazed Wilderness cards by slot."""
    assert state.solo is not None
    hazed = state.solo.hazed
    return [*state.solo.face_down, *(hazed[slot] for slot in sorted(hazed))]


def put_unseen_cards(state: WondrousState, dealt: Iterator[int]) -> None:
    """Cards dealt into the places `unseen_cards` read, as many in each."""
    solo = state.solo
    assert solo is not None
    solo.face_down[:] = [next(dealt) for _ in solo.face_down]
    for slot in sorted(solo.hazed):
        solo.hazed[slot] = next(dealt)


def unseen_piles(state: WondrousState) -> list[list[Any]]:
    """Its own deck."""
    assert state.solo is not None
    return [state.solo.deck]


#: what it keeps face down, for a bot's sampled worlds (the `unseen` hook)
UNSEEN = Unseen(cards=unseen_cards, put_cards=put_unseen_cards, piles=unseen_piles)


def held_eggs(state: WondrousState) -> Iterable[str]:
    """The eggs waiting on its board (Eggpocalypse)."""
    assert state.solo is not None
    return [sp for waiting in state.solo.board_eggs.values() for sp in waiting]


def check(ctx: Ctx) -> list[str]:
    s = ctx.state
    solo = s.solo
    assert solo is not None
    t = s.players[solo.seat]
    problems = []
    numbers = sorted(c.number for c in tingent_cards(ctx.cat, s.modules))
    if sorted(solo.deck + solo.drawn) != numbers:
        problems.append("Tingent's cards are not each in exactly one place")
    if any(t.resources.values()) or t.nets or t.hand or any(t.crew[2:]):  # captain, crew member
        problems.append("Tingent holds resources, nets, a hand or a third crew member")
    # Winterfall: brown side up it goes on mountains, and a mountain tile may be laid under
    # it at any time (so only a printed mountain tells a wrong move)
    roams = WINTERFALL in s.modules and solo.brown
    printed = ctx.cat.maps[s.side]
    for spot in t.crew:
        if spot and not roams and any(printed[c].terrain == "mountain" for c in spot):
            problems.append("Tingent stands on a mountain")
    if set(solo.hazed) & {i for i, n in enumerate(s.wilderness) if n is not None}:
        problems.append("a Wilderness slot is both face up and face down")
    if len(solo.hazed) >= tingent_parts(ctx.cat.comps).haze_flip_at:
        problems.append("the face-down Wilderness cards should have turned up")
    return problems
