"""Cards played from hand "any time you could take an action" (Nordland Halberdiers, Gryphon Legionnaire: "You may
play this unit from your hand any time you could take an action (paying all costs)."; Assassin's Blade, an
attachment: "You may play this card any time you could take an action (paying all costs).").

Playing a unit or support card from hand is an action (clar.actions) allowed only in its player's own capital phase,
never in response (clar.playing-non-tactic-cards); the card's own text overrides that (its Constant effect, read
while it is in its player's hand): its player may also play it in any action window where they have priority
(timing.B.2), in response too, paying every cost as in the capital phase (cost, loyalty, Limited, zone rules; the
attachment onto a legal host). The card enters play at once, not onto the chain (playing a card is no Action, so
nothing cancels it as one, faq.45); as an action taken in the window, priority then goes to the other player and
the run of passes starts again (timing.B.2, timing.B.4).

Read by abilities/program.EXTRA_CONSTANTS into an `AnyTime` marker; capital.play / capital.attach ask `allows`;
actions.legal_actions offers `options` in a window; actions.do calls `taken` after the play.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...kernel import implements
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place, Player
from .abilities import program
from .cards import ZONES


@dataclass(frozen=True)
class AnyTime:
    """This card may be played from hand in any action window where its player has priority."""


def _you(by) -> bool:
    return by is None or isinstance(by, Player) and by.who == "you" and not by.of and not by.described


def _reads(ab, name: str) -> AnyTime | None:
    e = ab.effect
    if ab.zone is not None or not (isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Conditional)):
        return None
    c, play = e.effect.condition, e.effect.effect
    if not (isinstance(c, Condition) and c.word == "any time" and isinstance(c.clause, E.Modal)
            and c.clause.kind == "could" and isinstance(c.clause.effect, E.ActionWindow) and _you(c.clause.effect.by)):
        return None
    if not (isinstance(play, E.Play) and _you(play.by) and isinstance(play.what, Objects) and play.what.ref == "this"
            and not play.what.described and tuple(play.what.kind) in (("unit",), ("card",)) and play.free is None
            and play.control is None and play.place is None and play.as_if is None):
        return None
    src = play.source
    if src is not None and not (isinstance(src, Place) and src.zone == "hand" and src.ref == "your"
                                and not src.described and not src.qualities):
        return None
    return AnyTime()


def _marked(g, cid: int) -> bool:
    prog = g.card(cid).program
    return any(isinstance(x, AnyTime) for x in (prog.extras if prog else ()))


@implements("clar.playing-non-tactic-cards", "clar.actions", "timing.B.2")
def allows(g, p: str, cid) -> bool:
    """May `p` play this hand card now, outside the capital phase's own step: in an action window, with priority."""
    s = g.s
    return isinstance(cid, int) and not isinstance(cid, bool) and s.zones.where.get(cid) == f"{p}.hand" \
        and s.step == "window" and s.window is not None and s.deciding == p and s.pending is None and not g.over \
        and _marked(g, cid)


def options(g, p: str) -> list[tuple]:
    """The plays `allows` lets `p` make now (each legal as capital.play / capital.attach would take it)."""
    from . import attachments, capital
    from .abilities import targeting
    out: list[tuple] = []
    for cid in g.cards(p, "hand"):
        if not allows(g, p, cid):
            continue
        card = g.card(cid)
        if attachments.is_attachment(card):
            if attachments.unplayable(card) or capital._common(g, p, card) is not None:
                continue
            out += [("attach", cid, h) for q in "AB" for h in g.in_play(q)
                    if attachments.host_refusal(g, p, card, h, source=cid) is None
                    and capital.cost(g, p, card) + targeting.extra(g, p, [h]) <= g.s.resources[p]]
        else:
            out += [("play", cid, z) for z in ZONES if capital.refusal(g, p, cid, z) is None]
    return out


@implements("timing.B.2", "timing.B.4")
def taken(g, p: str) -> None:
    """The play was an action taken in the window: priority goes to the other player, the passes start again."""
    from . import windows
    if g.s.step != "window" or g.s.window is None or g.over:
        return
    w = windows.window(g)
    w.passes = 0
    w.priority = (w.players.index(p) + 1) % len(w.players)
    windows._save(g, w)
    g.emit("priority", ("timing.B.2", "clar.actions"), player=w.to_act, after="a card played from hand")


program.EXTRA_CONSTANTS.append(_reads)
