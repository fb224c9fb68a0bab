"""The meaning layer of Invasion card text (issue 4): texts in Invasion's wording -> exact typed abilities.

The texts here are written for these tests in the cards' wording; none is copied from a card.
"""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from rulekeeper import paths
from rulekeeper.text import CardTextError, parse
from rulekeeper.text.invasion.semantics import (Action, Constant, Forced, KeywordAbility, Limit, LimitPerZone,
                                                PlayRestriction, SemanticError, interpret)
from rulekeeper.text.invasion.semantics import effects as E
from rulekeeper.text.invasion.semantics.nodes import (Condition, Count, Duration, EqualTo, Icons, KeywordValue, ListOf,
                                                      Objects, Place, Player)
from rulekeeper.text.invasion.semantics.setting import Trigger


def typed(text: str) -> tuple:
    return interpret(parse("invasion", text))


THIS_UNIT = Objects(("unit",), "this")
TARGET_UNIT = Objects(("unit",), "a", target=True)
ONE = Count(1)


def test_enters_play_trigger_deals_damage_to_one_target_unit():
    assert typed("Forced: When this unit enters play, deal 2 damage to one target unit.") == (
        Forced(None, Trigger("when", E.EntersPlay(what=THIS_UNIT)), None,
               E.DealDamage(amount=Count(2), to=Objects(("unit",), "", ONE, target=True), indirect=False)),)


def test_zone_prefix_cost_and_duration():
    assert typed("Kingdom. Action: Spend 1 resource to have target unit gain [Power][Power] until the end of the turn.") == (
        Action("kingdom", None, E.Spend(amount=ONE),
               E.Lasting(Duration("end of turn"), E.GainIcons(who=TARGET_UNIT, icons=Icons("[Power]", Count(2))))),)


def test_sacrifice_cost_then_chain_and_limit():
    assert typed("Action: Sacrifice a unit to draw 2 cards, then deal 1 damage to target unit. (Limit once per turn.)") == (
        Action(None, None, E.Sacrifice(what=Objects(("unit",), "a")),
               E.Sequence((E.Draw(count=Count(2)),
                           E.DealDamage(amount=ONE, to=TARGET_UNIT, indirect=False)), then=True),
               Limit("once", "turn")),)


def test_or_choice():
    assert typed("Action: Corrupt this unit to destroy target support card or heal 3 damage from your capital.") == (
        Action(None, None, E.Corrupt(what=THIS_UNIT),
               E.Choice((E.Destroy(what=Objects(("support", "card"), "a", target=True)),
                         E.Heal(amount=Count(3), what=Place("capital", "your"))))),)


def test_beginning_of_turn_and_discard_at_random():
    assert typed("Forced: At the beginning of your turn, each opponent discards 1 card at random.") == (
        Forced(None, Trigger("at", E.Begin(what=Objects(("turn",), "your"))), None,
               E.Discard(what=Objects(("card",), "", ONE), at_random=True, by=Player("opponent", "each"))),)


def test_passive_trigger_and_put_into_play():
    [ability] = typed("Forced: When a unit is destroyed, search the top 4 cards of your deck for a unit "
                      "and put it into play.")
    assert ability.trigger == Trigger("when", E.Destroy(what=Objects(("unit",), "a")))
    search, put = ability.effect.steps
    assert isinstance(search, E.Search) and search.find == Objects(("unit",), "a")
    assert put == E.PutIntoPlay(what=Objects(("it",), "it"))


def test_indirect_damage_with_an_x_definition():
    [ability] = typed("Action: Deal X indirect damage to target opponent, where X is the number of units you control.")
    assert isinstance(ability.effect, E.Where)
    assert ability.effect.effect == E.DealDamage(amount=Count("X"), to=Player("opponent", "target"), indirect=True)
    assert isinstance(ability.effect.definition, E.XIs)
    assert ability.effect.definition.value.kind == ("number",)


