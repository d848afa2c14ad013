# A thin wrapper over CMake: `make play` and `make test` are the two commands of the README.
#   make play    install what building needs, build the program only, start the REPL
#   make test    install what the tests need, build everything, run every test
#   make style   the formatting and lint checks CI runs
#   make bench   the speed benchmark (Release figures)
#   make ladder  the bot ladder of docs/SEARCH_BOT.md (hours: LADDER_ARGS="--search-games 400")
#   make install install luno, libluno, headers, luno.pc, rulesets and man page into PREFIX
#                (default /usr/local; DESTDIR=stage stages it, as Debian packaging does)
BUILD ?= build
CMAKE_FLAGS ?=
ifeq ($(SANITIZE),1)
  BUILD := build-asan
  CMAKE_FLAGS += -DLUNO_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug
endif
ifeq ($(WERROR),1)
  CMAKE_FLAGS += -DLUNO_WERROR=ON
endif
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX ?= /usr/local
# Runs a step quietly: one line saying what it does, its log only if it fails.
STEP = sh scripts/step.sh

.PHONY: all deps test-deps configure build play test style bench ladder golden clean install api

all: build

deps:
	@sh scripts/deps.sh

test-deps:
	@sh scripts/deps.sh test

configure:
	@$(STEP) "configuring ($(BUILD))" cmake -S . -B $(BUILD) $(CMAKE_FLAGS)

# The program alone: no tests, fuzzers or benchmarks.
play: deps configure
	@$(STEP) "building luno" cmake --build $(BUILD) --target luno -j $(JOBS)
	@echo "starting luno (type help)"
	@$(BUILD)/luno play $(ARGS)

build: deps configure
	@$(STEP) "building everything" cmake --build $(BUILD) -j $(JOBS)

# Packages first, then the build (never both at once: apt holds a lock).
test: test-deps
	@$(MAKE) --no-print-directory configure
	@$(STEP) "building everything" cmake --build $(BUILD) -j $(JOBS)
	@ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

style:
	@sh scripts/check-style.sh

bench: deps configure
	@$(STEP) "building the benchmark" cmake --build $(BUILD) --target bench -j $(JOBS)
	@$(BUILD)/tests/bench/bench
	@sh scripts/bench_instructions.sh $(BUILD)/tests/bench/bench
	@$(STEP) "building the undo benchmark" cmake --build $(BUILD) --target undo_bench -j $(JOBS)
	@$(BUILD)/tests/bench/undo_bench
	@$(STEP) "building luno" cmake --build $(BUILD) --target luno -j $(JOBS)
	@sh scripts/jobs_bench.sh $(BUILD)/luno
	@$(STEP) "building the serve benchmark" cmake --build $(BUILD) --target serve_bench -j $(JOBS)
	@$(BUILD)/tests/bench/serve_bench $(BUILD)/luno 3

# The bot ladder (scripts/ladder.py): every bot at seat 0 against random and greedy ones.
ladder: deps configure
	@$(STEP) "building luno" cmake --build $(BUILD) --target luno -j $(JOBS)
	@python3 scripts/ladder.py --luno $(BUILD)/luno $(LADDER_ARGS)

install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

clean:
	rm -rf build build-asan

# Rewrites tests/golden/expected.txt: only for a change meant to change play.
golden: deps configure
	@$(STEP) "building golden" cmake --build $(BUILD) --target golden -j $(JOBS)
	@$(BUILD)/tests/golden/golden > tests/golden/expected.txt
	@echo "tests/golden/expected.txt rewritten: check git diff, say why in the commit"

# Rewrites lua/API.md's generated tables and lua/meta/luno.lua from lua/api.lua (the one
# declaration of the scripting API; the test lint.api fails while they differ).
api: deps configure
	@$(STEP) "building the API generator" cmake --build $(BUILD) --target luno_apigen -j $(JOBS)
	@$(BUILD)/lua/luno_apigen lua/api/gen.lua lua/api.lua write lua/API.md lua/meta/luno.lua
