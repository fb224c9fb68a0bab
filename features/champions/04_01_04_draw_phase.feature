Feature: 4.1.4 Draw Phase
  One card for each action not used; drawn cards are not shown.

  @rule:4.1.4.1
  Scenario: Passing both actions draws two cards
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then player A's hand is "Bolt", "Mending" from the top

  @rule:4.1.4.1
  Scenario: Using both actions draws nothing
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" and "Mending" in hand
    And player A's deck is "Purge" from the top
    When player A plays "Bolt" with "Warrior Champion"
    And player A plays "Mending" with "Warrior Champion"
    Then player A's hand is empty

  @rule:4.1.4.2 @rule:2.11.1b
  Scenario: The cards drawn are not shown to the other player
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    When player A passes
    Then player B cannot see "Bolt"
    And player A can see "Bolt"
