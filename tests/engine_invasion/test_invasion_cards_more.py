"""Real cards that run since the trigger "when you play a [race] non-Attachment support card from your hand"
(abilities/triggers.py) and "return target unit from your discard pile to your hand" (abilities/from_discard.py)."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.abilities import run

from invasion_tables import FILLER, table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
pytestmark = pytest.mark.skipif(not CORPUS.exists(), reason="the shared card corpus is not here")


def _game(pool, a=None, b=None):
    return table(pool, a, b)


def _questing(quest, unit):
    return [{"card": quest}, {"card": unit, "questing_on": quest}]


def test_building_for_war_gains_a_resource_when_a_dwarf_support_is_played_from_hand(pool):
    assert pool["Building for War"].runnable and pool["Planning for War"].runnable
    g = _game(pool, {"quest": _questing("Building for War", "Drill Dwarf Warriors"), "race": "Dwarf",
                     "resources": 10, "hand": ["Keystone Forge", "Organ Gun", "Church of Sigmar"]})
    quest = g.named("A", "Building for War", "quest")
    index = g.card(quest).program.triggered[-1][0]
    g.do(("play", g.named("A", "Church of Sigmar", "hand"), "kingdom"), "A")  # an Empire support: not watched
    assert run.ready_entry(g, quest, index) is None
    g.do(("play", g.named("A", "Keystone Forge", "hand"), "kingdom"), "A")
    assert run.ready_entry(g, quest, index) is not None
    before = g.s.resources["A"]
    g.do(("action", quest, index, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.resources["A"] == before + 1


def test_an_attachment_is_not_a_non_attachment_support(pool):
    g = _game(pool, {"quest": _questing("Building for War", "Drill Dwarf Warriors"), "race": "Dwarf",
                     "resources": 5, "hand": ["Organ Gun"], "battlefield": ["Drill Dwarf Longbeards"]})
    quest = g.named("A", "Building for War", "quest")
    g.do(("attach", g.named("A", "Organ Gun", "hand"), g.named("A", "Drill Dwarf Longbeards", "battlefield")), "A")
    assert run.ready_entry(g, quest, g.card(quest).program.triggered[-1][0]) is None


def test_gift_of_life_returns_a_high_elf_unit_from_its_players_discard_pile(pool):
    g = _game(pool, {"race": "High Elf", "resources": 5, "hand": ["Gift of Life"],
                     "discard": ["Drill High Elf Archers", "Drill Orc Boyz"]}, {"discard": ["Drill High Elf Spearmen"]})
    gift = g.named("A", "Gift of Life", "hand")
    for wrong in (g.named("A", "Drill Orc Boyz", "discard"), g.named("B", "Drill High Elf Spearmen", "discard")):
        with pytest.raises(IllegalAction):  # not a High Elf unit; not in player A's discard pile
            g.do(("tactic", gift, [[wrong]]), "A")
    archers = g.named("A", "Drill High Elf Archers", "discard")
    g.do(("tactic", gift, [[archers]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(archers) == "hand" and g.controller(archers) == "A"


@pytest.mark.parametrize("tokens, drawn", [(2, 0), (1, 10)])
def test_boss_pit_counts_its_tokens_down_and_draws_ten_when_none_is_left(pool, tokens, drawn):
    """"Then, if there are no resources on this card, draw 10 cards.": checked as the effect resolves."""
    assert all(pool[n].runnable for n in ("Boss Pit", "Eataine War Room", "The Great Guild Hall",
                                          "Court of the Witch King", "Cathedral of Sigmar"))
    g = from_position(pool, {"active": "A", "phase": "beginning", "turn": 3, "players": {
        "A": {"deck": [FILLER] * 30, "kingdom": [{"card": "Boss Pit", "tokens": tokens}]},
        "B": {"deck": [FILLER] * 10}}})
    pit = g.named("A", "Boss Pit", "kingdom")
    g.begin_turn()
    g.do(("action", pit, g.card(pit).program.triggered[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")  # the chain resolves in phase 0; then the turn goes on: the quest phase draws 1
    assert g.s.tokens.get(pit, 0) == tokens - 1 and len(g.cards("A", "hand")) == drawn + 1
    assert any(e.kind == "condition_not_met" for e in g.s.log.events) == (drawn == 0)


def test_an_exclusion_in_a_parenthesis_keeps_a_card_from_running(pool):
    """The corrected Arcane Power's "(other than an Arcane Power)" is read as reminder text by the semantic layer:
    the engine does not run the card rather than return an Arcane Power."""
    assert not pool["Arcane Power"].runnable and "(Other than an Arcane Power)" in pool["Arcane Power"].why


def test_sorcerer_of_tzeentch_deals_as_much_damage_as_the_tokens_on_it(pool):
    """"Then, deal X damage to target unit. X is the number of resource tokens on this unit.": counted as the
    effect resolves, after the token it has just put on itself."""
    assert pool["Sorcerer of Tzeentch"].runnable and pool["True Mage"].runnable and pool["Lothern Sea Master"].runnable
    g = _game(pool, {"battlefield": [{"card": "Sorcerer of Tzeentch", "tokens": 1}], "hand": [FILLER]},
              {"battlefield": ["Drill Orc Archers"]})
    sorcerer = g.named("A", "Sorcerer of Tzeentch", "battlefield")
    orcs = g.named("B", "Drill Orc Archers", "battlefield")
    g.do(("develop", g.named("A", FILLER, "hand"), "kingdom"), "A")
    g.do(("action", sorcerer, g.card(sorcerer).program.triggered[0][0], [[orcs]]), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.tokens[sorcerer] == 2
    dealt = [e.data["amount"] for e in g.s.log.events if e.kind == "dealt_damage" and e.data.get("card") == orcs]
    assert dealt == [2] and g.place(orcs) == "discard"  # 2 hit points


@pytest.mark.parametrize("played, cancelled", [("Second Sight", True), ("Innovation", False)])
def test_drain_magic_cancels_a_spell_card_just_played_not_another_tactic(pool, played, cancelled):
    """"Cancel a Spell card just played": a tactic with the Spell trait on the chain (terms.just-played)."""
    assert "Spell" in pool["Second Sight"].traits and "Spell" not in pool["Innovation"].traits
    g = _game(pool, {"race": "High Elf", "resources": 6, "hand": [played]},
              {"race": "High Elf", "resources": 6, "hand": ["Drain Magic"]})
    tactic, drain = g.named("A", played, "hand"), g.named("B", "Drain Magic", "hand")
    g.do(("tactic", tactic, []), "A")
    if not cancelled:
        with pytest.raises(IllegalAction):
            g.do(("tactic", drain, [[tactic]]), "B")
        return
    g.do(("tactic", drain, [[tactic]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert any(e.kind == "cancelled" and e.data.get("card") == tactic for e in g.s.log.events)
    assert not any(e.kind == "resolve" and e.data.get("card") == tactic for e in g.s.log.events)


def test_a_tactic_with_a_cost_of_x_is_played_with_an_x_its_player_can_pay(pool):
    """terms.the-letter-x: X is chosen and paid as the tactic is played; only a cost of X has one."""
    g = _game(pool, {"race": "Chaos", "resources": 4, "hand": ["Flames of Tzeentch", "Innovation"]},
              {"battlefield": ["Drill Orc Archers"]})
    flames, archers = g.named("A", "Flames of Tzeentch", "hand"), g.named("B", "Drill Orc Archers", "battlefield")
    for x in (3, -1, "2"):  # 3 + 2 loyalty > 4 resources; not a whole number of resources
        with pytest.raises(IllegalAction) as exc:
            g.do(("tactic", flames, [[archers]], (), x), "A")
        assert exc.value.rule_id in ("core.cards.cost", "terms.the-letter-x")
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", g.named("A", "Innovation", "hand"), [], (), 1), "A")
    assert exc.value.rule_id == "terms.the-letter-x"
    assert g.s.resources["A"] == 4 and g.place(flames) == "hand"
    g.do(("tactic", flames, [[archers]], (), 2), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.resources["A"] == 0 and g.place(archers) == "discard"  # 2 damage, 2 hit points
