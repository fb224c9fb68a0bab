Feature: FAQ: moving cards, damage and legends (faq.*)
  A card moves only to another of its controller's zones, never into an opponent's; only a card out of play can
  be put into play; damage moved onto a unit stops at what destroys it; a redirect takes the "next" damage, so two
  do not add up; damage left over from destroying an attacked legend is ignored.

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck

  @rule:faq.11
  Scenario: A player's effect may not move his unit into the opponent's zone
    Sigmar's Brilliance ("Rearrange your units and support cards, moving any number of them into new zones.")
    does not type yet; the move it would make is given here as an effect of player A.
    Given it is player A's capital phase
    And player A has "Drill Empire Militia" in their battlefield
    When an effect of player A tries to move player A's "Drill Empire Militia" into player B's kingdom
    Then the action is refused citing rule misc.moving-cards
    And player A has "Drill Empire Militia" in their battlefield

  @rule:faq.39
  Scenario: A card can't be moved from a zone to the same zone
    Given it is player A's capital phase
    And player A has "Drill Empire Militia" in their battlefield
    When an effect of player A tries to move player A's "Drill Empire Militia" to their battlefield
    Then the action is refused citing rule misc.moving-cards
    When an effect of player A moves player A's "Drill Empire Militia" to their kingdom
    Then player A has "Drill Empire Militia" in their kingdom

  @rule:faq.20
  Scenario: Only a card out of play can be put into play: a unit already in play can't be
    Seeking New Slaves puts a unit from a discard pile into play; the putting into play is given here as an effect.
    Given it is player A's capital phase
    And player A has "Drill Empire Militia" in their kingdom
    When an effect of player A tries to put "Drill Empire Militia" from their kingdom into play in their battlefield
    Then the action is refused citing rule faq.20
    And player A has "Drill Empire Militia" in their kingdom

  @rule:faq.22
  Scenario: No more damage can be moved onto a unit than it takes to destroy it
    Orc Shaman moves damage from its zone of the capital (its trigger, "When you play a development", is not carried
    out yet); the move is given here as an effect from one unit to another.
    Given it is player A's capital phase
    And player A has "Drill Empire Greatswords Drill" with 2 damage in their battlefield
    And player B has "Drill Orc Archers" with 1 damage in their kingdom
    When an effect of player A moves 2 damage from player A's "Drill Empire Greatswords Drill" to player B's "Drill Orc Archers"
    Then player B has "Drill Orc Archers" in their discard pile
    And player A's "Drill Empire Greatswords Drill" has 1 damage
    And the log shows "move_damage" citing rule faq.22

  @rule:faq.52
  Scenario: Two effects that redirect "the next" damage don't add up
    Given it is player A's capital phase
    And player B has "Drill Orc Boyz", "Drill Orc Trolls" and "Drill Orc Archers" in their kingdom
    When an effect of player B redirects the next 1 damage dealt to player B's "Drill Orc Trolls" to player B's "Drill Orc Archers"
    And an effect of player B redirects the next 1 damage dealt to player B's "Drill Orc Trolls" to player B's "Drill Orc Archers"
    And an effect of player A deals 2 damage to player B's "Drill Orc Trolls"
    Then player B's "Drill Orc Archers" has 1 damage
    And player B's "Drill Orc Trolls" has 1 damage

  @rule:faq.47
  Scenario: All the damage assigned to a zone is dealt, even beyond what burns it
    Crone Hellebron (which discards a card for each damage dealt) has no text in the card data; the scenario shows
    the amount such an effect would read: 5 damage dealt to a kingdom with 2 hit points left.
    Given it is player A's battlefield phase
    And player A has "Drill Empire Spearmen", "Drill Empire Spearmen" and "Drill Empire Militia" in their battlefield
    And player B's kingdom has 6 damage
    When player A attacks the kingdom with "Drill Empire Spearmen", "Drill Empire Spearmen", "Drill Empire Militia"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 5      |
    Then player B's kingdom is burned
    And player B's kingdom has 8 damage
    And the log shows player B's kingdom was dealt 5 damage

  @rule:core.effects.ownership
  Scenario: Control taken until the end of the turn goes back to the player it was taken from as the turn ends
    Grasping Darkness (its real text); the way back is the engine's reading (a finding on core.effects.ownership).
    Given the card:
      """
      name: Grasping Darkness
      type: Tactic
      race: Dark Elf
      cost: 0
      loyalty: 0
      text: "Action: Until the end of the turn, take control of target unit with printed cost 2 or lower. Move the unit to your corresponding zone."
      """
    And it is player A's capital phase
    And player A has "Grasping Darkness" in hand
    And player B has "Drill Orc Archers" in their kingdom
    When player A plays the tactic "Grasping Darkness" targeting player B's "Drill Orc Archers"
    And both players pass
    Then player A controls "Drill Orc Archers" owned by player B
    And player A has "Drill Orc Archers" in their kingdom
    When player A passes
    And player A declares no attack
    Then player B has "Drill Orc Archers" in their kingdom
    And player B controls "Drill Orc Archers" owned by player B

  @rule:faq.16 @rule:core.effects.ownership
  Scenario: When Soul Stealer leaves play, the unit it took goes back to its owner's corresponding zone
    Soul Stealer's "non-Hero unit" is not read yet; its other sentences are given to a test attachment.
    Given the card:
      """
      name: Test Soul Stealer
      type: Support
      race: Dark Elf
      cost: 0
      loyalty: 0
      power: 0
      traits: Attachment. Hex.
      text: Attach to a target unit. Take control of attached unit. Move that unit to your corresponding zone.
      """
    And it is player A's capital phase
    And player A has "Test Soul Stealer" in hand
    And player B has "Drill Orc Boyz" in their battlefield
    When player A attaches "Test Soul Stealer" to player B's "Drill Orc Boyz"
    Then player A controls "Drill Orc Boyz" owned by player B
    And player A has "Drill Orc Boyz" in their battlefield
    When an effect of player B destroys player A's "Test Soul Stealer"
    Then player B has "Drill Orc Boyz" in their battlefield
    And player A has "Test Soul Stealer" in their discard pile
    And the log shows "control_returns" citing rule faq.16

  @rule:faq.4
  Scenario: Stand Your Ground returns a Dwarf unit card that entered the discard pile as a destroyed development
    Given it is player A's capital phase
    And player A has 2 resources
    And player A's capital is Dwarf
    And player A has "Stand Your Ground" in hand
    And player A has "Drill Dwarf Longbeards" as a development in their kingdom
    And player A will choose their battlefield
    When an effect of player B destroys player A's development "Drill Dwarf Longbeards" in their kingdom
    Then player A has "Drill Dwarf Longbeards" in their discard pile
    And player A has 0 developments in their kingdom
    When player A plays the tactic "Stand Your Ground" targeting "Drill Dwarf Longbeards"
    And both players pass
    Then player A has "Drill Dwarf Longbeards" in their battlefield

  @rule:faq.4
  Scenario: Stand Your Ground can't reach a Dwarf unit that was in the discard pile before this turn
    Given it is player A's capital phase
    And player A has 2 resources
    And player A's capital is Dwarf
    And player A has "Stand Your Ground" in hand
    And player A has "Drill Dwarf Longbeards" in their discard pile
    When player A tries to play the tactic "Stand Your Ground" targeting "Drill Dwarf Longbeards"
    Then the action is refused citing rule faq.46
    And player A has "Drill Dwarf Longbeards" in their discard pile

  @rule:faq.17
  Scenario: A unit played into Warpstone Excavation's zone enters play corrupted, which is no change of state; one moved there is corrupted
    Fellblade ("Whenever a unit is corrupted, place 1 resource token on this card") waits for a change of state:
    the unit played shows none, the unit moved in shows one. Warpstone Excavation's errata line ("Limit 1 per
    deck") is not carried out yet, so its sentence is given to a test support.
    Given the card:
      """
      name: Test Warpstone Dig
      type: Support
      race: Neutral
      cost: 0
      power: 1
      traits: Warpstone.
      text: Your units enter this zone corrupted.
      """
    And it is player B's capital phase
    And player B has 2 resources
    And player B has "Drill Orc Boyz" in hand
    And player B has "Test Warpstone Dig" in their battlefield
    And player B has "Drill Orc Trolls" in their kingdom
    When player B plays "Drill Orc Boyz" into their battlefield
    Then player B's "Drill Orc Boyz" entered play corrupted without being corrupted
    When an effect of player B moves player B's "Drill Orc Trolls" to their battlefield
    Then the log shows player B's "Drill Orc Trolls" was corrupted

  @rule:faq.49
  Scenario: Veteran Sellswords must move into a zone Paranoia keeps them out of: the illegal state sacrifices them
    Veteran Sellswords' Forced effect (with a target opponent) and Paranoia's Action are not carried out yet; the
    change of control is given as player B's, and Paranoia's keeping-out sentence to a test attachment.
    Given the card:
      """
      name: Test Paranoia
      type: Support
      race: Neutral
      cost: 1
      loyalty: 0
      power: 0
      traits: Attachment. Condition.
      text: Attach to a target unit. Cards with fewer than 3 loyalty cannot enter this zone.
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Veteran Sellswords" in their battlefield
    And player A has "Test Paranoia" in hand
    And player B has "Drill Orc Boyz" in their battlefield
    When player A attaches "Test Paranoia" to player B's "Drill Orc Boyz"
    And player B takes control of player A's "Veteran Sellswords"
    Then player A has "Veteran Sellswords" in their discard pile
    And player B has no "Veteran Sellswords" in their battlefield
    And the log shows "illegal_state" citing rule faq.49
