"""kernel.rules.runnable_report: what `cards check` says of the cards an engine runs (Invasion's and AoS4's)."""

from rulekeeper.kernel.rules import runnable_report


def test_counts_in_all_and_with_text_and_groups_the_reasons_biggest_first():
    report = runnable_report([(True, True, ""), (True, False, "the effect Pick"), (False, False, "no text"),
                              (True, False, "the effect Pick"), (False, True, "")])
    assert report == {"cards": 5, "runnable": 2, "with_text": 3, "runnable_with_text": 1,
                      "not_runnable": [("the effect Pick", 2), ("no text", 1)]}
