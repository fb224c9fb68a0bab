"""Warhammer Age of Sigmar, 4th edition (spec/aos4/rules.yaml, the `core.*` facts of aos4-core.md): foundations.

    from rulekeeper.games.aos4 import load_warscrolls, load_report, Battlefield, Dice, resolve, core
    units = load_warscrolls()                       # spec/aos4/units.yaml; load_warscrolls(FILE) for a corpus file
    report = load_report("../shared/corpus/aos4-units.json")   # what loads, what fails and why (UnitsError)
    bf = Battlefield(); a = bf.place("a", "A", units["Knights"], [(0, 0), (2.5, 0)])
    dice = Dice(EventLog(), rng=Rng(7))             # or Dice(log, script=[6, 4, 1]): a scenario's fixed dice
    result = resolve(bf, dice, a, a.warscroll.weapon("Lance"), target)   # the attack sequence, every step an event

Modules: values (dice expressions, rolls, Rend, inches), weapon_abilities, warscrolls, units_file (loading), core (the
constants the spec keeps in `meta`), dice, battlefield (distances, combat range, coherency, bases), targets (who may
attack), attacks (rolls, modifiers, criticals, Rend, Charge), sequence (the whole attack sequence), damage (ward,
allocation, slain models, mortal damage). A battle: battle (its state), position (set up from a scenario), rounds,
moving, fighting, magic, abilities (the core abilities), ability_programs + warscroll_abilities (a unit's own
abilities, run from their text), commands, tactics, objectives, honour, casualties; table (the Engine),
protocol (the conformance protocol), simulate (random battles).
"""

from __future__ import annotations

from .attacks import AttackResult, Modifier, Modifiers
from .battlefield import Battlefield, Model, Unit, distance, unit_distance
from .core import Core, core
from .damage import allocate, inflict_mortal
from .dice import Dice, DiceError
from .sequence import resolve
from .simulate import simulation
from .values import DiceExpr, Roll, SeeAbility, dice_expr
from .ability_programs import read as read_ability, runnable_report
from .units_file import load_abilities, load_report, load_warscrolls, with_abilities
from .warscrolls import LoadReport, UnitsError, Warscroll, Weapon


def load_cards(path) -> list:
    """`rulekeeper cards check --game aos4 FILE`: the abilities of an abilities file (the corpus format), each with
    the program the engine runs or why it has none (ability_programs.py)."""
    return [read_ability(e) for e in load_abilities(path)]


__all__ = ["load_abilities", "load_cards", "runnable_report", "with_abilities",
           "AttackResult", "Battlefield", "Core", "Dice", "DiceError", "DiceExpr", "LoadReport", "Model", "Modifier",
           "Modifiers", "Roll", "SeeAbility", "Unit", "UnitsError", "Warscroll", "Weapon", "allocate", "core",
           "dice_expr", "distance", "inflict_mortal", "load_report", "load_warscrolls", "resolve", "simulation", "unit_distance"]
