import Testing
@testable import SettingsCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The representations under the reader's public API (issue 7): interned paths in `SourceLocation`, inline
// nodes with interned tags, key hashes for duplicate detection, lazily found line starts, one file buffer.

/// Testing has a `SourceLocation` too.
private typealias Location = SettingsCompiler.SourceLocation

private func read(_ text: String, path: String = "compact.yaml") -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    var collector = DiagnosticCollector()
    let node = YAMLReader.read(SourceFile(path: path, text: text), diagnostics: &collector)
    return (node, collector.diagnostics)
}

@Suite struct CompactSourceLocationTests {
    @Test func pathLineAndColumnRoundTrip() {
        var location = Location(file: "Schemas/Äpp.settings.yaml", line: 12, column: 7)
        #expect(location.file == "Schemas/Äpp.settings.yaml")
        #expect(location.line == 12 && location.column == 7)
        #expect(location.description == "Schemas/Äpp.settings.yaml:12:7")
        location.file = "other.yaml"
        location.line = 3
        location.column = 40
        #expect(location.description == "other.yaml:3:40")
    }

    @Test func equalPathsAreEqualLocationsAndHashAlike() {
        let path = String(repeating: "long/path/", count: 5) + "x.yaml"
        let a = Location(file: path, line: 1, column: 2)
        let b = Location(file: String(path), line: 1, column: 2)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != Location(file: path + "x", line: 1, column: 2))
    }

    @Test func orderIsByPathThenLineThenColumn() {
        // Interned in the opposite order of their names: the order must still follow the paths.
        let z = Location(file: "zz-order.yaml", line: 1, column: 1)
        let a = Location(file: "aa-order.yaml", line: 9, column: 9)
        #expect(a < z)
        #expect(!(z < a))
        #expect(Location(file: "aa-order.yaml", line: 2, column: 1) < Location(file: "aa-order.yaml", line: 2, column: 5))
        #expect(Location(file: "aa-order.yaml", line: 1, column: 80) < Location(file: "aa-order.yaml", line: 2, column: 1))
    }

    @Test func rangesArePlainDataOfTwoLocations() {
        // No reference is stored: a location is three 32-bit numbers, a range the file's number and two pairs.
        #expect(MemoryLayout<Location>.size == 12)
        #expect(MemoryLayout<SourceRange>.size == 20)
        let range = SourceRange(start: Location(file: "r.yaml", line: 3, column: 4), end: Location(file: "r.yaml", line: 5, column: 1))
        #expect(range.start == Location(file: "r.yaml", line: 3, column: 4))
        #expect(range.end == Location(file: "r.yaml", line: 5, column: 1))
        var moved = range
        moved.start = Location(file: "s.yaml", line: 1, column: 1)
        moved.end.column = 9
        #expect(moved.start.file == "s.yaml" && moved.end.file == "s.yaml")
        #expect(moved.end.line == 5 && moved.end.column == 9)
        #expect(moved != range)
        #expect(SourceRange(range.start) == SourceRange(start: range.start, end: range.start))
    }

    @Test func hugeNumbersAreClampedNotTrapped() {
        let location = Location(file: "x.yaml", line: Int.max, column: -5)
        #expect(location.line == Int(Int32.max))
        #expect(location.column == -5)
    }
}

