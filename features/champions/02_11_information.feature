Feature: 2.11 Information
  Free information is known to both players, Private to one, Hidden to neither.

  @rule:2.11.1 @rule:2.11.1a @rule:3.1.3b @rule:3.1.3a
  Scenario: Cards face up on the battlefield and in discard piles, and the sizes of hand and deck, are Free
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's discard pile is "Bolt" from the bottom
    And player A has "Mending" in hand
    And player A's deck is "Purge", "Stardrake" from the top
    Then player B can see "Silent Unit"
    And player B can see "Bolt"
    And player B sees 1 card in player A's hand
    And player B sees 2 cards in player A's deck

  @rule:2.11.1b @rule:3.1.2b
  Scenario: The cards in a player's hand are Private: the owner sees them, the opponent does not
    Given player A has "Mending" in hand
    Then player A can see "Mending"
    And player B cannot see "Mending"

  @rule:2.11.1b
  Scenario: The identity of the cards in a deck is Private: known to its owner, not to the opponent
    Given player A's deck is "Purge", "Stardrake" from the top
    Then player A can see "Purge"
    And player B cannot see "Stardrake"

  @rule:2.11.1c
  Scenario: A face-down Blessing is Hidden, even from its owner; a revealed one is seen by both
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's blessing "Plain Blessing" is face down under "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's blessing "Permanent Blessing" is revealed behind "Second Warrior"
    Then player A cannot see "Plain Blessing"
    And player B cannot see "Plain Blessing"
    And player A can see "Permanent Blessing"
    And player B can see "Permanent Blessing"
