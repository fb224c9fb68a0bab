Feature: Deck building (core.deck)
  At least 50 cards, no more than 3 copies of a title, Order and Destruction never together, and the FAQ's
  restricted and banned lists.

  @rule:core.deck.size @rule:core.deck.copies
  Scenario: A deck of 50 cards with 3 copies of each title is legal
    Given the deck list:
      """
      cards: {Drill Empire Militia: 3, Drill Empire Halberdiers: 3, Drill Empire Outriders: 3, Drill Empire Spearmen: 3,
              Drill Empire Greatswords Drill: 3, Drill Empire Handgunners: 3, Drill Dwarf Warriors: 3,
              Drill Dwarf Longbeards: 3, Drill Dwarf Rangers: 3, Drill Dwarf Miners: 3, Drill Dwarf Ironbreakers Drill: 3,
              Drill Dwarf Thunderers: 3, Drill High Elf Spearmen: 3, Drill High Elf Archers: 3, Drill High Elf Sea Guard: 3,
              Drill High Elf Silver Helms: 3, Drill Neutral Granary: 2}
      """
    Then the deck is legal

  @rule:core.deck.size
  Scenario: Fewer than 50 cards is not a deck
    Given the deck list:
      """
      cards: {Drill Empire Militia: 3, Drill Empire Spearmen: 3}
      """
    Then the deck is refused citing rule core.deck.size

  @rule:core.deck.copies
  Scenario: Four copies of one title are one too many
    Given the deck list:
      """
      cards: {Drill Empire Militia: 4}
      """
    Then the deck is refused citing rule core.deck.copies

  @rule:core.deck.factions
  Scenario: Order and Destruction cards never share a deck
    Given the deck list:
      """
      cards: {Drill Empire Militia: 3, Drill Orc Boyz: 3}
      """
    Then the deck is refused citing rule core.deck.factions

  @rule:core.deck.factions
  Scenario: A neutral card that says "Destruction only." can't go in an Order deck
    Given the card:
      """
      name: Dark Test Shrine
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 1
      text: Destruction only.
      """
    And the deck list:
      """
      cards: {Drill Empire Militia: 3, Dark Test Shrine: 1}
      """
    Then the deck is refused citing rule core.deck.factions

  @rule:core.deck.factions @rule:errata.bloodquest.56
  Scenario: "Non-Dwarf only." and "Wood Elf only." are deck rules on the deck's race, its most common race
    The engine's reading (a finding on core.deck.factions): a race restriction other than Order or Destruction
    works as "Order only." does, on the race of the deck's capital, read as the race most of its cards have.
    Given the card:
      """
      name: Test Embassy
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 0
      text: Non-Dwarf only.
      """
    And the card:
      """
      name: Test Glade Watcher
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 1
      text: Wood Elf only.
      """
    And the deck list:
      """
      cards: {Drill Empire Militia: 3, Drill Empire Halberdiers: 3, Drill Empire Outriders: 3, Drill Empire Spearmen: 3,
              Drill Empire Greatswords Drill: 3, Drill Empire Handgunners: 3, Drill Dwarf Warriors: 3,
              Drill Dwarf Longbeards: 3, Drill High Elf Spearmen: 3, Drill High Elf Archers: 3,
              Drill High Elf Sea Guard: 3, Drill High Elf Silver Helms: 3, Drill High Elf Reavers: 3,
              Drill Neutral Watchtower: 3, Drill Neutral Granary: 3, Drill Neutral Barracks: 3, Test Embassy: 3}
      """
    Then the deck is legal
    Given the deck list:
      """
      cards: {Drill Dwarf Warriors: 3, Drill Dwarf Longbeards: 3, Drill Dwarf Rangers: 3, Drill Dwarf Miners: 3,
              Drill Dwarf Ironbreakers Drill: 3, Drill Dwarf Thunderers: 3, Drill Empire Militia: 3,
              Drill Empire Halberdiers: 3, Drill Empire Outriders: 3, Drill Empire Spearmen: 3,
              Drill Empire Handgunners: 3, Drill High Elf Spearmen: 3, Drill High Elf Archers: 3,
              Drill High Elf Sea Guard: 3, Drill Neutral Watchtower: 3, Drill Neutral Granary: 3, Test Embassy: 3}
      """
    Then the deck is refused citing rule core.deck.factions
    Given the deck list:
      """
      cards: {Drill Empire Militia: 3, Drill Empire Halberdiers: 3, Drill Empire Outriders: 3, Drill Empire Spearmen: 3,
              Drill Empire Greatswords Drill: 3, Drill Empire Handgunners: 3, Drill Dwarf Warriors: 3,
              Drill Dwarf Longbeards: 3, Drill Dwarf Rangers: 3, Drill Dwarf Miners: 3, Drill Dwarf Thunderers: 3,
              Drill High Elf Spearmen: 3, Drill High Elf Archers: 3, Drill High Elf Sea Guard: 3,
              Drill High Elf Silver Helms: 3, Drill High Elf Reavers: 3, Test Glade Watcher: 2}
      """
    Then the deck is refused citing rule core.deck.factions

  @rule:core.deck.lists @rule:banned.visit-the-haunted-city
  Scenario: A banned card can't be in a deck
    Given the card:
      """
      name: Visit the Haunted City
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      text: "Action: Draw a card."
      """
    And the deck list:
      """
      cards: {Drill Empire Militia: 3, Visit the Haunted City: 1}
      """
    Then the deck is refused citing rule banned.visit-the-haunted-city

  @rule:core.deck.lists @rule:restricted
  Scenario: One restricted card per deck
    Given the card:
      """
      name: Dwarf Ranger
      type: Unit
      race: Dwarf
      cost: 2
      loyalty: 1
      power: 1
      health: 2
      """
    And the card:
      """
      name: Innovation
      type: Tactic
      race: Dwarf
      cost: 1
      loyalty: 1
      """
    And the deck list:
      """
      cards: {Drill Dwarf Warriors: 3, Dwarf Ranger: 2, Innovation: 1}
      """
    Then the deck is refused citing rule restricted.innovation
