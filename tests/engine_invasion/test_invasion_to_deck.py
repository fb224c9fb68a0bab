"""Cards put on a deck (abilities/to_deck.py), run from real corpus cards' text: "Then, you may put this card on top
of your deck." (core.cards.tactic: the tactic is in its owner's discard pile as it resolves), "Put that unit on the
bottom of its owner's deck." (zones.leaving-play)."""


import pytest

from rulekeeper.games.invasion.cards import card_from_entry

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 5, **(a or {})}, b)


def _play(g, name, answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == name), []), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_convocation_of_eagles_gains_a_resource_then_goes_on_top_of_the_deck(pool):
    g = _game(pool, {"race": "High Elf", "hand": ["Convocation of Eagles"]})
    _play(g, "Convocation of Eagles")
    paid = [e for e in g.s.log.events if e.kind == "play_tactic"][-1].data["paid"]
    assert g.s.resources["A"] == 5 - paid + 1  # the resource gained
    top = g.cards("A", "deck")[-1]
    assert g.name(top) == "Convocation of Eagles" and g.cards("A", "discard") == []
    ev = [e for e in g.s.log.events if e.kind == "to_deck"][-1]
    assert "core.cards.tactic" in ev.rules and ev.data["position"] == "top"


def test_the_player_may_leave_it_in_the_discard_pile(pool):
    g = _game(pool, {"race": "Dark Elf", "hand": ["Barbed Snares"]})
    _play(g, "Barbed Snares", answers=["no"])
    assert len(g.cards("B", "deck")) == 8  # the top 2 cards of the opponent's deck discarded
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Barbed Snares"] and len(g.cards("A", "deck")) == 10


def test_only_a_tactic_reads_the_words(pool):
    unit = card_from_entry({"name": "Test Homing Unit", "type": "Unit", "race": "Neutral", "cost": 1, "power": 1,
                            "health": 1, "text": "Action: Gain 1 resource. Then, you may put this card on top of "
                                                 "your deck."}, "test")
    assert not unit.runnable and "from play" in unit.why
    assert pool["Fists of Mork"].runnable


def test_black_horror_puts_a_unit_from_play_on_the_bottom_of_its_owners_deck(pool):
    from rulekeeper.kernel import IllegalAction
    g = _game(pool, {"race": "Dark Elf", "hand": ["Black Horror"]},
              {"kingdom": [{"card": "Mountain Guard", "damage": 1}, "Black Orc Squad"]})
    guard, squad = (next(c for c in g.cards("B", "kingdom") if g.name(c) == n) for n in ("Mountain Guard",
                                                                                        "Black Orc Squad"))
    horror = g.cards("A", "hand")[0]
    with pytest.raises(IllegalAction) as exc:  # printed cost 3: not "2 or lower"
        g.do(("tactic", horror, [[squad]]), "A")
    assert exc.value.rule_id == "timing.C.1"
    g.do(("tactic", horror, [[guard]]), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert g.cards("B", "deck")[0] == guard and len(g.cards("B", "deck")) == 11  # the bottom, not the top
    assert guard not in g.s.damage and g.cards("B", "kingdom") == [squad] and g.check() == []
    ev = [e for e in g.s.log.events if e.kind == "returned"][-1]
    assert ev.data["to"] == "deck" and "zones.leaving-play" in ev.rules
