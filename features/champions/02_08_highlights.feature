Feature: 2.8 Highlights and Subject Images
  Highlighted subjects are found relative to the lane of the card applying the effect, as if it were upright.

  Background:
    Given the card:
      """
      {name: Opposite Strike, category: Ability, permission: Any,
       text: "Remove a highlighted enemy Unit in the opposite lane."}
      """

  @rule:2.8.1 @rule:2.8.2 @rule:2.8.4 @rule:2.8.5
  Scenario: A highlight of the enemy lane opposite the effect finds the Unit there
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 4
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Opposite Strike" in hand
    When player A plays "Opposite Strike" with "Warrior Champion"
    Then player B's "Silent Unit" is in the discard pile

  @rule:2.8.3 @rule:2.8.5
  Scenario: A Unit in an enemy lane that is not opposite is not highlighted
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 1
    And player B's "Silent Unit" is in play with "Second Warrior"
    And player A has "Opposite Strike" in hand
    When player A plays "Opposite Strike" with "Warrior Champion"
    Then player B's "Silent Unit" is in play

  @rule:2.8.2 @rule:2.8.4
  Scenario: "allied" alone applies to the allied lane of the effect
    Given the card:
      """
      {name: Rally, category: Ability, permission: Any, text: "Rotate a highlighted allied Unit in this lane forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A's "Clunky Unit" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A's "Silent Unit" is in play with "Second Warrior"
    And player A has "Rally" in hand
    When player A plays "Rally" with "Warrior Champion"
    Then "Clunky Unit" is on corner 2
    And "Silent Unit" is on corner 1

  @rule:2.8.2 @rule:2.8.5
  Scenario: An adjacent allied lane is a lane next to the effect's own lane, not the lane itself
    Given the card:
      """
      {name: Flank Drill, category: Ability, permission: Any,
       text: "Rotate each highlighted allied Unit in an adjacent lane forward 1 corner."}
      """
    And player A's champion "Second Warrior" is in lane 1
    And player A's "Clunky Unit" is in play with "Second Warrior"
    And player A's champion "Warrior Champion" is in lane 2
    And player A's "Silent Unit" is in play with "Warrior Champion"
    And player A's champion "Wizard Champion" is in lane 3
    And player A's "Striking Unit" is in play with "Wizard Champion"
    And player A's champion "Warrior-Wizard Champion" is in lane 4
    And player A's "Biting Unit" is in play with "Warrior-Wizard Champion"
    And player A has "Flank Drill" in hand
    When player A plays "Flank Drill" with "Warrior Champion"
    Then "Clunky Unit" is on corner 2
    And "Striking Unit" is on corner 2
    And "Silent Unit" is on corner 1
    And "Biting Unit" is on corner 1

  @rule:2.8.2 @rule:2.8.5
  Scenario: An adjacent enemy lane is next to the enemy lane opposite the effect, not the opposite lane itself
    Given the card:
      """
      {name: Flank Shove, category: Ability, permission: Any,
       text: "Rotate each highlighted enemy Unit in an adjacent lane forward 1 corner."}
      """
    And player A's champion "Warrior Champion" is in lane 1
    And player A has "Flank Shove" in hand
    And player B's champion "Second Warrior" is in lane 2
    And player B's "Clunky Unit" is in play with "Second Warrior"
    And player B's champion "Wizard Champion" is in lane 3
    And player B's "Striking Unit" is in play with "Wizard Champion"
    And player B's champion "Warrior-Wizard Champion" is in lane 4
    And player B's "Silent Unit" is in play with "Warrior-Wizard Champion"
    When player A plays "Flank Shove" with "Warrior Champion"
    Then "Striking Unit" is on corner 2
    And "Silent Unit" is on corner 1
    And "Clunky Unit" is on corner 1
