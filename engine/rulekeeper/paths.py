"""Where the project's data lives: inside the wheel (`rulekeeper/_data`) or in the repository."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent
_BUNDLED = _PACKAGE / "_data"
_REPO = _PACKAGE.parents[1]


def data_root() -> Path:
    """The folder that holds `spec/` and `grammar/`."""
    if (_BUNDLED / "spec").is_dir():
        return _BUNDLED
    return _REPO


def spec_dir(game: str | None = None) -> Path:
    base = data_root() / "spec"
    return base / game if game else base


def grammar_dir() -> Path:
    return data_root() / "grammar"


def repo_root() -> Path:
    """The repository root (features/, docs/, build/); meaningful only in a checkout."""
    return _REPO
