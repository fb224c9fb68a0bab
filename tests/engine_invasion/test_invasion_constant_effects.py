"""Constant effects carried out from real corpus cards (abilities/protection.py, and the modules of the other
constant effects): each test sets a position, does what the text is about and reads the table."""

from pathlib import Path

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position, load_cards
from rulekeeper.games.invasion.abilities.objects import selector
from rulekeeper.games.invasion.cards import card_from_entry
from rulekeeper.text.invasion.semantics.nodes import Objects

from invasion_tables import table

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "invasion-cards.json"
POOL = load_cards(CORPUS)
TARGET_UNIT = selector(Objects(("unit",), "a", target=True))
TARGET_CARD = selector(Objects(("card",), "a", target=True))


def _game(a=None, b=None, phase="capital", active="A"):
    return table(POOL,
                 {"resources": 9, **(a or {})},
                 {"resources": 9, **(b or {})}, active=active, phase=phase, deck="Mountain Guard")


def _events(g, kind):
    return [e for e in g.s.log.events if e.kind == kind]


# ---- cannot be targeted (protection.py) -----------------------------------------------------------------------
def test_other_high_elf_supports_cannot_be_targeted_by_opponents():
    # Tor Elyr: "Other [High Elf] support cards you control cannot be targeted by opponents' card effects."
    support = next(c.name for c in POOL.values() if c.type == "Support" and c.race == "High Elf" and c.runnable
                   and "Attachment" not in c.traits and c.name != "Tor Elyr")
    g = _game({"race": "High Elf", "kingdom": ["Tor Elyr", support]})
    tor, other = g.named("A", "Tor Elyr", "kingdom"), g.named("A", support, "kingdom")
    assert not TARGET_CARD.matches(g, "B", 0, other) and other not in TARGET_CARD.all(g, "B", 0)
    assert TARGET_CARD.matches(g, "A", 0, other)  # A's own effects still may
    assert TARGET_CARD.matches(g, "B", 0, tor)  # "other": not Tor Elyr itself
    g.leave_play(tor, "destroyed", ("core.effects.constant",))
    assert TARGET_CARD.matches(g, "B", 0, other)  # gone from play, it protects no more


def test_attached_card_may_not_be_targeted_by_any_card_effects():
    # Master Rune of Disguise: "Attach to a target support card. Attached card may not be targeted by card effects."
    support = next(c.name for c in POOL.values() if c.type == "Support" and c.runnable and "Attachment" not in c.traits
                   and c.race == "Dwarf")
    g = _game({"race": "Dwarf", "kingdom": [support, {"card": "Master Rune of Disguise", "attached_to": support}]})
    host = g.named("A", support, "kingdom")
    assert not TARGET_CARD.matches(g, "A", 0, host) and not TARGET_CARD.matches(g, "B", 0, host)


def test_attached_unit_cannot_be_targeted_by_opponents_while_questing():
    # Helm of Fortune: "... Attached unit cannot be targeted by opponents' card effects while questing."
    g = _game({"race": "High Elf", "quest": ["Mountain Guard", {"card": "Helm of Fortune", "attached_to": "Mountain Guard"}]})
    unit = g.cards("A", "quest")[0]
    assert g.unit_health(unit) == POOL["Mountain Guard"].health + 1
    assert TARGET_UNIT.matches(g, "B", 0, unit)  # not questing: no protection
    g.s.questing[unit] = unit  # questing (the quest it is on does not matter here)
    assert not TARGET_UNIT.matches(g, "B", 0, unit) and TARGET_UNIT.matches(g, "A", 0, unit)


def test_a_protection_shape_still_refused():
    # developments in this zone, unless a card is discarded (Eternal Guard): a price that is not resources
    assert "Modal" in POOL["Eternal Guard"].why


# ---- an attachment kept when its unit leaves play (returning.py) ------------------------------------------------
def _with(attachment, race, resources):
    g = _game({"race": race, "resources": resources,
               "kingdom": ["Mountain Guard", {"card": attachment, "attached_to": "Mountain Guard"}]})
    return g, g.cards("A", "kingdom")[0], g.named("A", attachment, "kingdom")


@pytest.mark.parametrize("name,race", [("Rune of Cleaving", "Dwarf"), ("Blessed Hammer", "Empire"),
                                       ("Elven Steed", "High Elf"), ("Oozing Eye", "Chaos")])
def test_an_attachment_returns_to_hand_for_two_resources_when_its_unit_leaves_play(name, race):
    # "If attached unit leaves play, you may spend 2 resources to return this card to its owner's hand."
    g, unit, att = _with(name, race, 5)
    g.leave_play(unit, "destroyed", ("core.combat.5",))
    assert g.place(unit) == "discard" and g.place(att) == "hand" and g.s.resources["A"] == 3
    assert att not in g.s.attached and g.check() == []


