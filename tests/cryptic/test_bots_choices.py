"""Situations where the `normal` bot's choice is plain to any player: track what its
evidence finds, relocate what it found, bid on what it can track; and its reason is one
line that names the option."""

from __future__ import annotations

from collections.abc import Callable

from engine.core import Game
from engine.core.agents import Decision, SeatTable
from engine.cryptic.api import AGENTS
from engine.cryptic.bots.threat import at_stake, threat
from engine.cryptic.ctx import Ctx
from engine.cryptic.solo.seats import YOU
from tests.cryptic import builder
from tests.cryptic.bot_helpers import arranged
from tests.cryptic.poacher_helpers import arm, contracts, set_row, solo_started
from tests.cryptic.rules_helpers import ctx_of, found, give, lay, put_in_row

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


def _poacher_one_capture_from_winning(ctx: Ctx) -> None:
    """Solo: he holds two beasts of your beast contract and the evidence Afanc (a beast
    you found) needs; you found Mahwot too, worth more settled but out of his
    reach (it needs three evidence); you stand in a city with room for both in the
    sanctuary, your move spent."""
    contracts(ctx, "type_beast", "habitat_forests")
    set_row(ctx, ["Lomie", "Tulikettu", "Elwetritsch", "Black Shuck", "Dip", "Raróg"])
    for pile in ctx.state.decks.values():
        for name in ("Kludde", "Cù-Sìth"):
            if name in pile:
                pile.remove(name)
    ctx.state.poacher.captured = ["Kludde", "Cù-Sìth"]
    arm(ctx, "water_outline", "victim")
    lay(ctx, "water", 2)
    lay(ctx, "forests", 3)
    found(ctx, YOU, "Mahwot", "Afanc")
    ctx.p(YOU).location = "aachen"
    ctx.p(YOU).movement_used = True


def test_normal_settles_the_cryptid_the_poacher_would_win_with() -> None:
    game, _ = solo_started(seed=SEED)
    game = arranged(game, _poacher_one_capture_from_winning)
    ctx = ctx_of(game)
    assert "Afanc" not in [c.name for c in ctx.state.row if c is not None]
    assert set(at_stake(ctx)) == {"Afanc"}  # his next turn may take it, and win
    assert threat(ctx) > 10
    chosen = []
    while "Afanc" in ctx_of(game).p(YOU).unsettled and len(chosen) < 8:
        assert game.prompt is not None and game.prompt.seat == YOU
        chosen.append(_normal(game).option)  # (a bid first changes nothing here)
        game.choose(chosen[-1])
    you, poacher = ctx_of(game).p(YOU), ctx_of(game).state.poacher
    assert "action:relocate" in chosen and not game.state.poacher.won
    assert "Afanc" in you.found and "Afanc" not in poacher.captured, chosen
    assert you.unsettled == ["Mahwot"]  # worth more settled, but out of his reach
