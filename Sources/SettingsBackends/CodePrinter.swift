#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives the text of a `CodePrinter` made with `init(flushingTo:)` in pieces, in order, as it grows.
public protocol CodePrinterSink: AnyObject, Sendable {
    func write(_ bytes: [UInt8])
}

/// Accumulates indented lines of generated text.
///
/// Noncopyable: a printer made with `init(flushingTo:)` holds its sink, and two copies would both write to it; a
/// copy of any printer would share the text's buffer, so the next line written would copy the whole file so far
/// (quadratic in the file's size). A printer is passed `inout` to whatever prints into it (a renderer that owns
/// one is itself `~Copyable`), handed over with `consume`, and read with `bytes` at the end.
public struct CodePrinter: ~Copyable, @unchecked Sendable {
    /// The text so far. Kept as UTF-8 bytes: appending bytes is several times cheaper than appending to a String.
    /// For a printer made with `init(flushingTo:)`, only the text not yet passed to the sink.
    public var contents: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }
    /// The text so far as UTF-8 bytes (for `RenderedFile(path:bytes:)`). For a printer made with
    /// `init(flushingTo:)`, only the text not yet passed to the sink.
    public var bytes: [UInt8] {
        // Copied with one `memcpy` (`Array(UnsafeBufferPointer(...))` went through the collection).
        Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            if count > 0 { UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: storage, byteCount: count) }
            initialized = count
        }
    }
    /// The text's bytes, in memory this printer owns (from `malloc`, for `grow`'s `realloc`; it is noncopyable, so
    /// nothing else refers to it; unchecked Sendable for that reason): an append is a capacity check and a copy
    /// (``copy(_:to:count:)``), where `Array.append(contentsOf:)` took about 170 instructions a piece, some 20 M of
    /// `generate` at N = 1,000 (issue 32).
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// The current indentation, as UTF-8 bytes (appended to every line), in memory this printer owns too: an array
    /// was retained and released on every line (issue 32).
    private var indentation: UnsafeMutablePointer<UInt8>
    private var indentationCount = 0
    private var indentationCapacity = 64
    /// Where the text of the line being written in pieces starts (``beginLine()``).
    private var lineStart = 0
    /// Where the text of the line ``beginDocCommentLine()`` started begins (after its `/// `).
    private var docTextStart = 0
    private let indentUnitBytes: [UInt8]
    private var sink: (any CodePrinterSink)?

    deinit {
        free(storage)
        indentation.deallocate()
    }

    /// Makes room for `extra` more bytes: a comparison inline, the growing (doubling the capacity) out of line.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    /// With `realloc`, which grows the block where it is when the memory after it is free (a large printer's
    /// usually is: the top of the heap), so the text is neither copied nor written to pages touched for the first
    /// time: a page touched afresh costs a page fault, and `docs` at 10,000 settings spent some 20,000 of its 33,000
    /// in copies of growing buffers (issue 32).
    @inline(never)
    private mutating func grow(_ extra: Int) {
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        guard let grown = realloc(storage, newCapacity) else { fatalError("CodePrinter: out of memory") }
        storage = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    /// `capacity` bytes from `malloc`, as `grow` reallocates them.
    private static func allocateStorage(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let block = malloc(capacity) else { fatalError("CodePrinter: out of memory") }
        return block.assumingMemoryBound(to: UInt8.self)
    }

    /// Copies `count` bytes: up to 32 with a few unaligned word moves (the bytes at both ends, overlapping in the
    /// middle), more with `memcpy`. Almost every piece a backend writes is short, and a call of `memcpy` took about
    /// as many instructions as the rest of the append (issue 32).
    @inline(__always)
    static func copy(_ source: UnsafeRawPointer, to target: UnsafeMutableRawPointer, count: Int) {
        if count <= 16 {
            if count >= 8 {
                let first = source.loadUnaligned(as: UInt64.self)
                let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                target.storeBytes(of: first, as: UInt64.self)
                target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
            } else if count >= 4 {
                let first = source.loadUnaligned(as: UInt32.self)
                let last = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
                target.storeBytes(of: first, as: UInt32.self)
                target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
            } else if count > 0 {
                let from = source.assumingMemoryBound(to: UInt8.self), to = target.assumingMemoryBound(to: UInt8.self)
                to[0] = from[0]
                to[count >> 1] = from[count >> 1]
                to[count - 1] = from[count - 1]
            }
        } else if count <= 32 {
            let a = source.loadUnaligned(as: UInt64.self)
            let b = source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let c = source.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let d = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: a, as: UInt64.self)
            target.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
            target.storeBytes(of: c, toByteOffset: count - 16, as: UInt64.self)
            target.storeBytes(of: d, toByteOffset: count - 8, as: UInt64.self)
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        let extra = source.count
        guard let base = source.baseAddress else { return }
        reserve(extra)
        Self.copy(UnsafeRawPointer(base), to: UnsafeMutableRawPointer(storage + count), count: extra)
        count += extra
    }

    @inline(__always)
    private mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Text is passed to the sink in pieces of at least this many bytes. The printer's buffer and the piece's copy
    /// are reused from one piece to the next, so this is what a file costs in memory touched: at 256 KB, `generate`
    /// at 1,000 settings faulted in some 170 more pages (each about 2 µs) than at 64 KB, for 22 fewer `write`s.
    static let flushSize = 64 * 1024

    public init(indentUnit: String = "    ") {
        self.indentUnitBytes = Array(indentUnit.utf8)
        capacity = 4096
        storage = Self.allocateStorage(capacity)
        indentation = .allocate(capacity: indentationCapacity)
    }

    /// A printer that passes its text to `sink` whenever a line takes it past 64 KB, so a large file is never
    /// held whole: whoever made it passes the rest (`bytes`) on at the end.
    public init(indentUnit: String = "    ", flushingTo sink: any CodePrinterSink) {
        self.indentUnitBytes = Array(indentUnit.utf8)
        self.sink = sink
        // Room for what it holds between flushes from the start: grown from 4 KB by doubling, the text was copied
        // again up to its flush size (issue 32).
        capacity = 2 * Self.flushSize
        storage = Self.allocateStorage(capacity)
        indentation = .allocate(capacity: indentationCapacity)
    }

    /// Appends the indentation.
    @inline(__always)
    private mutating func appendIndentation() {
        guard indentationCount > 0 else { return }
        append(UnsafeBufferPointer(start: indentation, count: indentationCount))
    }

    /// Appends one line at the current indentation; an empty line gets no trailing spaces.
    public mutating func line(_ text: String = "") {
        if !text.isEmpty {
            appendIndentation()
            append(text)
        }
        newline()
    }

    /// Ends the line, and passes the text on to the sink when it is past `flushSize`.
    @inline(__always)
    private mutating func newline() {
        append(byte: 0x0A)
        if count >= Self.flushSize { flush() }
    }

    @inline(never)
    private mutating func flush() {
        guard let sink else { return }
        sink.write(bytes)
        count = 0
    }

    /// Starts a line written in pieces (``write(_:)``, then ``endLine()``): the same bytes as `line` of the pieces
    /// joined, without the joined string.
    @inline(__always)
    public mutating func beginLine() {
        appendIndentation()
        lineStart = count
    }

    /// Appends `text` to the line ``beginLine()`` started. Inlined where it is called: a call cost as much as the
    /// copy of a short piece (issue 32).
    @inline(__always)
    public mutating func write(_ text: String) {
        append(text)
    }

    /// Appends the decimal digits of `number` to the line ``beginLine()`` started (as `"\(number)"` spells it).
    public mutating func write(_ number: Int) {
        var magnitude = number.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits + 1)
        if number < 0 { append(byte: 0x2D) }
        var index = count + digits
        repeat {
            index -= 1
            storage[index] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// Appends the UTF-8 of `text`: copied from its contiguous storage at once (a native or small string), which
    /// is several times cheaper than `append(contentsOf: text.utf8)` going through the view (issue 32).
    @inline(__always)
    private mutating func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in append(bytes) }
        if done == nil { appendSlowly(text) }
    }

    /// A string without contiguous UTF-8 (a bridged one), byte by byte.
    @inline(never)
    private mutating func appendSlowly(_ text: String) {
        for byte in text.utf8 { append(byte: byte) }
    }

    /// Appends `SwiftEscaping.stringLiteral(text)` to the line ``beginLine()`` started: printable ASCII other than a
    /// quote or a backslash (almost every string a schema supplies) is copied between quotes, without a string of its
    /// own; any other text is escaped by `SwiftEscaping.stringLiteral` (issue 32).
    public mutating func writeStringLiteral(_ text: String) {
        let done: Bool? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard SwiftEscaping.isPlain(bytes, inLiteral: true) else { return false }
            append(byte: 0x22)
            append(bytes)
            append(byte: 0x22)
            return true
        }
        if done != true { append(SwiftEscaping.stringLiteral(text)) }
    }

    /// Starts a `///` line whose text is written in pieces (``write(_:)``), then ended by ``endDocCommentLine()``: the
    /// same lines as `SwiftEscaping.printDocComment` of the pieces joined, without the joined string (issue 32).
    public mutating func beginDocCommentLine() {
        beginLine()
        append(byte: 0x2F)
        append(byte: 0x2F)
        append(byte: 0x2F)
        append(byte: 0x20)
        docTextStart = count
    }

    /// Ends the line ``beginDocCommentLine()`` started. Text that needs escaping (a line break, a control or an
    /// invisible character: not `SwiftEscaping.isPlain`) is taken back and printed as `SwiftEscaping.docComment`'s
    /// lines; empty text leaves `///` alone.
    public mutating func endDocCommentLine() {
        let text = UnsafeBufferPointer(start: storage + docTextStart, count: count - docTextStart)
        if text.isEmpty {
            count -= 1
        } else if !SwiftEscaping.isPlain(text, inLiteral: false) {
            let string = String(decoding: text, as: UTF8.self)
            count = lineStart - indentationCount
            lines(SwiftEscaping.docComment(string))
            return
        }
        newline()
    }

    /// Ends the line ``beginLine()`` started; an empty line gets no trailing spaces, as with `line`.
    @inline(__always)
    public mutating func endLine() {
        if count == lineStart { count -= indentationCount }
        newline()
    }

    public mutating func lines(_ texts: [String]) {
        for text in texts { line(text) }
    }

    public mutating func indent() {
        let unit = indentUnitBytes
        if indentationCount + unit.count > indentationCapacity {
            indentationCapacity = 2 * (indentationCount + unit.count)
            let new = UnsafeMutablePointer<UInt8>.allocate(capacity: indentationCapacity)
            new.initialize(from: indentation, count: indentationCount)
            indentation.deallocate()
            indentation = new
        }
        (indentation + indentationCount).initialize(from: unit, count: unit.count)
        indentationCount += unit.count
    }

    public mutating func outdent() {
        precondition(indentationCount >= indentUnitBytes.count, "outdent() without indent()")
        indentationCount -= indentUnitBytes.count
    }

    /// A line that opens a block; what follows is one level deeper until `close`.
    public mutating func open(_ opening: String) {
        line(opening)
        indent()
    }

    public mutating func close(_ closing: String = "}") {
        outdent()
        line(closing)
    }

    /// `opening`, the body one level deeper, then `closing`.
    public mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodePrinter) -> Void) {
        line(opening)
        indent()
        body(&self)
        outdent()
        line(closing)
    }
}
