"""What a zone does to the cards that enter it, by the constant effects of the cards in it:
- "Your units enter this zone corrupted." (Warpstone Excavation): a unit played into the zone enters play
  corrupted, which is no change of state, so nothing is "corrupted" (no `corrupt` event); a unit already in play
  that moves into the zone is corrupted (faq.17, errata.core.116);
- "Cards with fewer than 3 loyalty cannot enter this zone." (Paranoia, on the unit it is attached to): such a card
  can't be played or moved there; one that must go there all the same (Veteran Sellswords, whose new controller
  moves it to his corresponding zone) is in an illegal state and is sacrificed (faq.49).
"This zone" of an attachment is the zone of the unit it is attached to. Read by abilities/program.EXTRA_CONSTANTS;
capital.play, capital.refusal, movement.move and movement.take_control call `entered`, `barred`, `must_enter`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import IllegalAction, implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Objects, Place
from .abilities import program
from .cards import ZONES


@dataclass(frozen=True)
class EntersCorrupted:
    """The card's player's units enter this zone corrupted."""


@dataclass(frozen=True)
class KeepsOut:
    """Cards with fewer than `loyalty` loyalty icons cannot enter this zone."""
    loyalty: int


def _this_zone(place) -> bool:
    return isinstance(place, Place) and place.zone == "zone" and place.ref == "this" and place.whose is None \
        and not place.position and not place.qualities and place.within is None


def _fewer_than(o) -> int | None:
    """"cards with fewer than N loyalty" -> N."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("cards",) and o.ref in ("a", "") and not o.target
            and o.controller is None and o.place is None and not o.qualities and len(o.described) == 1):
        return None
    parts = getattr(o.described[0], "parts", ())
    if len(parts) != 1 or getattr(parts[0], "prep", "") != "with":
        return None
    np = parts[0].np
    q = getattr(np, "quantity", None)
    if tuple(getattr(np.head, "nouns", ())) != ("loyalty",) or q is None or len(q.parts) != 3 \
            or q.parts[:2] != ("fewer", "than"):
        return None
    amount = q.parts[2]
    return int(amount.number) if not amount.sign and str(amount.number).isdigit() else None


def _reads(ab, name: str):
    e = ab.effect
    if ab.zone is not None:
        return None
    if isinstance(e, E.Move) and e.source is None and e.by is None and isinstance(e.to, Place) \
            and e.to.zone == "zone" and e.to.ref == "this" and len(e.to.described) == 1 \
            and getattr(e.to.described[0], "parts", ()) == ("corrupted",) and isinstance(e.what, Objects) \
            and tuple(e.what.kind) == ("units",) and e.what.ref == "your" and not e.what.described \
            and not e.what.qualities:
        return EntersCorrupted()
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Move) and e.effect.source is None \
            and e.effect.by is None and _this_zone(e.effect.to) and not e.effect.to.described:
        n = _fewer_than(e.effect.what)
        return KeepsOut(n) if n is not None else None
    return None


def _zone_of(g, cid: int) -> str:
    """"this zone": "P.zone" of the card, or of the unit an attachment is on."""
    host = g.s.attached.get(cid, cid)
    return g.s.zones.where[host]


def _effects(g, key: str, kind) -> list:
    player, _, zone = key.partition(".")
    found = []
    for q in ("A", "B"):
        for z in ZONES:
            for cid in g.cards(q, z):
                prog = g.card(cid).program
                for x in (prog.extras if prog else ()):
                    if isinstance(x, kind) and _zone_of(g, cid) == key:
                        found.append((cid, x))
    return found


@implements("faq.49")
def barred(g, p: str, cid: int, zone: str) -> IllegalAction | None:
    """Why card `cid` can't enter player p's zone (None when it can)."""
    for src, x in _effects(g, f"{p}.{zone}", KeepsOut):
        if g.card(cid).loyalty < x.loyalty:
            return IllegalAction("faq.49", f"{g.name(src)}: cards with fewer than {x.loyalty} loyalty cannot enter "
                                           f"player {p}'s {zone} ({g.name(cid)} has {g.card(cid).loyalty})")
    return None


@implements("faq.49")
def must_enter(g, p: str, cid: int, zone: str) -> bool:
    """A card that must go into a zone it cannot enter is in an illegal state: it is sacrificed (True), not moved."""
    why = barred(g, p, cid, zone)
    if why is None:
        return False
    g.leave_play(cid, "sacrificed", ("faq.49", "terms.sacrifice"))
    g.emit("illegal_state", ("faq.49",), card=cid, name=g.name(cid), why=why.message)
    return True


@implements("faq.17", "core.effects.corruption")
def entered(g, cid: int, how: str) -> None:
    """Card `cid` has just entered its zone: played (`how` = "play", it enters play in that state) or moved."""
    key = g.s.zones.where[cid]
    player = key.partition(".")[0]
    if not g.card(cid).unit or cid in g.s.corrupted:
        return
    for src, _ in _effects(g, key, EntersCorrupted):
        if g.controller(src) != player:
            continue
        g.s.corrupted.add(cid)
        if how == "play":
            g.emit("enters_corrupted", ("faq.17",), card=cid, name=g.name(cid), by=g.name(src))
        else:
            g.emit("corrupt", ("core.effects.corruption", "faq.17"), card=cid, name=g.name(cid), by=g.name(src))
        return


program.EXTRA_CONSTANTS.append(_reads)
