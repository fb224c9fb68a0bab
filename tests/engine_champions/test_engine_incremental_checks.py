"""Invariants checked over what each step changed, views that follow the changes, and the paranoid mode that checks
everything after every step: the same games give the same logs and verdicts both ways, and each way catches what
it should."""

from engine_helpers import position

from rulekeeper.games.champions import information
from rulekeeper.games.champions.simulate import ChampionsSimulation, load_inputs
from rulekeeper.kernel.simulate import game_seed, play_random

DECK = ["Waaagh! Infusion"] * 3


def game():
    return position({"A": {"lanes": {1: {"champion": "Megaboss", "blessing": "Waaagh! Energy",
                                         "front": ["Ardboyz"]}}, "hand": ["Stabbas"], "deck": DECK},
                     "B": {"lanes": {2: {"champion": "Loonboss"}}, "hand": ["Squig Herd"], "deck": DECK}})


def test_the_same_games_give_the_same_logs_and_verdicts_with_and_without_paranoid_checks():
    pool, decks = load_inputs()
    sim = ChampionsSimulation(pool, decks)
    for i in range(12):
        quick = play_random(sim, game_seed(5, i), i, keep=True)
        full = play_random(sim, game_seed(5, i), i, keep=True, paranoid=True)
        assert full.engine.paranoid and not quick.engine.paranoid
        assert quick.engine.log.dumps() == full.engine.log.dumps()
        assert (quick.winner, quick.turns, quick.steps, quick.error, quick.violations) == \
               (full.winner, full.turns, full.steps, full.error, full.violations)
        assert quick.completed


def test_views_that_followed_a_whole_game_equal_views_built_afresh():
    pool, decks = load_inputs()
    g = play_random(ChampionsSimulation(pool, decks), "9:3", keep=True).engine
    assert g.views is not None and g.views.state is g.s
    for p in ("A", "B"):
        assert g.views.views[p] == information.view(g, p)


def test_a_change_through_the_bookkeeping_is_checked_after_the_step():
    g = game()
    assert g.check() == []  # the first check looks at everything
    unit = g.s.zones["A.lane0.front"][0]
    g.s.zones.move(unit, "A.discard")  # left play, but its status was kept
    assert any("status" in p for p in g.check(full=False))
    assert g.check(full=False) == []  # ... and the next step looks only at what that one changed


def test_a_card_moved_into_the_other_players_hand_is_caught_without_a_full_check():
    g = game()
    assert g.check() == []
    g.s.zones.move(g.s.zones["B.hand"][0], "A.hand")  # through the bookkeeping, into the wrong hand
    assert "a card of B is in A's hand" in g.check(full=False)


def test_a_value_out_of_bounds_is_caught_without_a_full_check():
    g = game()
    g.check()
    champ = g.s.zones["A.lane0.champion"][0]
    g.set_rot(champ, 7)
    g.set_health("B", 36)
    problems = g.check(full=False)
    assert any("rotation" in p for p in problems) and any("2.13.2" in p for p in problems)


def test_a_write_around_the_bookkeeping_is_caught_only_by_the_paranoid_check():
    g = game()
    g.check()
    g.s.zones.lists["A.discard"].append(g.s.zones["A.hand"][0])  # no record of this change
    assert g.check(full=False) == []  # what nobody recorded, an incremental check can't see ...
    g.paranoid = True
    assert any("both" in p for p in g.check())  # ... the paranoid one does


def test_a_view_that_does_not_follow_a_change_is_caught_by_the_paranoid_check():
    g = game()
    g.paranoid = True
    assert g.check() == []
    g.views.views["B"]["players"]["A"]["hand"] = 7  # the followed view drifts from the state
    g.s.zones.touch("A.lane0.front")
    assert any("did not follow" in p for p in g.check())


def test_a_changed_lane_that_shows_a_face_down_blessing_is_caught(monkeypatch):
    g = game()
    g.check()
    real = information.shown_blessing

    def leaky(game, p, ln):
        shown = real(game, p, ln)
        return "Waaagh! Energy" if shown == information.HIDDEN else shown

    monkeypatch.setattr(information, "shown_blessing", leaky)
    assert information.view(g, "B")["players"]["A"]["lanes"][0]["blessing"] == "Waaagh! Energy"  # the view leaks
    g.s.zones.touch("A.lane0.blessing")
    assert any("2.11.1c" in p for p in g.check(full=False))


def test_a_changed_hand_shown_to_the_other_player_is_caught(monkeypatch):
    g = game()
    g.check()
    real = information.PRIVATE_FIELDS["hand"]
    monkeypatch.setitem(information.PRIVATE_FIELDS, "hand", lambda game, p, mine: real(game, p, True))
    assert information.view(g, "B")["players"]["A"]["hand"] == ["Stabbas"]  # the view leaks A's hand to B
    g.s.zones.touch("A.hand")
    assert any("2.11.1b" in p for p in g.check(full=False))


