"""Solo play against the Poacher, a module over the base game (`module` registers it):

- `seats`: the solo config (you first, the Poacher as the automa seat) and its checks;
- `setup`: the setup changes; `your_turns`: the changes to your own turns;
- `turns`: the Poacher's turns as his card says, with `evidence` (how he takes evidence)
  and `capture` (his captures and his two ways to win);
- `result`: the end of the game, the rating, and what the base checks need of him."""
