"""Moving a unit, a development or damage (misc.moving-cards, zones.in-play, damage.moving-damage), from the
cards' text: "move this unit from its current zone to another of your zones", "move one target unit from its zone
to another zone controlled by the same player", "move target unit you control to this zone", "move target
development ... to another zone", "move 1 damage from one target unit to another target unit", "move any number of damage on this unit to a target
corrupted unit" (the number the mover names, a scripted answer 0 up to the damage there; else all of it).

A unit moves through movement.move (in play only, a different zone, never into an opponent's zone, one Hero per
zone; attacking and defending units leave combat, questing stops). The zone it goes to, when the text leaves it
open, is the controller's choice: the next scripted answer naming a zone the move is legal to, else the first such
zone (kingdom, quest, battlefield); with none, nothing moves. A development moves between its controller's zones
face down: the zone it left loses its hit point at once (core.capital.hit-points), which may burn it.
"Target unit from the defending zone": the target is chosen among the units in the zone being attacked. "Move
attached unit to a different zone" (an Attachment's "this unit", attached_this.py): the unit moves, the attachment
stays in its zone (card-types.attachments: a unit's later move has no effect on its attachment).
"Target opponent may move it into any of your zones." (Fungusbrew Goblin): the opponent may decline (choosing.py)
or move it into another of its controller's zones, his pick. Registered into effects.HANDLERS for Move.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion import ast as A
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, ListOf, Objects, Place, Player
from ..cards import ZONES
from . import effects
from .effects import _only, amount
from .objects import Unsupported


@dataclass(frozen=True)
class NarrowedTarget:
    """A target chosen among the cards another phrase picks (`inner`, its count, "up to" and reference), kept to
    those `keeps` allows (duck-types objects.Selector)."""
    inner: object

    @property
    def count(self):
        return self.inner.count

    @property
    def up_to(self):
        return self.inner.up_to

    @property
    def ref(self):
        return self.inner.ref

    @property
    def target(self):
        return True

    def keeps(self, g, p: str, cid: int) -> bool:
        raise NotImplementedError

    def all(self, g, p: str, source: int) -> list[int]:
        return [c for c in self.inner.all(g, p, source) if self.keeps(g, p, c)]

    def matches(self, g, p: str, source: int, cid: int) -> bool:
        return self.inner.matches(g, p, source, cid) and self.keeps(g, p, cid)


@dataclass(frozen=True)
class InDefendingZone(NarrowedTarget):
    """A target chosen among the cards in the zone being attacked."""

    def keeps(self, g, p: str, cid: int) -> bool:
        c = g.s.combat
        where = g.s.zones.where.get(cid, "")
        return c is not None and where == f"{_defender(g)}.{c.target}"


@dataclass(frozen=True)
class InYourZones(NarrowedTarget):
    """A target chosen among the cards in some of its controller's zones ("from your kingdom or your quest zone")."""
    zones: tuple[str, ...] = ()

    def keeps(self, g, p: str, cid: int) -> bool:
        return g.s.zones.where.get(cid, "") in {f"{p}.{z}" for z in self.zones}


def _defender(g) -> str:
    from ..state import other
    return other(g.s.active)


def _same_player(place: Place) -> bool:
    """"another zone controlled by the same player"."""
    if len(place.described) != 1:
        return False
    post = place.described[0]
    return isinstance(post, A.Post) and post.kind == "reduced" and len(post.parts) == 2 \
        and post.parts[0] == "controlled" and isinstance(post.parts[1], A.Prep) and post.parts[1].prep == "by" \
        and tuple(post.parts[1].np.modifiers) == ("same",) and tuple(post.parts[1].np.head.nouns) == ("player",)


