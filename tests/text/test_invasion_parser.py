"""Invasion card text (issue 4): the constructs the issue lists each parse into their typed node."""

from __future__ import annotations

import pytest

from rulekeeper.text import fmt, parse
from rulekeeper.text.invasion import ast as A


def one(text: str):
    card = parse("invasion", text)
    assert isinstance(card, A.Card)
    assert len(card.abilities) == 1, card
    return card.abilities[0]


def test_no_text_is_an_empty_ability_list():
    assert parse("invasion", "") == A.Card(())


def test_zone_prefix_and_action():
    ability = one("Battlefield. Action: Deal 1 damage to one target unit.")
    assert ability.zone == A.ZonePrefix("battlefield", ".")
    assert isinstance(ability.body, A.Triggered) and ability.body.kind == "action"
    command = ability.body.sentences[0].chain.first.clause
    assert isinstance(command, A.Command) and command.predicate.verb == "deal"
    damage = command.predicate.args[0]
    assert damage.quantity == A.Quantity((A.Amount("", "1"),)) and damage.head == A.NounHead(("damage",))
    target = damage.posts[0].parts[0]
    assert target == A.Prep("to", A.NounPhrase((), A.Quantity((A.Amount("", "one"),)), ("target",),
                                               A.NounHead(("unit",))))


def test_forced_trigger_is_a_lead_and_a_clause():
    sentence = one("Forced: When this unit enters play, draw a card.").body.sentences[0]
    trigger = sentence.chain.first
    assert trigger.leads == ("when",)
    assert isinstance(trigger.clause, A.Statement) and trigger.clause.predicate.verb == "enters"
    assert sentence.chain.rest[0].sep.kind == "comma"
    assert sentence.chain.rest[0].segment.clause.predicate.verb == "draw"


def test_cost_to_effect_is_a_to_infinitive():
    pred = one("Action: Spend 2 resources to deal 2 damage to target unit.").body.sentences[0].chain.first.clause.predicate
    assert pred.verb == "spend"
    infinitive = pred.args[0].posts[0].parts[0]
    assert isinstance(infinitive, A.ToInfinitive) and infinitive.predicate.verb == "deal"


def test_then_chain_and_or_choice():
    chain = one("Action: Draw a card. Then, discard a card.").body.sentences[1].chain
    assert chain.first.leads == ("then ,",)
    choice = one("Forced: Each player must sacrifice a development or deal 1 damage to his capital.")
    pred = choice.body.sentences[0].chain.first.clause.predicate
    assert pred.modals == ("must",) and pred.verb == "sacrifice"
    assert choice.body.sentences[0].chain.rest[0].sep.kind == "or"


def test_duration_x_definition_and_limit():
    sentences = one("Action: Target unit gains X power until the end of the turn. X is the number of cards in your "
                    "hand. (Limit once per turn.)").body.sentences
    gains = sentences[0].chain.first.clause.predicate
    assert any(isinstance(a, A.Prep) and a.prep == "until" for a in gains.args) or \
        any(isinstance(p.parts[0], A.Prep) and p.parts[0].prep == "until" for a in gains.args for p in getattr(a, "posts", ()))
    x_is = sentences[1].chain.first.clause
    assert isinstance(x_is, A.Statement) and x_is.subject.quantity.parts == (A.Amount("", "x"),)
    limit = sentences[1].after.items[0]
    assert limit.body == A.Limit("once", A.NounHead(("turn",))) and limit.period


@pytest.mark.parametrize("text, keywords", [
    ("Toughness 2.", (A.Keyword("toughness", A.Amount("", "2")),)),
    ("Counterstrike X.", (A.Keyword("counterstrike", A.Amount("", "x")),)),
    ("Scout. ", (A.Keyword("scout"),)),
    ("Savage 1, Ambush 2.", (A.Keyword("savage", A.Amount("", "1")), A.Keyword("ambush", A.Amount("", "2")))),
])
def test_keywords_with_values(text, keywords):
    assert one(text).body.keywords == keywords


def test_restrictions():
    assert one("Order only.").body == A.OnlyRestriction(A.NounHead(("order",)))
    assert one("Limit one Hero per zone.").body == A.LimitPer("one", A.NounHead(("hero",)), A.NounHead(("zone",)))


def test_icons_card_names_and_reminders():
    ability = one("Grimgor Ironhide gains [Power][Power] while attacking (it cannot be targeted).")
    subject = ability.body.sentence.chain.first.clause.subject
    assert subject.head == A.NounHead(("Grimgor Ironhide",))
    gains = ability.body.sentence.chain.first.clause.predicate
    assert gains.args[0].head == A.NounHead(("[Power]", "[Power]"))
    keyword = one("Toughness 1 (whenever this unit is assigned damage, cancel 1 of that damage).").body
    assert isinstance(keyword.reminders[0], A.Reminder)


