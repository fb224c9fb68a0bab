"""Combat damage, steps 4-5 (core.combat.4-5): each side's damage is assigned point by point (the attacker must
assign enough to destroy each defender before any goes to the zone), then applied at once: Toughness cancels,
destroyed units leave play, the zone may burn; then Scout (core.combat.scout). Non-combat damage is applied as
soon as it is assigned (Counterstrike; no card deals non-combat damage yet)."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .game import Game
from .state import other
from .turn import expect


def lethal(g: Game, cid: int) -> int:
    """Damage that destroys the unit: its remaining hit points plus its Toughness (core.combat.4)."""
    return max(0, g.card(cid).health - g.s.damage.get(cid, 0)) + g.toughness(cid)


def targets(g: Game) -> list[int | str]:
    """Where the side assigning now may put its next point of damage."""
    c = g.s.combat
    if c.side == "defense":
        return list(c.attackers)
    out: list[int | str] = list(c.defenders)
    ready = all(c.assigned.get(str(d), 0) >= lethal(g, d) for d in c.defenders)
    if ready and f"{other(g.s.active)}.{c.target}" not in g.s.burned:
        out.append("zone")
    return out


def begin_assignment(g: Game) -> None:
    c = g.s.combat
    c.side, c.left = "attack", sum(g.unit_power(a) for a in c.attackers)
    g.s.step, g.s.deciding = "assign", g.s.active
    _settle(g)


def _settle(g: Game) -> None:
    """Move on when the side assigning has nothing left to assign, or nowhere to put it (the damage is lost)."""
    c, s = g.s.combat, g.s
    while True:
        if c.left and not targets(g):
            g.emit("damage_lost", ("core.capital.burning", "core.combat.4"), side=c.side, amount=c.left)
            c.left = 0
        if c.left:
            return
        if c.side == "defense":
            from .windows import open_window
            open_window(g, "timing.phase.4", "apply")  # damage assigned, not yet applied: a window
            return
        c.side, c.left = "defense", sum(g.unit_power(d) for d in c.defenders)
        s.deciding = other(s.active)


@implements("core.combat.4", "rulebook-errata.1")
def assign(g: Game, p: str, target: int | str) -> None:
    """One point of damage assigned (not yet applied) to a defender, the attacked zone or an attacker."""
    expect(g, p, "assign", "core.combat.4", "assign combat damage")
    c = g.s.combat
    if target not in targets(g):
        if target == "zone":
            raise IllegalAction("core.combat.4", "enough damage to destroy each defender is assigned before any "
                                                 "goes to the zone (and none to a burned zone, faq.1)")
        raise IllegalAction("core.combat.4", f"{target!r} can't be assigned this side's damage")
    book = c.assigned if c.side == "attack" else c.against
    book[str(target)] = book.get(str(target), 0) + 1
    c.left -= 1
    _settle(g)


@implements("core.combat.5", "core.combat.scout", "keyword.scout")
def apply(g: Game) -> None:
    s, c = g.s, g.s.combat
    defender = other(s.active)
    g.emit("assigned", ("core.combat.4",), attacker=dict(c.assigned), defender=dict(c.against))
    for book in (c.assigned, c.against):
        for key, n in book.items():
            if key != "zone" and int(key) in c.attackers + c.defenders:  # still in combat
                _hurt(g, int(key), n)
    g.damage_zone(defender, c.target, c.assigned.get("zone", 0), ("core.combat.5",))
    for cid in c.attackers + c.defenders:
        if s.damage.get(cid, 0) >= g.card(cid).health:
            g.leave_play(cid, "destroyed", ("core.combat.5", "core.cards.destroyed"))
    survivors = [x for x in c.attackers + c.defenders if s.zones.where[x].endswith(("kingdom", "quest", "battlefield"))]
    g.emit("combat_ends", ("core.combat.5", "timing.phase.4"), player=s.active)
    for cid in survivors:
        if g.over:
            return
        if g.card(cid).keyword("scout", g.place(cid)):
            loser = other(s.owner[cid])
            hand = g.cards(loser, "hand")
            if hand:
                lost = hand[s.rng.randrange(len(hand))]
                s.zones.move(lost, f"{loser}.discard")
                g.emit("discard", ("core.combat.scout",), player=loser, card=lost, name=g.name(lost))
    if not g.over:
        from .windows import open_window
        open_window(g, "timing.phase.4", "after_combat")  # the end of combat: a window


@implements("damage.cancelling-damage")
def _hurt(g: Game, cid: int, n: int) -> None:
    """Assigned damage applied to a unit: its Toughness cancels that much first (core.combat.5)."""
    cancel = min(n, g.toughness(cid))
    g.s.damage[cid] = g.s.damage.get(cid, 0) + n - cancel
    g.emit("damage", ("core.combat.5",), card=cid, assigned=n, cancelled=cancel, applied=n - cancel)


def deal_now(g: Game, cid: int, n: int, rules: tuple[str, ...]) -> None:
    """Damage applied as soon as it is assigned, uncancellable (Counterstrike's: keyword.counterstrike)."""
    g.s.damage[cid] = g.s.damage.get(cid, 0) + n
    g.emit("damage", rules, card=cid, assigned=n, cancelled=0, applied=n)
    if g.s.damage[cid] >= g.card(cid).health:
        g.leave_play(cid, "destroyed", rules + ("core.cards.destroyed",))
        c = g.s.combat
        if c is not None:
            c.attackers = [a for a in c.attackers if a != cid]
            c.defenders = [d for d in c.defenders if d != cid]
