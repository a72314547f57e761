#if canImport(Glibc)
import Glibc
#endif

/// A YAML (or JSON) document read into one flat arena: every node is a plain record in one contiguous buffer, the
/// children of every mapping and sequence are one run of node numbers in a second buffer, and the bytes of every
/// scalar are one run in a third. Reading a document allocates no box, array or string per node, and freeing it is
/// three `free`s, whatever its size (issue 32: building and then releasing a tree of per-node Swift arrays cost
/// about a quarter of reading and parsing a schema, on top of libyaml).
///
/// The schema parser walks the arena through `YAMLDocument.Node` views and copies out, as `YAMLNode` values, only
/// the few nodes the AST keeps (defaults, ranges, ...; `Node.materialized`). A node reached through an alias is the
/// anchor's node itself: the arena is a tree whose aliases share their anchors' nodes.
///
/// The parser hands back each top-level section and enum once it has read it (`discard`): the pages wholly inside
/// its records, children and text go back to the system, so that the document shrinks as the AST grows.
final class YAMLDocument {
    enum Kind: UInt8 { case scalar, mapping, sequence }

    /// One node. A scalar's bytes are `text[start ..< start + count]`; a mapping's pairs are
    /// `children[start ..< start + 2 * count]`, key and value by turns; a sequence's items are
    /// `children[start ..< start + count]`.
    struct Record {
        var range: SourceRange
        var kind: Kind
        var style: YAMLScalar.Style
        /// The tag's number in `YAMLTags` (0: no tag).
        var tagID: Int32
        var start: Int32
        var count: Int32
    }

    /// The three buffers, at a fixed address: the views (`Node`, `Pairs`, ...) point at it, so that walking the
    /// document retains and releases nothing.
    struct Arena {
        let records: UnsafeMutablePointer<Record>
        let children: UnsafeMutablePointer<Int32>
        let text: UnsafeMutablePointer<UInt8>
        /// Whether some node is reached through an alias (shared by two parents): then `materialized` keeps the sharing.
        let hasAliases: Bool

