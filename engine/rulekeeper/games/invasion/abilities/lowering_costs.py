"""Lowered costs "to a minimum of N" (terms.reduction): the floor is said in a reminder, which the typed text does
not keep, so it is read here from the parsed text: a card that lowers one cost and says "(to a minimum of 1)" once
has that floor filed under its name (`refusal`, asked by cards.py at loading); any other shape with a minimum is
refused rather than run without its floor. Also the zones a card's own lowered cost is for (`into`, `into_fits`).
"""

from __future__ import annotations

import dataclasses

from ....text.invasion import ast as A
from ....text.invasion.fmt import join, tokens
from ....text.invasion.semantics.nodes import Place
from ..cards import ZONES


def _reminders(node):
    if isinstance(node, A.Reminder):
        yield node
    if dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            yield from _reminders(getattr(node, f.name))
    elif isinstance(node, tuple):
        for x in node:
            yield from _reminders(x)


MINIMUM: dict[str, int] = {}  # card name -> the N of its one "(to a minimum of N)" on its one lowered cost


def _floor(r) -> int | None:
    """"(to a minimum of 1)" -> 1; None for another reminder."""
    if len(r.items) != 1 or not isinstance(r.items[0].body, A.Chain) or r.items[0].body.rest:
        return None
    first = r.items[0].body.first
    if not isinstance(first, A.Setting) or len(first.phrases) != 1:
        return None
    to = first.phrases[0]
    np = getattr(to, "np", None)
    if getattr(to, "prep", None) != "to" or not isinstance(np, A.NounPhrase) or np.dets != ("a",) \
            or np.modifiers or np.quantity is not None or tuple(np.head.nouns) != ("minimum",) or len(np.posts) != 1 \
            or np.posts[0].kind != "pp" or len(np.posts[0].parts) != 1:
        return None
    of = np.posts[0].parts[0]
    amount = getattr(of, "np", None)
    if getattr(of, "prep", None) != "of" or not isinstance(amount, A.AmountPhrase) or amount.dets \
            or len(amount.quantity.parts) != 1:
        return None
    part = amount.quantity.parts[0]
    ok = isinstance(part, A.Amount) and not part.sign and str(part.number).isdigit()
    return int(part.number) if ok else None


def _lowerings(node) -> int:
    """How many times the text lowers (or raises) a cost: "lower the cost ..." predicates."""
    n = 0
    if isinstance(node, A.Predicate) and node.verb == "lower" and node.args \
            and isinstance(node.args[0], A.NounPhrase) and tuple(node.args[0].head.nouns) == ("cost",):
        n += 1
    if dataclasses.is_dataclass(node):
        n += sum(_lowerings(getattr(node, f.name)) for f in dataclasses.fields(node))
    elif isinstance(node, tuple):
        n += sum(_lowerings(x) for x in node)
    return n


def refusal(tree, program, name: str = "") -> str | None:
    """Why the card can't run: its cost changes "to a minimum of N" in a way the engine can't tie to one
    lowering (None when not). A card with one lowered cost and one "(to a minimum of N)" files N in MINIMUM,
    read where the cost is lowered (next_cost.py, play_restrictions.cost_change)."""
    MINIMUM.pop(name, None)
    if program is None:
        return None
    mins = [r for r in _reminders(tree) if "minimum" in join(tokens(r)).lower()]
    lowerings = _lowerings(tree)
    if not mins or not lowerings:
        return None  # no cost lowered 'to a minimum' (a minimum of cards drawn is another matter)
    if len(mins) != 1 or lowerings != 1 or _floor(mins[0]) is None:
        return "a cost lowered 'to a minimum of' a number (said in a reminder the engine can't tie to one lowering)"
    MINIMUM[name] = _floor(mins[0])
    return None


# ---- "to play this unit into your kingdom", "in a zone containing a Hero unit" (play_restrictions.CostChange.into)
def into(place) -> tuple | None:
    """"into your kingdom" -> ("kingdom", None); "in a zone containing a Hero unit" -> (None, "hero"); else None."""
    if not isinstance(place, Place) or place.whose is not None or place.position or place.qualities \
            or place.within is not None:
        return None
    if place.zone in ZONES and place.ref == "your" and not place.described:
        return (place.zone, None)
    if place.zone == "zone" and place.ref == "a" and len(place.described) == 1 \
            and place.described[0].kind == "reduced" and len(place.described[0].parts) == 2 \
            and place.described[0].parts[0] == "containing":
        np = place.described[0].parts[1]
        if isinstance(np, A.NounPhrase) and np.dets == ("a",) and not np.modifiers and np.quantity is None \
                and not np.posts and len(np.head.nouns) == 2 and np.head.nouns[1] == "unit" \
                and str(np.head.nouns[0]).isalpha():
            return (None, np.head.nouns[0].lower())
    return None


def into_fits(g, p: str, into: tuple | None, zone: str | None) -> bool:
    """Is `zone` (where the card is played; None: not said) a zone the change is for?"""
    if into is None:
        return True
    if zone is None or into[0] is not None and into[0] != zone:
        return False
    return into[1] is None or any(into[1] in (t.lower() for t in g.card(u).traits) for u in g.units(p, zone))
