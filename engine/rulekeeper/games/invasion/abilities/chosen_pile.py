"""A player chosen, then a count in that player's discard pile: "Choose a player. Target Vampire unit deals 1 damage
in combat for each unit in that player's discard pile until the end of the turn." (Blood Feast).

- "Choose a player": not a target, chosen as the effect resolves by its player: the next scripted answer naming a
  player ("A", "player B"), else the player whose discard pile holds more units (the opponent on a tie): the engine's
  default pick, the one the text rewards.
- "<unit> deals N damage in combat for each ... until the end of the turn": read as N more damage in combat for each
  one counted (as "+N damage in combat", power_changes.py: the lasting entry {"card", "combat": k} that the damage a
  unit adds to its side reads, core.combat.4): the count is made as the effect resolves (terms.the-letter-x, as
  every "for each" of the engine), not again later in the turn.
Registered over effects.HANDLERS for Sequence (the pair of sentences).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place, Player
from ..state import PLAYERS, other
from . import effects
from .objects import Unsupported

_SEQ = effects.HANDLERS[E.Sequence]


def _in_that_players_pile(o) -> bool:
    p = getattr(o, "place", None)
    w = getattr(p, "whose", None)
    return isinstance(o, Objects) and o.ref == "each" and tuple(o.kind) == ("unit",) and o.count is None \
        and not (o.target or o.qualities or o.controller or o.described or o.of) and isinstance(p, Place) \
        and p.zone == "discard pile" and p.ref == "of" and isinstance(w, Player) and w.who == "player" \
        and w.ref == "that" and not (w.of or w.described or p.described or p.qualities or p.within or p.position)


def _shape(n):
    """The DealDamage of the pair; None for another Sequence."""
    if not (isinstance(n, E.Sequence) and not n.then and len(n.steps) == 2):
        return None
    choose, lasting = n.steps
    w = getattr(choose, "what", None)
    if not (isinstance(choose, E.Choose) and choose.by is None and isinstance(w, Player) and w.who == "player"
            and w.ref in ("a", "one") and not (w.of or w.described) and isinstance(lasting, E.Lasting)
            and getattr(lasting.duration, "until", None) in effects.LASTING and isinstance(lasting.effect, E.ForEach)
            and _in_that_players_pile(lasting.effect.per)):
        return None
    d = lasting.effect.effect
    a = getattr(d, "amount", None)
    if isinstance(d, E.DealDamage) and d.to is None and isinstance(d.where, Place) and d.where.zone == "combat" \
            and not (d.where.ref or d.where.described) and isinstance(a, Count) and isinstance(a.value, int) \
            and a.bound == "exactly" and a.sign in ("", "+") and isinstance(d.by, Objects) \
            and not (d.indirect or d.source or d.uncancellable or d.combat):
        return d
    return None


def _check(n, ctx) -> None:
    d = _shape(n)
    if d is None:
        return _SEQ[0](n, ctx)
    sel = ctx.objects(d.by)
    if sel.kind != "unit" or sel.ref not in ("target", "this", "that") or sel.count != 1 or sel.up_to:
        raise Unsupported("damage in combat for each ... by something other than one unit")


def _pick(rt) -> str:
    g = rt.g
    if g.s.answers:
        word = str(g.s.answers[0]).strip()
        name = word[len("player "):] if word.lower().startswith("player ") else word
        if name in PLAYERS:
            g.s.answers.pop(0)
            return name
    units = {q: sum(1 for c in g.cards(q, "discard") if g.card(c).unit) for q in PLAYERS}
    mine, theirs = rt.p, other(rt.p)
    return mine if units[mine] > units[theirs] else theirs


@implements("timing.E.3", "core.combat.4", "terms.the-letter-x")
def _run(n, rt) -> bool:
    d = _shape(n)
    if d is None:
        return _SEQ[1](n, rt)
    g = rt.g
    q = _pick(rt)
    counted = sum(1 for c in g.cards(q, "discard") if g.card(c).unit)
    rt.emit("choose_player", ("core.effects.action",), player=rt.p, card=rt.source, chosen=q, counted=counted)
    k = d.amount.value * counted
    done = False
    for cid in effects.cards(rt, d.by):
        if k and g.is_in_play(cid) and g.card(cid).unit:
            entry = {"card": cid, "combat": k}
            g.s.lasting.append(entry)
            rt.emit("lasting", ("timing.E.3", "core.combat.4"), until="end of turn", name=g.name(cid), **entry)
            done = True
    return done


effects.HANDLERS[E.Sequence] = (_check, _run)
