"""`make mutation`: mutation testing of Champions engine modules against the Champions conformance suite (issue 10).

    python tools/mutation.py [--max-children N] [--timeout SECONDS] [module ...]   # run, then print the table
    python tools/mutation.py --summary [module ...]                                # the table of the last run
    python tools/mutation.py --survivors [module ...]                              # every surviving mutant's diff

Modules are named as in games/champions/ (`quests`, `removal`, `corners`); the default is every file of
`[tool.mutmut] only_mutate` in pyproject.toml. Each module is a separate `mutmut run` bounded by --timeout.

Two adaptations of mutmut 3, both here and nowhere else:
- mutmut skips every decorated function, and the engine's rule functions carry `@implements(...)` (a plain marker
  that returns the function unchanged). Functions whose only decorators are `implements(...)` are mutated as if
  undecorated; the decorator itself is never mutated.
- The data of a logged event (`game.emit(kind, rules, champion=..., corner=...)`) is not mutated, except the fields a
  step reads (READ_BY_STEPS): the protocol's event contract is `seq`, `kind`, `rules` ("other fields are the
  event's data"), so no conformance suite, ours or another engine's, can pin it down. The kind and the rule ids
  are mutated like everything else.
- mutmut names mutants after the file's path (`engine.rulekeeper...`); they are named after the module
  (`rulekeeper...`), as the tests import it.
- mutmut puts `mutants/` on sys.path, but the package lives in `engine/`: `mutants/engine` goes first on sys.path so
  the tests import the mutated copy, not the editable install. (spec/, grammar/, features/ are copied next to it by
  `also_copy`, where `rulekeeper.paths` looks for them.)
"""

from __future__ import annotations

import argparse
import difflib
import json
import os
import signal
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "engine/rulekeeper/games/champions"


# The event data the judge's steps read (judge.py, champions/then.py, then_more.py, driver.py): every other keyword of
# `game.emit(kind, rules, **data)` is free text for people, outside the protocol's event contract (seq, kind, rules).
READ_BY_STEPS = {"amount", "window"}
READ_BY_STEPS_OF_KIND = {"place_champion": {"player"}}


def _patch_mutmut() -> None:
    import libcst as cst
    from mutmut.mutation import file_mutation

    visitor = file_mutation.MutationVisitor
    skip_node, removes_ignored = visitor._skip_node_and_children, visitor._removes_ignored_code

    def is_implements(d: cst.Decorator) -> bool:
        call = d.decorator
        return isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == "implements"

    def payload(call: cst.CSTNode) -> list[bool]:
        """For a `game.emit(...)` call, which of its arguments are event data no step reads; else []."""
        if not (isinstance(call, cst.Call) and isinstance(call.func, cst.Attribute) and call.func.attr.value == "emit"):
            return []
        kind = call.args[0].value.evaluated_value if call.args and isinstance(call.args[0].value, cst.SimpleString) else None
        read = READ_BY_STEPS | READ_BY_STEPS_OF_KIND.get(kind, set())
        return [a.keyword is not None and a.keyword.value not in read for a in call.args]

    def skip(self, node):  # type: ignore[no-untyped-def]
        if isinstance(node, cst.FunctionDef) and node.decorators and all(map(is_implements, node.decorators)):
            return skip_node(self, node.with_changes(decorators=()))
        unread = self.__dict__.setdefault("_unread_event_data", set())
        unread.update(id(a) for a, free in zip(getattr(node, "args", ()), payload(node)) if free)
        return id(node) in unread or skip_node(self, node)

    def removes(self, node, mutated):  # type: ignore[no-untyped-def]
        """An emit call whose mutation only drops or blanks an argument of unread event data is not a mutant."""
        free = payload(node)
        if any(free) and isinstance(mutated, cst.Call):
            changed = next((i for i, a in enumerate(node.args)
                            if i >= len(mutated.args) or mutated.args[i] is not a), None)
            if changed is not None and free[changed]:
                return True
        return removes_ignored(self, node, mutated)

    visitor._skip_node_and_children, visitor._removes_ignored_code = skip, removes

    # mutmut names a mutant by its file's path, stripping only "src."; the package is imported as rulekeeper.*
    from mutmut.utils import format_utils

    named = format_utils.get_mutant_name

    def get_mutant_name(relative_source_path, mutant_method_name):  # type: ignore[no-untyped-def]
        return format_utils.strip_prefix(named(relative_source_path, mutant_method_name), prefix="engine.")

    for module in [m for n, m in sys.modules.items() if n.startswith("mutmut")]:
        if getattr(module, "get_mutant_name", None) is named:
            module.get_mutant_name = get_mutant_name


