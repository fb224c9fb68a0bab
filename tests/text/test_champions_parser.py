"""The Champions card-text parser: texts -> the AST nodes written out by hand here (rule ids in the test names)."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, fmt, parse, parser
from rulekeeper.text.champions import ast as A


def one(text: str):
    """The single sentence of a one-sentence text."""
    card = parse("champions", text)
    assert card.heroic_acts == () and len(card.sentences) == 1
    return card.sentences[0]


def effect(text: str):
    sentence = one(text)
    assert isinstance(sentence, A.Instruction) and sentence.condition is None and len(sentence.effects) == 1
    return sentence.effects[0]


ENEMY_UNIT_OPPOSITE = A.Cards(A.Fixed(1), (A.Kind.UNIT,), A.Side.ENEMY, True, None, (A.Lane.OPPOSITE,))


@pytest.mark.parametrize("text, expected", [
    ("Deal 2 damage to your opponent.", A.DealDamage(A.Fixed(2), A.Player.OPPONENT)),
    ("Deal 2 damage.", A.DealDamage(A.Fixed(2), A.Player.OPPONENT)),  # unaddressed damage: the opponent
    ("Deal 1 damage to either player with Rend.", A.DealDamage(A.Fixed(1), A.Player.EITHER, rend=True)),  # 6.1.2 Rend
    ("Deal 3 damage to each player.", A.DealDamage(A.Fixed(3), A.Player.EACH)),
    ("Deal 1 damage to you.", A.DealDamage(A.Fixed(1), A.Player.YOU)),
    ("Deal damage equal to the corner value to your opponent.", A.DealDamage(A.CornerValue())),
    ("Gain 2 health.", A.GainHealth(A.Fixed(2), A.Player.YOU)),  # 2.5.1.4 owner by default
    ("Your opponent gains 1 health.", A.GainHealth(A.Fixed(1), A.Player.OPPONENT)),
    ("Lose 2 health.", A.LoseHealth(A.Fixed(2), A.Player.YOU)),  # 5.1.4: not damage
    ("Your opponent loses 1 health.", A.LoseHealth(A.Fixed(1), A.Player.OPPONENT)),
    ("Draw up to 2 cards.", A.Draw(A.UpTo(2))),  # 2.2.2 'up to'
    ("Each player draws 1 card.", A.Draw(A.Fixed(1), A.Player.EACH)),
    ("Your opponent discards 2 cards.", A.Discard(A.Fixed(2), A.Player.OPPONENT)),
    ("Remove a highlighted enemy Unit in the opposite lane.", A.Remove(ENEMY_UNIT_OPPOSITE)),  # 2.8
    ("Remove up to 2 enemy Units or Spells.",
     A.Remove(A.Cards(A.UpTo(2), (A.Kind.UNIT, A.Kind.SPELL), A.Side.ENEMY))),
    ("Rotate this forward 2 corners.", A.Rotate(A.This(), A.Direction.FORWARD, 2)),  # 6.1.2 Rotate
    ("Rotate a highlighted allied Spell in this lane backward 1 corner.",
     A.Rotate(A.Cards(A.Fixed(1), (A.Kind.SPELL,), A.Side.ALLIED, True, None, (A.Lane.THIS,)),
              A.Direction.BACKWARD, 1)),
    ("Restart each allied Unit in an adjacent lane or any lane.",
     A.Restart(A.Cards(A.Each(), (A.Kind.UNIT,), A.Side.ALLIED, lanes=(A.Lane.ADJACENT, A.Lane.ALL)))),
    ("Exhaust this Champion.", A.Exhaust(A.ThisChampion())),
    ("Deploy a DAEMON Unit from your deck.", A.Deploy(A.Pick(A.Fixed(1), (A.Kind.UNIT,), "DAEMON"), A.Zone.DECK)),
    ("Move a Spell from your discard pile to your hand.",
     A.Move(A.Pick(A.Fixed(1), (A.Kind.SPELL,)), A.Zone.DISCARD, A.Zone.HAND)),  # 6.2 Move
    ("Swap this with a Unit from your hand.", A.Swap(A.This(), A.Pick(A.Fixed(1), (A.Kind.UNIT,)), A.Zone.HAND)),
    ("Replace this with an AELF Unit from your discard pile.",
     A.Replace(A.This(), A.Pick(A.Fixed(1), (A.Kind.UNIT,), "AELF"), A.Zone.DISCARD)),  # 6.2 Replace
    ("Return a highlighted enemy Unit in the opposite lane to its owner's hand.", A.Return(ENEMY_UNIT_OPPOSITE)),
    ("Increase damage dealt by 1.", A.Modify(A.Change.INCREASE, A.Measure.DAMAGE_DEALT, A.Fixed(1))),  # 2.12
    ("Reduce damage received by 2.", A.Modify(A.Change.REDUCE, A.Measure.DAMAGE_RECEIVED, A.Fixed(2))),
    ("Increase health gained by 1.", A.Modify(A.Change.INCREASE, A.Measure.HEALTH_GAINED, A.Fixed(1))),
    ("Each highlighted enemy Unit in the opposite lane is Dormant.",  # 6.1.2 Dormant
     A.Dormant(A.Cards(A.Each(), (A.Kind.UNIT,), A.Side.ENEMY, True, None, (A.Lane.OPPOSITE,)))),
    ("2 enemy Spells are Dormant.", A.Dormant(A.Cards(A.Fixed(2), (A.Kind.SPELL,), A.Side.ENEMY))),
    ("A highlighted enemy Champion in the opposite lane can't Deploy Units.",  # 2.2.3
     A.Forbid(A.Cards(A.Fixed(1), (A.Kind.CHAMPION,), A.Side.ENEMY, True, None, (A.Lane.OPPOSITE,)),
              A.Act.DEPLOY_UNITS)),
    ("Trigger the effects of a highlighted allied Unit in this lane.",  # 4.1.1.4
     A.TriggerEffects(A.Cards(A.Fixed(1), (A.Kind.UNIT,), A.Side.ALLIED, True, None, (A.Lane.THIS,)))),
    ('Give each allied Unit "Last Stand: draw 1 card".',  # 2.7.1
     A.Grant(A.Cards(A.Each(), (A.Kind.UNIT,), A.Side.ALLIED),
             A.LastStand(A.Instruction((A.Draw(A.Fixed(1)),))))),
    ("You may discard 1 card.", A.Optional(A.Discard(A.Fixed(1)))),  # 2.2.2 'may'
])
def test_each_effect_becomes_its_node(text, expected):
    assert effect(text) == expected


@pytest.mark.parametrize("text, when", [
    ("At the start of your turn, draw 1 card.", A.When.START_OF_YOUR_TURN),  # 4.1.1.2
    ("At the end of the turn, draw 1 card.", A.When.END_OF_TURN),  # 4.1.5.1
    ("As this enters play, draw 1 card.", A.When.ENTERS_PLAY),  # 3.1.5b
    ("When this leaves play, draw 1 card.", A.When.LEAVES_PLAY),  # 6.2 Leaving Play
    ("When this exhausts, draw 1 card.", A.When.EXHAUSTS),  # 4.1.2.3b
    ("When you would take damage, draw 1 card.", A.When.WOULD_TAKE_DAMAGE),  # 2.12.4
])
def test_triggers(text, when):
    assert one(text) == A.Triggered(A.Trigger(when), A.Instruction((A.Draw(A.Fixed(1)),)))


def test_after_playing_a_card_filters_by_category_and_tag():  # 6.2 After Playing a Card
    assert one("After playing a DAEMON Unit, gain 1 health.").trigger == A.Trigger(
        A.When.AFTER_PLAYING, A.Pick(A.Fixed(1), (A.Kind.UNIT,), "DAEMON"))
    assert one("After playing a card, gain 1 health.").trigger.pick == A.Pick(A.Fixed(1), (A.Kind.CARD,))


def test_conditions():
    assert one("If you control a DAEMON Unit, deal 2 damage to your opponent.").condition == A.Controls(
        A.Player.YOU, A.Fixed(1), (A.Kind.UNIT,), "DAEMON")
    assert one("If your opponent controls 2 or more Units or Spells, draw 1 card.").condition == A.Controls(
        A.Player.OPPONENT, A.AtLeast(2), (A.Kind.UNIT, A.Kind.SPELL))
    assert one("If you have 10 or less health, gain 1 health.").condition == A.HealthAtMost(A.Player.YOU, 10)


def test_since_your_last_turn():  # 6.2.since-your-last-turn
    assert one("If you took damage since your last turn, deal 2 damage.").condition == A.TookDamage(A.Player.YOU)
    assert one("if your opponent took damage since your last turn, draw 1 card.").condition == A.TookDamage(
        A.Player.OPPONENT)
    assert fmt("champions", parse("champions", "IF YOU TOOK DAMAGE SINCE YOUR LAST TURN, GAIN 1 HEALTH.")) == \
        "If you took damage since your last turn, gain 1 health."


def test_effects_joined_by_and_resolve_in_written_order():  # 2.7.1
    assert one("Deal 1 damage to your opponent and gain 1 health.").effects == (
        A.DealDamage(A.Fixed(1)), A.GainHealth(A.Fixed(1)))


def test_last_stand():  # 6.1.2 Last Stand
    assert one("Last Stand: deal 2 damage to your opponent.") == A.LastStand(
        A.Instruction((A.DealDamage(A.Fixed(2)),)))


def test_a_heroic_act_owns_every_sentence_after_it_even_across_lines():  # 2.9.2
    card = parse("champions", "Gain 1 health.\nHeroic Act: Draw 1 card.\nDeal 1 damage to your opponent.")
    assert card.sentences == (A.Instruction((A.GainHealth(A.Fixed(1)),)),)
    assert card.heroic_acts == (A.HeroicAct((A.Instruction((A.Draw(A.Fixed(1)),)),
                                             A.Instruction((A.DealDamage(A.Fixed(1)),)))),)


def test_a_second_heroic_act_ends_the_first():  # 2.9.2
    card = parse("champions", "Heroic Act: Draw 1 card. Heroic Act: Gain 2 health.")
    assert [len(a.sentences) for a in card.heroic_acts] == [1, 1]


def test_empty_text_is_a_card_without_abilities():
    assert parse("champions", "") == A.CardText()


def test_keywords_are_case_insensitive_and_fmt_gives_the_canonical_casing():
    card = parse("champions", "DEAL 2 DAMAGE TO YOUR OPPONENT.  gain 1 HEALTH.")
    assert fmt("champions", card) == "Deal 2 damage to your opponent. Gain 1 health."


def test_typographic_apostrophes_and_quotes_are_read_as_ascii():
    card = parse("champions", "Return a Unit to its owner\u2019s hand. Give this \u201cLast Stand: draw 1 card\u201d.")
    assert isinstance(card.sentences[0].effects[0], A.Return)
    assert isinstance(card.sentences[1].effects[0], A.Grant)


@pytest.mark.parametrize("text", ["Deal1 damage.", "Dealt 1 damage.", "Draw 1 cardz.", "Gain 2 healthy."])
def test_keywords_match_whole_words_only(text):
    with pytest.raises(CardTextError):
        parse("champions", text)


@pytest.mark.parametrize("text", ["Gain 1 health and remove every Unit.", "Deal 2 damage to the Unit.",
                                  "Draw 1 card. Then shuffle your deck."])
def test_no_clause_is_swallowed_as_raw_text(text):
    with pytest.raises(CardTextError):
        parse("champions", text)


def test_earley_builds_the_same_ast_as_lalr_on_the_same_grammar():
    text = "At the start of your turn, if you control a DAEMON Unit, deal 1 damage to your opponent."
    assert parser("champions", "earley").parse(text).data == "start"  # Earley gives a tree, transformed after
    assert parse("champions", text, algorithm="earley") == parse("champions", text)
