"""Parse tree of grammar/brawl.lark -> the typed AST of `ast.py`. What the grammar cannot say (a range's minimum above
its maximum, an arc of 7 hexes, Double twice) is a CardTextError at the word that is wrong."""

from __future__ import annotations

import dataclasses
import re

from lark import Token, v_args

from ..errors import CardTextError
from . import ast as A
from .transform_effects import EffectsTransformer

MAX_ARC = 6  # the hexes around the attacker


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
        pre, post, whom, strength = (), (), A.Whom.ENEMY, None
        reach, extras = None, []
        for p in parts:
            if isinstance(p, tuple) and p and p[0] == "pre":
                pre = p[1]
            elif isinstance(p, tuple) and p and p[0] == "post":
                post = p[1]
            elif isinstance(p, A.Whom):
                whom = p
            elif isinstance(p, Token):
                strength = _n(p)
            elif isinstance(p, (A.Melee, A.IndirectShot, A.DirectShot, A.AreaOfEffect)):
                reach = p
            else:
                extras.append(p)
        fields: dict = {}
        bonuses = []
        for kind, value in extras:
            if kind == "bonus":
                bonuses.append(value)
                continue
            if kind in fields:
                self._fail(None, f"{kind.capitalize()} is said twice; an attack has it once", self._word_at(kind, 1))
            fields[kind] = value
        attack = A.Attack(self._whom(reach, whom), strength, self._defaults(pre, A.Attack),
                          self._defaults(post, A.Attack), bonuses=tuple(bonuses), **fields)
        return attack

    def pre_attack(self, *sentences):
        return ("pre", tuple(sentences))

    def post_attack(self, *sentences):
        return ("post", tuple(sentences))

    def double(self):
        return ("double", True)

    def lifesteal(self):
        return ("lifesteal", True)

    def poison(self, n):
        return ("poison", _n(n))

    def strength_bonus(self, condition, n):
        return ("bonus", A.StrengthBonus(_n(n), condition))

    def skill(self, *parts):
        reach = next((p for p in parts if isinstance(p, (A.Melee, A.IndirectShot, A.DirectShot, A.AreaOfEffect))), None)
        whom = next((p for p in parts if isinstance(p, A.Whom)), A.Whom.ENEMY)
        sentences = tuple(p for p in parts if not isinstance(p, (A.Whom, A.Melee, A.IndirectShot, A.DirectShot,
                                                                  A.AreaOfEffect)))
        return A.Skill(self._defaults(sentences, A.Skill), self._whom(reach, whom) if reach else None)

    def reaction(self, *parts):
        defence = next((p for p in parts if isinstance(p, int)), None)
        post = next((p[1] for p in parts if isinstance(p, tuple) and p and p[0] == "post"), ())
        effects = tuple(p for p in parts if not isinstance(p, (int, tuple)))
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
