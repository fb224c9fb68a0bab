Feature: Setup and the casual draft
  The first player chooses a deployment area; the players draft their teams from one pool, the second player
  first; traps, hands, the challenge track and the Champions' first hexes follow.

  @rule:setup.1 @rule:setup.2 @rule:draft.casual @rule:draft.casual.1 @rule:draft.casual.2 @rule:draft.casual.3
  @rule:draft.casual.4 @rule:draft.casual.5 @rule:draft.casual.6 @rule:draft.casual.7 @rule:draft.casual.8
  Scenario: The first player picks a deployment area; the second player drafts first, then they alternate
    Given a new game where player A is the first player
    And player A will choose "south", "Kilgore", "Dugrun", "Deryn", "Gwaien", "Tzu Xiao"
    When the game is set up
    Then player A's deployment area is "south"
    And player B's deployment area is "north"
    And player B's team is "Kilgore", "Deryn" and "Tzu Xiao"
    And player A's team is "Dugrun", "Gwaien" and "Gold'arr"
    And the log shows, in order:
      | event      | rule           |
      | draft      | draft.casual.2 |
      | draft      | draft.casual.3 |
      | draft      | draft.casual.4 |
      | draft      | draft.casual.5 |
      | draft      | draft.casual.6 |
      | draft      | draft.casual.7 |
      | draft_done | draft.casual.8 |

  @rule:setup.3 @rule:setup.5 @rule:setup.6 @rule:setup.7 @rule:setup.8
  Scenario: Each player places two traps, then draws five and may replace any of them
    Given a new game where player A is the first player
    And player A will choose "south", "Kilgore", "Dugrun", "Deryn", "Gwaien", "Tzu Xiao"
    And player A will choose "C2", "C5"
    And player B will choose "D6", "F3"
    And player A will choose "replace", "keep", "keep", "keep", "keep"
    When the game is set up
    Then 4 facedown traps are on the board
    And a facedown trap is on C2
    And a facedown trap is on F3
    And player A has 5 cards in hand
    And player B has 5 cards in hand
    And the log shows "shuffle" citing rule setup.3
    And the log shows "trap_placed" citing rule setup.6
    And the log shows "mulligan" citing rule setup.7

  @rule:setup.9 @rule:setup.10 @rule:round
  Scenario: Each player places their Champions on hexes of their deployment area; the first player's turn begins
    Given a new game where player A is the first player
    And player A will choose "south", "Kilgore", "Dugrun", "Deryn", "Gwaien", "Tzu Xiao"
    And player A will choose "C2", "C5"
    And player B will choose "D6", "F3"
    And player A will choose "keep", "keep", "keep", "keep", "keep"
    And player B will choose "keep", "keep", "keep", "keep", "keep"
    And player A will choose "I2", "I3", "I5"
    And player B will choose "A1", "A3", "A5"
    When the game is set up
    Then "Dugrun" is on I2
    And "Gold'arr" is on I5
    And "Kilgore" is on A1
    And "Tzu Xiao" is on A5
    And it is player A's turn