def test_a_command_after_or_shares_the_subject_and_its_modal():
    [ability] = typed("Forced: When this unit attacks or defends, each player must sacrifice a unit or discard a card.")
    assert ability.trigger == Trigger("when", E.Choice((E.Attack(who=THIS_UNIT), E.Defend(who=THIS_UNIT))))
    each_player = Player("player", "each")
    assert ability.effect == E.Choice((E.Modal("must", E.Sacrifice(what=Objects(("unit",), "a"), by=each_player)),
                                       E.Modal("must", E.Discard(what=Objects(("card",), "a"), by=each_player))))


def test_take_control_and_redirect():
    assert typed("Action: Take control of target unit until the end of the turn.")[0].effect == E.Lasting(
        Duration("end of turn"), E.TakeControl(what=TARGET_UNIT))
    assert typed("Action: Redirect 1 damage from this unit to target unit in any corresponding zone.")[0].effect == (
        E.Redirect(what=Objects(("damage",), "", ONE), source=THIS_UNIT,
                   to=Objects(("unit",), "a", target=True, place=Place("zone", "any corresponding"))))


def test_constant_modifier_keywords_and_restrictions():
    text = ("Limit one Hero per zone.\nOrder only.\nToughness 2.\n"
            "Battlefield. Each unit in this zone gets +1 hit points.")
    assert typed(text) == (
        LimitPerZone(None, ONE, "hero", "zone"),
        PlayRestriction(None, "order"),
        KeywordAbility(None, KeywordValue("toughness", Count(2))),
        Constant("battlefield", E.Modify(who=Objects(("unit",), "each", place=Place("zone", "this")),
                                         stat="hit points", amount=Count(1, sign="+"))),
    )


def test_gains_a_keyword_while_attacking():
    [ability] = typed("This unit gains Counterstrike 1 while attacking.")
    assert ability == Constant(None, E.Conditional(
        __import__("rulekeeper.text.invasion.semantics.nodes", fromlist=["Condition"]).Condition(
            "while", E.State(None, "attacking")),
        E.GainKeyword(who=THIS_UNIT, keyword=KeywordValue("counterstrike", ONE))))


def test_remove_a_resource_token_cost():
    [ability] = typed("Action: Remove a resource token from this card to draw a card.")
    assert ability.cost == E.RemoveTokens(token=("resource", "token"), source=Objects(("card",), "this"))
    assert ability.effect == E.Draw(count=ONE)


YOUR_DECK = (("deck",), "your")
EFFECTS_BY_TEXT = [
    ("Restore target unit.", E.Restore(what=TARGET_UNIT)),
    ("Reveal your hand.", E.Reveal(what=Place("hand", "your"))),
    ("Return target unit to its owner's hand.",
     E.ReturnToHand(what=TARGET_UNIT, to=Place("hand", "of", Player("owner", "its")))),
    ("Move target unit to another zone.", E.Move(what=TARGET_UNIT, to=Place("zone", "another"))),
    ("Target unit loses Toughness.", E.LoseKeyword(who=TARGET_UNIT, keyword=KeywordValue("toughness"))),
    ("Put 2 resource tokens on this card.",
     E.PutTokens(count=Count(2), token=("resource", "tokens"), on=Objects(("card",), "this"))),
    ("Target opponent skips his next battlefield phase.",
     E.SkipPhase(phase=Objects(("battlefield", "phase"), "his", qualities=("next",)),
                 by=Player("opponent", "target"))),
    ("Each opponent discards 2 cards at random.",
     E.Discard(what=Objects(("cards",), "", Count(2)), at_random=True, by=Player("opponent", "each"))),
    ("Put target unit in your discard pile into play without paying its cost.",
     E.PutIntoPlay(what=Objects(("unit",), "a", target=True, place=Place("discard pile", "your")), free=True)),
    ("Put target unit into play in your kingdom.", E.PutIntoPlay(what=TARGET_UNIT, place=Place("kingdom", "your"))),
    ("Target unit gets +2 [Power].", E.Modify(who=TARGET_UNIT, stat="[Power]", amount=Count(2, sign="+"))),
    ("Target unit gets -1 hit points.", E.Modify(who=TARGET_UNIT, stat="hit points", amount=Count(1, sign="-"))),
    ("Cancel target unit.", E.Cancel(what=TARGET_UNIT)),
    ("Take control of target support card.",
     E.TakeControl(what=Objects(("support", "card"), "a", target=True))),
    ("Redirect 2 damage to your capital.", E.Redirect(what=Objects(("damage",), "", Count(2)),
                                                      to=Place("capital", "your"))),
    ("Sacrifice a development.", E.Sacrifice(what=Objects(("development",), "a"))),
]


