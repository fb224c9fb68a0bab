"""A tactic that closes the chain it is played on (timing.B.3, faq.18): "When this card is played, immediately end
and resolve the current action chain." (Jealous Eyes).

Read as what it does to the chain it is added to (program.EXTRA_FORCED, filed in the card's extras): once the tactic
is on the chain (played, its costs paid: timing.C), no player gets priority to add to it; the whole chain resolves
at once, last in first out, this tactic first (windows.RESOLVE_AT_ONCE -> windows._resolve), and the window then
goes on as after any chain (timing.B.4). Its own Action is the tactic's effect, resolved with the chain.

Its Action, "Move up to 2 resource tokens from target opponent's card to a card you control.": its player picks,
as it resolves, a card of the (one) opponent's with tokens and a card of his own in play (the next scripted answers
naming them; else the opponent's card with the most tokens, and his own first quest, else his first card); up to 2
of its tokens move there (card-types.quests). Moved, they are not put: nothing "when ... puts tokens" triggers.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from .. import windows
from . import program


@dataclass(frozen=True)
class EndsChain:
    """"When this card is played, immediately end and resolve the current action chain"."""


def _reads(ab, name: str):
    ev, e = getattr(ab.trigger, "event", None), ab.effect
    w = getattr(ev, "what", None)
    steps = getattr(e, "steps", ())
    if not (isinstance(ev, E.Play) and isinstance(w, Objects) and w.ref == "this" and tuple(w.kind) == ("card",)
            and ev.by is None and not (ev.source or ev.place or ev.free or ev.control or ev.as_if)
            and isinstance(e, E.Sequence) and len(steps) == 2 and isinstance(steps[0], E.End)
            and steps[0].what is None and steps[0].by is None and isinstance(steps[1], E.Resolve)
            and isinstance(steps[1].what, Objects) and tuple(steps[1].what.kind) == ("action", "chain")
            and steps[1].what.ref == "the" and steps[1].what.qualities == ("current",) and steps[1].by is None
            and ab.cost is None and ab.zone is None):
        return None
    return EndsChain()


@implements("timing.B.3", "faq.18")
def at_once(g, entry: dict) -> bool:
    prog = g.pool[entry["name"]].program if entry.get("name") in g.pool else None
    ends = entry.get("tactic") and any(isinstance(x, EndsChain) for x in (prog.extras if prog else ()))
    if ends:
        g.emit("chain_ended", ("timing.B.3",), card=entry["card"], name=entry["name"],
               why="immediately end and resolve the current action chain")
    return bool(ends)


program.EXTRA_FORCED.append(_reads)
windows.RESOLVE_AT_ONCE.append(at_once)


# ---- "Move up to 2 resource tokens from target opponent's card to a card you control." ---------------------------
from ....text.invasion.semantics.nodes import Count, Player  # noqa: E402
from . import effects  # noqa: E402

_MOVE = effects.HANDLERS[E.Move]


def _token_move(n) -> int | None:
    """N of "move up to N resource tokens from target opponent's card to a card you control"; None otherwise."""
    w, src, to = n.what, n.source, n.to
    of = getattr(src, "of", None)
    if not (isinstance(w, Objects) and tuple(w.kind) in (("resource", "tokens"), ("resource", "token"))
            and isinstance(w.count, Count) and w.count.bound == "up to" and isinstance(w.count.value, int)
            and isinstance(src, Objects) and tuple(src.kind) == ("card",) and src.ref == "of"
            and isinstance(of, Player) and of.who == "opponent" and of.ref in ("target", "an", "")
            and not (src.described or src.qualities or src.target) and isinstance(to, Objects)
            and tuple(to.kind) == ("card",) and to.ref in ("a", "an") and isinstance(to.controller, Player)
            and to.controller.who == "you" and not (to.described or to.qualities or to.target) and n.by is None):
        return None
    return w.count.value


def _move_check(n, ctx) -> None:
    if _token_move(n) is None:
        return _MOVE[0](n, ctx)


@implements("card-types.quests", "core.effects.action")
def _move_run(n, rt) -> bool:
    """Its player picks the opponent's card (the next scripted answer naming it; else the one with the most
    tokens) and a card of his own in play (an answer; else his first quest, else his first card in play); up to N
    of the tokens move (all there are, to N)."""
    k = _token_move(n)
    if k is None:
        return _MOVE[1](n, rt)
    from ..cards import ZONES
    from ..state import other
    from .choosing import choose_cards
    g, p = rt.g, rt.p
    theirs = sorted([c for c in g.in_play(other(p)) if g.s.tokens.get(c, 0)], key=lambda c: -g.s.tokens[c])
    mine = [c for z in ("quest",) + tuple(z for z in ZONES if z != "quest") for c in g.cards(p, z)] \
        + list(g.cards(p, "legend"))
    if not theirs or not mine:
        return False
    src = choose_cards(rt, p, theirs, 1)[0]
    dst = choose_cards(rt, p, mine, 1)[0]
    moved = min(k, g.s.tokens[src])
    g.s.tokens[src] -= moved
    if not g.s.tokens[src]:
        del g.s.tokens[src]
    g.s.tokens[dst] = g.s.tokens.get(dst, 0) + moved
    rt.emit("move_tokens", ("card-types.quests", "core.effects.action"), player=p, source=g.name(src),
            to=g.name(dst), amount=moved)
    return True


effects.HANDLERS[E.Move] = (_move_check, _move_run)
