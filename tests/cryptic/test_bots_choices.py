"""Situations where the `normal` bot's choice is plain to any player: track what its
evidence finds, relocate what it found, bid on what it can track; and its reason is one
line that names the option."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Game
from engine.core.agents import Decision, SeatTable
from engine.cryptic.api import AGENTS
from engine.cryptic.ctx import Ctx
from tests.cryptic import builder
from tests.cryptic.bot_helpers import arranged
from tests.cryptic.rules_helpers import found, give, lay, put_in_row

# Kludde lives on the Frisian Coast (N1) and needs a victim and an eyewitness; it is put
# in the slot of Black Shuck, which no seat bid on in the game of seed 3
SEED = 3
KLUDDE_SLOT = 2


def _normal(game: Game) -> Decision:
    assert game.prompt is not None
    return AGENTS["normal"](game.prompt.seat, 11).decide(SeatTable(game))


def _ready_to_track(seat: int, bid: bool) -> Callable[[Ctx], None]:
    def change(ctx: Ctx) -> None:
        p = ctx.p(seat)
        if bid:  # one of its bid markers moves to Kludde
            held = next(card for card in ctx.state.row if card is not None and seat in card.bids)
            held.bids.remove(seat)
            p.free_bids += 1
        put_in_row(ctx, KLUDDE_SLOT, "Kludde", bids=(seat,) if bid else ())
        p.location = "N1"
        p.evidence.clear()
        give(ctx, seat, "victim", "eyewitness")
        p.movement_used = True  # the choice left is the action
    return change


def test_normal_tracks_a_cryptid_whose_evidence_it_holds() -> None:
    game, _, seat = builder.table(players=2, seed=SEED)
    game = arranged(game, _ready_to_track(seat, bid=True))
    assert game.prompt is not None and game.prompt.option("action:track").enabled
    assert _normal(game).option == "action:track"


def test_normal_bids_on_a_cryptid_it_can_track_at_once() -> None:
    game, _, seat = builder.table(players=2, seed=SEED)

    def change(ctx: Ctx) -> None:
        _ready_to_track(seat, bid=False)(ctx)
        ctx.p(seat).free_bids += 1  # a bid marker came back to its hand
        held = next(card for card in ctx.state.row if card is not None and seat in card.bids)
        held.bids.remove(seat)

    game = arranged(game, change)
    assert _normal(game).option == f"bid:{KLUDDE_SLOT}"


def test_normal_relocates_a_found_cryptid_in_a_city() -> None:
    game, _, seat = builder.table(players=2, seed=SEED)

    def change(ctx: Ctx) -> None:
        lay(ctx, "water", 2)
        found(ctx, seat, "Trochus")
        ctx.p(seat).location = "aachen"
        ctx.p(seat).movement_used = True

    game = arranged(game, change)
    assert game.prompt is not None and game.prompt.option("action:relocate").enabled
    assert _normal(game).option == "action:relocate"


def test_a_reason_is_one_line_naming_the_option() -> None:
    game, _, seat = builder.table(players=2, seed=SEED)
    game = arranged(game, _ready_to_track(seat, bid=True))
    decision = _normal(game)
    assert game.prompt is not None
    label = game.prompt.option(decision.option).label
    assert decision.reason.startswith(label + ":")
    assert "\n" not in decision.reason and len(decision.reason) > len(label) + 3
