Feature: Charging and fighting
  Charges (2D6), who fights first, piling in, the attack sequence with its criticals and weapon abilities,
  mortal damage, ward saves and slain models; All-out Attack, Forward to Victory, Counter-charge, Power Through.

  @rule:core.combat.attack-sequence @rule:core.combat.unmodified-one @rule:core.units.damage @rule:core.combat.pile-in
  Scenario: A Liberator piles in, hits, wounds, the save fails; the second attack rolls an unmodified 1
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's combat phase
    And the dice roll 4, 4, 2, 1
    When player A's "Liberators" fight the "Blood Warriors"
    Then the "Blood Warriors" have 1 damage points
    And the "Liberators" are 0" from the "Blood Warriors"
    And the log shows "pile in" citing rule core.combat.pile-in
    And the log shows "hit" citing rule core.combat.unmodified-one
    And every fixed dice was rolled

  @rule:core.combat.critical-hit @rule:core.combat.weapon-abilities.crit-mortal @rule:core.combat.mortal-damage
  Scenario: A critical hit with Crit (Mortal) inflicts its Damage as mortal damage, with no wound or save roll
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand 0" east of the "Liberators"
    And it is player A's combat phase
    And the dice roll 6, 6
    When player A's "Liberators" fight the "Blood Warriors"
    Then the "Blood Warriors" have 4 models
    And the log shows "hit" citing rule core.combat.critical-hit
    And the log shows "damage" citing rule core.combat.mortal-damage
    And the log shows no "wound"
    And every fixed dice was rolled

  @rule:core.combat.weapon-abilities.crit-auto-wound
  Scenario: Crit (Auto-wound) wounds without a wound roll
    Given player B's "Blood Warriors" stand at (10, 10)
    And the "Blood Warriors" have 1 models
    And player A's "Liberators" stand 0" east of the "Blood Warriors"
    And the "Liberators" have 1 models
    And it is player B's combat phase
    And the dice roll 6, 1, 1, 2
    When player B's "Blood Warriors" fight the "Liberators"
    Then the "Liberators" have 1 damage points
    And the log shows "wound" citing rule core.combat.weapon-abilities.crit-auto-wound
    And every fixed dice was rolled

  @rule:core.combat.weapon-abilities.crit-2-hits @rule:core.combat.weapon-abilities.companion
  Scenario: A Chaos Spawn's critical hit scores 2 hits
    Given player B's "Spawn (Beasts of Chaos Chaos Spawn)" stand at (10, 10)
    And player A's "Swordsmen" stand 0" east of the "Spawn"
    And it is player B's combat phase
    And the dice roll 1, 1, 6, 4, 1, 5, 2, 1
    When player B's "Spawn" fight the "Swordsmen"
    Then the "Swordsmen" have 8 models
    And the log shows "hits" citing rule core.combat.weapon-abilities.crit-2-hits
    And every fixed dice was rolled

  @rule:core.combat.weapon-abilities.anti-x
  Scenario: Anti-INFANTRY and Anti-HERO add up: Rend 4 against an INFANTRY HERO
    Given player A's "Giant" stand at (10, 10)
    And player B's "Mighty Lord of Khorne" stand 0" east of the "Giant"
    And it is player A's combat phase
    And the dice roll 1, 1, 1, 3, 3, 6, 2
    When player A's "Giant" fight the "Mighty Lord of Khorne"
    Then the "Mighty Lord of Khorne" have 3 damage points
    And the log shows "save" citing rule core.combat.weapon-abilities.anti-x
    And every fixed dice was rolled

  @rule:core.combat.weapon-abilities.charge @rule:core.combat.ward
  Scenario: Charge (+1 Damage) after charging; the Shield Wall's ward saves one point
    Given player A's "Knights" stand at (10, 10)
    And the "Knights" have 1 models
    And the "Knights" charged this turn
    And player B's "Shield Wall" stand 0" east of the "Knights"
    And it is player A's combat phase
    And the dice roll 3, 3, 1, 1, 6, 1, 1, 1, 1
    When player A's "Knights" fight the "Shield Wall"
    Then the "Shield Wall" have 4 models
    And the "Shield Wall" have 0 damage points
    And the log shows "damage roll" citing rule core.combat.weapon-abilities.charge
    And the log shows "ward" citing rule core.combat.ward

  @rule:ability.all-out-attack @rule:core.combat.modifier-cap @rule:phase.combat
  Scenario: All-out Attack adds 1 to hit rolls, for Companion weapons too, for a command point
    Given player B's "Mighty Lord of Khorne" stand at (10, 10)
    And player A's "Lord-Celestant" stand 0" east of the "Mighty Lord of Khorne"
    And player B has 1 command points
    And player B will choose "All-out Attack"
    And it is player B's combat phase
    And the dice roll 1, 1, 1, 1, 1, 3, 1, 1, 1, 1
    When player B's "Mighty Lord of Khorne" fight the "Lord-Celestant"
    Then player B has 0 command points
    And the log shows "modifiers" citing rule ability.all-out-attack
    And the log shows "hit" citing rule core.combat.modifier-cap
    And the log shows 9 "hit" events
    And the log shows 1 "wound" events
    And every fixed dice was rolled

  @rule:core.combat.fight-order @rule:core.units.combat-range
  Scenario: The player whose turn it is picks first; then the players alternate
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's combat phase
    When player B's "Blood Warriors" try to fight the "Liberators"
    Then the action is refused citing rule core.combat.fight-order

  @rule:core.units.combat-range
  Scenario: A unit more than 3" from every enemy is not in combat and cannot fight
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 4" east of the "Liberators"
    And it is player A's combat phase
    When player A's "Liberators" try to fight the "Blood Warriors"
    Then the action is refused citing rule core.units.combat-range
    And the "Liberators" are not in combat

  @rule:core.combat.charge
  Scenario: A charge roll of 7 takes the unit to the enemy 6" away
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 6" east of the "Liberators"
    And it is player A's charge phase
    And the dice roll 3, 4
    When player A's "Liberators" charge the "Blood Warriors"
    Then the "Liberators" are at most 0.5" from the "Blood Warriors"
    And the "Liberators" are in combat
    And the log shows "charge" citing rule core.combat.charge

  @rule:core.combat.charge
  Scenario: No charge at an enemy more than 12" away
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 13" east of the "Liberators"
    And it is player A's charge phase
    When player A's "Liberators" try to charge the "Blood Warriors"
    Then the action is refused citing rule core.combat.charge

  @rule:ability.forward-to-victory
  Scenario: Forward to Victory re-rolls a charge roll that falls short
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 8" east of the "Liberators"
    And it is player A's charge phase
    And player A has 2 command points
    And player A will choose "Forward to Victory"
    And the dice roll 1, 2, 5, 5
    When player A's "Liberators" charge the "Blood Warriors"
    Then the "Liberators" are in combat
    And player A has 1 command points
    And the log shows "roll" citing rule ability.forward-to-victory

  @rule:ability.counter-charge
  Scenario: Counter-charge: a charge in the enemy charge phase
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 5" east of the "Liberators"
    And it is player A's charge phase
    And player B has 1 command points
    And the dice roll 4, 4
    When player B uses "Counter-charge" with the "Blood Warriors" on the "Liberators"
    Then the "Blood Warriors" are in combat
    And player B has 0 command points

  @rule:ability.counter-charge
  Scenario: Counter-charge needs a unit not in combat
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Liberators"
    And it is player A's charge phase
    And player B has 1 command points
    When player B tries to use "Counter-charge" with the "Blood Warriors" on the "Liberators"
    Then the action is refused citing rule ability.counter-charge

  @rule:ability.power-through
  Scenario: Power Through: D3 mortal damage on an enemy in combat with a lower Health
    Given player A's "Knights" stand at (10, 10)
    And the "Knights" charged this turn
    And player B's "Swordsmen" stand 0" east of the "Knights"
    And it is the end of player A's turn
    And the dice roll 6
    When player A uses "Power Through" with the "Knights" on the "Swordsmen"
    Then the "Swordsmen" have 7 models

  @rule:ability.power-through
  Scenario: Power Through needs a target with a lower Health characteristic
    Given player A's "Swordsmen" stand at (10, 10)
    And the "Swordsmen" charged this turn
    And player B's "Knights" stand 0" east of the "Swordsmen"
    And it is the end of player A's turn
    When player A tries to use "Power Through" with the "Swordsmen" on the "Knights"
    Then the action is refused citing rule ability.power-through
