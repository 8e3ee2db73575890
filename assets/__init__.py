"""Component data and help texts, one folder per game.

Installed as the package `bestiary_assets` (pyproject.toml maps this folder at build time),
so that an installed Bestiary reads it with `importlib.resources` from any folder. This file
only makes the folder a regular package: a namespace package has no single path to read.
"""
