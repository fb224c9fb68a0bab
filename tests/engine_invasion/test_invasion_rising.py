"""A facedown development that becomes a unit until the end of the turn (abilities/rising.py), on real corpus cards:
Bolt of Change "Until the end of turn, one target development becomes a unit with 2 hit points and 2 Power. It also
counts as a development." and Full Moon Rising (card-types.developments, timing.E.3, core.capital.hit-points)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.information import FACEDOWN, view
from rulekeeper.games.invasion.turn import turn_ends

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 10, "race": "Chaos", **(a or {})}, {"resources": 9, **(b or {})})


def _play(g, tactic, targets):
    g.do(("tactic", g.named("A", tactic, "hand"), targets), "A")
    while g.s.window:  # both pass: the chain resolves, the window closes
        g.do(("pass",), g.to_act())
    assert g.check() == []


def test_the_cards_are_runnable(pool):
    for name in ("Bolt of Change", "Full Moon Rising", "Drowned Zombies", "Sacred Glade", "Spellsinger"):
        assert pool[name].runnable, (name, pool[name].why)


def test_bolt_of_change_makes_a_development_a_facedown_unit_that_still_counts_as_a_development(pool):
    g = _game(pool, {"hand": ["Bolt of Change"], "developments": {"battlefield": ["Bloodthirster"]}})
    dev = g.named("A", "Bloodthirster", "battlefield.dev")
    hp, power = g.hit_points("A", "battlefield"), g.power("A", "battlefield")
    _play(g, "Bolt of Change", [[dev]])
    card = g.card(dev)
    assert g.place(dev) == "battlefield" and card.unit and card.health == 2 and g.unit_power(dev) == 2
    assert card.traits == () and card.abilities == () and card.race == ""  # facedown: nothing printed
    assert dev in g.units("A", "battlefield")
    assert g.hit_points("A", "battlefield") == hp and g.developments("A", "battlefield") == 1
    assert g.power("A", "battlefield") == power + 2
    assert not any(e.kind == "enters_play" and e.data.get("card") == dev for e in g.s.log.events)
    becomes = next(e for e in g.s.log.events if e.kind == "becomes")
    assert "name" not in becomes.data and "card-types.developments" in becomes.rules
    # still a development to card text that picks developments (and a unit to text that picks units)
    from rulekeeper.games.invasion.abilities.effects import Ctx
    from rulekeeper.text.invasion.semantics.nodes import Objects
    def target(kind):
        return Ctx("test").objects(Objects(kind=(kind,), ref="", count=None, target=True, qualities=(),
                                           controller=None, place=None, described=(), of=None))
    assert dev in target("development").all(g, "B", dev) and dev in target("unit").all(g, "B", dev)
    assert dev not in target("support").all(g, "B", dev)


def test_the_opponent_sees_a_facedown_development_never_its_title(pool):
    g = _game(pool, {"hand": ["Bolt of Change"], "developments": {"kingdom": ["Bloodthirster"]}})
    dev = g.named("A", "Bloodthirster", "kingdom.dev")
    _play(g, "Bolt of Change", [[dev]])
    theirs = view(g, "B")["players"]["A"]["zones"]["kingdom"]["cards"]
    mine = view(g, "A")["players"]["A"]["zones"]["kingdom"]["cards"]
    assert [c["card"] for c in theirs] == [FACEDOWN] and [c["card"] for c in mine] == ["Bloodthirster"]
    assert g.check() == []
    from rulekeeper.games.invasion import information
    real = information._in_play
    information._in_play = lambda g_, cid, own=True: real(g_, cid, True)  # a view that forgets to hide it ...
    try:
        assert any("names a facedown development" in p for p in g.check())  # ... is caught by the invariants
    finally:
        information._in_play = real


def test_at_the_end_of_the_turn_it_is_a_facedown_development_again_holding_nothing(pool):
    g = _game(pool, {"hand": ["Bolt of Change"], "developments": {"quest": ["Bloodthirster"]}})
    dev = g.named("A", "Bloodthirster", "quest.dev")
    hp = g.hit_points("A", "quest")
    _play(g, "Bolt of Change", [[dev]])
    from rulekeeper.games.invasion.dealing import deal
    deal(g, dev, 1, ("test",))
    g.s.corrupted.add(dev)
    assert g.s.damage[dev] == 1 and g.check() == []
    turn_ends(g)
    assert g.place(dev) == "quest.dev" and dev not in g.s.damage and dev not in g.s.corrupted
    assert g.card(dev).name == "Bloodthirster" and g.hit_points("A", "quest") == hp
    back = [e for e in g.s.log.events if e.kind == "reverts"][-1]
    assert back.data["to"] == "development" and back.data["damage"] == 1 and back.data["corruption"] == 1
    assert g.check() == []


def test_destroyed_as_a_unit_it_goes_to_the_discard_pile_and_its_zone_loses_the_hit_point(pool):
    g = _game(pool, {"hand": ["Bolt of Change"], "developments": {"kingdom": ["Bloodthirster"]}})
    dev = g.named("A", "Bloodthirster", "kingdom.dev")
    hp = g.hit_points("A", "kingdom")
    _play(g, "Bolt of Change", [[dev]])
    g.s.zone_damage["A.kingdom"] = hp - 1  # the development's hit point holds the zone
    from rulekeeper.games.invasion.dealing import deal
    deal(g, dev, 2, ("test",))
    assert g.place(dev) == "discard" and g.card(dev).type == "Unit"  # its printed type (faq.29)
    assert g.hit_points("A", "kingdom") == hp - 1 and "A.kingdom" in g.s.burned
    assert g.check() == []


def test_full_moon_rising_raises_each_of_your_developments_not_the_opponents(pool):
    g = _game(pool, {"hand": ["Full Moon Rising"], "race": "Orc",
                     "developments": {"kingdom": [FILLER], "battlefield": [FILLER, FILLER]}},
              {"developments": {"kingdom": [FILLER]}})
    _play(g, "Full Moon Rising", [])
    mine = [c for z in ("kingdom", "battlefield") for c in g.units("A", z)]
    assert len(mine) == 3 and all(g.card(c).health == 2 and g.unit_power(c) == 2 for c in mine)
    assert len(g.cards("B", "kingdom.dev")) == 1 and not g.units("B", "kingdom")
    assert g.developments("A", "battlefield") == 2 and g.check() == []
    turn_ends(g)
    assert len(g.cards("A", "battlefield.dev")) == 2 and not g.units("A", "battlefield") and g.check() == []


def test_a_unit_is_not_a_target_development_for_bolt_of_change(pool):
    g = _game(pool, {"hand": ["Bolt of Change"], "battlefield": ["Drill Empire Militia"]})
    unit = g.named("A", "Drill Empire Militia", "battlefield")
    before = g.s.to_json()
    with pytest.raises(IllegalAction):
        g.do(("tactic", g.named("A", "Bolt of Change", "hand"), [[unit]]), "A")
    assert g.s.to_json() == before


def test_taken_by_the_opponent_a_development_that_is_a_unit_is_discarded_with_its_attachment(pool):
    """card-types.developments' own example: an attachment on a development that became a unit by Bolt of Change,
    and the development moved to its opponent's zone: it is discarded from play at once, with the attachment."""
    from rulekeeper.games.invasion.movement import take_control
    g = _game(pool, {"hand": ["Bolt of Change"], "developments": {"kingdom": ["Bloodthirster"]}},
              {"kingdom": ["Drill Empire Militia"]})
    dev = g.named("A", "Bloodthirster", "kingdom.dev")
    _play(g, "Bolt of Change", [[dev]])
    helm = g.s.new_card("Organ Gun", "A", "A.kingdom")  # an attachment on it (attached as a position would)
    g.s.attached[helm] = dev
    assert g.check() == []
    take_control(g, "B", dev)
    assert g.place(dev) == "discard" and g.s.owner[dev] == "A" and g.place(helm) == "discard"
    assert any(e.kind == "discarded" and "card-types.developments" in e.rules for e in g.s.log.events)
    assert g.check() == []


