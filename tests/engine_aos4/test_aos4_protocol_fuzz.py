"""Any action a driver may send gets an answer: events, a refusal naming a rule (the state unchanged), or an error
(the scenario's mistake); never a traceback."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulekeeper.games.aos4.protocol import Server

UNITS = ["Liberators", "Blood Warriors", "Battle Mage", "Warlock", "Spirit Blade", "Nobody", "", 3]
SETUP = {"type": "setup", "position": {"phase": "hero", "cp": {"A": 2, "B": 2}, "dice": [4, 3, 5, 2, 6, 1] * 20,
                                       "objectives": [{"name": "1", "at": [30, 22]}], "units": [
    {"id": "Liberators", "player": "A", "at": [10, 10]},
    {"id": "Battle Mage", "player": "A", "at": [10, 14]},
    {"id": "Blood Warriors", "player": "B", "of": "Liberators", "side": "east", "gap": 2},
    {"id": "Warlock", "player": "B", "at": [30, 30]},
    {"id": "Spirit Blade", "player": "B", "at": [40, 30], "summoner": "Warlock"}]}}

values = st.one_of(st.sampled_from(UNITS), st.integers(-3, 40), st.floats(-5, 70, allow_nan=False),
                   st.lists(st.integers(-5, 70), max_size=3), st.booleans(), st.none(),
                   st.sampled_from(["max", "Rally", "Redeploy", "Power Through", "Arcane Bolt", "Doom Bolt",
                                    "Seize the Center", "Body Guard", "normal", "run", "retreat"]))
actions = st.fixed_dictionaries(
    {"do": st.sampled_from(["next", "move", "charge", "shoot", "fight", "use", "cast", "chant", "banish", "gambit",
                            "honour guard", "begin", "dice", "choose", "fly away"]),
     "player": st.sampled_from(["A", "B", "C"])},
    optional={k: values for k in ("unit", "target", "kind", "by", "toward", "inches", "ability", "spell", "prayer",
                                  "at", "tactic", "picks", "faces", "answers", "bank", "intervention", "anti")})


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(actions, min_size=1, max_size=6))
def test_any_action_gets_an_answer_and_a_refusal_changes_nothing(sequence):
    server = Server()
    server.handle(SETUP)
    for action in sequence:
        before = server.handle({"type": "query", "what": "snapshot"})["value"]
        answer = server.handle({"type": "act", "action": action})
        assert set(answer) <= {"events", "illegal", "error"} and len(answer) == 1, answer
        if "illegal" in answer or "error" in answer:
            assert server.handle({"type": "query", "what": "snapshot"})["value"] == before, (action, answer)
