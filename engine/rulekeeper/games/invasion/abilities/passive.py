"""Constant effects (core.effects.constant): what a card changes for as long as it is in play, recomputed from the
table every time it is read (nothing is stored, so nothing goes stale): power icons, hit points, keywords, the
damage a unit deals in combat, what units cannot do, how units enter play, and the cost of cards.

`read(ability, name)` turns one typed Constant ability into a `Passive` (or `Unsupported`); the game asks
`total` (power, hit points, a keyword, combat damage), `forbids` / `allows` (attack, defend, be corrupted or
restored), `entering` (enters play corrupted or with tokens), `cancels` (damage) and `settle` (what a constant
effect destroys). Constant effects about playing cards (costs, when, developments) are in play_restrictions.py.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....kernel import implements
from ....text.invasion.fmt import join, tokens
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, EqualTo, Icons, KeywordValue, ListOf, Objects, Place, Player
from ..cards import ZONES
from .conditions import Cond, condition, holds, trait_kind
from .effects import KEYWORDS
from .objects import Selector, Unsupported, selector

def _text(post) -> str:
    return join(tokens(post)).lower()


@implements("faq.14")
def _in_your_battlefield(c) -> bool:
    """"as though it were in your battlefield": it attacks from where it is, which stays its zone (faq.14)."""
    st = getattr(c, "clause", None)
    return getattr(c, "word", "") == "as though" and isinstance(st, E.State) and st.state == "in" \
        and isinstance(st.who, Objects) and st.who.ref == "it" and isinstance(st.place, Place) \
        and st.place.zone == "battlefield" and st.place.ref == "your" and st.place.whose is None \
        and not (st.place.described or st.place.qualities or st.place.position)


# ---- what the effect changes ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Picks:
    """The cards a constant effect changes: a selector and what the selector can't say ("questing", "in a zone
    with no developments", "with an attachment")."""
    sel: Selector
    questing: bool = False
    no_developments: bool = False  # in a zone with no developments (its controller's)
    with_attachment: bool = False
    questing_here: bool = False  # questing on the card with the effect (a quest: "any unit questing here")

    def matches(self, g, p: str, src: int, cid: int) -> bool:
        s = self.sel
        if s.ref == "this":
            ok = cid == src
        elif s.ref == "attached":
            ok = g.s.attached.get(src) == cid
        else:
            ok = s.matches(g, p, src, cid)
        if not ok:
            return False
        if self.questing and cid not in g.s.questing.values():
            return False
        if self.questing_here and g.s.questing.get(src) != cid:
            return False
        if self.no_developments:
            who, _, place = g.s.zones.where.get(cid, "").partition(".")
            if place not in ZONES or g.developments(who, place):
                return False
        if self.with_attachment and not any(h == cid for h in g.s.attached.values()):
            return False
        return True


def _no_developments(place) -> bool:
    return isinstance(place, Place) and place.zone == "zone" and place.ref == "a" and len(place.described) == 1 \
        and _text(place.described[0]) == "with no developments"


def _yours(o: Objects) -> Objects:
    """"in your battlefield": cards of the ability's controller."""
    if isinstance(o.place, Place) and o.place.ref == "your" and o.controller is None:
        return replace(o, controller=Player("you"))
    return o


def picks(o, name: str) -> Picks:
    """The cards a constant effect's subject names. In a constant effect "Units in this zone" and "a [Orc] unit"
    mean every such card (a constant effect has no target)."""
    if isinstance(o, Objects) and o.target:
        raise Unsupported("a target in a constant effect")
    if not isinstance(o, Objects):
        raise Unsupported(f"{type(o).__name__.lower()} where a card is expected")
    o = _yours(o)
    extra = {}
    if len(o.described) == 1 and _text(o.described[0]) == "questing here":  # "any unit questing here" (a quest)
        extra["questing_here"] = True
        o = replace(o, described=(), ref="each" if o.ref == "any" else o.ref)
    if "questing" in o.qualities:
        extra["questing"] = True
        o = replace(o, qualities=tuple(q for q in o.qualities if q != "questing"))
    if _no_developments(o.place):
        extra["no_developments"] = True
        o = replace(o, place=None)
    if isinstance(o.place, Place) and len(o.place.described) == 1 \
            and _text(o.place.described[0]) == "with one or more attachment cards attached":
        extra["with_attachment"] = True  # "Units in your battlefield with one or more Attachment cards attached"
        o = replace(o, place=replace(o.place, described=()))
    if len(o.described) == 1 and _text(o.described[0]) in (
            "with one or more attachment cards attached", "you control with at least one attachment support card "
                                                           "attached to it"):
        extra["with_attachment"] = True
        controller = Player("you") if _text(o.described[0]).startswith("you control") else o.controller
        o = replace(o, described=(), controller=controller)
    if o.ref in ("a", "", "your") and "attached" not in o.qualities:
        o = replace(o, ref="each", kind=trait_kind(o.kind))
    elif o.ref == "each":
        o = replace(o, kind=trait_kind(o.kind))
    if isinstance(o.place, Place) and o.place.zone == "zones" and o.place.ref == "all corresponding":
        o = replace(o, place=Place("zone", ref="corresponding"))
    return Picks(selector(o, name), **extra)