KAIROS = "Each development you control becomes a unit with 2 hit points and [Power][Power]. It still counts as a development."


def _fateweaver(pool, text=KAIROS):
    """Kairos Fateweaver's text on a legend with hit points (the card data gives the real one none)."""
    from rulekeeper.games.invasion.cards import card_from_entry
    pool["Test Fateweaver"] = card_from_entry({"name": "Test Fateweaver", "type": "Legend", "race": "Chaos",
                                               "cost": 6, "loyalty": 0, "power": 1, "health": 6,
                                               "zone_power": [1, 1, 1], "text": text}, "test")
    assert pool["Test Fateweaver"].runnable, pool["Test Fateweaver"].why
    return pool


def test_while_kairos_is_in_play_each_of_its_players_developments_is_a_unit_through_the_end_of_turn(pool):
    g = _game(_fateweaver(pool), {"legend": "Test Fateweaver", "developments": {"kingdom": [FILLER, FILLER]}},
              {"developments": {"kingdom": [FILLER]}})
    mine = g.units("A", "kingdom")
    assert len(mine) == 2 and all(g.card(c).health == 2 and g.unit_power(c) == 2 for c in mine)
    assert g.developments("A", "kingdom") == 2 and not g.units("B", "kingdom") and g.check() == []
    from rulekeeper.games.invasion.dealing import deal
    deal(g, mine[0], 1, ("test",))
    turn_ends(g)  # a constant effect: the end of the turn does not end it, nor the damage
    assert g.units("A", "kingdom") == mine and g.s.damage[mine[0]] == 1 and g.check() == []
    assert not any(e.kind == "reverts" for e in g.s.log.events)


