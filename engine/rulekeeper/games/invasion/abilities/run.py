"""Carrying out abilities: triggering an Action or playing a tactic (timing.C: targets, then costs), resolving
a chain entry (timing.B.3: targets checked again), Forced effects (timing.A), and what they do to cards.

A chain entry is JSON: {"card", "ability", "player", "targets": [[ids] per target slot], "tactic"}.
"""

from __future__ import annotations

from itertools import combinations, product

from ....kernel import IllegalAction, implements
from ....kernel.chain import Triggered
from ..cards import ZONES
from ..state import other
from . import (discarded_cost, effects, loyalty_cost, passive, questing_cost, spell_from_pile, spend_x_cost,
               targeting, token_x_cost, trigger_permission, triggers, use_only_if)
from .cards_moving import DISCARD_COSTS, discard_refusal, pay_discard
from .conditions import holds
from .program import cost_parts, slots
from ..hooks import Hooks

IN_PLAY = set(ZONES)


class Resolution:
    """One effect resolving: the game, its controller, its card, the targets chosen for it (by slot)."""

    def __init__(self, g, p: str, source: int, name: str, effect, targets: list[list[int]]):
        self.g, self.p, self.source, self.name = g, p, source, name
        want = slots(effect, name)
        self.slot_of = {id(o): i for i, (o, _) in enumerate(want)}
        self.slot_sel = {id(o): sel for o, sel in want}  # a target's selector, bound to the effect's X (described.py)
        self.targets, self.that = targets, []

    def emit(self, kind: str, rules, **data):
        return self.g.emit(kind, rules, **data)

    @implements("faq.40")
    def sentence_break(self) -> None:
        """Between two sentences of the effect: the dead are destroyed and what that triggered resolves (faq.40)."""
        destroy_the_dead(self.g)
        settle(self.g, self.g.s.seen)

    def cards(self, o) -> list[int]:
        """The cards a phrase picks now: its targets still valid, this card, the earlier target, each ..."""
        sel = self.slot_sel.get(id(o)) or effects.selector(o, self.name, x=getattr(self, "x", None))
        g = self.g
        if sel.ref == "this":
            out = [self.source] if g.place(self.source) in IN_PLAY else []
        elif sel.ref == "that":
            out = [c for c in self.that if g.place(c) in IN_PLAY or g.place(c).endswith(".dev")]
        elif sel.ref == "each":
            out = sel.all(g, self.p, self.source)
        elif sel.ref == "attached":  # "attached unit": the unit this attachment is on
            out = [g.s.attached[self.source]] if self.source in g.s.attached else []
        else:
            chosen = self.targets[self.slot_of[id(o)]] if id(o) in self.slot_of else []
            out = [c for c in chosen if sel.matches(g, self.p, self.source, c)]
            self.that = out
        return out

    @implements("damage.non-combat-damage", "core.combat.non-combat-damage")
    def damage(self, cid: int, n: int) -> None:
        """Non-combat damage to a unit: through the damage rules (dealing.deal: redirect, cancel, applied at once,
        destroyed units leave play); a unit destroyed leaves combat too."""
        from ..dealing import deal
        g = self.g
        if not g.card(cid).unit:
            return
        deal(g, cid, effects.more_damage(self, cid, n), ("damage.non-combat-damage",))
        c = g.s.combat
        if c is not None:
            c.attackers = [a for a in c.attackers if g.is_in_play(a)]
            c.defenders = [d for d in c.defenders if g.is_in_play(d)]

    def leave(self, cid: int, kind: str, rules, to: str = "discard") -> None:
        leave(self.g, cid, kind, rules, to)

    def out_of_combat(self, cid: int) -> None:
        out_of_combat(self.g, cid)


def leave(g, cid: int, kind: str, rules, to: str = "discard") -> None:
    """A card leaves play (destroyed, sacrificed, returned to its owner's hand); it leaves combat too."""
    g.leave_play(cid, kind, tuple(rules), to)  # as a new card: damage, tokens, effects and attachments go (faq.43)
    out_of_combat(g, cid)


def out_of_combat(g, cid: int) -> None:
    """A card that left play leaves combat too."""
    c = g.s.combat
    if c is not None:
        c.attackers = [a for a in c.attackers if a != cid]
        c.defenders = [d for d in c.defenders if d != cid]


