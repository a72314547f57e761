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
	$(SWIFT) build -c release --product settingsc -Xswiftc -warnings-as-errors

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

# --- Fuzzing (docs/fuzzing.md). Not part of `make test`: `make fuzz`, `make fuzz FUZZ_SECONDS=600`. ---
# libFuzzer and AddressSanitizer come with the Swift toolchain (lib/swift/clang/lib/linux), so no package is
# needed beyond APT_PACKAGES. The fuzzer is its own package (Fuzz/), which depends on this one by path.
FUZZ_SECONDS ?= 180
FUZZ_DIR := Fuzz
FUZZ_BIN := $(FUZZ_DIR)/.build/release/SettingsFuzzer
FUZZ_SEEDS := $(wildcard Schemas/*.settings.yaml Schemas/*.settings.json Tests/SettingsCompilerTests/Fixtures/*/*.settings.yaml Tests/SettingsCompilerTests/Fixtures/*/*.settings.json $(FUZZ_DIR)/seeds/*)

.PHONY: fuzz fuzz-build

fuzz-build: deps ## Build the libFuzzer target in Fuzz/ (AddressSanitizer)
	cd $(FUZZ_DIR) && $(SWIFT) build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address

fuzz: fuzz-build ## Fuzz reader, validator and backends for FUZZ_SECONDS (default 180)
	@mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/artifacts
	@cp $(FUZZ_SEEDS) $(FUZZ_DIR)/corpus/
	SWIFT_BACKTRACE=enable=no $(FUZZ_BIN) $(FUZZ_DIR)/corpus -max_total_time=$(FUZZ_SECONDS) -max_len=4096 \
		-timeout=10 -rss_limit_mb=2048 -artifact_prefix=$(FUZZ_DIR)/artifacts/ -print_final_stats=1
