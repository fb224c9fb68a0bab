"""A Spell played from the discard pile for tokens its printed cost counts: "Action: Remove resource tokens from this
card equal to the printed cost of a target Spell card in your discard pile to play it at no cost. Then, sacrifice
this card." (Gathering the Winds, faq.43).

- The target is named inside the cost. `split` reads it as the Action's first target (timing.C.1: chosen as the
  Action is triggered, before the costs): the effect becomes "Target a Spell card in your discard pile. (Then) play
  it at no cost. Then, sacrifice this card." (targeted.py keeps the target), and the cost (`PART`) is that
  target's printed cost in resource tokens from this card, checked and paid once the target is chosen
  (run.take: `refusal`, `pay`; a target that costs 0 takes no token).
- "play it at no cost": when the chain's resolution reaches the entry, the Spell, still in the pile, is played
  there and then (playing.resolve_now): no new chain, nobody can cancel it or respond
  (misc.card-effects-resulting-in-playing-cards); it resolves and is discarded again. Its playing is a play of a
  Spell card ("When you play a Spell card": triggers.py), resolved at the sentence break before "Then, sacrifice".
- The Spell played is a new copy (faq.43): an earlier entry that targeted it, resolving after (the chain resolves
  last in, first out), finds its target gone and plays nothing, and so does not sacrifice either ("Then").
  Several entries with different Spells all resolve, even after the card left play (its effects exist apart from it).
- Only a tactic Spell is played: a Spell of another type (an Attachment) is not played by this effect yet; the
  entry says so (`not_played`) and does nothing.
Registered into program.ACTION_SPLITTERS, program.COST_READERS and effects.HANDLERS for Play (on top of the handler
before it).
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import Action, SemanticError
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import EqualTo, Objects
from ....text.invasion.semantics.objects import thing
from . import effects, program
from .objects import Unsupported

PART = "tokens_equal_to_target_cost"
_BEFORE = effects.HANDLERS.get(E.Play)


def _this_card(o) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) == ("card",) and not o.described \
        and o.count is None


def _target_in_cost(cost):
    """The target phrase of "Remove resource tokens from this card equal to the printed cost of <a target ...>",
    as typed objects; None for another cost."""
    if not (isinstance(cost, E.RemoveTokens) and cost.by is None and _this_card(cost.source)
            and tuple(cost.token) in (("resource", "tokens"), ("resource", "token"))
            and isinstance(cost.count, EqualTo)):
        return None
    c = cost.count.what
    if not (isinstance(c, Objects) and tuple(c.kind) == ("cost",) and c.ref == "the" and c.qualities == ("printed",)
            and len(c.described) == 1 and getattr(c.described[0], "kind", None) == "pp"
            and len(c.described[0].parts) == 1 and getattr(c.described[0].parts[0], "prep", None) == "of"):
        return None
    try:
        o = thing(c.described[0].parts[0].np)
    except SemanticError:  # a phrase the typed layer can't read is no target this module knows
        return None
    return o if isinstance(o, Objects) and o.target and o.count is None else None


def read(cost) -> tuple | None:
    return (PART, None) if _target_in_cost(cost) is not None else None


def _play_it(n) -> bool:
    """"play it at no cost"."""
    o = n.what
    return isinstance(n, E.Play) and isinstance(o, Objects) and o.ref == "it" and tuple(o.kind) == ("it",) \
        and not o.described and n.free is True and n.source is None and n.control is None and n.place is None \
        and n.as_if is None and n.by is None


def split(ab):
    """The Action with its cost's target made the effect's first target (see the module's docstring)."""
    if not isinstance(ab, Action):
        return ab
    target = _target_in_cost(ab.cost)
    if target is None:
        return ab
    e = ab.effect
    first = e.steps[0] if isinstance(e, E.Sequence) else e
    if not _play_it(first):
        raise Unsupported("a target in the cost of an Action whose effect is not \"play it at no cost\"")
    return replace(ab, effect=E.Sequence((E.Targeted(target), e), then=True))


def _price(g, chosen) -> int | None:
    """The printed cost of the target chosen (the first slot: `split` put it there)."""
    if not chosen or not chosen[0]:
        return None
    return max(0, g.pool[g.s.names[chosen[0][0]]].cost)


@implements("timing.C.2", "faq.43")
def refusal(g, p: str, cid: int, chosen) -> IllegalAction | None:
    n = _price(g, chosen)
    if n is None:
        return IllegalAction("timing.C.1", f"{g.name(cid)}'s cost names a target: none was chosen")
    if g.s.tokens.get(cid, 0) < n:
        return IllegalAction("timing.C.2", f"the cost is {n} resource tokens of {g.name(cid)}'s (the printed cost of "
                                           f"{g.name(chosen[0][0])}); it has {g.s.tokens.get(cid, 0)}")
    return None


def pay(g, p: str, cid: int, chosen) -> None:
    n = _price(g, chosen)
    if n:
        g.put_tokens(cid, -n, ("timing.C.2",), name=g.name(cid))


def _check(n, ctx) -> None:
    if not (_play_it(n) and getattr(ctx, "from_pile", False)):
        if _BEFORE is None:
            raise Unsupported("the effect Play")
        return _BEFORE[0](n, ctx)


def _played_since_targeted(g, cid: int) -> bool:
    """Was card `cid` played (by an effect) after the last Action that targeted it was triggered? Then it is a new
    copy (faq.43). Nothing can be triggered while a chain resolves, so the last trigger that targeted it is the
    entry resolving now or one resolved before it, which played it."""
    for ev in reversed(g.s.log.events):
        if ev.kind == "played_by_effect" and ev.data.get("card") == cid:
            return True
        if ev.kind == "trigger" and any(cid in group for group in ev.data.get("targets") or ()):
            return False
    return False


@implements("faq.43", "misc.card-effects-resulting-in-playing-cards")
def _run(n, rt) -> bool:
    """The Spell chosen, still in the pile and not played since it was targeted, played now at no cost."""
    if not (_play_it(n) and rt.that and all(rt.g.s.zones.where.get(c) == f"{rt.p}.discard" for c in rt.that)):
        return _BEFORE[1](n, rt)
    from .playing import resolve_now
    g, done = rt.g, False
    for cid in rt.that:
        if _played_since_targeted(g, cid):
            rt.emit("not_played", ("faq.43",), card=cid, name=g.name(cid),
                    why="played since it was targeted: a new copy, with no memory of being targeted")
        elif g.card(cid).type != "Tactic":
            rt.emit("not_played", ("faq.43",), card=cid, name=g.name(cid),
                    why=f"a {g.card(cid).type.lower()} Spell is not played by this effect yet")
        else:
            done = resolve_now(rt, cid) or done
    return done


program.ACTION_SPLITTERS.append(split)
if read not in program.COST_READERS:
    program.COST_READERS.append(read)
effects.HANDLERS[E.Play] = (_check, _run)
