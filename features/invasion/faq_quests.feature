Feature: FAQ: quests out of the quest zone (faq.*), and the resource tokens of quests
  A quest moved out of the quest zone leaves its questing unit where it is; a unit may still be sent questing on a
  quest its player controls in any zone. Resource tokens come from a quest's own text: the sentence nearly every
  quest prints, "Place 1 resource token on this card at the beginning of your turn if a unit is questing here.",
  and costs paid in tokens ("Remove 2 resource tokens from this card to ...").

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Test Quest
      type: Quest
      race: Empire
      cost: 1
      loyalty: 1
      """

  @rule:faq.25
  Scenario: Judgement of Loec on a questing unit: the unit leaves the quest and stays face up as a development
    The unit stays in the quest zone it quested in, face up, with no power; as a development it adds a hit point to
    that zone (core.capital.hit-points).
    Given it is player A's capital phase
    And player A's capital is High Elf
    And player A has 5 resources
    And player A has "Judgement of Loec" in hand
    And player B has the quest "Test Quest" with 0 resource tokens and "Drill Orc Archers" questing on it
    When player A attaches "Judgement of Loec" to player B's "Drill Orc Archers"
    Then "Drill Orc Archers" is not questing
    And player B has "Drill Orc Archers" in their quest zone
    And player B's "Drill Orc Archers" has power 0
    And player B's quest zone has 9 hit points

  @rule:faq.36
  Scenario: A quest moved to another zone leaves the unit questing on it in the quest zone
    The ruling names no card; "Test Quest" is a made-up quest. The FAQ does not say whether the unit still quests
    on the moved quest: the engine ends the questing, and the quest's tokens go (a finding on faq.36).
    Given it is player A's capital phase
    And player A has the quest "Test Quest" with 2 resource tokens and "Drill Empire Militia" questing on it
    When an effect of player A moves player A's "Test Quest" to their kingdom
    Then player A has "Test Quest" in their kingdom
    And player A has "Drill Empire Militia" in their quest zone
    And "Drill Empire Militia" is not questing

  @rule:faq.37
  Scenario: A unit can be sent questing on a quest its player controls in the kingdom
    The ruling names no card; "Test Quest" is a made-up quest. The unit is played into the quest zone, as any
    questing unit is; the quest stays in the kingdom (a finding on faq.37).
    Given it is player A's capital phase
    And player A has 2 resources
    And player A has "Test Quest" in their kingdom
    And player A has "Drill Empire Militia" in hand
    When player A plays "Drill Empire Militia" into their quest zone to quest on "Test Quest"
    Then "Drill Empire Militia" is questing on "Test Quest"
    And player A has "Test Quest" in their kingdom

  @rule:core.cards.quest @rule:card-types.quests
  Scenario: Resource tokens gather on a quest at the beginning of its player's turn while a unit quests on it
    "Test Long Road" and "Test Lonely Road" are made-up quests printing the token sentence of A Glorious Death
    (core set) word for word.
    Given the card:
      """
      name: Test Long Road
      type: Quest
      race: Empire
      cost: 0
      loyalty: 0
      text: "Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here."
      """
    And the card:
      """
      name: Test Lonely Road
      type: Quest
      race: Empire
      cost: 0
      loyalty: 0
      text: "Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here."
      """
    And it is the beginning of player A's turn 3
    And player A has the quest "Test Long Road" with 1 resource tokens and "Drill Empire Militia" questing on it
    And player A has "Test Lonely Road" in their quest zone
    When the turn begins
    Then "Test Long Road" has 2 resource tokens
    And "Test Lonely Road" has 0 resource tokens
    And the log shows "forced" citing rule timing.A.2

  @rule:card-types.quests
  Scenario: An ability of a quest pays its cost in the quest's resource tokens
    "Test Toll Road" is a made-up quest; "Remove 2 resource tokens from this card to" is Secret Crypts' cost.
    Given the card:
      """
      name: Test Toll Road
      type: Quest
      race: Empire
      cost: 0
      loyalty: 0
      text: "Quest. Action: Remove 2 resource tokens from this card to draw a card."
      """
    And it is player A's capital phase
    And player A has the quest "Test Toll Road" with 3 resource tokens and "Drill Empire Militia" questing on it
    When player A triggers "Test Toll Road"
    And both players pass
    Then "Test Toll Road" has 1 resource tokens
    And player A has 1 cards in hand
    When player A tries to trigger "Test Toll Road"
    Then the action is refused citing rule timing.C.2

  @rule:faq.14
  Scenario: Savage Gors attacking from Sack Tor Aendris is still in the quest zone, so its Battlefield ability does not work
    Sack Tor Aendris's other two sentences are not carried out yet; a test quest with its first sentence stands
    for it. Savage Gors deals 1 damage, not 3, though player A has 2 developments in their battlefield.
    Given the card:
      """
      name: Test Sack Tor Aendris
      type: Quest
      race: Dark Elf
      cost: 2
      loyalty: 1
      text: Quest. Any unit questing here may attack as though it were in your battlefield.
      """
    And it is player A's battlefield phase
    And player A has the quest "Test Sack Tor Aendris" with 0 resource tokens and "Savage Gors" questing on it
    And player A has 2 developments in their battlefield
    When player A attacks the kingdom with "Savage Gors"
    And player B declares no defenders
    And player A tries to assign the damage:
      | target | damage |
      | zone   | 3      |
    Then the action is refused citing rule core.combat.4
    When player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then player B's kingdom has 1 damage
    And player A has "Savage Gors" in their quest zone

  @rule:faq.14
  Scenario: The same Savage Gors attacking from the battlefield deals its 2 additional damage
    Given it is player A's battlefield phase
    And player A has "Savage Gors" in their battlefield
    And player A has 2 developments in their battlefield
    When player A attacks the kingdom with "Savage Gors"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 3      |
    Then player B's kingdom has 3 damage

  @rule:misc.attacks-made-outside-of-the-battlefield-phase
  Scenario: Wolves of the North's attack in the quest phase follows every step of combat, then the quest phase goes on
    The effect lets the questing unit make one attack; once the chain is over, player A declares it. Wolves of the
    North could be triggered again while it goes on, so an action window opens after each step of the attack.
    Given it is the beginning of player A's turn 3
    And player A has the quest "Wolves of the North" with 0 resource tokens and "Drill Chaos Warriors" questing on it
    And player B has "Drill Orc Boyz" in their kingdom
    When the turn begins
    Then the game is in phase 2
    When player A triggers "Wolves of the North"
    And both players pass
    And player B passes
    And player A declares an attack on the kingdom
    And both players pass
    And player A declares "Drill Chaos Warriors" as attackers
    And both players pass
    And player B defends with "Drill Orc Boyz"
    And both players pass
    And player A assigns the damage:
      | target         | damage |
      | Drill Orc Boyz | 1      |
    And player B assigns the damage:
      | target               | damage |
      | Drill Chaos Warriors | 1      |
    And both players pass
    Then player B has "Drill Orc Boyz" in their discard pile
    And the game is in phase 2
    And player A has "Drill Chaos Warriors" in their quest zone

  @rule:faq.35
  Scenario: A corrupted unit questing on Wolves of the North can't be declared as the attacker of its attack
    The quest overrides only where and when the unit may attack: a corrupted unit is never declared as an attacker.
    Given it is the beginning of player A's turn 3
    And player A has the quest "Wolves of the North" with a corrupted "Drill Chaos Warriors" questing on it
    And player A has "Drill Chaos Knights" in their battlefield
    When the turn begins
    And player A restores nothing
    And player A triggers "Wolves of the North"
    And both players pass
    And player B passes
    And player A declares an attack on the kingdom
    And both players pass
    And player A tries to declare "Drill Chaos Warriors" as attackers
    Then the action is refused citing rule core.effects.corruption
    When player A tries to declare "Drill Chaos Knights" as attackers
    Then the action is refused citing rule misc.attacks-made-outside-of-the-battlefield-phase

  @rule:faq.42
  Scenario: War Boar makes its controller's own quests support cards too
    A test tactic that destroys a support card can target player A's own quest while War Boar is in player A's
    battlefield.
    Given the card:
      """
      name: Test Smash
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy target support card."
      """
    And it is player A's capital phase
    And player A has "War Boar" in their battlefield
    And player A has "Wolves of the North" in their quest zone
    And player A has "Test Smash" in hand
    When player A plays the tactic "Test Smash" targeting "Wolves of the North"
    And both players pass
    Then player A has "Wolves of the North" in their discard pile

  @rule:faq.42
  Scenario: With War Boar out of its battlefield (its Battlefield ability does not work) a quest is no support card
    Given the card:
      """
      name: Test Smash
      type: Tactic
      race: Neutral
      cost: 0
      text: "Action: Destroy target support card."
      """
    And it is player A's capital phase
    And player A has "War Boar" in their kingdom
    And player A has "Wolves of the North" in their quest zone
    And player A has "Test Smash" in hand
    When player A tries to play the tactic "Test Smash" targeting "Wolves of the North"
    Then the action is refused citing rule faq.46
    And player A has "Wolves of the North" in their quest zone

  @rule:faq.37 @rule:core.cards.quest
  Scenario: Werner Ludenhof moves onto the quest his player picks as the Action resolves, one in the kingdom too
    The engine's reading (a finding on faq.37): "Move this unit onto a quest you control" names no target: its
    player picks the quest as the effect resolves, among his quests no unit quests on, in any of his zones; the unit
    goes to his quest zone and quests on it.
    Given the card:
      """
      name: Test Long Road
      type: Quest
      race: Empire
      cost: 0
      loyalty: 0
      text: "Quest. Forced: Place 1 resource token on this card at the beginning of your turn if a unit is questing here."
      """
    And it is player A's capital phase
    And player A has "Werner Ludenhof" in their battlefield
    And player A has "Test Long Road" and "Test Quest" in their kingdom
    And player A will choose "Test Quest"
    When player A triggers "Werner Ludenhof"
    And both players pass
    Then "Werner Ludenhof" is questing on "Test Quest"
    And player A has "Werner Ludenhof" in their quest zone
    And player A has "Test Quest" in their kingdom
    And player A has "Test Long Road" in their kingdom
