"""A cost of X resource tokens of this card, X chosen as it is paid (abilities/token_x_cost.py), and damage moved
from a capital to a unit (abilities/capital_moves.py), on a real corpus card: Dreams Uv Conkwest's "Discard X
resource tokens on this card to move X damage from your capital to target unit you control." (terms.the-letter-x,
timing.C.2, damage.moving-damage, core.capital.burning, faq.22)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

FILLER = "Drill Neutral Watchtower"
DREAMS = "Dreams Uv Conkwest"


def _game(pool, tokens=3, damage=None, burned=(), unit_damage=0):
    unit = {"card": "Forest Dragon", **({"damage": unit_damage} if unit_damage else {})}
    return from_position(pool, {"active": "A", "phase": "capital", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 0, "race": "Orc",
              "quest": [{"card": DREAMS, "tokens": tokens}, {"card": "Mountain Guard", "questing_on": DREAMS}],
              "kingdom": [unit],
              "damage": damage or {"kingdom": 2, "quest": 1}, "burned": list(burned)},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Mountain Guard"]}}})


def _move(g, x, answers=()):
    dreams, dragon = g.named("A", DREAMS, "quest"), g.named("A", "Forest Dragon", "kingdom")
    g.s.answers.extend(answers)
    g.do(("action", dreams, 1, [[dragon]], [], x), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []
    return dreams, dragon


def test_dreams_uv_conkwest_is_runnable(pool):
    assert pool[DREAMS].runnable, pool[DREAMS].why


def test_x_tokens_paid_move_x_damage_from_the_capital_most_damaged_section_first(pool):
    g = _game(pool, tokens=3)
    dreams, dragon = _move(g, 2)
    assert g.s.tokens.get(dreams, 0) == 1  # 3 - X
    assert g.s.damage.get(dragon) == 2
    assert g.s.zone_damage["A.kingdom"] == 0 and g.s.zone_damage["A.quest"] == 1
    moved = [e for e in g.s.log.events if e.kind == "move_damage"]
    assert moved and "damage.moving-damage" in moved[-1].rules
    assert any(e.kind == "x" and e.data["x"] == 2 for e in g.s.log.events)


def test_a_named_section_gives_first_and_burned_sections_keep_their_damage(pool):
    g = _game(pool, tokens=3, damage={"kingdom": 2, "quest": 1}, burned=())
    _, dragon = _move(g, 1, answers=["quest"])
    assert g.s.zone_damage["A.quest"] == 0 and g.s.zone_damage["A.kingdom"] == 2 and g.s.damage[dragon] == 1
    g = _game(pool, tokens=3, damage={"quest": 8, "kingdom": 1}, burned=("quest",))
    _, dragon = _move(g, 3)
    assert g.s.zone_damage["A.quest"] == 8  # burned: stays burned, its damage stays
    assert g.s.zone_damage["A.kingdom"] == 0 and g.s.damage[dragon] == 1


def test_no_more_damage_moves_than_the_unit_can_take(pool):
    g = _game(pool, tokens=5, damage={"kingdom": 5}, unit_damage=1)  # Forest Dragon: 4 hit points
    _, dragon = _move(g, 5)
    assert g.s.zone_damage["A.kingdom"] == 2  # 3 moved (faq.22), the unit destroyed
    assert dragon not in g.s.zones.where or g.place(dragon) not in ("kingdom", "quest", "battlefield")


def test_x_is_chosen_from_1_to_the_tokens_and_a_wrong_x_changes_nothing(pool):
    g = _game(pool, tokens=2)
    dreams, dragon = g.named("A", DREAMS, "quest"), g.named("A", "Forest Dragon", "kingdom")
    options = [a for a in g.legal_actions("A") if a[:2] == ("action", dreams) and a[3] == [[dragon]]]
    assert sorted(a[-1] for a in options) == [1, 2]
    before = g.snapshot_text()
    for x in (3, 0):
        with pytest.raises(IllegalAction) as err:
            g.do(("action", dreams, 1, [[dragon]], [], x), "A")
        assert err.value.rule_id in ("timing.C.2", "terms.the-letter-x")
        assert g.snapshot_text() == before
    empty = _game(pool, tokens=0)
    assert not [a for a in empty.legal_actions("A") if a[:2] == ("action", empty.named("A", DREAMS, "quest"))]
