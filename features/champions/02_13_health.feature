Feature: 2.13 Health
  Damage lowers a player's health and healing raises it, within 0 and 35.

  @rule:2.13.3 @rule:2.6.3d
  Scenario: An Ability that deals damage lowers the opponent's health
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And the log shows "damage" citing rule 2.13.3
