"""One package per game: state, turn structure, actions, the effect interpreter, card loading.

`rulekeeper.games.champions` is the Age of Sigmar: Champions engine (see its docstring for the public API).
"""
