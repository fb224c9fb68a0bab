Feature: 2.13 Health
  Damage lowers a player's health and healing raises it, within 0 and 35; what does nothing doesn't count.

  @rule:2.13.3
  Scenario: An Ability that deals damage lowers the opponent's health
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And the log shows "damage" citing rule 2.13.3

  @rule:2.13.3
  Scenario: An effect that provides health raises the player's health
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Mending" in hand
    And player A has 10 health
    When player A plays "Mending" with "Warrior Champion"
    Then player A has 13 health
    And the log shows "gain_health" citing rule 2.13.3

  @rule:2.13.2 @rule:2.13.4
  Scenario: Healing at 35 health does nothing and does not count as gaining health
    Given player A's champion "Wizard Champion" is in lane 1 on corner 3
    And player A has "Mending" in hand
    And player A has 35 health
    When player A plays "Mending" with "Wizard Champion"
    Then player A has 35 health
    And "Wizard Champion" is on corner 3
    And the log shows "no_health" citing rule 2.13.4

  @rule:2.13.5
  Scenario: Damage to a player at 0 health does nothing and does not count as damage dealt
    Given the card:
      """
      {name: Double Edge, category: Ability, permission: Any, text: "Deal 3 damage to you. Deal 2 damage."}
      """
    And player A's champion "Wizard Champion" is in lane 1 on corner 2
    And player A has "Double Edge" in hand
    And player A has 3 health
    And player B has 0 health
    When player A plays "Double Edge" with "Wizard Champion"
    Then player B has 0 health
    And the log shows "no_damage" citing rule 2.13.5
