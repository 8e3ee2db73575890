"""How fast `bestiary serve` feels in a browser, on this machine: the time from opening the
page to the chooser's first frame, and from a key to the frame that answers it.

    .venv/bin/python scripts/browser_speed.py [--loads N] [--keys N]

It serves this checkout on a free loopback port (a fresh data folder, so the chooser offers
no game to resume) and drives Debian's Chromium with Playwright, as the browser test does.
Times are taken inside the page, on its own clock (`performance.now()`):

- first frame: from the start of the page's navigation to the first frame xterm.js draws
  with the chooser's title on it; of which the page itself (to its DOMContentLoaded), the
  rest being the tab's app starting and drawing. Each of `--loads` opens a new tab (a new
  app process); the first load also fetches the page's script, the others have it cached.
- key to screen: from the key's `keydown` in the page to the first frame xterm.js draws
  after it (the app's answer, through the socket, the server and back), and to the last
  (an answer may come in more than one frame: the map's cursor, then the line that names
  the place under it). Each key is pressed once the app has sent nothing for 300 ms, so
  answers do not overlap; the app draws nothing while idle (the frames seen in an idle
  second are printed, and should be 0). Three places: the chooser (Down and Up move its
  highlight), and the map of a Wondrous Creatures game and of a Cryptic Nature game (Right
  and Left move the cursor).

Figures are milliseconds: median, 95th percentile (nearest rank) and the largest.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.page_text import (  # noqa: E402  (the checkout first on the path)
    MISSING,
    SETTLED_MS,
    browser_page,
    focus,
    playwright_ready,
    press,
    wait_for_screen,
)
from tests.browser.served import Served  # noqa: E402

CHOOSER_TITLE = "Bestiary: choose a game"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def summary(name: str, values: list[float]) -> str:
    return (f"{name:<33} n={len(values):<3} median {statistics.median(values):7.1f}  "
            f"p95 {percentile(values, 0.95):7.1f}  max {max(values):7.1f}")


def first_frames(first_page: Any, url: str, loads: int) -> tuple[list[float], list[float]]:
    """Open the page `loads` times, each in a new tab; when the chooser was first drawn,
    and when the page itself was loaded (its DOMContentLoaded), the app not yet started."""
    times, pages = [], []
    page = first_page
    for _ in range(loads):
        page.add_init_script(f"window.__bestiaryWatch = [{CHOOSER_TITLE!r}];")
        page.goto(url)
        page.wait_for_function(f"() => {CHOOSER_TITLE!r} in window.__bestiaryShown",
                               timeout=60_000)
        times.append(float(page.evaluate(f"window.__bestiaryShown[{CHOOSER_TITLE!r}]")))
        pages.append(float(page.evaluate(
            "performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd")))
        page.close()  # its app ends with it
        page = first_page.context.new_page()
    return times, pages


def settle(page: Any) -> None:
    page.wait_for_function("(ms) => performance.now() - window.__bestiaryLastWrite >= ms",
                           arg=SETTLED_MS, timeout=60_000)


def answer_to(page: Any, key: str) -> tuple[float, float]:
    """Press `key` and wait for its answer to be drawn and the app to go quiet again; the
    times from the key to the first and to the last frame drawn meanwhile."""
    page.keyboard.press(key)
    page.wait_for_function(
        "() => { const k = window.__bestiaryKeys.at(-1);"
        " return window.__bestiaryRenders.some(r => r > k); }", timeout=60_000)
    settle(page)
    first, last = page.evaluate(
        "(() => { const k = window.__bestiaryKeys.at(-1);"
        " const after = window.__bestiaryRenders.filter(r => r > k);"
        " return [after[0] - k, after.at(-1) - k]; })()")
    return float(first), float(last)


def key_to_screen(page: Any, keys: tuple[str, str],
                  count: int) -> tuple[list[float], list[float], int]:
    """Press the two keys in turn `count` times; each key's time to its first and to its
    last frame, and the frames drawn in an idle second before the keys."""
    settle(page)
    idle_from = page.evaluate("window.__bestiaryRenders.length")
    time.sleep(1.0)  # an idle second: a frame drawn in it was not asked for by a key
    idle_frames = int(page.evaluate("window.__bestiaryRenders.length")) - int(idle_from)
    firsts, lasts = [], []
    for i in range(count):
        settle(page)
        first, last = answer_to(page, keys[i % 2])
        firsts.append(first)
        lasts.append(last)
    return firsts, lasts, idle_frames


def to_the_map(page: Any, game_key: str, board_text: str) -> None:
    """From the chooser to a new hotseat game's table, the map holding the keyboard."""
    press(page, game_key, then="New game of")
    press(page, "Enter", then="Pass the keyboard to")
    press(page, "x", then=board_text)
    settle(page)
    answer_to(page, "F6")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--loads", type=int, default=10, help="page loads (default 10)")
    parser.add_argument("--keys", type=int, default=40, help="keys per place (default 40)")
    args = parser.parse_args()
    if not playwright_ready():
        print(f"This script needs {MISSING.removeprefix('the browser test needs ')}.",
              file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch, \
            Served(Path(scratch) / "home") as served, \
            browser_page(Path(scratch) / "chromium") as page:
        print(f"serving {served.url} (this checkout: {ROOT})")
        loads, page_loads = first_frames(page, served.url, args.loads)
        page = page.context.pages[-1]
        page.goto(served.url)
        wait_for_screen(page, CHOOSER_TITLE)
        focus(page)
        measured = {"chooser": key_to_screen(page, ("ArrowDown", "ArrowUp"), args.keys)}
        to_the_map(page, "1", "Wilderness")
        measured["Wondrous map"] = key_to_screen(page, ("ArrowRight", "ArrowLeft"), args.keys)
        press(page, "Control+q", then="Quit now?")
        press(page, "y", then=CHOOSER_TITLE)
        to_the_map(page, "3", "Map [F6]")
        measured["Cryptic map"] = key_to_screen(page, ("ArrowRight", "ArrowLeft"), args.keys)
    print(f"first load (script not cached): {loads[0]:.1f} ms")
    print(summary("page to chooser's 1st frame", loads))
    print(summary("  the cached loads", loads[1:] or loads))
    print(summary("  of which the page (DOM loaded)", page_loads))
    for place, (firsts, lasts, _idle) in measured.items():
        print(summary(f"key to 1st frame: {place}", firsts))
        print(summary(f"key to last frame: {place}", lasts))
    every_first = [ms for firsts, _lasts, _idle in measured.values() for ms in firsts]
    every_last = [ms for _firsts, lasts, _idle in measured.values() for ms in lasts]
    print(summary("key to 1st frame: all", every_first))
    print(summary("key to last frame: all", every_last))
    print("idle frames in 1 s before the keys: " + ", ".join(
        f"{place} {idle}" for place, (_f, _l, idle) in measured.items()))
    goal = percentile(every_first, 0.95) <= 100
    print(f"goal (a key answered on screen within 100 ms, p95): {'met' if goal else 'NOT met'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
