"""Conditions of constant effects (core.effects.constant): "while attacking", "while you have 2 or more
developments in this zone", "if you control a legend", "if this zone is not burning", "unless the defending zone
has at least one unit". `condition` reads one at loading (`Unsupported` for one the engine can't check); `holds`
reads the table each time it is asked, so a condition never goes stale.

A condition is read from the ability's card (`src`, controlled by `p`); "while attacking" without a subject is
said of the card the effect changes: this card, or the unit it is attached to (`of`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, ListOf, Objects, Place, Player
from ..cards import ZONES
from .objects import KINDS, Selector, Unsupported, selector

COMBAT = {"attacking": ("attackers",), "defending": ("defenders",), "attacking or defending": ("attackers", "defenders"),
          "participating": ("attackers", "defenders")}


@dataclass(frozen=True)
class Cond:
    """kind: combat (the card attacking / defending) | count (at least n cards a phrase picks) | burning (a zone of
    `scope` burning: this | yours | any) | legend (you control one) | opposed | outnumbered (in combat) |
    defending_devs (developments in the defending zone) | defending_units | corrupted | damaged | questing |
    tokens_over_hp (the card) | tokens_at_least (the card has `at_least` resource tokens) |
    attacked (the card was declared an attacker this turn) |
    own_phase ("during your battlefield phase": the phase `scope` of its controller's turn) |
    attached_any |
    not (`inner` fails) | all (every one of `inner`) | any (one of `inner`)."""
    kind: str
    sides: tuple = ()
    picks: Selector | None = None
    at_least: int = 0
    of: str = "this"  # this | attached: whose combat, corruption ...
    scope: str = ""
    inner: tuple = ()
    quality: str = ""  # defending_units: "corrupted" or ""


def _at_least(c: Count | None) -> int:
    if c is None:
        return 1
    if not isinstance(c.value, int) or c.bound not in ("at least", "or more", "exactly"):
        raise Unsupported(f"a condition on {c.bound} {c.value}")
    if c.bound == "exactly" and c.value != 1:  # "a unit" / "one unit": at least one
        raise Unsupported(f"a condition on exactly {c.value}")
    return c.value


def trait_kind(kind: tuple) -> tuple:
    """"Knight units", "building support card", "Artefact support card": a trait before a kind of card."""
    words = tuple(w.lower() for w in kind)
    if len(words) >= 2 and words[1:] in KINDS and not words[0].startswith("[") and words[0].isalpha() \
            and words[0] not in ("support", "attachment"):
        return (f"[{kind[0]}]",) + tuple(kind[1:])
    return tuple(kind)


def _count(o, name: str) -> tuple[Selector, int]:
    if not isinstance(o, Objects) or o.target:
        raise Unsupported("a condition on something other than cards in play")
    n = _at_least(o.count)
    sel = selector(replace(o, count=None, ref="each", kind=bare_trait(trait_kind(o.kind), name)), name)
    return sel, n


def bare_trait(kind: tuple, name: str = "") -> tuple:
    """"you control a Capital Center": a trait named alone, as a noun (Capital Center is printed
    as a trait in the card data) -> a card with that trait; any other kind as it is."""
    words = kind[0].split(" ") if len(kind) == 1 else []
    if words and (kind[0].lower(),) not in KINDS and kind[0] != name \
            and all(w.isalpha() and w[0].isupper() for w in words):
        return (f"[{kind[0]}]", "card")
    return tuple(kind)


def _subject(who) -> str:
    """Whose state a condition reads: None / "this unit" -> this; "attached unit" -> attached."""
    if who is None or isinstance(who, Objects) and who.ref == "this" and not who.described:
        return "this"
    if isinstance(who, Objects) and who.qualities == ("attached",) and who.ref in ("a", "", "the") \
            and not who.described and who.count is None:
        return "attached"
    raise Unsupported("a condition on another card's state")


def _no_tokens_here(o) -> bool:
    """"no resource tokens on this card" / "no resources on this card"."""
    if not (isinstance(o, Objects) and o.ref == "no" and tuple(o.kind) in (("resource", "tokens"), ("resources",))
            and not (o.qualities or o.place or o.controller or o.of or o.count) and len(o.described) == 1):
        return False
    parts = getattr(o.described[0], "parts", ())
    np = getattr(parts[0], "np", None) if len(parts) == 1 else None
    return getattr(parts[0], "prep", "") == "on" and tuple(getattr(np, "dets", ())) == ("this",) \
        and tuple(getattr(getattr(np, "head", None), "nouns", ())) == ("card",) and not getattr(np, "posts", ())


def _burning_scope(who) -> str:
    """"this zone" -> this; "a zone" -> any; "one section of your capital" -> yours."""
    if isinstance(who, Place) and who.zone == "zone" and not who.described and not who.qualities:
        if who.ref == "this":
            return "this"
        if who.ref in ("a", "any"):
            return "any"
    if isinstance(who, Objects) and tuple(who.kind) == ("section",) and who.count in (None, Count(1)) \
            and len(who.described) == 1 and "capital" in repr(who.described) and "'your'" in repr(who.described):
        return "yours"
    raise Unsupported("a condition on which zones burn")


def condition(c, name: str, of: str = "this") -> Cond:
    """A constant effect's condition, read once; `Unsupported` for one the engine can't check. `of`: the card the
    effect changes ("this" or "attached"), the subject of "while attacking"."""
    phase = _your_phase(c)
    if phase is not None:
        return Cond("own_phase", scope=phase)
    if not isinstance(c, Condition) or c.word not in ("while", "if", "as long as", "when", "unless", "only if"):
        raise Unsupported(f"the condition '{getattr(c, 'word', '?')} ...'")
    out = _clause(c.clause, c.word, name, of)
    return Cond("not", inner=(out,)) if c.word == "unless" else out


def _your_phase(c) -> str | None:
    """"during your battlefield phase" -> "battlefield" (a phase of the card's controller's turn); else None."""
    from ..state import PHASES
    k = getattr(c, "clause", None)
    if isinstance(c, Condition) and c.word == "during" and isinstance(k, Objects) and k.ref == "your" \
            and len(k.kind) == 2 and k.kind[1] == "phase" and k.kind[0] in PHASES and not k.described \
            and not k.qualities and k.count is None and not k.target and k.place is None and k.controller is None:
        return k.kind[0]
    return None


def _attacked(k) -> Cond | None:
    """"if this unit did not attack this turn", "if attached unit did not attack" (said at the end of a battlefield
    phase: this turn's attack)."""
    if not (isinstance(k, E.Modal) and k.kind == "did not"):
        return None
    a = k.effect
    if isinstance(a, E.Lasting) and a.duration.until in ("end of turn", "end of the turn"):
        a = a.effect  # "this turn"
    if isinstance(a, E.Attack) and all(getattr(a, f) is None for f in ("what", "source", "as_if", "attack", "by")):
        return Cond("not", inner=(Cond("attacked", of=_subject(a.who)),))
    return None


def _clause(k, word: str, name: str, of: str) -> Cond:
    if _attacked(k) is not None:
        return _attacked(k)
    if isinstance(k, E.Modal) and k.kind == "not":
        return Cond("not", inner=(_clause(k.effect, word, name, of),))
    if isinstance(k, E.State) and k.state in COMBAT and (k.place is None or isinstance(k.place, Place)
                                                         and k.place.zone == "combat" and not k.place.ref):
        subject = of if k.who is None else _subject(k.who)
        return Cond("combat", COMBAT[k.state], of=subject)
    if isinstance(k, E.State) and k.state == "opposed" and k.who is None:
        return Cond("opposed", of=of)
    if isinstance(k, E.State) and k.state == "corrupted" and k.place is None and isinstance(k.who, Objects) \
            and k.who.ref != "any":
        return Cond("corrupted", of=_subject(k.who))
    if isinstance(k, E.State) and k.state == "damaged" and k.place is None and isinstance(k.who, Objects):
        return Cond("damaged", of=_subject(k.who))
    if isinstance(k, E.State) and k.state == "questing" and k.place is None and isinstance(k.who, Objects):
        return Cond("questing", of=_subject(k.who))  # "While this unit is questing"
    if isinstance(k, E.Has) and k.by is None and isinstance(k.who, Objects) and isinstance(k.what, Objects) \
            and tuple(k.what.kind) == ("resource", "tokens") and k.what.qualities == ("more",) \
            and len(k.what.described) == 1 and "than" in repr(k.what.described[0]) \
            and "'hit', 'points'" in repr(k.what.described[0]) and k.what.count is None:
        return Cond("tokens_over_hp", of=_subject(k.who))  # "has more resource tokens on it than hit points"
    if isinstance(k, E.Has) and k.by is None and _this_card(k.who) and _tokens_on_it(k.what):
        return Cond("tokens_at_least", of="this", at_least=_at_least(k.what.count))  # "has 3 or more resource tokens"
    if isinstance(k, E.State) and k.state == "corrupted" and k.place is None and isinstance(k.who, Objects) \
            and k.who.ref == "any" and not k.who.qualities:
        sel, n = _count(replace(k.who, ref="each", place=None if _in_play(k.who.place) else k.who.place), name)
        return Cond("count", picks=replace(sel, qualities=sel.qualities + ("corrupted",)), at_least=n)
    if isinstance(k, E.State) and k.state == "burning" and k.place is None:
        return Cond("burning", scope=_burning_scope(k.who))
    if isinstance(k, E.Exists) and k.by is None and isinstance(k.what, Objects) and k.what.qualities == ("more", "opposing") \
            and isinstance(k.what.place, Place) and k.what.place.zone == "combat" and not k.what.described:
        return Cond("outnumbered", of=of)
    if isinstance(k, E.Exists) and k.by is None and isinstance(k.what, Objects) and _defending_zone(k.what.place) \
            and tuple(k.what.kind) in (("developments",), ("development",)) and not k.what.qualities:
        return Cond("defending_devs", at_least=_at_least(k.what.count))
    if isinstance(k, E.Has) and k.by is None and _defending_zone(k.who) and isinstance(k.what, Objects) \
            and tuple(k.what.kind) in (("unit",), ("units",)) and not k.what.described and not k.what.place \
            and set(k.what.qualities) <= {"corrupted"}:
        return Cond("defending_units", at_least=_at_least(k.what.count), quality="".join(k.what.qualities))
    if isinstance(k, E.Has) and k.by is None and isinstance(k.who, Objects) and k.who.ref == "any" \
            and tuple(k.who.kind) == ("unit",) and isinstance(k.what, Objects) and tuple(k.what.kind) == ("cards",) \
            and "attached" in repr(k.what.described) and _at_least(k.what.count) == 1:
        return Cond("attached_any")
    if isinstance(k, (E.Has, E.Controls)) and isinstance(k.who, Player) and k.who.who in ("you", "opponent") \
            and not k.who.of and k.by is None and not k.who.described:
        o = k.what
        if isinstance(o, Objects) and tuple(o.kind) == ("legend",) and not o.described and not o.qualities \
                and k.who.who == "you":
            return Cond("legend")
        if isinstance(o, Place) and o.zone == "quest" and isinstance(o.within, Place) and o.within.zone == "play" \
                and k.who.who == "you":
            return Cond("quest_in_play")
        if isinstance(o, ListOf) and o.conj == "or" and isinstance(k, E.Controls):  # "a legend or Artefact support card"
            return Cond("any", inner=tuple(_clause(replace(k, what=item), word, name, of) for item in o.items))
        sel, n = _count(o, name)
        if isinstance(k, E.Controls) or sel.kind == "development" or k.who.who == "opponent":
            return Cond("count", picks=replace(sel, controller=k.who.who), at_least=n)
    if isinstance(k, E.Exists) and k.by is None and _no_tokens_here(k.what):
        return Cond("no_tokens", of="this")  # "if there are no resource tokens on this card"
    if isinstance(k, E.Exists) and k.by is None:
        sel, n = _count(k.what, name)
        return Cond("count", picks=sel, at_least=n)
    raise Unsupported(f"the condition '{word} {type(k).__name__.lower()} ...'")


def _this_card(who) -> bool:
    """"this quest" (typed as a place: the quest zone, "this") / "this card": the ability's own card."""
    if isinstance(who, Place):
        return who.zone == "quest" and who.ref == "this" and who.whose is None and not (
            who.position or who.qualities or who.described or who.within)
    return isinstance(who, Objects) and who.ref == "this" and tuple(who.kind) == ("card",) and not who.described


def _tokens_on_it(o) -> bool:
    """"3 or more resource tokens on it"."""
    if not (isinstance(o, Objects) and tuple(o.kind) in (("resource", "tokens"), ("resource", "token"))
            and o.ref == "" and not (o.qualities or o.place or o.controller or o.of or o.target)
            and isinstance(o.count, Count) and o.count.bound in ("or more", "at least") and len(o.described) == 1):
        return False
    parts = getattr(o.described[0], "parts", ())
    np = getattr(parts[0], "np", None) if len(parts) == 1 else None
    return getattr(parts[0], "prep", "") == "on" and getattr(np, "pronoun", None) == "it" and not np.posts


def _in_play(place) -> bool:
    return isinstance(place, Place) and place.zone == "play" and not place.ref and not place.described


def _defending_zone(place) -> bool:
    return isinstance(place, Place) and place.zone == "zone" and place.ref == "the" and place.qualities == ("defending",) \
        and not place.described


def subject(g, src: int, of: str) -> int | None:
    """The card a condition is said of: the ability's card, or the unit it is attached to."""
    return src if of == "this" else g.s.attached.get(src)


def holds(g, p: str, src: int, cond: Cond | None) -> bool:
    """Does the condition hold on the table now, for an ability of `src` controlled by `p`?"""
    if cond is None:
        return True
    k = cond.kind
    if k == "not":
        return not holds(g, p, src, cond.inner[0])
    if k == "all":
        return all(holds(g, p, src, c) for c in cond.inner)
    if k == "any":
        return any(holds(g, p, src, c) for c in cond.inner)
    c = g.s.combat
    if k == "combat":
        who = subject(g, src, cond.of)
        return c is not None and who is not None and any(who in getattr(c, side) for side in cond.sides)
    if k in ("opposed", "outnumbered"):
        who = subject(g, src, cond.of)
        if c is None or who is None or who not in c.attackers + c.defenders:
            return False
        mine, theirs = (c.attackers, c.defenders) if who in c.attackers else (c.defenders, c.attackers)
        return bool(theirs) if k == "opposed" else len(theirs) > len(mine)
    if k == "corrupted":
        who = subject(g, src, cond.of)
        return who is not None and who in g.s.corrupted
    if k == "damaged":
        who = subject(g, src, cond.of)
        return who is not None and g.s.damage.get(who, 0) > 0
    if k == "questing":
        who = subject(g, src, cond.of)
        return who is not None and who in g.s.questing.values()
    if k == "attacked":
        who = subject(g, src, cond.of)
        return who is not None and attacked_this_turn(g, who)
    if k == "no_tokens":
        who = subject(g, src, cond.of)
        return who is not None and not g.s.tokens.get(who, 0)
    if k == "tokens_at_least":  # "while this quest has 3 or more resource tokens on it" (card-types.quests)
        who = subject(g, src, cond.of)
        return who is not None and g.s.tokens.get(who, 0) >= cond.at_least
    if k == "tokens_over_hp":
        who = subject(g, src, cond.of)
        return who is not None and g.s.tokens.get(who, 0) > g.unit_health(who)
    if k == "burning":
        if cond.scope == "this":
            where = g.s.zones.where.get(src, "")
            return where.split(".")[1] in ZONES and f"{where.split('.')[0]}.{where.split('.')[1]}" in g.s.burned
        if cond.scope == "yours":
            return any(f"{p}.{z}" in g.s.burned for z in ZONES)
        return bool(g.s.burned)
    if k == "legend":
        return bool(g.cards(p, "legend"))
    if k == "quest_in_play":
        return any(g.card(q).type == "Quest" for z in ZONES for q in g.cards(p, z))
    if k in ("defending_devs", "defending_units"):
        if c is None:
            return False
        defender = "B" if g.s.active == "A" else "A"
        if k == "defending_devs":
            return g.developments(defender, c.target) >= cond.at_least
        units = [u for u in g.units(defender, c.target) if not cond.quality or u in g.s.corrupted]
        return len(units) >= cond.at_least
    if k == "own_phase":  # timing.phase.*: the phase of the turn of the ability's controller
        from ..state import PHASES
        return g.s.active == p and PHASES[g.s.phase] == cond.scope
    if k == "attached_any":
        return any(g.is_in_play(h) and g.card(h).unit for h in g.s.attached.values())
    return len(cond.picks.all(g, p, src)) >= cond.at_least


def attacked_this_turn(g, cid: int) -> bool:
    """Was this card declared as an attacker this turn (core.combat.2)? A card that left play since is a new card
    (faq.43): its attack before does not count."""
    from .triggers import LEAVES
    for ev in reversed(g.s.log.events):
        if ev.kind == "turn_begins":
            return False
        if ev.kind == "attackers" and cid in ev.data.get("cards", ()):
            return True
        if ev.kind in LEAVES and ev.data.get("card") == cid:
            return False
    return False
