"""A discard at random replaced by a chosen one (abilities/random_discards.py) on the real Dark Covenant "Attach to
a target unit. If a card would be discarded at random from the hand of attached unit's controller, you may instead
look at that hand and choose and discard 1 card." against Hag Queen's Action and Scout (core.effects.constant)."""

from rulekeeper.games.invasion import from_position

FILLER = "Drill Neutral Watchtower"
HAND = ["Drill Empire Militia", "Drill Orc Boyz", "Drill Dwarf Warriors"]


def _game(pool):
    a_kingdom = ["Drill Empire Spearmen", {"card": "Dark Covenant", "attached_to": "Drill Empire Spearmen"}]
    return from_position(pool, {"active": "B", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "hand": list(HAND), "kingdom": a_kingdom},
        "B": {"deck": [FILLER] * 10, "battlefield": ["Hag Queen"]}}})


def _hag_queen(g, answers):
    queen = next(c for c in g.cards("B", "battlefield") if g.name(c) == "Hag Queen")
    g.do(("action", queen, g.card(queen).program.actions[0][0], []), "B")
    g.s.answers = list(answers)
    while g.s.step == "window" and not g.over:
        g.do(("pass",), g.to_act())


def test_dark_covenant_is_runnable(pool):
    assert pool["Dark Covenant"].runnable, pool["Dark Covenant"].why


def test_the_covenants_controller_chooses_the_card_instead(pool):
    g = _game(pool)
    _hag_queen(g, ["Drill Dwarf Warriors"])
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Drill Dwarf Warriors"]
    assert any(e.kind == "instead" and e.data["player"] == "A" for e in g.s.log.events)


def test_declining_leaves_the_discard_at_random(pool):
    g = _game(pool)
    _hag_queen(g, ["no"])
    assert len(g.cards("A", "discard")) == 1 and len(g.cards("A", "hand")) == 2
    assert not any(e.kind == "instead" for e in g.s.log.events)
    assert any(e.kind == "decline" for e in g.s.log.events)


def test_scout_discards_as_the_covenants_controller_chooses(pool):
    """A surviving attacker with Scout discards a card at random from the opponent's hand (core.combat.scout)."""
    from rulekeeper.games.invasion.damage import apply as apply_combat
    from rulekeeper.games.invasion.state import Combat
    g = from_position(pool, {"active": "B", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "hand": list(HAND), "kingdom": [
            "Drill Empire Spearmen", {"card": "Dark Covenant", "attached_to": "Drill Empire Spearmen"}]},
        "B": {"deck": [FILLER] * 10, "battlefield": ["Drill Empire Outriders"]}}})
    outriders = g.cards("B", "battlefield")[0]
    assert g.keyword(outriders, "scout")
    g.s.combat = Combat(target="quest", attackers=[outriders])
    g.s.answers = ["Drill Orc Boyz"]
    apply_combat(g)
    assert [g.name(c) for c in g.cards("A", "discard")] == ["Drill Orc Boyz"]
