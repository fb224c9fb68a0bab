"""Where cards go and what is chosen, on real corpus cards: resource tokens moved to a card "with a resource token
on it" (abilities/token_moves.py, described.py), an Attachment put into play attached to a unit (attaching.py), ...
(core.cards.quest, targeting.target, misc.moving-cards, zones.put-into-play, card-types.attachments)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position

from invasion_tables import FILLER, table


def _game(pool, a=None, b=None, phase="capital"):
    return table(pool, a, b, phase=phase)


def _resolve(g):
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.check() == []


def _act(g, cid, targets=()):
    """The card's Action that waits for no trigger."""
    index = next(i for i, a in g.card(cid).program.actions if a.trigger is None)
    g.do(("action", cid, index, [list(t) for t in targets]), "A")


# ---- resource tokens moved to a card with a resource token on it -------------------------------------------------
def test_lore_seeker_moves_its_token_to_another_card_with_a_token_on_it(pool):
    """"Move a resource token from this card to another card with a resource token already on it.": the card is
    chosen as the effect resolves (a scripted answer naming it), among the cards holding a token, either player's."""
    assert pool["Lore Seeker"].runnable, pool["Lore Seeker"].why
    g = _game(pool, {"kingdom": [{"card": "Lore Seeker", "tokens": 2}, {"card": "Boss Pit", "tokens": 1},
                                 "Mountain Guard"]},
              {"kingdom": [{"card": "Boss Pit", "tokens": 3}]})
    seeker, pit = g.named("A", "Lore Seeker", "kingdom"), g.named("A", "Boss Pit", "kingdom")
    theirs = g.named("B", "Boss Pit", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert g.s.tokens[seeker] == 1 and g.s.tokens[pit] + g.s.tokens[theirs] == 5
    moved = [e for e in g.s.log.events if e.kind == "tokens_moved"]
    assert moved and moved[-1].data["amount"] == 1 and "core.cards.quest" in moved[-1].rules
    assert g.card(g.named("A", "Mountain Guard", "kingdom")) and not g.s.tokens.get(g.named("A", "Mountain Guard",
                                                                                            "kingdom"))


def test_lore_seeker_with_no_token_or_no_other_card_with_one_moves_nothing(pool):
    g = _game(pool, {"kingdom": [{"card": "Lore Seeker", "tokens": 1}, "Boss Pit"]})
    seeker = g.named("A", "Lore Seeker", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert g.s.tokens[seeker] == 1 and not [e for e in g.s.log.events if e.kind == "tokens_moved"]
    g = _game(pool, {"kingdom": ["Lore Seeker", {"card": "Boss Pit", "tokens": 1}]})
    seeker, pit = g.named("A", "Lore Seeker", "kingdom"), g.named("A", "Boss Pit", "kingdom")
    _act(g, seeker)
    _resolve(g)
    assert not g.s.tokens.get(seeker) and g.s.tokens[pit] == 1


def test_through_all_of_time_moves_a_token_to_a_high_elf_card_only(pool):
    """"... to a [High Elf] card with a resource token on it": a Dwarf card with tokens is not one."""
    assert pool["Through All of Time"].runnable, pool["Through All of Time"].why
    g = _game(pool, {"race": "High Elf", "quest": [{"card": "Through All of Time", "tokens": 2},
                                                   {"card": "Elven Scout", "questing_on": "Through All of Time"}],
                     "kingdom": [{"card": "Lore Seeker", "tokens": 1}, {"card": "Elven Scout", "tokens": 1}]})
    quest = g.named("A", "Through All of Time", "quest")
    scout, seeker = g.named("A", "Elven Scout", "kingdom"), g.named("A", "Lore Seeker", "kingdom")
    g.s.answers.append("Lore Seeker")  # not a [High Elf] card: not among the choices
    _act(g, quest)
    _resolve(g)
    assert g.s.tokens[quest] == 1 and g.s.tokens[scout] == 2 and g.s.tokens[seeker] == 1


def test_elven_scout_entering_play_puts_a_token_on_a_card_with_one(pool):
    """"When this unit enters or leaves play, put a resource token on a card with a resource token on it."""
    assert pool["Elven Scout"].runnable, pool["Elven Scout"].why
    g = _game(pool, {"race": "High Elf", "resources": 5, "hand": ["Elven Scout"],
                     "kingdom": ["Boss Pit", {"card": "Lore Seeker", "tokens": 1}]})
    scout = g.named("A", "Elven Scout", "hand")
    g.do(("play", scout, "kingdom"), "A")
    g.do(("action", scout, g.card(scout).program.triggered[0][0], []), "A")
    _resolve(g)
    assert g.s.tokens[g.named("A", "Lore Seeker", "kingdom")] == 2
    assert not g.s.tokens.get(g.named("A", "Boss Pit", "kingdom")) and not g.s.tokens.get(scout)


# ---- an Attachment put into play attached to a unit --------------------------------------------------------------
def _josef(pool, found):
    deck = [FILLER] * 3 + [found] + [FILLER] * 3  # within the top five whichever end is the top
    return _game(pool, {"race": "Dwarf", "resources": 5, "deck": deck, "kingdom": ["Josef Bugman"],
                        "hand": ["Mountain Guard"]})


def test_josef_bugman_puts_the_attachment_found_onto_the_dwarf_that_entered_play(pool):
    """"When a [Dwarf] unit enters play under your control, search the top five cards of your deck for an Attachment
    support card and put it into play attached to that unit. Then, shuffle your deck.": for no cost."""
    assert pool["Josef Bugman"].runnable, pool["Josef Bugman"].why
    g = _josef(pool, "Oathstone")
    guard, josef = g.named("A", "Mountain Guard", "hand"), g.named("A", "Josef Bugman", "kingdom")
    g.do(("play", guard, "kingdom"), "A")
    left = g.s.resources["A"]
    g.do(("action", josef, g.card(josef).program.triggered[0][0], []), "A")
    _resolve(g)
    stone = g.named("A", "Oathstone", "kingdom")
    assert g.s.attached[stone] == guard and g.s.resources["A"] == left and len(g.cards("A", "deck")) == 6
    put = [e for e in g.s.log.events if e.kind == "put_into_play" and e.data["card"] == stone]
    assert put and "zones.put-into-play" in put[-1].rules and put[-1].data["attached_to"] == "Mountain Guard"
    assert any(e.kind == "shuffle" for e in g.s.log.events)


def test_josef_bugman_leaves_an_attachment_that_may_not_go_on_that_unit_in_the_deck(pool):
    """Daemonsword attaches to a target Chaos unit: not onto Mountain Guard; it stays in the deck."""
    g = _josef(pool, "Daemonsword")
    guard, josef = g.named("A", "Mountain Guard", "hand"), g.named("A", "Josef Bugman", "kingdom")
    g.do(("play", guard, "kingdom"), "A")
    g.do(("action", josef, g.card(josef).program.triggered[0][0], []), "A")
    _resolve(g)
    assert g.named("A", "Daemonsword", "deck") and not g.s.attached and len(g.cards("A", "deck")) == 7


def _forge(pool, hand):
    return _game(pool, {"race": "Chaos", "resources": 0, "hand": hand,
                        "kingdom": ["Northern Forge", "Drill Chaos Warriors", "Mountain Guard"]})


def test_northern_forge_puts_an_attachment_from_hand_onto_the_target_chaos_unit(pool):
    """"Corrupt this card to put an Attachment support card into play from your hand and attach it to target [Chaos]
    unit you control, if able.": the pick among those that may go on the unit (Rune of Resistance, Dwarf only, is
    not one), no cost paid."""
    assert pool["Northern Forge"].runnable, pool["Northern Forge"].why
    g = _forge(pool, ["Rune of Resistance", "Horrific Mutation"])
    forge, warriors = g.named("A", "Northern Forge", "kingdom"), g.named("A", "Drill Chaos Warriors", "kingdom")
    g.s.answers.append("Rune of Resistance")
    _act(g, forge, [[warriors]])
    _resolve(g)
    mutation = g.named("A", "Horrific Mutation", "kingdom")
    assert g.s.attached == {mutation: warriors} and forge in g.s.corrupted and g.s.resources["A"] == 0
    assert g.named("A", "Rune of Resistance", "hand")


def test_northern_forge_refuses_a_non_chaos_target_and_does_nothing_without_an_attachment_that_fits(pool):
    g = _forge(pool, ["Horrific Mutation"])
    forge, guard = g.named("A", "Northern Forge", "kingdom"), g.named("A", "Mountain Guard", "kingdom")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):
        _act(g, forge, [[guard]])
    assert g.snapshot_text() == before
    g = _forge(pool, ["Rune of Resistance"])
    forge, warriors = g.named("A", "Northern Forge", "kingdom"), g.named("A", "Drill Chaos Warriors", "kingdom")
    _act(g, forge, [[warriors]])
    _resolve(g)
    assert not g.s.attached and g.named("A", "Rune of Resistance", "hand")
    assert any(e.kind == "not_attached" for e in g.s.log.events)


# ---- one target of two kinds; not counting its power ---------------------------------------------------------------
def _bribery(pool):
    return _game(pool, {"resources": 3, "hand": ["Bribery"]},
                 {"kingdom": ["Boss Pit", "Mountain Guard"], "quest": ["Boss Pit"],
                  "developments": {"quest": [FILLER]}})


def test_bribery_a_target_support_card_counts_no_power_this_turn(pool):
    """"Choose a target unit or support card in a zone with no developments. That card does not count its power
    this turn.": Boss Pit's 3 power leaves its kingdom's power until the end of the turn."""
    assert pool["Bribery"].runnable, pool["Bribery"].why
    g = _bribery(pool)
    pit = g.named("B", "Boss Pit", "kingdom")
    before = g.power("B", "kingdom")
    g.do(("tactic", g.named("A", "Bribery", "hand"), [[pit]]), "A")
    _resolve(g)
    assert g.power("B", "kingdom") == before - 3 and g.unit_power(pit) == 0
    assert any(e.kind == "lasting" and e.data.get("no_power") and e.data["card"] == pit for e in g.s.log.events)
    g.s.lasting = [m for m in g.s.lasting if m["card"] != pit]  # what the end of the turn clears (timing.E.3)
    assert g.power("B", "kingdom") == before


def test_bribery_refuses_a_card_in_a_zone_with_developments(pool):
    g = _bribery(pool)
    there = g.named("B", "Boss Pit", "quest")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):
        g.do(("tactic", g.named("A", "Bribery", "hand"), [[there]]), "A")
    assert g.snapshot_text() == before
    guard = g.named("B", "Mountain Guard", "kingdom")  # a unit: the other kind it may target
    g.do(("tactic", g.named("A", "Bribery", "hand"), [[guard]]), "A")
    _resolve(g)
    assert g.unit_power(guard) == 0


