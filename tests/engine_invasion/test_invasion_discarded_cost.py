"""An amount "equal to the printed cost of the discarded card" (abilities/discarded_cost.py), on real corpus
tactics: Boon of Tzeentch (the card its effect discards) and Dark Blessing (the card its cost discards,
timing.C.2), faq.48."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, race, hand, deck_top):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [deck_top] + [FILLER] * 9, "resources": 9, "race": race, "hand": hand,
              "kingdom": ["Forest Dragon"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})


def _resolve(g):
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def test_the_tactics_are_runnable(pool):
    for name in ("Boon of Tzeentch", "Dark Blessing"):
        assert pool[name].runnable, pool[name].why


def test_boon_of_tzeentch_gains_the_printed_cost_of_the_card_it_discards(pool):
    for top, cost in (("Mountain Brigade", 4), ("Troll Slayers", 3)):
        g = _game(pool, "Chaos", ["Boon of Tzeentch"], top)
        boon = g.named("A", "Boon of Tzeentch", "hand")
        g.do(("tactic", boon, []), "A")
        after_paying = g.s.resources["A"]
        _resolve(g)
        assert [g.name(c) for c in g.cards("A", "discard") if g.name(c) == top] == [top]
        assert g.s.resources["A"] == after_paying + cost


def test_dark_blessing_gives_power_equal_to_the_printed_cost_of_the_card_its_cost_discards(pool):
    g = _game(pool, "Dark Elf", ["Dark Blessing"], "Mountain Brigade")
    blessing, dragon = g.named("A", "Dark Blessing", "hand"), g.named("A", "Forest Dragon", "kingdom")
    before = g.unit_power(dragon)
    g.do(("tactic", blessing, [[dragon]]), "A")
    assert "Mountain Brigade" in [g.name(c) for c in g.cards("A", "discard")]  # paid as it is played
    _resolve(g)
    assert g.unit_power(dragon) == before + 4


def _hunters(pool, top):
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": [top] + [FILLER] * 9, "kingdom": ["Mushroom Hunters"]}, "B": {"deck": [FILLER] * 10}}})
    g.begin_turn()  # "At the beginning of your turn": the Action may be triggered now (timing.B.1)
    return g, g.named("A", "Mushroom Hunters", "kingdom")


def test_mushroom_hunters_gain_the_power_of_the_card_they_discard(pool):
    assert pool["Mushroom Hunters"].runnable, pool["Mushroom Hunters"].why
    for top, power in (("Chaos Knights", 3), (FILLER, 1), ("Boon of Tzeentch", 0)):  # a support with 1, a tactic
        g, hunters = _hunters(pool, top)
        before = g.unit_power(hunters)
        g.do(("action", hunters, g.card(hunters).program.actions[0][0], []), "A")
        _resolve(g)
        assert g.name(g.cards("A", "discard")[-1]) == top
        assert g.unit_power(hunters) == before + power


def test_mushroom_hunters_act_only_at_the_beginning_of_the_turn(pool):
    import pytest

    from rulekeeper.games.invasion import IllegalAction
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": ["Chaos Knights"] + [FILLER] * 9, "kingdom": ["Mushroom Hunters"]}, "B": {"deck": [FILLER] * 10}}})
    hunters = g.named("A", "Mushroom Hunters", "kingdom")
    deck = list(g.cards("A", "deck"))
    with pytest.raises(IllegalAction) as refused:  # the capital phase: its trigger condition has not just happened
        g.do(("action", hunters, g.card(hunters).program.actions[0][0], []), "A")
    assert refused.value.rule_id == "timing.B.1" and g.cards("A", "deck") == deck and not g.cards("A", "discard")


def _attacking(g, unit):
    """Player A attacks B's kingdom with `unit` (core.combat.1-2): the window after the attackers are declared."""
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", unit), "A")
    g.do(("done",), "A")


def _bats_attack(pool, deck):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": deck + [FILLER] * 6, "race": "Chaos", "battlefield": ["Swarm of Bats"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})
    bats = g.named("A", "Swarm of Bats", "battlefield")
    index = g.card(bats).program.triggered[0][0]
    _attacking(g, bats)
    while not any(a[:3] == ("action", bats, index) for a in g.legal_actions("A")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    return g, bats, index


def test_swarm_of_bats_gains_power_for_each_unit_it_discards(pool):
    assert pool["Swarm of Bats"].runnable, pool["Swarm of Bats"].why
    top = ["Chaos Knights", FILLER, "Mountain Brigade", "Boon of Tzeentch"]  # two units, a support, a tactic
    g, bats, index = _bats_attack(pool, top)
    before = g.unit_power(bats)
    g.do(("action", bats, index, []), "A")
    _resolve(g)
    assert [g.name(c) for c in g.cards("A", "discard")] == top
    assert g.unit_power(bats) == before + 2


def test_swarm_of_bats_is_triggered_only_as_it_attacks(pool):
    import pytest

    from rulekeeper.games.invasion import IllegalAction
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Chaos", "battlefield": ["Swarm of Bats"]}, "B": {"deck": [FILLER] * 10}}})
    bats = g.named("A", "Swarm of Bats", "battlefield")
    with pytest.raises(IllegalAction) as refused:
        g.do(("action", bats, g.card(bats).program.triggered[0][0], []), "A")
    assert refused.value.rule_id == "timing.B.1" and len(g.cards("A", "deck")) == 10


def _fury(pool, hand):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, "race": "High Elf", "hand": ["Fury of Aenarion"] + hand,
              "battlefield": ["Mountain Brigade"], "kingdom": ["Poisonous Wyvern"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})
    brigade = g.named("A", "Mountain Brigade", "battlefield")
    _attacking(g, brigade)
    return g, brigade, g.named("A", "Fury of Aenarion", "hand")


