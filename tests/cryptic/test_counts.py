"""The component list at the front of the rulebook, counted in the data."""

from collections import Counter

from engine.cryptic.parts.catalog_records import EVIDENCE, MAIN_EVIDENCE
from engine.cryptic.parts.wolpertinger_tokens import wolpertinger_parts


def test_43_cryptid_cards_16_15_12(catalog):
    """Components: 16 cards of level I, 15 of level II, 12 of level III."""
    levels = Counter(k.level for k in catalog.cryptids.cryptids)
    assert dict(levels) == {1: 16, 2: 15, 3: 12}
    assert [k.number for k in catalog.cryptids.cryptids] == list(range(1, 44))
    assert len({k.name for k in catalog.cryptids.cryptids}) == 43


def test_43_cryptid_tiles_by_colour(catalog):
    """Components: cryptid tiles are 13 green, 14 brown, 13 blue and 3 special; each card
    has its own tile."""
    terrains = Counter(k.terrain for k in catalog.cryptids.cryptids)
    assert dict(terrains) == {"forests": 13, "mountains": 14, "water": 13, "special": 3}


def test_13_contracts_of_three_kinds(catalog):
    """Components: 13 contract cards; scoring names three kinds (evidence, habitat,
    type), and the solo setup needs a contract that shows evidence."""
    contracts = catalog.contracts.contracts
    assert len(contracts) == 13
    assert {c.kind for c in contracts} == {"evidence", "habitat", "type"}


def test_8_request_tokens_by_region_or_type(catalog):
    """Components: 8 request tokens; a request shows a habitat region or a cryptid type."""
    requests = catalog.contracts.requests
    assert len(requests) == 8
    assert {r.kind for r in requests} == {"region", "type"}


def test_32_evidence_tokens_of_7_types_and_10_bonus_rumors(catalog):
    """Components and 'Evidence tokens': 32 tokens in the bag, 6 main types plus rumor;
    10 bonus rumors kept apart from the bag."""
    tokens = catalog.evidence.tokens
    assert len(tokens) == 32
    assert {t.type for t in tokens} == set(EVIDENCE)
    assert len(MAIN_EVIDENCE) == 6 and "rumor" not in MAIN_EVIDENCE
    assert catalog.evidence.bonus_rumors.count == 10


def test_11_cities_each_with_one_wolpertinger_token(catalog):
    """Wolpertinger module: 11 tokens, one face down in each city; 6 hares, 2 coin tokens,
    2 evidence tokens, 1 reroll."""
    tokens = wolpertinger_parts(catalog).tokens
    assert {face: t.count for face, t in tokens.items()} == {
        "hare": 6, "coins": 2, "evidence": 2, "reroll": 1}
    assert len(catalog.city_ids()) == 11 == sum(t.count for t in tokens.values())
