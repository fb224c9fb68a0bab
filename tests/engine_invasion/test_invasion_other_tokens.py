"""Resource tokens put on or removed from a card other than "this card" (abilities/other_tokens.py), on real corpus
cards: Citadel of Dusk ("place 3 resource tokens on it"), Purged by Flame ("Put up to 2 resource tokens on a
non-quest card you control."), Agent of Malekith ("remove 1 resource token from target card")."""

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None):
    return table(pool, {"resources": 20, "race": "Dark Elf", **(a or {})}, {"race": "Dwarf", **(b or {})})


def _passes(g):
    while g.s.step == "window":  # the chain resolves once both players pass
        g.do(("pass",), g.s.deciding)


def test_the_cards_are_runnable(pool):
    for name in ("Citadel of Dusk", "Purged by Flame", "Agent of Malekith"):
        assert pool[name].runnable, pool[name].why


def test_citadel_of_dusk_enters_with_3_tokens_and_spends_one_for_power(pool):
    g = _game(pool, a={"hand": ["Citadel of Dusk"]})
    citadel = g.named("A", "Citadel of Dusk", "hand")
    g.do(("play", citadel, "kingdom"), "A")
    _passes(g)
    assert g.place(citadel) == "kingdom" and g.s.tokens.get(citadel) == 3
    power = g.unit_power(citadel)
    g.do(("action", citadel, g.card(citadel).program.actions[0][0], []), "A")
    _passes(g)
    assert g.s.tokens[citadel] == 2 and g.unit_power(citadel) == power + 1
    assert g.check() == []


def test_purged_by_flame_puts_up_to_2_tokens_on_a_chosen_non_quest_card(pool):
    g = _game(pool, a={"hand": ["Purged by Flame", "Purged by Flame"], "kingdom": ["Citadel of Dusk"],
                       "quest": ["Dreams Uv Conkwest"]})
    citadel, quest = g.named("A", "Citadel of Dusk", "kingdom"), g.named("A", "Dreams Uv Conkwest", "quest")
    first, second = g.cards("A", "hand")
    g.do(("tactic", first, []), "A")
    _passes(g)
    assert g.s.tokens.get(citadel) == 2 and not g.s.tokens.get(quest)  # the most, by default
    g.s.answers.extend(["1"])
    g.do(("tactic", second, []), "A")
    _passes(g)
    assert g.s.tokens.get(citadel) == 3  # the number its player named
    assert g.check() == []


def test_agent_of_malekith_removes_a_token_from_its_target(pool):
    g = _game(pool, a={"hand": ["Agent of Malekith"]}, b={"kingdom": [{"card": "Citadel of Dusk", "tokens": 2}]})
    agent, citadel = g.named("A", "Agent of Malekith", "hand"), g.named("B", "Citadel of Dusk", "kingdom")
    g.do(("play", agent, "kingdom"), "A")
    _passes(g)
    index = g.card(agent).program.actions[0][0]
    assert ("action", agent, index, [[citadel]]) in g.legal_actions("A")
    g.do(("action", agent, index, [[citadel]]), "A")
    _passes(g)
    assert g.s.tokens[citadel] == 1
    assert any(e.kind == "tokens" and e.data["amount"] == -1 and e.data["card"] == citadel for e in g.s.log.events)
