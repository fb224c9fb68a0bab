"""Every decision of the game as an action tuple: what `legal_actions` offers and `do` carries out.

    ("keep",) ("mulligan",)                      core.setup.mulligan
    ("restore", card | None)                     core.turn.1
    ("play", card, zone) ("develop", card, zone) ("pass",)     core.turn.3
    ("attach", card, host)                       core.cards.attachment
    ("ambush", development)                      core.effects.ambush (whenever the game waits on its player)
    ("attack", zone | None [, True])             core.combat.1 (None: no attack; True: the legend through zone)
    ("attack_fulcrum", fulcrum)                  faq.56: the fulcrum attack of a Cataclysm battlefield phase
    ("attacker", card) ("defender", card) ("done",)            core.combat.2-3
    ("counterstrike", attacker)                  core.combat.3.counterstrike
    ("assign", card | "zone")                    core.combat.4
    ("indirect", card | "A.kingdom")             damage.indirect-damage (the player dealt it assigns it)
    ("action", card, ability, targets[, paying]) timing.B.2: an Action: ability of a card in play
    ("tactic", card, targets[, paying])          timing.B.2, core.cards.tactic: a tactic from hand
    ("pass",)                                    in an action window too (timing.B.2)
targets: one list of card ids per target the text names, in the text's order (timing.C.1); paying: the cards a
"sacrifice a ..." cost takes (timing.C.2).
"""

from __future__ import annotations

from ...kernel import IllegalAction
from . import (ambush, any_time, arranging, attachments, capital, combat, damage, effect_attacks, fulcrums, indirect,
               obligations, paying, setup, turn, windows)
from .abilities import passive, play_restrictions, run
from .cards import ZONES
from .game import Game
from .settings import settings
from .state import other


def legal_actions(g: Game, p: str) -> list[tuple]:
    if g.over or g.s.deciding != p:
        return []
    out = _step_actions(g, p)
    return out + ambush.options(g, p) if out and g.s.pending is None else out


def _step_actions(g: Game, p: str) -> list[tuple]:
    s = g.s
    step = s.step
    if step == "window":  # an attack a card effect allows is declared in the quest phase's window (effect_attacks)
        return [("pass",)] + run.options(g, p) + effect_attacks.options(g, p) + any_time.options(g, p)
    if step == "mulligan":
        return [("keep",)] + ([("mulligan",)] if s.mulligans[p] < settings().mulligans else [])
    if step == "restore":
        return [("restore", None)] + [("restore", c) for c in g.in_play(p) if c in s.corrupted
                                      and not passive.forbids(g, c, "restored")]
    if step == "capital":
        out: list[tuple] = []
        from .abilities.necromancy import from_discard
        from .abilities.own_pile import develops  # Wildwood Grove: developments from the discard pile
        for cid in g.cards(p, "discard") + g.cards(other(p), "discard"):  # Necromancy; Mortis Engine
            if from_discard(g, p, cid):  # ... or "this legend": own_pile.py
                out += [("play", cid, z) for z in ZONES + ("legend",) if capital.refusal(g, p, cid, z) is None]
            out += [("develop", cid, z) for z in ZONES
                    if develops(g, p, cid, z) and play_restrictions.may_develop(g, p, z)]
        for cid in g.cards(p, "hand"):
            out += [("play", cid, z) for z in ZONES + ("legend",) if capital.refusal(g, p, cid, z) is None]
            if ("play", cid, "quest") in out:
                out += [("play", cid, "quest", q) for z in ZONES for q in g.cards(p, z)  # a quest anywhere (faq.37)
                        if capital.quest_refusal(g, p, cid, "quest", q) is None]
            if attachments.is_attachment(g.card(cid)) and not attachments.unplayable(g.card(cid)):
                out += [("attach", cid, h) for q in "AB" for h in g.in_play(q)
                        if capital.attach_refusal(g, p, cid, h) is None]
            out += [("develop", cid, z) for z in ZONES if play_restrictions.may_develop(g, p, z)]
        return out + run.options(g, p) + [("pass",)]
    if step == "target":
        if fulcrums.capital_attack_made(g):  # a Cataclysm battlefield phase: the fulcrum attack is left (faq.56)
            return [("attack", None)] + fulcrums.attack_options(g, p)
        from .legends import legend_of
        legend = [("attack", z, True) for z in ZONES if legend_of(g, other(p)) is not None]
        decline = [] if obligations.refusal(g, p, "target") else [("attack", None)]  # a unit that must attack
        zones = [z for z in ZONES if obligations.zone_refusal(g, p, z) is None]  # "This zone cannot be attacked."
        return decline + [("attack", z) for z in zones] + [a for a in legend if a[1] in zones] \
            + fulcrums.attack_options(g, p)
    if step == "attackers":
        legend = g.cards(p, "legend")  # a legend attacks too (clar.legends, faq.57)
        done = [] if obligations.refusal(g, p, "attackers") else [("done",)]  # a unit that must attack, if able
        return done + [("attacker", c) for c in [c for z in ZONES for c in g.cards(p, z)] + legend
                              if combat.can_attack(g, p, c) is None]  # any zone: "may attack from any zone"
    if step == "defenders":
        if s.combat.fulcrum is not None:
            legend = fulcrums.defender_options(g, p)  # faq.58
            return [("done",)] + [("defender", c) for c in g.cards(p, s.combat.target) + legend
                                  if combat.can_defend(g, p, c) is None]
        done = [] if obligations.refusal(g, p, "defenders") else [("done",)]  # a unit that must defend, if able
        return done + [("defender", c) for z in ZONES + ("legend",) for c in g.cards(p, z)  # a legend too: clar.legends
                       if combat.can_defend(g, p, c) is None]
    if step == "counterstrike":
        return [("counterstrike", a) for a in s.combat.attackers]
    if step == "assign":
        return [("assign", t) for t in damage.targets(g)]
    if step == "indirect":
        return [("indirect", t) for t in indirect.targets(g)]
    return []


