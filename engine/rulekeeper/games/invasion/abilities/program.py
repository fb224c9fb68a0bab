"""A card's typed abilities checked against what the interpreter carries out (at loading, once per card).

`read(abilities, name)` -> (what runs, why the rest doesn't). Carried out:
- `Action:` (played in an action window, timing.B.2; one with a trigger condition only after it was met,
  timing.B.1), with a cost of resources, of
  sacrificing or corrupting its own card, of discarding (the top of your deck, a card from your hand),
  "(Limit once per turn.)" and a zone prefix (core.effects.zone-prefix);
- `Forced:` after the trigger conditions triggers.py reads (timing.A.2, D-1, E-2), their targets chosen by
  their controller as they resolve (timing.C.1);
- constant effects (core.effects.constant, read by passive.py): power, hit points, keywords and combat damage of
  the cards a phrase picks, "while ..." / "if ..." / "for each ...", "cannot attack / defend", "enters play
  corrupted", costs ("Lower the cost ...", play_restrictions.py), "Play only during your turn." / "Play only if ...";
- the effects of effects.HANDLERS.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....text.invasion.semantics import Action, Constant, Forced, KeywordAbility, LimitPerZone, PlayRestriction, Traits
from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Objects
from ....text.invasion.semantics.setting import Trigger
from . import (doubling, effects, loyalty_cost, paid_if_able, passive, play_restrictions, replacement,
               trigger_permission, triggers, use_only_if)
from .cards_moving import discard_cost
from .conditions import condition
from .effects import Ctx, amount
from .objects import Selector, Unsupported, selector


@dataclass(frozen=True)
class Reading:
    actions: tuple = ()  # (index, Action)
    forced: tuple = ()  # (index, Forced, its triggers.Watches, printed as a constant: timing.A.1)
    constants: tuple = ()  # passive.Passive: constant effects while the card is in play
    own_turn: bool = False  # "Play during your turn."
    attach: Selector | None = None  # "Attach to a target unit ...": what the attachment may be played on
    triggered: tuple = ()  # (index, triggers.Watches) of the Actions with a trigger condition (timing.B.1)
    doubles_damage: bool = False  # "Double all damage assigned to units ..." (doubling.py, faq.23)
    saves: tuple = ()  # (zone, resources): "If one of your units would be destroyed, ... instead" (replacement.py)
    extras: tuple = ()  # what the readers of EXTRA_CONSTANTS made of other constant effects (targeting.py ...)
    costs: tuple = ()  # play_restrictions.CostChange: the cost of this card (read in hand) or of the cards its player plays
    on_attach: tuple = ()  # "Attach to a target unit. Restore that unit, if able." ("Corrupt that unit.": attached.py)
    play_if: object = None  # conditions.Cond: "Play only if you control ..." (a tactic)
    x_keywords: tuple = ()  # keywords printed with X ("Toughness X"), carried out as constants (passive.x_keyword)
    x: object = None  # the card's own "X is ..." (E.XIs), what a printed cost of X is (cards.py, faq.48)


def slots(effect, name: str) -> list:
    """The targets of an effect, in the order the text names them: [(Objects, Selector)] (timing.C.1)."""
    ctx = Ctx(name)
    effects.check(effect, ctx)
    _each_phrase_once(ctx.slots)
    return ctx.slots


def _each_phrase_once(found: list) -> None:
    phrases = [o for o, _ in found]
    if any(o == q for i, o in enumerate(phrases) for q in phrases[:i]):
        raise Unsupported("one target phrase read twice (a subject two verbs share: one target, not two)")


def _targets_when_triggered(effect, name: str) -> None:
    """An Action's targets are all chosen as it is triggered (timing.C.1): none waits for an option (choice.py),
    and no phrase is read twice (`slots`)."""
    ctx = Ctx(name)
    effects.check(effect, ctx)
    _each_phrase_once(ctx.slots)
    if ctx.later:
        raise Unsupported("a choice between effects with targets in an Action (chosen as it is triggered)")


def cost_parts(cost) -> list:
    """A cost as its parts: Spend(N) / Pay(N resources) / Sacrifice(this) / Corrupt(this) / discarding the top
    cards of your deck or a card from your hand (cards_moving.discard_cost)."""
    if cost is None:
        return []
    if discard_cost(cost) is not None:
        return [discard_cost(cost)]
    if loyalty_cost.read(cost) is not None:
        return [loyalty_cost.read(cost)]
    if isinstance(cost, E.Sequence) and not cost.then:
        return [p for c in cost.steps for p in cost_parts(c)]
    if isinstance(cost, E.Spend) and cost.source is None and cost.by is None:
        amount(cost.amount, "resources spent")
        return [("spend", cost.amount.value)]
    if isinstance(cost, E.Pay) and isinstance(cost.what, Objects) and tuple(cost.what.kind) in (("resources",), ("resource",)) \
            and not cost.for_ and not cost.what.described:
        return [("spend", amount(cost.what.count, "resources paid"))]
    if isinstance(cost, (E.Sacrifice, E.Corrupt)) and isinstance(cost.what, Objects) and cost.what.ref == "this" \
            and not cost.what.described and cost.by is None:
        return [("sacrifice" if isinstance(cost, E.Sacrifice) else "corrupt", None)]
    if isinstance(cost, E.Sacrifice) and isinstance(cost.what, Objects) and cost.what.ref in ("a", "an", "") \
            and not cost.what.target and cost.by is None and (cost.what.count is None or cost.what.count.value == 1):
        from dataclasses import replace
        sel = selector(replace(cost.what, ref="each", count=None))
        return [("sacrifice_one", replace(sel, controller="you"))]  # the player names the card (paying)
    for reader in COST_READERS:  # cost shapes other modules read (quests.py: resource tokens of this card)
        part = reader(cost)
        if part is not None:
            return [part]
    raise Unsupported(f"the cost {type(cost).__name__.lower()}")


COST_READERS: list = []  # cost -> (part, n) | None
ACTION_SPLITTERS: list = []  # Action -> the Action the engine runs (the same one for a shape it does not read)


def _trigger(t: Trigger | None, name: str) -> tuple:
    """The trigger condition of a Forced effect or a triggered Action, as the `triggers.Watch`es it waits for."""
    return triggers.read(t, name)


EXTRA_CONSTANTS: list = []  # readers (ability, name) -> a constant effect's reading, or None: modules register
EXTRA_FORCED: list = []  # readers of a sentence typed "when ..., ..." that is not an effect ("Play during combat,
# when damage has been assigned.": tactic_timing.py) -> its reading (filed in extras), or None


def _constant(ab: Constant, name: str, x=None):
    """One constant ability -> what `read` files it under (core.effects.constant; passive.py applies them)."""
    e = ab.effect
    for reader in EXTRA_CONSTANTS:
        got = reader(ab, name)
        if got is not None:
            return ("extra", got)
    if doubling.reads(e) and ab.zone is None:
        return "doubles_damage"
    if replacement.reads(e) is not None:
        return ("saves", (ab.zone, replacement.reads(e)))
    if isinstance(e, E.Attach) and e.what is None and e.by is None:
        to = e.to
        if isinstance(to, Objects) and to.ref in ("a", "an") and not to.target and to.count is None:
            from dataclasses import replace  # "Attach to an [Empire] unit ...": playing it targets the unit (faq.8)
            to = replace(to, target=True)
        sel = effects.selector(to, name)
        if not sel.target or sel.count != 1 or sel.up_to or ab.zone is not None:
            raise Unsupported("attaching to something other than one target")
        return ("attach", sel)
    if isinstance(e, E.Conditional) and isinstance(e.condition, Condition) and e.condition.word == "if" \
            and isinstance(e.condition.clause, E.State) and e.condition.clause.state == "able" \
            and e.condition.clause.who is None and isinstance(e.effect, E.Restore) and e.effect.by is None \
            and isinstance(e.effect.what, Objects) and e.effect.what.ref == "that" and not e.effect.what.described \
            and tuple(e.effect.what.kind) == ("unit",) and ab.zone is None:
        return ("on_attach", "restore")  # "Attach to a target unit. Restore that unit, if able."
    turn = play_restrictions.own_turn(e)
    if turn:
        return "own_turn"
    play_if = play_restrictions.play_condition(e, name)
    if play_if is not None:
        return ("play_if", play_if)
    costs = play_restrictions.read_cost(ab, name)
    if costs is not None:
        return ("costs", costs)
    return ("constants", passive.read(ab, name, x))


def spent_cost(ab: Action) -> Action:
    """"Action: Spend 1 resource and sacrifice a unit to ...": the text types as "spend 1 resource", then "sacrifice a
    unit to ..."; both come before "to", so both are the cost (terms.cost, timing.C.2): read as one cost."""
    e = ab.effect
    if ab.cost is None and isinstance(e, E.Sequence) and not e.then and not e.sentences and len(e.steps) == 2 \
            and isinstance(e.steps[0], E.Spend) and isinstance(e.steps[1], E.Paid):
        from dataclasses import replace
        cost = E.Sequence(steps=(e.steps[0], e.steps[1].cost), then=False, sentences=False)
        return replace(ab, cost=cost, effect=e.steps[1].effect)
    return ab