        /// A scalar's bytes.
        @inline(__always)
        func bytes(_ record: Record) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: text + Int(record.start), count: Int(record.count))
        }

        func string(_ record: Record) -> String {
            String(decoding: bytes(record), as: UTF8.self)
        }
    }

    let arena: UnsafeMutablePointer<Arena>
    /// The arena's three buffers, as the reader allocated them (freed with the document).
    private let blocks: (ArenaMemory.Block<Record>, ArenaMemory.Block<Int32>, ArenaMemory.Block<UInt8>)
    let recordCount: Int
    /// How many bytes of text the scalars hold.
    let textCount: Int
    /// How many node numbers the children buffer holds.
    let childCount: Int
    /// The root node's number.
    let rootIndex: Int32
    /// The bytes its records, children and text take.
    var byteCount: Int { recordCount * MemoryLayout<Record>.stride + childCount * MemoryLayout<Int32>.stride + textCount }

    /// Takes the buffers' memory over (they are left empty); the document frees it.
    init(records: inout ArenaBuffer<Record>, children: inout ArenaBuffer<Int32>, text: inout ArenaBuffer<UInt8>,
         root: Int32, hasAliases: Bool) {
        recordCount = records.count
        textCount = text.count
        childCount = children.count
        blocks = (records.takeMemory(), children.takeMemory(), text.takeMemory())
        arena = .allocate(capacity: 1)
        arena.initialize(to: Arena(
            records: blocks.0.pointer, children: blocks.1.pointer, text: blocks.2.pointer, hasAliases: hasAliases))
        rootIndex = root
    }

    deinit {
        blocks.0.free()
        blocks.1.free()
        blocks.2.free()
        arena.deallocate()
    }

    /// The same document as a node tree, in the arena: every node, key and tag as it is (a key named twice and a
    /// key that is not a scalar included: the parser of hand-built nodes sees them as they are).
    convenience init(_ tree: YAMLNode) {
        var records = ArenaBuffer<Record>()
        var children = ArenaBuffer<Int32>()
        var text = ArenaBuffer<UInt8>()
        let root = Self.append(tree, records: &records, children: &children, text: &text)
        self.init(records: &records, children: &children, text: &text, root: root, hasAliases: false)
    }

    private static func append(
        _ node: YAMLNode, records: inout ArenaBuffer<Record>, children: inout ArenaBuffer<Int32>, text: inout ArenaBuffer<UInt8>
    ) -> Int32 {
        let index = Int32(records.count)
        records.append(Record(range: node.range, kind: .scalar, style: .plain, tagID: node.tagID, start: 0, count: 0))
        switch node.kind {
        case .scalar(let scalar):
            var value = scalar.value
            let start = Int32(text.count)
            value.withUTF8 { text.append(contentsOf: $0) }
            records[Int(index)].style = scalar.style
            records[Int(index)].start = start
            records[Int(index)].count = Int32(text.count) - start
        case .mapping(let pairs):
            var numbers: [Int32] = []
            numbers.reserveCapacity(pairs.count * 2)
            for pair in pairs {
                numbers.append(append(pair.key, records: &records, children: &children, text: &text))
                numbers.append(append(pair.value, records: &records, children: &children, text: &text))
            }
            records[Int(index)].kind = .mapping
            records[Int(index)].start = Int32(children.count)
            records[Int(index)].count = Int32(pairs.count)
            numbers.withUnsafeBufferPointer { children.append(contentsOf: $0) }
        case .sequence(let items):
            let numbers = items.map { append($0, records: &records, children: &children, text: &text) }
            records[Int(index)].kind = .sequence
            records[Int(index)].start = Int32(children.count)
            records[Int(index)].count = Int32(items.count)
            numbers.withUnsafeBufferPointer { children.append(contentsOf: $0) }
        }
        return index
    }

    /// What differs between this document's arena and `other`'s (every record: range, kind, style, tag and run;
    /// every child; every byte of text), or nil when they are the same: reading in halves must give one read's
    /// document (`YAMLReader.differenceReadingInHalves`).
    func difference(from other: YAMLDocument) -> String? {
        if recordCount != other.recordCount { return "records: \(recordCount) and \(other.recordCount)" }
        if childCount != other.childCount { return "children: \(childCount) and \(other.childCount)" }
        if textCount != other.textCount { return "text: \(textCount) and \(other.textCount)" }
        if rootIndex != other.rootIndex { return "root: \(rootIndex) and \(other.rootIndex)" }
        let x = arena.pointee, y = other.arena.pointee
        if x.hasAliases != y.hasAliases { return "hasAliases: \(x.hasAliases) and \(y.hasAliases)" }
        for index in 0..<recordCount {
            let r = x.records[index], s = y.records[index]
            if r.range != s.range || r.kind != s.kind || r.style != s.style || r.tagID != s.tagID || r.start != s.start
                || r.count != s.count {
                return "record \(index): \(r) and \(s)"
            }
        }
        for index in 0..<childCount where x.children[index] != y.children[index] {
            return "child \(index): \(x.children[index]) and \(y.children[index])"
        }
        for index in 0..<textCount where x.text[index] != y.text[index] { return "text byte \(index)" }
        return nil
    }

    /// The root node; valid while the document is alive (the caller keeps it so, e.g. `withExtendedLifetime`).
    var root: Node { Node(arena: arena, index: rootIndex) }

    /// The value that marks a discarded record in debug builds, where `discard` writes it instead of giving the
    /// memory back, so that a read of a discarded node stops the tests (`Node.record`) instead of reading zeros.
    static let discardedTag: Int32 = .min

    /// Gives back the memory of the values of one mapping as the parser finishes with them, first to last
    /// (`discard(_:before:)` after each value but the last): each call discards everything from the first value to
    /// the key that follows the one just parsed, keys included. The records, children and text of that stretch
    /// are each one run in the arena (nodes are numbered in document order, text is kept in that order, and a
    /// collection's children are stored when it ends); the pages wholly inside those runs go back to the system
    /// (`madvise`), each once, in runs of at least `minimumPages`. One value is a few hundred bytes, so pages are
    /// freed only as the stretch grows.
    ///
    /// At 50,000 settings the document is some 60 MB and the AST grows to about as much while the parser reads
    /// it: without this, the peak of memory was both at once (issue 32). Nothing is given back from a document
    /// with aliases (a later alias may share a node of a discarded value), from one smaller than
    /// `minimumDocumentBytes`, nor where memory cannot be returned so (not Linux); in debug builds the discarded
    /// records are marked instead, whatever the document's size (`Node.record` stops on them).
    struct Discarder {
        let document: YAMLDocument
        private var records = Stretch(), children = Stretch(), text = Stretch()
        /// Whether pages are given back (release builds; debug builds mark whatever the size): the document is at
        /// least `minimumDocumentBytes`.
        let givesBack: Bool

        init(_ document: YAMLDocument) {
            self.document = document
            givesBack = document.byteCount >= Self.minimumDocumentBytes
        }

        /// The smallest document whose pages are given back: 4 MB, some 4,400 settings of bench/gen.py (0.9 MB at
        /// 1,000). Below it the memory does not matter, and each `madvise` flushes the pages from the TLB of the
        /// other CPU, where the other thread runs: an interrupt that costs about 18 µs on the virtual machines
        /// `make bench` runs on (`settingsc_fault_in_zeroed_data` in Sources/CProcessTuning). At 1,000 settings the
        /// parse gave back 7 runs of 128 KB, whose memory no later stage could reuse (issue 32).
        static let minimumDocumentBytes = 4 << 20

        /// One buffer's discarded stretch: from `lower` (set by the first value) to the last call's upper bound;
        /// `done` is how far it is already given back (or marked).
        private struct Stretch {
            var lower = -1
            var done = 0
        }

        /// `value` is parsed, and nothing will read it again; `next` is the key that follows it in its mapping.
        mutating func discard(_ value: YAMLDocument.Node, before next: YAMLDocument.Node) {
            guard !document.arena.pointee.hasAliases, value.index < next.index else { return }
            #if !DEBUG
            guard givesBack else { return }
            #endif
            let arena = document.arena.pointee
            if records.lower < 0 {
                records.lower = Int(value.index)
                text.lower = document.firstText(from: Int(value.index))
            }
            let top = arena.records[Int(value.index)]
            var childrenEnd = -1
            if top.kind != .scalar {
                childrenEnd = Int(top.start) + Int(top.count) * (top.kind == .mapping ? 2 : 1)
                if children.lower < 0 {
                    // The first collection of the stretch to end is the leftmost deepest one: down the first child
                    // that is a collection, from the value.
                    var first = top
                    descent: while true {
                        let width = Int(first.count) * (first.kind == .mapping ? 2 : 1)
                        for offset in 0..<width {
                            let child = arena.records[Int(arena.children[Int(first.start) + offset])]
                            if child.kind != .scalar {
                                first = child
                                continue descent
                            }
                        }
                        break
                    }
                    children.lower = Int(first.start)
                }
            }
            Self.discard(&records, upTo: Int(next.index), of: UnsafeMutableRawPointer(arena.records), MemoryLayout<Record>.stride) {
                for index in $0 { arena.records[index].tagID = YAMLDocument.discardedTag }
            }
            if children.lower >= 0, childrenEnd >= 0 {
                Self.discard(&children, upTo: childrenEnd, of: UnsafeMutableRawPointer(arena.children), MemoryLayout<Int32>.stride) {
                    for index in $0 { arena.children[index] = -1 }
                }
            }
            Self.discard(&text, upTo: document.firstText(from: Int(next.index)), of: UnsafeMutableRawPointer(arena.text), 1) { _ in }
        }

        /// Gives back the pages wholly inside `stretch.lower ..< upper` (elements of `stride` bytes from `base`) that
        /// are not given back yet; in debug builds, marks the elements not marked yet instead.
        private static func discard(
            _ stretch: inout Stretch, upTo upper: Int, of base: UnsafeMutableRawPointer, _ stride: Int,
            mark: (Range<Int>) -> Void
        ) {
            #if DEBUG
            let from = Swift.max(stretch.lower, stretch.done)
            if upper > from {
                mark(from..<upper)
                stretch.done = upper
            }
            #elseif canImport(Glibc)
            let address = Int(bitPattern: base)
            if let pages = pages(from: address + stretch.lower * stride, to: address + upper * stride, after: stretch.done) {
                _ = madvise(UnsafeMutableRawPointer(bitPattern: pages.lowerBound), pages.count, MADV_DONTNEED)
                stretch.done = pages.upperBound
            }
            #endif
        }

        /// The system's page size (4 KB on x86-64, 4 to 64 KB on 64-bit ARM).
        static let pageSize: Int = {
            #if canImport(Glibc)
            return Int(sysconf(Int32(_SC_PAGESIZE)))
            #else
            return 4096
            #endif
        }()

        /// The fewest pages given back at once: one `madvise` a section (a page or two each) made 160 system calls
        /// at 1,000 settings, each with its cost in the kernel, for memory that only matters at tens of thousands.
        static let minimumPages = 32

        /// The whole pages between the addresses `start` and `end`, from `done` on (the end of the pages given back
        /// before), or nil when there are fewer than `minimum` (they are given back with the next ones).
        static func pages(
            from start: Int, to end: Int, after done: Int, pageSize: Int = pageSize, minimum: Int = minimumPages
        ) -> Range<Int>? {
            let first = Swift.max((start + pageSize - 1) / pageSize * pageSize, done)
            let last = end / pageSize * pageSize
            return last - first >= Swift.max(1, minimum) * pageSize ? first..<last : nil
        }
    }

    /// Where the text of the first scalar numbered `index` or later starts (the end of the text if none).
    private func firstText(from index: Int) -> Int {
        let records = arena.pointee.records
        var index = index
        while index < recordCount, records[index].kind != .scalar { index += 1 }
        return index < recordCount ? Int(records[index].start) : textCount
    }

    /// The whole document as a `YAMLNode` tree (for the readers of other YAML files than schemas, and the tests).
    var tree: YAMLNode {
        var shared: [Int32: YAMLNode] = [:]
        return withExtendedLifetime(self) { arena.pointee.materialize(rootIndex, shared: &shared) }
    }
}

