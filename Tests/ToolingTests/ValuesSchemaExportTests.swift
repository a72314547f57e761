import Foundation
import GeneratedSettings
import SettingsStore
import Testing

/// The values schema documents the export format (ValuesSchemaExport.swift): the envelope in `$defs`, a note on every
/// setting an export leaves out, and the values of a real export validate against the schema.
@MainActor
@Suite struct ValuesSchemaExportTests {
    static func schema(_ root: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(ValuesSchemaTests.output)/\(root).values.schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func theEnvelopeIsDocumentedAndItsValuesAreTheStoredValues() throws {
        let definitions = try #require(try Self.schema("DebugMenuSettings")["$defs"] as? [String: Any])
        let envelope = try #require(definitions["settingsc-export"] as? [String: Any])
        let properties = try #require(envelope["properties"] as? [String: Any])
        #expect((properties["schema"] as? [String: Any])?["const"] as? String == "DebugMenuSettings")
        #expect((properties["format"] as? [String: Any])?["const"] as? String == SettingsTransfer.format)
        #expect((properties["version"] as? [String: Any])?["const"] as? Int == SettingsTransfer.formatVersion)
        #expect((properties["values"] as? [String: Any])?["$ref"] as? String == "#")
        #expect(envelope["required"] as? [String] == ["format", "version", "schema", "values"])
    }

    @Test func everySettingAnExportLeavesOutSaysSo() throws {
        let root = try Self.schema("DebugMenuSettings")
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        var checked = 0
        for setting in store.form.allSettings {
            var node: Any? = root
            for key in setting.id.split(separator: ".") {
                node = ((node as? [String: Any])?["properties"] as? [String: Any])?[String(key)]
            }
            let description = (node as? [String: Any])?["description"] as? String ?? ""
            #expect(description.contains("settings export") == !setting.exportPolicy.isExported, "\(setting.id)")
            if !setting.exportPolicy.isExported { checked += 1 }
        }
        #expect(checked == 3)
    }

    @Test(.enabled(if: CheckJSONSchema.isConfigured, CheckJSONSchema.skipReason))
    func theValuesOfAnExportValidate() throws {
        let store = SettingsStore(form: DebugMenuSettings.settingsForm)
        store.set(\.environment.requestTimeout, to: 60)
        store.set(\.sharing.testerNote, to: "RIDE-1")
        let export = try #require(try JSONSerialization.jsonObject(with: try store.exportDocument()) as? [String: Any])
        let values = try #require(export["values"])
        let result = try ValuesSchemaTests().check(values, root: "DebugMenuSettings")
        #expect(result.passed, "\(result.output)")
    }
}