def test_declined_or_unaffordable_the_attachment_goes_to_the_discard_pile():
    g, unit, att = _with("Rune of Cleaving", "Dwarf", 5)
    g.s.answers.append("no")
    g.leave_play(unit, "sacrificed", ("core.effects.sacrifice",))
    assert g.place(att) == "discard" and g.s.resources["A"] == 5
    g, unit, att = _with("Rune of Cleaving", "Dwarf", 1)
    g.leave_play(unit, "returned", ("core.effects.action",), to="hand")
    assert g.place(att) == "discard" and g.s.resources["A"] == 1
    # an attachment without that text goes as usual
    g = _game({"race": "Dwarf", "kingdom": ["Mountain Guard", {"card": "Master Rune of Disguise",
                                                               "attached_to": "Mountain Guard"}]})
    g.leave_play(g.cards("A", "kingdom")[0], "destroyed", ("core.combat.5",))
    assert sorted(g.name(c) for c in g.cards("A", "discard")) == ["Master Rune of Disguise", "Mountain Guard"]


def test_the_attachment_goes_on_another_unit_its_controller_names_for_one_resource():
    # Tribal Tattoos: "Attach to a target unit you control. Attached unit gains [Power]. If attached unit leaves play,
    # you may spend 1 resource to attach this card to another target unit you control"
    g = _game({"race": "Orc", "resources": 3, "kingdom": [
        "Mountain Guard", {"card": "Tribal Tattoos", "attached_to": "Mountain Guard"}, "Mountain Brigade"],
        "quest": ["Mountain Brigade"]}, {"kingdom": ["Mountain Guard"]})
    guard, tattoos, brigade = g.cards("A", "kingdom")
    other = g.cards("A", "quest")[0]
    g.s.answers.append("Mountain Brigade")
    g.leave_play(guard, "destroyed", ("core.combat.5",))
    assert g.s.attached[tattoos] == brigade and g.is_in_play(tattoos) and g.s.resources["A"] == 2
    assert g.unit_power(brigade) == POOL["Mountain Brigade"].power + 1
    g.leave_play(brigade, "destroyed", ("core.combat.5",))  # unnamed: the first unit it may go on (not B's)
    assert g.s.attached[tattoos] == other and g.s.resources["A"] == 1 and g.check() == []
    g.leave_play(other, "destroyed", ("core.combat.5",))  # no other unit of A's: discarded
    assert g.place(tattoos) == "discard" and g.s.resources["A"] == 1


# ---- lowering costs (play_restrictions.py, lowering_costs.py) ---------------------------------------------------
def test_each_rune_card_you_play_costs_one_less_while_in_the_kingdom():
    # Heart Forge: "Kingdom. Lower the cost of each Rune card you play by 1."
    from rulekeeper.games.invasion.capital import cost
    rune = next(c for c in POOL.values() if "Rune" in c.traits and c.runnable and c.cost >= 2 and c.race == "Dwarf")
    plain = next(c for c in POOL.values() if "Rune" not in c.traits and c.runnable and c.cost >= 2 and c.race == "Dwarf")
    g = _game({"race": "Dwarf", "kingdom": ["Heart Forge"]})
    assert cost(g, "A", rune) == rune.cost - 1 + max(0, rune.loyalty - 1 - 1)
    assert cost(g, "A", plain) == plain.cost + max(0, plain.loyalty - 1 - 1)
    assert cost(g, "B", rune) == rune.cost + max(0, rune.loyalty)  # only its own player's cards
    g = _game({"race": "Dwarf", "quest": ["Heart Forge"]})  # outside the kingdom: no effect
    assert cost(g, "A", rune) == rune.cost + max(0, rune.loyalty - 1 - 1)


# ---- constant redirects (redirects.py) -------------------------------------------------------------------------
def test_the_first_point_of_damage_each_turn_is_redirected_to_a_unit_in_a_corresponding_zone():
    # White Lion Vanguard: "Redirect the first point of damage that would be dealt to this unit each turn to target
    # unit in any corresponding zone."
    from rulekeeper.games.invasion.dealing import deal
    from rulekeeper.games.invasion.turn import turn_ends
    g = _game({"race": "High Elf", "kingdom": ["White Lion Vanguard"]},
              {"kingdom": ["Mountain Brigade"], "quest": ["Mountain Guard"]})
    wlv, brigade = g.cards("A", "kingdom")[0], g.cards("B", "kingdom")[0]
    deal(g, wlv, 1, ("damage.non-combat-damage",))
    assert g.s.damage.get(wlv, 0) == 0 and g.s.damage[brigade] == 1  # the quest zone's unit is not corresponding
    assert _events(g, "redirect")[-1].data["to"] == "Mountain Brigade"
    deal(g, wlv, 1, ("damage.non-combat-damage",))
    assert g.s.damage[wlv] == 1 and g.s.damage[brigade] == 1  # only the first point each turn
    g.s.phase = 5
    turn_ends(g)  # B's turn now: the count starts again
    deal(g, wlv, 1, ("damage.non-combat-damage",))
    assert g.s.damage[wlv] == 1 and g.s.damage[brigade] == 2


