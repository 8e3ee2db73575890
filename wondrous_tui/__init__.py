"""The Wondrous Creatures app."""