@pytest.mark.parametrize("text, effect", EFFECTS_BY_TEXT, ids=[t for t, _ in EFFECTS_BY_TEXT])
def test_each_effect_has_its_own_node(text, effect):
    assert typed(text) == (Constant(None, effect),)


def test_look_at_the_top_cards_and_lower_a_cost():
    [look] = typed("Look at the top 3 cards of your deck.")
    assert isinstance(look.effect, E.LookAt)
    assert (look.effect.what.count, look.effect.what.qualities) == (Count(3), ("top",))
    [lower] = typed("Lower the cost of the next unit you play by 2.")
    assert isinstance(lower.effect, E.LowerCost) and lower.effect.amount == Count(2)
    assert lower.effect.what.kind == ("unit",) and lower.effect.what.qualities == ("next",)


def test_an_untypeable_verb_raises_naming_the_clause_and_the_word():
    with pytest.raises(SemanticError) as err:
        typed("Action: Exhaust target unit.")
    assert err.value.word == "exhaust"
    assert "Exhaust target unit" in err.value.clause
    assert "'exhaust'" in str(err.value) and "Exhaust target unit" in str(err.value)


def test_an_untyped_argument_names_its_word():
    with pytest.raises(SemanticError) as err:
        typed("Action: Spend 1 resource to draw a card against target unit.")
    assert err.value.word == "against"


def test_a_cost_verb_is_required_before_to():
    with pytest.raises(SemanticError) as err:
        typed("Action: Attack target zone to draw a card.")
    assert err.value.word == "to"


# ---- property: on any text that parses, interpret returns abilities or raises SemanticError, nothing else ----
SPEC_TEXTS = [c["text"] for c in yaml.safe_load((paths.spec_dir("invasion") / "cards.yaml").read_text("utf-8"))["cards"]
              if c.get("text")]

TRIGGERS = ["When this unit enters play", "After this unit leaves play", "When a unit you control is destroyed",
            "At the beginning of your turn", "When this unit attacks", "When an opponent plays a unit",
            "When this unit defends", "At the beginning of the battlefield phase"]
COSTS = ["Spend 1 resource", "Sacrifice a unit", "Corrupt this unit", "Discard a card from your hand",
         "Remove a resource token from this card", "Spend X resources"]
EFFECTS = ["deal 1 damage to one target unit", "draw a card", "destroy target support card",
           "each opponent discards 1 card at random", "restore target unit", "heal 2 damage from your capital",
           "move target unit to another zone", "cancel all damage dealt to this unit",
           "this unit gains [Power] until the end of the turn", "lower the cost of the next unit you play by 1",
           "take control of target unit", "put 2 resource tokens on this card", "skip your next battlefield phase",
           "search the top 5 cards of your deck for a unit", "return target unit to its owner's hand",
           "deal 2 indirect damage to target opponent", "target unit loses Toughness", "reveal your hand"]
ZONES = ["", "Kingdom. ", "Quest. ", "Battlefield. "]


@st.composite
def written_texts(draw):
    zone = draw(st.sampled_from(ZONES))
    effects = draw(st.lists(st.sampled_from(EFFECTS), min_size=1, max_size=3))
    joiner = draw(st.sampled_from([", then ", " or ", " and ", ". Then, "]))
    body = joiner.join(effects)
    if draw(st.booleans()):
        return f"{zone}Forced: {draw(st.sampled_from(TRIGGERS))}, {body}."
    cost = draw(st.sampled_from(COSTS))
    limit = draw(st.sampled_from(["", " (Limit once per turn.)"]))
    return f"{zone}Action: {cost} to {body}.{limit}"