def test_views_read_between_steps_have_followed_every_change_noted_since():
    g = game()
    g.check()
    g.s.zones.move(g.s.zones["A.hand"][0], "A.discard")
    assert g.check(full=False) == []
    g.s.zones.move(g.s.zones["A.deck"][-1], "A.hand")
    assert g.check(full=False) == []
    for p in ("A", "B"):
        assert g.views.views[p] == information.view(g, p)


def test_a_memoised_fact_the_game_should_have_forgotten_is_caught_by_the_paranoid_check():
    g = game()
    g.paranoid = True
    assert g.check() == []
    in_play = g.in_play("A")
    assert in_play and g.check() == []
    g._memo["A"] = ()  # what a change that forgot to make the game forget would leave behind
    assert any("memoised 'A'" in p for p in g.check())


def test_turning_a_card_without_passive_effects_forgets_only_whether_it_is_active():
    from rulekeeper.games.champions import corners
    g = game()
    unit = g.s.zones["A.lane0.front"][0]
    assert g.s.names[unit] not in g.carriers()
    assert corners.active(g, unit) and g.in_play("A")
    before = g._board
    g.set_rot(unit, 1)
    assert g._board == before and unit not in g._memo and "A" in g._memo
    g.paranoid = True
    assert g.check() == []



def _leave(g, name):
    from rulekeeper.games.champions import moving
    unit = next(c for c in g.s.zones["A.lane0.front"] if g.name(c) == name)
    moving.leave_play(g, unit, "A.discard", ("6.1.2.remove",))


def _memoised(g):
    """Fill the memo (cards in play, which are active, what each lane allows); the board version it is at."""
    from rulekeeper.games.champions import actions, corners
    for p in ("A", "B"):
        for c in g.in_play(p):
            corners.active(g, c)
    actions.legal_actions(g, "A")
    return g._board


def test_a_card_without_passive_effects_leaving_a_lane_forgets_only_that_lane_and_player():
    g = game()
    g.paranoid = True
    assert g.check() == []
    board = _memoised(g)
    assert not g.lane_readers().keys() & {g.name(c) for p in ("A", "B") for c in g.in_play(p)}
    _leave(g, "Ardboyz")
    assert g._board == board  # nothing else was forgotten ...
    assert "A" not in g._memo and "B" in g._memo and ("playable", "A") not in g._memo
    assert g.check() == []  # ... and what was kept equals the same facts worked out afresh (facts.stale_facts)


def _with_slaughterpriest(unit):
    return position({"A": {"lanes": {1: {"champion": "Megaboss", "front": [unit]},
                                     2: {"champion": "Slaughterpriest"}}, "deck": DECK},
                     "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}})


def test_a_card_a_lane_reader_in_play_counts_leaving_forgets_everything():
    g = _with_slaughterpriest("Pack of Bloodletters")  # "If you control a DAEMON Unit, ...": it counts this one
    assert "Slaughterpriest" in g.lane_readers()
    g.paranoid = True
    assert g.check() == []
    board = _memoised(g)
    _leave(g, "Pack of Bloodletters")
    assert g._board != board
    assert g.check() == []


def test_a_card_no_lane_reader_in_play_reads_leaving_forgets_only_its_lane():
    g = _with_slaughterpriest("Ardboyz")  # an ORRUK Unit: not what Slaughterpriest counts
    g.paranoid = True
    assert g.check() == []
    board = _memoised(g)
    _leave(g, "Ardboyz")
    assert g._board == board and "A" not in g._memo and "B" in g._memo
    assert g.check() == []


def test_a_heroic_act_of_a_card_turned_to_an_inactive_corner_is_no_longer_offered():
    from rulekeeper.games.champions import actions
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Gryph Charger"]}}, "deck": DECK},
                  "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}})
    unit = g.s.zones["A.lane0.front"][0]
    assert (unit, 0) in actions.heroic_sources(g, "A")  # memoised ...
    g.set_rot(unit, 2)  # a corner without a rotation symbol: not active (2.5.1.7)
    assert (unit, 0) not in actions.heroic_sources(g, "A")  # ... and forgotten with whether the card is active
    assert ("heroic", unit, 0) not in g.legal_actions("A")
    g.paranoid = True
    assert g.check() == []


SHIELD_WALL = {"name": "Shield Wall", "category": "Unit", "alliance": "Order", "tags": ["STACKING"],
               "corners": ["smooth 1", "smooth 1", "smooth 1", "smooth 1"], "text": "Reduce damage received by 1."}


def test_a_card_covered_in_a_stack_stops_applying_its_passive_effects_at_once():
    from rulekeeper.games.champions.passives import sources
    from rulekeeper.text.champions import ast as A
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Shield Wall"]}}, "hand": ["Bloodreavers"],
                        "deck": DECK}, "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}}, SHIELD_WALL)
    assert [g.name(c) for c, _ in sources(g, A.Modify)] == ["Shield Wall"]  # memoised ...
    g.play("A", "Bloodreavers", 1)  # Stacked on top: Shield Wall is no longer in play (2.14.4e)
    assert g.cards_in("A", "lane0.front") == ["Shield Wall", "Bloodreavers"]
    assert sources(g, A.Modify) == ()  # ... and forgotten
    g.paranoid = True
    assert g.check() == []


DAEMON_PACK = {"name": "Daemon Pack", "category": "Unit", "alliance": "Chaos", "tags": ["DAEMON", "STACKING"],
               "corners": ["smooth 1", "smooth 1", "smooth 1", "smooth 1"],
               "text": "Deal damage equal to the corner value to your opponent."}


def test_a_card_a_lane_reader_counts_covered_in_a_stack_is_no_longer_counted():
    from rulekeeper.games.champions.passives import sources
    from rulekeeper.text.champions import ast as A
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Daemon Pack"]},
                                  2: {"champion": "Slaughterpriest"}}, "hand": ["Bloodreavers"], "deck": DECK},
                  "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}}, DAEMON_PACK)
    assert [g.name(c) for c, _ in sources(g, A.Modify)] == ["Slaughterpriest"]  # "if you control a DAEMON Unit"
    g.play("A", "Bloodreavers", 1)  # Daemon Pack is covered: no longer in play, so no longer controlled
    assert g.cards_in("A", "lane0.front") == ["Daemon Pack", "Bloodreavers"]
    assert sources(g, A.Modify) == ()
    g.paranoid = True
    assert g.check() == []


