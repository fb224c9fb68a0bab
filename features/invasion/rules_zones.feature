Feature: Zones of play, control and moving cards (the FAQ's rules clarifications: zones.*, misc.moving-cards)
  The kingdom, quest zone and battlefield are in play; the deck, hand and discard pile are out of play. A card
  leaving play goes to its owner's pile as a new card. Card effects move cards only between in-play zones.

  Background:
    Given it is player A's capital phase
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:zones @rule:core.capital.zones
  Scenario: The three zones of a capital are in play; hand, deck and discard pile are out of play
    Given player A has "Drill Empire Militia" in their quest zone
    And player A has "Drill Empire Spearmen" in hand
    And player B has "Drill Orc Boyz" in their discard pile
    And player B's deck is "Drill Orc Trolls"
    Then "Drill Empire Militia" is in play
    And "Drill Empire Spearmen" is out of play
    And "Drill Orc Boyz" is out of play
    And "Drill Orc Trolls" is out of play

  @rule:core.effects.ownership @rule:zones.out-of-play @rule:terms.destroy
  Scenario: A destroyed card its opponent controls goes to its owner's discard pile
    Given player B has "Drill Orc Archers" in their kingdom
    When player A takes control of player B's "Drill Orc Archers"
    Then player A controls "Drill Orc Archers" owned by player B
    When an effect of player B destroys player A's "Drill Orc Archers"
    Then player B has "Drill Orc Archers" in their discard pile
    And player A has no "Drill Orc Archers" in their discard pile
    And the log shows "destroyed" citing rule terms.destroy
    And the log shows no "sacrificed"

  @rule:terms.sacrifice @rule:core.effects.sacrifice @rule:core.effects.ownership
  Scenario: A player sacrifices only a card they control; it goes to its owner's discard pile, and is not destroyed
    Given player A controls "Drill Orc Boyz" of player B in their battlefield
    And player B has "Drill Orc Trolls" in their kingdom
    When player A tries to sacrifice player B's "Drill Orc Trolls"
    Then the action is refused citing rule terms.sacrifice
    When player A sacrifices "Drill Orc Boyz"
    Then player B has "Drill Orc Boyz" in their discard pile
    And the log shows "sacrificed" citing rule terms.sacrifice
    And the log shows no "destroyed"

  @rule:terms.sacrifice @rule:timing.E.2
  Scenario: A sacrifice set up for the end of the turn spares a unit its player no longer controls
    The engine's reading (a finding on terms.sacrifice): "Sacrifice that unit at the end of the turn" is carried
    out by the player who set it up, on a card they still control then; one another player took meanwhile stays.
    Given the card:
      """
      name: Test Warpstone Draught
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Choose a target unit you control. That unit gains [Power][Power][Power] until the end of the turn. Sacrifice that unit at the end of the turn."
      """
    And player A has "Test Warpstone Draught" in hand
    And player A has "Drill Orc Boyz" in their battlefield
    And player A has "Drill Orc Trolls" in their kingdom
    When player A plays the tactic "Test Warpstone Draught" targeting "Drill Orc Boyz"
    And both players pass
    Then player A's "Drill Orc Boyz" has power 4
    When player B takes control of player A's "Drill Orc Boyz"
    And player A passes
    And player A declares no attack
    Then it is player B's capital phase
    And player B controls "Drill Orc Boyz" owned by player A
    And the log shows no "sacrificed"

  @rule:terms.sacrifice
  Scenario: Nothing prevents a sacrifice: an effect cancelling damage does not keep the unit in play
    Given player A has "Drill Empire Militia" in their battlefield
    When an effect of player A cancels the next 5 damage that would be dealt to player A's "Drill Empire Militia" this turn
    And player A sacrifices "Drill Empire Militia"
    Then player A has "Drill Empire Militia" in their discard pile

  @rule:zones.out-of-play @rule:zones.leaving-play
  Scenario: A card that leaves play comes back as a new card: its damage and the effects on it are gone
    Given player B has "Drill Orc Archers" with 1 damage in their kingdom
    When an effect of player A gives player B's "Drill Orc Archers" 2 power until the end of the turn
    And an effect of player A returns player B's "Drill Orc Archers" to its owner's hand
    Then player B has "Drill Orc Archers" in their hand
    When an effect of player B puts "Drill Orc Archers" from their hand into play in their kingdom
    Then player B's "Drill Orc Archers" has 0 damage
    And player B's "Drill Orc Archers" has power 1

  @rule:core.effects.ownership @rule:zones.out-of-play
  Scenario: A card returned to hand goes to its owner's hand, not its controller's
    Given player A controls "Drill Orc Boyz" of player B in their battlefield
    When an effect of player B returns player A's "Drill Orc Boyz" to its owner's hand
    Then player B has "Drill Orc Boyz" in their hand
    And player A has no "Drill Orc Boyz" in their hand

  @rule:zones.play @rule:zones.put-into-play @rule:core.cards.cost
  Scenario: Playing pays the cost from hand; putting into play by an effect pays nothing
    Given player A has 3 resources
    And player A has "Drill Empire Spearmen" in hand
    And player A has "Drill Empire Halberdiers" in their discard pile
    When player A tries to play "Drill Empire Halberdiers" into their kingdom
    Then the action is refused citing rule core.turn.3
    When an effect of player A puts "Drill Empire Halberdiers" from their discard pile into play in their kingdom
    Then player A has "Drill Empire Halberdiers" in their kingdom
    And player A has 3 resources
    When player A plays "Drill Empire Spearmen" into their battlefield
    Then player A has 0 resources

  @rule:zones.put-into-play @rule:core.cards.unique
  Scenario: Putting into play does not bypass the unique rule
    Given the card:
      """
      name: Unique Test Captain
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 1
      unique: true
      """
    And player A has "Unique Test Captain" in their battlefield
    And player A has "Unique Test Captain" in their discard pile
    When an effect of player A tries to put "Unique Test Captain" from their discard pile into play in their kingdom
    Then the action is refused citing rule core.cards.unique

  @rule:zones.put-into-play @rule:core.effects.zone-only
  Scenario: Putting into play does not bypass a restriction in the card's text box
    Given the card:
      """
      name: Test Keep Warden
      type: Unit
      race: Dwarf
      cost: 2
      loyalty: 0
      power: 1
      health: 2
      text: Kingdom only.
      """
    And player A has "Test Keep Warden" in hand
    When an effect of player A tries to put "Test Keep Warden" from their hand into play in their battlefield
    Then the action is refused citing rule core.effects.zone-only
    When an effect of player A puts "Test Keep Warden" from their hand into play in their kingdom
    Then player A has "Test Keep Warden" in their kingdom

  # Limited reads "one Limited card played per turn": the FAQ says putting into play does not bypass the
  # restrictions in a card's text box, but Limited restricts playing, which putting into play is not. The engine
  # takes that reading: a Limited card put into play is neither refused by Limited nor counted as the turn's one.
  @rule:zones.put-into-play @rule:core.effects.limited
  Scenario: A Limited card put into play is not played: it does not use up the turn's Limited card
    Given the card:
      """
      name: Limited Test Outpost
      type: Support
      race: Neutral
      cost: 0
      loyalty: 0
      power: 1
      text: Limited.
      """
    And player A has "Limited Test Outpost" in their discard pile
    And player A has "Limited Test Outpost" in hand
    When an effect of player A puts "Limited Test Outpost" from their discard pile into play in their kingdom
    And player A plays "Limited Test Outpost" into their quest zone
    Then player A has "Limited Test Outpost" in their quest zone

  @rule:zones.in-play @rule:misc.moving-cards
  Scenario: A card effect moves a card only to another in-play zone of its controller
    Given player A has "Drill Empire Militia" in their battlefield
    When an effect of player A tries to move player A's "Drill Empire Militia" to their discard pile
    Then the action is refused citing rule zones.in-play
    When an effect of player A tries to move player A's "Drill Empire Militia" to their battlefield
    Then the action is refused citing rule misc.moving-cards
    When an effect of player A tries to move player A's "Drill Empire Militia" into player B's kingdom
    Then the action is refused citing rule misc.moving-cards
    When an effect of player A moves player A's "Drill Empire Militia" to their quest zone
    Then player A has "Drill Empire Militia" in their quest zone
    And the log shows "move" citing rule misc.moving-cards
    And the log shows no "put_into_play"

  @rule:misc.moving-cards @rule:core.combat.2
  Scenario: An attacking unit moved out of the battlefield is no longer attacking
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Militia"
    And an effect of player A moves player A's "Drill Empire Militia" to their kingdom
    Then the log shows "no_longer_attacking" citing rule misc.moving-cards
    When player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player B's kingdom has 2 damage

  @rule:misc.moving-cards @rule:core.combat.5
  Scenario: A defender moved out of the attacked zone stops defending, but the damage assigned to it is still applied
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" in their battlefield
    And player B has "Drill Orc Archers" in their kingdom
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B defends with "Drill Orc Archers"
    And player A assigns the damage:
      | target            | damage |
      | Drill Orc Archers | 2      |
    And an effect of player B moves player B's "Drill Orc Archers" to their quest zone
    Then the log shows "no_longer_defending" citing rule misc.moving-cards
    And player B has "Drill Orc Archers" in their discard pile
    And player A's "Drill Empire Spearmen" has 0 damage

  @rule:terms.limit-one-hero-per-zone @rule:core.effects.limit-one-hero-per-zone
  Scenario: No Hero is moved, put into play or taken control of into a zone where its player has a Hero
    Given the card:
      """
      name: Test Hero
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 3
      traits: Hero.
      text: Limit one Hero per zone.
      """
    And player A has "Test Hero" in their kingdom
    And player A has "Test Hero" in their quest zone
    And player A has "Test Hero" in their discard pile
    And player B has "Test Hero" in their kingdom
    When an effect of player A tries to move player A's "Test Hero" to their quest zone
    Then the action is refused citing rule terms.limit-one-hero-per-zone
    When an effect of player A tries to put "Test Hero" from their discard pile into play in their kingdom
    Then the action is refused citing rule core.effects.limit-one-hero-per-zone
    When player A tries to take control of player B's "Test Hero"
    Then the action is refused citing rule terms.limit-one-hero-per-zone

  @rule:core.cards.unique @rule:core.effects.ownership
  Scenario: A player can't take control of a copy of a unique card they already control
    Given the card:
      """
      name: Unique Test Captain
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 1
      unique: true
      """
    And player A has "Unique Test Captain" in their battlefield
    And player B has "Unique Test Captain" in their kingdom
    When player A tries to take control of player B's "Unique Test Captain"
    Then the action is refused citing rule core.cards.unique

  @rule:misc.entering-the-discard-pile @rule:core.combat.5
  Scenario: Cards entering a discard pile together go in in the order their owner chooses
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Archers" in their kingdom
    And player B will choose "Drill Orc Archers", "Drill Orc Boyz"
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Halberdiers"
    And player B defends with "Drill Orc Boyz" and "Drill Orc Archers"
    And player A assigns the damage:
      | target            | damage |
      | Drill Orc Boyz    | 1      |
      | Drill Orc Archers | 2      |
    And player B assigns the damage:
      | target                   | damage |
      | Drill Empire Halberdiers | 2      |
    Then player B's discard pile is "Drill Orc Archers", "Drill Orc Boyz" from the bottom
    And the log shows "discard_order" citing rule misc.entering-the-discard-pile

  @rule:misc.entering-the-discard-pile
  Scenario: The owner may as well choose the other order
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen" and "Drill Empire Halberdiers" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Archers" in their kingdom
    And player B will choose "Drill Orc Boyz", "Drill Orc Archers"
    When player A attacks the kingdom with "Drill Empire Spearmen" and "Drill Empire Halberdiers"
    And player B defends with "Drill Orc Boyz" and "Drill Orc Archers"
    And player A assigns the damage:
      | target            | damage |
      | Drill Orc Boyz    | 1      |
      | Drill Orc Archers | 2      |
    And player B assigns the damage:
      | target                   | damage |
      | Drill Empire Halberdiers | 2      |
    Then player B's discard pile is "Drill Orc Boyz", "Drill Orc Archers" from the bottom

  @rule:terms.sacrifice
  Scenario: Desertion: the player who played it chooses and sacrifices first, then the other player
    The engine's reading (a finding on terms.sacrifice): "Each player sacrifices a neutral card he controls (you
    choose first)" is one sacrifice after the other, each made as its player chooses: the opponent chooses knowing
    which card went first.
    Given the card:
      """
      name: Desertion
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      text: "Limited. Action: Each player sacrifices a neutral card he controls (you choose first)."
      """
    And player A has 1 resources
    And player A has "Desertion" in hand
    And player A has "Drill Neutral Watchtower" and "Drill Empire Militia" in their kingdom
    And player B has "Drill Neutral Granary" and "Drill Orc Boyz" in their kingdom
    When player A plays the tactic "Desertion"
    And both players pass
    Then player A has "Drill Neutral Watchtower" in their discard pile
    And player B has "Drill Neutral Granary" in their discard pile
    And player A has "Drill Empire Militia" in their kingdom
    And player B has "Drill Orc Boyz" in their kingdom
    And the log shows "choose" by player A before "choose" by player B
    And the log shows, in order:
      | event      | rule             |
      | choose     |                  |
      | sacrificed | terms.sacrifice  |
      | choose     |                  |
      | sacrificed | terms.sacrifice  |

  @rule:misc.moving-cards @rule:card-types.developments
  Scenario: Will of the Electors moves the developments of the first target's zone, together, to one other zone
    The engine's reading (a finding on misc.moving-cards): "Move up to two target developments from one zone to
    another controlled by the same player" moves the targets that are in the zone of the first, all to the one zone
    its player picks among that player's other zones; a second target in another zone stays where it is.
    Given the card:
      """
      name: Will of the Electors
      type: Tactic
      race: Empire
      cost: 1
      loyalty: 1
      text: "Action: Move up to two target developments from one zone to another controlled by the same player."
      """
    And player A has 3 resources
    And player A has "Will of the Electors" in hand
    And player B has "Drill Neutral Watchtower" as a development in their kingdom
    And player B has "Drill Neutral Barracks" as a development in their kingdom
    And player B has "Drill Neutral Granary" as a development in their quest zone
    And player A will choose their battlefield
    When player A plays the tactic "Will of the Electors" targeting player B's "Drill Neutral Watchtower", "Drill Neutral Granary"
    And both players pass
    Then player B has 1 developments in their battlefield
    And player B has 1 developments in their kingdom
    And player B has 1 developments in their quest zone
    And player B's battlefield has 9 hit points