# ---- "for each ..." ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Per:
    """How many of something the table holds now: cards a phrase picks | damage on the changed card | resource
    tokens on it | cards attached to it | burning zones | other copies of the card its player controls | the
    highest loyalty among the cards a phrase picks | developments in the defending zone | units on the other side
    of the combat the changed card is in | the printed power of the topmost unit in a discard pile | the cards of
    a kind in a player's discard pile or hand (pile)."""
    kind: str
    picks: Picks | None = None
    attachment_only: bool = False
    pile: object = None  # amounts.InPile: the cards of a pile it counts ("pile")

    def count(self, g, p: str, src: int, cid: int) -> int:
        k = self.kind
        if k == "damage":
            return g.damage_on(cid)  # as it counts (treated_damage.py)
        if k == "tokens":
            return g.s.tokens.get(cid, 0)
        if k == "own tokens":  # "for each resource token on this card": on the card with the ability (an attachment)
            return g.s.tokens.get(src, 0)
        if k == "attached":
            return sum(1 for a, h in g.s.attached.items() if h == cid and g.is_in_play(a)
                       and (not self.attachment_only or "Attachment" in g.card(a).traits))
        if k == "burning":
            return len(g.s.burned)
        if k == "copies":
            return sum(1 for c in g.in_play(p) if c != src and g.name(c) == g.name(src))
        if k == "loyalty":  # "the highest loyalty of an [Orc] card you control"
            return max((g.card(c).loyalty for c in self.picks.sel.all(g, p, src)), default=0)
        if k == "defending_devs":  # "the number of developments in the defending zone"
            c = g.s.combat
            return 0 if c is None else g.developments("B" if g.s.active == "A" else "A", c.target)
        if k == "opposing":  # "each enemy unit participating in the battle"
            c = g.s.combat
            if c is None or cid not in c.attackers + c.defenders:
                return 0
            return len(c.defenders if cid in c.attackers else c.attackers)
        if k == "pile":  # "for each unit in your discard pile" (its controller's pile, as it is now)
            return len(self.pile.all(g, p, src))
        if k == "top_unit_power":  # "the power of the topmost unit in your discard pile"
            return next((g.card(u).power for u in reversed(g.cards(p, "discard")) if g.card(u).unit), 0)
        sel = self.picks.sel
        return sum(1 for c in sel.all(g, p, src) if self.picks.matches(g, p, src, c))


def number(o, name: str) -> Per:
    """"the number of developments in your battlefield", "the total number of other Lizardmen units in this
    zone", "the highest loyalty on a [High Elf] card you control", "the damage on that unit": an amount the table
    gives (the inner noun phrase is typed by the card-text semantics)."""
    from ....text.invasion import ast as A
    from ....text.invasion.semantics import SemanticError
    from ....text.invasion.semantics.objects import thing
    if isinstance(o, Objects) and tuple(o.kind) in (("damage",), ("resource", "tokens")) and o.ref == "the":
        return per(replace(o, ref="each"), name)
    if isinstance(o, Objects) and tuple(w.lower() for w in o.kind) == ("power",) and o.ref == "the" \
            and len(o.described) == 1 and _text(o.described[0]) == "of the topmost unit in your discard pile":
        return Per("top_unit_power")
    if not (isinstance(o, Objects) and o.ref == "the" and len(o.described) == 1 and not o.place and not o.controller
            and o.described[0].kind == "pp" and isinstance(o.described[0].parts[0], A.Prep)):
        raise Unsupported("an amount the engine can't count")
    prep = o.described[0].parts[0]
    kind = tuple(o.kind)
    try:
        inner = thing(prep.np)
    except SemanticError:
        raise Unsupported("an amount the engine can't count") from None
    if kind in (("number",), ("total", "number")) and prep.prep == "of" and not o.qualities:
        if isinstance(inner, Objects) and tuple(inner.kind) == ("developments",) and not inner.described \
                and isinstance(inner.place, Place) and inner.place.zone == "zone" and inner.place.ref == "the" \
                and inner.place.qualities == ("defending",) and not inner.place.described:
            return Per("defending_devs")
        if isinstance(inner, Objects):
            inner = replace(inner, ref="each", kind=tuple(w for w in inner.kind if w.lower() != "cards")
                            if tuple(w.lower() for w in inner.kind) == ("development", "cards") else inner.kind)
        return per(inner, name)
    if kind == ("loyalty",) and o.qualities == ("highest",) and prep.prep in ("of", "on") \
            and isinstance(inner, Objects) and inner.ref in ("a", "an"):
        return Per("loyalty", picks(replace(inner, ref="each"), name))
    raise Unsupported("an amount the engine can't count")