def chooses_and(ab):
    """"Target opponent chooses and discards a card from his hand": typed as "chooses" (nothing named), then "discards
    ... by that player"; the player who does it picks the card (cards_moving.py), so it reads as the second part."""
    e = ab.effect
    if isinstance(e, E.Sequence) and not e.then and not e.sentences and len(e.steps) == 2 \
            and isinstance(e.steps[0], E.Choose) and e.steps[0].what is None and e.steps[0].by is not None \
            and isinstance(e.steps[1], E.Discard) and e.steps[1].by == e.steps[0].by:
        from dataclasses import replace
        return replace(ab, effect=e.steps[1])
    return ab


def _cost_x(abilities, name: str) -> None:
    """An X the cost defines ("Discard a card ... with X loyalty", loyalty_cost.py) is read only by the effect of
    a card with that one ability (and keywords): filed in effects.COST_X, any other shape refused."""
    effects.COST_X.discard(name)
    from . import discarded_cost, token_x_cost
    token_x_cost.file(abilities, name)  # "Discard X resource tokens from this card to ..."
    discarded_cost.file(abilities, name)  # "Discard the top card of your deck to ... the discarded card"
    paid = [ab for ab in abilities if isinstance(ab, Action) and loyalty_cost.read(ab.cost) is not None]
    if not paid:
        return
    others = [ab for ab in abilities if not isinstance(ab, (KeywordAbility, PlayRestriction, LimitPerZone))]
    if len(others) != 1 or name in effects.CHOSEN_X:
        raise Unsupported("an X of the cost with another ability or X that could read it")
    effects.COST_X.add(name)


