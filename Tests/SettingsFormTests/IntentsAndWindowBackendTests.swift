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
