"""What card effects do to the table, one handler per typed effect of the card-text semantics.

Each handler has a `check` (at card loading: raise `Unsupported` for a shape it can't carry out, so `runnable`
means the engine runs every ability) and a `run` (at resolution: change the table, emit events citing rules,
and say whether the effect happened, which a later "Then" needs, core.effects.then / faq.31).
"""

from __future__ import annotations

from ....text.invasion.semantics import effects as E
from ....text.invasion.semantics.nodes import (Condition, Count, Duration, EqualTo, Icons, KeywordValue, Objects, Place,
                                                Player)
from ....kernel import implements
from ..cards import ZONES
from ..state import other
from . import amounts
from .objects import Selector, Unsupported, selector
from ..hooks import Hooks

LASTING = {"end of turn", "end of the turn"}
KEYWORDS = {"toughness", "counterstrike", "scout", "savage"}  # savage: abilities/savage.py


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
    """What checking a card's ability collects: its name (for "The Greatswords") and its target slots; `x`: the
    X the effect defines ("where X is ...")."""

    def __init__(self, name: str, triggered: bool = True):
        self.name, self.slots, self.triggered, self.x = name, [], triggered, None
        self.later = []  # targets chosen with an option of a choice, as the effect resolves (choice.py)

    def objects(self, o, chosen: bool = False) -> Selector:
        """The selector of a phrase; `chosen`: the handler lets a player choose the card as the effect resolves."""
        sel = selector(o, self.name, chosen=chosen and self.triggered, x=self.x)
        if sel.target:
            if not self.triggered:
                raise Unsupported("a target in a constant effect")
            self.slots.append((o, sel))
        return sel


CHOSEN_X: set[str] = set()  # tactics printed with a cost of X: X is chosen as they are played (cards.py, run.take)
COST_X: set[str] = set()  # cards whose one Action's cost defines X (loyalty_cost.py, program.py, run.take)


def amount_check(c, ctx: Ctx, what: str) -> None:
    """An amount the engine can count when the effect resolves: a number, X (defined by the effect), "equal to
    its power" (amounts.py)."""
    if isinstance(c, Count) and c.value == "X" and c.bound == "exactly" and not c.sign:
        if ctx.x is None and ctx.name not in CHOSEN_X and ctx.name not in COST_X:
            raise Unsupported(f"an amount of {what} that is not a number (X is not defined)")
        return
    if isinstance(c, EqualTo):
        amounts.measure(c, ctx.name)
        return
    amount(c, what)


def num(c, rt, subject: int | None = None) -> int:
    """The amount now: a number, X, or "equal to" (`subject`: the card "its" means), times "for each ..."."""
    if isinstance(c, Count) and c.value == "X":
        n = amounts.x_value(rt, subject)
    elif isinstance(c, EqualTo):
        n = amounts.measure(c, rt.name).value(rt, subject)
    else:
        n = c.value
    return n * getattr(rt, "per", 1)


def chosen_targets(rt, o) -> list[int]:
    """The targets chosen for the phrase `o` when the effect was triggered (timing.C.1); none if it has no slot."""
    return rt.targets[rt.slot_of[id(o)]] if id(o) in rt.slot_of else []


def cards(rt, o, chooser: str | None = None) -> list[int]:
    """The cards a phrase picks as the effect resolves: what `rt.cards` picks, a card a player chooses now
    (`chooser`, ref "chosen"), and "it" with nothing named before it: this card."""
    sel = selector(o, rt.name, chosen=chooser is not None, x=getattr(rt, "x", None))
    if sel.zone == "that":  # "in that zone": the zone chosen before ("Choose a zone.")
        from dataclasses import replace
        who, zone = getattr(rt, "zone", None) or (None, None)
        if zone is None:
            return []
        sel = replace(sel, zone=zone, controller="you" if who == rt.p else "opponent")
        if sel.ref == "each":
            return sel.all(rt.g, rt.p, rt.source)
    if sel.ref == "chosen":
        from .choosing import choose_cards
        rt.that = choose_cards(rt, chooser, [c for c in sel.all(rt.g, rt.p, rt.source)
                                             if chooser == rt.p or sel.controller is not None
                                             or rt.g.controller(c) == chooser], sel.count)
        rt.picked = True
        return rt.that
    if sel.ref == "that" and not rt.that and not getattr(rt, "picked", False) and not rt.slot_of:
        return [rt.source] if rt.g.place(rt.source) in ZONES else []  # "When this unit attacks, it gains ..."
    out = rt.cards(o)
    if sel.ref != "this":
        rt.picked = True
    return out


