import SettingsCompiler
import SettingsRuntime

/// The schema's `export:` policies in the generated form file: `extension Root: SettingsExportDescribed` with a
/// table of the settings that give one, by form id. Nothing for a schema without `export:` (every setting then has
/// the standard policy, which the runtime derives from `secure:`).
enum SettingsExportTable {
    static func lines(for schema: SchemaIR) -> [String] {
        var entries: [(id: String, policy: SettingsExportPolicy)] = []
        func walk(_ section: SectionIR) {
            for setting in section.settings { if let policy = setting.exportPolicy { entries.append((setting.id, policy)) } }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        guard !entries.isEmpty else { return [] }
        let root = schema.rootTypeName
        var lines = [
            "",
            "extension \(root): SettingsRuntime.SettingsExportDescribed {",
            "    /// The schema's `export:` of each setting that gives one, by form id; the others export unless `secure`.",
            "    public static let settingsExportPolicies: [Swift.String: SettingsRuntime.SettingsExportPolicy] = [",
        ]
        for entry in entries {
            lines.append("        \(SwiftEscaping.stringLiteral(entry.id)): .\(Self.caseName(entry.policy)),")
        }
        lines += ["    ]", "}"]
        return lines
    }

    static func caseName(_ policy: SettingsExportPolicy) -> String {
        switch policy {
        case .always: "always"
        case .never: "never"
        case .deviceOnly: "deviceOnly"
        }
    }
}
