internal import CYaml
internal import CProcessTuning

/// Reads one YAML or JSON document, through libyaml's event API, into a flat arena (`YAMLDocument`), which the
/// schema parser walks; `read` gives it as a `YAMLNode` tree.
///
/// On top of libyaml it rejects duplicate mapping keys and non-scalar keys, bounds depth, node count,
/// alias expansion and scalar length (see `ReaderLimits`), and turns libyaml's 0-based marks into
/// 1-based positions, here and nowhere else. Every problem is reported to the collector; the document
/// is returned only when it could be read.
public enum YAMLReader {
    public static func read(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector
    ) -> YAMLNode? {
        readDocument(file, limits: limits, diagnostics: &diagnostics)?.tree
    }

    /// The document in its arena: what the compiler reads a schema into.
    static func readDocument(
        _ file: SourceFile, limits: ReaderLimits = .default, diagnostics: inout DiagnosticCollector,
        halves: Halves = .automatic
    ) -> YAMLDocument? {
        if file.bytes.count > limits.maxFileSize {
            diagnostics.error(
                .fileTooLarge,
                "file is larger than the limit of \(limits.maxFileSize) bytes for a schema",
                at: SourceLocation(file: file.path, line: 1, column: 1))
            return nil
        }
        if let encoding = nonUTF8Encoding(file.bytes) {
            diagnostics.error(
                .notUTF8,
                "the file is \(encoding) (it starts with that byte order mark); schemas are UTF-8: convert it, e.g. with `iconv -f \(encoding.split(separator: " ").first ?? "") -t UTF-8`",
                at: SourceLocation(file: file.path, line: 1, column: 1))
            return nil
        }
        return file.bytes.withUnsafeBufferPointer { buffer -> YAMLDocument? in
            if halves != .never, let document = readInHalves(file, buffer, limits: limits, always: halves == .always) {
                return document
            }
            var builder = DocumentBuilder(file: file, limits: limits)
            let root = builder.run(buffer)
            diagnostics.append(contentsOf: builder.diagnostics)
            return root
        }
    }
}

extension YAMLReader {
    /// The encoding a UTF-16 or UTF-32 byte order mark at the start of `bytes` announces, or nil. libyaml would
    /// decode UTF-16 silently, and the diagnostics quote lines as UTF-8, so such a file is refused (SC1013).
    static func nonUTF8Encoding(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        return nil
    }
}

/// Owns one libyaml parser; the C resources are freed when it goes away.
private final class EventStream {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let ready: Bool

    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        ready = yaml_parser_initialize(parser) == 1
        if ready, let base = buffer.baseAddress {
            yaml_parser_set_input_string(parser, base, buffer.count)
        } else if ready {
            var empty: UInt8 = 0
            // An empty buffer: libyaml copies nothing from it, it only needs a valid pointer.
            withUnsafePointer(to: &empty) { yaml_parser_set_input_string(parser, $0, 0) }
        }
    }

    deinit {
        if ready { yaml_parser_delete(parser) }
        parser.deallocate()
    }

    struct Failure {
        var problem: String
        var problemMark: yaml_mark_t?
        var problemOffset: Int?
        var context: String?
        var contextMark: yaml_mark_t?
    }

    /// Reads the next event into `event` (which the caller must then pass to `release`), or gives the failure.
    /// The event is filled in place: it is a large C struct, and handing it back in an enum copied it twice per event.
    func next(into event: inout yaml_event_t) -> Failure? {
        guard ready else { return Failure(problem: "libyaml could not allocate a parser") }
        settingsc_yaml_memory_enter()
        let parsed = yaml_parser_parse(parser, &event)
        settingsc_yaml_memory_leave()
        if parsed == 1 { return nil }
        let p = parser.pointee
        let problem = p.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch p.error {
        case YAML_READER_ERROR:
            return Failure(problem: problem, problemOffset: Int(p.problem_offset))
        case YAML_MEMORY_ERROR:
            return Failure(problem: "libyaml ran out of memory")
        default:
            return Failure(
                problem: problem, problemMark: p.problem_mark,
                context: p.context.map { String(cString: $0) }, contextMark: p.context != nil ? p.context_mark : nil)
        }
    }

    func release(_ event: inout yaml_event_t) {
        yaml_event_delete(&event)
    }
}

