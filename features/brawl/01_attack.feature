Feature: Attacks
  An attack card: the card's movement, pre-attack abilities, whether to attack, targets, the opponent's one
  reaction, defence, damage (Double, Lifesteal, Poison), the reaction's and the card's post-attack abilities.

  @rule:attack.step.6 @rule:attack.step.7 @rule:attack.step.9 @rule:keyword.push
  Scenario: Shield Bash deals its strength less the defence, then pushes the target 2 hexes along the row
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then "Gwaien" has 4 damage
    And the arena is:
      """
      D  .   .   .   Du  .   .   gw  .
      """
    And player A's "Shield Bash" is in the discard pile
    And player A's "Destruction" Core is exhausted

  @rule:attack.step.3
  Scenario: A player who chooses not to attack ends the activation
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "no"
    When player A plays "Shield Bash"
    Then "Gwaien" has 0 damage
    And the log shows "no_attack" citing rule attack.step.3

  @rule:attack.step.5 @rule:attack.reaction-window @rule:reaction.target
  Scenario: The opponent's reaction adds its defence modifier to the target's defence
    Given the arena:
      """
      D  .   .   .   Du  ki  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player B has "Shrug It Off" in hand
    And player A will choose "stay", "yes", "Shrug It Off on Kilgore"
    When player A plays "Shield Bash"
    Then "Kilgore" has 2 damage
    And player B's "Creation" Core is exhausted
    And the log shows "reaction" citing rule attack.reaction-window

  @rule:keyword.double
  Scenario: Double resolves the attack damage step a second time
    Given the arena:
      """
      D  .   .   .   Ki  du  .   .   .
      """
    And player A has "Two-Fisted Pummel" in hand
    And player A will choose "stay", "yes"
    When player A plays "Two-Fisted Pummel"
    Then "Dugrun" has 2 damage
    And the log shows "double" citing rule keyword.double

  @rule:keyword.poison
  Scenario: Poison deals more damage only when the attack dealt some
    Given the arena:
      """
      D  .   .   .   Go  du  .   .   .
      """
    And player A has "Venom Fang" in hand
    And player A will choose "stay", "yes"
    When player A plays "Venom Fang"
    Then "Dugrun" has 0 damage

  @rule:targeting.direct
  Scenario: A direct shot cannot pass a Champion in the hex row
    Given the arena:
      """
      D  De  .   Ki  .   gw  .   .   .
      """
    And player A has "Longshot" in hand
    And player A will choose "stay", "yes"
    When player A plays "Longshot"
    Then "Gwaien" has 0 damage
    And the log shows "no_attack" citing rule attack.step.4

  @rule:targeting.aoe @rule:concepts.targeting
  Scenario: An AoE attack hits every Champion in its hexes, Allies included
    Given the arena:
      """
      C  .   .   .   De  .   .   .
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Anvil Stomp" in hand
    And player A will choose "yes"
    When player A plays "Anvil Stomp"
    Then "Gwaien" has 3 damage
    And "Deryn" has 3 damage
    And "Gwaien" is rooted