def test_the_first_two_damage_go_to_another_unit_its_controller_chooses():
    # Bladelord: "Redirect the first 2 damage that would be dealt to this unit each turn to another target unit in
    # any corresponding zone."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "High Elf", "battlefield": ["Bladelord", "Mountain Guard"]}, {"battlefield": ["Mountain Brigade"]})
    blade, guard = g.cards("A", "battlefield")
    brigade = g.cards("B", "battlefield")[0]
    g.s.answers.append("Mountain Brigade")  # A names the target
    deal(g, blade, 3, ("damage.non-combat-damage",))
    assert (g.s.damage.get(blade, 0), g.s.damage[brigade], g.s.damage.get(guard, 0)) == (1, 2, 0)


def test_with_no_legal_target_the_damage_stays():
    # Warrior Priests: "Redirect 1 damage ... to one target unit in any battlefield. (If there is no valid target,
    # the damage is assigned to Warrior Priests.)"; a unit that cannot be targeted is no valid target
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Empire", "kingdom": ["Warrior Priests"]}, {"kingdom": ["Mountain Brigade"]})
    priests = g.cards("A", "kingdom")[0]
    deal(g, priests, 1, ("damage.non-combat-damage",))
    assert g.place(priests) == "discard" and _events(g, "no_redirect")
    g = _game({"race": "Empire", "kingdom": ["Warrior Priests"]}, {"battlefield": ["Mountain Brigade"]})
    priests, brigade = g.cards("A", "kingdom")[0], g.cards("B", "battlefield")[0]
    deal(g, priests, 1, ("damage.non-combat-damage",))
    assert g.is_in_play(priests) and g.s.damage[brigade] == 1


# ---- Necromancy (necromancy.py) --------------------------------------------------------------------------------
def test_necromancy_plays_the_card_from_the_discard_pile_then_puts_it_on_the_bottom_of_the_deck():
    # Skeletal Horde: "Necromancy (You may play this card from your discard pile. If you do, put it on the bottom of
    # your deck at the end of the turn.)"
    from rulekeeper.games.invasion.turn import turn_ends
    g = _game({"race": "Orc", "resources": 5, "discard": ["Skeletal Horde", "Mountain Guard"]})
    horde, guard = g.cards("A", "discard")
    legal = g.legal_actions("A")
    assert ("play", horde, "kingdom") in legal and not any(a[:2] == ("play", guard) for a in legal)
    g.do(("play", horde, "kingdom"), "A")
    assert g.place(horde) == "kingdom" and g.s.resources["A"] == 5 - POOL["Skeletal Horde"].cost
    assert g.check() == []
    g.s.phase = 5
    turn_ends(g)
    assert g.place(horde) == "deck" and g.cards("A", "deck")[0] == horde  # the bottom (the top is drawn first)
    assert g.check() == []


def test_necromancy_is_only_from_its_players_own_discard_pile_and_a_card_gone_meanwhile_stays():
    from rulekeeper.games.invasion.turn import turn_ends
    g = _game({"race": "Orc", "resources": 5}, {"discard": ["Skeletal Horde"]})
    horde = g.cards("B", "discard")[0]
    with pytest.raises(IllegalAction):
        g.do(("play", horde, "kingdom"), "A")
    g = _game({"race": "Orc", "resources": 5, "discard": ["Skeletal Horde"]})
    horde = g.cards("A", "discard")[0]
    g.do(("play", horde, "kingdom"), "A")
    g.leave_play(horde, "destroyed", ("core.combat.5",))  # back in the discard pile: a new card (faq.43)
    g.s.phase = 5
    turn_ends(g)
    assert g.place(horde) == "discard"


# ---- when a tactic may be played (tactic_timing.py) -------------------------------------------------------------
def _pool(*cards):
    pool = dict(POOL)
    pool.update({c.name: c for c in cards})
    return pool


def _entry(name, text):
    return card_from_entry({"name": name, "type": "Tactic", "cost": 0, "text": text}, "test")