/// Builds a `YAMLDocument` from libyaml's events: a record per node, appended as the node starts; the children of
/// the open collections are collected, as node numbers, at the end of one shared stack, and moved to the arena's
/// children buffer as one run when their collection ends. Nothing is allocated per node.
struct DocumentBuilder: ~Copyable {
    let file: SourceFile
    let limits: ReaderLimits
    var diagnostics: [Diagnostic] = []
    /// SC1305 warnings so far; after `maxHiddenCharacterWarnings`, no more (a hostile file cannot make millions).
    var hiddenCharacterWarnings = 0
    static let maxHiddenCharacterWarnings = 100

    /// An open mapping or sequence: a struct changed in place (no box, no dynamic exclusivity checks); the innermost
    /// is `current`, the others wait in `stack`, so that the frame every event changes is not an array element. Its
    /// children (a mapping's keys and values by turns) are collected at the end of the shared `childStack` from `base`
    /// on, and a mapping's key hashes at the end of `hashStack` from `hashBase` on. A frame holds no reference (its
    /// anchor's name waits in `openAnchors`, the key index of a mapping past `KeyIndex.linearLimit` keys in
    /// `keyIndexes`), so pushing and popping one copies plain bytes (issue 32: a frame with a `String?` and an array
    /// went through outlined copies and reference counting at every collection, some 250 instructions each).
    private struct Frame {
        enum Kind { case mapping, sequence }
        let kind: Kind
        /// The collection's record.
        let node: Int32
        let base: Int
        let hashBase: Int
        /// The key read and waiting for its value (-1: none).
        var pendingKey: Int32 = -1
        /// Whether `pendingKeyHash` holds the hash of `pendingKey`'s text (`KeyIndex.hash`), taken from libyaml's
        /// bytes when it was read.
        var hasPendingKeyHash = false
        var pendingKeyHash: UInt64 = 0
        /// Its key index in `keyIndexes` once it has more than `KeyIndex.linearLimit` keys (-1: searched in turn).
        var keyIndex: Int32 = -1
        var weight = 1

        init(kind: Kind, node: Int32, base: Int, hashBase: Int) {
            self.kind = kind
            self.node = node
            self.base = base
            self.hashBase = hashBase
        }
    }

    // The arena's buffers start at the size the file suggests (a node per 12 bytes or more of YAML; scalars' text no
    // longer than the file), so a large schema is read without growing them: each doubling copied the buffer and
    // held both copies at once, and the read document is the front end's peak of memory (issue 32). Memory reserved
    // and never written takes no room (the kernel maps a page when it is first touched).
    var records: ArenaBuffer<YAMLDocument.Record>
    var children: ArenaBuffer<Int32>
    var text: ArenaBuffer<UInt8>
    private var childStack = ArenaBuffer<Int32>(capacity: 256)
    private var hashStack: [UInt64] = []
    /// The open collections but the innermost, outermost first.
    private var stack: [Frame] = []
    /// The innermost open collection, when `depth > 0`.
    private var current = Frame(kind: .sequence, node: -1, base: 0, hashBase: 0)
    /// The key indexes of the open mappings with more than `KeyIndex.linearLimit` keys, in the order they were
    /// made: a mapping's is made while it is the innermost, so it is the last when the mapping ends.
    private var keyIndexes: [KeyIndex] = []
    /// The anchor names of the open collections that have one, by their records (anchors are rare).
    private var openAnchors: [Int32: String] = [:]
    /// How many collections are open: `stack.count + 1`, or 0.
    private var depth = 0
    private var anchors: [String: (node: Int32, weight: Int)] = [:]
    private(set) var totalNodes = 0
    private(set) var aliasNodes = 0
    private(set) var root: Int32 = -1
    private(set) var documents = 0
    /// Whether the document has an anchor (for reading in halves: a half with one is read whole).
    var hasAnchors: Bool { !anchors.isEmpty }
    /// Whether the root is a block mapping; the last collection that started as a child of the root, and whether it
    /// is a block mapping; where the stream ended (for reading in halves, `YAMLReader.readInHalves`).
    private(set) var rootIsBlockMapping = false
    private(set) var lastRootChild: (node: Int32, isBlockMapping: Bool) = (-1, false)
    private(set) var streamEnd = yaml_mark_t()

    /// The file's path, interned once: every location the reader makes refers to it by this number.
    private let fileID: Int32