# ---- an Attachment's "this unit": the unit it is attached to ------------------------------------------------------
def test_cloud_of_flies_deals_its_damage_to_the_unit_it_is_attached_to_and_a_target(pool):
    """"At the beginning of your turn, you may deal 1 uncancellable damage to this unit and to one target unit.":
    on an Attachment, "this unit" is the attached unit (attached_this.py), not the support card."""
    assert pool["Cloud of Flies"].runnable, pool["Cloud of Flies"].why
    g = from_position(pool, {"active": "A", "phase": "beginning", "turn": 3, "players": {
        "A": {"deck": [FILLER] * 10, "kingdom": ["Forest Dragon", {"card": "Cloud of Flies",
                                                                   "attached_to": "Forest Dragon"}]},
        "B": {"deck": [FILLER] * 10, "battlefield": ["Mountain Guard"]}}})
    dragon, guard = g.named("A", "Forest Dragon", "kingdom"), g.named("B", "Mountain Guard", "battlefield")
    g.s.answers.append("Mountain Guard")
    g.begin_turn()
    assert g.s.damage.get(dragon) == 1 and g.s.damage.get(guard) == 1
    assert not g.s.damage.get(g.named("A", "Cloud of Flies", "kingdom"))


def test_battle_standard_moves_the_unit_it_is_attached_to(pool):
    """"At the beginning of your battlefield phase, you may move this unit to a different zone.": the attached unit
    moves (the zone named by a scripted answer); the attachment stays where it is (card-types.attachments)."""
    assert pool["Battle Standard"].runnable, pool["Battle Standard"].why
    g = _game(pool, {"kingdom": ["Mountain Guard", {"card": "Battle Standard", "attached_to": "Mountain Guard"}]})
    guard, standard = g.named("A", "Mountain Guard", "kingdom"), g.named("A", "Battle Standard", "kingdom")
    index = g.card(standard).program.triggered[0][0]
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # its trigger, the beginning of the battlefield phase, has not come
        g.do(("action", standard, index, []), "A")
    assert g.snapshot_text() == before
    g.do(("pass",), "A")  # the capital phase ends; the battlefield phase begins (timing.D.1)
    assert g.s.under_way == "battlefield"
    g.s.answers.append("quest")
    g.do(("action", standard, index, []), "A")
    _resolve(g)
    assert g.place(guard) == "quest" and g.place(standard) == "kingdom" and g.s.attached[standard] == guard
    assert any(e.kind == "move" and e.data["card"] == guard for e in g.s.log.events)


