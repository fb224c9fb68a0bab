"""An installed rulekeeper works outside the repository: grammar/ and spec/ ship inside the wheel."""

from __future__ import annotations

import json
import subprocess
import sys
import venv
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_built_wheel_runs_spec_check_outside_the_repository(tmp_path):
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist), str(REPO)],
        check=True, capture_output=True, text=True,
    )
    [wheel] = dist.glob("rulekeeper-*.whl")
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    py = env_dir / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, capture_output=True, text=True)
    work = tmp_path / "elsewhere"
    work.mkdir()
    out = subprocess.run([str(env_dir / "bin" / "rulekeeper"), "spec", "check", "--json"], cwd=work,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    games = json.loads(out.stdout)["games"]
    assert set(games) == {"champions", "invasion", "brawl", "aos4"}
    shipped = subprocess.run([str(py), "-c", "import rulekeeper.paths as p; print(p.data_root())"], cwd=work,
                             capture_output=True, text=True, check=True).stdout.strip()
    assert str(REPO) not in shipped and shipped.endswith("_data")
    for game, report in games.items():
        local = json.loads(subprocess.run([sys.executable, "-m", "rulekeeper.cli", "spec", "check", "--game", game,
                                           "--json"], capture_output=True, text=True).stdout)["games"][game]
        assert report["entries"] == local["entries"], game
