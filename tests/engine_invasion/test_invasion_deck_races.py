"""'<Race> only.' and 'Non-<Race> only.' read as deck rules, as 'Order only.' is (core.deck.factions; deck.py): the
deck's race is its most common race, or for a deck of neutral cards the one race its '<Race> only.' cards name.
Real corpus cards: the Embassies ('Non-Dwarf only.' ...), Shrouded Waywatcher ('Wood Elf only.'), Abyssal Terror
('Undead only.'), Drakenhof Castle (errata.bloodquest.56: 'Undead only.')."""

from rulekeeper.games.invasion.deck import check_deck, deck_race, random_deck
from rulekeeper.kernel import RandomChoices


def _cards(pool, race, n, faction=None):
    """`n` copies (3 of each) of runnable units of `race` with no race rule (neutral ones: of `faction` or none)."""
    names = sorted(x for x, c in pool.items() if c.race == race and c.runnable and not c.race_only
                   and c.type == "Unit" and not c.unique and c.faction_only in (None, faction)
                   and "per deck" not in c.text)
    return [names[i // 3] for i in range(n)]


def _rules(deck, pool):
    return [(p.rule, p.message) for p in check_deck(deck, pool) if "only" in p.message]


def test_the_restrictions_are_read_from_the_text(pool):
    assert pool["Dwarf Embassy"].race_only == ("Dwarf", False)
    assert pool["Elven Embassy"].race_only == ("High Elf", False)
    assert pool["Shrouded Waywatcher"].race_only == ("Wood Elf", True)
    assert pool["Drakenhof Castle"].race_only == ("Undead", True)  # errata.bloodquest.56 replaced 'Destruction only.'
    assert pool["Drakenhof Castle"].faction_only is None
    for name in ("Dwarf Embassy", "Imperial Embassy", "Elven Embassy", "Shiny Offering", "Shrouded Waywatcher",
                 "Fury of the Forest", "Abyssal Terror"):
        assert pool[name].runnable, pool[name].why


def test_non_race_only_goes_in_a_deck_of_another_race(pool):
    empire = _cards(pool, "Empire", 48)
    assert deck_race(empire + ["Dwarf Embassy"] * 2, pool) == "Empire"
    assert _rules(empire + ["Dwarf Embassy"] * 2, pool) == []
    dwarf = _cards(pool, "Dwarf", 48)
    assert deck_race(dwarf + ["Dwarf Embassy"] * 2, pool) == "Dwarf"
    assert _rules(dwarf + ["Dwarf Embassy"] * 2, pool) == [
        ("core.deck.factions", "'Dwarf Embassy' says Non-Dwarf only and the deck's race is Dwarf")]


def test_race_only_goes_in_a_deck_of_that_race(pool):
    wood_elf = _cards(pool, "Neutral", 47, "Order") + ["Shrouded Waywatcher"] * 3
    assert deck_race(wood_elf, pool) == "Wood Elf"
    assert check_deck(wood_elf, pool) == []
    racial = _cards(pool, "Empire", 47) + ["Shrouded Waywatcher"] * 3
    assert [r for r, _ in _rules(racial, pool)] == ["core.deck.factions"]
    both = _cards(pool, "Neutral", 44, "Order") + ["Abyssal Terror"] * 3 + ["Fury of the Forest"] * 3
    assert deck_race(both, pool) == "Neutral"  # two races named: the deck has none of them
    assert {m.split(" says")[0] for _, m in _rules(both, pool)} == {"'Abyssal Terror'", "'Fury of the Forest'"}


def test_random_decks_keep_the_rules(pool):
    for seed in range(40):
        for faction in ("Order", "Destruction"):
            deck = random_deck(pool, faction, RandomChoices(f"races:{seed}"), "A")
            assert _rules(deck, pool) == [], (seed, faction)


def test_rat_swarm_allows_6_copies_in_a_skaven_deck(pool):
    """"Skaven only. You may have up to 6 copies of this unit in your deck." (abilities/deck_copies.py)."""
    assert pool["Rat Swarm"].runnable, pool["Rat Swarm"].why
    skaven = _cards(pool, "Neutral", 44, "Destruction")
    assert check_deck(skaven + ["Rat Swarm"] * 6, pool) == []
    assert [p.rule for p in check_deck(skaven + ["Rat Swarm"] * 7, pool)] == ["core.deck.copies"]
    assert [p.rule for p in check_deck(skaven[:-1] + [skaven[0]] + ["Rat Swarm"] * 6, pool)] == ["core.deck.copies"]


def test_random_decks_of_one_people_hold_its_cards(pool):
    races = set()
    for seed in range(30):
        deck = random_deck(pool, "Order", RandomChoices(f"people:{seed}"), "A")
        races.add(deck_race(deck, pool))
        if all(pool[n].race == "Neutral" for n in deck) and deck_race(deck, pool) != "Neutral":
            assert any(pool[n].race_only == (deck_race(deck, pool), True) for n in deck)
    assert races & {"Wood Elf", "Lizardmen", "Skaven", "Undead"} and races & {"Empire", "Dwarf", "High Elf"}
