Feature: 1 Objective of the game
  A player wins by removing the opponent: health reduced to 0, or a failed Empty Deck Check.

  @rule:1.1.1 @rule:1.1.2 @rule:5.1.1
  Scenario: Reducing the opponent's health to 0 wins the game
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B has 2 health
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 0 health
    And player B is removed from the game
    And player A wins the game

  @rule:1.1.2 @rule:4.1.5.5c
  Scenario: Failing the Empty Deck Check removes a player from the game
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's deck is empty
    And player A has 2 actions left
    When player A passes
    Then player A is removed from the game
    And player B wins the game

  @rule:1.1.1
  Scenario: A player who still has health stays in the game
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B has 3 health
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 1 health
    And the game goes on
