Feature: Reactions and traps

  @rule:concepts.away @rule:reaction
  Scenario: Tumble Away moves the target away from the attacker; the declared attack still hits it
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player B's "Deryn" is on the gate
    And player B has "Tumble Away" in hand
    And player A will choose "stay", "yes", "Tumble Away on Gwaien", "D7"
    When player A plays "Shield Bash"
    Then "Gwaien" is on D8
    And "Gwaien" has 5 damage

  @rule:attack.step.8 @rule:attack.defence @rule:reaction.once
  Scenario: Stone Skin's defence stops the damage and its post-attack push moves the attacker
    Given the arena:
      """
      D  .   .   .   Ki  du  .   .   .
      """
    And player A has "Two-Fisted Pummel" in hand
    And player B has "Stone Skin" and "Stand Firm" in hand
    And player A will choose "stay", "yes", "Stone Skin on Dugrun"
    When player A plays "Two-Fisted Pummel"
    Then "Dugrun" has 0 damage
    And "Kilgore" is on D3
    And the log shows 1 "reaction" events

  @rule:trap.source @rule:trap.effect.damage
  Scenario: A trap the attack pushed the target into deals damage for the attacker
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And a facedown "damage 2" trap is on D6
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes", "C2"
    When player A plays "Shield Bash"
    Then "Gwaien" is on the gate
    And player A has 1 VPs
    And "Dugrun" is levelled up

  @rule:trap.effect.stun
  Scenario: A stun trap makes its Champion's controller discard a card of that Champion
    Given the arena:
      """
      D  .   .   .   Du  De  .   .   .
      """
    And a facedown "stun" trap is on D6
    And player A has "Rally the Hold" and "Stand Firm" in hand
    And player A will choose "D6", "C2", "no"
    When player A plays "Rally the Hold"
    Then player A's "Stand Firm" is in the discard pile

  @rule:round @rule:round.activation @rule:advance @rule:round.scoreboard
  Scenario: After both players' turns the round ends and the first player's turn comes again
    Given the arena:
      """
      A  Du  Ki  De  .   .
      I  .   .   gw  tz  go
      """
    When player A ends the turn
    And player B ends the turn
    Then it is player A's turn
    And the log shows "advance" citing rule advance