def test_when_kairos_leaves_play_its_developments_are_developments_again_holding_nothing(pool):
    g = _game(_fateweaver(pool), {"legend": "Test Fateweaver", "developments": {"quest": [FILLER]}})
    dev, legend = g.units("A", "quest")[0], g.named("A", "Test Fateweaver", "legend")
    from rulekeeper.games.invasion.dealing import deal
    deal(g, dev, 1, ("test",))
    g.resolve("B", "destroy", card=legend)
    assert g.place(legend) == "discard" and g.place(dev) == "quest.dev" and dev not in g.s.damage
    back = [e for e in g.s.log.events if e.kind == "reverts"][-1]
    assert back.data["damage"] == 1 and "core.effects.constant" in back.rules and g.check() == []


def test_it_still_counts_as_a_development_is_read_only_after_the_sentence_it_speaks_of(pool):
    from rulekeeper.games.invasion.cards import card_from_entry
    alone = card_from_entry({"name": "Test Still", "type": "Legend", "race": "Chaos", "cost": 1, "power": 1,
                             "health": 3, "zone_power": [1, 1, 1], "text": "It still counts as a development."}, "test")
    assert not alone.runnable


def test_taken_by_the_opponent_kairos_makes_its_new_controllers_developments_units_not_its_owners(pool):
    from rulekeeper.games.invasion.abilities.developments_as_units import keep
    g = _game(_fateweaver(pool), {"legend": "Test Fateweaver", "developments": {"kingdom": [FILLER]}},
              {"developments": {"battlefield": [FILLER]}})
    assert len(g.units("A", "kingdom")) == 1 and not g.units("B", "battlefield")
    legend = g.named("A", "Test Fateweaver", "legend")
    g.s.zones.move(legend, "B.legend")  # as an effect that takes control of a legend would leave it
    keep(g)
    assert not g.units("A", "kingdom") and len(g.cards("A", "kingdom.dev")) == 1
    assert len(g.units("B", "battlefield")) == 1 and g.check() == []
