"""Effects an Action sets up to happen, for the rest of the turn or phase, each time something happens
(clar.conditional-actions, timing.E.3): "Until the end of the turn, when target unit is restored, corrupt two other
units in that zone." (Corruption of Purity), "Until the end of the turn, when you play a tactic, you may spend 1
resource to return it from your discard pile to your hand at the end of the turn." (Voice of Command, errata),
"Until the end of the phase, corrupt a target unit each time a unit enters a discard pile." (Stocking Skulls),
"Until the end of the turn, when target unit is healed, destroy that unit instead." (Eye for Cruelty).

As the Action resolves, a lasting entry {"card", "reacts", "source", "name", "nth", "player", "since", "until"}
is made (`card`: the target the trigger watches, else the Action's card); run.settle asks `reactions` about each
event after `since`, and the effect resolves like a Forced effect of its player (timing.A.2: its targets chosen
then, timing.C.1; "that unit" is the card the event is about). "Until the end of the phase" ends with the first
phase_ends event (timing.E.3); every entry ends with the turn (turn.py clears `lasting`). A watched target that
leaves play takes its entry with it (faq.43, game.leave_play).

"when target unit is healed, destroy that unit instead": a replacement: the heal does not
happen, the unit is destroyed (dealing.heal asks `heal_instead`). Readings where the text leaves room:
- "two other units in that zone": other than the unit restored, in the zone it is in, chosen by the effect's
  player as it resolves; fewer when fewer are there.
- "a unit enters a discard pile": a unit card entering either player's pile, from anywhere (triggers' to_discard).
- Voice of Command: "it" is the tactic just played; paid as the reaction resolves (may decline: the next scripted
  answer "no"; not enough resources: nothing happens), it returns at the end of the turn if it is then in its
  owner's discard pile (a tactic cancelled or put elsewhere stays where it is).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.abilities import Reaction
from ....text.invasion.semantics.nodes import Count, Duration, Objects, Place, Player
from ....text.invasion.semantics.setting import Trigger
from ..state import other
from . import effects, triggers
from .effects import Ctx
from .objects import Unsupported

UNTIL = {"end of turn": "turn", "end of the turn": "turn", "end of phase": "phase", "end of the phase": "phase"}
TARGET_EVENTS = {E.Heal: "heal", E.Restore: "restore"}  # "when target unit is healed / restored"
_BEFORE = effects.HANDLERS[E.Lasting]


def _shape(n):
    """(event, timing word, effect, until) of "until the end of the turn/phase, when X, Y" / "Y each time X"."""
    if not (isinstance(n, E.Lasting) and isinstance(n.duration, Duration) and n.duration.until in UNTIL):
        return None
    e = n.effect
    if isinstance(e, Reaction) and e.trigger.timing in ("when", "whenever"):
        return e.trigger.event, e.effect, UNTIL[n.duration.until]
    if isinstance(e, E.Conditional) and getattr(e.condition, "word", None) == "each time" and e.condition.clause:
        return e.condition.clause, e.effect, UNTIL[n.duration.until]
    return None


def _target(ev):
    """The target phrase of "when target unit is healed / restored" (chosen as the Action is triggered), or None."""
    w = getattr(ev, "what", None)
    if type(ev) in TARGET_EVENTS and ev.by is None and getattr(ev, "amount", None) is None \
            and isinstance(w, Objects) and w.target and tuple(w.kind) == ("unit",) and w.count is None \
            and not (w.described or w.qualities or w.of or w.controller or w.place):
        return w
    return None


def _any_discard(ev) -> bool:
    """"a unit enters a discard pile"."""
    if not isinstance(ev, E.Move):
        return False
    w, to = ev.what, ev.to
    return ev.source is None and ev.by is None and isinstance(w, Objects) \
        and tuple(w.kind) == ("unit",) and w.ref in ("a", "an") and not (
            w.described or w.of or w.controller or w.place or w.qualities or w.count or w.target) \
        and isinstance(to, Place) and to.zone == "discard pile" and to.ref in ("a", "any") and not (
            to.whose or to.described or to.qualities)


ANY_DISCARD = triggers.Watch("to_discard", player="opponent", kind="unit")


def _watches(ev, name: str) -> tuple:
    if _any_discard(ev):
        return (ANY_DISCARD,)
    return triggers.read(Trigger(timing="when", event=ev), name)


def _instead(eff) -> bool:
    """"destroy that unit instead"."""
    d = getattr(eff, "effect", None)
    return isinstance(eff, E.Instead) and eff.replaces is None and isinstance(d, E.Destroy) and d.by is None \
        and isinstance(d.what, Objects) and d.what.ref == "that" and tuple(d.what.kind) == ("unit",) \
        and not (d.what.described or d.what.qualities)


def _spend_return(eff):
    """Voice of Command's "you may spend N resource to return it from your discard pile to your hand at the end of
    the turn" -> N, or None."""
    c, r = getattr(eff, "cost", None), getattr(getattr(eff, "effect", None), "effect", None)
    m = getattr(eff, "effect", None)
    if not (isinstance(eff, E.Paid) and isinstance(c, E.Modal) and c.kind == "may" and isinstance(c.effect, E.Spend)
            and c.effect.source is None and effects._player(c.effect.by, "spending") == "you"
            and isinstance(m, E.AtMoment) and isinstance(m.moment, E.End) and isinstance(m.moment.what, Objects)
            and tuple(m.moment.what.kind) == ("turn",) and m.moment.what.ref == "the"
            and isinstance(r, E.ReturnToHand) and r.by is None and isinstance(r.what, Objects) and r.what.ref == "it"
            and isinstance(r.source, Place) and r.source.zone == "discard pile" and r.source.ref == "your"
            and isinstance(r.to, Place) and r.to.zone == "hand" and r.to.ref == "your"):
        return None
    return effects.amount(c.effect.amount, "resources spent")


