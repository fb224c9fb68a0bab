"""Given: an AoS 4 position in a player's or judge's words: units and where they stand, terrain, objectives,
regiments, the battle round and phase, command and victory points, the dice."""

from __future__ import annotations

from ..driver import DriverError
from .common import aos4, step  # noqa: F401


@step("given", "the warscroll:", 'Given the warscroll:\n  """\n  name: Test Ogor\n  move: 6"\n  health: \'8\'\n  ...\n'
      '  abilities:\n  - {name: Strong Constitution, timing: End of Any Turn, effect: Heal (1) this unit.}\n  """')
def warscroll(aos4, docstring):
    """A warscroll written out in the scenario (spec/aos4/units.yaml's format), its abilities in their own words
    (name, type, timing, declare, effect, keywords), as the engine then runs them."""
    aos4.define_card(docstring)


@step("given", 'player {p:P}\'s "{name}" stand at ({x:N}, {y:N})', 'Given player A\'s "Liberators" stand at (10, 10)')
def stand_at(aos4, p, name, x, y):
    """A unit whose first model stands at (x, y) inches, the others in a block eastwards (a block of two rows
    from 7 models). `"Hammers" (Liberators)` names a unit of a warscroll."""
    aos4.unit(p, name, at=[x, y])


@step("given", 'player {p:P}\'s "{name}" stand in a line {gap:N}" apart from ({x:N}, {y:N})',
      'Given player A\'s "Liberators" stand in a line 1" apart from (10, 10)')
def stand_in_line(aos4, p, name, gap, x, y):
    """A unit in one row eastwards from (x, y), that many inches between neighbouring bases."""
    aos4.unit(p, name, at=[x, y], line=gap)


@step("given", 'player {p:P}\'s "{name}" stand {gap:N}" {s:Side} of the "{other}"',
      'Given player B\'s "Blood Warriors" stand 3" east of the "Liberators"')
def stand_near(aos4, p, name, gap, s, other):
    """A unit set up that many inches (between the closest bases) to one side of another."""
    aos4.unit(p, name, of=other, side=s, gap=gap)


@step("given", 'the "{name}" have {n:d} models', 'Given the "Liberators" have 3 models')
def have_models(aos4, name, n):
    """Fewer models than the warscroll's unit size."""
    aos4.unit_spec(name)["models"] = n


@step("given", 'the "{name}" have {n:d} models of {size:d}', 'Given the "Liberators" have 3 models of 5')
def have_models_of(aos4, name, n, size):
    """Models left of the unit's starting size (the rest were slain)."""
    spec = aos4.unit_spec(name)
    spec["models"], spec["size"] = n, size


@step("given", 'the "{name}" have {n:d} damage points', 'Given the "Lord-Celestant" have 2 damage points')
def have_damage(aos4, name, n):
    """Damage points on the unit (fewer than one model's Health)."""
    aos4.unit_spec(name)["damage"] = n


@step("given", 'the "{name}" have {n:d} ritual points', 'Given the "War Priest" have 3 ritual points')
def have_ritual(aos4, name, n):
    """A PRIEST's ritual points (chanting)."""
    aos4.unit_spec(name)["ritual"] = n


@step("given", 'the "{name}" {flag} this turn', 'Given the "Liberators" charged this turn')
def did_this_turn(aos4, name, flag):
    """What the unit did earlier this turn: charged, ran, retreated, shot, fought, were set up."""
    words = {"charged": "charged", "ran": "ran", "retreated": "retreated", "shot": "shot", "fought": "fought",
             "were set up": "set up", "was set up": "set up"}
    if flag not in words:
        raise DriverError(f"what a unit did this turn is one of {', '.join(words)}, not {flag!r}")
    aos4.unit_spec(name).setdefault("flags", []).append(words[flag])


@step("given", 'the "{name}" was summoned by the "{summoner}"', 'Given the "Spirit Blade" was summoned by the "Battle Mage"')
def summoned_by(aos4, name, summoner):
    """A manifestation and the WIZARD that summoned it."""
    aos4.unit_spec(name)["summoner"] = summoner


@step("given", "it is player {p:P}'s {ph:Phase} phase", "Given it is player A's hero phase")
def phase_of(aos4, p, ph):
    """Whose turn and which phase (battle round 1, that player first, unless said)."""
    aos4.set("active", p)
    aos4.set("phase", ph)


@step("given", "it is the start of player {p:P}'s turn", "Given it is the start of player A's turn")
def start_of_turn(aos4, p):
    aos4.set("active", p)
    aos4.set("phase", "start")


@step("given", "it is the end of player {p:P}'s turn", "Given it is the end of player A's turn")
def end_of_turn(aos4, p):
    aos4.set("active", p)
    aos4.set("phase", "end")


@step("given", "it is battle round {n:d}", "Given it is battle round 5")
def battle_round(aos4, n):
    aos4.set("round", n)


@step("given", "player {p:P} took the first turn of this battle round", "Given player B took the first turn of this battle round")
def first_this_round(aos4, p):
    aos4.set("first", p)


