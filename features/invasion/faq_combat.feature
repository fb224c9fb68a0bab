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
