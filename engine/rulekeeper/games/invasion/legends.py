"""Legends (core.cards.legend, clar.legends): played from hand in their player's capital phase onto the capital
board, not into a zone; one per player; power icons in every zone (they add to each zone's power); hit points
like a unit. Attacked through a zone, a legend is declared a defender automatically unless it is corrupted,
and deals combat damage equal to its icons in that zone; it attacks with the units unless corrupted, dealing its
battlefield icons; for card effects its power is its weakest zone's.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .abilities.objects import KINDS
from .cards import ZONES, Card
from .game import Game


# "a legend", "legends" in card text: the legends on the capital boards (abilities/objects.py reads the kind)
KINDS.setdefault(("legend",), "legend")
KINDS.setdefault(("legends",), "legend")


def is_legend(card: Card) -> bool:
    return card.type == "Legend"


def legend_of(g: Game, p: str) -> int | None:
    return next((c for c in g.cards(p, "legend") if is_legend(g.card(c))), None)  # not an attachment on it


@implements("core.cards.legend")
def refusal(g: Game, p: str, card: Card, zone: str) -> IllegalAction | None:
    """A legend goes onto its player's capital board (zone "legend"), one per player."""
    if zone != "legend":
        return IllegalAction("core.cards.legend", f"{card.name} is a legend: it goes onto the capital board, not "
                                                  f"into the {zone}")
    if legend_of(g, p) is not None:
        return IllegalAction("core.cards.legend", f"player {p} already has a legend: one per player")
    return None


@implements("clar.legends", "core.combat.2", "faq.57")
def attacker_refusal(g: Game, p: str, cid: int) -> IllegalAction | None | bool:
    """A legend is declared as an attacker with the units (not when corrupted, clar.legends); False: it may,
    None: not a legend (the usual rules decide)."""
    if not isinstance(cid, int) or g.s.zones.where.get(cid) != f"{p}.legend" or not is_legend(g.card(cid)):
        return None
    c = g.s.combat
    if cid in g.s.corrupted:
        return IllegalAction("clar.legends", f"{g.name(cid)} is corrupted: a corrupted legend can't attack")
    if c is not None and cid in c.attackers:
        return IllegalAction("core.combat.2", f"{g.name(cid)} is already attacking")
    return False


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


@implements("clar.legends", "faq.57", "faq.58")
def combat_power(g: Game, cid: int) -> int:
    """The damage a unit adds to its side in combat; a legend attacked through a zone deals its icons there
    (clar.legends); an attacking legend, or one defending in a fulcrum attack, its battlefield icons (attacks are
    made from the battlefield; findings on clar.legends and faq.57)."""
    c = g.s.combat
    if c is not None and cid == c.legend:
        return g.legend_icons(cid, c.target)
    if c is not None and is_legend(g.card(cid)) and cid in c.defenders and c.fulcrum is None and c.target in ZONES:
        return g.legend_icons(cid, c.target)  # a legend defending a zone a card effect lets it defend (clar.legends)
    if c is not None and is_legend(g.card(cid)) and (cid in c.attackers or c.fulcrum is not None):
        return g.legend_icons(cid, "battlefield")
    # "deals +2 damage in combat": a constant effect (core.effects.constant), or until the end of the turn
    return g.unit_power(cid) + g._constant(cid, "combat") + g._mod(cid, "combat")
