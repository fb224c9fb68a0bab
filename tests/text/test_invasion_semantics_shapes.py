"""More shapes of Invasion card text typed (issue 13): each text, written for this test in the cards' wording, ->
the typed node the shape means. None is copied from a card."""

from __future__ import annotations

import pytest

from rulekeeper.text import fmt, parse
from rulekeeper.text.invasion import ast as A
from rulekeeper.text.invasion.semantics import Action, Constant, Forced, SemanticError, interpret
from rulekeeper.text.invasion.semantics import effects as E
from rulekeeper.text.invasion.semantics.nodes import Condition, Count, EqualTo, ListOf, Objects, Place, Player

THIS_UNIT = Objects(("unit",), "this")
TARGET_UNIT = Objects(("unit",), "a", target=True)
YOU = Player("you")


def effect(text: str):
    [ability] = interpret(parse("invasion", text))
    return ability.effect


def test_a_passive_in_the_perfect_is_the_event_done():
    [ability] = interpret(parse("invasion", "Forced: After damage has been assigned, draw a card."))
    assert ability.trigger.event == E.AssignDamage(amount=Objects(("damage",), "a"))


def test_damage_dealt_to_one_thing_redirected_to_another_comes_from_the_first():
    got = effect("Action: Redirect one damage just dealt to this unit to another target unit.")
    assert (got.source, got.to) == (THIS_UNIT, Objects(("unit",), "another", target=True))


def test_a_subject_of_several_things_each_doing_it():
    got = effect("Forced: When this unit attacks, this unit and target unit each take 1 damage.")
    assert got == E.TakeDamage(who=ListOf("and", (THIS_UNIT, TARGET_UNIT)), amount=Count(1), indirect=False)


def test_an_additional_point_of_damage_is_one_more_damage():
    got = effect("Forced: When you deal damage, deal an additional point of damage.")
    assert got.amount == Count(1, "additional")


def test_a_trailing_each_phrase_qualifies_the_things_the_effect_names():
    got = effect("Action: Destroy up to two target units, each in a different zone.")
    assert isinstance(got, E.EachOf) and isinstance(got.effect, E.Destroy)
    assert got.described[0].parts[0].prep == "in"


def test_a_sentence_goes_on_after_a_parenthesis_inside_it():
    card = parse("invasion", "This unit can attack (from any zone) whenever a [Chaos] unit attacks.")
    assert fmt("invasion", card) == "This unit can attack (from any zone) whenever a [Chaos] unit attacks."
    [ability] = card.abilities
    aside = ability.body.sentence.chain.first.clause.predicate.args[0]
    assert isinstance(aside, A.Aside) and aside.conj == ""
    assert interpret(card) == (Constant(None, E.Modal("can", E.Conditional(
        Condition("whenever", E.Attack(who=Objects(("[Chaos]", "unit"), "a"))), E.Attack(who=THIS_UNIT)))),)
    with pytest.raises(SemanticError, match="conditions with no effect"):
        interpret(parse("invasion", "Whenever a unit attacks."))


@pytest.mark.parametrize("text", [
    "You may put into play (in any zone) one unit found among those cards.",
    "Put them into play in any of your zones (you may split them up), corrupted.",
    "This card becomes a unit (and retains its power) until the end of the phase.",
])
def test_a_parenthesis_inside_a_sentence_prints_back_as_written(text):
    card = parse("invasion", text)
    assert fmt("invasion", card) == text
    assert parse("invasion", fmt("invasion", card)) == card
    interpret(card)


def test_a_parenthesis_that_ends_the_sentence_is_still_its_reminder():
    [ability] = parse("invasion", "Action: Draw a card (limit once per turn).").abilities
    assert ability.body.sentences[0].inner is not None
    assert interpret(parse("invasion", "Action: Draw a card (limit once per turn)."))[0].limit is not None


def test_corrupted_after_into_play_is_the_state_it_comes_in_and_in_a_zone_where():
    got = effect("Action: Put target unit into play, corrupted, in any of your zones.")
    assert (got.state, got.place) == ("corrupted", Place("zones", "any of your"))
    got = effect("Action: Put it into your battlefield, attacking.")
    assert isinstance(got, E.Sequence) and isinstance(got.steps[1], E.Attack)  # not into play: an effect of its own


@pytest.mark.parametrize("text, field, value", [
    ("Action: Draw cards equal to the number of units you control.", "count", EqualTo),
    ("Forced: At the end of your turn, discard down to 3 cards.", "down_to", Objects),
    ("Target unit cannot defend against this attack.", "what", Objects),
    ("Your units can quest with other units.", "with_", Objects),
    ("Action: Use the Necromancy ability on a card in your discard pile without paying its cost.", "on", Objects),
    ("Action: Turn target support card facedown into a development.", "into", Objects),
    ("Forced: When an opponent draws cards for his quest phase, draw a card.", "for_", None),
])
def test_a_verbs_further_roles(text, field, value):
    got = effect(text)
    while isinstance(got, (E.Modal, E.Conditional)):
        got = got.effect
    if isinstance(got, Forced):
        got = got.trigger.event
    if value is None:  # in the trigger
        [ability] = interpret(parse("invasion", text))
        got = ability.trigger.event
        value = Objects
    assert isinstance(getattr(got, field), value), got


