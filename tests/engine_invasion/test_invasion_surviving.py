"""Surviving combat (abilities/surviving.py): "If this unit defends and survives combat, return all attacking units to
their owners' hands." (Battle Wizard) and "If attached unit survives combat, heal all damage on it." (Stolen Skin):
triggered constant effects whose trigger is the end of combat, for a unit that took part and is still in play
(core.combat.5, timing.A.1); Oathstone "If attached unit is destroyed, draw four cards." the same way."""

from invasion_tables import FILLER, table


def _game(pool, a, b):
    return table(pool, a, b, phase="battlefield", turn=3)


def _combat(g, zone, attackers, defenders):
    """A attacks `zone` with `attackers`, B defends with `defenders`; damage goes to the first targets offered."""
    g.do(("attack", zone), "A")
    for step, who, units in (("attackers", "A", attackers), ("defenders", "B", defenders)):
        for _ in range(80):
            if g.s.step == step:
                break
            g.do(next(a for a in g.legal_actions(g.to_act()) if a[0] in ("pass", "done")), g.to_act())
        for u in units:
            g.do(("attacker" if who == "A" else "defender", u), who)
        g.do(("done",), who)
    for _ in range(80):
        if any(e.kind == "combat_ends" for e in g.s.log.events):
            break
        acts = g.legal_actions(g.to_act())
        g.do(next((a for a in acts if a[0] in ("pass", "done")), None) or next(a for a in acts if a[0] == "assign"),
             g.to_act())
    assert g.check() == []


def test_the_cards_are_runnable(pool):
    for name in ("Battle Wizard", "Stolen Skin"):
        assert pool[name].runnable, (name, pool[name].why)


def test_battle_wizard_defending_and_surviving_returns_the_attackers_to_their_owners_hands(pool):
    g = _game(pool, {"battlefield": ["Drill Empire Halberdiers", "Drill Empire Halberdiers"]},
              {"kingdom": ["Battle Wizard"]})
    first, second = g.cards("A", "battlefield")
    wizard = g.named("B", "Battle Wizard", "kingdom")
    _combat(g, "kingdom", [first, second], [wizard])
    assert g.is_in_play(wizard)
    assert sorted(g.cards("A", "hand")) == sorted([first, second]) and not g.cards("A", "battlefield")
    assert any(e.kind == "constant_effect" or "timing.A.1" in e.rules for e in g.s.log.events)


def test_battle_wizard_destroyed_in_combat_returns_nothing(pool):
    g = _game(pool, {"battlefield": ["Drill Empire Spearmen", "Drill Empire Spearmen"]},
              {"kingdom": ["Battle Wizard"]})
    first, second = g.cards("A", "battlefield")
    wizard = g.named("B", "Battle Wizard", "kingdom")
    _combat(g, "kingdom", [first, second], [wizard])
    assert g.place(wizard) == "discard" and sorted(g.cards("A", "battlefield")) == sorted([first, second])


def test_battle_wizard_that_did_not_defend_returns_nothing(pool):
    g = _game(pool, {"battlefield": ["Drill Empire Halberdiers"]},
              {"kingdom": ["Battle Wizard", "Drill Empire Halberdiers"]})
    attacker = g.cards("A", "battlefield")[0]
    other = g.named("B", "Drill Empire Halberdiers", "kingdom")
    _combat(g, "kingdom", [attacker], [other])
    assert g.is_in_play(attacker) and not g.cards("A", "hand")


def test_stolen_skin_heals_all_damage_on_the_attached_unit_that_survives_combat(pool):
    g = _game(pool, {"race": "Chaos", "battlefield": ["Drill Empire Halberdiers",
                                                      {"card": "Stolen Skin", "attached_to": "Drill Empire Halberdiers"}]},
              {"kingdom": ["Drill Empire Spearmen"]})
    host = g.named("A", "Drill Empire Halberdiers", "battlefield")
    spearmen = g.named("B", "Drill Empire Spearmen", "kingdom")
    assert g.keyword(host, "toughness") == 1
    _combat(g, "kingdom", [host], [spearmen])
    assert g.is_in_play(host) and not g.s.damage.get(host)
    assert any(e.kind == "heal" and e.data["card"] == host and e.data["amount"] == 1 for e in g.s.log.events)


def _oathstone(pool):
    g = _game(pool, {"kingdom": ["Drill Empire Halberdiers", {"card": "Oathstone", "attached_to": "Drill Empire Halberdiers"}]},
              {})
    return g, g.named("A", "Drill Empire Halberdiers", "kingdom"), g.named("A", "Oathstone", "kingdom")


def test_oathstone_draws_four_cards_when_the_attached_unit_is_destroyed(pool):
    """"If attached unit is destroyed, draw four cards.": a triggered constant effect, from the discard pile."""
    from rulekeeper.games.invasion.abilities import run
    from rulekeeper.games.invasion.dealing import deal
    assert pool["Oathstone"].runnable, pool["Oathstone"].why
    g, host, stone = _oathstone(pool)
    hand, mark = len(g.cards("A", "hand")), len(g.s.log)
    deal(g, host, 5, ("damage.non-combat-damage",))
    run.settle(g, mark)
    assert g.place(host) == "discard" and g.place(stone) == "discard"
    assert len(g.cards("A", "hand")) == hand + 4


def test_oathstone_draws_nothing_when_the_attached_unit_is_sacrificed(pool):
    from rulekeeper.games.invasion.abilities import run
    from rulekeeper.games.invasion.movement import sacrifice
    g, host, stone = _oathstone(pool)
    hand, mark = len(g.cards("A", "hand")), len(g.s.log)
    sacrifice(g, "A", host)
    run.settle(g, mark)
    assert g.place(stone) == "discard" and len(g.cards("A", "hand")) == hand