# ---- turning cards over -----------------------------------------------------------------------------------------
def _end_turn(g):
    from rulekeeper.games.invasion.turn import turn_ends
    g.s.phase = 5
    turn_ends(g)


def test_slumbering_titan_turns_into_a_facedown_development_at_the_end_of_its_turn(pool):
    """"At the end of your turn, turn this card into facedown development. It no longer counts as a unit.": a
    development in the same zone, one more hit point there; its damage gone with the unit (core.cards.developments)."""
    assert pool["Slumbering Titan"].runnable, pool["Slumbering Titan"].why
    g = _game(pool, {"race": "Wood Elf", "battlefield": [{"card": "Slumbering Titan", "damage": 1}]})
    titan = g.named("A", "Slumbering Titan", "battlefield")
    hp = g.hit_points("A", "battlefield")
    _end_turn(g)
    assert g.place(titan) == "battlefield.dev" and g.hit_points("A", "battlefield") == hp + 1
    assert not g.s.damage.get(titan) and titan not in g.in_play("A")
    assert any(e.kind == "turned_facedown" and e.data["card"] == titan for e in g.s.log.events)


def _rip(pool, dev):
    return _game(pool, {"race": "Orc", "resources": 5, "hand": ["Rip Dere 'eads Off!"]},
                 {"developments": {"kingdom": [dev]}, "kingdom": ["Mountain Guard"]})


