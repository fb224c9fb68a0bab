Feature: Card types: attachments, quests, developments (core.cards.*, the FAQ's card-types.*)
  An attachment is a support with the Attachment trait, attached to a target in play as it enters play. A quest is
  played in the quest zone; one unit may quest on it, and resource tokens stay on it only while one does.

  Background:
    Given it is player A's capital phase
    And player A's capital is Empire
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Banner
      type: Support
      race: Empire
      cost: 1
      loyalty: 1
      power: 0
      traits: Attachment.
      text: Attach to a target unit.
      """
    And the card:
      """
      name: Test Drill Sergeant
      type: Support
      race: Empire
      cost: 0
      loyalty: 0
      power: 0
      traits: Attachment.
      text: Attach to a target unit in your battlefield.
      """
    And the card:
      """
      name: Test Oath
      type: Support
      race: Empire
      cost: 0
      loyalty: 0
      power: 0
      traits: Attachment.
      text: Attach to a target unit you control.
      """

  @rule:core.cards.attachment @rule:card-types.attachments @rule:core.cards.cost
  Scenario: An attachment is played onto a unit in play, paying its cost; it goes to its owner's discard pile when the unit leaves play
    Given player A has 1 resources
    And player A has "Test Banner" in hand
    And player A has "Drill Empire Militia" in their kingdom
    When player A attaches "Test Banner" to player A's "Drill Empire Militia"
    Then "Test Banner" is attached to "Drill Empire Militia"
    And player A has 0 resources
    When an effect of player B destroys player A's "Drill Empire Militia"
    Then player A has "Test Banner" in their discard pile
    And player A has "Drill Empire Militia" in their discard pile

  @rule:card-types.attachments @rule:core.capital.race-symbol
  Scenario: An attachment may go on an opponent's unit; its player controls it and gains its loyalty
    Given the card:
      """
      name: Loyal Test Knights
      type: Unit
      race: Empire
      cost: 3
      loyalty: 3
      power: 1
      health: 2
      """
    And player A has 2 resources
    And player A has "Test Banner" in hand
    And player B has "Drill Orc Boyz" in their kingdom
    Then playing "Loyal Test Knights" costs player A 5 resources
    When player A attaches "Test Banner" to player B's "Drill Orc Boyz"
    Then "Test Banner" is attached to "Drill Orc Boyz"
    And player A has "Test Banner" in their kingdom
    And playing "Loyal Test Knights" costs player A 4 resources

  @rule:card-types.attachments @rule:core.effects.ownership
  Scenario: When its unit changes control, the attachment does not
    Given player A has "Test Banner" in hand
    And player A has 1 resources
    And player A has "Drill Empire Militia" in their battlefield
    When player A attaches "Test Banner" to player A's "Drill Empire Militia"
    And player B takes control of player A's "Drill Empire Militia"
    Then player B controls "Drill Empire Militia" owned by player A
    And player A has "Test Banner" in their battlefield
    And "Test Banner" is attached to "Drill Empire Militia"

  @rule:card-types.attachments
  Scenario: A zone requirement is checked only as the attachment enters play
    Given player A has "Test Drill Sergeant" and "Test Drill Sergeant" in hand
    And player A has "Drill Empire Militia" in their kingdom
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A tries to attach "Test Drill Sergeant" to player A's "Drill Empire Militia"
    Then the action is refused citing rule card-types.attachments
    When player A attaches "Test Drill Sergeant" to player A's "Drill Empire Spearmen"
    And an effect of player A moves player A's "Drill Empire Spearmen" to their kingdom
    Then "Test Drill Sergeant" is attached to "Drill Empire Spearmen"

  @rule:card-types.attachments
  Scenario: Any other requirement must hold at all times, or the attachment is discarded
    Given player A has "Test Oath" in hand
    And player A has "Drill Empire Militia" in their battlefield
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to attach "Test Oath" to player B's "Drill Orc Boyz"
    Then the action is refused citing rule card-types.attachments
    When player A attaches "Test Oath" to player A's "Drill Empire Militia"
    And player B takes control of player A's "Drill Empire Militia"
    Then player A has "Test Oath" in their discard pile
    And the log shows "discarded" citing rule card-types.attachments

  @rule:core.cards.attachment
  Scenario: An attachment is not played into a zone on its own
    Given player A has "Test Banner" in hand
    And player A has 1 resources
    When player A tries to play "Test Banner" into their kingdom
    Then the action is refused citing rule core.cards.attachment

  @rule:core.cards.quest @rule:core.cards.cost
  Scenario: A quest is played in the quest zone, paying its cost
    Given the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """
    And player A has 2 resources
    And player A has "Test Quest" and "Test Quest" in hand
    When player A tries to play "Test Quest" into their kingdom
    Then the action is refused citing rule core.cards.quest
    When player A plays "Test Quest" into their quest zone
    Then player A has "Test Quest" in their quest zone
    And player A has 1 resources

  @rule:core.cards.quest
  Scenario: One unit may quest on a quest
    Given the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """
    And player A has 2 resources
    And player A has "Test Quest" in their quest zone
    And player A has "Drill Empire Militia" and "Drill Empire Militia" in hand
    When player A plays "Drill Empire Militia" into their quest zone to quest on "Test Quest"
    Then "Drill Empire Militia" is questing on "Test Quest"
    When player A tries to play "Drill Empire Militia" into their quest zone to quest on "Test Quest"
    Then the action is refused citing rule core.cards.quest

  @rule:card-types.quests @rule:misc.moving-cards
  Scenario: Resource tokens leave a quest as soon as no unit quests on it
    Given the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """
    And player A has the quest "Test Quest" with 2 resource tokens and "Drill Empire Militia" questing on it
    When an effect of player A moves player A's "Drill Empire Militia" to their battlefield
    Then "Drill Empire Militia" is not questing
    And "Test Quest" has 0 resource tokens
    And the log shows "tokens_removed" citing rule card-types.quests

  @rule:card-types.quests
  Scenario: The questing unit leaving play takes the quest's resource tokens with it
    Given the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """
    And player A has the quest "Test Quest" with 3 resource tokens and "Drill Empire Militia" questing on it
    Then "Test Quest" has 3 resource tokens
    When an effect of player B destroys player A's "Drill Empire Militia"
    Then "Test Quest" has 0 resource tokens
    And the log shows "tokens_removed" citing rule card-types.quests

  @rule:card-types.developments @rule:core.effects.ownership
  Scenario: A development that became a unit still counts as a development: taken by the opponent, it is discarded
    The rule's own example: Bolt of Change makes a development a unit until the end of the turn ("It also counts
    as a development."); Soul Stealer's taking control is given as an effect of player B's.
    Given it is player A's capital phase
    And player A's capital is Chaos
    And player A has 3 resources
    And player A has "Bolt of Change" in hand
    And player A has "Drill Orc Boyz" as a development in their kingdom
    When player A plays the tactic "Bolt of Change" targeting "Drill Orc Boyz"
    And both players pass
    Then player A has "Drill Orc Boyz" in their kingdom
    And player A's "Drill Orc Boyz" has 2 hit points and 2 remaining
    And player A's "Drill Orc Boyz" has power 2
    And player A has 1 developments in their kingdom
    And player A's kingdom has 9 hit points
    When player B takes control of player A's "Drill Orc Boyz"
    Then player A has "Drill Orc Boyz" in their discard pile
    And the log shows "discarded" citing rule card-types.developments
    And player A's kingdom has 8 hit points

  @rule:card-types.developments @rule:core.effects.ownership
  Scenario: A player controls a card as a development only if they own it
    Given player B has "Drill Orc Boyz" as a development in their kingdom
    Then player B's kingdom has 9 hit points
    When player A takes control of player B's development "Drill Orc Boyz" in their kingdom
    Then player B has "Drill Orc Boyz" in their discard pile
    And the log shows "discarded" citing rule card-types.developments
    And player A's kingdom has 8 hit points
    And player B's kingdom has 8 hit points

  @rule:core.cards.developments @rule:core.cards.tactic
  Scenario: Dance to Loec goes from its owner's discard pile into the zone he chooses, face down, past the limit
    The engine's reading (a finding on core.cards.developments): "Play this card as a development" takes the
    tactic as it resolves, from its owner's discard pile where a resolving tactic goes, and puts it face down under
    the zone its player chooses; it is not the turn's development from hand.
    Given the card:
      """
      name: Dance to Loec
      type: Tactic
      race: Neutral
      cost: 0
      loyalty: 0
      traits: Wood Elf.
      text: "Order only. Action: Play this card as a development (it does not count against your development limit)."
      """
    And player A has already played a development this turn
    And player A has 1 resources
    And player A has "Dance to Loec" in hand
    And player A will choose their quest zone
    When player A plays the tactic "Dance to Loec"
    And both players pass
    Then player A has 1 developments in their quest zone
    And player A has 0 developments in their kingdom
    And player A has no "Dance to Loec" in their discard pile
    And player A's quest zone has 9 hit points
