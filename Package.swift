// swift-tools-version:6.1
import PackageDescription

// The pipeline, one module per stage family:
//   CYaml             libyaml (system library, Debian libyaml-dev)
//   SettingsCompiler  source file -> YAML document (one arena of nodes) -> schema AST -> validated IR, with diagnostics (uses SettingsRuntime's vocabulary)
//   SettingsBackends  IR -> rendered files (Swift model, ...)
//   SettingsRuntime   what generated code imports
//   SettingsCLI       the `settingsc` commands, argument parsing, atomic output
//   SettingsFuzzCheck what the fuzzer (Fuzz/) runs for each input; `make test` runs it over the seed corpus
//   CProcessTuning    process-wide settings in C (two malloc arenas, on glibc; where a second thread starts; libyaml's memory)
//   settingsc         the executable
let package = Package(
    name: "settingsc",
    // The minimum OS of every library product (SettingsStore's store is @Observable, which needs these;
    // `make test-apple-sdk` type-checks at the iOS and macOS minimums against the real SDKs). The compiler
    // itself runs on macOS and Linux.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "settingsc", targets: ["settingsc"]),
        .library(name: "SettingsRuntime", targets: ["SettingsRuntime"]),
        // SwiftPM plugins (docs/tooling.md): generate at build time, or write checked-in code on request.
        .plugin(name: "SettingsGeneratorPlugin", targets: ["SettingsGeneratorPlugin"]),
        .plugin(name: "GenerateSettingsCommand", targets: ["GenerateSettingsCommand"]),
        .plugin(name: "CheckSettingsCommand", targets: ["CheckSettingsCommand"]),
        .library(name: "SettingsStore", targets: ["SettingsStore"]),
        .library(name: "SettingsSwiftUI", targets: ["SettingsSwiftUI"]),
        // For the fuzzer (Fuzz/, a separate package that depends on this one by path).
        .library(name: "SettingsCompiler", targets: ["SettingsCompiler"]),
        .library(name: "SettingsBackends", targets: ["SettingsBackends"]),
        .library(name: "SettingsFuzzCheck", targets: ["SettingsFuzzCheck"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The compiler shares the runtime's vocabulary (value types, platforms, operators, string formats):
        // both are Foundation-free, so the compiler uses the runtime's types instead of twins of its own.
        .target(name: "SettingsCompiler", dependencies: ["CYaml", "CProcessTuning", "SettingsRuntime"]),
        .target(name: "SettingsBackends", dependencies: ["SettingsCompiler", "SettingsRuntime"]),
        .target(name: "SettingsRuntime"),
        // The observable store and its persistence (UserDefaults, JSON files): the Foundation-based part of
        // the runtime, kept out of SettingsRuntime so that module stays Foundation-free.
        .target(name: "SettingsStore", dependencies: ["SettingsRuntime"]),
        // Rows, section content and the review screen (#if canImport(SwiftUI): empty on Linux, where
        // `make test` type-checks it against the stand-in in Tests/SwiftUIStandIn).
        .target(name: "SettingsSwiftUI", dependencies: ["SettingsRuntime", "SettingsStore"]),
        .target(name: "SettingsCLI", dependencies: ["SettingsCompiler", "SettingsBackends", "SettingsRuntime"]),
        // What the fuzzer (Fuzz/) checks for each input; `make test` runs it over the seed corpus (FuzzSeedTests).
        .target(name: "SettingsFuzzCheck", dependencies: ["SettingsCompiler", "SettingsBackends"]),
        .target(name: "CProcessTuning"),
        .executableTarget(name: "settingsc", dependencies: ["SettingsCLI", "CProcessTuning"]),
        .plugin(name: "SettingsGeneratorPlugin", capability: .buildTool(), dependencies: ["settingsc"]),
        .plugin(
            name: "GenerateSettingsCommand",
            capability: .command(
                intent: .custom(verb: "generate-settings", description: "Write the Swift model of each target's *.settings.yaml files into its Generated/ directory"),
                permissions: [.writeToPackageDirectory(reason: "settingsc writes the generated Swift into the target's Generated/ directory")]),
            dependencies: ["settingsc"]),
        // The same command, checking only: it writes nothing, so it asks for no permission.
        .plugin(
            name: "CheckSettingsCommand",
            capability: .command(
                intent: .custom(verb: "check-settings", description: "Fail when the checked-in Swift that generate-settings writes is out of date; write nothing")),
            dependencies: ["settingsc"]),

        // The checked-in output of `make generate`, compiled as a module so the tests exercise it.
        .target(name: "GeneratedSettings", dependencies: ["SettingsRuntime", "SettingsStore", "SettingsSwiftUI"], path: "Generated/Swift"),

        // Examples/LinuxDemo: the store and the text renderer on any platform (`make test` runs it).
        .executableTarget(name: "settings-demo", dependencies: ["GeneratedSettings", "SettingsStore", "SettingsRuntime"],
                          path: "Examples/LinuxDemo", exclude: ["expected-output.txt"]),

        // Test-only helpers (golden files, the repository root), shared by the test targets.
        .target(name: "TestSupport", dependencies: ["SettingsCompiler"], path: "Tests/TestSupport"),
        // The Swift generated from the valid test fixtures (hostile strings, keywords, deep nesting), compiled.
        .target(name: "GeneratedFixtures", dependencies: ["SettingsRuntime", "SettingsStore", "SettingsSwiftUI"], path: "Tests/GeneratedFixtures"),
        // Four versions of one schema (Fixtures/evolution), generated and compiled for the schema-evolution tests.
        .target(name: "GeneratedEvolution", dependencies: ["SettingsRuntime"], path: "Tests/GeneratedEvolution"),

        .testTarget(name: "SettingsCompilerTests", dependencies: ["SettingsCompiler", "SettingsRuntime", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SettingsBackendsTests", dependencies: ["SettingsBackends", "SettingsCompiler", "SettingsRuntime", "SettingsFuzzCheck", "TestSupport"], exclude: ["Catalogs", "Fixtures"]),
        .testTarget(name: "SettingsRuntimeTests", dependencies: ["SettingsRuntime"]),
        .testTarget(name: "SettingsCLITests", dependencies: ["SettingsCLI", "SettingsCompiler", "SettingsBackends", "settingsc", "CProcessTuning", "TestSupport"]),
        .testTarget(name: "SettingsStoreTests", dependencies: ["SettingsStore", "SettingsRuntime", "GeneratedSettings", "GeneratedFixtures"]),
        .testTarget(name: "SettingsFormTests", dependencies: [
            "SettingsRuntime", "SettingsBackends", "SettingsCompiler", "SettingsCLI", "GeneratedSettings", "GeneratedFixtures",
            "TestSupport",
        ], exclude: ["Previews"]),
        .testTarget(name: "GeneratedSettingsTests", dependencies: ["GeneratedSettings", "GeneratedFixtures", "SettingsRuntime"]),
        // The editor JSON Schema and the values schema backend, checked with check-jsonschema (issue 5; docs/tooling.md).
        .testTarget(
            name: "ToolingTests",
            dependencies: ["SettingsCLI", "SettingsBackends", "SettingsCompiler", "GeneratedSettings", "SettingsRuntime", "SettingsStore", "TestSupport"],
            exclude: ["Fixtures"]),
        // With the compiler: `settingsc diff`'s verdicts on the fixtures are checked against the generated models.
        .testTarget(name: "SchemaEvolutionTests", dependencies: ["GeneratedEvolution", "SettingsRuntime", "SettingsCompiler", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
