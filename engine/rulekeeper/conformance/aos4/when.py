"""When: one action, in a player's words. Each has a `tries to` form that expects a refusal (IllegalAction),
kept for `the action is refused citing rule ...`."""

from __future__ import annotations

import inspect

from .common import aos4, step  # noqa: F401


def _bound(fn, refuse: bool):
    """fn with `refuse` fixed: a step function whose signature is fn's without it (pytest-bdd reads it)."""
    def step_fn(**kw):
        return fn(refuse=refuse, **kw)
    sig = inspect.signature(fn)
    step_fn.__signature__ = sig.replace(parameters=[v for k, v in sig.parameters.items() if k != "refuse"])
    step_fn.__doc__, step_fn.__name__ = fn.__doc__, fn.__name__ + ("_tries" if refuse else "")
    return step_fn


def both(pattern: str, tries: str, example: str, tries_example: str):
    """Register a When step and its `tries to` twin on one function taking `refuse`."""
    def register(fn):
        step("when", pattern, example, stacklevel=3)(_bound(fn, False))
        step("when", tries, tries_example, stacklevel=3)(_bound(fn, True))
        return fn
    return register


@both("player {p:P} ends the phase", "player {p:P} tries to end the phase",
      "When player A ends the phase", "When player A tries to end the phase")
def end_phase(aos4, p, refuse):
    """The active player ends the phase; after the end of turn comes the next turn or battle round."""
    aos4.do(p, "next", refuse)


@step("when", "player {p:P} ends the turn", "When player A ends the turn")
def end_turn(aos4, p):
    """The player ends each phase left in the turn, up to the start of the next turn."""
    aos4.end_turn(p)


@step("when", "the deployment phase ends", "When the deployment phase ends")
def begin(aos4):
    """The first battle round begins: the priority roll, then command points."""
    aos4.do("A", "begin")


def _move(aos4, p, kind, name, inches, s, refuse):
    aos4.do(p, "move", refuse, kind=kind, unit=name, by=aos4.vector(inches, s))


@both('player {p:P} moves the "{name}" {inches:N}" {s:Side}', 'player {p:P} tries to move the "{name}" {inches:N}" {s:Side}',
      'When player A moves the "Liberators" 5" east', 'When player A tries to move the "Liberators" 6" east')
def moves(aos4, p, name, inches, s, refuse):
    """A normal move: every model the same distance in that direction."""
    _move(aos4, p, "normal", name, inches, s, refuse)


@both('player {p:P} runs the "{name}" {inches:N}" {s:Side}', 'player {p:P} tries to run the "{name}" {inches:N}" {s:Side}',
      'When player A runs the "Liberators" 8" east', 'When player A tries to run the "Liberators" 12" east')
def runs(aos4, p, name, inches, s, refuse):
    _move(aos4, p, "run", name, inches, s, refuse)


@both('player {p:P} retreats the "{name}" {inches:N}" {s:Side}',
      'player {p:P} tries to retreat the "{name}" {inches:N}" {s:Side}',
      'When player A retreats the "Liberators" 5" west', 'When player A tries to retreat the "Liberators" 5" west')
def retreats(aos4, p, name, inches, s, refuse):
    _move(aos4, p, "retreat", name, inches, s, refuse)


@both('player {p:P}\'s "{name}" charge the "{target}"', 'player {p:P}\'s "{name}" try to charge the "{target}"',
      'When player A\'s "Liberators" charge the "Blood Warriors"',
      'When player A\'s "Liberators" try to charge the "Blood Warriors"')
def charges(aos4, p, name, target, refuse):
    aos4.do(p, "charge", refuse, unit=name, target=target)


@both('player {p:P}\'s "{name}" shoot the "{target}"', 'player {p:P}\'s "{name}" try to shoot the "{target}"',
      'When player A\'s "Crossbowmen" shoot the "Blood Warriors"',
      'When player A\'s "Crossbowmen" try to shoot the "Blood Warriors"')
def shoots(aos4, p, name, target, refuse):
    aos4.do(p, "shoot", refuse, unit=name, target=target)


@both('player {p:P}\'s "{name}" fight the "{target}"', 'player {p:P}\'s "{name}" try to fight the "{target}"',
      'When player A\'s "Liberators" fight the "Blood Warriors"',
      'When player A\'s "Liberators" try to fight the "Blood Warriors"')
def fights(aos4, p, name, target, refuse):
    """The unit piles in, then attacks with its melee weapons."""
    aos4.do(p, "fight", refuse, unit=name, target=target)


@both('player {p:P} uses "{ability:Q}" with the "{name:Q}"', 'player {p:P} tries to use "{ability:Q}" with the "{name:Q}"',
      'When player A uses "Rally" with the "Liberators"', 'When player A tries to use "Rally" with the "Liberators"')
def uses(aos4, p, ability, name, refuse):
    """A core ability a player declares: Rally, Covering Fire, Activate Place of Power."""
    aos4.do(p, "use", refuse, ability=ability, unit=name)


@both('player {p:P} uses "{ability}" with the "{name}" on the "{target}"',
      'player {p:P} tries to use "{ability}" with the "{name}" on the "{target}"',
      'When player A uses "Power Through" with the "Knights" on the "Swordsmen"',
      'When player A tries to use "Power Through" with the "Knights" on the "Swordsmen"')
def uses_on(aos4, p, ability, name, target, refuse):
    """A core ability with a target: Counter-charge, Power Through."""
    aos4.do(p, "use", refuse, ability=ability, unit=name, target=target)