def do(g: Game, p: str, action: tuple) -> None:
    """Carry out one action for player `p`; IllegalAction (nothing changed) for one the rules forbid."""
    if not isinstance(action, (tuple, list)) or not action:
        raise IllegalAction("core.turn.action-windows", f"{action!r} is not an action")
    kind, args = action[0], tuple(action[1:])
    table = {
        "keep": lambda: setup.mulligan(g, p, False),
        "mulligan": lambda: setup.mulligan(g, p, True),
        "restore": lambda: turn.restore(g, p, *args),
        "play": lambda: capital.play(g, p, *args),
        "play_paying": lambda: paying.play_paying(g, p, *args),
        "attach": lambda: capital.attach(g, p, *args),
        "develop": lambda: capital.develop(g, p, *args),
        "shuffle_developments": lambda: arranging.shuffle_developments(g, p, *args),
        "ambush": lambda: ambush.ambush(g, p, *args),
        "pass": lambda: windows.pass_window(g, p) if g.s.step == "window" else capital.pass_capital(g, p),
        "action": lambda: windows.act(g, p, "action", *args),
        "tactic": lambda: _tactic(g, p, *args),
        "attack": lambda: effect_attacks.declare(g, p, *args) if g.s.step == "window" else
        combat.declare_target(g, p, *args),  # in a window: an attack a card effect allowed (Wolves of the North)
        "attack_fulcrum": lambda: effect_attacks.declare_fulcrum(g, p, *args) if g.s.step == "window" else
        fulcrums.declare(g, p, *args),
        "attacker": lambda: combat.declare_attacker(g, p, *args),
        "defender": lambda: combat.declare_defender(g, p, *args),
        "done": lambda: combat.done(g, p),
        "counterstrike": lambda: combat.counterstrike(g, p, *args),
        "assign": lambda: damage.assign(g, p, *args),
        "indirect": lambda: indirect.assign(g, p, *args),
    }
    if kind not in table:
        raise IllegalAction("core.turn.action-windows", f"no action {kind!r}")
    mark = len(g.s.log)
    in_window = kind in ("play", "attach") and g.s.step == "window"  # a card played "any time" (any_time.py)
    try:
        table[kind]()
    except TypeError as exc:  # wrong number of parts: a malformed action, refused before anything changed
        if "positional argument" not in str(exc):
            raise
        raise IllegalAction("core.turn.action-windows", f"{action!r} is not a well-formed {kind} action") from None
    if in_window:
        any_time.taken(g, p)  # an action taken in the window: priority to the other player (timing.B.2)
    passive.settle(g)  # hit points a constant effect no longer gives (core.effects.constant)
    run.settle(g, mark)  # Forced effects the action triggered (timing.A.2)
    combat.strikes_settled(g)  # ... which may have left a Counterstrike nothing to strike


def _tactic(g: Game, p: str, cid, targets, paying=(), x: int = 0) -> None:
    windows.act(g, p, "tactic", cid, None, targets, paying, x)
