import Foundation
import SettingsCompiler
import Testing
import TestSupport

/// Lists in README.md and docs/*.md that repeat what the tool knows are checked against the tool, so the docs
/// cannot contradict it again (issue 19, item 15): the "allowed keys" of diagnostic transcripts, and the key
/// tables of docs/schema-language.md.
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

        """

    /// Every "allowed keys: ..." note settingsc prints for the probe.
    static func allowedKeyNotes() -> Set<String> {
        var collector = DiagnosticCollector()
        _ = Compiler.compile(SourceFile(path: "Probe.settings.yaml", text: probe), diagnostics: &collector)
        return Set(collector.diagnostics.flatMap(\.notes).map(\.message).filter { $0.hasPrefix("allowed keys: ") })
    }

    @Test func everyAllowedKeysListInTheDocsIsOneSettingscPrints() throws {
        let notes = Self.allowedKeyNotes()
        // The probe reaches the places whose lists the docs show (so this test can fail).
        for keys in [SchemaParser.rootKeys, SchemaParser.sectionKeys, SchemaParser.settingKeys, SchemaParser.linkKeys] {
            #expect(notes.contains("allowed keys: " + keys.joined(separator: ", ")), "the probe does not reach \(keys)")
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

    @Test(arguments: [
        ("## The top level", SchemaParser.rootKeys),
        ("## Sections", SchemaParser.sectionKeys),
        ("## Settings", SchemaParser.settingKeys),
        ("## Link rows", SchemaParser.linkKeys),
        ("## Action rows", SchemaParser.actionKeys),
        ("## Navigation rows", SchemaParser.navigationKeys),
        ("## Detail rows", SchemaParser.detailKeys),
    ])
    func schemaLanguageKeyTablesListTheParsersKeys(heading: String, keys: [String]) throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/schema-language.md"), encoding: .utf8)
        let documented = try #require(Self.keyTable(under: heading, in: text), "no key table under \(heading)")
        #expect(documented.count == Set(documented).count, "\(heading): a key is listed twice")
        #expect(Set(documented).subtracting(keys).sorted() == [], "\(heading): documented, but the parser does not know them")
        #expect(Set(keys).subtracting(documented).sorted() == [], "\(heading): the parser knows them, but the table lacks them")
    }
}
