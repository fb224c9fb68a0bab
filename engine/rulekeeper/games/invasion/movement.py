"""Zones of Play (zones.*), as card effects use them: destroying and sacrificing, returning to hand, moving a
card between zones, taking control, putting into play. A card in play is controlled by the player whose zone
holds it; out of play it always goes to its owner's pile (zones.out-of-play, core.effects.ownership).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from . import attachments, entering
from .capital import refusal
from .abilities import passive
from .abilities.becoming import developed
from .cards import ZONES
from .damage import settle
from .game import Game
from .state import other


def in_play(g: Game, cid: int, rule: str) -> None:
    if not g.is_in_play(cid):
        raise IllegalAction(rule, f"{g.name(cid)} is not in play ({g.place(cid)})")


@implements("terms.destroy")
def destroy(g: Game, cid: int) -> None:
    """Removed from play into its owner's discard pile (sacrificing is not destroying); a development too."""
    if not g.place(cid).endswith(".dev"):
        in_play(g, cid, "terms.destroy")
    g.leave_play(cid, "destroyed", ("terms.destroy", "core.cards.destroyed"))


@implements("terms.sacrifice", "core.effects.sacrifice")
def sacrifice(g: Game, p: str, cid: int) -> None:
    """Only a card `p` controls; nothing cancels or prevents it; it goes to its owner's discard pile."""
    in_play(g, cid, "terms.sacrifice")
    if g.controller(cid) != p:
        raise IllegalAction("terms.sacrifice", f"player {p} does not control {g.name(cid)}: a player sacrifices "
                                               "only cards they control")
    g.leave_play(cid, "sacrificed", ("terms.sacrifice", "core.effects.sacrifice"))


@implements("zones.out-of-play", "zones.leaving-play")
def return_to_hand(g: Game, cid: int) -> None:
    """To its owner's hand, as a new card (its damage, corruption and the effects on it are gone)."""
    in_play(g, cid, "zones.out-of-play")
    g.leave_play(cid, "returned", ("zones.out-of-play", "zones.leaving-play"), to="hand")


def _hero_room(g: Game, p: str, zone: str, cid: int, rule: str) -> None:
    """terms.limit-one-hero-per-zone: no Hero goes into a zone where its player already has one, by any means."""
    card = g.card(cid)
    if card.hero_limit and any("Hero" in g.card(c).traits and c != cid for c in g.cards(p, zone)):
        raise IllegalAction(rule, f"player {p}'s {zone} already has a Hero: {card.name} can't go there")


def _leave_combat(g: Game, cid: int, zone: str) -> None:
    """misc.moving-cards: a unit moved out of the battlefield stops attacking, out of the attacked zone stops
    defending (damage already assigned to it is still applied)."""
    c = g.s.combat
    if c is None:
        return
    side = None
    if cid in c.attackers and zone != "battlefield":
        c.attackers.remove(cid)
        side = "attack"
        g.emit("no_longer_attacking", ("misc.moving-cards",), card=cid, name=g.name(cid))
    if cid in c.defenders and zone != c.target:
        c.defenders.remove(cid)
        side = "defense"
        g.emit("no_longer_defending", ("misc.moving-cards",), card=cid, name=g.name(cid))
    if side is not None and g.s.step == "assign" and c.side == side:
        c.left = max(0, c.left - g.unit_power(cid))  # its damage no longer adds to its side's
        settle(g)


@implements("misc.moving-cards", "zones.in-play", "faq.11", "faq.39", "faq.36")
def move(g: Game, p: str, cid: int, zone: str, into: str | None = None) -> None:
    """Move a card in play to another zone: in play only (zones.in-play), a different zone, never into an
    opponent's zone (misc.moving-cards), not a second Hero (terms.limit-one-hero-per-zone). It enters the new
    zone, not play; a questing unit (or its quest) stops questing and the quest's tokens are discarded."""
    in_play(g, cid, "zones.in-play")
    if zone not in ZONES:
        raise IllegalAction("zones.in-play", f"a card effect moves a card only between in-play zones, not to "
                                             f"{zone!r}")
    owner_of_zone = into or g.controller(cid)
    if owner_of_zone != g.controller(cid):
        raise IllegalAction("misc.moving-cards", f"{g.name(cid)} can't be moved into player {owner_of_zone}'s "
                                                 "zone: no card effect allows it")
    if g.place(cid) == zone:
        raise IllegalAction("misc.moving-cards", f"{g.name(cid)} is already in the {zone}: a move ends in a "
                                                 "different zone")
    _hero_room(g, owner_of_zone, zone, cid, "terms.limit-one-hero-per-zone")
    if entering.barred(g, owner_of_zone, cid, zone):
        raise entering.barred(g, owner_of_zone, cid, zone)
    s = g.s
    src = g.place(cid)
    s.zones.move(cid, f"{owner_of_zone}.{zone}")
    g.emit("move", ("misc.moving-cards",), card=cid, name=g.name(cid), source=src, zone=zone, player=p)
    entering.entered(g, cid, "move")  # Warpstone Excavation corrupts a unit moved in (faq.17)
    for quest in [q for q, u in s.questing.items() if cid in (q, u)]:
        del s.questing[quest]
        g.emit("no_longer_questing", ("misc.moving-cards",), quest=g.name(quest), unit=g.name(cid))
        if s.tokens.pop(quest, 0):
            g.emit("tokens_removed", ("misc.moving-cards", "card-types.quests"), card=quest, name=g.name(quest))
    _leave_combat(g, cid, zone)


