"""spec/champions/cards.yaml: every card parses, and the cards the rules name do what the rules say of them."""

from __future__ import annotations

import pytest

from rulekeeper.games.champions.cards import (Alliance, Card, CardDataError, Category, ChampionClass, Duration,
                                              Permission, Rotation, card_from_entry, load_cards)
from rulekeeper.text import fmt
from rulekeeper.text.champions import ast as A

CARDS = load_cards()


def effects(card: Card):
    """Every effect of a card's sentences and Heroic Acts, in order."""
    for sentence in card.abilities.sentences + tuple(s for a in card.abilities.heroic_acts for s in a.sentences):
        body = sentence.body if isinstance(sentence, (A.Triggered, A.LastStand)) else sentence
        yield from body.effects


def test_every_card_parses_and_is_written_canonically():
    assert len(CARDS) >= 90
    for card in CARDS.values():
        assert fmt("champions", card.abilities) == card.text, card.name


RULES_NAME = ["Feasting Vargheist", "Invigorating Chant", "Bloodreaver Chieftain", "Pack of Bloodletters", "Stardrake",
              "Gryph Charger", "Grimghast Reapers", "Commanding the Dead", "Gaze of Khorne", "Starving Flesh Hounds",
              "Favour of the Gods", "Gore-slick Skullreaper", "Hungering Vampire Lord", "Fearless Khorgoraths",
              "Waaagh! Infusion"]


@pytest.mark.parametrize("name", RULES_NAME)
def test_every_card_the_rules_name_is_here(name):
    assert name in CARDS


def test_cards_without_known_printed_text_say_illustrative():
    assert all(c.illustrative for c in CARDS.values())


def test_2_5_1_4_feasting_vargheist_gives_its_owner_health_and_card_draw():
    card = CARDS["Feasting Vargheist"]
    assert card.category is Category.UNIT
    assert {type(e) for e in effects(card)} == {A.GainHealth, A.Draw}
    assert all(e.who is A.Player.YOU for e in effects(card))


@pytest.mark.parametrize("name, category", [("Invigorating Chant", Category.SPELL),
                                            ("Waaagh! Infusion", Category.ABILITY)])
def test_2_5_2_4_and_2_5_3_5_healing_goes_to_the_owner(name, category):
    card = CARDS[name]
    assert card.category is category
    assert [e for e in effects(card)] and all(isinstance(e, A.GainHealth) and e.who is A.Player.YOU
                                              for e in effects(card))


def test_2_6_4_bloodreaver_chieftain_and_pack_of_bloodletters():
    chieftain, pack = CARDS["Bloodreaver Chieftain"], CARDS["Pack of Bloodletters"]
    assert [o.kind for o in chieftain.objectives[:2]] == [A.ObjectiveKind.DEPLOY_UNIT, A.ObjectiveKind.DEAL_DAMAGE]
    assert chieftain.champion_class is ChampionClass.WARRIOR and pack.category is Category.UNIT
    first = pack.abilities.sentences[0]
    assert isinstance(first, A.Instruction)  # applies as it comes into play (2.5.1.6): deals damage
    assert isinstance(first.effects[0], A.DealDamage) and pack.corners[0].value == 1


def test_3_1_5b_stardrake_discards_as_it_enters_play():
    first = CARDS["Stardrake"].abilities.sentences[0]
    assert first == A.Triggered(A.Trigger(A.When.ENTERS_PLAY), A.Instruction((A.Discard(A.Fixed(1)),)))


def test_4_1_3_2d_gryph_charger_is_a_unit_with_a_heroic_act():
    card = CARDS["Gryph Charger"]
    assert card.category is Category.UNIT and len(card.abilities.heroic_acts) == 1


def test_4_1_3_2e_commanding_the_dead_deploys_a_unit_from_the_discard_pile():
    (effect,) = effects(CARDS["Commanding the Dead"])
    assert effect == A.Deploy(A.Pick(A.Fixed(1), (A.Kind.UNIT,)), A.Zone.DISCARD)
    assert CARDS["Grimghast Reapers"].category is Category.UNIT
    assert CARDS["Grimghast Reapers"].alliance is CARDS["Commanding the Dead"].alliance is Alliance.DEATH


def test_4_1_1_4_gaze_of_khorne_and_starving_flesh_hounds():
    (gaze,) = effects(CARDS["Gaze of Khorne"])
    assert isinstance(gaze, A.TriggerEffects) and gaze.target.highlighted and A.Kind.UNIT in gaze.target.kinds
    hounds = CARDS["Starving Flesh Hounds"].abilities.sentences
    assert hounds[0].trigger.when is A.When.START_OF_YOUR_TURN  # the first effect: only at the start of your turn
    assert isinstance(hounds[1], A.Instruction)  # the second: triggered by Gaze of Khorne too


def test_2_7_1_favour_of_the_gods_adds_a_last_stand_after_the_skullreaper_s_own():
    skullreaper = CARDS["Gore-slick Skullreaper"].abilities.sentences
    assert any(isinstance(s, A.LastStand) for s in skullreaper)
    (grant,) = effects(CARDS["Favour of the Gods"])
    assert isinstance(grant, A.Grant) and isinstance(grant.ability, A.LastStand)
    assert grant.target.side is A.Side.ALLIED and A.Kind.UNIT in grant.target.kinds
    assert CARDS["Favour of the Gods"].category is Category.BLESSING


