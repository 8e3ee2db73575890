"""Cryptic Nature rules, the Wolpertinger and the Poacher (not built yet)."""
