Feature: The timing structure (timing.*)
  Each phase begins with its "at the beginning" effects and an action window; in a window the players take
  turns to act or pass, actions go on a chain that resolves last in, first out once both players have passed
  in a row, and the window closes when both pass with nothing on the chain. Choosing targets comes before
  paying costs; Forced effects resolve as soon as they trigger, the active player's first.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Fire Bolt
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 2 damage to one target unit."
      """
    And the card:
      """
      name: Test Shield
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: One target unit gains Toughness 2 until the end of the turn."
      """
    And the card:
      """
      name: Test Martyr
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Forced: After this unit leaves play, draw a card."
      """

  @rule:timing.B.2 @rule:timing.B.3 @rule:timing.phase.3
  Scenario: A response resolves first: the shield raised in answer to the bolt saves the unit
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Shield" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    Then an action window is open with player B to act
    And the chain holds "Test Fire Bolt"
    When player B plays the tactic "Test Shield" targeting "Drill Dwarf Longbeards"
    Then the chain holds "Test Fire Bolt", "Test Shield"
    When both players pass
    Then "Test Shield" resolves before "Test Fire Bolt"
    And player B's "Drill Dwarf Longbeards" has 0 damage
    And player B has "Drill Dwarf Longbeards" in their kingdom

  @rule:timing.B.4
  Scenario: After a chain resolves, priority passes to the other player; the window closes when both pass
    The engine's reading of "closes when neither player wants to act" (a finding on timing.B.4): the players pass
    one by one, both in a row; a window closes by itself only when neither player could act any more.
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Shield" and "Test Fire Bolt" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    And player B plays the tactic "Test Shield" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then an action window is open with player B to act
    When both players pass
    Then no action window is open
    And it is player A's capital phase

  @rule:timing.B.2
  Scenario: A player without priority can't act in the window
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Shield" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    And player A tries to pass
    Then the action is refused citing rule timing.B.2

  @rule:timing.B.3 @rule:faq.9
  Scenario: An effect whose target became illegal in the meantime is cancelled on resolution
    The FAQ's example (Deathmaster Sniktch against Flames of Tzeentch) needs card text the engine does not run
    yet; the same ruling with a target condition that a response undoes: the target is no longer damaged.
    Given the card:
      """
      name: Test Execution
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy one target damaged unit."
      """
    And the card:
      """
      name: Test Mending
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Heal all damage on one target unit."
      """
    And it is player A's capital phase
    And player A has "Test Execution" in hand
    And player B has "Test Mending" in hand
    And player B has "Drill Dwarf Longbeards" with 1 damage in their kingdom
    When player A plays the tactic "Test Execution" targeting "Drill Dwarf Longbeards"
    And player B plays the tactic "Test Mending" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then the effect of "Test Execution" is cancelled
    And player B has "Drill Dwarf Longbeards" in their kingdom

  @rule:timing.C.1 @rule:faq.46
  Scenario: A card that targets can't be played without a legal target
    Given the card:
      """
      name: Test Demolition
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy one target support card."
      """
    And it is player A's capital phase
    And player A has "Test Demolition" in hand
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to play the tactic "Test Demolition"
    Then the action is refused citing rule faq.46
    And player A has "Test Demolition" in their hand

  @rule:timing.C.1 @rule:faq.24
  Scenario: Every target of the effect is chosen when it is triggered, the "Then" part's too
    Given the card:
      """
      name: Test Sorcerer
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "Action: Corrupt this unit to deal 1 damage to one target unit. Then destroy one target support card."
      """
    And it is player A's capital phase
    And player A has "Test Sorcerer" in their kingdom
    And player B has "Drill Orc Boyz" and "Drill Neutral Watchtower" in their kingdom
    When player A tries to trigger "Test Sorcerer" targeting "Drill Orc Boyz"
    Then the action is refused citing rule timing.C.1
    And player A's "Test Sorcerer" is upright
    When player A triggers "Test Sorcerer" targeting "Drill Orc Boyz", "Drill Neutral Watchtower"
    Then player A's "Test Sorcerer" is corrupted

  @rule:timing.C.2
  Scenario: An action whose cost can't be paid can't be taken
    Given the card:
      """
      name: Test Spotter
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "Action: Spend 1 resource to deal 1 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has 0 resources
    And player A has "Test Spotter" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to trigger "Test Spotter" targeting "Drill Orc Boyz"
    Then the action is refused citing rule timing.C.2

  @rule:timing.C.2
  Scenario: A cost that sacrifices a unit: the player names one of their own units, sacrificed at once
    Given the card:
      """
      name: Test Blood Rite
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Sacrifice a unit to draw 2 cards."
      """
    And it is player A's capital phase
    And player A has "Test Blood Rite" and "Drill Empire Militia" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to trigger "Test Blood Rite" sacrificing "Drill Orc Boyz"
    Then the action is refused citing rule timing.C.2
    When player A triggers "Test Blood Rite" sacrificing "Drill Empire Militia"
    Then player A has "Drill Empire Militia" in their discard pile
    And player A has 0 cards in hand
    When both players pass
    Then player A has 2 cards in hand

  @rule:timing.C.2 @rule:timing.C.3
  Scenario: The cost is paid when the action is taken, the effect applied when it resolves
    Given the card:
      """
      name: Test Spotter
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "Action: Spend 1 resource to deal 1 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Spotter" in their kingdom
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A triggers "Test Spotter" targeting "Drill Dwarf Longbeards"
    Then player A has 1 resources
    And player B's "Drill Dwarf Longbeards" has 0 damage
    When both players pass
    Then player B's "Drill Dwarf Longbeards" has 1 damage

  @rule:timing.C.3 @rule:timing.A.2
  Scenario: An effect that triggers a Forced effect: the Forced effect resolves at once
    Given it is player A's capital phase
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Martyr" in their battlefield
    When player A plays the tactic "Test Fire Bolt" targeting "Test Martyr"
    And both players pass
    Then the log shows, in order:
      | event     | rule       |
      | resolve   | timing.B.3 |
      | destroyed |            |
      | forced    | timing.A.2 |
      | draw      |            |
    And player B has 1 cards in hand

  @rule:timing.A.2
  Scenario: Forced effects: the active player resolves his first, then the other player
    Given the card:
      """
      name: Test Cataclysm
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy all units in play."
      """
    And it is player B's capital phase
    And player B has "Test Cataclysm" in hand
    And player A has "Test Martyr" in their kingdom
    And player B has "Test Martyr" in their kingdom
    When player B plays the tactic "Test Cataclysm"
    And both players pass
    Then the Forced effects of player B resolve before those of player A
    And player A has 1 cards in hand
    And player B has 1 cards in hand

  @rule:timing.D.1 @rule:timing.phase.0 @rule:faq.3
  Scenario: "At the beginning of your turn" effects happen in phase 0, before the kingdom phase
    Given the card:
      """
      name: Test Herald
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Forced: At the beginning of your turn, draw a card."
      """
    And it is the beginning of player A's turn 3
    And player A has "Test Herald" in their battlefield
    When the turn begins
    Then the log shows, in order:
      | event       | rule           |
      | turn_begins | timing.phase.0 |
      | forced      | timing.A.2     |
      | draw        |                |
      | resources   | core.turn.1    |
    And player A has 2 cards in hand

  @rule:timing.D.2 @rule:timing.phase.0
  Scenario: The turn's first action window is in phase 0: the other player may act before any resources come
    Given it is the beginning of player A's turn 3
    And player A has "Drill Dwarf Longbeards" in their kingdom
    And player B has "Test Fire Bolt" in hand
    When the turn begins
    Then the action window timing.D.2 is open
    And an action window is open with player A to act
    And the game is in phase 0
    And player A has 0 resources
    When player A passes
    And player B plays the tactic "Test Fire Bolt" targeting player A's "Drill Dwarf Longbeards"
    And both players pass
    Then player A has "Drill Dwarf Longbeards" in their discard pile
    And it is player A's capital phase
    And player A has 3 resources

  @rule:timing.phase.1
  Scenario: The kingdom phase's action window comes after the resources are taken
    The FAQ prints "Beginning of the Phase" after the resources in phase 1; the engine takes it as printed
    (a finding on timing.phase.1).
    Given the card:
      """
      name: Test Spotter
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "Action: Spend 1 resource to deal 1 damage to one target unit."
      """
    And it is the beginning of player A's turn 3
    And player A has "Test Spotter" in their kingdom
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When the turn begins
    Then the game is in phase 1
    And an action window is open with player A to act
    And player A has 4 resources

  @rule:timing.phase.2
  Scenario: The quest phase's action window comes after the cards are drawn
    As printed, after the draw (a finding on timing.phase.2).
    Given it is the beginning of player A's turn 3
    And player A's deck is "Test Fire Bolt", "Drill Orc Boyz", "Drill Orc Boyz"
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When the turn begins
    Then the game is in phase 2
    And player A has "Test Fire Bolt" in their hand
    And an action window is open with player A to act

  @rule:timing.phase.4 @rule:faq.32
  Scenario: Attackers are declared all at once, then an action window opens before the defenders
    Given it is player A's battlefield phase
    And player A has "Drill Empire Militia" and "Drill Empire Spearmen" in their battlefield
    And player B has "Test Fire Bolt" in hand
    When player A declares an attack on the kingdom
    Then the action window timing.phase.4 is open
    When both players pass
    And player A declares "Drill Empire Militia", "Drill Empire Spearmen" as attackers
    Then the log shows "attackers" before "window"
    And an action window is open with player A to act
    When player A passes
    And player B plays the tactic "Test Fire Bolt" targeting player A's "Drill Empire Spearmen"
    And both players pass
    Then player A has "Drill Empire Spearmen" in their discard pile
    When player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then player B's kingdom has 1 damage

  @rule:timing.E.1 @rule:timing.phase.5
  Scenario: The end of the turn has an action window
    Given it is player A's battlefield phase
    And player A has "Drill Dwarf Longbeards" in their battlefield
    And player B has "Test Fire Bolt" in hand
    When player A declares no attack
    Then the action window timing.E.1 is open
    And the game is in phase 5
    When player A passes
    And player B plays the tactic "Test Fire Bolt" targeting player A's "Drill Dwarf Longbeards"
    And both players pass
    Then player A has "Drill Dwarf Longbeards" in their discard pile
    And it is player B's capital phase

  @rule:timing.E.2
  Scenario: "At the end of your turn" effects resolve as the turn ends
    Given the card:
      """
      name: Test Chronicler
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Forced: At the end of your turn, draw a card."
      """
    And it is player A's battlefield phase
    And player A has "Test Chronicler" in their kingdom
    When player A declares no attack
    Then the log shows, in order:
      | event       | rule           |
      | turn_ends   | timing.phase.5 |
      | forced      | timing.A.2     |
      | draw        |                |
      | turn_begins | timing.phase.0 |
    And player A has 1 cards in hand

  @rule:timing.E.2 @rule:terms.the-word-skip
  Scenario: "At the end of each phase" is the end of every kingdom, quest, capital and battlefield phase that began
    The engine's reading (a finding on timing.E.2): "each phase" is each of the four phases a turn names, either
    player's (Johannes Broheim's text); the turn's beginning and end are the turn's, and a phase an effect skipped
    neither begins nor ends.
    Given the card:
      """
      name: Test Wandering Captain
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "At the end of each phase, you may move this unit from its current zone to one of your other zones."
      """
    And it is player A's capital phase
    And player A has "Test Wandering Captain" in their kingdom
    And player A will choose their quest zone
    And player A will choose their battlefield
    And player A will decline the next optional effect
    When an effect of player A skips their battlefield phase
    And player A passes
    Then the log shows, in order:
      | event       | rule           |
      | phase_ends  | timing.phase.3 |
      | move        |                |
      | skip_phase  |                |
      | turn_ends   | timing.phase.5 |
      | turn_begins | timing.phase.0 |
      | phase_ends  | timing.phase.1 |
      | move        |                |
    And the log shows 2 "move" events
    And it is player B's capital phase
    And player A has "Test Wandering Captain" in their battlefield

  @rule:timing.E.3
  Scenario: Effects that last until the end of the turn expire as it ends
    Given the card:
      """
      name: Test Drummer
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Action: Spend 1 resource to have this unit gain [Power][Power] until the end of the turn."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Drummer" in their kingdom
    When player A triggers "Test Drummer"
    And both players pass
    Then no action window is open
    And player A's "Test Drummer" has power 3
    And player A's kingdom has power 6
    When player A passes
    And player A declares no attack
    Then the log shows "expire" citing rule timing.E.3
    And player A's "Test Drummer" has power 1

  @rule:timing.E.3 @rule:clar.conditional-actions
  Scenario: [Power] an Action gives with no duration printed lasts until the end of the turn
    The rules give no duration to "gain [Power]" said without one; the engine reads it as until the end of the turn
    (a finding on timing.E.3) and says so in the log.
    Given the card:
      """
      name: Test War Horn
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Action: Spend 1 resource to have this unit gain [Power]."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test War Horn" in their kingdom
    When player A triggers "Test War Horn"
    And both players pass
    Then player A's "Test War Horn" has power 2
    And the log shows "no_duration" citing rule timing.E.3
    When player A passes
    And player A declares no attack
    Then the log shows "expire" citing rule timing.E.3
    And player A's "Test War Horn" has power 1

  @rule:timing.B.1
  Scenario: An Action with a trigger condition can be taken once its trigger has happened
    Given the card:
      """
      name: Test Ambusher
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Action: When this unit enters play, deal 1 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Ambusher" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays "Test Ambusher" into their battlefield
    And player A triggers "Test Ambusher" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then player B's "Drill Dwarf Longbeards" has 1 damage

  @rule:timing.B.1
  Scenario: An Action with a trigger condition can't be taken while its trigger has not happened
    Given the card:
      """
      name: Test Ambusher
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Action: When this unit enters play, deal 1 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has "Test Ambusher" in their kingdom
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A tries to trigger "Test Ambusher" targeting "Drill Dwarf Longbeards"
    Then the action is refused citing rule timing.B.1

  @rule:timing.E.2 @rule:core.combat.1
  Scenario: Tyriel: the attacking player picks the unit to return as the attack is declared; it goes back at the end of the turn
    The engine's reading (a finding on timing.E.2): "he must return one of his attacking units to its owner's hand
    at the end of the turn" is chosen as the Forced effect resolves, by the attacking player, among his units
    attacking then (at the end of the turn none is attacking any more); the unit chosen is returned as the turn ends.
    Given the card:
      """
      name: Tyriel
      type: Unit
      race: High Elf
      cost: 5
      loyalty: 3
      power: 2
      health: 4
      traits: Hero
      text: "Limit one Hero per zone. Forced: Whenever an opponent attacks this zone, he must return one of his attacking units to its owner's hand at the end of the turn."
      """
    And it is player A's battlefield phase
    And player A has "Drill Empire Militia" and "Drill Empire Spearmen" in their battlefield
    And player B has "Tyriel" in their quest zone
    And player A will choose "Drill Empire Spearmen"
    When player A attacks the quest zone with "Drill Empire Militia", "Drill Empire Spearmen"
    Then the log shows "choose" by player A before "delayed" by player B
    And player A has "Drill Empire Spearmen" in their battlefield
    When player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 3      |
    Then it is player B's capital phase
    And player A has "Drill Empire Spearmen" in their hand
    And player A has "Drill Empire Militia" in their battlefield

  @rule:timing.phase.4 @rule:timing.E.1
  Scenario: Invoke Khaine's Wrath, played as the battlefield phase ends, destroys the units of that phase's combat
    The engine's reading (a finding on timing.phase.4): the units "that participated in combat this phase" are
    those declared attackers or defenders since the phase that began last, the battlefield phase that has just
    ended, though its combat is over and they no longer count as participating; units that took no part stay.
    Given the card:
      """
      name: Invoke Khaine's Wrath
      type: Tactic
      race: Dark Elf
      cost: 3
      loyalty: 2
      traits: Spell.
      text: "Play at the end of any battlefield phase. Action: Destroy all units that participated in combat this phase."
      """
    And it is player A's battlefield phase
    And player A has "Drill Empire Greatswords Drill" in their battlefield
    And player A has "Drill Empire Militia" in their kingdom
    And player B's capital is Dark Elf
    And player B has 9 resources
    And player B has "Invoke Khaine's Wrath" in hand
    And player B has "Drill Dwarf Ironbreakers Drill" in their battlefield
    And player B has "Drill Dwarf Warriors" in their kingdom
    When player A attacks the battlefield with "Drill Empire Greatswords Drill"
    And player B defends with "Drill Dwarf Ironbreakers Drill"
    And player A assigns the damage:
      | target                         | damage |
      | Drill Dwarf Ironbreakers Drill | 1      |
    And player B assigns the damage:
      | target                         | damage |
      | Drill Empire Greatswords Drill | 1      |
    Then the action window timing.E.1 is open
    When player A passes
    And player B plays the tactic "Invoke Khaine's Wrath"
    And both players pass
    Then player A has "Drill Empire Greatswords Drill" in their discard pile
    And player B has "Drill Dwarf Ironbreakers Drill" in their discard pile
    And player A has "Drill Empire Militia" in their kingdom
    And player B has "Drill Dwarf Warriors" in their kingdom
