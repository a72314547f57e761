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

        .testTarget(name: "SettingsCompilerTests", dependencies: ["SettingsCompiler"]),
        .testTarget(name: "SettingsBackendsTests", dependencies: ["SettingsBackends", "SettingsCompiler"]),
        .testTarget(name: "SettingsRuntimeTests", dependencies: ["SettingsRuntime"]),
        .testTarget(name: "SettingsCLITests", dependencies: ["SettingsCLI"]),
        .testTarget(name: "GeneratedSettingsTests", dependencies: ["GeneratedSettings", "SettingsRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
