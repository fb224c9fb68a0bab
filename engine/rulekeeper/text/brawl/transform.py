"""Parse tree of grammar/brawl.lark -> the typed AST of `ast.py`. What the grammar cannot say (a range's minimum above
its maximum, an arc of 7 hexes, Double twice) is a CardTextError at the word that is wrong."""

from __future__ import annotations

import dataclasses
import re
from typing import NamedTuple

from lark import Token, v_args

from ..errors import CardTextError
from . import ast as A
from .transform_effects import EffectsTransformer

MAX_ARC = 6  # the hexes around the attacker
REACHES = (A.Melee, A.IndirectShot, A.DirectShot, A.AreaOfEffect)


class _Section(NamedTuple):
    """Pre-attack or post-attack abilities, on their way to the action."""
    name: str
    sentences: tuple


class _Extra(NamedTuple):
    """Something said after an attack's strength: double, lifesteal, poison or a strength bonus."""
    name: str
    value: object


def _n(token: Token) -> int:
    return int(str(token))


def _refs(node) -> set:
    """Every Ref and Group anywhere in a node."""
    if isinstance(node, (A.Ref, A.Group)):
        return {node}
    if dataclasses.is_dataclass(node):
        return set().union(*(_refs(getattr(node, f.name)) for f in dataclasses.fields(node)))
    if isinstance(node, tuple):
        return set().union(*(_refs(x) for x in node))
    return set()


@v_args(inline=True)
class BrawlTransformer(EffectsTransformer):
    def __init__(self, text: str = ""):
        super().__init__()
        self.text = text

    # --- errors where the author can see them
    def _fail(self, token: Token | None, message: str, pos: int | None = None):
        if token is not None:
            line, column = token.line, token.column
        else:
            pos = pos or 0
            line = self.text.count("\n", 0, pos) + 1
            column = pos - (self.text.rfind("\n", 0, pos) + 1) + 1
        raise CardTextError(self.text, line, column, message)

    def _word_at(self, word: str, nth: int = 0) -> int:
        found = list(re.finditer(rf"\b{word}\b", self.text, re.IGNORECASE))
        return found[min(nth, len(found) - 1)].start() if found else 0

    def _at_least(self, token: Token, low: int, what: str) -> int:
        n = _n(token)
        if n < low:
            self._fail(token, f"{what} must be at least {low}, not {n}")
        return n

    # --- the card
    def start(self, *parts):
        movement = next((p for p in parts if isinstance(p, int)), None)
        action = parts[-1]
        if not isinstance(action, A.Reaction) and A.Ref.ATTACKER in _refs(action):
            self._fail(None, "only a reaction has an attacker (reaction)", self._word_at("attacker"))
        return A.Card(action, movement)

    def movement(self, n):
        return _n(n)

    def attack(self, *parts):
        sections = {p.name: p.sentences for p in parts if isinstance(p, _Section)}
        reach = next(p for p in parts if isinstance(p, REACHES))
        whom = next((p for p in parts if isinstance(p, A.Whom)), A.Whom.ENEMY)
        strength = next(_n(p) for p in parts if isinstance(p, Token))
        said: dict = {}
        bonuses = []
        for extra in (p for p in parts if isinstance(p, _Extra)):
            if extra.name == "bonus":
                bonuses.append(extra.value)
            elif extra.name in said:
                self._fail(None, f"{extra.name.capitalize()} is said twice; an attack has it once",
                           self._word_at(extra.name, 1))
            else:
                said[extra.name] = extra.value
        return A.Attack(self._whom(reach, whom), strength, self._defaults(sections.get("pre", ()), A.Attack),
                        self._defaults(sections.get("post", ()), A.Attack), bonuses=tuple(bonuses), **said)

    def pre_attack(self, *sentences):
        return _Section("pre", sentences)

    def post_attack(self, *sentences):
        return _Section("post", sentences)

    def double(self):
        return _Extra("double", True)

    def lifesteal(self):
        return _Extra("lifesteal", True)

    def poison(self, n):
        return _Extra("poison", _n(n))

    def strength_bonus(self, condition, n):
        return _Extra("bonus", A.StrengthBonus(_n(n), condition))

    def skill(self, *parts):
        reach = next((p for p in parts if isinstance(p, REACHES)), None)
        whom = next((p for p in parts if isinstance(p, A.Whom)), A.Whom.ENEMY)
        sentences = tuple(p for p in parts if not isinstance(p, (A.Whom, *REACHES)))
        return A.Skill(self._defaults(sentences, A.Skill), self._whom(reach, whom) if reach else None)

    def reaction(self, *parts):
        defence = next((p for p in parts if isinstance(p, int)), None)
        post = next((p.sentences for p in parts if isinstance(p, _Section)), ())
        effects = tuple(p for p in parts if not isinstance(p, (int, _Section)))
        if defence is None and not effects and not post:
            self._fail(None, "a reaction needs a defence modifier, an effect or a post-attack ability",
                       len(self.text.rstrip()))
        return A.Reaction(defence, self._defaults(effects, A.Reaction), self._defaults(post, A.Reaction))

    def defence(self, n):
        return int(str(n))

    def _whom(self, reach, whom: A.Whom):
        if isinstance(reach, A.AreaOfEffect):
            if whom is not A.Whom.ENEMY:
                self._fail(None, "an AoE hits every Champion in its hexes (targeting.aoe); it names no one to target",
                           self._word_at("targeting"))
            return reach
        return dataclasses.replace(reach, whom=whom)

    def _defaults(self, sentences, action: type) -> tuple:
        """Fill in whom each keyword acts on where the card leaves it to the rules (ast.default_who)."""
        def fill(s):
            if isinstance(s, A.Conditional):
                return A.Conditional(s.condition, fill(s.effect))
            if isinstance(s, A.WITH_SUBJECT) and s.who is None:
                return dataclasses.replace(s, who=A.default_who(type(s), action))
            return s
        return tuple(fill(s) for s in sentences)

    # --- targeting
    def melee(self):
        return A.Melee()

    def indirect(self, rng):
        return A.IndirectShot(rng)

    def direct(self, rng):
        return A.DirectShot(rng)

    def aoe(self, shape):
        return A.AreaOfEffect(shape)

    def max_range(self, high):
        return A.Range(self._at_least(high, 1, "a range"))

    def min_max_range(self, low, high):
        lo, hi = self._at_least(low, 1, "a minimum range"), self._at_least(high, 1, "a range")
        if lo > hi:
            self._fail(low, f"the minimum range {lo} is more than the range {hi}")
        return A.Range(hi, lo)

    def burst(self, n):
        return A.Burst(self._at_least(n, 1, "a burst"))

    def line(self, n):
        return A.Line(self._at_least(n, 1, "a line"))

    def arc(self, n):
        size = self._at_least(n, 1, "an arc")
        if size > MAX_ARC:
            self._fail(n, f"an arc has at most {MAX_ARC} hexes (those around the attacker), not {size}")
        return A.Arc(size)

    def pattern(self, *offsets):
        seen = []
        for token, hexes in offsets:
            if hexes == (0, 0):
                self._fail(token, "(0, 0) is the attacker's own hex; an AoE pattern lists the hexes it hits")
            if hexes in seen:
                self._fail(token, f"{hexes} is listed twice")
            seen.append(hexes)
        return A.Pattern(tuple(seen))

    def offset(self, q, r):
        return q, (int(str(q)), int(str(r)))

    def whom_enemy(self):
        return A.Whom.ENEMY

    def whom_ally(self):
        return A.Whom.ALLY

    def whom_any(self):
        return A.Whom.ANY