def per(o, name: str) -> Per:
    if isinstance(o, Place) and o.zone == "zone" and o.ref == "each" and o.qualities == ("burning",) \
            and not o.described:
        return Per("burning")
    if not isinstance(o, Objects) or o.target:
        raise Unsupported("'for each' something other than cards, damage or tokens")
    said = tuple(_text(d) for d in o.described)
    kind = tuple(w.lower() for w in o.kind)
    if kind in (("damage",), ("damages",)) and said in (("on it",), ("on that unit",), ("on this unit",)):
        return Per("damage")
    if kind in (("resource", "token"), ("resource", "tokens")) and said in (("on it",), ("on this unit",),
                                                                           ("on this card",)):
        return Per("tokens" if said == ("on it",) else "own tokens")
    if kind in (("card",), ("attachment", "support", "card")) and said == ("attached to it",) and not o.qualities:
        return Per("attached", attachment_only=kind != ("card",))
    if kind == ("unit",) and o.qualities == ("enemy",) and said == ("participating in the battle",) \
            and o.ref == "each":
        return Per("opposing")
    if kind == ("copy",) and (said == ("of this unit you control",) and o.qualities == ("each other",)
                              or said == (f'of "{name.lower()}"',) and o.qualities == ("other",)
                              and isinstance(o.controller, Player) and o.controller.who == "you"):
        return Per("copies")
    if len(said) == 1 and said[0] in ("controlled by an opponent", "controlled by your opponents"):
        o = replace(o, described=(), controller=Player("opponent"))
    if isinstance(o.place, Place) and o.place.zone == "play" and not o.place.ref:
        o = replace(o, place=None)
    if o.ref in ("each", "every"):
        o = replace(o, ref="each", kind=trait_kind(o.kind))
    from .amounts import in_pile
    pile = in_pile(o, name)  # "for each Spell card in your discard pile": counted out of play (amounts.InPile)
    if pile is not None:
        return Per("pile", pile=pile)
    return Per("cards", picks(o, name))


# ---- one constant effect ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Passive:
    """stat: power | hit_points | keyword | combat (damage dealt in combat) | blank (loses all power, or does not
    count it) | cannot (`action`: attack | defend | develop_here) | may (`action`: attack_anywhere |
    defend_anywhere | defend_this_zone | develop_again) | enters (`action`: corrupted | tokens) | cancel
    (`action`: all | combat: every point of damage to the card) | cancel_capital (`amount` damage to its player's
    capital, once each turn) | destroy (the changed card, while the condition holds) | sacrifice (the card
    itself, when the condition holds) | play (`action`: bare_zone:
    where the card itself may be played)."""
    stat: str
    who: Picks
    amount: int = 0
    keyword: str = ""
    per: Per | None = None
    condition: Cond | None = None
    zone: str | None = None  # the ability's zone prefix (core.effects.zone-prefix)
    action: str = ""

    def value(self, g, p: str, src: int, cid: int) -> int:
        return self.amount * (self.per.count(g, p, src, cid) if self.per is not None else 1)


def _power(what) -> int | None:
    """"[Power][Power]", "2 Power", "a power", "1 power": a number of power icons (None: not power)."""
    if isinstance(what, Icons) and isinstance(what.count, EqualTo) and what.icon == "[Power]":
        return "equal"
    if isinstance(what, Icons):
        if what.icon != "[Power]" or not isinstance(what.count, Count) or not isinstance(what.count.value, int) or what.count.bound != "exactly" \
                or what.count.sign:
            raise Unsupported(f"an amount of {what.icon} icons that is not a number")
        return what.count.value
    if isinstance(what, Objects) and tuple(w.lower() for w in what.kind) == ("power",) and not what.described \
            and not what.qualities and what.ref in ("", "a"):
        c = what.count
        if c is None:
            return 1
        if isinstance(c.value, int) and c.bound == "exactly" and c.sign in ("", "+"):
            return c.value
    return None


def _hit_points(m) -> int:
    c = m.amount
    if m.stat not in ("hit points", "hit point") or not isinstance(c, Count) or not isinstance(c.value, int) \
            or c.sign not in ("+", "-") or c.bound != "exactly":
        raise Unsupported(f"a change of {m.stat}")
    return c.value if c.sign == "+" else -c.value


def _kw(kv) -> tuple[str, int | str]:
    if not isinstance(kv, KeywordValue) or kv.name not in KEYWORDS:
        raise Unsupported(f"gaining the keyword {getattr(kv, 'name', kv)}")
    v = kv.value
    if v is None:
        return kv.name, 1
    if v.value == "X" and v.bound == "exactly" and not v.sign:
        return kv.name, "X"
    if not isinstance(v.value, int) or v.bound != "exactly" or v.sign:
        raise Unsupported(f"an amount of {kv.name} that is not a number")
    return kv.name, v.value


