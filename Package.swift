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
        // SwiftPM plugins (docs/tooling.md): generate at build time, or write checked-in code on request.
        .plugin(name: "SettingsGeneratorPlugin", targets: ["SettingsGeneratorPlugin"]),
        .plugin(name: "GenerateSettingsCommand", targets: ["GenerateSettingsCommand"]),
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
        .plugin(name: "SettingsGeneratorPlugin", capability: .buildTool(), dependencies: ["settingsc"]),
        .plugin(
            name: "GenerateSettingsCommand",
            capability: .command(
                intent: .custom(verb: "generate-settings", description: "Write the Swift model of each target's *.settings.yaml files into its Generated/ directory"),
                permissions: [.writeToPackageDirectory(reason: "settingsc writes the generated Swift into the target's Generated/ directory")]),
            dependencies: ["settingsc"]),

        // The checked-in output of `make generate`, compiled as a module so the tests exercise it.
        .target(name: "GeneratedSettings", dependencies: ["SettingsRuntime"], path: "Generated/Swift"),

        // Test-only helpers (golden files, the repository root), shared by the test targets.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The Swift generated from the valid test fixtures (hostile strings, keywords, deep nesting), compiled.
        .target(name: "GeneratedFixtures", dependencies: ["SettingsRuntime"], path: "Tests/GeneratedFixtures"),

        .testTarget(name: "SettingsCompilerTests", dependencies: ["SettingsCompiler", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "SettingsBackendsTests", dependencies: ["SettingsBackends", "SettingsCompiler", "TestSupport"]),
        .testTarget(name: "SettingsRuntimeTests", dependencies: ["SettingsRuntime"]),
        .testTarget(name: "SettingsCLITests", dependencies: ["SettingsCLI", "SettingsCompiler", "SettingsBackends", "settingsc"]),
        .testTarget(name: "GeneratedSettingsTests", dependencies: ["GeneratedSettings", "GeneratedFixtures", "SettingsRuntime"]),
        // The editor JSON Schema and the values schema backend, checked with check-jsonschema (issue 5; docs/tooling.md).
        .testTarget(
            name: "ToolingTests",
            dependencies: ["SettingsCLI", "SettingsBackends", "SettingsCompiler", "GeneratedSettings", "SettingsRuntime", "TestSupport"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
