Feature: Terms of card text (the FAQ's terminology clarifications: terms.*)
  Cost means the printed number; loyalty adds to it but is not part of it; a reduction never goes below zero; a
  card played for no cost costs 0 whatever its loyalty; skipping a phase bypasses it once.

  Background:
    Given it is player A's capital phase
    And player A's capital is Empire
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Loyal Test Knights
      type: Unit
      race: Empire
      cost: 3
      loyalty: 3
      power: 1
      health: 2
      """
    And the card:
      """
      name: Loyal Test Shrine
      type: Support
      race: Empire
      cost: 0
      loyalty: 3
      power: 1
      """

  @rule:terms.cost @rule:terms.loyalty @rule:terms.reduction @rule:core.cards.cost
  Scenario: A reduction lowers the printed cost, never below zero, and never the loyalty added to it
    Given player A has 10 resources
    And player A has "Loyal Test Knights" in hand
    Then playing "Loyal Test Knights" costs player A 5 resources
    When an effect of player A lowers the cost of the next card they play this turn by 5
    Then playing "Loyal Test Knights" costs player A 2 resources
    When player A plays "Loyal Test Knights" into their kingdom
    Then player A has 8 resources

  @rule:terms.cost @rule:terms.reduction
  Scenario: A card with a cost of 0 can't be reduced: its loyalty is still paid
    Given player A has 2 resources
    And player A has "Loyal Test Shrine" in hand
    When an effect of player A lowers the cost of the next card they play this turn by 1
    Then playing "Loyal Test Shrine" costs player A 2 resources
    When player A plays "Loyal Test Shrine" into their kingdom
    Then player A has 0 resources

  @rule:terms.cost @rule:core.effects.limited
  Scenario: A card played for no cost costs 0, loyalty included, but is still played with its restrictions
    Given the card:
      """
      name: Limited Test Outpost
      type: Support
      race: Neutral
      cost: 2
      loyalty: 0
      power: 1
      text: Limited.
      """
    And player A has 0 resources
    And player A has "Loyal Test Knights", "Limited Test Outpost" and "Limited Test Outpost" in hand
    When an effect of player A plays "Loyal Test Knights" from their hand into their kingdom for no cost
    Then player A has "Loyal Test Knights" in their kingdom
    And player A has 0 resources
    When an effect of player A plays "Limited Test Outpost" from their hand into their kingdom for no cost
    And an effect of player A tries to play "Limited Test Outpost" from their hand into their kingdom for no cost
    Then the action is refused citing rule core.effects.limited

  @rule:terms.the-word-skip
  Scenario: Skipped by two effects, a phase is still skipped only once
    When an effect of player A skips their battlefield phase
    And an effect of player A skips their battlefield phase
    And player A passes
    Then the log shows "skip_phase" citing rule terms.the-word-skip
    And it is player B's capital phase
    When player B passes
    Then it is player B's battlefield phase

  @rule:terms.the-word-skip
  Scenario: Skipping the battlefield phase while it is under way skips the rest of it
    Given it is player A's battlefield phase
    When an effect of player A skips their battlefield phase
    Then the log shows "skip_phase" citing rule terms.the-word-skip
    And it is player B's capital phase

  @rule:terms.the-letter-x @rule:core.cards.cost
  Scenario: X is zero unless something says otherwise: a card whose cost is X costs 0 (plus its loyalty)
    Given the card:
      """
      name: Test Open Gate
      type: Support
      race: Empire
      cost: X
      loyalty: 2
      power: 1
      """
    And player A has 1 resources
    And player A has "Test Open Gate" in hand
    Then playing "Test Open Gate" costs player A 1 resources
    When player A plays "Test Open Gate" into their kingdom
    Then player A has 0 resources

  @rule:terms.the-letter-x @rule:timing.C.2
  Scenario: X defined by the card and paid as a cost is counted once, as the cost is paid
    The engine's reading (a finding on terms.the-letter-x): Repeater Bolt Thrower's "X is the number of your
    developments in this zone" is counted when its cost of X resources is paid; the effect deals that X even if
    the developments change before it resolves.
    Given player A's capital is High Elf
    And player A has 5 resources
    And player A has "Repeater Bolt Thrower" in their battlefield
    And player A has "Drill Orc Boyz" as a development in their battlefield
    And player A has "Drill Empire Militia" as a development in their battlefield
    When player A triggers "Repeater Bolt Thrower"
    Then player A has 3 resources
    When an effect of player B destroys player A's development "Drill Orc Boyz" in their battlefield
    And both players pass
    Then player B's kingdom has 2 damage
    And player A has 1 developments in their battlefield

  @rule:terms.healing
  Scenario: Dwarf Miner's "heal up to 2 damage" from a section with 1 damage heals that 1
    The engine's reading (a finding on terms.healing): "heal up to N damage" from a section of the capital heals as
    much damage as the section has, at most N; a section with less damage than N is still healed.
    Given the card:
      """
      name: Dwarf Miner
      type: Unit
      race: Dwarf
      cost: 2
      loyalty: 1
      power: 1
      health: 1
      traits: Engineer
      text: "Forced: After this unit enters play, heal up to 2 damage from this zone's section of your capital."
      """
    And player A has 3 resources
    And player A has "Dwarf Miner" in hand
    And player A's kingdom has 1 damage
    And player A's quest zone has 3 damage
    When player A plays "Dwarf Miner" into their kingdom
    Then player A's kingdom has 0 damage
    And player A's quest zone has 3 damage

  @rule:terms.cost
  Scenario: Illyriel: the owner of the target unit pays the 2 resources as the effect resolves, when he can, and keeps it
    The engine's reading (a finding on terms.cost): "unless its owner pays you 2 resources" is no cost of the
    effect but a choice its owner makes as it resolves; an owner who has the resources pays them (unless he declines)
    to the effect's player, and the unit stays. An owner without them can't, and the unit goes back to his hand.
    Given the card:
      """
      name: Illyriel
      type: Unit
      race: High Elf
      cost: 4
      loyalty: 3
      power: 2
      health: 4
      traits: Hero. Warrior.
      text: "Limit 1 Hero per zone. Battlefield. Action: At the beginning of your turn, return one target unit to its owner's hand unless its owner pays you 2 resources"
      """
    And it is the beginning of player A's turn 3
    And player A has "Illyriel" in their battlefield
    And player B has 3 resources
    And player B has "Drill Orc Boyz" and "Drill Orc Trolls" in their kingdom
    When the turn begins
    And player A triggers "Illyriel" targeting player B's "Drill Orc Boyz"
    And both players pass
    Then player B has "Drill Orc Boyz" in their kingdom
    And player B has 1 resources
    And the log shows "paid_instead" citing rule core.effects.action
