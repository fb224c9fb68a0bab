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

A support card that becomes a unit: "Action: When this zone is attacked, this card becomes a unit with 3 hit points
until the end of the turn (it also retains its power). It also counts as a support card." (Guard Squigs), "Until
the end of the turn, target Building support card becomes a unit with 4 hit points (the card retains its power). It
also counts as a Building support card." (Stone to Skin).

- A lasting entry {"card", "becomes": "unit", "health": N, "with_power": n}: Game.card reads the card as a unit with
  those hit points and its printed power plus n; card text that picks support cards still picks it
  (objects.KIND_HOOKS); it does not enter play (card-types.developments: a card changing type was in play already).
- At the end of the turn it is a support card again: as a support holds no damage, the damage on it is removed
  (a choice: the rules say nothing of it; a card that is no unit has no hit points to hold damage against), and an
  attachment that needs a unit is discarded (card-types.attachments).

An attachment that makes its unit a development while it stays: "Attach to a target unit or development. Attached
card is considered to have a blank text box, loses all power, and becomes a development." (Judgement of Loec): read
by program.EXTRA_CONSTANTS as `HostIsDevelopment`; `as_now` reads the unit as a faceup development while such an
attachment is on it (faq.25), corrupted if it was (faq.41); `attached_entered` (from attached.entered) removes its
damage and tokens, ends its questing (faq.25) and discards the attachments that need a unit; when the attachment
leaves, the card is a unit again (faq.41) and its zone's lost hit point is checked (`attachment_left`, from
Game.leave_play).

