"""The app's help texts (help.yaml, loaded apart by `catalog.load_help`: the rules never
read them): each topic, with the {fields} a part may leave to the other files."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from typing import Any, get_args

from engine.core.records import Field, Record, field_check, record_check
from engine.cryptic.parts.catalog_records import (
    Area,
    ContractKind,
    RequestKind,
)
from engine.cryptic.parts.player_pieces import (
    AssistantGain,
    TrackingFace,
)

# --------------------------------------------------------------------------- help texts

#: The {fields} each part of help.yaml may use; the app fills them from the other files,
#: so a corrected folder keeps its numbers right in the help too.
HELP_FIELDS: dict[str, tuple[str, ...]] = {
    "topics": ("slots", "request_points", "dice", "points", "rumors", "coins"),
    "skills": (),
    "assistant_faces": ("amount",),
    "tracking_faces": (),
    "contract_kinds": ("target", "points"),
    "request_kinds": ("target", "points"),
    "areas": (),
}
HELP_NEEDS = ("start", "general")  # the topic help opens on, and the fallback page
# the parts of help.yaml with a text for every kind of a thing
HELP_KINDS: dict[str, object] = {"assistant_faces": AssistantGain, "tracking_faces": TrackingFace,
                                 "contract_kinds": ContractKind, "request_kinds": RequestKind,
                                 "areas": Area}


def text_fields(text: str) -> list[str]:
    """The {names} a text leaves to be filled in (raises ValueError on a lone brace)."""
    return [name for _, name, _, _ in string.Formatter().parse(text) if name is not None]


def _fillable(part: str, texts: Mapping[Any, str]) -> None:
    """Each text leaves only the {fields} its part may fill in."""
    allowed = HELP_FIELDS[part]
    for key, text in texts.items():
        try:
            fields = text_fields(text)
        except ValueError as exc:
            raise ValueError(f"{key}: {exc}; write {{{{ and }}}} for a brace") from None
        if bad := sorted(set(fields) - set(allowed)):
            raise ValueError(f"{key}: unknown {bad}; here use only {list(allowed) or 'none'}")


class HelpTopic(Record):
    title: str = Field(min_length=2)
    text: str = Field(min_length=10)

    @field_check("text")
    @classmethod
    def _fields(cls, text: str) -> str:
        _fillable("topics", {"text": text})
        return text


class HelpFile(Record):
    """The app's help texts: rule topics, and the words for the per-component topics the
    app builds from the other files (skills, die faces, contracts, requests)."""

    topics: dict[str, HelpTopic]
    skills: dict[str, str]
    assistant_faces: dict[AssistantGain, str]
    tracking_faces: dict[TrackingFace, str]
    contract_kinds: dict[ContractKind, str]
    request_kinds: dict[RequestKind, str]
    areas: dict[Area, str]

    @field_check("topics")
    @classmethod
    def _topics(cls, topics: dict[str, HelpTopic]) -> dict[str, HelpTopic]:
        if bad := [tid for tid in topics if not re.match(r"^[a-z][a-z0-9-]*$", tid)]:
            raise ValueError(f"topic ids are lower-case words joined by '-': {bad}")
        if missing := [tid for tid in HELP_NEEDS if tid not in topics]:
            raise ValueError(f"the help needs the topics {missing}")
        return topics

    @record_check
    def _texts(self) -> HelpFile:
        for part in HELP_FIELDS:
            if part != "topics":
                _fillable(part, getattr(self, part))
        for part, kinds in HELP_KINDS.items():
            texts = getattr(self, part)
            if missing := [k for k in get_args(kinds) if k not in texts]:
                raise ValueError(f"{part}: a text for each of {list(get_args(kinds))}; "
                                 f"missing {missing}")
        return self
