"""Determinism (same seed + same decisions -> byte-identical log), snapshot / restore, information (2.11)."""

import json

from engine_helpers import position

from rulekeeper.games.champions.simulate import ChampionsSimulation, load_inputs
from rulekeeper.kernel.simulate import play_random


def play_one(pool, decks, seed, keep=True):
    return play_random(ChampionsSimulation(pool, decks), seed, keep=keep)


def test_same_seed_twice_gives_byte_identical_logs():
    pool, decks = load_inputs()
    a = play_one(pool, decks, "7:0", keep=True)
    b = play_one(pool, decks, "7:0", keep=True)
    assert a.winner and not a.error and not a.violations
    assert a.engine.log.dumps() == b.engine.log.dumps()
    assert a.engine.log.dumps() != play_one(pool, decks, "7:1", keep=True).engine.log.dumps()


def test_snapshot_restore_then_replay_gives_the_same_game():
    pool, decks = load_inputs()
    r = play_one(pool, decks, "3:0", keep=True)
    g = r.engine
    assert json.loads(json.dumps(g.snapshot())) == g.snapshot()
    from rulekeeper.games.champions import RandomChoices, new_game
    chooser = RandomChoices("x")
    g1 = new_game(pool, {"A": list(decks[0].all), "B": list(decks[1].all)}, seed="s", decisions=chooser)
    for _ in range(6):
        g1.do(g1.legal_actions(g1.s.active)[0] if len(g1.legal_actions(g1.s.active)) == 1 else
              g1.legal_actions(g1.s.active)[1])
    snap = g1.snapshot()
    g1.decisions = RandomChoices("after")
    for _ in range(10):
        if not g1.over:
            g1.do(g1.legal_actions(g1.s.active)[-1])
    end = g1.snapshot_text()
    g1.restore(snap)
    g1.decisions = RandomChoices("after")
    for _ in range(10):
        if not g1.over:
            g1.do(g1.legal_actions(g1.s.active)[-1])
    assert g1.snapshot_text() == end


def test_each_view_shows_only_free_and_own_private_information():
    g = position({"A": {"lanes": {1: {"champion": "Exalted Deathbringer", "blessing": "Waaagh! Energy"}},
                        "hand": ["Brutal Charge"], "deck": ["Sneaky Stab", "Da Big Idea"]},
                  "B": {"lanes": {1: {"champion": "Megaboss", "blessing": "Bad Moon Rising"}},
                        "hand": ["Ardboyz"], "deck": ["Stabbas"]}})
    va, vb = g.view("A"), g.view("B")
    assert va["players"]["A"]["hand"] == ["Brutal Charge"] and va["players"]["B"]["hand"] == 1
    assert va["players"]["A"]["deck_contents"] == ["Da Big Idea", "Sneaky Stab"]  # what, not the order
    assert va["players"]["B"]["deck_contents"] is None and va["players"]["B"]["deck"] == 1
    text = json.dumps(va)
    assert "Ardboyz" not in text and "Stabbas" not in text
    assert "Waaagh! Energy" not in text and "Bad Moon Rising" not in json.dumps(vb)
    assert va["players"]["B"]["lanes"][0]["champion"] == "Megaboss"  # Champions in play are Free information
    assert g.check() == []


def test_memoised_facts_never_change_a_game(monkeypatch):
    """The memo (cards in play, active cards, passive sources) is only a cache: forgetting it before every read
    gives byte-identical games."""
    from rulekeeper.games.champions.game import Game
    pool, decks = load_inputs()
    seeds = [f"memo:{i}" for i in range(12)]
    cached = [play_one(pool, decks, s, keep=True).engine.log.dumps() for s in seeds]

    def forgetful(self):
        self._memo.clear()
        return self._memo

    monkeypatch.setattr(Game, "memo", forgetful)
    assert [play_one(pool, decks, s, keep=True).engine.log.dumps() for s in seeds] == cached