def _changes(e, name: str) -> list[tuple]:
    """(stat, who, amount, keyword, action) for one effect a constant applies."""
    if isinstance(e, E.Sequence) and not e.then:
        return [c for step in e.steps for c in _changes(step, name)]
    if isinstance(e, (E.GainIcons, E.LoseIcons)) and e.by is None:
        n = _power(e.icons)
        if n is None or n == "equal" and isinstance(e, E.LoseIcons):
            raise Unsupported(f"the icons {getattr(e.icons, 'icon', e.icons)}")
        return [("power", e.who, -n if isinstance(e, E.LoseIcons) else n, "", "")]
    if isinstance(e, E.GainKeyword) and e.by is None:
        kw, n = _kw(e.keyword)
        return [("keyword", e.who, n, kw, "")]
    if isinstance(e, E.Gain) and e.by is None:
        items = e.what.items if isinstance(e.what, ListOf) and e.what.conj == "and" else (e.what,)
        out = []
        for item in items:
            if isinstance(item, Objects) and tuple(w.lower() for w in item.kind) == ("power",) and item.ref == "the" \
                    and item.described and len(items) == 1:
                return [("power", e.who, "number", "", "")]  # "gains the power of the topmost unit in ..."
            n = _power(item)
            if n == "equal":
                raise Unsupported("the constant effect Gain")
            if n is not None:
                out.append(("power", e.who, n, "", ""))
            elif isinstance(item, KeywordValue):
                kw, v = _kw(item)
                out.append(("keyword", e.who, v, kw, ""))
            elif isinstance(item, Objects) and tuple(item.kind) in (("hit", "points"), ("hit", "point")):
                out.append(("hit_points", e.who, _hit_points(E.Modify(stat="hit points", amount=item.count)), "", ""))
            else:
                raise Unsupported("the constant effect Gain")
        return out
    if isinstance(e, E.Modify) and e.by is None:
        return [("hit_points", e.who, _hit_points(e), "", "")]
    if isinstance(e, E.Lose) and e.by is None and isinstance(e.what, Objects) \
            and tuple(w.lower() for w in e.what.kind) == ("power",) and e.what.ref == "all" and not e.what.described:
        return [("blank", e.who, 1, "", "")]
    if isinstance(e, E.DealDamage) and e.to is None and not e.indirect and e.source is None \
            and isinstance(e.amount, Count) and (isinstance(e.amount.value, int) or e.amount.value == "X") \
            and (isinstance(e.where, Place) and e.where.zone == "combat" and e.amount.sign == "+"
                 and e.amount.bound == "exactly" or e.where is None and not e.amount.sign
                 and e.amount.bound == "additional") and not e.uncancellable and not e.combat:
        return [("combat", e.by, e.amount.value, "", "")]  # "+2 damage in combat", "2 additional damage"
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, (E.Attack, E.Defend)) \
            and e.effect.what is None and e.effect.by is None and getattr(e.effect, "source", None) is None \
            and getattr(e.effect, "as_if", None) is None:
        return [("cannot", e.effect.who, 0, "", "attack" if isinstance(e.effect, E.Attack) else "defend")]
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.State) and e.effect.state == "corrupted" \
            and e.effect.place is None and isinstance(e.effect.who, Objects):
        return [("cannot", e.effect.who, 0, "", "corrupted")]  # "This unit cannot be corrupted."
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Restore) and e.effect.by is None \
            and isinstance(e.effect.what, Objects):
        return [("cannot", e.effect.what, 0, "", "restored")]  # "Attached unit cannot be restored."
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.AssignDamage) and e.effect.by is None \
            and isinstance(e.effect.to, Objects) and isinstance(e.effect.amount, Objects) \
            and tuple(e.effect.amount.kind) == ("damage",) and e.effect.amount.count is None \
            and not e.effect.amount.described and not e.effect.amount.qualities:
        return [("cannot", e.effect.to, 0, "", "assigned")]  # "This unit cannot be assigned damage" (damage.py)
    if isinstance(e, E.Cancel) and e.by is None and isinstance(e.what, Objects) and e.what.ref == "all" \
            and tuple(e.what.kind) in (("damage",), ("combat", "damage")):
        combat = tuple(e.what.kind) == ("combat", "damage")
        said = tuple(_text(d) for d in e.what.described)
        if e.to is not None and not said and isinstance(e.to, Objects) and e.to.ref == "this":
            return [("cancel", e.to, 0, "", "combat" if combat else "all")]  # "Cancel all damage to this unit"
        if e.to is None and said == ("assigned to this unit",):  # "Cancel all combat damage assigned to this unit."
            return [("cancel", Objects(("unit",), ref="this"), 0, "", "combat" if combat else "all")]
    if isinstance(e, E.EachTime) and e.per == "turn" and isinstance(e.effect, E.Cancel) and e.effect.by is None \
            and isinstance(e.effect.to, Place) and e.effect.to.zone == "capital" and e.effect.to.ref == "your" \
            and not e.effect.to.described and isinstance(e.effect.what, Objects) \
            and tuple(e.effect.what.kind) == ("damage",) and not e.effect.what.described \
            and e.effect.what.count == Count(1):
        return [("cancel_capital", Objects(("card",), ref="this"), 1, "", "")]  # "Cancel 1 damage to your capital each turn."
    if isinstance(e, E.Cancel) and e.by is None and e.to is None and isinstance(e.what, Objects) \
            and tuple(e.what.kind) == ("damage",) and e.what.count == Count(1) \
            and tuple(_text(d) for d in e.what.described) == ("assigned to your capital each turn",):
        return [("cancel_capital", Objects(("card",), ref="this"), 1, "", "")]  # "... assigned to your capital each turn."
    if isinstance(e, E.Modal) and e.kind == "does not" and isinstance(e.effect, E.CountsOwn) and e.effect.by is None \
            and isinstance(e.effect.what, Objects) and tuple(e.effect.what.kind) == ("power",) \
            and e.effect.what.ref == "its":
        return [("blank", e.effect.who, 1, "", "")]  # "This unit does not count its power"
    if isinstance(e, E.Sacrifice) and e.by is None and isinstance(e.what, Objects) and e.what.ref == "it" \
            and tuple(e.what.kind) == ("it",) and not e.what.described:
        return [("sacrifice", Objects(("unit",), ref="this"), 0, "", "")]  # "If this unit has ..., sacrifice it."
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Conditional) \
            and isinstance(e.effect.effect, E.Attack) and getattr(e.effect.condition, "word", "") == "while" \
            and _any_of_your_zones(e.effect.condition.clause):
        a = e.effect.effect
        if a.what is None and a.by is None and a.source is None and a.as_if is None:
            return [("may", a.who, 0, "", "attack_anywhere")]  # "may attack while in any of your zones"
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Attack) and e.effect.what is None \
            and e.effect.by is None and e.effect.source is None and _in_your_battlefield(e.effect.as_if):
        return [("may", e.effect.who, 0, "", "attack_anywhere")]  # "may attack as though it were in your battlefield"
    if isinstance(e, E.Destroy) and e.by is None and isinstance(e.what, Objects) and e.what.ref == "that" \
            and tuple(e.what.kind) == ("unit",) and not e.what.described:
        return [("destroy", Objects(("unit",), ref="a", qualities=("attached",)), 0, "", "")]  # "... destroy that unit"
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Conditional) \
            and _your_turn(e.effect.condition) and isinstance(e.effect.effect, E.Play):
        play = e.effect.effect
        o = play.what
        if isinstance(o, Objects) and tuple(o.kind) == ("development",) and o.qualities == ("additional",) \
                and not o.described and isinstance(play.source, Place) and play.source.zone == "hand" \
                and isinstance(play.by, Player) and play.by.who == "you" and play.place is None and not play.free:
            return [("may", Objects(("card",), ref="this"), 1, "", "develop_again")]  # "an additional development"
    if isinstance(e, E.Modal) and e.kind == "cannot" and isinstance(e.effect, E.Develop) and e.effect.what is not None \
            and isinstance(e.effect.what, Place) and e.effect.what.zone == "zone" and e.effect.what.ref == "this" \
            and not e.effect.what.described and isinstance(e.effect.by, Player) and e.effect.by.who == "you" \
            and not e.effect.source and not e.effect.place:
        return [("cannot", Objects(("card",), ref="this"), 0, "", "develop_here")]  # "You cannot develop this zone."
    if isinstance(e, E.Play) and e.what is None and e.source is None and not e.free and e.control is None \
            and e.as_if is None and e.by is None and _no_developments(e.place):
        return [("play", Objects(("card",), ref="this"), 0, "", "bare_zone")]  # "Play in a zone with no developments."
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Attack) and e.effect.what is None \
            and e.effect.by is None and e.effect.as_if is None and isinstance(e.effect.source, Place) \
            and e.effect.source.zone == "zone" and e.effect.source.ref == "any" and not e.effect.source.described:
        return [("may", e.effect.who, 0, "", "attack_anywhere")]  # "This unit may attack from any zone."
    if isinstance(e, E.Modal) and e.kind == "may" and isinstance(e.effect, E.Defend) and e.effect.by is None \
            and isinstance(e.effect.what, Place) and e.effect.what.zone == "zone" and not e.effect.what.described:
        who = e.effect.who
        if e.effect.what.ref == "any":
            return [("may", who, 0, "", "defend_anywhere")]  # "this unit may defend any zone"
        if e.effect.what.ref == "this" and isinstance(who, Objects) and len(who.described) == 1 \
                and _text(who.described[0]) == "you control in any zone" and who.controller is None:
            # "Dragon units you control in any zone may defend this zone."
            return [("may", replace(who, described=(), controller=Player("you")), 0, "", "defend_this_zone")]
    if isinstance(e, E.EntersPlay) and e.state == "corrupted" and not (e.place or e.with_ or e.control or e.source):
        return [("enters", e.what, 0, "", "corrupted")]
    if isinstance(e, E.EntersPlay) and e.state is None and not (e.place or e.control or e.source) \
            and isinstance(e.with_, Objects) and tuple(w.lower() for w in e.with_.kind) in (
                ("resource", "tokens"), ("resources", "token"), ("resource", "token")) \
            and tuple(_text(d) for d in e.with_.described) == ("on it",) and isinstance(e.with_.count, Count) \
            and isinstance(e.with_.count.value, int) and e.with_.count.bound == "exactly" \
            and isinstance(e.what, Objects) and e.what.ref == "this":
        return [("enters", e.what, e.with_.count.value, "", "tokens")]  # "enters play with 3 resource tokens on it"
    raise Unsupported(f"the constant effect {type(e).__name__}")


