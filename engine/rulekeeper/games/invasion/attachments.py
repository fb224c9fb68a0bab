"""Attachments (core.cards.attachment, card-types.attachments): supports with the Attachment trait, played in
their player's capital phase onto a target in play ("Attach to a target unit [you control | in your <zone>]."),
an opponent's card too unless the text says otherwise. The player who plays it controls it (it gives that player
loyalty) and keeps control when the host changes hands; a zone requirement is checked only as it enters play,
any other requirement at all times; when the host leaves play the attachment goes to its owner's discard pile.

The attachment card sits in its controller's zone of the host's name; `State.attached` links it to its host.
"""

from __future__ import annotations

from functools import lru_cache

from ...kernel import IllegalAction, implements
from ...text import CardTextError, parse
from ...text.invasion.semantics import Constant, KeywordAbility, SemanticError, interpret
from ...text.invasion.semantics.effects import Attach
from .cards import RUN_KEYWORDS, Card
from .game import Game

TYPE_REASONS = ("attachments are not played yet", "quest cards are not played yet", "legend cards are not played yet")


def is_attachment(card: Card) -> bool:
    return card.type == "Support" and "Attachment" in card.traits


@lru_cache(maxsize=None)
def _reading(text: str) -> tuple[object | None, str]:
    """The attach requirement of an attachment's text, and what else in it the engine can't run."""
    try:
        abilities = interpret(parse("invasion", text))
    except (CardTextError, SemanticError) as exc:
        return None, str(exc).splitlines()[0]
    need, other = None, []
    for ability in abilities:
        if isinstance(ability, Constant) and isinstance(ability.effect, Attach) and need is None:
            need = ability.effect.to
        elif not (isinstance(ability, KeywordAbility) and ability.keyword.name in RUN_KEYWORDS):
            other.append(f"{type(ability).__name__.lower()} abilities are not carried out yet")
    return need, "; ".join(other) or ("" if need is not None else "no 'Attach to ...' sentence")


def requirement(card: Card):
    """The typed target of "Attach to ..." (semantics Objects), or None."""
    return _reading(card.text)[0]


def unplayable(card: Card) -> str:
    """Why the engine can't play this attachment ('' when it can): the card-ability interpreter's reading when it
    has one (its constant effects reach "attached unit"), else what the typed text leaves to run."""
    if card.program is not None and card.program.attach is not None:
        return card.why
    rest = _reading(card.text)[1]
    other = "; ".join(r for r in card.why.split("; ") if r and r not in TYPE_REASONS
                      and "abilities are not carried out" not in r)
    return "; ".join(x for x in (rest, other) if x)


def unplayable_quest(card: Card) -> str:
    """Why the engine can't play this quest ('' when it can: nothing in its text the engine can't run)."""
    return "; ".join(r for r in card.why.split("; ") if r and r not in TYPE_REASONS)


def _zone_of(need) -> str | None:
    place = getattr(need, "place", None)
    return getattr(place, "zone", None) if place is not None and getattr(place, "ref", "") == "your" else None


def _yours(need) -> bool:
    ctrl = getattr(need, "controller", None)
    return _zone_of(need) is not None or (ctrl is not None and getattr(ctrl, "who", "") == "you")


@implements("card-types.attachments", "core.cards.attachment")
def host_refusal(g: Game, p: str, att: Card, host: int, entering: bool = True,
                 source: int | None = None) -> IllegalAction | None:
    """Why `host` can't carry this attachment of player p's (None when it can). Entering play from hand
    (`source`: the attachment's id), the host is also a target its "Attach to ..." text allows (timing.C.1)."""
    need = requirement(att)
    rule = "card-types.attachments"
    if not isinstance(host, int) or not 0 <= host < len(g.s.names) or not g.is_in_play(host):
        return IllegalAction(rule, f"{att.name} must be attached to a target in play")
    kinds = getattr(need, "kind", ()) or ()
    if "unit" in kinds and not g.card(host).unit:
        return IllegalAction(rule, f"{att.name} attaches to a unit; {g.name(host)} is not one")
    if _yours(need) and g.controller(host) != p:
        return IllegalAction(rule, f"{att.name} attaches to a card player {p} controls")
    zone = _zone_of(need)
    if entering and zone and g.place(host) != zone:
        return IllegalAction(rule, f"{att.name} attaches to a unit in its player's {zone}, not the {g.place(host)}")
    program = att.program
    if entering and source is not None and program is not None and program.attach is not None \
            and not program.attach.matches(g, p, source, host):
        return IllegalAction("timing.C.1", f"{g.name(host)} is not a legal target for {att.name}")
    return None


def attach(g: Game, p: str, cid: int, host: int) -> None:
    """The attachment enters play on its host (the cost is paid by the caller)."""
    zone = g.place(host)
    g.s.zones.move(cid, f"{p}.{zone}")
    g.s.attached[cid] = host
    g.emit("attach", ("core.cards.attachment", "card-types.attachments"), player=p, card=cid, name=g.name(cid),
           host=g.name(host), host_controller=g.controller(host), on=host)
    from .attached import entered
    entered(g, p, cid, host)  # what it does to its unit as it enters play (errata.corruption.17, faq.16)


@implements("card-types.attachments")
def check(g: Game) -> None:
    """Requirements other than the zone hold at all times: an attachment whose host no longer meets them is
    discarded from play."""
    for att, host in list(g.s.attached.items()):
        if att in g.s.attached and host_refusal(g, g.controller(att), g.card(att), host, entering=False):
            g.leave_play(att, "discarded", ("card-types.attachments",))
