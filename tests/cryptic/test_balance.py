"""The designed values keep the game balanced (issue 13): points rise with level, every
region, city, evidence type and cryptid type is used, every contract and request can score."""

from engine.cryptic.balance import (
    MIN_SCORERS,
    balance_problems,
    catalog_report,
    counts_for_contract,
    meets_request,
    total_points,
    uses_of_cities,
    uses_of_evidence,
    uses_of_regions,
    uses_of_types,
)
from engine.cryptic.parts.catalog import load_catalog
from tests.cryptic.conftest import edit


def test_the_shipped_catalog_is_balanced(catalog):
    assert balance_problems(catalog) == []


def test_points_rise_with_level(catalog):
    """Every card of a level scores more (found plus settled) than any card below it."""
    totals = {lv: [total_points(k) for k in catalog.cryptids.cryptids if k.level == lv]
              for lv in (1, 2, 3)}
    assert max(totals[1]) < min(totals[2]) and max(totals[2]) < min(totals[3])


def test_everything_is_used(catalog):
    for uses in (uses_of_regions, uses_of_cities, uses_of_evidence, uses_of_types):
        assert min(uses(catalog).values()) >= 1, uses.__name__


def test_every_contract_and_request_can_score(catalog):
    cards = catalog.cryptids.cryptids
    for contract in catalog.contracts.contracts:
        assert sum(counts_for_contract(k, contract) for k in cards) >= MIN_SCORERS
    for request in catalog.contracts.requests:
        assert sum(meets_request(k, request, catalog) for k in cards) >= 2


def test_drawn_evidence_and_runaways_do_not_count(catalog):
    """Cryptid cards: a token laid on a question mark counts for no contract or request."""
    runaway = next(k for k in catalog.cryptids.cryptids if k.runaway)
    region_requests = [r for r in catalog.contracts.requests if r.kind == "region"]
    assert not any(meets_request(runaway, r, catalog) for r in region_requests)
    drawn = next(k for k in catalog.cryptids.cryptids if k.drawn_evidence)
    evidence_contracts = [c for c in catalog.contracts.contracts if c.kind == "evidence"]
    assert not any(counts_for_contract(drawn, c) for c in evidence_contracts)


def test_an_unbalanced_copy_is_reported(asset_copy):
    """A level I card worth as much as a level II card, and a city left empty."""
    edit(asset_copy, "cryptids.yaml", "  find_points: 1\n  settle_points: 2\n  types: [aquatic]",
         "  find_points: 2\n  settle_points: 3\n  types: [aquatic]")
    edit(asset_copy, "cryptids.yaml", "location: aachen", "location: N1")
    problems = balance_problems(load_catalog(asset_copy))
    assert "points do not rise: a level 2 card scores 4, a level 1 card 5" in problems
    assert "no cryptid uses the city aachen" in problems
    assert "Balance problems:" in catalog_report(load_catalog(asset_copy))


def test_the_report_shows_the_tables(catalog):
    text = catalog_report(catalog)
    for heading in ("Points by level", "Use of each location", "Use of each evidence type",
                    "Use of each cryptid type", "Cryptid tiles by terrain",
                    "Contract and request scorability", "Balance: every rule holds"):
        assert heading in text
    assert "contract habitat_water" in text and "request region_north" in text
