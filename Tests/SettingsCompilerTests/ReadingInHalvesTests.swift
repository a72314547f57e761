import Foundation
import Testing
import TestSupport
@testable import SettingsCompiler

// Reading a large schema in two halves, one per core (issue 32): the document must be the one a single read gives,
// record for record, and the diagnostics the same; where the halves do not fit, the file is read whole.

private struct Read {
    var document: YAMLDocument?
    var diagnostics: [Diagnostic]
}

private func read(_ text: String, _ halves: YAMLReader.Halves, path: String = "h.yaml") -> Read {
    var collector = DiagnosticCollector()
    let document = YAMLReader.readDocument(SourceFile(path: path, text: text), diagnostics: &collector, halves: halves)
    return Read(document: document, diagnostics: collector.diagnostics)
}

private func halves(_ text: String, at cut: Int? = nil, limits: ReaderLimits = .default) -> YAMLDocument? {
    let file = SourceFile(path: "h.yaml", text: text)
    return file.bytes.withUnsafeBufferPointer { YAMLReader.readInHalves(file, $0, limits: limits, always: true, at: cut) }
}

/// The byte offset of the last line that starts with `prefix`.
private func lineOffset(_ prefix: String, in text: String) -> Int? {
    let bytes = Array(text.utf8), wanted = Array(prefix.utf8)
    var found: Int? = nil
    for start in bytes.indices where (start == 0 || bytes[start - 1] == 0x0A) && bytes[start...].starts(with: wanted) {
        found = start
    }
    return found
}

/// Reads `text` in halves (cut at `cut`, by default where `cut(in:)` says; required to be possible when `halved`)
/// and whole, and checks they agree.
private func expectSameRead(
    _ text: String, halved: Bool? = nil, at cut: Int? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let inHalves = halves(text, at: cut)
    if let halved {
        #expect((inHalves != nil) == halved, "read in halves: \(inHalves != nil)", sourceLocation: sourceLocation)
    }
    let whole = read(text, .never)
    let automatic = read(text, .always)
    #expect(whole.diagnostics == automatic.diagnostics, sourceLocation: sourceLocation)
    switch (whole.document, automatic.document, inHalves) {
    case (nil, nil, nil): break
    case (let a?, let b?, let c):
        if let difference = a.difference(from: b) { Issue.record("\(difference)", sourceLocation: sourceLocation) }
        if let c, let difference = a.difference(from: c) { Issue.record("halves: \(difference)", sourceLocation: sourceLocation) }
    default:
        Issue.record("one read gave a document, the other none", sourceLocation: sourceLocation)
    }
}

/// A schema shaped as `bench/gen.py` writes them (enums first, then `sections:` holding most of the file), with the
/// texts a real one has: quoted strings, block scalars, flow mappings, comments, non-ASCII text, lists.
private func schema(sections: Int, lineBreak: String = "\n", lastValue: String? = nil) -> String {
    var lines = ["# A schema read in halves.", "settings: HalvesSettings", "title: Halves", "enums:"]
    lines += ["  Mode:", "    automatic: {title: Automatic, description: \"Runs \\\"automatically\\\".\"}", "    manual: {title: Manual}"]
    lines.append("sections:")
    for section in 0..<sections {
        lines += ["  section\(section):", "    title: Section \(section) — Größe", "    settings:"]
        for setting in 0..<6 {
            let name = "s\(section)x\(setting)"
            switch setting % 6 {
            case 0: lines += ["      \(name):", "        type: bool", "        default: true", "        title: 'Flag ''\(setting)'''"]
            case 1: lines += ["      \(name): {type: int, default: 3, range: 0...10}"]
            case 2: lines += ["      \(name):", "        type: string", "        default: \"a\\tb\"", "        description: |",
                              "          Line one of \(name),", "          line two.", ""]
            case 3: lines += ["      \(name):", "        type: Mode", "        default: manual", "        keywords: [a, b, c]",
                              "        # a comment at column 8", "# a comment at column 0"]
            case 4: lines += ["      \(name):", "        type: double", "        default: 0.5", "        description: >",
                              "          Folded text", "          over lines."]
            default: lines += ["      \(name):", "        type: string?", "        tags:", "        - one", "        - two"]
            }
        }
    }
    if let lastValue { lines.append(lastValue) }
    return lines.joined(separator: lineBreak) + lineBreak
}

