"""A constant effect counting the cards of a pile (abilities/passive.Per "pile", amounts.in_pile), on a real corpus
card: Star Dragon's "Lower the cost to play this unit by 1 for each Spell card in your discard pile." (terms.cost,
terms.reduction: the pile as it is when the card is played)."""

import pytest

from rulekeeper.games.invasion import IllegalAction
from rulekeeper.games.invasion.capital import cost

from invasion_tables import FILLER, table

SPELLS = ["Flames of Tzeentch", "Greater Heal"]  # tactics with the Spell trait


def _game(pool, discard, resources=20, theirs=()):
    return table(pool,
                 {"resources": resources, "race": "High Elf", "hand": ["Star Dragon"], "discard": list(discard)},
                 {"discard": list(theirs)})


def test_star_dragon_is_runnable(pool):
    assert pool["Star Dragon"].runnable, pool["Star Dragon"].why
    assert all("Spell" in pool[n].traits for n in SPELLS) and "Spell" not in pool["Mountain Brigade"].traits


def test_star_dragon_costs_1_less_for_each_spell_card_in_your_discard_pile(pool):
    plain = _game(pool, ["Mountain Brigade"], theirs=SPELLS)  # a unit, and the opponent's Spells: not counted
    full = cost(plain, "A", pool["Star Dragon"])
    g = _game(pool, SPELLS + ["Mountain Brigade"], theirs=SPELLS)
    assert cost(g, "A", pool["Star Dragon"]) == full - 2


def test_star_dragon_is_played_for_the_lowered_cost_and_not_for_less(pool):
    full = cost(_game(pool, []), "A", pool["Star Dragon"])
    short = _game(pool, SPELLS, resources=full - 3)
    dragon = short.cards("A", "hand")[0]
    with pytest.raises(IllegalAction) as refused:  # 2 Spells lower it by 2, not by 3
        short.do(("play", dragon, "kingdom"), "A")
    assert refused.value.rule_id == "core.cards.cost"
    assert short.cards("A", "hand") == [dragon] and short.s.resources["A"] == full - 3
    g = _game(pool, SPELLS, resources=full - 2)
    dragon = g.cards("A", "hand")[0]
    g.do(("play", dragon, "kingdom"), "A")
    assert dragon in g.cards("A", "kingdom") and g.s.resources["A"] == 0 and g.check() == []
