"""Option ids as the rules build them: the core's `option_id`, remembered. Every prompt of
a turn is built again when a turn is replayed (undo, a bot's copy), and asks for the same
few hundred ids ("buy:2", "action:track") each time; an id depends only on its parts."""

from __future__ import annotations

import functools

from engine.core import option_ids

option_id = functools.cache(option_ids.option_id)
