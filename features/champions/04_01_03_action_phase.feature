Feature: 4.1.3 Action Phase
  Two actions by default, only in your own turn: play a card, activate a Heroic Act (once per turn), or pass.

  Background:
    Given the card:
      """
      {name: Battle Healer, category: Champion, class: Warrior, cost: 5, health: 0,
       objectives: [Gain Health, Deal Damage, Deploy Unit, Play Ability],
       text: "Heroic Act: Gain 2 health."}
      """

  @rule:4.1.3 @rule:4.1.3.1a
  Scenario: A player takes two actions, and a third is refused
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt", "Purge", "Mending" in hand
    And player A has 20 health
    When player A plays "Bolt" with "Warrior Champion"
    And player A plays "Mending" with "Warrior Champion"
    And player A tries to play "Purge" with "Warrior Champion"
    Then the action is refused citing rule 4.1.3

  @rule:4.1.3
  Scenario: A player cannot take actions during the opponent's turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player B's champion "Second Warrior" is in lane 1
    And it is player B's turn
    And player A has "Bolt" in hand
    When player A tries to play "Bolt" with "Warrior Champion"
    Then the action is refused citing rule 4.1.3

  @rule:4.1.3.1b @rule:4.1.3.2a
  Scenario: A played card is attributed to the designated Champion for its Quest
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's champion "Second Warrior" is in lane 2
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Second Warrior"
    Then "Second Warrior" is on corner 2
    And "Warrior Champion" is on corner 1

  @rule:4.1.3.2a
  Scenario: The designated Champion must have the right class
    Given player A's champion "Wizard Champion" is in lane 1
    And player A has "Warrior Drill" in hand
    When player A tries to play "Warrior Drill" with "Wizard Champion"
    Then the action is refused citing rule 2.5.3.2

  @rule:4.1.3.2b @rule:4.1.3.2c
  Scenario: The Champion rotates for its objective, then the card's instant effects resolve
    Given player A's champion "Warrior-Wizard Champion" is in lane 1
    And player A has "Bolt" in hand
    When player A plays "Bolt" with "Warrior-Wizard Champion"
    Then the log shows "objective_completed" before "damage"
    And player A's "Bolt" is in the discard pile

  @rule:4.1.3.2d
  Scenario: A player cannot play two Gryph Chargers in one turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's champion "Second Warrior" is in lane 2
    And player A has "Gryph Charger" and "Gryph Charger" in hand
    When player A plays "Gryph Charger" with "Warrior Champion"
    And player A tries to play "Gryph Charger" with "Second Warrior"
    Then the action is refused citing rule 4.1.3.2d

  @rule:4.1.3.2d @rule:4.1.3.3c
  Scenario: A player cannot play a Gryph Charger and then use a Gryph Charger's Heroic Act
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's champion "Second Warrior" is in lane 2
    And player A's "Gryph Charger" is in play with "Second Warrior"
    And player A has "Gryph Charger" in hand
    When player A plays "Gryph Charger" with "Warrior Champion"
    And player A tries to use the Heroic Act of "Gryph Charger"
    Then the action is refused citing rule 4.1.3.2d

  @rule:4.1.3.2d
  Scenario: A player cannot use a Gryph Charger's Heroic Act and then play a Gryph Charger
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's "Gryph Charger" is in play with "Warrior Champion"
    And player A's champion "Second Warrior" is in lane 2
    And player A has "Gryph Charger" in hand
    When player A uses the Heroic Act of "Gryph Charger"
    And player A tries to play "Gryph Charger" with "Second Warrior"
    Then the action is refused citing rule 4.1.3.2d

  @rule:4.1.3.2e
  Scenario: Grimghast Reapers Deployed by Commanding the Dead don't use up the once-per-turn play
    Given player A's champion "Warrior Champion" is in lane 1
    And player A's champion "Second Warrior" is in lane 2
    And player A's discard pile is "Grimghast Reapers" from the bottom
    And player A has "Commanding the Dead" and "Grimghast Reapers" in hand
    And player A will choose "Grimghast Reapers", "Warrior Champion"
    When player A plays "Commanding the Dead" with "Second Warrior"
    And player A plays "Grimghast Reapers" with "Second Warrior"
    Then player A's "Grimghast Reapers" is in play with "Second Warrior"

  @rule:4.1.3.4a @rule:4.1.3.4b @rule:4.1.3.4c @rule:4.1.3.4d @rule:4.1.4.1
  Scenario: Passing gives up every remaining action, and each unused action draws a card
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player A's deck is "Mending", "Purge", "Stardrake" from the top
    When player A plays "Bolt" with "Warrior Champion"
    And player A passes
    Then player A's hand is "Mending" from the top
    And it is player B's turn

  @rule:4.1.3.4c
  Scenario: After passing, no further action may be taken this turn
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player A's deck is "Mending", "Purge", "Stardrake" from the top
    When player A passes
    And player A tries to play "Bolt" with "Warrior Champion"
    Then the action is refused citing rule 4.1.3

  @rule:4.1.3.3a @rule:4.1.3.3b
  Scenario: Activating a Heroic Act resolves the card's instant effects
    Given player A's champion "Battle Healer" is in lane 1
    And player A has 20 health
    When player A uses the Heroic Act of "Battle Healer"
    Then player A has 22 health
    And player A has 1 action left
