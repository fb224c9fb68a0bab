"""core.combat.3: a unit is opposed in combat when units are declared against it: a defending unit always is (an
attacker is there), an attacking unit once a defender is declared. "When this unit is opposed in combat" triggers
for either (abilities/triggers.py, run._triggered_by)."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def _to_defenders(g, attackers):
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    for a in attackers:
        g.do(("attacker", a), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())


def test_an_attacking_hemmler_is_opposed_once_a_defender_is_declared(pool):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Friedrich Hemmler", "Poisonous Wyvern"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Chaos Knights", "Mountain Brigade"]}}})
    hemmler, wyvern = g.named("A", "Friedrich Hemmler", "battlefield"), g.named("A", "Poisonous Wyvern", "battlefield")
    knights, brigade = g.named("B", "Chaos Knights", "kingdom"), g.named("B", "Mountain Brigade", "kingdom")
    _to_defenders(g, [hemmler])
    g.do(("defender", knights), "B")
    g.do(("done",), "B")  # a defender against Hemmler's attack: Hemmler is opposed
    forced = [e for e in g.s.log.events if e.kind == "forced"]
    assert [e.data["name"] for e in forced] == ["Friedrich Hemmler"] and "timing.A.2" in forced[0].rules
    assert g.s.damage.get(hemmler) == 1 and g.s.damage.get(knights) == 1  # the attacker itself, the defender
    assert not g.s.damage.get(wyvern) and not g.s.damage.get(brigade)  # not in this combat
    assert g.check() == []


def test_an_attacking_hemmler_with_no_defender_is_not_opposed(pool):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Friedrich Hemmler"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Chaos Knights"]}}})
    hemmler = g.named("A", "Friedrich Hemmler", "battlefield")
    _to_defenders(g, [hemmler])
    g.do(("done",), "B")  # no defender declared
    assert not [e for e in g.s.log.events if e.kind == "forced"]
    assert not g.s.damage.get(hemmler) and g.check() == []
