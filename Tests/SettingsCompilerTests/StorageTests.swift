import SettingsCompiler
import SettingsRuntime
import Testing

/// `suite:`, `sync:` and `scope:` (issue 17): inherited downwards, the nearest one winning, into each setting's
/// `storage` and `isDeviceScoped`; each contradiction with its own code; iCloud's limits as warnings.
@Suite struct StorageTests {
    func schema(settings: String, before: String = "") -> String {
        "settings: AppSettings\n\(before)sections:\n  general:\n    settings:\n"
            + settings.split(separator: "\n").map { "      \($0)\n" }.joined()
    }

    func settings(_ ir: SchemaIR) -> [String: SettingIR] {
        var result: [String: SettingIR] = [:]
        func walk(_ section: SectionIR) {
            for setting in section.settings { result[setting.id] = setting }
            section.sections.forEach(walk)
        }
        walk(ir.root)
        return result
    }

    @Test func placesAreInheritedAndTheNearestWins() throws {
        let result = compile("""
            settings: AppSettings
            suite: group.com.example.app
            sections:
              widget:
                settings:
                  city: {type: string, default: Berlin, maxLength: 40}
                  mine: {type: bool, default: false, suite: group.com.example.other}
              synced:
                sync: icloud
                suite: null
                settings:
                  volume: 5
                  here: {type: int, default: 1, scope: device}
                  kept: {type: int, default: 1, sync: none}
                  secret: {type: string, default: "", secure: true, scope: device, maxLength: 8}
                  sharedSecret: {type: string, default: "", secure: true, scope: shared, maxLength: 8}
                sections:
                  local:
                    scope: device
                    settings:
                      name: {type: string, default: "", maxLength: 8}
            """)
        let ir = try #require(result.ir, "\(result.output)")
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        let all = settings(ir)
        #expect(all["widget.city"]?.storage == StorageRoute(suite: "group.com.example.app", synced: false))
        #expect(all["widget.mine"]?.storage == StorageRoute(suite: "group.com.example.other", synced: false))
        // `suite: null` is not written: the schema's suite still applies below it.
        #expect(all["synced.volume"]?.storage == StorageRoute(suite: "group.com.example.app", synced: true))
        #expect(all["synced.here"]?.storage.synced == false)
        #expect(all["synced.here"]?.isDeviceScoped == true)
        #expect(all["synced.here"]?.exportPolicy == .deviceOnly, "scope: device exports as device-only")
        #expect(all["synced.kept"]?.storage.synced == false)
        #expect(all["synced.secret"]?.storage.synced == false)
        #expect(all["synced.sharedSecret"]?.storage.synced == true)
        #expect(all["synced.sharedSecret"]?.isDeviceScoped == false)
        #expect(all["synced.local.name"]?.storage.synced == false)
        #expect(all["synced.local.name"]?.exportPolicy == .deviceOnly)
    }

    @Test func aSchemaWithoutStorageKeysIsUnchanged() throws {
        let result = compile(schema(settings: "a: 1\ntoken: {type: string, default: \"\", secure: true}"))
        let ir = try #require(result.ir)
        #expect(settings(ir).values.allSatisfy { $0.storage == .local })
        #expect(settings(ir)["general.token"]?.exportPolicy == nil, "a secure string keeps its standard policy (never), not device-only")
        #expect(settings(ir)["general.token"]?.isDeviceScoped == true)
    }

    @Test(arguments: [
        ("suite: com.example", "a: 1", "SC1690"),
        ("suite: group.", "a: 1", "SC1690"),
        ("suite: group.com..x", "a: 1", "SC1690"),
        ("suite: \"group.com.exämple\"", "a: 1", "SC1690"),
        ("sync: always", "a: 1", "SC1108"),
        ("scope: phone", "a: 1", "SC1108"),
        ("sync: icloud\nscope: device", "a: 1", "SC1691"),
        ("sync: icloud", "t: {type: string, default: \"\", secure: true, maxLength: 3}", "SC1691"),
        ("sync: icloud", "t: {type: string, default: \"\", secure: true, sync: icloud, maxLength: 3}", "SC1691"),
        ("", "t: {type: int, default: 1, scope: device, export: always}", "SC1692"),
        ("scope: device", "t: {type: int, default: 1, export: always}", "SC1692"),
        ("sync: icloud", "t: \"\"", "SC1694"),
        ("sync: icloud", "t: {type: \"[string]\", default: [], maxItems: 3}", "SC1694"),
        ("sync: icloud", "t: {type: url, default: \"https://a.b\"}", "SC1694"),
        ("sync: icloud", "t: {type: int, default: 1, key: a_persistence_key_that_is_far_too_long_for_icloud_keys_xyz}", "SC1695"),
        ("sync: icloud", "t: {type: string, default: \"\", maxLength: 100000}", "SC1695"),
    ])
    func eachProblemHasItsCode(root: String, settings: String, code: String) {
        let result = compile(schema(settings: settings, before: root.isEmpty ? "" : root + "\n"))
        #expect(codes(result.diagnostics) == [code], "\(result.output)")
    }

    @Test func aDeviceSectionUnderASyncedOneNeedsTheSettingToSay() {
        let text = """
            settings: AppSettings
            sync: icloud
            sections:
              a:
                scope: device
                settings:
                  x: 1
                  y: {type: int, default: 1, scope: device}
                  z: {type: int, default: 1, scope: shared}
            """
        // `scope: device` on the section is itself the explicit override of the schema's sync.
        #expect(codes(compile(text).diagnostics) == [])
        let nested = compile("""
            settings: AppSettings
            scope: device
            sections:
              a:
                sync: icloud
                settings:
                  x: 1
                  y: {type: int, default: 1, scope: device}
                  z: {type: int, default: 1, scope: shared}
            """)
        #expect(codes(nested.diagnostics) == ["SC1691"], "\(nested.output)")
        #expect(nested.diagnostics.first?.message.contains("'x'") == true)
    }

    @Test func aSecureStringThatIsExportedMaySync() throws {
        let result = compile(schema(settings: "p: {type: string, default: \"\", secure: true, export: always, maxLength: 9}", before: "sync: icloud\n"))
        let ir = try #require(result.ir, "\(result.output)")
        #expect(result.diagnostics.isEmpty, "\(result.output)")
        #expect(settings(ir)["general.p"]?.storage.synced == true)
    }

    @Test func settingsAppSettingsShareOnePlace() {
        let result = compile("""
            settings: AppSettings
            sections:
              a:
                suite: group.com.example.app
                settingsApp: true
                settings:
                  x: true
                  y: true
              b:
                settingsApp: true
                settings:
                  z: true
                  w: {type: bool, default: true, suite: group.com.example.app}
            """)
        #expect(codes(result.diagnostics) == ["SC1693"], "\(result.output)")
    }

    @Test func tooManySyncedKeys() {
        let many = (0..<1_025).map { "s\($0): true" }.joined(separator: "\n")
        let result = compile(schema(settings: many, before: "sync: icloud\n"))
        #expect(codes(result.diagnostics) == ["SC1695"])
        #expect(result.diagnostics.first?.message.contains("1025 settings") == true)
    }

    @Test func allowAcceptsTheLimitWarnings() {
        let result = compile(schema(settings: "t: {type: string, default: \"\", allow: [SC1694]}", before: "sync: icloud\n"))
        #expect(result.diagnostics.isEmpty, "\(result.output)")
    }
}
