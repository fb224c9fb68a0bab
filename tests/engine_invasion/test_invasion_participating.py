""""All attacking and defending units": each unit that is attacking and each one that is defending (objects.py reads
the two qualities joined by "and" as either, core.combat.2-3); "the attacked zone" (the defending zone); "target
opponent chooses and discards" (program.chooses_and), run from real corpus cards' text; and what random play found
once those cards ran: a Counterstrike left nothing to strike, a constant destroy after the game was won."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def test_friedrich_hemmler_damages_every_attacking_and_defending_unit(pool):
    for name in ("Friedrich Hemmler", "Black Dragon Rider", "Deadly Salamander"):
        assert pool[name].runnable, (name, pool[name].why)
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Mountain Brigade", "Poisonous Wyvern"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Friedrich Hemmler", "Chaos Knights"]}}})
    brigade, wyvern = g.named("A", "Mountain Brigade", "battlefield"), g.named("A", "Poisonous Wyvern", "battlefield")
    hemmler, knights = g.named("B", "Friedrich Hemmler", "kingdom"), g.named("B", "Chaos Knights", "kingdom")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", brigade), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("defender", hemmler), "B")
    g.do(("done",), "B")  # Hemmler is opposed in combat: its Forced effect resolves
    assert g.s.damage.get(brigade) == 1 and g.s.damage.get(hemmler) == 1  # the attacker, the defender (itself)
    assert not g.s.damage.get(wyvern) and not g.s.damage.get(knights)  # not in this combat
    assert [e.data["name"] for e in g.s.log.events if e.kind == "forced"] == ["Friedrich Hemmler"]
    assert g.check() == []


def test_warhawk_rider_makes_the_opponent_choose_and_discard_when_it_attacks(pool):
    # "target opponent chooses and discards a card from his hand" (program.chooses_and): the discarding player picks
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Warhawk Rider"]},
        "B": {"deck": [FILLER] * 10, "hand": ["Chaos Knights", "Poisonous Wyvern"]}}})
    rider = g.named("A", "Warhawk Rider", "battlefield")
    index = g.card(rider).program.triggered[0][0]
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", rider), "A")
    g.do(("done",), "A")
    while not any(a[:3] == ("action", rider, index) for a in g.legal_actions("A")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.s.answers = ["Poisonous Wyvern"]  # player B's choice
    g.do(("action", rider, index, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [g.name(c) for c in g.cards("B", "discard")] == ["Poisonous Wyvern"]
    assert [g.name(c) for c in g.cards("B", "hand")] == ["Chaos Knights"] and g.check() == []


def test_orcish_artillery_hits_its_attackers_and_every_unit_in_the_attacked_zone(pool):
    # "Deal 1 damage to each attacking unit you control and deal 1 damage to each unit in the attacked zone."
    # ("the attacked zone" is the defending zone, objects.ZONE_STATES)
    assert pool["Orcish Artillery"].runnable, pool["Orcish Artillery"].why
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "race": "Orc", "resources": 9, "hand": ["Orcish Artillery"],
              "battlefield": ["Mountain Brigade", "Poisonous Wyvern"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Chaos Knights"], "quest": ["Black Orc Squad"]}}})
    brigade, wyvern = g.named("A", "Mountain Brigade", "battlefield"), g.named("A", "Poisonous Wyvern", "battlefield")
    knights, squad = g.named("B", "Chaos Knights", "kingdom"), g.named("B", "Black Orc Squad", "quest")
    artillery = g.cards("A", "hand")[0]
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", brigade), "A")
    g.do(("done",), "A")
    while not any(a[:2] == ("tactic", artillery) for a in g.legal_actions("A")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.do(("tactic", artillery, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.damage.get(brigade) == 1 and g.s.damage.get(knights) == 1
    assert not g.s.damage.get(wyvern) and not g.s.damage.get(squad) and g.check() == []


def test_a_counterstrike_with_no_attacker_left_is_over_and_combat_goes_on(pool):
    """core.combat.3.counterstrike: Hemmler's Forced effect destroys the only attacker as defenders are declared;
    the Handgunners' Counterstrike then has nothing to strike, and combat goes on to assigning damage (random play
    found the combat stuck there, with no legal action for anyone)."""
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Drill Chaos Marauders"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Friedrich Hemmler", "Drill Empire Handgunners"]}}})
    marauders = g.named("A", "Drill Chaos Marauders", "battlefield")
    hemmler, gunners = g.named("B", "Friedrich Hemmler", "kingdom"), g.named("B", "Drill Empire Handgunners", "kingdom")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", marauders), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("defender", hemmler), "B")
    g.do(("defender", gunners), "B")
    g.do(("done",), "B")
    assert g.place(marauders) == "discard" and g.s.step != "counterstrike"
    assert g.legal_actions(g.to_act()) and g.check() == []


def test_a_constant_destroy_after_the_game_is_won_ends(pool):
    """core.cards.destroyed / core.effects.constant: "If attached unit is damaged, destroy that unit." (Branded by
    Khorne) destroys nothing once the game is over, and settling the constant effects ends (a 10,000-game soak
    found it looking again forever: seed 7:7123)."""
    from rulekeeper.games.invasion.abilities import passive
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "quest": ["Ugrok Beardburna",
                                               {"card": "Branded by Khorne", "attached_to": "Ugrok Beardburna"}]},
        "B": {"deck": [FILLER] * 10}}})
    ugrok = g.named("A", "Ugrok Beardburna", "quest")
    g.s.damage[ugrok] = 2
    g.s.winner = "B"  # won meanwhile: nothing more happens
    passive.settle(g)
    assert g.is_in_play(ugrok)
    g.s.winner = None
    passive.settle(g)  # the game goes on: the damaged unit is destroyed, once
    assert g.place(ugrok) == "discard"
    assert [e.data["name"] for e in g.s.log.events if e.kind == "constant_destroys"] == ["Ugrok Beardburna"]
