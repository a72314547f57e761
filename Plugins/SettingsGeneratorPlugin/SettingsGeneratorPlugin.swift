import Foundation
import PackagePlugin

/// A build-tool plugin: generates the Swift model from every `*.settings.yaml` and `*.settings.json` file of the
/// target it is applied to, at build time, into the plugin's work directory (docs/tooling.md#swiftpm-plugins).
///
/// SwiftPM needs to know each command's output file before it runs it. settingsc names the file after the
/// schema's root type (`settings: AppSettings` -> `AppSettings.swift`), so the plugin reads that name from the
/// schema's top-level `settings:` key.
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
            commands.append(.buildCommand(
                displayName: "settingsc: generating \(root).swift from \(schema.lastPathComponent)",
                executable: tool.url,
                arguments: ["generate", schema.path, "--output", output.path, "--backend", "swift", "--quiet"],
                inputFiles: [schema],
                outputFiles: [output.appendingPathComponent("\(root).swift")]))
        }
        return commands
    }
}

enum SchemaFiles {
    static func isSchema(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".settings.yaml") || name.hasSuffix(".settings.json")
    }

    /// The root type name from the top-level `settings:` key: a line `settings: Name` in YAML (optionally quoted,
    /// optionally followed by a comment), or the first `"settings": "Name"` in JSON, where nested `settings` keys
    /// hold mappings, not names.
    static func rootTypeName(of schema: URL) throws -> String? {
        let text = try String(contentsOf: schema, encoding: .utf8)
        let identifier = #"([A-Za-z_][A-Za-z0-9_]*)"#
        let patterns = [
            #"(?m)^settings[ \t]*:[ \t]*["']?"# + identifier + #"["']?[ \t]*(#.*)?$"#,
            #""settings"\s*:\s*""# + identifier + #"""#,
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
