"""Parse tree of grammar/champions.lark -> the typed AST of `ast.py`; every grammar alias becomes one node or value."""

from __future__ import annotations

import re

from lark import Token, Transformer, v_args

from ..errors import CardTextError
from . import ast as A

MAX_HEROIC_ACTS = 2  # 2.9.2 "if there are 2 Heroic Acts on the same card"


def _split_tag(items):
    """Optional TAG token followed by the rest."""
    if items and isinstance(items[0], Token) and items[0].type == "TAG":
        return str(items[0]), items[1:]
    return None, items


@v_args(inline=True)
class ChampionsTransformer(Transformer):
    def __init__(self, text: str = ""):
        super().__init__()
        self.text = text

    # --- card text and sentences
    def start(self, *parts):
        sentences = tuple(p for p in parts if not isinstance(p, A.HeroicAct))
        acts = tuple(p for p in parts if isinstance(p, A.HeroicAct))
        if len(acts) > MAX_HEROIC_ACTS:
            found = list(re.finditer(r"heroic\s+act\s*:", self.text, re.IGNORECASE))
            at = found[MAX_HEROIC_ACTS].start() if len(found) > MAX_HEROIC_ACTS else 0
            line = self.text.count("\n", 0, at) + 1
            column = at - (self.text.rfind("\n", 0, at) + 1) + 1
            raise CardTextError(self.text, line, column, f"a card has at most {MAX_HEROIC_ACTS} Heroic Acts (2.9.2); "
                                f"this text has {len(acts)}")
        return A.CardText(sentences, acts)

    def heroic_act(self, *sentences):
        return A.HeroicAct(tuple(sentences))

    def plain(self, instruction):
        return instruction

    def triggered(self, trigger, instruction):
        return A.Triggered(trigger, instruction)

    def last_stand(self, instruction):
        return A.LastStand(instruction)

    grant_last_stand = last_stand

    def instruction(self, *parts):
        if len(parts) == 2:
            return A.Instruction(parts[1], parts[0])
        return A.Instruction(parts[0])

    def effects(self, *steps):
        return tuple(steps)

    def optional(self, effect):
        return A.Optional(effect)

    # --- triggers
    def start_of_your_turn(self):
        return A.Trigger(A.When.START_OF_YOUR_TURN)

    def end_of_turn(self):
        return A.Trigger(A.When.END_OF_TURN)

    def enters_play(self):
        return A.Trigger(A.When.ENTERS_PLAY)

    def leaves_play(self):
        return A.Trigger(A.When.LEAVES_PLAY)

    def exhausts(self):
        return A.Trigger(A.When.EXHAUSTS)

    def after_playing(self, pick):
        return A.Trigger(A.When.AFTER_PLAYING, pick)

    def would_take_damage(self):
        return A.Trigger(A.When.WOULD_TAKE_DAMAGE)

    # --- conditions
    def you_control(self, holding):
        return A.Controls(A.Player.YOU, *holding)

    def opponent_controls(self, holding):
        return A.Controls(A.Player.OPPONENT, *holding)

    def you_health_at_most(self, n):
        return A.HealthAtMost(A.Player.YOU, int(n))

    def opponent_health_at_most(self, n):
        return A.HealthAtMost(A.Player.OPPONENT, int(n))

    def you_took_damage(self, _window):
        return A.TookDamage(A.Player.YOU)

    def opponent_took_damage(self, _window):
        return A.TookDamage(A.Player.OPPONENT)

    def holding_one(self, _article, *rest):
        tag, (kinds,) = _split_tag(list(rest))
        return (A.Fixed(1), kinds, tag)

    def holding_at_least(self, n, *rest):
        tag, (kinds,) = _split_tag(list(rest))
        return (A.AtLeast(int(n)), kinds, tag)

    # --- effects
    def deal_damage(self, amount, *rest):
        to, rend = A.Player.OPPONENT, False
        for r in rest:
            if r == "rend":
                rend = True
            else:
                to = r
        return A.DealDamage(amount, to, rend)

    def gain_you(self, amount):
        return A.GainHealth(amount)

    def gain_other(self, who, amount):
        return A.GainHealth(amount, who)

    def lose_you(self, amount):
        return A.LoseHealth(amount)

    def lose_other(self, who, amount):
        return A.LoseHealth(amount, who)

    def draw_you(self, amount):
        return A.Draw(amount)

    def draw_other(self, who, amount):
        return A.Draw(amount, who)

    def discard_you(self, amount):
        return A.Discard(amount)

    def discard_other(self, who, amount):
        return A.Discard(amount, who)

    def remove(self, target):
        return A.Remove(target)

    def rotate(self, target, direction, n, _word):
        return A.Rotate(target, direction, int(n))

    def restart(self, target):
        return A.Restart(target)

    def exhaust(self, target):
        return A.Exhaust(target)

    def deploy(self, pick, zone):
        return A.Deploy(pick, zone)

    def move(self, pick, source, destination):
        return A.Move(pick, source, destination)

    def swap(self, target, pick, zone):
        return A.Swap(target, pick, zone)

    def replace(self, target, pick, zone):
        return A.Replace(target, pick, zone)

    def return_(self, target):
        return A.Return(target)

    def modify(self, change, measure, amount):
        return A.Modify(change, measure, amount)

    def dormant(self, target):
        return A.Dormant(target)

    def forbid(self, target, act):
        return A.Forbid(target, act)

    def trigger_effects(self, target):
        return A.TriggerEffects(target)

    def grant(self, target, _q1, ability, _q2):
        return A.Grant(target, ability)

    # --- amounts and words
    def damage(self, amount):
        return amount

    health = card_count = damage

    def corner_value(self):
        return A.CornerValue()

    def fixed(self, n):
        return A.Fixed(int(n))

    def up_to(self, n):
        return A.UpTo(int(n))

    def to_you(self):
        return A.Player.YOU

    def to_player(self, player):
        return player

    def rend(self):
        return "rend"

    def opponent(self):
        return A.Player.OPPONENT

    def either(self):
        return A.Player.EITHER

    def each_player(self):
        return A.Player.EACH

    def forward(self):
        return A.Direction.FORWARD

    def backward(self):
        return A.Direction.BACKWARD

    def corner_word(self):
        return None

    def increase(self):
        return A.Change.INCREASE

    def reduce(self):
        return A.Change.REDUCE

    def damage_dealt(self):
        return A.Measure.DAMAGE_DEALT

    def damage_received(self):
        return A.Measure.DAMAGE_RECEIVED

    def health_gained(self):
        return A.Measure.HEALTH_GAINED

    def deploy_units(self):
        return A.Act.DEPLOY_UNITS

    def deploy_spells(self):
        return A.Act.DEPLOY_SPELLS

    def rotate_act(self):
        return A.Act.ROTATE

    def use_heroic_acts(self):
        return A.Act.USE_HEROIC_ACTS

    # --- targets and picks
    def this(self):
        return A.This()

    def this_champion(self):
        return A.ThisChampion()

    def selection(self, count, *rest):
        highlighted, side, tag, kinds, lanes = False, None, None, (), ()
        for r in rest:
            if r == "highlighted":
                highlighted = True
            elif isinstance(r, A.Side):
                side = r
            elif isinstance(r, Token) and r.type == "TAG":
                tag = str(r)
            elif isinstance(r, tuple) and r and isinstance(r[0], A.Kind):
                kinds = r
            elif isinstance(r, tuple):
                lanes = r
        return A.Cards(count, kinds, side, highlighted, tag, lanes)

    def pick(self, count, *rest):
        tag, (kinds,) = _split_tag(list(rest))
        return A.Pick(count, kinds, tag)

    def one(self, _article):
        return A.Fixed(1)

    def each(self):
        return A.Each()

    def article(self):
        return None

    def highlighted(self):
        return "highlighted"

    def allied(self):
        return A.Side.ALLIED

    def enemy(self):
        return A.Side.ENEMY

    def kinds(self, *kinds):
        return tuple(kinds)

    def champion(self):
        return A.Kind.CHAMPION

    def unit(self):
        return A.Kind.UNIT

    def spell(self):
        return A.Kind.SPELL

    def ability(self):
        return A.Kind.ABILITY

    def blessing(self):
        return A.Kind.BLESSING

    def card(self):
        return A.Kind.CARD

    def lanes(self, *lanes):
        return tuple(lanes)

    def this_lane(self):
        return A.Lane.THIS

    def opposite_lane(self):
        return A.Lane.OPPOSITE

    def adjacent_lane(self):
        return A.Lane.ADJACENT

    def any_lane(self):
        return A.Lane.ALL

    def hand(self):
        return A.Zone.HAND

    def deck(self):
        return A.Zone.DECK

    def discard_pile(self):
        return A.Zone.DISCARD
