Feature: Spells, prayers and manifestations
  Casting and miscasts, unbinding, power level, chanting and ritual points, summoning and banishing
  manifestations, Magical Intervention and the Place of Power.

  @rule:casting
  Scenario: A casting roll equal to or above the casting value casts the spell
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And it is player A's hero phase
    And the dice roll 3, 4, 6
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the "Blood Warriors" have 4 models
    And the "Blood Warriors" have 1 damage points
    And the log shows "spell cast" citing rule casting
    And every fixed dice was rolled

  @rule:casting
  Scenario: A casting roll below the casting value fails
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And it is player A's hero phase
    And the dice roll 1, 3
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the "Blood Warriors" have 5 models
    And the log shows "spell fails" citing rule casting

  @rule:casting @rule:core.combat.mortal-damage
  Scenario: Two unmodified 1s: a miscast, D3 mortal damage to the WIZARD
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And it is player A's hero phase
    And the dice roll 1, 1, 4
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the "Battle Mage" have 2 damage points
    And the "Blood Warriors" have 5 models
    And the log shows "miscast" citing rule casting

  @rule:casting
  Scenario: After a miscast the WIZARD casts no more spells that phase
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And it is player B's hero phase
    And the dice roll 1, 1, 2
    When player B's "Warlock" cast "Doom Bolt" at the "Liberators"
    And player B's "Warlock" try to cast "Doom Bolt" at the "Liberators"
    Then the action is refused citing rule casting

  @rule:power-level
  Scenario: A WIZARD (1) uses one SPELL, PRAYER or BANISH ability a phase
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And it is player A's hero phase
    And the dice roll 3, 4, 2
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    And player A's "Battle Mage" try to cast "Summon Spirit Blade" at (15, 20)
    Then the action is refused citing rule power-level

  @rule:power-level
  Scenario: A WIZARD (2) casts twice in a phase
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And it is player B's hero phase
    And the dice roll 3, 4, 2, 3, 4, 2
    When player B's "Warlock" cast "Doom Bolt" at the "Liberators"
    And player B's "Warlock" cast "Doom Bolt" at the "Liberators"
    Then the "Liberators" have 4 models
    And the "Liberators" have 0 damage points
    And every fixed dice was rolled

  @rule:ability.unbind @rule:unbinding
  Scenario: An unbinding roll above the casting roll unbinds the spell
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And player B's "Warlock" stand at (30, 30)
    And it is player A's hero phase
    And player B will choose "Unbind with Warlock"
    And the dice roll 3, 4, 4, 4
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the "Blood Warriors" have 5 models
    And the log shows "unbind" citing rule ability.unbind
    And every fixed dice was rolled

  @rule:ability.unbind
  Scenario: An unbinding roll equal to the casting roll does not unbind it
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And player B's "Warlock" stand at (30, 30)
    And it is player A's hero phase
    And player B will choose "Unbind with Warlock"
    And the dice roll 3, 4, 3, 4, 6
    When player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the "Blood Warriors" have 4 models

  @rule:unbinding @rule:ability.unbind
  Scenario: A WIZARD (1) unbinds once a phase
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And player A's "Battle Mage" stand at (10, 30)
    And it is player B's hero phase
    And player A will choose "Unbind with Battle Mage"
    And the dice roll 3, 4, 5, 5, 3, 4, 2
    When player B's "Warlock" cast "Doom Bolt" at the "Liberators"
    And player B's "Warlock" cast "Doom Bolt" at the "Liberators"
    Then the log shows 0 "unbind" events
    And the "Liberators" have 1 damage points

  @rule:chanting
  Scenario: A chanting roll that reaches the chanting value answers the prayer
    Given player A's "War Priest" stand at (10, 10)
    And player A's "Liberators" stand 2" east of the "War Priest"
    And the "Liberators" have 1 damage points
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 5, 2
    When player A's "War Priest" chant "Healing Light" on the "Liberators"
    Then the "Liberators" have 0 damage points
    And the log shows "prayer answered" citing rule chanting

  @rule:chanting
  Scenario: An unmodified chanting roll of 1 removes D3 ritual points
    Given player A's "War Priest" stand at (10, 10)
    And the "War Priest" have 3 ritual points
    And player A's "Liberators" stand 2" east of the "War Priest"
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 1, 4
    When player A's "War Priest" chant "Healing Light" on the "Liberators"
    Then the "War Priest" have 1 ritual points
    And the log shows "prayer fails" citing rule chanting

  @rule:chanting
  Scenario: The chanting roll banked as ritual points
    Given player A's "War Priest" stand at (10, 10)
    And player A's "Liberators" stand 2" east of the "War Priest"
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 3
    When player A's "War Priest" chant "Healing Light" on the "Liberators" and bank the ritual points
    Then the "War Priest" have 3 ritual points

  @rule:chanting
  Scenario: Ritual points added to the chanting roll answer the prayer, then reset to 0
    Given player A's "War Priest" stand at (10, 10)
    And the "War Priest" have 2 ritual points
    And player A's "Liberators" stand 2" east of the "War Priest"
    And the "Liberators" have 1 damage points
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 2, 1
    When player A's "War Priest" chant "Healing Light" on the "Liberators"
    Then the "War Priest" have 0 ritual points
    And the "Liberators" have 0 damage points

  @rule:manifestation
  Scenario: A summoning spell sets up a manifestation
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 3, 3
    When player A's "Battle Mage" cast "Summon Spirit Blade" at (20, 10)
    Then the "Spirit Blade" are on the battlefield
    And the log shows "manifestation" citing rule manifestation

  @rule:manifestation
  Scenario: When the WIZARD that summoned it is slain, the manifestation is removed
    Given player A's "Battle Mage" stand at (10, 10)
    And the "Battle Mage" have 4 damage points
    And player A's "Spirit Blade" stand at (10, 20)
    And the "Spirit Blade" was summoned by the "Battle Mage"
    And player B's "Warlock" stand 10" east of the "Battle Mage"
    And it is player B's hero phase
    And the dice roll 3, 4, 2
    When player B's "Warlock" cast "Doom Bolt" at the "Battle Mage"
    Then the "Battle Mage" are destroyed
    And the "Spirit Blade" are destroyed
    And the log shows "manifestation removed" citing rule manifestation

  @rule:manifestation
  Scenario: A manifestation with a Move of '-' cannot move
    Given player B's "Spirit Blade" stand at (20, 10)
    And player A's "Liberators" stand at (10, 30)
    And it is player B's movement phase
    When player B tries to move the "Spirit Blade" 3" east
    Then the action is refused citing rule manifestation

  @rule:manifestation @rule:core.combat.charge
  Scenario: A unit may charge an enemy manifestation
    Given player B's "Spirit Blade" stand at (20, 10)
    And player A's "Liberators" stand 5" west of the "Spirit Blade"
    And it is player A's charge phase
    And the dice roll 3, 3
    When player A's "Liberators" charge the "Spirit Blade"
    Then the "Liberators" are at most 0.5" from the "Spirit Blade"

  @rule:ability.banish-manifestation
  Scenario: A banishment roll equal to the banishment value banishes the manifestation
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Spirit Blade" stand at (25, 10)
    And it is player A's hero phase
    And the dice roll 4, 3
    When player A's "Battle Mage" banish the "Spirit Blade"
    Then the "Spirit Blade" are destroyed
    And the log shows "banish" citing rule ability.banish-manifestation

  @rule:ability.banish-manifestation
  Scenario: Add 1 to the banishment roll for each enemy manifestation after the first
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blade One (Spirit Blade)" stand at (25, 10)
    And player B's "Blade Two (Spirit Blade)" stand at (25, 20)
    And it is player A's hero phase
    And the dice roll 3, 3
    When player A's "Battle Mage" banish the "Blade One"
    Then the "Blade One" are destroyed
    And the "Blade Two" are on the battlefield

  @rule:ability.banish-manifestation
  Scenario: The same manifestation is picked to be banished at most once a turn
    Given player A's "Battle Mage" stand at (10, 10)
    And player A's "War Priest" stand at (10, 14)
    And player B's "Spirit Blade" stand at (25, 10)
    And player B's "Blood Warriors" stand at (40, 30)
    And it is player A's hero phase
    And the dice roll 2, 2
    When player A's "Battle Mage" banish the "Spirit Blade"
    And player A's "War Priest" try to banish the "Spirit Blade"
    Then the action is refused citing rule ability.banish-manifestation

  @rule:ability.banish-manifestation
  Scenario: Only a WIZARD or PRIEST banishes
    Given player A's "Lord-Celestant" stand at (10, 10)
    And player B's "Spirit Blade" stand at (25, 10)
    And it is player A's hero phase
    When player A's "Lord-Celestant" try to banish the "Spirit Blade"
    Then the action is refused citing rule ability.banish-manifestation

  @rule:ability.magical-intervention
  Scenario: Magical Intervention: a spell in the enemy hero phase, -1 to the casting roll
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And it is player A's hero phase
    And player B has 1 command points
    And the dice roll 3, 4, 2
    When player B's "Warlock" cast "Doom Bolt" at the "Liberators" with Magical Intervention
    Then the "Liberators" have 1 damage points
    And player B has 0 command points
    And the log shows "spell cast" citing rule ability.magical-intervention

  @rule:ability.magical-intervention
  Scenario: With the -1, a casting roll of the casting value fails
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And it is player A's hero phase
    And player B has 1 command points
    And the dice roll 3, 3
    When player B's "Warlock" cast "Doom Bolt" at the "Liberators" with Magical Intervention
    Then the log shows "spell fails" citing rule ability.magical-intervention

  @rule:ability.magical-intervention @rule:core.round.ability-timing
  Scenario: Without Magical Intervention no spell in the enemy hero phase
    Given player B's "Warlock" stand at (10, 10)
    And player A's "Liberators" stand 10" east of the "Warlock"
    And it is player A's hero phase
    And player B has 1 command points
    When player B's "Warlock" try to cast "Doom Bolt" at the "Liberators"
    Then the action is refused citing rule core.round.ability-timing

  @rule:ability.magical-intervention
  Scenario: Magical Intervention is for the enemy hero phase
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And it is player A's hero phase
    And player A has 1 command points
    When player A's "Battle Mage" try to cast "Arcane Bolt" at the "Blood Warriors" with Magical Intervention
    Then the action is refused citing rule ability.magical-intervention

  @rule:ability.activate-place-of-power @rule:terrain.place-of-power @rule:core.terrain.place-of-power
  Scenario: A HERO within 3" of a Place of Power activates it: a 2+ and it counts as WIZARD (1) this turn
    Given player A's "Lord-Celestant" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Shrine" of radius 1" at (13, 10) with place of power
    And it is the start of player A's turn
    And the dice roll 4
    When player A uses "Activate Place of Power" with the "Lord-Celestant"
    Then the log shows "place of power" citing rule ability.activate-place-of-power

  @rule:ability.activate-place-of-power
  Scenario: On a 1, D3 mortal damage on the HERO
    Given player A's "Lord-Celestant" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Shrine" of radius 1" at (13, 10) with place of power
    And it is the start of player A's turn
    And the dice roll 1, 4
    When player A uses "Activate Place of Power" with the "Lord-Celestant"
    Then the "Lord-Celestant" have 2 damage points

  @rule:ability.activate-place-of-power @rule:casting
  Scenario: A WIZARD that activated a Place of Power adds 1 to its casting rolls this turn
    Given player A's "Battle Mage" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Battle Mage"
    And a terrain feature "Shrine" of radius 1" at (10, 13) with place of power
    And it is the start of player A's turn
    And the dice roll 3, 2, 2, 2
    When player A uses "Activate Place of Power" with the "Battle Mage"
    And player A ends the phase
    And player A's "Battle Mage" cast "Arcane Bolt" at the "Blood Warriors"
    Then the log shows "spell cast" citing rule ability.activate-place-of-power
    And the "Blood Warriors" have 1 damage points

  @rule:terrain.place-of-power @rule:core.terrain.place-of-power
  Scenario: A HERO more than 3" from every Place of Power cannot activate one
    Given player A's "Lord-Celestant" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And a terrain feature "Shrine" of radius 1" at (20, 10) with place of power
    And it is the start of player A's turn
    When player A tries to use "Activate Place of Power" with the "Lord-Celestant"
    Then the action is refused citing rule terrain.place-of-power