@implements("core.effects.ownership", "core.cards.unique")
def take_control(g: Game, p: str, cid: int) -> None:
    """`p` takes control of a card in play: it goes to `p`'s corresponding zone; its owner does not change; its
    attachments stay with their controller (card-types.attachments). Not a second copy of a unique card
    (core.cards.unique), not a second Hero in that zone (terms.limit-one-hero-per-zone). A card that counts as a
    development (a unit that is a development too) is discarded at once if `p` does not own it
    (card-types.developments)."""
    if g.place(cid).endswith(".dev"):
        _take_development(g, p, cid)
        return
    in_play(g, cid, "core.effects.ownership")
    if g.controller(cid) == p:
        raise IllegalAction("core.effects.ownership", f"player {p} already controls {g.name(cid)}")
    card = g.card(cid)
    if card.unique and any(g.name(c) == card.name for c in g.in_play(p)):
        raise IllegalAction("core.cards.unique", f"player {p} already controls {card.name}: no second copy of a "
                                                 "unique card")
    zone = g.place(cid)
    _hero_room(g, p, zone, cid, "terms.limit-one-hero-per-zone")
    if entering.must_enter(g, p, cid, zone):  # it can't enter that zone, yet must: sacrificed (faq.49)
        return
    _leave_combat(g, cid, "")
    g.s.zones.move(cid, f"{p}.{zone}")
    g.emit("take_control", ("core.effects.ownership",), player=p, card=cid, name=card.name, zone=zone,
           owner=g.s.owner[cid], previous=other(p))
    attachments.check(g)
    if g.s.owner[cid] != p and developed(g, cid):  # a development still (Bolt of Change, Tree Kin): not p's to hold
        g.leave_play(cid, "discarded", ("card-types.developments",))


@implements("card-types.developments")
def _take_development(g: Game, p: str, cid: int) -> None:
    """A player controls a card as a development only if they own it: a development taken by another player is
    discarded from play at once, to its owner's discard pile."""
    if g.controller(cid) == p:
        raise IllegalAction("core.effects.ownership", f"player {p} already controls that development")
    zone = g.place(cid)
    g.s.zones.move(cid, f"{p}.{zone}")
    g.emit("take_control", ("core.effects.ownership",), player=p, card=cid, zone=zone, owner=g.s.owner[cid],
           previous=other(p))
    if g.s.owner[cid] != p:
        g.leave_play(cid, "discarded", ("card-types.developments",))


@implements("zones.put-into-play", "faq.20")
def put_into_play(g: Game, p: str, cid: int, zone: str, under: str | None = None) -> None:
    """From `p`'s hand, discard pile or deck into a zone by a card effect: no cost, not "played" (Limited does not
    count it), but the unique rule and the restrictions of its text box still apply (capital.refusal). `under`:
    the player whose zone it enters, who controls it ("into play under your control", core.effects.ownership)."""
    if g.is_in_play(cid):
        raise IllegalAction("faq.20", f"{g.name(cid)} is already in play: only a card out of play can be put into "
                                      "play")
    if g.s.owner[cid] != p or g.place(cid) not in ("hand", "discard", "deck"):
        raise IllegalAction("zones.put-into-play", f"{g.name(cid)} is not in player {p}'s hand, discard pile or "
                                                   "deck")
    if zone not in ZONES:
        raise IllegalAction("core.capital.zones", f"{zone!r} is not a zone (kingdom, quest, battlefield)")
    q = under or p
    problem = refusal(g, q, cid, zone, playing=False)
    if problem:
        raise problem
    src = g.place(cid)
    g.s.zones.move(cid, f"{q}.{zone}")
    g.emit("put_into_play", ("zones.put-into-play",), player=q, card=cid, name=g.name(cid), source=src, zone=zone,
           **({"owner": p} if q != p else {}))
    entering.entered(g, cid, "play")
    passive.entering(g, cid)  # "enters play corrupted" (core.effects.constant)


@implements("faq.50", "core.cards.unique", "zones.put-into-play")
def put_all_into_play(g: Game, p: str, cids: list[int], zone: str, zones: dict | None = None) -> list[int]:
    """Several of `p`'s cards put into play by one effect, at the same time (each as `put_into_play`; one a
    restriction refuses stays where it is). Copies of one unique card that enter together all enter; then their
    owner chooses one copy to stay (the next scripted answer naming it, else the first) and the rest are sacrificed
    at once, before anything triggers on their entering play (faq.50). The cards in play afterwards. `zones`: a
    zone of its own for a card (each unit's zone chosen), else `zone`."""
    entered: list[int] = []
    copies: dict[str, list[int]] = {}
    for cid in cids:
        name = g.name(cid)
        z = (zones or {}).get(cid, zone)
        if g.card(cid).unique and name in copies:  # a second copy entering with the first (faq.50)
            src = g.place(cid)
            g.s.zones.move(cid, f"{p}.{z}")
            g.emit("put_into_play", ("zones.put-into-play", "faq.50"), player=p, card=cid, name=name, source=src,
                   zone=z)
            copies[name].append(cid)
            entered.append(cid)
            continue
        try:
            put_into_play(g, p, cid, z)
        except IllegalAction:
            continue
        entered.append(cid)
        if g.card(cid).unique:
            copies[name] = [cid]
    for name, group in copies.items():
        if len(group) < 2:
            continue
        keep = group[0]
        if g.s.answers and g.s.answers[0] == name:
            g.s.answers.pop(0)  # copies out of the same place are alike: the owner's pick is the first of them
        g.emit("unique_kept", ("faq.50", "core.cards.unique"), player=g.s.owner[keep], card=keep, name=name,
               copies=len(group))
        for cid in group[1:]:
            g.leave_play(cid, "sacrificed", ("faq.50", "core.cards.unique", "terms.sacrifice"))
    return [c for c in entered if g.is_in_play(c)]
