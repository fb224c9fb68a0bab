Feature: Activations, attack and skill steps, standard actions, challenges and the competitive draft

  @rule:activation.champions
  Scenario: A Champion activated twice in one turn with two Cores; each card resolves before the next is played
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Dugrun" has 3 damage
    And player A has "Shield Bash" and "Rally the Hold" in hand
    And player A will choose "stay", "yes", "stay", "yes"
    When player A plays "Shield Bash"
    Then "Gwaien" has 4 damage
    And the log shows "resolved" citing rule activation.champions
    When player A plays "Rally the Hold"
    Then "Dugrun" has 1 damage
    And player A's "Destruction" Core is exhausted
    And player A's "Creation" Core is exhausted
    And the log shows "resolved" citing rule activation.champions

  @rule:attack.step.1
  Scenario: The attacker uses as much of the card's movement as it chooses
    Two-Fisted Pummel has Move 2; Kilgore moves only 1 hex, next to Dugrun, and attacks twice (Double).
    Given the arena:
      """
      D  .   .   Ki  .   du  .   .   .
      """
    And player A has "Two-Fisted Pummel" in hand
    And player A will choose "D4", "yes"
    When player A plays "Two-Fisted Pummel"
    Then "Kilgore" is on D4
    And "Dugrun" has 2 damage

  @rule:attack @rule:attack.step.4 @rule:attack.damage
  Scenario: The attacker declares one of two eligible targets; poison is dealt in the attack damage step
    Given the arena:
      """
      D  De  .   du  .   gw  .   .   .
      """
    And player A has "Volley" in hand
    And player A will choose "yes", "Gwaien"
    When player A plays "Volley"
    Then "Gwaien" has 3 damage
    And "Dugrun" has 0 damage
    And the log shows, in order:
      | event         | rule            |
      | attack_damage | attack.step.6   |
      | damage        | attack.damage   |
      | damage        | keyword.poison  |

  @rule:targeting
  Scenario: An Enemy closer than the minimum range is not an eligible target
    Longshot's range is 2-5: Dugrun, adjacent, cannot be targeted; Gwaien, 2 hexes away, can.
    Given the arena:
      """
      B  .   .   gw  .   .   .
      D  .   .   De  du  .   .   .   .
      """
    And player A has "Longshot" in hand
    And player A will choose "stay", "yes"
    When player A plays "Longshot"
    Then "Gwaien" has 4 damage
    And "Dugrun" has 0 damage

  @rule:attack.zero @rule:keyword.draw
  Scenario: A keyword with a value may be resolved choosing 0
    Given the arena:
      """
      D  .   .   .   Ki  .   gw  .   .
      """
    And player A has "Second Wind" in hand
    And player A will choose "stay", "yes", "0"
    When player A plays "Second Wind"
    Then player A has 0 cards in hand

  @rule:skill.step.2
  Scenario: Choosing not to use the skill ends the activation at once
    Given the arena:
      """
      D  .   .   .   Du  .   gw  .   .
      """
    And "Dugrun" has 3 damage
    And player A has "Rally the Hold" in hand
    And player A will choose "stay", "no"
    When player A plays "Rally the Hold"
    Then "Dugrun" has 3 damage
    And the log shows "no_skill" citing rule skill.step.2

  @rule:skill @rule:skill.step
  Scenario: A skill with targeting: move, use it, declare the target, resolve the text box
    Mending Light targets an Ally within an indirect range of 3 and heals it.
    Given the arena:
      """
      D  .   Gw  .   Du  .   .   ki  .
      """
    And "Dugrun" has 4 damage
    And player A has "Mending Light" in hand
    And player A will choose "stay", "yes"
    When player A plays "Mending Light"
    Then "Dugrun" has 1 damage
    And the log shows "heal" citing rule keyword.heal

  @rule:out-of-action.gate
  Scenario: A Champion on the gate can be neither targeted nor affected
    Given the arena:
      """
      D  .   .   .   Ki  .   .   .   .
      """
    And player B's "Gwaien" is on the gate
    And player A has "Chain Yank" in hand
    And player A will choose "yes"
    When player A plays "Chain Yank"
    Then the log shows "no_attack" citing rule targeting
    And "Gwaien" is on the gate
    And "Gwaien" has 0 damage

  @rule:displacement @rule:hex-row
  Scenario: A push that cannot happen (the attacker is in no hex row of the pusher) causes no damage
    Deryn's Volley hits Dugrun from 3 hexes off any of his hex rows; Stone Skin's Push 1 on her is negated, and so is
    the damage a blocked push would cause.
    Given the arena:
      """
      E  .   S   .   du  S   .   .   S   .
      F  De  .   .   .   .   .   .   .
      """
    And player A has "Volley" in hand
    And player B has "Stone Skin" in hand
    And player A will choose "yes"
    And player B will choose "Stone Skin on Dugrun"
    When player A plays "Volley"
    Then "Deryn" is on F1
    And "Deryn" has 0 damage
    And the log shows "ignored" citing rule keyword.push

  @rule:standard-action
  Scenario: A standard action activates a Champion without an action card, paid by discarding a card
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Stand Firm" in hand
    And player A will choose "yes"
    When player A uses the standard action "Strike" with "Dugrun", discarding "Stand Firm"
    Then "Gwaien" has 2 damage
    And player A's "Stand Firm" is in the discard pile
    And player A's "Creation" Core is ready
    And player A's "Destruction" Core is ready

  @rule:standard-action.once
  Scenario: Each standard action is used at most once per Activation Phase
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Stand Firm" and "Shield Bash" in hand
    And player A has used the standard action "Strike" this turn
    When player A tries to use the standard action "Strike" with "Dugrun", discarding "Stand Firm"
    Then the action is refused citing rule standard-action.once

  @rule:scoreboard @rule:round.scoreboard @rule:advance
  Scenario: At the start of their turn a player scores each challenge they fulfil, by its slot, and discards it
    Dugrun and Kilgore hold the Creation area (around Esmae's Statue). When player B's turn ends the track
    advances: "Hold the Forge of Creation" moves to the 2 VP slot and player A scores it; "Storm the Gates",
    which player A does not fulfil, stays.
    Given the arena:
      """
      D  Du  Ki  .   .   .   .   gw  .
      """
    And "Storm the Gates" is in slot 2 of the challenge track
    And "Hold the Forge of Creation" is in slot 3 of the challenge track
    And it is player B's turn
    When player B ends the turn
    Then player A has 2 VPs
    And "Hold the Forge of Creation" is in the challenge discard pile
    And the challenge track is:
      | slot | VP | card            |
      | 1    | 0  | any             |
      | 2    | 1  | -               |
      | 3    | 1  | Storm the Gates |
      | 4    | 2  | -               |
      | 5    | 3  | -               |

  @rule:scoreboard
  Scenario: A challenge in the Cannot be Scored slot is not scored
    Player B holds the Creation area when their turn begins, but the challenge asking for it cannot be scored yet.
    Given the arena:
      """
      D  du  ki  .   .   .   .   Gw  .
      """
    And "Hold the Forge of Creation" is in slot 1 of the challenge track
    When player A ends the turn
    Then it is player B's turn
    And player B has 0 VPs
    And the challenge track is:
      | slot | VP | card                       |
      | 1    | 0  | Hold the Forge of Creation |
      | 2    | 1  | -                          |
      | 3    | 1  | -                          |
      | 4    | 2  | -                          |
      | 5    | 3  | -                          |

  @rule:draft.competitive @rule:draft.competitive.1 @rule:draft.competitive.2 @rule:draft.competitive.3
  @rule:draft.competitive.4 @rule:draft.competitive.5 @rule:draft.competitive.6 @rule:draft.competitive.7
  @rule:draft.competitive.8 @rule:draft.competitive.9 @rule:draft.competitive.10
  Scenario: The competitive draft: five each, one banned by the opponent, then first and second draft in turn
    Both players brought Dugrun and Kilgore: each plays their own copy.
    Given a new game with the competitive draft where player A is the first player
    And player A will choose "south"
    And player A will choose "Dugrun", "Kilgore", "Deryn", "Tzu Xiao", "Gold'arr"
    And player B will choose "Gwaien", "Dugrun", "Kilgore", "Deryn", "Tzu Xiao"
    And player A will choose "Gwaien"
    And player B will choose "Gold'arr"
    And player A will choose "Dugrun"
    And player B will choose "Dugrun"
    And player A will choose "Kilgore"
    And player B will choose "Deryn"
    And player A will choose "Tzu Xiao"
    And player B will choose "Kilgore"
    When the game is set up
    Then player A's team is "Dugrun", "Kilgore" and "Tzu Xiao"
    And player B's team is "Dugrun (B)", "Deryn" and "Kilgore (B)"
    And "Gwaien" was not offered to player B
    And "Gold'arr" was not offered to player A
    And the log shows, in order:
      | event      | rule                 |
      | roster     | draft.competitive.1  |
      | roster     | draft.competitive.1  |
      | ban        | draft.competitive.2  |
      | ban        | draft.competitive.3  |
      | draft      | draft.competitive.4  |
      | draft      | draft.competitive.5  |
      | draft      | draft.competitive.6  |
      | draft      | draft.competitive.7  |
      | draft      | draft.competitive.8  |
      | draft      | draft.competitive.9  |
      | draft_done | draft.competitive.10 |
