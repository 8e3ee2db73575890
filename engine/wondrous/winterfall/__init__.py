"""The Winterfall expansion: its component models and their checks (components.py,
asset_checks.py), the module plugging it into the base rules (expansion.py: setup, the
projects' scores, the time track's Winterfall and aurora events), the map rules it adds
(snowfields, blizzards, auroras, wild habitats, mountain tiles, projects), the events at the
bottom of its time track (track_events.py), Tingent's ways in it (tingent.py) and its cards'
and captains' effects (effects/)."""
