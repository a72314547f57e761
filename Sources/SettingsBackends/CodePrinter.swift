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
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }
    /// The text's bytes, in memory this printer owns (it is noncopyable, so nothing else refers to it; unchecked
    /// Sendable for that reason): an append is a capacity check and a `memcpy`, where `Array.append(contentsOf:)`
    /// took about 170 instructions a piece, some 20 M of `generate` at N = 1,000 (issue 32).
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
    private let indentUnitBytes: [UInt8]
    private var sink: (any CodePrinterSink)?

    deinit {
        storage.deallocate()
        indentation.deallocate()
    }

    /// Makes room for `extra` more bytes, doubling the capacity.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra { newCapacity *= 2 }
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        new.initialize(from: storage, count: count)
        storage.deallocate()
        storage = new
        capacity = newCapacity
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let base = source.baseAddress, !source.isEmpty else { return }
        reserve(source.count)
        (storage + count).initialize(from: base, count: source.count)
        count += source.count
    }

    @inline(__always)
    private mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Text is passed to the sink in pieces of at least this many bytes.
    static let flushSize = 256 * 1024

    public init(indentUnit: String = "    ") {
        self.indentUnitBytes = Array(indentUnit.utf8)
        capacity = 4096
        storage = .allocate(capacity: capacity)
        indentation = .allocate(capacity: indentationCapacity)
    }

    /// A printer that passes its text to `sink` whenever a line takes it past 256 KB, so a large file is never
    /// held whole: whoever made it passes the rest (`bytes`) on at the end.
    public init(indentUnit: String = "    ", flushingTo sink: any CodePrinterSink) {
        self.indentUnitBytes = Array(indentUnit.utf8)
        self.sink = sink
        capacity = 4096
        storage = .allocate(capacity: capacity)
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
        if count >= Self.flushSize, let sink {
            sink.write(bytes)
            count = 0
        }
    }

    /// Starts a line written in pieces (``write(_:)``, then ``endLine()``): the same bytes as `line` of the pieces
    /// joined, without the joined string.
    public mutating func beginLine() {
        appendIndentation()
        lineStart = count
    }

    /// Appends `text` to the line ``beginLine()`` started.
    public mutating func write(_ text: String) {
        append(text)
    }

    /// Appends the decimal digits of `number` to the line ``beginLine()`` started (as `"\(number)"` spells it).
    public mutating func write(_ number: Int) {
        append(String(number))
    }

    /// Appends the UTF-8 of `text`: copied from its contiguous storage at once (a native or small string), which
    /// is several times cheaper than `append(contentsOf: text.utf8)` going through the view (issue 32).
    @inline(__always)
    private mutating func append(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in append(bytes) }
        if done == nil { for byte in text.utf8 { append(byte: byte) } }
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

    /// Ends the line ``beginLine()`` started; an empty line gets no trailing spaces, as with `line`.
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
