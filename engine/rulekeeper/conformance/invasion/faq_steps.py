"""Steps for the FAQ's questions and answers (faq.*) that the other step modules don't already say."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401
from .damage_steps import _events


@step("then", "the log shows player {p:P}'s {zone:Zone} was dealt {n:d} damage",
      "Then the log shows player B's kingdom was dealt 20 damage")
def zone_was_dealt(invasion, p, zone, n):
    """faq.47: all the damage applied to a zone is dealt, though what is beyond its hit points does nothing."""
    got = [e["amount"] for e in _events(invasion, "dealt_damage") if e.get("player") == p and e.get("zone") == zone]
    equal(f"damage dealt to player {p}'s {zone} since the action", sum(got), n)
