"""Necromancy, as the cards' own reminder says it: "You may play this card from your discard pile. If you do, put it
on the bottom of your deck at the end of the turn." (Skeletal Horde, Wight Lord).

A card with Necromancy in its player's discard pile is played as from the hand: in its player's capital phase,
every cost paid and every restriction followed (core.turn.3, zones.play: capital.play asks `from_discard`). Played
so, a lasting entry {"card", "necromancy"} marks it; at the end of the turn (timing.E.2, turn.AT_END) a card still
in play with the mark goes to the bottom of its owner's deck. A card that left play meanwhile is a new card
(faq.43): it stays where it went.
"""

from __future__ import annotations

from ....kernel import implements


def from_discard(g, p: str, cid: int) -> bool:
    """May `p` play this card from their discard pile (Necromancy, or its own text: own_pile.py)?"""
    from .own_pile import from_opponents_pile, from_pile
    return g.s.zones.where.get(cid) == f"{p}.discard" and g.card(cid).keyword("necromancy") > 0 \
        or from_pile(g, p, cid) or from_opponents_pile(g, p, cid)


@implements("core.turn.3", "zones.play")
def played(g, cid: int, src: str) -> None:
    """A card was played from `src`: from a discard pile by Necromancy, it is marked for the end of the turn."""
    if src.endswith(".discard") and (g.card(cid).keyword("necromancy")  # or "as if they had Necromancy":
                                     or src.split(".")[0] != g.controller(cid)):  # from an opponent's (Mortis Engine)
        g.s.lasting.append({"card": cid, "necromancy": True})
        g.emit("necromancy", ("core.turn.3", "zones.play"), card=cid, name=g.name(cid),
               until="the end of the turn")


@implements("timing.E.2", "core.turn.5")
def at_end(g) -> None:
    """The end of the turn: each card played by Necromancy and still in play goes to the bottom of its owner's
    deck."""
    for m in [m for m in g.s.lasting if m.get("necromancy")]:
        cid = m["card"]
        if not g.is_in_play(cid):
            continue
        owner = g.s.owner[cid]
        g.leave_play(cid, "returned", ("timing.E.2", "core.turn.5"), to="deck")
        g.s.zones.move(cid, f"{owner}.deck", index=0)  # the bottom (the top is the end of the list: game.draw)
        g.emit("bottom_of_deck", ("timing.E.2",), card=cid, name=g.name(cid), player=owner)
