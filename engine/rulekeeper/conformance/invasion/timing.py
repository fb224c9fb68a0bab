"""Steps for the timing structure (timing.*): action windows, priority, passing, the chain."""

from __future__ import annotations

from ..steps.words import equal
from .common import invasion, step  # noqa: F401


@step("then", "an action window is open with player {p:P} to act", "Then an action window is open with player B to act")
def window_open(invasion, p):
    """timing.B: a window is open and this player has priority (may act or pass)."""
    w = invasion.window()
    assert w["open"], "no action window is open"
    equal("the player with priority", w["priority"], p)


@step("then", "the action window {at:Rule} is open", "Then the action window timing.E.1 is open")
def window_at(invasion, at):
    """The window open now is this one of the timing structure (timing.D.2, timing.E.1, timing.phase.4 ...)."""
    w = invasion.window()
    assert w["open"], "no action window is open"
    equal("the open window", w["at"], at)


@step("then", "no action window is open", "Then no action window is open")
def window_closed(invasion):
    w = invasion.window()
    assert not w["open"], f"the window {w['at']} is open (player {w['priority']} to act, chain {w['chain']})"


@step("then", "the chain holds {names:Names}", 'Then the chain holds "Drill Bolt", "Drill Counter"')
def chain_holds(invasion, names):
    """The effects waiting on the chain, first added first (timing.B.2)."""
    equal("the chain", invasion.window()["chain"], names)


@step("when", "both players pass", "When both players pass")
def both_pass(invasion):
    """The player with priority passes, then the other (timing.B.2-B.4)."""
    first = invasion.window()["priority"]
    if first is None:
        raise AssertionError("no action window is open: nobody can pass")
    invasion.do("pass", first)
    events = list(invasion.last_events)
    w = invasion.window()
    if w["open"] and w["priority"] != first:
        invasion.do("pass", w["priority"])
        events += invasion.last_events
    invasion.last_events = events  # `the log shows ...` reads both passes


@step("when", "player {p:P} declares an attack on the {zone:Zone}", "When player A declares an attack on the kingdom")
def declares_target(invasion, p, zone):
    """core.combat.1: only the target; an action window follows before the attackers (timing.phase.4)."""
    invasion.do("attack", p, zone=zone)


@step("when", "player {p:P} declares {names:Names} as attackers",
      'When player A declares "Drill Empire Militia" as attackers')
def declares_attackers(invasion, p, names):
    """core.combat.2, faq.32: all attackers at once."""
    invasion.do("declare_attackers", p, cards=names)


@step("then", "the game is in phase {n:d}", "Then the game is in phase 1")
def in_phase(invasion, n):
    """The phase of the turn the game is in: 0 beginning, 1 kingdom, 2 quest, 3 capital, 4 battlefield, 5 end."""
    equal("the phase", invasion.turn()["phase"], n)


@step("then", "the Forced effects of player {p:P} resolve before those of player {q:P}",
      "Then the Forced effects of player A resolve before those of player B")
def forced_order(invasion, p, q):
    """timing.A.2: the active player resolves all of his Forced effects, then the next player."""
    who = [e.get("player") for e in invasion.events(since_action=True) if e["kind"] == "forced"]
    assert p in who and q in who, f"Forced effects resolved since the action, by player: {who}"
    assert max(i for i, x in enumerate(who) if x == p) < min(i for i, x in enumerate(who) if x == q), who
