Feature: FAQ: quests out of the quest zone (faq.*)
  A quest moved out of the quest zone leaves its questing unit where it is; a unit may still be sent questing on a
  quest its player controls in any zone.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """

  @rule:faq.36
  Scenario: A quest moved to another zone leaves the unit questing on it in the quest zone
    The ruling names no card; "Test Quest" is a made-up quest. The FAQ does not say whether the unit still quests
    on the moved quest: the engine ends the questing, and the quest's tokens go (a finding on faq.36).
    Given it is player A's capital phase
    And player A has the quest "Test Quest" with 2 resource tokens and "Drill Empire Militia" questing on it
    When an effect of player A moves player A's "Test Quest" to their kingdom
    Then player A has "Test Quest" in their kingdom
    And player A has "Drill Empire Militia" in their quest zone
    And "Drill Empire Militia" is not questing

  @rule:faq.37
  Scenario: A unit can be sent questing on a quest its player controls in the kingdom
    The ruling names no card; "Test Quest" is a made-up quest. The unit is played into the quest zone, as any
    questing unit is; the quest stays in the kingdom (a finding on faq.37).
    Given it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Quest" in their kingdom
    And player A has "Drill Empire Militia" in hand
    When player A plays "Drill Empire Militia" into their quest zone to quest on "Test Quest"
    Then "Drill Empire Militia" is questing on "Test Quest"
    And player A has "Test Quest" in their kingdom
