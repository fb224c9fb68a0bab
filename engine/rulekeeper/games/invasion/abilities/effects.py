"""What card effects do to the table, one handler per typed effect of the card-text semantics.

Each handler has a `check` (at card loading: raise `Unsupported` for a shape it can't carry out, so `runnable`
means the engine runs every ability) and a `run` (at resolution: change the table, emit events citing rules,
and say whether the effect happened, which a later "Then" needs, core.effects.then / faq.31).
"""

from __future__ import annotations

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import Condition, Count, Duration, Icons, KeywordValue, Objects, Player
from ....kernel import implements
from ..state import other
from .objects import Selector, Unsupported, selector

LASTING = {"end of turn", "end of the turn"}
KEYWORDS = {"toughness", "counterstrike", "scout"}


def amount(c, what: str) -> int:
    if not isinstance(c, Count) or not isinstance(c.value, int) or c.bound != "exactly" or c.sign:
        raise Unsupported(f"an amount of {what} that is not a number")
    return c.value


def _only(node, *fields: str) -> None:
    """Refuse a node whose other fields are set: a shape the handler does not read."""
    for f in node.__dataclass_fields__:
        if f not in fields and getattr(node, f) not in (None, False, (), ""):
            raise Unsupported(f"{type(node).__name__} with {f!r}")


def _player(by, what: str) -> str:
    """Who does it: None / you -> "you"; "each opponent" / "your opponent" -> "opponent"."""
    if by is None or isinstance(by, Player) and by.who == "you" and not by.of and not by.described:
        return "you"
    if isinstance(by, Player) and by.who == "opponent" and by.ref in ("each", "your", "an", "") and not by.of:
        return "opponent"
    raise Unsupported(f"{what} by {getattr(by, 'ref', '')} {getattr(by, 'who', by)}")


class Ctx:
    """What checking a card's ability collects: its name (for "The Greatswords") and its target slots."""

    def __init__(self, name: str, triggered: bool = True):
        self.name, self.slots, self.triggered = name, [], triggered

    def objects(self, o) -> Selector:
        sel = selector(o, self.name)
        if sel.target:
            if not self.triggered:
                raise Unsupported("a target in a constant effect")
            self.slots.append((o, sel))
        return sel


def check(node, ctx: Ctx) -> None:
    h = HANDLERS.get(type(node))
    if h is None:
        raise Unsupported(f"the effect {type(node).__name__}")
    h[0](node, ctx)


def run(node, rt) -> bool:
    return HANDLERS[type(node)][1](node, rt)


# ---- damage, destruction, corruption -------------------------------------------------------------------------
def _deal_check(n, ctx):
    _only(n, "amount", "to")
    amount(n.amount, "damage")
    ctx.objects(n.to)


def _deal_run(n, rt) -> bool:
    hit = rt.cards(n.to)
    for cid in hit:
        rt.damage(cid, n.amount.value)
    return bool(hit)


def _take_check(n, ctx):  # "this unit takes 1 damage"
    _only(n, "who", "amount")
    amount(n.amount, "damage")
    ctx.objects(n.who)


def _take_run(n, rt) -> bool:
    hit = rt.cards(n.who)
    for cid in hit:
        rt.damage(cid, n.amount.value)
    return bool(hit)


def _what_check(n, ctx):
    _only(n, "what")
    ctx.objects(n.what)


def _destroy_run(n, rt) -> bool:
    """Through the zones rules (movement.destroy), then out of combat."""
    from ..movement import destroy
    hit = rt.cards(n.what)
    for cid in hit:
        if rt.g.is_in_play(cid):  # not gone already with a card it was attached to
            destroy(rt.g, cid)
            rt.out_of_combat(cid)
    return bool(hit)


def _sacrifice_check(n, ctx):
    _only(n, "what")
    sel = ctx.objects(n.what)
    if sel.ref not in ("this", "that"):
        raise Unsupported("sacrificing a card chosen when the effect resolves")


@implements("core.effects.sacrifice", "terms.sacrifice")
def _sacrifice_run(n, rt) -> bool:
    from ..movement import sacrifice
    hit = [c for c in rt.cards(n.what) if rt.g.controller(c) == rt.p]
    for cid in hit:
        if rt.g.is_in_play(cid):  # not gone already with a card it was attached to
            sacrifice(rt.g, rt.p, cid)
            rt.out_of_combat(cid)
    return bool(hit)


def _corrupt_run(n, rt) -> bool:
    from ..effects import _corrupt
    from . import passive
    hit = [c for c in rt.cards(n.what) if rt.g.card(c).unit and c not in rt.g.s.corrupted
           and not passive.forbids(rt.g, c, "corrupted")]  # "cannot be corrupted" (core.effects.cannot)
    for cid in hit:
        _corrupt(rt.g, rt.p, cid)
    return bool(hit)


