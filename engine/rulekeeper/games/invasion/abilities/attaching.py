"""An Attachment put into play attached to a unit by an effect (zones.put-into-play, card-types.attachments):
- "search the top five cards of your deck for an Attachment support card and put it into play attached to that
  unit" (Josef Bugman): the card found, onto the unit the trigger was about ("When a [Dwarf] unit enters play ...":
  `rt.about`, what "that unit" means though the search named another card since);
- "put an Attachment support card into play from your hand and attach it to target [Chaos] unit you control, if
  able" (Northern Forge): one sentence, one card entering play on the target; the card is its player's pick among
  the Attachments in hand that may go on that unit (the next scripted answer naming one, else the first).
Putting into play is not playing: no cost, Limited does not count (zones.put-into-play); the unique rule, the
engine's reading of the card (attachments.unplayable) and its own "Attach to ..." (attachments.host_refusal, which
asks it of the host as for a card played from hand: a judge reads "attach to a target unit you control" as what
the card may go on, whoever puts it there) still apply. An attachment with no unit it may go on does not enter play
at all ("if able": it stays in the hand or the deck; an attachment is never in play unattached,
core.cards.attachment). Registered over effects.HANDLERS for PutIntoPlay and Sequence.
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Objects, Place
from . import effects
from .objects import Unsupported

_PUT, _SEQ = effects.HANDLERS[E.PutIntoPlay], effects.HANDLERS[E.Sequence]


def _plain(o, *refs) -> bool:
    return isinstance(o, Objects) and o.ref in refs and o.count is None \
        and not (o.qualities or o.controller or o.place or o.described or o.of)


def _attached_to_that(n) -> bool:
    """"put it into play attached to that unit"."""
    return isinstance(n, E.PutIntoPlay) and n.state == "attached" and _plain(n.what, "it") and not n.what.target \
        and _plain(n.place, "that") and tuple(n.place.kind) == ("unit",) and not n.place.target \
        and n.source is None and not (n.free or n.control or n.facedown or n.at_random or n.by)


def _hand_then_attach(n):
    """(put, attach) of "put an Attachment ... into play from your hand and attach it to target unit[, if able]"."""
    if not isinstance(n, E.Sequence) or n.then or n.sentences or len(n.steps) != 2:
        return None
    put, att = n.steps
    if isinstance(att, E.Conditional) and effects._if_able(att.condition):
        att = att.effect
    src = getattr(put, "source", None)
    if not (isinstance(put, E.PutIntoPlay) and put.place is None and put.state is None and isinstance(src, Place)
            and src.zone == "hand" and src.ref == "your" and src.whose is None
            and not (src.described or src.qualities or src.position or src.within)
            and not (put.free or put.control or put.facedown or put.at_random or put.by)
            and isinstance(put.what, Objects) and put.what.ref in ("a", "an") and not put.what.target
            and isinstance(att, E.Attach) and _plain(att.what, "it") and att.by is None):
        return None
    return put, att


def _attachment_wanted(o):
    from .search import wanted
    want = wanted(o)
    if want.count != 1 or want.up_to or not all(k.trait and k.trait.lower() == "attachment" for k in want.kinds):
        raise Unsupported("putting into play attached a card other than one Attachment")
    return want


def _put_check(n, ctx) -> None:
    if not _attached_to_that(n):
        return _PUT[0](n, ctx)
    found = getattr(ctx, "found", None)
    if found is None or found.count != 1 or found.up_to \
            or not all(k.trait and k.trait.lower() == "attachment" for k in found.kinds):
        raise Unsupported("putting into play attached a card other than one Attachment searched for")


def _seq_check(n, ctx) -> None:
    pair = _hand_then_attach(n)
    if pair is None:
        return _SEQ[0](n, ctx)
    put, att = pair
    _attachment_wanted(put.what)
    sel = ctx.objects(att.to)
    if not sel.target or sel.count != 1 or sel.up_to or sel.kind != "unit":
        raise Unsupported("attaching to something other than one target unit")


@implements("zones.put-into-play", "card-types.attachments", "core.cards.attachment")
def enter_attached(g, p: str, cid: int, host: int) -> bool:
    """Attachment `cid` (p's, out of play) enters play on `host` if it may; False (nothing changed) if not."""
    from .. import attachments
    from .passive import attached
    card = g.card(cid)
    if g.is_in_play(cid) or g.s.owner[cid] != p or g.place(cid) not in ("hand", "deck", "discard") \
            or not attachments.is_attachment(card) or attachments.unplayable(card) or not g.is_in_play(host) \
            or not g.card(host).unit:
        return False
    if card.unique and any(g.name(c) == card.name for c in g.in_play(p)):
        return False  # core.cards.unique
    if attachments.host_refusal(g, p, card, host, entering=True, source=cid) is not None:
        return False
    src = g.place(cid)
    g.emit("put_into_play", ("zones.put-into-play", "card-types.attachments"), player=p, card=cid,
           name=card.name, source=src, zone=g.place(host), attached_to=g.name(host))
    attachments.attach(g, p, cid, host)
    attached(g, cid, host)  # what the attachment does as it enters play (passive.attached)
    return True


def _put_run(n, rt) -> bool:
    """The card found onto the unit the trigger was about."""
    if not _attached_to_that(n):
        return _PUT[1](n, rt)
    from .cards_moving import deck_emptied
    g, p = rt.g, rt.p
    hosts = [c for c in getattr(rt, "about", []) if g.is_in_play(c) and g.card(c).unit]
    found = [c for c in rt.that if g.s.zones.where.get(c) in (f"{p}.deck", f"{p}.hand", f"{p}.discard")]
    if not hosts or not found:
        return False
    from_deck = g.place(found[0]) == "deck"
    if not enter_attached(g, p, found[0], hosts[0]):
        return False
    if from_deck:
        deck_emptied(g, p)
    rt.that = [found[0]]
    return True


def _seq_run(n, rt) -> bool:
    """The player's pick among the Attachments in hand that may go on the target, onto it."""
    pair = _hand_then_attach(n)
    if pair is None:
        return _SEQ[1](n, rt)
    from .. import attachments
    from .cards_moving import pick_card
    put, att = pair
    g, p, want = rt.g, rt.p, _attachment_wanted(put.what)
    hosts = [c for c in rt.cards(att.to) if g.is_in_play(c)]
    if not hosts:
        return False
    fits = [c for c in g.cards(p, "hand") if want.fits(g.card(c)) and attachments.is_attachment(g.card(c))
            and not attachments.unplayable(g.card(c))
            and attachments.host_refusal(g, p, g.card(c), hosts[0], entering=True, source=c) is None]
    if not fits:
        rt.emit("not_attached", ("core.cards.attachment",), card=rt.source, why="no attachment in hand may go on the unit")
        return False
    cid = pick_card(g, fits)
    if not enter_attached(g, p, cid, hosts[0]):
        return False
    rt.that = [cid]
    return True


effects.HANDLERS[E.PutIntoPlay] = (_put_check, _put_run)
effects.HANDLERS[E.Sequence] = (_seq_check, _seq_run)
