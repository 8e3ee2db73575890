"""Bestiary's front door: one chooser for both games, in a terminal or a web browser."""
