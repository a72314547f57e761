# settingsc — build, test and regenerate the checked-in code.
# Run `make` (or `make help`) for the list of targets.

# System packages the build needs (Debian/Ubuntu names): libyaml for the YAML reader (the CYaml
# module), pkg-config so SwiftPM finds it. `make deps` installs whichever are missing.
APT_PACKAGES := libyaml-dev pkg-config

SWIFT ?= swift
SETTINGSC := .build/release/settingsc
OUTPUT := Generated/Swift
SCHEMAS := $(wildcard Schemas/*.settings.yaml Schemas/*.settings.json)

# Stops a recipe with a clear message when Schemas/ holds no schema (settingsc would print usage).
require-schemas = $(if $(SCHEMAS),,$(error no schemas found: Schemas/*.settings.yaml, Schemas/*.settings.json))

.DEFAULT_GOAL := help
.PHONY: help deps build generate test check validate clean

help: ## Show this list of targets
	@echo "usage: make <target>"
	@awk 'BEGIN { FS = ":.*## " } /^[a-z][a-z-]*:.*## / { printf "  %-10s %s\n", $$1, $$2 }' $(MAKEFILE_LIST)

deps: ## Install whichever APT_PACKAGES are missing (apt-get; sudo when not root)
	@if ! command -v dpkg >/dev/null 2>&1; then \
		echo "deps: no dpkg here; make sure these are installed: $(APT_PACKAGES)"; \
		exit 0; \
	fi; \
	missing=""; \
	for package in $(APT_PACKAGES); do \
		dpkg -s "$$package" 2>/dev/null | grep -q '^Status: install ok installed$$' || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
		echo "deps: installing$$missing"; \
		$$sudo apt-get update && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

build: deps ## Build the settingsc executable (release, warnings are errors)
	$(SWIFT) build -c release --product settingsc --static-swift-stdlib -Xswiftc -warnings-as-errors

generate: build ## Regenerate Generated/Swift from Schemas/
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --output $(OUTPUT)
	@for target in $(EXTRA_GENERATE); do $(MAKE) --no-print-directory $$target || exit 1; done

# Extension points: a suite or step that belongs to `make test`, `make generate` or `make check` adds its
# own target and registers it here (`EXTRA_TESTS += test-foo`); they run after the built-in steps, in order.
EXTRA_TESTS :=
EXTRA_GENERATE :=
EXTRA_CHECKS :=

test: deps ## Build and run every test (warnings are errors)
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --disable-xctest -Xswiftc -warnings-as-errors
	@for target in $(EXTRA_TESTS); do $(MAKE) --no-print-directory $$target || exit 1; done

check: build ## Fail when Generated/Swift is out of date with Schemas/ (writes nothing)
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --output $(OUTPUT) --check
	@for target in $(EXTRA_CHECKS); do $(MAKE) --no-print-directory $$target || exit 1; done

validate: build ## Check every schema in Schemas/ and print its diagnostics
	$(require-schemas)
	$(SETTINGSC) validate $(SCHEMAS)

clean: ## Remove build products
	$(SWIFT) package clean

# Benchmarks (bench/README.md): settingsc against the libyaml floor and its peers, written to bench/results.md.
# Not part of `make test`. BENCH_APT_PACKAGES are what the bench needs on top of APT_PACKAGES: a C compiler for
# the floor, Python 3 for the generator and the runner, GNU time for peak RSS, and the peers (GSettings and KConfigXT compilers).
BENCH_APT_PACKAGES := gcc libc6-dev python3 time libglib2.0-bin libkf5config-dev-bin
BENCH_FLOOR := .build/bench/yaml-floor
BENCH_SIZES ?= 100,1000,10000,50000
.PHONY: bench bench-deps bench-floor

bench-deps: deps ## Install whichever BENCH_APT_PACKAGES are missing
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_APT_PACKAGES)"

bench-floor: bench-deps
	@mkdir -p $(dir $(BENCH_FLOOR))
	gcc -O2 -o $(BENCH_FLOOR) bench/floor.c $$(pkg-config --cflags --libs yaml-0.1)

bench: build bench-floor ## Time settingsc, the libyaml floor and peers; writes bench/results.md
	$(SWIFT) build -c release --target SettingsRuntime -Xswiftc -warnings-as-errors
	python3 bench/run.py --settingsc $(SETTINGSC) --floor $(BENCH_FLOOR) \
		--runtime-modules .build/release/Modules --sizes $(BENCH_SIZES)

# Instruction counts (stable on a busy machine, unlike times): callgrind over validate and generate of a
# 1,000-setting schema; the reports go to .build/bench/, the top functions to the terminal.
BENCH_PROFILE_APT_PACKAGES := valgrind
.PHONY: bench-profile

bench-profile: build bench-deps ## Count instructions of validate and generate with callgrind (N=1,000)
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_PROFILE_APT_PACKAGES)"
	python3 bench/gen.py 1000 .build/bench/profile
	valgrind --tool=callgrind --callgrind-out-file=.build/bench/validate.callgrind \
		$(SETTINGSC) validate .build/bench/profile/Bench.settings.yaml --quiet
	rm -rf .build/bench/profile/out
	$(SETTINGSC) generate .build/bench/profile/Bench.settings.yaml --output .build/bench/profile/out --quiet
	valgrind --tool=callgrind --callgrind-out-file=.build/bench/generate-noop.callgrind \
		$(SETTINGSC) generate .build/bench/profile/Bench.settings.yaml --output .build/bench/profile/out --quiet
	@for report in validate generate-noop; do \
		echo "== $$report (callgrind_annotate .build/bench/$$report.callgrind for the whole report)"; \
		callgrind_annotate --inclusive=yes .build/bench/$$report.callgrind | grep -E '^ *[0-9,]+ ' | head -25 | cut -c1-160; \
	done
