"""Costs of Actions, run from real corpus cards' text: "Discard a card from your hand with X loyalty to ..."
(abilities/loyalty_cost.py): X is the loyalty of the card the player discards (terms.the-letter-x, timing.C.2)."""


import pytest

from rulekeeper.kernel import IllegalAction

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 9, **(a or {})}, b)


def _play(g, name, targets=(), answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", g.named("A", name, "hand"), [list(t) for t in targets]), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def _x(g):
    return [e.data["x"] for e in g.s.log.events if e.kind == "x"]


def test_the_cards_with_this_cost_are_runnable(pool):
    for name in ("Storm of Change", "Inflame", "Snotling Ambush", "Leave No Trace", "Doubling of the Guard"):
        assert pool[name].runnable, (name, pool[name].why)


def test_storm_of_change_deals_the_discarded_cards_loyalty_to_each_corrupted_unit(pool):
    g = _game(pool, {"race": "Chaos", "hand": ["Storm of Change", "Dark Zealot", "Chaos Knights"],
                     "kingdom": [{"card": "Black Orc Squad", "corrupted": True}]},
              {"kingdom": [{"card": "Mountain Brigade", "corrupted": True}, "Poisonous Wyvern"]})
    _play(g, "Storm of Change", answers=["Chaos Knights"])  # loyalty 2, named as the cost is paid
    assert _x(g) == [2]
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Storm of Change", "Chaos Knights"]
    assert [g.name(c) for c in g.cards("A", "hand")] == ["Dark Zealot"]
    assert g.s.damage.get(g.named("B", "Mountain Brigade", "kingdom")) == 2
    assert g.s.damage.get(g.named("A", "Black Orc Squad", "kingdom")) == 2  # each corrupted unit, its own too
    assert not g.s.damage.get(g.named("B", "Poisonous Wyvern", "kingdom"))


def test_doubling_of_the_guard_draws_x_and_x_is_0_for_a_card_without_loyalty(pool):
    g = _game(pool, {"race": "Empire", "hand": ["Doubling of the Guard", "Thyrus Gorman"]})
    _play(g, "Doubling of the Guard")  # no answer: the first card of the hand
    assert _x(g) == [3] and len(g.cards("A", "hand")) == 3 and len(g.cards("A", "deck")) == 7
    g = _game(pool, {"race": "Empire", "hand": ["Doubling of the Guard", "Contested Village"]})
    _play(g, "Doubling of the Guard")
    assert _x(g) == [0] and g.cards("A", "hand") == [] and len(g.cards("A", "deck")) == 10


def test_the_cost_cannot_be_paid_with_an_empty_hand(pool):
    g = _game(pool, {"race": "Empire", "hand": ["Doubling of the Guard"]})
    before = g.s.log.events[:]
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", g.named("A", "Doubling of the Guard", "hand"), []), "A")
    assert exc.value.rule_id == "timing.C.2"
    assert g.s.log.events == before and g.s.resources["A"] == 9 and len(g.cards("A", "hand")) == 1


def test_snotling_ambush_takes_what_the_target_player_has(pool):
    g = _game(pool, {"race": "Orc", "hand": ["Snotling Ambush", "Urguck"]}, {"resources": 1})
    _play(g, "Snotling Ambush")  # X = 3 (Urguck); no answer names a player: the opponent
    assert _x(g) == [3] and g.s.resources["B"] == 0
    lost = [e for e in g.s.log.events if e.kind == "discard_resources"][-1]
    assert lost.data["asked"] == 3 and lost.data["amount"] == 1 and "faq.54" in lost.rules


def test_inflame_gives_x_power_until_the_end_of_the_turn(pool):
    g = _game(pool, {"race": "High Elf", "hand": ["Inflame", "Chaos Knights"], "kingdom": ["High Elf Spearmen"]})
    spear = g.named("A", "High Elf Spearmen", "kingdom")
    before = g.unit_power(spear)
    _play(g, "Inflame", [[spear]])
    assert _x(g) == [2] and g.unit_power(spear) == before + 2


# ---- "Spend 1 resource and sacrifice ... to ...": both parts are the cost (program.spent_cost, timing.C.2) ----
def test_snotling_saboteurs_spends_and_sacrifices_itself_to_destroy_a_support(pool):
    assert pool["Snotling Saboteurs"].runnable and pool["Grudge Thrower"].runnable
    g = _game(pool, {"race": "Orc", "resources": 3, "kingdom": ["Snotling Saboteurs"]}, {"kingdom": [FILLER]})
    saboteurs, tower = g.named("A", "Snotling Saboteurs", "kingdom"), g.named("B", FILLER, "kingdom")
    g.do(("action", saboteurs, 0, [[tower]]), "A")
    assert g.s.resources["A"] == 1 and g.place(saboteurs) == "discard"  # paid as it is triggered
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert g.place(tower) == "discard"


def test_the_spent_cost_is_refused_without_the_resources(pool):
    g = _game(pool, {"race": "Orc", "resources": 1, "kingdom": ["Snotling Saboteurs"]}, {"kingdom": [FILLER]})
    saboteurs, tower = g.named("A", "Snotling Saboteurs", "kingdom"), g.named("B", FILLER, "kingdom")
    with pytest.raises(IllegalAction) as exc:
        g.do(("action", saboteurs, 0, [[tower]]), "A")
    assert exc.value.rule_id == "timing.C.2" and g.place(saboteurs) == "kingdom" and g.s.resources["A"] == 1


# ---- "Remove a resource token from this unit to ...": tokens of this card, on a unit too (quests.token_cost) ----
def test_squig_lobber_removes_its_token_to_deal_indirect_damage(pool):
    assert pool["Squig Lobber"].runnable
    g = _game(pool, {"race": "Orc", "battlefield": [{"card": "Squig Lobber", "tokens": 1}]})
    lobber = g.named("A", "Squig Lobber", "battlefield")
    g.s.answers.append("quest")  # player B puts the indirect damage on a section of their capital
    g.do(("action", lobber, 1, []), "A")
    assert not g.s.tokens.get(lobber)  # paid as it is triggered (timing.C.2)
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [e.data["amount"] for e in g.s.log.events if e.kind == "indirect_damage"] == [1]
    assert g.s.zone_damage["B.quest"] == 1 and g.check() == []
    with pytest.raises(IllegalAction) as exc:  # no token left: the cost can't be paid
        g.do(("action", lobber, 1, []), "A")
    assert exc.value.rule_id == "timing.C.2"


# ---- a cost paid with a card the player picks (abilities/chosen_costs.py) -----------------------------------------
def test_costs_paid_with_a_picked_card_are_runnable(pool):
    for name in ("Death in the Shadows", "For Us the Bell Tolls", "Prince Althran", "Fleeting Shade"):
        assert pool[name].runnable, (name, pool[name].why)


def test_death_in_the_shadows_corrupts_a_skaven_unit_not_yet_corrupted(pool):
    g = _game(pool, {"race": "Orc", "hand": ["Death in the Shadows"],
                     "kingdom": [{"card": "Clan Rats", "corrupted": True}, "Night Runners", "Black Orc Squad"]},
              {"kingdom": ["Poisonous Wyvern"]})
    wyvern = g.named("B", "Poisonous Wyvern", "kingdom")
    _play(g, "Death in the Shadows", [[wyvern]])
    assert g.named("A", "Night Runners", "kingdom") in g.s.corrupted  # the only Skaven unit it could corrupt
    assert g.named("A", "Black Orc Squad", "kingdom") not in g.s.corrupted  # not a Skaven unit
    assert g.s.damage.get(wyvern) == 1


def test_death_in_the_shadows_without_a_skaven_unit_to_corrupt_cannot_be_played(pool):
    g = _game(pool, {"race": "Orc", "hand": ["Death in the Shadows"],
                     "kingdom": [{"card": "Clan Rats", "corrupted": True}, "Black Orc Squad"]},
              {"kingdom": ["Poisonous Wyvern"]})
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", g.named("A", "Death in the Shadows", "hand"), [[g.named("B", "Poisonous Wyvern", "kingdom")]]),
             "A")
    assert exc.value.rule_id == "timing.C.2" and g.snapshot_text() == before


