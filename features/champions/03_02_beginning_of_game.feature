Feature: 3.2 Beginning of game procedure
  Blessings and decks are shuffled, Champions placed 1-2-2-2-1, health is 30 plus modifiers, hands 4 and 5.

  Background:
    Given player A brings the deck:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    And player B brings the deck:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """

  @rule:3.2.1.1 @rule:3.2.1.2
  Scenario: The player chosen to go first goes first in placement and in the game
    When the game is set up with player B going first
    Then the champions were placed in the order B, A, A, B, B, A, A, B
    And it is player B's turn

  @rule:3.2.1.3 @rule:3.1.4b
  Scenario: One face-down Blessing is placed in each column
    When the game is set up with player A going first
    Then player A has 4 face-down Blessings under their champions
    And player B has 4 face-down Blessings under their champions

  @rule:3.2.1.4 @rule:3.1.1a
  Scenario: The deck of Action cards is shuffled and placed face down
    When the game is set up with player A going first
    Then the log shows "shuffle" citing rule 3.2.1.4
    And player A has 26 cards in deck
    And player A's deck is not in the order it was brought in
    And player B's deck is not in the order it was brought in
    And player B cannot see the order of player A's deck

  @rule:3.2.2.1 @rule:3.2.2.2 @rule:3.2.2.3 @rule:3.2.2.4 @rule:3.2.2.5 @rule:3.2.2.6
  Scenario: Champions are placed 1-2-2-2-1, starting with the first player
    When the game is set up with player A going first
    Then the champions were placed in the order A, B, B, A, A, B, B, A
    And player A has 4 champions on the battlefield
    And player B has 4 champions on the battlefield

  @rule:3.2.2.7 @rule:2.13.1
  Scenario: Starting health is 30 plus the Champions' health modifiers
    When the game is set up with player A going first
    Then player A has 32 health
    And player B has 32 health

  @rule:3.2.2.7
  Scenario: Starting health is at most 35
    Given the card:
      """
      {name: Mighty Champion, category: Champion, class: Warrior, cost: 5, health: 4,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability]}
      """
    And player A brings the deck:
      """
      champions: [Mighty Champion, Mighty Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    When the game is set up with player A going first
    Then player A has 35 health

  @rule:3.2.3.1 @rule:3.2.3.2
  Scenario: The first player draws 4 cards, the second player 5
    When the game is set up with player A going first
    Then player A has 4 cards in hand
    And player B has 5 cards in hand
