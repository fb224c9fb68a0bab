"""The Invasion engine on its own: random games hold every invariant, the same seed gives the same bytes, every
rule id it cites exists, and the spec's (check) constants are what the engine reads."""

import json
import re
from pathlib import Path

import pytest

import rulekeeper.games.invasion as invasion
from rulekeeper.games.invasion import settings as settings_module
from rulekeeper.games.invasion import simulation
from rulekeeper.games.invasion.cards import CardDataError, card_from_entry, load_cards
from rulekeeper.games.invasion.deck import check_deck
from rulekeeper.kernel import claims
from rulekeeper.kernel.simulate import play_random
from rulekeeper.spec.loader import load_game

IDS = {e.id for e in load_game("invasion").entries}
ENGINE = Path(invasion.__file__).parent
SIM = simulation()


def test_random_games_complete_with_no_violation():
    results = [play_random(SIM, f"t:{i}", keep=True) for i in range(15)]
    assert [r.error for r in results if r.error] == []
    assert [v for r in results for v in r.violations] == []
    assert all(r.winner in ("A", "B") for r in results)
    kinds = {e.kind for r in results for e in r.engine.log}
    assert {"play", "develop", "attackers", "damage", "destroyed", "zone_damage"} <= kinds


def test_same_seed_same_log_bytes():
    one, two = (play_random(SIM, "same:3", keep=True).engine.log.dumps() for _ in range(2))
    assert one == two and len(one) > 1000
    assert play_random(SIM, "same:4", keep=True).engine.log.dumps() != one


def test_every_cited_rule_exists():
    assert set(claims("invasion")) - IDS == set()
    written = {m for f in ENGINE.glob("*.py") for m in re.findall(r'"((?:core|timing|faq|clar|rulebook-errata)\.[\w.-]+)"',
                                                                   f.read_text())}
    assert len(written) > 30 and written - IDS == set()
    cited = {r for i in range(5) for e in play_random(SIM, f"ids:{i}", keep=True).engine.log for r in e.rules}
    assert cited - IDS == set()


def test_every_unclaimed_rule_says_why_and_an_erratum_is_claimed_when_its_card_runs():
    """`rules unimplemented` lists only explained rules: each unclaimed one has a reason (gaps.py); a corrected
    text is claimed when the corrected card runs, a keyword, uniqueness or deck-limit erratum always."""
    from rulekeeper.games.invasion.errata import not_run
    from rulekeeper.games.invasion.gaps import WHY
    from rulekeeper.kernel import unclaimed

    normative = [e.id for e in load_game("invasion").normative]
    missing = unclaimed("invasion", normative)
    assert missing and [r for r in missing if not WHY.get(r)] == []
    assert [r for r in WHY if r not in missing] == []  # a gap explained for a rule the code claims says two things
    pool = load_cards()
    assert pool["Warrior Priests"].runnable and "errata.core.34" in claims("invasion")  # Should read: ... (runs)
    assert pool["Franz's Decree"].runnable and "errata.core.47" not in missing  # runs as corrected (cannot.py)
    gone = not_run()
    assert "errata.core.47" not in gone and gone and all(r in missing and WHY.get(r) for r in gone)
    assert "errata.enemy.97" in claims("invasion")  # Offering to Hekarti is Unique (a stat, whatever its text)
    assert {"restricted.end-times", "cataclysm-banned.hate"} <= set(claims("invasion"))


def test_the_first_turn_skips_come_from_the_spec(monkeypatch):
    """core.setup.first-turn is a (check) fact: its phases are the spec's meta, so changing the data changes play."""
    pool = SIM.pool
    deck = ["Drill Empire Militia"] * 50

    def quest_draws_on_turn_one(skips):
        monkeypatch.setattr(settings_module, "settings",
                            lambda: settings_module.Settings(7, 1, 7, skips, 50, 100, 1))
        monkeypatch.setattr("rulekeeper.games.invasion.turn.settings", settings_module.settings)
        monkeypatch.setattr("rulekeeper.games.invasion.setup.settings", settings_module.settings)
        g = invasion.new_game(pool, {"A": deck, "B": deck}, seed=1, first="A")
        g.do(("keep",))
        g.do(("keep",))
        return [e for e in g.log if e.kind == "draw" and "core.turn.2" in e.rules]

    assert quest_draws_on_turn_one((2, 4)) == []
    assert len(quest_draws_on_turn_one(())) == 1


def test_settings_are_read_from_the_spec():
    s = settings_module.settings()
    meta = {e.id: e.meta_dict() for e in load_game("invasion").entries}
    assert s.opening_hand == int(meta["core.setup.start"]["opening_hand"])
    assert s.min_cards == int(meta["core.deck.size"]["min_cards"])


def test_keywords_come_from_the_typed_text():
    card = card_from_entry({"name": "X", "type": "Unit", "race": "Dwarf", "cost": 2, "loyalty": 1, "power": 1,
                            "health": 2, "text": "Battlefield. Toughness 2. Counterstrike 1."}, "t")
    assert card.runnable and card.keyword("toughness", "battlefield") == 2 and card.keyword("toughness", "kingdom") == 0
    assert card.keyword("counterstrike") == 1
    forced = card_from_entry({"name": "Y", "type": "Unit", "cost": 1, "health": 1,
                              "text": "Forced: When an opponent draws cards, deal 1 damage to one target unit."}, "t")
    assert not forced.runnable and "not carried out" in forced.why


def test_bad_card_data_names_file_card_and_field(tmp_path):
    bad = tmp_path / "cards.yaml"
    bad.write_text("cards:\n- name: Broken\n  type: Unit\n  loyalty: lots\n")
    with pytest.raises(CardDataError, match=r"entry 1, card 'Broken': field 'loyalty'"):
        load_cards(bad)
    (tmp_path / "x.json").write_text("{not json")
    with pytest.raises(CardDataError, match="not valid JSON"):
        load_cards(tmp_path / "x.json")


def test_deck_check_names_its_rules():
    pool = SIM.pool
    rules = {p.rule for p in check_deck(["Drill Empire Militia"] * 4 + ["Drill Orc Boyz"], pool)}
    assert rules == {"core.deck.size", "core.deck.copies", "core.deck.factions"}


def test_snapshot_restore_round_trip():
    r = play_random(SIM, "snap:1", keep=True)
    g = r.engine
    snap = g.snapshot()
    text = g.snapshot_text()
    g.restore(json.loads(json.dumps(snap)))
    assert g.snapshot_text() == text and g.check() == []


def test_runnable_report_counts_and_groups():
    from rulekeeper.games.invasion.cards import runnable_report
    report = runnable_report(load_cards())
    assert report["cards"] == len(load_cards()) and 0 < report["runnable"] < report["cards"]
    assert sum(n for _, n in report["not_runnable"]) == report["cards"] - report["runnable"]
    assert all(why.strip() for why, _ in report["not_runnable"])  # every card not run says why
