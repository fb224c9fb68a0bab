"""Parse tree -> AST for the sentences of a card: keywords with their values, whom they act on, conditions."""

from __future__ import annotations

import dataclasses

from lark import Transformer, v_args

from . import ast as A


def _n(token) -> int:
    return int(str(token))


@v_args(inline=True)
class EffectsTransformer(Transformer):
    """Callbacks of `sentence` and below (`_at_least` comes from BrawlTransformer, the card-level subclass)."""

    def sentence(self, effect):
        return effect

    def conditional(self, condition, effect):
        return A.Conditional(condition, effect)

    def given_subject(self, who, effect):
        return dataclasses.replace(effect, who=who)

    def deal(self, n, who):
        return A.DealDamage(_n(n), who)

    def place(self, who, within, ref):
        return A.Place(who, within, ref)

    def adjacent_to(self):
        return 1

    def within_of(self, n, _word=None):
        return self._at_least(n, 1, "a distance")

    # keywords acting on a Champion: `who` is filled in by the action (ast.default_who) unless given
    def push(self, n):
        return A.Push(_n(n), None)

    def pull(self, n):
        return A.Pull(_n(n), None)

    def fear(self, n):
        return A.Fear(_n(n), None)

    def force(self, n):
        return A.Force(_n(n), None)

    def root(self):
        return A.Root(None)

    def stun(self):
        return A.Stun(None)

    def heal(self, n):
        return A.Heal(_n(n), None)

    def dash(self, n):
        return A.Dash(_n(n), None)

    def jump(self, n):
        return A.Jump(_n(n), None)

    def swoop(self, n):
        return A.Swoop(_n(n), None)

    def move(self, n):
        return A.Move(_n(n), None)

    def move_towards(self, n, ref):
        return A.Move(_n(n), None, A.Heading.TOWARDS, ref)

    def move_away(self, n, ref):
        return A.Move(_n(n), None, A.Heading.AWAY, ref)

    def draw(self, n):
        return A.Draw(_n(n))

    def plan(self, n):
        return A.Plan(_n(n))

    # conditions
    def bloodied(self, ref):
        return A.Bloodied(ref)

    def controls(self, area):
        return A.Controls(area)

    def creation(self):
        return A.AreaName.CREATION

    def destruction(self):
        return A.AreaName.DESTRUCTION

    def manipulation(self):
        return A.AreaName.MANIPULATION

    # who
    def this_champion(self):
        return A.Ref.THIS

    def the_target(self):
        return A.Ref.TARGET

    def the_attacker(self):
        return A.Ref.ATTACKER

    def adjacent_group(self, each, side):
        return A.Group(each, side, 1)

    def anywhere_group(self, each, side):
        return A.Group(each, side, None)

    def within_group(self, each, side, n, _word=None):
        return A.Group(each, side, self._at_least(n, 1, "a distance"))

    def one(self):
        return False

    def each(self):
        return True

    def ally(self):
        return A.Side.ALLY

    def enemy(self):
        return A.Side.ENEMY

    def any_side(self):
        return A.Side.CHAMPION

    def hex_word(self):
        return None
