"""Laying out evidence: each token's back names where the next one goes; the chain must
always work, whatever order the bag gives."""

import random

from engine.cryptic.parts.catalog import Catalog

MARKET = 3
ON_BOARD = 7


def lay_out(catalog: Catalog, seed: int) -> dict[str, int]:
    """The setup chain: 3 tokens to the market, then the right-most token's back, and each
    later token's back, names the next location, until 7 tokens lie on the board."""
    bag = list(catalog.evidence.tokens)
    random.Random(seed).shuffle(bag)
    market = [bag.pop() for _ in range(MARKET)]
    where = market[-1].location
    regions = set(catalog.region_ids())
    placed: dict[str, int] = {}
    while sum(placed.values()) < ON_BOARD:
        assert where in regions, f"a back names {where}, which is not a region"
        token = bag.pop()
        placed[where] = placed.get(where, 0) + 1
        where = token.location
    return placed


def test_the_setup_chain_always_lays_seven_tokens(catalog):
    """Setup, step 3: 3 tokens face down in the market, then 7 on the board, each placed
    where the previous back says; at most 2 tokens on one location. Tried for 2000 bags."""
    for seed in range(2000):
        placed = lay_out(catalog, seed)
        assert sum(placed.values()) == ON_BOARD
        assert max(placed.values()) <= 2, (seed, placed)


def test_every_back_names_a_region_and_no_region_three_times(catalog):
    """Evidence lies only in regions, so a back always names a region; no region is named
    on more than 2 backs, which is why a layout never puts 3 tokens on one spot."""
    regions = set(catalog.region_ids())
    backs = [t.location for t in catalog.evidence.tokens]
    assert set(backs) <= regions
    assert max(backs.count(r) for r in regions) <= 2


def test_the_reset_in_the_turn_example_can_happen(catalog):
    """Turn example, reset: a token's back sends the next token to N3, and that token's
    back sends the one after to W4."""
    backs = {t.location for t in catalog.evidence.tokens}
    assert {"N3", "W4"} <= backs

