import SettingsBackends
import SettingsCompiler
import Testing
import TestSupport

/// Issue 33: the App Intents and Settings window backends. Their files for Schemas/ are checked in Generated/Swift
/// (compiled by GeneratedSettings on Linux, and on iOS 17 / macOS 14 by `make test-apple-sdk`), those of the valid
/// fixtures (keyword names) in Tests/GeneratedFixtures; which settings get intents follows `intents:` down the tree.
@Suite struct IntentsAndWindowBackendTests {
    @Test(arguments: exampleSchemas)
    func generatedFilesAreCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        for file in AppIntentsBackend().render(ir) + SettingsWindowBackend().render(ir) {
            try assertGolden(file.contents, path: "Generated/Swift/\(file.path)")
        }
    }

    @Test(arguments: validFixtures)
    func generatedFixtureFilesAreCurrent(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        for file in AppIntentsBackend().render(ir) + SettingsWindowBackend().render(ir) {
            try assertGolden(file.contents, path: "Tests/GeneratedFixtures/\(file.path)")
        }
    }

    func compiled(_ text: String) throws -> SchemaIR {
        var collector = DiagnosticCollector()
        let ir = Compiler.compile(SourceFile(path: "t.settings.yaml", text: text), diagnostics: &collector)
        #expect(!collector.sorted.contains { $0.severity == .error }, "\(collector.sorted.map(\.message))")
        return try #require(ir)
    }

    /// A section's `intents: true` reaches its settings and subsections' unless they say false; types an intent
    /// cannot take, `skip` and nothing marked are left out.
    @Test func intentsFollowTheTreeAndTheTypes() throws {
        let ir = try compiled("""
            settings: T
            view: TView
            enums:
              Mode: [fast, slow]
            sections:
              a:
                intents: true
                settings:
                  flag: true
                  count: {type: int, default: 3, range: 1...9}
                  ratio: {type: float, default: 0.5, range: 0.1...0.9}
                  mode: {type: Mode, default: fast}
                  link: {type: url?}
                  names: {type: "[string]", default: []}
                  hidden: {type: bool, default: true, skip: true}
                  out: {type: bool, default: true, intents: false}
                sections:
                  inner:
                    settings:
                      label: ""
                  quiet:
                    intents: false
                    settings:
                      loud: {type: bool, default: true, intents: true}
                      soft: true
              b:
                settings:
                  other: true
            """)
        let text = try #require(AppIntentsBackend().render(ir).first).contents
        func has(_ name: String) -> Bool { text.contains("public struct \(name): AppIntents.AppIntent {") }
        for name in ["SetAFlag", "ToggleAFlag", "GetAFlag", "SetACount", "SetARatio", "SetAMode", "SetInnerLabel", "SetQuietLoud"] {
            #expect(has(name), "\(name)")
        }
        for name in ["SetALink", "SetANames", "SetAHidden", "SetAOut", "SetQuietSoft", "SetBOther", "ToggleACount"] {
            #expect(!has(name), "\(name)")
        }
        #expect(text.contains("@Parameter(title: \"Count\", inclusiveRange: (1, 9))"))
        #expect(text.contains("@Parameter(title: \"Ratio\", inclusiveRange: (0.1, 0.9))"))
        #expect(text.contains("extension T.Mode: AppIntents.AppEnum {"))
        // Open settings: every section, and the marked settings.
        #expect(text.contains("case b = \"b\""))
        #expect(text.contains("case aCount = \"a.count\""))
        #expect(!text.contains("case bOther"))
        // No `settingsWindow:`: no window.
        #expect(SettingsWindowBackend().render(ir).isEmpty)
        #expect(SettingsWindowBackend().nothingToWrite(for: ir) == "the schema does not say `settingsWindow: true`")
    }

    /// `settingsWindow: {tabs:}`: the listed sections, in the listed order; the others are no tabs.
    @Test func declaredTabsInTheirOrder() throws {
        let sections = ["a", "b", "c"].map { "  \($0):\n    settings:\n      \($0)Flag: true" }.joined(separator: "\n")
        let ir = try compiled("settings: T\nview: TView\nsettingsWindow: {tabs: [c, a]}\nsections:\n\(sections)\n")
        #expect(ir.settingsWindowTabs == ["c", "a"])
        let text = try #require(SettingsWindowBackend().render(ir).first).contents
        let cases = text.split(separator: "\n").filter { $0.contains("case ") && $0.contains(" = \"") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cases == ["case c = \"c\"", "case a = \"a\""])
        #expect(text.contains("?? .c\n"), "the first declared tab is the one shown first")
        #expect(!text.contains("host.bContent()"))
        // `true`: every top-level section, in schema order.
        let all = try compiled("settings: T\nview: TView\nsettingsWindow: true\nsections:\n\(sections)\n")
        #expect(all.settingsWindowTabs == nil)
        #expect(try #require(SettingsWindowBackend().render(all).first).contents.contains("case a = \"a\"\n        case b = \"b\"\n        case c = \"c\""))
    }

    /// `intentPhrases:` replace the derived phrases, escaped, `{app}` and `{value}` as App Shortcuts write them; the
    /// settings that write phrases come first among the nine App Shortcuts of settings.
    @Test func intentPhrasesReplaceTheDerivedOnes() throws {
        let flags = (1...10).map { "      f\($0): true" }.joined(separator: "\n")
        let ir = try compiled(#"""
            settings: T
            enums:
              Mode: [fast, slow]
            sections:
              a:
                intents: true
                settings:
            \#(flags)
                  mode: {type: Mode, default: fast, intentPhrases: ['Run {app} "{value}" \ now', "Go {value} in {app}, {x y}"]}
            """#)
        let text = try #require(AppIntentsBackend().render(ir).first).contents
        #expect(text.contains(#"phrases: ["Run \(.applicationName) \"\(\.$value)\" \\ now", "Go \(\.$value) in \(.applicationName), {x y}"],"#), "\(text)")
        // Ten App Shortcuts: "Open settings", the setting with phrases, then eight of the ten flags.
        #expect(text.components(separatedBy: "AppIntents.AppShortcut(").count - 1 == AppIntentsBackend.maximumShortcuts)
        let shortcuts = try #require(text.components(separatedBy: "AppShortcutsProvider").last)
        #expect(shortcuts.contains("SetAMode()"))
        #expect(shortcuts.contains("ToggleAF8()") && !shortcuts.contains("ToggleAF9()"))
        #expect(shortcuts.range(of: "SetAMode()")!.lowerBound < shortcuts.range(of: "ToggleAF1()")!.lowerBound)
    }

    /// With `localization:` (the localized fixture), every title of the intents is a `LocalizedStringResource` of a
    /// key of the schema's table, and the string catalog has each key with its text; `keys:` overrides are honoured.
    @Test func localizedIntentsTakeTheirTitlesFromTheCatalog() throws {
        let ir = try compileRepositorySchema("Tests/SettingsCompilerTests/Fixtures/valid/localized.settings.yaml")
        let intents = try #require(AppIntentsBackend().render(ir).first).contents
        let catalog = try #require(StringCatalogBackend().render(ir).first).contents
        let keys = intents.components(separatedBy: "Foundation.LocalizedStringResource(\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(keys.count > 30)
        #expect(intents.components(separatedBy: "table: \"LocalizedStrings\")").count - 1 == keys.count)
        for key in Set(keys) { #expect(catalog.contains("\"\(key)\" : {"), "\(key) is not in the catalog") }
        #expect(keys.contains("enabledTitle") && keys.contains("speed.fast"), "the keys `keys:` gives")
        // No title is left a literal.
        #expect(!intents.contains("Foundation.LocalizedStringResource { \""))
        #expect(!intents.contains("shortTitle: \""))
        #expect(!intents.contains("@Parameter(title: \""))
        // The catalog's text is the generated default value, escaped alike.
        #expect(intents.contains(#"Foundation.LocalizedStringResource("general.advanced.level.intentParameter", defaultValue: "Level (steps)", table: "LocalizedStrings")"#))
        #expect(intents.contains(#"defaultValue: "Sets Enabled in Réglages \"beta\".""#))
        let localization = try #require(ir.localization)
        // Every intents' text of the catalog is read by the file: no entry translators fill in for nothing.
        let intentKeys = Set(IntentTexts.localizable(ir).map { localization.key(for: $0.key) })
        #expect(intentKeys.subtracting(keys).isEmpty, "\(intentKeys.subtracting(keys).sorted())")
        #expect(localization.texts.contains { $0.key == "intents.openSettings" && $0.source == "Open Réglages \"beta\" settings" })
        // Phrases stay literals: App Shortcuts translate them in the app's AppShortcuts.xcstrings.
        #expect(intents.contains("phrases: [\"Toggle Enabled in \\(.applicationName)\""))
    }

    @Test func nothingMarkedNoFile() throws {
        let ir = try compiled("settings: T\nsections:\n  a:\n    settings:\n      flag: true\n")
        #expect(AppIntentsBackend().render(ir).isEmpty)
        #expect(AppIntentsBackend().nothingToWrite(for: ir) != nil)
    }

    /// More tabs than a view builder takes: one `ForEach`, each tab in the state's switches.
    @Test func manyTabsAreOneForEach() throws {
        let sections = (0..<12).map { "  s\($0):\n    settings:\n      flag\($0): true" }.joined(separator: "\n")
        let ir = try compiled("settings: T\nview: TView\nsettingsWindow: true\nsections:\n\(sections)\n")
        let text = try #require(SettingsWindowBackend().render(ir).first).contents
        #expect(text.components(separatedBy: "SwiftUI.ForEach(").count == 2)
        #expect(text.contains("case s11 = \"s11\""))
        #expect(text.contains("case .s11: return SwiftUI.AnyView(host.s11Content())"))
    }
}