def test_fury_of_aenarion_gives_the_printed_power_of_the_high_elf_unit_it_reveals(pool):
    assert pool["Fury of Aenarion"].runnable, pool["Fury of Aenarion"].why
    for hand, gain in ((["Chaos Knights", "High Elf Spearmen"], 2), (["Chaos Knights"], 0)):  # none to reveal: 0
        g, brigade, fury = _fury(pool, hand)
        before = g.unit_power(brigade)
        g.do(("tactic", fury, [[brigade]]), "A")
        _resolve(g)
        assert g.unit_power(brigade) == before + gain and [g.name(c) for c in g.cards("A", "hand")] == hand
        shown = [e.data["cards"] for e in g.s.log.events if e.kind == "reveal"]
        assert shown == [["High Elf Spearmen"] if gain else []]


def test_fury_of_aenarion_targets_only_an_attacking_or_defending_unit(pool):
    import pytest

    from rulekeeper.games.invasion import IllegalAction
    g, brigade, fury = _fury(pool, ["High Elf Spearmen"])
    wyvern = g.named("A", "Poisonous Wyvern", "kingdom")
    with pytest.raises(IllegalAction) as refused:  # in the kingdom, not in combat
        g.do(("tactic", fury, [[wyvern]]), "A")
    assert refused.value.rule_id == "timing.C.1" and fury in g.cards("A", "hand") and g.s.resources["A"] == 9


def _thieves(pool, zone, mine, theirs):
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [mine] + [FILLER] * 9, "resources": 9, "race": "Dark Elf", "hand": ["Treasure Thieves"]},
        "B": {"deck": [theirs] + [FILLER] * 9}}})
    thieves = g.named("A", "Treasure Thieves", "hand")
    g.do(("play", thieves, zone), "A")  # "When this unit enters play": the Action may be triggered now
    return g, thieves


def test_treasure_thieves_gain_the_difference_in_printed_cost_between_the_discarded_cards(pool):
    assert pool["Treasure Thieves"].runnable, pool["Treasure Thieves"].why
    for mine, theirs in (("Chaos Knights", "Mountain Guard"), ("Mountain Guard", "Chaos Knights")):
        g, thieves = _thieves(pool, "quest", mine, theirs)
        before = g.s.resources["A"]
        g.do(("action", thieves, g.card(thieves).program.actions[0][0], []), "A")
        assert [g.name(c) for c in g.cards("A", "discard")] == [mine]  # the cost, paid as it is triggered
        _resolve(g)
        assert [g.name(c) for c in g.cards("B", "discard")] == [theirs]
        assert g.s.resources["A"] == before + abs(pool[mine].cost - pool[theirs].cost) > before


def test_treasure_thieves_act_only_in_the_quest_zone(pool):
    import pytest

    from rulekeeper.games.invasion import IllegalAction
    g, thieves = _thieves(pool, "kingdom", "Chaos Knights", "Mountain Guard")
    with pytest.raises(IllegalAction) as refused:  # "Quest.": the ability works only while it is in the quest zone
        g.do(("action", thieves, g.card(thieves).program.actions[0][0], []), "A")
    assert refused.value.rule_id == "core.effects.zone-prefix" and not g.cards("A", "discard")


def test_muck_draws_as_many_cards_as_it_just_discarded(pool):
    """"Discard your hand. Then, draw as many cards as you just discarded.": the count is the cards the first
    sentence discarded (Muck! itself is on the chain, not in the hand)."""
    assert pool["Muck!"].runnable, pool["Muck!"].why
    for hand in (["Mountain Brigade", "Troll Slayers", "Boon of Tzeentch"], []):
        g = from_position(pool, {"active": "A", "phase": "capital", "players": {
            "A": {"deck": ["Chaos Knights", "Mountain Guard", "Dark Blessing"] + [FILLER] * 7, "resources": 9,
                  "race": "Chaos", "hand": ["Muck!"] + hand, "kingdom": ["Forest Dragon"]},
            "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})
        g.do(("tactic", g.named("A", "Muck!", "hand"), []), "A")
        _resolve(g)
        assert sorted(g.name(c) for c in g.cards("A", "discard")) == sorted(hand + ["Muck!"])
        assert [g.name(c) for c in g.cards("A", "hand")] == ["Chaos Knights", "Mountain Guard", "Dark Blessing"][
            :len(hand)]
        assert len(g.cards("A", "deck")) == 10 - len(hand)


def test_witchbrew_gives_power_only_when_the_card_it_discards_is_a_unit(pool):
    assert pool["Witchbrew"].runnable, pool["Witchbrew"].why
    for top, gains in (("Mountain Guard", True), (FILLER, False)):
        g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
            "A": {"deck": [FILLER] * 10, "race": "Dark Elf", "battlefield": [
                "Forest Dragon", {"card": "Witchbrew", "attached_to": "Forest Dragon"}]},
            "B": {"deck": [top] + [FILLER] * 9}}})
        dragon, brew = g.named("A", "Forest Dragon", "battlefield"), g.named("A", "Witchbrew", "battlefield")
        g.do(("attack", "kingdom"), "A")
        while g.s.step != "attackers":
            g.do(("pass",), g.to_act())
        g.do(("attacker", dragon), "A")
        g.do(("done",), "A")
        g.s.answers = ["B"]  # the target player: B
        g.do(("action", brew, g.card(brew).program.triggered[0][0], []), "A")
        g.do(("pass",), "B")
        g.do(("pass",), "A")
        assert [g.name(c) for c in g.cards("B", "discard")] == [top]
        assert any(m.get("card") == dragon and m.get("power") == 1 for m in g.s.lasting) == gains
