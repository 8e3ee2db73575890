"""The solo mode against Tingent, the automa: its setup and final score (mode.py), its turn
(tingent.py: draw a Tingent card, move a crew member by its area, take cards and eggs), where
it places (place.py), its board's icons (board_icons.py), what it keeps (area.py), and the
scenarios (scenarios.py: the Unfair Game, Double Trouble, Eggpocalypse; haze.py: the Haze;
the Poor and Outlaws scenarios change setup numbers read in mode.py). Each is a module
(engine.wondrous.modules) that rules.py switches on by importing tingent.py. Tingent's ways
in Winterfall live in engine.wondrous.winterfall.tingent."""