def test_prince_althran_takes_the_token_off_a_unit_that_has_one(pool):
    g = _game(pool, {"race": "High Elf", "kingdom": [{"card": "Prince Althran", "tokens": 0},
                                                     {"card": "Silver Helm Detachment", "tokens": 0},
                                                     {"card": "Clan Rats", "tokens": 2}]})
    prince = g.named("A", "Prince Althran", "kingdom")
    g.do(("action", prince, g.card(prince).program.actions[0][0], []), "A")
    assert g.s.tokens.get(g.named("A", "Clan Rats", "kingdom")) == 1
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert any(m.get("card") == prince and m.get("power") == 1 for m in g.s.lasting)  # [Power] this turn
    g.s.tokens[g.named("A", "Clan Rats", "kingdom")] = 0
    if g.to_act() == "B":
        g.do(("pass",), "B")  # after a chain resolved, B has priority (timing.B.2)
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:  # no unit of his has a token left
        g.do(("action", prince, g.card(prince).program.actions[0][0], []), "A")
    assert exc.value.rule_id == "timing.C.2" and g.snapshot_text() == before


def test_silver_helm_detachment_gains_the_power_itself(pool):
    """"Remove a resource token from this unit to gain 1 power": no one named, the card gains it
    (abilities/implied_subject.py)."""
    assert pool["Silver Helm Detachment"].runnable, pool["Silver Helm Detachment"].why
    g = _game(pool, {"race": "High Elf", "kingdom": [{"card": "Silver Helm Detachment", "tokens": 3}, "Mountain Guard"]})
    helms = g.named("A", "Silver Helm Detachment", "kingdom")
    before = g.unit_power(helms)
    g.do(("action", helms, g.card(helms).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.tokens[helms] == 2 and g.unit_power(helms) == before + 1
    assert g.unit_power(g.named("A", "Mountain Guard", "kingdom")) == pool["Mountain Guard"].power
