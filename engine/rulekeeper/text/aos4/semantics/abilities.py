"""An ability's AST -> its typed meaning (issue 15): when (timing), what is declared, what it does, its keywords."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from ...frozen import fast_init, replace  # dataclasses.replace, faster (text/frozen.py)
from .. import ast as A
from . import effects as E
from .clauses import clause, phrase, subordinate
from .nodes import Condition, Duration, Meaning, Ref, Thing
from .things import fail, forget, pluck

MARKERS = {"in addition", "however", "then", "also", "in turn", "as well", "otherwise"}


@dataclass(frozen=True)
class When(Meaning):
    """The timing line: how often (a `Frequency` of the AST, or None) and the moments it may be used."""
    frequency: Optional[A.Frequency]
    moments: tuple  # A.Phase / A.TurnEdge / A.BattleEdge / A.Passive / ReactionTo


@dataclass(frozen=True)
class ReactionTo(Meaning):
    """"Reaction: You declared a Fight ability for this unit": the typed event reacted to."""
    event: Meaning


@dataclass(frozen=True)
class Ability(Meaning):
    when: Optional[When]
    declare: tuple  # the declare step's typed steps (Pick, Roll, Spend ...)
    effect: Optional[Meaning]
    keywords: tuple = ()


def interpret(ability: A.Ability) -> Ability:
    """The typed meaning of one ability's AST; raises SemanticError on a clause it cannot type."""
    forget()  # the noun phrases typed are remembered for one ability only
    try:
        return _interpret(ability)
    finally:
        forget()


def _interpret(ability: A.Ability) -> Ability:
    when = None
    if ability.timing is not None:
        moments = tuple(ReactionTo(chain(m.event, "event")) if isinstance(m, A.Reaction) else m
                        for m in ability.timing.moments)
        when = When(ability.timing.frequency, moments)
    declare = tuple(block(b) for b in ability.declare.blocks) if ability.declare else ()
    effect, keywords = None, ()
    if ability.effect is not None:
        effect = blocks(ability.effect.blocks)
        keywords = ability.effect.keywords
    return Ability(when, declare, effect, keywords)


def blocks(bs) -> Meaning:
    out, options = [], []
    for n, b in enumerate(bs):
        heading = next((w.text for w in b.parts if isinstance(w, A.Word) and w.cls == "HEADING"), None)
        m = block(b, last=n == len(bs) - 1)
        if isinstance(b, (A.Option, A.Bullet)):
            options.append((heading or "", m))
            continue
        if options:
            out.append(E.Options(tuple(options)))
            options = []
        out.append(m)
    if options:
        out.append(E.Options(tuple(options)))
    out = _govern(_flatten(out), bs)
    return out[0] if len(out) == 1 else E.Sequence(tuple(out))


def _flatten(ms):
    """A line ending in a Pending ("... For the rest of the turn:") lets it govern the next line."""
    out = []
    for m in ms:
        if isinstance(m, E.Sequence) and m.steps and isinstance(m.steps[-1], Pending):
            out.extend(m.steps)
        else:
            out.append(m)
    return out


@dataclass(frozen=True)
class Pending:
    """Conditions or a duration standing alone ("On a 2+:"): they govern the sentences or lines that follow."""
    items: tuple
    chain: object


def _govern(steps, where):
    """Apply each Pending to the step after it; a Pending with nothing after it is an error."""
    out = []
    for s in reversed(steps):
        if isinstance(s, Pending):
            if not out:
                fail(s.chain, "conditions with no effect")
            nxt = out.pop()
            for pk, pv in reversed(s.items):
                nxt = _apply(pk, pv, nxt)
            out.append(nxt)
        else:
            out.append(s)
    return list(reversed(out))


def block(b, last=True) -> Meaning:
    sents = next((p for p in b.parts if isinstance(p, A.Sentences)), None)
    if sents is None:
        return E.Sequence(())  # a heading alone: its options follow
    steps = [sentence(s) for s in sents.parts]
    if isinstance(steps[-1], Pending) and not last:
        head = _govern(steps[:-1], b)
        return Pending(steps[-1].items, steps[-1].chain) if not head else E.Sequence(tuple(head) + (steps[-1],))
    steps = _govern(steps, b)
    return steps[0] if len(steps) == 1 else E.Sequence(tuple(steps))


def sentence(s) -> Meaning:
    if isinstance(s, A.AsideSentence):
        return E.Reminder(s)
    ch = next(p for p in s.parts if isinstance(p, A.Chain))
    return chain(ch)


