Feature: Warscroll abilities, run from their own words
  A unit's abilities are written as the warscroll prints them (timing, declare, effect) and the engine carries them
  out from that text, in the phase their timing names. The abilities below are real ones, word for word (their
  faction in brackets); the units carrying them are made up for the scenarios.

  @rule:core.round.ability-timing @rule:core.units.damage
  Scenario: "End of Any Turn: Heal (1) this unit" heals the unit at the end of the opponent's turn (Cities of Sigmar)
    Given the warscroll:
      """
      name: Steelhelms
      illustrative: true
      faction: Test
      move: 5"
      health: '2'
      save: 4+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      weapons:
      - {name: Halberd, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Strong Constitution, type: Ability (Activated), timing: End of Any Turn, effect: '**Heal (1)** this unit.'}
      """
    And player A's "Steelhelms" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And the "Steelhelms" have 1 damage points
    And it is the end of player B's turn
    When player A uses "Strong Constitution" with the "Steelhelms"
    Then the "Steelhelms" have 0 damage points
    And the log shows "ability used" citing rule core.round.ability-timing
    And the log shows "heal" citing rule core.units.damage

  @rule:core.round.ability-timing
  Scenario: An ability is used only in the phase its timing names, and (ours) once per phase by each unit
    Given the warscroll:
      """
      name: Steelhelms
      illustrative: true
      faction: Test
      move: 5"
      health: '2'
      save: 4+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      weapons:
      - {name: Halberd, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Mutant Regeneration, type: Ability (Activated), timing: Any Hero Phase, effect: '**Heal (D3)** this unit.'}
      """
    And player A's "Steelhelms" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And the "Steelhelms" have 1 damage points
    And it is player A's movement phase
    When player A tries to use "Mutant Regeneration" with the "Steelhelms"
    Then the action is refused citing rule core.round.ability-timing

  @rule:core.round.ability-timing
  Scenario: Used once this phase, the same unit cannot use the ability again in it
    Given the warscroll:
      """
      name: Steelhelms
      illustrative: true
      faction: Test
      move: 5"
      health: '2'
      save: 4+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      weapons:
      - {name: Halberd, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Mutant Regeneration, type: Ability (Activated), timing: Any Hero Phase, effect: '**Heal (D3)** this unit.'}
      """
    And player A's "Steelhelms" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And the "Steelhelms" have 1 damage points
    And it is player B's hero phase
    And the dice roll 1
    When player A uses "Mutant Regeneration" with the "Steelhelms"
    And player A tries to use "Mutant Regeneration" with the "Steelhelms"
    Then the action is refused citing rule core.round.ability-timing
    And the "Steelhelms" have 0 damage points
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.units.damage
  Scenario: "Once Per Turn (Army)": a second unit of the same army cannot use it that turn (Regiments of Renown)
    Given the warscroll:
      """
      name: Gargant
      illustrative: true
      faction: Test
      move: 8"
      health: '10'
      save: 5+
      control: '5'
      keywords: [MONSTER]
      base: 60
      weapons:
      - {name: Club, type: Melee Weapon, Atk: '4', Hit: 3+, Wnd: 3+, Rnd: '1', Dmg: '2', Ability: '-'}
      abilities:
      - {name: Deathless Monstrosity, type: Ability (Activated), timing: 'Once Per Turn (Army), Your Hero Phase',
         effect: '**Heal (3)** this unit.'}
      """
    And player A's "Old Bones (Gargant)" stand at (10, 10)
    And player A's "Young Bones (Gargant)" stand at (30, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And the "Old Bones" have 5 damage points
    And the "Young Bones" have 4 damage points
    And it is player A's hero phase
    When player A uses "Deathless Monstrosity" with the "Old Bones"
    And player A tries to use "Deathless Monstrosity" with the "Young Bones"
    Then the action is refused citing rule core.round.ability-timing
    And the "Old Bones" have 2 damage points
    And the "Young Bones" have 4 damage points

  @rule:core.round.ability-timing @rule:core.combat.mortal-damage
  Scenario: A target picked "in combat with this unit" takes D3 mortal damage (Kharadron Overlords)
    Given the warscroll:
      """
      name: Arkanauts
      illustrative: true
      faction: Test
      move: 4"
      health: '1'
      save: 4+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      weapons:
      - {name: Cutlass, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 4+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - name: Guns for All Occasions
        type: Ability (Activated)
        timing: End of Your Turn
        declare: Pick an enemy unit in combat with this unit to be the target.
        effect: Inflict D3 mortal damage on the target.
      """
    And player A's "Arkanauts" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Arkanauts"
    And it is the end of player A's turn
    And the dice roll 5
    When player A uses "Guns for All Occasions" with the "Arkanauts" on the "Blood Warriors"
    Then the "Blood Warriors" have 4 models
    And the "Blood Warriors" have 1 damage points
    And the log shows "mortal damage" citing rule core.combat.mortal-damage
    And every fixed dice was rolled

  @rule:core.round.ability-timing
  Scenario: A unit not in combat with this unit cannot be picked, and nothing changes
    Given the warscroll:
      """
      name: Arkanauts
      illustrative: true
      faction: Test
      move: 4"
      health: '1'
      save: 4+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      weapons:
      - {name: Cutlass, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 4+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - name: Guns for All Occasions
        type: Ability (Activated)
        timing: End of Your Turn
        declare: Pick an enemy unit in combat with this unit to be the target.
        effect: Inflict D3 mortal damage on the target.
      """
    And player A's "Arkanauts" stand at (10, 10)
    And player B's "Blood Warriors" stand 8" east of the "Arkanauts"
    And it is the end of player A's turn
    When player A tries to use "Guns for All Occasions" with the "Arkanauts" on the "Blood Warriors"
    Then the action is refused citing rule core.round.ability-timing
    And the "Blood Warriors" have 5 models

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: "Roll a dice. On a 3+, subtract 1 from save rolls for the target": the save that would pass fails (Skaven)
    Given the warscroll:
      """
      name: Clanrats
      illustrative: true
      faction: Test
      move: 6"
      health: '1'
      save: 5+
      control: '1'
      keywords: [INFANTRY]
      models: 1
      weapons:
      - {name: Rusty Blade, type: Melee Weapon, Atk: '2', Hit: 3+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - name: Warpstone Charm
        type: Ability (Activated)
        timing: Any Combat Phase
        declare: Pick an enemy unit in combat with this unit to be the target.
        effect: Roll a dice. On a 3+, subtract 1 from save rolls for the target for the rest of the turn.
      """
    And player A's "Clanrats" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Clanrats"
    And it is player A's combat phase
    And the dice roll 3, 4, 4, 4, 1
    When player A uses "Warpstone Charm" with the "Clanrats" on the "Blood Warriors"
    And player A's "Clanrats" fight the "Blood Warriors"
    Then the "Blood Warriors" have 1 damage points
    And the log shows "modifiers" citing rule core.round.ability-timing
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: On a roll below 3+ the save is not changed and it passes
    Given the warscroll:
      """
      name: Clanrats
      illustrative: true
      faction: Test
      move: 6"
      health: '1'
      save: 5+
      control: '1'
      keywords: [INFANTRY]
      models: 1
      weapons:
      - {name: Rusty Blade, type: Melee Weapon, Atk: '2', Hit: 3+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - name: Warpstone Charm
        type: Ability (Activated)
        timing: Any Combat Phase
        declare: Pick an enemy unit in combat with this unit to be the target.
        effect: Roll a dice. On a 3+, subtract 1 from save rolls for the target for the rest of the turn.
      """
    And player A's "Clanrats" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Clanrats"
    And it is player A's combat phase
    And the dice roll 2, 4, 4, 4, 1
    When player A uses "Warpstone Charm" with the "Clanrats" on the "Blood Warriors"
    And player A's "Clanrats" fight the "Blood Warriors"
    Then the "Blood Warriors" have 0 damage points
    And the log shows no "modifiers"
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: "Add 1 to the Damage characteristic of this unit's melee weapons for the rest of the turn" (Slaves to Darkness)
    Given the warscroll:
      """
      name: Chaos Knight
      illustrative: true
      faction: Test
      move: 10"
      health: '5'
      save: 3+
      control: '2'
      keywords: [CAVALRY]
      base: 60
      weapons:
      - {name: Ensorcelled Glaive, type: Melee Weapon, Atk: '2', Hit: 3+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - name: Unleashed Savagery
        type: Ability (Activated)
        timing: Once Per Battle, Any Combat Phase
        effect: Add 1 to the Damage characteristic of this unit's melee weapons for the rest of the turn.
      """
    And player A's "Chaos Knight" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Chaos Knight"
    And it is player A's combat phase
    And the dice roll 4, 4, 2, 1
    When player A uses "Unleashed Savagery" with the "Chaos Knight"
    And player A's "Chaos Knight" fight the "Blood Warriors"
    Then the "Blood Warriors" have 4 models
    And the "Blood Warriors" have 0 damage points
    And every fixed dice was rolled

  @rule:core.round.ability-timing
  Scenario: "If this unit charged this turn, pick ...": a unit that did not charge cannot use it (Disciples of Tzeentch)
    Given the warscroll:
      """
      name: Flamers
      illustrative: true
      faction: Test
      move: 8"
      health: '2'
      save: 5+
      control: '1'
      keywords: [INFANTRY]
      models: 3
      weapons:
      - {name: Flaming Maw, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 4+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - name: Imperilling Slashes
        type: Ability (Activated)
        timing: Once Per Turn (Army), Any Charge Phase
        declare: If this unit charged this turn, pick an enemy unit in combat with it to be the target.
        effect: Subtract 1 from save rolls for the target for the rest of the turn.
      """
    And player A's "Flamers" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Flamers"
    And it is player A's charge phase
    When player A tries to use "Imperilling Slashes" with the "Flamers" on the "Blood Warriors"
    Then the action is refused citing rule core.round.ability-timing

  @rule:core.round.ability-timing
  Scenario: Having charged this turn, the unit uses it on an enemy unit in combat with it
    Given the warscroll:
      """
      name: Flamers
      illustrative: true
      faction: Test
      move: 8"
      health: '2'
      save: 5+
      control: '1'
      keywords: [INFANTRY]
      models: 3
      weapons:
      - {name: Flaming Maw, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 4+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - name: Imperilling Slashes
        type: Ability (Activated)
        timing: Once Per Turn (Army), Any Charge Phase
        declare: If this unit charged this turn, pick an enemy unit in combat with it to be the target.
        effect: Subtract 1 from save rolls for the target for the rest of the turn.
      """
    And player A's "Flamers" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Flamers"
    And the "Flamers" charged this turn
    And it is player A's charge phase
    When player A uses "Imperilling Slashes" with the "Flamers" on the "Blood Warriors"
    Then the log shows "modifier" citing rule core.round.ability-timing

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: A passive ability applies by itself: "Add 1 to save rolls for this unit if it has not charged this turn" (Ogor Mawtribes)
    Given the warscroll:
      """
      name: Ogor Gluttons
      illustrative: true
      faction: Test
      move: 6"
      health: '4'
      save: 5+
      control: '2'
      keywords: [INFANTRY]
      models: 3
      base: 40
      weapons:
      - {name: Club, type: Melee Weapon, Atk: '3', Hit: 4+, Wnd: 3+, Rnd: '-', Dmg: '2', Ability: '-'}
      abilities:
      - {name: Wall of Meat, type: Ability (Passive), effect: Add 1 to save rolls for this unit if it has not charged this turn.}
      """
    And player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Ogor Gluttons" stand 1" east of the "Liberators"
    And it is player A's combat phase
    And the dice roll 4, 4, 5, 1
    When player A's "Liberators" fight the "Ogor Gluttons"
    Then the "Ogor Gluttons" have 0 damage points
    And the log shows "modifiers" citing rule core.round.ability-timing
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: Having charged this turn, the unit's save rolls get nothing from it
    Given the warscroll:
      """
      name: Ogor Gluttons
      illustrative: true
      faction: Test
      move: 6"
      health: '4'
      save: 5+
      control: '2'
      keywords: [INFANTRY]
      models: 3
      base: 40
      weapons:
      - {name: Club, type: Melee Weapon, Atk: '3', Hit: 4+, Wnd: 3+, Rnd: '-', Dmg: '2', Ability: '-'}
      abilities:
      - {name: Wall of Meat, type: Ability (Passive), effect: Add 1 to save rolls for this unit if it has not charged this turn.}
      """
    And player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Ogor Gluttons" stand 1" east of the "Liberators"
    And the "Ogor Gluttons" charged this turn
    And it is player A's combat phase
    And the dice roll 4, 4, 5, 1
    When player A's "Liberators" fight the "Ogor Gluttons"
    Then the "Ogor Gluttons" have 1 damage points
    And the log shows no "modifiers"
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: An aura: "Subtract 1 from save rolls for enemy units while they are within 6" of this unit" (Maggotkin of Nurgle)
    Given the warscroll:
      """
      name: Plaguebearers
      illustrative: true
      faction: Test
      move: 4"
      health: '1'
      save: 6+
      control: '1'
      keywords: [INFANTRY]
      models: 1
      weapons:
      - {name: Plaguesword, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 3+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Befouled Rainfall, type: Ability (Passive), effect: Subtract 1 from save rolls for enemy units while they are within 6" of this unit.}
      """
    And player B's "Blood Warriors" stand at (10, 10)
    And the "Blood Warriors" have 1 models
    And player A's "Liberators" stand 1" east of the "Blood Warriors"
    And the "Liberators" have 1 models
    And player B's "Plaguebearers" stand 3" north of the "Liberators"
    And it is player B's combat phase
    And the dice roll 4, 4, 4, 1, 1
    When player B's "Blood Warriors" fight the "Liberators"
    Then the "Liberators" have 1 damage points
    And the log shows "modifiers" citing rule core.round.ability-timing
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.attack-sequence
  Scenario: Out of the aura's range, the save roll is not changed
    Given the warscroll:
      """
      name: Plaguebearers
      illustrative: true
      faction: Test
      move: 4"
      health: '1'
      save: 6+
      control: '1'
      keywords: [INFANTRY]
      models: 1
      weapons:
      - {name: Plaguesword, type: Melee Weapon, Atk: '2', Hit: 4+, Wnd: 3+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Befouled Rainfall, type: Ability (Passive), effect: Subtract 1 from save rolls for enemy units while they are within 6" of this unit.}
      """
    And player B's "Blood Warriors" stand at (10, 10)
    And the "Blood Warriors" have 1 models
    And player A's "Liberators" stand 1" east of the "Blood Warriors"
    And the "Liberators" have 1 models
    And player B's "Plaguebearers" stand 10" north of the "Liberators"
    And it is player B's combat phase
    And the dice roll 4, 4, 4, 1, 1
    When player B's "Blood Warriors" fight the "Liberators"
    Then the "Liberators" have 0 damage points
    And the log shows no "modifiers"
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.mortal-damage
  Scenario: "Roll 6 dice. For each 3+, inflict 1 mortal damage on the target" (Cities of Sigmar; a Rampage ability)
    Given the warscroll:
      """
      name: Hydra
      illustrative: true
      faction: Test
      move: 8"
      health: '12'
      save: 4+
      control: '5'
      keywords: [MONSTER]
      base: 60
      weapons:
      - {name: Fangs, type: Melee Weapon, Atk: '6', Hit: 4+, Wnd: 3+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - name: Six-headed Strike
        type: Ability (Activated)
        timing: Once Per Turn (Army), Any Combat Phase
        declare: Pick an enemy unit in combat with this unit to be the target.
        effect: Roll 6 dice. For each 3+, inflict 1 mortal damage on the target.
        keywords: '**^^Rampage^^**'
      """
    And player A's "Hydra" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Hydra"
    And it is player B's combat phase
    And the dice roll 3, 1, 6, 2, 5, 4
    When player A uses "Six-headed Strike" with the "Hydra" on the "Blood Warriors"
    Then the "Blood Warriors" have 3 models
    And the log shows 6 "roll" events
    And every fixed dice was rolled

  @rule:core.round.ability-timing @rule:core.combat.ward
  Scenario: "Roll a dice. On a 3+, the target has Ward (5+) for the rest of the turn", once a turn for the army (Daughters of Khaine)
    Given the warscroll:
      """
      name: Hag Queen
      illustrative: true
      faction: Test
      move: 6"
      health: '5'
      save: 5+
      control: '2'
      keywords: [HERO, INFANTRY]
      weapons:
      - {name: Blade of Khaine, type: Melee Weapon, Atk: '4', Hit: 3+, Wnd: 4+, Rnd: '1', Dmg: '1', Ability: '-'}
      abilities:
      - name: Witchbrew
        type: Ability (Activated)
        timing: Once Per Turn (Army), Any Hero Phase
        declare: Pick a friendly unit wholly within 12" of this unit to be the target.
        effect: Roll a dice. On a 3+, the target has **^^Ward (5+)^^** for the rest of the turn.
      """
    And player A's "Hag Queen" stand at (10, 10)
    And player A's "Liberators" stand 2" east of the "Hag Queen"
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    And the dice roll 3
    When player A uses "Witchbrew" with the "Hag Queen" on the "Liberators"
    Then the log shows "ward granted" citing rule core.combat.ward
    And every fixed dice was rolled
    When player A tries to use "Witchbrew" with the "Hag Queen" on the "Liberators"
    Then the action is refused citing rule core.round.ability-timing

  @rule:core.combat.ward
  Scenario: With its own Ward (6+) and Ward (5+) from an ability, the unit rolls the better ward once a point (ours)
    Given the warscroll:
      """
      name: Witch Aelves
      illustrative: true
      faction: Test
      move: 6"
      health: '1'
      save: 6+
      control: '1'
      keywords: [INFANTRY]
      models: 5
      ward: 6+
      weapons:
      - {name: Knives, type: Melee Weapon, Atk: '2', Hit: 3+, Wnd: 4+, Rnd: '-', Dmg: '1', Ability: '-'}
      abilities:
      - {name: Blessing of Khaine, type: Ability (Passive), effect: 'This unit has **^^Ward (5+)^^**.'}
      """
    And player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Witch Aelves" stand 1" east of the "Liberators"
    And it is player A's combat phase
    And the dice roll 4, 4, 1, 1, 5
    When player A's "Liberators" fight the "Witch Aelves"
    Then the "Witch Aelves" have 5 models
    And the log shows "ward" citing rule core.combat.ward
    And every fixed dice was rolled
