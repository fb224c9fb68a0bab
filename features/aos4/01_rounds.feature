Feature: Battle rounds, the priority roll and command points
  Each battle round begins with the priority roll; the winner chooses who takes the first turn. Going first after
  going second is a double turn, and, unless behind by 6 or more victory points, seizing the initiative. Then both
  players gain command points.

  @rule:core.round.priority-roll @rule:command-points
  Scenario: The priority roll's winner takes the first turn; both players gain 4 command points
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's deployment phase
    And the dice roll 3, 5
    When the deployment phase ends
    Then player B takes the first turn
    And it is the start of player B's turn
    And it is battle round 1
    And player A has 4 command points
    And player B has 4 command points
    And the log shows "priority" citing rule core.round.priority-roll

  @rule:core.round.priority-roll
  Scenario: A tied priority roll is rolled again
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's deployment phase
    And the dice roll 4, 4, 6, 2
    When the deployment phase ends
    Then player A takes the first turn
    And the log shows "priority tie" citing rule core.round.priority-roll

  @rule:core.round.priority-roll
  Scenario: The winner may choose to take the second turn
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's deployment phase
    And player A will choose "second"
    And the dice roll 6, 2
    When the deployment phase ends
    Then player B takes the first turn

  @rule:command-points
  Scenario: Fewer auxiliary units and an army 50 points under the limit each give 1 more command point
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player B has 1 auxiliary units
    And player A's army costs 1950 points of 2000
    And player B's army costs 1960 points of 2000
    And it is player A's deployment phase
    And the dice roll 6, 2
    When the deployment phase ends
    Then player A has 6 command points
    And player B has 4 command points

  @rule:command-points @rule:core.round.battle-rounds
  Scenario: After both turns the next battle round begins; the player with fewer victory points is the underdog
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    And player A has 3 victory points
    And player A has 2 command points
    And the dice roll 6, 2
    When player B ends the phase
    Then it is battle round 2
    And player A takes the first turn
    And player A has 4 command points
    And player B has 5 command points
    And the log shows "command points" citing rule command-points

  @rule:priority-roll.double-turn @rule:priority-roll.seize-initiative
  Scenario: Going second, then first: a double turn, and the initiative seized
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    And the dice roll 2, 6
    When player B ends the phase
    Then player B takes the first turn
    And player B took a double turn
    And player B has seized the initiative
    And it is the start of player B's turn

  @rule:priority-roll.seize-initiative @rule:command-points
  Scenario: Once the initiative was seized, the underdog is always the seizer's opponent
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    And player A has 5 victory points
    And the dice roll 2, 6
    When player B ends the phase
    Then player B has seized the initiative
    And player A has 5 command points
    And player B has 4 command points

  @rule:priority-roll.seize-initiative @rule:priority-roll.double-turn
  Scenario: A double turn while behind by 6 or more victory points does not seize the initiative
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    And player A has 6 victory points
    And the dice roll 2, 6
    When player B ends the phase
    Then player B took a double turn
    And nobody has seized the initiative
    And player B has 5 command points

  @rule:core.round.turn
  Scenario: The phases of a turn follow one another
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's hero phase
    When player A ends the phase
    Then it is player A's movement phase

  @rule:core.round.turn
  Scenario: After the end of the first player's turn, the other player's turn starts
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is the end of player A's turn
    When player A ends the phase
    Then it is the start of player B's turn
    And it is battle round 1

  @rule:core.round.turn
  Scenario: Only the player whose turn it is ends its phases
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's shooting phase
    When player B tries to end the phase
    Then the action is refused citing rule core.round.turn

  @rule:core.round.battle-rounds @rule:core.objectives.victory-points
  Scenario: After the fifth battle round the player with more victory points wins
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is battle round 5
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    And player A has 7 victory points
    And player B has 5 victory points
    When player B ends the phase
    Then player A wins the battle

  @rule:core.round.battle-rounds
  Scenario: Equal victory points after the fifth battle round: a draw
    Given player A's "Liberators" stand at (10, 10)
    And player B's "Blood Warriors" stand at (10, 30)
    And it is battle round 5
    And player A took the first turn of this battle round
    And it is the end of player B's turn
    When player B ends the phase
    Then the battle is a draw

  @rule:core.round.ability-timing
  Scenario: An ability is used only in the phase it names
    Given player A's "Liberators" stand at (10, 10)
    And the "Liberators" have 3 models of 5
    And player B's "Blood Warriors" stand at (10, 30)
    And it is player A's movement phase
    And player A has 2 command points
    When player A tries to use "Rally" with the "Liberators"
    Then the action is refused citing rule core.round.ability-timing
