"""Changes of a unit's power (and keywords) until the end of the turn beyond "gains [Power]": "Double this unit's
power until the end of the turn." (Forest Dragon), "have it gain power equal to the number of developments in this
zone until the end of the turn" (Drycha), "Target corrupted unit loses all power until the end of the turn."
(Soporific Musk), "have this unit lose all Toughness until the end of turn" (Morathi's Pegasus).

Each is a lasting entry (timing.E.3, cleared at the end of the turn by turn.turn_ends):
- doubling adds the unit's power as the effect resolves ({"card", "power": N}); the rules leave open whether a later
  change that turn is doubled too: read as the power then, doubled once (the effect resolves once, core.effects.action);
- "power equal to ..." is counted as the effect resolves (terms.the-letter-x: the table at that moment);
- "loses all power" / "loses all Toughness" is a flag ({"card", "no_power": True} / {"card", "no_keyword": name})
  Game.unit_power and Game.keyword read: the unit has none until the end of the turn, whatever it gains meanwhile
  ("cannot" beats "can" is not said of losing; read as the text says: all of it, for the whole duration).

A [Power] gain an Action gives with no duration printed ("When this unit attacks, it gains [Power] for each other
attacking unit.", Winged Riders of Kislev; "have target attacking unit you control gain [Power][Power]. Sacrifice
that unit at the end of the turn.", Bray Shaman) is read as lasting until the end of the turn: the rules say
nothing of an effect without a duration; an effect an Action sets up to wait lasts until the end of the turn at
most (clar.conditional-actions) and effects expire at the end of the turn (timing.E.3). A choice, recorded here
and in the events ("no_duration").

"It deals +2 damage in combat until the end of the turn." (Rage of the Bear): {"card", "combat": 2}, which the damage
the unit adds to its side in combat reads (legends.combat_power, core.combat.4); "+X damage in combat" with X
spent (Naggaroth Spearmen, spend_x_cost.py) is counted as the effect resolves: the X paid.
"It gains [Power] and Counterstrike 3 until the end of the turn." (Emperor's Chosen): one gain typed with a list of
what is gained, carried out as one lasting gain per item ([Power] icons, a keyword), each by the handler before.

Registered into effects.HANDLERS for Lasting on top of the handler registered before, which gets every other body,
and for GainIcons (none before) and ForEach ("gains [Power] for each ...", on top of the one before).
"""

from __future__ import annotations

from ....kernel import implements
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Count, Duration, EqualTo, Icons, KeywordValue, ListOf, Objects, Place
from . import amounts, effects
from .objects import Unsupported

_BEFORE = effects.HANDLERS[E.Lasting]
_POWER = {("power",), ("[power]",)}


def _doubled(e) -> Objects | None:
    """"Double <card>'s power": the card phrase; None for another shape."""
    if isinstance(e, E.Double) and e.by is None and isinstance(e.what, Objects) and e.what.ref == "of" \
            and tuple(w.lower() for w in e.what.kind) in _POWER and isinstance(e.what.of, Objects) \
            and not e.what.described and not e.what.qualities:
        return e.what.of
    return None


def _power_equal(e) -> bool:
    """"gains power equal to ..." typed as a change of the stat power by an amount the table measures."""
    return isinstance(e, E.Modify) and e.by is None and e.stat == "power" and isinstance(e.amount, EqualTo)


def _loses_all(e) -> str | None:
    """"loses all power" -> "power"; "loses all Toughness" -> "toughness"; None otherwise."""
    if not (isinstance(e, E.Lose) and e.by is None and isinstance(e.what, Objects) and e.what.ref == "all"
            and not e.what.described and not e.what.qualities and e.what.count is None and e.what.of is None):
        return None
    kind = tuple(w.lower() for w in e.what.kind)
    if kind in _POWER:
        return "power"
    if kind == ("toughness",):
        return "toughness"
    return None


def _combat_damage(e):
    """"<unit> deals +2 damage in combat": the unit phrase; None for another shape."""
    a = e.amount if isinstance(e, E.DealDamage) else None
    if isinstance(a, Count) and (isinstance(a.value, int) or a.value == "X") and a.sign == "+" \
            and a.bound == "exactly" and isinstance(e.where, Place) and e.where.zone == "combat" and not e.where.ref and not e.where.described \
            and e.to is None and not (e.indirect or e.source or e.uncancellable or e.combat) and isinstance(e.by, Objects):
        return e.by
    return None


