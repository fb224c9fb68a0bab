"""Steps for choices a player makes while an effect resolves: which option of an "or" (core.effects.or)."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


@step("given", "player {p:P} will choose option {n:d}", "Given player A will choose option 2")
def will_choose(invasion, p, n):
    """terms.the-word-or: the option (counted from 1 in the printed text) the player picks when the effect resolves."""
    invasion.script(f"option {n}")


@step("then", "the log shows option {n:d} of \"{name}\" was carried out",
      'Then the log shows option 2 of "Test Bazaar" was carried out')
def option_taken(invasion, n, name):
    got = [e for e in invasion.events() if e["kind"] == "choice"]
    assert got, "no choice was made"
    equal(f"the option of {name} carried out", got[-1].get("option"), n)


@step("given", 'player {p:P} will pick "{name:Name}"', 'Given player A will pick "Drill Orc Trolls"')
def will_pick(invasion, p, name):
    """terms.search: the card the player takes among those found (by name)."""
    invasion.script(name)


@step("given", "player {p:P} will choose their {zone:Zone}", "Given player A will choose their battlefield")
def will_choose_zone(invasion, p, zone):
    """The zone the player picks when an effect lets them choose one (a card entering play: "You choose the zone"; a
    unit moved "to one of your other zones"), by the zone's name in the protocol (kingdom, quest, battlefield)."""
    invasion.script(zone)