def _only_semantic_errors(text: str) -> None:
    try:
        ast = parse("invasion", text)
    except CardTextError:
        return
    try:
        assert isinstance(interpret(ast), tuple)
    except SemanticError as exc:
        assert exc.word and exc.clause


@settings(max_examples=150, deadline=None)
@given(written_texts())
def test_interpret_raises_only_semantic_errors_on_written_texts(text):
    _only_semantic_errors(text)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(SPEC_TEXTS))
def test_interpret_raises_only_semantic_errors_on_the_spec_cards(text):
    _only_semantic_errors(text)


def test_written_texts_mostly_type():
    """The generated wordings are the layer's own vocabulary: every one of a fixed sample types."""
    samples = [f"Forced: {t}, {e}." for t in TRIGGERS for e in EFFECTS]
    failures = []
    for text in samples:
        try:
            interpret(parse("invasion", text))
        except (SemanticError, CardTextError) as exc:
            failures.append((text, str(exc)))
    assert not failures, failures[:5]


# ---- the CLI: `cards check --game invasion` reports how many parsed cards are typed ---------------------------
def test_cards_check_reports_typed_and_untyped(tmp_path):
    import json

    from typer.testing import CliRunner

    from rulekeeper.cli import app

    cards = [{"name": "Typed One", "type": "Unit", "text": "Forced: When this unit enters play, draw a card."},
             {"name": "Untyped One", "type": "Tactic", "text": "Action: Exhaust target unit."},
             {"name": "Blank", "type": "Unit", "text": None}]
    path = tmp_path / "cards.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    result = CliRunner().invoke(app, ["cards", "check", "--game", "invasion", str(path), "--json"])
    report = json.loads(result.stdout)
    assert (report["total"], report["parsed"], report["typed"]) == (3, 3, 2)
    assert [u["name"] for u in report["untyped"]] == ["Untyped One"]
    assert "'exhaust'" in report["untyped"][0]["error"]
    text = CliRunner().invoke(app, ["cards", "check", "--game", "invasion", str(path)])
    assert "2 of 3 parsed cards typed" in text.stdout


def test_typed_report_counts_parsed_typed_and_groups_failures_by_word():
    from rulekeeper.text.invasion.semantics import typed_report

    report = typed_report([("a", "Forced: When this unit enters play, draw a card."),
                           ("b", "Action: Exhaust target unit."),
                           ("c", "Action: Exhaust this unit."),
                           ("d", "Deal 1 damage to to target unit.")])  # does not parse
    assert (report["parsed"], report["typed"]) == (3, 1)
    assert [u["name"] for u in report["untyped"]] == ["b", "c"]
    assert report["groups"] == [("exhaust", 2)]


# ---- nothing is silently dropped: every noun and modifier of the text is in the typed meaning ------------------
# Words the meaning holds as its node or a flag rather than as a string: "deal 1 damage" is DealDamage(amount=1),
# "into play" is PutIntoPlay, "target" is Objects(target=True), "is dealt damage" a DealDamage event.
HELD_BY_NODE = {"play", "damage", "resource", "resources", "control", "cost", "costs", "power", "hit", "points",
                "beginning", "end", "start", "hand", "card", "cards", "development", "top", "bottom", "target",
                "indirect", "corresponding", "additional", "combat", "token", "tokens", "dealt", "assigned"}
NUMBERS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "zero": "0"}


def _ast_words(node, out: list, reminders: bool = False) -> None:
    from dataclasses import fields, is_dataclass

    from rulekeeper.text.invasion import ast as A
    if isinstance(node, A.Reminder) and not reminders:  # reminder text restates rules; it is not typed
        return
    if isinstance(node, A.KeywordLine):
        node = node.keywords
    if isinstance(node, A.NounHead):
        out.extend(n if isinstance(n, str) else "non-" + n.noun for n in node.nouns)
    if isinstance(node, A.NounPhrase):
        out.extend(w for m in node.modifiers for w in (m.split(" ") if isinstance(m, str) else ["non-" + m.noun]))
        if node.head.nouns in (("opponent",), ("player",)) and node.quantity is not None \
                and node.quantity.parts == (A.Amount("", "one"),):  # "one target opponent": a Player is one
            node = A.NounPhrase(node.dets, None, node.modifiers, node.head, node.posts)
    if isinstance(node, A.Amount):
        out.append(node.number)
    if is_dataclass(node):
        for f in fields(node):
            _ast_words(getattr(node, f.name), out, reminders)
    elif isinstance(node, tuple):
        for x in node:
            _ast_words(x, out, reminders)