def _check(n, ctx) -> None:
    got = _shape(n)
    if got is None:
        return _BEFORE[0](n, ctx)
    ev, eff, until = got
    target = _target(ev)
    if target is not None:
        ctx.objects(target)  # chosen as the Action is triggered (timing.C.1)
    elif isinstance(eff, E.Instead):
        raise Unsupported("a replacement 'instead' on another trigger")
    else:
        _watches(ev, ctx.name)
    if isinstance(eff, E.Instead):
        if not (_instead(eff) and isinstance(ev, E.Heal)):
            raise Unsupported("the effect Instead")
        return
    if _spend_return(eff) is not None:
        return
    effects.check(eff, Ctx(ctx.name))  # the reaction's own targets: chosen as it resolves (timing.A.2, C.1)


_FOUND: dict[tuple[str, int], tuple] = {}  # (card name, id of its Reading) -> (it, its lasting reactions)


def _nodes(g, name: str) -> list:
    """The lasting reactions of a card's Actions, in printed order (found by walking its typed effects once)."""
    prog = g.pool[name].program
    key = (name, id(prog))
    if key in _FOUND and _FOUND[key][0] is prog:
        return _FOUND[key][1]
    out = []

    def walk(x):
        if _shape(x) is not None:
            out.append(x)
            return
        if isinstance(x, tuple):
            for y in x:
                walk(y)
        elif hasattr(x, "__dataclass_fields__"):
            for f in x.__dataclass_fields__:
                walk(getattr(x, f))
    for _, ab in (prog.actions if prog else ()):
        walk(ab.effect)
    _FOUND[key] = (prog, out)
    return out


@implements("clar.conditional-actions", "timing.E.3")
def _run(n, rt) -> bool:
    got = _shape(n)
    if got is None:
        return _BEFORE[1](n, rt)
    ev, eff, until = got
    g = rt.g
    target = _target(ev)
    watched = effects.cards(rt, target) if target is not None else [rt.source]
    nth = next(k for k, x in enumerate(_nodes(g, rt.name)) if x == n)
    done = False
    for cid in watched:
        entry = {"card": cid, "reacts": "instead" if isinstance(eff, E.Instead) else "when", "source": rt.source,
                 "name": rt.name, "nth": nth, "player": rt.p, "since": len(g.s.log), "until": until}
        g.s.lasting.append(entry)
        rt.emit("lasting_reaction", ("clar.conditional-actions", "timing.E.3"), until=f"end of {until}",
                watching=g.name(cid), **{k: entry[k] for k in ("card", "source", "player")})
        done = True
    return done


def reactions(g, i: int) -> list[tuple[str, dict]]:
    """What event `i` sets off among the lasting reactions: (player, forced entry) each; a phase ending ends those
    lasting until the end of the phase (timing.E.3)."""
    ev = g.s.log.events[i]
    if ev.kind == "phase_ends":
        gone = [m for m in g.s.lasting if m.get("reacts") and m["until"] == "phase" and m["since"] <= i]
        if gone:
            g.s.lasting = [m for m in g.s.lasting if m not in gone]
            g.emit("expire", ("timing.E.3",), effects=len(gone), until="end of phase")
        return []
    out = []
    for m in g.s.lasting:
        if m.get("reacts") != "when" or i < m["since"]:
            continue
        ev_node, _, _ = _shape(_nodes(g, m["name"])[m["nth"]])
        hits = _fired(g, i, m, ev_node)
        if hits is not None:
            out.append((m["player"], {"card": m["source"], "name": m["name"], "reaction": m["nth"], "that": hits}))
    return out


def _fired(g, i: int, m: dict, ev_node) -> list[int] | None:
    ev = g.s.log.events[i]
    if _target(ev_node) is not None:
        kind = TARGET_EVENTS[type(ev_node)]
        return [m["card"]] if ev.kind == kind and ev.data.get("card") == m["card"] else None
    p = m["player"]
    for w in _watches(ev_node, m["name"]):
        for who in ((p, other(p)) if w is ANY_DISCARD else (p,)):
            hits = triggers.fired(g, i, m["source"], who, "", w)
            if hits is not None:
                return hits
    return None