def read(abilities, name: str, printed_constants: set[int] = frozenset()) -> Reading:
    """What the engine runs of these typed abilities; `Unsupported` (naming the first problem) otherwise."""
    actions, forced, constants, own_turn, attach, triggered, doubles, saves = [], [], [], False, None, [], False, []
    extras = []
    costs, on_attach, play_if = [], [], None
    xs = [ab.effect for ab in abilities if isinstance(ab, Constant) and isinstance(ab.effect, E.XIs)]
    if len(xs) > 1:
        raise Unsupported("two 'X is ...' sentences")
    x = xs[0] if xs else None  # "X is the number of developments in this zone." (terms.the-letter-x)
    _cost_x(abilities, name)
    trigger_permission.forget(name)
    use_only_if.forget(name)
    x_keywords = []
    for i, ab in enumerate(abilities):
        if isinstance(ab, KeywordAbility) and ab.zone is None and getattr(ab.keyword.value, "value", None) == "X":
            constants.append(passive.x_keyword(ab.keyword, x, name))  # "Toughness X"
            x_keywords.append(ab.keyword.name)
            continue
        if isinstance(ab, (KeywordAbility, PlayRestriction, LimitPerZone, Traits)):
            continue  # read by cards.py
        if isinstance(ab, Constant) and isinstance(ab.effect, E.XIs):
            continue  # read with the ability whose X it is
        if isinstance(ab, (Action, Forced)):
            ab = chooses_and(ab)
        if isinstance(ab, Action):
            for splitter in ACTION_SPLITTERS:  # a target named in the cost (spell_from_pile.py) ...
                ab = splitter(ab)
            ab = trigger_permission.split(spent_cost(ab), i, name)  # "Only an opponent may trigger this ability."
            from .spend_x_cost import split
            ab = split(ab, abilities[:i] + abilities[i + 1:], name)  # "Spend X resources to ... X is ..."
            ab = use_only_if.split(paid_if_able.split(ab), i, name)  # "X to Y, if able." / "Use this ... only if"
            trig = _trigger(ab.trigger, name) if ab.trigger is not None else None  # timing.B.1
            if ab.limit is not None and (ab.limit.times, ab.limit.per) not in (("once", "turn"), ("once", "phase")):
                raise Unsupported(f"the limit {ab.limit.times} per {ab.limit.per}")
            cost_parts(ab.cost)
            _targets_when_triggered(ab.effect, name)
            actions.append((i, ab))
            if trig is not None:
                triggered.append((i, trig))
        elif isinstance(ab, Forced) and any(r(ab, name) is not None for r in EXTRA_FORCED):
            extras.append(next(r(ab, name) for r in EXTRA_FORCED if r(ab, name) is not None))
        elif isinstance(ab, Forced):
            kind = _trigger(ab.trigger, name)
            if ab.cost is not None or ab.limit is not None:
                raise Unsupported("a forced effect with a cost or a limit")
            slots(ab.effect, name)  # its targets: chosen as it resolves (timing.A.2, timing.C.1)
            forced.append((i, ab, kind, i in printed_constants))
        elif isinstance(ab, Constant):
            c = _constant(ab, name, x)
            if c == "own_turn":
                own_turn = True
            elif c == "doubles_damage":
                doubles = True
            elif c[0] == "saves":
                saves.append(c[1])
            elif c[0] == "extra":
                extras.append(c[1])
            elif c[0] == "attach":
                if attach is not None:
                    raise Unsupported("two 'Attach to' abilities")
                attach = c[1]
            elif c[0] == "on_attach":
                on_attach.append(c[1])
            elif c[0] == "play_if":
                if play_if is not None:
                    raise Unsupported("two 'Play only if' abilities")
                play_if = c[1]
            elif c[0] == "costs":
                costs.append(c[1])
            else:
                constants.extend(c[1])
        else:
            raise Unsupported(f"{type(ab).__name__.lower()} abilities")
    return Reading(tuple(actions), tuple(forced), tuple(constants), own_turn, attach, tuple(triggered),
                   doubles_damage=doubles, saves=tuple(saves), extras=tuple(extras), costs=tuple(costs),
                   on_attach=tuple(on_attach), play_if=play_if, x_keywords=tuple(x_keywords), x=x)
