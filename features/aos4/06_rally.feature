Feature: Rally
  Six rally rolls; each 4+ is a rally point, spent to heal the unit or, a model's Health at a time, to return a
  slain model. Unspent points are lost.

  @rule:ability.rally
  Scenario: Rally heals the unit, then returns a slain model; the last point is lost
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 3 models of 5
    And the "Liberators" have 1 damage points
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And player A has 1 command points
    And the dice roll 4, 5, 6, 4, 1, 3
    When player A uses "Rally" with the "Liberators"
    Then the "Liberators" have 4 models
    And the "Liberators" have 0 damage points
    And player A has 0 command points
    And the log shows "rally points lost" citing rule ability.rally

  @rule:ability.rally
  Scenario: Rally may be used in the enemy hero phase too
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 4 models of 5
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player B's hero phase
    And player A has 1 command points
    And the dice roll 4, 5, 1, 1, 1, 1
    When player A uses "Rally" with the "Liberators"
    Then the "Liberators" have 5 models

  @rule:ability.rally
  Scenario: A unit in combat cannot rally
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 3 models of 5
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's hero phase
    And player A has 1 command points
    When player A tries to use "Rally" with the "Liberators"
    Then the action is refused citing rule ability.rally

  @rule:command-points @rule:ability.rally
  Scenario: A command ability needs a command point
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 3 models of 5
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    When player A tries to use "Rally" with the "Liberators"
    Then the action is refused citing rule command-points