# ---- what a player may trigger ---------------------------------------------------------------------------------
@implements("clar.actions")
def _usable(g, p: str, cid: int, index: int, ab) -> IllegalAction | None:
    """Can `p` trigger this Action of a card in play now (before targets)? None when yes. A card that left play
    triggers only its Action on its own leaving, by the player who controlled it then (zones.leaving-play)."""
    where = g.place(cid)
    gone = where not in IN_PLAY and _ready_player(g, cid, index) == p and _gone(g, cid, index)
    if not gone and (where not in IN_PLAY or not trigger_permission.may_trigger(g, p, cid, index)):  # its controller
        return IllegalAction("timing.B.2", f"{g.name(cid)} is not a card player {p} controls in play")
    if gone and any(part in ("sacrifice", "corrupt") for part, _ in cost_parts(ab.cost)):
        return IllegalAction("timing.C.2", f"{g.name(cid)} has left play: it can't be sacrificed or corrupted")
    if not gone and ab.zone is not None and where not in ab.zone.split(" or "):  # "Kingdom or Quest. Action: ..."
        return IllegalAction("core.effects.zone-prefix", f"{g.name(cid)}'s {ab.zone} ability works only in the "
                                                         f"{ab.zone} (it is in the {where})")
    if ab.trigger is not None and ready_entry(g, cid, index) is None:
        return IllegalAction("timing.B.1", f"{g.name(cid)}'s Action waits for its trigger condition, not met since "
                                           "the last action window")
    if use_only_if.refusal(g, p, cid, index) is not None:  # "Use this ability only if ..."
        return use_only_if.refusal(g, p, cid, index)
    from .gained import refusal
    if refusal(g, p, cid, index) is not None:  # an Action gained while a condition holds (gained.py)
        return refusal(g, p, cid, index)
    if ab.limit is not None and used_key(g, cid, index, ab) in g.s.used:
        return IllegalAction("core.effects.action", f"{g.name(cid)}'s ability is limited to once per {ab.limit.per}")
    got = ABILITY_REFUSALS.first(g, p, cid, index)
    return got or ACTION_REFUSALS.first(g, p, cid)


def used_key(g, cid: int, index: int, ab) -> str:
    """What `used` (emptied each turn) records of a limited Action: "card:ability", and the phase it was used in
    for "(limit once per phase.)" (The Imperial Zoo), so it may be used again in another phase of the turn."""
    return f"{cid}:{index}" + (f"@{g.s.phase}" if ab.limit.per == "phase" else "")


ABILITY_REFUSALS = Hooks("(g, p, cid, index) -> IllegalAction | None: one Action forbidden (cancelled_for_turn.py)")
ACTION_REFUSALS = Hooks("(g, p, cid) -> IllegalAction | None: constant effects that forbid Actions (combat_limits.py)")


def _payable(g, p: str, cid: int, cost, extra: int = 0) -> IllegalAction | None:
    spend, sacrifices = extra, 0
    for kind, n in cost_parts(cost):
        if kind == "sacrifice_one":
            sacrifices += 1
            if len({c for k, sel in cost_parts(cost) if k == "sacrifice_one" for c in sel.all(g, p, cid)}) < sacrifices:
                return IllegalAction("timing.C.2", "the cost can't be paid: nothing of player " + p + "'s to sacrifice")
        elif kind == "spend":
            spend += n
        elif kind == spend_x_cost.PART:  # "Spend X resources to ... X is ..."
            spend += spend_x_cost.amount(g, p, cid, n)
        elif kind == questing_cost.PART and questing_cost.refusal(g, p, cid):
            return questing_cost.refusal(g, p, cid)
        elif kind == token_x_cost.PART and not g.s.tokens.get(cid, 0):
            return token_x_cost.refusal(g, p, cid, 1)
        elif kind == "tokens" and g.s.tokens.get(cid, 0) < n:  # card-types.quests
            return IllegalAction("timing.C.2", f"the cost is {n} resource tokens of {g.name(cid)}'s; it has "
                                               f"{g.s.tokens.get(cid, 0)}")
        elif kind == "corrupt" and (cid in g.s.corrupted or passive.forbids(g, cid, "corrupted")):
            return IllegalAction("timing.C.2", f"{g.name(cid)} is already corrupted: the cost can't be paid")
        elif kind == "corrupt" and not (g.card(cid).unit or g.card(cid).type == "Support"):
            return IllegalAction("timing.C.2", f"{g.name(cid)} is not a unit or a support card: it can't be "
                                               "corrupted")  # a support turns sideways too (core.turn.1: a card)
        elif kind in DISCARD_COSTS and discard_refusal(g, p, cid, kind, n):
            return discard_refusal(g, p, cid, kind, n)
        elif kind == loyalty_cost.PART and loyalty_cost.refusal(g, p, cid):
            return loyalty_cost.refusal(g, p, cid)
        elif hasattr(kind, "refusal") and kind.refusal(g, p, cid):  # a part with its own check (part_costs.py)
            return kind.refusal(g, p, cid)
    if spend > g.s.resources[p]:
        return IllegalAction("timing.C.2", f"the cost is {spend} resources; player {p} has {g.s.resources[p]}")
    return None