def check(node, ctx: Ctx) -> None:
    h = HANDLERS.get(type(node))
    if h is None:
        raise Unsupported(f"the effect {type(node).__name__}")
    h[0](node, ctx)


def run(node, rt) -> bool:
    return HANDLERS[type(node)][1](node, rt)


# ---- damage, destruction, corruption -------------------------------------------------------------------------
def _players(who) -> str:
    """Who indirect damage is dealt to: "each opponent" / "target opponent" (a two-player game has one opponent,
    so that is the target), "each player", "you", "target player" (cards_moving.chosen_player)."""
    if isinstance(who, Player) and not who.of and not who.described:
        if who.who == "opponent" and who.ref in ("each", "target", "an", "your"):
            return "opponent"
        if who.who == "player" and who.ref == "each":
            return "each"
        if who.who == "player" and who.ref == "target":
            return "chosen"
        if who.who == "you" and who.ref == "":
            return "you"
    raise Unsupported(f"indirect damage to {getattr(who, 'ref', '')} {getattr(who, 'who', type(who).__name__)}")


INDIRECT_MORE = Hooks("rt -> int: more indirect damage dealt by rt's player (additional_triggers.py)")
MORE_DAMAGE = Hooks("(rt, unit or section) -> int: more damage the resolving effect deals (additional_triggers.py)")


def more_damage(rt, target, n: int) -> int:
    """The damage an effect deals to one target, with what constant effects add to it (n > 0 only)."""
    return n + MORE_DAMAGE.total(rt, target) if n > 0 else n


def _indirect_run(who, amount, rt, uncancellable: bool = False) -> bool:
    """Indirect damage: each player it is dealt to assigns it among their units and sections (indirect.deal_now)."""
    from ..indirect import deal_now
    from .cards_moving import chosen_player
    kind = _players(who)
    order = [rt.p] if kind == "you" else [other(rt.p)] if kind == "opponent" else [chosen_player(rt)] \
        if kind == "chosen" else [rt.g.s.active, other(rt.g.s.active)]
    src = rt.source if rt.g.card(rt.source).unit else None
    done = False
    for q in order:
        k = num(amount, rt, subject=src) + INDIRECT_MORE.total(rt)  # Outpost of Tiranoc
        done = deal_now(rt.g, q, k, uncancellable=uncancellable) > 0 or done
    return done


def _deal_check(n, ctx):
    if n.indirect:  # "Deal 2 indirect damage to each opponent", "... 1 uncancellable indirect damage to target player"
        _only(n, "amount", "to", "indirect", "uncancellable")
        amount_check(n.amount, ctx, "damage")
        _players(n.to)
        return
    if n.uncancellable:  # "Deal 1 uncancellable damage to target unit / to a Mage unit you control"
        _only(n, "amount", "to", "uncancellable")
        amount_check(n.amount, ctx, "damage")
        ctx.objects(n.to, chosen=True)
        return
    _only(n, "amount", "to", "by")
    amount_check(n.amount, ctx, "damage")
    if n.by is not None:  # "Target unit deals damage equal to its power to another target unit"
        if not isinstance(n.by, Objects):
            raise Unsupported("DealDamage with 'by'")
        by = ctx.objects(n.by)
        if _itself(n.to):
            if by.ref != "each":
                raise Unsupported("damage dealt to itself by one unit")
            return
        if by.ref == "each":
            raise Unsupported("damage dealt by each unit to other units")
    elif _itself(n.to):
        raise Unsupported("damage dealt to itself")
    _capital_check(n.to) if isinstance(n.to, Place) else ctx.objects(n.to)