def test_play_when_an_opponent_plays_a_tactic_only_in_response_to_it():
    # Countermoves: "Play when an opponent plays a tactic. Action: Destroy target unit."
    draw = _entry("Quick Study", "Action: Draw 1 card.")
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(draw), {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "kingdom": ["Mountain Brigade"]},
        "B": {"deck": deck, "resources": 9, "hand": ["Countermoves"], "race": "Orc"}}})
    counter, brigade = g.cards("B", "hand")[0], g.cards("A", "kingdom")[0]
    assert not any(a[:2] == ("tactic", counter) for a in g.legal_actions("B"))
    g.do(("tactic", g.cards("A", "hand")[0], []), "A")
    assert g.to_act() == "B" and ("tactic", counter, [[brigade]]) in g.legal_actions("B")
    g.do(("tactic", counter, [[brigade]]), "B")
    g.do(("pass",), "A")
    g.do(("pass",), "B")
    assert g.place(brigade) == "discard" and g.check() == []


def test_play_when_the_first_opportunity_has_gone_by_is_refused():
    draw = _entry("Quick Study", "Action: Draw 1 card.")
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(draw), {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "kingdom": ["Mountain Brigade"]},
        "B": {"deck": deck, "resources": 9, "hand": ["Countermoves"], "race": "Orc"}}})
    counter, brigade = g.cards("B", "hand")[0], g.cards("A", "kingdom")[0]
    g.do(("tactic", g.cards("A", "hand")[0], []), "A")
    g.do(("pass",), "B")  # B lets the chance go
    g.do(("pass",), "A")
    from rulekeeper.games.invasion.abilities.run import tactic_refusal
    assert g.is_in_play(brigade) and "first opportunity" in str(tactic_refusal(g, "B", counter))