def _check_targets(g, p: str, cid: int, name: str, effect, targets) -> list[list[int]]:
    """timing.C.1, faq.26, faq.46: every target named, legal and distinct, before anything is paid."""
    if not isinstance(targets, (list, tuple)) or not all(
            isinstance(t, (list, tuple)) and all(isinstance(c, int) and not isinstance(c, bool) for c in t)
            for t in targets):
        raise IllegalAction("timing.C.1", f"targets are given as one list of cards per target of {name}")
    want = slots(effect, name)
    need = sum(0 if sel.up_to else sel.count for _, sel in want)
    legal = {c for _, sel in want for c in sel.all(g, p, cid)}
    if len(legal) < need or any(not sel.up_to and not sel.all(g, p, cid) for _, sel in want):
        raise IllegalAction("faq.26" if need > 1 else "faq.46",
                            f"{name} needs {need} different legal target(s); there {'is' if len(legal) == 1 else 'are'} "
                            f"{len(legal)}")
    targets = [list(t) for t in (targets or [])]
    if len(targets) != len(want):
        raise IllegalAction("timing.C.1", f"{name} names {len(want)} target(s); {len(targets)} given")
    seen: set[int] = set()
    for (o, sel), chosen in zip(want, targets):
        if not chosen and not sel.up_to:
            raise IllegalAction("timing.C.1", f"{name}: every target is chosen when the effect is triggered "
                                              f"(faq.24); one is missing")
        if not (len(chosen) == sel.count or sel.up_to and len(chosen) <= sel.count):
            raise IllegalAction("faq.26", f"{name} needs {sel.count} different target(s) there; {len(chosen)} given")
        for t in chosen:
            if t in seen:
                raise IllegalAction("faq.26", f"{name} targets different cards: {g.name(t)} is named twice")
            if not isinstance(t, int) or t not in g.s.zones.where or not sel.matches(g, p, cid, t):
                raise IllegalAction("timing.C.1", f"card {t!r} is not a legal target for {name}")
            seen.add(t)
    for (o, sel), chosen in zip(want, targets):  # a target chosen with another ("with the same cost", pairing.py)
        together = getattr(sel, "together", None)
        if together is not None and not together(g, targets):
            raise IllegalAction("timing.C.1", f"{name}: the targets chosen do not go together ({sel.why})")
    return targets


def target_options(g, p: str, cid: int, name: str, effect, cap: int = 12):
    """Some legal choices of targets (every slot filled), for `legal_actions` (at most `cap`), one by one."""
    per_slot = []
    want = slots(effect, name)
    for o, sel in want:
        cands = sel.all(g, p, cid)
        if len(cands) < sel.count:
            return
        per_slot.append([list(x) for x in combinations(cands, sel.count)])
    n = 0
    pairs = [sel.together for _, sel in want if getattr(sel, "together", None) is not None]
    for combo in product(*per_slot):
        flat = [c for part in combo for c in part]
        if len(flat) == len(set(flat)) and all(f(g, list(combo)) for f in pairs):
            yield list(combo)
            n += 1
            if n >= cap:
                return


def tactic_refusal(g, p: str, cid: int) -> IllegalAction | None:
    from ..revealing import from_deck_top  # the top card of the deck, as though in hand (Lord of Change)
    card = g.card(cid)
    if card.type != "Tactic" or g.s.zones.where.get(cid) != f"{p}.hand" and not from_deck_top(g, p, cid):
        return IllegalAction("core.cards.tactic", f"card {cid} is not a tactic in player {p}'s hand")
    if not card.runnable:
        return IllegalAction("core.cards.tactic", f"{card.name} can't be played by this engine yet ({card.why})")
    if card.program.own_turn and g.s.active != p:
        return IllegalAction("core.cards.tactic", f"{card.name} is played only during its player's turn")
    if card.program.play_if is not None and not holds(g, p, cid, card.program.play_if):
        return IllegalAction("core.effects.constant", f"{card.name} is played only if its condition holds")
    return TACTIC_REFUSALS.first(g, p, cid)


