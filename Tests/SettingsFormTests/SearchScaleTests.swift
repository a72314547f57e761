import Foundation
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

/// An index keeps each text folded and where its words are (issue 32: no string per word). Whatever the text (ASCII
/// with and without capitals, punctuation, digits, accents, CJK, emoji, empty), the entry's `text` is
/// `SettingsSearchIndex.fold` of it and its `words` are `SettingsSearchIndex.words` of that, as when each was kept.
@Suite struct SearchTextTests {
    static let texts = [
        "Dark mode", "dark mode", "ALL CAPS", "Setting 12", "one-two_three four5", "  spaced  out  ", "x", "",
        "Tab\tand\nnewline", "Zürich café", "Ærøskøbing Straße", "Ĳssel ſ", "e\u{301}clair", "日本語の設定", "音量 Volume",
        "Emoji 🎉 party", "Σίσυφος ΟΔΟΣ", "a.b,c;d:e!f?g", "123 456", "ends with digit9", "The setting number 12, with a long description.",
    ]

    @Test func theIndexKeepsEachTextFoldedWithItsWords() throws {
        var text = "settings: TextSettings\nsections:\n  main:\n    settings:\n"
        for (index, title) in Self.texts.enumerated() where !title.isEmpty {
            let escaped = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\n", with: "\\n")
            text += "      s\(index): {type: bool, default: false, title: \"\(escaped)\", description: \"\(escaped) \(escaped)\"}\n"
        }
        var diagnostics = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "texts.settings.yaml", text: text), diagnostics: &diagnostics))
        let index = SettingsSearchIndex(form: SchemaForm.dataForm(ir).form)
        let settings = index.entries.filter { $0.kind == .setting }
        #expect(settings.count == Self.texts.count - 1)
        for entry in settings {
            let original = Self.texts[try #require(Int(entry.id.split(separator: ".").last!.dropFirst()))]
            for (searched, given) in [(entry.titles.first, original), (entry.descriptions.first, original + " " + original)] {
                let searched = try #require(searched)
                let folded = SettingsSearchIndex.fold(given)
                #expect(searched.text == folded, "\(given.debugDescription)")
                #expect(searched.words == SettingsSearchIndex.words(folded), "\(given.debugDescription)")
            }
        }
    }
}