def test_rip_dere_eads_off_a_unit_turned_faceup_stays_until_the_end_of_the_turn(pool):
    """"Turn one target development faceup. If it is a unit, leave it in play and sacrifice it at the end of the
    turn.": the unit enters play in that zone under its owner's control; its zone loses the development."""
    assert pool["Rip Dere 'eads Off!"].runnable, pool["Rip Dere 'eads Off!"].why
    g = _rip(pool, "Forest Dragon")
    dragon = g.named("B", "Forest Dragon", "kingdom.dev")
    hp = g.hit_points("B", "kingdom")
    g.do(("tactic", g.named("A", "Rip Dere 'eads Off!", "hand"), [[dragon]]), "A")
    _resolve(g)
    assert g.place(dragon) == "kingdom" and g.controller(dragon) == "B" and g.hit_points("B", "kingdom") == hp - 1
    assert any(e.kind == "put_into_play" and e.data["card"] == dragon for e in g.s.log.events)
    _end_turn(g)
    assert g.place(dragon) == "discard" and g.s.owner[dragon] == "B"


def test_rip_dere_eads_off_any_other_card_is_sacrificed_at_once_and_a_unit_is_no_target(pool):
    g = _rip(pool, "Boss Pit")
    pit = g.named("B", "Boss Pit", "kingdom.dev")
    guard = g.named("B", "Mountain Guard", "kingdom")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # a unit in play is no development
        g.do(("tactic", g.named("A", "Rip Dere 'eads Off!", "hand"), [[guard]]), "A")
    assert g.snapshot_text() == before
    g.do(("tactic", g.named("A", "Rip Dere 'eads Off!", "hand"), [[pit]]), "A")
    _resolve(g)
    assert g.place(pit) == "discard" and g.cards("B", "discard") == [pit]
    assert any(e.kind == "sacrificed" and e.data["card"] == pit for e in g.s.log.events)


# ---- the cards looked at, one on top of the deck and the other at the bottom -------------------------------------
@pytest.mark.parametrize("answer, top, bottom", [("Mountain Guard", "Mountain Guard", "Boss Pit"),
                                                 (None, "Boss Pit", "Mountain Guard")])
def test_advanced_engineering_puts_one_card_looked_at_on_top_and_the_other_at_the_bottom(pool, answer, top, bottom):
    """"look at the top two cards of your deck. Place one of those cards on the top of your deck and the other card
    on the bottom of your deck.": the player's pick on top (a scripted answer; else the one on top already)."""
    assert pool["Advanced Engineering"].runnable, pool["Advanced Engineering"].why
    g = from_position(pool, {"active": "A", "phase": "beginning", "turn": 3, "players": {
        "A": {"deck": ["Boss Pit", "Mountain Guard"] + [FILLER] * 8, "kingdom": ["Advanced Engineering"]},
        "B": {"deck": [FILLER] * 10}}})
    eng = g.named("A", "Advanced Engineering", "kingdom")
    g.begin_turn()
    if answer:
        g.s.answers.append(answer)
    g.do(("action", eng, g.card(eng).program.triggered[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    deck = g.cards("A", "deck")
    assert g.name(deck[0]) == bottom  # the bottom of the deck
    drawn = [g.name(c) for c in g.cards("A", "hand")]
    assert top in drawn or g.name(deck[-1]) == top  # on top (the quest phase may have drawn it since)
    assert bottom not in drawn
    split = [e for e in g.s.log.events if e.kind == "to_deck" and e.data.get("position") == "top and bottom"]
    assert split and split[-1].data["top"] == top and split[-1].data["seen_by"] == ["A"]


# ---- a unit put in the attacked zone, declared as a defender --------------------------------------------------------
def _attack(pool, a, b, attacker="Forest Dragon"):
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "resources": 9, **a}, "B": {"deck": [FILLER] * 10, "resources": 9, **b}}})
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", g.named("A", attacker, "battlefield")), "A")
    g.do(("done",), "A")
    if g.s.step == "window" and g.to_act() == "A":
        g.do(("pass",), "A")
    return g


