// swift-tools-version:6.1
import PackageDescription

// The pipeline, one module per stage family:
//   CYaml             libyaml (system library, Debian libyaml-dev)
//   SettingsCompiler  source file -> YAML node tree -> schema AST -> validated IR, with diagnostics
//   SettingsBackends  IR -> rendered files (Swift model, ...)
//   SettingsRuntime   what generated code imports
//   SettingsCLI       the `settingsc` commands, argument parsing, atomic output
//   settingsc         the executable
let package = Package(
    name: "settingsc",
    products: [
        .executable(name: "settingsc", targets: ["settingsc"]),
        .library(name: "SettingsRuntime", targets: ["SettingsRuntime"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "SettingsCompiler", dependencies: ["CYaml"]),
        .target(name: "SettingsBackends", dependencies: ["SettingsCompiler"]),
        .target(name: "SettingsRuntime"),
        .target(name: "SettingsCLI", dependencies: ["SettingsCompiler", "SettingsBackends"]),
        .executableTarget(name: "settingsc", dependencies: ["SettingsCLI"]),

        // The checked-in output of `make generate`, compiled as a module so the tests exercise it.
        .target(name: "GeneratedSettings", dependencies: ["SettingsRuntime"], path: "Generated/Swift"),

        // Test-only helpers (golden files, the repository root), shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The Swift generated from the valid test fixtures (hostile strings, keywords, deep nesting), compiled.
        .target(name: "GeneratedFixtures", dependencies: ["SettingsRuntime"], path: "Tests/GeneratedFixtures"),

        .testTarget(name: "SettingsCompilerTests", dependencies: ["SettingsCompiler", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SettingsBackendsTests", dependencies: ["SettingsBackends", "SettingsCompiler", "TestSupport"]),
        .testTarget(name: "SettingsRuntimeTests", dependencies: ["SettingsRuntime"]),
        .testTarget(name: "SettingsCLITests", dependencies: ["SettingsCLI", "SettingsCompiler", "SettingsBackends", "settingsc", "TestSupport"]),
        .testTarget(name: "GeneratedSettingsTests", dependencies: ["GeneratedSettings", "GeneratedFixtures", "SettingsRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
