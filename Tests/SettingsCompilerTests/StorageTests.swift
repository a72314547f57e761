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

    /// Issue 28: `layout: flat` is inherited like the others; each flat setting gets its own key (its `key:` as
    /// written) and the encoding of its type.
    @Test func theFlatLayoutGivesEachSettingItsKeyAndEncoding() throws {
        let result = compile("""
            settings: AppSettings
            layout: flat
            enums:
              Browser:
                inApp: {rawValue: 0}
                safari: {rawValue: 1}
            sections:
              general:
                settings:
                  scale: {type: double, default: 1, key: font_size_scale}
                  browser: {type: Browser, default: inApp, key: preferred_browser}
                  tint: {type: color, default: "#112233", storedAs: int}
                  token: {type: string, default: "", secure: true, key: api_token, keychainService: com.example}
                  tags: {type: "[string]", default: []}
                  note: {type: string?}
              kept:
                layout: document
                settings:
                  draft: ""
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.output)")
        let all = settings(try #require(result.ir))
        #expect(all["general.font_size_scale"]?.flatKey == SettingsFlatKey("font_size_scale", .double))
        #expect(all["general.preferred_browser"]?.flatKey == SettingsFlatKey("preferred_browser", .enumeration(["inApp": .int(0), "safari": .int(1)])))
        #expect(all["general.tint"]?.flatKey == SettingsFlatKey("tint", .colorInt))
        #expect(all["general.api_token"]?.flatKey == SettingsFlatKey("api_token", .secure(service: "com.example")))
        #expect(all["general.tags"]?.flatKey == SettingsFlatKey("tags", .list(.string)))
        #expect(all["general.note"]?.flatKey == SettingsFlatKey("note", .string))
        #expect(all["kept.draft"]?.flatKey == nil)
    }

    @Test func whatAFlatKeyCannotHoldIsRefused() {
        let result = compile("""
            settings: AppSettings
            layout: flat
            enums:
              Half:
                a: {rawValue: 0}
                b: {}
              Mixed:
                x: {rawValue: 1}
                y: {rawValue: "2"}
              Twice:
                p: {rawValue: 1}
                q: {rawValue: 1}
            sections:
              general:
                settingsApp: true
                settings:
                  nick: {type: string?, default: Sam, settingsApp: false}
                  shown: {type: bool, default: true}
                  tint: {type: int, default: 1, storedAs: int, settingsApp: false}
                  synced: {type: bool, default: true, sync: icloud, settingsApp: false}
                  half: {type: Half, default: a, settingsApp: false}
                  mixed: {type: Mixed, default: x, settingsApp: false}
                  twice: {type: Twice, default: p, settingsApp: false}
              other:
                settings:
                  shown: {type: bool, default: false}
            """)
        let codes = result.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue)
        #expect(codes.filter { $0 == "SC1215" }.count == 3, "\(result.output)")
        #expect(codes.filter { $0 == "SC1696" }.count == 4, "\(result.output)")
        #expect(codes.filter { $0 == "SC1697" }.count == 1, "\(result.output)")
        #expect(result.output.contains("'other.shown' and 'general.shown' are in the flat layout with the same key 'shown'"), "\(result.output)")
    }

    /// Issue 28: a secure string of the document layout is kept in the secret store too: its account the dotted
    /// key path, its service `keychainService:` or the schema's `settings:` name. One the schema syncs or shows in
    /// Settings.app stays where the schema sends it; two of one Keychain item are SC1697.
    @Test func aSecureStringOfTheDocumentLayoutGetsAKeychainItem() throws {
        let result = compile("""
            settings: AppSettings
            sections:
              account:
                settings:
                  token: {type: string, default: "", secure: true, key: api_token}
                  code: {type: string?, secure: true, keychainService: com.example}
                  note: {type: string, default: ""}
              shared:
                sync: icloud
                settings:
                  passphrase: {type: string, default: "", secure: true, export: always, maxLength: 10}
              app:
                settingsApp: true
                settings:
                  pin: {type: string, default: "", secure: true}
            """)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.output)")
        let all = settings(try #require(result.ir))
        #expect(all["account.api_token"]?.flatKey == SettingsFlatKey("account.api_token", .secure(service: "AppSettings")))
        #expect(all["account.code"]?.flatKey == SettingsFlatKey("account.code", .secure(service: "com.example")))
        #expect(all["account.note"]?.flatKey == nil)
        #expect(all["shared.passphrase"]?.flatKey == nil, "synced: iCloud, as the schema says")
        #expect(all["app.pin"]?.flatKey == nil, "shown in Settings.app, which reads UserDefaults")

        let clash = compile("""
            settings: AppSettings
            layout: flat
            sections:
              a:
                settings:
                  token: {type: string, default: "", secure: true, key: same, keychainService: s}
              b:
                suite: group.com.example.app
                settings:
                  token: {type: string, default: "", secure: true, key: same, keychainService: s}
              c:
                settings:
                  token: {type: string, default: "", secure: true, key: same, keychainService: t}
            """)
        #expect(codes(clash.diagnostics).filter { $0 == "SC1697" }.count == 1, "\(clash.output)")
        #expect(clash.output.contains("'b.same' and 'a.same' are secure strings kept in the same Keychain item (account 'same', service 's')"), "\(clash.output)")
    }
}