def test_take_captive_turns_the_attacker_into_a_defender_of_the_attacked_zone(pool):
    """"Take control of target attacking unit until the end of the turn. Move it to the attacked zone, declared as
    a defender.": it leaves the attack and defends B's kingdom for B."""
    assert pool["Take Captive!"].runnable, pool["Take Captive!"].why
    g = _attack(pool, {"battlefield": ["Forest Dragon", "Mountain Guard"]},
                {"race": "Dark Elf", "hand": ["Take Captive!"], "kingdom": ["Boss Pit"]})
    dragon = g.named("A", "Forest Dragon", "battlefield")
    g.do(("tactic", g.named("B", "Take Captive!", "hand"), [[dragon]]), "B")
    g.do(("pass",), g.to_act())
    g.do(("pass",), g.to_act())
    assert g.controller(dragon) == "B" and g.place(dragon) == "kingdom"
    assert dragon in g.s.combat.defenders and dragon not in g.s.combat.attackers
    assert any(e.kind == "declared_defender" and "core.combat.3" in e.rules for e in g.s.log.events)


def test_honouring_the_ancestors_puts_a_dwarf_defender_into_the_attacked_zone_and_only_then(pool):
    """"Put a [Dwarf] unit into play in one of your attacked zones from your hand, declared as a defender. Sacrifice
    it at the end of the turn.": Forest Dragon is no Dwarf; outside an attack on its player nothing is put."""
    assert pool["Honouring the Ancestors"].runnable, pool["Honouring the Ancestors"].why
    g = _attack(pool, {"battlefield": ["Forest Dragon"]},
                {"race": "Dwarf", "hand": ["Honouring the Ancestors", "Forest Dragon", "Mountain Guard"]})
    guard = g.named("B", "Mountain Guard", "hand")
    g.do(("tactic", g.named("B", "Honouring the Ancestors", "hand"), []), "B")
    g.do(("pass",), g.to_act())
    g.do(("pass",), g.to_act())
    assert g.place(guard) == "kingdom" and guard in g.s.combat.defenders and g.s.resources["B"] == 8
    assert g.named("B", "Forest Dragon", "hand")
    assert any(e.kind == "delayed" and e.data["card"] == guard for e in g.s.log.events)
    g = _game(pool, {"race": "Dwarf", "resources": 3, "hand": ["Honouring the Ancestors", "Mountain Guard"]})
    g.do(("tactic", g.named("A", "Honouring the Ancestors", "hand"), []), "A")
    _resolve(g)
    assert g.named("A", "Mountain Guard", "hand") and any(e.kind == "no_attacked_zone" for e in g.s.log.events)


# ---- out of a discard pile into a zone the text names ---------------------------------------------------------------
def test_slaver_raid_puts_a_unit_of_the_opponents_pile_into_your_quest_zone_corrupted(pool):
    """"Discard 3 Resource tokens from this card to put a unit from an opponent's discard pile into play, corrupt,
    in your Quest Zone.": no target, the player's pick in that pile; B still owns it."""
    assert pool["Slaver Raid"].runnable, pool["Slaver Raid"].why
    g = _game(pool, {"race": "Dark Elf", "quest": [{"card": "Slaver Raid", "tokens": 3},
                                                   {"card": "Mountain Guard", "questing_on": "Slaver Raid"}]},
              {"discard": ["Forest Dragon", "Mountain Guard", "Boss Pit"]})
    raid = g.named("A", "Slaver Raid", "quest")
    dragon = g.named("B", "Forest Dragon", "discard")
    g.s.answers.append("Forest Dragon")
    _act(g, raid)
    _resolve(g)
    assert g.place(dragon) == "quest" and g.controller(dragon) == "A" and g.s.owner[dragon] == "B"
    assert dragon in g.s.corrupted and not g.s.tokens.get(raid)
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # no tokens left to pay with
        _act(g, raid)
    assert g.snapshot_text() == before