def _restore_run(n, rt) -> bool:
    from . import passive
    hit = [c for c in rt.cards(n.what) if c in rt.g.s.corrupted and not passive.forbids(rt.g, c, "restored")]
    for cid in hit:
        rt.g.s.corrupted.discard(cid)
        rt.emit("restore", ("core.effects.corruption",), card=cid, name=rt.g.name(cid))
    return bool(hit)


def _heal_check(n, ctx):
    _only(n, "amount", "what")
    if n.amount is not None:
        amount(n.amount, "damage healed")
    ctx.objects(n.what)


def _heal_run(n, rt) -> bool:
    """Through the damage rules (dealing.heal); a unit without damage is not healed."""
    from ..dealing import heal
    done = False
    for cid in rt.cards(n.what):
        had = rt.g.s.damage.get(cid, 0)
        if had and (n.amount is None or n.amount.value):
            heal(rt.g, cid, had if n.amount is None else n.amount.value)
            done = True
    return done


def _return_check(n, ctx):
    _only(n, "what", "to")
    if n.to is not None and not (n.to.zone == "hand" and isinstance(n.to.whose, Player) and n.to.whose.who == "owner"):
        raise Unsupported("returning a card elsewhere than its owner's hand")
    ctx.objects(n.what)


def _return_run(n, rt) -> bool:
    from ..movement import return_to_hand
    hit = rt.cards(n.what)
    for cid in hit:
        if rt.g.is_in_play(cid):  # not gone already with a card it was attached to
            return_to_hand(rt.g, cid)
            rt.out_of_combat(cid)
        elif rt.g.place(cid).endswith(".dev"):  # a development: its zone loses the hit point it gave
            rt.g.leave_play(cid, "returned", ("zones.out-of-play", "core.cards.developments"), to="hand")
    return bool(hit)


# ---- cards and resources --------------------------------------------------------------------------------------
def _draw_check(n, ctx):
    _only(n, "count", "by")
    amount(n.count, "cards drawn")
    _player(n.by, "drawing")


def _draw_run(n, rt) -> bool:
    who = rt.p if _player(n.by, "drawing") == "you" else other(rt.p)
    before = len(rt.g.cards(who, "hand"))
    rt.g.draw(who, n.count.value, ("core.effects.action",))
    return len(rt.g.cards(who, "hand")) > before


def _gain_check(n, ctx):
    _only(n, "what", "who", "by")
    o = n.what
    if not (isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and not o.described
            and not o.of and o.ref in ("", "a")):
        raise Unsupported("gaining something other than resources")
    amount(o.count, "resources")
    if n.who is not None:
        _player(n.who, "gaining")
    _player(n.by, "gaining")


def _gain_run(n, rt) -> bool:
    who = rt.p if _player(n.who or n.by, "gaining") == "you" else other(rt.p)
    rt.g.s.resources[who] += n.what.count.value
    rt.emit("gain_resources", ("core.turn.1",), player=who, amount=n.what.count.value)
    return True


def _tokens_check(n, ctx):
    _only(n, "count", "token", "on")
    if tuple(n.token) != ("resource", "token") and tuple(n.token) != ("resource", "tokens"):
        raise Unsupported(f"{' '.join(n.token)}s")
    if n.count is not None:
        amount(n.count, "tokens")
    sel = ctx.objects(n.on)
    if sel.ref != "this":
        raise Unsupported("resource tokens on another card")


def _tokens_run(n, rt) -> bool:
    k = 1 if n.count is None else n.count.value
    for cid in rt.cards(n.on):
        rt.g.s.tokens[cid] = rt.g.s.tokens.get(cid, 0) + k
        rt.emit("tokens", ("core.cards.quest",), card=cid, amount=k)
        return True
    return False


def _untoken_check(n, ctx):
    _only(n, "count", "token", "source")
    if tuple(n.token) not in (("resource", "token"), ("resource", "tokens")):
        raise Unsupported(f"{' '.join(n.token)}s")
    if n.count is not None:
        amount(n.count, "tokens")
    if ctx.objects(n.source).ref != "this":
        raise Unsupported("resource tokens removed from another card")


def _untoken_run(n, rt) -> bool:
    """Remove tokens from this card: it happens only if there are that many (a "Then" after it needs it, faq.31)."""
    k = 1 if n.count is None else n.count.value
    for cid in rt.cards(n.source):
        if rt.g.s.tokens.get(cid, 0) >= k:
            rt.g.s.tokens[cid] -= k
            rt.emit("tokens", ("core.cards.quest",), card=cid, amount=-k)
            return True
    return False


# ---- until the end of the turn --------------------------------------------------------------------------------
def _icons(n) -> int:
    if not isinstance(n.icons, Icons) or n.icons.icon != "[Power]":
        raise Unsupported(f"the icons {getattr(n.icons, 'icon', n.icons)}")
    return amount(n.icons.count, "[Power] icons")


