import SettingsCompiler
import SettingsRuntime

/// The schema's `suite:` and `sync:` in the generated form file: `extension Root: SettingsStorageDescribed` with the
/// place of every setting that does not live in the app's own storage unsynced, by form id. Nothing for a schema
/// without them (every setting is then ``SettingsStorageRoute/local``).
enum SettingsStorageTable {
    static func lines(for schema: SchemaIR) -> [String] {
        var entries: [(id: String, route: StorageRoute)] = []
        func walk(_ section: SectionIR) {
            for setting in section.settings where setting.storage != .local { entries.append((setting.id, setting.storage)) }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        guard !entries.isEmpty else { return [] }
        var lines = [
            "",
            "extension \(schema.rootTypeName): SettingsRuntime.SettingsStorageDescribed {",
            "    /// Where each setting that the schema gives a `suite:` or `sync:` lives, by form id; the others live in the app's own storage.",
            "    public static let settingsStorageRoutes: [Swift.String: SettingsRuntime.SettingsStorageRoute] = [",
        ]
        for entry in entries {
            let suite = entry.route.suite.map { SwiftEscaping.stringLiteral($0) } ?? "nil"
            lines.append("        \(SwiftEscaping.stringLiteral(entry.id)): SettingsRuntime.SettingsStorageRoute(suite: \(suite), synced: \(entry.route.synced)),")
        }
        lines += ["    ]", "}"]
        return lines
    }
}