def test_reclaiming_the_fallen_puts_every_unit_of_your_pile_into_the_zone_chosen_until_the_phase_ends(pool):
    """"Choose one of your zones. Put into play all units in your discard pile into that zone. Sacrifice those units
    at the end of the phase.": the capital phase here; the support card in the pile stays."""
    assert pool["Reclaiming the Fallen"].runnable, pool["Reclaiming the Fallen"].why
    g = _game(pool, {"race": "Dwarf", "resources": 9, "hand": ["Reclaiming the Fallen"],
                     "discard": ["Forest Dragon", "Mountain Guard", "Boss Pit"]})
    dragon, guard = g.named("A", "Forest Dragon", "discard"), g.named("A", "Mountain Guard", "discard")
    g.s.answers.append("battlefield")
    g.do(("tactic", g.named("A", "Reclaiming the Fallen", "hand"), []), "A")
    _resolve(g)
    assert g.place(dragon) == "battlefield" and g.place(guard) == "battlefield"
    assert g.named("A", "Boss Pit", "discard")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("pass",), "A")  # the capital phase ends (timing.E.2)
    assert g.place(dragon) == "discard" and g.place(guard) == "discard"
    assert sum(e.kind == "sacrificed" for e in g.s.log.events) == 2


# ---- counting the cards just discarded --------------------------------------------------------------------------------
def test_the_sealed_vaults_gains_a_resource_per_discarded_card_with_a_quest_ability(pool):
    """"Discard the top 3 cards of your deck. Gain 1 resource for each discarded card with a Quest ability.": Through
    All of Time and Slaver Raid have one ("Quest. Action/Forced: ..."), Mountain Guard has none."""
    assert pool["The Sealed Vaults"].runnable, pool["The Sealed Vaults"].why
    g = _game(pool, {"race": pool["The Sealed Vaults"].race, "resources": 5, "hand": ["The Sealed Vaults"],
                     "deck": ["Through All of Time", "Mountain Guard", "Slaver Raid"] + [FILLER] * 5})
    vaults = g.named("A", "The Sealed Vaults", "hand")
    g.do(("tactic", vaults, []), "A")
    left = g.s.resources["A"]
    _resolve(g)
    assert g.s.resources["A"] == left + 2
    assert sorted(g.name(c) for c in g.cards("A", "discard") if c != vaults) == [
        "Mountain Guard", "Slaver Raid", "Through All of Time"]


@pytest.mark.parametrize("answer, discards", [(None, "B"), ("player A", "A")])
def test_bathe_in_the_cauldron_draws_a_card_per_unit_the_chosen_player_discarded(pool, answer, discards):
    """"Choose a target player. That player discards the top 5 cards of his deck. Draw a card for each unit discarded
    this way.": two units among the five; the player who played it draws."""
    assert pool["Bathe in the Cauldron"].runnable, pool["Bathe in the Cauldron"].why
    five = ["Mountain Guard", "Boss Pit", "Forest Dragon", FILLER, FILLER]
    g = _game(pool, {"race": pool["Bathe in the Cauldron"].race, "resources": 9, "hand": ["Bathe in the Cauldron"],
                     "deck": five + [FILLER] * 5}, {"deck": five + [FILLER] * 5})
    if answer:
        g.s.answers.append(answer)
    g.do(("tactic", g.named("A", "Bathe in the Cauldron", "hand"), []), "A")
    hand = len(g.cards("A", "hand"))
    _resolve(g)
    assert len(g.cards(discards, "discard")) == 5 + (discards == "A")
    assert len(g.cards("A", "hand")) == hand + 2


# ---- each player keeps one unit per zone ---------------------------------------------------------------------------
def test_moon_dragon_each_player_keeps_up_to_one_unit_per_zone_and_the_rest_are_sacrificed(pool):
    """"When this unit enters play, each player chooses up to one unit in each of his zones. All other units are
    sacrificed.": A keeps the Dragon and (by default, the costliest) Forest Dragon; B names Mountain Guard in his
    kingdom and keeps none in his battlefield ("no")."""
    assert pool["Moon Dragon"].runnable, pool["Moon Dragon"].why
    moon = pool["Moon Dragon"]
    g = _game(pool, {"race": moon.race, "resources": 20, "hand": ["Moon Dragon"],
                     "kingdom": ["Mountain Guard"], "quest": ["Forest Dragon", "Lore Seeker"]},
              {"kingdom": ["Forest Dragon", "Mountain Guard"], "battlefield": ["Lore Seeker"]})
    dragon = g.named("A", "Moon Dragon", "hand")
    g.do(("play", dragon, "kingdom"), "A")
    g.s.answers.extend(["Moon Dragon", "Mountain Guard", "no"])  # A's kingdom; then B's kingdom, B's battlefield
    g.do(("action", dragon, g.card(dragon).program.triggered[0][0], []), "A")
    _resolve(g)
    names = {q: sorted(g.name(c) for z in ("kingdom", "quest", "battlefield") for c in g.cards(q, z))
             for q in ("A", "B")}
    assert names == {"A": ["Forest Dragon", "Moon Dragon"], "B": ["Mountain Guard"]}
    assert sum(e.kind == "sacrificed" for e in g.s.log.events) == 4


