"""Cards alone with their wording, on real corpus cards: a trait named alone in a play condition ("Play only if you
control a Capital Center or a legend.", A Promise of War: abilities/conditions.py bare_trait), cards of two traits
counted once (Trinkets of Gold) and a kind-or-trait target (Egathrond: abilities/trait_lists.py), a token on a quest
with a unit questing there (A Noble Quest: questing_there.py), damage moved from one section of a capital (Orc
Shaman: section_moves.py)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital", active="A"):
    return table(pool, a, b, active=active, phase=phase)


def _resolve(g, by="A"):
    """Both players pass: the chain resolves."""
    g.do(("pass",), "B" if by == "A" else "A")
    g.do(("pass",), by)
    assert g.check() == []


def test_a_promise_of_war_needs_a_capital_center_or_a_legend(pool):
    assert pool["A Promise of War"].runnable, pool["A Promise of War"].why
    g = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "deck": [FILLER] * 3 + ["Mountain Guard"]})
    tactic = g.named("A", "A Promise of War", "hand")
    assert not any(a[0] == "tactic" for a in g.legal_actions("A"))
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as exc:
        g.do(("tactic", tactic, []), "A")
    assert exc.value.rule_id == "core.effects.constant" and g.snapshot_text() == before
    other = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "kingdom": ["Cathedral of Sigmar"],
                         "deck": [FILLER] * 3 + ["Mountain Guard"]})
    other_support = _game(pool, {"hand": ["A Promise of War"], "resources": 5, "kingdom": [FILLER]})
    assert not any(a[0] == "tactic" for a in other_support.legal_actions("A"))  # a support card, not a Capital Center
    tactic = other.named("A", "A Promise of War", "hand")
    other.do(("tactic", tactic, []), "A")
    _resolve(other)
    assert [other.name(c) for c in other.cards("A", "hand")] == ["Mountain Guard"]


def _attack(g, zone, attackers):
    """A declares an attack with these units; the game then holds the windows after the attackers are declared."""
    g.do(("attack", zone), "A")
    for _ in range(80):
        if g.s.step == "attackers":
            break
        g.do(next(a for a in g.legal_actions(g.to_act()) if a[0] in ("pass", "done")), g.to_act())
    for a in attackers:
        g.do(("attacker", a), "A")
    g.do(("done",), "A")


def _chain(g):
    while g.s.step == "window" and g.s.window.get("chain"):
        g.do(("pass",), g.to_act())


def test_trinkets_of_gold_draws_one_card_per_treasure_or_artefact_card_you_control(pool):
    """"When attached unit attacks or defends, draw cards equal to the number of Treasure and Artefact cards you
    control.": Trinkets itself (Treasure) and Star Crown Fragments (Artefact), each counted once; the opponent's
    Artefact does not count."""
    assert pool["Trinkets of Gold"].runnable, pool["Trinkets of Gold"].why
    g = from_position(pool, {"active": "A", "phase": "battlefield", "turn": 3, "players": {
        "A": {"deck": [FILLER] * 10, "race": "Empire", "kingdom": ["Star Crown Fragments"],
              "battlefield": ["Saurus Warriors", {"card": "Trinkets of Gold", "attached_to": "Saurus Warriors"}]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Windcatcher Prism"]}}})
    saurus = g.named("A", "Saurus Warriors", "battlefield")
    trinkets = g.named("A", "Trinkets of Gold", "battlefield")
    index = g.card(trinkets).program.triggered[0][0]
    assert ("action", trinkets, index) not in [a[:3] for a in g.legal_actions("A")]  # not attacking yet
    _attack(g, "kingdom", [saurus])
    hand = len(g.cards("A", "hand"))
    g.do(("action", trinkets, index, []), "A")
    _chain(g)
    assert len(g.cards("A", "hand")) == hand + 2
    assert g.check() == []


def _noble(pool, a_questing=True, b_questing=True):
    a = {"hand": ["A Noble Quest"], "resources": 3, "race": "Dwarf",
         "quest": ["Repair the Waystones"] + ([{"card": "Mountain Guard", "questing_on": "Repair the Waystones"}]
                                              if a_questing else [])}
    b = {"quest": ["Journey to the Gate"] + ([{"card": "Mountain Guard", "questing_on": "Journey to the Gate"}]
                                             if b_questing else [])}
    return _game(pool, a, b)


def test_a_noble_quest_puts_a_token_on_a_quest_with_a_unit_questing_there(pool):
    """"Put 1 resource token on a quest if a unit is questing there.": a quest chosen as it resolves (the player's
    own first, else the one named), only one with a unit questing on it."""
    assert pool["A Noble Quest"].runnable, pool["A Noble Quest"].why
    g = _noble(pool)
    mine, theirs = g.named("A", "Repair the Waystones", "quest"), g.named("B", "Journey to the Gate", "quest")
    g.do(("tactic", g.named("A", "A Noble Quest", "hand"), []), "A")
    _resolve(g)
    assert g.s.tokens.get(mine) == 1 and not g.s.tokens.get(theirs)
    g = _noble(pool, a_questing=False)  # only the opponent's quest has a unit questing there
    mine, theirs = g.named("A", "Repair the Waystones", "quest"), g.named("B", "Journey to the Gate", "quest")
    g.do(("tactic", g.named("A", "A Noble Quest", "hand"), []), "A")
    _resolve(g)
    assert g.s.tokens.get(theirs) == 1 and not g.s.tokens.get(mine)


def test_a_noble_quest_with_no_unit_questing_puts_no_token(pool):
    g = _noble(pool, a_questing=False, b_questing=False)
    g.do(("tactic", g.named("A", "A Noble Quest", "hand"), []), "A")
    _resolve(g)
    assert not any(g.s.tokens.values())
    assert any(e.kind == "condition_not_met" for e in g.s.log.events)


def _egathrond(pool):
    return from_position(pool, {"active": "A", "phase": "battlefield", "turn": 3, "players": {
        "A": {"deck": [FILLER] * 10, "race": "Dark Elf", "battlefield": ["Egathrond"]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Boiling Oil", FILLER, "Mountain Guard"],
              "developments": {"kingdom": [FILLER]}, "battlefield": ["Harpy Aerie"]}}})


def test_egathrond_destroys_a_target_development_or_fortification_in_the_defending_zone(pool):
    """"When this unit attacks, destroy target development or Fortification card in the defending zone.": a
    development, or a card with the Fortification trait there; not another support card, not a unit, not a
    Fortification in another zone."""
    assert pool["Egathrond"].runnable, pool["Egathrond"].why
    g = _egathrond(pool)
    ega = g.named("A", "Egathrond", "battlefield")
    _attack(g, "kingdom", [ega])
    index = g.card(ega).program.triggered[0][0]
    oil, tower, guard = g.cards("B", "kingdom")
    dev, aerie = g.cards("B", "kingdom.dev")[0], g.cards("B", "battlefield")[0]
    offered = {a[3][0][0] for a in g.legal_actions("A") if a[:3] == ("action", ega, index)}
    assert offered == {oil, dev}
    for wrong in (tower, guard, aerie):
        before = g.snapshot_text()
        with pytest.raises(IllegalAction):
            g.do(("action", ega, index, [[wrong]]), "A")
        assert g.snapshot_text() == before
    g.do(("action", ega, index, [[oil]]), "A")
    _chain(g)
    assert g.place(oil) == "discard" and g.is_in_play(tower)
    g = _egathrond(pool)
    ega = g.named("A", "Egathrond", "battlefield")
    _attack(g, "kingdom", [ega])
    dev = g.cards("B", "kingdom.dev")[0]
    g.do(("action", ega, index, [[dev]]), "A")
    _chain(g)
    assert g.place(dev) == "discard" and g.check() == []


def _shaman(pool, tokens=1, damage=None, burned=()):
    g = _game(pool, {"race": "Orc", "hand": [FILLER], "resources": 3,
                     "kingdom": [{"card": "Orc Shaman", "tokens": tokens}, "Forest Dragon"],
                     "damage": damage or {"kingdom": 3, "quest": 2}, "burned": list(burned)})
    shaman, dragon = g.named("A", "Orc Shaman", "kingdom"), g.named("A", "Forest Dragon", "kingdom")
    g.do(("develop", g.cards("A", "hand")[0], "quest"), "A")  # "When you play a development from your hand"
    return g, shaman, dragon


def _shaman_acts(g, shaman, dragon, answers=()):
    g.do(("action", shaman, g.card(shaman).program.triggered[0][0], [[dragon]]), "A")
    g.s.answers.extend(answers)
    _resolve(g)


def test_orc_shaman_puts_a_token_then_moves_up_to_x_damage_from_its_zone_of_your_capital(pool):
    """"put a resource token on this unit. Then, you may move up to X damage from this zone of your capital to a
    target unit you control. X is the number of resource tokens on this unit.": X counted after the token."""
    assert pool["Orc Shaman"].runnable, pool["Orc Shaman"].why
    g, shaman, dragon = _shaman(pool, tokens=1)
    _shaman_acts(g, shaman, dragon)
    assert g.s.tokens[shaman] == 2
    assert g.s.zone_damage["A.kingdom"] == 1 and g.s.zone_damage["A.quest"] == 2  # only this zone's section
    assert g.s.damage[dragon] == 2
    moved = [e for e in g.s.log.events if e.kind == "move_damage"][-1]
    assert "damage.moving-damage" in moved.rules and moved.data["amount"] == 2


def test_orc_shaman_moves_less_when_told_and_nothing_from_a_burned_section(pool):
    g, shaman, dragon = _shaman(pool, tokens=2)
    _shaman_acts(g, shaman, dragon, answers=[1])  # up to 3: the player moves 1
    assert g.s.zone_damage["A.kingdom"] == 2 and g.s.damage[dragon] == 1
    g, shaman, dragon = _shaman(pool, tokens=2, damage={"kingdom": 8}, burned=("kingdom",))
    _shaman_acts(g, shaman, dragon)
    assert g.s.zone_damage["A.kingdom"] == 8 and not g.s.damage.get(dragon)
