import Testing
@testable import SettingsCompiler

// The reader's arena (issue 32): a document is one buffer of node records, one of children and one of scalar bytes,
// walked in place by the parser through views. The views must answer as the `YAMLNode` tree did, the tree made from
// the arena must be the tree read, and an arena made from a hand-built tree must give that tree back.

private func document(_ text: String) throws -> YAMLDocument {
    var collector = DiagnosticCollector()
    let document = YAMLReader.readDocument(SourceFile(path: "d.yaml", text: text), diagnostics: &collector)
    #expect(collector.diagnostics.isEmpty, "\(collector.diagnostics)")
    return try #require(document)
}

/// The same tree: kinds, ranges, tags, styles, texts and keys, in order.
private func same(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
    guard a.range == b.range, a.tag == b.tag else { return false }
    switch (a.kind, b.kind) {
    case (.scalar(let x), .scalar(let y)): return x == y
    case (.sequence(let x), .sequence(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.mapping(let x), .mapping(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
    default: return false
    }
}

private let sample = """
    name: plain
    quoted: 'single'
    double: "dou\\tble ü"
    block: |
      two
      lines
    folded: >
      one
      line
    tagged: !!str 12
    empty:
    list: [1, two, {three: 3}, [4]]
    anchored: &a {x: 1, y: [2, 3]}
    again: *a
    nested:
      deeper:
        - k: v
          w: ~
    """

@Suite struct YAMLDocumentTests {
    @Test func theTreeOfTheArenaIsTheTreeReadAndAHandBuiltTreeComesBack() throws {
        let doc = try document(sample)
        let tree = doc.tree
        #expect(same(YAMLDocument(tree).tree, tree))
        // What the views say of each top-level value is what the tree says.
        let pairs = try #require(doc.root.mapping)
        let treePairs = try #require(tree.mapping)
        #expect(pairs.count == treePairs.count && pairs.count == 11)
        for (pair, treePair) in zip(pairs, treePairs) {
            #expect(pair.name == treePair.name)
            #expect(pair.key.range == treePair.key.range && pair.value.range == treePair.value.range)
            #expect(pair.value.kindDescription == treePair.value.kindDescription)
            #expect(pair.value.hasTag == treePair.value.hasTag)
            #expect(same(pair.value.materialized, treePair.value))
            #expect(same(pair.materialized.value, treePair.value))
            if let scalar = pair.value.scalar, let treeScalar = treePair.value.scalar {
                #expect(scalar.value == treeScalar.value && scalar.style == treeScalar.style && scalar.isNull == treeScalar.isNull)
            } else {
                #expect(pair.value.scalar == nil && treePair.value.scalar == nil)
            }
            #expect(pair.value.sequence?.count == treePair.value.sequence?.count)
            #expect(pair.value.mapping?.count == treePair.value.mapping?.count)
        }
    }

    @Test func anAliasIsItsAnchorsNodeAndItsTreeSharesIt() throws {
        let doc = try document(sample)
        let pairs = try #require(doc.root.mapping)
        let anchored = try #require(pairs.first { $0.name == "anchored" })
        let again = try #require(pairs.first { $0.name == "again" })
        #expect(anchored.value.index == again.value.index)
        #expect(doc.arena.pointee.hasAliases)
        // The alias keeps the range of its anchor's definition, in the tree as in the reader's tree before the arena.
        let tree = try #require(doc.tree.mapping)
        let treeAgain = try #require(tree.first { $0.name == "again" }?.value)
        #expect(treeAgain.range == anchored.value.range)
        #expect(try document("a: 1\nb: [x]\n").arena.pointee.hasAliases == false)
    }

    @Test func scalarsAreComparedAsBytesAsTheirTextsWere() throws {
        let words = ["true", "True", "TRUE", "false", "False", "FALSE", "yes", "tRue", "null", "Null", "NULL", "~", "nul",
                     "inject", "injects", "release", "cases", "", "é"]
        let doc = try document("[" + words.map { $0.isEmpty ? "''" : $0 }.joined(separator: ", ") + ", '~', 'true']")
        let items = try #require(doc.root.sequence)
        #expect(items.count == words.count + 2)
        for item in items {
            let scalar = try #require(item.scalar)
            let text = scalar.value
            let plain = YAMLScalar(text, style: scalar.style)
            #expect(scalar.isNull == plain.isNull, "\(text)")
            let expected: Bool? = scalar.style != .plain ? nil
                : ["true", "True", "TRUE"].contains(text) ? true : ["false", "False", "FALSE"].contains(text) ? false : nil
            #expect((scalar.style == .plain ? scalar.boolValue : nil) == expected, "\(text)")
            #expect(scalar.is("inject") == (text == "inject"))
            #expect(scalar.is("release") == (text == "release"))
            #expect(Array(scalar.bytes) == Array(text.utf8))
        }
    }

    @Test func aLargeDocumentGrowsItsBuffersAndKeepsEveryNode() throws {
        // Past the buffers' first capacities (1,024 records, 4,096 bytes): every key and value is where it was written.
        let count = 3_000
        let text = (0..<count).map { "key\($0): value number \($0)" }.joined(separator: "\n")
        let doc = try document(text)
        let pairs = try #require(doc.root.mapping)
        #expect(pairs.count == count)
        #expect(doc.recordCount == 2 * count + 1)
        for index in [0, 1, 1_023, 2_047, count - 1] {
            #expect(pairs[index].name == "key\(index)")
            #expect(pairs[index].value.scalar?.value == "value number \(index)")
            #expect(pairs[index].key.location.line == index + 1)
        }
    }
}
