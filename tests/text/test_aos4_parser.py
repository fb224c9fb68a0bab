"""The AoS4 ability language (issue 15): timing lines, declare and effect, keywords and names, word classes."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, fmt, parse
from rulekeeper.text.aos4 import ast as A
from rulekeeper.text.aos4.fmt import words


def ability(text: str) -> A.Ability:
    return parse("aos4", text)


def all_words(node) -> list[A.Word]:
    return words(node)


def of_class(node, cls: str) -> list[str]:
    return [w.text for w in all_words(node) if w.cls == cls]


def find(node, kind) -> list:
    """Every construct of a kind under node (depth first)."""
    out = []
    if isinstance(node, kind):
        out.append(node)
    if isinstance(node, A.Node):
        for p in node.parts:
            out.extend(find(p, kind))
    return out


@pytest.mark.parametrize("line, frequency, moment", [
    ("Your Hero Phase", None, A.Phase("your", "hero")),
    ("Any Combat Phase", None, A.Phase("any", "combat")),
    ("Enemy Shooting Phase", None, A.Phase("enemy", "shooting")),
    ("Deployment Phase", None, A.Phase(None, "deployment")),
    ("End of Any Turn", None, A.TurnEdge("end", "any")),
    ("Start of Battle Round", None, A.BattleEdge("start", None, True)),
    ("Start of First Battle Round", None, A.BattleEdge("start", "first", True)),
    ("Once Per Turn (Army), Any Combat Phase", A.Frequency("turn", True), A.Phase("any", "combat")),
    ("Once Per Battle, Your Movement Phase", A.Frequency("battle", False), A.Phase("your", "movement")),
    ("Once Per Battle Round (Army), Start of Battle Round", A.Frequency("battle round", True),
     A.BattleEdge("start", None, True)),
])
def test_timing_lines(line, frequency, moment):
    t = ability(line + "\nEffect: Roll a dice.").timing
    assert (t.frequency, t.moments) == (frequency, (moment,))


def test_a_reaction_is_the_event_it_answers():
    a = ability("Reaction: You declared a Fight ability for this unit\nEffect: Roll a dice.")
    (reaction,) = a.timing.moments
    assert isinstance(reaction, A.Reaction) and not reaction.period
    assert of_class(reaction.event, "KEYWORD") == ["Fight"] and of_class(reaction.event, "PAST") == ["declared"]


def test_declare_and_effect_are_sentences_of_typed_clauses():
    a = ability('Your Hero Phase\nDeclare: Pick a visible enemy unit within 12" of this unit to be the target.\n'
                "Effect: Roll a dice. On a 3+, inflict D3 mortal damage on the target.")
    (line,) = a.declare.blocks
    (pick,) = line.parts[0].parts
    assert isinstance(pick, A.Sentence)
    (command,) = find(pick, A.Command)
    assert of_class(command, "VERB")[0] == "pick" and of_class(command, "DISTANCE") == ['12"']
    roll, inflict = a.effect.blocks[0].parts[0].parts
    assert [w.cls for w in all_words(roll)] == ["VERB", "DET", "NOUN", "DOT"]
    assert find(inflict, A.PhraseSegment) and of_class(inflict, "ROLL") == ["3+"] and of_class(inflict, "DICE") == ["D3"]


def test_mark_up_is_normalized_and_keywords_are_declared_data():
    marked = ability("Effect: Add 1 to hit rolls for friendly **^^Stormcast\u00a0Eternals Hero^^** units.\n"
                     "Keywords: **^^Spell^^**, **^^Unlimited^^**")
    plain = ability("Effect: Add 1 to hit rolls for friendly Stormcast Eternals Hero units.\nKeywords: Spell, Unlimited")
    assert marked == plain
    assert of_class(marked.effect.blocks, "KEYWORD") == ["Stormcast Eternals", "Hero"]
    assert marked.effect.keywords == ("Spell", "Unlimited")


def test_a_dice_expression_written_with_spaces_is_one_dice():
    spaced = ability("Effect: Inflict D3 + 3 mortal damage on the target.")
    assert spaced == ability("Effect: Inflict D3+3 mortal damage on the target.")
    assert of_class(spaced.effect.blocks, "DICE") == ["D3+3"]
    assert of_class(ability("Effect: Add 1 to the roll for each D6 + 1 rolled.").effect.blocks, "DICE") == ["D6+1"]


def test_a_keyword_with_its_value_and_non():
    a = ability("Effect: Friendly non-Hero units have Ward (5+) while they are wholly within 12\" of this unit.")
    (ward,) = [n for n in find(a.effect.blocks[0], A.NounWord) if of_class(n, "KEYWORD") == ["Ward"]]
    assert of_class(ward, "ROLL") == ["5+"]
    assert any(of_class(n, "NON") for n in find(a.effect.blocks[0], A.NounWord))


def test_names_and_quoted_abilities():
    a = ability("Effect: Add 1 to the Attacks characteristic of this unit's Stinga Bows. "
                "This unit can use the 'All-out Attack' command.")
    assert of_class(a.effect.blocks, "NAME") == ["Stinga Bows"]
    assert of_class(a.effect.blocks, "QNAME") == ["'All-out Attack'"]
    assert find(a.effect.blocks[0], A.Possessive)


def test_a_word_of_two_classes_takes_the_one_the_sentence_needs():
    a = ability("Effect: Roll a dice for each charge roll and add the roll to the charge roll.")
    assert of_class(a.effect.blocks, "VERB") == ["roll", "add"]
    assert of_class(a.effect.blocks, "NOUN").count("roll") == 3
    assert of_class(a.effect.blocks, "CL_CONJ") == ["and"]


def test_headed_options_and_bullets():
    a = ability("Effect: Pick 1 of the following effects:\n\u2022 ***Rapid Sprouting:*** Roll a dice.\n"
                "***Warping Curse***: Inflict 1 mortal damage on the target.")
    first, bullet, option = a.effect.blocks
    assert isinstance(bullet, A.Bullet) and of_class(bullet, "HEADING") == ["Rapid Sprouting"]
    assert isinstance(option, A.Option) and of_class(option, "HEADING") == ["Warping Curse"]


def test_the_last_sentence_of_a_line_may_lack_its_period():
    a = ability("Declare: Pick a friendly unit to be the target\nEffect: Heal (3) the target.")
    assert isinstance(a.declare.blocks[0].parts[0].parts[-1], A.OpenSentence)
    assert fmt("aos4", a).splitlines()[0] == "Declare: Pick a friendly unit to be the target"


def test_a_declare_step_of_several_lines():
    a = ability("Your Hero Phase\nDeclare: Pick 1 of the friendly Manifestations below to be the target:\n"
                "\u2022 **Sanctum of Amyntok**\n\u2022 **Hyshian Twinstones**\nEffect: Set up the target.")
    first, *bullets = a.declare.blocks
    assert [of_class(b, "NAME") for b in bullets] == [["Sanctum of Amyntok"], ["Hyshian Twinstones"]]
    assert fmt("aos4", a).splitlines()[2:4] == ["\u2022 Sanctum of Amyntok", "\u2022 Hyshian Twinstones"]


def test_canonical_text():
    text = ("Once Per Turn (Army),\u00a0Any Combat Phase\nDeclare: Pick an enemy unit in combat with this unit "
            "to be the target.\nEffect: Roll a dice. On a 4+, the target has **^^Strike-last^^** for the rest of "
            "the turn.\nKeywords: **^^Rampage^^**")
    assert fmt("aos4", ability(text)) == (
        "Once Per Turn (Army), Any Combat Phase\nDeclare: Pick an enemy unit in combat with this unit to be the "
        "target.\nEffect: Roll a dice. On a 4+, the target has Strike-last for the rest of the turn.\n"
        "Keywords: Rampage")


@pytest.mark.parametrize("text", [
    "Effect: Roll a qz.",  # not a word
    "Effect: Roll a dice,.",  # a comma then nothing
    "Effect: The target has Ward (5+.",  # an unclosed value
    "Your Hero Phase",  # a timing without an effect
    "Effect: Inflict D3 mortal damage on the",  # ends too early
])
def test_bad_text_is_a_card_text_error(text):
    with pytest.raises(CardTextError):
        ability(text)