def chain(c: A.Chain, mode="effect") -> Meaning:
    items = []  # (sep, kind, value)
    sep = None
    for p in c.parts:
        if isinstance(p, A.Sep):
            sep = " ".join(w.text.lower() for w in p.words() if w.cls not in ("COMMA", "LCOMMA")) or ","
            continue
        items.append((sep, *segment(p, mode)))
        sep = None
    steps, pending, then = [], [], False
    for sep, kind, value in items:
        if kind == "marker":
            then = then or value == "then"
            continue
        if sep and "then" in sep:
            then = True
        if kind == "effect":
            eff = value
            for pk, pv in reversed(pending):
                eff = _apply(pk, pv, eff)
            pending = []
            if steps and sep and sep.split()[0] == "or":
                prev = steps.pop()
                eff = E.Choice((prev, eff))
            elif steps and isinstance(steps[-1], E.Pick) and _goes_on(eff):
                steps[-1] = _join_pick(steps[-1], eff)
                continue
            steps.append(eff)
        else:
            pending.append((kind, value))
    if pending:
        if not steps:
            if mode != "effect":
                return pending[0][1] if len(pending) == 1 else E.Sequence(tuple(v for _, v in pending))
            if all(k == "condition" and v.word == "of" and not _is_time(v.clause) for k, v in pending):
                # noun phrases alone ("Bloodwrack Viper", "1 Daemonic Simulacrum"): a line of a list or table
                return E.Listing(tuple(v.clause for _, v in pending))
            return Pending(tuple(pending), c)  # "On a 2+:" / "For the rest of the turn:" govern what follows
        last = steps.pop()
        for pk, pv in pending:
            last = _apply(pk, pv, last)
        steps.append(last)
    if not steps:
        fail(c, "no effect")
    return steps[0] if len(steps) == 1 else E.Sequence(tuple(steps), then)


def _goes_on(eff) -> bool:
    """A state whose subject is the thing just named ("... and is wholly within 12\" of this unit")."""
    return isinstance(eff, (E.Is, E.Has)) and getattr(eff, "who", None) == Ref("that") or isinstance(
        eff, E.Not) and _goes_on(eff.effect)


def _join_pick(pick, state):
    """The state qualifies what is picked; "to be the target" in it marks the pick's target."""
    what = pick.what
    state, target = pluck(state, "target")
    if isinstance(state, E.Is) and any(r[0] == "target" for r in state.roles):
        state, target = replace(state, roles=tuple(r for r in state.roles if r[0] != "target")), True
    quals = getattr(what, "qualifiers", None)
    if quals is None:
        return pick
    what = replace(what, qualifiers=quals + (("and", state),))
    if target and isinstance(what, Thing):
        what = replace(what, target=True)
    return replace(pick, what=what)


def _is_time(m) -> bool:
    """"The first time each turn that ...": a moment, governing what follows."""
    return isinstance(m, Thing) and bool(m.kind) and m.kind[-1] in ("time", "times")


def _apply(kind, value, eff):
    if kind == "duration":
        return E.Lasting(value, eff)
    if kind == "instead":
        return E.Instead(eff)
    return E.Guarded(value, eff)


def segment(seg, mode):
    if isinstance(seg, A.ClauseSegment):
        return "effect", clause(seg.parts[0], mode)
    if isinstance(seg, A.Subordinate):
        if not seg.nodes() and [w.text.lower() for w in seg.words()] == ["instead"]:
            return "instead", None
        cond = subordinate(seg)
        if cond.word == "until" and isinstance(cond.clause, Meaning):
            return "condition", cond
        return "condition", cond
    if isinstance(seg, A.PhraseSegment):
        ph = seg.parts[0]
        words = " ".join(w.text.lower() for w in ph.parts if isinstance(w, A.Word))
        if words in MARKERS and len(ph.parts) == 1:
            return "marker", words
        if words == "instead" and len(ph.parts) == 1:
            return "instead", None
        m = phrase(ph)
        if isinstance(m, Duration):
            return "duration", m
        if isinstance(m, Condition) and m.word == "in" and isinstance(m.clause, Thing) and m.clause.kind == (
                "addition",) and not m.clause.qualifiers:
            return "marker", "in addition"
        if mode != "effect":
            return "effect", m
        return "condition", m
    fail(seg, "a segment the layer does not type")


fast_init(globals())  # the frozen nodes above store their fields directly (text/frozen.py)
