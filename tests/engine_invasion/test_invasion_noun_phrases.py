"""What noun phrases pick (abilities/objects.py, described.py), on real corpus cards: "a target non-Hero unit" (a
unit without the Hero trait: Soul Stealer may not be attached to a Hero, card-types.attachments, timing.C.1), "each
non-[High Elf] unit in play" (every unit but those of that race: 'Do You Know Who I Am?'), "Hero" as the kind of a
noun phrase (a unit with the Hero trait), "one of your target units" (a target unit you control), "with printed
cost X or less" (as "X or lower"), "one of your developments" (one you choose), "in a zone with at least 1 Pyramid
card", "one section of target capital" (every point of the damage on that one section)."""

import pytest

from rulekeeper.games.invasion import IllegalAction, from_position
from rulekeeper.games.invasion.abilities.objects import selector
from rulekeeper.games.invasion.cards import ZONES
from rulekeeper.games.invasion.turn import turn_ends
from rulekeeper.text.invasion.semantics.nodes import ListOf, Objects

from invasion_tables import FILLER, table


def _game(pool, a, b):
    return table(pool, {"resources": 9, **a}, {"resources": 9, **b})


def test_the_cards_are_runnable(pool):
    for name in ("Soul Stealer", "'Do You Know Who I Am?'"):
        assert pool[name].runnable, (name, pool[name].why)


def test_soul_stealer_takes_a_non_hero_unit_and_refuses_a_hero(pool):
    g = _game(pool, {"hand": ["Soul Stealer"], "race": "Dark Elf", "battlefield": ["Black Orc Squad"]},
              {"kingdom": ["Durgnar the Bold", "Mountain Brigade"]})
    stealer = g.named("A", "Soul Stealer", "hand")
    durgnar, brigade = g.named("B", "Durgnar the Bold", "kingdom"), g.named("B", "Mountain Brigade", "kingdom")
    with pytest.raises(IllegalAction) as refused:  # Durgnar has the Hero trait
        g.do(("attach", stealer, durgnar), "A")
    assert refused.value.rule_id == "timing.C.1" and stealer in g.cards("A", "hand") and g.s.resources["A"] == 9
    g.do(("attach", stealer, brigade), "A")
    assert g.controller(brigade) == "A" and brigade in g.cards("A", "kingdom")  # taken, moved to A's kingdom
    assert g.s.attached[stealer] == brigade and g.check() == []


