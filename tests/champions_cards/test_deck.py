"""2.1.1 Constructed Deck Format: each rule broken on purpose, and the problem names that rule."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulekeeper.games.champions.cards import load_cards
from rulekeeper.games.champions.deck import Deck, check_deck, load_decks

CARDS = load_cards()
DECKS = load_decks()
LEGAL = DECKS["Chaos - Blood and Fire"]


def rules(deck: Deck) -> list[str | None]:
    return [p.rule for p in check_deck(deck, CARDS)]


def test_the_shipped_decks_are_two_legal_decks_per_alliance():
    alliances = {}
    for deck in DECKS.values():
        assert check_deck(deck, CARDS) == [], deck.name
        found = {CARDS[n].alliance.value for n in deck.all} - {"Unaligned"}
        assert len(found) == 1
        alliances.setdefault(found.pop(), []).append(deck.name)
    assert sorted(alliances) == ["Chaos", "Death", "Destruction", "Order"]
    assert all(len(names) >= 2 for names in alliances.values())


def test_2_1_1_1_a_deck_has_38_cards_30_of_them_actions():
    short = replace(LEGAL, actions=LEGAL.actions[:-1])
    assert rules(short) == ["2.1.1.1", "2.1.1.1"]
    assert "29 Action cards; a Constructed Deck has 30" in [p.message for p in check_deck(short, CARDS)]


def test_2_1_1_1_four_champions():
    five = replace(LEGAL, champions=LEGAL.champions + ("Exalted Deathbringer",))
    messages = [p.message for p in check_deck(five, CARDS)]
    assert "5 Champion cards; a Constructed Deck has 4" in messages


def test_2_1_1_1_at_most_two_copies_of_a_non_unique_champion():
    three = replace(LEGAL, champions=("Exalted Deathbringer",) * 3 + ("Tzaangor Shaman",))
    messages = [p.message for p in check_deck(three, CARDS) if p.rule == "2.1.1.1"]
    assert "3 copies of champion 'Exalted Deathbringer'; at most 2" in messages


def test_2_1_1_1_at_most_one_copy_of_a_unique_champion():
    two = replace(LEGAL, champions=("Slaughterpriest", "Slaughterpriest", "Exalted Deathbringer", "Tzaangor Shaman"))
    assert "2 copies of unique champion 'Slaughterpriest'; at most 1" in [p.message for p in check_deck(two, CARDS)]


def test_2_1_1_1_champions_cost_at_most_20():
    dear = replace(LEGAL, champions=("Slaughterpriest", "Bloodreaver Chieftain", "Bloodreaver Chieftain",
                                     "Tzaangor Shaman"))  # 6 + 5 + 5 + 5 = 21
    problems = check_deck(dear, CARDS)
    assert [(p.rule, p.message) for p in problems] == [("2.1.1.1", "the Champions cost 21 in total; at most 20")]


def test_2_1_1_1_only_one_copy_of_a_blessing():
    twice = replace(LEGAL, blessings=LEGAL.blessings[:3] + LEGAL.blessings[:1])
    assert "2 copies of blessing 'Favour of the Gods'; at most 1" in [p.message for p in check_deck(twice, CARDS)]


def test_2_1_1_1_at_most_three_copies_of_an_action_card():
    four = replace(LEGAL, actions=("Pack of Bloodletters",) * 4 + LEGAL.actions[4:])
    problems = check_deck(four, CARDS)
    assert ("2.1.1.1", "4 copies of action 'Pack of Bloodletters'; at most 3") in [(p.rule, p.message) for p in problems]


def test_2_1_1_1_champions_and_blessings_are_kept_separate_from_actions():
    mixed = replace(LEGAL, actions=LEGAL.actions[:-1] + ("Dark Gift",))
    assert ("2.1.1.1", "'Dark Gift' is a Blessing, not one of the actions") in [
        (p.rule, p.message) for p in check_deck(mixed, CARDS)]


def test_2_1_1_2_one_alliance_or_unaligned():
    mixed = replace(LEGAL, actions=LEGAL.actions[:-1] + ("Grimghast Reapers",))
    problems = check_deck(mixed, CARDS)
    assert [(p.rule, p.message) for p in problems] == [
        ("2.1.1.2", "cards of 2 Alliances (Chaos, Death); all must be of one Alliance or Unaligned")]
    unaligned = replace(LEGAL, actions=LEGAL.actions[:-1] + ("Reckless Gamble",))
    assert check_deck(unaligned, CARDS) == []  # 2.3.3 Unaligned cards fit any deck


def test_2_1_1_3_one_realm():
    mixed = replace(LEGAL, actions=LEGAL.actions[:-1] + ("Fold Reality",))  # GHYRAN in an AQSHY deck
    assert [(p.rule, p.message) for p in check_deck(mixed, CARDS)] == [
        ("2.1.1.3", "Realm tags of 2 Realms (AQSHY, GHYRAN); all must be of one Realm")]


def test_an_unknown_card_is_named():
    typo = replace(LEGAL, actions=LEGAL.actions[:-1] + ("Pack of Bloodleters",))
    assert [(p.rule, p.message) for p in check_deck(typo, CARDS)] == [
        (None, "'Pack of Bloodleters' is not a known card")]


@pytest.mark.parametrize("body, words", [
    ("name: x\nchampions: 5\n", "field 'champions': must be a list of card names or a mapping name -> copies"),
    ("name: x\nactions: {Bloodreavers: two}\n", "field \"actions['Bloodreavers']\": 'two' is not a whole number"),
    ("name: x\nsideboard: [Bloodreavers]\n", "field 'sideboard': unknown field"),
    ("name: [x\n", "not valid YAML"),
])
def test_a_malformed_decklist_file_says_where(tmp_path, body, words):
    from rulekeeper.games.champions.deck import DeckFileError

    path = tmp_path / "deck.yaml"
    path.write_text(body)
    with pytest.raises(DeckFileError) as caught:
        load_decks(path)
    assert words in str(caught.value) and str(path) in str(caught.value)