def _destination(to) -> str:
    """"another" (any other zone of the card's controller) | "this" (the zone of the ability's card)."""
    if isinstance(to, Objects) and tuple(to.kind) == ("of",) and to.ref == "another" and isinstance(to.of, Place) \
            and to.of.zone == "zones" and to.of.ref == "your" and not (to.of.described or to.of.qualities):
        return "another"  # "another of your zones" (said of your own card)
    if isinstance(to, Objects) and tuple(to.kind) == ("of",) and to.ref == "a" and to.count == Count(1) \
            and isinstance(to.of, Place) and to.of.zone == "zones" and to.of.ref == "your" \
            and to.of.qualities == ("other",) and not to.of.described:
        return "another"  # "one of your other zones"
    if isinstance(to, Objects) and tuple(to.kind) == ("another",) and to.ref == "a" and _same_player(to) \
            and not (to.target or to.qualities or to.controller or to.place or to.of):
        return "another"  # "from one zone to another controlled by the same player"
    if isinstance(to, Objects) and tuple(to.kind) == ("of",) and to.ref == "any" and to.count is None \
            and isinstance(to.of, Place) and to.of.zone == "zones" and to.of.ref == "your" \
            and not (to.of.described or to.of.qualities or to.target or to.qualities or to.described):
        return "another"  # "into any of your zones" (a move ends in a different zone: any other of them)
    if _onto_your_quest(to):
        return "onto quest"  # "onto a quest you control" (quests.py: questing)
    if isinstance(to, Place) and to.zone == "zone" and to.ref == "a" and to.qualities in (("new",), ("different",)) \
            and not to.described \
            and to.within is None and not to.position and to.whose is None:
        return "another"  # "to a new / different zone": one of its controller's other zones
    if isinstance(to, Place) and to.zone in ZONES + ("quest zone",) and to.ref == "your" and to.whose is None \
            and not (to.described or to.qualities or to.within or to.position):
        return "quest" if to.zone == "quest zone" else to.zone  # "to your battlefield": a zone of yours
    if isinstance(to, Place) and to.zone == "zone" and not to.qualities and to.within is None and not to.position:
        if to.ref in ("another", "a new") and (not to.described or _same_player(to)):
            return "another"
        if to.ref == "this" and not to.described and to.whose is None:
            return "this"
    raise Unsupported("moving a card to a place other than another of its controller's zones or this zone")


def _onto_your_quest(to) -> bool:
    """"onto a quest you control"."""
    w = getattr(to, "whose", None)
    return isinstance(to, Place) and to.zone == "quest" and to.ref == "a" and isinstance(w, Player) and w.who == "you" \
        and not (w.of or w.described or to.described or to.qualities or to.within or to.position)


def _from(source) -> str | tuple | None:
    """"from its (current) zone" -> None; "from the defending zone" -> "defending"; "from your kingdom or your quest
    zone" -> ("kingdom", "quest"); "from one zone" (each card moved from the same zone) -> "one zone"."""
    if source is None:
        return None
    if isinstance(source, Objects) and tuple(source.kind) == ("zone",) and source.ref in ("", "one") \
            and source.count == Count(1) and not (source.target or source.qualities or source.controller
                                                  or source.place or source.described or source.of):
        return "one zone"
    items = source.items if isinstance(source, ListOf) and source.conj == "or" else (source,)
    if all(isinstance(i, Place) and i.zone in ZONES + ("quest zone",) and i.ref == "your" and i.whose is None
           and not (i.described or i.qualities or i.within or i.position) for i in items):
        return tuple("quest" if i.zone == "quest zone" else i.zone for i in items)
    if isinstance(source, Place) and source.zone == "zone" and not source.described and source.within is None:
        if source.ref == "its" and source.qualities in ((), ("current",)):
            return None
        if source.ref == "the" and source.qualities == ("defending",):
            return "defending"
    raise Unsupported("moving a card from a place other than its zone or the defending zone")


THIS_UNIT = Objects(kind=("unit",), ref="this", count=None, target=False, qualities=(), controller=None, place=None,
                    described=(), of=None)


def _on_this_unit(o) -> bool:
    """"(any number of) damage on this unit": the damage phrase names where it is."""
    post = o.described[0] if isinstance(o, Objects) and len(o.described) == 1 else None
    prep = post.parts[0] if post is not None and post.kind == "pp" and len(post.parts) == 1 else None
    np = getattr(prep, "np", None)
    return getattr(prep, "prep", "") == "on" and isinstance(np, A.NounPhrase) and np.dets == ("this",) \
        and tuple(np.head.nouns) == ("unit",) and not np.posts and not np.modifiers


def _damage_source(n):
    """The unit the damage moves from: the text's "from ...", or "this unit" of "damage on this unit"."""
    return THIS_UNIT if n.source is None and _on_this_unit(n.what) else n.source