extension YAMLDocument.Arena {
    fileprivate func materialize(_ index: Int32, shared: inout [Int32: YAMLNode]) -> YAMLNode {
        let record = records[Int(index)]
        switch record.kind {
        case .scalar:
            return YAMLNode(kind: .scalar(YAMLScalar(string(record), style: record.style)), range: record.range, tagID: record.tagID)
        case .mapping, .sequence:
            // Aliases share their anchor's node: made once, so that the tree shares its arrays as the reader's did.
            if hasAliases, let node = shared[index] { return node }
            let base = Int(record.start)
            let kind: YAMLNode.Kind
            if record.kind == .mapping {
                var pairs: [YAMLPair] = []
                pairs.reserveCapacity(Int(record.count))
                for pair in 0..<Int(record.count) {
                    pairs.append(YAMLPair(
                        key: materialize(children[base + 2 * pair], shared: &shared),
                        value: materialize(children[base + 2 * pair + 1], shared: &shared)))
                }
                kind = .mapping(pairs)
            } else {
                var items: [YAMLNode] = []
                items.reserveCapacity(Int(record.count))
                for item in 0..<Int(record.count) { items.append(materialize(children[base + item], shared: &shared)) }
                kind = .sequence(items)
            }
            let node = YAMLNode(kind: kind, range: record.range, tagID: record.tagID)
            if hasAliases { shared[index] = node }
            return node
        }
    }

}

