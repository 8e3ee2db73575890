"""The modules that bring component files, in the order they load and export: the one
parts file that names them (module_parts says how such a file plugs in)."""

from __future__ import annotations

from typing import Any

from engine.cryptic.parts import poacher_cards, wolpertinger_tokens
from engine.cryptic.parts.module_parts import ModuleParts

#: files loaded with the catalog
CATALOG_PARTS: tuple[ModuleParts[Any], ...] = (wolpertinger_tokens.PARTS,)
#: files loaded with the table parts
TABLE_PARTS: tuple[ModuleParts[Any], ...] = (poacher_cards.PARTS,)
