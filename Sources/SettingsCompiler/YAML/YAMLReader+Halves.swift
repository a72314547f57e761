#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
internal import CProcessTuning
internal import CYaml

/// Reading a large schema in two halves, one per core (issue 32): libyaml and the document builder are most of what
/// `validate` costs, and a schema's last top-level key (`sections:`, in every schema we have seen) is a block mapping
/// that holds most of the file. The file is cut at a line that starts one of that mapping's keys (`  name:` at column
/// 2) near the middle (`cut(in:)`); a second thread reads the part after the cut as a document of its own (a block
/// mapping at column 2) while this one reads the part before it (both start at once: `WorkerThread` starts the second
/// on another core); then the second part's nodes are moved into the first's arena as the rest of that mapping. The merged document is the one a single read gives, record for record (the tests
/// compare them): nodes numbered in document order, each collection's children one run, stored when it ends.
///
/// It is used only when both parts read without a single diagnostic, and the first ends inside a block mapping at
/// column 2 that is the last value of a block mapping at column 0, the second is one block mapping at column 2 whose
/// first key is on the cut's line, the second has no anchor or alias, and no key of the second part is also a key
/// before the cut. Then libyaml sees the
/// same tokens in the part after the cut as in the whole file from there on: the part before it closed every quoted
/// scalar and flow collection (or its read failed), and the part after it never goes back to a column below 2 (or
/// its root would have ended and a second root been an error). Anything else (a problem in either part, a file
/// not shaped so) reads the whole file again on one thread, which reports what a single read reports.
extension YAMLReader {
    /// Whether `readDocument` may read a file in two halves.
    enum Halves: Sendable {
        /// Never: one read on this thread.
        case never
        /// When the file is at least `minimumSizeForHalves` bytes, the process may run on more than one CPU, and a
        /// cut is found.
        case automatic
        /// Whenever a cut is found, whatever the size (for the tests).
        case always
    }

    /// Below this size a file is read on one thread: starting a thread and merging cost more than half of reading it.
    static let minimumSizeForHalves = 64 * 1024

    /// From this size on, the second part's document is read into pages of its own (`ArenaMemory`), given back to the
    /// system when the merge frees it. At 50,000 settings (15 MB) no second share of the parse or of lowering runs
    /// after the read, so what the second thread's malloc arena kept of it would only add to the peak of memory.
    /// Below (1,000 settings: 0.3 MB), the threads that parse and lower the second shares take that arena and reuse
    /// its memory, instead of faulting fresh pages in (T3 to T5 faulted 300 at 1,000 settings), and the two
    /// `munmap`s, each a TLB flush on the other CPU, are saved (issue 32, the twenty-first session).
    static let minimumSizeForOwnPages = 4 << 20

    /// The document read in two halves, or nil when it is not read so (too small, no cut, or a part that needs the
    /// whole file's read: then nothing is reported, and the caller reads it whole). `cut`: where to cut (the tests
    /// try every line); by default `cut(in:)`.
    static func readInHalves(
        _ file: SourceFile, _ buffer: UnsafeBufferPointer<UInt8>, limits: ReaderLimits, always: Bool, at chosen: Int? = nil
    ) -> YAMLDocument? {
        // With one CPU to run on, the second part would only wait for the first.
        guard always || (buffer.count >= minimumSizeForHalves && settingsc_allowed_cpus() != 1),
              let cut = chosen ?? cut(in: buffer),
              cut > 0, cut < buffer.count
        else { return nil }
        let second = UnsafeBufferPointer(rebasing: buffer[cut...])
        // The second part's nodes are one level deeper in the file than in the part.
        let secondLimits = { var deeper = limits; deeper.maxDepth -= 1; return deeper }()
        let whole = buffer.count
        let secondCount = second.count
        let secondStart = UnsafeSendablePointer(second.baseAddress!)
        var builder = DocumentBuilder(file: file, limits: limits, size: whole)
        var firstRead = false
        let (_, secondHalf) = concurrently({
            firstRead = builder.read(UnsafeBufferPointer(rebasing: buffer[..<cut]))
        }, { () -> SecondHalf in
            var builder = DocumentBuilder(
                file: file, limits: secondLimits, size: secondCount, ownPages: whole >= minimumSizeForOwnPages)
            let part = UnsafeBufferPointer(start: secondStart.pointer, count: secondCount)
            guard builder.read(part), builder.diagnostics.isEmpty, builder.documents == 1, builder.rootIsBlockMapping,
                  builder.aliasNodes == 0, !builder.hasAnchors
            else { return SecondHalf(document: nil, nodes: 0) }
            return SecondHalf(document: builder.finish(), nodes: builder.totalNodes)
        })
        guard firstRead, let document = secondHalf.document else { return nil }
        guard builder.diagnostics.isEmpty, builder.documents == 1,
              builder.totalNodes + secondHalf.nodes - 1 <= limits.maxNodes,
              builder.append(document)
        else { return nil }
        return builder.finish()
    }