extension YAMLDocument {
    /// One node of a document, as the parser sees it: a pointer to the document's arena (nothing is retained: the
    /// parser's caller keeps the document alive) and the node's number. Mirrors `YAMLNode`'s reading API.
    struct Node {
        let arena: UnsafePointer<Arena>
        let index: Int32

        @inline(__always)
        var record: Record {
            assert(index >= 0, "a node of the document read after it was discarded")
            let record = arena.pointee.records[Int(index)]
            assert(record.tagID != YAMLDocument.discardedTag, "a node of the document read after it was discarded")
            return record
        }

        var range: SourceRange { record.range }
        var location: SourceLocation { record.range.start }
        var hasTag: Bool { record.tagID != 0 }

        var scalar: Scalar? {
            let record = record
            return record.kind == .scalar ? Scalar(arena: arena, record: record) : nil
        }

        var mapping: Pairs? {
            let record = record
            return record.kind == .mapping ? Pairs(arena: arena, start: Int(record.start), count: Int(record.count)) : nil
        }

        var sequence: Items? {
            let record = record
            return record.kind == .sequence ? Items(arena: arena, start: Int(record.start), count: Int(record.count)) : nil
        }

        enum Shape {
            case scalar(Scalar)
            case mapping(Pairs)
            case sequence(Items)
        }