def _itself(o) -> bool:
    return isinstance(o, Objects) and o.ref == "itself" and tuple(o.kind) == ("it",) and not o.described


def _deal_run(n, rt) -> bool:
    """Non-combat damage: by this card's ability, or by a unit it names ("that unit deals damage equal to its power
    to ..."), whose power "its" means."""
    if n.indirect:
        return _indirect_run(n.to, n.amount, rt, uncancellable=bool(n.uncancellable))
    if n.uncancellable:
        hit = cards(rt, n.to, chooser=rt.p)
        return any([_hurt(rt, cid, num(n.amount, rt, subject=cid), uncancellable=True) for cid in hit])
    if isinstance(n.to, Place):
        return _capital_run(n, rt)
    if n.by is not None:
        dealers = [c for c in cards(rt, n.by) if rt.g.card(c).unit]
        if _itself(n.to):  # "Each unit deals damage to itself equal to its power"
            for cid in dealers:
                if rt.g.is_in_play(cid):
                    rt.damage(cid, num(n.amount, rt, subject=cid))
            return bool(dealers)
        dealer = dealers[0] if dealers else None
        if dealer is None or not rt.g.is_in_play(dealer):
            return False  # a unit no longer in play deals no damage
        hit = cards(rt, n.to)
        k = num(n.amount, rt, subject=dealer)
        for cid in hit:
            if k > 0:
                rt.damage(cid, k)
        return bool(hit)
    hit = cards(rt, n.to)
    src = rt.source if rt.g.card(rt.source).unit else None  # "its power": this unit's, or the card named before
    for cid in hit:
        k = num(n.amount, rt, subject=src if src is not None else cid)
        if k > 0:
            rt.damage(cid, k)
    return bool(hit)


# ---- damage to a capital ---------------------------------------------------------------------------------------
def _capital(place) -> str:
    """"your capital (you choose which section(s))" -> "yours"; "each section of each opponent's capital" ->
    "each section" (and "of an opponent's capital": a game has one opponent, as _players reads it)."""
    if place.zone == "capital" and place.ref == "your" and not place.qualities and not place.whose \
            and not place.described and not place.within:
        return "yours"
    if place.zone == "section" and place.ref == "each" and not place.qualities and not place.whose \
            and len(place.described) == 1:
        post = place.described[0]
        prep = post.parts[0] if post.kind == "pp" and len(post.parts) == 1 else None
        np = getattr(prep, "np", None)
        owner = getattr(np, "owner", None)
        if getattr(prep, "prep", None) == "of" and tuple(getattr(getattr(np, "head", None), "nouns", ())) == ("capital",) \
                and getattr(owner, "dets", None) in (("each",), ("an",)) and tuple(owner.head.nouns) == ("opponent",) \
                and not owner.posts and not np.posts and not np.modifiers:
            return "each section"
    raise Unsupported(f"damage to the place {place.ref} {place.zone}".replace("  ", " "))


def _capital_check(place) -> None:
    _capital(place)


@implements("damage.non-combat-damage", "core.capital.burning")
def _capital_run(n, rt) -> bool:
    """Damage to capital sections, applied at once (dealing.apply_damage): to each section of each opponent's
    capital, or to your own capital with you choosing the section of each point (the next scripted answers name
    sections; with none, the first section not burned)."""
    from ..dealing import apply_damage
    g = rt.g
    k = num(n.amount, rt)
    if k <= 0:
        return False
    if _capital(n.to) == "each section":
        hits = [(f"{other(rt.p)}.{z}", k) for z in ZONES]
    else:
        from .choosing import choose_section
        hits = [(f"{rt.p}.{choose_section(rt, rt.p)}", 1) for _ in range(k)]
    hits += [(t, more_damage(rt, t, 1) - 1) for t in dict.fromkeys(t for t, _ in hits)]  # once per section
    applied = apply_damage(g, hits, ("damage.non-combat-damage",))
    return bool(applied)


