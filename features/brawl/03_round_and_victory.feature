Feature: The round, Cores of Magic, out of action and victory

  @rule:concepts.cores @rule:activation
  Scenario: A card whose Core is exhausted cannot be played
    Given the arena:
      """
      A  Du  Ki  De  .   .
      I  .   .   gw  tz  go
      """
    And player A has "Anvil Stomp" in hand
    And player A's "Destruction" Core is exhausted
    When player A tries to play "Anvil Stomp"
    Then the action is refused citing rule activation

  @rule:reaction
  Scenario: A reaction cannot be played on your own turn
    Given the arena:
      """
      A  Du  Ki  De  .   .
      I  .   .   gw  tz  go
      """
    And player A has "Stand Firm" in hand
    When player A tries to play "Stand Firm"
    Then the action is refused citing rule reaction

  @rule:round.upkeep @rule:upkeep @rule:upkeep.hand
  Scenario: The Upkeep Phase readies the Cores, discards the hand and draws five
    Given the arena:
      """
      A  Du  Ki  De  .   .
      I  .   .   gw  tz  go
      """
    And player A has "Stand Firm" in hand
    And player A's "Creation" Core is exhausted
    When player A ends the turn
    Then player A's "Creation" Core is ready
    And player A's "Stand Firm" is in the discard pile
    And player A has 5 cards in hand

  @rule:out-of-action @rule:out-of-action.vp-enemy @rule:level-up
  Scenario: Taking an Enemy out of action scores 1 VP and levels the attacker up
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Gwaien" has 3 damage
    And "Gwaien" is levelled up
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then "Gwaien" is on the gate
    And "Gwaien" has 0 damage
    And "Gwaien" is on its basic side
    And player A has 1 VPs
    And "Dugrun" is levelled up

  @rule:out-of-action.vp-self @rule:trap.source
  Scenario: A Champion that takes itself out of action on a trap scores for the opponent
    Given the arena:
      """
      D  .   .   .   Du  De  .   .   .
      """
    And "Dugrun" has 8 damage
    And a facedown "damage 2" trap is on D6
    And player A has "Rally the Hold" in hand
    And player A will choose "D6", "C2"
    When player A plays "Rally the Hold"
    Then "Dugrun" is on the gate
    And player B has 1 VPs
    And player A has 0 VPs

  @rule:concepts.objective
  Scenario: The fifth VP wins at once
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Gwaien" has 5 damage
    And player A has 4 VPs
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then player A wins

  @rule:out-of-action.simultaneous
  Scenario: Both players reach 5 VPs from one card: the player who did not play it wins
    Given the arena:
      """
      C  .   .   .   De  .   .   .
      D  .   .   .   Du  gw  .   .   .
      """
    And "Gwaien" has 5 damage
    And "Deryn" has 5 damage
    And player A has 4 VPs
    And player B has 4 VPs
    And player A has "Anvil Stomp" in hand
    And player A will choose "yes"
    When player A plays "Anvil Stomp"
    Then player B wins
