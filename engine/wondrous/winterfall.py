"""The Winterfall expansion as a module (GameConfig.modules names "winterfall"): a map that
changes while you play. Its rules live in modules named after them (snowfields, projects,
blizzards, wild_habitats, mountain_tiles, auroras); this one plugs them into the hooks."""

from __future__ import annotations

from engine.wondrous import snowfields
from engine.wondrous.ctx import WINTERFALL
from engine.wondrous.modules import Module, Setting, named_in_config, register
from engine.wondrous.track_events import aurora_event, winterfall_event


def start(setting: Setting) -> None:
    snowfields.lay_snowfields(setting.state)


register(Module(WINTERFALL, named_in_config(WINTERFALL), in_config=True,
                set_up={"four players": start}, taken=snowfields.collect,
                time_icons={"winterfall": winterfall_event, "aurora": aurora_event}))
