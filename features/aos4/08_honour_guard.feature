Feature: Honour guards
  In the deployment phase each player may make a unit in, but not leading, their general's regiment an honour
  guard; a player with more regiments may add a second, different one in a regiment the general does not lead.

  Background:
    Given player A's "Lord-Celestant" stand at (10, 10)
    And player A's "Liberators" stand at (10, 13)
    And the "Liberators" have 3 models
    And player A's "Battle Mage" stand at (20, 10)
    And player A's "Knights" stand at (30, 5)
    And player A's "Great Beast" stand at (50, 5)
    And player A's regiment led by "Lord-Celestant" has "Liberators", "Battle Mage" and "Great Beast"
    And player A's regiment led by "Knights" has "Hawk Riders"
    And player A's general is "Lord-Celestant"
    And player B's "Mighty Lord of Khorne" stand 0" east of the "Knights"
    And player B's regiment led by "Mighty Lord of Khorne" has "Blood Warriors"
    And player B's general is "Mighty Lord of Khorne"

  @rule:honour-guard @rule:honour-guard.body-guard
  Scenario: A unit in the general's regiment becomes its honour guard
    Given it is player A's deployment phase
    When player A makes the "Liberators" the "Body Guard" honour guard
    Then the log shows "honour guard" citing rule honour-guard.body-guard

  @rule:honour-guard
  Scenario: The leader of the regiment cannot be its honour guard
    Given it is player A's deployment phase
    When player A tries to make the "Lord-Celestant" the "Body Guard" honour guard
    Then the action is refused citing rule honour-guard.body-guard

  @rule:honour-guard
  Scenario: The first honour guard is in the general's regiment
    Given player A's "Hawk Riders" stand at (40, 5)
    And it is player A's deployment phase
    When player A tries to make the "Hawk Riders" the "Priority Target" honour guard
    Then the action is refused citing rule honour-guard

  @rule:honour-guard
  Scenario: More regiments than the opponent: a second, different honour guard in a regiment the general does not lead
    Given player A's "Hawk Riders" stand at (40, 5)
    And it is player A's deployment phase
    When player A makes the "Liberators" the "Body Guard" honour guard
    And player A makes the "Hawk Riders" the "Priority Target" honour guard
    Then the log shows "honour guard" citing rule honour-guard.priority-target

  @rule:honour-guard
  Scenario: The second honour guard is not in the general's regiment
    Given it is player A's deployment phase
    When player A makes the "Liberators" the "Body Guard" honour guard
    And player A tries to make the "Battle Mage" the "Priority Target" honour guard
    Then the action is refused citing rule honour-guard

  @rule:honour-guard
  Scenario: Each HONOUR GUARD ability once per battle
    Given player A's "Hawk Riders" stand at (40, 5)
    And it is player A's deployment phase
    When player A makes the "Liberators" the "Body Guard" honour guard
    And player A tries to make the "Hawk Riders" the "Body Guard" honour guard
    Then the action is refused citing rule honour-guard.body-guard

  @rule:honour-guard.body-guard
  Scenario: Body Guard: enemy melee weapons have 1 fewer attack against the regiment's leader
    Given player A's "Liberators" are the "Body Guard" honour guard
    And player B's "Blood Warriors" stand 0" west of the "Lord-Celestant"
    And the "Blood Warriors" have 1 models
    And it is player B's combat phase
    And the dice roll 1, 1
    When player B's "Blood Warriors" fight the "Lord-Celestant"
    Then the log shows 2 "hit" events
    And the log shows "modifiers" citing rule honour-guard.body-guard

  @rule:honour-guard.body-guard
  Scenario: No Body Guard in a turn the honour guard charged
    Given player A's "Liberators" are the "Body Guard" honour guard
    And the "Liberators" charged this turn
    And player B's "Blood Warriors" stand 0" west of the "Lord-Celestant"
    And the "Blood Warriors" have 1 models
    And it is player B's combat phase
    And the dice roll 1, 1, 1
    When player B's "Blood Warriors" fight the "Lord-Celestant"
    Then the log shows 3 "hit" events

  @rule:honour-guard.field-sergeant
  Scenario: Field Sergeant: non-FLY INFANTRY wholly within 12" add 2" to their Move
    Given player A's "Battle Mage" are the "Field Sergeant" honour guard
    And it is player A's movement phase
    When player A moves the "Liberators" 7" north
    Then the "Liberators" stand at (10, 20)

  @rule:honour-guard.field-sergeant
  Scenario: The Field Sergeant is a non-FLY INFANTRY HERO
    Given it is player A's deployment phase
    When player A tries to make the "Liberators" the "Field Sergeant" honour guard
    Then the action is refused citing rule honour-guard.field-sergeant

  @rule:honour-guard.priority-target @rule:core.combat.weapon-abilities.companion
  Scenario: Priority Target: +1 to hit and wound against the enemy general; Companion weapons ignore it
    Given player A's "Knights" are the "Priority Target" honour guard
    And the "Knights" have 1 models
    And it is player A's combat phase
    And the dice roll 2, 2, 6, 1, 3, 1
    When player A's "Knights" fight the "Mighty Lord of Khorne"
    Then the log shows "modifiers" citing rule honour-guard.priority-target
    And the log shows 1 "wound" events
    And every fixed dice was rolled

  @rule:honour-guard.prized-beast @rule:core.combat.weapon-abilities.companion
  Scenario: Prized Beast: +1 to hit for the honour guard's combat attacks, Companion weapons included
    Given player A's "Great Beast" are the "Prized Beast" honour guard
    And player B's "Blood Warriors" stand 0" east of the "Great Beast"
    And it is player A's combat phase
    And the dice roll 3, 1, 3, 1, 3, 1, 3, 1
    When player A's "Great Beast" fight the "Blood Warriors"
    Then the log shows 4 "wound" events
    And the log shows "modifiers" citing rule honour-guard.prized-beast

  @rule:honour-guard.prized-beast
  Scenario: The Prized Beast is a MONSTER
    Given it is player A's deployment phase
    When player A tries to make the "Liberators" the "Prized Beast" honour guard
    Then the action is refused citing rule honour-guard.prized-beast

  @rule:honour-guard.special-assignment @rule:core.combat.weapon-abilities.anti-x
  Scenario: Special Assignment: in a turn the honour guard charged, its melee weapons have the Anti-X picked
    Given player A's "Knights" are the "Special Assignment" honour guard with ANTI-INFANTRY
    And the "Knights" have 1 models
    And the "Knights" charged this turn
    And player B's "Swordsmen" stand 0" west of the "Knights"
    And it is player A's combat phase
    And the dice roll 3, 3, 5, 1, 1, 1
    When player A's "Knights" fight the "Swordsmen"
    Then the "Swordsmen" have 7 models
    And the log shows "save" citing rule core.combat.weapon-abilities.anti-x

  @rule:honour-guard.special-assignment
  Scenario: Special Assignment picks one of the listed weapon abilities
    Given it is player A's deployment phase
    When player A makes the "Liberators" the "Special Assignment" honour guard with ANTI-INFANTRY
    Then the log shows "honour guard" citing rule honour-guard.special-assignment