def test_play_at_the_beginning_of_your_turn():
    # "Play at the beginning of your turn." (Da Brainbusta!'s timing, on an inline tactic)
    dawn = _entry("Dawn Raid", "Play at the beginning of your turn. Action: Draw 1 card.")
    assert dawn.runnable, dawn.why
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(dawn), {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Dawn Raid"]}, "B": {"deck": deck, "resources": 9}}})
    dawn_id = g.cards("A", "hand")[0]
    assert not any(a[:2] == ("tactic", dawn_id) for a in g.legal_actions("A"))  # the capital phase: too late
    g = from_position(_pool(dawn), {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Dawn Raid"]}, "B": {"deck": deck, "resources": 9}}})
    dawn_id = g.cards("A", "hand")[0]
    g.begin_turn()
    assert g.s.step == "window" and ("tactic", dawn_id, []) in g.legal_actions("A")
    hand = len(g.cards("A", "hand"))
    g.do(("tactic", dawn_id, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")  # it resolves in the window of phase 0, before the kingdom phase
    assert g.place(dawn_id) == "discard" and _events(g, "play_tactic")[-1].data["name"] == "Dawn Raid"
    assert len(g.cards("A", "hand")) >= hand  # played (-1), drew 1 (+1), then the phases' own draws
    # refused at loading: a moment the engine does not read
    assert "moment" in _entry("Dusk Raid", "Play at the end of your turn. Action: Draw 1 card.").why


# ---- a destruction replaced (saving.py) ------------------------------------------------------------------------
def test_another_unit_in_this_zone_returns_to_its_owners_hand_instead():
    # Lelansi: "If another unit in this zone would be destroyed, instead return it to its owner's hand."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "High Elf", "kingdom": ["Lelansi", "Mountain Guard"], "quest": ["Mountain Guard"]})
    lelansi, guard = g.cards("A", "kingdom")
    other = g.cards("A", "quest")[0]
    deal(g, guard, 5, ("damage.non-combat-damage",))
    assert g.place(guard) == "hand" and _events(g, "instead")[-1].data["by"] == "Lelansi"
    deal(g, other, 5, ("damage.non-combat-damage",))  # another zone: destroyed as usual
    assert g.place(other) == "discard"
    deal(g, lelansi, 5, ("damage.non-combat-damage",))  # not Lelansi itself
    assert g.place(lelansi) == "discard" and g.check() == []


def test_this_unit_becomes_a_face_down_development_in_its_zone_instead():
    # Oathbearer: "If this unit would be destroyed, instead put it face down as a development in this zone."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Dwarf", "quest": ["Oathbearer"]})
    oath = g.cards("A", "quest")[0]
    hp = g.hit_points("A", "quest")
    deal(g, oath, 5, ("damage.non-combat-damage",))
    assert g.s.zones.where[oath] == "A.quest.dev" and g.hit_points("A", "quest") == hp + 1 and g.check() == []


def test_the_attachment_is_sacrificed_instead_and_the_units_damage_removed():
    # Rune of Resistance: "If attached unit would be destroyed, sacrifice this attachment instead and remove all
    # damage from that unit."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Dwarf", "kingdom": ["Mountain Guard", {"card": "Rune of Resistance", "attached_to": "Mountain Guard"}]})
    guard, rune = g.cards("A", "kingdom")
    deal(g, guard, 5, ("damage.non-combat-damage",))
    assert g.is_in_play(guard) and not g.s.damage.get(guard) and g.place(rune) == "discard"
    deal(g, guard, 5, ("damage.non-combat-damage",))  # the rune is gone: destroyed this time
    assert g.place(guard) == "discard" and g.check() == []


def test_destroyed_in_the_battlefield_it_goes_into_play_in_the_kingdom():
    # Vigilant Pistoliers: "If this unit is destroyed while in your battlefield, put it into play in your kingdom
    # instead of into your discard pile."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Empire", "battlefield": ["Vigilant Pistoliers"], "kingdom": ["Vigilant Pistoliers"]})
    field, home = g.cards("A", "battlefield")[0], g.cards("A", "kingdom")[0]
    deal(g, field, 5, ("damage.non-combat-damage",))
    assert _events(g, "destroyed")[-1].data["card"] == field  # destroyed all the same (its triggers see it)
    assert g.place(field) == "kingdom" and not g.s.damage.get(field)  # a new card, in the kingdom
    deal(g, home, 5, ("damage.non-combat-damage",))  # destroyed in the kingdom: the discard pile
    assert g.place(home) == "discard" and g.check() == []


# ---- combat limits (combat_limits.py) --------------------------------------------------------------------------
def test_declared_as_an_attacker_only_with_exactly_three_resource_tokens():
    # Daemon Prince: "This unit cannot be declared as an attacker or defender unless it has exactly 3 resource
    # tokens on it."
    from rulekeeper.games.invasion.combat import can_attack, can_defend
    g = _game({"race": "Chaos", "battlefield": ["Daemon Prince", "Mountain Guard"]}, {"battlefield": ["Daemon Prince"]},
              phase="battlefield")
    prince, guard = g.cards("A", "battlefield")
    theirs = g.cards("B", "battlefield")[0]
    g.do(("attack", "battlefield"), "A")
    assert can_attack(g, "A", prince) is not None and can_attack(g, "A", guard) is None
    assert can_defend(g, "B", theirs) is not None
    g.s.tokens[prince] = g.s.tokens[theirs] = 3
    assert can_attack(g, "A", prince) is None and can_defend(g, "B", theirs) is None
    g.s.tokens[prince] = 4  # exactly 3
    assert can_attack(g, "A", prince) is not None


def _attack(g, zone):
    """A attacks `zone` with its battlefield's first unit; the windows before the attackers step pass."""
    g.do(("attack", zone), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", g.cards("A", "battlefield")[0]), "A")
    g.do(("done",), "A")


def test_the_attacking_player_may_not_trigger_actions_while_this_zone_is_attacked():
    # Stag of the Sacred Glade: "While this zone is being attacked, the attacking player may not trigger Actions."
    from rulekeeper.games.invasion.abilities.run import tactic_refusal
    draw = _entry("Quick Study", "Action: Draw 1 card.")
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(draw), {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "battlefield": ["Mountain Guard"]},
        "B": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "kingdom": ["Stag of the Sacred Glade"],
              "quest": ["Mountain Guard"]}}})
    mine, theirs = g.cards("A", "hand")[0], g.cards("B", "hand")[0]
    _attack(g, "quest")  # another zone: no limit
    assert tactic_refusal(g, "A", mine) is None
    g = from_position(_pool(draw), {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "battlefield": ["Mountain Guard"]},
        "B": {"deck": deck, "resources": 9, "hand": ["Quick Study"], "kingdom": ["Stag of the Sacred Glade"]}}})
    mine, theirs = g.cards("A", "hand")[0], g.cards("B", "hand")[0]
    _attack(g, "kingdom")
    assert "may not trigger Actions" in str(tactic_refusal(g, "A", mine))
    assert tactic_refusal(g, "B", theirs) is None  # the defending player still may
    assert g.s.step == "window" and g.to_act() == "A"  # B could act: the window opens
    assert not any(a[0] == "tactic" for a in g.legal_actions("A"))