A development that becomes a unit ("Until the end of turn, one target development becomes a unit with 2 hit points
and 2 Power. It also counts as a development.", Bolt of Change, Full Moon Rising): the same shape, carried out by
rising.py (a facedown unit in its zone until the end of the turn). Registered on top of effects.HANDLERS for
Sequence, and into objects.KIND_HOOKS.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from . import effects, objects, program
from .program import Reading

_SEQ = effects.HANDLERS[E.Sequence]
BECOMERS: set[str] = set()  # the cards whose text can make a card a development (Game reads `as_now` only then)
_FACEUP: dict[str, object] = {}  # card name -> its faceup development reading


@dataclass(frozen=True)
class HostIsDevelopment:
    """An attachment's constant effect: its card has a blank text box, no power, and is a development (faq.25)."""


def _attached_card(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) in (("card",), ("unit",)) and o.qualities == ("attached",) \
        and not o.described and o.of is None and o.place is None and o.controller is None and not o.target


def _reads(ab, name: str):
    """"Attached card is considered to have a blank text box, loses all power, and becomes a development."."""
    e = ab.effect
    if ab.zone is not None or not isinstance(e, E.Sequence) or len(e.steps) != 3:
        return None
    treat, lose, becomes = e.steps
    blank = getattr(treat, "as_", None)
    if isinstance(treat, E.Treat) and treat.by is None and _attached_card(treat.what) and isinstance(blank, E.Has) \
            and _attached_card(blank.who) and isinstance(blank.what, Objects) \
            and tuple(blank.what.kind) == ("text", "box") and blank.what.qualities == ("blank",) \
            and isinstance(lose, E.Lose) and lose.who is None and isinstance(lose.what, Objects) \
            and tuple(lose.what.kind) == ("power",) and lose.what.ref == "all" \
            and isinstance(becomes, E.Becomes) and becomes.who is None and becomes.by is None \
            and _plain(becomes.what, (("development",),), "a"):
        BECOMERS.add(name)
        return HostIsDevelopment()
    return None


def _hosted(g, cid: int) -> bool:
    """Is an attachment that makes its card a development on card `cid` (Judgement of Loec)?"""
    if cid not in g.s.attached.values():
        return False
    for att, host in g.s.attached.items():
        if host == cid:
            prog = g.pool[g.s.names[att]].program
            if prog is not None and any(isinstance(x, HostIsDevelopment) for x in prog.extras):
                return True
    return False


@implements("faq.25", "faq.41", "card-types.developments", "card-types.attachments")
def attached_entered(g, att: int, host: int) -> None:
    """Judgement of Loec has just entered play on `host`: the card stays faceup and is a development: its damage
    and resource tokens are removed, it no longer quests (faq.25), it stays corrupted (faq.41)."""
    prog = g.card(att).program
    if prog is None or not any(isinstance(x, HostIsDevelopment) for x in prog.extras) or not g.is_in_play(host):
        return
    s = g.s
    s.damage.pop(host, None)
    s.tokens.pop(host, None)
    for quest in [q for q, u in s.questing.items() if u == host]:
        del s.questing[quest]
    g.emit("becomes", ("faq.25", "faq.41", "card-types.developments"), card=host, name=g.name(host),
           what="development", by=g.name(att), corrupted=host in s.corrupted)
    g.settle_quests()
    from .. import attachments
    attachments.check(g)


@implements("faq.41", "core.capital.burning")
def attachment_left(g, att: int, host: int | None) -> None:
    """Judgement of Loec has left play: its card is a unit again (faq.41), its zone loses the hit point it gave."""
    prog = g.pool[g.s.names[att]].program
    if host is None or prog is None or not any(isinstance(x, HostIsDevelopment) for x in prog.extras) \
            or not g.is_in_play(host) or g.place(host) == "legend":
        return
    g.emit("reverts", ("faq.41",), card=host, name=g.name(host), to=g.card(host).type)
    g.damage_zone(g.controller(host), g.place(host), 0, ("core.capital.burning",), check=True)


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


def _stats(what) -> dict | None:
    """"a unit with 2 hit points and [Power][Power]": {"health": 2, "with_power": 2}; None for anything else."""
    d = getattr(what, "described", ())
    if len(d) != 1 or getattr(d[0], "kind", None) != "pp" or len(d[0].parts) != 1 or d[0].parts[0].prep != "with":
        return None
    np, phrases = d[0].parts[0].np, []
    while type(np).__name__ == "NounList" and np.conj == "and":
        phrases.append(np.left)
        np = np.right
    phrases.append(np)
    out = {"health": None, "with_power": 0}  # not "power": Game._mod adds a lasting entry's "power" to the card
    for x in phrases:
        nouns = tuple(w.lower() for w in getattr(getattr(x, "head", None), "nouns", ()))
        parts = getattr(getattr(x, "quantity", None), "parts", ())
        if getattr(x, "dets", ()) or getattr(x, "modifiers", ()) or getattr(x, "posts", ()) or len(parts) > 1 \
                or parts and (getattr(parts[0], "sign", "") or not str(getattr(parts[0], "number", "")).isdigit()):
            return None
        k = int(parts[0].number) if parts else None
        if nouns in (("hit", "points"), ("hit", "point")) and k is not None and out["health"] is None:
            out["health"] = k
        elif nouns and all(w == "[power]" for w in nouns):
            out["with_power"] += len(nouns) * (1 if k is None else k)
        elif nouns == ("power",) and k is not None:
            out["with_power"] += k
        else:
            return None
    return out if out["health"] else None


def _support_shape(n):
    """"<a support card> becomes a unit with N hit points until the end of the turn. It also counts as a (Building)
    support card.": the stats; None for another shape."""
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2):
        return None
    last, also = n.steps
    b = getattr(last, "effect", None)
    if not (isinstance(last, E.Lasting) and getattr(last.duration, "until", None) in effects.LASTING
            and isinstance(b, E.Becomes) and b.by is None and isinstance(b.who, Objects) and not b.who.described):
        return None
    kind = tuple(b.who.kind)
    if not (kind[-2:] == ("support", "card") or b.who.ref == "this" and kind == ("card",) or kind == ("development",)):
        return None  # "target Building support card", "this card" (a support card: checked as it resolves), "target
        # development" (rising.py)
    if not (isinstance(b, E.Becomes) and isinstance(b.what, Objects) and tuple(b.what.kind) == ("unit",)
            and b.what.ref == "a" and not b.what.qualities and b.what.of is None and b.what.place is None):
        return None
    if not (isinstance(also, E.CountsAs) and also.by is None and _plain(also.who, (("it",),), "it")
            and isinstance(also.what, Objects) and not also.what.described
            and (tuple(also.what.kind)[-2:] == ("support", "card") and tuple(also.what.kind)[:-2] == kind[:-2]
                 or kind == ("development",) == tuple(also.what.kind))):
        return None
    return _stats(b.what)


