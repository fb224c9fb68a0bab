"""Cards played from hand "any time you could take an action" (any_time.py), on real corpus cards: in an action
window where their player has priority, in response too, paying every cost (clar.playing-non-tactic-cards is
overridden by the card's text); priority then goes to the other player (timing.B.2)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.settings import settings

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 9, **(a or {})}, {"resources": 9, "race": "Empire", **(b or {})})


def _open_window(g):
    """A triggers Forest Dragon's Action: a window where B has priority."""
    dragon = g.named("A", "Forest Dragon", "kingdom")
    g.do(("action", dragon, g.card(dragon).program.actions[0][0], []), "A")
    assert g.s.step == "window" and g.to_act() == "B"


def test_the_cards_are_runnable(pool):
    for name in ("Nordland Halberdiers", "Gryphon Legionnaire", "Assassin's Blade"):
        assert pool[name].runnable, (name, pool[name].why)


def test_nordland_halberdiers_are_played_in_response_paying_all_costs(pool):
    g = _game(pool, {"kingdom": ["Forest Dragon"]}, {"hand": ["Nordland Halberdiers", "Mountain Guard"]})
    halberdiers, guard = g.named("B", "Nordland Halberdiers", "hand"), g.named("B", "Mountain Guard", "hand")
    _open_window(g)
    assert ("play", halberdiers, "kingdom") in g.legal_actions("B")
    assert not any(a[:2] == ("play", guard) for a in g.legal_actions("B"))
    with pytest.raises(IllegalAction) as exc:  # a unit without that text: only in its own capital phase
        g.do(("play", guard, "kingdom"), "B")
    assert exc.value.rule_id == "clar.playing-non-tactic-cards"
    g.do(("play", halberdiers, "battlefield"), "B")
    assert g.place(halberdiers) == "battlefield" and g.controller(halberdiers) == "B"
    symbols = settings().capital_symbols  # the Empire capital's race symbols pay that much of the loyalty
    assert g.s.resources["B"] == 9 - (4 + max(0, 2 - symbols))  # printed cost 4, loyalty 2 (core.cards.cost)
    assert g.to_act() == "A" and g.s.step == "window"  # an action taken: priority to the other player
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.unit_power(g.named("A", "Forest Dragon", "kingdom")) == 6  # the chain resolved after all
    assert g.check() == []


def test_not_without_priority_nor_beyond_the_resources(pool):
    g = _game(pool, {"kingdom": ["Forest Dragon"]}, {"hand": ["Gryphon Legionnaire"], "resources": 2})
    gryphon = g.named("B", "Gryphon Legionnaire", "hand")
    with pytest.raises(IllegalAction):  # A's capital phase, no window: B can't act
        g.do(("play", gryphon, "kingdom"), "B")
    _open_window(g)
    assert not any(a[0] == "play" for a in g.legal_actions("B"))  # cost 3, 2 resources
    with pytest.raises(IllegalAction):
        g.do(("play", gryphon, "kingdom"), "B")
    assert g.place(gryphon) == "hand" and g.s.resources["B"] == 2


def test_assassins_blade_is_attached_in_a_window(pool):
    g = _game(pool, {"kingdom": ["Forest Dragon"]}, {"hand": ["Assassin's Blade"], "battlefield": ["Mountain Guard"]})
    blade, guard = g.named("B", "Assassin's Blade", "hand"), g.named("B", "Mountain Guard", "battlefield")
    _open_window(g)
    assert ("attach", blade, guard) in g.legal_actions("B")
    g.do(("attach", blade, guard), "B")
    assert g.s.attached.get(blade) == guard and g.unit_power(guard) == 2 and g.to_act() == "A"


def test_waiting_in_ambush_plays_a_unit_from_hand_paying_its_cost(pool):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, "race": "Empire", "kingdom": ["Forest Dragon"],
              "hand": ["Waiting in Ambush", "Nordland Halberdiers", "Mountain Guard"]},
        "B": {"deck": [FILLER] * 10}}})
    halberdiers = g.named("A", "Nordland Halberdiers", "hand")
    ambush = g.named("A", "Waiting in Ambush", "hand")
    g.do(("attack", "kingdom"), "A")
    for _ in range(10):  # to the window after the attack is declared: no capital phase now
        if g.s.step == "window" and g.to_act() == "A":
            break
        g.do(("pass",), g.to_act())
    before = g.s.resources["A"]
    tactic = pool["Waiting in Ambush"].cost + max(0, pool["Waiting in Ambush"].loyalty - settings().capital_symbols)
    g.s.answers += ["Nordland Halberdiers", "battlefield"]
    g.do(("tactic", ambush, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.place(halberdiers) == "battlefield" and g.controller(halberdiers) == "A"
    unit = 4 + max(0, 2 - settings().capital_symbols)
    assert g.s.resources["A"] == before - tactic - unit
    assert any(e.kind == "played_by_effect" for e in g.s.log.events)
