Feature: FAQ: targets (faq.*)
  Whenever a card effect is triggered it must have its valid targets, all of them named at once (the "Then"
  part's too), and its costs paid; each target is a different card.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Plague Bomb
      type: Tactic
      race: Chaos
      cost: 3
      loyalty: 3
      text: "Action: Deal 1 damage to target unit. Deal 2 damage to another target unit. Deal 3 damage to a third target unit."
      """

  @rule:faq.26
  Scenario: Plague Bomb can't be played without three valid targets
    Given it is player A's capital phase
    And player A has 6 resources
    And player A has "Plague Bomb" in hand
    And player B has "Drill Orc Boyz" and "Drill Orc Trolls" in their battlefield
    When player A tries to play the tactic "Plague Bomb" targeting "Drill Orc Boyz", "Drill Orc Trolls"
    Then the action is refused citing rule faq.26
    And player A has 6 resources

  @rule:faq.26
  Scenario: Plague Bomb targets three different units: one unit can't be targeted twice
    Given it is player A's capital phase
    And player A has 6 resources
    And player A has "Plague Bomb" in hand
    And player B has "Drill Orc Boyz", "Drill Orc Trolls" and "Drill Orc Archers" in their battlefield
    When player A tries to play the tactic "Plague Bomb" targeting "Drill Orc Trolls", "Drill Orc Trolls", "Drill Orc Boyz"
    Then the action is refused citing rule faq.26
    When player A plays the tactic "Plague Bomb" targeting "Drill Orc Boyz", "Drill Orc Trolls", "Drill Orc Archers"
    And both players pass
    Then player B has no "Drill Orc Boyz" in their battlefield
    And player B has no "Drill Orc Archers" in their battlefield
    And player A has 0 resources

  @rule:faq.46
  Scenario: A tactic that targets an attachment can't be played when no attachment is in play
    Given the card:
      """
      name: Test Rust
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy one target attachment card."
      """
    And it is player A's capital phase
    And player A has "Test Rust" in hand
    And player B has "Drill Orc Boyz" and "Drill Neutral Watchtower" in their kingdom
    When player A tries to play the tactic "Test Rust"
    Then the action is refused citing rule faq.46

  @rule:faq.8 @rule:errata.core.39
  Scenario: Playing an attachment on a unit is an action that targets the unit: what taxes targets taxes it
    Iron Discipline (which makes any other action targeting its unit pay 4 more or be cancelled) is not carried
    out yet; Church of Sigmar puts a price on the same thing, an action that targets a unit of its player's.
    Given the card:
      """
      name: Test Banner
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 0
      traits: Attachment.
      text: Attach to a target unit.
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Banner" in hand
    And player B has "Church of Sigmar" and "Drill Dwarf Longbeards" in their kingdom
    When player A tries to attach "Test Banner" to player B's "Drill Dwarf Longbeards"
    Then the action is refused citing rule errata.core.39
    And player A has "Test Banner" in their hand

  @rule:faq.8
  Scenario: With the resource for the target's price, the attachment is played on the opponent's unit
    Given the card:
      """
      name: Test Banner
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 0
      traits: Attachment.
      text: Attach to a target unit.
      """
    And it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Banner" in hand
    And player B has "Church of Sigmar" and "Drill Dwarf Longbeards" in their kingdom
    When player A attaches "Test Banner" to player B's "Drill Dwarf Longbeards"
    Then "Test Banner" is attached to "Drill Dwarf Longbeards"
    And player A has 0 resources