    /// Where to cut the file: the offset of the first line past 47 % of it that starts `  x` (a key at column 2:
    /// `x` a letter, digit, `_` or quote) and comes after the last line with anything but a comment at column 0 or 1,
    /// if that leaves at least a fifth of the file after it. Lines are found with `memchr`. Not half: this thread
    /// reads the first part, whose top-level keys and enums cost more per byte than sections (at 1,000 settings of
    /// bench/gen.py, cut at the middle, the first part counted 33.4 M instructions, the second 28.2 M), and the
    /// second starts later. At 45 % (until the twenty-first session) this thread waited 0.19 ms for the second at
    /// 1,000 settings, once the second thread's page faults and TLB flushes were cut; at 47 % under 0.03 ms.
    static func cut(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = buffer.count
        guard count >= 4, let base = buffer.baseAddress else { return nil }
        /// The offset after the next line feed at or after `offset`, or `count`.
        func nextLine(_ offset: Int) -> Int {
            guard offset < count, let found = memchr(base + offset, 0x0A, count - offset) else { return count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
        }
        var line = nextLine(count / 100 * 47)
        var candidate: Int? = nil
        while line < count {
            let first = base[line]
            let second = line + 1 < count ? base[line + 1] : 0x0A
            switch (first, second) {
            case (0x0A, _), (0x0D, _), (0x23, _), (0x20, 0x0A), (0x20, 0x0D), (0x20, 0x23):
                break // A blank line or a comment.
            case (0x20, 0x20):
                if candidate == nil, line + 2 < count, isKeyStart(base[line + 2]) { candidate = line }
            default:
                candidate = nil // Something at column 0 or 1: the cut must come after it.
            }
            line = nextLine(line)
        }
        guard let candidate, count - candidate >= count / 5 else { return nil }
        return candidate
    }

    private static func isKeyStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }
}

extension YAMLReader {
    /// For the fuzzer (`FuzzCheck`) and the tests: reads `file` whole, then in halves cut at up to `maximumCuts` line
    /// starts spread over the file and where `cut(in:)` cuts; nil when every read in halves that gives a document
    /// gives the whole read's (`YAMLDocument.difference(from:)`), else what differs.
    public static func differenceReadingInHalves(_ file: SourceFile, maximumCuts: Int = 8) -> String? {
        var ignored = DiagnosticCollector()
        let whole = readDocument(file, diagnostics: &ignored, halves: .never)
        return file.bytes.withUnsafeBufferPointer { buffer -> String? in
            var lineStarts = buffer.indices.filter { $0 > 0 && buffer[$0 - 1] == 0x0A }
            if lineStarts.count > maximumCuts {
                let step = Double(lineStarts.count) / Double(maximumCuts)
                lineStarts = (0..<maximumCuts).map { lineStarts[Int(Double($0) * step)] }
            }
            if let chosen = cut(in: buffer) { lineStarts.append(chosen) }
            for cut in lineStarts {
                guard let halves = readInHalves(file, buffer, limits: .default, always: true, at: cut) else { continue }
                guard let whole else { return "cut at byte \(cut): read in halves, but the whole read gave no document" }
                if let difference = whole.difference(from: halves) { return "cut at byte \(cut): \(difference)" }
            }
            return nil
        }
    }
}

/// A pointer handed to the second thread, which reads the memory while the caller keeps it alive (`concurrently`
/// returns after the thread ends).
private struct UnsafeSendablePointer: @unchecked Sendable {
    let pointer: UnsafePointer<UInt8>
    init(_ pointer: UnsafePointer<UInt8>) { self.pointer = pointer }
}

/// The second part read as a document of its own (nil: it is not one the merge takes), and how many nodes it counted.
private struct SecondHalf: @unchecked Sendable {
    let document: YAMLDocument?
    let nodes: Int
}

