# A thin wrapper over CMake: `make play` and `make test` are the two commands of the README.
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

.PHONY: all deps test-deps build play test bench clean

all: build

deps:
	@sh scripts/deps.sh

test-deps:
	@sh scripts/deps.sh test

build: deps
	@cmake -S . -B $(BUILD) $(CMAKE_FLAGS) >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

play: build
	@./$(BUILD)/luno play $(ARGS)

# Packages first, then the build (never both at once: apt holds a lock).
test: test-deps
	@$(MAKE) --no-print-directory build
	@ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

bench: build
	@cmake --build $(BUILD) --target bench -j $(JOBS) >/dev/null
	@./$(BUILD)/tests/bench/bench

clean:
	rm -rf build build-asan
