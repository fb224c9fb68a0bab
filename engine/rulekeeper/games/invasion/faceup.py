"""Turning a development face up (Rip Dere 'Eads Off!: "Turn one target development faceup. If it is a unit, leave
it in play ..."): a unit card so turned stays in play in its zone as a unit. It was in play already as a
development, so it does not enter play: nothing that triggers on entering play is triggered (faq.6).

Registered as the `turn_faceup` effect of effects.TABLE (the protocol's `effect` action reaches it).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from . import effects
from .game import Game


@implements("faq.6", "card-types.developments")
def turn_faceup(g: Game, p: str, card) -> None:
    """A development that is a unit card becomes a unit in the zone it was under; the zone's hit points drop."""
    rule = "faq.6"
    if not isinstance(card, int) or card not in g.s.zones.where or not g.place(card).endswith(".dev"):
        raise IllegalAction(rule, f"card {card!r} is not a development")
    if not g.card(card).unit:
        raise IllegalAction(rule, f"{g.name(card)} is not a unit card: a face-up development that is not a unit "
                                  "stays a development, which this engine does not carry out")
    from .abilities.run import settle
    mark = len(g.s.log)
    owner_zone = g.s.zones.where[card].rsplit(".", 1)[0]
    g.s.zones.move(card, owner_zone)
    player, zone = owner_zone.split(".")
    g.emit("turned_faceup", ("faq.6", "card-types.developments"), player=player, card=card, name=g.name(card),
           zone=zone, enters_play=False)
    g.damage_zone(player, zone, 0, ("core.capital.burning",), check=True)
    settle(g, mark)  # what the turning triggered, if anything (entering play is not among it)


effects.TABLE["turn_faceup"] = lambda g, p, card: turn_faceup(g, p, card)