def _take_check(n, ctx):  # "this unit takes 1 damage", "... 1 uncancellable damage", "each player takes 3 indirect"
    if n.indirect:
        _only(n, "who", "amount", "indirect")
        amount_check(n.amount, ctx, "damage")
        _players(n.who)
        return
    _only(n, "who", "amount", "uncancellable")
    amount_check(n.amount, ctx, "damage")
    ctx.objects(n.who)


def _take_run(n, rt) -> bool:
    """Uncancellable damage: neither Toughness nor cancel effects cancel it (damage.cancelling-damage); "if it
    does" after it needs damage applied."""
    if n.indirect:
        return _indirect_run(n.who, n.amount, rt)
    hit = cards(rt, n.who)
    if not n.uncancellable:
        for cid in hit:
            rt.damage(cid, num(n.amount, rt, subject=cid))
        return bool(hit)
    return any(_hurt(rt, cid, num(n.amount, rt, subject=cid), uncancellable=True) for cid in hit)


@implements("damage.cancelling-damage", "damage.non-combat-damage")
def _hurt(rt, cid: int, n: int, uncancellable: bool) -> int:
    """Non-combat damage to a unit (dealing.deal), uncancellable when the text says so: the damage applied."""
    from ..dealing import deal
    g = rt.g
    if not g.card(cid).unit or n <= 0:
        return 0
    n = more_damage(rt, cid, n)
    applied = deal(g, cid, n, ("damage.non-combat-damage",), uncancellable=uncancellable).get(cid, 0)
    c = g.s.combat
    if c is not None:
        c.attackers = [a for a in c.attackers if g.is_in_play(a)]
        c.defenders = [d for d in c.defenders if g.is_in_play(d)]
    return applied


def _what_check(n, ctx):
    _only(n, "what")
    ctx.objects(n.what, chosen=True)  # "Destroy up to 3 developments in that zone": you choose them now


def _destroy_run(n, rt) -> bool:
    """Through the zones rules (movement.destroy), then out of combat."""
    from ..movement import destroy
    hit = cards(rt, n.what, chooser=rt.p)
    for cid in hit:
        if rt.g.is_in_play(cid):  # not gone already with a card it was attached to
            destroy(rt.g, cid)
            rt.out_of_combat(cid)
        elif rt.g.place(cid).endswith(".dev"):  # a development: facedown in its zone, destroyed all the same
            rt.g.leave_play(cid, "destroyed", ("terms.destroy", "core.cards.developments"))
    return bool(hit)


def _sacrifice_check(n, ctx):
    _only(n, "what", "by")
    _player(n.by, "sacrificing")
    sel = ctx.objects(n.what, chosen=True)
    if sel.ref not in ("this", "that", "chosen"):
        raise Unsupported("sacrificing a card chosen when the effect resolves")


@implements("core.effects.sacrifice", "terms.sacrifice")
def _sacrifice_run(n, rt) -> bool:
    """This card, or one the sacrificing player chooses now among the cards they control ("each opponent must
    sacrifice a unit": each chooses one of their own)."""
    from ..movement import sacrifice
    who = rt.p if _player(n.by, "sacrificing") == "you" else other(rt.p)
    if selector(n.what, rt.name, chosen=True).ref == "chosen":
        sel = selector(n.what, rt.name, chosen=True)
        from .choosing import choose_cards
        own = [c for c in sel.all(rt.g, rt.p, rt.source) if rt.g.controller(c) == who
               and (rt.g.is_in_play(c) or rt.g.place(c).endswith(".dev"))]  # a facedown development too
        hit = rt.that = choose_cards(rt, who, own, 1)
        rt.picked = True
    else:
        hit = [c for c in cards(rt, n.what) if rt.g.controller(c) == who]
    for cid in hit:
        if rt.g.is_in_play(cid):  # not gone already with a card it was attached to
            sacrifice(rt.g, who, cid)
            rt.out_of_combat(cid)
        elif rt.g.place(cid).endswith(".dev"):  # "sacrifice a development": facedown in its zone
            rt.g.leave_play(cid, "sacrificed", ("terms.sacrifice", "core.cards.developments"))
    return bool(hit)


