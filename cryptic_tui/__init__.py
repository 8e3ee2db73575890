"""The Cryptic Nature app."""