/// Every schema of the repository and every schema fixture of the compiler's tests (YAML and JSON), by path.
private func schemasAndFixtures() throws -> [String] {
    var paths = try files(in: "Schemas", endingWith: [".yaml", ".json"])
    let fixtures = repositoryRoot.appendingPathComponent("Tests/SettingsCompilerTests/Fixtures")
    let enumerator = try #require(FileManager.default.enumerator(atPath: fixtures.path))
    for case let name as String in enumerator where name.hasSuffix(".yaml") || name.hasSuffix(".json") {
        paths.append("Tests/SettingsCompilerTests/Fixtures/" + name)
    }
    return paths.sorted()
}

@Suite struct ReadingInHalvesTests {
    @Test func aBenchmarkShapedSchemaIsReadInHalvesAsOneReadReadsIt() {
        expectSameRead(schema(sections: 40), halved: true)
        expectSameRead(schema(sections: 40, lineBreak: "\r\n"), halved: true)
        expectSameRead(schema(sections: 3), halved: true)
    }

    @Test func theCutIsAKeyAtColumnTwoNearTheMiddleAfterTheLastRootKey() throws {
        let text = schema(sections: 40)
        let bytes = Array(text.utf8)
        let cut = try #require(bytes.withUnsafeBufferPointer { YAMLReader.cut(in: $0) })
        #expect(cut >= bytes.count / 20 * 9 && cut < bytes.count / 2 + 400)
        #expect(bytes[cut - 1] == 0x0A && bytes[cut] == 0x20 && bytes[cut + 1] == 0x20 && bytes[cut + 2] != 0x20)
        #expect(String(decoding: bytes[cut...].prefix(9), as: UTF8.self) == "  section")
        // A root key after the middle: the cut comes after it, or there is none.
        let late = text + "view: HalvesView\n"
        #expect(Array(late.utf8).withUnsafeBufferPointer { YAMLReader.cut(in: $0) } == nil)
        #expect(Array("a: 1\n".utf8).withUnsafeBufferPointer { YAMLReader.cut(in: $0) } == nil)
    }

