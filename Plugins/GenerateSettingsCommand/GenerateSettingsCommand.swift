import Foundation
import PackagePlugin

/// A command plugin: `swift package --allow-writing-to-package-directory generate-settings` writes the Swift
/// model of every `*.settings.yaml` / `*.settings.json` found in a target's directory into that target's
/// `Generated/` directory, for code that is checked in (docs/tooling.md#swiftpm-plugins). Its twin
/// `check-settings` (CheckSettingsCommand, the same code) only checks, and needs no permission.
@main
struct GenerateSettingsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SettingsCommand(verb: .generate).perform(context: context, arguments: arguments)
    }
}
