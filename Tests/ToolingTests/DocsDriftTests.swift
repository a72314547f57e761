import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// Lists in README.md and docs/*.md that repeat what the tool knows are checked against the tool, so the docs
/// cannot contradict it again (issue 19, item 15): the "allowed keys" of diagnostic transcripts, and the key
/// tables of docs/schema-language.md, for every construct of the language table (Sources/SettingsCompiler/Language):
/// written by hand and checked key for key, or generated from the table between markers.
@Suite struct DocsDriftTests {
    /// README.md and every docs/*.md, by their path relative to the repository.
    static func documents() throws -> [(path: String, text: String)] {
        let docs = repositoryRoot.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try (["README.md"] + names.map { "docs/" + $0 }).map { path in
            (path, try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// A schema with an unknown key `zzz` in every place that has a fixed set of keys.
    static let probe = """
        settings: ProbeSettings
        view: ProbeView
        externalData: ProbeData
        zzz: 1
        localization: {table: Probe, zzz: 1}
        settingsWindow: {tabs: [general], zzz: 1}
        presets: {p: {values: {general.s: 2}, zzz: 1}}
        enums:
          Mode: {cases: [a, b], zzz: 1}
          Kind: {a: {title: A, zzz: 1}, b: B}
        sections:
          general:
            zzz: 1
            settings:
              s: {type: int, default: 1, zzz: 1}
              r: {type: int, default: 1, range: {min: 0, zzz: 1}}
              p: {type: string, default: "", pattern: {regex: ".*", zzz: 1}}
              f: {type: double, default: 1, format: {decimals: 1, zzz: 1}}
              d: {type: int, default: 1, deprecated: {message: gone, zzz: 1}}
              l: {link: "https://example.com", zzz: 1}
              a: {action: doIt, zzz: 1}
              n: {navigate: general, zzz: 1}
              e: {detail: userID, zzz: 1}
              sc: {screen: accounts, zzz: 1}
              t: {text: A line., zzz: 1}
              c: {type: int, default: 1, cascade: [{set: {general.s: 2}, zzz: 1}]}

        """

    /// Every "allowed keys: ..." note settingsc prints for the probe.
    static func allowedKeyNotes() -> Set<String> {
        var collector = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "Probe.settings.yaml", text: probe), diagnostics: &collector)
        return Set(collector.diagnostics.flatMap(\.notes).map(\.message).filter { $0.hasPrefix("allowed keys: ") })
    }

    @Test func everyAllowedKeysListInTheDocsIsOneSettingscPrints() throws {
        let notes = Self.allowedKeyNotes()
        // The probe reaches every construct with an unknown-key report (so this test can fail). A header's
        // `{text: ...}` has none: any other mapping there is SC1214.
        for construct in Construct.allCases where construct != .headerFooterText {
            let keys = construct.keyNames
            #expect(notes.contains("allowed keys: " + keys.joined(separator: ", ")), "the probe does not reach \(construct): \(keys)")
        }
        var checked = 0
        for (path, text) in try Self.documents() {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "note: allowed keys: ") else { continue }
                let note = String(line[line.index(range.lowerBound, offsetBy: "note: ".count)...])
                checked += 1
                #expect(notes.contains(note), """
                    \(path):\(index + 1): settingsc prints no such list of allowed keys: \(note)
                    (it prints: \(notes.sorted().joined(separator: " | ")))
                    """)
            }
        }
        #expect(checked >= 3)
    }

    /// The first table under a heading of docs/schema-language.md whose header row starts with `| key |`: the
    /// keys its first column names (a row may name several: `` `icon`, `color` ``).
    static func keyTable(under heading: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: heading) else { return nil }
        var keys: [String] = []
        var inTable = false
        for line in lines[(start + 1)...] {
            if line.hasPrefix("## ") { break }
            if !inTable {
                if line.hasPrefix("| key |") { inTable = true }
                continue
            }
            guard line.hasPrefix("|") else { break }
            let cell = line.dropFirst().prefix { $0 != "|" }
            if cell.allSatisfy({ $0 == "-" || $0 == " " || $0 == ":" }) { continue }
            for part in cell.split(separator: ",") {
                let word = part.trimmingCharacters(in: .whitespaces)
                if word.hasPrefix("`"), word.hasSuffix("`"), word.count > 2 { keys.append(String(word.dropFirst().dropLast())) }
            }
        }
        return inTable ? keys : nil
    }

    /// The constructs whose key table docs/schema-language.md writes by hand (with links, defaults and advice), by
    /// the heading it is under; every other construct's table is generated.
    static let handWrittenTables: [Construct: String] = [
        .root: "## The top level",
        .section: "## Sections",
        .setting: "## Settings",
        .link: "## Link rows",
        .action: "## Action rows",
        .navigate: "## Navigation rows",
        .detail: "## Detail rows",
        .screen: "## App-screen rows",
        .text: "## Text rows",
    ]

    static func schemaLanguage() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent("docs/schema-language.md"), encoding: .utf8)
    }

    static let blockStart = "<!-- settingsc keys: "
    static let blockEnd = "<!-- /settingsc keys -->"

    /// The text with every generated block's content replaced by the construct's table, and the constructs found.
    static func regenerated(_ text: String) -> (text: String, constructs: [String]) {
        var out: [String] = []
        var constructs: [String] = []
        var skipping = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix(blockStart), line.hasSuffix(" -->") {
                let name = String(line.dropFirst(blockStart.count).dropLast(" -->".count))
                constructs.append(name)
                out.append(line)
                out.append(Construct(rawValue: name)?.markdownKeyTable ?? "unknown construct \(name)")
                skipping = true
            } else if line == blockEnd {
                skipping = false
                out.append(line)
            } else if !skipping {
                out.append(line)
            }
        }
        return (out.joined(separator: "\n"), constructs)
    }

    @Test func everyConstructHasAKeyTable() throws {
        let generated = Self.regenerated(try Self.schemaLanguage()).constructs
        #expect(generated.count == Set(generated).count, "a construct's table is generated twice")
        for construct in Construct.allCases {
            let covered = Self.handWrittenTables[construct] != nil || generated.contains(construct.rawValue)
            #expect(covered, "docs/schema-language.md has no key table of \(construct)")
        }
        #expect(Set(generated).isDisjoint(with: Self.handWrittenTables.keys.map(\.rawValue)))
    }

    /// The generated tables equal what the language table says (SETTINGSC_RECORD=1 rewrites them).
    @Test func generatedKeyTablesAreCurrent() throws {
        try assertGolden(Self.regenerated(try Self.schemaLanguage()).text, path: "docs/schema-language.md")
    }

    @Test(arguments: Array(handWrittenTables.keys).sorted { $0.rawValue < $1.rawValue })
    func schemaLanguageKeyTablesListTheParsersKeys(construct: Construct) throws {
        let heading = try #require(Self.handWrittenTables[construct])
        let keys = construct.keyNames
        let text = try Self.schemaLanguage()
        let documented = try #require(Self.keyTable(under: heading, in: text), "no key table under \(heading)")
        #expect(documented.count == Set(documented).count, "\(heading): a key is listed twice")
        #expect(Set(documented).subtracting(keys).sorted() == [], "\(heading): documented, but the parser does not know them")
        #expect(Set(keys).subtracting(documented).sorted() == [], "\(heading): the parser knows them, but the table lacks them")
    }
}
