#if canImport(Glibc)
import Glibc
#endif
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

    // The parser discards each top-level section and enum once parsed (`YAMLDocument.Discarder`). In debug builds
    // (the tests') the discarded records and children are marked instead of given back, so these tests see exactly
    // what a release build hands to `madvise`, and `Node.record` stops on a discarded node.

    /// The records (node numbers) and children (positions) marked as discarded.
    private func discarded(_ doc: YAMLDocument) -> (records: Set<Int>, children: Set<Int>) {
        let arena = doc.arena.pointee
        let records = Set((0..<doc.recordCount).filter { arena.records[$0].tagID == YAMLDocument.discardedTag })
        var used = 0
        for index in 0..<doc.recordCount where arena.records[index].kind != .scalar {
            let record = arena.records[index]
            used = max(used, Int(record.start) + Int(record.count) * (record.kind == .mapping ? 2 : 1))
        }
        return (records, Set((0..<used).filter { arena.children[$0] == -1 }))
    }

    /// The node numbers of `node` and everything under it.
    private func subtree(_ node: YAMLDocument.Node) -> [Int] {
        var numbers = [Int(node.index)]
        if let pairs = node.mapping {
            for pair in pairs { numbers += subtree(pair.key) + subtree(pair.value) }
        } else if let items = node.sequence {
            for item in items { numbers += subtree(item) }
        }
        return numbers
    }

    @Test func discardingValuesMarksTheirNodesAndChildrenAndNothingElse() throws {
        let doc = try document("""
            title: kept
            sections:
              first: {settings: {a: 1, b: [x, {y: 2}]}}
              second: ~
              third:
                sections:
                  inner: {settings: {c: true}}
              last: {settings: {d: 4}}
            after: [1, 2]
            """)
        let root = try #require(doc.root.mapping)
        let sections = try #require(root[1].value.mapping)
        // Taken before anything is discarded (reading a discarded node stops the test).
        let subtrees = sections.map { subtree($0.value) }
        let keys = sections.map { Int($0.key.index) }
        let lastKey = try #require(sections[3].value.mapping)[0].name
        var discarder = YAMLDocument.Discarder(doc)
        var expected = Set<Int>()
        for index in 0..<(sections.count - 1) {
            discarder.discard(sections[index].value, before: sections[index + 1].key)
            // Everything from the first value up to the next key: values and the keys between them.
            expected.formUnion(subtrees[index])
            if index > 0 { expected.insert(keys[index]) }
            #expect(discarded(doc).records == expected)
        }
        // The last section, the keys of the sections' mapping before the first value, and the rest are read as before.
        #expect(sections[3].name == "last" && lastKey == "settings")
        #expect(try #require(sections[3].value.mapping)[0].name == "settings")
        #expect(root[2].value.sequence?.count == 2 && root[0].value.scalar?.value == "kept")
        #expect(sections[0].name == "first")
        // The children of the discarded sections, and theirs only: the sections' own mapping keeps its children.
        let marked = discarded(doc).children
        let arena = doc.arena.pointee
        var runs = Set<Int>()
        for number in expected where arena.records[number].kind != .scalar {
            let record = arena.records[number]
            runs.formUnion(Int(record.start)..<(Int(record.start) + Int(record.count) * (record.kind == .mapping ? 2 : 1)))
        }
        #expect(marked == runs)
        #expect(!runs.isEmpty)
    }

    @Test func aDocumentWithAliasesIsNotDiscarded() throws {
        let doc = try document("sections:\n  a: &shared {settings: {x: 1}}\n  b: *shared\n  c: {}\n")
        let sections = try #require(doc.root.mapping?[0].value.mapping)
        var discarder = YAMLDocument.Discarder(doc)
        discarder.discard(sections[0].value, before: sections[1].key)
        discarder.discard(sections[1].value, before: sections[2].key)
        #expect(discarded(doc).records.isEmpty && discarded(doc).children.isEmpty)
        #expect(sections[1].value.mapping?[0].name == "settings")
    }

    /// Pages are given back only from a document of 4 MB or more (`Discarder.minimumDocumentBytes`): below that the
    /// memory does not matter and each `madvise` interrupts the other CPU. The size is the records', children's and
    /// text's bytes.
    @Test func onlyALargeDocumentGivesItsPagesBack() throws {
        let small = try document("sections:\n  a: {settings: {x: 1}}\n  b: {}\n")
        #expect(small.byteCount < YAMLDocument.Discarder.minimumDocumentBytes)
        #expect(!YAMLDocument.Discarder(small).givesBack)
        // Five scalars of 900,000 bytes (a scalar is at most 1 MB): the text alone reaches the minimum.
        let scalar = String(repeating: "x", count: 900_000)
        let large = try document((0..<5).map { "k\($0): \(scalar)\n" }.joined())
        #expect(large.textCount >= YAMLDocument.Discarder.minimumDocumentBytes)
        #expect(large.byteCount == large.recordCount * MemoryLayout<YAMLDocument.Record>.stride
            + large.childCount * MemoryLayout<Int32>.stride + large.textCount)
        #expect(YAMLDocument.Discarder(large).givesBack)
    }

    // The second half of a file read in two halves is read into buffers in pages of their own (`ArenaMemory`): its
    // thread has a malloc arena of its own, and what that arena kept after the merge the rest of the run could not
    // reuse. Such pages must be given back when the buffer grows past them and when the document is freed.

    #if canImport(Glibc)
    /// Whether every page of `bytes` bytes from `pointer` (page-aligned) is mapped in this process.
    private func isMapped(_ pointer: UnsafeRawPointer, bytes: Int) -> Bool {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var residency = [UInt8](repeating: 0, count: (bytes + pageSize - 1) / pageSize)
        return mincore(UnsafeMutableRawPointer(mutating: pointer), bytes, &residency) == 0
    }

    @Test func aBufferInPagesOfItsOwnGivesThemBackWhenItGrowsAndWhenItIsFreed() throws {
        var buffer = ArenaBuffer<UInt8>(capacity: 100_000, ownPages: true)
        let first = try #require(buffer.elements.baseAddress)
        #expect(Int(bitPattern: first) % Int(sysconf(Int32(_SC_PAGESIZE))) == 0, "a mapping of its own starts a page")
        #expect(isMapped(first, bytes: 100_000))
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        bytes.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        #expect(!isMapped(first, bytes: 100_000), "the pages it grew out of are given back")
        #expect(Array(buffer.elements) == bytes)
        let block = buffer.takeMemory()
        #expect(block.ownPages && block.capacity >= 300_000)
        #expect(isMapped(block.pointer, bytes: block.capacity))
        block.free()
        #expect(!isMapped(block.pointer, bytes: block.capacity))
        // Below `minimumBytes`, or without asking, a buffer is malloc's (the same rule frees it).
        #expect(!ArenaMemory.isMapped(UInt8.self, capacity: ArenaMemory.minimumBytes - 1, ownPages: true))
        #expect(!ArenaMemory.isMapped(UInt8.self, capacity: 1 << 20, ownPages: false))
        #expect(ArenaMemory.isMapped(Int32.self, capacity: ArenaMemory.minimumBytes / 4, ownPages: true))
    }

    @Test func aDocumentReadIntoPagesOfItsOwnGivesThemBackWhenItIsFreed() throws {
        let text = (0..<4_000).map { "key\($0): value number \($0)" }.joined(separator: "\n")
        let file = SourceFile(path: "d.yaml", text: text)
        var builder = DocumentBuilder(file: file, limits: .default, ownPages: true)
        var text0: UnsafeRawPointer?, records: UnsafeRawPointer?, textBytes = 0, recordBytes = 0
        do {
            let document = try #require(file.bytes.withUnsafeBufferPointer { builder.run($0) })
            try withExtendedLifetime(document) {
                let pairs = try #require(document.root.mapping)
                #expect(pairs.count == 4_000 && pairs[3_999].value.scalar?.value == "value number 3999")
            }
            text0 = UnsafeRawPointer(document.arena.pointee.text)
            records = UnsafeRawPointer(document.arena.pointee.records)
            textBytes = document.textCount
            recordBytes = document.recordCount * MemoryLayout<YAMLDocument.Record>.stride
            #expect(isMapped(text0!, bytes: textBytes) && isMapped(records!, bytes: recordBytes))
        }
        #expect(builder.diagnostics.isEmpty)
        #expect(!isMapped(text0!, bytes: textBytes), "the text's pages are given back with the document")
        #expect(!isMapped(records!, bytes: recordBytes), "the records' pages are given back with the document")
    }
    #endif

    @Test func onlyWholePagesAreGivenBackEachOnce() {
        let page = 4096
        func pages(_ start: Int, _ end: Int, after done: Int) -> Range<Int>? {
            YAMLDocument.Discarder.pages(from: start, to: end, after: done, pageSize: page, minimum: 1)
        }
        // Inside one page: nothing.
        #expect(pages(100, 4000, after: 0) == nil)
        // The pages wholly inside, rounded inwards.
        #expect(pages(100, 3 * page + 5, after: 0) == page..<(3 * page))
        #expect(pages(page, 2 * page, after: 0) == page..<(2 * page))
        // The stretch grows from the same start: only the pages not given back before.
        #expect(pages(100, 5 * page + 1, after: 3 * page) == (3 * page)..<(5 * page))
        #expect(pages(100, 5 * page + 9, after: 5 * page) == nil)
        #expect(YAMLDocument.Discarder.pageSize > 0 && YAMLDocument.Discarder.pageSize % 4096 == 0)
    }

    @Test func pagesAreGivenBackInRunsOfAtLeastTheMinimum() {
        let page = 4096
        let minimum = YAMLDocument.Discarder.minimumPages
        #expect(minimum > 1)
        // Fewer whole pages than the minimum wait for the stretch to grow; then they go with the next ones.
        #expect(YAMLDocument.Discarder.pages(from: 0, to: (minimum - 1) * page + 5, after: 0, pageSize: page) == nil)
        #expect(YAMLDocument.Discarder.pages(from: 0, to: minimum * page, after: 0, pageSize: page) == 0..<(minimum * page))
        #expect(YAMLDocument.Discarder.pages(from: 0, to: (2 * minimum - 1) * page, after: minimum * page, pageSize: page) == nil)
        #expect(YAMLDocument.Discarder.pages(from: 0, to: (2 * minimum + 3) * page, after: minimum * page, pageSize: page)
            == (minimum * page)..<((2 * minimum + 3) * page))
    }

    @Test func theParserReadsNothingItDiscarded() throws {
        // The parser discards as it goes (here the document's records are marked, and a read of a marked node
        // stops the test); what it gives is what it gives from the same document's tree, read in an arena of its
        // own (where it discards too), compared through their dumps.
        let text = """
            settings: S
            enums:
              Mode: [a, b]
              Other: {x: {title: X}, y: {}}
            sections:
              one:
                title: One
                settings: {flag: true, mode: {type: Mode, default: a}}
              two:
                settings: {count: {default: 3, range: [0, 9]}}
                sections: {deep: {settings: {name: "n"}}}
              three: {settings: {other: {type: Other, default: y}}}
            """
        var collector = DiagnosticCollector()
        let file = SourceFile(path: "s.yaml", text: text)
        let doc = try #require(YAMLReader.readDocument(file, diagnostics: &collector))
        var ends = PlainTextEnds()
        let fromDocument = try #require(SchemaParser.parse(doc, file: "s.yaml", diagnostics: &collector, plainTextEnds: &ends))
        let tree = try #require(YAMLReader.read(file, diagnostics: &collector))
        let fromTree = try #require(SchemaParser.parse(tree, file: "s.yaml", diagnostics: &collector))
        #expect(collector.diagnostics.isEmpty, "\(collector.diagnostics)")
        var dumped = "", dumpedTree = ""
        dump(fromDocument, to: &dumped)
        dump(fromTree, to: &dumpedTree)
        #expect(dumped == dumpedTree && dumped.contains("deep") && dumped.contains("Other"))
        #expect(fromDocument.sections.map(\.name.value) == ["one", "two", "three"])
        #expect(fromDocument.enums.count == 2)
        #expect(discarded(doc).records.count > 10)
    }
}
