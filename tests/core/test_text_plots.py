"""Plots of plain characters: what each line shows."""

from __future__ import annotations

from engine.core.text_plots import bar_chart, box_lines, histogram


def test_a_bar_chart_scales_each_bar_to_the_top_value() -> None:
    assert bar_chart([("seat 1", 0.6), ("seat 2", 0.25)], top=1.0, width=20, percent=True) == [
        "seat 1 |############ 60%",
        "seat 2 |##### 25%",
    ]
    assert bar_chart([("a", 0.0)]) == ["a | 0"]
    assert bar_chart([]) == []


def test_a_histogram_counts_values_in_equal_bands_of_whole_numbers() -> None:
    assert histogram([1, 2, 2, 9, 10], bins=5, width=10) == [
        " 1-2 |########## 3",
        " 3-4 | 0",
        " 5-6 | 0",
        " 7-8 | 0",
        "9-10 |####### 2",
    ]
    assert histogram([4, 4]) == ["4 |" + "#" * 40 + " 2"]


def test_box_lines_share_one_scale_and_mark_quartiles_and_median() -> None:
    spreads = {"low": {"min": 0, "q1": 0, "median": 0, "q3": 0, "max": 10},
               "high": {"min": 10, "q1": 15, "median": 20, "q3": 25, "max": 30}}
    lines = box_lines(spreads, width=31)
    assert lines[0] == " low |" + "-" * 10
    assert lines[1] == "high " + " " * 10 + "-----=====|=====-----"
    assert lines[2].split() == ["0", "30"]
