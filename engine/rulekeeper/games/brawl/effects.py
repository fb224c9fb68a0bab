"""Resolving a card's sentences (the typed AST of `rulekeeper.text.brawl`): whom each keyword acts on, its
conditions (`keyword.bloodied`, `keyword.control`), and every keyword (`keyword.*`). Out of action Champions
are never affected (`out-of-action.gate`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...kernel import implements
from ...text.brawl import ast as A
from . import displacement, moving, statuses
from .state import Fighter


@dataclass
class Ctx:
    """Who is who while a card resolves: the player who played it, this Champion (the card's, or the one a
    reaction is played on), the declared targets, the attacker a reaction answers."""
    player: str
    this: Fighter
    targets: list[Fighter] = field(default_factory=list)
    attacker: Fighter | None = None
    rule: str = "activation"


def ref(ctx: Ctx, r: A.Ref) -> list[Fighter]:
    if r is A.Ref.THIS:
        found = [ctx.this]
    elif r is A.Ref.TARGET:
        found = ctx.targets
    else:
        found = [ctx.attacker] if ctx.attacker else []
    return [f for f in found if f is not None and f.hex is not None]


@implements("concepts.allies", "out-of-action.gate")
def whom(game, ctx: Ctx, who: A.Who) -> list[Fighter]:
    """The Champions a keyword acts on; "an Ally" and the like are chosen by the card's player."""
    if isinstance(who, A.Ref):
        return ref(ctx, who)
    me = ctx.this
    if who.within is not None and me.hex is None:
        return []
    pool = [f for f in game.in_arena() if f.name != me.name and (
        who.side is A.Side.CHAMPION or game.friends(f, me) == (who.side is A.Side.ALLY))]
    if who.within is not None:
        pool = [f for f in pool if game.near(me, f) <= who.within]
    if who.each or not pool:
        return pool
    return [pool[game.ask(ctx.player, f"choose {who.side.value}", [f.name for f in pool], (ctx.rule,))]]


def holds(game, ctx: Ctx, cond) -> bool:
    if isinstance(cond, A.Bloodied):
        return any(game.bloodied(f) for f in ref(ctx, cond.ref))
    return game.controls(ctx.player, cond.area.value)


def resolve_all(game, ctx: Ctx, sentences) -> None:
    for sentence in sentences:
        resolve(game, ctx, sentence)
        game.settle()


@implements("keyword.draw", "keyword.plan", "keyword.heal", "attack.zero")
def resolve(game, ctx: Ctx, e) -> None:
    """One sentence of a card's text box."""
    if isinstance(e, A.Conditional):
        if holds(game, ctx, e.condition):
            resolve(game, ctx, e.effect)
        else:
            game.emit("condition_unmet", (ctx.rule,), condition=type(e.condition).__name__)
        return
    p, me = ctx.player, ctx.this
    if isinstance(e, A.Draw):
        k = game.ask(p, "draw how many", [str(i) for i in range(e.n, -1, -1)], ("keyword.draw",))
        game.draw(p, e.n - k)
    elif isinstance(e, A.Plan):
        plan(game, p, e.n)
    elif isinstance(e, A.Place):
        anchor = ref(ctx, e.near)
        if anchor:
            for f in whom(game, ctx, e.who):
                moving.place(game, p, f, anchor[0].hex, e.within, ("keyword.place",), me)
    else:
        for f in whom(game, ctx, e.who):
            keyword(game, ctx, e, f)


def keyword(game, ctx: Ctx, e, f: Fighter) -> None:
    p, me = ctx.player, ctx.this
    if f.hex is None:
        return
    by = me if not game.friends(me, f) else f
    if isinstance(e, (A.Push, A.Pull)):
        displacement.push(game, me, f, e.n, pull=isinstance(e, A.Pull))
    elif isinstance(e, A.Fear):
        displacement.fear(game, me, f, e.n)
    elif isinstance(e, A.Force):
        displacement.force(game, p, me, f, e.n)
    elif isinstance(e, A.Root):
        statuses.root(game, f)
    elif isinstance(e, A.Stun):
        statuses.stun(game, f)
    elif isinstance(e, A.Heal):
        game.heal(f, e.n)
    elif isinstance(e, A.DealDamage):
        game.damage(f, e.n, me, (ctx.rule, "concepts.strength-damage"))
    elif isinstance(e, (A.Dash, A.Swoop)):
        moving.dash(game, p, f, e.n, ("keyword.swoop" if isinstance(e, A.Swoop) else "keyword.dash",), by,
                    swoop=isinstance(e, A.Swoop))
    elif isinstance(e, A.Jump):
        moving.move(game, p, f, e.n, ("keyword.jump",), by, jump=True)
    elif isinstance(e, A.Move):
        goal = ref(ctx, e.ref) if e.ref else []
        if e.ref and not goal:
            return  # nothing to move towards or away from
        g = goal[0].hex if goal else None
        towards = g if e.heading is A.Heading.TOWARDS else None
        away = g if e.heading is A.Heading.AWAY else None
        moving.move(game, p, f, e.n, ("activation.movement",) + (("concepts.towards",) if towards else ())
                    + (("concepts.away",) if away else ()), by, towards=towards, away=away)
    else:
        raise TypeError(f"no rule resolves {e!r}")


def plan(game, p: str, n: int) -> None:
    """Up to n cards from hand onto the top of the deck, one at a time (`keyword.plan`)."""
    s = game.s
    for _ in range(n):
        options = ["stop"] + s.hand[p]
        i = game.ask(p, "plan: put a card on top of your deck", options, ("keyword.plan",))
        if i == 0:
            return
        c = s.hand[p].pop(i - 1)
        s.deck[p].append(c)
        game.emit("plan", ("keyword.plan",), player=p)