@both('player {p:P} uses "{ability}" to move the "{name}" {inches:N}" {s:Side}',
      'player {p:P} tries to use "{ability}" to move the "{name}" {inches:N}" {s:Side}',
      'When player B uses "Redeploy" to move the "Blood Warriors" 3" east',
      'When player B tries to use "Redeploy" to move the "Blood Warriors" 3" west')
def uses_to_move(aos4, p, ability, name, inches, s, refuse):
    aos4.do(p, "use", refuse, ability=ability, unit=name, by=aos4.vector(inches, s))


@both('player {p:P}\'s "{name}" cast "{spell}" at the "{target}"',
      'player {p:P}\'s "{name}" try to cast "{spell}" at the "{target}"',
      'When player A\'s "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"',
      'When player A\'s "Battle Mage" try to cast "Arcane Bolt" at the "Blood Warriors"')
def casts(aos4, p, name, spell, target, refuse):
    aos4.do(p, "cast", refuse, unit=name, spell=spell, target=target)


@both('player {p:P}\'s "{name}" cast "{spell}" at the "{target}" with Magical Intervention',
      'player {p:P}\'s "{name}" try to cast "{spell}" at the "{target}" with Magical Intervention',
      'When player B\'s "Warlock" cast "Doom Bolt" at the "Liberators" with Magical Intervention',
      'When player A\'s "Battle Mage" try to cast "Arcane Bolt" at the "Blood Warriors" with Magical Intervention')
def casts_intervening(aos4, p, name, spell, target, refuse):
    aos4.do(p, "cast", refuse, unit=name, spell=spell, target=target, intervention=True)


@both('player {p:P}\'s "{name}" cast "{spell}" at ({x:N}, {y:N})',
      'player {p:P}\'s "{name}" try to cast "{spell}" at ({x:N}, {y:N})',
      'When player A\'s "Battle Mage" cast "Summon Spirit Blade" at (20, 10)',
      'When player A\'s "Battle Mage" try to cast "Summon Spirit Blade" at (40, 10)')
def casts_at(aos4, p, name, spell, x, y, refuse):
    """A spell that summons a manifestation, set up there."""
    aos4.do(p, "cast", refuse, unit=name, spell=spell, at=[x, y])


@both('player {p:P}\'s "{name}" chant "{prayer}" on the "{target}"',
      'player {p:P}\'s "{name}" try to chant "{prayer}" on the "{target}"',
      'When player A\'s "War Priest" chant "Healing Light" on the "Liberators"',
      'When player A\'s "War Priest" try to chant "Healing Light" on the "Liberators"')
def chants(aos4, p, name, prayer, target, refuse):
    """A chanting roll; on 2+ the ritual points are added to it."""
    aos4.do(p, "chant", refuse, unit=name, prayer=prayer, target=target)


@step("when", 'player {p:P}\'s "{name}" chant "{prayer}" on the "{target}" and bank the ritual points',
      'When player A\'s "War Priest" chant "Healing Light" on the "Liberators" and bank the ritual points')
def chants_banking(aos4, p, name, prayer, target):
    """On 2+ the chanting roll is given to the PRIEST as ritual points instead."""
    aos4.do(p, "chant", unit=name, prayer=prayer, target=target, bank=True)


@both('player {p:P}\'s "{name}" banish the "{target}"', 'player {p:P}\'s "{name}" try to banish the "{target}"',
      'When player A\'s "Battle Mage" banish the "Spirit Blade"',
      'When player A\'s "Battle Mage" try to banish the "Spirit Blade"')
def banishes(aos4, p, name, target, refuse):
    aos4.do(p, "banish", refuse, unit=name, target=target)


@both('player {p:P} picks the battle tactic "{tactic:Q}"', 'player {p:P} tries to pick the battle tactic "{tactic:Q}"',
      'When player A picks the battle tactic "Seize the Center"',
      'When player A tries to pick the battle tactic "Seize the Center"')
def picks_tactic(aos4, p, tactic, refuse):
    """The Tactical Gambit."""
    aos4.do(p, "gambit", refuse, tactic=tactic, picks=[])


@both('player {p:P} picks the battle tactic "{tactic}" picking {names:Names}',
      'player {p:P} tries to pick the battle tactic "{tactic}" picking {names:Names}',
      'When player A picks the battle tactic "Slay the Entourage" picking "Blood Warriors"',
      'When player A tries to pick the battle tactic "Slay the Entourage" picking "Liberators"')
def picks_tactic_with(aos4, p, tactic, names, refuse):
    """A tactic whose text picks units, an objective or a terrain feature."""
    aos4.do(p, "gambit", refuse, tactic=tactic, picks=names)


@both('player {p:P} makes the "{name}" the "{ability}" honour guard',
      'player {p:P} tries to make the "{name}" the "{ability}" honour guard',
      'When player A makes the "Liberators" the "Body Guard" honour guard',
      'When player A tries to make the "Liberators" the "Field Sergeant" honour guard')
def honour_guard(aos4, p, name, ability, refuse):
    aos4.do(p, "honour guard", refuse, ability=ability, unit=name)


@step("when", 'player {p:P} makes the "{name}" the "Special Assignment" honour guard with {anti}',
      'When player A makes the "Knights" the "Special Assignment" honour guard with ANTI-INFANTRY')
def special_assignment(aos4, p, name, anti):
    aos4.do(p, "honour guard", ability="Special Assignment", unit=name, anti=anti.removeprefix("ANTI-"))
