"""Battle rounds (core.round.battle-rounds), the priority roll (core.round.priority-roll) with the double turn and
seizing the initiative (priority-roll.*), command points (command-points), the phases of a turn (core.round.turn),
and what the end of a turn does: objectives (core.objectives.*), battle tactics, the end of the battle.
"""

from __future__ import annotations

from ...kernel import IllegalAction, ask, implements
from . import objectives, tactics
from .battle import PHASES, Battle, other
from .core import core

BASE_CP = 4  # command-points: "Both players gain 4 command points"
UNDERDOG_CP = AUXILIARY_CP = UNDERSPENT_CP = 1
UNDERSPENT_BY = 50  # command-points: "50 or more points lower than the points limit"
SEIZE_BEHIND_BY = 6  # priority-roll.seize-initiative: "behind by 6 or more victory points"


@implements("core.round.battle-rounds")
def start_round(b: Battle) -> None:
    b.log.emit("battle round", "core.round.battle-rounds", round=b.round)
    b.double_turn = None
    b.used.pop("round", None)
    first = priority_roll(b)
    b.first, b.active, b.turn_in_round = first, first, 1
    command_points(b)
    start_turn(b)


@implements("core.round.priority-roll", "priority-roll.double-turn", "priority-roll.seize-initiative")
def priority_roll(b: Battle) -> str:
    """Players roll off (a tie is rolled again); the winner chooses who takes the first turn. The player who went
    second last round and now goes first takes a double turn; unless behind by 6+ VP they seize the initiative."""
    while True:
        a, bb = (b.dice.d6("core.round.priority-roll", "priority roll", player=p) for p in ("A", "B"))
        if a != bb:
            break
        b.log.emit("priority tie", "core.round.priority-roll", roll=a)
    winner = "A" if a > bb else "B"
    choice = ask(b.decisions, b.log, winner, "who takes the first turn?", ["first", "second"],
                 ("core.round.priority-roll",))
    first = winner if choice == 0 else other(winner)
    b.log.emit("priority", "core.round.priority-roll", winner=winner, first=first, rolls={"A": a, "B": bb})
    went_second = None if b.previous_first is None else other(b.previous_first)
    if first == winner and winner == went_second:
        b.double_turn = winner
        b.log.emit("double turn", "priority-roll.double-turn", player=winner)
        if b.behind_by(winner) < SEIZE_BEHIND_BY:
            b.seized = winner
            b.log.emit("seize the initiative", "priority-roll.seize-initiative", player=winner)
    return first


def underdog(b: Battle) -> str | None:
    """The player with fewer victory points; once anyone has seized the initiative, always the opponent of the
    player who most recently did (priority-roll.seize-initiative). Equal VP: no underdog."""
    if b.seized is not None:
        return other(b.seized)
    if b.vp["A"] == b.vp["B"]:
        return None
    return "A" if b.vp["A"] < b.vp["B"] else "B"


@implements("command-points", "core.round.command-points")
def command_points(b: Battle) -> None:
    """At the start of each battle round, after the priority roll, unspent command points are lost and each
    player gains 4, +1 for the underdog, +1 for fewer auxiliary units, +1 in round 1 for an army 50+ points under
    the limit."""
    dog = underdog(b)
    for p in ("A", "B"):
        gain, why = BASE_CP, ["4"]
        if p == dog:
            gain += UNDERDOG_CP
            why.append("underdog")
        if b.auxiliary[p] < b.auxiliary[other(p)]:
            gain += AUXILIARY_CP
            why.append("fewer auxiliary units")
        if b.round == 1 and p in b.points and b.points[p] <= b.limit - UNDERSPENT_BY:
            gain += UNDERSPENT_CP
            why.append("army under the limit")
        b.cp[p] = gain
        rules = ("command-points", "priority-roll.seize-initiative") if p == dog and b.seized else "command-points"
        b.log.emit("command points", rules, player=p, gained=gain, why=", ".join(why))


@implements("core.round.turn")
def start_turn(b: Battle) -> None:
    for u in b.bf.units.values():
        u.flags.clear()
        u.charged = False
    b.turn_events = {}
    b.used.pop("turn", None)
    b.used.pop("phase", None)
    b.tactic.pop(b.active, None)
    b.phase = "start"
    b.turn_events["objectives"] = {o.name: o.controller for o in b.objectives}
    b.log.emit("turn", "core.round.turn", player=b.active, round=b.round, phase="start")


@implements("core.round.turn", "core.combat.fight-order")
def next_phase(b: Battle, player: str) -> None:
    """The active player ends the phase; the next phase begins (after the end of turn, the next turn)."""
    if player != b.active:
        raise IllegalAction("core.round.turn", f"it is player {b.active}'s turn: only they end its phases")
    if b.phase == "combat" and any(fighters(b, p) for p in ("A", "B")):
        raise IllegalAction("core.combat.fight-order", "units in combat have yet to fight this phase")
    b.used.pop("phase", None)
    b.effects = [e for e in b.effects if e.get("until") != "phase"]
    if b.phase == "end":
        end_turn(b)
        return
    b.phase = PHASES[PHASES.index(b.phase) + 1]
    if b.phase == "combat":
        first = b.active if core().fights_first == "active player" else other(b.active)
        b.fight_next = first if fighters(b, first) or not fighters(b, other(first)) else other(first)
    b.log.emit("phase", "core.round.turn", player=b.active, phase=b.phase)


def fighters(b: Battle, player: str) -> list:
    """Player's units that may still fight this combat phase: in combat, not yet fought."""
    if b.phase != "combat":
        return []
    return [u for u in b.units(player) if "fought" not in u.flags and b.in_combat(u) and any(
        w.kind == "melee" and not w.deferred for w in u.warscroll.weapons)]


@implements("core.objectives.victory-points")
def end_turn(b: Battle) -> None:
    """Objectives change hands, the active player scores them and checks their battle tactic; then the other
    player's turn, or the next battle round, or the end of the battle."""
    objectives.update_control(b)
    held = [o.name for o in b.objectives if o.controller == b.active]
    if held:
        b.vp[b.active] += objectives.VP_PER_OBJECTIVE * len(held)
        b.log.emit("victory points", ("core.objectives.victory-points", "core.objectives.control"),
                   player=b.active, gained=objectives.VP_PER_OBJECTIVE * len(held), objectives=held)
    tactics.check_end_of_turn(b)
    b.effects = [e for e in b.effects if e.get("until") not in ("phase", "turn")]
    b.log.emit("end of turn", "core.round.turn", player=b.active, vp=dict(b.vp))
    if b.turn_in_round == 1:
        b.turn_in_round, b.active = 2, other(b.active)
        b.turn += 1
        start_turn(b)
        return
    b.previous_first = b.first
    if b.round >= core().battle_rounds:
        end_battle(b)
        return
    b.round += 1
    b.turn += 1
    start_round(b)


@implements("core.round.battle-rounds", "core.objectives.victory-points")
def end_battle(b: Battle, why: str = "the last battle round is over") -> None:
    """The player with more victory points wins; equal points are a draw."""
    a, bb = b.vp["A"], b.vp["B"]
    b.winner = "A" if a > bb else "B" if bb > a else "draw"
    b.phase = "over"
    b.log.emit("battle over", ("core.round.battle-rounds", "core.objectives.victory-points"), winner=b.winner,
               vp=dict(b.vp), why=why)
