"""Cryptic Nature: the base rules, and its modules on one registry.

- Base rules, by layer: `ctx` (what a rule gets), `state`, `setup`, `flow` (turn order and
  the Cryptozoologist Phase), `assistant` (the Assistant Phase), `movement`, `evidence`,
  `market`, `supply`, `row` (revealed cryptids and bids), `tracking`, `relocation`,
  `sanctuary` (building it) and `settling` (cryptid tiles on it), `construction`,
  `powers`, `track`, `reset`, `scoring`, `invariants`, `rules` (the engine core's
  contract), `balance` (catalog reports).
- `modules`: the `CrypticModule` record, its hooks and `REGISTRY`; a base rule asks the
  registry and never names a module (tests/cryptic/test_module_seams.py checks it).
- The modules: `wolpertinger`, `no_bids` (the mode without bid markers) and `solo/` (the
  Poacher); `registered` registers them in the order their hooks run.
- `parts/`: the box's component files, every module's included (records, loaders, JSON
  and report); `view` and `api`: what the apps see and import."""
