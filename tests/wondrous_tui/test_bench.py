"""`wondrous bench` runs and prints its figures (the figures are for people to read)."""

import re

from wondrous_tui.cli import main


def test_bench_prints_first_frame_ratio_and_key_latency(capsys):
    assert main(["bench", "--keys", "3", "--warmup", "20", "--starts", "1"]) == 0
    out = capsys.readouterr().out
    ours = float(re.search(r"time to first frame: ([\d.]+) s", out).group(1))
    bare = float(re.search(r"bare Textual app \(Header, Static, Footer\): ([\d.]+) s", out)
                 .group(1))
    ratio = float(re.search(r"ratio ([\d.]+)x", out).group(1))
    assert ours > 0 and bare > 0 and abs(ratio - ours / bare) <= 0.05 * ratio  # rounded figures
    assert "per key, engine and autosave: median" in out
    assert "per key, until its last frame was drawn: median" in out
    assert "per key, until the app was idle again: median" in out
