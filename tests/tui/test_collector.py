"""The cycle collector: rare while an app loads, back to a steady pace after the first
frame, with what was loaded frozen out of its passes."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
import gc
before = gc.get_threshold()
import {package}
loading = gc.get_threshold()
from engine.tui.collector import freeze_the_loaded
freeze_the_loaded()
print(before[0], loading[0], gc.get_threshold(), gc.get_freeze_count() > 0)
"""


def test_an_app_package_loads_with_a_rare_collector_and_the_first_frame_sets_it_back():
    for package in ("wondrous_tui", "cryptic_tui"):
        out = subprocess.run([sys.executable, "-c", SCRIPT.format(package=package)],
                             capture_output=True, text=True, check=True).stdout.split(maxsplit=2)
        assert out[0] == "700" and out[1] == "100000"
        assert out[2].strip() == "(700, 10, 100) True"
