Feature: 4.1 Phases of the turn, 4.1.1 Start Phase
  Five phases in order; the Start Phase resets actions to 2 and fires "at the start of your turn" effects.

  Background:
    Given the card:
      """
      {name: Dawn Biter, category: Unit, corners: [clunky 1, none, none, none],
       text: "At the start of your turn, deal 1 damage."}
      """

  @rule:4.1 @rule:6.2.turn
  Scenario: A turn runs Start, Battlefield, Action, Draw and End of Turn, then passes to the opponent
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 1
    And player A's deck is "Bolt", "Mending", "Purge" from the top
    And it is player A's Start phase
    When the turn begins
    Then it is the Action phase
    When player A passes
    Then it is player B's turn
    And the log shows "phase" citing rule 4.1.5.1

  @rule:4.1.1.1
  Scenario: Actions are reset to 2 at the start of the turn
    Given player A's champion "Warrior Champion" is in lane 1
    And it is player A's Start phase
    And player A has 0 actions left
    When the turn begins
    Then player A has 2 actions left

  @rule:4.1.1.2
  Scenario: "At the start of your turn" effects apply in the Start Phase
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Dawn Biter" is in play with "Warrior Champion"
    And it is player A's Start phase
    When the turn begins
    Then player B has 29 health

  @rule:4.1.1.2
  Scenario: "At the start of your turn" effects do not apply at the start of the opponent's turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Dawn Biter" is in play with "Warrior Champion"
    And player B's champion "Second Warrior" is in lane 1
    And it is player B's Start phase
    When the turn begins
    Then player B has 30 health

  @rule:4.1.1.4
  Scenario: Gaze of Khorne triggers Starving Flesh Hounds, but not its "at the start of your turn" effect
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Starving Flesh Hounds" is in play with "Warrior Champion"
    And player A has "Gaze of Khorne" in hand
    And player A has 20 health
    When player A plays "Gaze of Khorne" with "Warrior Champion"
    Then player A has 21 health
    And player B has 30 health
