// swift-tools-version:6.1
import PackageDescription

// An app-like package that uses settingsc's SwiftPM plugins through a path dependency (docs/tooling.md):
//   ShopSettings       the build-tool plugin generates Shop.settings.swift (ShopSettings), its form and the SwiftUI
//                      DSL from Shop.settings.yaml at build time, and the same from Gift.settings.yaml (flow style)
//                      and Delivery.settings.json
//   CheckedInSettings  `swift package --allow-writing-to-package-directory generate-settings` wrote
//                      Generated/FeatureSettings.swift from Schemas/Feature.settings.json; it is checked in
//   PluginConsumerCheck an executable that uses both models and exits 1 when they do not behave
// `make test-plugins` in the settingsc repository builds it, runs the check and the command plugin.
let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "settingsc", path: "../.."),
    ],
    targets: [
        .target(
            name: "ShopSettings",
            dependencies: [
                .product(name: "SettingsRuntime", package: "settingsc"),
                // The generated SwiftUI DSL uses these on Apple platforms (it is compiled out elsewhere).
                .product(name: "SettingsStore", package: "settingsc"),
                .product(name: "SettingsSwiftUI", package: "settingsc"),
            ],
            plugins: [.plugin(name: "SettingsGeneratorPlugin", package: "settingsc")]),
        .target(
            name: "CheckedInSettings",
            dependencies: [.product(name: "SettingsRuntime", package: "settingsc")],
            exclude: ["Schemas"]),
        .executableTarget(
            name: "PluginConsumerCheck",
            dependencies: ["ShopSettings", "CheckedInSettings", .product(name: "SettingsRuntime", package: "settingsc")]),
    ],
    swiftLanguageModes: [.v6]
)
