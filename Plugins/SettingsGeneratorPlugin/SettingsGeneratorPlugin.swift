import Foundation
import PackagePlugin

/// A build-tool plugin: generates the Swift model, its form and, for a schema with `view:`, the SwiftUI DSL from
/// every `*.settings.yaml` and `*.settings.json` file of the target it is applied to, at build time, into the
/// plugin's work directory (docs/tooling.md#swiftpm-plugins).
///
/// SwiftPM needs to know each command's output files before it runs it. settingsc names them after the schema's
/// root type (`settings: AppSettings` -> `AppSettings.swift`, `AppSettings+Form.swift`) and its host view
/// (`view: AppSettingsView` -> `AppSettingsView+SettingsDSL.swift`), so the plugin reads those names from the
/// schema's top-level `settings:` and `view:` keys.
@main
struct SettingsGeneratorPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let schemas = target.sourceFiles.map(\.url).filter(SchemaFiles.isSchema).sorted { $0.path < $1.path }
        let tool = try context.tool(named: "settingsc")
        var commands: [Command] = []
        for schema in schemas {
            guard let root = try SchemaFiles.rootTypeName(of: schema) else {
                Diagnostics.error("\(schema.path): settingsc plugin: no top-level `settings: RootTypeName` found; the plugin needs it to name the generated file")
                continue
            }
            // One directory per schema, so two schemas cannot overwrite each other's output.
            let output = context.pluginWorkDirectoryURL.appendingPathComponent(schema.lastPathComponent, isDirectory: true)
            // What `settingsc generate` writes with its default backends: the model, the form, and the DSL of `view:`.
            var files = ["\(root).swift", "\(root)+Form.swift"]
            if let view = try SchemaFiles.topLevelName("view", of: schema) { files.append("\(view)+SettingsDSL.swift") }
            commands.append(.buildCommand(
                displayName: "settingsc: generating \(files.joined(separator: ", ")) from \(schema.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", schema.path, "--output", output.path, "--quiet"],
                inputFiles: [schema],
                outputFiles: files.map { output.appendingPathComponent($0) }))
        }
        return commands
    }
}

enum SchemaFiles {
    static func isSchema(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".settings.yaml") || name.hasSuffix(".settings.json")
    }

    /// The root type name from the top-level `settings:` key.
    static func rootTypeName(of schema: URL) throws -> String? {
        try topLevelName("settings", of: schema)
    }

    /// A type name under a top-level key (`settings`, `view`): a line `key: Name` in YAML (optionally quoted,
    /// optionally followed by a comment), or the first `"key": "Name"` in JSON, where nested `settings` keys hold
    /// mappings, not names (and `view` exists only at the top level).
    static func topLevelName(_ key: String, of schema: URL) throws -> String? {
        let text = try String(contentsOf: schema, encoding: .utf8)
        let identifier = #"([A-Za-z_][A-Za-z0-9_]*)"#
        let patterns = [
            #"(?m)^"# + key + #"[ \t]*:[ \t]*["']?"# + identifier + #"["']?[ \t]*(#.*)?$"#,
            #"""# + key + #""\s*:\s*""# + identifier + #"""#,
        ]
        for pattern in patterns {
            let expression = try NSRegularExpression(pattern: pattern)
            let range = NSRange(text.startIndex..., in: text)
            if let match = expression.firstMatch(in: text, range: range),
               let name = Range(match.range(at: 1), in: text) {
                return String(text[name])
            }
        }
        return nil
    }
}