    @Test func theRepositorySchemasAndFixturesReadTheSameEitherWay() throws {
        let paths = try schemasAndFixtures()
        #expect(paths.count > 100)
        var halved = 0
        for path in paths {
            let bytes = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path).bytes
            let text = String(decoding: bytes, as: UTF8.self)
            expectSameRead(text)
            if path.hasPrefix("Schemas/"), halves(text) != nil { halved += 1 }
        }
        // Six of the nine end with `sections:` holding a key at column 2 past the middle (Beta's one section spans
        // it, Environment ends with `presets:`, Onboarding is JSON): those are read in halves when asked to.
        #expect(halved == 6)
    }

    /// What ends at the cut: collections and empty values are marked, in the whole file, at the cut line's first key
    /// (column 3), not at column 1 as at the end of the part; block scalars (kept line breaks too) at column 1.
    @Test func whatEndsAtTheCutEndsWhereTheWholeReadEndsIt() {
        let endings = [
            "        note: |+\n          kept\n\n\n",
            "        note: >-\n          folded\n# comment\n",
            "        ? explicit\n",
            "        note: |\n",
            "        note: >\n\n",
            "        list:\n        - a\n        -\n",
            "        deep:\n          deeper:\n            deepest: [1, 2]\n",
            "        empty:\n",
            "        quoted: \"two\n          lines\"\n",
        ]
        for ending in endings {
            var text = "settings: S\nsections:\n  first:\n    settings:\n      one:\n" + ending
            text += "  second:\n    title: Second\n  third: {a: 1}\n"
            expectSameRead(text, halved: true, at: lineOffset("  second", in: text))
        }
    }

    @Test func aPartThatDoesNotFitIsReadWhole() throws {
        let cases: [(String, String)] = [
            ("a key named before the cut again after it", "settings: S\nsections:\n  second: {}\n  first:\n    a: 1\n  second:\n    b: 1\n"),
            ("an alias after the cut to an anchor before it", "settings: S\nsections:\n  first: &a {x: 1}\n  second: *a\n"),
            ("an anchor after the cut", "settings: S\nsections:\n  first: {x: 1}\n  second: &b {x: 2}\n"),
            ("a flow mapping at the root", "{settings: S, sections: {\n  first: 1,\n  second: 2}}\n"),
            ("a quoted scalar open across the cut", "settings: S\nsections:\n  first: \"open\n  second: still\"\n"),
            ("a flow list open across the cut", "settings: S\nsections:\n  first: [1,\n  second, 2]\n"),
            ("a list at column 2", "settings: S\nsections:\n  - a\n  - b\n  second: 1\n"),
            ("a mapping at column 4 under the last root key", "settings: S\nsections:\n    first: 1\n  second: 1\n"),
            ("a block scalar as the last root value", "settings: S\nnotes: |\n  first: 1\n  second: 2\n"),
            ("an error after the cut", "settings: S\nsections:\n  first: 1\n  second: [\n"),
            ("an error before the cut", "settings: S\nsections:\n  first: {a: 1\n  second: 1\n"),
            ("a tab after the cut", "settings: S\nsections:\n  first: 1\n  second:\n\tx: 1\n"),
            ("a root key after the cut", "settings: S\nsections:\n  first: 1\n  second: 1\nview: V\n"),
            ("a second document", "settings: S\nsections:\n  first: 1\n  second: 1\n---\nx: 1\n"),
            ("an invisible character after the cut", "settings: S\nsections:\n  first: a\n  second: \"b\u{202E}c\"\n"),
            ("an unsupported tag after the cut", "settings: S\nsections:\n  first: a\n  second: !custom b\n"),
        ]
        for (what, text) in cases {
            let cut = try #require(lineOffset("  second", in: text), "\(what)")
            #expect(halves(text, at: cut) == nil, "\(what)")
            expectSameRead(text, at: cut)
        }
        // Blank lines after the cut: in the whole file they belong to the block scalar before it, which keeps them.
        let blank = "settings: S\nsections:\n  first:\n    note: |+\n      kept\n\n\n  second: 1\n"
        let beforeBlank = try #require(lineOffset("", in: String(blank.prefix(blank.count - 13))))
        #expect(halves(blank, at: beforeBlank) == nil)
        expectSameRead(blank, at: beforeBlank)
        // The same shape without the problem is read in halves: the refusals above are the problems'.
        let fitting = "settings: S\nsections:\n  first: {x: 1}\n  second: {x: 2}\n"
        expectSameRead(fitting, halved: true, at: lineOffset("  second", in: fitting))
    }

    @Test func limitsCountTheWholeFile() throws {
        let text = schema(sections: 10)
        let whole = try #require(read(text, .never).document)
        var limits = ReaderLimits()
        limits.maxNodes = whole.recordCount - 1
        #expect(halves(text, limits: limits) == nil)
        limits.maxNodes = whole.recordCount
        #expect(halves(text, limits: limits) != nil)
        // Depth: the second part is one level deeper in the file than on its own.
        let deep = "settings: S\nsections:\n  first: 1\n  second:\n    a:\n      b: 1\n"
        let cut = lineOffset("  second", in: deep)
        var shallow = ReaderLimits()
        shallow.maxDepth = 3
        #expect(halves(deep, at: cut, limits: shallow) == nil)
        shallow.maxDepth = 4
        #expect(halves(deep, at: cut, limits: shallow) != nil)
    }

    /// The fuzzer's check (FuzzCheck runs it on every input): nil for every file of the repository, and it finds a
    /// merge that is not the whole read's.
    @Test func theFuzzersCheckPassesOnTheRepositoryAndSeesADifference() throws {
        let paths = try schemasAndFixtures()
        for path in paths {
            let bytes = try SourceFile.load(path: repositoryRoot.appendingPathComponent(path).path).bytes
            // Every line start a cut (the first version of the merge failed this for a cut before a blank line).
            #expect(YAMLReader.differenceReadingInHalves(SourceFile(path: path, bytes: bytes), maximumCuts: 10_000) == nil, "\(path)")
        }
        let a = try #require(read("a: 1\nb: 2\n", .never).document)
        let b = try #require(read("a: 1\nb: 3\n", .never).document)
        #expect(a.difference(from: b) == "text byte 3")
        #expect(a.difference(from: a) == nil)
    }

    /// Every line of a schema taken as the cut in turn: the merge is refused, or gives the whole read's document.
    @Test func everyLineAsTheCutGivesTheSameDocumentOrNone() {
        let text = schema(sections: 2) + "  last:\n    x: \"é\"\n    y: |+\n      kept\n\n"
        let bytes = Array(text.utf8)
        var merged = 0
        for offset in 1..<bytes.count where bytes[offset - 1] == 0x0A {
            expectSameRead(text, at: offset)
            if halves(text, at: offset) != nil { merged += 1 }
        }
        #expect(merged == 2, "the cuts before `  section1` and `  last`, and no other line")
    }
}
