import Foundation
import GeneratedFixtures
import GeneratedSettings
import SettingsBackends
import SettingsCLI
import SettingsCompiler
import SettingsRuntime
import Testing
import TestSupport

/// The golden file of a schema's preview: `Tests/SettingsFormTests/Previews/<schema file name>.txt`.
func previewGolden(_ schema: String) -> String {
    "Tests/SettingsFormTests/Previews/\(schema.split(separator: "/").last!).txt"
}

@Suite struct TextRendererTests {
    /// Every screen of every example schema and valid fixture, with default values.
    @Test(arguments: exampleSchemas + validFixtures)
    func previewOfTheDefaults(schema: String) throws {
        let ir = try compileRepositorySchema(schema)
        let (form, defaults) = SchemaForm.dataForm(ir)
        // As `settingsc preview` draws them: inline sections inside their parent's screen, unlisted ones without a row.
        var renderer = SettingsTextRenderer()
        renderer.inlineSectionIDs = SchemaForm.inlineSectionIDs(ir)
        renderer.unlistedSectionIDs = SchemaForm.unlistedSectionIDs(ir)
        try assertGolden(renderer.render(form, value: defaults), path: previewGolden(schema))
    }

    /// `presentation: inline` sections are drawn inside their parent's screen (a `-- Title --` group after its
    /// rows, no `[link]` row, no screen of their own; a screen below one still gets its own), and conditions name
    /// settings and enum cases by title, as the docs do.
    @Test func inlineSectionsAndConditionsInWords() throws {
        let file = SettingsCompiler.SourceFile(path: "Inline.settings.yaml", text: """
            settings: S
            enums:
              Swipe: {none: Nothing, archive: Archive it}
            sections:
              main:
                title: Main
                settings:
                  primary: {type: Swipe, default: archive, title: Primary action}
                  count: {type: int, default: 3, title: Message count}
                sections:
                  extra:
                    presentation: inline
                    title: Extra
                    visibleWhen: primary != none
                    settings:
                      flag: {default: false, title: Loud, enabledWhen: count >= 5 && primary == archive}
                    sections:
                      deep: {title: Deep screen, settings: {z: true}}
                  other: {title: Other, settings: {y: true}}

            """)
        var collector = DiagnosticCollector()
        let ir = try #require(Compiler.compile(file, diagnostics: &collector))
        #expect(!collector.hasErrors)
        let (form, defaults) = SchemaForm.dataForm(ir)
        var renderer = SettingsTextRenderer()
        renderer.inlineSectionIDs = SchemaForm.inlineSectionIDs(ir)
        #expect(renderer.inlineSectionIDs == ["main.extra"])
        let text = renderer.render(form, value: defaults)
        #expect(text == """
            S
            =

            Main
            ----
              Primary action  [picker]        Archive it  options: Nothing, Archive it
              Message count   [number field]  3
              Other           [link]          >

              -- Extra --
              shown when Primary action is not Nothing
              Loud         [toggle]  off  disabled until Message count is at least 5 and Primary action is Archive it
              Deep screen  [link]    >

            Main > Extra > Deep screen
            --------------------------
              Z  [toggle]  on

            Main > Other
            ------------
              Y  [toggle]  on

            """, "\(text)")
    }

    /// The compiled form and the form built from the IR render the same screens.
    @Test func compiledAndDataFormsRenderAlike() throws {
        func same<Root: SettingsModel>(_ form: SettingsForm<Root>, _ schema: String) throws {
            let (dataForm, defaults) = SchemaForm.dataForm(try compileRepositorySchema(schema))
            #expect(SettingsTextRenderer().render(form, value: Root()) == SettingsTextRenderer().render(dataForm, value: defaults), "\(schema)")
        }
        try same(BetaSettings.settingsForm, "Schemas/Beta.settings.yaml")
        try same(DebugMenuSettings.settingsForm, "Schemas/DebugMenu.settings.yaml")
        try same(OnboardingSettings.settingsForm, "Schemas/Onboarding.settings.json")
        try same(UnicodeTextSettings.settingsForm, "Tests/SettingsCompilerTests/Fixtures/valid/unicode-and-escapes-in-text.settings.yaml")
    }

    @Test func currentValuesAreShown() throws {
        var value = BetaSettings()
        value.smoothing.grouped.level = 2.5
        value.smoothing.grouped.prettyCool = false
        value.smoothing.grouped.nickname = "Sam \"the\" tester"
        let form = BetaSettings.settingsForm
        let text = SettingsTextRenderer().render(try #require(form.section(named: "grouped")), value: value, trail: ["Smoothing"])
        #expect(text == """
            Smoothing > Grouped
            -------------------
              header: Shown above the group
              Level        [slider]      2.5                   range 1.0...4.0; step 0.5
              Pretty cool  [toggle]      off
              Nickname     [text field]  "Sam \\"the\\" tester"

            """)
    }

    @Test func hiddenSettingsAreNotShownAndEmptySectionsSaySo() throws {
        let (form, defaults) = SchemaForm.dataForm(try compileRepositorySchema("Schemas/DebugMenu.settings.yaml"))
        let text = SettingsTextRenderer().render(form, value: defaults)
        #expect(!text.contains("Assignment seed"))
        #expect(!text.contains("Launch count"))
        #expect(text.contains("Legacy tip screen"), "deprecated settings are still shown")
    }

    @Test func controlCharactersCannotBreakTheLayout() {
        #expect(SettingsTextRenderer.clean("a\nb\u{1B}[31mc\u{202E}d\u{200D}e") == "a b\\u{1B}[31mc\\u{202E}d\u{200D}e")
    }
}

@Suite struct PreviewCommandTests {
    final class Output: @unchecked Sendable {
        let lock = NSLock()
        var out = "", err = ""
    }

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        let output = Output()
        let environment = CLIEnvironment(
            standardOutput: { text in output.lock.withLock { output.out += text } },
            standardError: { text in output.lock.withLock { output.err += text } })
        let status = CLI.run(arguments, environment: environment)
        return (status, output.out, output.err)
    }

    func path(_ relative: String) -> String { repositoryRoot.appendingPathComponent(relative).path }

    @Test func printsEveryScreen() throws {
        let result = run(["preview", path("Schemas/Beta.settings.yaml")])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        try assertGolden(result.out, path: previewGolden("Beta.settings.yaml"))
    }

    @Test func printsOneSectionByNameOrPath() throws {
        for name in ["smoothing", "grouped", "smoothing.grouped"] {
            let result = run(["preview", path("Schemas/Beta.settings.yaml"), "--section", name])
            #expect(result.status == 0)
            #expect(result.out.contains("Smoothing > Grouped\n-------------------\n"), "\(name)")
            #expect(!result.out.contains("Calculation"))
        }
        let smoothing = run(["preview", path("Schemas/Beta.settings.yaml"), "-s", "smoothing"]).out
        #expect(smoothing.hasPrefix("Smoothing\n---------\n"))
        #expect(smoothing.contains("footer: <injected by smoothingSectionFooter()>"))
    }

    @Test func anUnknownSectionIsAUsageErrorWithASuggestion() {
        let result = run(["preview", path("Schemas/Beta.settings.yaml"), "--section", "smothing"])
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("no section 'smothing'"))
        #expect(result.err.contains("did you mean 'smoothing'?"))
    }

    @Test func anInvalidSchemaPrintsDiagnosticsAndNoScreen() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("preview-\(UUID().uuidString).settings.yaml")
        try "settings: Bad\nsections:\n  a:\n    settings:\n      x: {tpye: int}\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = run(["preview", url.path])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(result.err.contains("[SC1101]"))
    }

    @Test func helpListsPreview() {
        let result = run(["help", "preview"])
        #expect(result.status == 0)
        #expect(result.out.contains("--section"))
    }
}
