"""Attachments (core.cards.attachment): played in the capital phase onto the unit their "Attach to ..." text
allows; in play in that unit's zone, their constant effects reach "attached unit"; they leave play with it
(game.forget). Playing one targets the unit (faq.8)."""

from __future__ import annotations

from ....kernel import IllegalAction, implements
from ..cards import ZONES


def attach_options(g, p: str) -> list[tuple]:
    from ..capital import cost
    out = []
    for cid in g.cards(p, "hand"):
        card = g.card(cid)
        if card.program is None or card.program.attach is None or not card.runnable:
            continue
        if cost(g, p, card) > g.s.resources[p]:
            continue
        out += [("attach", cid, u) for u in card.program.attach.all(g, p, cid) if _refusal(g, p, cid, u) is None]
    return out


def _refusal(g, p: str, cid: int, unit) -> IllegalAction | None:
    from ..capital import refusal
    card = g.card(cid)
    if card.program is None or card.program.attach is None:
        return IllegalAction("core.cards.attachment", f"{card.name} is not an attachment this engine plays")
    if not isinstance(unit, int) or isinstance(unit, bool) or g.s.zones.where.get(unit, "").partition(".")[2] not in ZONES:
        return IllegalAction("faq.46", f"{card.name} is attached to a unit in play")
    if not card.program.attach.matches(g, p, cid, unit):
        return IllegalAction("timing.C.1", f"{g.name(unit)} is not a legal target for {card.name}")
    return refusal(g, p, cid, g.s.zones.where[unit].partition(".")[2])


@implements("core.cards.attachment", "faq.8")
def attach(g, p: str, cid: int, unit: int) -> None:
    """Play an attachment from hand onto a unit (capital phase), paying its cost."""
    from ..capital import cost
    from ..turn import expect
    expect(g, p, "capital", "core.turn.3", "play a card")
    if not isinstance(cid, int) or isinstance(cid, bool) or g.s.zones.where.get(cid) != f"{p}.hand":
        raise IllegalAction("core.turn.3", f"card {cid!r} is not in player {p}'s hand")
    problem = _refusal(g, p, cid, unit)
    if problem:
        raise problem
    card = g.card(cid)
    paid = cost(g, p, card)
    g.s.resources[p] -= paid
    if card.keyword("limited"):
        g.s.limited[p] = True
    where = g.s.zones.where[unit]
    g.s.zones.move(cid, where)
    g.s.attached[cid] = unit
    g.emit("play", ("core.turn.3", "core.cards.attachment", "core.cards.cost"), player=p, card=cid, name=card.name,
           zone=where.partition(".")[2], attached_to=unit, paid=paid)
