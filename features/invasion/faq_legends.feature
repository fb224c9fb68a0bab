Feature: FAQ: attacking legends (faq.*)

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Warlord
      type: Legend
      race: Orc
      cost: 3
      loyalty: 0
      power: 1
      health: 4
      zone_power: [1, 2, 3]
      """

  @rule:faq.44
  Scenario: Damage beyond what destroys an attacked legend is ignored, never assigned to the zone
    The ruling names no card; "Test Warlord" is a made-up legend with 4 hit points.
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen", "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B has the corrupted legend "Test Warlord"
    When player A attacks the legend through the kingdom with "Drill Empire Spearmen", "Drill Empire Spearmen", "Drill Empire Militia"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 5      |
    Then player B has "Test Warlord" in their discard pile
    And player B's kingdom has 0 damage
    And player B's kingdom is not burned
