"""The English of log lines and labels: articles and counted nouns."""

from engine.core.words import count, with_article


def test_an_article_goes_by_the_first_letter():
    assert with_article("insect egg") == "an insect egg"
    assert with_article("bird") == "a bird"


def test_a_count_is_singular_for_one_and_plural_otherwise():
    assert count(1, "step") == "1 step"
    assert count(2, "step") == "2 steps"
    assert count(0, "coin") == "0 coins"
    assert count(1, "die", "dice") == "1 die" and count(3, "die", "dice") == "3 dice"