        var kind: Shape {
            let record = record
            switch record.kind {
            case .scalar: return .scalar(Scalar(arena: arena, record: record))
            case .mapping: return .mapping(Pairs(arena: arena, start: Int(record.start), count: Int(record.count)))
            case .sequence: return .sequence(Items(arena: arena, start: Int(record.start), count: Int(record.count)))
            }
        }

        /// The node as a `YAMLNode` of its own, for the AST to keep once the document is gone.
        var materialized: YAMLNode {
            let record = record
            if record.kind == .scalar {
                // Most kept nodes (a setting's default) are scalars: no table of shared nodes.
                return YAMLNode(
                    kind: .scalar(YAMLScalar(arena.pointee.string(record), style: record.style)), range: record.range, tagID: record.tagID)
            }
            var shared: [Int32: YAMLNode] = [:]
            return arena.pointee.materialize(index, shared: &shared)
        }

        /// "a mapping", "a list", "a string", ...: as `YAMLNode.kindDescription`.
        var kindDescription: String {
            let record = record
            switch record.kind {
            case .mapping: return "a mapping"
            case .sequence: return "a list"
            case .scalar:
                let scalar = Scalar(arena: arena, record: record)
                if scalar.isNull { return "null" }
                if scalar.style.isQuoted || YAMLTags.tag(record.tagID) == YAMLScalar.stringTag { return "a string" }
                return "the scalar '\(scalar.value)'"
            }
        }
    }

    /// A scalar of a document: its bytes are compared in place; `value` makes its text.
    struct Scalar {
        let arena: UnsafePointer<Arena>
        let record: Record

        var style: YAMLScalar.Style { record.style }
        var value: String { arena.pointee.string(record) }
        var bytes: UnsafeBufferPointer<UInt8> { arena.pointee.bytes(record) }

        /// Whether the scalar's text is `text` (compared byte by byte, without making a string).
        @inline(__always)
        func `is`(_ text: StaticString) -> Bool {
            guard Int(record.count) == text.utf8CodeUnitCount else { return false }
            return text.withUTF8Buffer { literal in
                let bytes = bytes
                var index = 0
                while index < literal.count {
                    if bytes[index] != literal[index] { return false }
                    index += 1
                }
                return true
            }
        }

        /// As `YAMLScalar.isNull`.
        var isNull: Bool {
            guard style == .plain else { return false }
            switch record.count {
            case 0: return true
            case 1: return self.is("~")
            case 4: return self.is("null") || self.is("Null") || self.is("NULL")
            default: return false
            }
        }

