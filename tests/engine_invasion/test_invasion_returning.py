"""Phrases read more widely, run from real corpus cards' text: returning cards "to their owners' hands" (each card
to its own owner's hand, effects._return_check), units "in the battlefield" (no player named: any, objects._place),
"all opponent's units" (each unit an opponent controls, objects.selector)."""


import pytest

from rulekeeper.games.invasion import from_position

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 9, **(a or {})}, b)


def _names(g, p, place):
    return sorted(g.name(c) for c in g.cards(p, place))


def _play(g, name, targets=()):
    g.do(("tactic", next(c for c in g.cards("A", "hand") if g.name(c) == name), [list(t) for t in targets]), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_flames_of_the_phoenix_returns_every_unit_to_its_owners_hand(pool):
    g = _game(pool, {"race": "High Elf", "hand": ["Flames of the Phoenix"], "kingdom": ["High Elf Spearmen"]},
              {"kingdom": ["Mountain Guard", {"card": "Black Orc Squad", "owner": "A"}], "battlefield": [FILLER]})
    _play(g, "Flames of the Phoenix")
    assert _names(g, "A", "hand") == ["Black Orc Squad", "High Elf Spearmen"]  # the owner's, not the controller's
    assert _names(g, "B", "hand") == ["Mountain Guard"]
    assert g.cards("A", "kingdom") == [] and g.cards("B", "kingdom") == []
    assert _names(g, "B", "battlefield") == [FILLER]  # a support is not a unit: it stays
    assert g.check() == []


def test_pageant_of_shrikes_returns_three_target_developments(pool):
    g = _game(pool, {"race": "Empire", "hand": ["Pageant of Shrikes"], "kingdom": ["Nimble Spearman"]},
              {"developments": {"kingdom": [FILLER, FILLER], "quest": [FILLER]}})
    devs = g.cards("B", "kingdom.dev") + g.cards("B", "quest.dev")
    assert len(devs) == 3
    _play(g, "Pageant of Shrikes", [devs])
    assert len(g.cards("B", "hand")) == 3 and g.cards("B", "kingdom.dev") == [] and g.check() == []


def test_in_the_battlefield_names_no_player_so_either_battlefield(pool):
    # Marius the Righteous: "Quest. Action: Spend 1 resource to deal 1 damage to one target corrupted unit in the
    # battlefield." (objects._place: "the battlefield" with no player named reads as any battlefield)
    from rulekeeper.kernel import IllegalAction
    g = _game(pool, {"race": "Empire", "quest": ["Marius the Righteous"]},
              {"battlefield": [{"card": "Mountain Brigade", "corrupted": True}],
               "kingdom": [{"card": "Poisonous Wyvern", "corrupted": True}]})
    marius = g.cards("A", "quest")[0]
    index = g.card(marius).program.actions[0][0]
    brigade, wyvern = g.cards("B", "battlefield")[0], g.cards("B", "kingdom")[0]
    with pytest.raises(IllegalAction) as exc:  # a corrupted unit, but in a kingdom
        g.do(("action", marius, index, [[wyvern]]), "A")
    assert exc.value.rule_id == "timing.C.1"
    g.do(("action", marius, index, [[brigade]]), "A")
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())
    assert g.s.damage.get(brigade) == 1 and g.s.resources["A"] == 8 and not g.s.damage.get(wyvern)


def test_da_brainbusta_destroys_all_opponents_units(pool):
    # "Play at the beginning of your turn. Action: Destroy all opponent's units." (objects.selector: "all opponent's
    # units" is each unit an opponent controls; the text types "all" with the opponent)
    deck = [FILLER] * 10
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": deck, "resources": 20, "race": "Orc", "hand": ["Da Brainbusta!"], "kingdom": ["Black Orc Squad"]},
        "B": {"deck": deck, "kingdom": ["Mountain Guard", FILLER], "battlefield": ["Poisonous Wyvern"]}}})
    busta = g.cards("A", "hand")[0]
    g.begin_turn()
    g.do(("tactic", busta, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert _names(g, "B", "discard") == ["Mountain Guard", "Poisonous Wyvern"]
    assert _names(g, "B", "kingdom") == [FILLER] and _names(g, "A", "kingdom") == ["Black Orc Squad"]
