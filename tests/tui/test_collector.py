"""The cycle collector: rare while an app loads, back to a steady pace after the first
frame, with what was loaded frozen out of its passes, and full passes only while nobody
types."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import gc
before = gc.get_threshold()
import {package}
loading = gc.get_threshold()
from engine.tui.collector import collect_if_due
collect_if_due()  # the first pause in the input freezes what is loaded
print(before[0], loading[0], gc.get_threshold(), gc.get_freeze_count() > 0)
"""


def test_an_app_package_loads_with_a_rare_collector_and_the_first_frame_sets_it_back():
    for package in ("wondrous_tui", "cryptic_tui"):
        out = subprocess.run([sys.executable, "-c", SCRIPT.format(package=package)],
                             capture_output=True, text=True, check=True).stdout.split(maxsplit=2)
        assert out[0] == "700" and out[1] == "100000"
        assert out[2].strip() == "(700, 10, 1000000000) True"


FULL_PASS = """
import gc
from engine.tui.collector import collect_if_due
collect_if_due()
full = []
gc.callbacks.append(lambda phase, info: phase == "start" and full.append(info["generation"]))
for _ in range(30_000):  # enough garbage for middle-generation passes, never a full one
    a = []; a.append(a)
automatic = 2 in full
collect_if_due()
print(automatic, full[-1] == 2, gc.get_count()[2])
"""


def test_a_full_pass_waits_for_a_pause_and_then_runs_once():
    out = subprocess.run([sys.executable, "-c", FULL_PASS], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "True", "0"]
