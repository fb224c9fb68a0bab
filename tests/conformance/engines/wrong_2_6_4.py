"""A wrong engine, on purpose: our Champions engine behind the protocol, except that it forgets rule 2.6.4
(a card completes at most one objective per Champion per turn). Run it as a program:

    rulekeeper conformance --game champions --program "python tests/conformance/engines/wrong_2_6_4.py"

and exactly the scenarios that pin down 2.6.4 should fail, naming 2.6.4.
"""

import sys

from rulekeeper.games.champions import quests
from rulekeeper.games.champions.protocol import Server
from rulekeeper.kernel.protocol import serve

_right = quests.check


def _forgets_2_6_4(game, champion, kind, card, tag_of=None):
    game.s.completed.discard((champion, card))  # the same card may complete a second objective this turn
    return _right(game, champion, kind, card, tag_of)


quests.check = _forgets_2_6_4
serve(Server(), sys.stdin, sys.stdout)