def test_initiating_an_attack_is_an_attack_against_its_zone():
    got = effect("This unit can initiate an attack against a quest zone.").effect
    assert got == E.Attack(who=THIS_UNIT, what=Place("quest zone", "a"), attack=Objects(("attack",), "an"))


def test_a_number_after_the_first_of_two_objects_counts_the_second():
    assert effect("Action: Deal this unit 1 damage.") == E.DealDamage(amount=Count(1), to=THIS_UNIT, indirect=False)
    got = effect("Forced: At the beginning of your turn, return target unit to its owner's hand unless its "
                 "controller pays you 1 resource.").condition.clause
    assert (got.what, got.to) == (Objects(("resource",), "", Count(1)), YOU)


@pytest.mark.parametrize("text, node", [
    ("Action: Take one card from your discard pile into your hand.", E.Put),
    ("Action: End and resolve the current action chain.", E.Sequence),
    ("This unit is considered to have a blank text box.", E.Treat),
    ("Action: Play a unit from your discard pile, as if it were in your hand.", E.Conditional),
    ("Forced: When a player declares a zone to attack, draw a card.", E.Draw),
    ("Whenever you search your deck, draw a card.", E.Draw),
    ("Action: Move it to your quest zone, declared as a defender.", E.Sequence),
])
def test_shapes_typed_by_their_verb(text, node):
    assert isinstance(effect(text), node)


def test_x_is_equal_to_defines_x():
    got = effect("Action: Deal X damage to target unit. X is equal to the number of cards in your hand.")
    assert isinstance(got, E.Where) and isinstance(got.definition, E.XIs)


def test_in_case_of_and_for_the_rest_of_the_turn():
    got = effect("Forced: At the end of your turn, sacrifice a unit. You choose in case of a tie.")
    assert got.steps[1] == E.Conditional(Condition("in case of", Objects(("tie",), "a")), E.Choose(by=YOU))
    got = effect("Action: Target unit cannot be attacked for the rest of the turn.")
    assert isinstance(got.effect, E.Lasting) and got.effect.duration.until == "end of turn"


def test_additional_amounts_keep_their_sign_and_bound():
    assert effect("Forced: When this unit attacks, put 1 additional resource token on this card.").count == \
        Count(1, "additional")
    assert effect("This unit deals an additional +2 damage in combat.").amount == Count(2, "additional", "+")


def test_a_passive_agent_stays_with_its_participle_and_without_a_thing_stays_with_its_noun():
    got = effect("Action: Cancel an Action just triggered by a card in play.")
    assert got.what.described[-1].parts[0].prep == "by"
    got = effect("Action: Return one target unit without any Attachment cards on it to its owner's hand.")
    assert isinstance(got, E.ReturnToHand) and got.what.described[0].parts[0].prep == "without"


def test_to_target_is_the_verb_target():
    [ability] = interpret(parse("invasion", "Action: Spend 1 resource to target the effects of an Action just "
                                            "triggered by an opponent."))
    assert isinstance(ability, Action) and isinstance(ability.effect, E.Targeted)
    assert isinstance(parse("invasion", "Deal 1 damage to target unit.").abilities[0].body, A.Constant)


def test_a_list_of_commands_ending_in_or_is_a_choice_of_each():
    [ability] = interpret(parse("invasion", "Action: Sacrifice a unit to (choose 1): Deal 2 damage to target unit, "
                                            "draw a card, or gain 1 resource."))
    assert isinstance(ability.cost, E.Sacrifice)
    assert [type(o) for o in ability.effect.options] == [E.DealDamage, E.Draw, E.Gain]


def test_a_cost_on_a_card_you_control_buys_the_effect_after_to():
    """"... a unit you control to ...": the purpose is the cost verb's, not "control"'s."""
    [ability] = interpret(parse("invasion", "Action: Corrupt a Goblin unit you control to draw a card."))
    assert ability.cost == E.Corrupt(what=Objects(("Goblin", "unit"), "a", controller=YOU))
    assert ability.effect == E.Draw(count=Count(1))
    [ability] = interpret(parse("invasion", "Action: Remove 2 resource tokens from a support card you control to "
                                            "draw a card."))
    assert ability.cost.source == Objects(("support", "card"), "a", controller=YOU)
    assert ability.effect == E.Draw(count=Count(1))