# ---- the cards of the revealed card's printed cost ------------------------------------------------------------------
def test_captured_gunpowder_destroys_the_supports_of_the_revealed_cost_in_the_zone_of_its_card(pool):
    """"reveal the top card of your deck. Destroy all support cards in this zone with the same printed cost as the
    revealed card.": attached to B's Boss Pit, "this zone" is B's kingdom; A's own cost-4 support stays."""
    assert pool["Captured Gunpowder"].runnable, pool["Captured Gunpowder"].why
    assert pool["Boss Pit"].cost == pool["Gate of Sigmar"].cost == pool["Abandoned Mine"].cost == 4
    g = from_position(pool, {"active": "A", "phase": "beginning", "turn": 3, "players": {
        "A": {"deck": ["Abandoned Mine"] + [FILLER] * 9,
              "kingdom": ["Gate of Sigmar", {"card": "Captured Gunpowder", "attached_to": "Boss Pit"}]},
        "B": {"deck": [FILLER] * 10, "kingdom": ["Boss Pit", "Abandoned Mine", "Advanced Engineering"]}}})
    pit, mine = g.named("B", "Boss Pit", "kingdom"), g.named("B", "Abandoned Mine", "kingdom")
    other = g.named("B", "Advanced Engineering", "kingdom")
    g.begin_turn()
    assert g.place(pit) == "discard" and g.place(mine) == "discard" and g.place(other) == "kingdom"
    assert g.place(g.named("A", "Gate of Sigmar", "kingdom")) == "kingdom"
    assert any(e.kind == "reveal" for e in g.s.log.events)