@implements("timing.A.2", "timing.C.1", "clar.conditional-actions")
def resolve(g, p: str, e: dict) -> None:
    """A lasting reaction resolves, like a Forced effect of its player (run.settle)."""
    from .run import Resolution, destroy_the_dead, forced_targets
    _, eff, _ = _shape(_nodes(g, e["name"])[e["reaction"]])
    n = _spend_return(eff)
    if n is not None:
        return _later_return(g, p, e, n)
    targets = forced_targets(g, p, e["card"], e["name"], eff)
    if targets is None:
        g.emit("cancelled", ("timing.A.2", "timing.C.1", "faq.46"), card=e["card"], name=e["name"],
               why="no legal target")
        return
    g.emit("reaction", ("clar.conditional-actions", "timing.A.2"), player=p, card=e["card"], name=e["name"],
           **({"targets": targets} if targets else {}))
    r = Resolution(g, p, e["card"], e["name"], eff, targets)
    r.that = [c for c in e.get("that", []) if c in g.s.zones.where]
    if r.that and g.is_in_play(r.that[0]):  # "in that zone": the zone of the card the event is about
        who, _, zone = g.s.zones.where[r.that[0]].partition(".")
        r.zone = (who, zone)
    effects.run(_others(eff, r.that), r)
    destroy_the_dead(g)


def _others(eff, that: list[int]):
    """"two other units in that zone": other than the card the event is about (not the Action's own card)."""
    w = getattr(eff, "what", None)
    if isinstance(w, Objects) and "other" in w.qualities and that and isinstance(eff, E.Corrupt):
        return _Besides(eff, tuple(that))
    return eff


class _Besides:
    """The effect with "other" meaning other than these cards (resolved by `_besides_run`)."""
    def __init__(self, eff, cards):
        self.eff, self.cards = eff, cards


def _besides_run(n: _Besides, rt) -> bool:
    """Corrupt N other units in that zone: the effect's player picks them among those there (not corrupted first)."""
    from .choosing import choose_cards
    e, g = n.eff, rt.g
    w = replace(e.what, qualities=tuple(q for q in e.what.qualities if q != "other"), count=None, ref="each",
                place=None)
    sel = effects.selector(w, rt.name)
    who, zone = getattr(rt, "zone", None) or (None, None)
    if zone is None:
        return False
    cands = [c for c in g.cards(who, zone) if g.card(c).unit and c not in n.cards and sel.matches(g, rt.p, rt.source, c)]
    cands.sort(key=lambda c: c in g.s.corrupted)
    k = e.what.count.value if isinstance(e.what.count, Count) else 1
    picked = choose_cards(rt, rt.p, cands, k) if len(cands) > k else cands
    from ..effects import _corrupt
    from . import passive
    hit = [c for c in picked if c not in g.s.corrupted and not passive.forbids(g, c, "corrupted")]
    for cid in hit:
        _corrupt(g, rt.p, cid)
    return bool(hit)


effects.HANDLERS[_Besides] = (lambda n, ctx: None, _besides_run)


@implements("terms.cost", "timing.E.2")
def _later_return(g, p: str, e: dict, n: int) -> None:
    """"You may spend N resources to return it ... at the end of the turn": paid now, returned then."""
    from .choosing import declines
    from types import SimpleNamespace
    rt = SimpleNamespace(g=g, emit=g.emit, source=e["card"])  # what `declines` reads
    that = [c for c in e.get("that", []) if c in g.s.zones.where]
    if not that or declines(rt, p):
        return
    if g.s.resources[p] < n:
        g.emit("cost_not_paid", ("terms.cost", "timing.C.2"), card=e["card"], name=e["name"])
        return
    g.s.resources[p] -= n
    g.s.lasting.append({"card": that[0], "at_end": "from_discard", "player": p})
    g.emit("delayed", ("timing.E.2", "terms.cost"), until="end of turn", card=that[0], name=g.name(that[0]),
           player=p, spent=n, at_end="from_discard", by=e["name"])


@implements("terms.healing", "clar.conditional-actions")
def heal_instead(g, cid: int) -> bool:
    """A unit about to be healed that a lasting "destroy that unit instead" watches: destroyed, not healed."""
    m = next((m for m in g.s.lasting if m.get("reacts") == "instead" and m["card"] == cid), None)
    if m is None:
        return False
    from .run import leave
    g.emit("instead", ("terms.healing", "clar.conditional-actions"), card=cid, name=g.name(cid),
           of="heal", by=m["name"])
    leave(g, cid, "destroyed", ("clar.conditional-actions", "core.cards.destroyed"))
    return True


effects.HANDLERS[E.Lasting] = (_check, _run)

from . import run as _chain  # noqa: E402  (run.settle asks `reactions` about each event)

_chain.REACTIONS.append(reactions)