TACTIC_REFUSALS = Hooks("(g, p, cid) -> IllegalAction | None: when a tactic may be played (tactic_timing.py)")


def _priced_by_targets(g, p: str, cid: int, cost, chosen) -> IllegalAction | None:
    """A cost the targets chosen price: "resource tokens ... equal to the printed cost of a target ..." (faq.43)."""
    if any(part == spell_from_pile.PART for part, _ in cost_parts(cost)):
        return spell_from_pile.refusal(g, p, cid, chosen)
    return None


def _tactic_payable(g, p: str, cid: int, tax: int = 0) -> IllegalAction | None:
    from ..capital import cost
    _, ab = g.card(cid).program.actions[0]
    return _payable(g, p, cid, ab.cost, extra=cost(g, p, g.card(cid)) + tax)


def options(g, p: str) -> list[tuple]:
    """Every ("action", card, index, targets) and ("tactic", card, targets) `p` could take now (some targets)."""
    return list(_options(g, p))


def can_act(g, p: str) -> bool:
    return next(_options(g, p), None) is not None


def paying_options(g, p: str, cid: int, cost) -> list[list[int]]:
    """Some choices of the cards a cost sacrifices (one per "sacrifice a ..."; at most two choices)."""
    sels = [sel for k, sel in cost_parts(cost) if k == "sacrifice_one"]
    if not sels:
        return [[]]
    pools = [sel.all(g, p, cid) for sel in sels]
    out = [list(c) for c in product(*pools) if len(set(c)) == len(c)]
    return out[:2]


def _action_options(g, p: str, cid: int, index: int, ab):
    """The ways `p` may take the Action `index` of `cid` now: usable, its cost payable together with the price of
    the targets chosen (errata.core.39), and each choice of what it sacrifices. A card that has just left play asks
    the same (a soak found its Action offered with a target whose price its player could not pay)."""
    if _usable(g, p, cid, index, ab) is not None or _payable(g, p, cid, ab.cost) is not None:
        return
    for t in target_options(g, p, cid, g.name(cid), ab.effect):
        tax = targeting.extra(g, p, t)
        if tax and _payable(g, p, cid, ab.cost, tax) or _priced_by_targets(g, p, cid, ab.cost, t):
            continue
        for paying in paying_options(g, p, cid, ab.cost):
            if token_x_cost.pays_x(ab.cost):  # "Discard X resource tokens from this card": each X
                for x in token_x_cost.choices(g, cid):
                    yield ("action", cid, index, t, paying, x)
                continue
            yield ("action", cid, index, t, paying) if paying else ("action", cid, index, t)


def _options(g, p: str):
    gone = [int(r.split(":")[0]) for r in g.s.ready if _ready_player(g, *map(int, r.split(":")[:2])) == p]
    for cid in dict.fromkeys(c for c in gone if g.place(c) not in IN_PLAY):  # zones.leaving-play
        for index, ab in g.card(cid).program.actions:
            yield from _action_options(g, p, cid, index, ab)
    for z in ZONES:
        for cid in g.cards(p, z):
            prog = g.card(cid).program
            for index, ab in (prog.actions if prog else ()):
                yield from _action_options(g, p, cid, index, ab)
    for cid in trigger_permission.others(g, p):  # "Only an opponent may trigger this ability."
        for index, ab in g.card(cid).program.actions:
            yield from _action_options(g, p, cid, index, ab)
    for cid in g.cards(p, "hand"):
        if g.card(cid).type == "Tactic" and tactic_refusal(g, p, cid) is None and _tactic_payable(g, p, cid) is None:
            _, ab = g.card(cid).program.actions[0]
            for t in target_options(g, p, cid, g.name(cid), ab.effect):
                if targeting.extra(g, p, t) and _tactic_payable(g, p, cid, targeting.extra(g, p, t)):
                    continue
                for paying in paying_options(g, p, cid, ab.cost):  # a tactic's "sacrifice a unit" cost too
                    yield ("tactic", cid, t, paying) if paying else ("tactic", cid, t)


