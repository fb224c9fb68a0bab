"""Resource tokens put on, or removed from, a card other than "this card" (effects.py reads that one):
- "When this card enters play, place 3 resource tokens on it." (Citadel of Dusk): "it" with nothing named before it
  is this card (effects.cards);
- "Put up to 2 resource tokens on a non-quest card you control." (Purged by Flame): the card chosen as the effect
  resolves, not a target (targeting.target; choosing.choose_cards); "up to N" is a number its player chooses: the
  next scripted answer that is a whole number from 0 to N, else N (a reading: the rules do not say how "up to"
  tokens are counted; the most is the default as "up to N resources" takes as many as it can);
- "remove 1 resource token from target card" (Agent of Malekith): the tokens on the target, when it has that many
  (an effect that can't remove them does nothing, as effects._untoken_run).
Tokens on a card stay on it until it leaves play (game.leave_play); tokens on a quest with no unit questing there
are removed (card-types.quests, game.py).

Registered into effects.HANDLERS for PutTokens and RemoveTokens, over the handlers for this card's own tokens.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count
from . import effects
from .objects import Unsupported

_PUT, _REMOVE = effects.HANDLERS[E.PutTokens], effects.HANDLERS[E.RemoveTokens]
_TOKENS = (("resource", "token"), ("resource", "tokens"))


def _up_to(c) -> int | None:
    """The N of "up to N tokens"; None for another count."""
    return c.value if isinstance(c, Count) and c.bound == "up to" and isinstance(c.value, int) and not c.sign \
        and c.value > 0 else None


def _elsewhere(n, o, ctx) -> bool:
    """Is this a shape of this module (tokens of a card other than this one)?"""
    if n.by is not None or tuple(n.token) not in _TOKENS:
        return False
    if _up_to(n.count) is None and n.count is not None:
        effects.amount(n.count, "tokens")
    try:
        sel = ctx.objects(o, chosen=True)
    except Unsupported:
        return False
    return sel.ref in ("that", "target", "chosen")


def _put_check(n, ctx) -> None:
    if not _elsewhere(n, n.on, ctx):
        return _PUT[0](n, ctx)
    if _up_to(n.count) is not None and ctx.objects(n.on, chosen=True).ref == "target":
        raise Unsupported("up to N resource tokens on a target")


def _remove_check(n, ctx) -> None:
    if not _elsewhere(n, n.source, ctx) or _up_to(n.count) is not None:
        return _REMOVE[0](n, ctx)


def _how_many(rt, n) -> int:
    """The tokens put: N, or for "up to N" the number its player names (a scripted answer 0..N), else N."""
    most = _up_to(n.count)
    if most is None:
        return 1 if n.count is None else n.count.value
    answers = rt.g.s.answers
    if answers and str(answers[0]).isdigit() and int(answers[0]) <= most:
        return int(answers.pop(0))
    return most


def _picked(rt, o) -> list[int]:
    sel = effects.selector(o, rt.name, chosen=True)
    cards = effects.cards(rt, o, chooser=rt.p if sel.ref == "chosen" else None)
    return [c for c in cards if rt.g.is_in_play(c)]


@implements("core.effects.action", "targeting.target")
def _put_run(n, rt) -> bool:
    if _up_to(n.count) is None and effects.selector(n.on, rt.name, chosen=True).ref == "this" \
            or getattr(n.count, "bound", "") == "additional":  # "1 additional token" on that quest (trigger_tokens.py)
        return _PUT[1](n, rt)
    cards = _picked(rt, n.on)
    k = _how_many(rt, n) if cards else 0
    if not cards or k == 0:
        return False
    cid = cards[0]
    rt.g.put_tokens(cid, k, ("core.effects.action",), name=rt.g.name(cid), player=rt.p, source=rt.source)
    return True


@implements("core.effects.action", "targeting.target")
def _remove_run(n, rt) -> bool:
    if effects.selector(n.source, rt.name, chosen=True).ref == "this":
        return _REMOVE[1](n, rt)
    k = 1 if n.count is None else n.count.value
    for cid in _picked(rt, n.source):
        if rt.g.s.tokens.get(cid, 0) >= k:
            rt.g.put_tokens(cid, -k, ("core.effects.action",), name=rt.g.name(cid))
            return True
    return False


effects.HANDLERS[E.PutTokens] = (_put_check, _put_run)
effects.HANDLERS[E.RemoveTokens] = (_remove_check, _remove_run)