def _mutmut_main(argv: list[str]) -> None:
    """Run mutmut's own command line in this process, patched, with the mutated package first on sys.path."""
    os.chdir(ROOT)
    engine = ROOT / "mutants" / "engine"
    engine.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(engine))
    sys.path_importer_cache.pop(str(engine), None)
    from mutmut.__main__ import cli

    _patch_mutmut()

    cli(argv, prog_name="mutmut")


def _modules() -> list[str]:
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["mutmut"]
    return [Path(p).stem for p in conf["only_mutate"]]


def _results(module: str) -> dict[str, int | None]:
    meta = ROOT / "mutants" / PACKAGE / f"{module}.py.meta"
    if not meta.exists():
        return {}
    return json.loads(meta.read_text()).get("exit_code_by_key", {})


def summary(modules: list[str]) -> int:
    from mutmut.stats import status_by_exit_code

    print(f"{'module':<10} {'mutants':>7} {'killed':>6} {'timeout':>7} {'survived':>8} {'no tests':>8} "
          f"{'unchecked':>9} {'score':>6}")
    for module in modules:
        codes = _results(module)
        statuses = [status_by_exit_code[c] for c in codes.values()]
        n = {s: statuses.count(s) for s in set(statuses)}
        caught = n.get("killed", 0) + n.get("timeout", 0)
        checked = caught + n.get("survived", 0) + n.get("no tests", 0)
        score = f"{100 * caught / checked:.1f}%" if checked else "-"
        print(f"{module:<10} {len(codes):>7} {n.get('killed', 0):>6} {n.get('timeout', 0):>7} "
              f"{n.get('survived', 0):>8} {n.get('no tests', 0):>8} {n.get('not checked', 0):>9} {score:>6}")
    print("score = (killed + timeout) / (killed + timeout + survived + no tests)")
    return 0


def survivors(modules: list[str]) -> int:
    """Every surviving (or untested) mutant, as a diff against the original function."""
    from mutmut.stats import status_by_exit_code

    for module in modules:
        source = (ROOT / "mutants" / PACKAGE / f"{module}.py").read_text()
        for key, code in sorted(_results(module).items()):
            if status_by_exit_code[code] not in ("survived", "no tests"):
                continue
            name = key.rpartition(".")[2]
            orig, mutant = _function(source, name.partition("__mutmut_")[0] + "__mutmut_orig"), _function(source, name)
            print(f"# {key}: {status_by_exit_code[code]}")
            diff = difflib.unified_diff(orig.splitlines(), mutant.splitlines(), lineterm="", n=1)
            print("\n".join(list(diff)[2:]) + "\n")
    return 0


def _function(source: str, name: str) -> str:
    lines = source.splitlines()
    start = next(i for i, line in enumerate(lines) if line.lstrip().startswith(f"def {name}("))
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end].startswith((" ", "\t"))):
        end += 1
    return "\n".join(lines[start:end]).replace(name, "f")


def run(modules: list[str], max_children: int, timeout: int) -> int:
    for module in modules:
        pattern = f"rulekeeper.games.champions.{module}.*"
        cmd = [sys.executable, __file__, "--mutmut", "run", "--max-children", str(max_children), pattern]
        print(f"== {module}: {' '.join(cmd[2:])} (at most {timeout} s)", flush=True)
        proc = subprocess.Popen(cmd, cwd=ROOT, start_new_session=True,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        try:
            out, _ = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGTERM)
            out, _ = proc.communicate()
            print(f"   stopped after {timeout} s: unchecked mutants are counted as such")
        if proc.returncode not in (0, -signal.SIGTERM):
            print(out[-3000:])
            print(f"mutmut failed on {module} (exit {proc.returncode})", file=sys.stderr)
            return 1
    return summary(modules)


def main(argv: list[str]) -> int:
    if argv[:1] == ["--mutmut"]:
        _mutmut_main(argv[1:])
        return 0
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("modules", nargs="*", help="modules of games/champions/ (default: [tool.mutmut] only_mutate)")
    p.add_argument("--max-children", type=int, default=2)
    p.add_argument("--timeout", type=int, default=900, help="seconds per module")
    p.add_argument("--summary", action="store_true", help="only print the table of the last run")
    p.add_argument("--survivors", action="store_true", help="print every surviving mutant")
    a = p.parse_args(argv)
    modules = a.modules or _modules()
    unknown = [m for m in modules if m not in _modules()]
    if unknown:
        p.error(f"not in [tool.mutmut] only_mutate of pyproject.toml: {', '.join(unknown)}")
    if a.survivors:
        return survivors(modules)
    if a.summary:
        return summary(modules)
    return run(modules, a.max_children, a.timeout)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
