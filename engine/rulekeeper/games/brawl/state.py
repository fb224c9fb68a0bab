"""The state of a game of Brawl: who stands where (`activation.movement`: one Champion a hex), hands, decks and
discards (`concepts.information`), cores of magic (`concepts.cores`), traps (`trap`), victory points
(`concepts.objective`). Plain data: a snapshot is a deep copy.

Cores: the rulebook's box has 12 Cores of Magic, 4 of each kind, for up to 4 players (`components.cores`,
`tornado`); its player board is lost with the pictures, so each player here has one Core of each kind (ours).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...kernel import EventLog, Rng
from .cards import Core
from .hexes import Hex

PLAYERS = ("A", "B")
TORNADO_PLAYERS = ("A", "B", "C", "D")  # tornado: two teams of two, A with C and B with D
HAND_SIZE = 5  # setup.7, upkeep.hand
WIN_VP = 5  # concepts.objective
TEAM = 3  # draft.casual.8
TORNADO_HAND = 4  # tornado.hand-size
TORNADO_WIN_VP = 7  # tornado.winning
TORNADO_TEAM = 2  # tornado.draft.casual.10
TRAPS_ON_BOARD = 4  # setup.6, trap.replace
# components.tokens: counters, not limits (ours): damage and VPs are numbers; the first player token is `State.first`
DAMAGE_TOKENS, VP_TOKENS = 20, 13
# components.traps: 12 tokens
TRAP_TOKENS = ("stun",) * 2 + ("root",) * 2 + ("damage 1",) * 2 + ("damage 2",) * 4 + ("damage 3",) * 2


def other(p: str) -> str:
    """The opponent in a two-player game."""
    return "B" if p == "A" else "A"


@dataclass
class Fighter:
    """One Champion in the game: its owner, its hex (None: on its team's gate, `out-of-action`), the damage on it
    (`hitpoints`), which side of its card is up (`level-up`), rooted this turn (`keyword.root`)."""
    name: str
    owner: str
    hex: Hex | None = None
    damage: int = 0
    levelled: bool = False
    rooted: bool = False
    champion: str = ""  # its Champion card; the name unless two copies play ("Dugrun (B)", tornado.draft.casual.1)

    def __post_init__(self):
        self.champion = self.champion or self.name


@dataclass
class State:
    seed: str = "0"
    variant: str = "standard"  # or "tornado" (Super Team Tornado, four players)
    players: tuple[str, ...] = PLAYERS
    order: list[str] = field(default_factory=lambda: list(PLAYERS))  # turn order, first player first
    sides: dict[str, str] = field(default_factory=lambda: {p: p for p in PLAYERS})  # player -> team
    first: str = "A"
    active: str = "A"
    phase: str = "setup"  # setup, activation, over
    turn: int = 0
    round: int = 0
    fighters: dict[str, Fighter] = field(default_factory=dict)
    deployment: dict[str, str] = field(default_factory=dict)  # player -> deployment area (setup.1)
    hand: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    deck: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})  # top last
    discard: dict[str, list[str]] = field(default_factory=lambda: {p: [] for p in PLAYERS})
    limbo: list[tuple[str, str]] = field(default_factory=list)  # (player, card) being resolved (activation.champions)
    cores: dict[str, dict[str, bool]] = field(
        default_factory=lambda: {p: {c.value: True for c in Core} for p in PLAYERS})  # ready?
    vp: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PLAYERS})
    traps: dict[Hex, str] = field(default_factory=dict)  # hex -> facedown token
    trap_supply: list[str] = field(default_factory=list)
    trap_spent: list[str] = field(default_factory=list)
    track: list[str | None] = field(default_factory=list)  # the challenge track, left to right (scoreboard)
    challenge_deck: list[str] = field(default_factory=list)  # top last
    challenge_discard: list[str] = field(default_factory=list)
    standard_used: list[str] = field(default_factory=list)  # this Activation Phase (standard-action.once)
    winner: str | None = None  # a player; in Super Team Tornado the winning team's name
    log: EventLog = field(default_factory=EventLog)
    rng: Rng = field(default_factory=Rng)

    @property
    def tornado(self) -> bool:
        return self.variant == "tornado"

    @property
    def hand_size(self) -> int:
        return TORNADO_HAND if self.tornado else HAND_SIZE

    @property
    def win_vp(self) -> int:
        return TORNADO_WIN_VP if self.tornado else WIN_VP

    def team_vp(self, side: str) -> int:
        """VPs of a team: one player's in the base game, the combined total in Super Team Tornado."""
        return sum(v for p, v in self.vp.items() if self.sides[p] == side)