def _keyword(n) -> tuple[str, int]:
    kw = n.keyword
    if not isinstance(kw, KeywordValue) or kw.name not in KEYWORDS:
        raise Unsupported(f"gaining the keyword {getattr(kw, 'name', kw)}")
    return kw.name, 1 if kw.value is None else amount(kw.value, kw.name)


def _boost_check(n, ctx):
    _only(n, "who", "icons", "keyword")
    if isinstance(n, E.GainKeyword):
        _keyword(n)
    else:
        _icons(n)
    ctx.objects(n.who)


def _lasting_check(n, ctx):
    if not isinstance(n.duration, Duration) or n.duration.until not in LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
    if type(n.effect) not in (E.GainIcons, E.LoseIcons, E.GainKeyword, E.Modify):
        raise Unsupported(f"{type(n.effect).__name__} until the end of the turn")
    if isinstance(n.effect, E.Modify):
        _hp(n.effect)
        ctx.objects(n.effect.who)
    else:
        _boost_check(n.effect, ctx)


def _hp(n) -> int:
    """"-2 hit points": a change of hit points (other stats are not read yet)."""
    _only(n, "who", "stat", "amount")
    c = n.amount
    if n.stat not in ("hit points", "hit point") or not isinstance(c, Count) or not isinstance(c.value, int) \
            or c.sign not in ("+", "-") or c.bound != "exactly":
        raise Unsupported(f"a change of {n.stat}")
    return c.value if c.sign == "+" else -c.value


@implements("timing.E.3")
def _lasting_run(n, rt) -> bool:
    e = n.effect
    hit = rt.cards(e.who)
    for cid in hit:
        if isinstance(e, E.GainKeyword):
            name, v = _keyword(e)
            entry = {"card": cid, "keyword": name, "amount": v}
        elif isinstance(e, E.Modify):
            entry = {"card": cid, "hit_points": _hp(e)}
        else:
            entry = {"card": cid, "power": _icons(e) * (-1 if isinstance(e, E.LoseIcons) else 1)}
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("timing.E.3",), until="end of turn", **entry)
    return bool(hit)


# ---- composing effects ----------------------------------------------------------------------------------------
def _seq_check(n, ctx):
    for step in n.steps:
        check(step, ctx)


@implements("core.effects.then", "faq.31")
def _seq_run(n, rt) -> bool:
    """Each step in order; after "Then", only if the step before happened (core.effects.then, faq.31)."""
    happened = False
    for i, step in enumerate(n.steps):
        if i and n.sentences and hasattr(rt, "sentence_break"):
            rt.sentence_break()  # Forced effects interrupt at the sentence break (faq.40)
        if n.then and i and not happened:
            rt.emit("then_skipped", ("core.effects.then", "faq.31"), card=rt.source)
            return False
        happened = run(step, rt)
    return happened


def _cond_check(n, ctx):
    c = n.condition
    if not (isinstance(c, Condition) and c.word == "if" and isinstance(c.clause, E.State) and c.clause.state == "able"
            and c.clause.who is None):
        raise Unsupported(f"the condition '{getattr(c, 'word', '?')} ...'")
    check(n.effect, ctx)


def _cond_run(n, rt) -> bool:
    """", if able": as much of the effect as can happen (faq.54)."""
    return run(n.effect, rt)


def _choose_check(n, ctx):
    _only(n, "what")
    if not (isinstance(n.what, Objects) and n.what.target):
        raise Unsupported("choosing something other than a target card")
    ctx.objects(n.what)


def _choose_run(n, rt) -> bool:
    """"Choose one target unit": the target (chosen when triggered) is what "that unit" means next."""
    return bool(rt.cards(n.what))


HANDLERS = {
    E.Choose: (_choose_check, _choose_run),
    E.DealDamage: (_deal_check, _deal_run),
    E.TakeDamage: (_take_check, _take_run),
    E.Destroy: (_what_check, _destroy_run),
    E.Sacrifice: (_sacrifice_check, _sacrifice_run),
    E.Corrupt: (_what_check, _corrupt_run),
    E.Restore: (_what_check, _restore_run),
    E.Heal: (_heal_check, _heal_run),
    E.ReturnToHand: (_return_check, _return_run),
    E.Draw: (_draw_check, _draw_run),
    E.Gain: (_gain_check, _gain_run),
    E.PutTokens: (_tokens_check, _tokens_run),
    E.RemoveTokens: (_untoken_check, _untoken_run),
    E.Lasting: (_lasting_check, _lasting_run),
    E.Sequence: (_seq_check, _seq_run),
    E.Conditional: (_cond_check, _cond_run),
}
