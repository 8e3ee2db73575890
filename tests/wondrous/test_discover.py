"""Discover (Winterfall): reveal until a card matches; it goes to the hand, the others face
up to the discard pile; the discard pile is shuffled in when the deck runs out; neither a
draw nor a discard."""

from __future__ import annotations

from engine.wondrous.ctx import Ctx
from engine.wondrous.deck import discover
from tests.wondrous.engine_helpers import move_card
from tests.wondrous.rule_helpers import events_of, ok
from tests.wondrous.winter_helpers import winter

FISHORSE, DRAKSID = 76, 106  # score for each card drawn / discarded


def is_end(ctx: Ctx, number: int) -> bool:
    return ctx.card(number).type == "end"


def test_the_first_matching_card_goes_to_the_hand_and_the_others_to_the_discard() -> None:
    _game, ctx = winter()
    s = ctx.state
    end = next(n for n in s.deck if is_end(ctx, n))
    others = [n for n in s.deck if not is_end(ctx, n)][:3]
    s.deck = [n for n in s.deck if n != end and n not in others] + [end, *others]
    hand = list(ctx.p(0).hand)
    assert discover(ctx, 0, lambda n: is_end(ctx, n), "an end card") == end
    assert ctx.p(0).hand == [*hand, end]
    assert s.discard[-3:] == list(reversed(others))  # revealed from the top, face up
    ok(ctx)


def test_the_discard_pile_is_shuffled_in_when_the_deck_runs_out() -> None:
    game, ctx = winter()
    s = ctx.state
    keep = [n for n in s.deck if ctx.card(n).habitat != "coral"][:4]
    s.discard += [n for n in s.deck if n not in keep]  # every coral card is in the discard
    s.deck = keep
    before = len(events_of(game, "reshuffle"))
    found = discover(ctx, 1, lambda n: ctx.card(n).habitat == "coral", "a coral card")
    assert found is not None and ctx.card(found).habitat == "coral"
    assert found in ctx.p(1).hand and len(events_of(game, "reshuffle")) == before + 1
    assert not set(keep) & set(ctx.p(1).hand)  # the four revealed first went to the discard
    ok(ctx)


def test_nothing_happens_when_no_card_matches_anywhere() -> None:
    _game, ctx = winter()
    s = ctx.state
    deck, discard, hand = list(s.deck), list(s.discard), list(ctx.p(0).hand)
    assert discover(ctx, 0, lambda n: False, "a dragon card") is None
    assert (s.deck, s.discard, ctx.p(0).hand) == (deck, discard, hand)


def test_discovering_is_not_drawing_or_discarding() -> None:
    game, ctx = winter()
    for number in (FISHORSE, DRAKSID):
        move_card(ctx, number, 0, "reserve")
    s = ctx.state
    end = next(n for n in s.deck if is_end(ctx, n))
    other = next(n for n in s.deck if not is_end(ctx, n))
    s.deck = [n for n in s.deck if n not in (end, other)] + [end, other]
    score, seen = ctx.p(0).score, len(game.events)
    assert discover(ctx, 0, lambda n: is_end(ctx, n), "an end card") == end
    assert other in s.discard
    assert ctx.p(0).score == score
    assert not [e for e in game.events[seen:] if e.kind in ("draw", "discard", "vp")]
