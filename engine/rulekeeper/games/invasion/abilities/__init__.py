"""The Invasion ability interpreter: card abilities run from their typed text (rulekeeper.text.invasion.semantics).

objects.py (what a noun phrase picks on the table), effects.py (one handler per effect: checked at loading,
run at resolution), program.py (which abilities of a card the engine carries out, read once per card),
run.py (triggering Actions and playing tactics, resolving chain entries, Forced effects). The action windows
that hold the chain are in ../windows.py, on the kernel's ActionWindow.
"""

from . import choice  # noqa: F401  ("X or Y": registers its handler)
from . import choosing  # noqa: F401  ("may" / "must", cards chosen as an effect resolves: registers its handler)
from . import cannot  # noqa: F401  ("cannot ... until the end of the turn": registers its handler)
from . import shields  # noqa: F401  (cancelling or redirecting the next damage: registers its handlers)
from . import search  # noqa: F401  (searching the top of a deck: registers its handlers)
from . import justplayed  # noqa: F401  (cancelling a card just played: registers its handler)
from .objects import Unsupported

__all__ = ["Unsupported"]
