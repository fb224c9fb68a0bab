"""Trait nouns of a noun phrase (abilities/objects.py), on real corpus cards: "a target non-Hero unit" (a unit
without the Hero trait: Soul Stealer may not be attached to a Hero, card-types.attachments, timing.C.1), "each
non-[High Elf] unit in play" (every unit but those of that race: 'Do You Know Who I Am?'), and "Hero" as the kind
of a noun phrase (a unit with the Hero trait)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.abilities.objects import selector
from rulekeeper.games.invasion.turn import turn_ends
from rulekeeper.text.invasion.semantics.nodes import ListOf, Objects

FILLER = "Drill Neutral Watchtower"


def _id(g, p, name, place):
    return next(c for c in g.cards(p, place) if g.name(c) == name)


def _game(pool, a, b):
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, **a}, "B": {"deck": [FILLER] * 10, "resources": 9, **b}}})


def test_the_cards_are_runnable(pool):
    for name in ("Soul Stealer", "'Do You Know Who I Am?'"):
        assert pool[name].runnable, (name, pool[name].why)


def test_soul_stealer_takes_a_non_hero_unit_and_refuses_a_hero(pool):
    g = _game(pool, {"hand": ["Soul Stealer"], "race": "Dark Elf", "battlefield": ["Black Orc Squad"]},
              {"kingdom": ["Durgnar the Bold", "Mountain Brigade"]})
    stealer = _id(g, "A", "Soul Stealer", "hand")
    durgnar, brigade = _id(g, "B", "Durgnar the Bold", "kingdom"), _id(g, "B", "Mountain Brigade", "kingdom")
    with pytest.raises(IllegalAction) as refused:  # Durgnar has the Hero trait
        g.do(("attach", stealer, durgnar), "A")
    assert refused.value.rule_id == "timing.C.1" and stealer in g.cards("A", "hand") and g.s.resources["A"] == 9
    g.do(("attach", stealer, brigade), "A")
    assert g.controller(brigade) == "A" and brigade in g.cards("A", "kingdom")  # taken, moved to A's kingdom
    assert g.s.attached[stealer] == brigade and g.check() == []


def test_do_you_know_who_i_am_lowers_every_unit_but_the_high_elves(pool):
    g = _game(pool, {"hand": ["'Do You Know Who I Am?'"], "race": "High Elf",
                     "kingdom": ["High Elf Spearmen", "Mountain Brigade"]},
              {"kingdom": ["Chaos Knights", "High Elf Spearmen"]})
    mine, brigade = _id(g, "A", "High Elf Spearmen", "kingdom"), _id(g, "A", "Mountain Brigade", "kingdom")
    knights, theirs = _id(g, "B", "Chaos Knights", "kingdom"), _id(g, "B", "High Elf Spearmen", "kingdom")
    before = {c: g.unit_power(c) for c in (mine, brigade, knights, theirs)}
    g.do(("tactic", _id(g, "A", "'Do You Know Who I Am?'", "hand"), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(brigade) == before[brigade] - 1 and g.unit_power(knights) == before[knights] - 1
    assert g.unit_power(mine) == before[mine] and g.unit_power(theirs) == before[theirs]  # High Elves keep theirs
    assert g.check() == []
    turn_ends(g)  # timing.E.3: until the end of the turn
    assert all(g.unit_power(c) == n for c, n in before.items())


def test_a_hero_is_a_unit_with_the_hero_trait(pool):
    g = _game(pool, {}, {"kingdom": ["Durgnar the Bold", "Mountain Brigade"]})
    durgnar, brigade = _id(g, "B", "Durgnar the Bold", "kingdom"), _id(g, "B", "Mountain Brigade", "kingdom")
    hero = selector(ListOf("or", (Objects(("hero",), "a", None, True), Objects(("legend",), "a"))))
    assert hero.kinds == ("hero", "legend") and hero.all(g, "A", -1) == [durgnar]
    assert selector(Objects(("heroes",), "each")).all(g, "A", -1) == [durgnar] and brigade not in hero.all(g, "A", -1)
