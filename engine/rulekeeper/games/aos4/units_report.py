"""Measure a units file: how many warscrolls load (core.units.characteristics), which fail and why, which weapons
leave characteristics to an ability, which weapon abilities the core rules don't define.

    python -m rulekeeper.games.aos4.units_report ../shared/corpus/aos4-units.json
"""

from __future__ import annotations

import sys

from ... import paths
from .units_file import load_report
from .warscrolls import UnitsError


def main(argv: list[str]) -> int:
    """Print how many units of a file load, the failures, the weapons left to abilities, the unknown abilities."""
    try:
        r = load_report(argv[0] if argv else paths.spec_dir("aos4") / "units.yaml")
    except UnitsError as exc:
        print(exc)
        return 1
    print(f"{len(r.warscrolls)} of {r.total} units load from {r.file}; {len(r.failures)} fail")
    for f in r.failures:
        print(f"  fails: {f}")
    for w in r.deferred_weapons:
        print(f"  weapon left to an ability: {w}")
    for name, n in r.unknown_abilities.most_common():
        print(f"  weapon ability the core rules don't define: {name} ({n})")
    return 1 if r.failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
