"""The modules' component sets, registered in the order they load and are checked: the one
base file that names them (engine.wondrous.component_sets says how a set plugs in). The
loader imports it, so the components are never loaded without them; each set imports its
models only when its files are checked or its part is first read."""

from __future__ import annotations

from engine.wondrous.component_sets import ComponentSet
from engine.wondrous.solo import component_set as tingent
from engine.wondrous.winterfall import component_set as winterfall

SETS: tuple[ComponentSet, ...] = (tingent.COMPONENT_SET, winterfall.COMPONENT_SET)