def test_2_9_3_hungering_vampire_lord_third_objective_and_healing_heroic_act():
    lord = CARDS["Hungering Vampire Lord"]
    assert lord.objectives[2].kind is A.ObjectiveKind.GAIN_HEALTH
    (act,) = lord.abilities.heroic_acts
    assert any(isinstance(e, A.GainHealth) for s in act.sentences for e in s.effects)


def test_2_2_3_fearless_khorgoraths_stops_a_champion_deploying_units():
    forbid = next(e for e in effects(CARDS["Fearless Khorgoraths"]) if isinstance(e, A.Forbid))
    assert forbid.act is A.Act.DEPLOY_UNITS and forbid.target.kinds == (A.Kind.CHAMPION,)
    assert forbid.target.side is A.Side.ENEMY


def test_the_set_spans_every_category_class_tag_corner_kind_objective_and_duration():
    cards = list(CARDS.values())
    assert {c.category for c in cards} == set(Category)
    assert {c.champion_class for c in cards} - {None} == set(ChampionClass)
    assert {c.permission for c in cards} - {None} == set(Permission)
    assert {c.duration for c in cards} - {None} == set(Duration)
    assert {t for c in cards for t in c.tags} == set(A.TAGS)
    assert {k.rotation for c in cards for k in c.corners} == set(Rotation)
    assert any(k.x for c in cards for k in c.corners)
    assert any(c.permanent for c in cards)
    assert {o.kind for c in cards for o in c.objectives} == set(A.ObjectiveKind)
    assert any(o.tag for c in cards for o in c.objectives)  # 2.6.3a Deploy Unit with a Tag
    assert {c.alliance for c in cards} == set(Alliance)


def test_the_set_uses_every_trigger_and_effect_kind():
    cards = list(CARDS.values())
    whens = {s.trigger.when for c in cards for s in c.abilities.sentences if isinstance(s, A.Triggered)}
    assert whens == set(A.When)
    kinds = {type(e.effect if isinstance(e, A.Optional) else e) for c in cards for e in effects(c)}
    expected = {A.DealDamage, A.GainHealth, A.Draw, A.Discard, A.Remove, A.Rotate, A.Restart, A.Exhaust, A.Deploy,
                A.Move, A.Swap, A.Replace, A.Return, A.Modify, A.Dormant, A.Forbid, A.TriggerEffects, A.Grant}
    assert expected <= kinds


BASE = {"name": "Test Card", "category": "Unit", "alliance": "Chaos", "corners": ["smooth 1"] * 3 + ["none"],
        "text": "Gain 1 health."}


@pytest.mark.parametrize("change, field, words", [
    ({"tags": ["DEMON"]}, "tags", "'DEMON' is not a tag (2.14.2)"),
    ({"tags": ["AQSHY"]}, "tags", "Realm tag AQSHY exists only on Spells and Blessings (2.14.5a)"),
    ({"category": "Ability", "corners": ["smooth 1"] * 4}, "corners", "never have Corner Values (2.5.3.3)"),
    ({"corners": ["smooth 1"]}, "corners", "lists its 4 corners"),
    ({"corners": ["round 1"] * 4}, "corners", "'round' is not one of smooth, clunky, none"),
    ({"category": "Relic"}, "category", "'Relic' is not one of"),
    ({"text": "Deal two damage."}, "text", "unknown word 'two'"),
    ({"category": "Champion", "class": "Warrior", "objectives": ["Deal Damage"]}, "objectives", "4 Quest Objectives"),
    ({"category": "Champion", "class": "Warrior", "objectives": ["Deploy DEMON Unit"] * 4}, "objectives",
     "is not a Quest Objective (2.6.3)"),
    ({"category": "Champion", "class": "Warrior", "objectives": ["Deal Damage"] * 4, "cost": "five"}, "cost",
     "'five' is not a whole number"),
    ({"coners": ["smooth 1"] * 4}, "coners", "unknown field"),
])
def test_bad_card_entries_name_file_card_and_field(change, field, words):
    with pytest.raises(CardDataError) as caught:
        card_from_entry({**BASE, **change}, "cards.yaml")
    message = str(caught.value)
    assert message.startswith(f"cards.yaml: card 'Test Card', field '{field}': ") and words in message


def test_corner_values_x_and_rotation_symbols():
    card = card_from_entry({**BASE, "corners": ["smooth X", "clunky 3", "none", "none"]})
    assert [str(c) for c in card.corners] == ["smooth X", "clunky 3", "none", "none"]
    assert card.corners[0].x and card.corners[0].value is None  # 6.2 X is not a value, not 0


def test_an_unreadable_card_file_is_a_card_data_error(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("cards: [name: x\n")
    with pytest.raises(CardDataError) as caught:
        load_cards(bad)
    assert str(bad) in str(caught.value) and "not valid YAML at line 2" in str(caught.value)