# ---- a move the opponent makes ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer, zone", [("quest", "quest"), ("no", "kingdom")])
def test_fungusbrew_goblin_the_opponent_may_move_it_into_another_of_its_players_zones(pool, answer, zone):
    """"When this unit enters play, target opponent may move it into any of your zones.": B's choice (a zone of A's
    other than the one it entered), or B declines."""
    assert pool["Fungusbrew Goblin"].runnable, pool["Fungusbrew Goblin"].why
    g = _game(pool, {"race": pool["Fungusbrew Goblin"].race, "resources": 9, "hand": ["Fungusbrew Goblin"]})
    goblin = g.named("A", "Fungusbrew Goblin", "hand")
    g.s.answers.append(answer)
    g.do(("play", goblin, "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    assert g.place(goblin) == zone and g.controller(goblin) == "A"
    assert any(e.kind == "move" and e.data["player"] == "B" for e in g.s.log.events) == (zone != "kingdom")


# ---- two targets chosen together ------------------------------------------------------------------------------------
def test_stalemate_returns_an_attacker_and_a_defender_of_the_same_cost_and_refuses_another_pair(pool):
    """"Return target attacking unit and target defending unit with the same cost to their owners' hand.": Mountain
    Guard (2) and Lore Seeker (2) go together, Forest Dragon (6) and Lore Seeker do not."""
    assert pool["Stalemate"].runnable, pool["Stalemate"].why
    assert pool["Mountain Guard"].cost == pool["Lore Seeker"].cost != pool["Forest Dragon"].cost
    g = from_position(pool, {"active": "A", "phase": "battlefield", "players": {
        "A": {"deck": [FILLER] * 10, "battlefield": ["Forest Dragon", "Mountain Guard"]},
        "B": {"deck": [FILLER] * 10, "resources": 9, "race": pool["Stalemate"].race, "hand": ["Stalemate"],
              "kingdom": ["Lore Seeker"]}}})
    dragon, guard = g.named("A", "Forest Dragon", "battlefield"), g.named("A", "Mountain Guard", "battlefield")
    seeker = g.named("B", "Lore Seeker", "kingdom")
    g.do(("attack", "kingdom"), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("attacker", dragon), "A")
    g.do(("attacker", guard), "A")
    g.do(("done",), "A")
    while g.s.step == "window":
        g.do(("pass",), g.to_act())
    g.do(("defender", seeker), "B")
    g.do(("done",), "B")
    assert g.s.step == "window"
    if g.to_act() == "A":
        g.do(("pass",), "A")
    stalemate = g.named("B", "Stalemate", "hand")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction) as err:
        g.do(("tactic", stalemate, [[dragon], [seeker]]), "B")
    assert err.value.rule_id == "timing.C.1" and g.snapshot_text() == before
    from rulekeeper.games.invasion.actions import legal_actions
    offered = [a for a in legal_actions(g, "B") if a[:2] == ("tactic", stalemate)]
    assert offered and all(a[2] == [[guard], [seeker]] for a in offered)
    g.do(("tactic", stalemate, [[guard], [seeker]]), "B")
    g.do(("pass",), g.to_act())
    g.do(("pass",), g.to_act())
    assert g.place(guard) == "hand" and g.place(seeker) == "hand" and g.place(dragon) == "battlefield"


# ---- a player chosen, then a count in that player's discard pile -----------------------------------------------------
@pytest.mark.parametrize("answer, more", [(None, 3), ("player A", 1)])
def test_blood_feast_the_vampire_deals_more_damage_in_combat_per_unit_in_the_chosen_pile(pool, answer, more):
    """"Choose a player. Target Vampire unit deals 1 damage in combat for each unit in that player's discard pile until
    the end of the turn.": by default the pile with more units (B's 3), else the player named."""
    from rulekeeper.games.invasion.legends import combat_power
    assert pool["Blood Feast"].runnable, pool["Blood Feast"].why
    g = _game(pool, {"race": "Orc", "resources": 9, "hand": ["Blood Feast"],
                     "battlefield": ["Blood Dragon Knight", "Mountain Guard"], "discard": ["Lore Seeker", "Boss Pit"]},
              {"discard": ["Forest Dragon", "Mountain Guard", "Elven Scout", "Boss Pit"]})
    knight, guard = g.named("A", "Blood Dragon Knight", "battlefield"), g.named("A", "Mountain Guard", "battlefield")
    feast = g.named("A", "Blood Feast", "hand")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # not a Vampire
        g.do(("tactic", feast, [[guard]]), "A")
    assert g.snapshot_text() == before
    base = combat_power(g, knight)
    if answer:
        g.s.answers.append(answer)
    g.do(("tactic", feast, [[knight]]), "A")
    _resolve(g)
    assert combat_power(g, knight) == base + more


@pytest.mark.parametrize("target, destroyed", [("Boss Pit", True), ("Advanced Engineering", False)])
def test_warlock_engineer_destroys_its_target_only_if_it_has_the_discarded_cards_printed_cost(pool, target, destroyed):
    """"Corrupt this unit to discard the top card of your deck. Then, you may destroy target support card with the
    same printed cost as the discarded card.": chosen before the discard, checked after it (timing.B.3)."""
    assert pool["Warlock Engineer"].runnable, pool["Warlock Engineer"].why
    assert pool["Abandoned Mine"].cost == pool["Boss Pit"].cost != pool["Advanced Engineering"].cost
    g = _game(pool, {"race": "Orc", "deck": ["Abandoned Mine"] + [FILLER] * 9, "battlefield": ["Warlock Engineer"]},
              {"kingdom": ["Boss Pit", "Advanced Engineering"]})
    warlock, card = g.named("A", "Warlock Engineer", "battlefield"), g.named("B", target, "kingdom")
    _act(g, warlock, [[card]])
    _resolve(g)
    assert warlock in g.s.corrupted and g.named("A", "Abandoned Mine", "discard")
    assert (g.place(card) == "discard") == destroyed


@pytest.mark.parametrize("answer, left, moved", [("2", 1, 2), (None, 0, 3)])
def test_valkia_moves_the_number_of_damage_on_her_her_player_names_to_a_corrupted_unit(pool, answer, left, moved):
    """"Spend 2 resources to move any number of damage on this unit to a target corrupted unit.": the number named,
    else all of it (damage.moving-damage)."""
    assert pool["Valkia the Bloody"].runnable, pool["Valkia the Bloody"].why
    g = _game(pool, {"race": "Chaos", "resources": 2, "quest": [{"card": "Valkia the Bloody", "damage": 3}]},
              {"kingdom": [{"card": "Forest Dragon", "corrupted": True}, "Mountain Guard"]})
    valkia = g.named("A", "Valkia the Bloody", "quest")
    dragon, guard = g.named("B", "Forest Dragon", "kingdom"), g.named("B", "Mountain Guard", "kingdom")
    before = g.snapshot_text()
    with pytest.raises(IllegalAction):  # not corrupted
        _act(g, valkia, [[guard]])
    assert g.snapshot_text() == before
    if answer:
        g.s.answers.append(answer)
    _act(g, valkia, [[dragon]])
    _resolve(g)
    assert g.s.damage.get(valkia, 0) == left and g.s.damage.get(dragon, 0) == moved and g.s.resources["A"] == 0
