"""How the Invasion engine tests set up a table: a position (position.py) with both players' parts, each over a deck
of ten cards that do nothing, so a test names only what its rule needs."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"  # a drill card with no ability: what the test decks are made of


def table(pool, a=None, b=None, *, phase="capital", active="A", deck=FILLER, **position):
    """The game at that position: `a` and `b` what player A and B have (zones, hand, resources, race ...), `phase`
    and `active` whose turn it is and where, `deck` the card their decks are made of, `position` the rest (turn,
    ...)."""
    return from_position(pool, {"active": active, "phase": phase, **position, "players": {
        "A": {"deck": [deck] * 10, **(a or {})}, "B": {"deck": [deck] * 10, **(b or {})}}})