        /// The YAML 1.2 core schema booleans: `true`, `True`, `TRUE`, `false`, `False`, `FALSE`.
        var boolValue: Bool? {
            switch record.count {
            case 4: return self.is("true") || self.is("True") || self.is("TRUE") ? true : nil
            case 5: return self.is("false") || self.is("False") || self.is("FALSE") ? false : nil
            default: return nil
            }
        }
    }

    /// A mapping's pairs.
    struct Pairs: RandomAccessCollection {
        let arena: UnsafePointer<Arena>
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Pair {
            precondition(position >= 0 && position < count, "pair index out of range")
            return Pair(
                key: Node(arena: arena, index: arena.pointee.children[start + 2 * position]),
                value: Node(arena: arena, index: arena.pointee.children[start + 2 * position + 1]))
        }

        /// The first `count` pairs.
        func first(_ count: Int) -> Pairs { Pairs(arena: arena, start: start, count: Swift.min(count, self.count)) }

        /// The pairs from `position` on.
        func from(_ position: Int) -> Pairs { Pairs(arena: arena, start: start + 2 * position, count: count - position) }

        /// The key of the pair after the last, when these are the first pairs of a mapping (`first(_:)`) and not all.
        var keyAfterLast: Node { Node(arena: arena, index: arena.pointee.children[start + 2 * count]) }
    }

    /// A sequence's items.
    struct Items: RandomAccessCollection {
        let arena: UnsafePointer<Arena>
        let start: Int
        let count: Int

        var startIndex: Int { 0 }
        var endIndex: Int { count }

        subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "item index out of range")
            return Node(arena: arena, index: arena.pointee.children[start + position])
        }
    }

    struct Pair {
        var key: Node
        var value: Node

        /// The key's text; "" for a key that is not a scalar (as `YAMLPair.name`).
        var name: String { key.scalar?.value ?? "" }

        /// The key's bytes; empty for a key that is not a scalar.
        var nameBytes: UnsafeBufferPointer<UInt8> {
            let record = key.record
            return record.kind == .scalar ? key.arena.pointee.bytes(record) : UnsafeBufferPointer(start: nil, count: 0)
        }

        var materialized: YAMLPair { YAMLPair(key: key.materialized, value: value.materialized) }
    }
}

/// A growing buffer of plain values (the arena's records, children and text while a document is read), whose memory
/// the `YAMLDocument` takes over at the end (`takeMemory`). Its elements are never deinitialized: they are plain data
/// (numbers and ranges).
struct ArenaBuffer<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0
    /// Whether the memory is pages of its own (`ArenaMemory`), not malloc's.
    let ownPages: Bool

    init(capacity: Int = 64, ownPages: Bool = false) {
        self.capacity = Swift.max(capacity, 1)
        self.ownPages = ownPages
        base = ArenaMemory.allocate(Element.self, capacity: self.capacity, ownPages: ownPages)
    }

    deinit { ArenaMemory.deallocate(base, capacity: capacity, ownPages: ownPages) }

    /// The memory, given away (whoever takes it frees it, with `ArenaMemory.Block.free`); the buffer is left empty.
    mutating func takeMemory() -> ArenaMemory.Block<Element> {
        let block = ArenaMemory.Block(pointer: base, capacity: capacity, ownPages: ownPages)
        capacity = 1
        count = 0
        base = ArenaMemory.allocate(Element.self, capacity: 1, ownPages: false)
        return block
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var grown = capacity * 2
        while grown < count + extra { grown *= 2 }
        let moved = ArenaMemory.allocate(Element.self, capacity: grown, ownPages: ownPages)
        moved.moveInitialize(from: base, count: count)
        ArenaMemory.deallocate(base, capacity: capacity, ownPages: ownPages)
        base = moved
        capacity = grown
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(1) }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf elements: UnsafeBufferPointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        // The buffers are sized from the file: the check inline, the growth a call (issue 32: a call per scalar).
        if count + elements.count > capacity { reserve(elements.count) }
        (base + count).initialize(from: source, count: elements.count)
        count += elements.count
    }

    /// Appends `n` elements, the `i`th made by `element(i)`: room made once, not checked per element (the merge of a
    /// file's second half, `DocumentBuilder.append`, moves every record of it).
    @inline(__always)
    mutating func append(count n: Int, _ element: (Int) -> Element) {
        guard n > 0 else { return }
        if count + n > capacity { reserve(n) }
        let start = base + count
        for index in 0..<n { (start + index).initialize(to: element(index)) }
        count += n
    }

    /// Appends `self[start ..< count]` to `other`, then ends this buffer at `start`.
    mutating func moveTail(from start: Int, to other: inout ArenaBuffer<Element>) {
        other.append(contentsOf: UnsafeBufferPointer(start: base + start, count: count - start))
        count = start
    }

    mutating func removeLast(_ n: Int) { count -= n }

    subscript(index: Int) -> Element {
        @inline(__always) get {
            precondition(index >= 0 && index < count, "arena index out of range")
            return base[index]
        }
        @inline(__always) set {
            precondition(index >= 0 && index < count, "arena index out of range")
            base[index] = newValue
        }
    }

    /// The elements, read in place (valid until the buffer next grows).
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }
}