def _your_turn(c) -> bool:
    return getattr(c, "word", "") in ("during", "on") and isinstance(c.clause, Objects) \
        and tuple(c.clause.kind) == ("turn",) and c.clause.ref == "your" and not c.clause.described


def _any_of_your_zones(c) -> bool:
    """"in any of your zones"."""
    return getattr(c, "word", "") == "in" and isinstance(c.clause, Objects) and c.clause.ref == "any" \
        and isinstance(c.clause.of, Place) and c.clause.of.zone == "zones" and c.clause.of.ref == "your" \
        and not c.clause.described


def _of(who) -> str:
    """Whose state a bare "while attacking" is about: the attached unit for an attachment's effect on it."""
    return "attached" if isinstance(who, Objects) and "attached" in who.qualities else "this"


@implements("core.effects.constant", "terms.the-letter-x")
def read(ab, name: str, x=None) -> list[Passive]:
    """One Constant ability -> the Passives it applies; `Unsupported` names what the engine can't carry out. `x`:
    the card's "X is ..." (an XIs node), for an X in this ability."""
    e, conds, count = ab.effect, [], None
    while True:
        if isinstance(e, E.Where) and isinstance(e.definition, E.XIs) and x is None:
            x, e = e.definition, e.effect
        elif isinstance(e, E.Conditional):
            conds.append(e.condition)
            e = e.effect
        elif isinstance(e, E.ForEach) and count is None:
            count, e = e.per, e.effect
        elif isinstance(e, E.Modal) and e.kind in ("cannot", "does not") and isinstance(e.effect, E.Conditional) \
                and getattr(e.effect.condition, "word", "") in ("unless", "during"):
            conds.append(e.effect.condition)
            e = E.Modal(kind=e.kind, effect=e.effect.effect)
        else:
            break
    out = []
    for stat, who, amount, kw, action in _changes(e, name):
        if amount in ("X", "equal", "number"):  # "+X damage", "Toughness X", "[Power] equal to the number of ..."
            if count is not None:
                raise Unsupported("an X counted 'for each' something")
            if amount == "number":
                count = e.what
            elif amount == "equal":
                count = _equal_to(e)
            elif x is None:
                raise Unsupported("an X the card does not define")
            else:
                count = x.value
            amount, count = 1, ("number", count)
        if isinstance(who, Objects) and tuple(who.kind) == ("it",) and who.ref == "it" and any(
                isinstance(getattr(c, "clause", None), E.State) and _of(c.clause.who) == "attached" for c in conds):
            who = Objects(("unit",), ref="a", qualities=("attached",))  # "While attached unit is ..., it gains"
        subject = picks(who, name)
        of = "attached" if subject.sel.ref == "attached" else "this"
        cs = [condition(c, name, of) for c in conds]
        cond = None if not cs else cs[0] if len(cs) == 1 else Cond("all", inner=tuple(cs))
        if count is not None and stat not in ("power", "hit_points", "combat", "keyword"):
            raise Unsupported(f"'for each' on {stat}")
        how = None if count is None else number(count[1], name) if isinstance(count, tuple) else per(count, name)
        out.append(Passive(stat, subject, amount, kw, how, cond, ab.zone, action))
    return out