def test_opponents_pay_three_more_per_effect_to_target_this_unit():
    # King Kazador: "Opponents cannot target this unit with card effects unless they pay an additional 3 resources
    # per effect."
    zap = _entry("Zap", "Action: Deal 1 damage to target unit.")
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(zap), {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 2, "hand": ["Zap"]},
        "B": {"deck": deck, "resources": 9, "kingdom": ["King Kazador", "Mountain Guard"], "race": "Dwarf"}}})
    zap_id = g.cards("A", "hand")[0]
    king, guard = g.cards("B", "kingdom")
    legal = [a for a in g.legal_actions("A") if a[0] == "tactic"]
    assert ("tactic", zap_id, [[guard]]) in legal and ("tactic", zap_id, [[king]]) not in legal
    with pytest.raises(IllegalAction):
        g.do(("tactic", zap_id, [[king]]), "A")
    g.s.resources["A"] = 3
    g.do(("tactic", zap_id, [[king]]), "A")
    assert g.s.resources["A"] == 0 and _events(g, "play_tactic")[-1].data["paid"] == 3


# ---- damage that can't be cancelled (uncancellable.py) ---------------------------------------------------------
def test_indirect_damage_cannot_be_cancelled_while_in_the_kingdom():
    # White Tower Aspirant: "Kingdom. Indirect damage cannot be cancelled by card effects."
    from rulekeeper.games.invasion.indirect import deal_now
    tough = next(c.name for c in POOL.values() if c.unit and c.runnable and c.keyword("toughness") == 1
                 and c.health >= 3 and not c.abilities[1:])
    for zone, cancelled in (("kingdom", False), ("quest", True)):
        g = _game({"race": "High Elf", zone: ["White Tower Aspirant"]}, {"kingdom": [tough]})
        unit = g.cards("B", "kingdom")[0]
        g.s.answers.extend([tough, tough])  # B assigns both points to its unit
        deal_now(g, "B", 2)
        assert g.s.damage.get(unit, 0) == (1 if cancelled else 2), zone


# ---- hit points card effects can't lower (steadfast.py) --------------------------------------------------------
def test_this_units_hit_points_are_not_reduced_by_card_effects_but_may_be_raised():
    # Scion of the Everqueen: "This unit cannot have its hit points reduced by card effects."
    shrink = _entry("Shrink", "Action: Target unit gets -1 hit points until the end of the turn.")
    grow = _entry("Grow", "Action: Target unit gets +2 hit points until the end of the turn.")
    assert shrink.runnable and grow.runnable, (shrink.why, grow.why)
    deck = ["Mountain Guard"] * 10
    g = from_position(_pool(shrink, grow), {"active": "A", "phase": "capital", "players": {
        "A": {"deck": deck, "resources": 9, "hand": ["Shrink", "Shrink", "Grow"], "race": "High Elf",
              "kingdom": ["Scion of the Everqueen", "Mountain Guard"]},
        "B": {"deck": deck, "resources": 9}}})
    scion, guard = g.cards("A", "kingdom")
    s1, s2, gr = g.cards("A", "hand")
    for card, target in ((s1, scion), (s2, guard), (gr, scion)):
        g.do(("tactic", card, [[target]]), "A")
        while g.s.step == "window":  # it resolves; the window closes
            g.do(("pass",), g.to_act())
    assert g.unit_health(scion) == POOL["Scion of the Everqueen"].health + 2  # the -1 does not count
    assert g.unit_health(guard) == POOL["Mountain Guard"].health - 1


# ---- effects set up for the end of the turn (delayed.py) --------------------------------------------------------
def test_that_unit_is_sacrificed_at_the_end_of_the_turn():
    # Warpstone Experiments: "Choose a target unit you control. That unit gains [Power][Power][Power] until the end
    # of the turn. Sacrifice that unit at the end of the turn."
    from rulekeeper.games.invasion.turn import turn_ends
    g = _game({"race": "Chaos", "hand": ["Warpstone Experiments"], "kingdom": ["Mountain Guard", "Mountain Guard"]})
    unit, other = g.cards("A", "kingdom")
    g.do(("tactic", g.cards("A", "hand")[0], [[unit]]), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.unit_power(unit) == POOL["Mountain Guard"].power + 3 and g.is_in_play(unit)
    assert _events(g, "delayed")[-1].data["at_end"] == "sacrifice"
    g.s.phase = 5
    turn_ends(g)
    assert g.place(unit) == "discard" and g.is_in_play(other)
    assert any(e.kind == "sacrificed" and e.data["card"] == unit for e in g.s.log.events)


def test_a_unit_gone_before_the_end_of_the_turn_is_not_sacrificed_again():
    from rulekeeper.games.invasion.turn import turn_ends
    g = _game({"race": "Chaos", "hand": ["Warpstone Experiments"], "kingdom": ["Mountain Guard"]})
    unit = g.cards("A", "kingdom")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[unit]]), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.leave_play(unit, "returned", ("zones.out-of-play",), to="hand")
    g.s.phase = 5
    turn_ends(g)
    assert g.place(unit) == "hand" and not any(e.kind == "sacrificed" for e in g.s.log.events)