@Suite struct CompactReaderTests {
    @Test func crlfLineBreaksCountOnce() throws {
        let result = read("a: 1\r\nbb: two\r\n\r\nccc: [x, y]\r\n")
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.node?.mapping)
        #expect(pairs.map(\.key.location.line) == [1, 2, 4])
        #expect(pairs[1].value.location.column == 5)
        let items = try #require(pairs[2].value.sequence)
        #expect(items[1].location.line == 4 && items[1].location.column == 10)
    }

    @Test func multiByteCharactersAreOneColumnEach() throws {
        // Two-, three- and four-byte UTF-8 characters before the value.
        let result = read("k: \"é€😀\" # note\nnext: [ü, 😀x]\n")
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.node?.mapping)
        #expect(pairs[0].value.range.start.column == 4)
        #expect(pairs[0].value.range.end.column == 9)
        let items = try #require(pairs[1].value.sequence)
        #expect(items[1].location.column == 11)
        #expect(items[1].scalar?.value == "😀x")
    }

    @Test func locationsCarryTheFilePath() throws {
        let result = read("a: 1\n", path: "Schemas/Located.settings.yaml")
        let pair = try #require(result.node?.mapping?.first)
        #expect(pair.value.location.file == "Schemas/Located.settings.yaml")
    }

    @Test func aliasExpandedNodesKeepTheirAnchorsRange() throws {
        let result = read("base: &b {x: 1, y: [2, 3]}\nfirst: *b\nsecond:\n  nested: *b\n")
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.node?.mapping)
        let anchor = pairs[0].value
        for alias in [pairs[1].value, try #require(pairs[2].value.mapping?.first?.value)] {
            #expect(alias.range == anchor.range)
            #expect(alias.location.line == 1 && alias.location.column == 7)
            #expect(alias.mapping?.map(\.name) == ["x", "y"])
            #expect(alias.mapping?[1].value.range == anchor.mapping?[1].value.range)
        }
    }

    @Test func duplicatesAreFoundInLargeMappings() throws {
        // Past the linear search (16 keys) and past a table resize (32 keys): the duplicate is still found,
        // with a note at the first definition.
        var text = ""
        for index in 0..<100 { text += "key\(index): \(index)\n" }
        text += "key77: again\n"
        let result = read(text)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey])
        #expect(result.diagnostics.first?.location?.line == 101)
        #expect(result.diagnostics.first?.notes.first?.location?.line == 78)
        #expect(result.node?.mapping?.count == 100)
    }

    @Test func nestedLargeMappingsKeepTheirOwnKeyIndexes() throws {
        // The reader keeps a key index only for a mapping past 16 keys, on a stack of its own: a large mapping
        // inside a large mapping, then the outer one again, then a second inner one, each finds its own duplicates
        // (and none of the other's) after the inner ones have come and gone.
        var text = ""
        for index in 0..<20 { text += "outer\(index): \(index)\n" }
        text += "inner:\n"
        for index in 0..<40 { text += "  k\(index): \(index)\n" }
        text += "  k3: again\n"  // line 62: a duplicate in the first inner mapping
        text += "  outer5: not a duplicate here\n"
        for index in 20..<30 { text += "outer\(index): \(index)\n" }
        text += "outer7: again\n"  // line 74: a duplicate in the outer mapping, found by its index
        text += "second:\n"
        for index in 0..<20 { text += "  k\(index): \(index)\n" }
        text += "  k30: not a duplicate here\n"
        text += "  k19: again\n"  // line 97
        text += "k3: not a duplicate here\n"
        text += "outer25: again\n"  // line 99, first at line 69
        let result = read(text)
        #expect(result.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey, .duplicateKey, .duplicateKey])
        #expect(result.diagnostics.map { $0.location?.line } == [62, 74, 97, 99])
        #expect(result.diagnostics.map { $0.notes.first?.location?.line } == [25, 8, 95, 69])
        let pairs = try #require(result.node?.mapping)
        #expect(pairs.count == 33)
        #expect(pairs.first { $0.name == "inner" }?.value.mapping?.count == 41)
        #expect(pairs.first { $0.name == "second" }?.value.mapping?.count == 21)
    }

    @Test func duplicateKeysThroughAliasesAreFound() {
        // The alias key `*n` reads as `title`, which the first key already is; it was not hashed from libyaml's
        // bytes (an alias event has none), so its text is hashed instead.
        let result = read("title: 1\nname: &n title\n*n : 2\n")
        let duplicates = result.diagnostics.filter { $0.code == .duplicateKey }
        #expect(duplicates.count == 1)
        // Reported where the alias's node is: at its anchor (line 2), as every alias-expanded node.
        #expect(duplicates.first?.location?.line == 2)
        #expect(duplicates.first?.notes.first?.location?.line == 1)
    }

    @Test func nestedMappingsKeepTheirOwnPairs() throws {
        // Pairs of open mappings share one stack in the reader; each must end with exactly its own.
        let result = read("a: {b: {c: 1, d: 2}, e: [3, {f: 4}], g: 5}\nh: [[6, 7], [], {}]\n")
        #expect(result.diagnostics.isEmpty)
        let pairs = try #require(result.node?.mapping)
        #expect(pairs.map(\.name) == ["a", "h"])
        let a = try #require(pairs[0].value.mapping)
        #expect(a.map(\.name) == ["b", "e", "g"])
        #expect(a[0].value.mapping?.map(\.name) == ["c", "d"])
        #expect(a[1].value.sequence?.count == 2)
        #expect(a[1].value.sequence?[1].mapping?.map(\.name) == ["f"])
        let h = try #require(pairs[1].value.sequence)
        #expect(h.map { $0.sequence?.count ?? $0.mapping?.count ?? -1 } == [2, 0, 0])
    }

    @Test func tagsRoundTripThroughTheTagTable() throws {
        let result = read("a: !!str 12\nb: 12\n")
        let pairs = try #require(result.node?.mapping)
        #expect(pairs[0].value.tag == YAMLScalar.stringTag)
        #expect(pairs[1].value.tag == nil)
        var node = pairs[1].value
        node.tag = "tag:example.com,2026:custom"
        #expect(node.tag == "tag:example.com,2026:custom")
        #expect(pairs[1].value.tag == nil)
        node.tag = nil
        #expect(node.tag == nil)
    }

    @Test func keyHashesOfBytesAndTextAgree() {
        for text in ["", "type", "déjà-vu", "😀 emoji key", String(repeating: "x", count: 300)] {
            var copy = text
            let fromBytes = copy.withUTF8 { KeyIndex.hash($0) }
            #expect(fromBytes == KeyIndex.hash(text))
        }
    }

    @Test func keyIndexConfirmsMatchesBeyondTheHash() {
        // Every key hashes alike: only `matches` tells them apart, in the linear and the table search.
        var index = KeyIndex()
        var hashes: [UInt64] = [99, 99]  // another mapping's keys before this one's
        let base = hashes.count
        for _ in 0..<40 {
            hashes.append(7)
            index.didAppend(to: hashes, from: base)
        }
        #expect(index.position(of: 7, in: hashes, from: base, where: { $0 == 33 }) == 33)
        #expect(index.position(of: 7, in: hashes, from: base, where: { _ in false }) == nil)
        #expect(index.position(of: 8, in: hashes, from: base, where: { _ in true }) == nil)
    }

    @Test func sameKeyComparesBytes() {
        #expect(YAMLPair.sameKey("type", "type"))
        #expect(!YAMLPair.sameKey("type", "typo"))
        #expect(!YAMLPair.sameKey("type", "types"))
        #expect(YAMLPair.sameKey(String(repeating: "é", count: 20), String(repeating: "é", count: 20)))
    }
}