ANY = "any number"  # "any number of damage": the mover's choice, 0 up to all of it


def _damage_amount(o) -> int | None | str:
    """"1 damage" -> 1, "all damage" -> None, "any number of damage" -> ANY."""
    if isinstance(o, Objects) and _on_this_unit(o):
        from dataclasses import replace
        o = replace(o, described=())
    if not (isinstance(o, Objects) and tuple(o.kind) == ("damage",) and not o.described and not o.qualities
            and not o.target and o.of is None and o.place is None):
        raise Unsupported("moving damage described further")
    if o.ref == "all" and o.count is None:
        return None
    if o.ref == "" and o.count == Count(None, "any"):
        return ANY
    if o.ref in ("", "a"):
        return 1 if o.count is None else amount(o.count, "damage moved")
    raise Unsupported(f"moving '{o.ref}' damage")


def _is_damage(n) -> bool:
    return isinstance(n.what, Objects) and tuple(n.what.kind) == ("damage",)


def _mover(by) -> str:
    """Who moves the card: you (no one named) | opponent ("target opponent may move it ...": his choice of zone)."""
    if by is None:
        return "you"
    if isinstance(by, Player) and by.who == "opponent" and by.ref in ("target", "an", "your", "each") \
            and not (by.of or by.described):
        return "opponent"
    raise Unsupported("Move with 'by'")


def _check(n, ctx) -> None:
    _only(n, "what", "to", "source", "by")
    if _mover(n.by) == "opponent" and (_is_damage(n) or _destination(n.to) != "another" or n.source is not None
                                       or ctx.objects(n.what).ref not in ("this", "that")):
        raise Unsupported("Move with 'by'")
    if _is_damage(n):
        _damage_amount(n.what)
        src, to = ctx.objects(_damage_source(n)), ctx.objects(n.to)
        if src.kind not in ("unit", "card") or to.kind not in ("unit", "card") or src.ref == "each" or to.ref == "each":
            raise Unsupported("moving damage between something other than two units")
        if "corresponding" in (src.zone, to.zone):
            raise Unsupported("moving damage to a unit in the zone corresponding to another target's")
        return
    _destination(n.to)
    start = _from(n.source)
    sel = ctx.objects(n.what)
    one = any(getattr(c, "what", "") == "questing here" for c in getattr(sel, "checks", ()))  # at most one unit
    if sel.kind not in ("unit", "support", "development", "card") or sel.ref == "each" and not one \
            or sel.ref == "attached" and sel.kind != "unit":  # "move attached unit": the unit this card is on
        raise Unsupported(f"moving {'each ' if sel.ref == 'each' else ''}{sel.kind} cards")
    if _destination(n.to) == "onto quest" and (sel.kind != "unit" or sel.ref != "this" or start is not None):
        raise Unsupported("moving a card onto a quest other than this unit")
    if start == "defending":
        if not sel.target:
            raise Unsupported("moving a card from the defending zone that is not a target")
        o, _ = ctx.slots[-1]
        ctx.slots[-1] = (o, InDefendingZone(sel))
    elif isinstance(start, tuple):
        if not sel.target or sel.kind != "unit":
            raise Unsupported("moving a card from one of your zones that is not a target unit")
        o, _ = ctx.slots[-1]
        ctx.slots[-1] = (o, InYourZones(sel, start))


@implements("damage.moving-damage")
def _move_damage(n, rt) -> bool:
    from ..dealing import move_damage
    g = rt.g
    src, to = rt.cards(_damage_source(n)), rt.cards(n.to)
    src = [c for c in src if g.card(c).unit]
    to = [c for c in to if g.card(c).unit and c not in src]
    if not src or not to or not g.s.damage.get(src[0], 0):
        return False
    have = g.s.damage[src[0]]
    k = _damage_amount(n.what)
    if k == ANY:  # the mover's number: the next scripted answer 0..all, else all of it
        answers = g.s.answers
        k = int(answers.pop(0)) if answers and str(answers[0]).isdigit() and int(answers[0]) <= have else None
        if k == 0:
            return False
    k = have if k is None else min(k, have)
    if not g.remaining(to[0]):
        return False
    move_damage(g, src[0], to[0], k)
    return True


