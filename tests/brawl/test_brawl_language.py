"""The Brawl action-card language on worked cards: what each says (the AST), its canonical text, and the exact
message a card author sees when a card is wrong (line, column, caret, what could stand there)."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, fmt, language, parse
from rulekeeper.text.brawl import ast as A

T, THIS, ATTACKER = A.Ref.TARGET, A.Ref.THIS, A.Ref.ATTACKER


def test_the_language_is_registered_like_the_others():
    lang = language("brawl")
    assert lang.grammar == "brawl.lark" and lang.whole_words


def test_an_attack_with_every_section():
    card = parse("brawl", "Move 2.\nPre-attack: Dash 1.\nAttack: direct shot, range 2-4, strength 3. Poison 1. "
                          "If the target is Bloodied, +2 strength.\nPost-attack: Push 2. Root.")
    assert card == A.Card(A.Attack(
        A.DirectShot(A.Range(4, 2)), 3, pre=(A.Dash(1, THIS),), post=(A.Push(2, T), A.Root(T)), poison=1,
        bonuses=(A.StrengthBonus(2, A.Bloodied(T)),)), movement=2)


def test_the_rules_defaults_are_filled_in_and_left_out_again():
    attack = parse("brawl", "Attack: melee, strength 3.\nPost-attack: Push 1. Heal 1.")
    assert attack.action.post == (A.Push(1, T), A.Heal(1, THIS))  # keyword.heal: the activating Champion
    reaction = parse("brawl", "Reaction: Defence +1.\nPost-attack: Push 1.")
    assert reaction.action.post == (A.Push(1, ATTACKER),)  # reaction.target: its Champion causes the push
    explicit = parse("brawl", "Reaction: The target: Push 1.")
    assert explicit.action.effects == (A.Push(1, T),)
    assert fmt("brawl", explicit) == "Reaction: The target: Push 1."
    assert fmt("brawl", parse("brawl", "Reaction: The attacker: Push 1.")) == "Reaction: Push 1."


def test_targeting_kinds():
    def targeting(text):
        return parse("brawl", f"Attack: {text}, strength 1.").action.targeting
    assert targeting("melee") == A.Melee()
    assert targeting("indirect shot, range 3") == A.IndirectShot(A.Range(3))
    assert targeting("direct shot, range 5, targeting any Champion") == A.DirectShot(A.Range(5), A.Whom.ANY)
    assert targeting("AoE burst 1") == A.AreaOfEffect(A.Burst(1))
    assert targeting("AoE line 3") == A.AreaOfEffect(A.Line(3))
    assert targeting("AoE arc 3") == A.AreaOfEffect(A.Arc(3))
    assert targeting("AoE hexes (1, 0) (2, -1)") == A.AreaOfEffect(A.Pattern(((1, 0), (2, -1))))


@pytest.mark.parametrize("text, effect", [
    ("Pull 2.", A.Pull(2, T)), ("Fear 3.", A.Fear(3, T)), ("Force 1.", A.Force(1, T)), ("Stun.", A.Stun(T)),
    ("Jump 3.", A.Jump(3, THIS)), ("Swoop 4.", A.Swoop(4, THIS)), ("Draw 2.", A.Draw(2)), ("Plan 1.", A.Plan(1)),
    ("Move 2 away from the target.", A.Move(2, THIS, A.Heading.AWAY, T)),
    ("Each adjacent Enemy: Push 1.", A.Push(1, A.Group(True, A.Side.ENEMY, 1))),
    ("An Ally within 3 hexes: Heal 2.", A.Heal(2, A.Group(False, A.Side.ALLY, 3))),
    ("A Champion within 1 hex: Root.", A.Root(A.Group(False, A.Side.CHAMPION, 1))),
    ("Deal 1 damage to each Enemy.", A.DealDamage(1, A.Group(True, A.Side.ENEMY))),
    ("Place the target on an unoccupied hex adjacent to this Champion.", A.Place(T, 1, THIS)),
    ("If you control the Manipulation area, Plan 2.", A.Conditional(A.Controls(A.AreaName.MANIPULATION), A.Plan(2))),
])
def test_every_keyword_with_its_value(text, effect):
    assert parse("brawl", f"Skill: {text}").action.effects == (effect,)


def test_canonical_text():
    assert fmt("brawl", parse("brawl", "move 1. skill: an ally within 1 hex: heal 1.")) == (
        "Move 1.\nSkill: An adjacent Ally: Heal 1.")  # "within 1 hex" is said "adjacent"
    assert fmt("brawl", parse("brawl", "Attack: melee, strength 2. Poison 1. Lifesteal. Double.")) == (
        "Attack: melee, strength 2. Double. Lifesteal. Poison 1.")
    assert fmt("brawl", parse("brawl", "Attack: indirect shot, range 1\u20133, strength 2.")) == (
        "Attack: indirect shot, range 3, strength 2.")  # a typographic dash; minimum 1 is no minimum


PINNED = [
    ("Skill: Push two.",
     "line 1, column 13: unknown word 'two'; expected a number after 'Push'\n"
     "  Skill: Push two.\n"
     "              ^"),
    ("Attack: melee strength 3.",
     "line 1, column 15: unexpected 'strength'; expected ',' after 'melee'\n"
     "  Attack: melee strength 3.\n"
     "                ^"),
    ("Attack: AoE cone 2, strength 1.",
     "line 1, column 13: unknown word 'cone'; expected an AoE shape ('burst', 'line', 'arc' or 'hexes') after 'AoE'\n"
     "  Attack: AoE cone 2, strength 1.\n"
     "              ^"),
    ("Attack: AoE arc 7, strength 2.",
     "line 1, column 17: an arc has at most 6 hexes (those around the attacker), not 7\n"
     "  Attack: AoE arc 7, strength 2.\n"
     "                  ^"),
    ("Attack: direct shot, range 4-2, strength 1.",
     "line 1, column 28: the minimum range 4 is more than the range 2\n"
     "  Attack: direct shot, range 4-2, strength 1.\n"
     "                             ^"),
    ("Attack: melee, strength 4.\nDouble. Double.",
     "line 2, column 9: Double is said twice; an attack has it once\n"
     "  Double. Double.\n"
     "          ^"),
    ("Skill: The attacker: Push 1.",
     "line 1, column 12: only a reaction has an attacker (reaction)\n"
     "  Skill: The attacker: Push 1.\n"
     "             ^"),
    ("Skill: a foe: Push 1.",
     "line 1, column 10: unknown word 'foe'; expected a side ('Ally', 'Enemy' or 'Champion') or 'adjacent' after 'a'\n"
     "  Skill: a foe: Push 1.\n"
     "           ^"),
    ("Move 2.",
     "line 1, column 8: the text ends too early; expected an action ('Attack:', 'Skill:' or 'Reaction:') or "
     "'Pre-attack' after '.'\n"
     "  Move 2.\n"
     "         ^"),
    ("Reaction:",
     "line 1, column 10: a reaction needs a defence modifier, an effect or a post-attack ability\n"
     "  Reaction:\n"
     "           ^"),
    ("Attack: AoE burst 1, targeting an Ally, strength 2.",
     "line 1, column 22: an AoE hits every Champion in its hexes (targeting.aoe); it names no one to target\n"
     "  Attack: AoE burst 1, targeting an Ally, strength 2.\n"
     "                       ^"),
]


@pytest.mark.parametrize("text, message", PINNED)
def test_errors_say_where_and_what_in_a_card_authors_words(text, message):
    with pytest.raises(CardTextError) as info:
        parse("brawl", text)
    assert str(info.value) == message


def test_the_grammar_has_no_lalr_conflicts(caplog):
    """Lark resolves a shift/reduce conflict silently as shift, which would make some cards unparseable: none here."""
    import logging

    from lark import Lark, logger

    from rulekeeper import paths

    source = (paths.grammar_dir() / "brawl.lark").read_text(encoding="utf-8")
    logger.addHandler(caplog.handler)
    try:
        with caplog.at_level(logging.DEBUG, logger="lark"):
            Lark(source, parser="lalr", import_paths=[str(paths.grammar_dir())], debug=True)
    finally:
        logger.removeHandler(caplog.handler)
    assert [r.getMessage() for r in caplog.records if "conflict" in r.getMessage().lower()] == []