def test_card_name_with_joiners_is_one_name():
    clause = one("Use this ability only if Journey to the Gate has 3 or more resource tokens on it.").body.sentence
    assert "Journey to the Gate" in fmt("invasion", parse("invasion", "Journey to the Gate has 3 tokens."))
    assert clause is not None


def test_markup_is_normalised_not_words():
    plain = parse("invasion", "Action: Draw a card.")
    assert parse("invasion", "<b>Action:</b>&nbsp;Draw a card.") == plain
    assert parse("invasion", "Action:\u00a0Draw a\u00a0card.") == plain


def test_fmt_is_canonical_and_round_trips():
    text = "battlefield.  action:deal 1 damage to target unit ( limit once per turn .)"
    card = parse("invasion", text)
    assert fmt("invasion", card) == "Battlefield. Action: Deal 1 damage to target unit (Limit once per turn.)"
    assert parse("invasion", fmt("invasion", card)) == card


def test_a_subject_of_several_things_then_each_and_what_each_does():
    """"... each take 1 damage": "each" after the subject distributes the predicate over it (EachStatement)."""
    from dataclasses import fields, is_dataclass

    def find(node, cls):
        if isinstance(node, cls):
            yield node
        elif isinstance(node, tuple):
            for x in node:
                yield from find(x, cls)
        elif is_dataclass(node):
            for f in fields(node):
                yield from find(getattr(node, f.name), cls)

    text = "Forced: At the beginning of your turn, this unit and one other target unit each take 1 damage."
    card = parse("invasion", text)
    [clause] = find(card, A.EachStatement)
    assert clause.predicate.verb == "take" and "'one'" in repr(clause.subject)
    assert fmt("invasion", card) == text


@pytest.mark.parametrize("text", ["Toughness 3 Action: Spend 3 resources to draw a card.",
                                  "Order only. Ambush 2 Forced: At the end of your turn, draw a card."])
def test_a_keyword_on_a_line_of_its_own_before_action_or_forced_needs_no_period(text):
    """The card list loses the line break after a keyword line ("Ambush 2Forced: ..."): the keyword stands alone."""
    card = parse("invasion", text)
    keywords = [ab.body for ab in card.abilities if isinstance(ab.body, A.KeywordLine)]
    assert len(keywords) == 1 and keywords[0].period is False
    assert fmt("invasion", card) == text
    assert parse("invasion", text.replace(" Forced", "Forced")) == card


@pytest.mark.parametrize("text", ["For each damage thus canceled, gain 1 resource.",
                                  '(If no resources remain, you can spend 0 resources to spend "all.")'])
def test_a_participle_after_thus_and_a_period_inside_quotes(text):
    card = parse("invasion", text)
    assert fmt("invasion", card) == text
    assert parse("invasion", fmt("invasion", card)) == card


@pytest.mark.parametrize("text", [
    "If this unit would be destroyed, you may pay 2 resources to (instead of destroying it) leave it in play.",
    "Action: Sacrifice a unit to (choose 1): Deal 2 damage to target unit, draw a card, or gain 1 resource.",
])
def test_a_parenthesis_between_to_and_its_verb(text):
    card = parse("invasion", text)
    assert fmt("invasion", card) == text
    assert parse("invasion", fmt("invasion", card)) == card


@pytest.mark.parametrize("text", [
    'If you control a legend, this unit gains "Action: When this unit attacks, destroy target damaged unit.".',
    "Limited - you cannot play more than one limited card per turn.",
    "Action: Redirect the attack to a different one of your zones.",
    "Action: Move target development from one zone to another controlled by the same player.",
])
def test_a_closing_quote_after_a_period_a_keywords_dash_reminder_and_one_or_another_standing_alone(text):
    card = parse("invasion", text)
    assert fmt("invasion", card) == text
    assert parse("invasion", fmt("invasion", card)) == card


def test_a_dash_after_a_keyword_is_its_reminder_and_a_minus_before_a_number_its_value():
    [line] = [ab.body for ab in parse("invasion", "Limited - you cannot play more than one limited card per turn.").abilities]
    assert isinstance(line.reminders[0], A.DashReminder)
    [line] = [ab.body for ab in parse("invasion", "Toughness -1.").abilities]
    assert line.keywords[0].value == A.Amount("-", "1")


def test_that_after_you_control_opens_a_relative_clause():
    text = "Target unit you control that is defending alone deals 1 damage to each attacking unit."
    card = parse("invasion", text)
    subject = card.abilities[0].body.sentence.chain.first.clause.subject
    assert [p.kind for p in subject.posts] == ["controller", "relative"]
    assert parse("invasion", fmt("invasion", card)) == card


def test_just_between_a_subject_and_a_past_tense_is_a_modal():
    card = parse("invasion", "Action: Discard your hand. Then, draw as many cards as you just discarded.")
    assert parse("invasion", fmt("invasion", card)) == card
    sub = card.abilities[0].body.sentences[1].chain.first.clause.predicate.args[-1]
    assert sub.body.predicate == A.Predicate(("just",), "discarded")
