"""Who may trigger an Action other than its card's controller: "Only an opponent may trigger this ability."
(Morathi's Pegasus), "Any player may trigger this effect." (Fickle Sellswords).

The sentence is no effect: it says who may take the Action (timing.B.2: a player takes the Actions of the cards
they control, unless the card says otherwise; the card's text wins). Read when the card is loaded (`split`, asked
by program.read): the sentence is taken off the Action's effect and its index filed in `WHO`; run._usable asks
`may_trigger` and run._options offers such an Action to the players it names. The player who triggers it pays its
cost and is its "you" (Fickle Sellswords: "take control of this unit and move it to your corresponding zone").
"""

from __future__ import annotations

from dataclasses import replace

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Player
from .objects import Unsupported

WHO: dict[str, dict[int, str]] = {}  # card name -> {Action index: "opponent" | "any"}


def _permission(step) -> str | None:
    """"Only an opponent may trigger this ability." / "Any player may trigger this effect." -> who; else None."""
    only = step.kind == "only" if isinstance(step, E.Modal) else False
    may = step.effect if only else step
    if not (isinstance(may, E.Modal) and may.kind == "may" and isinstance(may.effect, E.Triggers)):
        return None
    t = may.effect
    if not (isinstance(t.what, Objects) and t.what.ref == "this" and tuple(t.what.kind) in (("ability",), ("effect",))
            and not t.what.described and isinstance(t.by, Player) and not t.by.of and not t.by.described):
        return None
    if only and t.by.who == "opponent" and t.by.ref in ("an", "your"):
        return "opponent"
    if not only and t.by.who == "player" and t.by.ref == "any":
        return "any"
    return None


def forget(name: str) -> None:
    WHO.pop(name, None)


def split(ab, index: int, name: str):
    """The Action without its "... may trigger this ability" sentence, that sentence filed in WHO."""
    e = ab.effect
    if not (isinstance(e, E.Sequence) and e.sentences and not e.then and len(e.steps) >= 2):
        return ab
    who = _permission(e.steps[-1])
    if who is None:
        return ab
    if ab.trigger is not None:
        raise Unsupported("a triggered Action another player may trigger")
    rest = e.steps[:-1]
    WHO.setdefault(name, {})[index] = who
    return replace(ab, effect=rest[0] if len(rest) == 1 else replace(e, steps=rest))


@implements("timing.B.2", "core.effects.action")
def may_trigger(g, p: str, cid: int, index: int) -> bool:
    """May `p` take this Action of a card in play: its controller, or the player(s) its text names."""
    who = WHO.get(g.name(cid), {}).get(index)
    if who is None:
        return g.controller(cid) == p
    return who == "any" or g.controller(cid) != p


def others(g, p: str) -> list[int]:
    """The cards of the other player in play with an Action `p` may trigger."""
    from ..cards import ZONES
    from ..state import other
    if not WHO:
        return []
    q = other(p)
    return [c for z in ZONES for c in g.cards(q, z) if g.name(c) in WHO]