# ---- Savage (savage.py) ----------------------------------------------------------------------------------------
def test_savage_strikes_back_at_a_unit_in_a_corresponding_zone_when_dealt_damage():
    # Skink Skirmishers: "Savage 1 (whenever this unit is dealt damage, it may deal 1 damage to target unit in any
    # corresponding zone)."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Empire", "battlefield": ["Skink Skirmishers"]},
              {"battlefield": ["Mountain Brigade"], "kingdom": ["Mountain Guard"]})
    skink, brigade, guard = g.cards("A", "battlefield")[0], g.cards("B", "battlefield")[0], g.cards("B", "kingdom")[0]
    deal(g, skink, 1, ("damage.non-combat-damage",))
    assert g.s.damage[skink] == 1 and g.s.damage.get(brigade) == 1 and not g.s.damage.get(guard)
    assert _events(g, "savage")[-1].data["to"] == "Mountain Brigade"
    g.s.answers.append("no")  # it may: declined
    g.s.damage[skink] = 0
    deal(g, skink, 1, ("damage.non-combat-damage",))
    assert g.s.damage.get(brigade) == 1
    deal(g, skink, 5, ("damage.non-combat-damage",))  # destroyed by the damage: gone, it strikes no more
    assert g.place(skink) == "discard" and g.s.damage.get(brigade) == 1


