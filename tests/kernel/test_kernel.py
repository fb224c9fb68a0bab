"""The game-agnostic kernel: RNG, event log, decisions, zones, IllegalAction, traceability."""

import json

import pytest

from rulekeeper.kernel import (DecisionError, EventLog, IllegalAction, RandomChoices, Rng, Scripted, Zones, claims,
                               implements, implements_each, unclaimed)


def test_rng_state_survives_json():
    a = Rng(7)
    a.randrange(100)
    b = Rng.from_json(json.loads(json.dumps(a.to_json())))
    assert [a.randrange(1000) for _ in range(20)] == [b.randrange(1000) for _ in range(20)]


def test_rng_same_seed_same_shuffle():
    x, y = list(range(30)), list(range(30))
    Rng("s:1").shuffle(x)
    Rng("s:1").shuffle(y)
    assert x == y and x != list(range(30))


def test_every_event_cites_a_rule_and_dumps_canonically():
    log = EventLog()
    with pytest.raises(ValueError):
        log.emit("damage", ())
    log.emit("damage", "2.13.3", player="B", amount=2)
    log.emit("rotate", ("2.6.5",), card="X")
    assert log.events[0].rules == ("2.13.3",)
    again = EventLog.from_json(json.loads(json.dumps(log.to_json())))
    assert again.dumps() == log.dumps()
    assert log.dumps().splitlines()[0] == '{"amount":2,"kind":"damage","player":"B","rules":["2.13.3"],"seq":0}'
    assert "[2.6.5]" in log.events[1].line()


def test_scripted_answers_by_label_or_index_then_default():
    d = Scripted(["Beta", 0])
    assert d.choose("A", "pick", ["alpha", "beta"]) == 1
    assert d.choose("A", "pick", ["alpha", "beta"]) == 0
    assert d.choose("A", "pick", ["alpha", "beta"]) == 0  # script ran out: the first option
    with pytest.raises(DecisionError):
        Scripted(["gamma"]).choose("A", "pick", ["alpha", "beta"])
    with pytest.raises(DecisionError):
        Scripted([], default="error").choose("A", "pick", ["alpha", "beta"])


def test_random_choices_are_seeded():
    a, b = RandomChoices(3), RandomChoices(3)
    assert [a.choose("A", "p", "abcdef") for _ in range(10)] == [b.choose("A", "p", "abcdef") for _ in range(10)]


def test_zones_keep_every_card_in_one_place():
    z = Zones()
    for name in ("deck", "hand"):
        z.add_zone(name)
    for c in range(3):
        z.put(c, "deck")
    assert z.move(2, "hand") == "deck"
    assert z["hand"] == [2] and z.where[2] == "hand"
    assert z.check({0, 1, 2}) == []
    z.lists["hand"].append(0)  # a bug: card 0 in two places
    assert any("both" in p for p in z.check({0, 1, 2}))
    assert any("no zone" in p for p in Zones.from_json({"deck": [0]}).check({0, 1}))


def test_illegal_action_names_its_rule():
    exc = IllegalAction("2.9.4", "only 1 Heroic Act can be used each turn")
    assert exc.rule_id == "2.9.4" and "2.9.4" in str(exc)


def test_implements_registers_claims_per_game():
    @implements("9.9.9", game="testgame")
    def f():
        return 1

    assert f() == 1 and f.__rules__ == ("9.9.9",)
    assert claims("testgame")["9.9.9"][0].endswith("f")
    assert unclaimed("testgame", ["9.9.9", "9.9.8"]) == ["9.9.8"]


def test_implements_each_reads_its_data_when_claims_are_asked():
    asked = []

    def listed():
        asked.append(1)
        return ["list.a", "list.b"]

    @implements_each(listed, game="testlists")
    def g():
        return 2

    assert g() == 2 and asked == []  # nothing read at import
    assert unclaimed("testlists", ["list.a", "list.b", "list.c"]) == ["list.c"]
    assert claims("testlists")["list.b"][0].endswith("g") and asked == [1]  # read once


def test_a_person_answers_by_number_or_name_and_is_asked_again_on_nonsense():
    from rulekeeper.kernel import Prompted
    said, answers = [], iter(["7", "nonsense", "2", "Alpha"])
    person = Prompted(ask=lambda _: next(answers), say=said.append)
    assert person.choose("A", "pick", ["alpha", "beta"]) == 1
    assert person.choose("A", "pick", ["alpha", "beta"]) == 0
    assert "  1. alpha" in said and any("answer 1-2" in s for s in said)
