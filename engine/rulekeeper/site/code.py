"""Rule -> engine code: the `@implements(...)` claims of `rulekeeper.kernel.rules`, resolved to file and line.

The engine may not exist yet (or a game may have none): then there is simply no code to link.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from dataclasses import dataclass
from pathlib import Path

from .. import registry


@dataclass(frozen=True)
class CodeRef:
    target: str  # "module:qualname"
    path: str | None  # file relative to the repository, when known
    line: int | None

    @property
    def label(self) -> str:
        return self.target.replace(":", ".")


def _import_engine(game: str, errors: list[str]) -> None:
    """Import the game's engine package (the registry names it) and its modules, so their decorators register
    their claims. A game with no engine yet is normal; a module that fails to import is noted in `errors`."""
    try:
        info = registry.game(game)
    except KeyError:
        return
    if info.engine is None:
        return
    name = info.engine
    try:
        pkg = info.module("engine")
    except Exception as exc:
        errors.append(f"{name} does not import: {type(exc).__name__}: {exc}")
        return
    for mod in pkgutil.walk_packages(getattr(pkg, "__path__", []), prefix=pkg.__name__ + "."):
        try:
            importlib.import_module(mod.name)
        except Exception as exc:
            errors.append(f"{mod.name} does not import: {type(exc).__name__}: {exc}")



def _locate(target: str, root: Path) -> CodeRef:
    module, _, qualname = target.partition(":")
    try:
        obj = importlib.import_module(module)
        for part in qualname.split("."):
            obj = getattr(obj, part)
        obj = inspect.unwrap(obj)
        file = Path(inspect.getsourcefile(obj)).resolve()
        line = 0 if inspect.ismodule(obj) else inspect.findsource(obj)[1] + 1  # getsourcelines' line, untokenized
    except Exception:
        return CodeRef(target, None, None)
    for base in (root, Path(__file__).resolve().parents[3]):
        try:
            return CodeRef(target, file.relative_to(base).as_posix(), line)
        except ValueError:
            continue
    return CodeRef(target, file.name, line)


def claims(game: str, root: Path, errors: list[str] | None = None) -> dict[str, list[CodeRef]]:
    """Rule id -> the code that claims it; import problems of the game's engine go to `errors`."""
    errors = [] if errors is None else errors
    try:
        from ..kernel.rules import claims as kernel_claims
    except ImportError:
        return {}
    _import_engine(game, errors)
    try:
        found = kernel_claims(game)
    except Exception:
        return {}
    return {rid: [_locate(t, root) for t in targets] for rid, targets in found.items()}
