Feature: 5 End of game
  A player at 0 health, or failing the Empty Deck Check, is removed at once; the last player left wins.

  @rule:5.1.1 @rule:5.2.1 @rule:5.2.2
  Scenario: A player reduced to 0 health is removed and the remaining player wins
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B has 2 health
    When player A plays "Bolt" with "Warrior Champion"
    Then player B is removed from the game
    And player A wins the game
    And the log shows "game_over" citing rule 5.2.2

  @rule:5.1.2 @rule:5.1.3
  Scenario: A player removed in the middle of an effect: the rest of the effect against them is ignored
    Given the card:
      """
      {name: Bolt And Rot, category: Ability, permission: Any, text: "Deal 2 damage. Your opponent discards 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt And Rot" in hand
    And player B has 2 health
    And player B has "Mending" in hand
    When player A plays "Bolt And Rot" with "Warrior Champion"
    Then player B is removed from the game
    And player B's "Mending" is in hand

  @rule:5.1.4
  Scenario: A player who reduces themself to 0 with their own card plays it out fully, then is removed
    Given the card:
      """
      {name: Blood Price, category: Ability, permission: Any, text: "Deal 3 damage to you. Draw 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Blood Price" in hand
    And player A's deck is "Bolt" from the top
    And player A has 3 health
    When player A plays "Blood Price" with "Warrior Champion"
    Then player A's "Bolt" is in hand
    And player A is removed from the game
    And player B wins the game

  @rule:5.1.4
  Scenario: A player who loses their last health to their own card plays it out fully, then is removed
    Given the card:
      """
      {name: Dark Bargain, category: Ability, permission: Any, text: "Lose 3 health. Draw 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Dark Bargain" in hand
    And player A's deck is "Bolt" from the top
    And player A has 3 health
    When player A plays "Dark Bargain" with "Warrior Champion"
    Then the log shows, in order:
      | event       | rule  |
      | lose_health | 5.1.4 |
      | draw        |       |
    And player A's "Bolt" is in hand
    And player A is removed from the game
    And player B wins the game

  @rule:5.1.4
  Scenario: Losing health is not taking damage: no Deal Damage objective, no damage in the log
    Given the card:
      """
      {name: Blood Tithe, category: Ability, permission: Any, text: "Your opponent loses 2 health."}
      """
    And player A's champion "Second Warrior" is in lane 1 on its "Deal Damage" corner
    And player A has "Blood Tithe" in hand
    And player B has 10 health
    When player A plays "Blood Tithe" with "Second Warrior"
    Then player B has 8 health
    And the log shows no "damage"
    And "Second Warrior" is on its "Deal Damage" corner

  @rule:5.1.5
  Scenario: Both players reduced to 0 by the same action: the player whose turn it is wins
    Given the card:
      """
      {name: Cataclysm, category: Ability, permission: Any, text: "Deal 5 damage to each player."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Cataclysm" in hand
    And player A has 3 health
    And player B has 3 health
    When player A plays "Cataclysm" with "Warrior Champion"
    Then player A has 0 health
    And player B has 0 health
    And player A wins the game

  @rule:5.1.6
  Scenario: A player on 0 health cannot receive healing
    Given the card:
      """
      {name: Last Breath, category: Ability, permission: Any, text: "Deal 3 damage to you. Gain 5 health."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Last Breath" in hand
    And player A has 3 health
    When player A plays "Last Breath" with "Warrior Champion"
    Then player A has 0 health
    And the log shows "no_health" citing rule 5.1.6
    And player A is removed from the game

  @rule:5.1.1 @rule:5.1.2 @rule:5.2.1
  Scenario: The removal happens at once, in the middle of the effect, and the game ends with it
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B has 2 health
    When player A plays "Bolt" with "Warrior Champion"
    Then the log shows, in order:
      | event          | rule  |
      | damage         |       |
      | player_removed | 5.1.1 |
      | game_over      | 5.2.1 |
    And the log shows "player_removed" citing rule 5.1.2

  @rule:5.1.4
  Scenario: A player at 0 from their own card is noted at 0, the card plays out, and only then are they removed
    Given the card:
      """
      {name: Blood Price, category: Ability, permission: Any, text: "Deal 3 damage to you. Draw 1 card."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Blood Price" in hand
    And player A's deck is "Bolt" from the top
    And player A has 3 health
    When player A plays "Blood Price" with "Warrior Champion"
    Then the log shows, in order:
      | event          | rule  |
      | at_zero        | 5.1.4 |
      | draw           |       |
      | player_removed | 5.1.4 |
      | game_over      | 5.2.2 |
    And player B wins the game
