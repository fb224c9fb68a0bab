Feature: Shooting
  Picking targets within Range (and not hidden by obscuring terrain or guarded), cover, Guarded Hero, Shoot in
  Combat, Covering Fire and All-out Defence.

  @rule:core.shooting.targets @rule:core.combat.attack-sequence
  Scenario: Crossbowmen shoot a unit within Range
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And it is player A's shooting phase
    And the dice roll 1, 1, 1, 1, 4, 3, 2, 4
    When player A's "Crossbowmen" shoot the "Blood Warriors"
    Then the "Blood Warriors" have 4 models
    And the log shows "attack declared" citing rule core.shooting.targets
    And every fixed dice was rolled

  @rule:core.shooting.targets
  Scenario: A target out of Range cannot be shot
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 19" east of the "Crossbowmen"
    And it is player A's shooting phase
    When player A's "Crossbowmen" try to shoot the "Blood Warriors"
    Then the action is refused citing rule core.shooting.targets

  @rule:core.combat.weapon-abilities.shoot-in-combat @rule:core.shooting.targets
  Scenario: In combat, only weapons with Shoot in Combat shoot
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Crossbowmen"
    And it is player A's shooting phase
    And the dice roll 1, 1, 1, 1, 1
    When player A's "Crossbowmen" shoot the "Blood Warriors"
    Then the log shows "attack declared" citing rule core.combat.weapon-abilities.shoot-in-combat
    And the log shows 5 "hit" events
    And every fixed dice was rolled

  @rule:terrain.obscuring @rule:core.terrain.obscuring
  Scenario: A unit behind obscuring terrain cannot be targeted by shooting attacks
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And a terrain feature "Tower" of radius 2" at (20, 10) with obscuring
    And it is player A's shooting phase
    When player A's "Crossbowmen" try to shoot the "Blood Warriors"
    Then the action is refused citing rule terrain.obscuring

  @rule:terrain.obscuring @rule:core.terrain.obscuring
  Scenario: A unit that can fly is not hidden by obscuring terrain
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Hawk Riders" stand 10" east of the "Crossbowmen"
    And a terrain feature "Tower" of radius 2" at (20, 10) with obscuring
    And it is player A's shooting phase
    And the dice roll 1, 1, 1, 1, 1
    When player A's "Crossbowmen" try to shoot the "Hawk Riders"
    Then the action is allowed

  @rule:terrain.cover @rule:core.terrain.cover
  Scenario: Cover: subtract 1 from hit rolls against a unit behind the feature
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And a terrain feature "Ruins" of radius 2" at (20, 10) with cover
    And it is player A's shooting phase
    And the dice roll 4, 4, 4, 4, 4
    When player A's "Crossbowmen" shoot the "Blood Warriors"
    Then the log shows "modifiers" citing rule terrain.cover
    And the log shows 5 "hit" events
    And the log shows 0 "wound" events

  @rule:terrain.cover @rule:core.terrain.cover
  Scenario: No cover for a unit that charged this turn
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And the "Blood Warriors" charged this turn
    And a terrain feature "Ruins" of radius 2" at (20, 10) with cover
    And it is player A's shooting phase
    And the dice roll 4, 3, 6, 1, 1, 1, 1
    When player A's "Crossbowmen" shoot the "Blood Warriors"
    Then the log shows 1 "wound" events
    And the log shows no "modifiers"

  @rule:ability.guarded-hero
  Scenario: A guarded INFANTRY HERO cannot be shot from more than 12" away
    Given player B's "Lord-Celestant" stand at (30, 10)
    And player B's "Liberators" stand at (30, 12)
    And player A's "Crossbowmen" stand at (10, 10)
    And it is player A's shooting phase
    When player A's "Crossbowmen" try to shoot the "Lord-Celestant"
    Then the action is refused citing rule ability.guarded-hero

  @rule:ability.guarded-hero
  Scenario: Shooting a guarded HERO: subtract 1 from the hit rolls
    Given player B's "Lord-Celestant" stand at (30, 10)
    And player B's "Liberators" stand at (30, 12)
    And player A's "Crossbowmen" stand at (17, 10)
    And it is player A's shooting phase
    And the dice roll 4, 4, 4, 4, 4
    When player A's "Crossbowmen" shoot the "Lord-Celestant"
    Then the log shows "modifiers" citing rule ability.guarded-hero
    And the log shows 0 "wound" events

  @rule:ability.guarded-hero
  Scenario: A HERO with no friendly non-HERO unit near is not guarded
    Given player B's "Lord-Celestant" stand at (30, 10)
    And player A's "Crossbowmen" stand at (10, 10)
    And it is player A's shooting phase
    And the dice roll 4, 1, 1, 1, 1, 1
    When player A's "Crossbowmen" shoot the "Lord-Celestant"
    Then the log shows 1 "wound" events
    And the log shows no "modifiers"

  @rule:ability.covering-fire
  Scenario: Covering Fire shoots the closest enemy unit in the enemy shooting phase, -1 to hit
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And player B's "Warlock" stand 3" east of the "Blood Warriors"
    And it is player B's shooting phase
    And player A has 1 command points
    And the dice roll 5, 3, 2, 4, 1, 1, 1, 1
    When player A uses "Covering Fire" with the "Crossbowmen"
    Then the "Blood Warriors" have 4 models
    And the log shows "modifiers" citing rule ability.covering-fire
    And player A has 0 command points

  @rule:ability.covering-fire
  Scenario: A unit that ran this turn cannot give Covering Fire
    Given player A's "Crossbowmen" stand at (10, 10)
    And the "Crossbowmen" ran this turn
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And it is player B's shooting phase
    And player A has 1 command points
    When player A tries to use "Covering Fire" with the "Crossbowmen"
    Then the action is refused citing rule ability.covering-fire

  @rule:ability.all-out-defense
  Scenario: All-out Defence adds 1 to the target's save rolls
    Given player A's "Crossbowmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 10" east of the "Crossbowmen"
    And it is player A's shooting phase
    And player B has 1 command points
    And player B will choose "All-out Defense"
    And the dice roll 4, 3, 3, 1, 1, 1, 1
    When player A's "Crossbowmen" shoot the "Blood Warriors"
    Then the "Blood Warriors" have 0 damage points
    And the "Blood Warriors" have 5 models
    And the log shows "modifiers" citing rule ability.all-out-defense
    And player B has 0 command points