def _check(n, ctx) -> None:
    if _support_shape(n) is not None:
        ctx.objects(n.steps[0].effect.who)
        BECOMERS.add(ctx.name)
        return None
    if not _shape(n):
        return _SEQ[0](n, ctx)
    ctx.objects(n.steps[0].effect.who)
    BECOMERS.add(ctx.name)


@implements("card-types.developments", "timing.E.3", "faq.25", "faq.41", "card-types.attachments")
def _run(n, rt) -> bool:
    """Each unit picked becomes a faceup development until the end of the turn (each support card picked, a unit)."""
    stats = _support_shape(n)
    if stats is not None:
        return _to_unit(n, rt, stats)
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


@implements("card-types.developments", "timing.E.3")
def _to_unit(n, rt, stats: dict) -> bool:
    g, done = rt.g, False
    for cid in effects.cards(rt, n.steps[0].effect.who):
        if g.place(cid).endswith(".dev"):  # a facedown development: a unit in its zone (rising.py)
            from .rising import rise
            done = rise(g, cid, stats) or done
            continue
        if not g.is_in_play(cid) or g.card(cid).type != "Support":
            continue
        entry = {"card": cid, "becomes": "unit", **stats}
        g.s.lasting.append(entry)
        g.emit("becomes", ("card-types.developments", "timing.E.3"), name=g.name(cid), what="unit",
               until="end of turn", **entry)
        done = True
    return done


def developed(g, cid: int) -> bool:
    """Is card `cid` a faceup development now (an entry of this module, or Judgement of Loec on it)?"""
    return any(m["card"] == cid and (m.get("becomes") == "development" or m.get("development")) for m in g.s.lasting) \
        or bool(g.s.attached) and _hosted(g, cid)


@implements("faq.29", "card-types.developments")
def as_now(g, cid: int, card):
    """What Game.card reads: the card as a faceup development while it is one (card-types.developments); out of
    play, its printed type whatever it was in play (faq.29: it enters the discard pile as its printed card type)."""
    m = next((m for m in g.s.lasting if m["card"] == cid and m.get("becomes")), None)
    if m is None and not (g.s.attached and _hosted(g, cid)):
        return card
    if not g.is_in_play(cid):
        return card
    if m is not None and m.get("development"):  # a facedown development that is a unit too (rising.py)
        from .rising import facedown_unit
        return facedown_unit(card, m)
    if m is not None and m["becomes"] == "unit":  # a support card that is a unit too (with the stats the text gives)
        key = (card.name, m["health"], m["with_power"])
        got = _FACEUP.get(key)
        if got is None:
            got = _FACEUP[key] = replace(card, type="Unit", health=m["health"], power=card.power + m["with_power"])
        return got
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
    back = [m for m in g.s.lasting if m.get("becomes") and "while" not in m]  # not a constant's (developments_as_units)
    if not back:
        return
    g.s.lasting = [m for m in g.s.lasting if not m.get("becomes") or "while" in m]
    for m in back:
        cid = m["card"]
        if not g.is_in_play(cid):
            continue
        if m.get("development"):  # a facedown development again, in its zone (rising.py)
            from .rising import sink
            sink(g, cid)
            continue
        if m is not None and m["becomes"] == "unit":  # a support card again: it holds no damage (a choice, see the docstring)
            from .. import attachments
            g.emit("reverts", ("timing.E.3", "card-types.developments"), card=cid, name=g.name(cid),
                   to=g.card(cid).type, damage_removed=g.s.damage.pop(cid, 0))
            attachments.check(g)
            continue
        g.emit("reverts", ("timing.E.3", "card-types.developments"), card=cid, name=g.name(cid), to=g.card(cid).type)
        who, zone = g.controller(cid), g.place(cid)
        if zone != "legend":
            g.damage_zone(who, zone, 0, ("core.capital.burning",), check=True)


def _kind(g, cid: int, kinds) -> bool:
    """A faceup development is picked by card text that picks developments; a support card that became a unit, by
    card text that picks support cards ("It also counts as a support card.")."""
    if not g.s.lasting and not g.s.attached:
        return False
    if "development" in kinds and developed(g, cid):
        return True
    return "support" in kinds and any(m["card"] == cid and m.get("becomes") == "unit" and not m.get("development")
                                      for m in g.s.lasting)


effects.HANDLERS[E.Sequence] = (_check, _run)
program.EXTRA_CONSTANTS.append(_reads)
objects.KIND_HOOKS.append(_kind)
