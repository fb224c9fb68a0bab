"""The kernel's bookkeeping records what each write changed (Zones), and a log can hold events not yet built."""

import pytest

from rulekeeper.kernel import EventLog, Rng, Zones


def zones():
    z = Zones()
    for name in ("deck", "hand", "discard"):
        z.add_zone(name)
    for c in range(5):
        z.put(c, "deck")
    return z


def test_a_new_or_loaded_state_has_no_record_yet_so_everything_counts_as_changed():
    z = zones()
    assert z.take_changes() == (None, set())
    assert Zones.from_json(z.to_json()).changed is None


def test_moves_shuffles_and_touches_are_recorded_then_taken():
    z = zones()
    z.take_changes()
    z.move(4, "hand")
    z.shuffle("deck", Rng(3))
    z.touch("discard")
    assert z.take_changes() == ({"deck", "hand", "discard"}, {4})
    assert z.take_changes() == (set(), set())


def test_check_changes_finds_a_bad_write_in_a_changed_zone_and_a_lost_card():
    z = zones()
    z.take_changes()
    z.move(1, "hand")
    z.lists["hand"].append(2)  # a write around the bookkeeping, in a zone that changed
    z.lists["hand"].remove(1)
    changed, moved = z.take_changes()
    problems = z.check_changes(changed, moved)
    assert any("card 2 is in hand" in p for p in problems) and any("card 1 is recorded in hand" in p for p in problems)
    assert z.check_changes({"hand"}, set()) and not z.check_changes({"discard"}, set())


def test_recorded_events_are_built_when_the_log_is_read_with_their_place_in_it():
    log = EventLog()
    log.emit("a", "1.1", x=1)
    log.record("b", ("1.2",), {"y": 2})
    log.record("c", ("1.3", "1.4"), {})
    assert len(log) == 3
    assert [(e.seq, e.kind, e.rules) for e in log.events] == [(0, "a", ("1.1",)), (1, "b", ("1.2",)),
                                                              (2, "c", ("1.3", "1.4"))]
    log.record("d", "1.5", {})
    assert log.emit("e", "1.6").seq == 4 and log.kinds() == ["a", "b", "c", "d", "e"]
    with pytest.raises(ValueError):
        log.record("f", (), {})
