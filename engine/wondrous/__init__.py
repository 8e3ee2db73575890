"""Wondrous Creatures rules, Winterfall and Tingent (not built yet)."""