def _equal_to(e):
    """The thing "[Power] equal to ..." counts."""
    icons = getattr(e, "icons", None)
    if not isinstance(icons, Icons) or not isinstance(icons.count, EqualTo):
        raise Unsupported("an amount of [Power] icons that is not a number")
    return icons.count.what


def x_keyword(kw: KeywordValue, x, name: str) -> Passive:
    """A printed "Toughness X" / "Counterstrike X" with its "X is ..." sentence: the keyword's value read now."""
    if kw.name not in KEYWORDS or x is None:
        raise Unsupported(f"the keyword {kw.name} X")
    return Passive("keyword", Picks(Selector("card", "this")), 1, kw.name, number(x.value, name))


# ---- reading the table -------------------------------------------------------------------------------------------
def index(pool, names) -> dict:
    """name -> stat -> the card's constant effects about that stat (read once per pool: the table is read on each
    question, the text only once)."""
    out: dict = {}
    for n in names:
        by: dict = {}
        for c in pool[n].program.constants:
            by.setdefault(c.stat, []).append(c)
        out[n] = {k: tuple(v) for k, v in by.items()}
    return out


def _blank(g):
    """faq.28: a test for cards whose text box is blank now (None when no card of the game blanks any)."""
    from ..blanking import blank, blankers
    return (lambda cid: blank(g, cid)) if blankers(g) else None


