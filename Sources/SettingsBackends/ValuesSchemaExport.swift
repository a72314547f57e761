import SettingsCompiler
import SettingsRuntime

/// What the values schema says about export documents (SettingsStore's `exportDocument()`, docs/runtime.md "Export
/// and import"): `$defs/settingsc-export` is the export's envelope, whose `values` are the stored values (`#`), and
/// the description of a setting that is not exported says so.
enum ValuesSchemaExport {
    static let definitionName = "settingsc-export"

    /// The envelope of an export document of this schema.
    static func definition(for schema: SchemaIR) -> (key: String, value: JSONText) {
        (definitionName, .object([
            ("title", .string("Settings export of \(schema.rootTypeName)")),
            ("description", .string(
                "A settings export document (format version 1): the values of the settings explicitly set whose "
                    + "`export:` policy is `always` (never a secure string unless the schema says `export: always`, never "
                    + "`never` or `device-only` settings), laid out as the stored values. Import checks every value "
                    + "with the model's rules and migrates old keys and renamed cases.")),
            ("type", .string("object")),
            ("properties", .object([
                ("format", .object([("const", .string("settingsc-export"))])),
                ("version", .object([("const", .integer(1))])),
                ("schema", .object([("const", .string(schema.rootTypeName))])),
                ("metadata", .object([
                    ("description", .string("What the exporting app adds (`app`, `exportedAt`, ...); text values only.")),
                    ("type", .string("object")),
                    ("additionalProperties", .object([("type", .string("string"))])),
                ])),
                ("values", .object([("$ref", .string("#"))])),
            ])),
            ("required", .array([.string("format"), .string("version"), .string("schema"), .string("values")])),
        ]))
    }

    /// The note for a setting an export leaves out, or nil.
    static func note(for setting: SettingIR) -> String? {
        switch setting.exportPolicy ?? .standard(isSecure: setting.isSecure) {
        case .always: nil
        case .never: "Never in a settings export (`export: never`\(setting.isSecure && setting.exportPolicy == nil ? ", the default of a secure string" : "")); ignored on import."
        case .deviceOnly: "Kept on this device (`export: device-only`): never in a settings export, ignored on import."
        }
    }
}
