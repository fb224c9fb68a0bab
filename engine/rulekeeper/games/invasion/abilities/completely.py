"""More options of 'X or Y' the engine judges "can it be carried out completely?" (terms.the-word-or, choice.py):
sacrificing, destroying or corrupting a card ("sacrifice a development in this zone or ...", "destroy it or ..."),
discarding cards from your hand or the top of your deck, damage to a capital ("... or deal 1 damage to this section
of your capital", "... to target capital") or to targets ("... or this unit deals damage equal to its power to
target unit you control"), spending resources ("spend 1 resource or ...").

Completely means all of it now: the card to sacrifice, destroy or corrupt is in play (one the sacrificing player
controls; a unit not corrupted yet); as many cards in the hand or deck as the option discards; resources enough in
the pool; no section the damage goes to is burned (core.capital.burning: a burned section takes no more damage)
and, for "this unit deals ...", the unit is in play; the option's targets can be chosen (choice.targetable).
"Spend" is an option of a choice only: elsewhere the typed text's "spend 1 resource and ..." is a cost
(program.spent_cost), not an effect.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects
from ..cards import ZONES
from . import choice, own_sections
from .cards_moving import _discard_shape
from .effects import _only, _player, amount
from .objects import Unsupported, selector


def _yours(opt) -> None:
    if _player(opt.by, "sacrificing") != "you":
        raise Unsupported(f"a choice with the option {type(opt).__name__} by an opponent")


def _in_play_or_developed(g, cid: int) -> bool:
    return g.is_in_play(cid) or g.place(cid).endswith(".dev")


def _cards_there(opt, rt, who: str | None) -> bool:
    """The card(s) the option names are there to take now (`who`: only among the cards that player controls)."""
    g = rt.g
    sel = selector(opt.what, rt.name, chosen=True, x=getattr(rt, "x", None))
    if sel.ref == "this":
        named = [rt.source]
    elif sel.ref == "that":
        named = rt.cards(opt.what) or ([rt.source] if not rt.that and not rt.slot_of else [])
    elif sel.ref == "chosen":
        named = sel.all(g, rt.p, rt.source)
    else:
        return False
    there = [c for c in named if _in_play_or_developed(g, c) and (who is None or g.controller(c) == who)]
    return len(there) >= (sel.count if sel.ref == "chosen" else 1)


def _sacrificed(opt, rt) -> bool:
    return _cards_there(opt, rt, rt.p)


def _destroyed(opt, rt) -> bool:
    return _cards_there(opt, rt, None)


def _discard_shape_yours(opt) -> None:
    shape = _discard_shape(opt)
    if shape[0] not in ("deck", "from_hand") or shape[1] != "you" or shape[0] == "from_hand" and shape[3]:
        raise Unsupported("a choice with the option Discard other than of your hand or the top of your deck")


def _discarded(opt, rt) -> bool:
    shape = _discard_shape(opt)
    pile = "deck" if shape[0] == "deck" else "hand"
    return len(rt.g.cards(rt.p, pile)) >= shape[2]


def _corruptible(opt, rt) -> bool:
    """Units not corrupted yet, that nothing keeps from being corrupted (core.effects.cannot)."""
    from . import passive
    g = rt.g
    sel = selector(opt.what, rt.name, chosen=True, x=getattr(rt, "x", None))
    if sel.ref == "this":
        named = [rt.source]
    elif sel.ref == "that":
        named = rt.cards(opt.what)
    else:
        named = sel.all(g, rt.p, rt.source) if sel.ref == "chosen" else []
    fit = [c for c in named if g.is_in_play(c) and g.card(c).unit and c not in g.s.corrupted
           and not passive.forbids(g, c, "corrupted")]
    return len(fit) >= (sel.count if sel.ref == "chosen" else 1)


def _capital_named(opt) -> str | None:
    """"your capital" -> "you"; "target capital" -> "chosen" (capitals.py); None for another place."""
    from .capitals import _capital
    return _capital(opt.to) if opt.by is None else None


def _damage_shape(opt) -> None:
    if own_sections.sections_named(opt.to) is not None or _capital_named(opt) is not None:
        return
    if not (isinstance(opt.to, Objects) and opt.to.target and (opt.by is None or own_sections.by_this(opt.by))
            and not opt.indirect and not opt.uncancellable and not opt.combat):
        raise Unsupported("a choice with the option DealDamage other than to targets or your capital's sections")


def _damaged(opt, rt) -> bool:
    """To target units: the targets can be chosen (choice.targetable) and this unit, if it deals it, is in play."""
    if _capital_named(opt) == "you":  # "deal 1 damage to your capital": a section not burned takes it
        return any(f"{rt.p}.{z}" not in rt.g.s.burned for z in ZONES)
    if _capital_named(opt) == "chosen":  # "target capital": a capital with a section not burned
        return any(f"{q}.{z}" not in rt.g.s.burned for q in ("A", "B") for z in ZONES)
    if own_sections.sections_named(opt.to) is None:
        return opt.by is None or rt.g.is_in_play(rt.source)
    hits = own_sections.targets_now(opt, rt)
    return bool(hits) and not any(t in rt.g.s.burned for t in hits)


def _spend_check(n, ctx) -> None:
    _only(n, "amount")
    amount(n.amount, "resources spent")


def _spendable(opt, rt) -> bool:
    return rt.g.s.resources[rt.p] >= opt.amount.value


@implements("terms.the-word-or")
def _spend_run(n, rt) -> bool:
    """"spend 1 resource or ...": the resources go from the pool, all of them or none."""
    k = n.amount.value
    if rt.g.s.resources[rt.p] < k:
        return False
    rt.g.s.resources[rt.p] -= k
    rt.emit("spend", ("terms.the-word-or",), player=rt.p, card=rt.source, amount=k)
    return True


choice.JUDGES.update({E.Sacrifice: (_yours, _sacrificed), E.Destroy: (None, _destroyed),
                      E.Corrupt: (None, _corruptible), E.Discard: (_discard_shape_yours, _discarded), E.DealDamage: (_damage_shape, _damaged),
                      E.Spend: (None, _spendable)})
choice.OWN[E.Spend] = (_spend_check, _spend_run)
