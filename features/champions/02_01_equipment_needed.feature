Feature: 2.1 Equipment needed
  Constructed decks (38 cards: 4 Champions, 4 Blessings, 30 Action cards) and health tracking (0 to 35).

  @rule:2.1.1.1
  Scenario: A deck of 4 Champions, 4 Blessings and 30 Action cards is legal
    Given the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is legal

  @rule:2.1.1.1
  Scenario: A fourth copy of an Action card makes a deck illegal
    Given the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 4, Clunky Unit: 2, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.1
  Scenario: Champions costing more than 20 in total make a deck illegal
    Given the card:
      """
      {name: Costly Champion, category: Champion, class: Warrior, cost: 9, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability]}
      """
    And the deck list:
      """
      champions: [Costly Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.1
  Scenario: Two copies of a Unique Champion make a deck illegal
    Given the card:
      """
      {name: Unique Hero, category: Champion, class: Warrior, cost: 2, unique: true, health: 0,
       objectives: [Deploy Unit, Deal Damage, Gain Health, Play Ability]}
      """
    And the deck list:
      """
      champions: [Unique Hero, Unique Hero, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.1
  Scenario: Three copies of a non-Unique Champion make a deck illegal
    Given the deck list:
      """
      champions: [Warrior Champion, Warrior Champion, Warrior Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.1
  Scenario: Two copies of a non-Unique Champion are allowed
    Given the deck list:
      """
      champions: [Warrior Champion, Warrior Champion, Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is legal

  @rule:2.1.1.1
  Scenario: Two copies of a Blessing make a deck illegal
    Given the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Plain Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 3}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.1
  Scenario: A deck of 29 Action cards is illegal
    Given the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Purge: 2}
      """
    Then the deck is refused citing rule 2.1.1.1

  @rule:2.1.1.2 @rule:2.3.1
  Scenario: Cards of two different Alliances cannot share a deck
    Given the card:
      """
      {name: Order Bolt, category: Ability, alliance: Order, permission: Any, text: "Deal 1 damage."}
      """
    And the card:
      """
      {name: Chaos Bolt, category: Ability, alliance: Chaos, permission: Any, text: "Deal 1 damage."}
      """
    And the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Order Bolt: 3, Chaos Bolt: 3}
      """
    Then the deck is refused citing rule 2.1.1.2

  @rule:2.1.1.2 @rule:2.3.3
  Scenario: Unaligned cards may join a deck of one Alliance
    Given the card:
      """
      {name: Order Bolt, category: Ability, alliance: Order, permission: Any, text: "Deal 1 damage."}
      """
    And the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Mending: 3, Order Bolt: 3}
      """
    Then the deck is legal

  @rule:2.1.1.3 @rule:2.14.5c
  Scenario: Two different Realm tags cannot share a deck
    Given the card:
      """
      {name: Aqshy Spell, category: Spell, tags: [AQSHY], corners: [smooth 1, smooth 1, none, none]}
      """
    And the card:
      """
      {name: Ghyran Spell, category: Spell, tags: [GHYRAN], corners: [smooth 1, smooth 1, none, none]}
      """
    And the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Aqshy Spell: 3, Ghyran Spell: 3}
      """
    Then the deck is refused citing rule 2.1.1.3

  @rule:2.1.1.3 @rule:2.14.5c
  Scenario: Any number of cards with the same Realm tag may share a deck
    Given the card:
      """
      {name: Ghyran Spell, category: Spell, tags: [GHYRAN], corners: [smooth 1, smooth 1, none, none]}
      """
    And the card:
      """
      {name: Ghyran Growth, category: Spell, tags: [GHYRAN], corners: [smooth 2, none, none, none]}
      """
    And the deck list:
      """
      champions: [Warrior Champion, Wizard Champion, Warrior-Wizard Champion, Second Warrior]
      blessings: [Plain Blessing, Instant Blessing, Permanent Blessing, Other Blessing]
      actions: {Silent Unit: 3, Clunky Unit: 3, Biting Unit: 3, Striking Unit: 3, X Unit: 3, Silent Spell: 3,
                Healing Spell: 3, Bolt: 3, Ghyran Spell: 3, Ghyran Growth: 3}
      """
    Then the deck is legal

  @rule:2.1.1.4
  Scenario: Each player draws from their own deck
    Given player A's deck is "Bolt", "Mending", "Purge" from the top
    And player B's deck is "Purge", "Silent Unit", "Bolt" from the top
    And it is player A's turn
    And player A has 2 actions left
    When player A passes
    Then player A's hand is "Bolt", "Mending" from the top
    And player B has 3 cards in deck

  @rule:2.1.3.1 @rule:2.1.3.2 @rule:2.13.3
  Scenario: Each player's health is tracked separately
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player A has 30 health
    And player B has 30 health
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 28 health
    And player A has 30 health

  @rule:2.1.3.3 @rule:2.13.2 @rule:2.13.4
  Scenario: Health never goes above 35
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Mending" in hand
    And player A has 34 health
    When player A plays "Mending" with "Warrior Champion"
    Then player A has 35 health

  @rule:2.1.3.3 @rule:2.13.2
  Scenario: Health never goes below 0
    Given player A's champion "Warrior Champion" is in lane 1
    And player A has "Bolt" in hand
    And player B has 1 health
    When player A plays "Bolt" with "Warrior Champion"
    Then player B has 0 health
