import SettingsBackends
import SettingsCompiler
import SettingsRuntime
import Testing

/// Search over a schema of 500 settings (10 sections of 50, with keywords, enums and descriptions), built from the
/// compiled schema as `settingsc preview --search` builds it: every setting is found by its own title, ranked
/// first, and a shared word finds all of them in screen order; each enum case is an entry too. (Speed is `make bench`'s business, not this test's.)
@Suite struct SearchScaleTests {
    static func schema() -> String {
        var text = "settings: BigSettings\nenums:\n  Level: {low: Quiet, high: Loud}\nsections:\n"
        for section in 0..<10 {
            text += "  s\(section):\n    title: Section \(section)\n    settings:\n"
            for setting in 0..<50 {
                let n = section * 50 + setting
                text += "      v\(n): {type: Level, default: low, title: Value number\(n) item, description: Shared text \(n), keywords: [kw\(n)]}\n"
            }
        }
        return text
    }

    @Test func fiveHundredSettingsAreEachFoundFirstByTheirTitle() throws {
        var diagnostics = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "big.settings.yaml", text: Self.schema()), diagnostics: &diagnostics))
        let (form, defaults) = SchemaForm.dataForm(ir)
        #expect(form.allSettings.count == 500)
        let index = SettingsSearchIndex(form: form)
        for n in stride(from: 0, to: 500, by: 7) {
            let results = form.search("number\(n) item", index: index, in: defaults, on: nil)
            #expect(results.first?.entry.id == "s\(n / 50).v\(n)", "number\(n)")
            // A keyword is matched by prefix too (`kw7` also finds `kw70`...): its own setting first.
            #expect(form.search("kw\(n)", index: index, in: defaults, on: nil).first?.entry.id == "s\(n / 50).v\(n)")
        }
        // A word every setting has in its description: all 500, in screen order; the enum titles find them too.
        let shared = index.search("shared", limit: 1_000)
        #expect(shared.count == 500)
        #expect(shared.map(\.entry.id) == form.allSettings.map(\.id))
        // The enum titles find them too: each setting's case "Loud" (an entry of its own, titled so), then each
        // setting by its case's title, both in screen order.
        let loud = index.search("loud", limit: 2_000)
        #expect(loud.count == 1_000)
        #expect(loud.prefix(500).map(\.entry.id) == form.allSettings.map { $0.id + "#high" })
        #expect(loud.prefix(500).allSatisfy { $0.entry.kind == .option && $0.rank == .titlePrefix && $0.entry.title == "Loud" })
        #expect(loud.suffix(500).map(\.entry.id) == form.allSettings.map(\.id))
        #expect(loud.suffix(500).allSatisfy { $0.rank == .option })
    }
}
