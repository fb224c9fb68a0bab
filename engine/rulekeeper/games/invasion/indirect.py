"""Indirect damage (damage.indirect-damage): non-combat damage dealt to a player, who assigns it point by point
to their units and capital sections, never more to a unit than destroys it (counting Toughness and cancel
effects) nor more to a section than burns it, none to a burned section; then it is applied all at once.

While it is assigned the game waits (`step` "indirect"); then it resumes where it was.
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .cards import ZONES
from .dealing import Target, apply_damage, known_cancellation
from .game import Game
from .turn import expect


def _key(t: Target) -> str:
    return str(t)


def _target(key: str) -> Target:
    return int(key) if key.isdigit() else key


def _room(g: Game, t: Target) -> int:
    """How much more indirect damage this unit or section can take."""
    book = g.s.pending["assigned"]
    if isinstance(t, int):
        from .abilities.uncancellable import indirect
        sure = indirect(g) or g.s.pending.get("uncancellable")  # White Tower Aspirant; "uncancellable indirect"
        cancels = 0 if sure else known_cancellation(g, t, combat=False)
        return g.damage_to_destroy(t) + cancels - book.get(_key(t), 0)
    if t in g.s.burned:
        return 0
    p, zone = t.split(".")
    return g.hit_points(p, zone) - g.s.zone_damage[t] - book.get(_key(t), 0)


def targets(g: Game) -> list[Target]:
    from .abilities.passive import forbids
    p = g.s.pending["player"]
    units: list[Target] = [c for c in g.in_play(p) if g.card(c).health and _room(g, c) > 0
                           and not forbids(g, c, "assigned")]  # "cannot be assigned damage" (core.effects.cannot)
    return units + [f"{p}.{z}" for z in ZONES if _room(g, f"{p}.{z}") > 0]


@implements("damage.indirect-damage")
def begin(g: Game, p: str, n: int) -> None:
    s = g.s
    s.pending = {"player": p, "left": n, "assigned": {}, "resume": [s.step, s.deciding]}
    s.step, s.deciding = "indirect", p
    g.emit("indirect_damage", ("damage.indirect-damage",), player=p, amount=n)
    _settle(g)


def assign(g: Game, p: str, target: Target) -> None:
    """One point of the indirect damage, assigned (not yet applied) by the player it was dealt to."""
    expect(g, p, "indirect", "damage.indirect-damage", "assign indirect damage")
    if target not in targets(g):
        where = g.name(target) if isinstance(target, int) and 0 <= target < len(g.s.names) else target
        raise IllegalAction("damage.indirect-damage", f"no more indirect damage can be assigned to {where!r}: "
                                                      "not more than destroys a unit or burns a section, and none "
                                                      "to a burned section")
    book = g.s.pending["assigned"]
    book[_key(target)] = book.get(_key(target), 0) + 1
    g.s.pending["left"] -= 1
    _settle(g)


def _settle(g: Game) -> None:
    s = g.s
    pend = s.pending
    if pend["left"] and not targets(g):
        g.emit("damage_lost", ("damage.indirect-damage",), amount=pend["left"])
        pend["left"] = 0
    if pend["left"]:
        return
    s.pending = None
    s.step, s.deciding = pend["resume"]
    apply_damage(g, [(_target(k), n) for k, n in pend["assigned"].items()],
                 ("damage.indirect-damage", "damage.non-combat-damage"))


@implements("damage.indirect-damage")
def deal_now(g: Game, p: str, n: int, rules: tuple[str, ...] = ("damage.indirect-damage",),
             uncancellable: bool = False) -> int:
    """Indirect damage a resolving card effect deals to player `p`: `p` assigns it point by point at once, under
    the same limits as `assign` (the next scripted answers name a unit or a section, "kingdom" or "A.kingdom";
    with none, the first place that can take it), then it is applied all at once. Returns the points assigned.
    `uncancellable` ("1 uncancellable indirect damage"): nothing cancels it, so a unit takes no more of it than its
    remaining hit points (damage.cancelling-damage)."""
    s = g.s
    if n <= 0 or g.over:
        return 0
    outer = s.pending
    s.pending = {"player": p, "left": n, "assigned": {}, "resume": None, "uncancellable": uncancellable}
    g.emit("indirect_damage", rules, player=p, amount=n)
    try:
        while s.pending["left"]:
            legal = targets(g)
            if not legal:
                g.emit("damage_lost", ("damage.indirect-damage",), amount=s.pending["left"])
                break
            t = _answer(g, p, legal)
            book = s.pending["assigned"]
            book[_key(t)] = book.get(_key(t), 0) + 1
            s.pending["left"] -= 1
        assigned = s.pending["assigned"]
    finally:
        s.pending = outer
    g.emit("indirect_assigned", ("damage.indirect-damage",), player=p,
           to={(g.name(_target(k)) if k.isdigit() else k): v for k, v in assigned.items()})
    apply_damage(g, [(_target(k), v) for k, v in assigned.items()], rules + ("damage.non-combat-damage",),
                 uncancellable=uncancellable)
    return sum(assigned.values())


def _answer(g: Game, p: str, legal: list[Target]) -> Target:
    """The place the next scripted answer names (a unit's name, a section "kingdom" / "A.kingdom"), taken off
    the answers; the first legal place otherwise."""
    def names(t: Target, word: str) -> bool:
        return isinstance(t, int) and g.name(t) == word or isinstance(t, str) and word in (t, t.split(".")[1])

    word = g.answer(lambda w: any(names(t, w) for t in legal))
    return legal[0] if word is None else next(t for t in legal if names(t, word))
