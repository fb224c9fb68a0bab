"""A unit that becomes a development until the end of the turn: "Action: Spend 2 resources to have this unit become a
development until the end of the turn. It no longer counts as a unit." (Tree Kin, Thornflesh Dryad, Treeman Ancient).

- A lasting entry {"card", "becomes": "development"} (timing.E.3). The card stays faceup where it is and in play
  (faq.25); Game.card reads it through `as_now` as a faceup development: type "Development", no text box, power,
  cost, loyalty, traits, keywords or hit points (card-types.developments). So every reader of a card's type or stats
  (combat declarations, card text that picks units or developments, damage, zone power, the invariants) sees a
  development, and Game.hit_points counts it for its zone (+1, core.capital.hit-points).
- As it becomes one, its damage and resource tokens are removed (card-types.developments); it stops questing
  (faq.25); it stays corrupted (faq.41); an attachment that needs a unit is discarded (card-types.attachments).
- At the end of the turn (`at_end`, timing.E.3) it is a unit again, without entering play (card-types.developments);
  its zone loses the hit point, so the zone's damage is checked (core.capital.burning). Leaving play meanwhile, it
  enters the discard pile as its printed type (faq.29): the entry goes with it (Game.leave_play).

Only this shape is carried out: "this unit" becoming "a development" and "It no longer counts as a unit" after it.
A development becoming a unit ("It still counts as a development", Bolt of Change) is not: a development is
facedown in its own place (`<zone>.dev`), which combat does not look at. Registered on top of effects.HANDLERS for
Sequence, and into objects.KIND_HOOKS.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects, objects
from .program import Reading

_SEQ = effects.HANDLERS[E.Sequence]
BECOMERS: set[str] = set()  # the cards whose text can make a card a development (Game reads `as_now` only then)
_FACEUP: dict[str, object] = {}  # card name -> its faceup development reading


def _plain(o, kinds: tuple[str, ...], ref: str) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) in kinds and o.ref == ref and not o.described \
        and not o.qualities and o.of is None and o.place is None and o.controller is None and not o.target


def _shape(n) -> bool:
    """"Until the end of the turn, this unit becomes a development. It no longer counts as a unit."."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2):
        return False
    last, no_longer = n.steps
    b = getattr(last, "effect", None)
    c = getattr(no_longer, "effect", None)
    return isinstance(last, E.Lasting) and getattr(last.duration, "until", None) in effects.LASTING \
        and isinstance(b, E.Becomes) and b.by is None and _plain(b.who, (("unit",),), "this") \
        and _plain(b.what, (("development",),), "a") \
        and isinstance(no_longer, E.Modal) and no_longer.kind == "no longer" and isinstance(c, E.CountsAs) \
        and c.by is None and _plain(c.who, (("it",),), "it") and _plain(c.what, (("unit",),), "a")


def _check(n, ctx) -> None:
    if not _shape(n):
        return _SEQ[0](n, ctx)
    ctx.objects(n.steps[0].effect.who)
    BECOMERS.add(ctx.name)


@implements("card-types.developments", "timing.E.3", "faq.25", "faq.41", "card-types.attachments")
def _run(n, rt) -> bool:
    """Each unit picked becomes a faceup development until the end of the turn."""
    if not _shape(n):
        return _SEQ[1](n, rt)
    g, done = rt.g, False
    for cid in effects.cards(rt, n.steps[0].effect.who):
        if not g.is_in_play(cid) or not g.card(cid).unit:
            continue
        become(g, cid)
        rt.out_of_combat(cid)
        done = True
    return done


@implements("card-types.developments", "faq.25", "faq.41", "card-types.attachments")
def become(g, cid: int) -> None:
    """Card `cid` in play is a faceup development until the end of the turn: damage and resource tokens removed,
    no longer questing, still corrupted; attachments that need a unit go."""
    from .. import attachments
    s = g.s
    s.lasting.append({"card": cid, "becomes": "development"})
    s.damage.pop(cid, None)
    s.tokens.pop(cid, None)
    for quest in [q for q, u in s.questing.items() if u == cid]:
        del s.questing[quest]
    g.emit("becomes", ("card-types.developments", "timing.E.3", "faq.25"), card=cid, name=g.name(cid),
           what="development", until="end of turn", corrupted=cid in s.corrupted)
    g.settle_quests()
    attachments.check(g)


def developed(g, cid: int) -> bool:
    """Is card `cid` a faceup development now (an entry of this module)?"""
    return any(m["card"] == cid and m.get("becomes") == "development" for m in g.s.lasting)


def as_now(g, cid: int, card):
    """What Game.card reads: the card as a faceup development while it is one (card-types.developments)."""
    if not developed(g, cid):
        return card
    got = _FACEUP.get(card.name)
    if got is None:
        got = _FACEUP[card.name] = replace(card, type="Development", power=0, health=0, cost=0, loyalty=0,
                                           traits=(), keywords=(), abilities=(), program=Reading(), zone_power=())
    return got


def faceup_developments(g, p: str, zone: str) -> int:
    """How many cards in p's zone are faceup developments (each gives the zone a hit point)."""
    return sum(1 for c in g.cards(p, zone) if developed(g, c))


@implements("timing.E.3", "card-types.developments", "core.capital.burning")
def at_end(g) -> None:
    """Effects until the end of the turn expire: each faceup development is its unit again (not entering play);
    its zone loses the hit point it gave, so the zone's damage is checked (core.capital.burning)."""
    back = [m for m in g.s.lasting if m.get("becomes") == "development"]
    if not back:
        return
    g.s.lasting = [m for m in g.s.lasting if m.get("becomes") != "development"]
    for m in back:
        cid = m["card"]
        if not g.is_in_play(cid):
            continue
        g.emit("reverts", ("timing.E.3", "card-types.developments"), card=cid, name=g.name(cid), to=g.card(cid).type)
        who, zone = g.controller(cid), g.place(cid)
        if zone != "legend":
            g.damage_zone(who, zone, 0, ("core.capital.burning",), check=True)


def _kind(g, cid: int, kinds) -> bool:
    """A faceup development is picked by card text that picks developments."""
    return "development" in kinds and g.s.lasting and developed(g, cid)


effects.HANDLERS[E.Sequence] = (_check, _run)
objects.KIND_HOOKS.append(_kind)
