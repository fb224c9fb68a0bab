Feature: Card errata (errata)
  The FAQ's corrected texts are the texts that play: the engine applies every erratum when it loads a card, whatever
  printing the card entry gives ("The errata on any individual card always applies to all reprinted versions of that
  card"). Each card below is given as it is printed; the engine's card then reads as the FAQ says. Where the FAQ
  quotes one ability of a card that prints others, that ability is replaced and the others stay (finding on
  `errata`). Where the FAQ gives a whole corrected text, the card-text language prints it back canonically.

  # --- Core Set ---

  @rule:errata.core.08
  Scenario: Dwarf Cannon Crew plays the FAQ's corrected text
    Given the card:
      """
      name: Dwarf Cannon Crew
      type: Unit
      race: Dwarf
      cost: 2
      loyalty: 2
      power: 1
      health: 2
      traits: Engineer.
      text: 'Forced: After this unit enters play, search the top five cards of your deck for a support card
        with cost 2 or lower and put it into this zone, if able. Then shuffle your deck.'
      """
    Then "Dwarf Cannon Crew" plays the text:
      """
      Forced: When this unit enters play, search the top five cards of your deck for a support card with cost
      2 or lower. You may put that card into this zone. Then, shuffle your deck.
      """
    And "Dwarf Cannon Crew" is corrected by errata.core.08
    And the text of "Dwarf Cannon Crew" prints back unchanged

  @rule:errata.core.30
  Scenario: The Greatswords' Forced effect triggers when they enter play themselves
    Given it is player A's capital phase
    And player A's capital is Empire
    And player A has 6 resources
    And player A has "The Greatswords" in hand
    Then "The Greatswords" plays the text:
      """
      Forced: When a unit enters this zone, The Greatswords gains [Power] until the end of the turn.
      """
    When player A plays "The Greatswords" into their battlefield
    Then player A's battlefield has power 2

  @rule:errata.core.39
  Scenario: Church of Sigmar makes the opponent pay 1 more for each effect that targets its player's units
    The clarification: the Church modifies the opponent, so it reaches every unit its player controls, once per
    effect. Two targets of one tactic cost 1 more, not 2; a unit the opponent controls costs nothing more.
    Given the card:
      """
      name: Test Twin Bolts
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 1 damage to 2 target units."
      """
    And it is player A's capital phase
    And player A has 1 resources
    And player A has "Test Twin Bolts" in hand
    And player B has "Church of Sigmar", "Drill Dwarf Longbeards" and "Drill Dwarf Warriors" in their kingdom
    When player A plays the tactic "Test Twin Bolts" targeting player B's "Drill Dwarf Longbeards", "Drill Dwarf Warriors"
    Then player A has 0 resources
    When both players pass
    Then player B's "Drill Dwarf Longbeards" has 1 damage
    And player B has "Drill Dwarf Warriors" in their discard pile

  @rule:errata.core.39
  Scenario: Without the resource to pay the Church's price, the opponent can't target its player's units
    Given the card:
      """
      name: Test Fire Bolt
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 2 damage to one target unit."
      """
    And it is player A's capital phase
    And player A has 0 resources
    And player A has "Test Fire Bolt" in hand
    And player A has "Drill Empire Militia" in their kingdom
    And player B has "Church of Sigmar" and "Drill Dwarf Longbeards" in their kingdom
    When player A tries to play the tactic "Test Fire Bolt" targeting player B's "Drill Dwarf Longbeards"
    Then the action is refused citing rule timing.C.2
    And player A has "Test Fire Bolt" in their hand
    When player A plays the tactic "Test Fire Bolt" targeting player A's "Drill Empire Militia"
    Then player A has 0 resources

  @rule:errata.core.34 @rule:errata.general.3
  Scenario: Warrior Priests plays the FAQ's corrected text, with general erratum 3 on its "damage assigned"
    Given the card:
      """
      name: Warrior Priests
      type: Unit
      race: Empire
      cost: 2
      loyalty: 1
      power: 1
      health: 1
      traits: Warrior. Priest.
      text: 'Forced: The first point of damage assigned to this unit each turn is redirected to one target unit
        in any battlefield. (If there is no valid target, the damage is assigned to Warrior Priests.)'
      """
    Then "Warrior Priests" plays the text:
      """
      Redirect 1 damage that would be dealt to this unit each turn to one target unit in any battlefield. (If
      there is no valid target, the damage is assigned to Warrior Priests.)
      """
    And "Warrior Priests" is corrected by errata.core.34
    And "Warrior Priests" is corrected by errata.general.3
    And the text of "Warrior Priests" prints back unchanged

  @rule:errata.core.47
  Scenario: Franz's Decree plays the FAQ's corrected text
    Given the card:
      """
      name: Franz's Decree
      type: Tactic
      race: Empire
      cost: 1
      loyalty: 1
      power: -1
      health: -1
      text: 'Action: One target unit cannot attack or defend until the end of the turn.'
      """
    Then "Franz's Decree" plays the text:
      """
      Action: Target unit cannot be declared as an attacker or defender.
      """
    And "Franz's Decree" is corrected by errata.core.47
    And the text of "Franz's Decree" prints back unchanged

  @rule:errata.core.62
  Scenario: Urguck's damage is spent as resources in its controller's capital phase, 1 resource per damage removed
    Given it is player A's capital phase
    And player A's capital is Orc
    And player A has 0 resources
    And player A has "Urguck" with 2 damage in their kingdom
    And player A has "Drill Orc Trolls" and "Drill Orc Boyz" in hand
    When player A tries to play "Drill Orc Trolls" into their kingdom, spending 3 damage on "Urguck" as resources
    Then the action is refused citing rule errata.core.62
    When player A plays "Drill Orc Trolls" into their kingdom, spending 2 damage on "Urguck" as resources
    Then player A has "Drill Orc Trolls" in their kingdom
    And player A's "Urguck" has 0 damage
    And player A has 0 resources
    And the log shows "spend_damage" citing rule errata.core.62

  @rule:errata.core.98
  Scenario: Shrine to Nurgle plays the FAQ's corrected text
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
      text: 'Kingdom. Forced: After an opponent''s unit is damaged during combat, corrupt that unit.'
      """
    Then "Shrine to Nurgle" plays the text:
      """
      Kingdom. Forced: When an opponent's unit is dealt combat damage, corrupt that unit.
      """
    And "Shrine to Nurgle" is corrected by errata.core.98
    And the text of "Shrine to Nurgle" prints back unchanged

  @rule:errata.core.116
  Scenario: Warpstone Excavation is limited to 1 per deck
    Given the card:
      """
      name: Warpstone Excavation
      type: Support
      race: Neutral
      cost: 0
      loyalty: 0
      power: 1
      health: -1
      traits: Warpstone.
      text: Your units enter this zone corrupted.
      """
    Then "Warpstone Excavation" plays the text:
      """
      Limit 1 per deck. Your units enter this zone corrupted.
      """
    And "Warpstone Excavation" is corrected by errata.core.116

  # --- Corruption Cycle ---

  @rule:errata.corruption.17
  Scenario: Warp Lightning Cannon can be played on a unit already corrupted; only its "corrupt that unit" is cancelled
    Warp Lightning Cannon's last sentence (3 power while attacking or defending) is not carried out yet; its first
    two are given to a test attachment.
    Given the card:
      """
      name: Test Warp Cannon
      type: Support
      race: Neutral
      cost: 2
      loyalty: 0
      power: 0
      traits: Attachment, Weapon, Skaven
      text: Attach to a target unit. Corrupt that unit.
      """
    And it is player A's capital phase
    And player A has 4 resources
    And player A has "Test Warp Cannon" and "Test Warp Cannon" in hand
    And player A has a corrupted "Drill Empire Militia" in their battlefield
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attaches "Test Warp Cannon" to player A's "Drill Empire Militia"
    Then "Test Warp Cannon" is attached to "Drill Empire Militia"
    And player A's "Drill Empire Militia" is corrupted
    And the log shows "cancelled" citing rule errata.corruption.17
    When player A attaches "Test Warp Cannon" to player A's "Drill Empire Spearmen"
    Then player A's "Drill Empire Spearmen" is corrupted
    And player A has 0 resources

  @rule:errata.corruption.27
  Scenario: Repeater Bolt Thrower plays the FAQ's corrected text
    Given the card:
      """
      name: Repeater Bolt Thrower
      type: Support
      race: High Elf
      cost: 3
      loyalty: 3
      traits: Siege
      text: 'Battlefield. Action: Spend X resources to deal X indirect damage to target opponent. X is the number
        of developments in this zone. (Players assign their own indirect damage.)'
      """
    Then "Repeater Bolt Thrower" plays the text:
      """
      Battlefield. Action: Spend X resources to deal X indirect damage to target opponent. X is the number of
      your developments in this zone. (Limit once per turn).
      """
    And "Repeater Bolt Thrower" is corrected by errata.corruption.27
    And the text of "Repeater Bolt Thrower" prints back canonically as:
      """
      Battlefield. Action: Spend X resources to deal X indirect damage to target opponent. X is the number of
      your developments in this zone. (Limit once per turn).
      """

  @rule:errata.corruption.37
  Scenario: Zealot Hunter plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Zealot Hunter
      type: Unit
      race: Neutral
      cost: 3
      loyalty: 0
      power: 1
      health: 2
      traits: Witch Hunter
      text: 'Order Only. Forced: After this unit enters play, destroy a unit that does not share the racial
        affiliation of its controller''s capital.'
      """
    Then "Zealot Hunter" plays the text:
      """
      Order Only. Forced: When this unit enters play, destroy target unit that does not share the racial
      affiliation of its controller's capital.
      """
    And "Zealot Hunter" is corrected by errata.corruption.37
    And the text of "Zealot Hunter" prints back canonically as:
      """
      Order only. Forced: When this unit enters play, destroy target unit that does not share the racial
      affiliation of its controller's capital.
      """

  @rule:errata.corruption.55
  Scenario: Rat Ogres plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Rat Ogres
      type: Unit
      race: Neutral
      cost: 4
      loyalty: 0
      power: 2
      health: 3
      traits: Skaven
      text: 'Destruction Only. Action: At the beginning of your turn, uncorrupt all Skaven units.'
      """
    Then "Rat Ogres" plays the text:
      """
      Destruction Only. Action: At the beginning of your turn, restore all Skaven units.
      """
    And "Rat Ogres" is corrected by errata.corruption.55
    And the text of "Rat Ogres" prints back canonically as:
      """
      Destruction only. Action: At the beginning of your turn, restore all Skaven units.
      """

  @rule:errata.corruption.64
  Scenario: Vigilant Elector plays the FAQ's corrected wording in place of the printed one (the FAQ spells it Vigilant Electors)
    Given the card:
      """
      name: Vigilant Elector
      type: Unit
      race: Empire
      cost: 3
      loyalty: 2
      power: 1
      health: 3
      traits: Warrior
      text: 'Quest: Action: Spend 1 resource to attach this unit to a target unit. It then counts as an Attachment
        with the text "Attached unit is destroyed at the end of it''s controller''s turn."'
      """
    Then "Vigilant Elector" plays the text:
      """
      Quest: Action: Spend 1 resource to attach this unit to a target unit. It then counts as an Attachment
      support card with the text “Attached unit is destroyed at the end of its controller's turn.”
      """
    And "Vigilant Elector" is corrected by errata.corruption.64

  @rule:errata.corruption.76
  Scenario: War Hydra plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: War Hydra
      type: Unit
      race: Dark Elf
      cost: 5
      loyalty: 1
      power: 2
      health: 1
      traits: Creature
      text: 'Place 5 resource tokens on this unit when it enters play. Action: Remove a resource token from
        this unit to cancel 1 damage assigned to it. Then add 1 resource to your pool.'
      """
    Then "War Hydra" plays the text:
      """
      Place 5 resource tokens on this unit when it enters play. Forced: Each time this unit is assigned 1
      damage, remove a resource token from this unit to cancel that damage. Then, add 1 resource to your pool.
      """
    And "War Hydra" is corrected by errata.corruption.76

  @rule:errata.corruption.77
  Scenario: Reaper Bolt Thrower plays the FAQ's corrected text
    Given the card:
      """
      name: Reaper Bolt Thrower
      type: Support
      race: Dark Elf
      cost: 2
      loyalty: 2
      traits: Siege
      text: 'Battlefield. Action: Spend 2 resources to deal 2 indirect damage to each opponent. (Players assign
        their own indirect damage.)'
      """
    Then "Reaper Bolt Thrower" plays the text:
      """
      Battlefield. Action: Spend 2 resources to deal 2 indirect damage to each opponent. (Limit once per
      turn.)
      """
    And "Reaper Bolt Thrower" is corrected by errata.corruption.77
    And the text of "Reaper Bolt Thrower" prints back unchanged

  @rule:errata.corruption.79
  Scenario: Deathmaster Sniktch plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Deathmaster Sniktch
      type: Unit
      race: Neutral
      cost: 4
      loyalty: 0
      power: 2
      health: 2
      traits: Hero, Skaven
      text: 'Limit one hero per zone. Destruction only. Action: Corrupt this unit to destroy one target unit
        with fewer remaining HP than the number of Skaven cards in play.'
      """
    Then "Deathmaster Sniktch" plays the text:
      """
      Limit one hero per zone. Destruction only. Action: Corrupt this unit to destroy one target unit with
      fewer hit points than the number of Skaven cards in play.
      """
    And "Deathmaster Sniktch" is corrected by errata.corruption.79
    And the text of "Deathmaster Sniktch" prints back canonically as:
      """
      Limit one Hero per zone. Destruction only. Action: Corrupt this unit to destroy one target unit with
      fewer hit points than the number of Skaven cards in play.
      """

  @rule:errata.corruption.85
  Scenario: Runefang of Solland plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Runefang of Solland
      type: Support
      race: Empire
      cost: 2
      loyalty: 1
      traits: Attachment, Relic
      text: 'Attach to a target Empire Unit. Attached Unit gains 2 Power. Action: Sacrifice attached Unit to
        lower the cost of the next non-Epic Tactic you play this turn to 0.'
      """
    Then "Runefang of Solland" plays the text:
      """
      Attach to a target Empire Unit. Attached Unit gains 2 Power. Action: Sacrifice attached unit to lower
      the cost of the next non-Epic Spell tactic you play this turn to 0.
      """
    And "Runefang of Solland" is corrected by errata.corruption.85

  @rule:errata.corruption.115
  Scenario: Blessings of Tzeentch plays the FAQ's corrected text
    Given the card:
      """
      name: Blessings of Tzeentch
      type: Tactic
      race: Chaos
      cost: 3
      loyalty: 1
      traits: Spell
      text: 'Action: Sacrifice a unit. If you do, you may search the top 5 cards of your deck for any number
        of units and put one of them into play at random (you choose which zone). Then, shuffle the other cards
        back into your deck.'
      """
    Then "Blessings of Tzeentch" plays the text:
      """
      Action: Sacrifice a unit. If you do, you may reveal the top five cards of your deck. Randomly choose a
      unit revealed this way and put it into play (you choose which zone). Then, shuffle the remaining cards
      into your deck.
      """
    And "Blessings of Tzeentch" is corrected by errata.corruption.115
    And the text of "Blessings of Tzeentch" prints back canonically as:
      """
      Action: Sacrifice a unit. If you do, you may reveal the top five cards of your deck. Randomly choose a
      unit revealed this way and put it into play (You choose which zone). Then, shuffle the remaining cards
      into your deck.
      """

  # --- Assault on Ulthuan ---

  @rule:errata.ulthuan.13
  Scenario: The Glittering Tower plays the FAQ's corrected text
    Given the card:
      """
      name: The Glittering Tower
      type: Support
      race: High Elf
      cost: 2
      loyalty: 1
      power: 1
      health: -1
      traits: Building.
      text: 'Kingdom. Action: Whenever you heal a unit, deal 1 damage to one target enemy unit or one target
        section of an opponent''s capital.'
      """
    Then "The Glittering Tower" plays the text:
      """
      Kingdom. Whenever you heal a unit, deal 1 damage to one target unit or one target section of an
      opponent's capital.
      """
    And "The Glittering Tower" is corrected by errata.ulthuan.13
    And the text of "The Glittering Tower" prints back unchanged

  @rule:errata.ulthuan.19
  Scenario: Asuryan's Cleansing plays the FAQ's corrected text
    Given the card:
      """
      name: Asuryan's Cleansing
      type: Tactic
      race: High Elf
      cost: 0
      loyalty: 2
      power: -1
      health: -1
      traits: Spell.
      text: 'Action: Cancel and discard target unit or support card being played unless its controller spends
        all resources in his pool. (If no resources remain, opponent can spend 0 resources to spend "all.")'
      """
    Then "Asuryan's Cleansing" plays the text:
      """
      Action: Cancel and discard target unit or support card just played unless its controller spends all
      resources in his pool. (If no resources remain, opponent can spend 0 resources to spend 'all'.)
      """
    And "Asuryan's Cleansing" is corrected by errata.ulthuan.19
    And the text of "Asuryan's Cleansing" prints back canonically as:
      """
      Action: Cancel and discard target unit or support card just played unless its controller spends all
      resources in his pool. (If no resources remain, opponent can spend 0 resources to spend "all".)
      """

  @rule:errata.ulthuan.36
  Scenario: Altar of Khaine plays the FAQ's corrected text
    Given the card:
      """
      name: Altar of Khaine
      type: Support
      race: Dark Elf
      cost: 4
      loyalty: 2
      power: 2
      health: -1
      traits: Building.
      text: 'Kingdom. Action: If one of your units would be destroyed, you may pay 1 resource to instead return
        it to your hand.'
      """
    Then "Altar of Khaine" plays the text:
      """
      Kingdom. If one of your units would be destroyed, you may spend 1 resource to instead return it to its
      owner's hand.
      """
    And "Altar of Khaine" is corrected by errata.ulthuan.36
    And the text of "Altar of Khaine" prints back unchanged

  @rule:errata.ulthuan.46
  Scenario: Gold Wizard Acolyte plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Gold Wizard Acolyte
      type: Unit
      race: Empire
      cost: 2
      loyalty: 2
      power: 1
      health: 2
      traits: Mage.
      text: 'Battlefield. Action: When you declare this unit as an attacker, one target unit cannot defend against
        this attack.'
      """
    Then "Gold Wizard Acolyte" plays the text:
      """
      Battlefield. Action: When this unit attacks, one target unit cannot defend against this attack.
      """
    And "Gold Wizard Acolyte" is corrected by errata.ulthuan.46

  # --- Enemy Cycle ---

  @rule:errata.enemy.18
  Scenario: Order in Chaos has the Limited keyword
    Given the card:
      """
      name: Order in Chaos
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      power: -1
      health: -1
      text: 'Order only. Action: Put the top two cards of target player''s discard pile on top of his deck.'
      """
    Then "Order in Chaos" plays the text:
      """
      Limited. Order only. Action: Put the top two cards of target player's discard pile on top of his deck.
      """
    And "Order in Chaos" is corrected by errata.enemy.18
    And "Order in Chaos" has the keyword Limited

  @rule:errata.enemy.25
  Scenario: Wilhelm of the Osterknacht plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Wilhelm of the Osterknacht
      type: Unit
      race: Empire
      cost: 4
      loyalty: 2
      power: 2
      health: 4
      traits: Hero. Knight.
      text: 'Limit one Hero per zone. Action: When this unit attacks, move one unit from the defending zone
        to another zone controlled by the same player.'
      """
    Then "Wilhelm of the Osterknacht" plays the text:
      """
      Limit one Hero per zone. Action: When this unit attacks, move one target unit from the defending zone to
      another zone controlled by the same player.
      """
    And "Wilhelm of the Osterknacht" is corrected by errata.enemy.25

  @rule:errata.enemy.49
  Scenario: Return to Glory plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Return to Glory
      type: Quest
      race: High Elf
      cost: 0
      loyalty: 2
      power: -1
      health: -1
      text: 'Quest. Action: Discard X resource tokens from this card to put into play a unit in your discard
        pile into any zone. X equals the printed cost of the unit. Quest. Forced: Place 1 resource token on
        this card at the beginning of your turn if a unit is questing here.'
      """
    Then "Return to Glory" plays the text:
      """
      Action: If a unit is questing here, discard X resource tokens from this card to put into play a unit in
      your discard pile into any zone. (Limit once per turn.) X equals the printed cost of the unit. Quest.
      Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here.
      """
    And "Return to Glory" is corrected by errata.enemy.49
    And the text of "Return to Glory" prints back canonically as:
      """
      Action: If a unit is questing here, discard X resource tokens from this card to put into play a unit in
      your discard pile into any zone. (Limit once per turn.) X equals the printed cost of the unit. Quest.
      Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here.
      """

  @rule:errata.enemy.81
  Scenario: Duregan Thorgrimson plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Duregan Thorgrimson
      type: Unit
      race: Dwarf
      cost: 4
      loyalty: 2
      power: 2
      health: 5
      traits: Hero.
      text: 'Limit one Hero per zone. Action: At the beginning of your turn, this unit deals damage equal to
        its power to target unit. Then, the target unit deals damage equal to its power to this unit.'
      """
    Then "Duregan Thorgrimson" plays the text:
      """
      Limit one Hero per zone. Action: At the beginning of your turn, this unit and target unit deal damage to
      each other equal to their power.
      """
    And "Duregan Thorgrimson" is corrected by errata.enemy.81

  @rule:errata.enemy.97
  Scenario: Offering to Hekarti is unique
    Given the card:
      """
      name: Offering to Hekarti
      type: Quest
      race: Dark Elf
      cost: 0
      loyalty: 2
      power: -1
      health: -1
      text: 'Quest. Action: Discard X resource tokens from this card to give target unit -X hit points until
        the end of the turn. Quest. Forced: After a unit is put into target opponent''s discard pile from play,
        put a resource token on this card if a unit is questing here.'
      """
    Then "Offering to Hekarti" plays the text:
      """
      Quest. Action: Discard X resource tokens from this card to give target unit -X hit points until the end
      of the turn. Quest. Forced: When a unit is put into target opponent's discard pile from play, put a
      resource token on this card if a unit is questing here.
      """
    And "Offering to Hekarti" is corrected by errata.enemy.97
    And "Offering to Hekarti" is unique

  # --- March of the Damned ---

  @rule:errata.damned.9
  Scenario: Garden of Morr plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Garden of Morr
      type: Support
      race: Empire
      cost: 3
      loyalty: 2
      power: 1
      health: -1
      traits: Building.
      text: 'This card gains [Power] for each resource token on it. Action: When one or more units are destroyed,
        put a resource token on this card.'
      """
    Then "Garden of Morr" plays the text:
      """
      This card gains [Power] for each resource token on it. Forced: When one or more units are destroyed, put
      a resource token on this card.
      """
    And "Garden of Morr" is corrected by errata.damned.9

  # --- Morrslieb Cycle ---

  @rule:errata.morrslieb.11
  Scenario: Eatine Harbour plays the FAQ's corrected text (the FAQ spells it Eataine Harbour)
    Given the card:
      """
      name: Eatine Harbour
      type: Support
      race: High Elf
      cost: 2
      loyalty: 2
      power: 1
      health: -1
      traits: Building.
      text: Units in a zone with no developments lose all triggered abilities.
      """
    Then "Eatine Harbour" plays the text:
      """
      Units in a zone with no developments lose all Actions and Forced Effects.
      """
    And "Eatine Harbour" is corrected by errata.morrslieb.11
    And the text of "Eatine Harbour" prints back unchanged

  @rule:errata.morrslieb.49
  Scenario: Voice of Command plays the FAQ's corrected text
    Given the card:
      """
      name: Voice of Command
      type: Tactic
      race: Empire
      cost: 1
      loyalty: 2
      power: -1
      health: -1
      traits: Spell.
      text: 'Action: Until the end of the turn, when you play a tactic, you may spend 1 resource to return it
        to its owner''s hand at the end of the turn.'
      """
    Then "Voice of Command" plays the text:
      """
      Action: Until the end of the turn, when you play a tactic, you may spend 1 resource to return it from
      your discard pile to your hand at the end of the turn.
      """
    And "Voice of Command" is corrected by errata.morrslieb.49
    And the text of "Voice of Command" prints back unchanged

  # --- Legends ---

  @rule:errata.legends.40
  Scenario: Monster of the Deep plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Monster of the Deep
      type: Unit
      race: Dark Elf
      cost: 6
      loyalty: 3
      power: 3
      health: 4
      traits: Creature.
      text: 'Action: Corrupt this unit and choose up to two target units. Those units cannot attack or defend
        until the end of the turn.'
      """
    Then "Monster of the Deep" plays the text:
      """
      Action: Corrupt this unit to choose up to two target units. Those units cannot attack or defend until
      the end of the turn.
      """
    And "Monster of the Deep" is corrected by errata.legends.40

  @rule:errata.legends.45
  Scenario: Track the Prey plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Track the Prey
      type: Tactic
      race: Neutral
      cost: 2
      loyalty: 0
      power: -1
      health: -1
      traits: Lizardmen.
      text: 'Order only. Action: Target unit you control gains Savage X, where X is its printed power (whenever
        this unit is dealt damage, it may deal X damage to target unit in any corresponding zone).'
      """
    Then "Track the Prey" plays the text:
      """
      Order only. Action: Target unit you control gains Savage X until the end of the turn, where X is its
      printed power (whenever this unit is dealt damage, it may deal X damage to target unit in any
      corresponding zone).
      """
    And "Track the Prey" is corrected by errata.legends.45

  @rule:errata.legends.51
  Scenario: Protective Spites plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Protective Spites
      type: Support
      race: Neutral
      cost: 3
      loyalty: 0
      power: 0
      health: -1
      traits: Wood Elf. Attachment.
      text: Order only. Attach to a target unit you control. This card enters play with 3 resources token on
        it. If attached unit is dealt damage, remove a resource token from this card instead.
      """
    Then "Protective Spites" plays the text:
      """
      Order only. Attach to a target unit you control. This card enters play with 3 resources token on it. If
      attached unit would be dealt damage, you may remove a resource token from this card instead.
      """
    And "Protective Spites" is corrected by errata.legends.51

  # --- Capital Cycle ---

  @rule:errata.capital.58
  Scenario: Chakax plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Chakax
      type: Unit
      race: Neutral
      cost: 4
      loyalty: 0
      power: 1
      health: 3
      traits: Hero. Lizardmen.
      text: 'Order only. Limit one Hero per zone. Savage 2.Action: When you play a unit with Savage from your
        hand, deal 1 damage to that unit.'
      """
    Then "Chakax" plays the text:
      """
      Order only. Limit one Hero per zone. Savage 2.Action: When a unit with Savage enters play under your
      control, deal 1 damage to that unit.
      """
    And "Chakax" is corrected by errata.capital.58

  @rule:errata.capital.82
  Scenario: Fists of Mork has the Limited keyword
    Given the card:
      """
      name: Fists of Mork
      type: Tactic
      race: Orc
      cost: 1
      loyalty: 1
      power: -1
      health: -1
      text: 'Action: Deal 2 indirect damage to each player. Then, you may put this card on top of your deck.'
      """
    Then "Fists of Mork" plays the text:
      """
      Limited. Action: Deal 2 indirect damage to each player. Then, you may put this card on top of your deck.
      """
    And "Fists of Mork" is corrected by errata.capital.82
    And "Fists of Mork" has the keyword Limited

  @rule:errata.capital.83
  Scenario: Pigeon Bombs has the Limited keyword
    Given the card:
      """
      name: Pigeon Bombs
      type: Tactic
      race: Empire
      cost: 0
      loyalty: 3
      power: -1
      health: -1
      text: 'Action: Deal 1 uncancellable indirect damage to target player. Then, you may put this card on top
        of your deck.'
      """
    Then "Pigeon Bombs" plays the text:
      """
      Limited. Action: Deal 1 uncancellable indirect damage to target player. Then, you may put this card on
      top of your deck.
      """
    And "Pigeon Bombs" is corrected by errata.capital.83
    And "Pigeon Bombs" has the keyword Limited

  @rule:errata.capital.84
  Scenario: Convocation of Eagles has the Limited keyword
    Given the card:
      """
      name: Convocation of Eagles
      type: Tactic
      race: High Elf
      cost: 0
      loyalty: 2
      power: -1
      health: -1
      text: 'Action: Gain 1 resource. Then, you may put this card on top of your deck.'
      """
    Then "Convocation of Eagles" plays the text:
      """
      Limited. Action: Gain 1 resource. Then, you may put this card on top of your deck.
      """
    And "Convocation of Eagles" is corrected by errata.capital.84
    And "Convocation of Eagles" has the keyword Limited

  @rule:errata.capital.104
  Scenario: Werner Ludenhof plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Werner Ludenhof
      type: Unit
      race: Empire
      cost: 3
      loyalty: 3
      power: 1
      health: 3
      traits: Hero.
      text: 'Limit one Hero per zone. While this unit is questing, it gains [Power][Power]. Action: Move this
        unit onto a quest you control.'
      """
    Then "Werner Ludenhof" plays the text:
      """
      Limit one Hero per zone. While this unit is questing, it gains [Power][Power]. Action: Move this unit
      onto a quest you control (limit once per turn.)
      """
    And "Werner Ludenhof" is corrected by errata.capital.104
    And the text of "Werner Ludenhof" prints back canonically as:
      """
      Limit one Hero per zone. While this unit is questing, it gains [Power][Power]. Action: Move this unit
      onto a quest you control (Limit once per turn.)
      """

  @rule:errata.capital.109
  Scenario: The Imperial Zoo plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: The Imperial Zoo
      type: Support
      race: Empire
      cost: 1
      loyalty: 3
      power: 0
      health: -1
      traits: Location.
      text: 'This card gains [Power] for each resource token on it. Action: Spend X resources to put a resource
        token on this card. X is the number of resource tokens on this card.'
      """
    Then "The Imperial Zoo" plays the text:
      """
      This card gains [Power] for each resource token on it. Action: Spend X resources to put a resource token
      on this card (limit once per phase.) X is the number of resource tokens on this card.
      """
    And "The Imperial Zoo" is corrected by errata.capital.109

  @rule:errata.capital.112
  Scenario: Doubling of the Guard has the Limited keyword
    Given the card:
      """
      name: Doubling of the Guard
      type: Tactic
      race: Empire
      cost: 1
      loyalty: 2
      power: -1
      health: -1
      text: 'Action: Discard a card from your hand with X loyalty to draw X cards.'
      """
    Then "Doubling of the Guard" plays the text:
      """
      Limited. Action: Discard a card from your hand with X loyalty to draw X cards.
      """
    And "Doubling of the Guard" is corrected by errata.capital.112
    And "Doubling of the Guard" has the keyword Limited

  # --- Bloodquest Cycle ---

  @rule:errata.bloodquest.6
  Scenario: The Unending Horde plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: The Unending Horde
      type: Support
      race: Orc
      cost: 1
      loyalty: 2
      power: 0
      health: -1
      traits: Condition.
      text: 'If your [Orc] unit would leave play, you can attach it to this card instead (it is not considered
        to be in play). Action: Spend X resources to put all [Orc] units attached to this card into play in
        your battlefield. X is the total printed cost of attached cards. (Limit once per turn.)'
      """
    Then "The Unending Horde" plays the text:
      """
      If your [Orc] unit would leave play, you can attach it to this card instead (it is not considered to be
      in play). Action: Spend X resources to put all units attached to this card when this Action was
      triggered into play in your battlefield. X is the total printed cost of attached cards. (Limit once per
      turn.)
      """
    And "The Unending Horde" is corrected by errata.bloodquest.6

  @rule:errata.bloodquest.10
  Scenario: Gathering the Winds is unique
    Given the card:
      """
      name: Gathering the Winds
      type: Support
      race: High Elf
      cost: 0
      loyalty: 2
      power: 0
      health: -1
      traits: Condition.
      text: 'Forced: When you play a Spell card, put 1 resource token on this card. Action: Remove resource
        tokens from this card equal to the printed cost of a target Spell card in your discard pile to play
        it at no cost. Then, sacrifice this card.'
      """
    Then "Gathering the Winds" plays the text:
      """
      Forced: When you play a Spell card, put 1 resource token on this card. Action: Remove resource tokens
      from this card equal to the printed cost of a target Spell card in your discard pile to play it at no
      cost. Then, sacrifice this card.
      """
    And "Gathering the Winds" is corrected by errata.bloodquest.10
    And "Gathering the Winds" is unique

  @rule:errata.bloodquest.38
  Scenario: Snotling Invasion has the Limited keyword
    Given the card:
      """
      name: Snotling Invasion
      type: Quest
      race: Orc
      cost: 0
      loyalty: 2
      power: -1
      health: -1
      traits: Invasion.
      text: 'Play in any opponent''s zone, under his control. Forced: At the end of your turn, sacrifice a development
        in this zone or deal 2 damage to this section of your capital, if able. Action: At the beginning of
        your turn, if a unit is questing here, put X resource tokens on this card, where X is the unit''s power.
        Then, you may remove 3 resource tokens from this card to destroy it.'
      """
    Then "Snotling Invasion" plays the text:
      """
      Limited. Play in any opponent's zone, under his control. Forced: At the end of your turn, sacrifice a
      development in this zone or deal 2 damage to this section of your capital, if able. Action: At the
      beginning of your turn, if a unit is questing here, put X resource tokens on this card, where X is the
      unit's power. Then, you may remove 3 resource tokens from this card to destroy it.
      """
    And "Snotling Invasion" is corrected by errata.bloodquest.38
    And "Snotling Invasion" has the keyword Limited

  @rule:errata.bloodquest.50
  Scenario: Red Arrow Coach plays the FAQ's corrected wording in place of the printed one
    Given the card:
      """
      name: Red Arrow Coach
      type: Support
      race: Empire
      cost: 0
      loyalty: 2
      power: 0
      health: -1
      traits: Transportation.
      text: 'Action: Spend 1 resource to move this card and target unit in this zone to another zone you control.
        That unit may then move onto a quest, if able. (Limit once per turn.)'
      """
    Then "Red Arrow Coach" plays the text:
      """
      Action: Spend 1 resource to move this card and target unit in this zone to another zone you control.
      That unit may then move onto a quest in that zone, if able. (Limit once per turn.)
      """
    And "Red Arrow Coach" is corrected by errata.bloodquest.50

  @rule:errata.bloodquest.56
  Scenario: Drakenhof Castle plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Drakenhof Castle
      type: Support
      race: Neutral
      cost: 3
      loyalty: 0
      power: 2
      health: -1
      traits: Undead. Location.
      text: 'Destruction only. Action: Move a non-Undead unit in any player''s discard pile to the bottom of
        his deck to cancel the next 2 damage assigned to target Undead unit this turn.'
      """
    Then "Drakenhof Castle" plays the text:
      """
      Undead only. Action: Move a non-Undead unit in any player's discard pile to the bottom of his deck to
      cancel the next 2 damage assigned to target Undead unit this turn.
      """
    And "Drakenhof Castle" is corrected by errata.bloodquest.56
    And the text of "Drakenhof Castle" prints back canonically as:
      """
      Undead only. Action: Move a non-Undead unit in any player's discard pile to the bottom of his deck to
      cancel the next 2 damage assigned to target Undead unit this turn.
      """

  @rule:errata.bloodquest.57
  Scenario: Arcane Power plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Arcane Power
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      power: -1
      health: -1
      traits: Spell.
      text: 'Action: Draw a card. Then, if you control a legend or Artefact support card, return target card
        from your discard pile to your hand.'
      """
    Then "Arcane Power" plays the text:
      """
      Limited. Action: Draw a card. If you control a legend or Artefact support card, return target card
      (other than an Arcane Power) from your discard pile to your hand.
      """
    And "Arcane Power" is corrected by errata.bloodquest.57
    And "Arcane Power" has the keyword Limited
    And the text of "Arcane Power" prints back canonically as:
      """
      Limited. Action: Draw a card. If you control a legend or Artefact support card, return target card
      (other than an Arcane Power) from your discard pile to your hand.
      """

  @rule:errata.bloodquest.108
  Scenario: Temple of Ulric plays the FAQ's corrected ability beside its other printed ones
    Given the card:
      """
      name: Temple of Ulric
      type: Support
      race: Empire
      cost: 3
      loyalty: 3
      power: 2
      health: -1
      traits: Building.
      text: 'Limited. Action: Switch target quest you control with a [Empire] or neutral quest from your hand.
        Move all resource tokens and questing units from the target quest to the new quest.'
      """
    Then "Temple of Ulric" plays the text:
      """
      Limited. Action: Switch target quest you control with a [Empire] or neutral quest from your hand. Move
      all resource tokens and questing units from the target quest to the new quest (limit once per turn.)
      """
    And "Temple of Ulric" is corrected by errata.bloodquest.108
    And the text of "Temple of Ulric" prints back canonically as:
      """
      Limited. Action: Switch target quest you control with a [Empire] or neutral quest from your hand. Move
      all resource tokens and questing units from the target quest to the new quest (Limit once per turn.)
      """

  @rule:errata.bloodquest.90
  Scenario: Mage of Loec plays the FAQ's corrected text
    Given the card:
      """
      name: Mage of Loec
      type: Unit
      race: High Elf
      cost: 3
      loyalty: 2
      power: 1
      health: 2
      traits: Mage.
      text: 'Action: Cancel an Action just triggered. Then, this unit becomes a facedown development unless
        you discard a quest from your hand.'
      """
    Then "Mage of Loec" plays the text:
      """
      Action: Discard a quest from hand or turn this unit into a development to cancel an Action just
      triggered.
      """
    And "Mage of Loec" is corrected by errata.bloodquest.90
    And the text of "Mage of Loec" prints back canonically as:
      """
      Action: Discard a quest from hand or turn this unit into a development to cancel an Action just
      triggered.
      """

  # --- Eternal War Cycle ---

  @rule:errata.eternal-war.20
  Scenario: Muster for War is limited to 1 per deck (the rest of its text is not in our card list)
    Then "Muster for War" plays the text:
      """
      Limit 1 per deck.
      """
    And "Muster for War" is corrected by errata.eternal-war.20

  @rule:errata.eternal-war.48
  Scenario: Devoted to Taal has the Limited keyword (the rest of its text is not in our card list)
    Then "Devoted to Taal" plays the text:
      """
      Limited.
      """
    And "Devoted to Taal" is corrected by errata.eternal-war.48
    And "Devoted to Taal" has the keyword Limited

  @rule:errata.eternal-war.120
  Scenario: End Times is limited to 1 per deck (the rest of its text is not in our card list)
    Then "End Times" plays the text:
      """
      Limit 1 per deck.
      """
    And "End Times" is corrected by errata.eternal-war.120

  @rule:errata.core.105
  Scenario: A tactic with a cost of X played for no cost by another card's effect has X = 0
    Slaanesh's Domination's own sentence does not type yet ("as though they were in your hand for no cost"); a test
    tactic that plays a tactic from hand at no cost stands for it. Flames of Tzeentch deals X damage: none.
    Given the card:
      """
      name: Test Domination
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Play a tactic from your hand at no cost."
      """
    And it is player A's capital phase
    And player A's capital is Chaos
    And player A has 5 resources
    And player A has "Test Domination" and "Flames of Tzeentch" in hand
    And player B has "Drill Orc Archers" in their battlefield
    And player A will pick "Flames of Tzeentch"
    And player A will pick "Drill Orc Archers"
    When player A plays the tactic "Test Domination"
    And both players pass
    Then player A has "Flames of Tzeentch" in their discard pile
    And player B's "Drill Orc Archers" has 0 damage
    And player A has 5 resources

  @rule:errata.core.105 @rule:terms.the-letter-x
  Scenario: The same Flames of Tzeentch played from hand with X = 1 deals 1 damage, X paid on top of its cost
    Its cost: X = 1, plus 2 for its 3 loyalty icons beyond the Chaos capital's race symbol (core.cards.cost).
    Given it is player A's capital phase
    And player A's capital is Chaos
    And player A has 5 resources
    And player A has "Flames of Tzeentch" in hand
    And player B has "Drill Orc Archers" in their battlefield
    When player A plays the tactic "Flames of Tzeentch" with X = 1 targeting "Drill Orc Archers"
    And both players pass
    Then player B's "Drill Orc Archers" has 1 damage
    And player A has 2 resources

  @rule:errata.core.45
  Scenario: Twin Tailed Comet copies a tactic just played, the copying player choosing the copy's targets
    Given the card:
      """
      name: Test Bolt
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Deal 1 damage to target unit."
      """
    And it is player A's capital phase
    And player A has "Test Bolt" in hand
    And player A has "Drill Chaos Warriors" in their battlefield
    And player B's capital is Empire
    And player B has 6 resources
    And player B has "Twin Tailed Comet" in hand
    And player B has "Drill Empire Halberdiers" in their battlefield
    And player B will pick "Drill Chaos Warriors"
    When player A plays the tactic "Test Bolt" targeting player B's "Drill Empire Halberdiers"
    And player B plays the tactic "Twin Tailed Comet" targeting "Test Bolt"
    And both players pass
    Then player A's "Drill Chaos Warriors" has 1 damage
    And player B's "Drill Empire Halberdiers" has 1 damage
    And the log shows "copied" citing rule errata.core.45

  @rule:errata.core.45
  Scenario: Twin Tailed Comet copying a tactic with a cost of X copies it with X = 0
    Flames of Tzeentch was played with X = 1; its copy deals 0 damage.
    Given it is player A's capital phase
    And player A's capital is Chaos
    And player A has 5 resources
    And player A has "Flames of Tzeentch" in hand
    And player A has "Drill Chaos Warriors" in their battlefield
    And player B's capital is Empire
    And player B has 6 resources
    And player B has "Twin Tailed Comet" in hand
    And player B has "Drill Empire Halberdiers" in their battlefield
    And player B will pick "Drill Chaos Warriors"
    When player A plays the tactic "Flames of Tzeentch" with X = 1 targeting "Drill Empire Halberdiers"
    And player B plays the tactic "Twin Tailed Comet" targeting "Flames of Tzeentch"
    And both players pass
    Then player A's "Drill Chaos Warriors" has 0 damage
    And player B's "Drill Empire Halberdiers" has 1 damage
    And the log shows "copied" citing rule errata.core.45

  @rule:errata.corruption.85
  Scenario: Runefang of Solland lowers the next Spell tactic that is not Epic; a printed "Epic Spell" is Epic
    The engine's reading (a finding on errata.corruption.85): "the next non-Epic Spell tactic" is a tactic with the
    Spell trait and without the Epic trait; the printed trait "Epic Spell" (restated on Rune of Hearth and Home's
    text line "Epic Spell.") is both Epic and Spell, so that tactic is not lowered, nor is a tactic without the Spell
    trait. Loyalty is added afterwards (none here: the Empire cards in play match Rage of the Bear's).
    Given the card:
      """
      name: Runefang of Solland
      type: Support
      race: Empire
      cost: 2
      loyalty: 1
      traits: Attachment, Relic
      text: "Attach to a target Empire Unit. Attached Unit gains 2 Power. Action: Sacrifice attached Unit to lower the cost of the next non-Epic Tactic you play this turn to 0."
      """
    And the card:
      """
      name: Rage of the Bear
      type: Tactic
      race: Empire
      cost: 1
      loyalty: 2
      traits: Spell.
      text: "Action: Heal 1 damage on target Mage unit. It deals +2 damage in combat until the end of the turn."
      """
    And the card:
      """
      name: Rune of Hearth and Home
      type: Tactic
      race: Dwarf
      cost: 10
      loyalty: 5
      traits: Epic Spell
      text: "Epic Spell.  Play during your turn. Action: Heal all damage to your capital."
      """
    And the card:
      """
      name: Desertion
      type: Tactic
      race: Neutral
      cost: 1
      loyalty: 0
      text: "Limited. Action: Each player sacrifices a neutral card he controls (you choose first)."
      """
    And it is player A's capital phase
    And player A's capital is Empire
    And player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And player A has "Drill Empire Militia" in their kingdom
    And player A has "Runefang of Solland" attached to "Drill Empire Militia" in their kingdom
    And player A has "Drill Empire Spearmen" and "Drill Empire Halberdiers" in their battlefield
    And player A has "Rage of the Bear", "Rune of Hearth and Home" and "Desertion" in hand
    Then playing "Rage of the Bear" costs player A 1 resources
    And playing "Rune of Hearth and Home" costs player A 15 resources
    When player A triggers "Runefang of Solland" sacrificing "Drill Empire Militia"
    And both players pass
    Then player A has "Drill Empire Militia" in their discard pile
    And playing "Rune of Hearth and Home" costs player A 15 resources
    And playing "Desertion" costs player A 1 resources
    And playing "Rage of the Bear" costs player A 0 resources