def test_turning_a_card_with_passive_effects_forgets_everything_only_when_it_starts_or_stops_being_active():
    from rulekeeper.games.champions.passives import sources
    from rulekeeper.text.champions import ast as A
    g = position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Shield Wall"]}}, "deck": DECK},
                  "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}}, SHIELD_WALL)
    unit = g.s.zones["A.lane0.front"][0]
    g.paranoid = True
    assert g.check() == [] and [c for c, _ in sources(g, A.Modify)] == [unit]
    board = g._board
    g.set_rot(unit, 1)  # a Smooth corner: still active, the same passive effects apply
    assert g._board == board and g.check() == []
    g.set_rot(unit, 4)  # back upright: about to Exhaust, not active (2.5.1.13)
    assert g._board != board and sources(g, A.Modify) == () and g.check() == []


def _heroic_game():
    return position({"A": {"lanes": {1: {"champion": "Megaboss", "front": ["Gryph Charger"]},
                                     2: {"champion": "Slaughterpriest", "front": ["Ardboyz"]}},
                           "hand": ["Stabbas"], "deck": DECK},
                     "B": {"lanes": {2: {"champion": "Loonboss"}}, "deck": DECK}})


def test_turning_or_moving_a_card_without_heroic_acts_keeps_the_memoised_heroic_acts():
    from rulekeeper.games.champions import actions
    g = _heroic_game()
    charger, ardboyz = g.s.zones["A.lane0.front"][0], g.s.zones["A.lane1.front"][0]
    assert actions.heroic_sources(g, "A") == [(charger, 0)]
    g.set_rot(ardboyz, 1)  # no Heroic Act: which Heroic Acts can be used is unchanged
    assert g._board == g._memo_at and ("heroic", "A") in g._memo and ardboyz not in g._memo
    g.play("A", "Stabbas", 2)  # Stacked on Ardboyz, which has none either
    assert g._board == g._memo_at and ("heroic", "A") in g._memo
    assert actions.heroic_sources(g, "A") == [(charger, 0)]
    g.paranoid = True
    assert g.check() == []  # the memoised Heroic Acts are the ones worked out afresh


def test_a_card_with_a_heroic_act_leaving_play_forgets_the_memoised_heroic_acts():
    from rulekeeper.games.champions import actions
    g = _heroic_game()
    assert actions.heroic_sources(g, "A")
    _leave(g, "Gryph Charger")
    assert ("heroic", "A") not in g._memo and actions.heroic_sources(g, "A") == []
    g.paranoid = True
    assert g.check() == []


def test_memoised_heroic_acts_that_should_have_been_forgotten_are_caught_by_the_paranoid_check():
    from rulekeeper.games.champions import actions
    g = _heroic_game()
    g.paranoid = True
    assert actions.heroic_sources(g, "A") and g.check() == []
    g._memo[("heroic", "A")] = []  # what a change that forgot to forget them would leave behind
    assert any("memoised ('heroic', 'A')" in p for p in g.check())
