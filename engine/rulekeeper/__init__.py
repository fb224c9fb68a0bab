"""rulekeeper: executable rules for tabletop games (the games it knows: `rulekeeper.registry`)."""

__version__ = "0.1.0"