/// Where an arena buffer's memory comes from: malloc, or, for a buffer that asks for pages of its own and is at
/// least `minimumBytes`, pages mapped for it alone (`mmap`), given back to the system when it is freed, whichever
/// thread frees it. The second half of a file read in two halves (`YAMLReader.readInHalves`) is read into such
/// buffers: its thread has a malloc arena of its own (so that its libyaml does not wait on the first half's for
/// the arena's lock), and memory that thread's arena kept would be memory the rest of the run cannot reuse (issue
/// 32: at 50,000 settings the second half's document, freed after the merge, held some 21 MB there).
enum ArenaMemory {
    /// Below this, malloc's memory: a mapping is at least a page, and a system call each way.
    static let minimumBytes = 64 * 1024

    /// A buffer's memory and how to free it.
    struct Block<Element> {
        let pointer: UnsafeMutablePointer<Element>
        let capacity: Int
        let ownPages: Bool

        func free() { ArenaMemory.deallocate(pointer, capacity: capacity, ownPages: ownPages) }
    }

    /// Whether a buffer of `capacity` elements is mapped pages (the same answer for its allocation and its freeing).
    static func isMapped<Element>(_: Element.Type, capacity: Int, ownPages: Bool) -> Bool {
        #if canImport(Glibc)
        return ownPages && capacity * MemoryLayout<Element>.stride >= minimumBytes
        #else
        return false
        #endif
    }

    static func allocate<Element>(_ type: Element.Type, capacity: Int, ownPages: Bool) -> UnsafeMutablePointer<Element> {
        #if canImport(Glibc)
        if isMapped(type, capacity: capacity, ownPages: ownPages) {
            let pages = mmap(nil, capacity * MemoryLayout<Element>.stride, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let pages, pages != UnsafeMutableRawPointer(bitPattern: -1) else {
                fatalError("out of memory: \(capacity * MemoryLayout<Element>.stride) bytes for the document")
            }
            return pages.bindMemory(to: Element.self, capacity: capacity)
        }
        #endif
        return .allocate(capacity: capacity)
    }

    static func deallocate<Element>(_ pointer: UnsafeMutablePointer<Element>, capacity: Int, ownPages: Bool) {
        #if canImport(Glibc)
        if isMapped(Element.self, capacity: capacity, ownPages: ownPages) {
            munmap(UnsafeMutableRawPointer(pointer), capacity * MemoryLayout<Element>.stride)
            return
        }
        #endif
        pointer.deallocate()
    }
}