# ---- taking an action ------------------------------------------------------------------------------------------
@implements("timing.B.2", "timing.C.1", "timing.C.2", "faq.26", "faq.46", "core.effects.zone-prefix")
@implements("terms.the-letter-x", "terms.cost")
def _chosen_x(g, p: str, card, kind: str, x, cid: int = 0, ab=None) -> None:
    """Only a tactic printed with a cost of X is played with an X, a whole number its player can pay."""
    from ..capital import cost
    from .effects import CHOSEN_X
    if kind == "action" and card.name in effects.COST_X and token_x_cost.pays_x(ab.cost):
        problem = token_x_cost.refusal(g, p, cid, x)  # "Discard X resource tokens from this card"
        if problem:
            raise problem
        return
    if x == 0:
        return
    if kind != "tactic" or card.name not in CHOSEN_X:
        raise IllegalAction("terms.the-letter-x", f"{card.name} has no cost of X to choose")
    if not isinstance(x, int) or isinstance(x, bool) or x < 0:
        raise IllegalAction("terms.the-letter-x", f"X is a whole number of resources, not {x!r}")
    if cost(g, p, card) + x > g.s.resources[p]:
        raise IllegalAction("core.cards.cost", f"{card.name} with X = {x} costs {cost(g, p, card) + x}; player {p} "
                                               f"has {g.s.resources[p]}")


@implements("clar.triggering-a-card-effect", "faq.24")
def take(g, p: str, kind: str, cid: int, index: int | None, targets, paying=(), x: int = 0) -> dict:
    """Choose targets, then pay all costs (timing.B.2, C.1-C.2); the entry for the chain. Refusals change nothing.
    `x`: the X a tactic printed with a cost of X is played with (paid on top of its cost, terms.the-letter-x)."""
    from ..capital import cost
    if not isinstance(cid, int) or isinstance(cid, bool) or cid not in g.s.zones.where:
        raise IllegalAction("timing.B.2", f"no card {cid!r}")
    card = g.card(cid)
    if kind == "tactic":
        problem = tactic_refusal(g, p, cid)
        if problem:
            raise problem
        index, ab = card.program.actions[0]
    else:
        prog = card.program
        found = [a for i, a in (prog.actions if prog else ()) if i == index and isinstance(index, int)]
        if not found:
            raise IllegalAction("timing.B.2", f"{card.name} has no Action: ability number {index!r}")
        ab = found[0]
        problem = _usable(g, p, cid, index, ab)
        if problem:
            raise problem
    _chosen_x(g, p, card, kind, x, cid, ab)
    chosen = _check_targets(g, p, cid, card.name, ab.effect, targets)  # timing.C.1, then the costs (C.2)
    tax = targeting.extra(g, p, chosen)  # to target the opponent's units (errata.core.39)
    problem = _tactic_payable(g, p, cid, tax) if kind == "tactic" else _payable(g, p, cid, ab.cost, tax)
    problem = problem or _priced_by_targets(g, p, cid, ab.cost, chosen)
    if problem:
        raise problem
    sacrificed = _paying(g, p, cid, ab.cost, paying)
    # costs: everything checked, now paid (timing.C.2)
    price = (cost(g, p, card) + x if kind == "tactic" else 0) + tax
    for part, n in cost_parts(ab.cost):
        if part == "spend":
            price += n
        elif part == spend_x_cost.PART:  # X counted as the cost is paid; the effect reads that X
            x = spend_x_cost.amount(g, p, cid, n)
            price += x
            spend_x_cost.paid(g, cid, x)
    if price:
        g.s.resources[p] -= price
    if kind == "tactic":
        from .loyalty_ignoring import played
        played(g, p, card)  # "... the next [race] card you play this turn": used up
        from .next_cost import played
        played(g, p, card)  # "lower the cost of the next ... tactic you play this turn"
    for part, n in cost_parts(ab.cost):  # resource tokens of this card (quests.py)
        if part == "tokens":
            g.put_tokens(cid, -n, ("timing.C.2", "card-types.quests"), name=card.name)
        elif part == token_x_cost.PART:
            token_x_cost.pay(g, p, cid, x)
        elif part == questing_cost.PART:
            questing_cost.pay(g, p, cid)  # "Sacrifice the unit on this quest"
        elif part == spell_from_pile.PART:
            spell_from_pile.pay(g, p, cid, chosen)  # the printed cost of the target, in tokens of this card
    if kind == "tactic":
        src = g.s.zones.move(cid, f"{p}.discard")
        g.emit("play_tactic", ("core.cards.tactic", "timing.B.2", "timing.C.2"), player=p, card=cid,
               name=card.name, paid=price, targets=chosen, zone=src)
    else:
        g.emit("trigger", ("timing.B.2", "timing.C.2"), player=p, card=cid, name=card.name, paid=price,
               targets=chosen)
        if ab.limit is not None:
            g.s.used.append(used_key(g, cid, index, ab))
        if ab.trigger is not None:
            readied = ready_entry(g, cid, index)
            g.s.ready.remove(readied)
            about = [x for x in readied.split(":")[2:3] if x]  # the card its trigger was about ("that unit")
        for part, _ in cost_parts(ab.cost):
            if part == "corrupt":
                g.s.corrupted.add(cid)
                g.emit("corrupt", ("core.effects.corruption", "timing.C.2"), card=cid, name=card.name)
            elif part == "sacrifice":
                leave(g, cid, "sacrificed", ("terms.sacrifice", "timing.C.2"))
    for victim in sacrificed:  # "sacrifice a unit" costs, of an Action or of a tactic
        leave(g, victim, "sacrificed", ("terms.sacrifice", "timing.C.2"))
    discarded: list[int] = []
    for part, n in cost_parts(ab.cost):  # "discard ..." costs (cards_moving.py)
        if part in DISCARD_COSTS:
            discarded += pay_discard(g, p, cid, part, n) or []
        elif part == loyalty_cost.PART:
            x = loyalty_cost.pay(g, p, cid)  # X is the loyalty of the card discarded (terms.the-letter-x)
        elif hasattr(part, "pay"):  # a part with its own payment (part_costs.py)
            part.pay(g, p, cid)
    entry = {"card": cid, "name": card.name, "ability": index, "player": p, "targets": chosen,
             "tactic": kind == "tactic", **({"x": x} if x else {})}
    if kind != "tactic" and ab.trigger is not None and about:
        entry["that"] = [int(about[0])]
    if discarded and card.name in discarded_cost.PASSES:  # "... equal to the printed cost of the discarded card"
        entry["discarded"] = discarded
    return entry


