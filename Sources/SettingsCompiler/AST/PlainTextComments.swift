#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a plain (unquoted) text that people read ends in the file: a title, description, header, footer, message,
/// confirmation or keyword (``KeyShape/isReadText``), as the parser found it. Twelve bytes: at 50,000 settings there
/// are some 330,000 of them, and with the key's name and a whole `SourceLocation` each they took 10 MB more of the
/// front end's peak (issue 32).
struct PlainTextEnd {
    /// The key whose value it is (`footer`): its number in ``PlainTextEnds/keys``.
    var key: UInt16
    /// Just after the text's last character (libyaml's end mark), in the file being read.
    var line: Int32
    var column: Int32
}

/// The plain texts' ends of one file, in the order the parser noted them, and the few key names they belong to.
struct PlainTextEnds {
    private(set) var keys: [String] = []
    private(set) var ends: [PlainTextEnd] = []

    /// Notes that a plain text of `key` ends at `end`.
    mutating func append(key: String, end: SourceLocation) {
        // A handful of keys hold such texts (title, description, header, ...): a look along them, most often found
        // at once by the identity of the table's string.
        // (The keys are the language table's read-text keys, a few dozen: `UInt16` numbers them all.)
        let number: Int
        if let found = keys.firstIndex(of: key) {
            number = found
        } else {
            number = keys.count
            keys.append(key)
        }
        ends.append(PlainTextEnd(key: UInt16(number), line: Int32(end.line), column: Int32(end.column)))
    }

    /// Keeps only the first `count` ends.
    mutating func truncate(to count: Int) {
        ends.removeLast(ends.count - count)
    }

    /// Appends `other`'s ends after these, in their order (their keys numbered as here).
    mutating func append(contentsOf other: PlainTextEnds) {
        guard !other.ends.isEmpty else { return }
        let numbers = other.keys.map { key -> UInt16 in
            if let found = keys.firstIndex(of: key) { return UInt16(found) }
            keys.append(key)
            return UInt16(keys.count - 1)
        }
        ends.reserveCapacity(ends.count + other.ends.count)
        for end in other.ends { ends.append(PlainTextEnd(key: numbers[Int(end.key)], line: end.line, column: end.column)) }
    }
}

/// SC1306: ` #` after a plain text starts a YAML comment, so `footer: Adds @ and # keys` is the footer `Adds @ and`.
/// libyaml reports no comments, so the file's bytes after each plain text are read here: one pass over the file
/// for all of them, in line order.
enum PlainTextComments {
    /// The dropped part of the line is quoted in the message up to this many characters.
    static let quotedLength = 40

    /// Eight bytes of `bytes` from `offset`, any alignment.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }

    /// Whether a byte of `word` is zero (exact as a yes or no; which byte, the caller finds one at a time).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// The offset of the first `\n` at or after `start`, or the count: eight bytes at a time, then one.
    static func firstNewline(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index + 8 <= bytes.count, !hasZeroByte(word(bytes, at: index) ^ 0x0A0A_0A0A_0A0A_0A0A) { index += 8 }
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    /// The offset of the first byte in `start..<end` that is `\n` or not ASCII, or `end`.
    static func firstNewlineOrNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index + 8 <= end {
            let word = word(bytes, at: index)
            if word & 0x8080_8080_8080_8080 != 0 || hasZeroByte(word ^ 0x0A0A_0A0A_0A0A_0A0A) { break }
            index += 8
        }
        while index < end, bytes[index] != 0x0A, bytes[index] < 0x80 { index += 1 }
        return index
    }

    /// Whether some `#` of the file follows a space or tab that follows something else on its line: the only way
    /// a comment can cut a text. Most files have none (their comments are lines of their own), and then the pass
    /// below, which reads every line up to the last text, is skipped: `memchr` finds the `#`s (issue 32: the pass
    /// was about 1 % of `generate`).
    static func mayCutText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, 0x23, bytes.count - offset) {
            let hash = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            var before = hash - 1
            while before >= 0, bytes[before] == 0x20 || bytes[before] == 0x09 { before -= 1 }
            if before < hash - 1, before >= 0, bytes[before] != 0x0A, bytes[before] != 0x0D { return true }
            offset = hash + 1
        }
        return false
    }

    static func check(_ noted: PlainTextEnds, in file: SourceFile, diagnostics: inout DiagnosticCollector) {
        let ends = noted.ends
        guard !ends.isEmpty else { return }
        // The parser notes the texts in file order but for a few (a key's text read after a later one): sort only then.
        func before(_ a: PlainTextEnd, _ b: PlainTextEnd) -> Bool { (a.line, a.column) < (b.line, b.column) }
        let inOrder = zip(ends, ends.dropFirst()).allSatisfy { !before($1, $0) }
        let sorted = inOrder ? ends : ends.sorted(by: before)
        // On the bytes through a pointer (issue 32): this pass reads every byte up to the last text, and indexing the
        // array with its bounds checks cost about 4 % of `validate`.
        file.bytes.withUnsafeBufferPointer { bytes in
            guard mayCutText(bytes) else { return }
            let count = bytes.count
            var line = 1
            var lineStart = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            for text in sorted {
                let end = (line: Int(text.line), column: Int(text.column))
                while line < end.line {
                    let newline = firstNewline(bytes, from: lineStart)
                    guard newline < count else { return }
                    lineStart = newline + 1
                    line += 1
                }
                // libyaml counts columns in characters: an ASCII byte is one (all of them at once, up to the first
                // other byte), then step over the UTF-8 continuation bytes.
                var offset = firstNewlineOrNonASCII(bytes, from: lineStart, to: min(count, lineStart + max(0, end.column - 1)))
                var column = 1 + (offset - lineStart)
                while column < end.column, offset < count, bytes[offset] != 0x0A {
                    offset += 1
                    while offset < count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                    column += 1
                }
                var hash = offset
                while hash < count, bytes[hash] == 0x20 || bytes[hash] == 0x09 { hash += 1 }
                guard hash > offset, hash < count, bytes[hash] == 0x23 else { continue }
                var lineEnd = hash
                while lineEnd < count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                var dropped = String(decoding: UnsafeBufferPointer(rebasing: bytes[hash..<lineEnd]), as: UTF8.self)
                if dropped.count > quotedLength { dropped = String(dropped.prefix(quotedLength)) + "…" }
                diagnostics.warning(
                    .textCutByComment,
                    "the plain text of `\(noted.keys[Int(text.key)])` ends before ` #`: YAML reads `\(dropped)` as a comment, not as part of the text; quote the text to keep it, or put the comment on a line of its own",
                    at: SourceLocation(file: file.path, line: end.line, column: end.column + (hash - offset)))
            }
        }
    }
}
