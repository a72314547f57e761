import Foundation
import PackagePlugin

/// A build-tool plugin: generates the Swift model, its form and, for a schema with `view:`, the SwiftUI DSL from
/// every `*.settings.yaml` and `*.settings.json` file of the target it is applied to, at build time, into the
/// plugin's work directory (docs/tooling.md#swiftpm-plugins). It works for SwiftPM targets and, through
/// `XcodeBuildToolPlugin`, for the targets of an Xcode project (docs/tooling.md#in-an-xcode-app-target).
///
/// SwiftPM and Xcode need each command's output files before they run it. The plugin does not read the schema
/// to learn its type names: it runs `settingsc generate --name-after-schema`, which names the files after the
/// schema file (`Shop.settings.yaml` -> `Shop.settings.swift`, `Shop.settings+Form.swift`,
/// `Shop.settings+SettingsDSL.swift`, `Shop.settings+Intents.swift`, `Shop.settings+SettingsWindow.swift`) and always
/// writes all five. So the outputs depend on the file name alone,
/// and a changed schema (its only input, besides settingsc itself) regenerates them.
@main
struct SettingsGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return SchemaFiles.commands(
            for: target.sourceFiles.map(\.url), tool: try context.tool(named: "settingsc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same commands for a target of an Xcode project, whose input files are the schemas added to the target.
/// This code cannot be compiled on Linux, where XcodeProjectPlugin does not exist: `make test-xcode-plugin`
/// type-checks it against a stand-in of that API (Tests/Plugins/XcodeProjectPluginStandIn).
extension SettingsGeneratorPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        SchemaFiles.commands(
            for: target.inputFiles.map(\.url), tool: try context.tool(named: "settingsc").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

enum SchemaFiles {
    /// What `settingsc generate --name-after-schema` writes for a schema, after its stem. SettingsCLI's
    /// `SchemaFileNames.suffixes` lists the same (a test in SettingsCLITests compares the two).
    static let outputSuffixes = [".swift", "+Form.swift", "+SettingsDSL.swift", "+Intents.swift", "+SettingsWindow.swift"]

    /// `Shop.settings` for `Shop.settings.yaml` or `Shop.settings.json`; nil for any other file.
    static func stem(of url: URL) -> String? {
        let name = url.lastPathComponent
        for ending in [".settings.yaml", ".settings.json"] where name.hasSuffix(ending) && name.count > ending.count {
            return String(name.dropLast(ending.count - ".settings".count))
        }
        return nil
    }

    /// One build command per schema among `files`, each writing into a directory of its own.
    static func commands(for files: [URL], tool: URL, workDirectory: URL) -> [Command] {
        var commands: [Command] = []
        var stems: [String: URL] = [:]
        for schema in files.sorted(by: { $0.path < $1.path }) {
            guard let stem = stem(of: schema) else { continue }
            // Swift refuses two files of one name in a module, wherever they are.
            if let earlier = stems[stem] {
                Diagnostics.error("\(schema.path): settingsc plugin: this schema and \(earlier.path) would both generate \(stem).swift; rename one of them")
                continue
            }
            stems[stem] = schema
            let output = workDirectory.appendingPathComponent(schema.lastPathComponent, isDirectory: true)
            let files = outputSuffixes.map { stem + $0 }
            commands.append(.buildCommand(
                displayName: "settingsc: generating \(files.joined(separator: ", ")) from \(schema.lastPathComponent)",
                executable: tool,
                arguments: ["generate", schema.path, "--output", output.path, "--name-after-schema", "--quiet"],
                inputFiles: [schema],
                outputFiles: files.map { output.appendingPathComponent($0) }))
        }
        return commands
    }
}