def _corrupt_run(n, rt) -> bool:
    from ..effects import _corrupt
    from . import passive
    hit = [c for c in cards(rt, n.what, chooser=rt.p) if rt.g.card(c).unit and c not in rt.g.s.corrupted
           and not passive.forbids(rt.g, c, "corrupted")]  # "cannot be corrupted" (core.effects.cannot)
    for cid in hit:
        _corrupt(rt.g, rt.p, cid)
    return bool(hit)


def _restore_check(n, ctx):
    _only(n, "what", "by")
    if _player(n.by, "restoring") != "you":
        raise Unsupported("restoring by an opponent")
    ctx.objects(n.what, chosen=True)


def _restore_run(n, rt) -> bool:
    from . import passive
    hit = [c for c in cards(rt, n.what, chooser=rt.p) if c in rt.g.s.corrupted
           and not passive.forbids(rt.g, c, "restored")]  # "cannot be restored" (core.effects.cannot)
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
            heal(rt.g, cid, had if n.amount is None else n.amount.value, by=rt.p)
            done = True
    return done


def _return_check(n, ctx):
    _only(n, "what", "to")
    if n.to is not None and not (n.to.zone in ("hand", "hands") and isinstance(n.to.whose, Player)
                                 and n.to.whose.who in ("owner", "owners")):  # "to their owners' hands": each its own
        raise Unsupported("returning a card elsewhere than its owner's hand")
    ctx.objects(n.what, chosen=True)  # "return one of your developments": you choose it as it resolves


def _return_run(n, rt) -> bool:
    from ..movement import return_to_hand
    hit = cards(rt, n.what, chooser=rt.p)
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
    amount_check(n.count, ctx, "cards drawn")
    _player(n.by, "drawing")


def _draw_run(n, rt) -> bool:
    who = rt.p if _player(n.by, "drawing") == "you" else other(rt.p)
    before, k = len(rt.g.cards(who, "hand")), num(n.count, rt)
    if k <= 0:
        return False  # X is 0 (terms.the-letter-x)
    rt.g.draw(who, k, ("core.effects.action",))
    return len(rt.g.cards(who, "hand")) > before


def _gain_check(n, ctx):
    _only(n, "what", "who", "by")
    o = n.what
    if not (isinstance(o, Objects) and tuple(o.kind) in (("resource",), ("resources",)) and not o.described
            and not o.of and o.ref in ("", "a")):
        raise Unsupported("gaining something other than resources")
    amount_check(o.count, ctx, "resources")
    if n.who is not None:
        _player(n.who, "gaining")
    _player(n.by, "gaining")


def _gain_run(n, rt) -> bool:
    who = rt.p if _player(n.who or n.by, "gaining") == "you" else other(rt.p)
    k = num(n.what.count, rt)
    if k <= 0:
        return False
    rt.g.s.resources[who] += k
    rt.emit("gain_resources", ("core.turn.1",), player=who, amount=k)
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
        rt.g.put_tokens(cid, k, ("core.cards.quest",), player=rt.p, source=rt.source,
                        **({"additional": True} if getattr(n.count, "bound", "") == "additional" else {}))
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
            rt.g.put_tokens(cid, -k, ("core.cards.quest",))
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


POWER_WORDS = {("power",), ("[power]",)}