def zones_to(rt, cid: int, dest: str) -> list[str]:
    """The zones the card may be moved to, the player's pick first (a scripted answer naming one)."""
    g = rt.g
    here = g.place(cid).removesuffix(".dev")
    if dest == "this":
        owner, _, place = g.s.zones.where.get(rt.source, "").partition(".")
        zones = [place] if place in ZONES and owner == g.controller(cid) else []
    elif dest in ZONES:  # "to your battlefield": the zone of the ability's controller, if the card is theirs
        zones = [dest] if dest != here and g.controller(cid) == rt.p else []
    else:
        zones = [z for z in ZONES if z != here]
    first = g.answer(lambda w: w in zones) if len(zones) > 1 else None
    if first:
        zones = [first] + [z for z in zones if z != first]
    return zones


@implements("card-types.developments", "core.capital.hit-points", "misc.moving-cards")
def move_development(g, p: str, cid: int, zone: str) -> None:
    """A development to another zone of its controller, face down; the zone it left may burn (fewer hit points)."""
    owner, here = g.controller(cid), g.place(cid).removesuffix(".dev")
    g.s.zones.move(cid, f"{owner}.{zone}.dev")
    g.emit("move", ("misc.moving-cards", "card-types.developments"), player=p, development=True, owner=owner,
           source=here, zone=zone)
    g.damage_zone(owner, here, 0, ("core.capital.burning", "core.capital.hit-points"), check=True)


@implements("misc.moving-cards", "zones.in-play")
def _run(n, rt) -> bool:
    if _is_damage(n):
        return _move_damage(n, rt)
    from ..movement import move
    from ..state import other
    g, dest, moved = rt.g, _destination(n.to), False
    mover = rt.p if _mover(n.by) == "you" else other(rt.p)  # whose pick the zone is (a scripted answer)
    picked = rt.cards(n.what)
    start = _from(n.source)
    if start == "defending":
        picked = [c for c in picked if InDefendingZone(None).keeps(g, rt.p, c)]
    elif isinstance(start, tuple):
        picked = [c for c in picked if InYourZones(None, start).keeps(g, rt.p, c)]
    if start == "one zone" and picked:  # each from the zone of the first, all to one zone
        first = g.s.zones.where.get(picked[0])
        picked = [c for c in picked if g.s.zones.where.get(c) == first]
    if dest == "onto quest":
        return any([_onto_quest(rt, cid) for cid in picked])
    together = None
    for cid in picked:
        if g.place(cid).endswith(".dev"):
            zones = [together] if together else zones_to(rt, cid, dest)
            if zones:
                move_development(g, rt.p, cid, zones[0])
                moved = True
                together = zones[0] if start == "one zone" else None
            continue
        if not g.is_in_play(cid) or g.place(cid) == "legend":
            continue
        for zone in zones_to(rt, cid, dest):
            try:
                move(g, mover, cid, zone)  # refused (nothing changed) when the rules forbid that zone
            except IllegalAction:
                continue
            moved = True
            break
    return moved


@implements("core.cards.quest", "faq.37", "misc.moving-cards")
def _onto_quest(rt, cid: int) -> bool:
    """"Move this unit onto a quest you control": onto one of your quests with no unit questing on it (in any of
    your zones, faq.37; the next scripted answer naming one, else the first); the unit moves to your quest zone
    (movement.move) unless it is there already, and quests on it. A unit questing already is not moved."""
    from ..capital import quest_refusal
    from ..movement import move
    from .choosing import choose_cards
    g, p = rt.g, rt.p
    if not g.is_in_play(cid) or g.controller(cid) != p or cid in g.s.questing.values():
        return False
    quests = [q for z in ZONES for q in g.cards(p, z) if g.card(q).type == "Quest" and q not in g.s.questing]
    if not quests:
        return False
    quest = choose_cards(rt, p, quests, 1)[0]
    if g.place(cid) != "quest":
        try:
            move(g, p, cid, "quest")
        except IllegalAction:
            return False
    if quest_refusal(g, p, cid, "quest", quest) is not None:
        return False
    g.s.questing[quest] = cid
    g.emit("quest", ("core.cards.quest", "misc.moving-cards"), player=p, card=cid, name=g.name(cid),
           quest=g.name(quest))
    return True


effects.HANDLERS[E.Move] = (_check, _run)