def _ours(e) -> bool:
    return _doubled(e) is not None or _power_equal(e) or _loses_all(e) is not None or _combat_damage(e) is not None


def _gained_items(n) -> list | None:
    """"gains [Power] and Counterstrike 3 until the end of the turn" -> [Lasting(GainIcons), Lasting(GainKeyword)]."""
    e = n.effect
    if not (isinstance(e, E.Gain) and e.by is None and isinstance(e.what, ListOf) and e.what.conj == "and"
            and all(isinstance(x, (Icons, KeywordValue)) for x in e.what.items)):
        return None
    return [E.Lasting(n.duration, E.GainIcons(who=e.who, icons=x) if isinstance(x, Icons)
                      else E.GainKeyword(who=e.who, keyword=x)) for x in e.what.items]


def _check(n, ctx) -> None:
    e = n.effect
    if _gained_items(n) is not None:
        for part in _gained_items(n):
            _BEFORE[0](part, ctx)
        return
    if not _ours(e):
        return _BEFORE[0](n, ctx)
    if getattr(n.duration, "until", None) not in effects.LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
    if _combat_damage(e) is not None:  # "+X damage in combat": X defined (spend_x_cost.py)
        effects.amount_check(Count(e.amount.value), ctx, "damage")
    if _doubled(e) is not None or _combat_damage(e) is not None:
        ctx.objects(_doubled(e) if _doubled(e) is not None else _combat_damage(e))
    elif _power_equal(e):
        amounts.measure(e.amount, ctx.name)
        ctx.objects(e.who)
    else:
        ctx.objects(e.who)


@implements("timing.E.3", "terms.the-letter-x", "terms.reduction")
def _run(n, rt) -> bool:
    """An entry in `lasting` for each unit in play the phrase picks; the end of the turn clears it (timing.E.3)."""
    e = n.effect
    if _gained_items(n) is not None:
        return any([_BEFORE[1](part, rt) for part in _gained_items(n)])  # each part, whatever the one before did
    if not _ours(e):
        return _BEFORE[1](n, rt)
    g = rt.g
    who = _doubled(e) if _doubled(e) is not None else _combat_damage(e) if _combat_damage(e) is not None else e.who
    done = False
    for cid in effects.cards(rt, who):
        if not g.is_in_play(cid) or not g.card(cid).health:
            continue  # a unit's power: one that left play (or a card that is no unit) has none to change
        if _doubled(e) is not None:
            k = g.unit_power(cid)
            entry = {"card": cid, "power": k, "doubled": True}
        elif _power_equal(e):
            k = effects.num(e.amount, rt, subject=cid)
            entry = {"card": cid, "power": k}
        elif _combat_damage(e) is not None:
            k = effects.num(Count(e.amount.value), rt, subject=cid)
            entry = {"card": cid, "combat": k}
        else:
            lost = _loses_all(e)
            k = 1
            entry = {"card": cid, "no_power": True} if lost == "power" else {"card": cid, "no_keyword": lost}
        if not k:
            continue  # nothing to add: power 0 doubled, a count of none
        g.s.lasting.append(entry)
        rt.emit("lasting", ("timing.E.3",), until="end of turn", name=g.name(cid), **entry)
        done = True
    return done


effects.HANDLERS[E.Lasting] = (_check, _run)

_TURN = Duration(until="end of turn")
_FOR_EACH = effects.HANDLERS[E.ForEach]


def _icons_check(n, ctx) -> None:
    effects.check(E.Lasting(duration=_TURN, effect=n), ctx)


@implements("clar.conditional-actions", "timing.E.3")
def _icons_run(n, rt) -> bool:
    """[Power] gained with no duration printed: until the end of the turn (a choice, see the module's docstring)."""
    rt.emit("no_duration", ("clar.conditional-actions", "timing.E.3"), card=rt.source, name=rt.name,
            read_as="until the end of the turn")
    return effects.run(E.Lasting(duration=_TURN, effect=n), rt)


def _for_each_check(n, ctx) -> None:
    if not isinstance(n.effect, E.GainIcons):
        return _FOR_EACH[0](n, ctx)
    amounts.measure(n.per, ctx.name)
    _icons_check(n.effect, ctx)


def _for_each_run(n, rt) -> bool:
    if not isinstance(n.effect, E.GainIcons):
        return _FOR_EACH[1](n, rt)
    return effects._for_each(n, rt, effects.run)


effects.HANDLERS[E.GainIcons] = (_icons_check, _icons_run)
effects.HANDLERS[E.ForEach] = (_for_each_check, _for_each_run)
