"""Quests (core.cards.quest, card-types.quests): played into their player's quest zone in the capital phase; one
unit may quest on each (capital.play names the quest as the unit enters the quest zone); resource tokens gather
on a quest by its own text while a unit quests on it, and go at once when none does (Game.settle_quests).

What this module adds to the reading of card text, for the sentences every quest prints:
- "Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here." puts
  its moment last; `normalize` reads it as the trigger it is ("At the beginning of your turn, ... if ...",
  timing.D.1), for a Forced effect and for an Action alike (timing.B.1);
- the condition "if a unit is questing here" (or "if there is a unit questing here"): true while a unit quests on
  the card (`Conditional` handler, registered into abilities.effects.HANDLERS before the handler it finds there);
- "this quest" as the card the tokens go on.
"""

from __future__ import annotations

from dataclasses import replace

from ...kernel import implements
from ...text.invasion.semantics import Action, Forced
from ...text.invasion.semantics import effects as E
from ...text.invasion.semantics.nodes import Condition, Objects, Place
from ...text.invasion.semantics.setting import Trigger
from .abilities import effects, program
from .abilities.objects import Unsupported

_THIS_CARD = Objects(kind=("card",), ref="this", count=None, target=False, qualities=(), controller=None,
                     place=None, described=(), of=None)


def questing_here(c) -> bool:
    """Is this condition "if a unit is questing here / on this card" (or "if there is a unit questing here")?"""
    if not (isinstance(c, Condition) and c.word == "if"):
        return False
    k = c.clause
    if isinstance(k, E.State) and k.state == "questing" and _a_unit(k.who):
        place = k.place
        return (isinstance(place, Place) and place.zone == "zone" and place.ref == "this" and place.whose is None) \
            or (isinstance(place, Objects) and place.ref == "this" and tuple(place.kind) in (("card",), ("quest",)))
    if isinstance(k, E.Exists) and k.by is None and isinstance(k.what, Objects) and k.what.ref in ("a", "an") \
            and tuple(k.what.kind) == ("unit",) and k.what.count is None and not k.what.qualities:
        return [_words(d) for d in k.what.described] == [("questing", "here")]
    return False


def _a_unit(o) -> bool:
    return isinstance(o, Objects) and tuple(o.kind) == ("unit",) and o.ref in ("a", "an") and not o.described \
        and not o.qualities and o.count is None and o.controller is None


def _words(post) -> tuple:
    parts = getattr(post, "parts", ())
    return tuple(p if isinstance(p, str) else getattr(p, "text", "?") for p in parts)


def _this_quest(effect):
    """Resource tokens put "on this quest": on this card."""
    if isinstance(effect, E.PutTokens) and isinstance(effect.on, Place) and effect.on.zone == "quest" \
            and effect.on.ref == "this" and effect.on.whose is None and not effect.on.qualities:
        return replace(effect, on=_THIS_CARD)
    return effect


def _moment(effect):
    """(moment, effect) of "<effect> at the beginning / end of your turn", else None."""
    if isinstance(effect, E.AtMoment) and isinstance(effect.moment, (E.Begin, E.End)):
        return effect.moment, effect.effect
    return None


@implements("core.cards.quest", "card-types.quests")
def normalize(abilities) -> tuple:
    """The typed abilities with the quests' token sentences read as the triggered abilities they are."""
    out = []
    for ab in abilities:
        if isinstance(ab, (Forced, Action)) and ab.trigger is None:
            e = ab.effect
            if isinstance(e, E.Conditional) and questing_here(e.condition) and _moment(e.effect):
                moment, inner = _moment(e.effect)
                ab = replace(ab, trigger=Trigger("at", moment), effect=replace(e, effect=_this_quest(inner)))
            elif _moment(e):
                moment, inner = _moment(e)
                ab = replace(ab, trigger=Trigger("at", moment), effect=_this_quest(inner))
        if isinstance(ab, (Forced, Action)) and isinstance(ab.effect, E.Conditional) \
                and questing_here(ab.effect.condition):
            ab = replace(ab, effect=replace(ab.effect, effect=_this_quest(ab.effect.effect)))
        out.append(ab)
    return tuple(out)


# ---- "if a unit is questing here" -------------------------------------------------------------------------------
_BEFORE = effects.HANDLERS.get(E.Conditional)


def _cond_check(n, ctx) -> None:
    if questing_here(n.condition):
        effects.check(n.effect, ctx)
    elif _BEFORE is not None:
        _BEFORE[0](n, ctx)
    else:
        raise Unsupported(f"the condition '{getattr(n.condition, 'word', '?')} ...'")


@implements("core.cards.quest")
def _cond_run(n, rt) -> bool:
    """"... if a unit is questing here": the effect happens only while a unit quests on this card."""
    if questing_here(n.condition):
        if rt.source not in rt.g.s.questing:
            rt.emit("condition_not_met", ("core.cards.quest",), card=rt.source, name=rt.name,
                    condition="a unit is questing here")
            return False
        return effects.run(n.effect, rt)
    return _BEFORE[1](n, rt)


effects.HANDLERS[E.Conditional] = (_cond_check, _cond_run)


# ---- "Discard 2 resource tokens from this card to ...", "Remove 2 resource tokens from this card to ..." --------
def _this(o) -> bool:
    return isinstance(o, Objects) and o.ref == "this" and tuple(o.kind) in (("card",), ("quest",), ("unit",)) \
        and not o.described


def _tokens(what) -> bool:
    return tuple(what) in (("resource", "token"), ("resource", "tokens"), ("resources",), ("resource",))


@implements("card-types.quests", "timing.C.2")
def token_cost(cost):
    """A cost of N resource tokens of this card (("tokens", N)); None for any other cost."""
    if isinstance(cost, E.RemoveTokens) and _tokens(cost.token) and _this(cost.source) and cost.by is None:
        count = cost.count
    elif isinstance(cost, E.Discard) and isinstance(cost.what, Objects) and _tokens(cost.what.kind) \
            and _this(cost.source) and not cost.at_random and cost.by is None and not cost.what.described:
        count = cost.what.count
    else:
        return None
    if count is None:
        return ("tokens", 1)  # "a resource token"
    value = getattr(count, "value", None)  # "tokens equal to ...": not a Count
    if not isinstance(value, int) or count.bound != "exactly" or value < 1:
        raise Unsupported(f"a cost of {type(count).__name__ if value is None else value} resource tokens")
    return ("tokens", count.value)


if token_cost not in program.COST_READERS:
    program.COST_READERS.append(token_cost)