_PLACES = ZONES + ("legend",)  # the capital board too: a legend, an attachment on it (Descendant of Gods)


def _of_stat(g, stat: str):
    """(controller, card, passive) of the constant effects about `stat` of the cards in play, in their zone (not
    of a card whose text box is blank, faq.28); listed once per stat while the state is only read (Game.reading)."""
    return g.remembered(("of_stat", stat), lambda: tuple(_find_of_stat(g, stat)))


def _find_of_stat(g, stat: str):
    names, by, zones = g.s.names, g._by_stat, g.s.zones
    is_blank = _blank(g)
    for p in ("A", "B"):
        for z in _PLACES:
            for src in zones[f"{p}.{z}"]:
                mine = by.get(names[src])
                if mine and not (is_blank and is_blank(src)):
                    for c in mine.get(stat, ()):
                        if c.zone is None or c.zone == z:
                            yield p, src, c


def _sources(g):
    """(controller, zone, card, passive) of every card in play with constant effects (listed once while the state
    is only read, Game.reading)."""
    return g.remembered("sources", lambda: tuple(_find_sources(g)))


def _find_sources(g):
    names, auras = g.s.names, g._auras
    is_blank = _blank(g)
    for p in ("A", "B"):
        for z in _PLACES:
            for src in g.s.zones[f"{p}.{z}"]:
                if names[src] in auras and not (is_blank and is_blank(src)):
                    for c in g.card(src).program.constants:
                        if c.zone is None or c.zone == z:
                            yield p, src, c


@implements("core.effects.constant", "core.effects.zone-prefix", "clar.constant-effects")
def total(g, cid: int, stat: str, keyword: str = "", raises_only: bool = False) -> int:
    """What the constant effects in play give card `cid` now: power icons, hit points, a keyword's value, combat
    damage; for "blank", how many effects take all its power away. `raises_only`: the effects that lower it don't
    count (steadfast.py)."""
    if not g._auras:
        return 0
    return g.remembered(("total", cid, stat, keyword, raises_only),
                        lambda: _total(g, cid, stat, keyword, raises_only))


def _total(g, cid: int, stat: str, keyword: str, raises_only: bool) -> int:
    n = 0
    for p, src, c in _of_stat(g, stat):
        if stat == "keyword" and c.keyword != keyword:
            continue
        if c.who.matches(g, p, src, cid) and holds(g, p, src, c.condition):
            v = c.value(g, p, src, cid)
            n += max(0, v) if raises_only else v
    return n


@implements("core.effects.constant", "core.effects.cannot")
def forbids(g, cid: int, action: str) -> str | None:
    """The card whose constant effect forbids `cid` to attack / defend / be corrupted / be restored now (its
    name), or None."""
    if not g._auras:
        return None
    for p, src, c in _of_stat(g, "cannot"):
        if c.action == action and c.who.matches(g, p, src, cid) \
                and holds(g, p, src, c.condition):
            return g.name(src)
    return None


@implements("core.effects.constant", "core.effects.cannot")
def allows(g, cid: int, action: str, target: str | None = None) -> bool:
    """Does a constant effect let `cid` attack from outside the battlefield ("attack_anywhere") or defend a zone
    it is not in ("defend", the attacked zone `target`)? A "cannot" still wins (core.effects.cannot): the callers
    check those after."""
    if not g._auras:
        return False
    for p, src, c in _sources(g):
        if c.stat != "may" or not c.who.matches(g, p, src, cid) or not holds(g, p, src, c.condition):
            continue
        if action == c.action == "attack_anywhere" or action == "defend" and c.action == "defend_anywhere":
            return True
        if action == "defend" and c.action == "defend_this_zone" and g.place(src) == target \
                and g.controller(src) == g.controller(cid):
            return True
    return False