def _gained_power(n):
    """The amount of "gains 3 Power" / "gains a [Power]" (a Gain of power, not of resources); None otherwise."""
    o = n.what
    if isinstance(n, E.Gain) and isinstance(o, Objects) and tuple(w.lower() for w in o.kind) in POWER_WORDS \
            and not o.described and o.of is None and not o.qualities and o.ref in ("", "a"):
        return Count(1) if o.count is None else o.count
    return None


def _lasting_body_check(e, ctx):
    """What can last until the end of the turn: [Power] and keyword gains, hit point changes, "for each"."""
    if isinstance(e, E.ForEach):
        amounts.measure(e.per, ctx.name)
        return _lasting_body_check(e.effect, ctx)
    if isinstance(e, E.Gain) and _gained_power(e) is not None:
        _only(e, "who", "what")
        amount_check(_gained_power(e), ctx, "[Power] icons")
        ctx.objects(e.who)
    elif isinstance(e, E.Modify):
        _hp_check(e, ctx)
        ctx.objects(e.who)
    elif type(e) in (E.GainIcons, E.LoseIcons):
        _only(e, "who", "icons")
        if not isinstance(e.icons, Icons) or e.icons.icon != "[Power]":
            raise Unsupported(f"the icons {getattr(e.icons, 'icon', e.icons)}")
        amount_check(e.icons.count, ctx, "[Power] icons")
        ctx.objects(e.who)
    elif isinstance(e, E.GainKeyword):
        _only(e, "who", "keyword")
        kw = e.keyword
        if not isinstance(kw, KeywordValue) or kw.name not in KEYWORDS:
            raise Unsupported(f"gaining the keyword {getattr(kw, 'name', kw)}")
        if kw.value is not None:
            amount_check(kw.value, ctx, kw.name)
        ctx.objects(e.who)
    else:
        raise Unsupported(f"{type(e).__name__} until the end of the turn")


def _lasting_check(n, ctx):
    if not isinstance(n.duration, Duration) or n.duration.until not in LASTING:
        raise Unsupported(f"a duration until the {getattr(n.duration, 'until', n.duration)}")
    _lasting_body_check(n.effect, ctx)


def _hp_check(n, ctx) -> None:
    """"-2 hit points": a change of hit points (other stats are not read yet)."""
    _only(n, "who", "stat", "amount")
    c = n.amount
    if n.stat not in ("hit points", "hit point") or not isinstance(c, Count) or c.sign not in ("+", "-") \
            or c.bound != "exactly":
        raise Unsupported(f"a change of {n.stat}")
    amount_check(Count(c.value), ctx, "hit points")


@implements("timing.E.3", "terms.the-letter-x")
def _lasting_run(n, rt) -> bool:
    """Until the end of the turn: an entry in `lasting`, which the end of the turn clears (timing.E.3)."""
    return _lasting_body(n.effect, rt)


def _lasting_body(e, rt) -> bool:
    if isinstance(e, E.ForEach):
        return _for_each(e, rt, _lasting_body)
    hit = cards(rt, e.who)
    done = False
    for cid in hit:
        if isinstance(e, E.GainKeyword):
            kw = e.keyword
            v = 1 * getattr(rt, "per", 1) if kw.value is None else num(kw.value, rt, subject=cid)
            entry = {"card": cid, "keyword": kw.name, "amount": v}
        elif isinstance(e, E.Modify):
            c = e.amount
            v = num(Count(c.value), rt, subject=cid)
            entry = {"card": cid, "hit_points": v if c.sign == "+" else -v}
        elif isinstance(e, E.Gain):
            v = num(_gained_power(e), rt, subject=cid)
            entry = {"card": cid, "power": v}
        else:
            v = num(e.icons.count, rt, subject=cid)
            entry = {"card": cid, "power": v * (-1 if isinstance(e, E.LoseIcons) else 1)}
        if not v:
            continue  # nothing to gain ("for each" counted none, X is 0)
        rt.g.s.lasting.append(entry)
        rt.emit("lasting", ("timing.E.3",), until="end of turn", **entry)
        done = True  # a unit left with no hit points is destroyed once the effect resolves (faq.7)
    return done