def _meaning_words(node, out: set) -> None:
    from dataclasses import fields, is_dataclass

    from rulekeeper.text.invasion import ast as A
    if isinstance(node, (str, int)):
        out.update(str(node).lower().split() + [str(node).lower()])
    elif isinstance(node, A.Node):  # a qualifier kept as its syntactic node
        words: list = []
        _ast_words(node, words, reminders=True)
        out.update(NUMBERS.get(w.lower(), w.lower()) for w in words)
    elif is_dataclass(node):
        for f in fields(node):
            _meaning_words(getattr(node, f.name), out)
    elif isinstance(node, tuple):
        for x in node:
            _meaning_words(x, out)


def _dropped(text: str) -> list:
    ast = parse("invasion", text)
    meaning = interpret(ast)
    words: list = []
    _ast_words(ast, words)
    kept: set = set()
    _meaning_words(meaning, kept)
    out = []
    for w in words:
        w = NUMBERS.get(w.lower(), w.lower())
        if w not in HELD_BY_NODE and w not in kept and w.rstrip("s") not in kept:
            out.append(w)
    return out


def test_no_noun_or_modifier_is_dropped_from_the_spec_cards():
    dropped = {}
    for text in SPEC_TEXTS:
        try:
            lost = _dropped(text)
        except (CardTextError, SemanticError):
            continue
        if lost:
            dropped[text] = lost
    assert not dropped, dropped


@settings(max_examples=100, deadline=None)
@given(written_texts())
def test_no_noun_or_modifier_is_dropped_from_written_texts(text):
    try:
        assert _dropped(text) == []
    except (CardTextError, SemanticError):
        pass


def test_tokens_or_damage_on_a_card_spent_as_resources():
    """Not resources from the pool: what stands on a card, spent as resources (to play some cards)."""
    you = Player("you")
    this_card = Objects(("card",), "this")
    assert typed("You may spend resource tokens on this card to play tactics.") == (
        Constant(None, E.Paid(E.Modal("may", E.SpendAsResources(what=Objects(("resource", "tokens"), "a"),
                                                                source=this_card, by=you)),
                              E.Play(what=Objects(("tactics",), "a")))),)
    [ability] = typed("You may spend damage on this unit as though it were resources.")
    spent = ability.effect.effect
    assert isinstance(spent, E.SpendAsResources) and spent.what.kind == ("damage",) and spent.source == THIS_UNIT
    assert spent.as_if.word == "as though"


def test_spending_something_else_still_does_not_type():
    with pytest.raises(SemanticError, match="only resources are spent"):
        typed("Spend a unit to draw a card.")


def test_a_card_played_any_time_its_player_could_take_an_action():
    [ability] = typed("You may play this unit from your hand any time you could take an Action.")
    may = ability.effect
    assert may.kind == "may" and isinstance(may.effect, E.Conditional)
    assert may.effect.condition.word == "any time"
    assert may.effect.condition.clause == E.Modal("could", E.ActionWindow(by=Player("you")))
    assert may.effect.effect == E.Play(what=THIS_UNIT, source=Place("hand", "your"), by=Player("you"))


def test_any_time_of_something_else_still_does_not_type():
    with pytest.raises(SemanticError):
        typed("You may play this unit any time you could draw a card.")


def test_a_card_that_counts_as_an_attachment_with_a_quoted_text():
    [ability] = typed('This unit counts as an Attachment support card with the text "Attached unit loses [Power]."')
    counted = ability.effect
    assert isinstance(counted, E.CountsAsWithText) and counted.who == THIS_UNIT
    assert counted.what.kind == ("attachment", "support", "card") and counted.what.ref == "an"
    assert counted.abilities == typed("Attached unit loses [Power].")


