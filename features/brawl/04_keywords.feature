Feature: Keywords
  Jump, Swoop, Dash, Force, Heal, Draw, Plan, Place, Stun, Root, Lifesteal, Bloodied and control of an area.

  @rule:keyword.jump @rule:attack.step.2 @rule:attack.pre-post @rule:targeting.melee
  Scenario: Flying Kick jumps over an Enemy before the attack
    Given the arena:
      """
      D  Tz  du  .   .   gw  .   .   .
      """
    And player A has "Flying Kick" in hand
    And player A will choose "D4", "yes"
    When player A plays "Flying Kick"
    Then "Tzu Xiao" is on D4
    And "Gwaien" has 3 damage

  @rule:keyword.stun
  Scenario: A stunned Champion's controller discards a card of that Champion
    Given the arena:
      """
      D  .   .   .   Tz  gw  .   .   .
      """
    And player A has "Flying Kick" in hand
    And player B has "Sanctuary" in hand
    And player A will choose "stay", "yes", "no"
    When player A plays "Flying Kick"
    Then player B's "Sanctuary" is in the discard pile
    And the log shows "discard" citing rule keyword.stun

  @rule:keyword.swoop
  Scenario: A swoop passes statues and traps in its hex row without triggering them
    Given the arena:
      """
      E  Tz  S   .   .   S   .   .   S   .
      """
    And a facedown "damage 3" trap is on E3
    And player A has "Crane Glide" in hand
    And player A will choose "yes", "E4"
    When player A plays "Crane Glide"
    Then "Tzu Xiao" is on E4
    And "Tzu Xiao" has 0 damage
    And a facedown trap is on E3

  @rule:keyword.dash @rule:attack.step.9
  Scenario: Gilded Charge dashes along the hex row, attacks, and pushes
    Given the arena:
      """
      D  Go  .   .   .   gw  .   .   .
      """
    And player A has "Gilded Charge" in hand
    And player A will choose "D4", "yes"
    When player A plays "Gilded Charge"
    Then the arena is:
      """
      D  .   .   .   Go  .   gw  .   .
      """
    And "Gwaien" has 3 damage

  @rule:keyword.force @rule:skill.step.3 @rule:skill.step.4 @rule:reaction.skill
  Scenario: Force lets the player move the target, and no reaction answers a skill
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Hook and Haul" in hand
    And player B has "Sanctuary" in hand
    And player A will choose "stay", "yes", "D7"
    When player A plays "Hook and Haul"
    Then "Gwaien" is on D7
    And the log shows no "reaction"

  @rule:keyword.heal @rule:concepts.allies @rule:skill.step.1
  Scenario: Rally the Hold heals Dugrun 2 and each adjacent Ally 1, not Dugrun again
    Given the arena:
      """
      D  .   .   .   Du  De  .   .   .
      """
    And "Dugrun" has 3 damage
    And "Deryn" has 2 damage
    And player A has "Rally the Hold" in hand
    And player A will choose "stay", "yes"
    When player A plays "Rally the Hold"
    Then "Dugrun" has 1 damage
    And "Deryn" has 1 damage

  @rule:keyword.bloodied @rule:keyword.draw
  Scenario: A Bloodied Kilgore heals 3 with Second Wind, then draws
    Given the arena:
      """
      D  .   .   .   Ki  .   .   .   .
      """
    And "Kilgore" has 5 damage
    And player A has "Second Wind" in hand
    And player A will choose "stay", "yes", "1"
    When player A plays "Second Wind"
    Then "Kilgore" has 2 damage
    And player A has 1 cards in hand

  @rule:keyword.bloodied
  Scenario: Kilgore with more than half his hitpoints left is not Bloodied
    Given the arena:
      """
      D  .   .   .   Ki  .   .   .   .
      """
    And "Kilgore" has 3 damage
    And player A has "Second Wind" in hand
    And player A will choose "stay", "yes", "0"
    When player A plays "Second Wind"
    Then "Kilgore" has 3 damage
    And player A has 0 cards in hand

  @rule:concepts.drawing
  Scenario: Drawing from an empty deck shuffles the discard pile into a new deck
    Given the arena:
      """
      D  .   .   .   Ki  .   .   .   .
      """
    And player A has "Second Wind" in hand
    And player A has "Chain Yank" in the discard pile
    And player A's deck is empty
    And player A will choose "stay", "yes", "1"
    When player A plays "Second Wind"
    Then player A has "Chain Yank" in hand
    And the log shows "shuffle" citing rule concepts.drawing

  @rule:keyword.plan
  Scenario: Plan puts a card from hand on top of the deck, and the draw takes it back
    Given the arena:
      """
      D  .   .   .   De  .   .   .   .
      """
    And player A has "Read the Field", "Longshot" and "Volley" in hand
    And player A will choose "stay", "yes", "Volley", "stop", "1"
    When player A plays "Read the Field"
    Then player A has "Volley" in hand
    And player A has 2 cards in hand
    And the log shows "plan" citing rule keyword.plan

  @rule:keyword.place @rule:activation.place @rule:keyword.root @rule:targeting.indirect
  Scenario: A rooted Champion can still be placed
    Given the arena:
      """
      D  Tz  .   .   gw  .   .   .   .
      """
    And "Tzu Xiao" is rooted
    And player A has "Step Through" in hand
    And player A will choose "yes", "D5"
    When player A plays "Step Through"
    Then "Tzu Xiao" is on D5

  @rule:keyword.root @rule:activation.movement
  Scenario: A rooted Champion does not move with its card's movement
    Given the arena:
      """
      D  .   .   .   Du  .   .   .   .
      """
    And "Dugrun" is rooted
    And player A has "Rally the Hold" in hand
    And player A will choose "no"
    When player A plays "Rally the Hold"
    Then "Dugrun" is on D4

  @rule:keyword.lifesteal
  Scenario: Lifesteal heals the attacker as much as the attack damage
    Given the arena:
      """
      D  .   .   .   Ki  gw  .   .   .
      """
    And "Kilgore" has 4 damage
    And player A has "Blood Feast" in hand
    And player A will choose "stay", "yes"
    When player A plays "Blood Feast"
    Then "Gwaien" has 3 damage
    And "Kilgore" has 1 damage

  @rule:keyword.control
  Scenario: Controlling the Destruction area adds Venom Fang's strength bonus
    Given the arena:
      """
      D  .   .   .   Go  gw  .   .   .
      E  .   S   .   Ki  S   .   .   S   .
      """
    And player A has "Venom Fang" in hand
    And player A will choose "stay", "yes"
    When player A plays "Venom Fang"
    Then "Gwaien" has 5 damage

  @rule:targeting.indirect @rule:keyword.poison
  Scenario: An indirect shot passes a statue; its poison follows the damage
    Given the arena:
      """
      E  .   S   .   De  S   gw  .   S   .
      """
    And player A has "Volley" in hand
    And player A will choose "yes"
    When player A plays "Volley"
    Then "Gwaien" has 3 damage
