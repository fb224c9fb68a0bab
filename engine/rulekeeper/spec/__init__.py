"""spec/<game>/rules.yaml as data: models, loading with precise errors, and the checks of `spec check`."""

from .models import Entry, Finding, RuleBook, SpecError
from .loader import load_rulebook, load_all
from .checks import check_rulebook, CheckReport

__all__ = [
    "Entry", "Finding", "RuleBook", "SpecError", "load_rulebook", "load_all", "check_rulebook", "CheckReport",
]