extension DocumentBuilder {
    /// Appends `second`, the rest of the file read as a document of its own, as the rest of the block mapping that is
    /// the last value of this part's root; false (nothing changed that matters: the caller reads the file again)
    /// when the two parts do not fit so. See `YAMLReader.readInHalves`.
    mutating func append(_ second: YAMLDocument) -> Bool {
        guard rootIsBlockMapping, root >= 0, streamEnd.column == 0 else { return false }
        let secondArena = second.arena.pointee
        let secondRoot = secondArena.records[Int(second.rootIndex)]
        let rootRecord = records[Int(root)]
        guard rootRecord.kind == .mapping, rootRecord.count > 0, rootRecord.range.start.column == 1,
              second.rootIndex == 0, secondRoot.kind == .mapping, secondRoot.range.start.column == 3,
              // The cut is the first key's line: blank lines after the cut would belong, in the whole file, to a block
              // scalar before it that keeps its line breaks, and move where what ends at the cut ends.
              secondRoot.range.start.line == 1
        else { return false }
        let rootRun = Int(rootRecord.start)
        let rootWidth = 2 * Int(rootRecord.count)
        let inner = children[rootRun + rootWidth - 1]
        guard inner == lastRootChild.node, lastRootChild.isBlockMapping else { return false }
        var innerRecord = records[Int(inner)]
        guard innerRecord.range.start.column == 3, innerRecord.count > 0 else { return false }
        let innerRun = Int(innerRecord.start)
        let innerWidth = 2 * Int(innerRecord.count)
        let secondRun = Int(secondRoot.start)
        let secondWidth = 2 * Int(secondRoot.count)
        // Each collection's children are stored when it ends: the inner mapping's run, then the root's, end the buffer.
        guard innerRun + innerWidth == rootRun, rootRun + rootWidth == children.count else { return false }
        guard !hasKey(in: innerRun, innerWidth, from: secondArena, secondRun, secondWidth) else { return false }

        // Where the part ended (a line start) is, in the whole file, the start of the cut's line. libyaml marks the
        // collections that end there, and an empty value there, at the first key's column (2), not at column 0 as at
        // the part's end; a block scalar ends at column 0 in both.
        let lineOffset = Int32(clamping: streamEnd.line)
        let endOfPart = (line: lineOffset + 1, column: Int32(1))
        // Only the last node at each level can end at the part's end: walk down from the inner mapping's last value.
        var last = children[innerRun + innerWidth - 1]
        while true {
            var record = records[Int(last)]
            guard record.style != .literal, record.style != .folded else { break }
            if record.range.startLine == endOfPart.line, record.range.startColumn == endOfPart.column {
                record.range.startColumn = 3
            }
            if record.range.endLine == endOfPart.line, record.range.endColumn == endOfPart.column {
                record.range.endColumn = 3
            }
            records[Int(last)] = record
            guard record.kind != .scalar, record.count > 0 else { break }
            last = children[Int(record.start) + Int(record.count) * (record.kind == .mapping ? 2 : 1) - 1]
        }
        let firstRecordCount = records.count

        // Node `i` of the second part (but its root, which is the inner mapping) is node `firstRecordCount + i - 1`.
        let nodeOffset = Int32(firstRecordCount) - 1
        let textOffset = Int32(text.count)
        // The runs of the second part's collections go where the inner mapping's run was, before it and the root's.
        let childOffset = Int32(innerRun)
        let tail = Array(children.elements[innerRun...])
        children.removeLast(children.count - innerRun)
        let secondChildren = secondArena.children
        children.append(count: secondRun) { secondChildren[$0] + nodeOffset }
        let movedWidth = Int32(secondRun)
        tail.withUnsafeBufferPointer { children.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<innerWidth])) }
        children.append(count: secondWidth) { secondChildren[secondRun + $0] + nodeOffset }
        tail.withUnsafeBufferPointer { children.append(contentsOf: UnsafeBufferPointer(rebasing: $0[innerWidth...])) }

        let secondRecords = secondArena.records
        records.append(count: second.recordCount - 1) { index in
            var record = secondRecords[index + 1]
            record.range.startLine += lineOffset
            record.range.endLine += lineOffset
            record.start += record.kind == .scalar ? textOffset : childOffset
            return record
        }
        text.append(contentsOf: UnsafeBufferPointer(start: secondArena.text, count: second.textCount))

        var end = secondRoot.range
        end.endLine += lineOffset
        innerRecord.start += movedWidth
        innerRecord.count += secondRoot.count
        innerRecord.range.endLine = end.endLine
        innerRecord.range.endColumn = end.endColumn
        records[Int(inner)] = innerRecord
        var newRoot = records[Int(root)]
        newRoot.start += movedWidth + Int32(secondWidth)
        newRoot.range.endLine = end.endLine
        newRoot.range.endColumn = end.endColumn
        records[Int(root)] = newRoot
        return true
    }

    /// Whether a key of the second part's root (`secondWidth` keys and values from `secondRun`) is also a key of the
    /// inner mapping (`width` from `run` in this part's children): the whole file's read reports it.
    private func hasKey(
        in run: Int, _ width: Int, from second: YAMLDocument.Arena, _ secondRun: Int, _ secondWidth: Int
    ) -> Bool {
        var keys = Set<[UInt8]>(minimumCapacity: width / 2)
        let allRecords = records.elements
        let allText = text.elements
        for pair in stride(from: run, to: run + width, by: 2) {
            let record = allRecords[Int(children[pair])]
            guard record.kind == .scalar else { return true }
            keys.insert(Array(allText[Int(record.start) ..< Int(record.start + record.count)]))
        }
        for pair in stride(from: secondRun, to: secondRun + secondWidth, by: 2) {
            let record = second.records[Int(second.children[pair])]
            guard record.kind == .scalar, !keys.contains(Array(second.bytes(record))) else { return true }
        }
        return false
    }
}
