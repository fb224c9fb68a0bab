"""rulekeeper: executable rules for tabletop games."""

__version__ = "0.1.0"

GAMES = ("champions", "invasion", "brawl", "aos4")
