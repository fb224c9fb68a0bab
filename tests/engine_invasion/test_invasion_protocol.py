"""The Invasion protocol Server: its answers fit the schema, a scenario's mistakes are error answers (never a
traceback), a refused action names its rule and changes nothing."""

import json
from pathlib import Path

import jsonschema

from rulekeeper.games.invasion.protocol import Server

SCHEMA = json.loads((Path(__file__).parents[2] / "engine/rulekeeper/conformance/invasion/protocol.schema.json")
                    .read_text())


def validator(part):
    return jsonschema.Draft202012Validator({**SCHEMA, "$ref": f"#/$defs/{part}"})


POSITION = {"type": "setup", "position": {"active": "A", "phase": "battlefield", "players": {
    "A": {"battlefield": ["Drill Empire Spearmen"], "deck": ["Drill Orc Boyz"] * 5},
    "B": {"kingdom": ["Drill Orc Boyz"], "deck": ["Drill Orc Boyz"] * 5}}}}
EXCHANGE = [
    {"type": "hello"}, POSITION,
    {"type": "act", "action": {"do": "attack", "player": "A", "zone": "kingdom"}},
    {"type": "act", "action": {"do": "declare_attackers", "player": "A", "cards": ["Drill Empire Spearmen"]}},
    {"type": "act", "action": {"do": "declare_defenders", "player": "B", "cards": ["Drill Orc Boyz"]}},
    {"type": "act", "action": {"do": "assign", "player": "A", "damage": {"zone": 2}}},
    {"type": "act", "action": {"do": "assign", "player": "A", "damage": {"Drill Orc Boyz": 1, "zone": 1}}},
    {"type": "act", "action": {"do": "assign", "player": "B", "damage": {"Drill Empire Spearmen": 1}}},
    {"type": "query", "what": "capital", "player": "B", "zone": "kingdom"},
    {"type": "query", "what": "turn"}, {"type": "query", "what": "view", "player": "B"},
    {"type": "query", "what": "deck_check", "deck": {"cards": {"Drill Orc Boyz": 4}}},
    {"type": "log"},
]


def test_every_request_and_answer_fits_the_schema():
    server = Server()
    answers = [server.handle(r) for r in EXCHANGE]
    for request, answer in zip(EXCHANGE, answers):
        validator("request").validate(request)
        validator("answer").validate(answer)
    assert answers[5]["illegal"]["rule"] == "core.combat.4"
    assert answers[8]["value"]["damage"] == 1
    assert answers[9]["value"]["active"] == "B"
    assert [p["rule"] for p in answers[11]["value"]] == ["core.deck.size", "core.deck.copies"]


def test_a_refused_assignment_changes_nothing():
    server = Server()
    for r in EXCHANGE[1:5]:
        server.handle(r)
    before = server.handle({"type": "query", "what": "snapshot"})
    answer = server.handle({"type": "act", "action": {"do": "assign", "player": "A",
                                                      "damage": {"Drill Orc Boyz": 1, "zone": 0}}})
    assert answer["illegal"]["rule"] == "core.combat.4"
    assert server.handle({"type": "query", "what": "snapshot"}) == before


def test_mistakes_are_error_answers():
    server = Server()
    assert "setup first" in server.handle({"type": "query", "what": "turn"})["error"]["message"]
    bad = {"type": "setup", "position": {"players": {"A": {"hand": ["No Such Card"]}}}}
    assert "No Such Card" in server.handle(bad)["error"]["message"]
    hurt = {"type": "setup", "position": {"players": {"A": {"kingdom": [{"card": "Drill Orc Boyz", "damage": 3}]}}}}
    assert "can't hold 3 damage" in server.handle(hurt)["error"]["message"]
    server.handle(POSITION)
    assert "no action 'fly'" in server.handle({"type": "act", "action": {"do": "fly", "player": "A"}})["error"]["message"]
    card = server.handle({"type": "query", "what": "card_check", "card": {"name": "X", "cost": 2}})
    assert "card 'X': field 'type'" in card["value"]
