Feature: FAQ: combat damage (faq.*)

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.12 @rule:core.combat.4
  Scenario: The attacker assigns enough damage to destroy each defender, counting its Toughness, before the capital
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen", "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B has "Drill Dwarf Ironbreakers Drill" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen", "Drill Empire Spearmen", "Drill Empire Militia"
    And player B defends with "Drill Dwarf Ironbreakers Drill"
    And player A tries to assign the damage:
      | target                         | damage |
      | Drill Dwarf Ironbreakers Drill | 3      |
      | zone                           | 2      |
    Then the action is refused citing rule core.combat.4
    When player A assigns the damage:
      | target                         | damage |
      | Drill Dwarf Ironbreakers Drill | 4      |
      | zone                           | 1      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Empire Militia | 1      |
    Then player B's kingdom has 1 damage
    And player B has "Drill Dwarf Ironbreakers Drill" in their discard pile

  @rule:faq.19
  Scenario: Grimgor's Spike destroys only the attacking units that have combat damage assigned to them
    Grimgor's Spike prints "Attach to an Orc unit." (no target), which is not read yet; a test attachment with
    "a target Orc unit" carries its ability.
    Given the card:
      """
      name: Test Spike
      type: Support
      race: Orc
      cost: 1
      loyalty: 2
      power: 0
      traits: Attachment, Weapon
      text: Attach to a target Orc unit. If attached unit is defending alone, destroy all attacking units when they take combat damage this phase.
      """
    And it is player A's battlefield phase
    And player A has "Drill Empire Greatswords Drill" and "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    And player B has "Test Spike" attached to "Drill Orc Black Orcs Drill" in their kingdom
    When player A attacks the kingdom with "Drill Empire Greatswords Drill", "Drill Empire Halberdiers"
    And player B defends with "Drill Orc Black Orcs Drill"
    And player A assigns the damage:
      | target                     | damage |
      | Drill Orc Black Orcs Drill | 2      |
    And player B assigns the damage:
      | target                         | damage |
      | Drill Empire Greatswords Drill | 1      |
    Then player A has "Drill Empire Greatswords Drill" in their discard pile
    And player A has "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Black Orcs Drill" in their kingdom
    And the log shows "destroyed" citing rule faq.19

  @rule:faq.53
  Scenario: Master Rune of Valaya cancels the damage assigned in one battlefield phase
    The engine plays one battlefield phase a turn; the Rune's effect is used up by the first combat damage it
    cancels (the log's `cancelled` names it).
    Given it is player A's battlefield phase
    And player A has "Drill Empire Militia" and "Drill Empire Spearmen" in their battlefield
    And player B's capital is Dwarf
    And player B has 2 resources
    And player B has "Master Rune of Valaya" in hand
    When player A declares an attack on the kingdom
    And both players pass
    And player A declares "Drill Empire Militia", "Drill Empire Spearmen" as attackers
    And player A passes
    And player B plays the tactic "Master Rune of Valaya"
    And both players pass
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 3      |
    Then player B's kingdom has 0 damage
    And the log shows "cancelled" citing rule faq.53
