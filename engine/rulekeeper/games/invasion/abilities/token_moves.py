"""Moving resource tokens from this card to another card: "Move a resource token from this card to another card
with a resource token already on it." (Lore Seeker), "... to a [High Elf] card with a resource token on it."
(Through All of Time).

The card the token goes to is not a target ("a card", no "target"): its player chooses it as the effect resolves
(choosing.choose_cards: the next scripted answer naming one, else the first), among the cards in play the phrase
picks, either player's ("with a resource token on it": described.py). "another card" is a card other than this one.
The move happens only if this card has the tokens and such a card is in play (else nothing changes, and a "Then"
after it does not happen, faq.31). A token moved is not put or removed: it stays a resource token on a card
(core.cards.quest), so a quest's tokens follow card-types.quests as before. Registered into effects.HANDLERS for
Move, over the handler before (moves.py), which gets every other shape.
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects
from . import effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS[E.Move]
_TOKENS = (("resource", "token"), ("resource", "tokens"))


def _tokens(o) -> int | None:
    """The number of "a resource token" / "2 resource tokens"; None for another phrase."""
    if not (isinstance(o, Objects) and tuple(o.kind) in _TOKENS and not (o.target or o.qualities or o.controller
                                                                         or o.place or o.described or o.of)):
        return None
    if o.count is None:
        return 1 if o.ref in ("a", "one") else None
    c = o.count
    return c.value if o.ref == "" and isinstance(c, Count) and c.bound == "exactly" and isinstance(c.value, int) \
        and not c.sign and c.value > 0 else None


def _to(o):
    """The phrase of the card the tokens go to, read as a card chosen now ("another card": other than this one)."""
    if isinstance(o, Objects) and o.ref == "another" and not o.target:
        return replace(o, ref="a", qualities=o.qualities + ("other",))
    return o


def _shape(n) -> bool:
    return _tokens(n.what) is not None and n.by is None and isinstance(n.to, Objects) and n.source is not None


def _check(n, ctx) -> None:
    if not _shape(n):
        return _BEFORE[0](n, ctx)
    if ctx.objects(n.source).ref != "this":
        raise Unsupported("moving resource tokens from a card other than this one")
    if ctx.objects(_to(n.to), chosen=True).ref != "chosen":
        raise Unsupported("moving resource tokens to a card that is not chosen as the effect resolves")


@implements("core.cards.quest", "misc.moving-cards")
def _run(n, rt) -> bool:
    """The tokens from this card onto the card its player chooses now, if this card has them."""
    if not _shape(n):
        return _BEFORE[1](n, rt)
    g, k = rt.g, _tokens(n.what)
    if g.s.tokens.get(rt.source, 0) < k or not g.is_in_play(rt.source):
        return False
    picked = [c for c in effects.cards(rt, _to(n.to), chooser=rt.p) if c != rt.source and g.is_in_play(c)]
    if not picked:
        return False
    to = picked[0]
    g.s.tokens[rt.source] -= k
    g.s.tokens[to] = g.s.tokens.get(to, 0) + k
    rt.emit("tokens_moved", ("core.cards.quest", "misc.moving-cards"), player=rt.p, source=rt.source,
            card=to, name=g.name(to), amount=k)
    return True


effects.HANDLERS[E.Move] = (_check, _run)
