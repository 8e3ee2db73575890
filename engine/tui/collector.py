"""When Python's cycle collector runs in an app: rarely while the program loads, and
never over what was loaded.

Loading the modules and the component data makes hundreds of thousands of objects that
live as long as the program; each full pass of the collector walks all of them again.
So while loading, the youngest generation is collected only every 100,000 allocations
(instead of 700), and after the first frame what is loaded is frozen out of the passes."""

from __future__ import annotations

import gc

#: Allocations between two passes over the youngest generation while the program loads.
LOADING_YOUNG = 100_000
#: Middle-generation passes between two full passes once the app runs (Python's default: 10).
FULL_PASS_EVERY = 100


def collect_rarely_while_loading() -> None:
    """Called first thing by an app package; the first frame sets the collector back."""
    if gc.get_freeze_count() == 0:
        _young, middle, full = gc.get_threshold()
        gc.set_threshold(LOADING_YOUNG, middle, full)


def freeze_the_loaded() -> None:
    """Once per program, after the first frame: what is loaded by then (modules, component
    data, styles) lives as long as the program, so it is taken out of the collector's full
    passes, which otherwise pause a key press for 100 ms and more now and then. Garbage is
    collected first, so that none of it is kept for good."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()
        # the young generation at Python's pace again, and full passes ten times rarer: the
        # young generations still free most garbage
        gc.set_threshold(700, 10, FULL_PASS_EVERY)
