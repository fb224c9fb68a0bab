"""Where cards go and what is chosen, on real corpus cards: resource tokens moved to a card "with a resource token
on it" (abilities/token_moves.py, described.py), ... (core.cards.quest, targeting.target, misc.moving-cards)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"


def _game(pool, a=None, b=None, phase="capital"):
    return from_position(pool, {"active": "A", "phase": phase, "players": {
        "A": {"deck": [FILLER] * 10, **(a or {})}, "B": {"deck": [FILLER] * 10, **(b or {})}}})


def _resolve(g):
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def _act(g, cid, targets=()):
    """The card's Action that waits for no trigger."""
    index = next(i for i, a in g.card(cid).program.actions if a.trigger is None)
    g.do(("action", cid, index, [list(t) for t in targets]), "A")


# ---- resource tokens moved to a card with a resource token on it -------------------------------------------------
def test_lore_seeker_moves_its_token_to_another_card_with_a_token_on_it(pool):
    """"Move a resource token from this card to another card with a resource token already on it.": the card is
    chosen as the effect resolves (a scripted answer naming it), among the cards holding a token, either player's."""
    assert pool["Lore Seeker"].runnable, pool["Lore Seeker"].why
    g = _game(pool, {"kingdom": [{"card": "Lore Seeker", "tokens": 2}, {"card": "Boss Pit", "tokens": 1},
                                 "Mountain Guard"]},
              {"kingdom": [{"card": "Boss Pit", "tokens": 3}]})
    seeker, pit = g.named("A", "Lore Seeker", "kingdom"), g.named("A", "Boss Pit", "kingdom")
    theirs = g.named("B", "Boss Pit", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert g.s.tokens[seeker] == 1 and g.s.tokens[pit] + g.s.tokens[theirs] == 5
    moved = [e for e in g.s.log.events if e.kind == "tokens_moved"]
    assert moved and moved[-1].data["amount"] == 1 and "core.cards.quest" in moved[-1].rules
    assert g.card(g.named("A", "Mountain Guard", "kingdom")) and not g.s.tokens.get(g.named("A", "Mountain Guard",
                                                                                            "kingdom"))


def test_lore_seeker_with_no_token_or_no_other_card_with_one_moves_nothing(pool):
    g = _game(pool, {"kingdom": [{"card": "Lore Seeker", "tokens": 1}, "Boss Pit"]})
    seeker = g.named("A", "Lore Seeker", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert g.s.tokens[seeker] == 1 and not [e for e in g.s.log.events if e.kind == "tokens_moved"]
    g = _game(pool, {"kingdom": ["Lore Seeker", {"card": "Boss Pit", "tokens": 1}]})
    seeker, pit = g.named("A", "Lore Seeker", "kingdom"), g.named("A", "Boss Pit", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert not g.s.tokens.get(seeker) and g.s.tokens[pit] == 1


def test_through_all_of_time_moves_a_token_to_a_high_elf_card_only(pool):
    """"... to a [High Elf] card with a resource token on it": a Dwarf card with tokens is not one."""
    assert pool["Through All of Time"].runnable, pool["Through All of Time"].why
    g = _game(pool, {"race": "High Elf", "quest": [{"card": "Through All of Time", "tokens": 2},
                                                   {"card": "Elven Scout", "questing_on": "Through All of Time"}],
                     "kingdom": [{"card": "Lore Seeker", "tokens": 1}, {"card": "Elven Scout", "tokens": 1}]})
    quest = g.named("A", "Through All of Time", "quest")
    scout, seeker = g.named("A", "Elven Scout", "kingdom"), g.named("A", "Lore Seeker", "kingdom")
    g.s.answers.append("Lore Seeker")  # not a [High Elf] card: not among the choices
    _act(g, quest)
    _resolve(g)
    assert g.s.tokens[quest] == 1 and g.s.tokens[scout] == 2 and g.s.tokens[seeker] == 1


def test_elven_scout_entering_play_puts_a_token_on_a_card_with_one(pool):
    """"When this unit enters or leaves play, put a resource token on a card with a resource token on it."""
    assert pool["Elven Scout"].runnable, pool["Elven Scout"].why
    g = _game(pool, {"race": "High Elf", "resources": 5, "hand": ["Elven Scout"],
                     "kingdom": ["Boss Pit", {"card": "Lore Seeker", "tokens": 1}]})
    scout = g.named("A", "Elven Scout", "hand")
    g.do(("play", scout, "kingdom"), "A")
    g.do(("action", scout, g.card(scout).program.triggered[0][0], []), "A")
    _resolve(g)
    assert g.s.tokens[g.named("A", "Lore Seeker", "kingdom")] == 2
    assert not g.s.tokens.get(g.named("A", "Boss Pit", "kingdom")) and not g.s.tokens.get(scout)
