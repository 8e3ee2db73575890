"""One way to lay a Wondrous Creatures table for the rules tests: a game past its setup (base,
Winterfall or solo against Tingent), then the situation a test file starts from, each part
an option named for what it sets on the table.

    from tests.wondrous.builder import table
    game, ctx = table(winterfall=True, bare=True)
    ctx = table(hands="deck", score=60).ctx

A test file whose tests all start alike names its options once
(`table = partial(builder.table, bare=True)`) instead of writing a factory of its own: the
files used to carry eight, each a variation on the same few steps."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal, NamedTuple

from engine.core import Game
from engine.wondrous.ctx import Ctx
from engine.wondrous.state import WondrousState
from tests.wondrous.engine_helpers import bare_players, ctx_of, started
from tests.wondrous.rule_helpers import fresh, set_achievements, unlock
from tests.wondrous.solo_helpers import solo, solo_fresh
from tests.wondrous.winter_helpers import winter


class Table(NamedTuple):
    """The game (to answer its prompts) and a rules context on its live state (to set a
    situation up); unpacks as `game, ctx`."""

    game: Game[WondrousState]
    ctx: Ctx


def table(
    players: int = 2,
    seed: int = 1,
    *,
    winterfall: bool = False,
    solo_level: str | None = None,
    empty_map: bool = False,
    achievements: Iterable[str] = (),
    captain: int | None = None,
    tingent_targets: dict[str, str] | None = None,
    bare: bool = False,
    hands: Literal["deck"] | None = None,
    score: int | None = None,
    scored: Iterable[int] | None = None,
    unlocked_captain: int | None = None,
    keep: list[Ctx] | None = None,
) -> Table:
    """A table past its setup decisions (each took the first legal option), then:

    - `winterfall`: with the expansion, its starter main achievements, no egg on the map and
      nothing its prelude card laid (see winter_helpers.winter);
    - `solo_level`: one player against Tingent at that level, no egg on the map;
    - `empty_map`: no egg on the map (a base game; the two above always clear it);
    - `achievements`: these achievement cards out, no token on them;
    - `captain`: every player leads this captain (locked);
    - `tingent_targets`: Tingent's achievement targets (a solo table);
    - `bare`: every hand to the discard pile, no resources, score track rewards used up;
    - `hands="deck"`: every hand back on top of the deck;
    - `score`: the players of `scored` (every one unless told) at this score with the track
      rewards used up, so points never open a prompt of their own;
    - `unlocked_captain`: player 0 leads this captain, unlocked;
    - `keep`: a list the table's context is added to (a file's fixture checks them).
    """
    if winterfall:
        game, ctx = winter(players, seed)
    elif solo_level is not None:
        game, ctx = solo_fresh(solo_level, seed=seed)
    elif empty_map:
        game, ctx = fresh(players, seed)
    else:
        game = started(players, seed)
        ctx = ctx_of(game)
    if keep is not None:
        keep.append(ctx)
    if achievements:
        set_achievements(ctx, *achievements)
    if captain is not None:
        for p in ctx.state.players:
            p.captain = captain
    if tingent_targets is not None:
        solo(ctx).targets = dict(tingent_targets)
    if bare:
        bare_players(ctx)
    if hands == "deck":
        for p in ctx.state.players:
            ctx.state.deck[:0] = p.hand
            p.hand.clear()
    if score is not None:
        for seat in range(len(ctx.state.players)) if scored is None else scored:
            ctx.p(seat).score, ctx.p(seat).track_done = score, True
    if unlocked_captain is not None:
        unlock(ctx, 0, unlocked_captain)
    return Table(game, ctx)