def test_savage_x_gained_until_the_end_of_the_turn():
    # Track the Prey: "Target unit you control gains Savage X until the end of the turn, where X is its printed
    # power (...)."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "Empire", "hand": ["Track the Prey"], "battlefield": ["Mountain Brigade"]},
              {"battlefield": ["Mountain Brigade"]})
    mine, theirs = g.cards("A", "battlefield")[0], g.cards("B", "battlefield")[0]
    g.do(("tactic", g.cards("A", "hand")[0], [[mine]]), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.keyword(mine, "savage") == POOL["Mountain Brigade"].power
    deal(g, mine, 1, ("damage.non-combat-damage",))
    assert g.s.damage.get(theirs) == POOL["Mountain Brigade"].power


def test_savage_gained_from_an_attachment():
    # Cloak of Feathers: "Attached unit gains Savage 2 (...)."
    g = _game({"race": "Empire", "battlefield": ["Mountain Guard", {"card": "Cloak of Feathers",
                                                                    "attached_to": "Mountain Guard"}]})
    assert g.keyword(g.cards("A", "battlefield")[0], "savage") == 2


def test_pay_two_resources_to_leave_the_attached_unit_in_play_instead():
    # Hydra Blade: "If attached Unit would be destroyed, you may pay 2 Resources to (instead of destroying it) leave
    # it in play and remove all damage from it."
    from rulekeeper.games.invasion.dealing import deal
    def game(resources):
        g = _game({"race": "Dark Elf", "resources": resources,
                   "kingdom": ["Mountain Guard", {"card": "Hydra Blade", "attached_to": "Mountain Guard"}]})
        return g, *g.cards("A", "kingdom")
    g, unit, blade = game(5)
    deal(g, unit, 9, ("damage.non-combat-damage",))
    assert g.is_in_play(unit) and not g.s.damage.get(unit) and g.is_in_play(blade) and g.s.resources["A"] == 3
    g.s.answers.append("no")  # declined: destroyed
    deal(g, unit, 9, ("damage.non-combat-damage",))
    assert g.place(unit) == "discard" and g.place(blade) == "discard" and g.s.resources["A"] == 3
    g, unit, blade = game(1)  # can't pay: destroyed
    deal(g, unit, 9, ("damage.non-combat-damage",))
    assert g.place(unit) == "discard" and g.s.resources["A"] == 1 and g.check() == []


def test_a_resource_token_is_removed_instead_of_the_attached_unit_being_dealt_damage():
    # Protective Spites: "This card enters play with 3 resources token on it. If attached unit would be dealt damage,
    # you may remove a resource token from this card instead."
    from rulekeeper.games.invasion.dealing import deal
    g = _game({"race": "High Elf", "hand": ["Protective Spites"], "kingdom": ["Mountain Brigade"]})
    spites, unit = g.cards("A", "hand")[0], g.cards("A", "kingdom")[0]
    g.do(("attach", spites, unit), "A")
    assert g.s.attached[spites] == unit and g.s.tokens[spites] == 3  # it entered play with 3 tokens
    deal(g, unit, 2, ("damage.non-combat-damage",))
    assert not g.s.damage.get(unit) and g.s.tokens[spites] == 2
    g.s.answers.append("no")
    deal(g, unit, 2, ("damage.non-combat-damage",))
    assert g.s.damage[unit] == 2 and g.s.tokens[spites] == 2
    g.s.tokens[spites] = 0  # none left: dealt as usual
    deal(g, unit, 1, ("damage.non-combat-damage",))
    assert g.s.damage[unit] == 3 and g.check() == []


def test_the_first_support_card_each_turn_costs_x_less_x_the_tokens_on_the_quest():
    # Forges of Nuln: "Quest. Lower the cost to play the first support card you play this turn by X, where X is the
    # number of resource tokens on this card."
    from rulekeeper.games.invasion.capital import cost
    support = next(c for c in POOL.values() if c.type == "Support" and c.runnable and c.cost >= 3 and not c.loyalty
                   and "Attachment" not in c.traits and not c.unique and not c.only)
    g = _game({"race": "Empire", "resources": 20, "hand": [support.name, support.name],
               "quest": [{"card": "Forges of Nuln", "tokens": 2},
                         {"card": "Mountain Guard", "questing_on": "Forges of Nuln"}]})
    assert cost(g, "A", support) == support.cost - 2
    first, second = g.cards("A", "hand")
    g.do(("play", first, "kingdom"), "A")
    assert g.s.resources["A"] == 20 - (support.cost - 2)
    assert cost(g, "A", support) == support.cost  # only the first one this turn


def test_a_dwarf_attachment_leaving_play_returns_to_hand_for_one_resource():
    # Clan Armoury: "If a [Dwarf] attachment would leave play, you may spend 1 resource to return it to its owners
    # hand."
    g = _game({"race": "Dwarf", "resources": 3, "kingdom": [
        "Clan Armoury", "Mountain Guard", {"card": "Master Rune of Disguise", "attached_to": "Mountain Guard"},
        "Mountain Brigade", {"card": "Elven Steed", "attached_to": "Mountain Brigade"}]})
    armoury, guard, rune, brigade, steed = g.cards("A", "kingdom")
    g.leave_play(guard, "destroyed", ("core.combat.5",))  # the rune goes with its unit: rescued
    assert g.place(rune) == "hand" and g.s.resources["A"] == 2
    g.s.answers.extend(["no"])  # Elven Steed's own price declined; it is no Dwarf attachment: discarded
    g.leave_play(brigade, "destroyed", ("core.combat.5",))
    assert g.place(steed) == "discard" and g.s.resources["A"] == 2
    g = _game({"race": "Dwarf", "resources": 3, "kingdom": [
        "Clan Armoury", "Mountain Guard", {"card": "Master Rune of Disguise", "attached_to": "Mountain Guard"}]})
    rune = g.cards("A", "kingdom")[2]
    g.s.answers.append("no")
    g.leave_play(rune, "destroyed", ("core.effects.destroy",))  # declined: destroyed as usual
    assert g.place(rune) == "discard" and g.s.resources["A"] == 3 and g.check() == []


def test_chameleon_stalker_cannot_be_assigned_damage_during_its_battlefield_phase():
    """"This unit cannot be assigned damage during your battlefield phase." (core.effects.cannot): attacking on
    its controller's turn, the defenders' damage can't go to it; defending on the opponent's turn, it can."""
    from test_invasion_opposed import _to_defenders
    assert POOL["Chameleon Stalker"].runnable, POOL["Chameleon Stalker"].why
    g = _game({"battlefield": ["Chameleon Stalker", "Mountain Guard"]}, {"kingdom": ["Chaos Knights"]},
              phase="battlefield")
    stalker, guard = g.named("A", "Chameleon Stalker", "battlefield"), g.named("A", "Mountain Guard", "battlefield")
    _to_defenders(g, [stalker, guard])
    g.do(("defender", g.named("B", "Chaos Knights", "kingdom")), "B")
    g.do(("done",), "B")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    while g.s.step == "assign" and g.s.combat.side == "attack":
        g.do(("assign", g.legal_actions("A")[0][1]), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.s.step == "assign" and g.s.combat.side == "defense"
    assert [a[1] for a in g.legal_actions("B")] == [guard]
    with pytest.raises(IllegalAction):
        g.do(("assign", stalker), "B")
    g = _game({"kingdom": ["Chameleon Stalker"]}, {"battlefield": ["Chaos Knights"]}, phase="battlefield",
              active="B")
    stalker = g.named("A", "Chameleon Stalker", "kingdom")
    from rulekeeper.games.invasion.abilities.passive import forbids
    assert forbids(g, stalker, "assigned") is None  # the opponent's battlefield phase: it can be assigned damage
