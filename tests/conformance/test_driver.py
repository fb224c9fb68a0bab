"""The Champions driver: a scenario's own mistakes get a clear message naming what is wrong."""

from __future__ import annotations

import pytest

from rulekeeper.conformance.champions.driver import ChampionsDriver, DriverError
from rulekeeper.conformance.links import InProcess


@pytest.fixture
def driver():
    return ChampionsDriver(InProcess("champions"))


def test_an_unknown_card_is_named(driver):
    driver.put("A", "hand", ["Bolty"])
    with pytest.raises(DriverError, match="Bolty"):
        driver.health("A")


def test_a_card_in_play_needs_its_champion_first(driver):
    with pytest.raises(DriverError, match="no champion 'Nobody'"):
        driver.place_in_play("A", "Silent Unit", "Nobody")


def test_setting_up_after_the_first_action_is_refused(driver):
    driver.place_champion("A", "Warrior Champion", 1)
    driver.put("A", "hand", ["Bolt"])
    driver.play("A", "Bolt", "Warrior Champion")
    with pytest.raises(DriverError, match="after the first action"):
        driver.set_health("A", 3)


def test_an_impossible_position_is_named(driver):
    driver.place_champion("A", "Warrior Champion", 5)
    with pytest.raises(DriverError, match="lane 5"):
        driver.health("A")


def test_card_text_errors_point_at_the_word(driver):
    with pytest.raises(DriverError, match="unknown word 'lots'"):
        driver.define_card('{name: X, category: Ability, text: "Deal lots damage."}')


def test_a_docstring_that_is_not_yaml(driver):
    with pytest.raises(DriverError, match="not valid YAML"):
        driver.define_card("{name: X, category: [Ability")


def test_an_unexpected_refusal_fails_the_step_with_the_rule(driver):
    driver.place_champion("A", "Warrior Champion", 1)
    with pytest.raises(AssertionError, match=r"refused the action: illegal \(3\.1\.2a\)"):
        driver.play("A", "Bolt", "Warrior Champion")


def test_an_expected_refusal_is_kept_and_the_state_is_unchanged(driver):
    driver.place_champion("A", "Wizard Champion", 1)
    driver.put("A", "hand", ["Silent Unit"])
    driver.play("A", "Silent Unit", "Wizard Champion", expect_refusal=True)
    assert driver.refusal is not None and driver.unchanged()


def test_judge_worded_choices_pick_the_engine_label(driver):
    driver.place_champion("A", "Second Warrior", 1)
    driver.place_champion("A", "Warrior Champion", 2)
    driver.put("A", "hand", ["Silent Unit"])
    driver.put("A", "discard", ["Clunky Unit"])
    driver.define_card('{name: Raise, category: Ability, permission: Any, text: "Deploy a Unit from your discard pile."}')
    driver.put("A", "hand", ["Raise"])
    driver.script("Clunky Unit", "Warrior Champion")
    driver.play("A", "Raise", "Second Warrior")
    assert driver.lane_of("Clunky Unit") == 2
