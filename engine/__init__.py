"""Bestiary's engine: everything that is not drawing."""

__version__ = "0.1.0"
