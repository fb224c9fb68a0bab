"""Cards treated as another type as well, by constant effects (core.effects.constant): "Battlefield. Treat all
quests in play as if they are also support cards." (War Boar). While it works (the zone prefix: War Boar in its
battlefield), every quest in play, its controller's too (faq.42), is also a support card: card text that picks
support cards picks it. Read by abilities/program.EXTRA_CONSTANTS; abilities/objects.Selector asks `also_a` through
objects.KIND_HOOKS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place
from .abilities import objects, program
from .cards import ZONES
from .state import PLAYERS


@dataclass(frozen=True)
class QuestsAreSupports:
    """Every quest in play is also a support card (while the card works in `zone`, None: anywhere in play)."""
    zone: str | None


def _reads(ab, name: str):
    e = ab.effect
    if not (isinstance(e, E.Treat) and e.by is None and isinstance(e.what, Objects)):
        return None
    w, c = e.what, e.as_
    k = getattr(c, "clause", None)
    if tuple(w.kind) == ("quests",) and w.ref == "all" and isinstance(w.place, Place) and w.place.zone == "play" \
            and not (w.qualities or w.described or w.controller or w.place.described or w.place.whose) \
            and isinstance(c, Condition) and c.word == "as if" and isinstance(k, E.Is) \
            and isinstance(k.what, Objects) and tuple(k.what.kind) == ("support", "cards") and not k.what.described:
        return QuestsAreSupports(ab.zone)
    return None


@implements("faq.42", "core.effects.constant", "core.effects.zone-prefix")
def also_a(g, cid: int, kinds: tuple[str, ...]) -> bool:
    """Is card `cid` in play also one of `kinds` by such an effect (a quest treated as a support card)?"""
    if "support" not in kinds or not g.extra_names(QuestsAreSupports) or g.card(cid).type != "Quest":
        return False
    for p in PLAYERS:
        for z in ZONES:
            for src in g.cards(p, z):
                prog = g.card(src).program
                if prog is not None and any(isinstance(x, QuestsAreSupports) and x.zone in (None, z)
                                            for x in prog.extras):
                    return True
    return False


program.EXTRA_CONSTANTS.append(_reads)
objects.KIND_HOOKS.append(also_a)
