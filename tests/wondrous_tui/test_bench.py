"""`wondrous bench` runs and prints its three numbers (the numbers are for people)."""

from wondrous_tui.cli import main


def test_bench_prints_first_frame_and_key_latency(capsys):
    assert main(["bench", "--keys", "3", "--warmup", "20"]) == 0
    out = capsys.readouterr().out
    assert "time to first frame:" in out
    assert "per key, engine and autosave: median" in out
    assert "per key, until the screen has settled: median" in out
