"""A test player that plays with purpose (tracks, relocates, collects what its bids need,
heads for its cryptids), so whole-game tests reach the rules random play seldom meets."""

from __future__ import annotations

from engine.core import Prompt, Rng
from engine.cryptic.ctx import Ctx
from engine.cryptic.modules import bid_markers

FIRST_CHOICES = ("action:track", "skill:track_cryptid", "action:relocate",
                 "skill:relocate_cryptid", "use:", "roll", "request:", "settle:",
                 "action:wolpertinger")
RELOCATE = ("action:relocate", "skill:relocate_cryptid")


class Purposeful:
    def __init__(self, ctx: Ctx, seed: int) -> None:
        self.ctx = ctx
        self.rng = Rng(seed, stream=0xB07)

    def wanted_places(self, seat: int) -> set[str]:
        """Where this seat's bid cryptids live, and cities while it has found ones."""
        ctx = self.ctx
        places = {ctx.where(card) for card in ctx.state.row
                  if card is not None and (seat in card.bids or not bid_markers(ctx))}
        if ctx.p(seat).unsettled:
            places |= set(ctx.data.cat.city_ids())
        return {p for p in places if p}

    def pick(self, prompt: Prompt) -> str:
        enabled = [o.id for o in prompt.enabled]
        waiting = len(self.ctx.p(prompt.seat).unsettled)
        if prompt.kind == "turn" and waiting < 2 and self.rng.below(2):
            enabled = [i for i in enabled if i not in RELOCATE]  # sometimes wait for a pair
        for prefix in FIRST_CHOICES:
            hits = [i for i in enabled if i.startswith(prefix)]
            if hits:
                return hits[self.rng.below(len(hits))]
        if prompt.kind in ("move", "fly"):
            wanted = self.wanted_places(prompt.seat)
            goals = [i for i in enabled if i.split(":")[-1] in wanted]
            if goals:
                return goals[self.rng.below(len(goals))]
        if prompt.kind == "track-dice" and len(enabled) > 1:
            return enabled[0]  # use a skill or token when offered
        if prompt.kind == "turn":
            useful = [i for i in enabled if i != "end-turn" and not i.startswith("bid:")]
            if useful and self.rng.below(5):
                return useful[self.rng.below(len(useful))]
        return enabled[self.rng.below(len(enabled))]
