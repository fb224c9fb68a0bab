""""Did you mean …" in Invasion error messages (issue 13): one test per kind of message, with the corpus's own
misspellings, plus the cases where offering a word would mislead."""

from __future__ import annotations

import pytest

from rulekeeper.text import CardTextError, parse
from rulekeeper.text.invasion.suggest import distance


def message(text: str) -> str:
    with pytest.raises(CardTextError) as err:
        parse("invasion", text)
    return err.value.message


@pytest.mark.parametrize("typo, word", [("dmaage", "damage"), ("indriect", "indirect"), ("loyality", "loyalty"),
                                        ("sacrafice", "sacrifice")])
def test_a_misspelt_word_gets_the_nearest_word(typo, word):
    text = {"dmaage": "Deal 1 dmaage to target unit.", "indriect": "Each player takes 2 indriect damage.",
            "loyality": "Play this card ignoring loyality costs.", "sacrafice": "You may sacrafice a unit."}[typo]
    got = message(text)
    assert got.startswith(f"'{typo}' is not a word of Invasion card text (did you mean '{word}'"), got


def test_several_near_words_are_offered_those_that_fit_here_first():
    got = message("Spend 1 resourse to draw a card.")
    assert "(did you mean 'resource' or 'resources'?)" in got, got


def test_two_words_run_together_are_offered_split():
    assert "(did you mean 'any number'?)" in message("Search for anynumber of units.")
    got = message("This unit dealsX damage.")
    assert "(did you mean 'deals X'" in got, got


def test_a_known_word_with_two_letters_swapped_gets_the_word_that_fits():
    got = message("Remove 1 resource token form a support card you control.")
    assert got.startswith("unexpected 'form' (did you mean 'from'?)"), got


def test_a_known_word_out_of_place_gets_no_guess_when_the_mistake_is_elsewhere():
    # a missing comma or period, not "Scouts" or "Counterstrikes"
    for text in ("Toughness 3 Scout: Draw 1 card.", "Ambush 2 Counterstrike 1 Draw 1 card."):
        assert "did you mean" not in message(text), text


def test_a_misspelt_word_taken_for_a_name_is_named_when_the_parser_stops_right_after_it():
    got = message("Sacrafice a unit.")
    assert got.startswith("unexpected 'a' ('Sacrafice' is not a word of Invasion card text: did you mean "
                          "'Sacrifice'"), got


def test_a_word_far_from_every_word_gets_no_guess():
    got = message("Deal 1 xqzvw to target unit.")
    assert got.startswith("'xqzvw' is not a word of Invasion card text; expected"), got


def test_edit_distance_counts_a_swap_as_one_edit_and_stops_at_its_limit():
    assert distance("dmaage", "damage", 2) == 1
    assert distance("eqal", "equal", 1) == 1
    assert distance("resourse", "resources", 2) == 2
    assert distance("kitten", "sitting", 2) == 3  # three edits: above the limit of two
    assert distance("unit", "unit", 0) == 0
