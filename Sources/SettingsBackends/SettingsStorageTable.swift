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

    /// The flat layout (`layout: flat`) and secure strings: `extension Root: SettingsFlatDescribed` with each flat
    /// setting's UserDefaults key and encoding, and each secure string's Keychain item (`.secure(service:)`, in the
    /// document layout too), by form id, in form order. Nothing for a schema without either.
    static func flatLines(for schema: SchemaIR) -> [String] {
        var entries: [(id: String, key: SettingsFlatKey)] = []
        func walk(_ section: SectionIR) {
            for setting in section.settings { if let key = setting.flatKey { entries.append((setting.id, key)) } }
            for child in section.sections { walk(child) }
        }
        walk(schema.root)
        guard !entries.isEmpty else { return [] }
        var lines = [
            "",
            "extension \(schema.rootTypeName): SettingsRuntime.SettingsFlatDescribed {",
            "    /// The UserDefaults key and encoding of each setting in the flat layout, and the Keychain item (account and service) of each secure string, by form id.",
            "    public static let settingsFlatKeys: [Swift.String: SettingsRuntime.SettingsFlatKey] = [",
        ]
        for entry in entries {
            lines.append("        \(SwiftEscaping.stringLiteral(entry.id)): SettingsRuntime.SettingsFlatKey(\(SwiftEscaping.stringLiteral(entry.key.key)), \(encoding(entry.key.encoding))),")
        }
        lines += ["    ]", "}"]
        return lines
    }

    /// A flat encoding as a Swift literal; an enum's raw values in case order of their names (deterministic).
    static func encoding(_ encoding: SettingsFlatEncoding) -> String {
        switch encoding {
        case .bool: ".bool"
        case .int: ".int"
        case .double: ".double"
        case .string: ".string"
        case .url: ".url"
        case .date: ".date"
        case .colorHex: ".colorHex"
        case .colorInt: ".colorInt"
        case .json: ".json"
        case .data: ".data"
        case .secure(let service): ".secure(service: \(SwiftEscaping.stringLiteral(service)))"
        case .list(let element): ".list(\(Self.encoding(element)))"
        case .enumeration(let raws):
            raws.isEmpty ? ".enumeration([:])" : ".enumeration([" + raws.keys.sorted().map { name in
                let raw: String = switch raws[name]! {
                case .int(let number): ".int(\(number))"
                case .string(let text): ".string(\(SwiftEscaping.stringLiteral(text)))"
                }
                return "\(SwiftEscaping.stringLiteral(name)): \(raw)"
            }.joined(separator: ", ") + "])"
        }
    }
}