@step("given", "player {p:P} took the first turn of the previous battle round",
      "Given player A took the first turn of the previous battle round")
def first_previous(aos4, p):
    aos4.set("previous_first", p)


@step("given", "player {p:P} took a double turn this battle round", "Given player B took a double turn this battle round")
def took_double_turn(aos4, p):
    aos4.set("double_turn", p)


@step("given", "player {p:P} seized the initiative", "Given player B seized the initiative")
def seized(aos4, p):
    aos4.set("seized", p)


@step("given", "player {p:P} has {n:d} command points", "Given player A has 2 command points")
def has_cp(aos4, p, n):
    aos4.set_for("cp", p, n)


@step("given", "player {p:P} has {n:d} victory points", "Given player A has 3 victory points")
def has_vp(aos4, p, n):
    aos4.set_for("vp", p, n)


@step("given", "player {p:P} has {n:d} auxiliary units", "Given player B has 1 auxiliary units")
def has_auxiliary(aos4, p, n):
    aos4.set_for("auxiliary", p, n)


@step("given", "player {p:P}'s army costs {n:d} points of {limit:d}", "Given player A's army costs 1940 points of 2000")
def army_costs(aos4, p, n, limit):
    aos4.set_for("points", p, n)
    aos4.set("limit", limit)


@step("given", "player {p:P}'s army is {alliance}", "Given player A's army is ORDER")
def army_is(aos4, p, alliance):
    """The army's grand alliance (ORDER, CHAOS, DEATH, DESTRUCTION): which battle tactics it may pick."""
    aos4.set_for("alliance", p, alliance.upper())


@step("given", 'player {p:P} has attempted "{tactic}"', 'Given player A has attempted "Seize the Center"')
def attempted(aos4, p, tactic):
    aos4._setup().setdefault("attempted", {}).setdefault(p, []).append(tactic)


@step("given", 'player {p:P}\'s regiment led by "{leader}" has {names:Names}',
      'Given player A\'s regiment led by "Lord-Celestant" has "Liberators"')
def regiment(aos4, p, leader, names):
    """A regiment: its leader and the other units in it."""
    aos4._setup().setdefault("regiments", {}).setdefault(p, []).append({"leader": leader, "units": names})


@step("given", 'player {p:P}\'s general is "{name}"', 'Given player A\'s general is "Lord-Celestant"')
def general(aos4, p, name):
    aos4.set_for("general", p, name)


@step("given", 'a terrain feature "{name}" of radius {r:N}" at ({x:N}, {y:N}) with {rules}',
      'Given a terrain feature "Ruins" of radius 3" at (20, 10) with cover')
def terrain(aos4, name, r, x, y, rules):
    """A terrain feature: a circle, 1" tall, with terrain rules ("cover", "obscuring and impassable" ...)."""
    aos4.add("terrain", {"name": name, "at": [x, y], "radius": r,
                         "rules": [w.strip() for w in rules.replace(" and ", ",").split(",") if w.strip()]})


@step("given", 'a terrain feature "{name}" {h:N}" tall of radius {r:N}" at ({x:N}, {y:N}) with {rules}',
      'Given a terrain feature "Crag" 2" tall of radius 3" at (20, 10) with unstable')
def tall_terrain(aos4, name, h, r, x, y, rules):
    aos4.add("terrain", {"name": name, "at": [x, y], "radius": r, "height": h,
                         "rules": [w.strip() for w in rules.replace(" and ", ",").split(",") if w.strip()]})


@step("given", 'objective "{name}" at ({x:N}, {y:N})', 'Given objective "1" at (30, 22)')
def objective(aos4, name, x, y):
    aos4.add("objectives", {"name": name, "at": [x, y]})


@step("given", 'objective "{name}" at ({x:N}, {y:N}) controlled by player {p:P}',
      'Given objective "1" at (30, 22) controlled by player B')
def objective_held(aos4, name, x, y, p):
    aos4.add("objectives", {"name": name, "at": [x, y], "controller": p})


@step("given", "the dice roll {faces}", "Given the dice roll 6, 4, 1")
def dice_roll(aos4, faces):
    """The next dice, in the order the rules roll them (a D3 reads the D6 behind it)."""
    aos4.dice([int(f) for f in faces.replace(" and ", ",").split(",")])


@step("given", 'player {p:P}\'s "{name}" are the "{ability}" honour guard',
      'Given player A\'s "Liberators" are the "Body Guard" honour guard')
def is_honour_guard(aos4, p, name, ability):
    """An honour guard picked in the deployment phase (honour-guard.*)."""
    aos4._setup().setdefault("honour_guard", {}).setdefault(p, {})[
        "honour-guard." + ability.lower().replace(" ", "-")] = name


@step("given", 'player {p:P}\'s "{name}" are the "Special Assignment" honour guard with {anti}',
      'Given player A\'s "Knights" are the "Special Assignment" honour guard with ANTI-INFANTRY')
def is_special_assignment(aos4, p, name, anti):
    is_honour_guard(aos4, p, name, "Special Assignment")
    aos4._setup().setdefault("special_assignment", {})[name] = anti.removeprefix("ANTI-")
