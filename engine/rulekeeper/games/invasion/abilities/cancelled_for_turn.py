"""Cancelling an Action just triggered by a card in play, which may then not be triggered again this turn:
"Cancel an Action just triggered by a card in play. That Action may not be triggered for the rest of the turn."
(Cube of Darkness; faq.45, core.effects.cannot).

The Action is chosen like a target as the tactic is played (timing.C.1), among the unresolved chain's triggered
Actions of cards in play (a tactic is played, not triggered by a card in play). Resolving, its entry leaves the
chain unresolved if it is still there (timing.B.3, cancelling.cancel_on_chain), and its card gets a lasting entry
{"card", "no_trigger": ability index} until the end of the turn (timing.E.3): that card's Action is refused then
(run.ABILITY_REFUSALS). Readings: "that Action" is the one ability of that card, its other Actions stay free; an
Action already gone from the chain when the tactic resolves is not cancelled, and is not forbidden either (the
second sentence is about the Action the first one cancelled); a card that leaves play is a new card (faq.43) and
its entry goes with it.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import IllegalAction, implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Duration, Objects
from . import effects, run
from .cancelling import cancel_on_chain
from .justplayed import ChainPick

_BEFORE = effects.HANDLERS[E.Sequence]


@dataclass(frozen=True)
class InPlayTriggered(ChainPick):
    """The chain's triggered Actions (their cards) whose card is in play (duck-types objects.Selector)."""
    count: int = 1
    up_to: bool = False
    ref: str = "just triggered"

    def all(self, g, p: str, source: int) -> list[int]:
        chain = (g.s.window or {}).get("chain", [])
        return [e["card"] for e in chain if not e.get("tactic") and e.get("card") in g.s.zones.where
                and g.is_in_play(e["card"]) and e["card"] != source]


def _by_card_in_play(o) -> bool:
    """"an Action just triggered by a card in play"."""
    if not (isinstance(o, Objects) and tuple(o.kind) == ("action",) and o.ref in ("a", "an") and not o.target
            and o.count is None and not o.qualities and o.controller is None and o.place is None and o.of is None
            and len(o.described) == 2):
        return False
    just, by = o.described
    parts = getattr(by, "parts", ())
    if not (getattr(just, "kind", "") == "reduced" and tuple(just.parts) == ("just", "triggered")
            and getattr(by, "kind", "") == "pp" and len(parts) == 1 and parts[0].prep == "by"):
        return False
    np = parts[0].np
    posts = getattr(np, "posts", ())
    return tuple(getattr(np, "dets", ())) == ("a",) and tuple(np.head.nouns) == ("card",) and not np.modifiers \
        and np.quantity is None and len(posts) == 1 and posts[0].kind == "in_play"


def _read(n) -> bool:
    if not (isinstance(n, E.Sequence) and len(n.steps) == 2 and not n.then):
        return False
    cancel, never = n.steps
    inner = getattr(never, "effect", None)
    t = getattr(inner, "effect", None)
    return isinstance(cancel, E.Cancel) and cancel.to is None and cancel.by is None and _by_card_in_play(cancel.what) \
        and isinstance(never, E.Modal) and never.kind in ("may not", "cannot") and isinstance(inner, E.Lasting) \
        and isinstance(inner.duration, Duration) and inner.duration.until in effects.LASTING \
        and isinstance(t, E.Triggers) and t.on is None and t.by is None and isinstance(t.what, Objects) \
        and t.what.ref == "that" and tuple(t.what.kind) == ("action",) and not t.what.described


def _check(n, ctx) -> None:
    if not _read(n):
        return _BEFORE[0](n, ctx)
    ctx.slots.append((n.steps[0].what, InPlayTriggered()))


@implements("faq.45", "timing.B.3", "core.effects.cannot", "timing.E.3")
def _run(n, rt) -> bool:
    """The chosen Action leaves the chain unresolved; its card may not trigger it again this turn."""
    if not _read(n):
        return _BEFORE[1](n, rt)
    chosen = effects.chosen_targets(rt, n.steps[0].what)
    chain = (rt.g.s.window or {}).get("chain", [])
    hit = [(e["card"], e["ability"]) for e in chain if e.get("card") in chosen and not e.get("tactic")]
    if not cancel_on_chain(rt, lambda e: e.get("card") in chosen and not e.get("tactic"),
                           "an Action just triggered by a card in play"):
        return False
    for cid, index in hit:
        entry = {"card": cid, "no_trigger": index, "by": rt.name}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("core.effects.cannot", "timing.E.3"), until="end of turn", name=rt.g.name(cid), **entry)
    return True


@implements("core.effects.cannot")
def refusal(g, p: str, cid: int, index: int) -> IllegalAction | None:
    m = next((m for m in g.s.lasting if m["card"] == cid and m.get("no_trigger") == index), None)
    if m is None:
        return None
    return IllegalAction("core.effects.cannot", f"{g.name(cid)}'s Action may not be triggered for the rest of the "
                                                f"turn ({m['by']})")


effects.HANDLERS[E.Sequence] = (_check, _run)
run.ABILITY_REFUSALS.append(refusal)
