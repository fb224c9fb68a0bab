Feature: Card effects: triggering, resolving, targets, Actions, Forced and Constant effects (clar.*, core.effects.*)
  A card effect is triggered by declaring it, naming its targets, then paying its costs; it resolves with its
  targets checked again. Actions are taken in action windows, Forced effects happen by themselves, Constant
  effects apply while their card is in play.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Fire Bolt
      type: Tactic
      race: Neutral
      cost: 1
      text: "Action: Deal 2 damage to one target unit."
      """
    And the card:
      """
      name: Test Doom
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy one target unit."
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
    And the card:
      """
      name: Test Spotter
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 2
      text: "Action: Spend 1 resource to deal 1 damage to one target unit. (Limit once per turn.)"
      """

  @rule:core.cards.tactic
  Scenario: A tactic is played from hand for its cost, its effect resolves, and the card goes to the discard pile
    Given it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Fire Bolt" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    Then player A has 0 resources
    And player A has no "Test Fire Bolt" in their hand
    When both players pass
    Then player B has "Drill Dwarf Longbeards" in their discard pile
    And player A has "Test Fire Bolt" in their discard pile

  @rule:core.effects.action @rule:clar.actions
  Scenario: An Action is used by its player's choice in an action window; "(Limit once per turn.)" holds it to once
    Given it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Spotter" in their kingdom
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A triggers "Test Spotter" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then player B's "Drill Dwarf Longbeards" has 1 damage
    When player A tries to trigger "Test Spotter" targeting "Drill Dwarf Longbeards"
    Then the action is refused citing rule core.effects.action
    And player A has 1 resources

  @rule:core.turn.action-windows
  Scenario: The active player acts first; a response goes on the chain and resolves first; two passes close the window
    Given the card:
      """
      name: Test Shield
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: One target unit gains Toughness 2 until the end of the turn."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Shield" and "Test Doom" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player B tries to play the tactic "Test Doom" targeting "Drill Dwarf Longbeards"
    Then the action is refused citing rule timing.B.2
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    Then an action window is open with player B to act
    When player B plays the tactic "Test Shield" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then "Test Shield" resolves before "Test Fire Bolt"
    And player B's "Drill Dwarf Longbeards" has 0 damage
    And an action window is open with player B to act
    When both players pass
    Then no action window is open

  @rule:targeting.target @rule:clar.resolving-a-card-effect @rule:targeting.illegal-target
  Scenario: The target is checked again on resolution: destroyed in response, the effect is cancelled
    Given it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Fire Bolt" in hand
    And player B has "Test Doom" in hand
    And player B has "Drill Dwarf Longbeards" and "Drill Orc Boyz" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    And player B plays the tactic "Test Doom" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then the effect of "Test Doom" resolves
    And the effect of "Test Fire Bolt" is cancelled
    And player B's "Drill Orc Boyz" has 0 damage

  @rule:targeting.target
  Scenario: Unless the text says otherwise a card targets only cards in play: not one in a discard pile
    Given it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Fire Bolt" in hand
    And player B has "Drill Orc Boyz" in their kingdom
    And player B has "Drill Dwarf Longbeards" in their discard pile
    When player A tries to play the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    Then the action is refused citing rule timing.C.1
    And player A has 1 resources
    And player A has 1 cards in hand

  @rule:targeting.illegal-target
  Scenario: Some targets still legal on resolution: the effect resolves on those alone
    Given the card:
      """
      name: Plague Bomb
      type: Tactic
      race: Chaos
      cost: 0
      text: "Action: Deal 1 damage to target unit. Deal 2 damage to another target unit. Deal 3 damage to a third target unit."
      """
    And it is player A's capital phase
    And player A has "Plague Bomb" in hand
    And player B has "Test Doom" in hand
    And player B has "Drill Orc Boyz", "Drill Orc Black Orcs Drill" and "Drill Dwarf Ironbreakers Drill" in their kingdom
    When player A plays the tactic "Plague Bomb" targeting "Drill Orc Boyz", "Drill Orc Black Orcs Drill", "Drill Dwarf Ironbreakers Drill"
    And player B plays the tactic "Test Doom" targeting "Drill Orc Boyz"
    And both players pass
    Then the effect of "Plague Bomb" resolves
    And player B has "Drill Orc Boyz" in their discard pile
    And player B's "Drill Orc Black Orcs Drill" has 1 damage
    And player B's "Drill Dwarf Ironbreakers Drill" has 2 damage

  @rule:clar.triggering-a-card-effect
  Scenario: A cost can't be paid with a card the player does not control
    Given the card:
      """
      name: Test Sacrificial Altar
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Sacrifice a unit to draw a card."
      """
    And it is player A's capital phase
    And player A has "Test Sacrificial Altar" and "Drill Empire Militia" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to trigger "Test Sacrificial Altar" sacrificing "Drill Orc Boyz"
    Then the action is refused citing rule timing.C.2
    And player B has "Drill Orc Boyz" in their kingdom
    When player A triggers "Test Sacrificial Altar" sacrificing "Drill Empire Militia"
    Then player A has "Drill Empire Militia" in their discard pile
    When both players pass
    Then player A has 1 cards in hand

  @rule:clar.triggering-a-card-effect
  Scenario: Targets are declared before costs are paid: without a legal target the effect can't be triggered, nothing is paid
    Given the card:
      """
      name: Test Rust Tower
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Spend 1 resource to destroy one target attachment card."
      """
    And it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Rust Tower" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    When player A tries to trigger "Test Rust Tower"
    Then the action is refused citing rule faq.46
    And player A has 2 resources

  @rule:clar.multiple-effects
  Scenario: Without "then", the effects of one card resolve independently: the draw happens with no token to remove
    Given the card:
      """
      name: Test Counting House
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Remove a resource token from this card. Draw a card."
      """
    And it is player A's capital phase
    And player A has "Test Counting House" in their kingdom
    When player A triggers "Test Counting House"
    And both players pass
    Then player A has 1 cards in hand
    And player A's "Test Counting House" has 0 resource tokens

  @rule:clar.multiple-effects
  Scenario: With "then", the part after it waits for the part before: no token, no card
    Given the card:
      """
      name: Test Capital Center
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Remove a resource token from this card. Then draw a card."
      """
    And it is player A's capital phase
    And player A has "Test Capital Center" in their kingdom
    When player A triggers "Test Capital Center"
    And both players pass
    Then player A has 0 cards in hand
    And the log shows "then_skipped" citing rule core.effects.then

  @rule:clar.self-referential-effects @rule:core.effects.forced
  Scenario: "This unit" is the card itself: another unit leaving play doesn't trigger it, the card leaving does
    Given it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Doom" and "Test Fire Bolt" in hand
    And player B has "Test Martyr" and "Drill Orc Boyz" in their kingdom
    When player A plays the tactic "Test Doom" targeting "Drill Orc Boyz"
    And both players pass
    Then player B has "Drill Orc Boyz" in their discard pile
    And player B has 0 cards in hand
    When player B passes
    And player A plays the tactic "Test Fire Bolt" targeting "Test Martyr"
    And both players pass
    Then the log shows "forced" citing rule timing.A.2
    And player B has 1 cards in hand

  @rule:core.effects.forced
  Scenario: A Forced effect happens whenever its trigger happens, without its player acting
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
    And player B has "Test Herald" in their battlefield
    When the turn begins
    Then the log shows, in order:
      | event       | rule           |
      | turn_begins | timing.phase.0 |
      | forced      | timing.A.2     |
      | draw        |                |
    And player A has 2 cards in hand
    And player B has 0 cards in hand

  @rule:clar.simultaneous-effects
  Scenario: Forced effects triggered at the same time: the player whose turn it is applies his first
    Given it is player B's capital phase
    And player B has "Test Doom" in hand
    And player A has "Test Martyr" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    And the card:
      """
      name: Test Cataclysm
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy all units in play."
      """
    And player B has "Test Cataclysm" in hand
    And player B has "Test Martyr" in their kingdom
    When player B plays the tactic "Test Cataclysm"
    And both players pass
    Then the Forced effects of player B resolve before those of player A
    And player A has 1 cards in hand

  @rule:clar.trigger-conditions @rule:clar.triggered-actions-formerly-response-actions
  Scenario: A triggered Action waits for its trigger condition, then can be taken once for it
    Given the card:
      """
      name: Test Scout Captain
      type: Unit
      race: Neutral
      cost: 0
      power: 1
      health: 1
      text: "Action: After this unit enters play, draw a card."
      """
    And it is player A's capital phase
    And player A has "Test Scout Captain" in hand
    And player A has "Test Doom" in hand
    And player B has "Drill Orc Boyz" in their kingdom
    When player A plays "Test Scout Captain" into their kingdom
    And player A triggers "Test Scout Captain"
    And both players pass
    Then player A has 2 cards in hand
    When player B passes
    And player A tries to trigger "Test Scout Captain"
    Then the action is refused citing rule timing.B.1

  @rule:core.effects.or @rule:terms.the-word-or
  Scenario: "Or": the player chooses which of the effects resolves
    Given the card:
      """
      name: Test Bazaar
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Gain 2 resources or draw 2 cards."
      """
    And player A will choose option 2
    And it is player A's capital phase
    And player A has 0 resources
    And player A has "Test Bazaar" in their kingdom
    When player A triggers "Test Bazaar"
    And both players pass
    Then the log shows option 2 of "Test Bazaar" was carried out
    And player A has 2 cards in hand
    And player A has 0 resources

  @rule:core.effects.or @rule:terms.the-word-or
  Scenario: "Or": an option that can't be carried out completely can't be chosen (two cards to draw, one in the deck)
    The engine's reading (a finding on core.effects.or): the forbidden choice is not taken; the first option that
    can be carried out completely is.
    Given the card:
      """
      name: Test Bazaar
      type: Support
      race: Neutral
      cost: 1
      text: "Action: Gain 2 resources or draw 2 cards."
      """
    And player A will choose option 2
    And player A's deck is "Drill Empire Militia"
    And it is player A's capital phase
    And player A has 0 resources
    And player A has "Test Bazaar" in their kingdom
    When player A triggers "Test Bazaar"
    And both players pass
    Then the log shows option 1 of "Test Bazaar" was carried out
    And player A has 2 resources
    And player A has 0 cards in hand

  @rule:core.effects.constant @rule:clar.constant-effects
  Scenario: A constant effect applies while its card is in play, and only then
    Given the card:
      """
      name: Test War Banner
      type: Support
      race: Neutral
      cost: 0
      text: "Each unit you control gains [Power]."
      """
    And it is player A's capital phase
    And player A has "Test War Banner" in hand
    And player A has "Drill Empire Militia" in their battlefield
    Then player A's "Drill Empire Militia" has power 1
    When player A plays "Test War Banner" into their kingdom
    Then player A's "Drill Empire Militia" has power 2

  @rule:zones.entering-play
  Scenario: A card that enters play can trigger its own abilities, those on entering play too
    Given the card:
      """
      name: Test Lookout
      type: Unit
      race: Neutral
      cost: 1
      power: 1
      health: 1
      text: "Forced: After this unit enters play, draw a card."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Lookout" in hand
    When player A plays "Test Lookout" into their kingdom
    Then player A has "Test Lookout" in their kingdom
    And the log shows "forced" citing rule timing.A.2
    And player A has 1 cards in hand

  @rule:core.effects.cannot
  Scenario: "Cannot" beats "can": damage that cannot be cancelled is dealt in full past an effect that can cancel it
    Given player B has "Drill Orc Archers" in their kingdom
    When an effect of player B cancels the next 1 damage that would be dealt to player B's "Drill Orc Archers" this turn
    And an effect of player A deals 1 uncancellable damage to player B's "Drill Orc Archers"
    Then player B's "Drill Orc Archers" has 1 damage
    When an effect of player A deals 1 damage to player B's "Drill Orc Archers"
    Then player B's "Drill Orc Archers" has 1 damage

  @rule:terms.search
  Scenario: Dark Visions searches the top 5 cards of its player's deck: the player takes the card he picks there
    Given the card:
      """
      name: Dark Visions
      type: Tactic
      race: Dark Elf
      cost: 1
      loyalty: 2
      text: "Play during your turn. Action: Search the top 5 cards of your deck for a card and put it into your hand. Then, shuffle your deck."
      """
    And player A's deck is "Drill Neutral Watchtower", "Drill Neutral Granary", "Drill Orc Trolls", "Drill Neutral Barracks", "Drill Orc Boyz", "Drill Orc Archers"
    And player A will pick "Drill Orc Trolls"
    And it is player A's capital phase
    And player A has 3 resources
    And player A has "Dark Visions" in hand
    When player A plays the tactic "Dark Visions"
    And both players pass
    Then the log shows "search" citing rule terms.search
    And player A has "Drill Orc Trolls" in their hand
    And player A has 1 cards in hand
    And player A has 5 cards in their deck

  @rule:terms.search
  Scenario: A search looks at the top cards only: a unit sixth from the top is not found
    Given the card:
      """
      name: Test Recruiting Drive
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Search the top five cards of your deck for a unit card and put it into your hand. Then, shuffle your deck."
      """
    And player A's deck is "Drill Neutral Watchtower", "Drill Neutral Granary", "Drill Neutral Watchtower", "Drill Neutral Barracks", "Drill Neutral Granary", "Drill Orc Trolls"
    And it is player A's capital phase
    And player A has "Test Recruiting Drive" in hand
    When player A plays the tactic "Test Recruiting Drive"
    And both players pass
    Then the log shows "search" citing rule terms.search
    And player A has 0 cards in hand
    And player A has 6 cards in their deck
    And player A has no "Drill Orc Trolls" in their hand

  @rule:terms.just-played
  Scenario: High Elf's Disdain cancels a tactic just played: one on the chain, which then never resolves
    Given the card:
      """
      name: High Elf's Disdain
      type: Tactic
      race: High Elf
      cost: 0
      text: "Action: Cancel a tactic just played."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Fire Bolt" in hand
    And player B has "High Elf's Disdain" in hand
    And player B has "Drill Dwarf Longbeards" in their kingdom
    When player A plays the tactic "Test Fire Bolt" targeting "Drill Dwarf Longbeards"
    And player B plays the tactic "High Elf's Disdain" targeting "Test Fire Bolt"
    And both players pass
    Then the log shows "cancelled" citing rule terms.just-played
    And player B's "Drill Dwarf Longbeards" has 0 damage
    And player B has "Drill Dwarf Longbeards" in their kingdom

  @rule:terms.just-played
  Scenario: A card that cancels a tactic just played can be played only in response to one
    Given the card:
      """
      name: High Elf's Disdain
      type: Tactic
      race: High Elf
      cost: 0
      text: "Action: Cancel a tactic just played."
      """
    And it is player A's capital phase
    And player A has "High Elf's Disdain" in hand
    When player A tries to play the tactic "High Elf's Disdain"
    Then the action is refused citing rule faq.46

  @rule:terms.search
  Scenario: Scout Camp's "search an additional card" makes the search look at one more card: the sixth is found
    The engine's reading (a finding on terms.search): the additional card belongs to the search that triggered
    Scout Camp (Dark Visions looks at the top 6 cards, not 5 then 1 more), and "search your deck" is any search its
    player makes of their own deck.
    Given the card:
      """
      name: Dark Visions
      type: Tactic
      race: Dark Elf
      cost: 1
      loyalty: 2
      traits: Spell.
      text: "Play during your turn. Action: Search the top 5 cards of your deck for a card and put it into your hand. Then, shuffle your deck."
      """
    And player A's deck is "Drill Neutral Watchtower", "Drill Neutral Granary", "Drill Neutral Watchtower", "Drill Neutral Barracks", "Drill Neutral Granary", "Drill Orc Trolls"
    And player A will pick "Drill Orc Trolls"
    And it is player A's capital phase
    And player A has 3 resources
    And player A has "Dark Visions" in hand
    And player A has "Scout Camp" in their kingdom
    When player A plays the tactic "Dark Visions"
    And both players pass
    Then player A has "Drill Orc Trolls" in their hand
    And player A has 1 cards in hand

  @rule:clar.trigger-conditions @rule:core.cards.quest
  Scenario: Blessed Enchantress's additional resource token is no new put: two Enchantresses add one token each
    The engine's reading (a finding on clar.trigger-conditions): "put 1 additional resource token on that quest"
    adds to the put that triggered it, so it triggers nothing itself; two Blessed Enchantresses in the zone do not
    feed each other for ever.
    Given the card:
      """
      name: Blessed Enchantress
      type: Unit
      race: Neutral
      cost: 3
      loyalty: 0
      power: 1
      health: 2
      traits: Enchantress.
      text: "Order only. Forced: When another card effect puts at least 1 resource token on a quest in this zone, put 1 additional resource token on that quest."
      """
    And the card:
      """
      name: A Glorious Death
      type: Quest
      race: Dwarf
      cost: 0
      loyalty: 2
      text: "Quest. Action: Sacrifice the unit on this quest to destroy up to two target attacking units. Use this ability only if A Glorious Death has 3 or more resource tokens on it. Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here."
      """
    And it is the beginning of player A's turn 3
    And player A has the quest "A Glorious Death" with 0 resource tokens and "Drill Empire Militia" questing on it
    And player A has "Blessed Enchantress" and "Blessed Enchantress" in their quest zone
    When the turn begins
    Then "A Glorious Death" has 3 resource tokens

  @rule:targeting.target
  Scenario: Plague Monk: "any player's deck" is the deck of the player its controller picks as the effect resolves
    The engine's reading (a finding on targeting.target): "look at the top two cards of any player's deck" names no
    target; the Monk's player picks the player, either one, as the effect resolves, then which of the cards looked
    at are discarded (all of them unless he names some); the rest go back on top of that deck.
    Given the card:
      """
      name: Plague Monk
      type: Unit
      race: Neutral
      cost: 2
      loyalty: 0
      power: 1
      health: 2
      traits: Skaven
      text: "Destruction Only. Kingdom. Action: Whenever you play a Spell, look at the top two cards of any player's deck. Discard any number of those cards and place the rest back on top of the deck in any order."
      """
    And the card:
      """
      name: Second Sight
      type: Tactic
      race: High Elf
      cost: 1
      loyalty: 1
      traits: Spell
      text: "Action: Look at each opponent's hand. Then, draw a card."
      """
    And it is player A's capital phase
    And player A's capital is High Elf
    And player A has 3 resources
    And player A has "Second Sight" in hand
    And player A has "Plague Monk" in their kingdom
    And player B's deck is "Drill Orc Boyz", "Drill Orc Archers", "Drill Orc Trolls"
    And player A will choose "B", "Drill Orc Boyz"
    When player A plays the tactic "Second Sight"
    And player B passes
    And player A triggers "Plague Monk"
    And both players pass
    Then player B has "Drill Orc Boyz" in their discard pile
    And player B has no "Drill Orc Archers" in their discard pile
    And player B has 2 cards in their deck
