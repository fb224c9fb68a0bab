"""The constants of the core rules' facts, read from spec/aos4/rules.yaml: the facts aos4-core.md marks *(check)*
carry them in their entry's `meta` (core.combat.modifier-cap, core.combat.charge, core.movement.retreat,
core.round.battle-rounds, core.objectives.control). A correction changes the data, never this code.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from ...spec.loader import load_game, load_rulebook
from ...spec.models import RuleBook, SpecError
from . import values as V

CRITICAL_HIT = 6  # core.combat.critical-hit: "an unmodified 6 on the hit roll" (the sheet's text, no (check))
ALWAYS_FAILS = 1  # core.combat.unmodified-one: "an unmodified 1 always fails"
COMBAT_RANGE = Fraction(3)  # core.units.combat-range: 3"


@dataclass(frozen=True)
class Core:
    hit_wound_modifier_max: int
    hit_wound_modifier_min: int
    battle_rounds: int
    charge_range: Fraction
    charge_roll: V.DiceExpr
    charge_end_within: Fraction
    retreat_mortal_damage: V.DiceExpr
    contest_range: Fraction
    fights_first: str
    unmodified_one_fails: bool  # the entry core.combat.unmodified-one is in the rules


def _meta(book: RuleBook, rule: str, key: str, parse):
    entry = book.get(rule)
    if entry is None:
        raise SpecError(book.file, rule, None, "the engine needs this entry")
    raw = dict(entry.meta).get(key)
    if raw is None:
        raise SpecError(book.file, rule, f"meta.{key}", "missing: the engine reads this constant here")
    try:
        return parse(raw)
    except ValueError as exc:
        raise SpecError(book.file, rule, f"meta.{key}", str(exc)) from None


def _whole(text: str) -> int:
    f = V.fraction(text)
    if f.denominator != 1:
        raise ValueError(f"{text!r} is not a whole number")
    return int(f)


def from_rulebook(book: RuleBook) -> Core:
    """Every constant, typed; a missing or malformed one is a SpecError naming file, entry and field."""
    cap = "core.combat.modifier-cap"
    return Core(
        hit_wound_modifier_max=_meta(book, cap, "hit_wound_modifier_max", _whole),
        hit_wound_modifier_min=_meta(book, cap, "hit_wound_modifier_min", _whole),
        battle_rounds=_meta(book, "core.round.battle-rounds", "battle_rounds", _whole),
        charge_range=_meta(book, "core.combat.charge", "charge_range_inches", V.fraction),
        charge_roll=_meta(book, "core.combat.charge", "charge_roll", V.dice_expr),
        charge_end_within=_meta(book, "core.combat.charge", "charge_end_within_inches", V.fraction),
        retreat_mortal_damage=_meta(book, "core.movement.retreat", "retreat_mortal_damage", V.dice_expr),
        contest_range=_meta(book, "core.objectives.control", "contest_range_inches", V.fraction),
        fights_first=_meta(book, "core.combat.fight-order", "fights_first", str),
        unmodified_one_fails="core.combat.unmodified-one" in book,
    )


@lru_cache(maxsize=1)
def core() -> Core:
    """The constants of spec/aos4/rules.yaml (read once)."""
    return from_rulebook(load_game("aos4"))


def core_from(path) -> Core:
    return from_rulebook(load_rulebook(path, "aos4"))