@Suite struct CompactParserTests {
    @Test func knownKeysAfterSixtyFourUnknownOnesAreStillRead() throws {
        // The parser marks known keys in a 64-bit mask, then in a list: a key at position 70 must be found.
        var text = "settings: S\nsections:\n  main:\n    settings:\n      value:\n"
        for index in 0..<70 { text += "        junk\(index): 1\n" }
        text += "        type: int\n        default: 3\n        title: Seventy\n"
        var collector = DiagnosticCollector()
        let node = try #require(YAMLReader.read(SourceFile(path: "p.yaml", text: text), diagnostics: &collector))
        let ast = try #require(SchemaParser.parse(node, file: "p.yaml", diagnostics: &collector))
        let setting = try #require(ast.sections.first?.settings.first)
        #expect(setting.type?.value == "int")
        #expect(setting.title?.value == "Seventy")
        #expect(setting.defaultValue?.scalar?.value == "3")
        #expect(collector.diagnostics.filter { $0.code == .unknownKey }.count == 70)
    }

    @Test func byteScansMatchTheirCharacterBasedEquivalents() {
        for text in ["", "abc", "Abc", "_x", "9a", "é", "Élan", "zeta", "a"] {
            #expect(SwiftNames.startsWithASCIILowercase(text) == (text.first?.isLowercase == true), "\(text)")
        }
        for text in ["", "0..<5", "0...5", "..<", ".<", "..", "a..b<", "1....<2", "é..<ü"] {
            #expect(SwiftNames.containsHalfOpenRange(text) == text.contains("..<"), "\(text)")
        }
    }

    @Test func linkOpenerScanFindsBracketsAnywhere() {
        for (text, expected) in [("", false), ("[", false), ("[[", true), ("a[[", true), ("a[b[c", false), ("[a[[", true),
                                 ("ab[[", true), ("abc[[", true), ("[ [", false), ("é[[x]]", true), ("]]", false)] {
            #expect(DescriptionText.containsLinkOpener(text) == expected, "\(text)")
        }
    }
}

@Suite struct CompactFileTests {
    private func temporaryFile(_ bytes: [UInt8]) -> String {
        var template = Array("/tmp/settingsc-compact-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func loadReadsWholeFilesOfAnySize() throws {
        for size in [0, 1, 65_535, 65_536, 200_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = temporaryFile(bytes)
            defer { unlink(path) }
            let file = try SourceFile.load(path: path)
            #expect(file.bytes == bytes)
        }
    }

    @Test func loadStopsPastTheLimit() throws {
        let path = temporaryFile([UInt8](repeating: 0x61, count: 10_000))
        defer { unlink(path) }
        let file = try SourceFile.load(path: path, limit: 100)
        #expect(file.bytes.count > 100)
        #expect(file.bytes.count <= 10_000)
    }

    @Test func rendererQuotesLinesOfFilesItWasGiven() {
        let file = SourceFile(path: "r.yaml", text: "one\r\ntwo: 2\nthree\n")
        var renderer = DiagnosticRenderer()
        renderer.add(file)
        let diagnostic = Diagnostic(.error, .yamlSyntax, "bad", range: SourceRange(Location(file: "r.yaml", line: 2, column: 6)))
        #expect(renderer.render(diagnostic).contains("two: 2\n     ^"))
        let twice = renderer.render([diagnostic, diagnostic])
        #expect(twice.split(separator: "\n").filter { $0 == "two: 2" }.count == 2)
    }
}