# ---- amounts that are counted: "where X is ...", "for each ..." -----------------------------------------------
def _where_check(n, ctx):
    if not isinstance(n.definition, E.XIs):
        raise Unsupported("an X defined other than by 'X is ...'")
    before, ctx.x = ctx.x, amounts.measure(n.definition.value, ctx.name)
    try:
        check(n.effect, ctx)
    finally:
        ctx.x = before


@implements("terms.the-letter-x")
def _where_run(n, rt) -> bool:
    """The effect with its X, counted when the effect needs it (terms.the-letter-x)."""
    before, rt.x = getattr(rt, "x", None), amounts.measure(n.definition.value, rt.name)
    try:
        return run(n.effect, rt)
    finally:
        rt.x = before


def _for_each_check(n, ctx):
    amounts.measure(n.per, ctx.name)
    if not isinstance(n.effect, (E.Gain, E.Lasting, E.DealDamage, E.TakeDamage)):
        raise Unsupported(f"{type(n.effect).__name__} for each ...")
    check(n.effect, ctx)


def _for_each(n, rt, body) -> bool:
    """"... for each development in this zone": the effect's amounts times the number counted now."""
    k = amounts.measure(n.per, rt.name).value(rt)
    before = getattr(rt, "per", 1)
    rt.per = before * k
    rt.emit("for_each", ("terms.the-letter-x",), card=rt.source, counted=k)
    try:
        return body(n.effect, rt)
    finally:
        rt.per = before


# ---- composing effects ----------------------------------------------------------------------------------------
BOOSTS = (E.GainIcons, E.LoseIcons, E.GainKeyword, E.Modify, E.Gain)


def _shared_duration(n) -> bool:
    """"it gains [Power] and target unit loses [Power] until the end of the turn": one sentence joined by "and"
    whose duration, said once at its end, covers each part (the typed text puts it on the last part only)."""
    *first, last = n.steps
    return not n.sentences and not n.then and bool(first) and isinstance(last, E.Lasting) \
        and all(type(s) in BOOSTS for s in first)


def _seq_check(n, ctx):
    if _shared_duration(n):
        for step in n.steps[:-1]:
            _lasting_check(E.Lasting(n.steps[-1].duration, step), ctx)
        check(n.steps[-1], ctx)
        return
    for step in n.steps:
        check(step, ctx)


@implements("core.effects.then", "faq.31", "clar.multiple-effects")
def _seq_run(n, rt) -> bool:
    """Each step in order; after "Then", only if the step before happened (core.effects.then, faq.31)."""
    happened = False
    for i, step in enumerate(n.steps):
        if i and n.sentences and hasattr(rt, "sentence_break"):
            rt.sentence_break()  # Forced effects interrupt at the sentence break (faq.40)
        if n.then and i and not happened:
            rt.emit("then_skipped", ("core.effects.then", "faq.31"), card=rt.source)
            return False
        rt.last = happened if i else True  # what "If you do" / "If it does" reads
        if i < len(n.steps) - 1 and _shared_duration(n):
            step = E.Lasting(n.steps[-1].duration, step)
        happened = run(step, rt)
    return happened


def _did(c) -> bool:
    """"If you do" / "If it does": the sentence before happened."""
    k = c.clause
    return isinstance(c, Condition) and c.word == "if" and isinstance(k, E.State) and k.state == "done" \
        and k.place is None and (isinstance(k.who, Player) and k.who.who == "you" and not k.who.of
                                 or isinstance(k.who, Objects) and k.who.ref in ("it", "this") and not k.who.described)


def _if_able(c) -> bool:
    if isinstance(c, Condition) and c.word == "if able" and c.clause is None:
        return True  # "must attack this turn if able" (no comma): typed as the word "if able"
    return isinstance(c, Condition) and c.word == "if" and isinstance(c.clause, E.State) and c.clause.state == "able" \
        and c.clause.who is None


