"""Constant effects about playing cards (core.effects.constant, terms.cost): when a tactic may be played ("Play
only during your turn.", "Play only if you control ..."), what cards cost ("Lower the cost of the first support card
you play each turn by 1", "Opponent's units cost 1 additional resource to play", "Lower the cost to play this unit
by 1 for each burning zone", "Lower the cost to play this unit by 3 in a zone containing a Hero unit": read with
the zone it is played into), and developments ("You may play an additional development", "You cannot develop this
zone", "Play in a zone with no developments."). Read from the table when a card is played, as passive.py's are.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Objects, Place, Player
from ..cards import ZONES
from .conditions import Cond, condition, holds, trait_kind
from .amounts import printed_cost
from .lowering_costs import MINIMUM, into, into_fits
from .objects import Unsupported
from .passive import Per, _sources, _text, _your_turn, number, per


# ---- playing cards: when, and at what cost ---------------------------------------------------------------------
def _play(e) -> bool:
    """"Play" on its own (the card itself), or "Play only" (Modal only)."""
    if isinstance(e, E.Modal) and e.kind == "only":
        e = e.effect
    return isinstance(e, E.Play) and e == E.Play()


def own_turn(e) -> bool:
    """"Play during your turn.", "Play only during your turn.", "Play only on your turn." (a tactic)."""
    return isinstance(e, E.Conditional) and _your_turn(e.condition) and _play(e.effect)


def play_condition(e, name: str) -> Cond | None:
    """"Play only if you control at least 1 unit.": the condition playing the card needs (None: not that)."""
    if isinstance(e, E.Conditional) and getattr(e.condition, "word", "") == "only if" and _play(e.effect):
        return condition(e.condition, name)
    return None


@dataclass(frozen=True)
class CostChange:
    """A change to the cost of playing cards (terms.cost, terms.reduction): `amount` (negative lowers) times `per`,
    for this card itself (`own`, read while it is in hand) or for the cards of `kind` / `trait` that `by` (you |
    opponent, from the source's controller) plays; `first`: only the first such card each turn."""
    amount: int
    own: bool = False
    kind: str = "card"  # unit | support | attachment | tactic | card
    trait: str | None = None
    by: str = "you"
    first: bool = False
    per: Per | None = None
    condition: Cond | None = None
    zone: str | None = None
    into: tuple | None = None  # (zone | None, trait | None): "to play this unit into your kingdom" / "in a zone
    # containing a Hero unit": only when played into that zone, or into a zone of its player's holding such a unit
    here: bool = False  # "to play [Dwarf] units into this zone": only into the zone of the card with the effect
    to_zero: bool = False  # "Lower the cost ... to 0": the printed cost goes (the loyalty stays, terms.cost)
    copy_in_play: bool = False  # "... if you have another copy of that unit in play" (the card played)
    from_discard: bool = False  # "the first card you play from your discard pile each turn": played from there

    def fits(self, card) -> bool:
        if self.kind == "unit" and card.type != "Unit" or self.kind == "support" and card.type != "Support" \
                or self.kind == "tactic" and card.type != "Tactic" \
                or self.kind == "attachment" and "Attachment" not in card.traits:
            return False
        return self.trait is None or self.trait.lower() in (t.lower() for t in card.traits) \
            or self.trait.lower() == card.race.lower()


COST_KINDS = {"unit": "unit", "units": "unit", "support card": "support", "support cards": "support",
              "card": "card", "cards": "card", "attachment cards": "attachment", "attachment card": "attachment",
              "tactic": "tactic", "tactics": "tactic"}


def _cost_cards(o) -> tuple[str, str | None]:
    words = tuple(trait_kind(o.kind))
    trait = None
    if words and words[0].startswith("["):
        trait, words = words[0][1:-1], words[1:]
    kind = COST_KINDS.get(" ".join(w.lower() for w in words))
    if kind is None:
        raise Unsupported(f"the cost of '{' '.join(o.kind)}'")
    return kind, trait


def read_cost(ab, name: str) -> CostChange | None:
    """A constant that changes costs ("Lower the cost to play this unit by 1 for each burning zone", "Lower the cost
    of the first support card you play each turn by 1", "Opponent's units cost 1 additional resource to play");
    None when the ability is not about costs."""
    e, conds, count, xper = ab.effect, [], None, None
    if isinstance(e, E.Where) and isinstance(e.definition, E.XIs):  # "..., where X is the number of resource
        xper, e = number(e.definition.value, name), e.effect  # tokens on this card" (Forges of Nuln)
    while isinstance(e, (E.Conditional, E.ForEach)):
        if isinstance(e, E.ForEach):
            if count is not None:
                return None
            count, e = e.per, e.effect
        else:
            conds.append(e.condition)
            e = e.effect
    if not isinstance(e, E.LowerCost):
        return None
    x = xper is not None and count is None and isinstance(e.amount, Count) and e.amount.value == "X" \
        and e.amount.bound == "exactly" and not e.amount.sign
    to_zero = e.to == Count(0) and e.amount is None and e.by is None and not e.raise_
    if to_zero:
        e = E.LowerCost(what=e.what, amount=Count(0), by=None)
    if e.to is not None or e.by is not None or not isinstance(e.amount, Count) \
            or not (isinstance(e.amount.value, int) or x) \
            or e.amount.bound not in ("exactly", "additional") or e.amount.sign or xper is not None and not x:
        raise Unsupported("the constant effect LowerCost")
    amount = 1 if x else e.amount.value
    amount = amount if e.raise_ else -amount
    count = xper if x else count
    what = e.what
    fields = {"to_zero": True} if to_zero else {}
    if isinstance(what, E.Conditional) and _copy_in_play(what.condition):
        fields["copy_in_play"] = True  # "if you have another copy of that unit in play"
        what = what.effect
    if isinstance(what, E.Conditional):
        conds.append(what.condition)
        what = what.effect
    if isinstance(what, E.Play) and (what.place is None or into(what.place) or _this_zone(what.place)) \
            and what.source is None \
            and not what.free and what.control is None and what.as_if is None and isinstance(what.what, Objects):
        o, by = what.what, what.by
        if o.ref == "this" and not o.described and by is None:
            fields.update(own=True, into=into(what.place) if what.place is not None else None)
        elif what.place is not None and _this_zone(what.place) and o.ref in ("a", "") and by is None \
                and not (o.described or o.qualities or o.controller or o.place):
            fields.update(zip(("kind", "trait"), _cost_cards(o)), by="you", here=True)  # "into this zone"
        elif what.place is not None:
            raise Unsupported("the constant effect LowerCost")
        elif o.ref == "of" and isinstance(o.of, Player) and o.of.who == "opponent" and not o.of.of and by is None \
                and not o.described and not o.qualities:
            fields.update(zip(("kind", "trait"), _cost_cards(o)), by="opponent")
        elif o.ref == "the" and o.qualities == ("first",) and len(o.described) == 1 and by is None \
                and _text(o.described[0]) in ("you play this turn", "you play each turn") and not o.place \
                and not o.controller:  # "Lower the cost to play the first support card you play this turn"
            fields.update(zip(("kind", "trait"), _cost_cards(o)), by="you", first=True)
        elif o.ref in ("a", "") and not o.described and not o.qualities and not o.place and not o.controller \
                and (by is None and (e.raise_ or fields.get("copy_in_play"))  # "if you have another copy ..."
                     or isinstance(by, Player) and by.who == "you" and not by.of):
            fields.update(zip(("kind", "trait"), _cost_cards(o)), by="you")
        else:
            raise Unsupported("the constant effect LowerCost")
    elif isinstance(what, Objects) and what.ref == "the" and what.qualities == ("first",) and len(what.described) == 1 \
            and _text(what.described[0]) in ("you play each turn", "you play from your discard pile each turn") \
            and not what.place and not what.controller:
        fields.update(zip(("kind", "trait"), _cost_cards(what)), by="you", first=True,
                      from_discard="discard pile" in _text(what.described[0]))
    elif isinstance(what, Objects) and what.ref == "each" and not what.qualities and len(what.described) == 1 \
            and _text(what.described[0]) == "you play" and not what.place and not what.controller:
        fields.update(zip(("kind", "trait"), _cost_cards(what)), by="you")  # "each Rune card you play"
    else:
        raise Unsupported("the constant effect LowerCost")
    cs = [condition(c, name) for c in conds]
    cond = None if not cs else cs[0] if len(cs) == 1 else Cond("all", inner=tuple(cs))
    counted = count if isinstance(count, Per) else per(count, name) if count is not None else None
    return CostChange(amount, per=counted, condition=cond, zone=ab.zone,
                      **fields)


def _this_zone(place) -> bool:
    return isinstance(place, Place) and place.zone == "zone" and place.ref == "this" and place.whose is None \
        and not (place.described or place.qualities or place.position or place.within)


def _copy_in_play(c) -> bool:
    """"if you have another copy of that unit in play"."""
    h = getattr(c, "clause", None)
    if getattr(c, "word", "") != "if" or not isinstance(h, E.Has) or not isinstance(h.who, Player) \
            or h.who.who != "you" or h.who.of or h.by is not None:
        return False
    o = h.what
    return isinstance(o, Objects) and tuple(o.kind) == ("copy",) and o.ref == "another" and len(o.described) == 1 \
        and _text(o.described[0]) == "of that unit in play" and not (o.qualities or o.controller or o.place)


def _played_this_turn(g, p: str, change: CostChange) -> bool:
    """Has `p` played a card `change` is about since their turn began (the log of this turn)?"""
    for ev in reversed(g.s.log.events):
        if ev.kind == "turn_begins":
            return False
        if ev.kind in ("play", "play_tactic") and ev.data.get("player") == p \
                and change.fits(g.card(ev.data["card"])) \
                and (not change.from_discard or ev.data.get("from") == "discard"):
            return True
    return False


def _changes(g, p: str, card, cid: int | None, zone: str | None = None, source: str | None = None):
    """(change, the floor its card's reminder gives or None) for each constant effect changing this cost now
    (`zone`: where the card is played, when that is said)."""
    prog = card.program
    for c in (prog.costs if prog is not None else ()):
        if c.own and holds(g, p, -1 if cid is None else cid, c.condition) and into_fits(g, p, c.into, zone):
            yield c.amount * (c.per.count(g, p, -1, -1) if c.per is not None else 1), MINIMUM.get(card.name)
    if not g._costs:
        return
    for q in ("A", "B"):
        for z in ZONES + ("legend",):  # a legend's text too (Queek Headtaker)
            for src in g.s.zones[f"{q}.{z}"]:
                if g.s.names[src] not in g._costs:
                    continue
                for c in g.card(src).program.costs:
                    if c.own or (c.zone is not None and c.zone != z) or (p == q) != (c.by == "you") \
                            or not c.fits(card) or not holds(g, q, src, c.condition) \
                            or c.from_discard and not (source or "").endswith("discard") \
                            or c.first and _played_this_turn(g, p, c) or c.here and zone != z \
                            or c.copy_in_play and not any(g.name(u) == card.name for u in g.in_play(p)):
                        continue
                    if c.to_zero:  # "to 0": all of its printed cost (the clamp at 0 in capital.cost keeps it there)
                        yield -printed_cost(g, card, p), None
                        continue
                    n = c.amount * (c.per.count(g, q, src, src) if c.per is not None else 1)
                    yield n, MINIMUM.get(g.s.names[src])


def cost_changes(g, p: str, card, cid: int | None = None, zone: str | None = None,
                 source: str | None = None) -> list:
    """(change, the floor its card's reminder gives or None) for each constant effect in play (and the card's own,
    `cid` in hand) that changes the cost of `p` playing `card` now; read once per cost, for `cost_change` and
    `floored`. Costs are read when the card is played, from the table as it is then. `zone`: where it is played;
    `source`: where from (discard, hand)."""
    return list(_changes(g, p, card, cid, zone, source))


@implements("terms.cost", "terms.reduction", "core.effects.constant")
def cost_change(changes: list) -> int:
    """How the `cost_changes` without a floor change the cost: negative lowers it. A change with a floor ("to a
    minimum of 1") is left to `floored`."""
    return sum(n for n, floor in changes if floor is None)


@implements("terms.reduction")
def floored(cost: int, changes: list) -> int:
    """The cost after the `cost_changes` "by N (to a minimum of M)": each lowers it to M at most, and a cost
    already at M or below it not at all (read after the other changes, lowering_costs.py)."""
    for n, floor in changes:
        if floor is not None and n < 0 and cost > floor:
            cost = max(floor, cost + n)
        elif floor is not None and n > 0:
            cost += n
    return cost


def _developed_this_turn(g, p: str) -> int:
    n = 0
    for ev in reversed(g.s.log.events):
        if ev.kind == "turn_begins":
            break
        if ev.kind == "develop" and ev.data.get("player") == p:
            n += 1
    return n


@implements("core.cards.developments", "core.effects.constant")
def may_develop(g, p: str, zone: str | None = None) -> bool:
    """One development per turn, one more for each "You may play an additional development from your hand during
    your turn." of `p`'s in play (during `p`'s turn); never into a zone "You cannot develop this zone." guards."""
    if g._auras and zone is not None:
        for q, src, c in _sources(g):
            if c.stat == "cannot" and c.action == "develop_here" and q == p and g.place(src) == zone:
                return False
    if not g.s.developed:
        return True
    if not g._auras or g.s.active != p:
        return False
    extra = sum(c.amount for q, src, c in _sources(g) if q == p and c.stat == "may" and c.action == "develop_again")
    return extra > 0 and _developed_this_turn(g, p) < 1 + extra


def play_refusal(g, p: str, card, zone: str) -> str | None:
    """What the card's own text says about where it may be played ("Play in a zone with no developments.")."""
    prog = card.program
    for c in (prog.constants if prog is not None else ()):
        if c.stat == "play" and c.action == "bare_zone" and g.developments(p, zone):
            return f"{card.name} is played only in a zone with no developments"
    return None
