Feature: General errata (errata.general)
  Rewrites of a wording on every card that carries it, applied when the engine loads a card, in the FAQ's order
  (errata.general.1 before errata.general.2). Each card below is a real card given with its printed text.

  @rule:errata.general.1
  Scenario: "After your turn begins" reads "At the beginning of your turn" (Keystone Forge)
    Given the card:
      """
      name: Keystone Forge
      type: Support
      race: Dwarf
      cost: 2
      loyalty: 1
      power: 1
      health: -1
      traits: Building.
      text: 'Kingdom. Forced: After your turn begins, heal 1 damage to your capital.'
      """
    Then "Keystone Forge" plays the text:
      """
      Kingdom. Forced: At the beginning of your turn, heal 1 damage to your capital.
      """
    And "Keystone Forge" is corrected by errata.general.1
    And "Keystone Forge" is not corrected by errata.general.2

  @rule:errata.general.1 @rule:errata.general.2
  Scenario: The first erratum comes first: City Gates never reads "When your turn begins"
    Given the card:
      """
      name: City Gates
      type: Support
      race: Empire
      cost: 2
      loyalty: 1
      power: 1
      health: -1
      traits: Building.
      text: 'Forced: After your turn begins, place the top card of your deck into this zone as a development.'
      """
    Then "City Gates" plays the text:
      """
      Forced: At the beginning of your turn, place the top card of your deck into this zone as a development.
      """

  @rule:errata.general.2
  Scenario: "After" reads "when" (The Greatswords)
    Given the card:
      """
      name: The Greatswords
      type: Unit
      race: Empire
      cost: 4
      loyalty: 2
      power: 1
      health: 4
      traits: Warrior. Elite.
      text: 'Forced: After a unit enters this zone, The Greatswords gains [Power] until the end of the turn.'
      """
    Then "The Greatswords" plays the text:
      """
      Forced: When a unit enters this zone, The Greatswords gains [Power] until the end of the turn.
      """
    And "The Greatswords" is corrected by errata.general.2

  @rule:errata.general.2 @rule:core.combat.3.counterstrike
  Scenario: Reiksguard Knights' reminder "immediately after defending" reads "when defending"; its Counterstrike 2 still strikes
    Given the card:
      """
      name: Reiksguard Knights
      type: Unit
      race: Empire
      cost: 3
      loyalty: 1
      power: 1
      health: 2
      traits: Knight.
      text: Counterstrike 2 (this unit deals 2 combat damage immediately after defending).
      """
    And it is player A's battlefield phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And player A has "Drill Orc Archers" in their battlefield
    And player B has "Reiksguard Knights" in their kingdom
    Then "Reiksguard Knights" plays the text:
      """
      Counterstrike 2 (this unit deals 2 combat damage immediately when defending).
      """
    When player A attacks the kingdom with "Drill Orc Archers"
    And player B defends with "Reiksguard Knights"
    And the Counterstrike of player B hits "Drill Orc Archers"
    Then player A has "Drill Orc Archers" in their discard pile

  @rule:errata.general.3
  Scenario: On a card that redirects damage, "damage dealt" reads "damage that would be dealt" (White Lion Vanguard)
    Given the card:
      """
      name: White Lion Vanguard
      type: Unit
      race: High Elf
      cost: 2
      loyalty: 1
      power: 1
      health: 2
      traits: Warrior. Elite.
      text: Redirect the first point of damage dealt to this unit each turn to target unit in any corresponding zone.
      """
    Then "White Lion Vanguard" plays the text:
      """
      Redirect the first point of damage that would be dealt to this unit each turn to target unit in any
      corresponding zone.
      """
    And "White Lion Vanguard" is corrected by errata.general.3

  @rule:errata.general.3
  Scenario: "Damage just assigned" on a redirecting card reads "damage that would be dealt" too (Disciple of Khaine)
    Given the card:
      """
      name: Disciple of Khaine
      type: Unit
      race: Dark Elf
      cost: 3
      loyalty: 1
      power: 1
      health: 3
      traits: Warrior. Priest.
      text: 'Action: Spend 2 resources to redirect one combat damage just assigned to this unit to another target unit.'
      """
    Then "Disciple of Khaine" plays the text:
      """
      Action: Spend 2 resources to redirect one combat damage that would be dealt to this unit to another target unit.
      """

  @rule:errata.general.3
  Scenario: A card that cancels damage but redirects none keeps "damage assigned" (Gate of Sigmar)
    Given the card:
      """
      name: Gate of Sigmar
      type: Support
      race: Empire
      cost: 4
      loyalty: 2
      power: 2
      traits: Building
      text: Cancel one damage assigned to your capital each turn.
      """
    Then "Gate of Sigmar" plays the text:
      """
      Cancel one damage assigned to your capital each turn.
      """
    And "Gate of Sigmar" is not corrected by errata.general.3

  @rule:errata.general.4
  Scenario: "If you control a non-[faction] card" reads "a faceup non-[faction] unit or support card" (an illustrative card: no card of the public list carries the wording)
    Given the card:
      """
      name: Illustrative Border Keep
      illustrative: true
      type: Support
      race: Dwarf
      cost: 1
      loyalty: 1
      power: 1
      text: 'Kingdom. If you control a non-Dwarf card, this card gains [Power].'
      """
    Then "Illustrative Border Keep" plays the text:
      """
      Kingdom. If you control a faceup non-Dwarf unit or support card, this card gains [Power].
      """
    And "Illustrative Border Keep" is corrected by errata.general.4

  @rule:errata.general.most-recent-printing @rule:errata
  Scenario: An older printing plays as the most recent one: the project's own Werner Ludenhof, given as printed
    Then "Werner Ludenhof" plays the text:
      """
      Limit one Hero per zone. While this unit is questing, it gains [Power][Power]. Action: Move this unit onto a
      quest you control (limit once per turn.)
      """
    And "Werner Ludenhof" is corrected by errata.capital.104

  @rule:errata.general.most-recent-printing @rule:errata
  Scenario: Every printing of a card plays the corrected text, whatever the card entry gives
    Given the card:
      """
      name: Shrine to Nurgle
      type: Support
      race: Chaos
      cost: 2
      loyalty: 1
      power: 1
      health: -1
      traits: Building.
      text: "Kingdom. Forced: After an opponent's unit is damaged during combat, corrupt that unit."
      """
    Then "Shrine to Nurgle" plays the text:
      """
      Kingdom. Forced: When an opponent's unit is dealt combat damage, corrupt that unit.
      """
    And "Shrine to Nurgle" is corrected by errata.core.98