def _table_condition(c, name: str):
    """"If you control a legend ...", "if there are no resource tokens on this card": a condition on the table
    (conditions.condition), checked as the effect resolves; None for "if able" and "if you do"."""
    if _if_able(c) or _did(c):
        return None
    if not (isinstance(c, Condition) and c.word == "if"):
        raise Unsupported(f"the condition '{getattr(c, 'word', '?')} ...'")
    from .conditions import condition
    return condition(c, name)


def _cond_check(n, ctx):
    _table_condition(n.condition, ctx.name)
    check(n.effect, ctx)


@implements("core.effects.then", "core.effects.action")
def _cond_run(n, rt) -> bool:
    """", if able": as much of the effect as can happen (faq.54); "If you do": only if the sentence before
    happened (as "Then", core.effects.then); "if <the table says so>": only if it holds as the effect resolves."""
    if _did(n.condition) and not getattr(rt, "last", True):
        rt.emit("then_skipped", ("core.effects.then",), card=rt.source, why="if you do")
        return False
    cond = _table_condition(n.condition, rt.name)
    if cond is not None:
        from .conditions import holds
        if not holds(rt.g, rt.p, rt.source, cond):
            rt.emit("condition_not_met", ("core.effects.action",), card=rt.source, name=rt.name)
            return False
    return run(n.effect, rt)


def _zones_chosen(place) -> str:
    """Whose zone "Choose a zone" / "Choose an opponent's zone" / "Choose one of your zones" picks: any | opponent | you."""
    if isinstance(place, Place) and place.zone in ("zone", "zones") and not place.qualities and not place.described \
            and not place.within and not place.position:
        w = place.whose
        if w is None and place.ref in ("a", "one", "any"):
            return "any"
        if isinstance(w, Player) and not w.of and not w.described and w.who in ("opponent", "you") \
                and w.ref in ("an", "", "your", "of"):
            return w.who
        if w is None and place.ref == "your":
            return "you"
    raise Unsupported("choosing something other than a target card")


def _choose_check(n, ctx):
    _only(n, "what")
    if isinstance(n.what, Place):
        _zones_chosen(n.what)
        return
    if not (isinstance(n.what, Objects) and n.what.target):
        raise Unsupported("choosing something other than a target card")
    ctx.objects(n.what)


def _choose_run(n, rt) -> bool:
    """"Choose one target unit": the target (chosen when triggered) is what "that unit" means next; "Choose a zone":
    the zone (chosen as the effect resolves) is what "that zone" means next."""
    if isinstance(n.what, Place):
        from .choosing import choose_zone
        rt.zone = choose_zone(rt, rt.p, _zones_chosen(n.what))
        return True
    return bool(rt.cards(n.what))


HANDLERS = {
    E.Choose: (_choose_check, _choose_run),
    E.DealDamage: (_deal_check, _deal_run),
    E.TakeDamage: (_take_check, _take_run),
    E.Destroy: (_what_check, _destroy_run),
    E.Sacrifice: (_sacrifice_check, _sacrifice_run),
    E.Corrupt: (_what_check, _corrupt_run),
    E.Restore: (_restore_check, _restore_run),
    E.Heal: (_heal_check, _heal_run),
    E.ReturnToHand: (_return_check, _return_run),
    E.Draw: (_draw_check, _draw_run),
    E.Gain: (_gain_check, _gain_run),
    E.PutTokens: (_tokens_check, _tokens_run),
    E.RemoveTokens: (_untoken_check, _untoken_run),
    E.Lasting: (_lasting_check, _lasting_run),
    E.Where: (_where_check, _where_run),
    E.ForEach: (_for_each_check, lambda n, rt: _for_each(n, rt, run)),
    E.Sequence: (_seq_check, _seq_run),
    E.Conditional: (_cond_check, _cond_run),
}
