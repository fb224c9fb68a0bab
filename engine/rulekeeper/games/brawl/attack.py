"""An attack in nine steps (`attack.step.1` .. `attack.step.9`) and a skill in four (`skill.step.*`), after the
card's movement; the one reaction an attack allows (`attack.reaction-window`, `reaction.*`)."""

from __future__ import annotations

from ...kernel import implements
from ...text.brawl import ast as A
from .effects import Ctx, resolve_all
from .targeting import declare


def use(game, player, prompt: str, rule: str) -> bool:
    return game.ask(player, prompt, ["yes", "no"], (rule,)) == 0


@implements("attack", "attack.step.2", "attack.step.3", "attack.step.4", "attack.step.8", "attack.step.9",
            "attack.pre-post")
def attack(game, ctx: Ctx, a: A.Attack) -> None:
    """Steps 2-9 (step 1, the movement, is the card's): pre-attack abilities, whether to attack, targets, the
    reaction, defence, damage, the reaction's and the card's post-attack abilities."""
    me, p = ctx.this, ctx.player
    ctx.rule = "attack.step.2"
    resolve_all(game, ctx, a.pre)
    if me.hex is None or not use(game, p, f"attack with {me.name}?", "attack.step.3"):
        game.emit("no_attack", ("attack.step.3",), champion=me.name)
        return
    ctx.targets = declare(game, p, me, a.targeting, "attack.step.4")
    if not ctx.targets:
        game.emit("no_attack", ("attack.step.4", "targeting"), champion=me.name, why="no eligible target")
        return
    reaction = react(game, ctx)
    mods = reaction[2] if reaction else {}
    dealt = strike(game, ctx, a, mods)
    if a.double:
        game.emit("double", ("keyword.double",), champion=me.name)
        strike(game, ctx, a, mods, dealt)
    if reaction:
        rctx, card = reaction[0], reaction[1]
        rctx.rule = "attack.step.8"
        resolve_all(game, rctx, card.card.action.post)
    ctx.rule = "attack.step.9"
    resolve_all(game, ctx, a.post)


@implements("attack.step.6", "attack.step.7", "attack.defence", "attack.damage", "defence", "keyword.lifesteal",
            "keyword.poison", "keyword.double")
def strike(game, ctx: Ctx, a: A.Attack, mods: dict, dealt: dict | None = None) -> dict:
    """Strength (with its bonuses) less the target's defence (with a reaction's modifier) is the attack damage;
    Lifesteal heals the attacker that much, Poison deals X more when damage was dealt. A second strike (Double)
    resolves the same attack damage again."""
    me, out = ctx.this, {}
    for t in ctx.targets:
        if t.hex is None:
            continue
        if dealt is None:
            bonus = sum(b.n for b in a.bonuses if holds_for(game, ctx, b.condition, t))
            defence = game.stats(t).defence + mods.get(t.name, 0)
            n = max(0, a.strength + bonus - defence)
            game.emit("attack_damage", ("attack.step.6", "attack.defence"), target=t.name, strength=a.strength + bonus,
                      defence=defence, damage=n)
        else:
            n = dealt.get(t.name, 0)
        out[t.name] = n
        game.damage(t, n, me, ("attack.step.7", "attack.damage"))
        if a.lifesteal and n and me.hex is not None:
            game.heal(me, n, ("keyword.lifesteal",))
        if a.poison and n and t.hex is not None:
            game.damage(t, a.poison, me, ("keyword.poison",))
    game.settle()
    return out


def holds_for(game, ctx: Ctx, cond, target) -> bool:
    if isinstance(cond, A.Bloodied):
        who = {A.Ref.THIS: ctx.this, A.Ref.TARGET: target, A.Ref.ATTACKER: ctx.attacker}[cond.ref]
        return who is not None and game.bloodied(who)
    return game.controls(ctx.player, cond.area.value)


@implements("attack.step.5", "attack.reaction-window", "reaction", "reaction.target", "reaction.once", "tornado.team")
def react(game, ctx: Ctx):
    """An opponent may play one reaction, its Core exhausted, on any Champion of their team in the arena (a
    teammate's too in Super Team Tornado, `tornado.team`); its effects happen now, its defence modifier counts in
    step 6 if that Champion is a target, its post-attack abilities in step 8. In Super Team Tornado the two
    opponents are asked in turn order; once one plays a reaction the window closes (ours: the rules say one
    reaction per attack). Returns (its context, the card, defence modifiers) or None."""
    s = game.s
    hit = {game.side(t) for t in ctx.targets}
    for opp in game.opponents(ctx.player):
        if s.sides[opp] not in hit:
            continue
        cards = [c for c in s.hand[opp] if isinstance(game.cards[c].card.action, A.Reaction)
                 and s.cores[opp][game.cards[c].core.value]]
        mine = [f for f in game.in_arena() if game.side(f) == s.sides[opp]]
        options = [(c, f) for c in cards for f in mine]
        if not options:
            continue
        i = game.ask(opp, "play a reaction?", ["no"] + [f"{c} on {f.name}" for c, f in options], ("attack.step.5",))
        if i == 0:
            continue
        return reaction(game, ctx, opp, *options[i - 1])
    return None


def reaction(game, ctx: Ctx, opp: str, name: str, f):
    s, card = game.s, game.cards[name]
    s.cores[opp][card.core.value] = False
    s.hand[opp].remove(name)
    s.limbo.append((opp, name))
    game.emit("reaction", ("attack.reaction-window", "reaction.target") + (("tornado.team",) if f.owner != opp
                                                                           else ()),
              player=opp, card=name, champion=f.name, core=card.core.value)
    r: A.Reaction = card.card.action
    mods = {f.name: r.defence} if r.defence and any(t is f for t in ctx.targets) else {}
    rctx = Ctx(opp, f, [], ctx.this, "reaction")
    resolve_all(game, rctx, r.effects)
    return rctx, card, mods


@implements("skill", "skill.step", "skill.step.2", "skill.step.3", "skill.step.4", "reaction.skill")
def skill(game, ctx: Ctx, k: A.Skill) -> None:
    """Whether to use it, its targets if it has targeting, then its text box; no reaction answers it."""
    me, p = ctx.this, ctx.player
    if me.hex is None or not use(game, p, f"use the skill of {me.name}?", "skill.step.2"):
        game.emit("no_skill", ("skill.step.2",), champion=me.name)
        return
    if k.targeting is not None:
        ctx.targets = declare(game, p, me, k.targeting, "skill.step.3")
        if not ctx.targets:
            game.emit("no_skill", ("skill.step.3",), champion=me.name, why="no eligible target")
            return
    ctx.rule = "skill.step.4"
    resolve_all(game, ctx, k.effects)
