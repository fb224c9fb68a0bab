"""The game-agnostic kernel (DESIGN.md, "Engine principles").

- `rng.Rng`: the one seeded RNG, held in the game state and saved in snapshots.
- `events.EventLog`: every state change is an `Event` that cites the rule ids that caused it.
- `decisions`: one interface for player choices (`Scripted`, `RandomChoices`, `Prompted` for a person); `ask`
  logs each real choice as an event.
- `engine.Engine` / `engine.Simulation`: what `simulate` and `explain` need of a game (`simulate.play_random`).
- `protocol.Server`: a game's engine behind the conformance protocol (JSON lines), every action atomic.
- `zones.Zones`: where every card is; each card in exactly one place.
- `windows.ActionWindow` / `chain.Chain` / `chain.Triggered`: action windows where players take turns to act or
  pass (both passing in a row closes one), a last-in-first-out chain of responses, and effects that trigger by
  themselves, the active player's first (Invasion's timing structure; JSON data, saved with snapshots).
- `errors.IllegalAction(rule_id, message)`: raised before anything changes.
- `rules.implements("2.6.5")`: engine code claims the rules it carries out (traceability); `implements_each`
  claims rules listed in data (a restricted list's entries).
- `Zones.check()`: the bookkeeping invariant every game shares (each card in exactly one place).
"""

from .decisions import Decisions, DecisionError, Prompted, RandomChoices, Scripted, ask
from .errors import IllegalAction, InvariantViolation
from .events import Event, EventLog
from .rng import Rng
from .rules import claims, implements, implements_each, unclaimed
from .zones import Zones

__all__ = [
    "Decisions", "DecisionError", "ask", "Prompted", "RandomChoices", "Scripted", "IllegalAction", "InvariantViolation",
    "Event", "EventLog", "Rng", "claims", "implements", "implements_each", "unclaimed", "Zones",
]