def _paying(g, p: str, cid: int, cost, paying) -> list[int]:
    """The cards a "sacrifice a ..." cost takes: named by the player, one per such cost, distinct and legal."""
    sels = [sel for k, sel in cost_parts(cost) if k == "sacrifice_one"]
    paying = list(paying or [])
    if len(paying) != len(sels) or not all(isinstance(c, int) and not isinstance(c, bool) for c in paying) \
            or len(set(paying)) != len(paying):
        raise IllegalAction("timing.C.2", f"the cost sacrifices {len(sels)} card(s) the player names; "
                                          f"{len(paying)} named")
    for sel, c in zip(sels, paying):
        if c not in g.s.zones.where or not sel.matches(g, p, cid, c):
            raise IllegalAction("timing.C.2", f"card {c} can't be sacrificed to pay this cost")
    return paying


@implements("timing.B.3", "timing.C.3", "faq.9", "core.effects.action", "core.cards.tactic",
            "clar.resolving-a-card-effect", "targeting.illegal-target")
def resolve(g, entry: dict) -> None:
    """One chain entry resolves: its targets are checked again and it is cancelled when all are invalid."""
    card = g.pool[entry["name"]]
    ab = dict(card.program.actions)[entry["ability"]]
    r = Resolution(g, entry["player"], entry["card"], card.name, ab.effect, entry["targets"])
    r.chosen_x = entry.get("x", 0)  # a tactic's X, chosen as it was played
    r.discarded = entry.get("discarded", [])  # the card a discarding cost discarded (discarded_cost.py)
    want = slots(ab.effect, card.name)
    if want:
        valid = [[c for c in chosen if c in g.s.zones.where and sel.matches(g, r.p, r.source, c)]
                 for (o, sel), chosen in zip(want, entry["targets"])]
        if not any(valid):
            g.emit("cancelled", ("timing.B.3", "faq.9"), card=entry["card"], name=card.name,
                   why="every target is invalid")
            return
    g.emit("resolve", ("timing.B.3",), player=r.p, card=entry["card"], name=card.name)
    r.that = [c for c in entry.get("that", []) if c in g.s.zones.where]  # what its trigger was about
    r.about = list(r.that)  # kept: "that unit" after a search named another card (attaching.py)
    effects.run(ab.effect, r)
    destroy_the_dead(g)


