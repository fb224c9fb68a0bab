Feature: Movement
  Normal moves, runs, retreats and flying; coherency; terrain a move may not cross or end on; Redeploy and At the
  Double. A unit moves as a whole: every model the same distance in the same direction.

  @rule:core.movement.normal-move @rule:core.distances
  Scenario: A unit moves up to its Move characteristic
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A moves the "Liberators" 5" east
    Then the "Liberators" stand at (15, 10)
    And the log shows "move" citing rule core.movement.normal-move

  @rule:core.movement.normal-move
  Scenario: Not farther than its Move
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A tries to move the "Liberators" 6" east
    Then the action is refused citing rule core.movement.normal-move

  @rule:core.movement.normal-move
  Scenario: A normal move cannot end within 3" of an enemy unit
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 6" east of the "Liberators"
    And it is player A's movement phase
    When player A tries to move the "Liberators" 4" east
    Then the action is refused citing rule core.movement.normal-move

  @rule:core.movement.normal-move @rule:core.units.combat-range
  Scenario: A unit in combat cannot make a normal move
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 2" east of the "Liberators"
    And it is player A's movement phase
    When player A tries to move the "Liberators" 5" north
    Then the action is refused citing rule core.movement.normal-move
    And the "Liberators" are in combat

  @rule:core.distances
  Scenario: Distances are measured between the closest points of bases
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand at (14, 10)
    And the "Blood Warriors" have 1 models
    Then the "Liberators" are 2.58" from the "Blood Warriors"

  @rule:core.movement.run
  Scenario: A run adds a D6 to the Move
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    And the dice roll 3
    When player A runs the "Liberators" 8" east
    Then the "Liberators" stand at (18, 10)
    And the log shows "roll" citing rule core.movement.run

  @rule:core.movement.run
  Scenario: Not farther than Move plus the run roll
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    And the dice roll 2
    When player A tries to run the "Liberators" 8" east
    Then the action is refused citing rule core.movement.run

  @rule:core.movement.run
  Scenario: A unit that ran cannot charge
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" ran this turn
    And player B's "Blood Warriors" stand 5" east of the "Liberators"
    And it is player A's charge phase
    When player A's "Liberators" try to charge the "Blood Warriors"
    Then the action is refused citing rule core.movement.run

  @rule:core.movement.run @rule:core.shooting.targets
  Scenario: A unit that ran cannot shoot
    Given player A's "Crossbowmen" stand at (10, 10)
    And the "Crossbowmen" ran this turn
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And it is player A's shooting phase
    When player A's "Crossbowmen" try to shoot the "Blood Warriors"
    Then the action is refused citing rule core.movement.run

  @rule:ability.at-the-double
  Scenario: At the Double: no run roll, 6" added to the Move instead
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    And player A has 1 command points
    And player A will choose "At the Double"
    When player A runs the "Liberators" 11" east
    Then the "Liberators" stand at (21, 10)
    And player A has 0 command points
    And the log shows "at the double" citing rule ability.at-the-double
    And the log shows no "roll"

  @rule:core.movement.retreat @rule:core.combat.mortal-damage
  Scenario: A retreat leaves combat and costs D3 mortal damage
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's movement phase
    And the dice roll 4
    When player A retreats the "Liberators" 5" west
    Then the "Liberators" are not in combat
    And the "Liberators" have 4 models
    And the log shows "mortal damage" citing rule core.movement.retreat

  @rule:core.movement.retreat
  Scenario: Only a unit in combat retreats
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A tries to retreat the "Liberators" 5" west
    Then the action is refused citing rule core.movement.retreat

  @rule:core.movement.retreat
  Scenario: A retreat must end out of combat
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's movement phase
    When player A tries to retreat the "Liberators" 1" west
    Then the action is refused citing rule core.movement.retreat

  @rule:core.movement.retreat @rule:core.shooting.targets
  Scenario: A unit that retreated cannot shoot
    Given player A's "Crossbowmen" stand at (10, 10)
    And the "Crossbowmen" retreated this turn
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And it is player A's shooting phase
    When player A's "Crossbowmen" try to shoot the "Blood Warriors"
    Then the action is refused citing rule core.movement.retreat

  @rule:core.movement.fly @rule:terrain.impassable @rule:core.terrain.impassable
  Scenario: A unit that cannot fly may not move across impassable terrain
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Wall" of radius 1" at (19, 10) with impassable
    And it is player A's movement phase
    When player A tries to move the "Liberators" 5" east
    Then the action is refused citing rule terrain.impassable

  @rule:core.movement.fly @rule:terrain.impassable @rule:core.terrain.impassable
  Scenario: A flying unit moves over impassable terrain, and over other models
    Given player A's "Hawk Riders" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player A's "Swordsmen" stand at (16, 8)
    And a terrain feature "Wall" of radius 2" at (17, 10) with impassable
    And it is player A's movement phase
    When player A moves the "Hawk Riders" 12" east
    Then the "Hawk Riders" stand at (22, 10)

  @rule:core.movement.fly
  Scenario: A unit that cannot fly may not move through other models
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player A's "Swordsmen" stand at (12, 10)
    And the "Swordsmen" have 1 models
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A tries to move the "Liberators" 5" east
    Then the action is refused citing rule core.movement.fly

  @rule:terrain.impassable @rule:core.terrain.impassable
  Scenario: Not even a flying unit may end a move on impassable terrain
    Given player A's "Hawk Riders" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Wall" of radius 2" at (17, 10) with impassable
    And it is player A's movement phase
    When player A tries to move the "Hawk Riders" 6" east
    Then the action is refused citing rule terrain.impassable

  @rule:terrain.unstable @rule:core.terrain.unstable
  Scenario: Models may cross unstable terrain but not end on it where it is more than 1" tall
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Crag" 2" tall of radius 1" at (17, 10) with unstable
    And it is player A's movement phase
    When player A tries to move the "Liberators" 5" east
    Then the action is refused citing rule terrain.unstable

  @rule:terrain.unstable @rule:core.terrain.unstable
  Scenario: Crossing unstable terrain is allowed
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Crag" 2" tall of radius 1" at (13, 10) with unstable
    And it is player A's movement phase
    When player A moves the "Liberators" 5" east
    Then the "Liberators" stand at (15, 10)

  @rule:terrain.unstable @rule:core.terrain.unstable
  Scenario: Unstable terrain 1" tall or less may be ended on
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Rubble" 1" tall of radius 1" at (15, 10) with unstable
    And it is player A's movement phase
    When player A moves the "Liberators" 5" east
    Then the "Liberators" stand at (15, 10)

  @rule:coherency
  Scenario: A unit must end a move in a single coherent group
    Given player A's "Liberators" stand in a line 1" apart from (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A tries to move the "Liberators" 2" east
    Then the action is refused citing rule coherency

  @rule:coherency
  Scenario: From 7 models each model must be within 1/2" of 2 others
    Given player A's "Swordsmen" stand in a line 0.25" apart from (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A tries to move the "Swordsmen" 2" east
    Then the action is refused citing rule coherency

  @rule:coherency
  Scenario: Six models in a line 1/4" apart are coherent
    Given player A's "Crossbowmen" stand in a line 0.25" apart from (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    When player A moves the "Crossbowmen" 2" east
    Then the "Crossbowmen" stand at (12, 10)

  @rule:ability.redeploy
  Scenario: Redeploy: up to D6" in the enemy movement phase, for a command point
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (40, 30)
    And it is player A's movement phase
    And player B has 1 command points
    And the dice roll 4
    When player B uses "Redeploy" to move the "Blood Warriors" 3" east
    Then the "Blood Warriors" stand at (43, 30)
    And player B has 0 command points

  @rule:ability.redeploy
  Scenario: Redeploy cannot end within combat range of an enemy unit
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 5" east of the "Liberators"
    And it is player A's movement phase
    And player B has 1 command points
    And the dice roll 6
    When player B tries to use "Redeploy" to move the "Blood Warriors" 3" west
    Then the action is refused citing rule ability.redeploy

  @rule:ability.redeploy
  Scenario: Redeploy is not farther than the roll
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (40, 30)
    And it is player A's movement phase
    And player B has 1 command points
    And the dice roll 2
    When player B tries to use "Redeploy" to move the "Blood Warriors" 3" east
    Then the action is refused citing rule ability.redeploy
