Feature: FAQ: fulcrums (faq.55-61)
  Fulcrums belong to the Cataclysm format, whose rulebook is not among our sources: the engine plays what these
  rulings need (findings on faq.55-61 say which reading it takes). A fulcrum starts in the common play area,
  controlled by no player; a battlefield phase has an attack on a capital zone and a fulcrum attack; the
  attackers' damage left once each defender has lethal damage may go to the fulcrum, and then its control goes
  to the attacking player (into their battlefield).

  Background:
    Given player A has 10 cards in their deck
    And player B has 10 cards in their deck
    And the card:
      """
      name: Witchfate Tor
      type: Fulcrum
      race: Neutral
      text: "Forced: When this fulcrum is channeled, corrupt target unit."
      """
    And the card:
      """
      name: Test Outrider
      type: Unit
      race: Empire
      cost: 1
      loyalty: 0
      power: 1
      health: 2
      text: Scout.
      """

  @rule:faq.55
  Scenario: Scout does nothing after an attack on a fulcrum in the common play area
    Witchfate Tor is a real fulcrum; "Test Outrider" is a made-up Scout unit (Raider is in no card of the corpus).
    Given it is player A's battlefield phase
    And "Witchfate Tor" is in the common play area
    And player A has "Test Outrider" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Boyz" in hand
    When player A attacks the fulcrum "Witchfate Tor" with "Test Outrider"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then player A controls the fulcrum "Witchfate Tor"
    And player B has 2 cards in hand

  @rule:faq.55
  Scenario: Scout resolves as normal after an attack on a fulcrum a player controls
    Given it is player A's battlefield phase
    And player B controls the fulcrum "Witchfate Tor"
    And player A has "Test Outrider" in their battlefield
    And player B has "Drill Orc Boyz" and "Drill Orc Boyz" in hand
    When player A attacks the fulcrum "Witchfate Tor" with "Test Outrider"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then player A controls the fulcrum "Witchfate Tor"
    And player B has 1 cards in hand

  @rule:faq.56
  Scenario: A unit's "when this unit attacks" triggers in both attacks of a Cataclysm battlefield phase
    "Test Herald" is a made-up unit; its Forced effect is real card text the engine runs.
    Given the card:
      """
      name: Test Herald
      type: Unit
      race: Empire
      cost: 2
      loyalty: 0
      power: 1
      health: 3
      text: "Forced: When this unit attacks, draw a card."
      """
    And it is player A's battlefield phase
    And "Witchfate Tor" is in the common play area
    And player A has "Test Herald" in their battlefield
    When player A attacks the kingdom with "Test Herald"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    And player A attacks the fulcrum "Witchfate Tor" with "Test Herald"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 1      |
    Then player A has 2 cards in hand
    And player B's kingdom has 1 damage
    And player A controls the fulcrum "Witchfate Tor"
    And it is player B's capital phase

  @rule:faq.56
  Scenario: Each of the two attacks is made at most once in a battlefield phase
    Given it is player A's battlefield phase
    And "Witchfate Tor" is in the common play area
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the kingdom with "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    And player A tries to declare an attack on the quest zone
    Then the action is refused citing rule faq.56
    When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then it is player B's capital phase

  @rule:faq.57
  Scenario: A legend attacks a fulcrum, with its battlefield power icons
    "Test Warlord" is a made-up legend with 1, 2 and 3 power icons in the kingdom, quest zone and battlefield.
    Given the card:
      """
      name: Test Warlord
      type: Legend
      race: Orc
      cost: 3
      loyalty: 0
      power: 1
      health: 4
      zone_power: [1, 2, 3]
      """
    And it is player A's battlefield phase
    And "Witchfate Tor" is in the common play area
    And player A has the legend "Test Warlord"
    When player A attacks the fulcrum "Witchfate Tor" with "Test Warlord"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 3      |
    Then player A controls the fulcrum "Witchfate Tor"

  @rule:faq.58
  Scenario: A legend can't defend a fulcrum
    Given the card:
      """
      name: Test Warlord
      type: Legend
      race: Orc
      cost: 3
      loyalty: 0
      power: 1
      health: 4
      zone_power: [1, 2, 3]
      """
    And it is player A's battlefield phase
    And player B controls the fulcrum "Witchfate Tor"
    And player B has the legend "Test Warlord"
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"
    And player B tries to defend with "Test Warlord"
    Then the action is refused citing rule faq.58

  @rule:faq.58
  Scenario: A legend with Descendant of Gods attached defends a fulcrum
    Descendant of Gods is the real card, with its printed text; the engine reads its "can defend" (and its +4 hit
    points, a constant effect of a card on the capital board: abilities/permissions.py).
    Given the card:
      """
      name: Test Warlord
      type: Legend
      race: Orc
      cost: 3
      loyalty: 0
      power: 1
      health: 4
      zone_power: [1, 2, 3]
      """
    And the card:
      """
      name: Descendant of Gods
      type: Support
      race: Neutral
      cost: 3
      loyalty: 0
      traits: Attachment. Condition.
      text: Attach to a target legend. Attached legend gets +4 hit points and can defend any of your zones.
      """
    And it is player A's battlefield phase
    And player B controls the fulcrum "Witchfate Tor"
    And player B has the legend "Test Warlord" with "Descendant of Gods" attached
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"
    And player B defends with "Test Warlord"
    Then "Test Warlord" is defending

  @rule:faq.59
  Scenario: Wolves of the North's attack in the quest phase can't target a fulcrum
    Given it is the beginning of player A's turn 3
    And "Witchfate Tor" is in the common play area
    And player A has the quest "Wolves of the North" with 0 resource tokens and "Drill Chaos Warriors" questing on it
    When the turn begins
    And player A triggers "Wolves of the North"
    And both players pass
    And player B passes
    And player A tries to attack the fulcrum "Witchfate Tor"
    Then the action is refused citing rule faq.59

  @rule:faq.59
  Scenario: An attack made outside the battlefield phase can't target a fulcrum
    The same attack, made by an effect given through the protocol in the capital phase (finding on faq.59).
    Given it is player A's capital phase
    And "Witchfate Tor" is in the common play area
    And player A has "Drill Empire Spearmen" in their battlefield
    When an effect of player A tries to have them attack the fulcrum "Witchfate Tor"
    Then the action is refused citing rule faq.59

  @rule:faq.59
  Scenario: The same effect's attack on a capital zone follows every step of combat, then the phase goes on
    Given it is player A's capital phase
    And "Witchfate Tor" is in the common play area
    And player A has "Drill Empire Spearmen" in their battlefield
    When an effect of player A has them attack the kingdom with "Drill Empire Spearmen"
    And player B declares no defenders
    And player A assigns the damage:
      | target | damage |
      | zone   | 2      |
    Then player B's kingdom has 2 damage
    And it is player A's capital phase
    And "Witchfate Tor" is in the common play area

  @rule:faq.60
  Scenario: An attack on a fulcrum a player controls is an attack on their battlefield
    Given it is player A's battlefield phase
    And player B controls the fulcrum "Witchfate Tor"
    And player B has "Drill Orc Boyz" in their battlefield
    And player B has "Drill Orc Trolls" in their kingdom
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"
    Then the log shows an attack on player B's battlefield
    When player B tries to defend with "Drill Orc Trolls"
    Then the action is refused citing rule core.combat.3
    When player B defends with "Drill Orc Boyz"
    Then "Drill Orc Boyz" is defending

  @rule:faq.60
  Scenario: An attack on a fulcrum in the common play area is an attack on no capital
    Given it is player A's battlefield phase
    And "Witchfate Tor" is in the common play area
    And player A has "Drill Empire Spearmen" in their battlefield
    When player A attacks the fulcrum "Witchfate Tor" with "Drill Empire Spearmen"
    Then the log shows an attack on no capital

  @rule:faq.61
  Scenario: An effect that does not target the fulcrum leaves it in play
    "Test Upheaval" is a made-up tactic; its text is real card text the engine runs.
    Given the card:
      """
      name: Test Upheaval
      type: Tactic
      race: Neutral
      cost: 0
      loyalty: 0
      text: "Action: Destroy each card in your battlefield."
      """
    And it is player A's capital phase
    And player A controls the fulcrum "Witchfate Tor"
    And player A has "Drill Empire Spearmen" in their battlefield
    And player A has "Test Upheaval" in hand
    When player A plays the tactic "Test Upheaval"
    And both players pass
    Then player A has no "Drill Empire Spearmen" in their battlefield
    And player A controls the fulcrum "Witchfate Tor"

  @rule:faq.61
  Scenario: An effect that targets the fulcrum makes it leave play, back to the common play area
    "Test Banishment" is a made-up tactic; its text is real card text the engine runs.
    Given the card:
      """
      name: Test Banishment
      type: Tactic
      race: Neutral
      cost: 0
      loyalty: 0
      text: "Action: Destroy target card."
      """
    And it is player A's capital phase
    And player B controls the fulcrum "Witchfate Tor"
    And player A has "Test Banishment" in hand
    When player A plays the tactic "Test Banishment" targeting player B's "Witchfate Tor"
    And both players pass
    Then "Witchfate Tor" is in the common play area
