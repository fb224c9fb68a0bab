# Two commands: `make demo` (the main job) and `make test` (everything CI checks).
# Both create .venv when missing and install the project with its dev extras.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
RK     := $(VENV)/bin/rulekeeper
STAMP  := $(VENV)/.installed
# pytest-xdist processes for the tests outside the conformance suites (auto: one per core)
TEST_WORKERS ?= auto

.PHONY: install test demo docs bench conformance coverage browser clean fuzz mutation

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## test: unit + property tests, every game's conformance suite, the import layers, the spec check, a strict docs build
# The conformance suites run first, so build/conformance.json exists for the site tests and the strict build. Both runs
# use every core (pytest-xdist): the scenarios spread one by one (the results plugin gathers the workers' records),
# the other tests a file per worker at a time (a file's module fixtures are built once).
test: $(STAMP) browser
	$(PY) -m pytest -n $(TEST_WORKERS) --dist load tests/conformance
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile --ignore=tests/conformance
	$(VENV)/bin/lint-imports
	$(RK) spec check
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

## demo: run every conformance suite, print the coverage table, build the site into site/
demo: $(STAMP)
	-$(PY) -m pytest tests/conformance -q
	$(RK) coverage
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build -q
	@echo "site built in site/ (open site/index.html)"

## docs: build the annotated rules site into site/ (set RULEKEEPER_CORPUS=<game>=<file> to add a corpus failures table)
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

## browser: install Debian's chromium (for the site's browser test) when /usr/bin/chromium is missing
browser:
	test -x /usr/bin/chromium || (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends chromium)

## fuzz: the hostile-input suite (tests/hostile) at scale: FUZZ_INPUTS random inputs in all, shared over its
# properties (card text, titles, spec files, every command's file arguments and standard input) and run on every core;
# prints the inputs each property ran and writes build/fuzz.json (`make test` runs 12 of each, derandomized)
FUZZ_INPUTS ?= 1000000
fuzz: $(STAMP)
	$(PY) tools/fuzz.py --inputs $(FUZZ_INPUTS)

## mutation: mutmut on Champions engine modules against the Champions conformance suite (not part of `make test`);
# prints killed / survived per module. MUTATION_ARGS: e.g. "quests --timeout 600"; see tools/mutation.py.
MUTATION_ARGS ?=
mutation: $(STAMP)
	rm -rf mutants
	$(PY) tools/mutation.py --max-children 2 $(MUTATION_ARGS)

bench: $(STAMP)
	$(PY) benchmarks/run.py

clean:
	rm -rf build site dist .pytest_cache mutants
