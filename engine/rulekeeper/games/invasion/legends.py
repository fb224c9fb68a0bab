"""Legends (core.cards.legend, clar.legends): played from hand in their player's capital phase onto the capital
board, not into a zone; one per player; power icons in every zone (they add to each zone's power); hit points
like a unit. Attacked through a zone, a legend is declared a defender automatically unless it is corrupted,
and deals combat damage equal to its icons in that zone; for card effects its power is its weakest zone's.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .cards import Card
from .game import Game


def is_legend(card: Card) -> bool:
    return card.type == "Legend"


def legend_of(g: Game, p: str) -> int | None:
    return next(iter(g.cards(p, "legend")), None)


@implements("core.cards.legend")
def refusal(g: Game, p: str, card: Card, zone: str) -> IllegalAction | None:
    """A legend goes onto its player's capital board (zone "legend"), one per player."""
    if zone != "legend":
        return IllegalAction("core.cards.legend", f"{card.name} is a legend: it goes onto the capital board, not "
                                                  f"into the {zone}")
    if legend_of(g, p) is not None:
        return IllegalAction("core.cards.legend", f"player {p} already has a legend: one per player")
    return None


@implements("clar.legends", "core.combat.3")
def auto_defend(g: Game, p: str) -> None:
    """An attacked legend is declared a defender with the others, unless it is corrupted."""
    c = g.s.combat
    if c is None or c.legend is None or c.legend in c.defenders:
        return
    if c.legend in g.s.corrupted:
        g.emit("legend_cannot_defend", ("clar.legends", "core.effects.corruption"), card=c.legend,
               name=g.name(c.legend))
        return
    c.defenders.append(c.legend)
    g.emit("legend_defends", ("clar.legends",), card=c.legend, name=g.name(c.legend), zone=c.target)


def combat_power(g: Game, cid: int) -> int:
    """The damage a unit (or a legend attacked through a zone: its icons there) adds to its side in combat."""
    c = g.s.combat
    if c is not None and cid == c.legend:
        return g.legend_icons(cid, c.target)
    return g.unit_power(cid) + g._constant(cid, "combat")  # "deals +2 damage in combat" (core.effects.constant)