def test_a_quoted_text_without_with_the_text_still_does_not_type():
    with pytest.raises(SemanticError, match="quoted"):
        typed('This unit counts as an Attachment support card "Attached unit loses [Power]."')


def test_a_quest_discarded_from_hand_is_a_quest_card():
    [ability] = typed("Action: Discard a quest from your hand to draw a card.")
    assert ability.cost == E.Discard(what=Objects(("quest",), "a"), source=Place("hand", "your"))


def test_discarding_a_quest_zone_still_does_not_type():
    with pytest.raises(SemanticError, match="'discard' discards"):
        typed("Action: Discard your quest to draw a card.")


def test_a_card_that_does_not_count_its_power():
    [ability] = typed("That unit does not count its power.")
    assert ability.effect == E.Modal("does not", E.CountsOwn(who=Objects(("unit",), "that"),
                                                             what=Objects(("power",), "its")))


def test_counting_anything_but_power_still_does_not_type():
    with pytest.raises(SemanticError, match="counts its power"):
        typed("That unit does not count its damage.")


def test_leave_it_in_play_and_sacrifice_it_immediately():
    it = Objects(("it",), "it")
    [ability] = typed("Action: Turn target development faceup. Leave it in play. Otherwise, sacrifice it immediately.")
    steps = ability.effect.steps
    assert E.StaysInPlay(what=it) in steps[0].steps
    assert steps[1] == E.Otherwise(E.Sacrifice(what=it))


def test_a_unit_leaving_something_but_play_still_does_not_type():
    with pytest.raises(SemanticError, match="'leaves' what is not play"):
        typed("Forced: When this unit leaves your battlefield, draw a card.")


def test_lower_the_cost_for_you_to_play_some_cards():
    assert typed("Lower the cost for you to play tactics by 1.") == (
        Constant(None, E.LowerCost(what=E.Play(what=Objects(("tactics",), "a"), by=Player("you")), amount=ONE)),)


def test_a_unit_defending_alone():
    [ability] = typed("If this unit is defending alone, draw a card.")
    assert ability.effect.condition.clause == E.Alone(E.State(THIS_UNIT, "defending"))


def test_attack_or_defend_alone_says_alone_of_both_verbs():
    """"alone" after the last of two verbs the "or" joins is said of each: neither alone."""
    [ability] = typed("This unit cannot attack or defend alone.")
    assert ability.effect == E.Choice((E.Modal("cannot", E.Alone(E.Attack(who=THIS_UNIT))),
                                       E.Modal("cannot", E.Alone(E.Defend(who=THIS_UNIT)))))
    [ability] = typed("This unit cannot defend alone.")
    assert ability.effect == E.Modal("cannot", E.Alone(E.Defend(who=THIS_UNIT)))
    [ability] = typed("This unit cannot attack or defend.")  # no "alone": none is added
    assert ability.effect == E.Choice((E.Modal("cannot", E.Attack(who=THIS_UNIT)),
                                       E.Modal("cannot", E.Defend(who=THIS_UNIT))))


def test_a_trait_printed_as_a_line_of_the_text():
    from rulekeeper.text.invasion.semantics import Traits
    assert typed("Epic Spell. Action: Draw a card.")[0] == Traits(None, "Epic Spell")
    assert typed("Spell. Action: Draw a card.")[0] == Traits(None, "Spell")


def test_is_assigned_1_damage_the_subject_receives_it():
    [ability] = typed("Forced: Each time this unit is assigned 1 damage, draw a card.")
    assert ability.trigger == Trigger("each time", E.AssignDamage(amount=Objects(("damage",), "", ONE), to=THIS_UNIT))


def test_as_many_cards_as_you_just_discarded():
    [ability] = typed("Action: Draw as many cards as you just discarded.")
    assert ability.effect == E.Draw(count=EqualTo(E.Discard(what=Objects(("cards",), "a"), by=Player("you"))))