@implements("faq.7", "core.cards.destroyed")
def destroy_the_dead(g) -> None:
    """A unit whose damage reaches its hit points is destroyed at once, a unit at 0 hit points too (faq.7)."""
    for p in (g.s.active, other(g.s.active)):
        for z in ZONES:
            for cid in list(g.cards(p, z)):
                if g.card(cid).unit and g.damage_on(cid) >= g.unit_health(cid):
                    leave(g, cid, "destroyed", ("core.cards.destroyed", "faq.7"))


# ---- forced effects --------------------------------------------------------------------------------------------
def _abilities(prog):
    """(index, ability, its watches, constant | forced | action) of a card's abilities with a trigger condition."""
    if prog is None:
        return []
    actions = dict(prog.actions)
    return [(i, ab, trig, "constant" if printed else "forced") for i, ab, trig, printed in prog.forced] + \
        [(i, actions[i], trig, "action") for i, trig in prog.triggered]


def _watchers(g) -> frozenset:
    """The names of the cards whose triggers watch other cards or the table (looked at on every event)."""
    cache = g.__dict__.get("_watching")
    if cache is None:
        cache = frozenset(n for n, c in g.pool.items() for _, _, watches, _ in _abilities(c.program)
                          if any(not w.own for w in watches))
        g.__dict__["_watching"] = cache
    return cache


def _triggered_by(g, i: int) -> list[tuple[str, int, int, str, list]]:
    """What event `i` triggers: (controller, card, ability index, constant | forced | action, the cards it is
    about)."""
    ev = g.s.log.events[i]
    if ev.kind not in triggers.EVENTS:
        return []
    cards = {c: (who, zone) for c, who, zone in triggers.about(g, ev)}  # a card leaving play: where it was
    if ev.kind == "defenders" and ev.data.get("cards") and g.s.combat is not None:
        # core.combat.3: declaring defenders opposes the attacking units too ("when this unit is opposed in combat")
        cards.update({a: _where(g, a) for a in g.s.combat.attackers if g.is_in_play(a) and a not in cards})
    if ev.kind in ("attackers", "defenders", "combat_ends"):  # an attachment watches the unit it is on
        cards.update({a: _where(g, a) for a, host in g.s.attached.items() if host in cards and g.is_in_play(a)})
    if ev.kind in triggers.LEAVES and ev.data.get("attachments"):  # ... leaving play, the attachments with it
        zone = str(ev.data.get("zone", "")).partition(".")[2]
        cards.update({a: (g.s.owner[a], zone) for a in ev.data["attachments"] if a not in cards})
    from .from_hand import watching, works_from_hand
    cards.update({c: (p, "hand") for c, p in watching(g) if c not in cards})  # "put this card into play from your hand"
    names = _watchers(g)
    if names:
        for p in (g.s.active, other(g.s.active)):
            for z in ZONES:
                for c in g.cards(p, z):
                    if c not in cards and g.name(c) in names:
                        cards[c] = (p, z)
    found = []
    from ..blanking import blank
    for cid, (p, zone) in cards.items():
        if g.is_in_play(cid) and blank(g, cid):  # a blank text box triggers nothing (faq.28)
            continue
        for index, ab, watches, how in _abilities(g.card(cid).program):
            if ab.zone is not None and zone not in ab.zone.split(" or "):
                continue
            if (zone == "hand") != works_from_hand(ab):  # from the hand, only what works from there (from_hand.py)
                continue
            for w in watches:
                if not w.own and not g.is_in_play(cid) and zone != "hand":
                    continue
                hits = triggers.fired(g, i, cid, p, zone, w)
                if hits is not None:
                    found.append((p, cid, index, how, hits))
                    break
    return found


def _where(g, cid: int) -> tuple[str, str]:
    who, _, zone = g.s.zones.where[cid].partition(".")
    return who, zone


def ready_entry(g, cid: int, index: int) -> str | None:
    """The readied trigger of an Action ("card:ability:the card it is about:its controller then"), if any."""
    key = f"{cid}:{index}"
    return next((r for r in g.s.ready if r == key or r.startswith(key + ":")), None)


def _ready_player(g, cid: int, index: int) -> str | None:
    entry = ready_entry(g, cid, index)
    parts = entry.split(":") if entry else []
    return parts[3] if len(parts) > 3 else None


