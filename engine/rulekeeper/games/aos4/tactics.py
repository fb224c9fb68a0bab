"""Battle tactics (battle-tactic.*): picked with the Tactical Gambit (ability.tactical-gambit) at the start of one's
turn, with what its text picks (a unit, an objective, a terrain feature); completed at the end of that turn when
its condition holds (tactic_checks.py).
"""

from __future__ import annotations

from ...kernel import IllegalAction, implements
from .battle import Battle, Tactic, other
from .tactic_checks import circle_touches
from .tactic_checks import completed

TACTIC_VP = 4  # core.objectives.victory-points: a completed battle tactic (the battle plan's number; ours)
GAMBIT = "ability.tactical-gambit"
U = "battle-tactic.universal."
ALLIANCE = {"chaos": "CHAOS", "death": "DEATH", "destruction": "DESTRUCTION", "order": "ORDER"}
TACTICS = [U + t for t in ("attack-on-two-fronts", "do-not-waiver", "seize-the-center", "slay-the-entourage",
                           "take-the-flanks", "take-their-land")] + [
    "battle-tactic.chaos.offering-of-carnage", "battle-tactic.chaos.ordained-charge",
    "battle-tactic.death.inevitable-demise", "battle-tactic.death.marked-for-the-grave",
    "battle-tactic.destruction.the-kunnin-approach", "battle-tactic.destruction.time-to-get-stuck-in",
    "battle-tactic.order.reclaim-the-realms", "battle-tactic.order.slay-the-tyrants"]
PICKS = {U + "slay-the-entourage": 1, U + "take-their-land": 1, "battle-tactic.chaos.ordained-charge": 1,
         "battle-tactic.death.marked-for-the-grave": 1, "battle-tactic.destruction.the-kunnin-approach": 2,
         "battle-tactic.destruction.time-to-get-stuck-in": 3}


def tactic_id(name: str) -> str:
    """A tactic by id or by its name ("Seize the Center")."""
    slug = name.lower().replace("'", "").replace("!", "").replace(" ", "-")
    for t in TACTICS:
        if t == name or t.endswith("." + slug):
            return t
    raise IllegalAction("battle-tactic.universal", f"no battle tactic {name!r}")


def available(b: Battle, p: str) -> list[str]:
    """The tactics player p may pick: universal ones and their grand alliance's, not yet attempted."""
    group = lambda t: t.split(".")[1]  # noqa: E731
    return [t for t in TACTICS if t not in b.attempted[p]
            and (group(t) == "universal" or ALLIANCE[group(t)] == b.alliance.get(p))]


@implements("ability.tactical-gambit", "battle-tactic.universal")
def gambit(b: Battle, p: str, name: str, picks: list[str]) -> None:
    """Once per battle round, at the start of your turn: pick a battle tactic not yet attempted. Not after going
    second last round and choosing to go first now, unless behind by 6+ VP (priority-roll.seize-initiative)."""
    if p != b.active or b.phase != "start":
        raise IllegalAction(GAMBIT, "the Tactical Gambit is used at the start of your turn")
    if b.gambit_round.get(p) == b.round:
        raise IllegalAction(GAMBIT, "once per battle round")
    if b.double_turn == p and b.behind_by(p) < 6:
        raise IllegalAction(GAMBIT, f"player {p} went second last round and chose to go first, and is not "
                                    "behind by 6 or more victory points")
    t = tactic_id(name)
    if t in b.attempted[p]:
        raise IllegalAction(GAMBIT, f"{t} was already attempted")
    if t not in available(b, p):
        raise IllegalAction(t, f"player {p}'s army is not {t.split('.')[1].upper()}")
    check_picks(b, p, t, picks)
    b.attempted[p].append(t)
    b.gambit_round[p] = b.round
    b.tactic[p] = Tactic(t, tuple(picks), {o.name: o.controller for o in b.objectives})
    rules = (GAMBIT, t) + (("priority-roll.seize-initiative",) if b.double_turn == p else ())
    b.log.emit("battle tactic", rules, player=p, tactic=t, picked=list(picks))


def regiment_of(b: Battle, p: str, leader: str | None) -> list[str]:
    """The units of the regiment `leader` leads (its leader first)."""
    return [x for r in b.regiments[p] if r["leader"] == leader for x in (r["leader"], *r["units"])]


def check_picks(b: Battle, p: str, t: str, picks: list[str]) -> None:
    n = PICKS.get(t, 0)
    if len(picks) != n:
        raise IllegalAction(t, f"{t} picks {n} thing{'s' if n != 1 else ''}, not {len(picks)}")
    bad = None
    if t == U + "slay-the-entourage":
        if picks[0] not in regiment_of(b, other(p), b.general.get(other(p))):
            bad = "pick a unit in the enemy general's regiment"
    elif t == U + "take-their-land":
        f = next((x for x in b.terrain if x.name == picks[0]), None)
        if f is None or not circle_touches(f, b.territory(other(p))) or circle_touches(f, b.territory(p)):
            bad = "pick a terrain feature wholly or partially within enemy territory and wholly outside friendly " \
                  "territory"
    elif t == "battle-tactic.chaos.ordained-charge":
        o = next((x for x in b.objectives if x.name == picks[0]), None)
        if o is None or o.controller != other(p):
            bad = "pick an objective controlled by your opponent"
    elif t == "battle-tactic.death.marked-for-the-grave":
        u = b.enemy(p, picks[0], t)
        non_heroes = [e for e in b.units(other(p)) if not e.has("HERO")]
        if non_heroes and (u.has("HERO") or u.slain):
            bad = "pick a non-HERO enemy unit that has had no models slain this battle"
    elif t == "battle-tactic.destruction.the-kunnin-approach":
        e, f = b.enemy(p, picks[0], t), b.own(p, picks[1], t)
        if not b.in_combat(e) or b.in_combat(f):
            bad = "pick an enemy unit in combat and a friendly unit not in combat"
    elif t == "battle-tactic.destruction.time-to-get-stuck-in":
        us = [b.own(p, x, t) for x in picks]
        if len(set(picks)) != 3 or any(b.in_combat(u) or not b.wholly_within(u, b.territory(p)) for u in us):
            bad = "pick 3 friendly units not in combat and wholly within friendly territory"
    if bad:
        raise IllegalAction(t, bad)


def check_end_of_turn(b: Battle) -> None:
    p = b.active
    t = b.tactic.pop(p, None)
    if t is None:
        return
    if completed(b, p, t):
        b.completed[p].append(t.id)
        b.vp[p] += TACTIC_VP
        b.log.emit("battle tactic completed", (t.id, "core.objectives.victory-points"), player=p, tactic=t.id,
                   vp=TACTIC_VP)
    else:
        b.log.emit("battle tactic failed", t.id, player=p, tactic=t.id)
