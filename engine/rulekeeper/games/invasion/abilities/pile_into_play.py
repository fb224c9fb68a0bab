"""Putting cards into play out of a discard pile (zones.put-into-play): "Put target non-Hero unit in your opponent's
discard pile into play under your control" (A Slave for Every Occasion), "Put target unit that entered an
opponent's discard pile this turn into play, corrupted, in any of your zones." (Seeking New Slaves), "Put into play
all units in your discard pile. (You choose which zone each unit enters.)" (Morvael's Legacy).

- A target is chosen as the effect is played among the cards of its kind in that pile (a target need not be in
  play, faq.4) and checked again as it resolves (still there, still of its kind; timing.B.3).
- A card of an opponent's pile enters play in one of your zones: you control it, its owner still owns it (it goes
  back to its owner's pile when it leaves play, core.effects.ownership). "in any of your zones" said without
  "under your control" reads the same (a card in your zone is yours to control).
- "Put a unit from an opponent's discard pile into play, corrupt, in your Quest Zone." (Slaver Raid): no target, the
  player's pick in that pile as the effect resolves (the next scripted answer naming one, else the one nearest the
  top); "Choose one of your zones. Put into play all units in your discard pile into that zone." (Reclaiming the
  Fallen): each into the zone chosen (a unit that zone refuses stays in the pile).
- "corrupted": it enters play in that state; it has not become corrupted (faq.17, as "enters play corrupted").
- The zone is the controller's choice: the next scripted answer naming a zone, else the first that takes it; for
  "all units", one answer per unit in the pile's order from its top. They enter at the same time (faq.50 for
  copies of a unique unit, movement.put_all_into_play). A card no zone takes stays in the pile.
Wraps effects.HANDLERS[E.PutIntoPlay] (another shape goes to the handler registered before).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import IllegalAction, implements
from ....text.invasion.ast import NounPhrase, Possessive
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place, Player
from ..cards import ZONES
from ..state import other
from . import effects
from .objects import Unsupported
from .reviving import entered_discard_this_turn, zone_for
from .search import Kind, _kind


@dataclass(frozen=True)
class InPile:
    """Cards of a kind in your ("you") or the opponent's discard pile, that entered it this turn (`this_turn`);
    duck-types objects.Selector."""
    kind: Kind
    whose: str
    this_turn: bool = False
    count: int = 1
    up_to: bool = False
    ref: str = "target"
    target: bool = True

    def _owner(self, p: str) -> str:
        return p if self.whose == "you" else other(p)

    def all(self, g, p: str, source: int) -> list[int]:
        return [c for c in reversed(g.cards(self._owner(p), "discard")) if self.matches(g, p, source, c)]

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        return g.s.zones.where.get(cid) == f"{self._owner(p)}.discard" and self.kind.fits(g.card(cid)) \
            and (not self.this_turn or entered_discard_this_turn(g, cid))


def _pile_owner(place) -> str | None:
    """"your discard pile" -> you; "your opponent's / an opponent's discard pile" -> opponent."""
    if not (isinstance(place, Place) and place.zone == "discard pile"
            and not (place.described or place.qualities or place.position or place.within)):
        return None
    if place.ref == "your" and place.whose is None:
        return "you"
    w = place.whose
    if place.ref == "of" and isinstance(w, Player) and w.who == "opponent" and w.ref in ("your", "an", "") \
            and not (w.of or w.described):
        return "opponent"
    return None


def _entered_this_turn(post) -> str | None:
    """"that entered an opponent's (your) discard pile this turn" -> whose pile."""
    parts = getattr(post, "parts", ())
    if not (getattr(post, "kind", None) == "relative" and len(parts) == 4 and parts[:2] == ("that", "entered")):
        return None
    pile, when = parts[2], parts[3]
    if not (isinstance(when, NounPhrase) and when.dets == ("this",) and tuple(when.head.nouns) == ("turn",)
            and not when.modifiers and not when.posts):
        return None
    if isinstance(pile, Possessive) and tuple(pile.head.nouns) == ("discard", "pile") and not pile.modifiers \
            and not pile.posts and isinstance(pile.owner, NounPhrase) and pile.owner.dets in (("an",), ("your",)) \
            and tuple(pile.owner.head.nouns) == ("opponent",) and not pile.owner.modifiers and not pile.owner.posts:
        return "opponent"
    return None


def _your_zones(place) -> bool:
    """"in any of your zones"."""
    return isinstance(place, Place) and place.zone == "zones" and place.ref == "any of your" and place.whose is None \
        and not (place.described or place.qualities or place.position or place.within)


def _under_you(control) -> bool:
    """"under your control"."""
    return control is None or isinstance(control, Objects) and tuple(control.kind) == ("control",) \
        and control.ref == "your" and isinstance(control.controller, Player) and control.controller.who == "you" \
        and not control.described


def _one_zone(place) -> str | None:
    """"in your Quest Zone" -> quest; "into that zone" (the zone chosen before) -> that; None for another place."""
    if not isinstance(place, Place) or place.described or place.qualities or place.position or place.within \
            or place.whose is not None:
        return None
    if place.zone == "zone" and place.ref == "that":
        return "that"
    z = "quest" if place.zone == "quest zone" else place.zone
    return z if z in ZONES and place.ref == "your" else None


def _shape(n):
    """(InPile, corrupted) for the shapes above; None for another PutIntoPlay."""
    o = n.what
    if not isinstance(o, Objects) or o.qualities or o.controller or o.of or not _under_you(n.control) \
            or n.place is not None and not _your_zones(n.place) and _one_zone(n.place) is None \
            or n.state not in (None, "corrupted") or any((n.free, n.facedown, n.at_random, n.by)):
        return None
    if n.source is not None:  # "put a unit from an opponent's discard pile into play": the pile said apart
        if o.place is not None or _pile_owner(n.source) is None:
            return None
        o = replace(o, place=n.source)
    whose = _pile_owner(o.place)
    this_turn = False
    if whose is None and o.place is None and len(o.described) == 1:
        whose, this_turn = _entered_this_turn(o.described[0]), True
    elif o.described:
        return None
    if whose is None:
        return None
    if n.control is not None and whose != "opponent":
        return None  # "your own card under your control": nothing the text needs
    try:
        kind, _ = _kind(replace(o, ref="a", target=False, place=None, described=(), count=None))
    except Unsupported:
        return None
    if kind.type not in ("Unit", "Support"):
        return None
    if o.target and o.ref in ("a", "one", "") and (o.count is None or o.count.value == 1 and o.count.bound == "exactly"):
        return InPile(kind, whose, this_turn), n.state == "corrupted"
    if not o.target and o.ref == "all" and o.count is None and not this_turn:
        return InPile(kind, whose, ref="each", target=False, count=None), n.state == "corrupted"
    if not o.target and o.ref in ("a", "an") and o.count is None and not this_turn:  # chosen as it resolves
        return InPile(kind, whose, ref="chosen", target=False), n.state == "corrupted"
    return None


_BEFORE = effects.HANDLERS[E.PutIntoPlay]


def _check(n, ctx) -> None:
    shape = _shape(n)
    if shape is None:
        return _BEFORE[0](n, ctx)
    if shape[0].target:
        ctx.slots.append((n.what, shape[0]))


@implements("zones.put-into-play", "core.effects.ownership", "faq.4", "faq.17", "faq.50")
def _run(n, rt) -> bool:
    shape = _shape(n)
    if shape is None:
        return _BEFORE[1](n, rt)
    from ..movement import put_all_into_play, put_into_play
    sel, corrupted = shape
    g, p = rt.g, rt.p
    if sel.target:
        cards = [c for c in effects.chosen_targets(rt, n.what) if sel.matches(g, p, rt.source, c)]
    elif sel.ref == "chosen":  # the player's pick in the pile (the next scripted answer naming one, else the top one)
        from .cards_moving import pick_card
        fits = sel.all(g, p, rt.source)
        cards = [pick_card(g, fits)] if fits else []
    else:
        cards = sel.all(g, p, rt.source)
    put = []
    fixed = _one_zone(n.place)
    if fixed == "that":  # "Choose one of your zones. Put ... into that zone."
        who, fixed = getattr(rt, "zone", None) or (None, None)
        if who != p or fixed is None:
            return False
    where = zone_for if fixed is None else (lambda g, p, cid: fixed)  # the zone the text names, else the pick
    if sel.whose == "you":
        zones = {cid: where(g, p, cid) for cid in cards}
        cards = [c for c in cards if zones[c] is not None]
        put = put_all_into_play(g, p, cards, ZONES[0], zones) if cards else []
    else:
        for cid in cards:
            zone = where(g, p, cid)
            try:
                if zone is not None:
                    put_into_play(g, g.s.owner[cid], cid, zone, under=p)
                    put.append(cid)
            except IllegalAction:
                continue
    for cid in put:
        if corrupted and g.is_in_play(cid) and cid not in g.s.corrupted:
            from . import passive
            if not passive.forbids(g, cid, "corrupted"):
                g.s.corrupted.add(cid)
                rt.emit("enters_corrupted", ("core.effects.corruption", "faq.17"), card=cid, name=g.name(cid),
                        by=rt.name)
    rt.that = [c for c in put if g.is_in_play(c)]
    return bool(rt.that)


effects.HANDLERS[E.PutIntoPlay] = (_check, _run)
