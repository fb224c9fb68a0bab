""""Deal 1 damage to one target unit or capital" (abilities/unit_or_capital.py) on the real Dwarf Ranger "Scout.
Quest. Forced: When one of your other [Dwarf] units leaves play, deal 1 damage to one target unit or capital.": one
target, a unit or a capital, chosen by its controller as the Forced effect resolves (timing.A.2, timing.C.1)."""

from rulekeeper.games.invasion import from_position
from rulekeeper.games.invasion.abilities import run
from rulekeeper.games.invasion.cards import card_from_entry
from rulekeeper.games.invasion.dealing import deal

from invasion_tables import FILLER, table

SECTIONS = ("kingdom", "quest", "battlefield")


def _game(pool, a=None, b=None):
    return table(pool, {"quest": ["Dwarf Ranger"], "battlefield": ["Drill Dwarf Warriors"], **(a or {})}, b)


def _dwarf_dies(g, answers=()):
    g.s.answers = list(answers)
    warriors = g.named("A", "Drill Dwarf Warriors", "battlefield")
    mark = len(g.s.log)
    deal(g, warriors, 9, ("damage.non-combat-damage",))
    run.settle(g, mark)
    assert g.place(warriors) == "discard"


def test_the_cards_are_runnable(pool):
    for name in ("Dwarf Ranger", "Sadistic Mutation"):
        assert pool[name].runnable, (name, pool[name].why)


def test_the_ranger_hits_a_target_unit_by_default(pool):
    g = _game(pool, b={"battlefield": ["Drill Orc Boyz", "Drill Orc Big 'Uns"]})
    _dwarf_dies(g, ["Drill Orc Big 'Uns"])
    big = g.named("B", "Drill Orc Big 'Uns", "battlefield")
    assert g.s.damage.get(big) == 1 and not g.s.damage.get(g.named("B", "Drill Orc Boyz", "battlefield"))
    assert all(g.s.zone_damage[f"{p}.{z}"] == 0 for p in "AB" for z in SECTIONS)


def test_the_ranger_hits_a_capital_when_its_player_chooses_so(pool):
    g = _game(pool, b={"battlefield": ["Drill Orc Boyz"]})
    _dwarf_dies(g, ["option 2", "player B", "quest"])
    assert g.s.zone_damage["B.quest"] == 1 and not g.s.damage.get(g.named("B", "Drill Orc Boyz", "battlefield"))


def test_the_ranger_itself_may_be_the_one_unit_to_target(pool):
    g = _game(pool)
    ranger = g.named("A", "Dwarf Ranger", "quest")
    _dwarf_dies(g, ["option 1"])
    assert g.s.damage.get(ranger) == 1 and all(g.s.zone_damage[f"{p}.{z}"] == 0 for p in "AB" for z in SECTIONS)


def test_in_an_action_the_shape_is_refused_its_targets_being_chosen_as_it_is_triggered():
    card = card_from_entry({"name": "Test Ranger", "type": "Unit", "race": "Dwarf", "cost": 1, "loyalty": 0,
                            "power": 1, "health": 1,
                            "text": "Action: Deal 1 damage to one target unit or capital."}, "test")
    assert not card.runnable and "targets in an Action" in card.why


def _tower_heals(pool, answers):
    from rulekeeper.games.invasion.dealing import heal
    g = from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "kingdom": ["The Glittering Tower"],
              "battlefield": [{"card": "Drill Orc Black Orcs Drill", "damage": 1}]},
        "B": {"deck": [FILLER] * 10, "battlefield": ["Drill Orc Boyz"], "burned": ["kingdom"],
              "damage": {"kingdom": 8}}}})
    g.s.answers = list(answers)
    mark = len(g.s.log)
    heal(g, g.named("A", "Drill Orc Black Orcs Drill", "battlefield"), 1, by="A")
    run.settle(g, mark)
    return g


def test_the_glittering_tower_hits_a_target_unit_when_a_unit_is_healed(pool):
    assert pool["The Glittering Tower"].runnable, pool["The Glittering Tower"].why
    g = _tower_heals(pool, ["Drill Orc Boyz"])
    assert g.named("B", "Drill Orc Boyz", "discard") is not None  # 1 hit point: destroyed by the 1 damage
    assert g.s.zone_damage["B.quest"] == 0 and g.s.zone_damage["B.battlefield"] == 0


def test_the_glittering_tower_hits_a_section_of_the_opponents_capital_not_burned(pool):
    g = _tower_heals(pool, ["option 2", "kingdom"])  # the kingdom is burned: no damage can go there
    assert g.s.zone_damage["B.quest"] == 1 and g.s.zone_damage["B.kingdom"] == 8
    assert all(g.s.zone_damage[f"A.{z}"] == 0 for z in SECTIONS)
    assert g.place(g.named("B", "Drill Orc Boyz", "battlefield")) == "battlefield"