def test_do_you_know_who_i_am_lowers_every_unit_but_the_high_elves(pool):
    g = _game(pool, {"hand": ["'Do You Know Who I Am?'"], "race": "High Elf",
                     "kingdom": ["High Elf Spearmen", "Mountain Brigade"]},
              {"kingdom": ["Chaos Knights", "High Elf Spearmen"]})
    mine, brigade = g.named("A", "High Elf Spearmen", "kingdom"), g.named("A", "Mountain Brigade", "kingdom")
    knights, theirs = g.named("B", "Chaos Knights", "kingdom"), g.named("B", "High Elf Spearmen", "kingdom")
    before = {c: g.unit_power(c) for c in (mine, brigade, knights, theirs)}
    g.do(("tactic", g.named("A", "'Do You Know Who I Am?'", "hand"), []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.unit_power(brigade) == before[brigade] - 1 and g.unit_power(knights) == before[knights] - 1
    assert g.unit_power(mine) == before[mine] and g.unit_power(theirs) == before[theirs]  # High Elves keep theirs
    assert g.check() == []
    turn_ends(g)  # timing.E.3: until the end of the turn
    assert all(g.unit_power(c) == n for c, n in before.items())


def test_a_hero_is_a_unit_with_the_hero_trait(pool):
    g = _game(pool, {}, {"kingdom": ["Durgnar the Bold", "Mountain Brigade"]})
    durgnar, brigade = g.named("B", "Durgnar the Bold", "kingdom"), g.named("B", "Mountain Brigade", "kingdom")
    hero = selector(ListOf("or", (Objects(("hero",), "a", None, True), Objects(("legend",), "a"))))
    assert hero.kinds == ("hero", "legend") and hero.all(g, "A", -1) == [durgnar]
    assert selector(Objects(("heroes",), "each")).all(g, "A", -1) == [durgnar] and brigade not in hero.all(g, "A", -1)


def _phrase(text):
    """The noun phrase a one-effect card text targets (typed by the semantic layer)."""
    from rulekeeper.text import parse
    from rulekeeper.text.invasion.semantics import interpret
    return interpret(parse("invasion", text))[0].effect.what


def test_one_of_your_target_units_is_a_target_unit_you_control(pool):
    g = _game(pool, {"kingdom": ["Mountain Brigade"]}, {"kingdom": ["Chaos Knights"]})
    sel = selector(_phrase("Action: Destroy one of your target units."))
    assert sel.target and sel.count == 1 and sel.controller == "you"
    assert sel.all(g, "A", -1) == [g.named("A", "Mountain Brigade", "kingdom")]


def test_a_subject_two_verbs_share_is_one_target_so_the_card_waits(pool):
    # "One of your target units gets -1 hit points and gains 3 power ...": the typed text names the phrase once per
    # verb; the engine would ask for two targets, so the card is not runnable (program.slots says why)
    card = pool["Charge of the Silver Helms"]
    assert not card.runnable and "one target phrase read twice" in card.why


def test_printed_cost_x_or_less_reads_as_x_or_lower(pool):
    class Two:  # the effect's X (an amounts.Measure's interface), 2 here
        def value(self, rt, subject=None):
            return 2
    sel = selector(_phrase("Action: Destroy target unit with printed cost X or less."), x=Two())
    g = _game(pool, {}, {"kingdom": ["Mountain Guard", "Chaos Knights"]})
    assert pool["Mountain Guard"].cost <= 2 < pool["Chaos Knights"].cost
    assert sel.all(g, "A", -1) == [g.named("B", "Mountain Guard", "kingdom")]


def _mine(pool, zone="kingdom"):
    g = from_position(pool, {"active": "A", "phase": "beginning", "players": {
        "A": {"deck": [FILLER] * 10, zone: ["Abandoned Mine"],
              "developments": {"kingdom": ["Chaos Knights"], "battlefield": ["Mountain Brigade"]}},
        "B": {"deck": [FILLER] * 10, "developments": {"kingdom": ["Mountain Guard"]}}}})
    g.begin_turn()  # "At the beginning of your turn" (timing.B.1)
    return g, g.named("A", "Abandoned Mine", zone)


def test_abandoned_mine_returns_one_of_your_developments_to_your_hand(pool):
    assert pool["Abandoned Mine"].runnable, pool["Abandoned Mine"].why
    g, mine = _mine(pool)
    theirs = g.developments("B", "kingdom")
    g.s.answers = ["Mountain Brigade"]  # player A's choice among their developments
    g.do(("action", mine, g.card(mine).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert [g.name(c) for c in g.cards("A", "hand") if g.name(c) != FILLER] == ["Mountain Brigade"]  # (and a draw)
    assert g.developments("A", "battlefield") == 0 and g.developments("A", "kingdom") == 1
    assert g.developments("B", "kingdom") == theirs and g.check() == []


def test_abandoned_mine_may_be_declined_and_works_only_in_the_kingdom(pool):
    g, mine = _mine(pool)
    g.s.answers = ["no"]  # "you may": declined
    g.do(("action", mine, g.card(mine).program.actions[0][0], []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.developments("A", "battlefield") == 1 and g.developments("A", "kingdom") == 1
    g, mine = _mine(pool, zone="quest")
    with pytest.raises(IllegalAction) as refused:  # "Kingdom.": only while it is in the kingdom
        g.do(("action", mine, g.card(mine).program.actions[0][0], []), "A")
    assert refused.value.rule_id == "core.effects.zone-prefix" and g.developments("A", "battlefield") == 1


def test_ziggurat_gives_savage_to_lizardmen_units_in_a_zone_with_a_pyramid_card(pool):
    # "Lizardmen units in a zone with at least 1 Pyramid card gain Savage 1." (the Ziggurat is a Pyramid itself)
    assert pool["Ziggurat of Quetli"].runnable, pool["Ziggurat of Quetli"].why
    g = _game(pool, {"race": "Empire", "kingdom": ["Ziggurat of Quetli", "Saurus Warriors", "Mountain Brigade"],
                     "battlefield": ["Saurus Warriors"]},
              {"kingdom": ["Saurus Warriors", "Sun Temple of Chotec"]})
    here, there = (g.named("A", "Saurus Warriors", z) for z in ("kingdom", "battlefield"))
    brigade, theirs = g.named("A", "Mountain Brigade", "kingdom"), g.named("B", "Saurus Warriors", "kingdom")
    assert g.keyword(here, "savage") == 1 and g.keyword(theirs, "savage") == 1  # B's zone holds a Pyramid too
    assert g.keyword(there, "savage") == 0 and g.keyword(brigade, "savage") == 0  # no Pyramid there; not Lizardmen
    g.leave_play(g.named("A", "Ziggurat of Quetli", "kingdom"), "destroyed", ("terms.destroy",))
    assert g.keyword(here, "savage") == 0 and g.keyword(theirs, "savage") == 0  # the constant effect is gone


def _scream(pool, phase="beginning"):
    g = from_position(pool, {"active": "A", "phase": phase, "players": {
        "A": {"deck": [FILLER] * 10, "resources": 12, "race": "Chaos", "hand": ["Cacophonic Scream"]},
        "B": {"deck": [FILLER] * 10, "developments": {"quest": [FILLER]}}}})
    if phase == "beginning":
        g.begin_turn()  # "Play at the beginning of your turn."
    return g, g.named("A", "Cacophonic Scream", "hand")


def test_cacophonic_scream_puts_all_8_damage_on_one_section_of_target_capital(pool):
    assert pool["Cacophonic Scream"].runnable, pool["Cacophonic Scream"].why
    g, scream = _scream(pool)
    g.s.answers = ["B", "quest", "kingdom"]  # target capital: B's; the section: the quest; a second one is not taken
    g.do(("tactic", scream, []), "A")
    g.do(("pass",), "B")
    g.do(("pass",), "A")
    assert g.s.zone_damage["B.quest"] == 8 and g.s.zone_damage["B.kingdom"] == 0
    assert g.s.zone_damage["B.battlefield"] == 0 and not any(g.s.zone_damage[f"A.{z}"] for z in ZONES)
    assert "B.quest" not in g.s.burned and g.check() == []  # its development gives it a 9th hit point


def test_cacophonic_scream_is_played_only_at_the_beginning_of_the_turn(pool):
    g, scream = _scream(pool, phase="capital")
    with pytest.raises(IllegalAction) as refused:
        g.do(("tactic", scream, []), "A")
    assert refused.value.rule_id == "timing.B.1" and scream in g.cards("A", "hand") and g.s.resources["A"] == 12 and not any(g.s.zone_damage.values())
