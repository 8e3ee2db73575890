"""When Python's cycle collector runs in an app: rarely while the program loads, and
never over what was loaded.

Loading the modules and the component data makes hundreds of thousands of objects that
live as long as the program; each full pass of the collector walks all of them again.
So while loading, the youngest generation is collected only every 100,000 allocations
(instead of 700), and once the first frames are up what is loaded is frozen out of the
passes (the first moment nobody types). From then on a full pass, too, runs only while
nobody is typing: the app asks for it when no key or click has come for a moment
(`collect_if_due`)."""

from __future__ import annotations

import gc

#: Allocations between two passes over the youngest generation while the program loads.
LOADING_YOUNG = 100_000
#: Never reached: once the app runs, full passes wait for a pause in the input.
FULL_PASS_NEVER = 1_000_000_000
#: Seconds without a key or click after which a full pass may run.
IDLE_AFTER = 1.0


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
        # the young generations at Python's pace again (they free most garbage); a full
        # pass, which walks everything made since, pauses the program for up to a tenth of
        # a second, so it waits for a moment nobody is typing (collect_if_due)
        gc.set_threshold(700, 10, FULL_PASS_NEVER)


def collect_if_due() -> None:
    """Called when nobody is typing: the first time, freeze what is loaded; later, a full
    pass when the middle generation has been collected since the last one (so something
    may have moved into the oldest generation)."""
    if not gc.get_freeze_count():
        freeze_the_loaded()
    elif gc.get_count()[2] > 0:
        gc.collect()
