Feature: Restricted and banned lists (restricted, banned, cataclysm-restricted, cataclysm-banned)
  The FAQ's tournament lists, checked with the deck: head to head play has a restricted list (one restricted title
  per deck, as many copies as the rules allow) and a banned list; Cataclysm (multiplayer) play has its own two.
  Each deck below is legal without the listed card: drill cards of one faction, 3 copies of a title.

  @rule:restricted
  Scenario: One restricted card per deck, with as many copies as the rules allow
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Dwarf Ranger"
    Then the deck is legal
    When the deck also takes 3 "Judgement of Verena"
    Then the deck is refused citing rule restricted.dwarf-ranger
    And the deck is refused citing rule restricted.judgement-of-verena

  @rule:banned
  Scenario: A banned card can't be in a deck, not even one copy
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Visit the Haunted City"
    Then the deck is refused citing rule banned.visit-the-haunted-city

  @rule:cataclysm-restricted
  Scenario: Cataclysm play restricts its own list: one of its titles per deck
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Sword Masters of Hoeth"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Master Rune of Valaya"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.sword-masters-of-hoeth
    And the deck is legal for head to head play

  @rule:cataclysm-banned
  Scenario: Cataclysm play bans its own list, cards head to head play allows
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Hate"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.hate
    And the deck is legal for head to head play

  # --- Restricted List (head to head play) ---

  @rule:restricted.dwarf-ranger
  Scenario: Dwarf Ranger (no. 10) is restricted for head to head play: alone it is legal, with Judgement of Verena it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Dwarf Ranger"
    Then the deck is legal
    When the deck also takes 3 "Judgement of Verena"
    Then the deck is refused citing rule restricted.dwarf-ranger

  @rule:restricted.judgement-of-verena
  Scenario: Judgement of Verena (no. 49) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Judgement of Verena"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.judgement-of-verena

  @rule:restricted.innovation
  Scenario: Innovation (no. 119 & 57) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Innovation"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.innovation

  @rule:restricted.warpstone-excavation
  Scenario: Warpstone Excavation (no. 116) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Warpstone Excavation"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.warpstone-excavation

  @rule:restricted.mining-tunnels
  Scenario: Mining Tunnels (no. 2) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Mining Tunnels"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.mining-tunnels

  @rule:restricted.derricksburg-forge
  Scenario: Derricksburg Forge (no. 5) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Derricksburg Forge"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.derricksburg-forge

  @rule:restricted.reclaiming-the-fallen
  Scenario: Reclaiming the Fallen (no. 42) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Reclaiming the Fallen"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.reclaiming-the-fallen

  @rule:restricted.friedrich-hemmler
  Scenario: Friedrich Hemmler (no. 63) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Friedrich Hemmler"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.friedrich-hemmler

  @rule:restricted.rodriks-raiders
  Scenario: Rodrik's Raiders (no. 7) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Rodrik's Raiders"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.rodriks-raiders

  @rule:restricted.sacrifice-to-khaine
  Scenario: Sacrifice to Khaine (no. 37) is restricted for head to head play: alone it is legal, with Sorcerer of Tzeentch it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Sacrifice to Khaine"
    Then the deck is legal
    When the deck also takes 3 "Sorcerer of Tzeentch"
    Then the deck is refused citing rule restricted.sacrifice-to-khaine

  @rule:restricted.sorcerer-of-tzeentch
  Scenario: Sorcerer of Tzeentch (no. 53) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Sorcerer of Tzeentch"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.sorcerer-of-tzeentch

  @rule:restricted.judgement-of-loec
  Scenario: Judgement of Loec (no. 26) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Judgement of Loec"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.judgement-of-loec

  @rule:restricted.the-unending-horde
  Scenario: The Unending Horde (no. 6) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "The Unending Horde"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.the-unending-horde

  @rule:restricted.mounted-marauders
  Scenario: Mounted Marauders (no. 12) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Mounted Marauders"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.mounted-marauders

  @rule:restricted.beastman-incursion
  Scenario: Beastman Incursion (no. 60) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Beastman Incursion"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.beastman-incursion

  @rule:restricted.temple-of-spite
  Scenario: Temple of Spite (no. 75) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Temple of Spite"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.temple-of-spite

  @rule:restricted.pleasure-cults
  Scenario: Pleasure Cults (no. 79) is restricted for head to head play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Pleasure Cults"
    Then the deck is legal
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused citing rule restricted.pleasure-cults

  @rule:restricted.muster-for-war
  Scenario: Muster for War (no. 20) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Muster for War"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.muster-for-war

  @rule:restricted.wurrzag
  Scenario: Wurrzag (no. 41) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Wurrzag"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.wurrzag

  @rule:restricted.end-times
  Scenario: End Times (no. 120) is restricted for head to head play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 49 drill cards
    And the deck also has 1 "End Times"
    Then the deck is legal
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused citing rule restricted.end-times

  # --- Cataclysm Restricted List (Cataclysm play) ---

  @rule:cataclysm-restricted.dwarf-ranger
  Scenario: Dwarf Ranger (no. 10) is restricted for Cataclysm play: alone it is legal, with Master Rune of Valaya it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Dwarf Ranger"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Master Rune of Valaya"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.dwarf-ranger

  @rule:cataclysm-restricted.master-rune-of-valaya
  Scenario: Master Rune of Valaya (no. 25) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Master Rune of Valaya"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.master-rune-of-valaya

  @rule:cataclysm-restricted.judgement-of-verena
  Scenario: Judgement of Verena (no. 49) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Judgement of Verena"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.judgement-of-verena

  @rule:cataclysm-restricted.troll-vomit
  Scenario: Troll Vomit (no. 80) is restricted for Cataclysm play: alone it is legal, with Sacrifice to Khaine it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Troll Vomit"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Sacrifice to Khaine"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.troll-vomit

  @rule:cataclysm-restricted.innovation
  Scenario: Innovation (no. 119 & 57) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Innovation"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.innovation

  @rule:cataclysm-restricted.sword-masters-of-hoeth
  Scenario: Sword Masters of Hoeth (no. 3) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Sword Masters of Hoeth"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.sword-masters-of-hoeth

  @rule:cataclysm-restricted.wilhelm-of-the-osterknacht
  Scenario: Wilhelm of the Osterknacht (no. 25) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Wilhelm of the Osterknacht"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.wilhelm-of-the-osterknacht

  @rule:cataclysm-restricted.friedrich-hemmler
  Scenario: Friedrich Hemmler (no. 63) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Friedrich Hemmler"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.friedrich-hemmler

  @rule:cataclysm-restricted.mountain-brigands
  Scenario: Mountain Brigands (no. 100) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Mountain Brigands"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.mountain-brigands

  @rule:cataclysm-restricted.visit-the-haunted-city
  Scenario: Visit the Haunted City (no. 8) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Visit the Haunted City"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.visit-the-haunted-city

  @rule:cataclysm-restricted.sacrifice-to-khaine
  Scenario: Sacrifice to Khaine (no. 37) is restricted for Cataclysm play: alone it is legal, with Troll Vomit it is not
    Given a Destruction deck of 47 drill cards
    And the deck also has 3 "Sacrifice to Khaine"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Troll Vomit"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.sacrifice-to-khaine

  @rule:cataclysm-restricted.van-klumpfs-buccaneers
  Scenario: Van Klumpf's Buccaneers (no. 82) is restricted for Cataclysm play: alone it is legal, with Dwarf Ranger it is not
    Given an Order deck of 47 drill cards
    And the deck also has 3 "Van Klumpf's Buccaneers"
    Then the deck is legal for Cataclysm play
    When the deck also takes 3 "Dwarf Ranger"
    Then the deck is refused for Cataclysm play citing rule cataclysm-restricted.van-klumpfs-buccaneers

  # --- Banned List (head to head play) ---

  @rule:banned.visit-the-haunted-city
  Scenario: Visit the Haunted City (no. 8) is banned for head to head play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Visit the Haunted City"
    Then the deck is refused citing rule banned.visit-the-haunted-city
    And the deck is legal for Cataclysm play

  # --- Cataclysm Banned List (Cataclysm play) ---

  @rule:cataclysm-banned.hate
  Scenario: Hate (no. 110) is banned for Cataclysm play
    Given a Destruction deck of 49 drill cards
    And the deck also has 1 "Hate"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.hate
    And the deck is legal for head to head play

  @rule:cataclysm-banned.dark-elf-infiltrator
  Scenario: Dark Elf Infiltrator (no. 16) is banned for Cataclysm play
    Given a Destruction deck of 49 drill cards
    And the deck also has 1 "Dark Elf Infiltrator"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.dark-elf-infiltrator
    And the deck is legal for head to head play

  @rule:cataclysm-banned.shield-of-aeons
  Scenario: Shield of Aeons (no. 101) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Shield of Aeons"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.shield-of-aeons
    And the deck is legal for head to head play

  @rule:cataclysm-banned.crone-hellebron
  Scenario: Crone Hellebron (no. 1) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Crone Hellebron"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.crone-hellebron
    And the deck is legal for head to head play

  @rule:cataclysm-banned.doors-of-karak-hirn
  Scenario: Doors of Karak Hirn (no. 6) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Doors of Karak Hirn"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.doors-of-karak-hirn
    And the deck is legal for head to head play

  @rule:cataclysm-banned.alith-anar
  Scenario: Alith Anar (no. 21) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Alith Anar"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.alith-anar
    And the deck is legal for head to head play

  @rule:cataclysm-banned.summons-of-chaos
  Scenario: Summons of Chaos (no. 34) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Summons of Chaos"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.summons-of-chaos
    And the deck is legal for head to head play

  @rule:cataclysm-banned.wurrzag
  Scenario: Wurrzag (no. 41) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Wurrzag"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.wurrzag
    And the deck is legal for head to head play

  @rule:cataclysm-banned.thorek-ironbrow
  Scenario: Thorek Ironbrow (no. 61) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Thorek Ironbrow"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.thorek-ironbrow
    And the deck is legal for head to head play

  @rule:cataclysm-banned.sigvald-the-magnificent
  Scenario: Sigvald The Magnificent (no. 81) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Sigvald The Magnificent"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.sigvald-the-magnificent
    And the deck is legal for head to head play

  @rule:cataclysm-banned.balthasar-gelt
  Scenario: Balthasar Gelt (no. 101) is banned for Cataclysm play
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Balthasar Gelt"
    Then the deck is refused for Cataclysm play citing rule cataclysm-banned.balthasar-gelt
    And the deck is legal for head to head play

  # --- "Limit 1 per deck" (card errata) ---

  @rule:errata.core.116
  Scenario: Warpstone Excavation reads "Limit 1 per deck": one copy is legal, a second is refused
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Warpstone Excavation"
    Then the deck is legal
    When the deck also takes 1 "Warpstone Excavation"
    Then the deck is refused citing rule errata.core.116

  @rule:errata.eternal-war.20
  Scenario: Muster for War reads "Limit 1 per deck": one copy is legal, a second is refused
    Given an Order deck of 49 drill cards
    And the deck also has 1 "Muster for War"
    Then the deck is legal
    When the deck also takes 1 "Muster for War"
    Then the deck is refused citing rule errata.eternal-war.20

  @rule:errata.eternal-war.120
  Scenario: End Times reads "Limit 1 per deck": one copy is legal, a second is refused
    Given an Order deck of 49 drill cards
    And the deck also has 1 "End Times"
    Then the deck is legal
    When the deck also takes 1 "End Times"
    Then the deck is refused citing rule errata.eternal-war.120
