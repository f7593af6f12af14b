# Talking Yahtzee: `make play` and `make test` need only Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test

.PHONY: play test lint typecheck unit bench bench-compare tables keys clean soak

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(PLAY_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e '.[test]'
	touch $@ $(PLAY_STAMP)

## play: create .venv if missing, install, start the game (extra flags: make play ARGS="--lang es")
play: $(PLAY_STAMP)
	$(BIN)/yahtzee $(ARGS)

## test: format and lint check, strict type check, then the whole test suite
test: lint typecheck unit

lint: $(TEST_STAMP)
	$(BIN)/ruff format --check src tests benchmarks tools
	$(BIN)/ruff check src tests benchmarks tools

typecheck: $(TEST_STAMP)
	$(BIN)/mypy --strict src

unit: $(TEST_STAMP)
	$(BIN)/pytest

## bench: every benchmark, printing its figures
bench: $(TEST_STAMP)
	@set -e; for script in benchmarks/bench_*.py; do echo "== $$script"; $(BIN)/python $$script; done

## bench-compare: the advisor side by side with yatzy-solver, installed in a side environment
## of its own (benchmarks/.venv-compare; the game never needs it). Extra flags: ARGS="--quick"
COMPARE := benchmarks/.venv-compare
$(COMPARE)/.installed:
	$(PYTHON) -m venv $(COMPARE)
	$(COMPARE)/bin/python -m pip install --quiet --disable-pip-version-check 'yatzy-solver==1.0.0'
	touch $@

bench-compare: $(TEST_STAMP) $(COMPARE)/.installed
	$(BIN)/python benchmarks/compare.py --theirs $(COMPARE)/bin/python $(ARGS)
## soak: 100,000 random key sequences against the real application (SEQUENCES=n for fewer)
SEQUENCES ?= 100000
soak: $(TEST_STAMP)
	cd tests && ../$(BIN)/python soak.py --sequences $(SEQUENCES)

## tables: regenerate the advisor's strategy tables shipped in src/talking_yahtzee/data
tables: $(PLAY_STAMP)
	$(BIN)/python -m talking_yahtzee.advisor.build

## keys: regenerate docs/keys.md from the key tables (tests/test_keys.py checks it)
keys: $(PLAY_STAMP)
	$(BIN)/python -m talking_yahtzee.ui.keydoc > docs/keys.md

clean:
	rm -rf $(VENV) $(COMPARE) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