@implements("core.effects.constant", "core.effects.corruption", "faq.17")
def entering(g, cid: int) -> None:
    """A unit that has just entered play: "This unit enters play corrupted", "Units in a zone with no developments
    enter play corrupted" (its own text counts: it is in play now). It enters in that state: it has not become
    corrupted (faq.17), so the event is not a "corrupt"."""
    if not g._auras:
        return
    for p, src, c in _sources(g):
        if c.stat == "enters" and c.action == "tokens" and src == cid:
            g.s.tokens[cid] = g.s.tokens.get(cid, 0) + c.amount
            g.emit("enters_with_tokens", ("core.effects.constant", "faq.17"), card=cid, name=g.name(cid),
                   amount=c.amount)
    if cid in g.s.corrupted or not g.card(cid).unit or forbids(g, cid, "corrupted"):
        return
    for p, src, c in _sources(g):
        if c.stat == "enters" and c.action == "corrupted" and c.who.matches(g, p, src, cid) \
                and holds(g, p, src, c.condition):
            g.s.corrupted.add(cid)
            g.emit("enters_corrupted", ("core.effects.constant", "core.effects.corruption", "faq.17"), card=cid,
                   name=g.name(cid), by=g.name(src))
            return


@implements("core.cards.attachment", "core.effects.corruption")
def attached(g, cid: int, host: int) -> None:
    """An attachment has entered play: "This card enters play with 3 resource tokens on it"; "Attach to a target
    unit. Restore that unit, if able." ("Corrupt that unit." is read by ../attached.py)."""
    entering(g, cid)
    prog = g.card(cid).program
    if prog is not None and "restore" in prog.on_attach and host in g.s.corrupted and not forbids(g, host, "restored"):
        g.s.corrupted.discard(host)  # "Restore that unit, if able."
        g.emit("restore", ("core.effects.corruption", "core.cards.attachment"), card=host, name=g.name(host),
               by=g.name(cid))


@implements("terms.hit-points-vs-remaining-hit-points", "core.cards.destroyed")
def settle(g) -> None:
    """A unit whose hit points a constant effect lowered (or stopped raising) to its damage or below is destroyed
    at once, however that came about; destroying it may change other constant effects, so look again."""
    if not g._auras:
        return
    while not g.over and any(g.card(c).health and g.damage_on(c) >= g.unit_health(c)
                             for p in ("A", "B") for c in g.in_play(p)):
        g.check_destroyed(("core.effects.constant", "terms.hit-points-vs-remaining-hit-points"))
    for p, src, c in list(_of_stat(g, "sacrifice")):  # "If this unit has more ... than hit points, sacrifice it."
        if g.is_in_play(src) and not g.over and holds(g, p, src, c.condition):
            from ..movement import sacrifice
            g.emit("constant_sacrifices", ("core.effects.constant", "terms.sacrifice"), card=src, name=g.name(src))
            sacrifice(g, g.controller(src), src)
    doomed = [(src, cid) for p, src, c in _sources(g) if c.stat == "destroy" and holds(g, p, src, c.condition)
              for cid in [g.s.attached.get(src)] if cid is not None and c.who.matches(g, p, src, cid)]
    left = False
    for src, cid in doomed:  # "If attached unit is damaged, destroy that unit."
        if g.is_in_play(cid) and not g.over:
            from ..movement import destroy
            g.emit("constant_destroys", ("core.effects.constant", "terms.destroy"), card=cid, name=g.name(cid),
                   by=g.name(src))
            destroy(g, cid)
            left = left or not g.is_in_play(cid)
    if left:  # look again only when a unit really left play: one a constant effect saves stays (no endless loop)
        settle(g)


@implements("damage.cancelling-damage", "core.effects.constant")
def cancels(g, t, n: int, combat: bool) -> int:
    """How much of `n` damage to a unit or capital section ("A.kingdom") constant effects cancel now: "Cancel all
    (combat) damage to this unit", and "Cancel 1 damage to your capital each turn" (once in each turn: the log of
    this turn says whether it was used)."""
    if not g._auras or n <= 0:
        return 0
    if isinstance(t, int):
        for p, src, c in _of_stat(g, "cancel"):
            if (c.action == "all" or combat) and c.who.matches(g, p, src, t) and holds(g, p, src, c.condition):
                return n
        return 0
    owner, done = t.split(".")[0], 0
    for p, src, c in list(_of_stat(g, "cancel_capital")):
        if p != owner or done >= n or not holds(g, p, src, c.condition) or _used_this_turn(g, src):
            continue
        k = min(c.amount, n - done)
        done += k
        g.emit("constant_cancel", ("damage.cancelling-damage", "core.effects.constant"), card=src, name=g.name(src),
               target=t, amount=k)
    return done


def known_cancel(g, cid: int, combat: bool = True) -> int:
    """For assigning damage (core.combat.4, indirect damage): a unit whose damage is all cancelled can't be given
    enough to destroy it."""
    return 10 ** 6 if cancels(g, cid, 1, combat) else 0


def _used_this_turn(g, src: int) -> bool:
    for ev in reversed(g.s.log.events):
        if ev.kind == "turn_begins":
            return False
        if ev.kind == "constant_cancel" and ev.data.get("card") == src:
            return True
    return False