def _gone(g, cid: int, index: int) -> bool:
    """Does this Action trigger on its own card leaving play (zones.leaving-play: it is triggered afterwards)?"""
    prog = g.card(cid).program
    return any(i == index and any(w.on in ("leaves", "destroyed") and w.who is not None and w.who.ref == "this"
                                  for w in watches) for i, watches in (prog.triggered if prog else ()))


@implements("timing.C.1", "timing.A.2")
def forced_targets(g, p: str, cid: int, name: str, effect) -> list[list[int]] | None:
    """A forced effect's targets, chosen by its controller as it resolves (timing.A.2 -> timing.C.1): the next
    scripted answers name them (a card name, protocol `choose`); else the first legal cards. None when a target
    can't be chosen (faq.46): the effect does not resolve."""
    chosen: list[list[int]] = []
    used: set[int] = set()
    for o, sel in slots(effect, name):
        cands = [c for c in sel.all(g, p, cid) if c not in used]
        pick: list[int] = []
        while g.s.answers and len(pick) < sel.count:
            named = [c for c in cands if g.name(c) == g.s.answers[0] and c not in pick]
            if not named:
                break
            g.s.answers.pop(0)
            pick.append(named[0])
        pick += [c for c in cands if c not in pick][:sel.count - len(pick)]
        if len(pick) < sel.count and not sel.up_to:
            return None
        chosen.append(pick)
        used.update(pick)
    return chosen


REACTIONS: list = []  # (game, event index) -> [(player, forced entry)]: lasting reactions (lasting_triggers.py)


@implements("timing.A.1", "timing.A.2", "timing.D.1", "timing.E.2", "faq.18", "faq.33", "timing.B.1",
            "core.effects.forced", "clar.trigger-conditions", "clar.triggered-actions-formerly-response-actions",
            "clar.simultaneous-effects")
def settle(g, since: int) -> None:
    """Resolve what the events since `since` triggered: triggered Constant effects (timing.A.1), then Forced
    effects (timing.A.2), each time the active player's first, then the other's; effects they cause trigger in
    turn. They interrupt a resolving chain (faq.18). Actions with a trigger become available (timing.B.1), once
    per trigger condition. Each event triggers once: `seen` is where the last look at the log stopped."""
    constant, forced = Triggered(), Triggered()
    mark = max(since, g.s.seen)
    while not g.over:
        for i in range(mark, len(g.s.log)):
            for p, cid, index, how, hits in _triggered_by(g, i):
                if how == "action":
                    if ready_entry(g, cid, index) is None:  # timing.B.1: the Action may now be triggered
                        g.s.ready.append(f"{cid}:{index}:{hits[0] if hits else ''}:{p}")
                else:
                    (constant if how == "constant" else forced).add(p, {"card": cid, "ability": index,
                                                                        "name": g.name(cid), "that": hits})
            for p, e in (r for hook in REACTIONS for r in hook(g, i)):  # set up by an Action (lasting_triggers.py)
                forced.add(p, e)
        mark = g.s.seen = len(g.s.log)
        order = [g.s.active, other(g.s.active)]
        nxt, kind = constant.next(order), "constant_effect"
        if nxt is None:
            nxt, kind = forced.next(order), "forced"
        if nxt is None:
            from .developments_as_units import keep
            keep(g)  # developments a card in play makes units, once what entered play is in (faq.30)
            if len(g.s.log) != mark:
                continue  # what becoming a unit (or a development again) triggers
            from ..revealing import reveal_tops
            reveal_tops(g)  # a deck played with its top card revealed shows its new top, once all is over (faq.15)
            return
        p, e = nxt
        if "reaction" in e:
            from .lasting_triggers import resolve as react
            react(g, p, e)
            continue
        card = g.pool[e["name"]]
        ab = next(a for i, a, _, _ in card.program.forced if i == e["ability"])
        rule = "timing.A.1" if kind == "constant_effect" else "timing.A.2"
        targets = forced_targets(g, p, e["card"], card.name, ab.effect)
        if targets is None:
            g.emit("cancelled", (rule, "timing.C.1", "faq.46"), card=e["card"], name=card.name,
                   why="no legal target")
            continue
        g.emit(kind, (rule,), player=p, card=e["card"], name=card.name,
               **({"targets": targets} if targets else {}))
        r = Resolution(g, p, e["card"], card.name, ab.effect, targets)
        r.that = [c for c in e.get("that", []) if c in g.s.zones.where]
        r.about = list(r.that)
        effects.run(ab.effect, r)
        destroy_the_dead(g)