def test_that_amount_of_damage_is_damage_equal_to_that_amount():
    [ability] = typed("Action: Target unit deals that amount of damage to this unit.")
    assert ability.effect == E.DealDamage(amount=EqualTo(Objects(("amount",), "that")), to=THIS_UNIT, indirect=False,
                                          by=TARGET_UNIT)


def test_a_second_to_phrase_is_the_verbs_too():
    [ability] = typed("Action: Deal 1 damage to this unit and to one target unit.")
    assert ability.effect.to == ListOf("and", (THIS_UNIT, Objects(("unit",), "", ONE, target=True)))


def test_turn_into_a_development_and_a_choice_of_costs():
    [ability] = typed("Action: Sacrifice a unit or turn this unit into a development to draw a card.")
    assert ability.cost == E.Choice((E.Sacrifice(what=Objects(("unit",), "a")),
                                     E.Flip(what=THIS_UNIT, into=Objects(("development",), "a"))))
    assert ability.effect == E.Draw(count=ONE)
    with pytest.raises(SemanticError, match="turn"):
        typed("Action: Turn this unit.")


def test_use_this_ability_only_once_per_turn_is_its_limit():
    [ability] = typed("Action: Draw a card. Use this ability only once per turn.")
    assert ability.limit == Limit("once", "turn") and ability.effect == E.Draw(count=ONE)
    [ability] = typed("Action: Draw a card. Use this ability only once per turn, and only if you have played a tactic "
                      "this turn.")
    assert ability.limit == Limit("once", "turn")
    assert ability.effect.steps[1] == E.Conditional(
        Condition("only if", E.Conditional(Condition("during", Objects(("turn",), "this")),
                                           E.Play(what=Objects(("tactic",), "a"), by=Player("you")))),
        E.Use(what=Objects(("ability",), "this")))
    with pytest.raises(SemanticError, match="two limits"):
        typed("Action: Draw a card. Use this ability only once per turn. (Limit once per turn.)")


def test_spend_tokens_as_though_in_your_pool_to_play_cards():
    [ability] = typed("You may spend resource tokens on this card as though they were in your pool to play cards.")
    assert isinstance(ability.effect, E.Paid) and ability.effect.effect == E.Play(what=Objects(("cards",), "a"))
    spend = ability.effect.cost.effect
    assert isinstance(spend, E.SpendAsResources) and spend.as_if.clause.place == Objects(
        ("pool",), "your", controller=Player("you"))


def test_heal_damage_to_a_capital_and_remain_in_play():
    assert typed("Heal 1 damage to your capital.") == (
        Constant(None, E.Heal(amount=ONE, what=Place("capital", "your"))),)
    [ability] = typed("This unit gains [Power] as long as this unit remains in play.")
    assert ability.effect.condition.clause == E.State(THIS_UNIT, "remains", place=Place("play"))


def test_players_play_with_the_top_card_of_their_decks_revealed():
    [ability] = typed("Players play with the top card of their decks revealed.")
    assert isinstance(ability.effect, E.PlayRevealed) and ability.effect.who == Player("player")
    assert ability.effect.what.kind == ("top", "card")
    with pytest.raises(SemanticError):
        typed("Players play with the top card of their decks.")


def test_you_win_the_game():
    [ability] = typed("If you have no cards in your hand, you win the game.")
    assert ability.effect.effect == E.Win(who=Player("you"))


def test_a_unit_that_gains_power_when_opposed_in_combat():
    [ability] = typed("This unit gains [Power] when opposed in combat.")
    from rulekeeper.text.invasion.semantics.nodes import Condition
    assert ability.effect.condition == Condition("when", E.State(None, "opposed", place=Place("combat")))


def test_place_one_on_top_and_the_other_on_the_bottom():
    """"Place A on X and the other card on Y": the verb is said again of "the other card"."""
    [ability] = typed("Action: Place one of those cards on the top of your deck and the other card on the bottom of "
                      "your deck.")
    first, second = ability.effect.steps
    assert first.place == Place("deck", "your", position="top") and first.what.of == Objects(("cards",), "those")
    assert second == E.Put(what=Objects(("card",), "the", qualities=("other",)),
                           place=Place("deck", "your", position="bottom"))


