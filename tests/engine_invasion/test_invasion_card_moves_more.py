"""Card moves run from real corpus cards' text beyond tests/engine_invasion/test_invasion_card_moves.py:
"discard the top X cards from each opponent's deck" (Infiltrate!: abilities/cards_moving.py, X as it resolves)."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"


def test_infiltrate_discards_the_top_x_cards_of_each_opponents_deck_x_its_tokens(pool):
    assert pool["Infiltrate!"].runnable
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": [FILLER] * 10, "quest": [{"card": "Infiltrate!", "tokens": 2},
                                               {"card": "Drill Empire Militia", "questing_on": "Infiltrate!"}]},
        "B": {"deck": [FILLER] * 10}}})
    quest = next(c for c in g.cards("A", "quest") if g.name(c) == "Infiltrate!")
    g.begin_turn()
    discarded = [e for e in g.s.log.events if e.kind == "discard" and e.data["by"] == "Infiltrate!"]
    # its two Forced effects resolve in printed order: X is the 2 tokens, then the third token comes
    assert [e.data["player"] for e in discarded] == ["B", "B"] and len(g.cards("B", "deck")) == 8
    assert g.s.tokens[quest] == 3 and len(g.cards("A", "deck")) == 8  # A drew its 2 of the quest phase, no more
