"""The players an effect names, run from real corpus cards' text: "target player" (the player named, else the
opponent), "the attacking player" (abilities/cards_moving.who); and uncancellable indirect damage (abilities/effects.py,
indirect.deal_now; damage.indirect-damage, damage.cancelling-damage)."""

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, {"resources": 9, **(a or {})}, b, phase=phase)


def _play(g, name, answers=()):
    g.s.answers = list(answers)
    g.do(("tactic", g.named("A", name, "hand"), []), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_master_of_the_earth_deals_x_indirect_damage_to_the_player_it_names(pool):
    assert pool["Master of the Earth"].runnable
    a = {"race": "High Elf", "hand": ["Master of the Earth"], "developments": {"kingdom": [FILLER, FILLER]}}
    g = _game(pool, a, {"kingdom": ["Iron Boyz"]})
    _play(g, "Master of the Earth", answers=["player A", "A.kingdom", "A.quest"])  # X = 2 developments of A's
    assert [(e.data["player"], e.data["amount"]) for e in g.s.log.events if e.kind == "indirect_damage"] == [("A", 2)]
    assert g.s.zone_damage["A.kingdom"] == 1 and g.s.zone_damage["A.quest"] == 1
    g = _game(pool, a)
    _play(g, "Master of the Earth")  # no player named: the opponent
    assert [(e.data["player"], e.data["amount"]) for e in g.s.log.events if e.kind == "indirect_damage"] == [("B", 2)]


def test_pigeon_bombs_indirect_damage_is_not_cancelled_by_toughness(pool):
    assert pool["Pigeon Bombs"].runnable
    g = _game(pool, {"race": "Empire", "hand": ["Pigeon Bombs"]}, {"kingdom": ["Iron Boyz"]})
    boyz = g.named("B", "Iron Boyz", "kingdom")
    _play(g, "Pigeon Bombs", answers=["player B", "Iron Boyz"])
    assert g.s.damage.get(boyz) == 1  # Toughness 1 would have cancelled it


def test_indirect_damage_that_can_be_cancelled_is_cancelled_by_toughness(pool):
    """The same point without "uncancellable" (Master of the Earth, X = 1): Iron Boyz' Toughness 1 cancels it."""
    a = {"race": "High Elf", "hand": ["Master of the Earth"], "developments": {"kingdom": [FILLER]}}
    g = _game(pool, a, {"kingdom": ["Iron Boyz"]})
    boyz = g.named("B", "Iron Boyz", "kingdom")
    _play(g, "Master of the Earth", answers=["player B", "Iron Boyz"])
    assert not g.s.damage.get(boyz)


def test_anointed_cauldron_makes_the_attacking_player_discard_from_his_hand(pool):
    assert pool["Anointed Cauldron"].runnable
    g = _game(pool, {"battlefield": ["Drill Empire Spearmen"], "hand": ["Drill Empire Militia"]},
              {"kingdom": ["Anointed Cauldron"], "hand": [FILLER]}, phase="battlefield")
    cauldron, spearmen = g.named("B", "Anointed Cauldron", "kingdom"), g.named("A", "Drill Empire Spearmen", "battlefield")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", spearmen), "A")
    g.do(("done",), "A")
    while not any(a[:2] == ("action", cauldron) for a in g.legal_actions("B")):
        assert g.s.step == "window"
        g.do(("pass",), g.to_act())
    g.do(next(a for a in g.legal_actions("B") if a[:2] == ("action", cauldron)), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Drill Empire Militia"]  # the attacker's hand
    assert [g.name(c) for c in g.cards("B", "hand")] == [FILLER] and g.check() == []
