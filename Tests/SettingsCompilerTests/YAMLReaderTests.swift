import Testing
import SettingsCompiler

private func read(_ text: String, limits: ReaderLimits = .default) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    read(bytes: Array(text.utf8), limits: limits)
}

private func read(bytes: [UInt8], limits: ReaderLimits = .default) -> (node: YAMLNode?, diagnostics: [Diagnostic]) {
    var collector = DiagnosticCollector()
    let node = YAMLReader.read(SourceFile(path: "t.yaml", bytes: bytes), limits: limits, diagnostics: &collector)
    return (node, collector.diagnostics)
}

private func value(_ node: YAMLNode?, _ path: String...) -> YAMLNode? {
    var current = node
    for key in path {
        current = current?.mapping?.first { $0.name == key }?.value
    }
    return current
}

@Suite struct YAMLReaderTests {
    @Test func positionsAreOneBasedLinesAndColumns() throws {
        let result = read("a:\n  b: hello\n  list:\n    - x\n    - {k: v}\n")
        #expect(result.diagnostics.isEmpty)
        let b = try #require(value(result.node, "a", "b"))
        #expect(b.scalar?.value == "hello")
        #expect(b.range.start.line == 2)
        #expect(b.range.start.column == 6)
        #expect(b.range.end.column == 11)
        let list = try #require(value(result.node, "a", "list")?.sequence)
        #expect(list.count == 2)
        #expect(list[0].location.line == 4 && list[0].location.column == 7)
        let k = try #require(list[1].mapping?.first)
        #expect(k.key.location.line == 5 && k.key.location.column == 8)
        #expect(k.value.location.column == 11)
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let result = read("é: x\nkey: \"ünïcode\"\nzz: 1\n")
        let zz = try #require(result.node?.mapping?.first { $0.name == "zz" })
        #expect(zz.value.location.column == 5)
        let first = try #require(result.node?.mapping?.first)
        #expect(first.value.location.column == 4)
    }

    @Test func keepsMappingOrderAndScalarStyles() throws {
        let result = read("z: plain\ny: 'single'\nx: \"double\"\nw: |\n  literal\nv: >\n  folded\n")
        let pairs = try #require(result.node?.mapping)
        #expect(pairs.map(\.name) == ["z", "y", "x", "w", "v"])
        #expect(pairs.map { $0.value.scalar?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        #expect(pairs[3].value.scalar?.value == "literal\n")
    }

    @Test func nullScalars() throws {
        let result = read("a:\nb: ~\nc: null\nd: ''\n")
        let pairs = try #require(result.node?.mapping)
        #expect(pairs.map { $0.value.scalar?.isNull } == [true, true, true, false])
    }

    @Test func aliasesExpandToTheAnchoredNode() throws {
        let result = read("base: &b {x: 1, y: 2}\ncopy: *b\n")
        #expect(result.diagnostics.isEmpty)
        let copy = try #require(value(result.node, "copy")?.mapping)
        #expect(copy.map(\.name) == ["x", "y"])
        // A node reached through an alias keeps the position of its definition.
        #expect(copy[0].key.location.line == 1)
    }

    @Test func unknownAliasIsAnError() {
        let result = read("a: *nowhere\n")
        #expect(result.node == nil)
        #expect(result.diagnostics.map(\.code) == [.yamlSyntax])
    }

