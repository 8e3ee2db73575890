"""Cryptic Nature rules, the Wolpertinger module and the Poacher (solo)."""
