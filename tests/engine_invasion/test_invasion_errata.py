"""The FAQ's errata applied on load (games/invasion/errata.py) and the tournament lists of a deck check."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulekeeper import paths
from rulekeeper.games.invasion.cards import card_from_entry, default_path, load_cards
from rulekeeper.games.invasion.deck import CATACLYSM, check_deck, lists, per_deck
from rulekeeper.games.invasion.errata import correct, errata
from rulekeeper.spec.loader import load_game

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
CANNON_PRINTED = ("Forced: After this unit enters play, search the top five cards of your deck for a support card "
                  "with cost 2 or lower and put it into this zone, if able. Then shuffle your deck.")


def _unit(name: str, text: str, **more) -> dict:
    return {"name": name, "type": "Unit", "race": "Dwarf", "cost": 2, "loyalty": 1, "power": 1, "health": 2,
            "text": text, **more}


def _meta(eid: str) -> dict:
    return load_game("invasion").get(eid).meta_dict()


def test_a_printed_text_loads_as_the_faqs_corrected_text():
    card = card_from_entry(_unit("Dwarf Cannon Crew", CANNON_PRINTED), "test")
    assert card.text == _meta("errata.core.08")["corrected_text"]
    assert card.printed == CANNON_PRINTED and card.errata == ("errata.core.08",)


def test_errata_are_applied_once_however_often_a_text_is_loaded():
    once = correct("Dwarf Cannon Crew", CANNON_PRINTED, False)
    again = correct("Dwarf Cannon Crew", once.text, once.unique)
    assert again.text == once.text and again.errata == ()


def test_a_replacing_erratum_keeps_the_cards_other_abilities():
    printed = ("Order Only. Forced: After this unit enters play, destroy a unit that does not share the racial "
               "affiliation of its controller's capital.")
    fixed = correct("Zealot Hunter", printed, False)
    assert fixed.text == "Order Only. " + _meta("errata.corruption.37")["corrected_text"]


def test_a_replacing_erratum_leaves_a_text_without_the_printed_wording_alone():
    assert correct("Zealot Hunter", "Scout.", False).text == "Scout."


def test_limit_per_deck_and_keyword_and_unique_errata():
    assert correct("Warpstone Excavation", "Your units enter this zone corrupted.", False).text == \
        "Limit 1 per deck. Your units enter this zone corrupted."
    assert correct("Fists of Mork", "Action: Gain 1 resource.", False).text == "Limited. Action: Gain 1 resource."
    assert correct("Gathering the Winds", "", False).unique is True


def test_general_errata_in_order_keeping_capitals():
    fixed = correct("Any Card", "Forced: After your turn begins, draw a card. Forced: after this unit enters play, "
                                "draw a card.", False)
    assert fixed.text == ("Forced: At the beginning of your turn, draw a card. Forced: when this unit enters play, "
                          "draw a card.")
    assert fixed.errata == ("errata.general.1", "errata.general.2")


def test_general_erratum_3_only_on_cards_that_redirect():
    assert correct("A", "Redirect the first point of damage dealt to this unit.", False).text == \
        "Redirect the first point of damage that would be dealt to this unit."
    assert correct("B", "Deal 1 damage. Cancel damage dealt to this unit.", False).errata == ()


def test_general_erratum_4_keeps_the_faction_word():
    assert correct("C", "If you control a non-Dwarf card, draw a card.", False).text == \
        "If you control a faceup non-Dwarf unit or support card, draw a card."


def test_every_card_erratum_names_a_card_and_says_where_it_goes():
    kinds = {e.applies for e in errata()}
    assert kinds <= {"whole", "replaces", "start", "keyword", "unique", "rewrite"}
    assert all(e.card for e in errata() if e.applies != "rewrite")


def test_the_projects_cards_play_corrected():
    pool = load_cards(default_path())
    assert pool["Werner Ludenhof"].text.startswith("Limit one Hero per zone.")
    assert pool["Werner Ludenhof"].text.endswith(_meta("errata.capital.104")["corrected_text"])


@pytest.mark.skipif(not CORPUS.is_file(), reason="the public card list is not beside the project")
def test_the_project_and_the_public_card_list_play_the_same_corrected_texts():
    own, public = load_cards(default_path()), load_cards(CORPUS)
    named = {e.printed_name or e.card: e.card for e in errata() if e.card}
    for printed_name, name in named.items():
        if printed_name in public and name in own and own[name].type != "Unknown":
            assert public[printed_name].text == own[name].text, name


def _fill(pool, n=50):
    names = [x for x in sorted(pool) if x.startswith(("Drill Empire", "Drill Dwarf", "Drill High Elf"))]
    return [names[i // 3] for i in range(n)]


@pytest.fixture(scope="module")
def pool():
    return {**load_cards(paths.spec_dir("invasion") / "drill-cards.yaml"), **load_cards(default_path())}


def test_one_restricted_card_is_fine_two_name_each_entry(pool):
    assert check_deck(_fill(pool) + ["Dwarf Ranger"] * 3, pool) == []
    rules = {p.rule for p in check_deck(_fill(pool) + ["Dwarf Ranger", "Innovation"], pool)}
    assert rules == {"restricted.dwarf-ranger", "restricted.innovation"}


def test_cataclysm_play_has_its_own_lists(pool):
    deck = _fill(pool) + ["Visit the Haunted City"]
    assert [p.rule for p in check_deck(deck, pool)] == ["banned.visit-the-haunted-city"]
    assert check_deck(deck, pool, CATACLYSM) == []
    assert lists(CATACLYSM)[1]["Wurrzag"] == "cataclysm-banned.wurrzag"
    with pytest.raises(ValueError):
        lists("sealed")


def test_limit_1_per_deck_names_its_erratum(pool):
    assert per_deck(pool["Warpstone Excavation"].text) == 1
    problems = check_deck(_fill(pool) + ["Warpstone Excavation"] * 2, pool)
    assert [p.rule for p in problems] == ["errata.core.116"]


def test_deck_report_checks_each_deck_by_its_format(tmp_path):
    from rulekeeper.games.invasion import deck_report

    file = tmp_path / "decks.yaml"
    file.write_text("decks:\n- name: two lists\n  format: cataclysm\n  cards: {Dwarf Ranger: 3, Innovation: 3}\n"
                    "- {cards: [Visit the Haunted City]}\n", encoding="utf-8")
    first, second = deck_report(file)
    assert first["name"] == "two lists" and not first["legal"]
    assert {"cataclysm-restricted.dwarf-ranger", "cataclysm-restricted.innovation"} <= \
        {p["rule"] for p in first["problems"]}
    assert second["format"] == "head to head" and "banned.visit-the-haunted-city" in \
        {p["rule"] for p in second["problems"]}


@pytest.mark.parametrize("text, says", [
    ("decks: {a: 1}\n", "'decks' is a list"),
    ("decks: [{name: x}]\n", "deck 1: a deck is a mapping with 'cards'"),
    ("cards: {Dwarf Ranger: 1000000000}\n", "field 'cards'"),
    ("cards: {Dwarf Ranger: 3}\nformat: sealed\n", "field 'format'"),
    ("name: 7\ncards: []\n", "field 'name'"),
])
def test_a_bad_deck_file_is_refused_naming_file_deck_and_field(tmp_path, text, says):
    from rulekeeper.games.invasion.deck import DeckFileError, load_deck_lists

    file = tmp_path / "decks.yaml"
    file.write_text(text, encoding="utf-8")
    with pytest.raises(DeckFileError) as exc:
        load_deck_lists(file)
    assert str(file) in str(exc.value) and says in str(exc.value)


def test_every_erratum_with_a_corrected_text_or_keyword_says_where_it_goes():
    placed = {e.id for e in errata()}
    for entry in load_game("invasion").entries:
        meta = entry.meta_dict()
        if meta.get("corrected_text") or meta.get("adds_keyword") or entry.text.endswith("is Unique."):
            assert entry.id in placed, entry.id


@pytest.mark.skipif(not CORPUS.is_file(), reason="the public card list is not beside the project")
def test_every_replaced_wording_is_printed_on_its_card():
    """A `replaces` that no printing carries would leave the card uncorrected without a word."""
    import json

    printed = {c["name"]: " ".join((c.get("text") or "").split()) for c in json.loads(CORPUS.read_text("utf-8"))}
    for e in errata():
        name = e.printed_name or e.card
        if e.applies == "replaces" and name in printed:
            assert e.replaces in printed[name], e.id


def test_a_printing_spaced_otherwise_is_corrected_too():
    printed = "Destruction Only. Action:\u00a0At the beginning of your turn,  uncorrupt all Skaven units."
    assert correct("Rat Ogres", printed, False).errata == ("errata.corruption.55",)


def test_the_limit_per_deck_is_read_from_the_typed_abilities_as_from_the_text(pool):
    """Deck building reads a card's "Limit N per deck." from the abilities it was loaded with; the same as parsing
    its text again, for every card of the pool."""
    from rulekeeper.games.invasion.deck import limit_per_deck

    assert limit_per_deck(pool["Warpstone Excavation"]) == 1
    assert all(limit_per_deck(c) == (per_deck(c.text) if c.text else None) for c in pool.values())