    @Test func billionLaughsIsRefused() {
        var text = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            text += "a\(level): &a\(level) [\(refs)]\n"
        }
        let result = read(text)
        #expect(result.node == nil)
        #expect(result.diagnostics.map(\.code) == [.aliasExpansionLimit])
        #expect(result.diagnostics.first?.location?.line ?? 0 > 1)
    }

    @Test func duplicateKeysAreReportedAtEveryLevelWithTheFirstDefinition() throws {
        let result = read("a: 1\nb:\n  c: 1\n  c: 2\na: 3\n")
        #expect(result.diagnostics.map(\.code) == [.duplicateKey, .duplicateKey])
        let inner = result.diagnostics[0]
        #expect(inner.location?.line == 4 && inner.location?.column == 3)
        #expect(inner.notes.first?.location?.line == 3)
        #expect(result.diagnostics[1].location?.line == 5)
        // The first definition wins; reading goes on so every duplicate is found.
        #expect(value(result.node, "a")?.scalar?.value == "1")
    }

    @Test func complexKeysAreRefused() {
        let result = read("? {a: 1}\n: x\n")
        #expect(result.diagnostics.map(\.code) == [.complexKey])
    }

    @Test func nestingDepthIsBounded() {
        var limits = ReaderLimits()
        limits.maxDepth = 50
        let deep = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        let result = read(deep, limits: limits)
        #expect(result.node == nil)
        #expect(result.diagnostics.map(\.code) == [.nestingTooDeep])
        let fine = read(String(repeating: "[", count: 40) + String(repeating: "]", count: 40), limits: limits)
        #expect(fine.diagnostics.isEmpty)
    }

    @Test func thousandsDeepNestingDoesNotOverflowTheStack() {
        let deep = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        let result = read(deep)
        #expect(result.diagnostics.map(\.code) == [.nestingTooDeep])
    }

    @Test func nodeCountIsBounded() {
        var limits = ReaderLimits()
        limits.maxNodes = 100
        let result = read("[" + Array(repeating: "1", count: 200).joined(separator: ",") + "]", limits: limits)
        #expect(result.diagnostics.map(\.code) == [.tooManyNodes])
    }

    @Test func scalarLengthIsBounded() {
        var limits = ReaderLimits()
        limits.maxScalarLength = 1000
        let result = read("a: " + String(repeating: "x", count: 1001), limits: limits)
        #expect(result.diagnostics.map(\.code) == [.scalarTooLong])
        #expect(read("a: " + String(repeating: "x", count: 1000), limits: limits).diagnostics.isEmpty)
    }

    @Test func fileSizeIsBounded() {
        var limits = ReaderLimits()
        limits.maxFileSize = 10
        let result = read("a: 12345678901", limits: limits)
        #expect(result.diagnostics.map(\.code) == [.fileTooLarge])
    }

    @Test func syntaxErrorsCarryLibyamlsPosition() throws {
        let result = read("a: b\n  c: d\n")
        #expect(result.node == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.message.contains("mapping values are not allowed"))
        #expect(diagnostic.location?.line == 2 && diagnostic.location?.column == 4)
    }

    @Test func tabIndentationGetsAHint() throws {
        let result = read("a:\n\tb: 1\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.notes.contains { $0.message.contains("tabs") })
    }

    @Test func invalidUTF8IsReportedAtItsLine() throws {
        let result = read(bytes: Array("a: 1\nb: ".utf8) + [0xFF, 0x0A])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.location?.line == 2 && diagnostic.location?.column == 4)
    }

    @Test func nulByteIsNamed() throws {
        let result = read(bytes: Array("a: x".utf8) + [0] + Array("y\n".utf8))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("NUL"))
        #expect(diagnostic.location?.column == 5)
    }

    @Test func byteOrderMarkIsSkippedAndColumnsStayRight() throws {
        let result = read(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))
        #expect(result.diagnostics.isEmpty)
        #expect(result.node?.mapping?.first?.value.location.column == 4)
    }

    @Test func multipleDocumentsAreRefused() {
        let result = read("a: 1\n---\nb: 2\n")
        #expect(result.diagnostics.map(\.code) == [.multipleDocuments])
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func emptyFileIsReported() {
        #expect(read("").diagnostics.map(\.code) == [.emptyDocument])
        #expect(read("# only a comment\n").diagnostics.map(\.code) == [.emptyDocument])
    }

    @Test func standardTagsAreKeptOthersRefused() throws {
        let ok = read("a: !!str 12\n")
        #expect(ok.diagnostics.isEmpty)
        #expect(value(ok.node, "a")?.tag == YAMLScalar.stringTag)
        let bad = read("a: !!python/object:os.system x\n")
        #expect(bad.diagnostics.map(\.code) == [.unsupportedTag])
    }

    @Test func jsonKeepsPositions() throws {
        let result = read("{\n  \"settings\": \"App\",\n  \"n\": [1, 2]\n}\n")
        #expect(result.diagnostics.isEmpty)
        let n = try #require(value(result.node, "n")?.sequence)
        #expect(n[1].location.line == 3 && n[1].location.column == 12)
        #expect(value(result.node, "settings")?.scalar?.style == .doubleQuoted)
    }
}
