import Foundation
import PackagePlugin

/// A command plugin: `swift package check-settings` fails when the checked-in code that `generate-settings`
/// writes is out of date, and writes nothing, so it needs no permission (docs/tooling.md#swiftpm-plugins).
/// SettingsCommand.swift is the same file as GenerateSettingsCommand's (a symbolic link).
@main
struct CheckSettingsCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try SettingsCommand(verb: .check).perform(context: context, arguments: arguments)
    }
}
