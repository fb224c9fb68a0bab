Feature: The box, the basic concepts, and what the engine plays with
  What the box holds (the cards' pictures are lost: the Champions' stats, action cards, challenges and standard
  actions are ours, illustrative), and the concepts every ruling leans on.

  @rule:components.boards
  Scenario: Each Champion card has a basic front and a levelled-up back; the side that is up gives the stats
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Dugrun" is levelled up
    Then the box holds 6 Champion cards
    And each Champion card has a basic side and a levelled-up side
    And "Dugrun" has defence 3
    And "Gwaien" has defence 0

  @rule:components.action-cards @rule:concepts.cores
  Scenario: Six action cards a Champion, each exhausting one of the three Cores of Magic
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then the box holds 36 action cards
    And each Champion has 6 action cards
    And player A's "Destruction" Core is exhausted
    And player A's "Creation" Core is ready

  @rule:components.challenges @rule:setup.4
  Scenario: Eleven challenge cards; one starts in the leftmost 1 VP slot, another in the Cannot be Scored slot
    Given a new game where player A is the first player
    When the game is set up
    Then the box holds 11 challenge cards
    And the challenge track is:
      | slot | VP | card |
      | 1    | 0  | any  |
      | 2    | 1  | any  |
      | 3    | 1  | -    |
      | 4    | 2  | -    |
      | 5    | 3  | -    |
    And the log shows "challenge" citing rule setup.4

  @rule:components.traps
  Scenario: Twelve trap tokens: 2 stun, 2 root, 2 of 1 damage, 4 of 2 damage, 2 of 3 damage
    Given a new game where player A is the first player
    When the game is set up
    Then the box holds 12 trap tokens
    And the trap tokens are 2 "stun"
    And the trap tokens are 2 "root"
    And the trap tokens are 2 "damage 1"
    And the trap tokens are 4 "damage 2"
    And the trap tokens are 2 "damage 3"
    And 4 facedown traps are on the board

  @rule:components.tokens
  Scenario: Damage and VP tokens count what Champions suffer and players score; the first player holds the token
    The tokens are counters: what the box holds (20 damage, 13 VP) is never a limit here (ours). In Super Team
    Tornado the team that plays first places the first player token with the player it chooses.
    Given a new game of Super Team Tornado where the team of player C plays first
    And player C will choose "C"
    When the game is set up
    Then the box holds 20 damage tokens
    And the box holds 13 VP tokens
    And player C holds the first player token

  @rule:concepts.information
  Scenario: A hand is hidden from the opponent; discard piles and both sides of the Champion cards are open
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player A has "Stand Firm" in the discard pile
    Then player B sees player A's hand as a count
    And player A sees player A's hand
    And player B sees player A's discard pile
    And player B sees both sides of every Champion card

  @rule:concepts.strength-damage @rule:defence
  Scenario: Strength is measured against defence; damage is dealt ignoring it
    Gold'arr's defence 1 and Scales Like Coins' +2 take 3 off Shield Bash's strength 4; the 1 damage Scales Like
    Coins deals to the attacker ignores Dugrun's defence 2.
    Given the arena:
      """
      D  .   .   .   Du  go  .   .   .
      """
    And player A has "Shield Bash" in hand
    And player B has "Scales Like Coins" in hand
    And player A will choose "stay", "yes"
    And player B will choose "Scales Like Coins on Gold'arr"
    When player A plays "Shield Bash"
    Then "Gold'arr" has 1 damage
    And "Dugrun" has 1 damage
    And the log shows "attack_damage" citing rule attack.defence

  @rule:hitpoints
  Scenario: A Champion stays in the arena while its damage is below its hitpoints
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Gwaien" has 1 damage
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then "Gwaien" has 5 damage
    And "Gwaien" is on D7

  @rule:hitpoints @rule:out-of-action
  Scenario: Damage reaching the hitpoints takes the Champion out of action
    Given the arena:
      """
      D  .   .   .   Du  gw  .   .   .
      """
    And "Gwaien" has 2 damage
    And player A has "Shield Bash" in hand
    And player A will choose "stay", "yes"
    When player A plays "Shield Bash"
    Then "Gwaien" is on the gate
    And "Gwaien" has 0 damage

  @rule:concepts.first-rule @rule:keyword.jump
  Scenario: A card beats the rules: Flying Kick's Jump passes the statue that blocks movement
    Tzu Xiao stands west of Esmae's Statue (E2); Jump 3 lands her beyond it, next to Kilgore.
    Given the arena:
      """
      E  Tz  S   .   ki  S   .   .   S   .
      """
    And player A has "Flying Kick" in hand
    And player A will choose "E3", "yes"
    When player A plays "Flying Kick"
    Then "Tzu Xiao" is on E3
    And "Kilgore" has 2 damage

  @rule:concepts.towards
  Scenario: Moving towards a Champion ends closer to it than before
    Gravity Well targets Kilgore; Dugrun, within 2 hexes of Gwaien, moves 1 towards him.
    Given the arena:
      """
      D  Gw  Du  .   .   ki  .   .   .
      """
    And player A has "Gravity Well" in hand
    And player A will choose "yes"
    When player A plays "Gravity Well"
    Then "Dugrun" is on D3

  @rule:concepts.towards
  Scenario: A Champion that cannot end closer does not move at all
    Gravity Well targets Kilgore. Deryn, next to Gwaien, moves 1 towards him; Dugrun, on E1, could only get closer
    on D1, where Gwaien stands (Esmae's Statue is on E2), so he stays.
    Given the arena:
      """
      C  de  .   .   .   .   .   .
      D  Gw  .   .   ki  .   .   .   .
      E  Du  S   .   .   S   .   .   S   .
      """
    And player A has "Gravity Well" in hand
    And player A will choose "yes", "Kilgore", "C2"
    When player A plays "Gravity Well"
    Then "Deryn" is on C2
    And "Dugrun" is on E1