def test_a_card_with_a_token_already_on_it_is_one_phrase():
    for text in ("Action: Put a resource token on a card with a resource token on it.",
                 "Action: Move a resource token from this card to another card with a resource token already on it."):
        [ability] = typed(text)
        where = getattr(ability.effect, "on", None) or ability.effect.to
        assert where.kind == ("card",) and len(where.described) == 1 and "on" in repr(where.described)


def test_considered_to_be_a_development_in_addition_to_its_type():
    [ability] = typed("Each card in this zone is considered to be a development in addition to its printed card type.")
    assert isinstance(ability.effect, E.Treat) and ability.effect.as_.what.kind == ("development",)
    assert ability.effect.as_.what.described[0].parts[0].prep == "in addition to"


def test_cancel_and_discard_one_object_unless():
    [ability] = typed("Action: Cancel and discard target unit just played unless its controller spends all resources "
                      "in his pool.")
    cond = ability.effect
    assert isinstance(cond, E.Conditional) and cond.condition.word == "unless"
    assert cond.condition.clause.source == Objects(("pool",), "his")
    cancel, discard = cond.effect.steps
    assert cancel.what.target and cancel.what.kind == ("unit",) and discard.what == Objects(("it",), "it")


def test_put_into_play_corrupt_in_a_zone():
    [ability] = typed("Action: Discard 3 resource tokens from this card to put a unit from your discard pile into play, "
                      "corrupt, in your quest zone.")
    assert ability.effect.state == "corrupted" and ability.effect.place == Place("quest zone", "your")


def test_from_your_hand_or_discard_pile():
    [ability] = typed("Action: Put a unit into play from your hand or discard pile.")
    assert ability.effect.source == ListOf("or", (Place("hand", "your"), Place("discard pile")))


def test_a_spell_or_epic_spell_tactic():
    [ability] = typed("Action: Reveal a Spell or Epic Spell tactic from your hand.")
    assert ability.effect.what == ListOf("or", (Objects(("spell", "tactic"), "a"), Objects(("Epic Spell", "tactic"), "a")))


def test_an_ability_triggered_on_a_quest():
    [ability] = typed("Action: When an ability is triggered on a quest you control, draw a card.")
    assert ability.trigger.event == E.Triggers(what=Objects(("ability",), "an"),
                                               on=Place("quest", "a", whose=Player("you")))


def test_play_as_though_in_your_hand_for_no_cost_and_develop_as_if():
    [ability] = typed("You may play tactics in your discard pile as though they were in your hand for no cost.")
    play = ability.effect.effect
    assert play.free and play.as_if.word == "as though"
    [ability] = typed("You may play cards in your discard pile as developments into this zone as if they were in your "
                      "hand.")
    develop = ability.effect.effect
    assert isinstance(develop, E.Develop) and develop.as_if.word == "as if" and develop.place == Place("zone", "this")


def test_put_into_play_attached_to_a_unit():
    [ability] = typed("Action: Put it into play attached to that unit.")
    assert ability.effect == E.PutIntoPlay(what=Objects(("it",), "it"), place=Objects(("unit",), "that"),
                                           state="attached")


def test_spend_resources_from_a_card_to_pay_for_cards_played_from_your_hand():
    """The "from your hand" of the passive relative stays the relative's: the spending's source is the card."""
    [ability] = typed("You may spend resources from this card to pay for Attachment cards that are played from your "
                      "hand.")
    spend, pay = ability.effect.cost.effect, ability.effect.effect
    assert spend == E.Spend(source=Objects(("card",), "this"), by=Player("you"))
    assert pay.for_.kind == ("attachment", "cards") and "hand" in repr(pay.for_.described)


def test_cannot_be_played_or_put_into_play_the_passive_goes_on():
    [ability] = typed("That card cannot be played or put into play.")
    that = Objects(("card",), "that")
    assert ability.effect == E.Choice((E.Modal("cannot", E.Play(what=that)),
                                       E.Modal("cannot", E.PutIntoPlay(what=that))))
