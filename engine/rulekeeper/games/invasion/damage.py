"""Combat damage, steps 4-5 (core.combat.4-5): each side's damage is assigned point by point (the attacker must
assign enough to destroy each defender before any goes to the zone), then applied at once: Toughness cancels,
destroyed units leave play, the zone may burn; then Scout (core.combat.scout). Applying damage (redirect,
cancel, dealt damage) is dealing.py's, for combat and non-combat damage alike."""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .abilities import doubling, passive
from .dealing import apply_damage, deal, known_cancellation
from .game import Game
from .legends import combat_power
from .state import other
from .turn import expect


@implements("core.combat.4", "faq.12")
def lethal(g: Game, cid: int) -> int:
    """Damage that destroys the unit: its remaining hit points plus its Toughness and the cancel effects on it
    (core.combat.4; redirect effects are not counted, damage.redirecting-damage)."""
    return g.damage_to_destroy(cid) + known_cancellation(g, cid)


@implements("clar.legends", "faq.44")
def targets(g: Game) -> list[int | str]:
    """Where the side assigning now may put its next point of damage (not on a unit that "cannot be assigned
    damage" now, core.effects.cannot: it needs none before the zone takes any)."""
    c = g.s.combat
    if c.side == "defense":
        return [a for a in c.attackers if not passive.forbids(g, a, "assigned")]
    out: list[int | str] = [d for d in c.defenders if not passive.forbids(g, d, "assigned")]
    ready = all(c.assigned.get(str(d), 0) >= lethal(g, d) for d in out)
    if c.fulcrum is not None:  # "zone": the attacked fulcrum (fulcrums.py)
        if ready:
            out.append("zone")
    elif c.legend is not None:  # "zone": the attacked legend, when it does not defend (clar.legends)
        if ready and c.legend not in c.defenders and g.is_in_play(c.legend):
            out.append("zone")
    elif ready and f"{other(g.s.active)}.{c.target}" not in g.s.burned:
        out.append("zone")
    return out


def begin_assignment(g: Game) -> None:
    c = g.s.combat
    c.side, c.left = "attack", sum(combat_power(g, a) for a in c.attackers)
    g.s.step, g.s.deciding = "assign", g.s.active
    settle(g)


def settle(g: Game) -> None:
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
            g.emit("damage_assigned", ("core.combat.4", "timing.phase.4"), attacker=dict(c.assigned),
                   defender=dict(c.against))  # the moment "when damage has been assigned" (tactic_timing.py)
            open_window(g, "timing.phase.4", "apply")  # damage assigned, not yet applied: a window
            return
        c.side, c.left = "defense", sum(combat_power(g, d) for d in c.defenders)
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
    to_unit = target != "zone"  # "zone": the capital section, or the attacked legend (not a unit)
    book[str(target)] = book.get(str(target), 0) + (doubling.factor(g) if to_unit else 1)  # faq.23
    c.left -= 1
    settle(g)


@implements("core.combat.5", "core.combat.scout", "keyword.scout", "damage.dealing-damage-in-combat")
def apply(g: Game) -> None:
    s, c = g.s, g.s.combat
    defender = other(s.active)
    g.emit("assigned", ("core.combat.4",), attacker=dict(c.assigned), defender=dict(c.against))
    from .abilities.cancelling import combat_damage as cancelled
    cancelled(g)  # Master Rune of Valaya (faq.53)
    from .abilities.damage_shields import combat_damage as spared
    spared(g)  # Skavenslaves: the damage assigned to attacking units
    zone = f"{defender}.{c.target}" if c.legend is None else c.legend
    sides = {"attack": (c.attackers, c.assigned), "defense": (c.defenders, c.against)}
    hits = {side: [(zone if k == "zone" else int(k), n) for k, n in book.items()
                   if not (k == "zone" and c.fulcrum is not None)] for side, (_, book) in sides.items()}
    owner = {side: {t for t, _ in h} for side, h in hits.items()}
    applied = apply_damage(g, hits["attack"] + hits["defense"], ("core.combat.5",))
    if c.fulcrum is not None:  # damage assigned to the fulcrum: its control changes (fulcrums.py)
        from .fulcrums import claim
        claim(g, c.assigned.get("zone", 0))
    from .attached import combat_damage
    combat_damage(g)  # Grimgor's Spike (faq.19)
    for side, (units, _) in sides.items():
        # damage.dealing-damage-in-combat: every unit that added to the side's damage has dealt damage in combat
        # when at least one point of that side's damage was applied to an opponent's unit or capital
        if any(applied.get(t) for t in owner[side]):
            dealt = [g.name(u) for u in units if combat_power(g, u) > 0]
            g.emit("dealt_combat_damage", ("damage.dealing-damage-in-combat",), side=side, cards=dealt,
                   units=[u for u in units if combat_power(g, u) > 0])
    survivors = [x for x in c.attackers + c.defenders if g.is_in_play(x)]
    if c.fulcrum is not None:
        from .fulcrums import scout_has_effect
        survivors = survivors if scout_has_effect(g) else []  # faq.55
    g.emit("combat_ends", ("core.combat.5", "timing.phase.4"), player=s.active,  # who took part and is in play
           attackers=[x for x in c.attackers if g.is_in_play(x)], defenders=[x for x in c.defenders if g.is_in_play(x)])
    for cid in survivors:
        if g.over:
            return
        if g.keyword(cid, "scout"):  # printed, gained, or given by a constant effect
            loser = other(g.controller(cid))
            hand = g.cards(loser, "hand")
            if hand:
                from .abilities.random_discards import pick_at_random  # Dark Covenant: chosen instead
                lost = pick_at_random(g, loser, list(hand))
                s.zones.move(lost, f"{loser}.discard")
                g.emit("discard", ("core.combat.scout",), player=loser, card=lost, name=g.name(lost))
    if not g.over:
        from .windows import open_window
        open_window(g, "timing.phase.4", "after_combat")  # the end of combat: a window


def deal_now(g: Game, cid: int, n: int, rules: tuple[str, ...]) -> None:
    """Damage applied as soon as it is assigned, uncancellable (Counterstrike's: keyword.counterstrike)."""
    deal(g, cid, n, rules, uncancellable=True)
    c = g.s.combat
    if c is not None:
        c.attackers = [a for a in c.attackers if g.is_in_play(a)]
        c.defenders = [d for d in c.defenders if g.is_in_play(d)]
