"""The Cryptic Nature box as data, one module per group of files in `assets/cryptic/`:

- the catalog: `catalog_records` (map, cryptids, contracts, requests, evidence),
  `help_texts` (help.yaml, for the app), `catalog` (loading, the checks across files, JSON);
- the table parts: `squares` (shared types and shape pictures), `tiles`,
  `sanctuary_board`, `player_pieces` (player board, dice, initiative track), `table`
  (`TableParts` and its loader), `table_export` (JSON, report);
- the modules' own files: `module_parts` (how one plugs into the catalog or the table
  parts, `ModuleParts`), `wolpertinger_tokens`, `poacher_cards`, and `registered` (the
  one parts file that lists them).

Every file loads whichever modules are played: a component list is data, the rules that
use a module's components live with the module."""
