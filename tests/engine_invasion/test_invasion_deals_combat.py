"""A trigger on the attached unit dealing combat damage (abilities/triggers.py: "deals_combat"), on a real corpus
card: Savage Rage's "Attached unit gains [Power] for each resource token on this card. Forced: When attached unit
deals combat damage, put 1 resource token on this card." (damage.dealing-damage-in-combat)."""

from invasion_tables import FILLER, table


def _game(pool, b_units):
    return table(pool,
                 {"race": "Orc", "battlefield": ["Drill Empire Spearmen", "Forest Dragon"], "hand": ["Savage Rage"]},
                 {"battlefield": b_units}, phase="battlefield")


def _attack_with(g, attacker, rage, host):
    g.s.zones.move(rage, "A.battlefield")  # attached beforehand (its [Orc] host is not what is tested here)
    g.s.attached[rage] = host
    g.do(("attack", "battlefield"), "A")
    for _ in range(80):
        if g.s.step == "attackers":
            break
        g.do(next(a for a in g.legal_actions(g.to_act()) if a[0] in ("pass", "done")), g.to_act())
    g.do(("attacker", attacker), "A")
    g.do(("done",), "A")
    for _ in range(80):  # no defenders, passes, damage to the first target offered
        if any(e.kind == "combat_ends" for e in g.s.log.events):
            break
        acts = g.legal_actions(g.to_act())
        pick = next((a for a in acts if a[0] in ("pass", "done")), None) or next(a for a in acts if a[0] == "assign")
        g.do(pick, g.to_act())
    for _ in range(10):  # the Forced effect resolves
        if g.s.step != "window":
            break
        g.do(("pass",), g.to_act())
    assert g.check() == []


def test_savage_rage_is_runnable(pool):
    assert pool["Savage Rage"].runnable, pool["Savage Rage"].why


def test_the_attached_unit_dealing_combat_damage_puts_a_token_that_adds_power(pool):
    g = _game(pool, [])
    spearmen, rage = g.named("A", "Drill Empire Spearmen", "battlefield"), g.named("A", "Savage Rage", "hand")
    before = g.unit_power(spearmen)
    _attack_with(g, spearmen, rage, spearmen)
    assert any(e.kind == "dealt_combat_damage" and spearmen in e.data["units"] for e in g.s.log.events)
    assert g.s.tokens.get(rage) == 1
    assert g.unit_power(spearmen) == before + 1


def test_another_unit_dealing_combat_damage_puts_no_token(pool):
    g = _game(pool, [])
    spearmen, dragon = g.named("A", "Drill Empire Spearmen", "battlefield"), g.named("A", "Forest Dragon", "battlefield")
    rage = g.named("A", "Savage Rage", "hand")
    _attack_with(g, dragon, rage, spearmen)  # the dragon attacks; Savage Rage is on the spearmen
    assert any(e.kind == "dealt_combat_damage" and dragon in e.data["units"] for e in g.s.log.events)
    assert not g.s.tokens.get(rage)
