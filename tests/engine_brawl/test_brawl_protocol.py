"""The Brawl protocol Server: its requests and answers fit the schema (conformance/brawl/protocol.schema.json), a
refused action names its rule and changes nothing, and a scenario's mistakes are error answers."""

import json
from pathlib import Path

import jsonschema

from rulekeeper.games.brawl.protocol import Server

SCHEMA = json.loads((Path(__file__).parents[2] / "engine/rulekeeper/conformance/brawl/protocol.schema.json")
                    .read_text())


def validator(part):
    return jsonschema.Draft202012Validator({**SCHEMA, "$ref": f"#/$defs/{part}"})


POSITION = {"type": "setup", "position": {"map": "D  .   .   .   Du  gw  .   .   .", "hand": {"A": ["Shield Bash",
            "Stand Firm"]}, "track": [None, "Storm the Gates"]}, "answers": ["stay", "yes"]}
EXCHANGE = [
    {"type": "hello"}, POSITION,
    {"type": "act", "action": {"do": "play", "player": "A", "card": "Shield Bash"}},
    {"type": "act", "action": {"do": "choose", "answers": ["yes"]}},
    {"type": "act", "action": {"do": "standard", "player": "A", "action": "Strike", "champion": "Dugrun",
                               "discard": "Stand Firm"}},
    {"type": "act", "action": {"do": "end", "player": "B"}},
    *({"type": "query", "what": w} for w in ("snapshot", "outcome", "active", "vp", "traps", "map", "track",
                                               "challenge_discard", "order", "first_player_token", "teams",
                                               "components")),
    {"type": "query", "what": "champion", "name": "Gwaien"},
    {"type": "query", "what": "zone", "player": "A", "zone": "discard"},
    {"type": "query", "what": "view", "player": "B"},
    {"type": "log"},
    {"type": "setup", "new_game": {"seed": 3, "first": "C", "variant": "tornado", "draft": "competitive"}},
    {"type": "query", "what": "order"},
]


def test_every_request_and_answer_fits_the_schema():
    server = Server()
    answers = [server.handle(r) for r in EXCHANGE]
    for request, answer in zip(EXCHANGE, answers):
        validator("request").validate(request)
        validator("answer").validate(answer)
    assert "illegal" not in answers[4], answers[4]  # the standard action was taken (no action card: a discard)
    assert answers[5]["illegal"]["rule"] == "round.activation"  # not player B's turn
    track = next(a["value"] for r, a in zip(EXCHANGE, answers) if r.get("what") == "track")
    assert track[1] == {"card": "Storm the Gates", "vp": 1}
    assert answers[-1]["value"][0] == "A"  # the team of C plays first; unscripted, it names A (its first option)


def test_a_refused_standard_action_changes_nothing():
    server = Server()
    server.handle(POSITION)
    server.handle({"type": "act", "action": {"do": "standard", "player": "A", "action": "Strike", "champion": "Dugrun",
                                             "discard": "Stand Firm"}})
    before = server.handle({"type": "query", "what": "snapshot"})
    answer = server.handle({"type": "act", "action": {"do": "standard", "player": "A", "action": "Strike",
                                                      "champion": "Dugrun", "discard": "Shield Bash"}})
    assert answer["illegal"]["rule"] == "standard-action.once"
    assert server.handle({"type": "query", "what": "snapshot"}) == before


def test_mistakes_are_error_answers():
    server = Server()
    server.handle(POSITION)
    for request in ({"type": "act", "action": {"do": "play", "player": "E", "card": "Shield Bash"}},
                    {"type": "query", "what": "champion", "name": "Nobody"},
                    {"type": "setup", "position": {"track": ["No Such Challenge"]}}):
        answer = server.handle(request)
        assert "error" in answer, (request, answer)
        validator("answer").validate(answer)
