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

# --- Settings runtime, SwiftUI layer and examples (docs/runtime.md) ------------------------------------------
# No packages beyond APT_PACKAGES: the SwiftUI check needs only the toolchain's swiftc.
SWIFTC ?= swiftc
SWIFTUI_STANDIN := .build/swiftui-standin
SWIFTUI_FLAGS := -swift-version 6 -parse-as-library -warnings-as-errors
.PHONY: test-swiftui test-examples check-no-foundation

test-swiftui: deps ## Type-check the SwiftUI layer, the generated DSL and Examples/AppleApp against the SwiftUI stand-in
	@if [ "$$(uname)" = Darwin ]; then echo "test-swiftui: skipped on macOS (real SwiftUI: build Examples/AppleApp in Xcode)"; exit 0; fi; \
	set -e; \
	$(SWIFT) build --target GeneratedSettings -Xswiftc -warnings-as-errors; \
	$(SWIFT) build --target GeneratedFixtures -Xswiftc -warnings-as-errors; \
	modules="$$($(SWIFT) build --show-bin-path)/Modules"; \
	mkdir -p $(SWIFTUI_STANDIN); \
	echo "test-swiftui: SwiftUI stand-in (Tests/SwiftUIStandIn), SettingsSwiftUI, GeneratedSettings with the DSL"; \
	$(SWIFTC) -emit-module -module-name SwiftUI $(SWIFTUI_FLAGS) -o $(SWIFTUI_STANDIN)/SwiftUI.swiftmodule Tests/SwiftUIStandIn/SwiftUI.swift; \
	$(SWIFTC) -emit-module -module-name SettingsSwiftUI $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" \
		-o $(SWIFTUI_STANDIN)/SettingsSwiftUI.swiftmodule Sources/SettingsSwiftUI/*.swift; \
	$(SWIFTC) -emit-module -module-name GeneratedSettings $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" \
		-o $(SWIFTUI_STANDIN)/GeneratedSettings.swiftmodule Generated/Swift/*.swift; \
	echo "test-swiftui: GeneratedFixtures (keywords, hostile text, deep nesting) with the DSL"; \
	$(SWIFTC) -emit-module -module-name GeneratedFixtures $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" \
		-o $(SWIFTUI_STANDIN)/GeneratedFixtures.swiftmodule Tests/GeneratedFixtures/*.swift; \
	echo "test-swiftui: Examples/AppleApp/BetaSettingsView.swift"; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Examples/AppleApp/BetaSettingsView.swift; \
	echo "test-swiftui: a misnamed inject hook must not compile"; \
	if $(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/MisnamedHook.swift \
		> $(SWIFTUI_STANDIN)/misnamed.log 2>&1; then \
		echo "test-swiftui: FAILED: Tests/SwiftUIStandIn/MisnamedHook.swift compiled"; exit 1; fi; \
	grep -q "does not conform to protocol 'BetaSettingsViewDSL'" $(SWIFTUI_STANDIN)/misnamed.log || \
		{ cat $(SWIFTUI_STANDIN)/misnamed.log; echo "test-swiftui: FAILED: not the expected error"; exit 1; }; \
	echo "test-swiftui: passed"

test-examples: deps ## Build and run Examples/LinuxDemo and compare its output with expected-output.txt
	$(SWIFT) build --product settings-demo -Xswiftc -warnings-as-errors
	"$$($(SWIFT) build --show-bin-path)/settings-demo" > .build/settings-demo.out
	diff -u Examples/LinuxDemo/expected-output.txt .build/settings-demo.out
	@echo "test-examples: passed"

check-no-foundation: build ## Fail when the settingsc executable links Foundation
	@if command -v ldd >/dev/null 2>&1 && ldd $(SETTINGSC) | grep -i foundation; then \
		echo "check-no-foundation: $(SETTINGSC) links Foundation"; exit 1; fi; \
	echo "check-no-foundation: passed"

EXTRA_TESTS += test-swiftui test-examples
EXTRA_CHECKS += check-no-foundation
