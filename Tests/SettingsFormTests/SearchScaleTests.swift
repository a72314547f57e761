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
        // Up to four words of a text under 64 KB are kept in the value itself, more in an array (SettingsSearchWordBounds).
        "one two three four", "One two three four five", "a b c d e f g h i", String(repeating: "w ", count: 40_000) + "lastword",
        String(repeating: " ", count: 65_530) + "edge crossing", String(repeating: " ", count: 65_536) + "beyond",
    ]

    /// The words of a folded text, split here by scalars as the index's rule says (runs of letters and numbers),
    /// not by the code under test.
    static func referenceWords(_ folded: String) -> [String] {
        var words: [String] = [], current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || [.decimalNumber, .letterNumber, .otherNumber].contains(scalar.properties.generalCategory) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

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
                #expect(searched.text == folded, "\(given.prefix(80).debugDescription)")
                #expect(searched.words == SettingsSearchIndex.words(folded), "\(given.prefix(80).debugDescription)")
                #expect(searched.words == Self.referenceWords(folded), "\(given.prefix(80).debugDescription)")
            }
            // The title's last word finds the entry, wherever the word is.
            if let last = Self.referenceWords(SettingsSearchIndex.fold(original)).last {
                #expect(index.search(last, limit: .max).contains { $0.entry.id == entry.id }, "\(last)")
            }
        }
    }
}

/// A search ranks first and then works out whether each ranked entry is shown from where the index says it is (its
/// section's path and its row), not from a walk over every row (issue 32). The results are compared here with the
/// walk's, written out as it was, for every state of a schema whose sections and rows hide and disable each other
/// (`visibleWhen`, `enabledWhen`, platforms, `skip`, nested sections, rows other than settings), on each platform,
/// with the index of the form itself, an index of a form whose sections are in another order (nothing placed where
/// it says: every entry decided by the walk), and with limits.
@Suite struct SearchVisibilityTests {
    static let schema = """
        settings: Shown
        enums:
          Mode: {auto: Automatic mode, manual: Manual mode}
        sections:
          general:
            title: General mode
            settings:
              a: {type: bool, default: true, title: Alpha mode}
              b: {type: bool, default: false, title: Beta mode, visibleWhen: general.a}
              c: {type: Mode, default: auto, title: Gamma mode, enabledWhen: general.b}
              d: {type: int, default: 1, title: Delta mode, platforms: [macOS]}
              e: {type: int, default: 1, title: Epsilon mode, skip: true}
              help: {link: "https://example.com", title: Help mode, visibleWhen: "!general.a"}
            sections:
              inner:
                title: Inner mode
                visibleWhen: general.b
                enabledWhen: general.a
                settings:
                  f: {type: bool, default: true, title: Phi mode}
                  g: {type: Mode, default: manual, title: Gamma inner mode, visibleWhen: general.c == manual}
                sections:
                  deepest:
                    title: Deepest mode
                    platforms: [iOS]
                    settings:
                      h: {type: bool, default: false, title: Eta mode, enabledWhen: general.inner.f}
          other:
            title: Other mode
            enabledWhen: "!general.a"
            settings:
              i: {type: bool, default: false, title: Iota mode}

        """

    /// The walk over every row, as `SettingsForm.search` decided visibility before it ranked first.
    static func reference(
        _ form: SettingsForm<SettingsJSONValue>, index: SettingsSearchIndex, query: String, root: SettingsJSONValue,
        platform: SettingsPlatform?, limit: Int
    ) -> [SettingsSearchResult] {
        var shown: [String: (visible: Bool, enabled: Bool)] = [:]
        func visit(_ sections: [SettingsFormSection<SettingsJSONValue>], visible: Bool, enabled: Bool) {
            for section in sections {
                let sectionShown = visible && section.isShown(on: platform) && form.holds(section.visibleWhen, in: root)
                let sectionEnabled = enabled && form.holds(section.enabledWhen, in: root)
                shown[section.id] = (sectionShown, sectionEnabled)
                if sectionShown {
                    for row in section.rows {
                        let fields = row.fields
                        if case .setting(let setting) = row, setting.isHidden { continue }
                        guard SettingsPlatform.isShown(fields.platforms, on: platform) else { continue }
                        shown[fields.id] = (form.holds(fields.visibleWhen, in: root), sectionEnabled && form.holds(fields.enabledWhen, in: root))
                    }
                }
                visit(section.sections, visible: sectionShown, enabled: sectionEnabled)
            }
        }
        visit(form.sections, visible: true, enabled: true)
        var results: [SettingsSearchResult] = []
        for var result in index.search(query, limit: Int.max) {
            guard let state = shown[result.entry.targetID], state.visible, shown[result.entry.sectionID]?.visible == true else { continue }
            result.isDisabled = !state.enabled
            results.append(result)
            if results.count == limit { break }
        }
        return results
    }

    @Test func rankedEntriesAreShownAsTheWalkOverEveryRowShowsThem() throws {
        var diagnostics = DiagnosticCollector()
        let ir = try #require(Compiler.compile(SourceFile(path: "shown.settings.yaml", text: Self.schema), diagnostics: &diagnostics))
        let (form, defaults) = SchemaForm.dataForm(ir)
        let own = SettingsSearchIndex(form: form)
        var reordered = form
        reordered.sections.reverse()
        let foreign = SettingsSearchIndex(form: reordered)
        let a = try #require(form.setting(id: "general.a")), b = try #require(form.setting(id: "general.b"))
        let c = try #require(form.setting(id: "general.c")), f = try #require(form.setting(id: "general.inner.f"))
        var compared = 0, hidden = 0, disabled = 0
        for state in 0..<16 {
            var root = defaults
            _ = a.setValue(.bool(state & 1 != 0), in: &root)
            _ = b.setValue(.bool(state & 2 != 0), in: &root)
            _ = c.setValue(.string(state & 4 != 0 ? "manual" : "auto"), in: &root)
            _ = f.setValue(.bool(state & 8 != 0), in: &root)
            for platform in [nil, SettingsPlatform.iOS, .macOS] {
                for query in ["mode", "gamma", "eta", "help", "automatic", "deepest", "phi mod", "iota"] {
                    for (index, limit) in [(own, 50), (own, 3), (foreign, 50)] {
                        let results = form.search(query, index: index, in: root, on: platform, limit: limit)
                        let expected = Self.reference(form, index: index, query: query, root: root, platform: platform, limit: limit)
                        #expect(results == expected, "state \(state), \(platform.map { "\($0)" } ?? "any platform"), '\(query)', limit \(limit)")
                        compared += 1
                        hidden += index.search(query, limit: Int.max).count - results.count
                        disabled += results.filter(\.isDisabled).count
                    }
                }
            }
        }
        // The states hide and disable enough for the comparison to mean something.
        #expect(compared == 16 * 3 * 8 * 3)
        #expect(hidden > 1_000 && disabled > 200, "\(hidden) hidden, \(disabled) disabled")
    }
}
