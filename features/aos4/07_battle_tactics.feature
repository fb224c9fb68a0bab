Feature: Battle tactics and objectives
  At the start of their turn a player may use the Tactical Gambit to pick a battle tactic they have not yet
  attempted; at the end of that turn it is completed if its text holds (4 victory points). Objectives are
  controlled by the higher control score within 3"; the active player scores 1 victory point for each objective
  they control at the end of their turn.

  Background:
    Given player B's "Mighty Lord of Khorne" stand at (30, 40)

  @rule:ability.tactical-gambit @rule:battle-tactic.universal @rule:battle-tactic.universal.seize-the-center
  Scenario: Seize the Center: 2 units within 3" of the centre, not in combat
    Given player A's "Liberators" stand at (27, 22)
    And player A's "Hawk Riders" stand at (29, 24)
    And it is the start of player A's turn
    When player A picks the battle tactic "Seize the Center"
    And player A ends the turn
    Then player A has completed "Seize the Center"
    And player A has 4 victory points
    And the log shows "battle tactic completed" citing rule battle-tactic.universal.seize-the-center

  @rule:battle-tactic.universal.seize-the-center
  Scenario: One unit at the centre is not enough
    Given player A's "Liberators" stand at (27, 22)
    And player A's "Hawk Riders" stand at (5, 24)
    And it is the start of player A's turn
    When player A picks the battle tactic "Seize the Center"
    And player A ends the turn
    Then player A has not completed "Seize the Center"
    And player A has 0 victory points

  @rule:ability.tactical-gambit
  Scenario: The Tactical Gambit is used once per battle round
    Given player A's "Liberators" stand at (27, 22)
    And it is the start of player A's turn
    When player A picks the battle tactic "Seize the Center"
    And player A tries to pick the battle tactic "Take the Flanks"
    Then the action is refused citing rule ability.tactical-gambit

  @rule:ability.tactical-gambit
  Scenario: A battle tactic already attempted cannot be picked again
    Given player A's "Liberators" stand at (27, 22)
    And player A has attempted "battle-tactic.universal.seize-the-center"
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Seize the Center"
    Then the action is refused citing rule ability.tactical-gambit

  @rule:ability.tactical-gambit @rule:priority-roll.double-turn
  Scenario: No Tactical Gambit after going second, then choosing to go first
    Given player A's "Liberators" stand at (27, 22)
    And it is battle round 2
    And player A took a double turn this battle round
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Seize the Center"
    Then the action is refused citing rule ability.tactical-gambit

  @rule:priority-roll.seize-initiative @rule:ability.tactical-gambit
  Scenario: A double turn taken while behind by 6 or more victory points still allows the Tactical Gambit
    Given player A's "Liberators" stand at (27, 22)
    And it is battle round 2
    And player A took a double turn this battle round
    And player B has 6 victory points
    And it is the start of player A's turn
    When player A picks the battle tactic "Seize the Center"
    Then player A has attempted "Seize the Center"

  @rule:battle-tactic.universal.attack-on-two-fronts @rule:core.objectives.control
  Scenario: Attack on Two Fronts: two objectives taken this turn, one of them from the opponent
    Given objective "1" at (10, 10) controlled by player B
    And objective "2" at (50, 10)
    And player A's "Liberators" stand at (8, 12)
    And player A's "Hawk Riders" stand at (48, 12)
    And it is the start of player A's turn
    When player A picks the battle tactic "Attack on Two Fronts"
    And player A ends the turn
    Then objective "1" is controlled by player A
    And player A has completed "Attack on Two Fronts"

  @rule:battle-tactic.universal.do-not-waiver
  Scenario: Do Not Waiver: two units fought this turn and none was destroyed
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" fought this turn
    And player A's "Hawk Riders" stand at (50, 10)
    And the "Hawk Riders" fought this turn
    And it is the start of player A's turn
    When player A picks the battle tactic "Do Not Waiver"
    And player A ends the turn
    Then player A has completed "Do Not Waiver"

  @rule:battle-tactic.universal.slay-the-entourage @rule:core.units.damage
  Scenario: Slay the Entourage: a unit of the enemy general's regiment destroyed this turn
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand 0" east of the "Liberators"
    And the "Blood Warriors" have 1 models
    And player B's regiment led by "Mighty Lord of Khorne" has "Blood Warriors"
    And player B's general is "Mighty Lord of Khorne"
    And it is the start of player A's turn
    And the dice roll 6, 6
    When player A picks the battle tactic "Slay the Entourage" picking "Blood Warriors"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Liberators" fight the "Blood Warriors"
    And player A ends the turn
    Then the "Blood Warriors" are destroyed
    And player A has completed "Slay the Entourage"

  @rule:battle-tactic.universal.slay-the-entourage
  Scenario: Slay the Entourage picks a unit in the enemy general's regiment
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player B's regiment led by "Mighty Lord of Khorne" has "Blood Warriors"
    And player B's general is "Mighty Lord of Khorne"
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Slay the Entourage" picking "Liberators"
    Then the action is refused citing rule battle-tactic.universal.slay-the-entourage

  @rule:battle-tactic.universal.take-the-flanks
  Scenario: Take the Flanks: a unit within 6" of each short battlefield edge, outside friendly territory
    Given player A's "Liberators" stand at (2, 22)
    And player A's "Hawk Riders" stand at (55, 22)
    And it is the start of player A's turn
    When player A picks the battle tactic "Take the Flanks"
    And player A ends the turn
    Then player A has completed "Take the Flanks"

  @rule:battle-tactic.universal.take-the-flanks
  Scenario: Units wholly within friendly territory do not take the flanks
    Given player A's "Liberators" stand at (2, 5)
    And player A's "Hawk Riders" stand at (55, 22)
    And it is the start of player A's turn
    When player A picks the battle tactic "Take the Flanks"
    And player A ends the turn
    Then player A has not completed "Take the Flanks"

  @rule:battle-tactic.universal.take-their-land
  Scenario: Take Their Land: control a terrain feature in enemy territory
    Given a terrain feature "Hill" of radius 3" at (10, 38) with cover
    And player A's "Liberators" stand at (8, 32)
    And it is the start of player A's turn
    When player A picks the battle tactic "Take Their Land" picking "Hill"
    And player A ends the turn
    Then player A has completed "Take Their Land"

  @rule:battle-tactic.universal.take-their-land
  Scenario: The terrain feature must be within enemy territory
    Given a terrain feature "Hill" of radius 3" at (10, 22) with cover
    And player A's "Liberators" stand at (8, 18)
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Take Their Land" picking "Hill"
    Then the action is refused citing rule battle-tactic.universal.take-their-land

  @rule:battle-tactic.chaos.offering-of-carnage
  Scenario: Offering of Carnage: two enemy units destroyed this turn
    Given player A's army is CHAOS
    And player A's "Great Beast" stand at (10, 10)
    And player B's "Swordsmen" stand 0" east of the "Great Beast"
    And the "Swordsmen" have 1 models
    And player A's "Blood Warriors" stand at (10, 25)
    And the "Blood Warriors" have 1 models
    And player B's "Crossbowmen" stand 0" east of the "Blood Warriors"
    And the "Crossbowmen" have 1 models
    And it is the start of player A's turn
    And the dice roll 4, 3, 1, 1, 1, 1, 1, 6, 1, 1, 1
    When player A picks the battle tactic "Offering of Carnage"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Great Beast" fight the "Swordsmen"
    And player B's "Crossbowmen" fight the "Blood Warriors"
    And player A's "Blood Warriors" fight the "Crossbowmen"
    And player A ends the turn
    Then player A has completed "Offering of Carnage"

  @rule:battle-tactic.chaos.offering-of-carnage @rule:battle-tactic.universal
  Scenario: An army that is not CHAOS cannot pick a Chaos battle tactic
    Given player A's army is ORDER
    And player A's "Liberators" stand at (10, 10)
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Offering of Carnage"
    Then the action is refused citing rule battle-tactic.chaos.offering-of-carnage

  @rule:battle-tactic.chaos.ordained-charge
  Scenario: Ordained Charge: two units charged and one of them holds the opponent's objective
    Given player A's army is CHAOS
    And objective "1" at (30, 22) controlled by player B
    And player A's "Liberators" stand at (28, 20)
    And the "Liberators" charged this turn
    And player A's "Hawk Riders" stand at (10, 10)
    And the "Hawk Riders" charged this turn
    And it is the start of player A's turn
    When player A picks the battle tactic "Ordained Charge" picking "1"
    And player A ends the turn
    Then player A has completed "Ordained Charge"

  @rule:battle-tactic.chaos.ordained-charge
  Scenario: Ordained Charge picks an objective the opponent controls
    Given player A's army is CHAOS
    And objective "1" at (30, 22)
    And player A's "Liberators" stand at (28, 20)
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Ordained Charge" picking "1"
    Then the action is refused citing rule battle-tactic.chaos.ordained-charge

  @rule:battle-tactic.death.inevitable-demise
  Scenario: Inevitable Demise: two units wholly within enemy territory, more than 9" from every enemy
    Given player A's army is DEATH
    And player A's "Liberators" stand at (3, 38)
    And player A's "Hawk Riders" stand at (50, 38)
    And it is the start of player A's turn
    When player A picks the battle tactic "Inevitable Demise"
    And player A ends the turn
    Then player A has completed "Inevitable Demise"

  @rule:battle-tactic.death.inevitable-demise
  Scenario: A unit set up this turn does not count
    Given player A's army is DEATH
    And player A's "Liberators" stand at (3, 38)
    And player A's "Hawk Riders" stand at (50, 38)
    And the "Hawk Riders" were set up this turn
    And it is the start of player A's turn
    When player A picks the battle tactic "Inevitable Demise"
    And player A ends the turn
    Then player A has not completed "Inevitable Demise"

  @rule:battle-tactic.death.marked-for-the-grave
  Scenario: Marked for the Grave: the marked unit destroyed this turn
    Given player A's army is DEATH
    And player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Blood Warriors" stand 0" east of the "Liberators"
    And the "Blood Warriors" have 1 models
    And it is the start of player A's turn
    And the dice roll 6, 6
    When player A picks the battle tactic "Marked for the Grave" picking "Blood Warriors"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Liberators" fight the "Blood Warriors"
    And player A ends the turn
    Then player A has completed "Marked for the Grave"

  @rule:battle-tactic.death.marked-for-the-grave
  Scenario: Marked for the Grave picks a non-HERO enemy unit while there is one
    Given player A's army is DEATH
    And player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is the start of player A's turn
    When player A tries to pick the battle tactic "Marked for the Grave" picking "Mighty Lord of Khorne"
    Then the action is refused citing rule battle-tactic.death.marked-for-the-grave

  @rule:battle-tactic.destruction.the-kunnin-approach
  Scenario: The Kunnin' Approach: the friendly unit gets into combat with the enemy unit, which is destroyed
    Given player A's army is DESTRUCTION
    And player A's "Swordsmen" stand at (10, 10)
    And player B's "Blood Warriors" stand 1" east of the "Swordsmen"
    And the "Blood Warriors" have 1 models
    And player A's "Liberators" stand at (22, 20)
    And the "Liberators" have 1 models
    And it is the start of player A's turn
    And the dice roll 5, 5, 6, 6
    When player A picks the battle tactic "The Kunnin' Approach" picking "Blood Warriors", "Liberators"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Liberators" charge the "Blood Warriors"
    And player A ends the phase
    And player A's "Liberators" fight the "Blood Warriors"
    And player A ends the turn
    Then player A has completed "The Kunnin' Approach"

  @rule:battle-tactic.destruction.time-to-get-stuck-in
  Scenario: Time To Get Stuck In!: three units leave friendly territory and fight
    Given player A's army is DESTRUCTION
    And the card:
      """
      name: Practice Dummy
      illustrative: true
      faction: Test
      move: '-'
      health: '20'
      save: 6+
      control: '1'
      keywords: [INFANTRY]
      base: 100
      weapons: []
      abilities: []
      """
    And player A's "Liberators" stand at (7, 9)
    And the "Liberators" have 1 models
    And player A's "Lord-Celestant" stand at (15, 9)
    And player A's "Battle Mage" stand at (23, 9)
    And player B's "Practice Dummy" stand at (15, 18)
    And it is the start of player A's turn
    And the dice roll 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1
    When player A picks the battle tactic "Time To Get Stuck In!" picking "Liberators", "Lord-Celestant", "Battle Mage"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Liberators" charge the "Practice Dummy"
    And player A's "Lord-Celestant" charge the "Practice Dummy"
    And player A's "Battle Mage" charge the "Practice Dummy"
    And player A ends the phase
    And player A's "Liberators" fight the "Practice Dummy"
    And player A's "Lord-Celestant" fight the "Practice Dummy"
    And player A's "Battle Mage" fight the "Practice Dummy"
    And player A ends the turn
    Then player A has completed "Time To Get Stuck In!"

  @rule:battle-tactic.order.reclaim-the-realms
  Scenario: Reclaim the Realms: a unit wholly within each quarter, more than 6" from every enemy
    Given player A's army is ORDER
    And player A's "Liberators" stand at (5, 5)
    And player A's "Hawk Riders" stand at (45, 5)
    And player A's "Crossbowmen" stand at (5, 35)
    And player A's "Lord-Celestant" stand at (50, 35)
    And it is the start of player A's turn
    When player A picks the battle tactic "Reclaim the Realms"
    And player A ends the turn
    Then player A has completed "Reclaim the Realms"

  @rule:battle-tactic.order.reclaim-the-realms
  Scenario: An enemy within 6" spoils a quarter
    Given player A's army is ORDER
    And player A's "Liberators" stand at (5, 5)
    And player A's "Hawk Riders" stand at (45, 5)
    And player A's "Crossbowmen" stand at (5, 35)
    And player A's "Lord-Celestant" stand at (35, 40)
    And it is the start of player A's turn
    When player A picks the battle tactic "Reclaim the Realms"
    And player A ends the turn
    Then player A has not completed "Reclaim the Realms"

  @rule:battle-tactic.order.slay-the-tyrants
  Scenario: Slay the Tyrants: an enemy HERO slain by a combat attack
    Given player A's army is ORDER
    And player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 1 models
    And player B's "Warlock" stand 0" east of the "Liberators"
    And the "Warlock" have 4 damage points
    And it is the start of player A's turn
    And the dice roll 6, 1
    When player A picks the battle tactic "Slay the Tyrants"
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A ends the phase
    And player A's "Liberators" fight the "Warlock"
    And player A ends the turn
    Then the "Warlock" are destroyed
    And player A has completed "Slay the Tyrants"

  @rule:core.objectives.control @rule:core.objectives.victory-points
  Scenario: The higher control score takes an objective; it scores 1 victory point at the end of the turn
    Given objective "1" at (30, 22) controlled by player B
    And player A's "Liberators" stand at (27, 20)
    And player B's "Blood Warriors" stand at (29, 24)
    And the "Blood Warriors" have 2 models
    And it is the end of player A's turn
    When player A ends the phase
    Then objective "1" is controlled by player A
    And player A has 1 victory points
    And the log shows "control" citing rule core.objectives.control

  @rule:core.objectives.control
  Scenario: An equal control score leaves the objective with its controller
    Given objective "1" at (30, 22) controlled by player B
    And player A's "Liberators" stand at (27, 20)
    And the "Liberators" have 2 models
    And player B's "Blood Warriors" stand at (29, 24)
    And the "Blood Warriors" have 2 models
    And it is the end of player A's turn
    When player A ends the phase
    Then objective "1" is controlled by player B
    And player A has 0 victory points
