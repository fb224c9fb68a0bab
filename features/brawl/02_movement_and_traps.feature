Feature: Movement, displacement and traps

  @rule:keyword.push @rule:displacement.root
  Scenario: A rooted target is not moved and the whole push becomes damage
    Given the arena:
      """
      D  .   .   .   Du  ki  .   .   .
      """
    And "Kilgore" is rooted
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then "Kilgore" is on D5
    And "Kilgore" has 5 damage

  @rule:keyword.pull
  Scenario: Chain Yank pulls the target 2 hexes towards Kilgore
    Given the arena:
      """
      D  Ki  .   .   gw  .   .   .   .
      """
    And player A has "Chain Yank" in hand
    And player A will choose "yes"
    When player A plays "Chain Yank"
    Then the arena is:
      """
      D  Ki  gw  .   .   .   .   .   .
      """

  @rule:keyword.fear
  Scenario: Fear makes the target dash as far as it can, away from the source, where its controller chooses
    Given the arena:
      """
      D  .   .   .   Ki  gw  .   .   .
      """
    And player A has "Terrifying Roar" in hand
    And player A will choose "yes", "D7"
    When player A plays "Terrifying Roar"
    Then "Gwaien" is on D7

  @rule:trap.trigger @rule:trap.replace @rule:trap.effect.root
  Scenario: A Champion entering a trap's hex triggers it, and a new trap is placed on another trap hex
    Given the arena:
      """
      D  .   .   .   Du  De  .   .   .
      """
    And a facedown "root" trap is on D6
    And the trap supply is "stun"
    And player A has "Rally the Hold" in hand
    And player A will choose "D6", "C2", "no"
    When player A plays "Rally the Hold"
    Then "Dugrun" is on D6
    And "Dugrun" is rooted
    And no trap is on D6
    And a facedown trap is on C2

  @rule:out-of-action.return
  Scenario: An out of action Champion cannot be activated with a card without movement
    Given the arena:
      """
      D  .   .   .   .   gw  .   .   .
      """
    And player A's "Deryn" is on the gate
    And player A has "Volley" in hand
    When player A tries to play "Volley"
    Then the action is refused citing rule out-of-action.return

  @rule:out-of-action.return
  Scenario: An out of action Champion comes back through its deployment area
    Given the arena:
      """
      D  .   .   .   .   gw  .   .   .
      """
    And player A's "Deryn" is on the gate
    And player A has "Longshot" in hand
    And player A will choose "A3", "no"
    When player A plays "Longshot"
    Then "Deryn" is on A3