    /// `size`: the bytes the arena is sized for (the file's, or the whole file's when this reads a part of it);
    /// `ownPages`: the arena's buffers in pages of their own (`ArenaMemory`), for the second half of a file.
    init(file: SourceFile, limits: ReaderLimits, size: Int? = nil, ownPages: Bool = false) {
        self.file = file
        self.limits = limits
        self.fileID = SourcePaths.intern(file.path)
        let size = size ?? file.bytes.count
        records = ArenaBuffer(capacity: Swift.max(1024, size / 12), ownPages: ownPages)
        children = ArenaBuffer(capacity: Swift.max(1024, size / 12), ownPages: ownPages)
        text = ArenaBuffer(capacity: Swift.max(4096, size + 64), ownPages: ownPages)
    }

    private func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(
            fileID: fileID, line: Int32(clamping: mark.line) &+ 1, column: Int32(clamping: mark.column) &+ 1)
    }

    private mutating func error(_ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        diagnostics.append(.error(code, message, at: location, notes: notes))
    }

    /// Reads events until the stream ends or a fatal problem stops it. Returns the document.
    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) -> YAMLDocument? {
        read(buffer) ? finish() : nil
    }

    /// Reads events until the stream ends (true) or a fatal problem stops it (false).
    mutating func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let stream = EventStream(buffer)
        var fatal = false
        var event = yaml_event_t()
        loop: while true {
            if let failure = stream.next(into: &event) {
                report(failure)
                fatal = true
                break loop
            }
            let step = handle(&event)
            stream.release(&event)
            switch step {
            case .continue: continue
            case .stop: break loop
            case .fatal:
                fatal = true
                break loop
            }
        }
        return !fatal
    }

    /// The document read (after `read` gave true), or nil when it holds none.
    mutating func finish() -> YAMLDocument? {
        if documents == 0 {
            error(.emptyDocument, "the file holds no document; a schema starts with `settings: <RootTypeName>`",
                  at: SourceLocation(file: file.path, line: 1, column: 1))
            return nil
        }
        if root < 0 { return nil }
        return YAMLDocument(records: &records, children: &children, text: &text, root: root, hasAliases: aliasNodes > 0)
    }

    private enum Step { case `continue`, stop, fatal }

    /// `event` is inout only so that the large C struct is passed by reference; it is not changed.
    private mutating func handle(_ event: inout yaml_event_t) -> Step {
        switch event.type {
        case YAML_STREAM_START_EVENT, YAML_DOCUMENT_END_EVENT, YAML_NO_EVENT:
            return .continue
        case YAML_STREAM_END_EVENT:
            streamEnd = event.start_mark
            return .stop
        case YAML_DOCUMENT_START_EVENT:
            documents += 1
            if documents > 1 {
                error(.multipleDocuments, "the file holds more than one YAML document; a schema is one document",
                      at: location(event.start_mark))
                return .fatal
            }
            return .continue
        case YAML_ALIAS_EVENT:
            let name = Self.string(event.data.alias.anchor)
            guard let anchored = anchors[name] else {
                error(.yamlSyntax, "unknown alias '*\(name)'; an alias must follow its anchor's complete definition",
                      at: location(event.start_mark))
                return .fatal
            }
            aliasNodes += anchored.weight
            if aliasNodes > limits.maxAliasExpansion {
                error(.aliasExpansionLimit,
                      "aliases expand to more than \(limits.maxAliasExpansion) nodes; the document is refused to bound memory",
                      at: location(event.start_mark))
                return .fatal
            }
            return add(anchored.node, weight: anchored.weight)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let length = Int(data.length)
            if length > limits.maxScalarLength {
                error(.scalarTooLong, "a scalar of \(length) bytes is longer than the limit of \(limits.maxScalarLength) bytes",
                      at: location(event.start_mark))
                return .fatal
            }
            let bytes = UnsafeBufferPointer(start: data.value, count: data.value == nil ? 0 : length)
            let style: YAMLScalar.Style = switch data.style {
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .plain
            }
            let nodeRange = SourceRange(start: location(event.start_mark), end: location(event.end_mark))
            // Most scalars have no tag: no check, and no tag to intern.
            let tagID = data.tag == nil ? 0 : YAMLTags.intern(checkedTag(data.tag, at: nodeRange.start)?.value)
            let node = Int32(truncatingIfNeeded: records.count)
            records.append(YAMLDocument.Record(
                range: nodeRange, kind: .scalar, style: style, tagID: tagID,
                start: Int32(truncatingIfNeeded: text.count), count: Int32(truncatingIfNeeded: bytes.count)))
            text.append(contentsOf: bytes)
            if let anchor = data.anchor { anchors[Self.string(anchor)] = (node, 1) }
            // A scalar that is about to be a key: hash its bytes here, where they are at hand.
            if depth > 0, current.kind == .mapping, current.pendingKey < 0 {
                current.pendingKeyHash = KeyIndex.hash(bytes)
                current.hasPendingKeyHash = true
            } else if hiddenCharacterWarnings < Self.maxHiddenCharacterWarnings, let hidden = InvisibleCharacters.firstHidden(in: bytes) {
                // Keys are names, which are ASCII identifiers (SC1104); values are text a reviewer reads.
                hiddenCharacterWarnings += 1
                diagnostics.append(Diagnostic(
                    .warning, .invisibleCharacter,
                    "the text holds \(InvisibleCharacters.describe(hidden)), an invisible character that can make text display differently from what it stores (Trojan Source); remove it unless it is meant",
                    range: nodeRange))
            }
            return add(node, weight: 1)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            let tagPointer = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            if depth >= limits.maxDepth {
                error(.nestingTooDeep, "mappings and lists are nested more than \(limits.maxDepth) levels deep",
                      at: location(event.start_mark))
                return .fatal
            }
            let start = location(event.start_mark)
            let tagID = tagPointer == nil ? 0 : YAMLTags.intern(checkedTag(tagPointer, at: start)?.value)
            let node = Int32(truncatingIfNeeded: records.count)
            // The end is set when the collection ends.
            records.append(YAMLDocument.Record(
                range: SourceRange(start: start, end: start), kind: isMapping ? .mapping : .sequence, style: .plain,
                tagID: tagID, start: 0, count: 0))
            let frame = Frame(
                kind: isMapping ? .mapping : .sequence, node: node, base: childStack.count, hashBase: hashStack.count)
            if let anchorPointer { openAnchors[node] = Self.string(anchorPointer) }
            if depth == 0 {
                rootIsBlockMapping = isMapping && event.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE
            } else if depth == 1 {
                lastRootChild = (node, isMapping && event.data.mapping_start.style == YAML_BLOCK_MAPPING_STYLE)
            }
            if depth > 0 { stack.append(current) }
            current = frame
            depth += 1
            return countNode(at: start)
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = current
            depth -= 1
            if depth > 0 { current = stack.removeLast() }
            let count = childStack.count - frame.base
            var record = records[Int(frame.node)]
            record.range = SourceRange(start: record.range.start, end: location(event.end_mark))
            record.start = Int32(truncatingIfNeeded: children.count)
            record.count = Int32(truncatingIfNeeded: frame.kind == .mapping ? count / 2 : count)
            records[Int(frame.node)] = record
            childStack.moveTail(from: frame.base, to: &children)
            if frame.kind == .mapping { hashStack.removeLast(hashStack.count - frame.hashBase) }
            if frame.keyIndex >= 0 { keyIndexes.removeLast() }
            if !openAnchors.isEmpty, let anchor = openAnchors.removeValue(forKey: frame.node) {
                anchors[anchor] = (frame.node, frame.weight)
            }
            return attach(frame.node, weight: frame.weight)
        default:
            return .continue
        }
    }

    private struct CheckedTag { var value: String? }

    /// Standard tags are kept (`!!str` forces a string); any other tag is an error, reported once.
    private mutating func checkedTag(_ pointer: UnsafeMutablePointer<yaml_char_t>?, at location: SourceLocation) -> CheckedTag? {
        guard let pointer else { return CheckedTag(value: nil) }
        let tag = Self.string(pointer)
        if YAMLTags.standard.contains(tag) || tag == "!" { return CheckedTag(value: tag == "!" ? nil : tag) }
        error(.unsupportedTag, "the tag '\(tag)' is not supported; settingsc reads plain YAML data only", at: location)
        return CheckedTag(value: nil)
    }

    private mutating func countNode(at location: SourceLocation) -> Step {
        totalNodes += 1
        if totalNodes > limits.maxNodes {
            error(.tooManyNodes, "the document has more than \(limits.maxNodes) nodes", at: location)
            return .fatal
        }
        return .continue
    }

    /// A scalar or an alias: count it, then attach it to the open collection.
    private mutating func add(_ node: Int32, weight: Int) -> Step {
        // As `countNode`, counting the `weight` nodes at once.
        totalNodes += weight
        if totalNodes > limits.maxNodes {
            error(.tooManyNodes, "the document has more than \(limits.maxNodes) nodes", at: records[Int(node)].range.start)
            return .fatal
        }
        return attach(node, weight: weight)
    }

    private mutating func attach(_ node: Int32, weight: Int) -> Step {
        guard depth > 0 else {
            root = node
            return .continue
        }
        current.weight += weight
        switch current.kind {
        case .sequence:
            childStack.append(node)
        case .mapping:
            let key = current.pendingKey
            guard key >= 0 else {
                current.pendingKey = node
                return .continue
            }
            current.pendingKey = -1
            let keyHash: UInt64? = current.hasPendingKeyHash ? current.pendingKeyHash : nil
            current.hasPendingKeyHash = false
            let keyRecord = records[Int(key)]
            guard keyRecord.kind == .scalar else {
                // As `YAMLNode.kindDescription` of a collection.
                let description = keyRecord.kind == .mapping ? "a mapping" : "a list"
                error(.complexKey, "a mapping key must be a plain name, not \(description)", at: keyRecord.range.start)
                return .continue
            }
            let allText = text.elements
            let name = allText.extracting(Int(keyRecord.start) ..< Int(keyRecord.start + keyRecord.count))
            // A key read through an alias was not hashed when its event came: hash its text now.
            let hash = keyHash ?? KeyIndex.hash(name)
            let base = current.base
            let pending = childStack.elements
            let allRecords = records.elements
            let isSameKey = { (position: Int) -> Bool in
                let other = allRecords[Int(pending[base + 2 * position])]
                return other.count == keyRecord.count
                    && allText.extracting(Int(other.start) ..< Int(other.start + other.count)).elementsEqual(name)
            }
            let found = current.keyIndex < 0
                ? KeyIndex.linearPosition(of: hash, in: hashStack, from: current.hashBase, where: isSameKey)
                : keyIndexes[Int(current.keyIndex)].position(of: hash, in: hashStack, from: current.hashBase, where: isSameKey)
            if let position = found {
                let first = allRecords[Int(pending[base + 2 * position])]
                let text = String(decoding: name, as: UTF8.self)
                error(.duplicateKey, "duplicate key '\(text)' in this mapping", at: keyRecord.range.start,
                      notes: [Diagnostic.Note("'\(text)' is first defined here", at: first.range.start)])
                return .continue
            }
            childStack.append(key)
            childStack.append(node)
            hashStack.append(hash)
            if current.keyIndex >= 0 {
                keyIndexes[Int(current.keyIndex)].didAppend(to: hashStack, from: current.hashBase)
            } else if hashStack.count - current.hashBase > KeyIndex.linearLimit {
                var index = KeyIndex()
                index.didAppend(to: hashStack, from: current.hashBase)
                current.keyIndex = Int32(truncatingIfNeeded: keyIndexes.count)
                keyIndexes.append(index)
            }
        }
        return .continue
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>) -> String {
        String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }

    private mutating func report(_ failure: EventStream.Failure) {
        var notes: [Diagnostic.Note] = []
        let at: SourceLocation
        if let mark = failure.problemMark {
            at = location(mark)
        } else if let offset = failure.problemOffset {
            at = locationOf(byteOffset: offset)
        } else {
            at = SourceLocation(file: file.path, line: 1, column: 1)
        }
        if let context = failure.context {
            let contextLocation: SourceLocation? = if let mark = failure.contextMark { location(mark) } else { nil }
            notes.append(Diagnostic.Note(context, at: contextLocation))
        }
        if let line = file.line(at.line), line.hasPrefix("\t") || line.drop(while: { $0 == " " }).hasPrefix("\t") {
            notes.append(Diagnostic.Note("YAML does not allow tabs for indentation; indent with spaces"))
        }
        var problem = failure.problem
        let bytes = file.bytes
        if problem == "control characters are not allowed", failure.problemOffset.map({ bytes.indices.contains($0) && bytes[$0] == 0 }) == true {
            problem = "the file contains a NUL byte"
        }
        diagnostics.append(.error(.yamlSyntax, problem, at: at, notes: notes))
    }

    /// libyaml's reader errors carry a byte offset, not a mark: turn it into a line and column here.
    private func locationOf(byteOffset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        var index = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(byteOffset, file.bytes.count)
        while index < end {
            let byte = file.bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file.path, line: line, column: column)
    }
}
